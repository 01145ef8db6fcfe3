import FITCodec
import FITProfile
import Foundation
import Testing
import TestSupport
import WorkoutKit

/// A swimmer's cadence (strokes per minute) has no cadence type: it is left out, and named,
/// whether the file names its swim before its records (the reader leaves the values out) or
/// only in its session after them (the whole read, and the import that read the sessions
/// first, leave them out).
@Suite("A swimmer's cadence is named where it is left out")
struct SwimmingCadenceTests {
    /// A pool swim of 6 records with a cadence on every other one, named swimming only in
    /// its session (no `sport` message), as a file written by an app may be.
    static func swimNamedOnlyInItsSession() throws -> [UInt8] {
        var encoder = FITEncoder()
        try encoder.writeTestActivityFileID()
        for second in 0..<6 {
            var record = try FITOutgoingMessage("record")
            try record.set(FITField.Record.timestamp, Double(1_000_000_000 + second))
            try record.set(FITField.Record.heartRate, Double(130 + second))
            if second % 2 == 0 { try record.set(FITField.Record.cadence, Double(30 + second)) }
            try encoder.write(record)
        }
        var session = try FITOutgoingMessage("session")
        try session.set(FITField.Session.timestamp, 1_000_000_005)
        try session.set(FITField.Session.startTime, 1_000_000_000)
        try session.set(FITField.Session.totalElapsedTime, 5)
        try session.set(FITField.Session.sport, valueNamed: "swimming")
        try encoder.write(session)
        return encoder.finish()
    }

    @Test("named only in its session: the whole read and the import from a path leave its 3 cadences out and say so; its heart rates are kept")
    func swimNamedAfterItsRecords() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path("swim.fit")
        try Data(try Self.swimNamedOnlyInItsSession()).write(to: URL(fileURLWithPath: path))
        let warning = "3 cadences of swimming records (strokes per minute, which no cadence type holds) were left out"

        let context = ReadContext(name: path)
        let recording = try #require(try FITRecordingReader().readAll(from: try FileByteSource(path: path), context: context).first)
        #expect(recording.workout.activityType == .swimming)
        #expect(recording.samples(ofType: .heartRate).count == 6)
        #expect(recording.samples.allSatisfy { $0.quantityType != .cyclingCadence && $0.quantityType != .runningCadence })
        #expect(context.warnings.contains(warning), "\(context.warnings)")

        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        var warnings: [String] = []
        let report = try Importer(store: store, options: ImportOptions()).run([path]) { event in
            if case .warning(_, let message) = event { warnings.append(message) }
        }
        #expect(report.outcomes.map(\.status) == [.imported])
        #expect(warnings.contains(warning), "\(warnings)")
        let uuid = try #require(report.outcomes.first?.uuid)
        let stored = try #require(try store.recording(for: uuid))
        #expect(stored.samples(ofType: .heartRate).count == 6)
        #expect(stored.samples.allSatisfy { $0.quantityType != .cyclingCadence && $0.quantityType != .runningCadence })
    }

    /// The values a sampling hands out for a stream, retyped at the workout's end as the
    /// store's whole-save fallback retypes them, and the sampling's warnings after that.
    private final class RetypedStream: RecordingStream {
        let sampling: any PointSampling
        private var values: [(QuantityType, Date)] = []
        var settled: [QuantityType] = []
        var warnings: [String] = []

        init(_ sampling: any PointSampling) { self.sampling = sampling }

        func points(_ batch: PointBatch) throws {
            for point in batch.points {
                guard let time = point.time else { continue }
                sampling.forEachValue(of: point, in: batch) { type, _ in values.append((type, time)) }
            }
        }

        func endWorkout(_ rest: WorkoutRecording) throws {
            let retyping = sampling.retyping(for: rest)
            settled = values.compactMap { type, time in retyping.map { $0(type, time) } ?? type }
            warnings = sampling.warnings(for: rest)
        }

        func course(_ course: Course) throws {}
    }

    @Test("read once (standard input), the sampling guesses, the retyping leaves the swim's 3 cadences out, and its warnings say so")
    func guessedSwimNamesItsCadencesOnceRetyped() throws {
        let reader = FITRecordingReader()
        let stream = RetypedStream(reader.pointSampling(opening: nil))
        try reader.read(from: DataByteSource(try Self.swimNamedOnlyInItsSession()), context: ReadContext(name: "-"), into: stream)
        #expect(stream.settled.filter { $0 == .heartRate }.count == 6)
        #expect(stream.settled.allSatisfy { $0 != .cyclingCadence && $0 != .runningCadence })
        #expect(stream.warnings == ["3 cadences of swimming records (strokes per minute, which no cadence type holds) were left out"])
    }
}
