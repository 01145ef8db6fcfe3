import Foundation
import WorkoutKit
#if canImport(Glibc)
import Glibc
#endif

/// `workoutkit-bench route [--points N] [--tolerance METRES] [--repeat N]`: times route
/// cleaning, smoothing, simplification and metrics on a synthetic 1 Hz run of N points
/// (default 1,000,000) and prints wall-clock and processor time, points per second and the
/// process's peak memory, and the time to save the smoothed route as a new route version
/// in a temporary store.
/// Goals (release build): smoothing a million points in at most 1 s, simplifying them in
/// at most 0.5 s, saving the new version of a 1,000,000-point route in at most 1 s.
func runRouteBenchmark(arguments: [String]) throws {
    var points = 1_000_000
    var tolerance = 5.0
    var repeats = 3
    let known = Bench.readOptions(arguments) { name, value in
        let value = value ?? ""
        switch name {
        case "--points": points = Int(value) ?? points
        case "--tolerance": tolerance = Double(value) ?? tolerance
        case "--repeat": repeats = max(1, Int(value) ?? repeats)
        default: return false
        }
        return true
    }
    guard known else {
        print("usage: workoutkit-bench route [--points N] [--tolerance METRES] [--repeat N]")
        return
    }
    points = max(points, 2)

    let recorded = benchmarkRoute(count: points)
    print("route benchmark: \(points) locations at 1 Hz, 4 m noise, 1% spikes; best of \(repeats)")
    print("  after generating: peak memory \(Bench.peakMemoryMegabytes()) MB")

    let cleaned = Bench.measure("clean", count: points, repeats: repeats) {
        RouteCleaner.clean(recorded, options: CleaningOptions(activityType: .running)).locations
    }
    let smoothed = Bench.measure("smooth", count: cleaned.count, repeats: repeats) {
        RouteSmoother.smooth(cleaned)
    }
    let simplified = try Bench.measure("simplify (\(tolerance) m)", count: smoothed.count, repeats: repeats) {
        try RouteSimplifier.simplify(smoothed, tolerance: tolerance)
    }
    print("  simplified to \(simplified.count) locations")
    _ = try Bench.measure("simplify raw (\(tolerance) m)", count: recorded.count, repeats: repeats) {
        try RouteSimplifier.simplify(recorded, tolerance: tolerance)
    }
    let metrics = Bench.measure("metrics", count: smoothed.count, repeats: repeats) {
        RouteMetrics(locations: smoothed)
    }
    print(String(format: "  smoothed: %.1f km, +%.0f m / -%.0f m, moving %.0f s",
                 metrics.distance / 1000, metrics.elevationGain, metrics.elevationLoss, metrics.movingTime))
    try measureSavingVersion(recorded: recorded, smoothed: smoothed, repeats: repeats)
}

/// Saves `recorded` as a workout's route in a temporary store, then times saving
/// `smoothed` as the route's next version (each repeat replaces the version before).
private func measureSavingVersion(recorded: RouteLocations, smoothed: RouteLocations, repeats: Int) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workoutkit-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try WorkoutStore(path: folder.appendingPathComponent("store.sqlite").path)
    let start = recorded.first?.timestamp ?? Date()
    let workout = Workout(
        activityType: .running, start: start, end: recorded.last?.timestamp ?? start, source: Source(name: "workoutkit-bench"))
    let route = WorkoutRoute(syncIdentifier: "bench-route", locations: recorded)
    try store.save(WorkoutRecording(workout: workout, routes: [route]))
    let operation = RouteOperation.smooth(SmoothingOptions())
    var current = route.uuid
    try Bench.measure("save new route version", count: smoothed.count, repeats: repeats) {
        current = try store.saveRouteVersion(
            replacing: current, locations: smoothed, operation: operation.name, parameters: operation.parameters).uuid
    }
}

/// A deterministic synthetic run: a winding path at about 3.3 m/s with two hills per
/// 10 km, 4 m of horizontal and 3 m of vertical Gaussian noise, and 1% spikes of
/// 200 to 600 m. (The tests' `SyntheticTrack` is richer; the benchmark cannot see it.)
private func benchmarkRoute(count: Int) -> RouteLocations {
    var state: UInt64 = 0x5EED
    func uniform() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
    func gaussian(_ sigma: Double) -> Double {
        sigma * (-2 * log(max(uniform(), 1e-300))).squareRoot() * cos(2 * .pi * uniform())
    }
    let start = Date(timeIntervalSince1970: 1_714_548_600)
    let metresPerDegreeNorth = 111_195.0
    let metresPerDegreeEast = 111_320.0 * cos(47.37 * .pi / 180)
    var route = RouteLocations()
    route.reserveCapacity(count)
    var east = 0.0, north = 0.0, travelled = 0.0
    for second in 0..<count {
        let t = Double(second)
        var fixEast = east + gaussian(4), fixNorth = north + gaussian(4)
        if uniform() < 0.01 {
            let distance = 200 + 400 * uniform(), bearing = 2 * .pi * uniform()
            fixEast += distance * sin(bearing)
            fixNorth += distance * cos(bearing)
        }
        let altitude = 410 + 37.5 * (1 - cos(4 * .pi * travelled / 10_000))
        route.append(Location(
            timestamp: start.addingTimeInterval(t),
            latitude: 47.37 + fixNorth / metresPerDegreeNorth, longitude: 8.54 + fixEast / metresPerDegreeEast,
            altitude: altitude + gaussian(3), horizontalAccuracy: 4, verticalAccuracy: 3))
        let speed = 3.3 + 0.3 * sin(2 * .pi * t / 600)
        let heading = 1.3 * sin(2 * .pi * t / 900) + 0.7 * sin(2 * .pi * t / 230)
        east += speed * sin(heading)
        north += speed * cos(heading)
        travelled += speed
    }
    return route
}
