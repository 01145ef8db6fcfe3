import Foundation
import Testing
import TestSupport
import WorkoutKit

/// Garmin Connect exports built here from our own writers: FIT files written by
/// ``FITRecordingWriter``, a summary JSON written by the test, zips by ``ZipWriter``.
/// (Moved from the CLI tests, GarminExportImportTests: run in-process through ``Importer``.)
@Suite("Importer with Garmin Connect exports and zips inside zips")
struct ImporterGarminConnectTests {
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

    /// Checks the two workouts of the export as the store holds them.
    private func expectAnnotated(_ store: WorkoutStore) throws {
        let listed = try Fixtures.summaries(store).map(\.workout)
        #expect(listed.count == 2)
        let ride = try #require(listed.first { $0.metadata[MetadataKey.name] == .string("Trainer intervals") })
        #expect(ride.activityType == .cycling)
        #expect(ride.metadata[MetadataKey.notes] == .string("5 x 4 min"))
        #expect(ride.metadata[MetadataKey.indoorWorkout] == .bool(true))
        let run = try #require(listed.first { $0.metadata[MetadataKey.name] == .string("Ridge trail") })
        #expect(run.activityType == .running)
        #expect(run.metadata[MetadataKey.notes] == nil)
    }

    @Test("An account export zip: the uploaded files are read from the zip inside it and named by its summaries; Garmin's other JSON is skipped")
    func importsAccountExportZip() throws {
        let dir = try TemporaryDirectory()
        let export = dir.path("garmin-export.zip")
        try write(try zipBytes(try accountExportEntries()), to: export)
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let result = try Fixtures.importing([export], into: store)
        #expect(result.counts.failed == 0, "\(Fixtures.failures(result))")
        let files = result.outcomes.map(\.input)
        #expect(files == [
            "\(export):DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip:someone@example.com_900001.fit",
            "\(export):DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip:someone@example.com_900002.fit",
        ])
        try expectAnnotated(store)
        let again = try Fixtures.importing([export], into: store)
        #expect(Fixtures.tally(again) == [0, 2, 0, 0], "\(Fixtures.failures(again))")
    }

    @Test("An unzipped account export folder imports the same way")
    func importsAccountExportFolder() throws {
        let dir = try TemporaryDirectory()
        let root = dir.path("garmin-export")
        for (path, bytes) in try accountExportEntries() { try write(bytes, to: (root as NSString).appendingPathComponent(path)) }
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let result = try Fixtures.importing([root], into: store)
        #expect(result.counts.failed == 0, "\(Fixtures.failures(result))")
        #expect(Fixtures.tally(result) == [2, 0, 0, 0], "\(Fixtures.failures(result))")
        try expectAnnotated(store)
    }

    @Test("A per-activity original download (<activityId>.zip holding <activityId>_ACTIVITY.fit) imports; a folder of them with a summary is matched by id")
    func importsOriginalDownloads() throws {
        let dir = try TemporaryDirectory()
        let single = dir.path("22222222222.zip")
        try write(try zipBytes([("22222222222_ACTIVITY.fit", try fitBytes(.running, start: Self.runStart))]), to: single)
        let result = try Fixtures.importing([single], into: try WorkoutStore(path: dir.path("one.sqlite")))
        #expect(result.counts.failed == 0, "\(Fixtures.failures(result))")
        #expect(result.outcomes.first?.input == "\(single):22222222222_ACTIVITY.fit")

        // Matched by the id in the file name even when the start differs from the summary's.
        let root = dir.path("export")
        try write(summaryJSON(), to: "\(root)/DI_CONNECT/DI-Connect-Fitness/x_0_summarizedActivities.json")
        try write(try zipBytes([("11111111111_ACTIVITY.fit", try fitBytes(.cycling, start: Self.rideStart.addingTimeInterval(30)))]),
                  to: "\(root)/DI_CONNECT/DI-Connect-Uploaded-Files/11111111111.zip")
        let store = try WorkoutStore(path: dir.path("two.sqlite"))
        #expect(try Fixtures.importing([root], into: store).counts.failed == 0)
        let listed = try Fixtures.summaries(store)
        #expect(listed.first?.workout.metadata[MetadataKey.name] == .string("Trainer intervals"))
    }

    @Test("A summary that is not Garmin's is named in a warning; the recordings still import")
    func unreadableSummaryWarns() throws {
        let dir = try TemporaryDirectory()
        let export = dir.path("export.zip")
        var entries = try accountExportEntries()
        entries[0].1 = Array("{\"activities\":[]}".utf8)
        try write(try zipBytes(entries), to: export)
        var events: [ImportEvent] = []
        let result = try Fixtures.importing([export], into: try WorkoutStore(path: dir.path("s.sqlite")), events: &events)
        #expect(result.counts.failed == 0, "\(Fixtures.failures(result))")
        #expect(Fixtures.warnings(events).contains {
            $0.file.hasSuffix("someone@example.com_0_summarizedActivities.json")
                && $0.message.hasPrefix("not used as Garmin Connect activity summaries")
        })
        #expect(result.counts.imported == 2)
    }

    @Test("Zips nested deeper than two levels fail alone, named; a damaged inner zip fails alone; the rest imports")
    func deepAndDamagedNestingFailsAlone() throws {
        let dir = try TemporaryDirectory()
        let fit = try fitBytes(.running, start: Self.runStart)
        let deep = try zipBytes([("b.zip", try zipBytes([("c.zip", try zipBytes([("deep.fit", fit)]))]))])
        let damaged = Array(try zipBytes([("x.fit", fit)]).prefix(40))
        let archive = dir.path("outer.zip")
        try write(try zipBytes([("a.zip", deep), ("broken.zip", damaged), ("ok.fit", fit)]), to: archive)
        let result = try Fixtures.importing([archive], into: try WorkoutStore(path: dir.path("s.sqlite")))
        let failures = Fixtures.failures(result)
        #expect(result.counts.failed > 0)
        #expect(failures.contains { $0.contains("\(archive):a.zip:b.zip:c.zip: a zip archive nested more than 2 deep; refused") }, "\(failures)")
        #expect(failures.contains { $0.contains("\(archive):broken.zip: not a zip archive, or a truncated one") }, "\(failures)")
        #expect(Fixtures.tally(result) == [1, 0, 0, 2], "\(failures)")
    }
}
