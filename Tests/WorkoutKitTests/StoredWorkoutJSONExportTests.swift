import Foundation
import Testing
import TestSupport
import WorkoutKit

/// `export --format json` (and `show --json`) write a stored workout as the store reads it:
/// the rest, then its samples and route locations a piece at a time
/// (``WorkoutStore/readWorkoutContent(_:_:)``). The bytes and the losses named must be those
/// of writing the stored recording whole, as the export did before.
@Suite("JSON export of stored workouts, samples and locations read as they are written")
struct StoredWorkoutJSONExportTests {
    /// ``StoredWorkoutExportTests/pairings`` (rows with metadata and in other units, chunks,
    /// interval samples, two routes, laps and a pause) with a waypoint, and the ride whose
    /// times go back.
    static var recordings: [WorkoutRecording] {
        var run = StoredWorkoutExportTests.pairings
        run.waypoints = [Waypoint(name: "Turn", latitude: 47.001, longitude: 8.5, elevation: 410,
                                  time: StoredWorkoutExportTests.at(20))]
        return [run, StoredWorkoutExportTests.backwards]
    }

    @Test("a JSON export, read from the store as it is written, is the bytes and losses of the stored recordings written whole: each alone, together, one file each")
    func jsonExportIsTheWholeWrite() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let outcomes = try store.save(Self.recordings)
        let stored = try outcomes.map { try #require(try store.recording(for: $0.uuid)) }
            .sorted { $0.workout.startDate < $1.workout.startDate }
        let writer = try StoredWorkoutExportTests.writer("json")
        #expect(writer is any RecordingContentWriter)
        func exported(_ ids: [String]) throws -> (bytes: [UInt8], losses: [[String]]) {
            let sink = DataByteSink()
            let outcome = try Exporter(store: store, options: ExportOptions(writer: writer, workoutIDs: ids))
                .export(to: .standardOutput(sink))
            return (sink.bytes, outcome.losses.map(\.losses))
        }
        func losses(_ recordings: [WorkoutRecording]) -> [[String]] {
            recordings.map { LossReport.losses(writing: $0, as: writer.capabilities) }.filter { !$0.isEmpty }
        }
        // The run's sample with metadata is named, as for the whole recording.
        #expect(losses(stored) == [["the metadata of 1 sample or route"]])
        for recording in stored {
            let expected = DataByteSink()
            try writer.write([recording], to: expected)
            let got = try exported([recording.workout.uuid.uuidString])
            #expect(got.bytes == expected.bytes, "\(got.bytes.count) bytes against \(expected.bytes.count)")
            #expect(got.losses == losses([recording]))
        }
        let expected = DataByteSink()
        try writer.write(stored, to: expected)
        let got = try exported(stored.map(\.workout.uuid.uuidString))
        #expect(got.bytes == expected.bytes)
        #expect(got.losses == losses(stored))

        try Exporter(store: store, options: ExportOptions(writer: writer, workoutIDs: stored.map(\.workout.uuid.uuidString)))
            .export(to: .directory(dir.path("out")))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path("out")).sorted()
        #expect(names.count == 2)
        for (name, recording) in zip(names, stored) {
            let alone = DataByteSink()
            try writer.write([recording], to: alone)
            #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir.path("out/\(name)")))) == alone.bytes, "\(name)")
        }
    }

    @Test("strict refuses a JSON export with the losses of the whole recording, writing nothing")
    func strictJSONNamesTheWholeRecordingsLosses() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let uuid = try store.save(Self.recordings[0]).uuid
        let stored = try #require(try store.recording(for: uuid))
        let writer = try StoredWorkoutExportTests.writer("json")
        let losses = LossReport.losses(writing: stored, as: writer.capabilities)
        #expect(!losses.isEmpty)
        #expect(throws: FormatError.wouldLoseData(file: dir.path("x.json"), format: "json", losses: losses)) {
            try Exporter(store: store, options: ExportOptions(writer: writer, workoutIDs: [uuid.uuidString], strict: true))
                .export(to: .file(dir.path("x.json")))
        }
        #expect(!FileManager.default.fileExists(atPath: dir.path("x.json")))
    }
}
