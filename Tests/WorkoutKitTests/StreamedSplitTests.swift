import Foundation
import Testing
import TestSupport
import WorkoutKit

/// A split of a file into a directory streams where an edit would
/// (``EditPipeline/writeStreamedSplit(_:split:with:into:strict:events:)``), and writes the
/// files, and names the losses, of the split of the whole recording.
@Suite("Streamed splits", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct StreamedSplitTests {
    struct Written: Equatable {
        var parts: [String]
        var dates: [[Date]]
        var losses: [[String]]
        var droppedTotals: [[String]]
        /// The positions withheld from each part (hidden ends).
        var withheld: [Int] = []
    }

    /// `split` of `input` written as `format` by the streamed path and by the whole one
    /// (``EditPipeline/read(_:events:)``, ``RecordingEditor``, ``EditPipeline/write(_:with:to:strict:events:)``).
    static func bothWays(_ input: String, _ format: String, _ split: StreamedSplit, privacy: PrivacyFilter = .none,
                         whole: (WorkoutRecording) throws -> [EditedRecording]) throws -> (streamed: Written, whole: Written) {
        let dir = try TemporaryDirectory()
        let writer = try EditCorpusTests.writer(format)
        let pipeline = EditPipeline(privacy: privacy)
        var streamedWithheld: [Int] = [], wholeWithheld: [Int] = []
        let outcome = try #require(try pipeline.writeStreamedSplit(.file(input), split: split, with: writer, into: dir.path("streamed")) {
            if case .withheld(let notice) = $0 { streamedWithheld.append(notice.positions) }
        },
                                   "\(input) as \(format) streams")
        let paths = EditPipeline.partPaths(of: .file(input), count: outcome.parts.count, in: dir.path("streamed"), writer: writer)
        #expect(outcome.parts.map(\.path) == paths)
        let parts = try whole(try pipeline.read(.file(input)))
        let wholePaths = EditPipeline.partPaths(of: .file(input), count: parts.count, in: dir.path("whole"), writer: writer)
        try FileManager.default.createDirectory(atPath: dir.path("whole"), withIntermediateDirectories: true)
        var losses: [[String]] = []
        for (part, path) in zip(parts, wholePaths) {
            losses += try pipeline.write([part], with: writer, to: .file(path)) {
                if case .withheld(let notice) = $0 { wholeWithheld.append(notice.positions) }
            }.map(\.losses)
        }
        return (Written(parts: try paths.map { try StreamedEditTests.comparable($0, format) },
                        dates: outcome.parts.map { [$0.workout.startDate, $0.workout.endDate] },
                        losses: outcome.losses.map(\.losses), droppedTotals: outcome.parts.map(\.droppedTotals), withheld: streamedWithheld),
                Written(parts: try wholePaths.map { try StreamedEditTests.comparable($0, format) },
                        dates: parts.map { [$0.recording.workout.startDate, $0.recording.workout.endDate] },
                        losses: losses, droppedTotals: parts.map(\.droppedTotals), withheld: wholeWithheld))
    }

    @Test("split at a third and two thirds of the way, at pauses of 10 s, and at its laps: the streamed split writes the whole split's files, losses and left-out totals",
          arguments: StreamedEditTests.cases.indices)
    func splitStreamedEqualsWhole(_ index: Int) throws {
        let (name, format) = StreamedEditTests.cases[index]
        let input = try Fixtures.corpus(name)
        let workout = try EditPipeline().read(.file(input)).workout
        let span = workout.endDate.timeIntervalSince(workout.startDate)
        // Whole seconds, as FIT holds times.
        let times = [1.0 / 3, 2.0 / 3].map { workout.startDate.addingTimeInterval((span * $0).rounded()) }
        let (streamed, whole) = try Self.bothWays(input, format, .at(times: { _ in times })) {
            try RecordingEditor.split($0, at: times, name: input)
        }
        #expect(streamed.parts.count == 3)
        #expect(streamed == whole, "\(name) split in three as \(format)")
        do {
            let (streamedPauses, wholePauses) = try Self.bothWays(input, format, .atPauses(10)) {
                try RecordingEditor.split($0, atPausesOf: 10, name: input)
            }
            #expect(streamedPauses == wholePauses, "\(name) split at pauses of 10 s as \(format)")
        } catch let error as EditError {
            // No pause that long: the whole split refuses it alike.
            #expect(throws: error) { try RecordingEditor.split(try EditPipeline().read(.file(input)), atPausesOf: 10, name: input) }
        }
        guard workout.events(ofType: .lap).count > 1 else { return }
        let (streamedLaps, wholeLaps) = try Self.bothWays(input, format, .laps) { try RecordingEditor.splitAtLaps($0, name: input) }
        #expect(streamedLaps.parts.count > 1)
        #expect(streamedLaps == wholeLaps, "\(name) split at its laps as \(format)")
    }

    @Test("gpxpy reads the parts of a streamed GPX split: every point of the ride in exactly one part, in order")
    func splitGPXReadByGpxpy() throws {
        let input = try Fixtures.corpus("gpx/strava-ride-power.gpx")
        let workout = try EditPipeline().read(.file(input)).workout
        let middle = workout.startDate.addingTimeInterval(workout.endDate.timeIntervalSince(workout.startDate) / 2)
        let dir = try TemporaryDirectory()
        let outcome = try #require(try EditPipeline().writeStreamedSplit(.file(input), split: .at(times: { _ in [middle] }),
                                                                         with: try EditCorpusTests.writer("gpx"), into: dir.path("parts")))
        guard let original = try EditCorpusTests.gpxpyPointTimes(input) else { return }
        let parts = try outcome.parts.map { try #require(try EditCorpusTests.gpxpyPointTimes($0.path)) }
        #expect(parts.count == 2 && parts.allSatisfy { !$0.isEmpty })
        #expect(parts.flatMap { $0 } == original)
        #expect(parts[0].allSatisfy { $0 < middle.timeIntervalSince1970 } && parts[1].allSatisfy { $0 >= middle.timeIntervalSince1970 })
    }

    @Test("Garmin's SDK reads the parts of a streamed split of a FIT ride with developer fields: no error, together every record")
    func splitFITReadByGarminSDK() throws {
        let input = try Fixtures.corpus("fit/hammerhead-karoo2-ride-devfields.fit")
        let workout = try EditPipeline().read(.file(input)).workout
        let middle = workout.startDate.addingTimeInterval((workout.endDate.timeIntervalSince(workout.startDate) / 2).rounded())
        let dir = try TemporaryDirectory()
        let outcome = try #require(try EditPipeline().writeStreamedSplit(.file(input), split: .at(times: { _ in [middle] }),
                                                                         with: try EditCorpusTests.writer("fit"), into: dir.path("parts")))
        guard let decoded = try EditCorpusTests.garminSDK(outcome.parts.map(\.path) + [input]) else { return }
        #expect(decoded.allSatisfy { $0.errors.isEmpty }, "\(decoded.map(\.errors))")
        #expect(decoded[0].records > 0 && decoded[0].records + decoded[1].records == decoded[2].records)
    }

    @Test("a refused split names the input's warnings first, as the whole read names them: a time outside the run, no pause that long")
    func refusedSplitNamesTheWarnings() throws {
        let input = try Fixtures.corpus("tcx/garmin-fr410-run-hr-3laps.tcx")
        var wholeWarnings: [String] = []
        let run = try EditPipeline().read(.file(input)) { if case .warning(_, let message) = $0 { wholeWarnings.append(message) } }
        try #require(!wholeWarnings.isEmpty, "the run has a trackpoint holding only a time")
        let late = run.workout.endDate.addingTimeInterval(60)
        let dir = try TemporaryDirectory()
        for split in [StreamedSplit.at(times: { _ in [late] }), .atPauses(600)] {
            var warnings: [String] = []
            #expect(throws: EditError.self) {
                try EditPipeline().writeStreamedSplit(.file(input), split: split, with: try EditCorpusTests.writer("tcx"),
                                                      into: dir.path("parts")) {
                    if case .warning(_, let message) = $0 { warnings.append(message) }
                }
            }
            #expect(warnings == wholeWarnings)
        }
    }

    @Test("split in three and at its laps with hidden ends of 300 m: the streamed split writes the whole split's files and withholds as many positions from each part (each part's ends)",
          arguments: StreamedEditTests.cases.indices)
    func splitWithHiddenEndsStreams(_ index: Int) throws {
        let (name, format) = StreamedEditTests.cases[index]
        let input = try Fixtures.corpus(name)
        let workout = try EditPipeline().read(.file(input)).workout
        let span = workout.endDate.timeIntervalSince(workout.startDate)
        let times = [1.0 / 3, 2.0 / 3].map { workout.startDate.addingTimeInterval((span * $0).rounded()) }
        let privacy = try PrivacyFilter(hiddenEnds: 300)
        let (streamed, whole) = try Self.bothWays(input, format, .at(times: { _ in times }), privacy: privacy) {
            try RecordingEditor.split($0, at: times, name: input)
        }
        #expect(streamed == whole, "\(name) split in three with hidden ends as \(format)")
        #expect(streamed.withheld.count == 3 && streamed.withheld.allSatisfy { $0 > 0 }, "\(streamed.withheld)")
        guard workout.events(ofType: .lap).count > 1 else { return }
        let (laps, lapsWhole) = try Self.bothWays(input, format, .laps, privacy: privacy) { try RecordingEditor.splitAtLaps($0, name: input) }
        #expect(laps == lapsWhole, "\(name) split at its laps with hidden ends as \(format)")
    }

    @Test("a split time outside the recording is refused as the whole split refuses it, no part written")
    func splitRefusedOrWhole() throws {
        let input = try Fixtures.corpus("gpx/strava-ride-power.gpx")
        let workout = try EditPipeline().read(.file(input)).workout
        let dir = try TemporaryDirectory()
        let writer = try EditCorpusTests.writer("gpx")
        let late = workout.endDate.addingTimeInterval(60)
        #expect(throws: EditError.timeOutsideRecording(input: input, what: "the split time", time: late, start: workout.startDate,
                                                        end: workout.endDate)) {
            try EditPipeline().writeStreamedSplit(.file(input), split: .at(times: { _ in [late] }), with: writer, into: dir.path("parts"))
        }
        #expect((try? FileManager.default.contentsOfDirectory(atPath: dir.path("parts")))?.isEmpty ?? true)
    }
}
