import Foundation
import Testing
import WorkoutModel
@testable import WorkoutFormats

@Suite("Workout JSON")
struct JSONFormatTests {
    static let start = Date(timeIntervalSince1970: 1_714_548_600)

    static func recording() -> WorkoutRecording {
        let workout = Workout(
            uuid: UUID(uuidString: "6F1C0000-0000-4000-8000-000000000001")!, activityType: .running,
            start: start, end: start + 1872, duration: 1872, totalEnergyBurned: Quantity(412, .kilocalorie),
            totalDistance: Quantity(5012.4, .meter), source: Source(name: "Garmin Connect"),
            device: Device(name: "Forerunner 945", manufacturer: "Garmin", model: "fr945", softwareVersion: "12.10",
                           serialNumber: "3952"),
            syncIdentifier: "sync-1", syncVersion: 1,
            metadata: ["HKIndoorWorkout": .bool(false), "HKTimeZone": .string("Europe/Berlin"), "laps": .integer(2),
                       "HKElevationAscended": .quantity(Quantity(12.5, .meter)), "ratio": .double(5)],
            events: [WorkoutEvent(type: .pause, date: start + 600), WorkoutEvent(type: .lap, date: start, duration: 312.5)])
        let samples = [
            QuantitySample(uuid: UUID(uuidString: "6F1C0000-0000-4000-8000-000000000002")!, type: .activeEnergyBurned,
                           quantity: Quantity(15.5, .kilocalorie), start: start, end: start + 312.5),
            QuantitySample(uuid: UUID(uuidString: "6F1C0000-0000-4000-8000-000000000003")!, type: .heartRate,
                           quantity: Quantity(142, .countPerMinute), start: start + 1, end: start + 1),
        ]
        let route = WorkoutRoute(
            uuid: UUID(uuidString: "6F1C0000-0000-4000-8000-000000000004")!, syncIdentifier: "route-1", syncVersion: 1,
            locations: [Location(timestamp: start, latitude: 52.5, longitude: 13.4, altitude: 34.2, speed: 3.1)])
        return WorkoutRecording(workout: workout, samples: samples, routes: [route])
    }

    @Test("The encoder writes exactly the contract's keys, order, nulls and number forms")
    func encodesTheContract() {
        let text = String(decoding: WorkoutJSON.encode(Self.recording()), as: UTF8.self)
        let expected = #"{"uuid":"6F1C0000-0000-4000-8000-000000000001","activityType":"running","start":"2024-05-01T07:30:00.000Z","end":"2024-05-01T08:01:12.000Z","duration":1872.0,"totalEnergyBurned":{"value":412.0,"unit":"kcal"},"totalDistance":{"value":5012.4,"unit":"m"},"source":{"name":"Garmin Connect","bundleIdentifier":null},"device":{"name":"Forerunner 945","manufacturer":"Garmin","model":"fr945","hardwareVersion":null,"softwareVersion":"12.10","serialNumber":"3952","creationDate":null},"syncIdentifier":"sync-1","syncVersion":1,"metadata":{"HKElevationAscended":{"value":12.5,"unit":"m"},"HKIndoorWorkout":false,"HKTimeZone":"Europe/Berlin","laps":2,"ratio":5.0},"events":[{"type":"pause","date":"2024-05-01T07:40:00.000Z","duration":0.0},{"type":"lap","date":"2024-05-01T07:30:00.000Z","duration":312.5}],"activities":[],"samples":[{"uuid":"6F1C0000-0000-4000-8000-000000000002","type":"HKQuantityTypeIdentifierActiveEnergyBurned","start":"2024-05-01T07:30:00.000Z","end":"2024-05-01T07:35:12.500Z","value":15.5,"unit":"kcal"},{"uuid":"6F1C0000-0000-4000-8000-000000000003","type":"HKQuantityTypeIdentifierHeartRate","start":"2024-05-01T07:30:01.000Z","end":"2024-05-01T07:30:01.000Z","value":142.0,"unit":"count/min"}],"routes":[{"uuid":"6F1C0000-0000-4000-8000-000000000004","syncIdentifier":"route-1","syncVersion":1,"locations":[{"time":"2024-05-01T07:30:00.000Z","latitude":52.5,"longitude":13.4,"altitude":34.2,"horizontalAccuracy":null,"verticalAccuracy":null,"speed":3.1,"course":null}]}],"waypoints":[]}"#
        #expect(text == expected)
    }

    @Test("Decoding what was encoded gives the same recording, and encoding it again the same bytes")
    func roundTripIsExact() throws {
        let original = Self.recording()
        let bytes = WorkoutJSON.encode(original)
        let decoded = try WorkoutJSON.decode(try bytes.withUnsafeBufferPointer { try JSONParser.parse($0) })
        #expect(decoded == original)
        #expect(WorkoutJSON.encode(decoded) == bytes)
    }

    @Test("The reader reads JSON Lines, skipping blank lines and a byte-order mark")
    func readsJSONLines() throws {
        let line = WorkoutJSON.encode(Self.recording())
        let input = [0xEF, 0xBB, 0xBF] + line + Array("\n\n  \r\n".utf8) + line + [0x0A]
        let recordings = try JSONRecordingReader().readAll(from: DataByteSource(input), context: ReadContext(name: "two.json"))
        #expect(recordings.count == 2)
        #expect(recordings.allSatisfy { $0 == Self.recording() })
    }

    @Test("A malformed line is an error naming the file, the line and the column")
    func malformedLineNamesThePlace() {
        let good = String(decoding: WorkoutJSON.encode(Self.recording()), as: UTF8.self)
        let input = good + "\n" + #"{"activityType":"running","start":"2024-05-01T07:30:00Z",}"# + "\n"
        #expect(throws: FormatError.malformed(file: "bad.json", at: .line(2, column: 58), reason: "expected a member name in quotes")) {
            _ = try JSONRecordingReader().readAll(from: DataByteSource(Array(input.utf8)), context: ReadContext(name: "bad.json"))
        }
    }

    @Test("Contract violations are errors that say which key is wrong")
    func invalidWorkoutsAreExplained() {
        let cases: [(String, String)] = [
            (#"{"activityType":"flying","start":"2024-05-01T07:30:00Z","end":"2024-05-01T08:00:00Z"}"#, "activityType 'flying'"),
            (#"{"activityType":"running","end":"2024-05-01T08:00:00Z"}"#, "start is missing"),
            (#"{"activityType":"running","start":"2024-05-01T09:30:00Z","end":"2024-05-01T08:00:00Z"}"#, "'end' is before 'start'"),
            (#"{"activityType":"running","start":"2024-05-01T07:30:00Z","end":"2024-05-01T08:00:00Z","samples":[{"type":"HKQuantityTypeIdentifierHeartRate","start":"2024-05-01T07:30:00Z","end":"2024-05-01T07:30:00Z","value":1,"unit":"kcal"}]}"#, "does not measure HeartRate"),
            (#"{"activityType":"running","start":"2024-05-01T07:30:00Z","end":"2024-05-01T08:00:00Z","totalDistance":{"value":5,"unit":"parsecs"}}"#, "unknown unit 'parsecs'"),
            (#"{"activityType":"running","start":"2024-05-01T07:30:00Z","end":"2024-05-01T08:00:00Z","routes":[{"locations":[{"time":"2024-05-01T07:30:00Z","latitude":91,"longitude":0}]}]}"#, "out of range"),
            (#"{"activityType":"running","start":"2024-05-01T07:30:00Z","end":"2024-05-01T08:00:00Z","uuid":"nope"}"#, "'nope' is not a UUID"),
        ]
        for (line, fragment) in cases {
            do {
                _ = try JSONRecordingReader().readAll(from: DataByteSource(Array(line.utf8)), context: ReadContext(name: "w.json"))
                Issue.record("accepted: \(line)")
            } catch {
                let message = String(describing: error)
                #expect(message.hasPrefix("w.json: line 1: "), "\(message)")
                #expect(message.contains(fragment), "\(message)")
            }
        }
    }

    @Test("The parser refuses deep nesting, bad escapes and trailing text")
    func parserIsStrict() throws {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        for text in [deep, #""\x""#, "1 2", "01", "-", "[1,]", #"{"a" 1}"#, "\"\u{1}\"", "1e999", #""\uD800""#] {
            #expect(throws: JSONSyntaxError.self, "\(text)") { try JSONParser.parse(text) }
        }
        #expect(try JSONParser.parse(#"{"a":[1,2.5,-3e2,true,null,"\u00e9\n"]}"#)
                == .object([("a", .array([.integer(1), .double(2.5), .double(-300), .bool(true), .null, .string("é\n")]))]))
    }

    @Test("Content sniffing recognises workout JSON and nothing else")
    func sniffsWorkoutJSON() {
        let reader = JSONRecordingReader()
        #expect(reader.recognizes(prefix: Array(WorkoutJSON.encode(Self.recording()).prefix(4096))))
        #expect(!reader.recognizes(prefix: Array("<gpx version=\"1.1\">".utf8)))
        #expect(!reader.recognizes(prefix: Array(#"{"type":"FeatureCollection"}"#.utf8)))
        #expect(FormatRegistry.standard.detectReader(prefix: [], fileName: "x.jsonl")?.format.name == "json")
    }
}

@Suite("Loss reports")
struct LossReportTests {
    @Test("JSON loses only sample and route metadata, and says so")
    func jsonLosesOnlyMetadata() {
        var recording = JSONFormatTests.recording()
        #expect(LossReport.losses(writing: recording, as: JSONRecordingWriter().capabilities).isEmpty)
        recording.workout.events[1].metadata["intensity"] = .string("active")
        recording.samples[0].metadata["lap"] = .integer(1)
        #expect(LossReport.losses(writing: recording, as: JSONRecordingWriter().capabilities)
                == ["the metadata of 1 sample or route"])
    }

    @Test("A narrow format's losses are counted and joined into one sentence")
    func countsAndJoinsLosses() {
        let narrow = FormatCapabilities(
            multipleWorkouts: true, eventTypes: [.pause, .resume], eventMetadata: false, activities: false,
            totals: false, device: false, routes: true, locationFields: [.altitude], sampleTypes: [.heartRate],
            sampleMetadata: true, metadataKeys: [])
        let losses = LossReport.losses(writing: JSONFormatTests.recording(), as: narrow)
        #expect(losses == ["1 lap", "the total energy burned", "the total distance", "the device",
                           "the speed of 1 point", "1 ActiveEnergyBurned sample",
                           "metadata HKElevationAscended, HKIndoorWorkout, HKTimeZone, laps, ratio"])
        #expect(LossReport.sentence(["12 laps", "2 developer fields"]) == "12 laps and 2 developer fields")
        #expect(LossReport.sentence(["a", "b", "c"]) == "a, b and c")
    }
}

@Suite("Workout JSON, lenient reading")
struct JSONLenientTests {
    @Test("Lenient reading keeps the workouts before a bad line and warns where it stopped")
    func lenientKeepsWhatCameBefore() throws {
        let good = String(decoding: WorkoutJSON.encode(JSONFormatTests.recording()), as: UTF8.self)
        let input = good + "\n" + good + "\n{broken\n" + good + "\n"
        let context = ReadContext(name: "part.json", options: ReadOptions(lenient: true))
        let recordings = try JSONRecordingReader().readAll(from: DataByteSource(Array(input.utf8)), context: context)
        #expect(recordings.count == 2)
        #expect(context.warnings.count == 1)
        #expect(context.warnings.first?.hasPrefix("part.json: line 3, column 2: ") == true)
        #expect(throws: FormatError.self) {
            _ = try JSONRecordingReader().readAll(from: DataByteSource(Array(input.utf8)), context: ReadContext(name: "part.json"))
        }
    }
}
