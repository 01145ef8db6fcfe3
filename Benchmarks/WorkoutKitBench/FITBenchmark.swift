import Foundation
import WorkoutKit
#if canImport(Glibc)
import Glibc
#endif

/// `workoutkit-bench fit [--records N] [--repeat N] [--no-peers]`: generates a FIT
/// activity of N records (default 1,000,000, about 25 MB) with the encoder, then times
/// - encoding the N records (goal: at most 0.5 s),
/// - decoding the file with all profile semantics: definitions, CRC, components and
///   accumulation (goal: at most 0.25 s of processor time, at least 100 MB/s),
/// - reading it into a workout recording (`FITRecordingReader`),
/// - `convert --to csv` through the library path (reader, then the CSV point writer to a file),
/// and, on the same file in the same run, GPSBabel (`gpsbabel -i garmin_fit -o unicsv`) and
/// Garmin's Python SDK (`garmin_fit_sdk.Decoder.read()`), with the ratios of their times to
/// ours. A peer that is not installed is skipped with a message.
func runFITBenchmark(arguments: [String]) throws {
    var records = 1_000_000
    var repeats = 3
    var peers = true
    var index = 0
    while index < arguments.count {
        let value = index + 1 < arguments.count ? arguments[index + 1] : ""
        switch arguments[index] {
        case "--records": records = max(1, Int(value) ?? records); index += 2
        case "--repeat": repeats = max(1, Int(value) ?? repeats); index += 2
        case "--no-peers": peers = false; index += 1
        default:
            print("usage: workoutkit-bench fit [--records N] [--repeat N] [--no-peers]")
            return
        }
    }
    print("FIT benchmark: an activity of \(records) records at 1 Hz; best of \(repeats) — \(Bench.machineDescription())")

    let bytes = try Bench.measure("encode", count: records, unit: "records", repeats: repeats) {
        try benchmarkActivity(records: records)
    }
    print(String(format: "  file size %.1f MB", Double(bytes.count) / 1e6))

    // The best processor times of our decode and conversion, for the ratios to the peers.
    var decodeSeconds = Double.infinity, convertSeconds = Double.infinity
    try Bench.measure("decode", count: records, unit: "records", bytes: bytes.count, repeats: repeats) {
        let start = Bench.processorSeconds()
        let decoder = FITDecoder()
        decoder.append(bytes)
        var messages = 0
        while try decoder.next() != nil { messages += 1 }
        messages += try decoder.finish().count
        decodeSeconds = min(decodeSeconds, Bench.processorSeconds() - start)
        return messages
    }
    _ = try Bench.measure("read into a workout", count: records, unit: "records", bytes: bytes.count, repeats: repeats) {
        try FITRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: "bench.fit")).count
    }

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("workoutkit-fit-bench-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("activity.fit").path
    try Data(bytes).write(to: URL(fileURLWithPath: input))
    let output = directory.appendingPathComponent("activity.csv").path
    try Bench.measure("convert --to csv", count: records, unit: "records", bytes: bytes.count, repeats: repeats) {
        let start = Bench.processorSeconds()
        let sink = try FileByteSink(path: output)
        let recordings = try FITRecordingReader().readAll(from: try FileByteSource(path: input),
                                                          context: ReadContext(name: "activity.fit"))
        try CSVRecordingWriter(layout: .points).write(recordings, to: sink)
        try sink.close()
        convertSeconds = min(convertSeconds, Bench.processorSeconds() - start)
    }
    let csvSize = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
    print(String(format: "  CSV size %.1f MB", Double(csvSize) / 1e6))

    guard peers else { return }
    print("peers on the same file:")
    if let gpsbabel = Bench.executable(named: "gpsbabel") {
        let seconds = Bench.runPeer("gpsbabel → unicsv", gpsbabel,
                                    ["-i", "garmin_fit", "-f", input, "-o", "unicsv", "-F", directory.appendingPathComponent("gpsbabel.csv").path])
        if let seconds { print(String(format: "  GPSBabel takes %.2f× the processor time of our convert --to csv", seconds / convertSeconds)) }
    } else {
        print("  GPSBabel: not installed (apt-get install gpsbabel); skipped")
    }
    if let python = Bench.executable(named: "python3"), Bench.succeeds(python, ["-c", "import garmin_fit_sdk"]) {
        let script = """
            import sys
            from garmin_fit_sdk import Decoder, Stream
            messages, errors = Decoder(Stream.from_file(sys.argv[1])).read()
            if errors: sys.exit(f"errors: {errors}")
            """
        let seconds = Bench.runPeer("Garmin FIT SDK (Python)", python, ["-c", script, input])
        if let seconds { print(String(format: "  Garmin's Python SDK takes %.1f× the processor time of our decode", seconds / decodeSeconds)) }
    } else {
        print("  Garmin FIT SDK (Python): not installed (pip install garmin-fit-sdk); skipped")
    }
}

/// A FIT activity file of `records` records at 1 Hz (position, altitude, heart rate,
/// cadence, distance, speed, power, temperature: 26 bytes each) between the messages
/// a device writes around them: file_id, device_info, timer events, lap, session, activity.
func benchmarkActivity(records: Int) throws -> [UInt8] {
    let start: Int64 = 1_000_000_000 // FIT seconds: 2021-09-09
    var encoder = FITEncoder()
    var fileID = try FITOutgoingMessage("file_id")
    try fileID.set("type", valueNamed: "activity")
    try fileID.set("manufacturer", valueNamed: "development")
    try fileID.set("serial_number", raw: 1234)
    try fileID.set("time_created", raw: start)
    try encoder.write(fileID)
    var begin = try FITOutgoingMessage("event")
    try begin.set("timestamp", raw: start)
    try begin.set("event", valueNamed: "timer")
    try begin.set("event_type", valueNamed: "start")
    try encoder.write(begin)

    var record = try FITOutgoingMessage("record")
    var distance = 0.0
    for second in 0..<records {
        let t = Double(second)
        let speed = 8 + 2 * sin(t / 300)
        distance += speed
        record.set(FITOutgoingField(number: 253, baseType: .uint32, values: [.integer(start + Int64(second))]))
        record.set(FITOutgoingField(number: 0, baseType: .sint32, values: [.integer(Int64(520_000_000 + second * 40))]))
        record.set(FITOutgoingField(number: 1, baseType: .sint32, values: [.integer(Int64(160_000_000 + second * 25))]))
        record.set(FITOutgoingField(number: 2, baseType: .uint16, values: [.integer(Int64((300 + 50 * sin(t / 900) + 500) * 5))]))
        record.set(FITOutgoingField(number: 3, baseType: .uint8, values: [.integer(Int64(130 + second % 40))]))
        record.set(FITOutgoingField(number: 4, baseType: .uint8, values: [.integer(Int64(85 + second % 10))]))
        record.set(FITOutgoingField(number: 5, baseType: .uint32, values: [.integer(Int64(distance * 100))]))
        record.set(FITOutgoingField(number: 6, baseType: .uint16, values: [.integer(Int64(speed * 1000))]))
        record.set(FITOutgoingField(number: 7, baseType: .uint16, values: [.integer(Int64(200 + second % 60))]))
        record.set(FITOutgoingField(number: 13, baseType: .sint8, values: [.integer(Int64(18 + second % 5))]))
        try encoder.write(record)
    }

    let end = start + Int64(records)
    var stop = begin
    try stop.set("timestamp", raw: end)
    try stop.set("event_type", valueNamed: "stop_all")
    try encoder.write(stop)
    for name in ["lap", "session"] {
        var summary = try FITOutgoingMessage(name)
        try summary.set("timestamp", raw: end)
        try summary.set("start_time", raw: start)
        try summary.set("total_elapsed_time", Double(records))
        try summary.set("total_timer_time", Double(records))
        try summary.set("total_distance", distance)
        try summary.set("sport", valueNamed: "cycling")
        try encoder.write(summary)
    }
    var activity = try FITOutgoingMessage("activity")
    try activity.set("timestamp", raw: end)
    try activity.set("num_sessions", raw: 1)
    try encoder.write(activity)
    return encoder.finish()
}

extension Bench {
    /// The path of an executable on `PATH`, or `nil`.
    static func executable(named name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether a command exits with status 0.
    static func succeeds(_ executable: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Runs a peer once and prints its wall-clock and processor time (user and system
    /// time of the child); returns the processor seconds, or `nil` when it failed. (A
    /// child's peak memory is not printed: Linux carries the parent's over into it.)
    static func runPeer(_ name: String, _ executable: String, _ arguments: [String]) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let before = childUsage()
        let wallStart = monotonicSeconds()
        do { try process.run() } catch {
            print("  \(name): could not start: \(error)")
            return nil
        }
        process.waitUntilExit()
        let wall = monotonicSeconds() - wallStart
        let after = childUsage()
        guard process.terminationStatus == 0 else {
            print("  \(name): exited with status \(process.terminationStatus)")
            return nil
        }
        let processor = after - before
        print("  " + name.padding(toLength: 26, withPad: " ", startingAt: 0) + String(format: "%7.3f s wall %7.3f s cpu", wall, processor))
        return processor
    }

    /// Processor seconds used by waited-for children so far.
    private static func childUsage() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) * 1e-6
    }
}
