import FITCodec
import Foundation
import TestSupport
import Testing
import WorkoutModel
@testable import WorkoutFormats

/// The first pass over a FIT file's sessions (`FITRecordingReader.sessionsWorkout(opening:)`),
/// which leaves out the file CRC, gives the workout the pass that checks it gives: for every
/// corpus file, and for a chain whose first file's CRC is wrong (where a lenient read stops).
@Suite("FIT sessions pass: the workout of the pass that checks the CRC")
struct FITSessionsPassTests {
    static let files = Corpus.files(in: "fit", extensions: ["fit"])

    /// A workout without what differs between two reads of one file: the UUIDs (random at
    /// each read) and the mark of a partial read (which only a checked CRC can set).
    private static func comparable(_ workout: Workout?) -> Workout? {
        guard var workout else { return nil }
        workout.uuid = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        workout.activities = workout.activities.map { activity in
            var activity = activity
            activity.uuid = workout.uuid
            return activity
        }
        workout.metadata[MetadataKey.partialRecording] = nil
        return workout
    }

    @Test("the sessions pass gives the workout of the pass that checks the CRC",
          .enabled(if: Corpus.isAvailable, "the corpus (../shared/corpus) is not present"), arguments: files)
    func sameWorkoutAsWithTheCRC(file: URL) throws {
        let reader = FITRecordingReader()
        let open: () throws -> any ByteSource = { try FileByteSource(path: file.path) }
        let checked = reader.sessionsPass(over: open, checksFileCRC: true)
        let fast = reader.sessionsWorkout(opening: open)
        #expect(Self.comparable(fast) == Self.comparable(checked?.workout), "\(file.lastPathComponent)")
        // A file with sessions gives a workout (a pass that gave up would give none).
        if file.lastPathComponent.hasPrefix("garmin-") { #expect(fast != nil, "\(file.lastPathComponent)") }
    }

    @Test("in a chain whose first file's CRC is wrong, the sessions pass stops where a lenient read stops",
          .enabled(if: Corpus.isAvailable, "the corpus (../shared/corpus) is not present"))
    func chainWithAWrongCRCStopsAtIt() throws {
        // A run whose CRC is wrong, then a ride: read leniently, the workout is the run alone.
        func corpusFile(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: try #require(Corpus.url("fit/" + name)))) }
        let bytes = try corpusFile("corrupt-bad-file-crc.fit") + corpusFile("garmin-edge800-indoor-trainer.fit")
        let reader = FITRecordingReader()
        let sessions = try #require(reader.sessionsWorkout(opening: { DataByteSource(bytes) }))
        let read = try #require(try reader.readAll(from: DataByteSource(bytes),
                                                   context: ReadContext(name: "chain.fit", options: ReadOptions(lenient: true))).first)
        #expect(sessions.activityType == .running)
        #expect(sessions.activities.isEmpty)
        #expect(sessions.activityType == read.workout.activityType && sessions.startDate == read.workout.startDate)
        // Without the CRC, the pass would have read on into the ride.
        let unchecked = try #require(reader.sessionsPass(over: { DataByteSource(bytes) }, checksFileCRC: false))
        #expect(unchecked.fileCount == 2 && unchecked.workout?.activities.count == 2)
    }
}
