import Foundation
import WorkoutKit

/// `workoutkit-bench batch [--files N] [--points N] [--jobs N]`: writes a folder of N FIT
/// activity files (default 1,000 of 1,800 one-second points each) with the FIT writer,
/// then runs the built `workoutkit import FOLDER` into a new store with `--jobs 1` and with
/// `--jobs N` (default 2), and prints files per second for each and their ratio.
/// Goal: `--jobs 2` imports at least 1.8 times as many files per second as `--jobs 1`
/// (on a machine with two free cores).
func runBatchBenchmark(arguments: [String]) throws {
    var files = 1_000
    var points = 1_800
    var jobs = 2
    var index = 0
    while index < arguments.count {
        let value = index + 1 < arguments.count ? Int(arguments[index + 1]) : nil
        switch (arguments[index], value) {
        case ("--files", let number?): files = max(1, number)
        case ("--points", let number?): points = max(2, number)
        case ("--jobs", let number?): jobs = max(2, number)
        default:
            print("usage: workoutkit-bench batch [--files N] [--points N] [--jobs N]")
            return
        }
        index += 2
    }

    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("workoutkit")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        print("batch benchmark: build the workoutkit executable first (swift build -c release); looked for \(executable.path)")
        return
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("workoutkit-batch-\(UUID().uuidString)")
    let folder = scratch.appendingPathComponent("activities")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    print("batch benchmark: \(files) FIT files of \(points) points; \(Bench.machineDescription())")
    var totalBytes = 0
    let writer = FITRecordingWriter()
    for number in 0..<files {
        let sink = DataByteSink()
        try writer.write([batchRecording(number: number, points: points)], to: sink)
        totalBytes += sink.bytes.count
        try Data(sink.bytes).write(to: folder.appendingPathComponent(String(format: "ride-%05d.fit", number)))
    }
    print(String(format: "  wrote %.1f MB", Double(totalBytes) / 1e6))

    var rates: [Int: Double] = [:]
    for jobCount in [1, jobs] {
        let store = scratch.appendingPathComponent("store-\(jobCount).sqlite").path
        let start = Bench.monotonicSeconds()
        let status = try runImport(executable, [folder.path, "--store", store, "--jobs", String(jobCount), "--quiet"])
        let seconds = Bench.monotonicSeconds() - start
        guard status == 0 else {
            print("  import --jobs \(jobCount) failed with status \(status)")
            return
        }
        rates[jobCount] = Double(files) / seconds
        print(String(format: "  import --jobs %d   %7.2f s wall %8.1f files/s %7.1f MB/s", jobCount, seconds,
                     Double(files) / seconds, Double(totalBytes) / 1e6 / seconds))
    }
    if let single = rates[1], let parallel = rates[jobs] {
        print(String(format: "  --jobs %d / --jobs 1: %.2fx (goal for 2 jobs: at least 1.8x)", jobs, parallel / single))
    }
}

/// Runs `workoutkit import ARGUMENTS` and returns its exit status.
private func runImport(_ executable: URL, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["import"] + arguments
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

/// A one-second ride on a circle with heart rate, cadence and power; each number
/// starts a day later, so every file is its own workout.
private func batchRecording(number: Int, points: Int) -> WorkoutRecording {
    let start = Date(timeIntervalSince1970: 1_700_000_000 + Double(number) * 86_400)
    var locations: [Location] = []
    var samples: [QuantitySample] = []
    locations.reserveCapacity(points)
    for second in 0..<points {
        let time = start.addingTimeInterval(Double(second))
        let angle = Double(second) / Double(points) * 2 * .pi
        locations.append(Location(timestamp: time, latitude: 52.5 + 0.02 * sin(angle), longitude: 13.4 + 0.03 * cos(angle),
                                  altitude: 40 + 5 * sin(angle * 3), speed: 8))
        samples.append(QuantitySample(type: .heartRate, quantity: Quantity(130 + Double(second % 20), .countPerMinute), start: time, end: time))
        samples.append(QuantitySample(type: .cyclingCadence, quantity: Quantity(85, .countPerMinute), start: time, end: time))
        samples.append(QuantitySample(type: .cyclingPower, quantity: Quantity(200 + Double(second % 50), .watt), start: time, end: time))
    }
    let end = start.addingTimeInterval(Double(points - 1))
    let workout = Workout(activityType: .cycling, start: start, end: end, totalDistance: Quantity(8 * Double(points), .meter),
                          source: Source(name: "workoutkit-bench"))
    return WorkoutRecording(workout: workout, samples: samples, routes: [WorkoutRoute(locations: locations)])
}
