import Foundation
import WorkoutFormats
import WorkoutModel
import WorkoutStore

/// A ``PrivacyFilter`` applied to a stored workout whose points are read from the store while
/// they are written (``/WorkoutStore/WorkoutStore/readWorkout(_:valueTypes:storedValueTypes:_:)``),
/// with the result the filter gives on the whole recording: passes over the routes' locations
/// before writing find where the track's hidden ends are (``StreamedPrivacyFilter/lastKeptIndices(hiddenEnds:read:)``)
/// and count what is withheld; each pass that writes then leaves the same locations out
/// (``filter()``). The routes are one track in their order, as a whole recording's, and the
/// passes before writing read them so, route after route; a pass that writes gathers the
/// locations of every route by time (in route order at one time), which is another order
/// where the track goes back in time (routes that interleave), so hidden ends, which count
/// the places of positions in the track, are kept as places: each location's is its route's
/// first place in the track plus its own in the route. (`package`: the tests read what it
/// withholds.)
package struct StoredWorkoutPrivacy {
    let privacy: PrivacyFilter
    /// The places in the track that the hidden ends keep (`nil` without hidden ends).
    private let placesKept: Range<Int>?
    /// The place in the track of each route's first location.
    private let routeStarts: [Int]
    /// The workout's rest without the waypoints withheld (and, when anything is withheld,
    /// without the routes left with no location, as a whole recording leaves them out).
    let rest: WorkoutRecording
    /// Positions and waypoints withheld.
    package let withheld: (positions: Int, waypoints: Int)

    /// Reads `stored`'s route locations (two passes more for hidden ends, one to count).
    package init(_ stored: StoredWorkoutReader, privacy: PrivacyFilter) throws {
        self.privacy = privacy
        let uuid = stored.rest.workout.uuid
        let lastKept = try privacy.hiddenEnds.map { hiddenEnds in
            try StreamedPrivacyFilter.lastKeptIndices(hiddenEnds: hiddenEnds) { stream in
                try Self.forEachBatch(of: stored) { _, locations in
                    let points = locations.map { TrackPoint(latitude: $0.latitude, longitude: $0.longitude, time: $0.timestamp) }
                    try stream.points(PointBatch(workout: uuid, activityType: stored.rest.workout.activityType, points: points))
                }
                try stream.endWorkout(stored.rest)
            }
        }
        var counting = StreamedPrivacyFilter(privacy, lastKept: lastKept)
        var kept = Array(repeating: 0, count: stored.rest.routes.count)
        var counts = kept
        try Self.forEachBatch(of: stored) { route, locations in
            counts[route] += locations.count
            for location in locations where counting.keeps(location, of: uuid) { kept[route] += 1 }
        }
        placesKept = counting.placesKept(of: uuid)
        var start = 0
        routeStarts = counts.map { count in
            defer { start += count }
            return start
        }
        let filtered = counting.finish(stored.rest)
        var rest = filtered.recording
        // The rest's routes hold no locations (they are the points'): those with none kept go
        // once anything is withheld.
        rest.routes = stored.rest.routes.indices.filter { filtered.positions == 0 || kept[$0] > 0 }.map { stored.rest.routes[$0] }
        self.rest = rest
        withheld = (filtered.positions, filtered.waypoints)
    }

    /// A filter for one pass over the points: whether it keeps each location of a route
    /// (its index among the rest's routes), each route's in order.
    func filter() -> (Location, Int) -> Bool {
        var next = routeStarts
        return { [privacy, placesKept] location, route in
            let place = next[route]
            next[route] += 1
            return !privacy.isInZone(latitude: location.latitude, longitude: location.longitude)
                && placesKept.map { $0.contains(place) } ?? true
        }
    }

    /// How many locations a batch of ``forEachBatch(of:_:)`` holds at most.
    private static let batchSize = 4096

    /// Calls `body` with the locations of `stored`'s routes, route after route, in batches of
    /// one route's (its index among the rest's routes), in order.
    private static func forEachBatch(of stored: StoredWorkoutReader, _ body: (_ route: Int, _ locations: [Location]) throws -> Void)
        throws {
        var batch: [Location] = []
        batch.reserveCapacity(batchSize)
        for route in stored.rest.routes.indices {
            try stored.forEachLocation(ofRouteAt: route) { location in
                batch.append(location)
                if batch.count == batchSize {
                    try body(route, batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
            if !batch.isEmpty {
                try body(route, batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
    }
}
