import Foundation
import Testing
import TestSupport
import WorkoutFormats
import WorkoutModel

/// A FIT file's values as its stream hands them out (``PointSampling``), settled by the
/// retyping its sessions give (or typed from the start by a first pass over its sessions),
/// are its whole recording's point values: the store saves them as they come on that promise.
/// Each value's type also comes with a number, standing for that type alone.
@Suite("FIT point sampling")
struct FITPointSamplingTests {
    static let files = Corpus.files(in: "fit", extensions: ["fit"])

    /// The corpus files whose sessions correct the types the stream guessed, and why: read
    /// once (standard input), the store's streamed import saves these through their whole
    /// recording.
    static let retyped: [String: String] = [
        "garmin-fenix2-multisport-1MB.fit": "multisport: its legs type their values differently",
        "garmin-fenix5x-triathlon-3MB.fit": "a triathlon: its legs type their values differently",
        "garmin-fr920xt-multisport-multiple-headers.fit": "multisport: its legs type their values differently",
        "garmin-fr70-compressed-timestamps.fit": "a run that names its sport only in its session",
        "stryd-run-developer-types.fit": "a run that names its sport only in its session",
        "suunto-run-2020.fit": "a run that names its sport only in its session",
    ]

    /// A value of a recording: its type's identifier, time and number.
    struct Value: Equatable {
        var type: String
        var time: Date
        var value: Double
    }

    /// What a stream hands out, through a reader's sampling: each workout's values as
    /// (type, time, value), settled at its end, with the route sync identifier and whether
    /// the values were retyped.
    final class SampledStream: RecordingStream {
        let sampling: any PointSampling
        private var values: [(QuantityType, Date, Double)] = []
        var workouts: [(values: [Value], rest: WorkoutRecording, route: String?, retyped: Bool)] = []
        /// The types handed out with each number, and how many values came without one.
        var typesByNumber: [Int: Set<String>] = [:]
        var unnumbered = 0

        init(_ sampling: any PointSampling) { self.sampling = sampling }

        func points(_ batch: PointBatch) throws {
            for point in batch.points {
                guard let time = point.time else { continue }
                sampling.forEachNumberedValue(of: point, in: batch) { number, type, value in
                    values.append((type, time, value))
                    if let number { typesByNumber[number, default: []].insert(type.identifier) } else { unnumbered += 1 }
                }
            }
        }

        func endWorkout(_ rest: WorkoutRecording) throws {
            let retyping = sampling.retyping(for: rest)
            var settled: [Value] = []
            for (type, time, value) in values {
                let type = retyping.map { $0(type, time) } ?? type
                if let type { settled.append(Value(type: type.identifier, time: time, value: value)) }
            }
            workouts.append((settled, rest, sampling.routeSyncIdentifier(of: rest.workout), retyping != nil))
            values.removeAll()
        }

        func course(_ course: Course) throws {}
    }

    @Test("the values a FIT stream hands out, settled at the workout's end, are the whole recording's, in order; none is retyped when the sessions are read first",
          .enabled(if: Corpus.isAvailable, "the corpus (../shared/corpus) is not present"), arguments: files, [false, true])
    func settledValuesAreTheWholeRecordings(file: URL, sessionsFirst: Bool) throws {
        let reader = FITRecordingReader()
        let options = ReadOptions(skipsBadItems: true)
        let whole: [WorkoutRecording]
        do {
            whole = try reader.readAll(from: try FileByteSource(path: file.path), context: ReadContext(name: file.path, options: options))
        } catch is FormatError {
            return  // A damaged or non-activity file: its refusal is the reader's tests' concern.
        }
        let stream = SampledStream(reader.pointSampling(opening: sessionsFirst ? { try FileByteSource(path: file.path) } : nil))
        try reader.read(from: try FileByteSource(path: file.path), context: ReadContext(name: file.path, options: options), into: stream)
        try #require(stream.workouts.count == whole.count, "\(file.lastPathComponent)")
        for (streamed, recording) in zip(stream.workouts, whole) {
            let expected: [Value] = recording.samples.prefix(recording.samples.count - streamed.rest.samples.count)
                .map { Value(type: $0.quantityType.identifier, time: $0.startDate, value: $0.quantity.value) }
            #expect(streamed.values.count + streamed.rest.samples.count == recording.samples.count, "\(file.lastPathComponent)")
            let firstDifference = streamed.values.indices.first { index in index < expected.count && streamed.values[index] != expected[index] }
            #expect(firstDifference == nil, "\(file.lastPathComponent): value \(firstDifference ?? 0) differs")
            if let route = recording.routes.first, streamed.rest.routes.count < recording.routes.count {
                #expect(route.syncIdentifier == streamed.route)
            }
            #expect(streamed.retyped == (!sessionsFirst && Self.retyped[file.lastPathComponent] != nil),
                    "\(file.lastPathComponent): retyped \(streamed.retyped)")
        }
        // Every value is handed out with a number, which stands for one type (as handed out, before any retyping).
        #expect(stream.unnumbered == 0, "\(file.lastPathComponent)")
        #expect(stream.typesByNumber.values.allSatisfy { $0.count == 1 }, "\(file.lastPathComponent): \(stream.typesByNumber)")
    }
}
