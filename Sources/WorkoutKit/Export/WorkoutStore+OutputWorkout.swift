import Foundation
import WorkoutFormats
import WorkoutModel
import WorkoutStore

extension WorkoutStore {
    /// Calls `body` with a stored workout as an output takes it. When `writer` takes this
    /// workout's points from a source (``/WorkoutFormats/TrackPointWriter/writesTrackPointSource(for:)``), the
    /// workout's points are read from the store while they are written (a chunk at a time,
    /// see ``WorkoutStore/readWorkout(_:valueTypes:_:)``), after one pass that counts what
    /// they hold for the loss report. A workout whose values or locations go back in time
    /// is read whole (``recording(for:)``): the writers pair points by time over the whole
    /// recording then, which a pass in time order cannot do.
    ///
    /// - Throws: ``PipelineError/deletedDuringExport(_:)`` when the workout is gone, or what `body` throws.
    func withOutputWorkout(
        _ uuid: UUID, streamingTo writer: (any TrackPointWriter)?, _ body: (OutputWorkout) throws -> Void
    ) throws {
        var written = false
        if let writer, writer.writesTrackPointSources {
            let known = try readWorkout(uuid, valueTypes: TrackPointSource.valueTypes) { stored in
                guard writer.writesTrackPointSource(for: stored.rest) else { return }
                let survey = try stored.startPass()
                var tally = PointTally()
                while try survey.next() {
                    for location in survey.locations { tally.add(location) }
                    for value in survey.values { tally.add(valueOf: value.type, hasMetadata: value.hasMetadata) }
                    tally.add(pointTime: survey.time, locationCount: survey.locations.count,
                              valueTypes: survey.values.lazy.map(\.type))
                }
                guard survey.isTimeOrdered else { return }
                let points = TrackPointSource {
                    let pass = try stored.startPass()
                    return { group in
                        guard try pass.next() else { return false }
                        group.start(at: pass.time)
                        for location in pass.locations { group.add(location) }
                        for value in pass.values {
                            if let number = value.value { group.add(number, of: value.type) }
                        }
                        return true
                    }
                }
                written = true
                try body(.streamed(rest: stored.rest, points: points, tally: tally))
            }
            guard known else { throw PipelineError.deletedDuringExport(uuid) }
        }
        guard !written else { return }
        guard let recording = try recording(for: uuid) else { throw PipelineError.deletedDuringExport(uuid) }
        try body(.whole(recording))
    }
}
