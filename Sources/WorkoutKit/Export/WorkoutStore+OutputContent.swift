import Foundation
import WorkoutFormats
import WorkoutModel
import WorkoutStore

extension WorkoutStore {
    /// Calls `body` with a stored workout as a ``/WorkoutFormats/RecordingContentWriter`` (JSON)
    /// takes it: its rest, with its samples and route locations read from the store while they
    /// are written (see ``WorkoutStore/readWorkoutContent(_:_:)``) and counted by the store
    /// for the loss report, so the workout is never whole in memory. With `privacy`, without
    /// the positions it withholds (``StoredContentPrivacy``: passes over the locations first).
    ///
    /// - Throws: ``PipelineError/deletedDuringExport(_:)`` when the workout is gone, or what `body` throws.
    func withOutputContent(_ uuid: UUID, privacy: PrivacyFilter = .none, _ body: (OutputWorkout) throws -> Void) throws {
        let known = try readWorkoutContent(uuid) { stored in
            var tally = PointTally()
            for count in try stored.sampleCounts() {
                tally.add(samplesOf: count.type, count: count.count, withMetadata: count.withMetadata)
            }
            guard !privacy.isEmpty else {
                let content = RecordingContentSource(
                    samples: { try stored.forEachSample($0) },
                    locations: { try stored.forEachLocationChunk(ofRoute: $0, $1) })
                return try body(.sourced(rest: stored.rest, content: content, tally: tally))
            }
            let filter = try StoredContentPrivacy(stored, privacy: privacy)
            try body(.sourced(rest: filter.rest, content: filter.content(of: stored), tally: tally, withheld: filter.withheld))
        }
        guard known else { throw PipelineError.deletedDuringExport(uuid) }
    }
}
