import ArgumentParser
import Foundation
import WorkoutKit

/// `route history --json`: one object per route version.
enum RouteHistoryJSON {
    /// `{"version","syncVersion","uuid","createdAt","operation","parameters","locationCount",
    /// "distance","elevationGain","elevationLoss","movingTime"}`, in metres and seconds;
    /// `createdAt` is null for a version saved by a workoutkit that did not record it.
    static func encode(_ version: RouteVersion, metrics: RouteMetrics) -> [UInt8] {
        var out = JSONWriter()
        out.raw("{"); out.key("version"); out.integer(version.version)
        out.comma(); out.key("syncVersion"); out.integer(version.syncVersion)
        out.comma(); out.key("uuid"); out.uuid(version.uuid)
        out.comma(); out.key("createdAt")
        if let createdAt = version.createdAt { out.date(createdAt) } else { out.null() }
        out.comma(); out.key("operation"); out.string(version.operation)
        out.comma(); out.key("parameters"); out.raw("{")
        for (index, name) in version.parameters.keys.sorted().enumerated() {
            if index > 0 { out.comma() }
            out.string(name); out.raw(":"); out.double(version.parameters[name])
        }
        out.raw("}")
        out.comma(); out.key("locationCount"); out.integer(metrics.locationCount)
        out.comma(); out.key("distance"); out.double(metrics.distance)
        out.comma(); out.key("elevationGain"); out.double(metrics.elevationGain)
        out.comma(); out.key("elevationLoss"); out.double(metrics.elevationLoss)
        out.comma(); out.key("movingTime"); out.double(metrics.movingTime)
        out.raw("}")
        return out.bytes
    }
}

/// `import --smooth`: after a recording is saved, each of its routes is cleaned with
/// the activity's speed ceiling, then smoothed (pauses and segment breaks split the
/// runs), each step saved as a new route version. A route that cleaning would empty
/// is left as imported.
func smoothImportedRoutes(of recording: WorkoutRecording, in store: WorkoutStore) throws {
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

/// `export --route-version N`: checks that exactly one workout is named.
func validateRouteVersionExport(_ routeVersion: Int?, workouts: [String]) throws {
    guard let routeVersion else { return }
    guard workouts.count == 1 else {
        throw ValidationError("--route-version needs exactly one --workout")
    }
    guard routeVersion >= 1 else {
        throw ValidationError("--route-version must be 1 or more (see `workoutkit route history`)")
    }
}

/// The recording with its route replaced by version `routeVersion` of the route's
/// history (unchanged when `routeVersion` is nil).
func withRouteVersion(_ routeVersion: Int?, of recording: WorkoutRecording, from store: WorkoutStore) throws -> WorkoutRecording {
    guard let routeVersion else { return recording }
    var result = recording
    result.routes = [try store.route(workout: recording.workout.uuid, version: routeVersion)]
    return result
}
