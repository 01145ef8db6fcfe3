import Foundation
import WorkoutFormats
import WorkoutModel
import WorkoutStore

/// A ``PrivacyFilter`` applied to a stored workout whose samples and locations a writer takes
/// as they are read (``/WorkoutStore/WorkoutStore/readWorkoutContent(_:_:)``: JSON), with the
/// result the filter gives on the whole recording: passes over its routes' locations before
/// writing find the track's hidden ends (``StreamedPrivacyFilter/lastKeptIndices(hiddenEnds:read:)``)
/// and count what is withheld; the locations handed out then leave the same out. The routes
/// are one track in their order, as a whole recording's.
struct StoredContentPrivacy {
    /// The workout's rest without the waypoints withheld, and, when anything is withheld,
    /// without the routes left with no location (as a whole recording leaves them out).
    let rest: WorkoutRecording
    /// Positions and waypoints withheld.
    let withheld: (positions: Int, waypoints: Int)
    /// For each route of ``rest``: its index among the stored workout's routes, and the filter
    /// as it stood when the counting pass reached the route's first location.
    private let routes: [(stored: Int, filter: StreamedPrivacyFilter)]

    init(_ stored: StoredWorkoutContent, privacy: PrivacyFilter) throws {
        let uuid = stored.rest.workout.uuid
        let routeIndices = stored.rest.routes.indices
        let lastKept = try privacy.hiddenEnds.map { hiddenEnds in
            try StreamedPrivacyFilter.lastKeptIndices(hiddenEnds: hiddenEnds) { stream in
                for route in routeIndices {
                    try stored.forEachLocationChunk(ofRoute: route) { chunk in
                        let points = chunk.map { TrackPoint(latitude: $0.latitude, longitude: $0.longitude, time: $0.timestamp) }
                        try stream.points(PointBatch(workout: uuid, activityType: stored.rest.workout.activityType, points: points))
                    }
                }
                try stream.endWorkout(stored.rest)
            }
        }
        var counting = StreamedPrivacyFilter(privacy, lastKept: lastKept)
        var starts: [StreamedPrivacyFilter] = []
        var kept = Array(repeating: 0, count: routeIndices.count)
        for route in routeIndices {
            starts.append(counting)
            try stored.forEachLocationChunk(ofRoute: route) { chunk in
                for location in chunk where counting.keeps(location, of: uuid) { kept[route] += 1 }
            }
        }
        let filtered = counting.finish(stored.rest)
        // The rest's routes hold no locations (they come by chunks): those with none kept go
        // once anything is withheld.
        let keptRoutes = routeIndices.filter { filtered.positions == 0 || kept[$0] > 0 }
        var rest = filtered.recording
        rest.routes = keptRoutes.map { stored.rest.routes[$0] }
        self.rest = rest
        withheld = (filtered.positions, filtered.waypoints)
        routes = keptRoutes.map { ($0, starts[$0]) }
    }

    /// The samples and the locations kept of `stored`, the workout this filter was made of.
    func content(of stored: StoredWorkoutContent) -> RecordingContentSource {
        let routes = self.routes
        let uuid = rest.workout.uuid
        return RecordingContentSource(
            samples: { try stored.forEachSample($0) },
            locations: { route, body in
                var filter = routes[route].filter
                try stored.forEachLocationChunk(ofRoute: routes[route].stored) { chunk in
                    let kept = chunk.filter { filter.keeps($0, of: uuid) }
                    if !kept.isEmpty { try body(kept) }
                }
            })
    }
}
