import Foundation
import WorkoutKit

/// `workoutkit-bench applehealth [EXPORT_FOLDER]`: imports an Apple Health export.xml (with
/// its `workout-routes/`) into a new temporary store the way `workoutkit import` does (one
/// import session, records streamed in batches), prints MB/s, records/s and peak memory,
/// then runs `healthkit-to-sqlite --xml` on the same file in the same run and prints the ratio.
///
/// EXPORT_FOLDER holds `apple_health_export/export.xml`; when it does not exist yet it is
/// made with `Scripts/generate-apple-health-export.py` (run from the package root; about
/// 300 MB, 650,000 records, 280 workouts, 100 routes). Goals: at most 5 s (wall), peak
/// memory under 150 MB, at least 10x faster than healthkit-to-sqlite (judged on CPU time,
/// which a shared machine does not distort; the wall-time ratio is printed beside it).
func runAppleHealthBenchmark(arguments: [String]) throws {
    let folder = arguments.first
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("workoutkit-apple-health-bench").path
    let document = (folder as NSString).appendingPathComponent("apple_health_export/export.xml")
    if !FileManager.default.fileExists(atPath: document) {
        print("generating \(folder) with Scripts/generate-apple-health-export.py ...")
        guard try runProcess("/usr/bin/env", ["python3", "Scripts/generate-apple-health-export.py", folder]).status == 0 else {
            throw BenchmarkFailure("the generator failed (run the benchmark from the package root)")
        }
    }
    let bytes = (try FileManager.default.attributesOfItem(atPath: document)[.size] as? NSNumber)?.intValue ?? 0
    print("Apple Health benchmark: \(document), \(String(format: "%.1f", Double(bytes) / 1e6)) MB — \(Bench.machineDescription())")

    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("workoutkit-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    // workoutkit: the import path of `workoutkit import`: the reader parses on its own
    // thread while this one saves, in one import session.
    let store = try WorkoutStore(path: scratch.appendingPathComponent("store.sqlite").path)
    var workouts = 0, records = 0, locations = 0
    var readerCPU = 0.0
    let wallStart = Bench.monotonicSeconds(), cpuStart = Bench.processorSeconds()
    let context = ReadContext(name: document, options: ReadOptions())
    context.openRelatedFile = RelatedFiles.opener(besideFile: document)
    let source = try FileByteSource(path: document)
    try store.importSession(producing: { emit in
        let start = threadProcessorSeconds()
        defer { readerCPU = threadProcessorSeconds() - start }
        try AppleHealthReader().readItems(from: source, context: context, emit: emit)
    }, save: { session, item in
        switch item {
        case .recording(let recording):
            try session.save(recording, versioning: .nextVersionOnChange)
            workouts += 1
            locations += recording.locationCount
        case .samples(let samples):
            records += try session.save(standaloneSamples: samples, defaultSource: Source(name: "applehealth")).imported
        case .course:
            break  // an Apple Health export holds none
        }
    })
    let wall = Bench.monotonicSeconds() - wallStart, cpu = Bench.processorSeconds() - cpuStart
    let peak = Bench.peakMemoryMegabytes()
    func verdict(_ met: Bool) -> String { met ? "met" : "missed" }
    print(String(format: "  workoutkit import         %7.3f s wall %7.3f s cpu %9.0f records/s %7.1f MB/s  peak memory %d MB",
                 wall, cpu, Double(records) / wall, Double(bytes) / 1e6 / wall, peak))
    print(String(format: "    reader thread %.3f s cpu, store (this thread and SQLite) %.3f s cpu", readerCPU, cpu - readerCPU))
    print("    \(workouts) workouts, \(records) records, \(locations) route locations saved")
    print(String(format: "    goals: ≤ 5 s wall (%@), peak memory < 150 MB (%@)", verdict(wall <= 5), verdict(peak < 150)))

    // healthkit-to-sqlite on the same file, when installed.
    guard let peer = findExecutable("healthkit-to-sqlite") else {
        print("  healthkit-to-sqlite is not installed (pip install healthkit-to-sqlite): comparison skipped")
        return
    }
    let peerStart = Bench.monotonicSeconds()
    let peerRun = try runProcess(peer, ["--xml", "--silent", document, scratch.appendingPathComponent("peer.db").path])
    let peerWall = Bench.monotonicSeconds() - peerStart
    guard peerRun.status == 0 else { throw BenchmarkFailure("healthkit-to-sqlite failed with status \(peerRun.status)") }
    let peerCPU = peerRun.childProcessorSeconds
    print(String(format: "  healthkit-to-sqlite       %7.3f s wall %7.3f s cpu", peerWall, peerCPU))
    // CPU time is the figure that a shared machine does not distort; the wall ratio is printed beside it.
    print(String(format: "  workoutkit is %.1fx faster in CPU time, %.1fx in wall time; goal ≥ 10x in CPU time (%@)",
                 peerCPU / cpu, peerWall / wall, verdict(peerCPU / cpu >= 10)))
}

/// The processor time of the calling thread alone.
private func threadProcessorSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

private struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs a program to completion; returns its status and the processor time of finished children.
private func runProcess(_ path: String, _ arguments: [String]) throws -> (status: Int32, childProcessorSeconds: Double) {
    func childSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
    }
    let before = childSeconds()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, childSeconds() - before)
}

/// The path of a program on `PATH`, or `nil`.
private func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
