import Foundation
import WorkoutKit

/// `workoutkit-bench applehealth [EXPORT_FOLDER]`: imports an Apple Health export.xml (with
/// its `workout-routes/`) and, on the same file in the same run, times libxml2's bare
/// streaming pass over it (`xmllint --stream --noout`) and healthkit-to-sqlite, and prints
/// the ratios. The goal's floor is xmllint over export.xml alone; the import also reads the
/// route GPX files, so xmllint over export.xml and those files is printed beside it.
///
/// The import is timed twice: as the `workoutkit import` process beside this benchmark
/// (wall, CPU and peak memory of the command a user runs: the figure the goals judge), and
/// in this process through the same import session, which splits the CPU time between the
/// reading thread and the saving one, once with the route files read ahead (as the command
/// reads them) and once read by the reader itself where the export names them.
///
/// EXPORT_FOLDER holds `apple_health_export/export.xml`; when it does not exist yet it is
/// made with `Scripts/generate-apple-health-export.py` (run from the package root; about
/// 100 MB: 220,000 records that look like a real export's, each naming its device with a
/// new object address, 280 workouts, 100 routes). Goals (issue #12, wall time, one run):
/// the import within 2x of `xmllint --stream --noout` and at least 8x faster than
/// healthkit-to-sqlite (`pip install healthkit-to-sqlite`).
func runAppleHealthBenchmark(arguments: [String]) throws {
    let folder = arguments.first
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("workoutkit-apple-health-realistic").path
    let document = (folder as NSString).appendingPathComponent("apple_health_export/export.xml")
    if !FileManager.default.fileExists(atPath: document) {
        print("generating \(folder) with Scripts/generate-apple-health-export.py ...")
        guard try runMeasured("/usr/bin/env", ["python3", "Scripts/generate-apple-health-export.py", folder]).status == 0 else {
            throw BenchmarkFailure("the generator failed (run the benchmark from the package root)")
        }
    }
    let bytes = (try FileManager.default.attributesOfItem(atPath: document)[.size] as? NSNumber)?.intValue ?? 0
    print("Apple Health benchmark: \(document), \(String(format: "%.1f", Double(bytes) / 1e6)) MB — \(Bench.machineDescription())")

    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("workoutkit-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    // Linux counts the peak memory of this process so far into a program it starts.
    print("  (a program's peak memory below includes this process's \(Bench.highWaterMegabytes() ?? 0) MB)")
    func line(_ name: String, _ run: MeasuredRun) {
        print("  " + name.padding(toLength: 26, withPad: " ", startingAt: 0)
              + String(format: "%7.3f s wall %7.3f s cpu %7.1f MB/s  peak memory %d MB",
                       run.wall, run.processor, Double(bytes) / 1e6 / run.wall, run.peakMegabytes))
    }

    // libxml2's bare streaming pass: the floor for any libxml2 reader of this file (it also
    // brings the file into the page cache for what follows).
    var floor: MeasuredRun?
    if let xmllint = Bench.executable(named: "xmllint") {
        let run = try runMeasured(xmllint, ["--stream", "--noout", document])
        if run.status == 0 { floor = run; line("xmllint --stream --noout", run) } else { print("  xmllint failed with status \(run.status)") }
        // The import also reads the route files the export names; the same pass over those too.
        let routeFolder = (document as NSString).deletingLastPathComponent + "/workout-routes"
        let routes = ((try? FileManager.default.contentsOfDirectory(atPath: routeFolder)) ?? []).sorted()
            .filter { $0.hasSuffix(".gpx") }.map { routeFolder + "/" + $0 }
        if !routes.isEmpty {
            let whole = try runMeasured(xmllint, ["--stream", "--noout", document] + routes)
            if whole.status == 0 { line("xmllint, with \(routes.count) routes", whole) }
        }
    } else {
        print("  xmllint is not installed (apt-get install libxml2-utils): the floor is not measured")
    }

    // The command a user runs.
    var command: MeasuredRun?
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("workoutkit").path
    if FileManager.default.isExecutableFile(atPath: executable) {
        let run = try runMeasured(executable, ["import", document, "--store", scratch.appendingPathComponent("command.sqlite").path,
                                               "--quiet"])
        // Status 1 with warnings only would still be a full import; anything else is a failure.
        if run.status <= 1 { command = run; line("workoutkit import", run) } else { print("  workoutkit import failed with status \(run.status)") }
    } else {
        print("  build the workoutkit executable first (swift build -c release) to time the command; looked for \(executable)")
    }

    // The same import in this process, to split its CPU time between the two threads; then
    // again with the route files read by the reader itself, not ahead of it.
    for readsRoutesAhead in [true, false] {
        try importInProcess(document, into: scratch.appendingPathComponent("store-\(readsRoutesAhead).sqlite").path,
                            readingRoutesAhead: readsRoutesAhead)
    }

    var peer: MeasuredRun?
    if let healthkitToSQLite = Bench.executable(named: "healthkit-to-sqlite") {
        let run = try runMeasured(healthkitToSQLite, ["--xml", "--silent", document, scratch.appendingPathComponent("peer.db").path])
        if run.status == 0 { peer = run; line("healthkit-to-sqlite", run) } else { print("  healthkit-to-sqlite failed with status \(run.status)") }
    } else {
        print("  healthkit-to-sqlite is not installed (pip install healthkit-to-sqlite): comparison skipped")
    }

    guard let command else { return }
    func verdict(_ met: Bool) -> String { met ? "met" : "MISSED" }
    if let floor {
        let ratio = command.wall / floor.wall
        print(String(format: "  import / xmllint --stream: %.2fx wall (%.2fx cpu); goal within 2x wall: %@",
                     ratio, command.processor / floor.processor, verdict(ratio <= 2)))
    }
    if let peer {
        let ratio = peer.wall / command.wall
        print(String(format: "  healthkit-to-sqlite / import: %.1fx wall (%.1fx cpu); goal at least 8x wall: %@",
                     ratio, peer.processor / command.processor, verdict(ratio >= 8)))
    }
}

/// Imports `document` into a new store at `storePath` through an import session in this
/// process, and prints its wall and CPU time split between the reading thread and the saving one.
private func importInProcess(_ document: String, into storePath: String, readingRoutesAhead: Bool) throws {
    let store = try WorkoutStore(path: storePath)
    var workouts = 0, records = 0, locations = 0
    var readerCPU = 0.0
    let wallStart = Bench.monotonicSeconds(), cpuStart = Bench.processorSeconds(), savingStart = threadProcessorSeconds()
    let context = ReadContext(name: document, options: ReadOptions())
    context.openRelatedFile = RelatedFiles.opener(besideFile: document)
    if readingRoutesAhead { context.relatedFilePaths = RelatedFiles.lister(besideFile: document) }
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
        case .categorySamples(let samples):
            records += try session.save(categorySamples: samples, defaultSource: Source(name: "applehealth")).imported
        case .correlations(let correlations):
            records += try session.save(correlations: correlations, defaultSource: Source(name: "applehealth")).imported
        case .activitySummaries(let summaries):
            records += try session.save(activitySummaries: summaries).imported
        case .course:
            break  // an Apple Health export holds none
        }
    })
    let savingCPU = threadProcessorSeconds() - savingStart
    let wall = Bench.monotonicSeconds() - wallStart, cpu = Bench.processorSeconds() - cpuStart
    print(String(format: "  in this process, %@ %7.3f s wall %7.3f s cpu: reader thread %.3f s, saving (this thread and SQLite) %.3f s, other threads (the route read-ahead) %.3f s",
                 readingRoutesAhead ? "routes read ahead" : "routes read inline", wall, cpu, readerCPU, savingCPU,
                 cpu - readerCPU - savingCPU))
    print("    \(workouts) workouts, \(records) records, \(locations) route locations saved")
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

/// What one program run took: its own processor time and peak memory (`wait4`), not its
/// siblings'. Linux counts the memory this process held when the program started into the
/// program's peak, so the `workoutkit import` command runs before the in-process import.
private struct MeasuredRun {
    var status: Int32
    var wall: Double
    var processor: Double
    var peakMegabytes: Int
}

/// Runs a program to completion with its output discarded (errors shown).
private func runMeasured(_ path: String, _ arguments: [String]) throws -> MeasuredRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let start = Bench.monotonicSeconds()
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw BenchmarkFailure("\(path) could not be started: \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    let wall = Bench.monotonicSeconds() - start
    let processor = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
    // WIFEXITED / WEXITSTATUS, which Swift does not import.
    let exitStatus: Int32 = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return MeasuredRun(status: exitStatus, wall: wall, processor: processor, peakMegabytes: usage.ru_maxrss / 1024)
}
