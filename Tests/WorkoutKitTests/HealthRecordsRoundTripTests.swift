import Foundation
import Testing
import TestSupport
import WorkoutKit

/// Apple Health export → store → Apple Health export keeps every `Record` (quantity, of
/// any type, and category), every `Correlation` and every `ActivitySummary` (issue #11, loss 5).
@Suite("Every Apple Health record survives the store")
struct HealthRecordsRoundTripTests {
    /// What an export holds outside workouts, as the reader gives it.
    struct Records {
        var samples: [QuantitySample] = []
        var categorySamples: [CategorySample] = []
        var correlations: [Correlation] = []
        var summaries: [ActivitySummary] = []
        var warnings: [String] = []

        /// Every record by its content-derived identity (which covers all it holds), sorted.
        var identities: [String] {
            (samples.map { "sample \($0.contentDerivedUUID)" }
                + categorySamples.map { "category \($0.contentDerivedUUID)" }
                + correlations.map { "correlation \($0.contentDerivedUUID)" }
                + summaries.map { "summary \($0.contentDerivedUUID)" }).sorted()
        }
    }

    /// Reads the records of an export (a zip, or a bare export.xml).
    static func records(of path: String) throws -> Records {
        let context = ReadContext(name: path, options: ReadOptions())
        let source: any ByteSource
        if path.hasSuffix(".zip") {
            let archive = try ZipArchive(path: path)
            let entry = try #require(AppleHealthExport().documentEntry(in: archive))
            source = try archive.open(entry)
            context.openRelatedFile = RelatedFiles.opener(in: archive, beside: entry)
        } else {
            source = try FileByteSource(path: path)
            context.openRelatedFile = RelatedFiles.opener(besideFile: path)
        }
        var records = Records()
        try AppleHealthReader().readItems(from: source, context: context) { item in
            switch item {
            case .recording: break
            case .samples(let samples): records.samples += samples
            case .categorySamples(let samples): records.categorySamples += samples
            case .correlations(let correlations): records.correlations += correlations
            case .activitySummaries(let summaries): records.summaries += summaries
            case .course: Issue.record("an Apple Health export holds no course")
            }
        }
        records.warnings = context.warnings
        return records
    }

    /// The export.xml text of an export.
    static func documentText(of path: String) throws -> String {
        guard path.hasSuffix(".zip") else { return try String(contentsOfFile: path, encoding: .utf8) }
        let archive = try ZipArchive(path: path)
        let entry = try #require(AppleHealthExport().documentEntry(in: archive))
        let source = try archive.open(entry)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func occurrences(of element: String, in text: String) -> Int {
        text.components(separatedBy: "<\(element) ").count - 1
    }

    /// Imports `path` into a new store, exports it as Apple Health, and checks the records
    /// of both exports record by record; returns the original's records.
    @discardableResult
    static func checkRoundTrip(of path: String, in dir: TemporaryDirectory) throws -> Records {
        let original = try records(of: path)
        // The reader left nothing out: every element of the document is among the records read.
        let text = try documentText(of: path)
        #expect(occurrences(of: "Record", in: text)
                == original.samples.count + original.categorySamples.count + original.correlations.reduce(0) { $0 + $1.objects.count })
        #expect(occurrences(of: "Correlation", in: text) == original.correlations.count)
        #expect(occurrences(of: "ActivitySummary", in: text) == original.summaries.count)
        // Nothing is left out.
        #expect(original.warnings.filter { $0.contains("not imported") || $0.contains("left out") }.isEmpty,
                "\(original.warnings)")

        let store = try WorkoutStore(path: dir.path("round.sqlite"))
        let imported = try Fixtures.importing([path], into: store)
        #expect(imported.counts.failed == 0 && imported.counts.skipped == 0, "\(Fixtures.failures(imported))")
        #expect(imported.counts.recordsImported == original.identities.count)
        try Exporter(store: store, options: ExportOptions(writer: try ExporterTests.writer("applehealth")))
            .export(to: .file(dir.path("again.zip")))
        let again = try records(of: dir.path("again.zip"))
        #expect(again.identities == original.identities)
        // Apart from the identities: each kind compared value by value, in order.
        #expect(again.categorySamples.map(\.value) == original.categorySamples.map(\.value))
        #expect(again.correlations.map(\.objects.count) == original.correlations.map(\.objects.count))
        #expect(again.summaries.map(\.day) == original.summaries.map(\.day))

        // The round trip imports into the same store unchanged.
        let reimported = try Fixtures.importing([dir.path("again.zip")], into: store)
        #expect(reimported.counts.recordsImported == 0)
        #expect(reimported.counts.recordsUnchanged == original.identities.count)
        return original
    }

    @Test("The corpus export (a type the model does not list, activity summaries) keeps every record through the store",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func corpusExportKeepsEveryRecord() throws {
        let dir = try TemporaryDirectory()
        let export = try #require(Corpus.url("applehealth/healthkit-to-sqlite-export.zip")).path
        let original = try Self.checkRoundTrip(of: export, in: dir)
        #expect(original.samples.map(\.quantityType.identifier).sorted()
                == ["HKQuantityTypeIdentifierBodyMassIndex", "HKQuantityTypeIdentifierHeartRate"])
        #expect(original.summaries.count == 2)
        let first = try #require(original.summaries.first)
        #expect(first.day == "2016-11-15")
        #expect(first.activeEnergyBurned == Quantity(590.252, .kilocalorie))
        #expect(first.appleExerciseTimeGoal == Quantity(30, .minute))
        #expect(first.appleStandHours == Quantity(13, .count))
    }

    @Test("A generated export with category records, correlations, unlisted types and summaries keeps every record",
          .enabled(if: HealthRecordsRoundTripTests.pythonAvailable, "python3 is needed to run Scripts/generate-apple-health-export.py"))
    func generatedExportKeepsEveryRecord() throws {
        let dir = try TemporaryDirectory()
        let export = try Self.generatedExport(in: dir)
        let original = try Self.checkRoundTrip(of: export, in: dir)
        let categories = Set(original.categorySamples.map(\.categoryType.identifier))
        #expect(categories == ["HKCategoryTypeIdentifierAppleStandHour", "HKCategoryTypeIdentifierSleepAnalysis",
                               "HKCategoryTypeIdentifierMindfulSession",
                               "HKCategoryTypeIdentifierEnvironmentalAudioExposureEvent"])
        let deep = try #require(original.categorySamples.first { $0.categoryType.identifier.hasSuffix("SleepAnalysis") && $0.value == 4 })
        #expect(deep.categoryType.valueSet == .sleepAnalysis)
        #expect(original.correlations.allSatisfy { $0.objects.count == 2 && $0.objects[0].quantity.unit.symbol == "mmHg" })
        #expect(Set(original.samples.map(\.quantityType.identifier)).isSuperset(of: [
            "HKQuantityTypeIdentifierAppleStandTime", "HKQuantityTypeIdentifierEnvironmentalAudioExposure",
            "HKQuantityTypeIdentifierBodyMassIndex"]))
    }

    @Test("The Apple Health layout written back names category values and puts correlation members inside their Correlation",
          .enabled(if: HealthRecordsRoundTripTests.pythonAvailable, "python3 is needed to run Scripts/generate-apple-health-export.py"))
    func writtenLayoutIsApples() throws {
        let dir = try TemporaryDirectory()
        let export = try Self.generatedExport(in: dir)
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        try Fixtures.importing([export], into: store)
        try Exporter(store: store, options: ExportOptions(writer: try ExporterTests.writer("applehealth")))
            .export(to: .file(dir.path("out.zip")))
        let text = try Self.documentText(of: dir.path("out.zip"))
        #expect(text.contains(#"value="HKCategoryValueSleepAnalysisAsleepDeep""#))
        #expect(text.contains(#"value="HKCategoryValueNotApplicable""#))
        #expect(text.contains(#"unit="dBASPL""#))
        let correlation = try #require(text.range(of: "<Correlation ").map { text[$0.lowerBound...] })
        let body = try #require(correlation.range(of: "</Correlation>").map { correlation[..<$0.lowerBound] })
        #expect(body.contains("HKQuantityTypeIdentifierBloodPressureSystolic") && body.contains("HKQuantityTypeIdentifierBloodPressureDiastolic"))
        #expect(text.contains(#"appleStandHoursGoal="12""#))
        // Valid XML, as libxml2 reads it.
        #expect(try Self.records(of: dir.path("out.zip")).warnings.isEmpty)
    }

    /// `Scripts/compare-apple-health-exports.py ORIGINAL COPY`: both exports parsed by Python's
    /// ElementTree, every Record, Correlation, ActivitySummary and Workout compared attribute
    /// by attribute. Exit status 0 when nothing differs but the known losses it names.
    static func compareExports(_ original: String, _ copy: String) throws -> (status: Int32, report: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [SampleFiles.repository.appendingPathComponent("Scripts/compare-apple-health-exports.py").path,
                             original, copy]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, report)
    }

    /// Imports `path` into a new store, exports it as Apple Health, and compares both
    /// documents element by element outside our reader; returns the comparison's report.
    static func checkAttributeByAttribute(_ path: String, in dir: TemporaryDirectory) throws -> String {
        let store = try WorkoutStore(path: dir.path("attributes.sqlite"))
        let imported = try Fixtures.importing([path], into: store)
        #expect(imported.counts.failed == 0 && imported.counts.skipped == 0, "\(Fixtures.failures(imported))")
        try Exporter(store: store, options: ExportOptions(writer: try ExporterTests.writer("applehealth")))
            .export(to: .file(dir.path("copy.zip")))
        let comparison = try compareExports(path, dir.path("copy.zip"))
        #expect(comparison.status == 0, "\(comparison.report)")
        // Nothing differs, not even a known loss: the script lists none.
        #expect(!comparison.report.contains("known loss") && !comparison.report.contains("differs"), "\(comparison.report)")
        // What made records differ before creationDate and sourceVersion were kept.
        #expect(!comparison.report.contains("Record creationDate") && !comparison.report.contains("Record sourceVersion"))
        #expect(!comparison.report.contains("Correlation creationDate") && !comparison.report.contains("Correlation sourceVersion"))
        let written = try documentText(of: dir.path("copy.zip"))
        #expect(written.contains(" creationDate=\"") && written.contains(" sourceVersion=\""))
        return comparison.report
    }

    @Test("The corpus exports, through the store and back to Apple Health, differ in no record, correlation or summary attribute",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing),
          .enabled(if: HealthRecordsRoundTripTests.pythonAvailable, "python3 is needed to run Scripts/compare-apple-health-exports.py"))
    func corpusExportsMatchAttributeByAttribute() throws {
        for name in ["applehealth/healthkit-to-sqlite-export.zip", "applehealth/healthkit-to-sqlite-inline-locations.xml"] {
            let dir = try TemporaryDirectory()
            let report = try Self.checkAttributeByAttribute(try #require(Corpus.url(name)).path, in: dir)
            #expect(report.contains("compared: 2 ActivitySummary, 2 Record, 1 Workout"), "\(report)")
        }
    }

    @Test("A generated export, through the store and back to Apple Health, differs only in the known losses",
          .enabled(if: HealthRecordsRoundTripTests.pythonAvailable, "python3 is needed to run the generator and the comparison"))
    func generatedExportMatchesAttributeByAttribute() throws {
        let dir = try TemporaryDirectory()
        let export = try Self.generatedExport(in: dir)
        let report = try Self.checkAttributeByAttribute(export, in: dir)
        #expect(report.contains("Correlation") && report.contains("ActivitySummary"), "\(report)")
        // The HRV records' beats are written back, every list of them.
        let original = try Self.documentText(of: export), written = try Self.documentText(of: dir.path("copy.zip"))
        func count(_ text: String, _ part: String) -> Int { text.components(separatedBy: part).count - 1 }
        #expect(count(original, "<HeartRateVariabilityMetadataList>") > 0)
        #expect(count(written, "<HeartRateVariabilityMetadataList>") == count(original, "<HeartRateVariabilityMetadataList>"))
        #expect(count(written, "<InstantaneousBeatsPerMinute ") == count(original, "<InstantaneousBeatsPerMinute "))
    }

    /// What the corpus lacks, written by hand (`AppleHealthWorkoutProvenanceTests.export` in
    /// the formats' tests has the same): a phone's route of a watch's workout dated apart from
    /// its points, a workout without a creation date, HRV records with beats in several
    /// locales' time forms (one past midnight), an empty list of beats and none.
    static let variants = """
        <?xml version="1.0" encoding="UTF-8"?>
        <HealthData locale="en_US">
         <ExportDate value="2024-05-02 08:00:00 +0200"/>
         <Record type="HKQuantityTypeIdentifierHeartRateVariabilitySDNN" sourceName="Watch" sourceVersion="10.4" device="&lt;&lt;HKDevice: 0x30a1c2d0e&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:10.4, creation date:2024-03-01 10:11:12 +0000&gt;" unit="ms" creationDate="2024-05-02 00:00:05 +0200" startDate="2024-05-01 23:58:59 +0200" endDate="2024-05-02 00:00:01 +0200" value="45.1937">
          <HeartRateVariabilityMetadataList>
           <InstantaneousBeatsPerMinute bpm="62" time="11:59:00.12 PM"/>
           <InstantaneousBeatsPerMinute bpm="64" time="11:59:00.06 PM"/>
           <InstantaneousBeatsPerMinute bpm="61" time="12:00:01.03 AM"/>
          </HeartRateVariabilityMetadataList>
         </Record>
         <Record type="HKQuantityTypeIdentifierHeartRateVariabilitySDNN" sourceName="Watch" unit="ms" startDate="2024-05-01 20:14:05 +0200" endDate="2024-05-01 20:15:06 +0200" value="49.39">
          <HeartRateVariabilityMetadataList>
           <InstantaneousBeatsPerMinute bpm="55" time="20:14:07.68"/>
           <InstantaneousBeatsPerMinute bpm="75" time="08:34:05,10"/>
           <InstantaneousBeatsPerMinute bpm="72" time="3:10:02.11\u{202F}AM"/>
           <InstantaneousBeatsPerMinute bpm="97" time="4:17:18.57 pm"/>
          </HeartRateVariabilityMetadataList>
         </Record>
         <Record type="HKQuantityTypeIdentifierHeartRateVariabilitySDNN" sourceName="Watch" unit="ms" startDate="2024-05-01 21:00:00 +0200" endDate="2024-05-01 21:01:00 +0200" value="50">
          <HeartRateVariabilityMetadataList>
          </HeartRateVariabilityMetadataList>
         </Record>
         <Record type="HKQuantityTypeIdentifierHeartRateVariabilitySDNN" sourceName="Watch" unit="ms" startDate="2024-05-01 22:00:00 +0200" endDate="2024-05-01 22:01:00 +0200" value="51"/>
         <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="30" durationUnit="min" sourceName="Watch" sourceVersion="10.4" creationDate="2024-05-01 07:31:10 +0200" startDate="2024-05-01 07:00:00 +0200" endDate="2024-05-01 07:30:00 +0200">
          <WorkoutRoute sourceName="Phone" sourceVersion="17.4.1" device="&lt;&lt;HKDevice: 0x283c1a0&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone15,2, software:17.4.1&gt;" creationDate="2024-05-01 07:31:15 +0200" startDate="2024-05-01 06:59:58 +0200" endDate="2024-05-01 07:30:02 +0200">
           <MetadataEntry key="HKMetadataKeySyncVersion" value="2"/>
           <MetadataEntry key="HKMetadataKeySyncIdentifier" value="route-1"/>
           <Location date="2024-05-01 07:00:01 +0200" latitude="52.5" longitude="13.4" altitude="34.5" horizontalAccuracy="3" verticalAccuracy="2" course="-1" speed="2.5"/>
           <Location date="2024-05-01 07:29:59 +0200" latitude="52.51" longitude="13.41" altitude="35" horizontalAccuracy="3" verticalAccuracy="2" course="90" speed="2.6"/>
          </WorkoutRoute>
         </Workout>
         <Workout workoutActivityType="HKWorkoutActivityTypeWalking" duration="20" durationUnit="min" sourceName="Watch" startDate="2024-05-01 18:00:00 +0200" endDate="2024-05-01 18:20:00 +0200">
          <WorkoutRoute sourceName="Watch" startDate="2024-05-01 18:00:00 +0200" endDate="2024-05-01 18:20:00 +0200">
           <Location date="2024-05-01 18:00:05 +0200" latitude="52.5" longitude="13.4"/>
          </WorkoutRoute>
         </Workout>
        </HealthData>
        """

    @Test("What the corpus lacks (a route dated apart from its points, a workout without creationDate, HRV beats) survives the store, and JSON",
          .enabled(if: HealthRecordsRoundTripTests.pythonAvailable, "python3 is needed to run Scripts/compare-apple-health-exports.py"))
    func variantsMatchAttributeByAttribute() throws {
        let dir = try TemporaryDirectory()
        try Self.variants.write(toFile: dir.path("export.xml"), atomically: true, encoding: .utf8)
        let report = try Self.checkAttributeByAttribute(dir.path("export.xml"), in: dir)
        #expect(report.contains("compared: 4 Record, 2 Workout"), "\(report)")

        // Through JSON: store → JSON → a new store → Apple Health, the same.
        let store = try WorkoutStore(path: dir.path("attributes.sqlite"))
        try Exporter(store: store, options: ExportOptions(writer: try ExporterTests.writer("json")))
            .export(to: .file(dir.path("all.json")))
        let json = try String(contentsOfFile: dir.path("all.json"), encoding: .utf8)
        #expect(json.contains(#""heartbeats":[{"beatsPerMinute":62.0,"time":"11:59:00.12 PM"}"#), "\(json)")
        #expect(json.contains(#""creationDate":"2024-05-01T05:31:10.000Z""#) && json.contains(#""sourceVersion":"17.4.1""#))
        let again = try WorkoutStore(path: dir.path("again.sqlite"))
        let imported = try Fixtures.importing([dir.path("all.json")], into: again)
        #expect(imported.counts.failed == 0, "\(Fixtures.failures(imported))")
        try Exporter(store: again, options: ExportOptions(writer: try ExporterTests.writer("applehealth")))
            .export(to: .file(dir.path("from-json.zip")))
        let comparison = try Self.compareExports(dir.path("export.xml"), dir.path("from-json.zip"))
        #expect(comparison.status == 0 && !comparison.report.contains("known loss"), "\(comparison.report)")
    }

    @Test("The comparison finds a record whose sourceVersion or creationDate differs",
          .enabled(if: HealthRecordsRoundTripTests.pythonAvailable, "python3 is needed to run Scripts/compare-apple-health-exports.py"))
    func comparisonFindsADifference() throws {
        let dir = try TemporaryDirectory()
        let original = """
            <HealthData locale="en_US">
             <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Watch" sourceVersion="10.1" unit="count/min" creationDate="2024-01-15 10:05:00 +0100" startDate="2024-01-15 10:00:00 +0100" endDate="2024-01-15 10:00:00 +0100" value="70"/>
            </HealthData>
            """
        try original.write(toFile: dir.path("original.xml"), atomically: true, encoding: .utf8)
        // The same record in UTC: nothing differs.
        try original.replacingOccurrences(of: "10:05:00 +0100", with: "09:05:00 +0000")
            .write(toFile: dir.path("same.xml"), atomically: true, encoding: .utf8)
        #expect(try Self.compareExports(dir.path("original.xml"), dir.path("same.xml")).status == 0)
        try original.replacingOccurrences(of: #" sourceVersion="10.1""#, with: "")
            .replacingOccurrences(of: "10:05:00", with: "10:06:00")
            .write(toFile: dir.path("changed.xml"), atomically: true, encoding: .utf8)
        let changed = try Self.compareExports(dir.path("original.xml"), dir.path("changed.xml"))
        #expect(changed.status == 1)
        #expect(changed.report.contains("differs: Record creationDate: 1") && changed.report.contains("differs: Record sourceVersion: 1"),
                "\(changed.report)")
    }

    static let pythonAvailable: Bool = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")

    /// A small export made by `Scripts/generate-apple-health-export.py`.
    static func generatedExport(in dir: TemporaryDirectory) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [SampleFiles.repository.appendingPathComponent("Scripts/generate-apple-health-export.py").path,
                             dir.path("generated"), "--records", "2500", "--workouts", "3", "--routes", "1",
                             "--route-points", "20"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return dir.path("generated/apple_health_export/export.xml")
    }
}
