import Foundation
import Testing
import TestSupport
import WorkoutKit

/// Zip archives and Apple Health exports through the pipelines, in-process.
/// (Moved from the CLI tests, ArchiveImportTests.)
@Suite("Importer, Converter and Exporter with zip archives and Apple Health exports")
struct ArchivePipelineTests {
    @Test("Every file of the corpus's compressed folder imports; zip entries are named archive.zip:entry, macOS junk skipped",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func importsCompressedCorpus() throws {
        let dir = try TemporaryDirectory()
        let folder = try #require(Corpus.url("compressed")).path
        let report = try Fixtures.importing([folder], into: try WorkoutStore(path: dir.path("s.sqlite")))
        #expect(report.counts.failed == 0, "\(Fixtures.failures(report))")
        let files = report.outcomes.map(\.input)
        #expect(report.outcomes.count == 7)
        #expect(report.outcomes.allSatisfy { $0.status == .imported })
        #expect(files.contains { $0.hasSuffix("fenix3-swim-fit-plus-tcx-macosx.zip:activity_2677977976.fit") })
        #expect(files.contains { $0.hasSuffix("tacx-neo-edge1030-indoor.fit.zip:2019-11-21T12_57_39+00_00_4271854808.fit") })
        #expect(!files.contains { $0.contains("__MACOSX") || $0.contains("/._") })
    }

    @Test("Hostile entries fail naming archive and entry, the good entry is imported, nothing is written outside")
    func hostileEntriesFailAlone() throws {
        let dir = try TemporaryDirectory()
        let archive = dir.path("mixed.zip")
        let good = try Fixtures.bytes(Fixtures.morningRun)
        // Names of this run's own, so a file left by anyone else cannot be mistaken for an escape.
        let token = UUID().uuidString
        let climbing = "../../escape-\(token).json", absolute = "/tmp/absolute-\(token).json"
        try Fixtures.makeZip(archive, [(climbing, good), (absolute, good), ("ok/morning-run.json", good)])
        let report = try Fixtures.importing([archive], into: try WorkoutStore(path: dir.path("s.sqlite")))
        let failures = Fixtures.failures(report)
        #expect(report.counts.failed > 0)
        #expect(failures.contains { $0.contains("\(archive):\(climbing): the entry's path leaves the archive's folder (zip slip); refused") })
        #expect(failures.contains { $0.contains("\(archive):\(absolute): the entry's path leaves the archive's folder (zip slip); refused") })
        #expect(Fixtures.tally(report) == [1, 0, 0, 2])
        #expect(report.outcomes.filter { $0.failure == nil }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: dir.url.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("escape-\(token).json").path))
        #expect(!FileManager.default.fileExists(atPath: absolute))
    }

    @Test("A truncated zip fails with the archive named; the other inputs are imported")
    func truncatedZipFails() throws {
        let dir = try TemporaryDirectory()
        let archive = dir.path("cut.zip")
        try Fixtures.makeZip(archive, [("a.json", try Fixtures.bytes(Fixtures.morningRun))])
        let whole = try Data(contentsOf: URL(fileURLWithPath: archive))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: archive))
        let report = try Fixtures.importing([archive, Fixtures.afternoonRide], into: try WorkoutStore(path: dir.path("s.sqlite")))
        #expect(report.counts.failed > 0)
        #expect(Fixtures.failures(report).contains { $0.contains("\(archive): not a zip archive, or a truncated one") })
        #expect(Fixtures.tally(report) == [1, 0, 0, 1])
    }

    @Test("convert takes a zip holding one recording, and refuses one holding several")
    func convertsSingleRecordingZip() throws {
        let dir = try TemporaryDirectory()
        let one = dir.path("one.zip"), two = dir.path("two.zip")
        try Fixtures.makeZip(one, [("run.json", try Fixtures.bytes(Fixtures.morningRun))])
        try Fixtures.makeZip(two, [("a.json", try Fixtures.bytes(Fixtures.morningRun)), ("b.json", try Fixtures.bytes(Fixtures.afternoonRide))])
        let converter = try ConverterTests.converter(to: "json")
        let sink = DataByteSink()
        let converted = try converter.convert(one, to: .standardOutput(sink))
        #expect(converted.workouts == 1)
        #expect(sink.bytes == (try Fixtures.bytes(Fixtures.morningRun)))
        let refused = #expect(throws: PipelineError.self) { try converter.convert(two, to: .standardOutput(DataByteSink())) }
        #expect(refused?.description.contains("holds 2 recordings; convert takes one") == true)
    }

    @Test("An Apple Health export.zip imports its workout, route and records; again, all unchanged",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func importsAppleHealthExport() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let export = try #require(Corpus.url("applehealth/healthkit-to-sqlite-export.zip")).path
        var events: [ImportEvent] = []
        let first = try Fixtures.importing([export], into: store, events: &events)
        #expect(first.counts.failed == 0, "\(Fixtures.failures(first))")
        #expect(first.outcomes.map(\.status) == [.imported])
        #expect(first.outcomes.first?.input == "\(export):apple_health_export/export.xml")
        #expect(first.counts.recordsImported == 4 && first.counts.recordsUnchanged == 0)
        #expect(!Fixtures.warnings(events).contains { $0.message.contains("not imported") })
        let listed = try Fixtures.summaries(store)
        #expect(listed.first?.routeLocationCount == 3)
        let heartRates = try store.execute(SampleQuery(type: .heartRate)).map { try $0.quantity.doubleValue(for: .countPerMinute) }
        #expect(heartRates.max() == 72)

        let again = try Fixtures.importing([export], into: store)
        #expect(again.outcomes.map(\.status) == [.unchanged])
        #expect(again.counts.recordsImported == 0 && again.counts.recordsUnchanged == 4)
    }

    @Test("An Apple Health export of corpus workouts into a directory is DIR/export.zip, which imports to the same workouts",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func exportsAppleHealthLayout() throws {
        let dir = try TemporaryDirectory()
        let export = try #require(Corpus.url("applehealth/healthkit-to-sqlite-export.zip")).path
        let run = try #require(Corpus.url("compressed/garmin-vivoactivehr-run.fit.gz")).path
        let a = try WorkoutStore(path: dir.path("a.sqlite"))
        #expect(try Fixtures.importing([export, run], into: a).counts.failed == 0)
        let exported = try Exporter(store: a, options: ExportOptions(writer: try ExporterTests.writer("applehealth")))
            .export(to: .directory(dir.path("out")))
        #expect(exported.workouts == 2)
        let archive = try ZipArchive(path: dir.path("out/export.zip"))
        #expect(archive.entries.filter { $0.path.hasPrefix("apple_health_export/workout-routes/") }.count == 2)
        let b = try WorkoutStore(path: dir.path("b.sqlite"))
        let reimported = try Fixtures.importing([dir.path("out/export.zip")], into: b)
        #expect(reimported.counts.failed == 0, "\(Fixtures.failures(reimported))")
        func summary(_ store: WorkoutStore) throws -> [String] {
            try Fixtures.summaries(store).map {
                "\($0.workout.activityType.name) \(Timestamp.string($0.workout.startDate)) \($0.routeLocationCount)"
            }
        }
        #expect(try summary(a) == summary(b))
    }

    @Test("Apple Health -> workoutkit -> Apple Health keeps workouts, records and routes: the original then imports unchanged")
    func appleHealthRoundTripIsLossless() throws {
        let dir = try TemporaryDirectory()
        let record = #"<Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" device="&lt;&lt;HKDevice: 0x1&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,2, software:17.2&gt;" unit="count" startDate="2024-01-15 0@:00:00 +0100" endDate="2024-01-15 0@:10:00 +0100" value="8@"/>"#
        let records = (1...5).map { record.replacingOccurrences(of: "@", with: String($0)) }.joined(separator: "\n")
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <HealthData locale="en_US">
             <ExportDate value="2024-02-01 09:00:00 +0100"/>
             \(records)
             <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="30" durationUnit="min" sourceName="Watch" startDate="2024-01-15 10:00:00 +0100" endDate="2024-01-15 10:31:00 +0100">
              <MetadataEntry key="HKTimeZone" value="Europe/Berlin"/>
              <WorkoutEvent type="HKWorkoutEventTypePause" date="2024-01-15 10:10:00 +0100"/>
              <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" startDate="2024-01-15 10:00:00 +0100" endDate="2024-01-15 10:31:00 +0100" sum="5.1" unit="km"/>
              <WorkoutRoute sourceName="Watch" startDate="2024-01-15 10:00:00 +0100" endDate="2024-01-15 10:31:00 +0100">
               <MetadataEntry key="HKMetadataKeySyncVersion" value="2"/>
               <MetadataEntry key="HKMetadataKeySyncIdentifier" value="R-1"/>
               <FileReference path="/workout-routes/route_1.gpx"/>
              </WorkoutRoute>
             </Workout>
            </HealthData>
            """
        let gpx = """
            <gpx version="1.1" creator="Apple Health Export" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
            <trkpt lon="13.4" lat="52.5"><ele>34</ele><time>2024-01-15T09:00:01Z</time><extensions><speed>3.1</speed><course>90</course><hAcc>3</hAcc><vAcc>2</vAcc></extensions></trkpt>
            <trkpt lon="13.4001" lat="52.5001"><ele>35</ele><time>2024-01-15T09:00:02Z</time><extensions><speed>3.2</speed><course>91</course><hAcc>3</hAcc><vAcc>2</vAcc></extensions></trkpt>
            </trkseg></trk></gpx>
            """
        let original = dir.path("export.zip")
        try Fixtures.makeZip(original, [("apple_health_export/export.xml", Array(xml.utf8)),
                                        ("apple_health_export/workout-routes/route_1.gpx", Array(gpx.utf8))])
        let a = try WorkoutStore(path: dir.path("a.sqlite"))
        #expect(try Fixtures.importing([original], into: a).counts.failed == 0)
        let exported = try Exporter(store: a, options: ExportOptions(writer: try ExporterTests.writer("applehealth")))
            .export(to: .file(dir.path("again.zip")))
        #expect(exported.workouts == 1)
        let b = try WorkoutStore(path: dir.path("b.sqlite"))
        let second = try Fixtures.importing([dir.path("again.zip")], into: b)
        #expect(Fixtures.tally(second) + [second.counts.recordsImported, second.counts.recordsUnchanged] == [1, 0, 0, 0, 5, 0])
        let third = try Fixtures.importing([original], into: b)
        #expect(Fixtures.tally(third) + [third.counts.recordsImported, third.counts.recordsUnchanged] == [0, 1, 0, 0, 0, 5],
                "\(Fixtures.failures(third))")
    }

    @Test("A bomb entry (64 MiB in 65 KB) fails alone, named, without being inflated whole; the good entry is imported")
    func zipBombFailsAlone() throws {
        let dir = try TemporaryDirectory()
        let archive = dir.path("bomb.zip")
        let header = Array(#"<gpx version="1.1" creator="x" xmlns="http://www.topografix.com/GPX/1/1">"#.utf8)
        let bomb = header + [UInt8](repeating: 0x20, count: 64 << 20)
        try Fixtures.makeZip(archive, [("bomb.gpx", bomb), ("run.json", try Fixtures.bytes(Fixtures.morningRun))])
        let archiveBytes = try Fixtures.bytes(archive)
        let bombEntry = try #require(try ZipArchive(bytes: archiveBytes, name: archive).entry(at: "bomb.gpx"))
        #expect(bombEntry.compressedSize < 70_000)
        let report = try Fixtures.importing([archive], into: try WorkoutStore(path: dir.path("s.sqlite")))
        #expect(report.counts.failed > 0)
        // The XML reader's text limit stops it after 1 MiB (the ratio limit is tested in ZipArchiveTests).
        #expect(Fixtures.failures(report).contains {
            $0.contains("\(archive):bomb.gpx: line 1, column 1052673: an element holds more than 1048576 bytes of text")
        })
        #expect(Fixtures.tally(report) == [1, 0, 0, 1])
    }

    @Test("Strict: an export whose route file is missing from the archive fails naming the file, and saves nothing")
    func missingRouteFileFailsWhenStrict() throws {
        let dir = try TemporaryDirectory()
        let archive = dir.path("export.zip")
        let xml = """
            <HealthData locale="en_US">
             <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Watch" unit="count/min" startDate="2024-01-15 09:00:00 +0100" endDate="2024-01-15 09:00:00 +0100" value="70"/>
             <Workout workoutActivityType="HKWorkoutActivityTypeRunning" sourceName="Watch" startDate="2024-01-15 10:00:00 +0100" endDate="2024-01-15 10:30:00 +0100">
              <WorkoutRoute sourceName="Watch" startDate="2024-01-15 10:00:00 +0100" endDate="2024-01-15 10:30:00 +0100">
               <FileReference path="/workout-routes/route_missing.gpx"/>
              </WorkoutRoute>
             </Workout>
            </HealthData>
            """
        try Fixtures.makeZip(archive, [("apple_health_export/export.xml", Array(xml.utf8))])
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let report = try Fixtures.importing([archive], into: store, options: ImportOptions(strict: true))
        let failures = Fixtures.failures(report)
        #expect(report.counts.failed > 0)
        #expect(failures.contains { $0.contains("\(archive):apple_health_export/export.xml: line 6") }, "\(failures)")
        #expect(failures.contains {
            $0.contains("\(archive):apple_health_export/workout-routes/route_missing.gpx: cannot read: the export names this file but the archive does not hold it")
        }, "\(failures)")
        #expect(try store.execute(SampleQuery(type: .heartRate)).isEmpty)
    }
}
