import Foundation
import WorkoutFormats
import WorkoutModel
import WorkoutStore

/// A ``PrivacyFilter`` applied to a stored workout whose points are read from the store while
/// they are written (``/WorkoutStore/WorkoutStore/readWorkout(_:valueTypes:storedValueTypes:_:)``),
/// with the result the filter gives on the whole recording: passes over the stored points
/// before writing find where the track's hidden ends are (``StreamedPrivacyFilter/lastKeptIndices(hiddenEnds:read:)``)
/// and count what is withheld; each pass that writes then leaves the same locations out
/// (``filter()``). Only for a workout of at most one route: a pass gathers the locations of
/// several routes by time, the whole recording's hidden ends go route after route.
struct StoredWorkoutPrivacy {
    let privacy: PrivacyFilter
    /// The index of the last position the hidden ends keep (`nil` without hidden ends).
    private let lastKept: [Int]?
    /// The workout's rest without the waypoints withheld (and without its route when every
    /// position is withheld, as a whole recording leaves an empty route out).
    let rest: WorkoutRecording
    /// Positions and waypoints withheld.
    let withheld: (positions: Int, waypoints: Int)

    /// Reads `stored`'s points (two passes more for hidden ends, one to count); `nil` for a
    /// workout of several routes, which is read whole.
    init?(_ stored: StoredWorkoutReader, privacy: PrivacyFilter) throws {
        guard stored.rest.routes.count <= 1 else { return nil }
        self.privacy = privacy
        let uuid = stored.rest.workout.uuid
        let lastKept = try privacy.hiddenEnds.map { hiddenEnds in
            try StreamedPrivacyFilter.lastKeptIndices(hiddenEnds: hiddenEnds) { stream in
                try Self.forEachGroup(of: stored) { locations in
                    let points = locations.map { TrackPoint(latitude: $0.latitude, longitude: $0.longitude, time: $0.timestamp) }
                    try stream.points(PointBatch(workout: uuid, activityType: stored.rest.workout.activityType, points: points))
                }
                try stream.endWorkout(stored.rest)
            }
        }
        self.lastKept = lastKept
        var counting = StreamedPrivacyFilter(privacy, lastKept: lastKept)
        var kept = 0
        try Self.forEachGroup(of: stored) { locations in
            for location in locations where counting.keeps(location, of: uuid) { kept += 1 }
        }
        let filtered = counting.finish(stored.rest)
        var rest = filtered.recording
        // The rest's route holds no locations (they are the points'): kept, unless none is.
        rest.routes = filtered.positions > 0 && kept == 0 ? [] : stored.rest.routes
        self.rest = rest
        withheld = (filtered.positions, filtered.waypoints)
    }

    /// A filter for one pass over the points: whether it keeps each location, in order.
    func filter() -> (Location) -> Bool {
        var pass = StreamedPrivacyFilter(privacy, lastKept: lastKept)
        let uuid = rest.workout.uuid
        return { pass.keeps($0, of: uuid) }
    }

    /// Calls `body` with the locations at each time of a pass over `stored`'s points, in order.
    private static func forEachGroup(of stored: StoredWorkoutReader, _ body: ([Location]) throws -> Void) throws {
        let pass = try stored.startPass()
        while try pass.next() {
            let locations = pass.locations
            if !locations.isEmpty { try body(locations) }
        }
    }
}
