import RouteProcessing
import WorkoutModel

/// A processed route, not yet saved: what ``RouteEditor/clean(workout:maximumSpeed:)``,
/// ``RouteEditor/smooth(workout:)`` and ``RouteEditor/simplify(workout:tolerance:)`` give,
/// and ``RouteEditor/save(_:)`` saves as the route's next version.
public struct RouteEdit: Sendable {
    /// The workout whose route it is.
    public var workout: Workout
    /// The route as it is now (its current version).
    public var route: WorkoutRoute
    /// The processed locations.
    public var locations: RouteLocations
    /// The operation that made them, saved with the version.
    public var operation: RouteOperation
    /// The locations cleaning dropped, by their index in the current route, with the reason.
    public var dropped: [DroppedLocation]

    /// The metrics of the current route.
    public var before: RouteMetrics { RouteMetrics(locations: route.locations) }
    /// The metrics of the processed route.
    public var after: RouteMetrics { RouteMetrics(locations: locations) }

    /// Refuses an edit that would leave a non-empty route with no location.
    ///
    /// - Throws: ``PipelineError/cleaningWouldEmptyRoute(workout:locationCount:)``.
    public func validate() throws {
        if locations.isEmpty, !route.locations.isEmpty {
            throw PipelineError.cleaningWouldEmptyRoute(workout: workout.uuid, locationCount: route.locations.count)
        }
    }
}
