import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("workoutkit with zip archives and Apple Health exports")
struct ArchiveImportTests {
    /// Writes a zip of (entry path, bytes) pairs at `path`.
    private func makeZip(_ path: String, _ entries: [(String, [UInt8])]) throws {
        let sink = try FileByteSink(path: path)
        let writer = ZipWriter(sink: sink, name: path)
        for (entry, bytes) in entries {
            try writer.beginEntry(entry)
            try writer.write(bytes: bytes)
        }
        try writer.finish()
        try sink.close()
    }

    private func sampleBytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: CLIRunner.sampleFile(name))))
    }

    @Test("Every file of the corpus's compressed folder imports; zip entries are named archive.zip:entry, macOS junk skipped",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
    func importsCompressedCorpus() throws {
        let dir = try TemporaryDirectory()
        let folder = try #require(Corpus.url("compressed")).path
        let result = try CLIRunner.run(["import", folder, "--store", dir.path("s.sqlite"), "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let objects = try jsonObjects(result.stdout)
        let files = objects.compactMap { $0["file"] as? String }
        #expect(objects.count == 7)
        #expect(objects.allSatisfy { $0["status"] as? String == "imported" })
        #expect(files.contains { $0.hasSuffix("fenix3-swim-fit-plus-tcx-macosx.zip:activity_2677977976.fit") })
        #expect(files.contains { $0.hasSuffix("tacx-neo-edge1030-indoor.fit.zip:2019-11-21T12_57_39+00_00_4271854808.fit") })
        #expect(!files.contains { $0.contains("__MACOSX") || $0.contains("/._") })
    }

    @Test("Hostile entries fail naming archive and entry, the good entry is imported, nothing is written outside")
    func hostileEntriesFailAlone() throws {
        let dir = try TemporaryDirectory()
        let archive = dir.path("mixed.zip")
        let good = try sampleBytes("morning-run.json")
        try makeZip(archive, [("../../escape.json", good), ("/tmp/absolute.json", good), ("ok/morning-run.json", good)])
        let result = try CLIRunner.run(["import", archive, "--store", dir.path("s.sqlite")])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(archive):../../escape.json: the entry's path leaves the archive's folder (zip slip); refused"))
        #expect(result.stderr.contains("\(archive):/tmp/absolute.json: the entry's path leaves the archive's folder (zip slip); refused"))
        #expect(result.stderr.contains("1 imported, 0 unchanged, 0 replaced, 2 failed"))
        #expect(lines(result.stdout).count == 1)
        #expect(!FileManager.default.fileExists(atPath: dir.url.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("escape.json").path))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/absolute.json"))
    }

    @Test("A truncated zip fails with the archive named; the other inputs are imported")
    func truncatedZipFails() throws {
        let dir = try TemporaryDirectory()
        let archive = dir.path("cut.zip")
        try makeZip(archive, [("a.json", try sampleBytes("morning-run.json"))])
        let whole = try Data(contentsOf: URL(fileURLWithPath: archive))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: archive))
        let result = try CLIRunner.run(["import", archive, CLIRunner.sampleFile("afternoon-ride.json"), "--store", dir.path("s.sqlite")])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(archive): not a zip archive, or a truncated one"))
        #expect(result.stderr.contains("1 imported, 0 unchanged, 0 replaced, 1 failed"))
    }

    @Test("convert takes a zip holding one recording, and refuses one holding several")
    func convertsSingleRecordingZip() throws {
        let dir = try TemporaryDirectory()
        let one = dir.path("one.zip"), two = dir.path("two.zip")
        try makeZip(one, [("run.json", try sampleBytes("morning-run.json"))])
        try makeZip(two, [("a.json", try sampleBytes("morning-run.json")), ("b.json", try sampleBytes("afternoon-ride.json"))])
        let converted = try CLIRunner.run(["convert", one, "--to", "json"])
        #expect(converted.status == 0, "\(converted.stderr)")
        #expect(converted.stdout == String(decoding: try sampleBytes("morning-run.json"), as: UTF8.self))
        let refused = try CLIRunner.run(["convert", two, "--to", "json"])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("holds 2 recordings; convert takes one"))
    }

    @Test("An Apple Health export.zip imports its workout, route and records; again, all unchanged",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
    func importsAppleHealthExport() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        let export = try #require(Corpus.url("applehealth/healthkit-to-sqlite-export.zip")).path
        let first = try CLIRunner.run(["import", export, "--store", store, "--json"])
        #expect(first.status == 0, "\(first.stderr)")
        let objects = try jsonObjects(first.stdout)
        #expect(objects.map { $0["status"] as? String } == ["imported"])
        #expect(objects.first?["file"] as? String == "\(export):apple_health_export/export.xml")
        #expect(first.stderr.contains("records outside workouts: 1 imported, 0 unchanged"))
        #expect(first.stderr.contains("1 HKQuantityTypeIdentifierBodyMassIndex records not imported"))
        let listed = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
        #expect(listed.first?["routeLocationCount"] as? Int == 3)
        let heartRate = try jsonObjects(try CLIRunner.run(["stats", "HKQuantityTypeIdentifierHeartRate", "--json", "--store", store]).stdout)
        #expect(heartRate.first?["maximum"] as? Double == 72)

        let again = try CLIRunner.run(["import", export, "--store", store, "--json"])
        #expect(try jsonObjects(again.stdout).map { $0["status"] as? String } == ["unchanged"])
        #expect(again.stderr.contains("records outside workouts: 0 imported, 1 unchanged"))
    }

    @Test("export --format applehealth -o DIR writes DIR/export.zip, which imports to the same workouts",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
    func exportsAppleHealthLayout() throws {
        let dir = try TemporaryDirectory()
        let export = try #require(Corpus.url("applehealth/healthkit-to-sqlite-export.zip")).path
        let run = try #require(Corpus.url("compressed/garmin-vivoactivehr-run.fit.gz")).path
        #expect(try CLIRunner.run(["import", export, run, "--store", dir.path("a.sqlite")]).status == 0)
        let exported = try CLIRunner.run(["export", "--format", "applehealth", "-o", dir.path("out") + "/", "--store", dir.path("a.sqlite")])
        #expect(exported.status == 0, "\(exported.stderr)")
        let archive = try ZipArchive(path: dir.path("out/export.zip"))
        #expect(archive.entries.filter { $0.path.hasPrefix("apple_health_export/workout-routes/") }.count == 2)
        let reimported = try CLIRunner.run(["import", dir.path("out/export.zip"), "--store", dir.path("b.sqlite")])
        #expect(reimported.status == 0, "\(reimported.stderr)")
        func summary(_ store: String) throws -> [String] {
            try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout).map {
                "\($0["activityType"] ?? "") \($0["start"] ?? "") \($0["routeLocationCount"] ?? "")"
            }
        }
        #expect(try summary(dir.path("a.sqlite")) == summary(dir.path("b.sqlite")))
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
        try makeZip(original, [("apple_health_export/export.xml", Array(xml.utf8)),
                               ("apple_health_export/workout-routes/route_1.gpx", Array(gpx.utf8))])
        #expect(try CLIRunner.run(["import", original, "--store", dir.path("a.sqlite")]).status == 0)
        let exported = try CLIRunner.run(["export", "--format", "applehealth", "-o", dir.path("again.zip"), "--store", dir.path("a.sqlite")])
        #expect(exported.status == 0, "\(exported.stderr)")
        let second = try CLIRunner.run(["import", dir.path("again.zip"), "--store", dir.path("b.sqlite")])
        #expect(second.stderr.contains("1 imported, 0 unchanged, 0 replaced, 0 failed; records outside workouts: 5 imported, 0 unchanged"))
        let third = try CLIRunner.run(["import", original, "--store", dir.path("b.sqlite")])
        #expect(third.stderr.contains("0 imported, 1 unchanged, 0 replaced, 0 failed; records outside workouts: 0 imported, 5 unchanged"),
                "\(third.stderr)")
    }

    @Test("A bomb entry (64 MiB in 65 KB) fails alone, named, without being inflated whole; the good entry is imported")
    func zipBombFailsAlone() throws {
        let dir = try TemporaryDirectory()
        let archive = dir.path("bomb.zip")
        let header = Array(#"<gpx version="1.1" creator="x" xmlns="http://www.topografix.com/GPX/1/1">"#.utf8)
        let bomb = header + [UInt8](repeating: 0x20, count: 64 << 20)
        try makeZip(archive, [("bomb.gpx", bomb), ("run.json", try sampleBytes("morning-run.json"))])
        let archiveBytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: archive)))
        let bombEntry = try #require(try ZipArchive(bytes: archiveBytes, name: archive).entry(at: "bomb.gpx"))
        #expect(bombEntry.compressedSize < 70_000)
        let result = try CLIRunner.run(["import", archive, "--store", dir.path("s.sqlite")])
        #expect(result.status == 1)
        // The XML reader's text limit stops it after 1 MiB (the ratio limit is tested in ZipArchiveTests).
        #expect(result.stderr.contains("\(archive):bomb.gpx: line 1, column 1052673: an element holds more than 1048576 bytes of text"))
        #expect(result.stderr.contains("1 imported, 0 unchanged, 0 replaced, 1 failed"))
    }

    @Test("With --strict, an export whose route file is missing from the archive fails naming the file, and saves nothing")
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
        try makeZip(archive, [("apple_health_export/export.xml", Array(xml.utf8))])
        let result = try CLIRunner.run(["import", archive, "--strict", "--store", dir.path("s.sqlite")])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(archive):apple_health_export/export.xml: line 6"))
        #expect(result.stderr.contains("\(archive):apple_health_export/workout-routes/route_missing.gpx: cannot read: the export names this file but the archive does not hold it"))
        let stats = try CLIRunner.run(["stats", "HKQuantityTypeIdentifierHeartRate", "--json", "--store", dir.path("s.sqlite")])
        #expect(try jsonObjects(stats.stdout).allSatisfy { ($0["count"] as? Int ?? 0) == 0 })
    }
}
