import Foundation
import Testing
import TestSupport
import WorkoutFormats
import WorkoutModel

/// Lap metadata (``LapMetadataKey``) kept wherever the target holds it: TCX and FIT laps
/// in one vocabulary, JSON event objects, and named as lost where the target has no place.
@Suite("lap metadata")
struct LapMetadataTests {
    private static func written(_ recording: WorkoutRecording, _ writer: any RecordingWriter) throws -> [UInt8] {
        let sink = DataByteSink()
        try writer.write([recording], to: sink)
        return sink.bytes
    }

    private static func read(_ bytes: [UInt8], _ reader: any RecordingReader, name: String) throws -> WorkoutRecording {
        try #require(try reader.readAll(from: DataByteSource(bytes), context: ReadContext(name: name)).first)
    }

    private static func laps(_ recording: WorkoutRecording) -> [Metadata] {
        recording.workout.events(ofType: .lap).map(\.metadata)
    }

    /// The numeric lap keys both TCX and FIT hold.
    private static let numericKeys = [
        LapMetadataKey.averageHeartRate, LapMetadataKey.maximumHeartRate, LapMetadataKey.averageCadence,
        LapMetadataKey.maximumCadence, LapMetadataKey.averagePower, LapMetadataKey.maximumPower,
        LapMetadataKey.averageSpeed, LapMetadataKey.maximumSpeed, LapMetadataKey.steps,
    ]

    /// Whether two values agree: quantities within FIT's resolution (speeds in mm/s).
    private static func agree(_ a: MetadataValue?, _ b: MetadataValue?) -> Bool {
        if case .quantity(let x)? = a, case .quantity(let y)? = b, let value = try? y.doubleValue(for: x.unit) {
            return abs(x.value - value) <= 0.0005 + 1e-9
        }
        return a == b
    }

    private static func expectAgree(_ before: [Metadata], _ after: [Metadata], keys: [String], _ name: String) {
        #expect(after.count == before.count, "\(name): lap count")
        for (index, (a, b)) in zip(before, after).enumerated() {
            for key in keys where !agree(a[key], b[key]) {
                Issue.record("\(name) lap \(index) \(key): \(String(describing: a[key])) became \(String(describing: b[key]))")
            }
        }
    }

    @Test("TCX → FIT → TCX keeps the laps' heart rates, cadence, power, speed, steps, trigger and intensity",
          .enabled(if: Corpus.isAvailable, corpusMissing),
          arguments: ["garmin-fr410-run-hr-3laps.tcx", "garmin-edge705-power-3.6MB.tcx", "polar-vantage-v-ride-notes.tcx"])
    func tcxThroughFITKeepsLapMetadata(name: String) throws {
        let original = try #require(try readCorpus(TCXRecordingReader(), "tcx/\(name)").recordings.first)
        let before = Self.laps(original)
        #expect(before.contains { $0[LapMetadataKey.averageHeartRate] != nil || $0[LapMetadataKey.averagePower] != nil })
        #expect(LossReport.losses(writing: original, as: FITRecordingWriter().capabilities).allSatisfy { !$0.contains("event") })
        let fit = try Self.read(try Self.written(original, FITRecordingWriter()), FITRecordingReader(), name: "written.fit")
        Self.expectAgree(before, Self.laps(fit), keys: Self.numericKeys + [LapMetadataKey.triggerMethod, LapMetadataKey.intensity], name + " as FIT")
        let tcx = try Self.read(try Self.written(fit, TCXRecordingWriter()), TCXRecordingReader(), name: "written.tcx")
        Self.expectAgree(before, Self.laps(tcx), keys: Self.numericKeys + [LapMetadataKey.triggerMethod, LapMetadataKey.intensity], name + " back to TCX")
    }

    @Test("FIT → TCX → FIT keeps the laps' heart rates, cadence, power and speed",
          .enabled(if: Corpus.isAvailable, corpusMissing),
          arguments: ["garmin-edge500-ride.fit", "garmin-fenix5-run-tiny.fit", "zwift-virtual-ride.fit", "garmin-fr920xt-multisport-multiple-headers.fit"])
    func fitThroughTCXKeepsLapMetadata(name: String) throws {
        let url = try #require(Corpus.url("fit/\(name)"))
        let original = try #require(try FITRecordingReader().readAll(from: try FileByteSource(path: url.path), context: ReadContext(name: name)).first)
        // Zwift writes a heart rate of 0 where it had no monitor, which TCX's schema cannot hold (1-255).
        let before = Self.laps(original).map { $0.filter { $0.value != .quantity(Quantity(0, .countPerMinute)) } }
        #expect(before.contains { $0[LapMetadataKey.averageHeartRate] != nil || $0[LapMetadataKey.averagePower] != nil })
        let tcx = try Self.read(try Self.written(original, TCXRecordingWriter()), TCXRecordingReader(), name: "written.tcx")
        Self.expectAgree(before, Self.laps(tcx), keys: Self.numericKeys, name + " as TCX")
        let fit = try Self.read(try Self.written(tcx, FITRecordingWriter()), FITRecordingReader(), name: "written.fit")
        Self.expectAgree(before, Self.laps(fit), keys: Self.numericKeys, name + " back to FIT")
        // Trigger and intensity come back where TCX has their name, as its nearest name where not.
        for (a, b) in zip(before, Self.laps(fit)) {
            if case .string(let method)? = a[LapMetadataKey.triggerMethod] {
                #expect(b[LapMetadataKey.triggerMethod] == .string(LapMetadataKey.tcxTriggerMethod(method)))
            }
        }
    }

    @Test("Garmin's SDK reads our FIT laps' fields as the laps' metadata, field by field",
          .enabled(if: Corpus.isAvailable && garminSDKAvailable, "needs the corpus and python3 with garmin-fit-sdk"),
          arguments: ["tcx/garmin-fr410-run-hr-3laps.tcx", "tcx/garmin-edge705-power-3.6MB.tcx"])
    func garminSDKReadsLapFields(path: String) throws {
        let original = try #require(try readCorpus(TCXRecordingReader(), path).recordings.first)
        let directory = try TemporaryDirectory()
        let file = directory.path("laps.fit")
        try Data(try Self.written(original, FITRecordingWriter())).write(to: URL(fileURLWithPath: file))
        let fields = ["avg_heart_rate", "max_heart_rate", "avg_cadence", "max_cadence", "avg_power", "max_power",
                      "enhanced_avg_speed", "enhanced_max_speed", "total_cycles", "lap_trigger", "intensity"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
            import sys
            from garmin_fit_sdk import Decoder, Stream
            messages, errors = Decoder(Stream.from_file(sys.argv[1])).read()
            print(len(errors))
            for lap in messages["lap_mesgs"]:
                print(" ".join("-" if lap.get(f) is None else str(lap.get(f)) for f in sys.argv[2:]))
            """, file] + fields
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first == "0")
        // What each lap's metadata says the fields must be, in the SDK's printing.
        func text(_ value: MetadataValue?, _ unit: QuantityUnit? = nil) -> String {
            switch value {
            case .quantity(let quantity)?:
                let number = (try? quantity.doubleValue(for: unit ?? quantity.unit)) ?? .nan
                return unit == .meterPerSecond ? String((number * 1000).rounded() / 1000) : String(Int(number.rounded()))
            case .integer(let integer)?: return String(integer)
            default: return "-"
            }
        }
        let expected = Self.laps(original).map { lap -> String in
            let trigger: String? = if case .string(let method)? = lap[LapMetadataKey.triggerMethod] { LapMetadataKey.fitTrigger(method) } else { nil }
            let intensity: String? = if case .string(let name)? = lap[LapMetadataKey.intensity] { LapMetadataKey.fitIntensity(name) } else { nil }
            return [text(lap[LapMetadataKey.averageHeartRate]), text(lap[LapMetadataKey.maximumHeartRate]),
                    text(lap[LapMetadataKey.averageCadence]), text(lap[LapMetadataKey.maximumCadence]),
                    text(lap[LapMetadataKey.averagePower]), text(lap[LapMetadataKey.maximumPower]),
                    text(lap[LapMetadataKey.averageSpeed], .meterPerSecond), text(lap[LapMetadataKey.maximumSpeed], .meterPerSecond),
                    text(lap[LapMetadataKey.steps]), trigger ?? "-", intensity ?? "-"].joined(separator: " ")
        }
        #expect(Array(lines.dropFirst()) == expected)
        #expect(expected.contains { !$0.hasPrefix("- -") }, "the file's laps have heart rates or the test checks nothing")
    }

    @Test("JSON writes an event's metadata and reads it back; an event without any has no metadata key")
    func jsonRoundTripKeepsEventMetadata() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let lap: Metadata = [
            LapMetadataKey.averageHeartRate: .quantity(Quantity(139, .countPerMinute)),
            LapMetadataKey.averageSpeed: .quantity(Quantity(3.123, .meterPerSecond)),
            LapMetadataKey.averageCadence: .integer(84), LapMetadataKey.triggerMethod: .string("Distance"),
            LapMetadataKey.notes: .string("hill \"repeats\""), "ratio": .double(0.5), "indoor": .bool(false),
        ]
        let recording = WorkoutRecording(workout: Workout(
            activityType: .running, start: start, end: start.addingTimeInterval(600), source: Source(name: "Test"),
            events: [WorkoutEvent(type: .lap, date: start, duration: 300, metadata: lap),
                     WorkoutEvent(type: .pause, date: start.addingTimeInterval(400))]))
        #expect(LossReport.losses(writing: recording, as: JSONRecordingWriter().capabilities).isEmpty)
        let bytes = try Self.written(recording, JSONRecordingWriter())
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""duration":300.0,"metadata":{"HKAverageSpeed":{"value":3.123,"unit":"m/s"},"WKAverageCadence":84,"#))
        #expect(text.contains(#"{"type":"pause","date":"2023-11-14T22:20:00.000Z","duration":0.0}"#))
        let again = try Self.read(bytes, JSONRecordingReader(), name: "written.json")
        #expect(again.workout.events == recording.workout.events)
    }

    @Test("A JSON event's metadata that is not an object is refused, naming the event")
    func jsonRefusesBadEventMetadata() throws {
        let line = #"{"activityType":"running","start":"2023-11-14T22:13:20.000Z","end":"2023-11-14T22:23:20.000Z","events":[{"type":"lap","date":"2023-11-14T22:13:20.000Z","duration":1,"metadata":[1]}]}"#
        #expect(throws: (any Error).self) { try Self.read(Array(line.utf8), JSONRecordingReader(), name: "bad.json") }
        do {
            _ = try Self.read(Array(line.utf8), JSONRecordingReader(), name: "bad.json")
        } catch {
            #expect("\(error)".contains("events[0].metadata"), "\(error)")
        }
    }

    @Test("Losses name the event metadata a format has no place for, and only that")
    func lossesNameWhatIsNotKept() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let lap: Metadata = [
            LapMetadataKey.averageHeartRate: .quantity(Quantity(139, .countPerMinute)), LapMetadataKey.notes: .string("windy"),
            LapMetadataKey.triggerMethod: .string("Manual"),
        ]
        let swim: Metadata = ["HKSwimmingStrokeStyle": .integer(2), LapMetadataKey.averageHeartRate: .quantity(Quantity(120, .countPerMinute))]
        let recording = WorkoutRecording(workout: Workout(
            activityType: .running, start: start, end: start.addingTimeInterval(600), source: Source(name: "Test"),
            events: [WorkoutEvent(type: .lap, date: start, duration: 300, metadata: lap),
                     WorkoutEvent(type: .lap, date: start.addingTimeInterval(300), duration: 300, metadata: swim)]))
        #expect(LossReport.losses(writing: recording, as: FITRecordingWriter().capabilities)
                == ["2 events' metadata (HKSwimmingStrokeStyle, WKNotes)"])
        #expect(LossReport.losses(writing: recording, as: TCXRecordingWriter().capabilities)
                == ["1 event's metadata (HKSwimmingStrokeStyle)"])
        #expect(LossReport.losses(writing: recording, as: JSONRecordingWriter().capabilities).isEmpty)
        #expect(LossReport.losses(writing: recording, as: AppleHealthWriter().capabilities).isEmpty)
        #expect(LossReport.losses(writing: recording, as: GPXRecordingWriter().capabilities).contains("2 laps"))
    }

    @Test("FIT's and TCX's trigger and intensity names map where they correspond, FIT's own kept where not")
    func oneVocabularyForTriggerAndIntensity() {
        #expect(["manual", "distance", "time", "position_lap", "position_start", "session_end"].map(LapMetadataKey.triggerMethod(fitName:))
                == ["Manual", "Distance", "Time", "Location", "position_start", "session_end"])
        #expect(["Manual", "Distance", "Time", "Location", "HeartRate", "position_start"].map(LapMetadataKey.fitTrigger)
                == ["manual", "distance", "time", "position_lap", nil, "position_start"])
        #expect(["position_start", "session_end", "HeartRate", "Lap"].map(LapMetadataKey.tcxTriggerMethod)
                == ["Location", "Manual", "HeartRate", "Manual"])
        #expect(["active", "rest", "warmup"].map(LapMetadataKey.intensity(fitName:)) == ["Active", "Resting", "warmup"])
        #expect(["Active", "Resting", "cooldown"].map(LapMetadataKey.fitIntensity) == ["active", "rest", "cooldown"])
    }
}
