import Foundation
import Testing
import WorkoutModel
@testable import WorkoutFormats

/// The records outside workouts as lines of workoutkit's JSON (issue #11 item 5).
@Suite("Workout JSON, records outside workouts")
struct JSONHealthRecordTests {
    static let start = Date(timeIntervalSince1970: 1_714_548_600)
    static let source = Source(name: "Health Mate", bundleIdentifier: "com.withings.wiScaleNG")
    static let watch = Device(name: "Apple Watch", manufacturer: "Apple Inc.", model: "Watch", hardwareVersion: "Watch6,2",
                              softwareVersion: "7.2", creationDate: start - 86400)

    static func uuid(_ last: Int) -> UUID { UUID(uuidString: String(format: "6F1C0000-0000-4000-8000-%012d", last))! }

    /// One record of each kind, with what each can hold: an unlisted type in a unit the model
    /// does not know, named and unnamed category values, a correlation's own source and metadata.
    static let records: [WorkoutJSON.HealthRecord] = [
        .sample(QuantitySample(
            uuid: uuid(1), type: QuantityType(recordIdentifier: "HKQuantityTypeIdentifierEnvironmentalAudioExposure",
                                              unit: QuantityUnit(symbol: "dBASPL")),
            quantity: Quantity(71.5, QuantityUnit(symbol: "dBASPL")), start: start, end: start + 1800, source: source,
            device: watch, metadata: ["HKWasUserEntered": .integer(0)], creationDate: start + 1860, sourceVersion: "7.2")),
        .categorySample(CategorySample(
            uuid: uuid(2), type: CategoryType(identifier: "HKCategoryTypeIdentifierSleepAnalysis", valueSet: .sleepAnalysis),
            value: 4, start: start, end: start + 600, source: source, device: watch, creationDate: start + 3600)),
        .categorySample(CategorySample(
            uuid: uuid(3), type: CategoryType(identifier: "HKCategoryTypeIdentifierSomethingNew"), value: 7,
            start: start, end: start, metadata: ["note": .string("a \"quoted\" word")])),
        .correlation(Correlation(
            uuid: uuid(4), type: "HKCorrelationTypeIdentifierBloodPressure", start: start, end: start,
            objects: [
                QuantitySample(uuid: uuid(5), type: QuantityType(recordIdentifier: "HKQuantityTypeIdentifierBloodPressureSystolic",
                                                                 unit: QuantityUnit(symbol: "mmHg")),
                               quantity: Quantity(121, QuantityUnit(symbol: "mmHg")), start: start, end: start, source: source,
                               creationDate: start + 60),
                QuantitySample(uuid: uuid(6), type: QuantityType(recordIdentifier: "HKQuantityTypeIdentifierBloodPressureDiastolic",
                                                                 unit: QuantityUnit(symbol: "mmHg")),
                               quantity: Quantity(79, QuantityUnit(symbol: "mmHg")), start: start, end: start, source: source),
            ],
            source: source, metadata: ["Withings User Identifier": .integer(12345)], sourceVersion: "6040100")),
        .activitySummary(ActivitySummary(
            uuid: uuid(7), dateComponents: DateComponents(year: 2024, month: 5, day: 1),
            activeEnergyBurned: Quantity(590.252, .kilocalorie), activeEnergyBurnedGoal: Quantity(630, .kilocalorie),
            appleExerciseTime: Quantity(68, .minute), appleExerciseTimeGoal: Quantity(30, .minute),
            appleStandHours: Quantity(13, .count), appleStandHoursGoal: Quantity(12, .count))),
    ]

    static func lines(_ records: [WorkoutJSON.HealthRecord]) -> [UInt8] {
        records.flatMap { WorkoutJSON.encode($0) + [0x0A] }
    }

    /// Every item `readItems` hands out for `bytes`, with the context's warnings.
    static func items(_ bytes: [UInt8], name: String = "records.json") throws -> (items: [ReadItem], warnings: [String]) {
        let context = ReadContext(name: name)
        var items: [ReadItem] = []
        try JSONRecordingReader().readItems(from: DataByteSource(bytes), context: context) { items.append($0) }
        return (items, context.warnings)
    }

    /// The records of read items, in order.
    static func records(of items: [ReadItem]) -> [WorkoutJSON.HealthRecord] {
        items.flatMap { item -> [WorkoutJSON.HealthRecord] in
            switch item {
            case .samples(let batch): return batch.map { .sample($0) }
            case .categorySamples(let batch): return batch.map { .categorySample($0) }
            case .correlations(let batch): return batch.map { .correlation($0) }
            case .activitySummaries(let batch): return batch.map { .activitySummary($0) }
            case .recording, .course: return []
            }
        }
    }

    @Test("Each kind is written with the contract's keys, in order")
    func encodesTheKeys() {
        let text = String(decoding: Self.lines(Self.records), as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(text[0] == #"{"kind":"sample","uuid":"6F1C0000-0000-4000-8000-000000000001","type":"HKQuantityTypeIdentifierEnvironmentalAudioExposure","start":"2024-05-01T07:30:00.000Z","end":"2024-05-01T08:00:00.000Z","value":71.5,"unit":"dBASPL","source":{"name":"Health Mate","bundleIdentifier":"com.withings.wiScaleNG"},"device":{"name":"Apple Watch","manufacturer":"Apple Inc.","model":"Watch","hardwareVersion":"Watch6,2","softwareVersion":"7.2","serialNumber":null,"creationDate":"2024-04-30T07:30:00.000Z"},"metadata":{"HKWasUserEntered":0},"creationDate":"2024-05-01T08:01:00.000Z","sourceVersion":"7.2"}"#)
        #expect(text[1] == #"{"kind":"categorySample","uuid":"6F1C0000-0000-4000-8000-000000000002","type":"HKCategoryTypeIdentifierSleepAnalysis","value":4,"valueName":"HKCategoryValueSleepAnalysisAsleepDeep","start":"2024-05-01T07:30:00.000Z","end":"2024-05-01T07:40:00.000Z","source":{"name":"Health Mate","bundleIdentifier":"com.withings.wiScaleNG"},"device":{"name":"Apple Watch","manufacturer":"Apple Inc.","model":"Watch","hardwareVersion":"Watch6,2","softwareVersion":"7.2","serialNumber":null,"creationDate":"2024-04-30T07:30:00.000Z"},"metadata":{},"creationDate":"2024-05-01T08:30:00.000Z","sourceVersion":null}"#)
        #expect(text[2].contains(#""value":7,"valueName":null,"#) && text[2].contains(#""source":null,"device":null,"#))
        #expect(text[3].hasPrefix(#"{"kind":"correlation","uuid":"6F1C0000-0000-4000-8000-000000000004","type":"HKCorrelationTypeIdentifierBloodPressure","start":"#))
        #expect(text[3].contains(#""metadata":{"Withings User Identifier":12345},"creationDate":null,"sourceVersion":"6040100","objects":[{"uuid":"6F1C0000-0000-4000-8000-000000000005","type":"HKQuantityTypeIdentifierBloodPressureSystolic","#))
        #expect(text[3].contains(#""metadata":{},"creationDate":"2024-05-01T07:31:00.000Z","sourceVersion":null},{"uuid":"6F1C0000-0000-4000-8000-000000000006""#))
        #expect(text[4] == #"{"kind":"activitySummary","uuid":"6F1C0000-0000-4000-8000-000000000007","dateComponents":"2024-05-01","activeEnergyBurned":{"value":590.252,"unit":"kcal"},"activeEnergyBurnedGoal":{"value":630.0,"unit":"kcal"},"appleMoveTime":null,"appleMoveTimeGoal":null,"appleExerciseTime":{"value":68.0,"unit":"min"},"appleExerciseTimeGoal":{"value":30.0,"unit":"min"},"appleStandHours":{"value":13.0,"unit":"count"},"appleStandHoursGoal":{"value":12.0,"unit":"count"}}"#)
    }

    @Test("Reading the lines gives every record back, equal field by field, value sets included")
    func readsEveryRecordBack() throws {
        let (items, warnings) = try Self.items(Self.lines(Self.records))
        let read = Self.records(of: items)
        #expect(read == Self.records)
        #expect(warnings.isEmpty)
        guard case .categorySample(let sleep) = read[1], case .categorySample(let unnamed) = read[2] else {
            Issue.record("expected category samples, read \(read)")
            return
        }
        #expect(sleep.categoryType.valueSet == .sleepAnalysis)
        #expect(unnamed.categoryType.valueSet == nil)
        // Encoding what was read gives the same bytes.
        #expect(Self.lines(read) == Self.lines(Self.records))
    }

    @Test("Records and workouts keep the order of their lines; records of one kind come in one batch")
    func itemsKeepLineOrder() throws {
        let workout = WorkoutJSON.encode(JSONFormatTests.recording()) + [0x0A]
        let bytes = Self.lines([Self.records[1], Self.records[2]]) + workout + Self.lines([Self.records[0], Self.records[4]])
        let (items, _) = try Self.items(bytes)
        let kinds = items.map { item -> String in
            switch item {
            case .recording: return "workout"
            case .samples(let batch): return "samples \(batch.count)"
            case .categorySamples(let batch): return "categorySamples \(batch.count)"
            case .correlations(let batch): return "correlations \(batch.count)"
            case .activitySummaries(let batch): return "activitySummaries \(batch.count)"
            case .course: return "course"
            }
        }
        #expect(kinds == ["categorySamples 2", "workout", "samples 1", "activitySummaries 1"])
    }

    @Test("Reading workouts only counts the records it leaves out in a warning")
    func plainReadNamesTheRecordsLeftOut() throws {
        let bytes = WorkoutJSON.encode(JSONFormatTests.recording()) + [0x0A] + Self.lines(Self.records)
        let context = ReadContext(name: "mixed.json")
        let recordings = try JSONRecordingReader().readAll(from: DataByteSource(bytes), context: context)
        #expect(recordings == [JSONFormatTests.recording()])
        #expect(context.warnings == ["5 records outside workouts were not read here (import reads them)"])
    }

    @Test("A file of records only is recognised as workoutkit's JSON; an object of another kind is not")
    func recognisesRecordsOnly() {
        for record in Self.records {
            #expect(JSONRecordingReader().recognizes(prefix: WorkoutJSON.encode(record)))
        }
        #expect(!JSONRecordingReader().recognizes(prefix: Array(#"{"kind":"route","uuid":null}"#.utf8)))
    }

    @Test("A bad record is an error naming the file, the line and the key")
    func badRecordsAreExplained() {
        let good = String(decoding: Self.lines([Self.records[0]]), as: UTF8.self)
        let cases: [(String, String)] = [
            (#"{"kind":"categorySample","type":"HKCategoryTypeIdentifierSleepAnalysis","value":4,"valueName":"HKCategoryValueSleepAnalysisInBed","start":"2024-05-01T07:30:00Z","end":"2024-05-01T07:40:00Z"}"#,
             "valueName 'HKCategoryValueSleepAnalysisInBed' is not the name of value 4"),
            (#"{"kind":"categorySample","type":"HKCategoryTypeIdentifierSleepAnalysis","value":1.5,"start":"2024-05-01T07:30:00Z","end":"2024-05-01T07:40:00Z"}"#,
             "value must be a whole number"),
            (#"{"kind":"sample","type":"HKQuantityTypeIdentifierHeartRate","value":60,"unit":"kcal","start":"2024-05-01T07:30:00Z","end":"2024-05-01T07:30:00Z"}"#,
             "unit 'kcal' does not measure HeartRate (count/min)"),
            (#"{"kind":"correlation","type":"HKCorrelationTypeIdentifierBloodPressure","start":"2024-05-01T07:30:00Z","end":"2024-05-01T07:30:00Z","objects":[{"type":"HKQuantityTypeIdentifierBloodPressureSystolic","value":120,"start":"2024-05-01T07:30:00Z","end":"2024-05-01T07:30:00Z"}]}"#,
             "objects[0].unit is missing"),
            (#"{"kind":"activitySummary","dateComponents":"2024-5-1"}"#, "dateComponents '2024-5-1' is not a day written YYYY-MM-DD"),
            (#"{"kind":"sample","type":"HKQuantityTypeIdentifierHeartRate","value":60,"unit":"count/min","start":"2024-05-01T07:30:00Z","end":"2024-05-01T07:29:00Z"}"#,
             "end is before start"),
        ]
        for (line, reason) in cases {
            #expect(throws: FormatError.malformed(file: "bad.json", at: .line(2), reason: reason), "\(line)") {
                _ = try Self.items(Array((good + line + "\n").utf8), name: "bad.json")
            }
        }
    }
}
