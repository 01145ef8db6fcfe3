import Foundation
import Testing
import TestSupport
import WorkoutKit

/// A combination of files into a file streams where an edit would
/// (``EditPipeline/writeStreamedCombination(_:with:to:strict:events:)``), and writes the bytes,
/// and names the losses, of the combination of the whole recordings.
@Suite("Streamed combinations", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct StreamedCombinationTests {
    /// The corpus recording `name` split at its middle (whole seconds) into two files of its
    /// own format in `dir`, by our writers.
    static func halves(of name: String, in dir: TemporaryDirectory) throws -> [String] {
        let input = try Fixtures.corpus(name)
        let recording = try EditPipeline().read(.file(input))
        let (start, end) = (recording.workout.startDate, recording.workout.endDate)
        let middle = start.addingTimeInterval((end.timeIntervalSince(start) / 2).rounded())
        let format = (name as NSString).pathExtension.lowercased()
        let writer = try EditCorpusTests.writer(format)
        let parts = try RecordingEditor.split(recording, at: [middle], name: input)
        return try parts.enumerated().map { index, part in
            let path = dir.path("half-\(index + 1).\(format)")
            try EditPipeline().write([part], with: writer, to: .file(path))
            return path
        }
    }

    @Test("two halves of a corpus recording combined: the streamed combination writes the whole combination's bytes, losses and left-out totals",
          arguments: StreamedEditTests.cases.indices)
    func combineStreamedEqualsWhole(_ index: Int) throws {
        let (name, format) = StreamedEditTests.cases[index]
        let dir = try TemporaryDirectory()
        let halves = try Self.halves(of: name, in: dir)
        let writer = try EditCorpusTests.writer(format)
        let pipeline = EditPipeline()
        // Given in reverse: the combination joins them in order of start either way.
        let inputs = halves.reversed().map { EditInput.file($0) }
        let streamedPath = dir.path("streamed.\(format)"), wholePath = dir.path("whole.\(format)")
        let outcome = try #require(try pipeline.writeStreamedCombination(inputs, with: writer, to: .file(streamedPath)),
                                   "\(name) as \(format) streams")
        let combined = try RecordingEditor.combine(try inputs.map { try pipeline.read($0) }, names: inputs.map(\.name))
        let losses = try pipeline.write([combined], with: writer, to: .file(wholePath))
        #expect(try StreamedEditTests.comparable(streamedPath, format) == StreamedEditTests.comparable(wholePath, format),
                "\(name) combined as \(format)")
        #expect(outcome.losses.map(\.losses) == losses.map(\.losses))
        #expect(outcome.droppedTotals == combined.droppedTotals)
    }

    @Test("two halves combined with hidden ends of 300 m: the streamed combination writes the whole one's bytes and withholds as many positions (the combined track's ends)",
          arguments: StreamedEditTests.cases.indices)
    func combineWithHiddenEndsStreams(_ index: Int) throws {
        let (name, format) = StreamedEditTests.cases[index]
        let dir = try TemporaryDirectory()
        let halves = try Self.halves(of: name, in: dir)
        let writer = try EditCorpusTests.writer(format)
        let pipeline = EditPipeline(privacy: try PrivacyFilter(hiddenEnds: 300))
        let inputs = halves.map { EditInput.file($0) }
        let streamedPath = dir.path("streamed.\(format)"), wholePath = dir.path("whole.\(format)")
        var streamedWithheld: [Int] = [], wholeWithheld: [Int] = []
        let outcome = try #require(try pipeline.writeStreamedCombination(inputs, with: writer, to: .file(streamedPath)) {
            if case .withheld(let notice) = $0 { streamedWithheld.append(notice.positions) }
        }, "\(name) as \(format) streams")
        let combined = try RecordingEditor.combine(try inputs.map { try pipeline.read($0) }, names: inputs.map(\.name))
        let losses = try pipeline.write([combined], with: writer, to: .file(wholePath)) {
            if case .withheld(let notice) = $0 { wholeWithheld.append(notice.positions) }
        }
        #expect(try StreamedEditTests.comparable(streamedPath, format) == StreamedEditTests.comparable(wholePath, format),
                "\(name) combined as \(format)")
        #expect(outcome.losses.map(\.losses) == losses.map(\.losses))
        #expect(streamedWithheld == wholeWithheld && streamedWithheld.reduce(0, +) > 0, "\(streamedWithheld) \(wholeWithheld)")
    }

    @Test("gpxpy reads a streamed combination of a GPX ride's halves: every point of the ride, in order")
    func combineGPXReadByGpxpy() throws {
        let dir = try TemporaryDirectory()
        let halves = try Self.halves(of: "gpx/strava-ride-power.gpx", in: dir)
        let path = dir.path("combined.gpx")
        _ = try #require(try EditPipeline().writeStreamedCombination(halves.map { .file($0) }, with: try EditCorpusTests.writer("gpx"),
                                                                     to: .file(path)))
        guard let original = try EditCorpusTests.gpxpyPointTimes(try Fixtures.corpus("gpx/strava-ride-power.gpx")) else { return }
        #expect(try EditCorpusTests.gpxpyPointTimes(path) == original)
    }

    @Test("Garmin's SDK reads a streamed combination of a FIT ride's halves, with developer fields and without (through the check for FIT): no error, the halves' records, their timer time",
          arguments: ["fit/hammerhead-karoo2-ride-devfields.fit", "fit/coros-pace2-ride-misaligned-fields.fit"])
    func combineFITReadByGarminSDK(_ name: String) throws {
        let dir = try TemporaryDirectory()
        let halves = try Self.halves(of: name, in: dir)
        let path = dir.path("combined.fit")
        _ = try #require(try EditPipeline().writeStreamedCombination(halves.map { .file($0) }, with: try EditCorpusTests.writer("fit"),
                                                                     to: .file(path)))
        guard let decoded = try EditCorpusTests.garminSDK(halves + [path]) else { return }
        #expect(decoded.allSatisfy { $0.errors.isEmpty }, "\(decoded.map(\.errors))")
        #expect(decoded[2].records == decoded[0].records + decoded[1].records)
        #expect(abs(decoded[2].timerTime - decoded[0].timerTime - decoded[1].timerTime) < 0.01)
    }

    @Test("overlapping recordings are refused as the whole combination refuses them, nothing written")
    func combineRefusedOrWhole() throws {
        let input = try Fixtures.corpus("gpx/strava-ride-power.gpx")
        let dir = try TemporaryDirectory()
        let writer = try EditCorpusTests.writer("gpx")
        let wholeError = #expect(throws: EditError.self) {
            try RecordingEditor.combine([try EditPipeline().read(.file(input)), try EditPipeline().read(.file(input))], names: [input, input])
        }
        let streamedError = #expect(throws: EditError.self) {
            try EditPipeline().writeStreamedCombination([.file(input), .file(input)], with: writer, to: .file(dir.path("out.gpx")))
        }
        #expect(wholeError != nil && streamedError == wholeError)
        #expect(!FileManager.default.fileExists(atPath: dir.path("out.gpx")))
    }
}
