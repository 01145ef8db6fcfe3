import Foundation
import WorkoutKit
#if canImport(Glibc)
import Glibc
#endif

/// `workoutkit-bench fit [--records N] [--repeat N] [--no-peers] [--only STEP,...] [--save FILE] [--developer-fields]`: generates
/// a FIT activity of N records (default 1,000,000, about 31 MB) laid out as a Garmin Edge
/// writes one, then times
/// - encoding the N records (goal: at most 0.5 s of processor time; the ride's values are
///   computed before the clock starts),
/// - decoding the file with all profile semantics: definitions, CRC, components and
///   accumulation (goal: at most 0.25 s of processor time, at least 100 MB/s),
/// - reading it as a point stream (`FITRecordingReader` into a stream that drops the points),
/// - `convert --to csv` as `workoutkit convert` does it: the point stream into the CSV
///   point-table writer's stream session, to a file (goal: at least 10× less processor
///   time than GPSBabel; peak memory under 100 MB, measured in a child process), and the
///   `workoutkit convert` command itself as a process when it is built beside the benchmark,
/// - reading it into whole workout recordings (the path `convert -o DIR` and `import` take),
/// and, on the same file in the same run, GPSBabel (`gpsbabel -t -i garmin_fit -o unicsv`:
/// `-t` for the track; without it GPSBabel writes only the laps as waypoints) and Garmin's
/// Python SDK (`garmin_fit_sdk.Decoder.read()`). A peer that is not installed is skipped with
/// a message. `--only encode,decode,stream,convert,read` runs only those steps (for profiling);
/// `--save FILE` keeps the generated file. With `--developer-fields` every record also
/// carries three developer fields (a Connect IQ field's form power and a Moxy sensor's SmO2
/// and THb), and the convert step runs `workoutkit convert`'s own path (`Converter`) to CSV
/// and to FIT, each also in a process of its own for its peak memory.
func runFITBenchmark(arguments: [String]) throws {
    if arguments.first == "--convert-child", arguments.count == 3 {
        try convertChild(input: arguments[1], output: arguments[2])
        return
    }
    if arguments.first == "--converter-child", arguments.count == 4 {
        try converterChild(input: arguments[1], output: arguments[2], format: arguments[3])
        return
    }
    var records = 1_000_000
    var repeats = 3
    var peers = true
    var savePath: String?
    var developerFields = false
    var steps: Set<String> = ["encode", "decode", "stream", "convert", "read"]
    let known = Bench.readOptions(arguments, flags: ["--no-peers", "--developer-fields"]) { name, value in
        let value = value ?? ""
        switch name {
        case "--records": records = max(1, Int(value) ?? records)
        case "--repeat": repeats = max(1, Int(value) ?? repeats)
        case "--no-peers": peers = false
        case "--only": steps = Set(value.split(separator: ",").map(String.init)); peers = false
        case "--save": savePath = value
        case "--developer-fields": developerFields = true
        default: return false
        }
        return true
    }
    guard known else {
        print("usage: workoutkit-bench fit [--records N] [--repeat N] [--no-peers] [--only encode,decode,stream,convert,read] [--save FILE.fit] [--developer-fields]")
        return
    }
    print("FIT benchmark: an activity of \(records) records at 1 Hz\(developerFields ? " with three developer fields" : ""); "
          + "best of \(repeats) — \(Bench.machineDescription())")

    var goals: [String] = []
    func goal(_ text: String, _ met: Bool) { goals.append("  \(met ? "met   " : "MISSED") \(text)") }

    var encodeSeconds = Double.infinity
    let ride = BenchmarkRide(records: records)
    let bytes = try Bench.measure("encode", count: records, unit: "records", repeats: steps.contains("encode") ? repeats : 1) {
        let start = Bench.processorSeconds()
        let bytes = try benchmarkActivity(ride, developerFields: developerFields)
        encodeSeconds = min(encodeSeconds, Bench.processorSeconds() - start)
        return bytes
    }
    print(String(format: "  file size %.1f MB", Double(bytes.count) / 1e6))
    if let savePath { try Data(bytes).write(to: URL(fileURLWithPath: savePath)) }
    // Records with developer fields are outgoing messages, not packed ones: no encoding goal.
    if steps.contains("encode"), !developerFields { goal(String(format: "encode %d records in ≤ 0.5 s cpu: %.3f s", records, encodeSeconds), encodeSeconds <= 0.5 * Double(records) / 1e6) }

    // The best processor times of our decode and conversion, for the goals and the peers.
    var decodeSeconds = Double.infinity, convertSeconds = Double.infinity, convertProcessSeconds = Double.infinity
    if steps.contains("decode") {
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
        let rate = Double(bytes.count) / 1e6 / decodeSeconds
        goal(String(format: "decode in ≤ 0.25 s cpu, ≥ 100 MB/s (per million records): %.3f s cpu, %.0f MB/s", decodeSeconds, rate),
             decodeSeconds <= 0.25 * Double(records) / 1e6 && rate >= 100)
    }

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("workoutkit-fit-bench-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("activity.fit").path
    try Data(bytes).write(to: URL(fileURLWithPath: input))
    let output = directory.appendingPathComponent("activity.csv").path

    var streamSeconds = Double.infinity
    if steps.contains("stream") {
        try Bench.measure("read as a point stream", count: records, unit: "records", bytes: bytes.count, repeats: repeats) {
            let start = Bench.processorSeconds()
            let stream = PointCounter()
            try FITRecordingReader().read(from: try FileByteSource(path: input), context: ReadContext(name: "activity.fit"), into: stream)
            streamSeconds = min(streamSeconds, Bench.processorSeconds() - start)
            return stream.points
        }
    }
    if steps.contains("convert"), developerFields {
        for format in ["csv", "fit"] {
            let converted = directory.appendingPathComponent("converted." + format).path
            try Bench.measure("Converter --to \(format)", count: records, unit: "records", bytes: bytes.count, repeats: repeats) {
                try convert(input: input, output: converted, format: format)
            }
            if let peak = childPeakMemory(["fit", "--converter-child", input, converted, format]) {
                print("  convert --to \(format) in a process of its own: peak memory \(peak) MB")
            }
        }
    }
    if steps.contains("convert"), !developerFields {
        try Bench.measure("convert --to csv (stream)", count: records, unit: "records", bytes: bytes.count, repeats: repeats) {
            let start = Bench.processorSeconds()
            try convertToCSV(input: input, output: output)
            convertSeconds = min(convertSeconds, Bench.processorSeconds() - start)
        }
        let csvSize = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        print(String(format: "  CSV size %.1f MB", Double(csvSize) / 1e6))
        if streamSeconds.isFinite {
            print(String(format: "  of which CSV writing about %.3f s cpu (convert minus the point stream alone)", convertSeconds - streamSeconds))
        }
        if let peak = convertPeakMemory(input: input, output: output) {
            print("  convert --to csv in a process of its own: peak memory \(peak) MB")
            goal("convert --to csv peak memory < 100 MB: \(peak) MB", peak < 100)
        }
        // The command itself (start-up, argument parsing and the FIT profile included), when
        // it was built beside this benchmark; its warning about what CSV cannot hold is dropped.
        let command = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("workoutkit").path
        if FileManager.default.isExecutableFile(atPath: command) {
            for _ in 0..<repeats {
                if let seconds = Bench.runPeer("workoutkit convert process", command, ["convert", input, "--to", "csv", "-o", output],
                                                quiet: true) {
                    convertProcessSeconds = min(convertProcessSeconds, seconds)
                }
            }
        }
    }
    if steps.contains("read") {
        _ = try Bench.measure("read whole recordings", count: records, unit: "records", bytes: bytes.count, repeats: repeats) {
            try FITRecordingReader().readAll(from: try FileByteSource(path: input), context: ReadContext(name: "activity.fit")).count
        }
    }

    if peers {
        print("peers on the same file:")
        if let gpsbabel = Bench.executable(named: "gpsbabel") {
            let csv = directory.appendingPathComponent("gpsbabel.csv").path
            let seconds = Bench.runPeer("gpsbabel -t → unicsv", gpsbabel,
                                        ["-t", "-i", "garmin_fit", "-f", input, "-o", "unicsv", "-F", csv])
            print("  GPSBabel wrote \(lineCount(csv)) lines")
            if let seconds, convertSeconds.isFinite {
                print(String(format: "  GPSBabel takes %.2f× the processor time of our convert --to csv", seconds / convertSeconds))
            }
            if let seconds, convertProcessSeconds.isFinite {
                // The goal is judged on the command a user runs: start-up and profile parsing included.
                let ratio = seconds / convertProcessSeconds
                print(String(format: "  GPSBabel takes %.2f× the processor time of the workoutkit convert process", ratio))
                goal(String(format: "workoutkit convert --to csv ≥ 10× faster than GPSBabel: %.2f×", ratio), ratio >= 10)
            }
            // Without -t GPSBabel writes the waypoints only (a FIT file's laps), not the track.
            let waypoints = directory.appendingPathComponent("gpsbabel-waypoints.csv").path
            _ = Bench.runPeer("gpsbabel → unicsv (no -t)", gpsbabel, ["-i", "garmin_fit", "-f", input, "-o", "unicsv", "-F", waypoints])
            print("  GPSBabel without -t wrote \(lineCount(waypoints)) lines (waypoints only: the laps that have a start position)")
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
            if let seconds, decodeSeconds.isFinite {
                print(String(format: "  Garmin's Python SDK takes %.1f× the processor time of our decode", seconds / decodeSeconds))
            }
        } else {
            print("  Garmin FIT SDK (Python): not installed (pip install garmin-fit-sdk); skipped")
        }
    }
    if !goals.isEmpty { print("goals of issue 4:\n" + goals.joined(separator: "\n")) }
}

/// The number of lines in a file (0 when it cannot be read).
private func lineCount(_ path: String) -> Int {
    ((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()).reduce(0) { $1 == 10 ? $0 + 1 : $0 }
}

/// `workoutkit convert INPUT --to csv -o OUTPUT`'s path: the FIT point stream into the CSV
/// point-table writer's stream session.
private func convertToCSV(input: String, output: String) throws {
    let sink = try FileByteSink(path: output)
    let session = try CSVRecordingWriter(layout: .points).makeStreamSession(output: sink)
    try FITRecordingReader().read(from: try FileByteSource(path: input), context: ReadContext(name: "activity.fit"), into: session)
    try session.finish()
    try sink.close()
}

/// The child's side of ``convertPeakMemory(input:output:)``: converts and prints its peak
/// resident memory in megabytes.
private func convertChild(input: String, output: String) throws {
    try convertToCSV(input: input, output: output)
    print(Bench.highWaterMegabytes() ?? -1)
}

/// `workoutkit convert INPUT --to FORMAT -o OUTPUT`'s path: the `Converter`, which streams a
/// FIT file whose records carry developer fields to CSV and to FIT after a first pass that
/// names the fields.
private func convert(input: String, output: String, format: String) throws {
    let writer = try FormatRegistry.standard.outputWriter(format: format, output: output, option: "--to", layout: nil)
    let outcome = try Converter(options: ConversionOptions(writer: writer)).convert(input, to: .file(output))
    guard outcome.route == .streamed else { throw NotStreamed(format: format) }
}

/// A conversion the benchmark measures as streamed was not.
private struct NotStreamed: Error, CustomStringConvertible {
    let format: String
    var description: String { "convert --to \(format) was not streamed" }
}

/// The child's side of ``childPeakMemory(_:)`` for ``convert(input:output:format:)``.
private func converterChild(input: String, output: String, format: String) throws {
    try convert(input: input, output: output, format: format)
    print(Bench.highWaterMegabytes() ?? -1)
}

/// The peak memory of a conversion run in a fresh process (this benchmark's own peak
/// includes the generated file and the whole-recording read), or `nil` when it failed.
private func convertPeakMemory(input: String, output: String) -> Int? {
    childPeakMemory(["fit", "--convert-child", input, output])
}

/// The peak memory (printed in megabytes) of this benchmark run again with `arguments`, or `nil` when it failed.
private func childPeakMemory(_ arguments: [String]) -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return nil }
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, let megabytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)), megabytes >= 0
    else { return nil }
    return megabytes
}

/// A stream that counts points and drops them.
private final class PointCounter: RecordingStream {
    private(set) var points = 0
    func points(_ batch: PointBatch) throws { points += batch.points.count }
    func endWorkout(_ rest: WorkoutRecording) throws {}
    func course(_ course: Course) throws {}
}

/// The values of a generated ride that take floating-point work to make, one per second,
/// computed before the encoding is timed: speed (m/s), distance from the start (m) and
/// altitude (m).
struct BenchmarkRide {
    let speed: [Double]
    let distance: [Double]
    let altitude: [Double]

    init(records: Int) {
        var speed: [Double] = [], distance: [Double] = [], altitude: [Double] = []
        speed.reserveCapacity(records)
        distance.reserveCapacity(records)
        altitude.reserveCapacity(records)
        var total = 0.0
        for second in 0..<records {
            let t = Double(second)
            speed.append(8 + 2 * sin(t / 300))
            total += speed[second]
            distance.append(total)
            altitude.append(300 + 50 * sin(t / 900))
        }
        self.speed = speed
        self.distance = distance
        self.altitude = altitude
    }
}

/// A FIT activity file of the ride's records at 1 Hz, laid out as a Garmin Edge writes one:
/// file_id, device_info for the device and its sensors, developer data ids and field
/// descriptions (a Connect IQ field), a timer start; records of timestamp, position,
/// distance, enhanced altitude and speed, power, heart rate, cadence, temperature and
/// fractional cadence (31 bytes with the header), a second record layout without position
/// for the seconds without a GPS fix (ten a minute every tenth minute), a lap every 600
/// records, a pause every 10,000 (timer stop, a minute's gap, start); then the last lap,
/// session and activity. Records are packed messages (values written in place), the
/// other messages outgoing messages built by profile name. The ride starts at `start`
/// (FIT seconds; by default 2021-09-08T01:46:40Z), which is also the file's creation time.
/// With `developerFields`, a second developer (a Moxy muscle oxygen sensor's app) describes
/// SmO2 (%) and THb (g/dl), and every record carries the Connect IQ field's form power,
/// SmO2 and THb, as a record with its fields and developer fields (an outgoing message).
func benchmarkActivity(_ ride: BenchmarkRide, start: Int64 = 1_000_000_000, developerFields: Bool = false) throws -> [UInt8] {
    let records = ride.speed.count
    var encoder = FITEncoder()
    var fileID = try FITOutgoingMessage("file_id")
    try fileID.set("type", valueNamed: "activity")
    try fileID.set("manufacturer", valueNamed: "garmin")
    try fileID.set("product", raw: 3121) // edge530
    try fileID.set("serial_number", raw: 3_952_000_001)
    try fileID.set("time_created", raw: start)
    try encoder.write(fileID)
    for (index, type) in [(0, Int64(0)), (1, 120), (2, 11)] { // the device, a heart-rate strap, a power meter
        var device = try FITOutgoingMessage("device_info")
        try device.set("timestamp", raw: start)
        try device.set("device_index", raw: Int64(index))
        if index == 0 {
            try device.set("software_version", 9.75)
        } else {
            try device.set("source_type", raw: 1) // ANT+
            try device.set("device_type", raw: type)
        }
        try device.set("serial_number", raw: Int64(3_952_000_001 + index))
        try encoder.write(device)
    }
    var developer = try FITOutgoingMessage("developer_data_id")
    try developer.set("developer_data_index", raw: 0)
    try developer.set("application_version", raw: 12)
    try encoder.write(developer)
    var description = try FITOutgoingMessage("field_description")
    try description.set("developer_data_index", raw: 0)
    try description.set("field_definition_number", raw: 0)
    try description.set("fit_base_type_id", raw: Int64(FITBaseType.uint16.rawValue))
    try description.set("field_name", string: "Form Power")
    try description.set("units", string: "Watts")
    try description.set("native_mesg_num", raw: 18)
    try encoder.write(description)
    var developerDescriptions = [FITDeveloperFieldDescription(
        developerDataIndex: 0, fieldNumber: 0, baseType: .uint16, name: "Form Power", units: "Watts")]
    if developerFields {
        try developer.set("developer_data_index", raw: 1)
        try developer.set("application_version", raw: 3)
        try encoder.write(developer)
        for (number, name, units, scale) in [(UInt8(0), "SmO2", "%", Int64(10)), (1, "THb", "g/dl", 100)] {
            var moxy = try FITOutgoingMessage("field_description")
            try moxy.set("developer_data_index", raw: 1)
            try moxy.set("field_definition_number", raw: Int64(number))
            try moxy.set("fit_base_type_id", raw: Int64(FITBaseType.uint16.rawValue))
            try moxy.set("field_name", string: name)
            try moxy.set("units", string: units)
            try moxy.set("scale", raw: scale)
            try encoder.write(moxy)
            developerDescriptions.append(FITDeveloperFieldDescription(
                developerDataIndex: 1, fieldNumber: number, baseType: .uint16, name: name, units: units, scale: Double(scale)))
        }
    }

    var event = try FITOutgoingMessage("event")
    try event.set("timestamp", raw: start)
    try event.set("event", valueNamed: "timer")
    try event.set("event_type", valueNamed: "start")
    try encoder.write(event)

    var lap = try FITOutgoingMessage("lap")
    var lapStart = start, lapDistance = 0.0, lapIndex: Int64 = 0
    func writeLap(end: Int64, distance: Double, trigger: String) throws {
        try lap.set("message_index", raw: lapIndex)
        try lap.set("timestamp", raw: end)
        try lap.set("start_time", raw: lapStart)
        try lap.set("total_elapsed_time", Double(end - lapStart))
        try lap.set("total_timer_time", Double(end - lapStart))
        try lap.set("total_distance", distance - lapDistance)
        try lap.set("lap_trigger", valueNamed: trigger)
        try lap.set("sport", valueNamed: "cycling")
        try encoder.write(lap)
        lapIndex += 1
        lapStart = end
        lapDistance = distance
    }

    let recordFields = ["timestamp", "position_lat", "position_long", "distance", "enhanced_altitude", "enhanced_speed",
                        "power", "heart_rate", "cadence", "temperature", "fractional_cadence"]
    var withFix = try FITPackedMessage("record", fields: recordFields)
    var withoutFix = try FITPackedMessage("record", fields: recordFields.filter { !$0.hasPrefix("position_") })
    var distance = 0.0
    var time = start
    for second in 0..<records {
        if second > 0, second % 10_000 == 0 {
            try event.set("timestamp", raw: time)
            try event.set("event_type", valueNamed: "stop_all")
            try encoder.write(event)
            time += 60
            try event.set("timestamp", raw: time)
            try event.set("event_type", valueNamed: "start")
            try encoder.write(event)
        }
        distance = ride.distance[second]
        // The raw values of the eight fields from `distance` on.
        func value(_ field: Int) -> Int64 {
            switch field {
            case 0: return Int64(distance * 100)
            case 1: return Int64((ride.altitude[second] + 500) * 5)
            case 2: return Int64(ride.speed[second] * 1000)
            case 3: return Int64(200 + second % 60)
            case 4: return Int64(130 + second % 40)
            case 5: return Int64(85 + second % 10)
            case 6: return Int64(18 + second % 5)
            default: return Int64(second % 128)
            }
        }
        // The timestamp, and the eight fields from `distance` on (at `first` and after).
        func fill(_ record: inout FITPackedMessage, from first: Int) throws {
            try record.set(0, raw: time)
            for field in 0..<8 { try record.set(first + field, raw: value(field)) }
        }
        let hasFix = second % 600 >= 10
        let latitude = Int64(520_000_000 + second * 40), longitude = Int64(160_000_000 + second * 25)
        if developerFields {
            // The record as an outgoing message, with the developer fields' raw values.
            let layout = hasFix ? withFix : withoutFix
            let raw = [time] + (hasFix ? [latitude, longitude] : []) + (0..<8).map(value)
            var record = FITOutgoingMessage(globalMessageNumber: layout.globalMessageNumber)
            for (field, value) in zip(layout.fields, raw) {
                record.set(FITOutgoingField(number: field.number, baseType: field.baseType, values: [.integer(value)]))
            }
            record.developerFields = zip(developerDescriptions, [60 + second % 20, 600 + second % 50, 1200 + second % 30]).map {
                FITOutgoingDeveloperField(description: $0, values: [.integer(Int64($1))])
            }
            try encoder.write(record)
        } else if hasFix {
            try withFix.set(1, raw: latitude)
            try withFix.set(2, raw: longitude)
            try fill(&withFix, from: 3)
            encoder.write(withFix)
        } else {
            try fill(&withoutFix, from: 1)
            encoder.write(withoutFix)
        }
        time += 1
        if (second + 1) % 600 == 0, second + 1 < records { try writeLap(end: time, distance: distance, trigger: "distance") }
    }

    let end = time
    try event.set("timestamp", raw: end)
    try event.set("event_type", valueNamed: "stop_all")
    try encoder.write(event)
    try writeLap(end: end, distance: distance, trigger: "session_end")
    var session = try FITOutgoingMessage("session")
    try session.set("timestamp", raw: end)
    try session.set("start_time", raw: start)
    try session.set("total_elapsed_time", Double(end - start))
    try session.set("total_timer_time", Double(records))
    try session.set("total_distance", distance)
    try session.set("num_laps", raw: lapIndex)
    try session.set("sport", valueNamed: "cycling")
    try encoder.write(session)
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
    /// `quiet` drops what it writes to standard error.
    static func runPeer(_ name: String, _ executable: String, _ arguments: [String], quiet: Bool = false) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        if quiet { process.standardError = FileHandle.nullDevice }
        let before = ProcessorUsage.ofChildren().total
        let wallStart = monotonicSeconds()
        do { try process.run() } catch {
            print("  \(name): could not start: \(error)")
            return nil
        }
        process.waitUntilExit()
        let wall = monotonicSeconds() - wallStart
        let after = ProcessorUsage.ofChildren().total
        guard process.terminationStatus == 0 else {
            print("  \(name): exited with status \(process.terminationStatus)")
            return nil
        }
        let processor = after - before
        print("  " + name.padding(toLength: 26, withPad: " ", startingAt: 0) + String(format: "%7.3f s wall %7.3f s cpu", wall, processor))
        return processor
    }

    /// This process's peak resident memory in megabytes, from `VmHWM` in /proc/self/status
    /// (unlike `getrusage`, it starts afresh in a new program), or `nil`.
    static func highWaterMegabytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return nil }
        return kilobytes / 1024
    }
}
