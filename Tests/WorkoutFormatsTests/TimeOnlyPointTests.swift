import FITCodec
import FITProfile
import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// A point that holds nothing but a time (a TCX `Trackpoint` with only a `Time`, which Garmin
/// writes where a track stops and starts again; a FIT record or a CSV row with nothing else)
/// leaves nothing the model keeps: it is named with its count, never dropped without a word.
@Suite("Points holding only a time: named, not dropped silently")
struct TimeOnlyPointTests {
    /// How many `Trackpoint`s of a TCX text hold only a `Time`, counted on the text.
    static func timeOnlyTrackpoints(_ text: String) -> Int {
        text.components(separatedBy: "<Trackpoint>").dropFirst().reduce(0) { total, part in
            guard let end = part.range(of: "</Trackpoint>") else { return total }
            var body = String(part[..<end.lowerBound])
            if let time = body.range(of: #"<Time>[^<]*</Time>"#, options: .regularExpression) { body.removeSubrange(time) }
            return total + (body.allSatisfy(\.isWhitespace) ? 1 : 0)
        }
    }

    @Test("every corpus TCX names as many trackpoints holding only a <Time> as the file has (fr410: 1, fr305: 6)",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)),
          arguments: Corpus.files(in: "tcx", extensions: ["tcx"]))
    func tcxTimeOnlyTrackpointsAreNamed(_ url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        let expected = Self.timeOnlyTrackpoints(text)
        let context = ReadContext(name: url.lastPathComponent)
        _ = try TCXRecordingReader().readRecordingsAndCourses(from: try FileByteSource(path: url.path), context: context)
        let named = context.warnings.filter { $0.contains("holding only a <Time>") }
        if expected == 0 {
            #expect(named.isEmpty, "\(url.lastPathComponent): \(named)")
        } else {
            let phrase = expected == 1 ? "1 trackpoint holding only a <Time> (no position, no value) was left out"
                : "\(expected) trackpoints holding only a <Time> (no position, no value) were left out"
            #expect(named == [phrase], "\(url.lastPathComponent): \(context.warnings)")
        }
        if url.lastPathComponent == "garmin-fr410-run-hr-3laps.tcx" { #expect(expected == 1) }
        if url.lastPathComponent == "garmin-fr305-run-no-hr-4-tracks.tcx" { #expect(expected == 6) }
    }

    @Test("the streamed read of a TCX names them as the whole read does",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
    func streamedTCXNamesThem() throws {
        let url = try #require(Corpus.url("tcx/garmin-fr305-run-no-hr-4-tracks.tcx"))
        let context = ReadContext(name: "run.tcx")
        final class Discarding: RecordingStream {
            func points(_ batch: PointBatch) throws {}
            func endWorkout(_ rest: WorkoutRecording) throws {}
            func course(_ course: Course) throws {}
        }
        try TCXRecordingReader().read(from: try FileByteSource(path: url.path), context: context, into: Discarding())
        #expect(context.warnings.contains("6 trackpoints holding only a <Time> (no position, no value) were left out"))
    }

    /// A FIT activity of five records a second apart: heart rates at the first, third and
    /// fifth, nothing but the timestamp at the second and fourth.
    static func fitWithTimeOnlyRecords() throws -> [UInt8] {
        var encoder = FITEncoder()
        try encoder.writeTestActivityFileID()
        for second in 0..<5 {
            var record = try FITOutgoingMessage("record")
            try record.set(FITField.Record.timestamp, Double(1_000_000_000 + second))
            if second % 2 == 0 { try record.set(FITField.Record.heartRate, Double(120 + second)) }
            try encoder.write(record)
        }
        return encoder.finish()
    }

    @Test("FIT records holding only a timestamp are named with their count; the others' values are kept")
    func fitTimeOnlyRecordsAreNamed() throws {
        let context = ReadContext(name: "made.fit")
        let recordings = try FITRecordingReader().readAll(from: DataByteSource(try Self.fitWithTimeOnlyRecords()), context: context)
        let recording = try #require(recordings.first)
        #expect(recording.samples.filter { $0.quantityType == .heartRate }.count == 3)
        #expect(context.warnings.contains("2 records holding only a time (no position, no value workoutkit reads) were left out"),
                "\(context.warnings)")
    }

    @Test("FIT records without a timestamp (their heart rate and position have no time) are named with their count, not dropped silently")
    func fitUntimedRecordsAreNamed() throws {
        var encoder = FITEncoder()
        try encoder.writeTestActivityFileID()
        for second in 0..<6 {
            var record = try FITOutgoingMessage("record")
            // Every third record lost its timestamp.
            if second % 3 != 2 { try record.set(FITField.Record.timestamp, Double(1_000_000_000 + second)) }
            try record.set(FITField.Record.heartRate, Double(120 + second))
            try encoder.write(record)
        }
        let context = ReadContext(name: "made.fit")
        let recording = try #require(try FITRecordingReader().readAll(from: DataByteSource(encoder.finish()), context: context).first)
        #expect(recording.samples.filter { $0.quantityType == .heartRate }.map { $0.quantity.value } == [120, 121, 123, 124])
        #expect(context.warnings.contains("2 records without a timestamp (a value needs a time) were left out"), "\(context.warnings)")
    }

    @Test("CSV rows holding only a time are named, but for the first and the last, whose times are the workout's start and end")
    func csvTimeOnlyRowsAreNamed() throws {
        let table = "time,heart_rate\n2024-05-01T07:30:00Z,\n2024-05-01T07:30:01Z,120\n2024-05-01T07:30:02Z,\n"
            + "2024-05-01T07:30:03Z,121\n2024-05-01T07:30:04Z,\n2024-05-01T07:30:05Z,\n"
        let context = ReadContext(name: "t.csv")
        let recording = try #require(try CSVRecordingReader().readAll(from: DataByteSource(Array(table.utf8)), context: context).first)
        #expect(recording.workout.startDate == Date(timeIntervalSince1970: 1_714_548_600))
        #expect(recording.workout.endDate == Date(timeIntervalSince1970: 1_714_548_605))
        #expect(recording.samples.count == 2)
        #expect(context.warnings.contains("2 rows holding only a time (no position, no value) were left out"), "\(context.warnings)")

        let nothing = ReadContext(name: "t.csv")
        _ = try CSVRecordingReader().readAll(
            from: DataByteSource(Array("time,heart_rate\n2024-05-01T07:30:00Z,120\n2024-05-01T07:30:01Z,121\n".utf8)), context: nothing)
        #expect(!nothing.warnings.contains { $0.contains("holding only a time") })
    }
}
