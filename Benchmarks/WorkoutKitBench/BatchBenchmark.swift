import Foundation
import WorkoutKit

/// `workoutkit-bench batch [--files N] [--points N] [--jobs N] [--keep FOLDER]`: writes a
/// folder of N FIT activity files (default 1,000 of 1,800 one-second points each) laid out
/// as a Garmin Edge writes one (``benchmarkActivity(_:start:)``: device and sensor
/// descriptions, a developer field, two record layouts, laps, events, session), each
/// starting a day after the last so that every file is its own workout, then runs the
/// built `workoutkit import FOLDER` into a new store with `--jobs 1` and with `--jobs N`
/// (default 2), and prints files per second for each, their ratio and the processor time a
/// file (user and system, from GNU time), then the floor of writing the same rows in one
/// transaction a file (``StoreWriteFloor``). With `--keep`, the
/// files are written to FOLDER and left there (to profile an import of them).
/// Goals: `--jobs 2` imports at least 1.8 times as many files per second as `--jobs 1`
/// (on a machine with two free cores), and at least 400 files per second.
func runBatchBenchmark(arguments: [String]) throws {
    var files = 1_000
    var points = 1_800
    var jobs = 2
    var keptFolder: String?
    let known = Bench.readOptions(arguments) { name, value in
        switch (name, value.flatMap { Int($0) }) {
        case ("--files", let number?): files = max(1, number)
        case ("--points", let number?): points = max(2, number)
        case ("--jobs", let number?): jobs = max(2, number)
        case ("--keep", _) where value != nil: keptFolder = value
        default: return false
        }
        return true
    }
    guard known else {
        print("usage: workoutkit-bench batch [--files N] [--points N] [--jobs N] [--keep FOLDER]")
        return
    }

    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("workoutkit")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        print("batch benchmark: build the workoutkit executable first (swift build -c release); looked for \(executable.path)")
        return
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("workoutkit-batch-\(UUID().uuidString)")
    let folder = keptFolder.map { URL(fileURLWithPath: $0) } ?? scratch.appendingPathComponent("activities")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    print("batch benchmark: \(files) FIT files of \(points) points; \(Bench.machineDescription())")
    var totalBytes = 0
    let ride = BenchmarkRide(records: points)
    for number in 0..<files {
        let bytes = try benchmarkActivity(ride, start: 1_000_000_000 + Int64(number) * 86_400)
        totalBytes += bytes.count
        try Data(bytes).write(to: folder.appendingPathComponent(String(format: "ride-%05d.fit", number)))
    }
    print(String(format: "  wrote %.1f MB", Double(totalBytes) / 1e6))

    var rates: [Int: Double] = [:]
    var stores: [Int: String] = [:]
    for jobCount in [1, jobs] {
        let store = scratch.appendingPathComponent("store-\(jobCount).sqlite").path
        guard let figures = ProcessFigures.measure(
            executable.path, ["import", folder.path, "--store", store, "--jobs", String(jobCount), "--quiet"]) else {
            print("  import --jobs \(jobCount) failed")
            return
        }
        rates[jobCount] = Double(files) / figures.wall
        stores[jobCount] = store
        print(String(format: "  import --jobs %d   %7.2f s wall %8.1f files/s %7.1f MB/s; %.2f s cpu (%.2f user + %.2f system), %.2f ms a file",
                     jobCount, figures.wall, Double(files) / figures.wall, Double(totalBytes) / 1e6 / figures.wall,
                     figures.processor, figures.user, figures.system, figures.processor / Double(files) * 1000))
    }
    if let single = rates[1], let parallel = rates[jobs] {
        print(String(format: "  --jobs %d / --jobs 1: %.2fx (goal for 2 jobs: at least 1.8x)", jobs, parallel / single))
        print(String(format: "  --jobs %d: %.1f files/s (goal for 2 jobs: at least 400 files/s)", jobs, parallel))
    }
    // The floor of the saving, which one thread does file after file: the rows the import
    // wrote, written again in one transaction a file (``StoreWriteFloor``).
    if let store = stores[jobs] {
        let floor = try StoreWriteFloor.measure(copying: store, into: scratch.appendingPathComponent("floor.sqlite").path,
                                                transactions: files)
        print("  store write floor, \(files) transactions: " + floor.description)
        print(String(format: "  floor: %.2f ms of cpu and %.2f ms wall a file (%.0f files/s at most on the saving thread)",
                     floor.processor / Double(files) * 1000, floor.wall / Double(files) * 1000, Double(files) / floor.wall))
    }
}
