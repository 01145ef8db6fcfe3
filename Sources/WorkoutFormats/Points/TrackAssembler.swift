import Foundation
import WorkoutModel

/// Turns track points into what a recording holds of them: a route of their locations and
/// series of their values (``/WorkoutModel/RecordingSeries``), each value instantaneous at its
/// point's time. The one place where points become series, for whole recordings
/// (``RecordingCollector``, FIT's).
struct TrackAssembler: Sendable {
    /// The locations of the points that have a position, in order.
    private(set) var locations = RouteLocations()
    /// The points' values, point by point (see ``/WorkoutModel/WorkoutRecording/series``).
    private(set) var series = RecordingSeries()
    /// Where the points' locations go, those without a time included.
    private var trackLocations = TrackLocations()
    /// The values of points without a time and without a position (in a track that has
    /// times), which neither a series nor a location holds (see ``TrackLocations``).
    var untimedValueCount: Int { trackLocations.untimedValueCount }

    /// An assembler with no point yet.
    init() {}

    /// Adds points, their values typed by `activityType` (see
    /// ``TrackPoint/forEachSample(activityType:_:)``); a point without a time is a location
    /// in its place that holds its values.
    mutating func add(_ points: [TrackPoint], activityType: WorkoutActivityType) {
        for point in points {
            add(point) { body in point.forEachSample(activityType: activityType, body) }
        }
    }

    /// Adds a point with the values `forEachValue` gives it, each with its type and in its
    /// canonical unit. A point without a time is a location ordered at the time before it
    /// (of the first timed point, for those before it) that holds its values; without a
    /// position, its values are counted (``untimedValueCount``).
    mutating func add(_ point: TrackPoint, _ forEachValue: ((QuantityType, Double) -> Void) -> Void) {
        guard let time = point.time else {
            trackLocations.add(point, values: TrackLocations.values(forEachValue)) { locations.append($0) }
            return
        }
        trackLocations.add(point) { locations.append($0) }
        forEachValue { type, value in series.append(value, of: type, at: time) }
    }

    /// The whole recording: `rest` (the workout, its laps, events and other samples, routes
    /// and waypoints) with the points' series before its samples and, when the points had
    /// positions, their route before its routes, named `routeSyncIdentifier`.
    func recording(_ rest: WorkoutRecording, routeSyncIdentifier: String?) -> WorkoutRecording {
        var routes = rest.routes
        if !locations.isEmpty {
            routes.insert(WorkoutRoute(syncIdentifier: routeSyncIdentifier, locations: locations), at: 0)
        }
        return WorkoutRecording(workout: rest.workout, series: series, samples: rest.samples, routes: routes,
                                waypoints: rest.waypoints)
    }
}
