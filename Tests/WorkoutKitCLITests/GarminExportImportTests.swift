import Foundation
import Testing
import TestSupport
import WorkoutKit

/// Garmin Connect exports built here from our own writers: FIT files written by
/// ``FITRecordingWriter``, a summary JSON written by the test, zips by ``ZipWriter``.
@Suite("workoutkit with Garmin Connect exports and zips inside zips")
struct GarminExportImportTests {
    private static let rideStart = Date(timeIntervalSince1970: 1_700_000_000)
    private static let runStart = Date(timeIntervalSince1970: 1_700_100_000)

    /// A short FIT activity of `type` starting at `start`, with a few track points.
    private func fitBytes(_ type: WorkoutActivityType, start: Date) throws -> [UInt8] {
        let locations = (0..<5).map { second in
            Location(timestamp: start.addingTimeInterval(Double(second)), latitude: 47.0 + Double(second) * 1e-4,
                     longitude: 8.0, altitude: 400, speed: 3)
        }
        let workout = Workout(activityType: type, start: start, end: start.addingTimeInterval(4), source: Source(name: "Garmin"))
        let sink = DataByteSink()
        try FITRecordingWriter().write([WorkoutRecording(workout: workout, routes: [WorkoutRoute(locations: locations)])], to: sink)
        return sink.bytes
    }

    private func zipBytes(_ entries: [(String, [UInt8])]) throws -> [UInt8] {
        let sink = DataByteSink()
        let writer = ZipWriter(sink: sink, name: "test.zip")
        for (path, bytes) in entries {
            try writer.beginEntry(path)
            try writer.write(bytes: bytes)
        }
        try writer.finish()
        return sink.bytes
    }

    /// The summary file as Garmin writes it: an array holding one object with the list.
    private func summaryJSON() -> [UInt8] {
        let ride = Int(Self.rideStart.timeIntervalSince1970 * 1000)
        let run = Int(Self.runStart.timeIntervalSince1970 * 1000)
        return Array("""
            [{"summarizedActivitiesExport":[
              {"activityId":11111111111,"name":"Trainer intervals","activityType":"indoor_cycling","sportType":"CYCLING",
               "description":"5 x 4 min","beginTimestamp":\(ride),"startTimeGmt":\(ride),"duration":4000.0,"distance":1200.0},
              {"activityId":22222222222,"name":"Ridge trail","activityType":"trail_running","sportType":"RUNNING",
               "beginTimestamp":\(run),"startTimeGmt":\(run),"duration":4000.0},
              {"activityId":33333333333,"name":"Manual entry","activityType":"yoga","beginTimestamp":1600000000000}
            ]}]
            """.utf8)
    }

    /// The account export's entries: the summaries, Garmin's other JSON, and the uploaded
    /// files in a zip inside the zip, named by upload (not by activity).
    private func accountExportEntries() throws -> [(String, [UInt8])] {
        let uploaded = try zipBytes([
            ("someone@example.com_900001.fit", try fitBytes(.cycling, start: Self.rideStart)),
            ("someone@example.com_900002.fit", try fitBytes(.running, start: Self.runStart)),
        ])
        return [
            ("DI_CONNECT/DI-Connect-Fitness/someone@example.com_0_summarizedActivities.json", summaryJSON()),
            ("DI_CONNECT/DI-Connect-Wellness/2023-11-01_2024-02-09_123_sleepData.json", Array("[{\"sleepStartTimestampGMT\":1}]".utf8)),
            ("DI_CONNECT/DI-Connect-User/user_profile.json", Array("{}".utf8)),
            ("DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip", uploaded),
        ]
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// Checks the two workouts of the export as `list --json` shows them.
    private func expectAnnotated(store: String) throws {
        let listed = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
        #expect(listed.count == 2)
        let ride = try #require(listed.first { ($0["metadata"] as? [String: Any])?["WKName"] as? String == "Trainer intervals" })
        #expect(ride["activityType"] as? String == "cycling")
        let rideMetadata = try #require(ride["metadata"] as? [String: Any])
        #expect(rideMetadata["WKNotes"] as? String == "5 x 4 min")
        #expect(rideMetadata["HKIndoorWorkout"] as? Bool == true)
        let run = try #require(listed.first { ($0["metadata"] as? [String: Any])?["WKName"] as? String == "Ridge trail" })
        #expect(run["activityType"] as? String == "running")
        #expect((run["metadata"] as? [String: Any])?["WKNotes"] == nil)
    }

    @Test("An account export zip: the uploaded files are read from the zip inside it and named by its summaries; Garmin's other JSON is skipped")
    func importsAccountExportZip() throws {
        let dir = try TemporaryDirectory()
        let export = dir.path("garmin-export.zip")
        try write(try zipBytes(try accountExportEntries()), to: export)
        let store = dir.path("s.sqlite")
        let result = try CLIRunner.run(["import", export, "--store", store, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try jsonObjects(result.stdout).compactMap { $0["file"] as? String }
        #expect(files == [
            "\(export):DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip:someone@example.com_900001.fit",
            "\(export):DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip:someone@example.com_900002.fit",
        ])
        try expectAnnotated(store: store)
        let again = try CLIRunner.run(["import", export, "--store", store])
        #expect(again.stderr.contains("0 imported, 2 unchanged, 0 replaced, 0 failed"), "\(again.stderr)")
    }

    @Test("An unzipped account export folder imports the same way")
    func importsAccountExportFolder() throws {
        let dir = try TemporaryDirectory()
        let root = dir.path("garmin-export")
        for (path, bytes) in try accountExportEntries() { try write(bytes, to: (root as NSString).appendingPathComponent(path)) }
        let store = dir.path("s.sqlite")
        let result = try CLIRunner.run(["import", root, "--store", store])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("2 imported, 0 unchanged, 0 replaced, 0 failed"), "\(result.stderr)")
        try expectAnnotated(store: store)
    }

    @Test("A per-activity original download (<activityId>.zip holding <activityId>_ACTIVITY.fit) imports; a folder of them with a summary is matched by id")
    func importsOriginalDownloads() throws {
        let dir = try TemporaryDirectory()
        let single = dir.path("22222222222.zip")
        try write(try zipBytes([("22222222222_ACTIVITY.fit", try fitBytes(.running, start: Self.runStart))]), to: single)
        let result = try CLIRunner.run(["import", single, "--store", dir.path("one.sqlite"), "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try jsonObjects(result.stdout).first?["file"] as? String == "\(single):22222222222_ACTIVITY.fit")

        // Matched by the id in the file name even when the start differs from the summary's.
        let root = dir.path("export")
        try write(summaryJSON(), to: "\(root)/DI_CONNECT/DI-Connect-Fitness/x_0_summarizedActivities.json")
        try write(try zipBytes([("11111111111_ACTIVITY.fit", try fitBytes(.cycling, start: Self.rideStart.addingTimeInterval(30)))]),
                  to: "\(root)/DI_CONNECT/DI-Connect-Uploaded-Files/11111111111.zip")
        let store = dir.path("two.sqlite")
        #expect(try CLIRunner.run(["import", root, "--store", store]).status == 0)
        let listed = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
        #expect((listed.first?["metadata"] as? [String: Any])?["WKName"] as? String == "Trainer intervals")
    }

    @Test("A summary that is not Garmin's is named in a warning; the recordings still import")
    func unreadableSummaryWarns() throws {
        let dir = try TemporaryDirectory()
        let export = dir.path("export.zip")
        var entries = try accountExportEntries()
        entries[0].1 = Array("{\"activities\":[]}".utf8)
        try write(try zipBytes(entries), to: export)
        let result = try CLIRunner.run(["import", export, "--store", dir.path("s.sqlite")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("someone@example.com_0_summarizedActivities.json: warning: not used as Garmin Connect activity summaries"))
        #expect(result.stderr.contains("2 imported"))
    }

    @Test("Zips nested deeper than two levels fail alone, named; a damaged inner zip fails alone; the rest imports")
    func deepAndDamagedNestingFailsAlone() throws {
        let dir = try TemporaryDirectory()
        let fit = try fitBytes(.running, start: Self.runStart)
        let deep = try zipBytes([("b.zip", try zipBytes([("c.zip", try zipBytes([("deep.fit", fit)]))]))])
        let damaged = Array(try zipBytes([("x.fit", fit)]).prefix(40))
        let archive = dir.path("outer.zip")
        try write(try zipBytes([("a.zip", deep), ("broken.zip", damaged), ("ok.fit", fit)]), to: archive)
        let result = try CLIRunner.run(["import", archive, "--store", dir.path("s.sqlite")])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(archive):a.zip:b.zip:c.zip: a zip archive nested more than 2 deep; refused"), "\(result.stderr)")
        #expect(result.stderr.contains("\(archive):broken.zip: not a zip archive, or a truncated one"), "\(result.stderr)")
        #expect(result.stderr.contains("1 imported, 0 unchanged, 0 replaced, 2 failed"), "\(result.stderr)")
    }
}
