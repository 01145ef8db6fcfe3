import Foundation
import Synchronization
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// A multisport workout written to a format that keeps no legs (TCX's one `Activity`, GPX's
/// one `trk`, the CSV point table) reads back with its values typed by the one workout
/// written: a running leg's cadence as a cycling cadence, a swimming leg's lap distances as
/// walking and running ones. The loss report names them, with the same counts on a whole
/// read and on a streamed conversion (a FIT file's points come before its legs), and the
/// counts are the differences read back.
@Suite("Multisport: values the legs type differently, named as read back")
struct LegTypedValueTests {
    static let files = ["fit/garmin-fenix5x-triathlon-3MB.fit", "fit/garmin-fr920xt-multisport-multiple-headers.fit",
                        "fit/garmin-fenix2-multisport-1MB.fit"]
    static let formats = ["tcx", "gpx", "csv"]

    /// Each file's workout read whole, once for the cases of every format (the triathlon takes
    /// seconds to read in a debug build).
    private static let wholeReads = Mutex<[String: WorkoutRecording]>([:])

    private static func wholeRecording(_ file: String) throws -> WorkoutRecording {
        if let read = wholeReads.withLock({ $0[file] }) { return read }
        let read = try #require(try readCorpus(FITRecordingReader(), file).recordings.first)
        wholeReads.withLock { $0[file] = read }
        return read
    }

    static func writer(_ format: String) -> any PointStreamingWriter {
        switch format {
        case "tcx": TCXRecordingWriter()
        case "gpx": GPXRecordingWriter()
        default: CSVRecordingWriter()
        }
    }

    static func reader(_ format: String) -> any RecordingReader {
        switch format {
        case "tcx": TCXRecordingReader()
        case "gpx": GPXRecordingReader()
        default: CSVRecordingReader()
        }
    }

    /// One "the type of N values (X, read back as Y)".
    struct Retyped: Equatable, CustomStringConvertible {
        var from: String
        var to: String
        var count: Int
        var description: String { "\(count) \(from) → \(to)" }
    }

    /// The retyped values a loss report names, in its order.
    static func retyped(_ losses: [String]) throws -> [Retyped] {
        try losses.filter { $0.hasPrefix("the type of ") }.map { loss in
            let words = loss.dropFirst("the type of ".count).split(separator: " ", maxSplits: 2)
            let count = try #require(Int(words[0]), "\(loss)")
            let types = words[2].dropFirst().dropLast().components(separatedBy: ", read back as ")
            try #require(types.count == 2, "\(loss)")
            return Retyped(from: types[0], to: types[1], count: count)
        }
    }

    /// How many samples of each type a recording holds, by short name.
    static func typeCounts(_ recording: WorkoutRecording) -> [String: Int] {
        var counts: [String: Int] = [:]
        recording.forEachSample { counts[$0.quantityType.shortName, default: 0] += 1 }
        return counts
    }

    /// Tallies a workout's streamed points as `convert` does, and keeps its rest.
    final class Tallying: RecordingStream {
        var tally: PointTally
        var rest: WorkoutRecording?
        init(_ capabilities: FormatCapabilities) { tally = PointTally(roundingAs: capabilities) }
        func points(_ batch: PointBatch) throws { tally.add(batch) }
        func endWorkout(_ rest: WorkoutRecording) throws { self.rest = rest }
        func course(_ course: Course) throws {}
    }

    @Test("the values read back as another type are named, and each count is what the written file reads back as the other type",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)), arguments: files, formats)
    func wholeCountsAreTheReadBackDifferences(_ file: String, _ format: String) throws {
        let recording = try Self.wholeRecording(file)
        #expect(recording.workout.activities.count > 1)
        let writer = Self.writer(format)
        let losses = LossReport.losses(writing: recording, as: writer.capabilities)
        #expect(losses.contains("\(recording.workout.activities.count) multisport activities"), "\(losses)")
        let retyped = try Self.retyped(losses)
        #expect(!retyped.isEmpty, "\(file) → \(format): \(losses)")

        let back = try Self.reader(format).readAll(
            from: DataByteSource(try writeAll(writer, [recording])), context: ReadContext(name: "out.\(format)"))
        let before = Self.typeCounts(recording), after = Self.typeCounts(try #require(back.first))
        var expected = before
        for entry in retyped {
            // Every value of the type is read back as the other.
            #expect(before[entry.from] == entry.count, "\(file) → \(format): \(entry)")
            expected[entry.from, default: 0] -= entry.count
            expected[entry.to, default: 0] += entry.count
        }
        for type in Set(retyped.flatMap { [$0.from, $0.to] }) {
            #expect(expected[type] ?? 0 == after[type] ?? 0,
                    "\(file) → \(format): \(type) \(before[type] ?? 0) before, \(after[type] ?? 0) read back, \(expected[type] ?? 0) by the report")
        }
    }

    @Test("a streamed conversion (points before the legs) names the same values read back as another type as the whole recording",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)), arguments: files, formats)
    func streamedCountsAreTheWholeOnes(_ file: String, _ format: String) throws {
        let capabilities = Self.writer(format).capabilities
        let whole = try Self.wholeRecording(file)
        let url = try #require(Corpus.url(file))
        let stream = Tallying(capabilities)
        try FITRecordingReader().read(from: try FileByteSource(path: url.path), context: ReadContext(name: file), into: stream)
        let rest = try #require(stream.rest)
        let streamed = try Self.retyped(LossReport.losses(writing: rest, streamed: stream.tally, as: capabilities))
        let wholeRetyped = try Self.retyped(LossReport.losses(writing: whole, as: capabilities))
        #expect(!streamed.isEmpty)
        #expect(streamed == wholeRetyped, "\(file) → \(format)")
    }

    @Test("the phrase sums over workouts: two workouts give twice each count")
    func phraseSums() {
        let one = ["5 multisport activities", "the type of 20791 values (RunningCadence, read back as CyclingCadence)",
                   "the type of 1 value (DistanceSwimming, read back as DistanceWalkingRunning)"]
        #expect(LossReport.summed([one, one]) == [
            "10 multisport activities", "the type of 41582 values (RunningCadence, read back as CyclingCadence)",
            "the type of 2 values (DistanceSwimming, read back as DistanceWalkingRunning)",
        ])
    }
}
