import Foundation
import Testing
import TestSupport
import WorkoutKit

/// Apple Health export → store → JSON → new store gives the same store, record by record
/// (issue #11 item 5: the records outside workouts "in JSON"), and the JSON export's filters.
@Suite("Records outside workouts in JSON")
struct HealthRecordsJSONTests {
    /// What a store holds outside workouts, every field of every record.
    struct StoredRecords: Equatable {
        var samples: [QuantitySample] = []
        var categorySamples: [CategorySample] = []
        /// The value set each category sample's type names (the type's `==` compares identifiers only).
        var valueSets: [String?] = []
        var correlations: [Correlation] = []
        var summaries: [ActivitySummary] = []

        init(of store: WorkoutStore) throws {
            try store.forEachStandaloneSampleBatch { samples += $0 }
            try store.forEachCategorySampleBatch { batch in
                categorySamples += batch
                valueSets += batch.map { $0.categoryType.valueSet?.name }
            }
            try store.forEachCorrelationBatch { correlations += $0 }
            try store.forEachActivitySummaryBatch { summaries += $0 }
        }

        var count: Int { samples.count + categorySamples.count + correlations.count + summaries.count }
    }

    static func exportJSON(_ store: WorkoutStore, to path: String, options: (inout ExportOptions) -> Void = { _ in }) throws {
        var exportOptions = ExportOptions(writer: try ExporterTests.writer("json"))
        options(&exportOptions)
        try Exporter(store: store, options: exportOptions).export(to: .file(path))
    }

    /// Imports `export` into a store, exports it as JSON, imports that JSON into a new store
    /// and compares both stores' records field by field; then imports the JSON again.
    @discardableResult
    static func checkJSONRoundTrip(of export: String, in dir: TemporaryDirectory) throws -> StoredRecords {
        let first = try WorkoutStore(path: dir.path("first.sqlite"))
        let imported = try Fixtures.importing([export], into: first)
        #expect(imported.counts.failed == 0, "\(Fixtures.failures(imported))")
        let original = try StoredRecords(of: first)
        #expect(original.count == imported.counts.recordsImported + imported.counts.recordsUnchanged)
        try exportJSON(first, to: dir.path("records.json"))

        let second = try WorkoutStore(path: dir.path("second.sqlite"))
        let fromJSON = try Fixtures.importing([dir.path("records.json")], into: second)
        #expect(fromJSON.counts.failed == 0 && fromJSON.counts.skipped == 0, "\(Fixtures.failures(fromJSON))")
        #expect(fromJSON.counts.recordsImported == original.count)
        let again = try StoredRecords(of: second)
        #expect(again.samples == original.samples)
        #expect(again.categorySamples == original.categorySamples)
        #expect(again.valueSets == original.valueSets)
        #expect(again.correlations == original.correlations)
        #expect(again.summaries == original.summaries)
        // The workouts came along too, and the second store exports the same bytes.
        #expect(try second.workouts(WorkoutQuery()).map(\.workout.uuid) == first.workouts(WorkoutQuery()).map(\.workout.uuid))
        try exportJSON(second, to: dir.path("again.json"))
        #expect(try Fixtures.bytes(dir.path("again.json")) == Fixtures.bytes(dir.path("records.json")))

        // Same UUIDs: importing the JSON again changes nothing.
        let reimported = try Fixtures.importing([dir.path("records.json")], into: second)
        #expect(reimported.counts.recordsImported == 0)
        #expect(reimported.counts.recordsUnchanged == original.count)
        #expect(reimported.outcomes.allSatisfy { $0.status == .unchanged }, "\(reimported.outcomes)")
        return original
    }

    @Test("The corpus Apple Health export gives the same store through JSON, record by record",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func corpusExportThroughJSON() throws {
        let dir = try TemporaryDirectory()
        let records = try Self.checkJSONRoundTrip(of: try Fixtures.corpus("applehealth/healthkit-to-sqlite-export.zip"), in: dir)
        #expect(records.samples.contains { $0.quantityType.identifier == "HKQuantityTypeIdentifierBodyMassIndex" })
        #expect(records.summaries.count == 2)
    }

    @Test("A generated export (category samples, correlations, unlisted types, summaries) gives the same store through JSON",
          .enabled(if: HealthRecordsRoundTripTests.pythonAvailable, "python3 is needed to run Scripts/generate-apple-health-export.py"))
    func generatedExportThroughJSON() throws {
        let dir = try TemporaryDirectory()
        let records = try Self.checkJSONRoundTrip(of: try HealthRecordsRoundTripTests.generatedExport(in: dir), in: dir)
        #expect(!records.categorySamples.isEmpty && !records.correlations.isEmpty && !records.summaries.isEmpty)
        #expect(records.valueSets.contains("HKCategoryValueSleepAnalysis"))
        #expect(records.samples.contains { $0.quantity.unit.symbol == "dBASPL" })
        // creationDate and sourceVersion are among what the stores compare equal.
        #expect(records.samples.allSatisfy { $0.creationDate != nil && $0.sourceVersion != nil })
        #expect(records.categorySamples.allSatisfy { $0.creationDate != nil && $0.sourceVersion != nil })
        #expect(records.correlations.allSatisfy { $0.creationDate != nil && $0.objects.allSatisfy { $0.creationDate != nil } })
    }

    @Test("A JSON record line without creationDate and sourceVersion (written before they were kept) reads with neither")
    func linesWithoutProvenanceRead() throws {
        let dir = try TemporaryDirectory()
        let line = #"{"kind":"sample","uuid":"7F0C2B8E-1D5A-4C1B-9E6A-3B2D1C0F9A87","type":"HKQuantityTypeIdentifierHeartRate","start":"2024-01-15T09:00:00.000Z","end":"2024-01-15T09:00:00.000Z","value":70,"unit":"count/min","source":null,"device":null,"metadata":{}}"#
        try (line + "\n").write(toFile: dir.path("old.json"), atomically: true, encoding: .utf8)
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let imported = try Fixtures.importing([dir.path("old.json")], into: store)
        #expect(imported.counts.recordsImported == 1, "\(Fixtures.failures(imported))")
        let records = try StoredRecords(of: store)
        #expect(records.samples.map(\.creationDate) == [nil] && records.samples.map(\.sourceVersion) == [nil])
        try Self.exportJSON(store, to: dir.path("new.json"))
        let written = String(decoding: try Fixtures.bytes(dir.path("new.json")), as: UTF8.self)
        #expect(written.contains(#""creationDate":null,"sourceVersion":null"#), "\(written)")
    }

    @Test("--since/--until select records by start (summaries by day) and --type leaves them out",
          .enabled(if: HealthRecordsRoundTripTests.pythonAvailable, "python3 is needed to run Scripts/generate-apple-health-export.py"))
    func filtersSelectRecords() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        try Fixtures.importing([try HealthRecordsRoundTripTests.generatedExport(in: dir)], into: store)
        let all = try StoredRecords(of: store)
        let since = try #require(Timestamp.date("2021-01-05T00:00:00.000Z"))
        let until = try #require(Timestamp.date("2021-01-08T00:00:00.000Z"))
        try Self.exportJSON(store, to: dir.path("range.json")) { $0.since = since; $0.until = until }
        let ranged = try WorkoutStore(path: dir.path("range.sqlite"))
        try Fixtures.importing([dir.path("range.json")], into: ranged)
        let kept = try StoredRecords(of: ranged)
        func inRange(_ date: Date) -> Bool { date >= since && date < until }
        #expect(kept.samples == all.samples.filter { inRange($0.startDate) })
        #expect(kept.categorySamples == all.categorySamples.filter { inRange($0.startDate) })
        #expect(kept.correlations == all.correlations.filter { inRange($0.startDate) })
        #expect(kept.summaries.map(\.day) == ["2021-01-05", "2021-01-06", "2021-01-07"].filter { day in all.summaries.contains { $0.day == day } })
        #expect(!kept.samples.isEmpty && kept.samples.count < all.samples.count)

        // An activity type selects workouts only.
        let running = try #require(try store.workouts(WorkoutQuery()).first?.workout.activityType)
        try Self.exportJSON(store, to: dir.path("typed.json")) { $0.activityType = running }
        let text = try String(contentsOfFile: dir.path("typed.json"), encoding: .utf8)
        #expect(!text.contains(#""kind":"#))
        #expect(text.contains(#""activityType":"\#(running.name)""#))
    }

    @Test("Into a directory, JSON puts the records in health-records.json beside the workouts' files",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func directoryExportHasARecordsFile() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        try Fixtures.importing([try Fixtures.corpus("applehealth/healthkit-to-sqlite-export.zip")], into: store)
        try Exporter(store: store, options: ExportOptions(writer: try ExporterTests.writer("json")))
            .export(to: .directory(dir.path("out")))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path("out")).sorted()
        #expect(names.count == 2 && names.contains("health-records.json"), "\(names)")
        let lines = try String(contentsOfFile: dir.path("out/health-records.json"), encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 4 && lines.allSatisfy { $0.hasPrefix(#"{"kind":""#) })
    }
}
