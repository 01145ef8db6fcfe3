import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("Exporter")
struct ExporterTests {
    static func store(_ dir: TemporaryDirectory) throws -> WorkoutStore {
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        try Fixtures.importing([Fixtures.morningRun, Fixtures.afternoonRide], into: store)
        return store
    }

    static func writer(_ format: String, layout: TableLayout? = nil) throws -> any RecordingWriter {
        try FormatRegistry.standard.outputWriter(format: format, output: nil, option: "--format", layout: layout)
    }

    @Test("JSON to the standard-output sink equals the two sample files; a filter selects one")
    func standardOutput() throws {
        let dir = try TemporaryDirectory()
        let store = try Self.store(dir)
        let sink = DataByteSink()
        let outcome = try Exporter(store: store, options: ExportOptions(writer: try Self.writer("json"))).export(to: .standardOutput(sink))
        #expect(outcome.workouts == 2)
        let originals = try [Fixtures.morningRun, Fixtures.afternoonRide].map { try [UInt8](Data(contentsOf: URL(fileURLWithPath: $0))) }
        #expect(sink.bytes == originals[0] + originals[1])

        let cycling = DataByteSink()
        try Exporter(store: store, options: ExportOptions(writer: try Self.writer("json"), activityType: .cycling))
            .export(to: .standardOutput(cycling))
        #expect(cycling.bytes == originals[1])
    }

    @Test("An export whose output file is the store is refused, and the store stays as it was")
    func outputThatIsTheStoreIsRefused() throws {
        let dir = try TemporaryDirectory()
        let store = try Self.store(dir)
        #expect(throws: PipelineError.outputIsTheStore(dir.path("s.sqlite"))) {
            try Exporter(store: store, options: ExportOptions(writer: try Self.writer("gpx"))).export(to: .file(dir.path("s.sqlite")))
        }
        #expect(try Fixtures.summaries(try WorkoutStore(path: dir.path("s.sqlite"))).count == 2)
    }

    @Test("A directory target gets one file per workout; a one-workout format refuses two into one file")
    func directoryAndFileTargets() throws {
        let dir = try TemporaryDirectory()
        let store = try Self.store(dir)
        try Exporter(store: store, options: ExportOptions(writer: try Self.writer("fit"))).export(to: .directory(dir.path("out")))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path("out")).sorted()
        #expect(names.count == 2)
        #expect(names[0].hasPrefix("2024-05-01T0730-running-") && names[0].hasSuffix(".fit"))
        #expect(throws: PipelineError.oneWorkoutPerFile(format: "fit", count: 2)) {
            try Exporter(store: store, options: ExportOptions(writer: try Self.writer("fit"))).export(to: .file(dir.path("both.fit")))
        }
        #expect(!FileManager.default.fileExists(atPath: dir.path("both.fit")))
    }

    @Test("Strict refuses with the loss list and writes nothing; otherwise the losses are reported per workout")
    func strict() throws {
        let dir = try TemporaryDirectory()
        let store = try Self.store(dir)
        #expect(throws: FormatError.self) {
            try Exporter(store: store, options: ExportOptions(writer: try Self.writer("gpx"), strict: true)).export(to: .file(dir.path("x.gpx")))
        }
        #expect(!FileManager.default.fileExists(atPath: dir.path("x.gpx")))
        var events: [OutputEvent] = []
        let outcome = try Exporter(store: store, options: ExportOptions(writer: try Self.writer("gpx")))
            .export(to: .file(dir.path("x.gpx"))) { events.append($0) }
        #expect(outcome.losses.count == 2)
        #expect(events.count == 2)
        #expect(outcome.losses.allSatisfy { $0.output == dir.path("x.gpx") && $0.format == "gpx" && !$0.losses.isEmpty })
    }

    @Test("No matching workout is an error; the CSV layouts are chosen")
    func noMatchAndLayouts() throws {
        let dir = try TemporaryDirectory()
        let store = try Self.store(dir)
        #expect(throws: PipelineError.noMatchingWorkout) {
            try Exporter(store: store, options: ExportOptions(writer: try Self.writer("json"), activityType: .swimming))
                .export(to: .standardOutput(DataByteSink()))
        }
        let sink = DataByteSink()
        try Exporter(store: store, options: ExportOptions(writer: try Self.writer("csv", layout: .workouts))).export(to: .standardOutput(sink))
        #expect(sink.string.hasPrefix("uuid,activity_type,start,end,duration_s,distance_m,energy_kcal,source,device\r\n"))
        #expect(sink.string.components(separatedBy: "\r\n").count == 4)
    }

    @Test("An Apple Health export into a directory is one export.zip, which imports to the same workouts")
    func appleHealthWholeExport() throws {
        let dir = try TemporaryDirectory()
        let store = try Self.store(dir)
        let outcome = try Exporter(store: store, options: ExportOptions(writer: try Self.writer("applehealth")))
            .export(to: .directory(dir.path("out")))
        #expect(outcome.standaloneSamples)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("out")) == ["export.zip"])
        let back = try Fixtures.importing([dir.path("out/export.zip")], into: nil)
        #expect(back.outcomes.map(\.status) == [.found, .found])
        let one = try Exporter(store: store, options: ExportOptions(writer: try Self.writer("applehealth"), activityType: .running))
            .export(to: .file(dir.path("one.zip")))
        #expect(!one.standaloneSamples)
    }

    @Test("A route version is exported instead of the current route")
    func routeVersion() throws {
        let dir = try TemporaryDirectory()
        let store = try Self.store(dir)
        let running = try #require(try store.workouts(WorkoutQuery(activityType: .running)).first).workout.uuid
        let editor = RouteEditor(store: store)
        try editor.save(try editor.simplify(workout: running.uuidString, tolerance: 50))
        func exported(_ version: Int?) throws -> WorkoutRecording {
            let sink = DataByteSink()
            try Exporter(store: store, options: ExportOptions(writer: try Self.writer("json"), workoutIDs: [running.uuidString],
                                                              routeVersion: version)).export(to: .standardOutput(sink))
            let context = ReadContext(name: "export")
            let reader = try #require(FormatRegistry.standard.reader(named: "json"))
            return try #require(try reader.readAll(from: DataByteSource(sink.bytes), context: context).first)
        }
        let original = try exported(1).routes.first?.locations.count ?? 0
        let simplified = try exported(nil).routes.first?.locations.count ?? 0
        #expect(original > simplified)
        #expect(simplified > 1)
    }

    // Moved from the CLI tests (ImportExportTests.jsonRoundTripIsByteStable).
    @Test("Export, import into a new store and export again is byte-for-byte stable, and equals the sample files")
    func jsonRoundTripIsByteStable() throws {
        let dir = try TemporaryDirectory()
        let a = try WorkoutStore(path: dir.path("a.sqlite"))
        #expect(try Fixtures.importing([Fixtures.morningRun, Fixtures.afternoonRide], into: a).counts.failed == 0)
        let first = DataByteSink()
        let exported = try Exporter(store: a, options: ExportOptions(writer: try Self.writer("json"))).export(to: .standardOutput(first))
        #expect(exported.workouts == 2)
        try Data(first.bytes).write(to: dir.url.appendingPathComponent("export.json"))
        let b = try WorkoutStore(path: dir.path("b.sqlite"))
        #expect(try Fixtures.importing([dir.path("export.json")], into: b).counts.failed == 0)
        let second = DataByteSink()
        let again = try Exporter(store: b, options: ExportOptions(writer: try Self.writer("json"))).export(to: .standardOutput(second))
        #expect(again.workouts == 2)
        #expect(first.bytes == second.bytes)
        let originals = try [Fixtures.morningRun, Fixtures.afternoonRide].map(Fixtures.bytes)
        #expect(first.bytes == originals[0] + originals[1])
    }

    // Moved from the CLI tests (ImportExportTests.exportToDirectory).
    @Test("A directory target gets one readable file name per workout; the type and date filters select")
    func directoryNamesAndFilters() throws {
        let dir = try TemporaryDirectory()
        let store = try Self.store(dir)
        let outcome = try Exporter(store: store, options: ExportOptions(writer: try Self.writer("json"))).export(to: .directory(dir.path("out")))
        #expect(outcome.workouts == 2)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path("out")).sorted()
        #expect(names.count == 2)
        #expect(names[0].hasPrefix("2024-05-01T0730-running-") && names[0].hasSuffix(".json"))
        #expect(names[1].hasPrefix("2024-05-04T1600-cycling-"))
        let reader = try #require(FormatRegistry.standard.reader(named: "json"))
        func exported(_ options: ExportOptions) throws -> [WorkoutRecording] {
            let sink = DataByteSink()
            try Exporter(store: store, options: options).export(to: .standardOutput(sink))
            return try reader.readAll(from: DataByteSource(sink.bytes), context: ReadContext(name: "export"))
        }
        let filtered = try exported(ExportOptions(writer: try Self.writer("json"), activityType: .cycling))
        #expect(filtered.map(\.workout.activityType) == [.cycling])
        let since = try exported(ExportOptions(writer: try Self.writer("json"), since: Timestamp.date("2024-05-02")))
        #expect(since.count == 1)
    }

    // Moved from the CLI tests (RouteCommandTests.exportAnEarlierVersion).
    @Test("A route version is exported by number, to JSON and GPX; a missing version is an error naming the range")
    func routeVersionByNumber() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let uuid = try #require(try Fixtures.importing([Fixtures.morningRun], into: store).outcomes.first?.uuid).uuidString
        let editor = RouteEditor(store: store)
        #expect(try editor.save(try editor.simplify(workout: uuid, tolerance: 10)).version == 2)
        let versions = try editor.history(workout: uuid).versions
        let reader = try #require(FormatRegistry.standard.reader(named: "json"))
        for version in [1, 2] {
            let sink = DataByteSink()
            let outcome = try Exporter(store: store, options: ExportOptions(
                writer: try Self.writer("json"), workoutIDs: [uuid], routeVersion: version)).export(to: .standardOutput(sink))
            #expect(outcome.workouts == 1)
            let route = try #require(try reader.readAll(from: DataByteSource(sink.bytes), context: ReadContext(name: "export"))
                .first?.routes.first)
            #expect(route.uuid == versions[version - 1].version.uuid)
            #expect(route.locations.count == versions[version - 1].version.locationCount)
        }
        let gpx = DataByteSink()
        let outcome = try Exporter(store: store, options: ExportOptions(writer: try Self.writer("gpx"), workoutIDs: [uuid], routeVersion: 1))
            .export(to: .standardOutput(gpx))
        #expect(outcome.workouts == 1)
        #expect(gpx.string.components(separatedBy: "<trkpt").count - 1 == 1801)
        let missing = #expect(throws: (any Error).self) {
            try Exporter(store: store, options: ExportOptions(writer: try Self.writer("json"), workoutIDs: [uuid], routeVersion: 3))
                .export(to: .standardOutput(DataByteSink()))
        }
        #expect("\(missing.map { "\($0)" } ?? "")".contains("has no version 3; its versions are 1 to 2"))
    }
}
