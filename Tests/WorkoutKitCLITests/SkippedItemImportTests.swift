import Foundation
import Testing
import TestSupport
import WorkoutKit

/// One bad item never costs the whole input: variants of corpus recordings with one bad
/// record, workout, track, activity, route file or archive entry among good ones.
@Suite("workoutkit import skips a bad item and imports its neighbours",
       .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
struct SkippedItemImportTests {
    // MARK: Fixtures

    /// The corpus Apple Health export: its `export.xml` and its one route file.
    private func corpusExport() throws -> (xml: String, routePath: String, route: [UInt8]) {
        let archive = try ZipArchive(path: try #require(Corpus.url("applehealth/healthkit-to-sqlite-export.zip")).path)
        let document = try #require(archive.entry(at: "apple_health_export/export.xml"))
        let routeEntry = try #require(archive.entries.first { $0.path.hasSuffix(".gpx") })
        let xml = String(decoding: try archive.open(document).readAll(), as: UTF8.self)
        return (xml, routeEntry.path, try archive.open(routeEntry).readAll())
    }

    /// A heart-rate record at 02:MM of 2018-09-10, ending `endOffset` minutes after it starts.
    private func heartRateRecord(minute: Int, endOffset: Int = 0, value: Int = 70) -> String {
        func time(_ minute: Int) -> String { "2018-09-10 \(String(format: "%02d:%02d", 2 + minute / 60, minute % 60)):00 -0700" }
        return #"    <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Apple Watch" unit="count/min" "#
            + #"startDate="\#(time(minute))" endDate="\#(time(minute + endOffset))" value="\#(value)"/>"#
    }

    /// The export's xml with `lines` inserted before its workout (which starts at line 14).
    private func export(inserting lines: [String], into xml: String) throws -> String {
        let index = try #require(xml.range(of: "    <Workout"))
        return xml[..<index.lowerBound] + lines.map { $0 + "\n" }.joined() + xml[index.lowerBound...]
    }

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

    /// A GPX of three copies of a corpus track, a day apart, the second with a latitude that is no number.
    private func threeTracksSecondBroken() throws -> String {
        let gpx = try String(contentsOf: try #require(Corpus.url("gpx/garmin-connect-run-tpx-hr-cad.gpx")), encoding: .utf8)
        let start = try #require(gpx.range(of: "<trk>")), end = try #require(gpx.range(of: "</trk>"))
        let track = String(gpx[start.lowerBound..<end.upperBound])
        func retimed(_ days: Int) -> String {
            track.replacingOccurrences(of: "<time>2018-04-23", with: "<time>2018-04-\(23 + days)")
        }
        var second = retimed(1)
        let latitude = try #require(second.range(of: #"lat=""#))
        second.insert(contentsOf: "abc", at: latitude.upperBound)
        return String(gpx[..<start.lowerBound]) + retimed(0) + second + retimed(2) + String(gpx[end.upperBound...])
    }

    private func storeState(_ store: String) throws -> (list: String, changes: String) {
        (try CLIRunner.run(["list", "--json", "--store", store]).stdout,
         try CLIRunner.run(["changes", "--json", "--store", store]).stdout)
    }

    // MARK: Apple Health

    @Test("An export with one record ending before it starts imports the workout and the other records, names the record's line, exits 1")
    func recordEndingBeforeStartIsSkipped() throws {
        let dir = try TemporaryDirectory()
        let corpus = try corpusExport()
        let xml = try export(inserting: [heartRateRecord(minute: 30), heartRateRecord(minute: 50, endOffset: -10),
                                         heartRateRecord(minute: 31)], into: corpus.xml)
        let archive = dir.path("export.zip")
        try makeZip(archive, [("apple_health_export/export.xml", Array(xml.utf8)), (corpus.routePath, corpus.route)])
        let store = dir.path("s.sqlite")
        let result = try CLIRunner.run(["import", archive, "--store", store])
        #expect(result.status == 1)
        #expect(result.stderr.contains(
            "\(archive):apple_health_export/export.xml: line 15, column 180: "
            + "a HKQuantityTypeIdentifierHeartRate record ends before it starts; the record was skipped"), "\(result.stderr)")
        // The corpus export's own two records and two activity summaries, and the two good records inserted.
        #expect(result.stderr.contains("1 imported, 0 unchanged, 0 replaced, 0 failed, 1 skipped; "
                                       + "records outside workouts: 6 imported, 0 unchanged"), "\(result.stderr)")
        let listed = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
        #expect(listed.count == 1)
        #expect(listed.first?["routeLocationCount"] as? Int ?? 0 > 0, "the route file is in the archive")
    }

    @Test("A workout whose route file the archive lacks is imported without that route, and the route is named")
    func missingRouteFileKeepsTheWorkout() throws {
        let dir = try TemporaryDirectory()
        let corpus = try corpusExport()
        let archive = dir.path("export.zip")
        try makeZip(archive, [("apple_health_export/export.xml", Array(corpus.xml.utf8))])
        let store = dir.path("s.sqlite")
        let result = try CLIRunner.run(["import", archive, "--store", store])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(archive):apple_health_export/export.xml: line 20, column 24: "
            + "\(archive):apple_health_export/workout-routes/route_2019-06-11_3.00pm.gpx: cannot read: the export names "
            + "this file but the archive does not hold it; the workout was kept without this route"), "\(result.stderr)")
        #expect(result.stderr.contains("1 imported, 0 unchanged, 0 replaced, 0 failed, 1 skipped"))
        let listed = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
        #expect(listed.count == 1)
        #expect(listed.first?["routeLocationCount"] as? Int == 0)
    }

    @Test("import --strict refuses such an export whole: exit 1, the first problem named, list and changes unchanged")
    func strictRefusesTheWholeExport() throws {
        let dir = try TemporaryDirectory()
        let corpus = try corpusExport()
        let xml = try export(inserting: [heartRateRecord(minute: 30), heartRateRecord(minute: 50, endOffset: -10)],
                             into: corpus.xml)
        let archive = dir.path("export.zip")
        try makeZip(archive, [("apple_health_export/export.xml", Array(xml.utf8))])
        let store = dir.path("s.sqlite")
        #expect(try CLIRunner.run(["import", CLIRunner.sampleFile("morning-run.json"), "--store", store]).status == 0)
        let before = try storeState(store)

        let result = try CLIRunner.run(["import", archive, "--strict", "--store", store])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(archive):apple_health_export/export.xml: line 15, column 180: "
                                       + "a HKQuantityTypeIdentifierHeartRate record ends before it starts\n"), "\(result.stderr)")
        #expect(result.stderr.contains("0 imported, 0 unchanged, 0 replaced, 1 failed\n"))
        #expect(!result.stderr.contains("skipped"))
        let after = try storeState(store)
        #expect(after.list == before.list)
        #expect(after.changes == before.changes)
    }

    @Test("import --json reports each skipped item as an object with status skipped and a count")
    func jsonReportsSkippedItems() throws {
        let dir = try TemporaryDirectory()
        let corpus = try corpusExport()
        let xml = try export(inserting: [heartRateRecord(minute: 50, endOffset: -10)], into: corpus.xml)
        let file = dir.path("export.xml")
        try Data(xml.utf8).write(to: URL(fileURLWithPath: file))
        let result = try CLIRunner.run(["import", file, "--json", "--store", dir.path("s.sqlite")])
        #expect(result.status == 1)
        let objects = try jsonObjects(result.stdout)
        #expect(objects.map { $0["status"] as? String } == ["imported", "skipped", "skipped"])
        #expect(objects[1]["count"] as? Int == 1)
        #expect(objects[1]["uuid"] is NSNull)
        #expect((objects[1]["error"] as? String)?.hasSuffix("record ends before it starts; the record was skipped") == true)
        #expect((objects[2]["error"] as? String)?.hasSuffix("the workout was kept without this route") == true)
        #expect(objects[0]["count"] == nil, "workout objects keep the contract's four keys")
    }

    @Test("Beyond 20 skipped records the rest are counted by reason in one line")
    func manySkippedRecordsAreCountedByReason() throws {
        let dir = try TemporaryDirectory()
        let corpus = try corpusExport()
        let endingEarly = (0..<22).map { heartRateRecord(minute: 60 + $0, endOffset: -1) }
        let undated = (0..<5).map { _ in
            #"    <Record type="HKQuantityTypeIdentifierStepCount" unit="count" startDate="soon" endDate="later" value="5"/>"#
        }
        let xml = try export(inserting: endingEarly + undated + [heartRateRecord(minute: 5)], into: corpus.xml)
        let archive = dir.path("export.zip")
        try makeZip(archive, [("apple_health_export/export.xml", Array(xml.utf8)), (corpus.routePath, corpus.route)])
        let result = try CLIRunner.run(["import", archive, "--store", dir.path("s.sqlite")])
        #expect(result.status == 1)
        let named = lines(result.stderr).filter { $0.hasSuffix("; the record was skipped") }
        #expect(named.count == 20)
        #expect(named.last?.contains("line 33, column") == true, "the 20th bad record is on line 14 + 19")
        #expect(result.stderr.contains("\(archive):apple_health_export/export.xml: and 7 more records skipped: "
            + "a HKQuantityTypeIdentifierHeartRate record ends before it starts (2), startDate 'soon' is not a date (5)"),
                "\(result.stderr)")
        #expect(result.stderr.contains("1 imported, 0 unchanged, 0 replaced, 0 failed, 27 skipped; "
                                       + "records outside workouts: 5 imported, 0 unchanged"), "\(result.stderr)")
    }

    @Test("A record the store refuses (a date out of its range) is skipped alone; its batch is saved")
    func recordRefusedByTheStoreIsSkippedAlone() throws {
        let dir = try TemporaryDirectory()
        let corpus = try corpusExport()
        let farFuture = #"    <Record type="HKQuantityTypeIdentifierHeartRate" unit="count/min" "#
            + #"startDate="9000-01-01 00:00:00 +0000" endDate="9000-01-01 00:00:00 +0000" value="60"/>"#
        let xml = try export(inserting: [heartRateRecord(minute: 1), farFuture, heartRateRecord(minute: 2)], into: corpus.xml)
        let archive = dir.path("export.zip")
        try makeZip(archive, [("apple_health_export/export.xml", Array(xml.utf8)), (corpus.routePath, corpus.route)])
        let store = dir.path("s.sqlite")
        let result = try CLIRunner.run(["import", archive, "--store", store])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(archive):apple_health_export/export.xml: the HKQuantityTypeIdentifierHeartRate record of "
            + "9000-01-01T00:00:00.000Z: invalid data: sample "), "\(result.stderr)")
        #expect(result.stderr.contains("(HeartRate): a date is out of range; the record was skipped"))
        #expect(result.stderr.contains("records outside workouts: 6 imported, 0 unchanged"), "\(result.stderr)")

        let strict = try CLIRunner.run(["import", archive, "--strict", "--store", dir.path("strict.sqlite")])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("a date is out of range\n"))
        #expect(try CLIRunner.run(["list", "--json", "--store", dir.path("strict.sqlite")]).stdout.isEmpty)
    }

    // MARK: GPX, TCX, archives, folders

    @Test("A GPX of three tracks with a broken point in the second imports the other two, naming track 2 and its line")
    func multiTrackGPXSkipsTheBrokenTrack() throws {
        let dir = try TemporaryDirectory()
        let file = dir.path("three.gpx")
        try Data(try threeTracksSecondBroken().utf8).write(to: URL(fileURLWithPath: file))
        let store = dir.path("s.sqlite")
        let result = try CLIRunner.run(["import", file, "--store", store])
        #expect(result.status == 1)
        #expect(lines(result.stdout).count == 2)
        #expect(result.stderr.contains(#"\#(file): line 2191, column 91: a <trkpt> has the latitude "abc"#), "\(result.stderr)")
        #expect(result.stderr.contains("not a number from -90 to 90; track 2 was skipped"))
        #expect(result.stderr.contains("2 imported, 0 unchanged, 0 replaced, 0 failed, 1 skipped"))
        let starts = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout).compactMap { $0["start"] as? String }
        #expect(starts.sorted() == ["2018-04-23T15:54:34.000Z", "2018-04-25T15:54:34.000Z"])

        let strictStore = dir.path("strict.sqlite")
        let strict = try CLIRunner.run(["import", file, "--strict", "--store", strictStore])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("0 imported, 0 unchanged, 0 replaced, 1 failed\n"))
        #expect(try CLIRunner.run(["list", "--json", "--store", strictStore]).stdout.isEmpty)
    }

    @Test("A dry run names and counts the skipped track too, and exits 1")
    func dryRunCountsSkippedItems() throws {
        let dir = try TemporaryDirectory()
        let file = dir.path("three.gpx")
        try Data(try threeTracksSecondBroken().utf8).write(to: URL(fileURLWithPath: file))
        let result = try CLIRunner.run(["import", file, "--dry-run"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("; track 2 was skipped"))
        #expect(result.stderr.contains("2 workouts found, 0 failed, 1 skipped (dry run: nothing saved)"), "\(result.stderr)")
    }

    @Test("A GPX cut inside its third track keeps the two complete tracks and names the rest as lost; --lenient also keeps the cut one")
    func truncatedMultiTrackGPXKeepsCompleteTracks() throws {
        let dir = try TemporaryDirectory()
        var text = try threeTracksSecondBroken().replacingOccurrences(of: #"lat="abc"#, with: #"lat=""#)
        text.removeLast(2000)
        let file = dir.path("cut.gpx")
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let result = try CLIRunner.run(["import", file, "--store", dir.path("s.sqlite")])
        #expect(result.status == 1)
        #expect(lines(result.stdout).count == 2)
        #expect(result.stderr.contains("the rest of the file cannot be read past this point; what came before it was kept"),
                "\(result.stderr)")
        #expect(result.stderr.contains("2 imported, 0 unchanged, 0 replaced, 0 failed, 1 skipped"))

        let lenient = try CLIRunner.run(["import", file, "--lenient", "--store", dir.path("lenient.sqlite")])
        #expect(lenient.status == 0, "--lenient keeps the cut track, marked partial, with a warning")
        #expect(lines(lenient.stdout).count == 3)
        #expect(lenient.stderr.contains("what came before it was kept"))
    }

    @Test("A file whose only track is bad fails as before, with the message --strict gives")
    func singleBadTrackFailsAsBefore() throws {
        let dir = try TemporaryDirectory()
        let gpx = try String(contentsOf: try #require(Corpus.url("gpx/garmin-connect-run-tpx-hr-cad.gpx")), encoding: .utf8)
        let file = dir.path("one.gpx")
        try Data(gpx.replacingOccurrences(of: "<ele>", with: "<ele>x").utf8).write(to: URL(fileURLWithPath: file))
        let result = try CLIRunner.run(["import", file, "--store", dir.path("a.sqlite")])
        let strict = try CLIRunner.run(["import", file, "--strict", "--store", dir.path("b.sqlite")])
        func messages(_ text: String) -> [String] { lines(text).filter { !$0.hasPrefix("workoutkit: progress:") } }
        #expect(result.status == 1)
        #expect(messages(result.stderr) == messages(strict.stderr))
        #expect(!result.stderr.contains("skipped"))
    }

    @Test("A TCX of four activities with a broken trackpoint in the third imports the other three, naming activity 3")
    func multiActivityTCXSkipsTheBrokenActivity() throws {
        let dir = try TemporaryDirectory()
        var tcx = try String(contentsOf: try #require(Corpus.url("tcx/garmin-fr305-four-activities.tcx")), encoding: .utf8)
        var activityStart = tcx.startIndex
        for _ in 0..<3 { activityStart = try #require(tcx.range(of: "<Activity ", range: activityStart..<tcx.endIndex)).upperBound }
        let latitude = try #require(tcx.range(of: "<LatitudeDegrees>", range: activityStart..<tcx.endIndex))
        tcx.insert(contentsOf: "north", at: latitude.upperBound)
        let file = dir.path("four.tcx")
        try Data(tcx.utf8).write(to: URL(fileURLWithPath: file))
        let result = try CLIRunner.run(["import", file, "--store", dir.path("s.sqlite")])
        #expect(result.status == 1)
        #expect(lines(result.stdout).count == 3)
        #expect(result.stderr.contains("which is not a number; activity 3 was skipped"), "\(result.stderr)")
        #expect(result.stderr.contains("3 imported, 0 unchanged, 0 replaced, 0 failed, 1 skipped"))
    }

    @Test("A zip with one damaged entry imports the other entry and names the damaged one")
    func zipWithDamagedEntry() throws {
        let dir = try TemporaryDirectory()
        let good = [UInt8](try Data(contentsOf: try #require(Corpus.url("gpx/garmin-connect-hr-atemp.gpx"))))
        let other = [UInt8](try Data(contentsOf: try #require(Corpus.url("gpx/garmin-connect-run-tpx-hr-cad.gpx"))))
        let archive = dir.path("two.zip")
        try makeZip(archive, [("a.gpx", other), ("b.gpx", good)])
        // Damage the first entry's compressed bytes (after its 30-byte local header and name).
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: archive)))
        for index in 235..<285 { bytes[index] ^= 0x5A }
        try Data(bytes).write(to: URL(fileURLWithPath: archive))
        let result = try CLIRunner.run(["import", archive, "--store", dir.path("s.sqlite")])
        #expect(result.status == 1)
        #expect(lines(result.stdout).count == 1)
        #expect(lines(result.stdout).first?.hasSuffix("\(archive):b.gpx") == true)
        #expect(result.stderr.contains("\(archive):a.gpx: "), "\(result.stderr)")
        #expect(result.stderr.contains("1 imported, 0 unchanged, 0 replaced, 1 failed"))
    }

    @Test("A Strava export folder with one broken file imports the others and names the broken one")
    func stravaFolderWithBrokenFile() throws {
        let dir = try TemporaryDirectory()
        let activities = dir.url.appendingPathComponent("export_1/activities")
        try FileManager.default.createDirectory(at: activities, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try #require(Corpus.url("gpx/garmin-connect-hr-atemp.gpx")),
                                         to: activities.appendingPathComponent("1.gpx"))
        let broken = try String(contentsOf: try #require(Corpus.url("gpx/garmin-connect-run-tpx-hr-cad.gpx")), encoding: .utf8)
        try Data(broken.replacingOccurrences(of: "<time>", with: "<time>yesterday").utf8)
            .write(to: activities.appendingPathComponent("2.gpx"))
        let index = """
            Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Filename
            1,"Feb 3, 2024, 6:00:00 PM",Ride,Ride,,3600,30.1,activities/1.gpx
            2,"Feb 4, 2024, 6:00:00 PM",Run,Run,,1800,5.0,activities/2.gpx

            """
        try Data(index.utf8).write(to: dir.url.appendingPathComponent("export_1/activities.csv"))
        let result = try CLIRunner.run(["import", dir.url.appendingPathComponent("export_1").path, "--store", dir.path("s.sqlite")])
        #expect(result.status == 1)
        #expect(lines(result.stdout).count == 1)
        #expect(result.stderr.contains(#"activities/2.gpx: line "#), "\(result.stderr)")
        #expect(result.stderr.contains("1 imported, 0 unchanged, 0 replaced, 1 failed"))
    }
}
