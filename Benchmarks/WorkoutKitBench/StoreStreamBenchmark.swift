import Foundation
import WorkoutKit

/// `workoutkit-bench storeio`: a recording through the store against `convert`, issue #12's
/// goals. The FIT activity of `fit` (``benchmarkActivity(_:)``: a Garmin Edge's layout, with
/// a second record layout for the seconds without a fix) is written to a file, then the
/// `workoutkit` command built beside this benchmark runs, each in a process of its own
/// under `/usr/bin/time` (wall and processor time, peak resident memory), in one run:
///
/// - `convert FILE --to csv`, and `import FILE` into a new store: import's goal is within
///   1.5× of that conversion and below 150 MB; beside them, the floor of writing the rows the
///   import wrote (``StoreWriteFloor``, in this process, one transaction) and the file's
///   messages decoded (in this process): together the least an import can take;
/// - the import again (unchanged: written, digested, rolled back);
/// - for GPX, TCX, CSV and FIT: `convert FILE --to F` and `export --format F` of the stored
///   workout, whose goal is within 1.5× of the conversion and below 100 MB;
/// - `convert FILE --to json` (which reads the file whole), `export --format json` and
///   `show --json` of the stored workout (read from the store as they are written), whose
///   goal is below 100 MB; their ratios to the conversion are printed.
///
/// Ratios are of processor time (user and system), the figure least disturbed by other
/// work on a shared machine, and of wall time, printed beside them. `--write-input PATH`
/// only writes the FIT file (to profile an import of it). `--developer-fields` gives its
/// records `fit`'s three developer fields (two developers' apps), which the CSV point table
/// and FIT write as columns and fields of their own.
func runStoreStreamBenchmark(arguments: [String]) throws {
    var records = 1_000_000
    var repeats = 1
    var inputOnly: String?
    var developerFields = false
    let known = Bench.readOptions(arguments, flags: ["--developer-fields"]) { name, value in
        let value = value ?? ""
        switch name {
        case "--records": records = max(1, Int(value) ?? records)
        case "--repeat": repeats = max(1, Int(value) ?? repeats)
        case "--write-input": inputOnly = value
        case "--developer-fields": developerFields = true
        default: return false
        }
        return true
    }
    guard known else {
        print("usage: workoutkit-bench storeio [--records N] [--repeat N] [--developer-fields] [--write-input PATH]")
        return
    }
    if let inputOnly {
        try Data(try benchmarkActivity(BenchmarkRide(records: records), developerFields: developerFields))
            .write(to: URL(fileURLWithPath: inputOnly))
        return
    }
    let command = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("workoutkit").path
    guard FileManager.default.isExecutableFile(atPath: command) else {
        print("storeio: build the workoutkit command beside the benchmark first (swift build -c release)")
        return
    }
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else {
        print("storeio: /usr/bin/time (GNU time) is needed to measure the processes")
        return
    }
    print("Store import and export benchmark: a FIT activity of \(records) records at 1 Hz"
        + (developerFields ? " with three developer fields" : "") + "; best of \(repeats) — \(Bench.machineDescription())")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workoutkit-storeio-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    let input = path("ride.fit")
    try Data(try benchmarkActivity(BenchmarkRide(records: records), developerFields: developerFields)).write(to: URL(fileURLWithPath: input))
    print(String(format: "  file size %.1f MB", Double((try? FileManager.default.attributesOfItem(atPath: input)[.size] as? Int) ?? 0) / 1e6))

    var goals: [String] = []
    func goal(_ text: String, _ met: Bool) { goals.append("  \(met ? "met   " : "MISSED") \(text)") }
    /// The best of `repeats` runs (least processor time) of one command.
    func best(_ name: String, _ arguments: [String], before: () throws -> Void = {}) throws -> ProcessFigures? {
        var result: ProcessFigures?
        for _ in 0..<repeats {
            try before()
            guard let figures = ProcessFigures.measure(command, arguments) else {
                print("  \(name): failed")
                return nil
            }
            if result.map({ figures.processor < $0.processor }) ?? true { result = figures }
        }
        if let result { print("  " + name.padding(toLength: 30, withPad: " ", startingAt: 0) + result.description) }
        return result
    }

    let store = path("store.sqlite")
    let convertCSV = try best("convert --to csv", ["convert", input, "--to", "csv", "-o", path("ride.csv")])
    let imported = try best("import", ["import", "--store", store, input]) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: store + suffix) }
    }
    // The floor: the rows the import wrote, written again with prepared statements in one
    // transaction and nothing else (``StoreWriteFloor``).
    let floor = try StoreWriteFloor.measure(copying: store, into: path("floor.sqlite"), transactions: 1)
    print("  " + "store write floor".padding(toLength: 30, withPad: " ", startingAt: 0) + floor.description)
    // The import's floor: the file's messages decoded (nothing made of them) and the store
    // write floor. An import does both at least; `convert --to csv` decodes, never writes a store.
    let decoding = try decodingProcessorSeconds(of: input, repeats: repeats)
    print("  " + "decode the file (messages)".padding(toLength: 30, withPad: " ", startingAt: 0)
        + String(format: "%7.3f s cpu (best of %d, in this process)", decoding, repeats))
    let again = try best("import again (unchanged)", ["import", "--store", store, input])
    if let convertCSV, let imported {
        let ratio = imported.processor / convertCSV.processor
        let wallRatio = imported.wall / convertCSV.wall
        let importFloor = decoding + floor.processor
        print(String(format: "  import takes %.2f× the processor time of convert --to csv, %.2f× its wall time", ratio, wallRatio))
        print(String(format: "  the store write floor alone takes %.2f× the processor time of convert --to csv; import takes %.2f× the floor's",
                     floor.processor / convertCSV.processor, imported.processor / floor.processor))
        print(String(format: "  decoding plus the store write floor (the least an import can take) is %.2f× convert --to csv; import takes %.2f× it",
                     importFloor / convertCSV.processor, imported.processor / importFloor))
        if let again {
            print(String(format: "  import again (unchanged) takes %.2f× the processor time of convert --to csv, %.2f× its wall time",
                         again.processor / convertCSV.processor, again.wall / convertCSV.wall))
        }
        goal(String(format: "import within 1.5× of convert --to csv: %.2f× processor time", ratio), ratio <= 1.5)
        goal(String(format: "import within 1.5× of convert --to csv: %.2f× wall time", wallRatio), wallRatio <= 1.5)
        goal("import peak memory < 150 MB: \(imported.peakMegabytes) MB", imported.peakMegabytes < 150)
    }
    for format in ["gpx", "tcx", "csv", "fit"] {
        let converted = try best("convert --to \(format)", ["convert", input, "--to", format, "-o", path("converted.\(format)")])
        let exported = try best("export --format \(format)", ["export", "--store", store, "--format", format, "-o", path("exported.\(format)")])
        if let converted, let exported {
            let ratio = exported.processor / converted.processor
            print(String(format: "  export --format %@ takes %.2f× the processor time of convert --to %@", format, ratio, format))
            goal(String(format: "export --format %@ within 1.5× of convert: %.2f×", format, ratio), ratio <= 1.5)
            goal("export --format \(format) peak memory < 100 MB: \(exported.peakMegabytes) MB", exported.peakMegabytes < 100)
        }
    }
    // JSON: the export and `show --json` read the workout's samples and locations from the
    // store as they write them; `convert --to json` reads the file whole (a whole recording).
    let convertJSON = try best("convert --to json", ["convert", input, "--to", "json", "-o", path("converted.json")])
    let exportJSON = try best("export --format json", ["export", "--store", store, "--format", "json", "-o", path("exported.json")])
    let showJSON = try storedWorkoutID(command, store: store).flatMap { id in
        try best("show --json", ["show", id, "--json", "--store", store])
    }
    for (name, figures) in [("export --format json", exportJSON), ("show --json", showJSON)] {
        guard let figures else { continue }
        if let convertJSON {
            print(String(format: "  %@ takes %.2f× the processor time of convert --to json, %.2f× its peak memory",
                         name, figures.processor / convertJSON.processor,
                         Double(figures.peakMegabytes) / Double(max(1, convertJSON.peakMegabytes))))
        }
        goal("\(name) peak memory < 100 MB: \(figures.peakMegabytes) MB", figures.peakMegabytes < 100)
    }
    print("Goals (issue #12):")
    for line in goals { print(line) }
}

/// The UUID of the one workout in `store` (the first line of `list --json`); `nil` when it cannot be read.
/// The least processor time, of `repeats` runs in this process, of decoding every message of
/// the FIT file at `path` (read first, not timed) and nothing else.
private func decodingProcessorSeconds(of path: String, repeats: Int) throws -> Double {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    var best = Double.infinity
    for _ in 0..<max(1, repeats) {
        let start = Bench.processorSeconds()
        let decoder = FITDecoder()
        decoder.append(bytes)
        while try decoder.next() != nil {}
        _ = try decoder.finish()
        best = min(best, Bench.processorSeconds() - start)
    }
    return best
}

private func storedWorkoutID(_ command: String, store: String) throws -> String? {
    guard let line = try Bench.standardOutput(of: command, ["list", "--json", "--store", store]).split(separator: "\n").first,
          let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    else { return nil }
    return object["uuid"] as? String
}

/// What `/usr/bin/time` reports of one process.
struct ProcessFigures: CustomStringConvertible {
    var wall: Double
    var user: Double
    var system: Double
    var peakMegabytes: Int

    /// User and system time.
    var processor: Double { user + system }

    var description: String {
        String(format: "%7.3f s wall %7.3f s cpu (%.2f user + %.2f system) %6d MB peak", wall, processor, user, system, peakMegabytes)
    }

    /// Runs `executable` under GNU time (its output dropped); `nil` when it fails. What the
    /// commands before wrote is flushed to the disk first (`sync`, not timed), so that none of
    /// its writing back falls into this command's time: the outputs of this benchmark's
    /// commands are hundreds of megabytes each.
    static func measure(_ executable: String, _ arguments: [String]) -> ProcessFigures? {
        sync()
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("workoutkit-time-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-o", report, "-f", "%e %U %S %M", executable] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let text = try? String(contentsOfFile: report, encoding: .utf8),
              let line = text.split(separator: "\n").last
        else { return nil }
        let fields = line.split(separator: " ").compactMap { Double($0) }
        guard fields.count == 4 else { return nil }
        return ProcessFigures(wall: fields[0], user: fields[1], system: fields[2], peakMegabytes: Int(fields[3] / 1024))
    }
}
