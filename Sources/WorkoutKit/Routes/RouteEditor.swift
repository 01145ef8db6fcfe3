import Foundation
import RouteProcessing
import WorkoutModel
import WorkoutStore

/// Cleans, smooths and simplifies the routes of stored workouts, each step saved as a new
/// version of the route (same sync identifier, next sync version); lists the versions and
/// restores an earlier one. Workouts are named by UUID or an unambiguous prefix of one.
public struct RouteEditor {
    public let store: WorkoutStore

    public init(store: WorkoutStore) {
        self.store = store
    }

    /// Drops impossible points (bad positions and times, impossible speeds, jumps) from the
    /// workout's current route, with the activity's speed ceiling unless `maximumSpeed` is given.
    public func clean(workout id: String, maximumSpeed: Double? = nil) throws -> RouteEdit {
        let (workout, route) = try current(id)
        var options = CleaningOptions(activityType: workout.activityType)
        if let maximumSpeed { options.maximumSpeed = maximumSpeed }
        let result = RouteCleaner.clean(route.locations, options: options)
        return RouteEdit(workout: workout, route: route, locations: result.locations, operation: .clean(options),
                         dropped: result.dropped)
    }

    /// Smooths the workout's current route; pauses, segment breaks and gaps are smoothed apart.
    public func smooth(workout id: String) throws -> RouteEdit {
        let (workout, route) = try current(id)
        let options = SmoothingOptions()
        let smoothed = RouteSmoother.smooth(
            route.locations, options: options, runStarts: RouteSmoother.runStarts(of: route.locations, events: workout.events))
        return RouteEdit(workout: workout, route: route, locations: smoothed, operation: .smooth(options), dropped: [])
    }

    /// Keeps the fewest points of the workout's current route within `tolerance` metres of it.
    public func simplify(workout id: String, tolerance: Double) throws -> RouteEdit {
        let (workout, route) = try current(id)
        let operation = RouteOperation.simplify(tolerance: tolerance)
        return RouteEdit(workout: workout, route: route, locations: try operation.apply(to: route.locations),
                         operation: operation, dropped: [])
    }

    /// Saves an edit as the next version of the route.
    ///
    /// - Throws: ``PipelineError/cleaningWouldEmptyRoute(workout:locationCount:)`` and the store's errors.
    @discardableResult
    public func save(_ edit: RouteEdit) throws -> RouteVersion {
        try edit.validate()
        return try store.saveRouteVersion(
            replacing: edit.route.uuid, locations: edit.locations, operation: edit.operation.name,
            parameters: edit.operation.parameters)
    }

    /// Every version of the workout's route, oldest first, with its metrics.
    public func history(workout id: String) throws -> (workout: UUID, versions: [RouteVersionEntry]) {
        let uuid = try store.resolveWorkoutID(id)
        let versions = try store.routeHistory(workout: uuid).map { version in
            RouteVersionEntry(version: version,
                              metrics: RouteMetrics(locations: try store.route(workout: uuid, version: version.version).locations))
        }
        return (uuid, versions)
    }

    /// Makes version `version` of the workout's route current again, as a new version.
    public func revert(workout id: String, to version: Int) throws -> (workout: UUID, saved: RouteVersion) {
        let uuid = try store.resolveWorkoutID(id)
        return (uuid, try store.revertRoute(workout: uuid, to: version))
    }

    /// What `import --smooth` does after a recording is saved: each of its routes is cleaned
    /// with the activity's speed ceiling, then smoothed (pauses and segment breaks split the
    /// runs), each step saved as a new route version. A route that cleaning would empty is
    /// left as imported.
    public func smoothImportedRoutes(of recording: WorkoutRecording) throws {
        let workout = recording.workout
        for route in recording.routes {
            let cleaning = CleaningOptions(activityType: workout.activityType)
            let cleaned = RouteCleaner.clean(route.locations, options: cleaning).locations
            guard !cleaned.isEmpty else { continue }
            let clean = RouteOperation.clean(cleaning)
            let cleanVersion = try store.saveRouteVersion(
                replacing: route.uuid, locations: cleaned, operation: clean.name, parameters: clean.parameters)
            let smoothing = SmoothingOptions()
            let smoothed = RouteSmoother.smooth(
                cleaned, options: smoothing, runStarts: RouteSmoother.runStarts(of: cleaned, events: workout.events))
            let smooth = RouteOperation.smooth(smoothing)
            try store.saveRouteVersion(
                replacing: cleanVersion.uuid, locations: smoothed, operation: smooth.name, parameters: smooth.parameters)
        }
    }

    /// The workout named by `id` and its current route.
    private func current(_ id: String) throws -> (Workout, WorkoutRoute) {
        let uuid = try store.resolveWorkoutID(id)
        guard let summary = try store.workouts(WorkoutQuery(uuids: [uuid])).first else {
            throw StoreError.unknownWorkout(id)
        }
        return (summary.workout, try store.route(workout: uuid))
    }
}
