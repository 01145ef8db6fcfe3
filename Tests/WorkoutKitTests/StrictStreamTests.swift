import Foundation
import Testing
import TestSupport
import WorkoutFormats
import WorkoutKit

/// With `strict`, a conversion or an edit streams as it would without (into a file, a temporary
/// one until it is complete; into standard output, a temporary file copied out at the end):
/// where the format holds everything it writes the bytes of the output without `strict`;
/// where it would lose something, it refuses with the losses the whole strict check names,
/// and leaves no file and gives standard output nothing.
@Suite("Strict output streams", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct StrictStreamTests {
    /// Corpus recordings and a format each: the first three lose nothing (each into its own
    /// format), the others would (laps, totals, the device, metadata).
    static let cases = [
        ("gpx/strava-ride-power.gpx", "gpx"), ("tcx/garmin-fr410-run-hr-3laps.tcx", "tcx"),
        ("fit/coros-pace2-ride-misaligned-fields.fit", "fit"), ("gpx/strava-ride-power.gpx", "csv"),
        ("tcx/garmin-fr410-run-hr-3laps.tcx", "gpx"), ("fit/coros-pace2-ride-misaligned-fields.fit", "tcx"),
    ]

    /// The losses `body` was refused for (``/WorkoutFormats/FormatError/wouldLoseData(file:format:losses:)``),
    /// or `nil` when it wrote.
    static func refusal(_ body: () throws -> Void) throws -> [String]? {
        do {
            try body()
            return nil
        } catch let error as FormatError {
            guard case .wouldLoseData(_, _, let losses) = error else { throw error }
            return losses
        }
    }

    static func bytes(_ path: String, _ format: String) throws -> String {
        try StreamedEditTests.comparable(path, format)
    }

    /// Expects what a strict output left at `strict` (and on standard output, `sink`): where it
    /// was `refused`, no file and nothing; else the bytes that `plain` (the same output made
    /// without strict) holds, in the file and on standard output.
    static func expectLeft(refused: Bool, strict: String, plain: @autoclosure () throws -> String, format: String,
                           standardOutput sink: DataByteSink? = nil) throws {
        guard !refused else {
            #expect(!FileManager.default.fileExists(atPath: strict) && sink?.bytes.isEmpty != false)
            return
        }
        let expected = try bytes(try plain(), format)
        #expect(try bytes(strict, format) == expected)
        if let sink {
            let piped = strict + ".piped"
            try Data(sink.bytes).write(to: URL(fileURLWithPath: piped))
            #expect(try bytes(piped, format) == expected)
        }
    }

    @Test("convert --strict into a file and into standard output streams: the bytes of the conversion without it where nothing is lost; else the whole check's losses, no file, nothing on standard output",
          arguments: cases.indices)
    func convertStrict(_ index: Int) throws {
        let (name, format) = Self.cases[index]
        let input = try Fixtures.corpus(name)
        let dir = try TemporaryDirectory()
        let plain = try ConverterTests.converter(to: format).convert(input, to: .file(dir.path("plain.\(format)")))
        let strict = try ConverterTests.converter(to: format, strict: true)
        // A directory takes each workout whole: the whole check.
        let whole = try Self.refusal { _ = try strict.convert(input, to: .directory(dir.path("whole"))) }
        var outcome: ConversionOutcome?
        let streamed = try Self.refusal { outcome = try strict.convert(input, to: .file(dir.path("strict.\(format)"))) }
        let sink = DataByteSink()
        var piped: ConversionOutcome?
        let streamedOut = try Self.refusal { piped = try strict.convert(input, to: .standardOutput(sink)) }
        #expect(streamed == whole && streamedOut == whole, "\(name) as \(format)")
        #expect(streamed == plain.losses.first?.losses)
        #expect((streamed == nil) == (index < 3))
        if streamed == nil { #expect(outcome?.route == .streamed && piped?.route == .streamed) }
        try Self.expectLeft(refused: streamed != nil, strict: dir.path("strict.\(format)"), plain: dir.path("plain.\(format)"), format: format,
                            standardOutput: sink)
    }

    @Test("a strict trim into a file and into standard output streams: the bytes of the trim without it where nothing is lost; else the whole edit's refusal, no file, nothing on standard output",
          arguments: cases.indices)
    func trimStrict(_ index: Int) throws {
        let (name, format) = Self.cases[index]
        let input = try Fixtures.corpus(name)
        let dir = try TemporaryDirectory()
        let writer = try EditCorpusTests.writer(format)
        let pipeline = EditPipeline()
        let ride = try pipeline.read(.file(input))
        let (from, to) = (ride.workout.startDate.addingTimeInterval(120), ride.workout.endDate.addingTimeInterval(-120))
        let edit = StreamedEdit.trim { _ in (from, to) }
        let whole = try Self.refusal {
            try pipeline.write([try RecordingEditor.trim(ride, from: from, to: to, name: input)], with: writer,
                               to: .file(dir.path("whole.\(format)")), strict: true)
        }
        var outcome: StreamedEditOutcome?
        let streamed = try Self.refusal {
            outcome = try #require(try pipeline.writeStreamed(.file(input), edit: edit, with: writer, to: .file(dir.path("strict.\(format)")),
                                                              strict: true), "\(name) as \(format) streams")
        }
        let sink = DataByteSink()
        let streamedOut = try Self.refusal {
            _ = try #require(try pipeline.writeStreamed(.file(input), edit: edit, with: writer, to: .standardOutput(sink), strict: true))
        }
        #expect(streamed == whole && streamedOut == whole, "\(name) as \(format)")
        #expect(streamed == nil ? outcome?.losses.isEmpty == true : outcome == nil)
        try Self.expectLeft(refused: streamed != nil, strict: dir.path("strict.\(format)"), plain: {
            _ = try #require(try pipeline.writeStreamed(.file(input), edit: edit, with: writer, to: .file(dir.path("plain.\(format)"))))
            return dir.path("plain.\(format)")
        }(), format: format, standardOutput: sink)
    }

    @Test("a strict split into files streams: the parts of the split without it where nothing is lost; else the first part's refusal, no part written",
          arguments: cases.indices)
    func splitStrict(_ index: Int) throws {
        let (name, format) = Self.cases[index]
        let input = try Fixtures.corpus(name)
        let dir = try TemporaryDirectory()
        let writer = try EditCorpusTests.writer(format)
        let pipeline = EditPipeline()
        let ride = try pipeline.read(.file(input))
        let span = ride.workout.endDate.timeIntervalSince(ride.workout.startDate)
        let middle = ride.workout.startDate.addingTimeInterval((span / 2).rounded())
        let parts = try RecordingEditor.split(ride, at: [middle], name: input)
        let whole = try Self.refusal {
            try pipeline.write([parts[0]], with: writer, to: .file(dir.path("whole.\(format)")), strict: true)
        }
        var outcome: StreamedSplitOutcome?
        let streamed = try Self.refusal {
            outcome = try #require(try pipeline.writeStreamedSplit(.file(input), split: .at(times: { _ in [middle] }), with: writer,
                                                                   into: dir.path("strict"), strict: true), "\(name) as \(format) streams")
        }
        #expect(streamed == whole, "\(name) as \(format)")
        if streamed == nil {
            let plain = try #require(try pipeline.writeStreamedSplit(.file(input), split: .at(times: { _ in [middle] }), with: writer,
                                                                     into: dir.path("plain")))
            #expect(outcome?.parts.count == 2 && plain.losses.isEmpty)
            for (strict, plain) in zip(outcome?.parts ?? [], plain.parts) {
                #expect(try Self.bytes(strict.path, format) == Self.bytes(plain.path, format))
            }
        } else {
            #expect((try? FileManager.default.contentsOfDirectory(atPath: dir.path("strict")))?.isEmpty ?? true)
        }
    }

    @Test("a strict combination of two halves into a file streams: the combination without it where nothing is lost; else the whole check's refusal, no file",
          arguments: cases.indices)
    func combineStrict(_ index: Int) throws {
        let (name, format) = Self.cases[index]
        let dir = try TemporaryDirectory()
        let halves = try StreamedCombinationTests.halves(of: name, in: dir)
        let writer = try EditCorpusTests.writer(format)
        let pipeline = EditPipeline()
        let recordings = try halves.map { try pipeline.read(.file($0)) }
        let whole = try Self.refusal {
            try pipeline.write([try RecordingEditor.combine(recordings, names: halves)], with: writer, to: .file(dir.path("whole.\(format)")),
                               strict: true)
        }
        let streamed = try Self.refusal {
            _ = try #require(try pipeline.writeStreamedCombination(halves.map { .file($0) }, with: writer, to: .file(dir.path("strict.\(format)")),
                                                                   strict: true), "\(name) as \(format) streams")
        }
        #expect(streamed == whole, "\(name) as \(format)")
        try Self.expectLeft(refused: streamed != nil, strict: dir.path("strict.\(format)"), plain: {
            _ = try #require(try pipeline.writeStreamedCombination(halves.map { .file($0) }, with: writer, to: .file(dir.path("plain.\(format)"))))
            return dir.path("plain.\(format)")
        }(), format: format)
    }

    @Test("a strict merge of a ride's GPS-only GPX and heart-rate-only FIT into a file and into standard output streams: the whole check's refusal, no file, nothing on standard output (FIT and GPX keep no device per value, and the heart rate is the strap FIT's; GPX cannot hold the totals either)")
    func mergeStrict() throws {
        let dir = try TemporaryDirectory()
        let ride = try EditPipeline().read(.file(try Fixtures.corpus("fit/coros-pace2-ride-misaligned-fields.fit")))
        let (gps, strap) = try MergeCorpusTests.cut(ride, into: dir)
        let pipeline = EditPipeline()
        for format in ["fit", "gpx"] {
            let writer = try EditCorpusTests.writer(format)
            let merged = try RecordingEditor.merge([try pipeline.read(.file(gps)), try pipeline.read(.file(strap))], names: [gps, strap])
            let whole = try Self.refusal {
                try pipeline.write([merged.edited], with: writer, to: .file(dir.path("whole.\(format)")), strict: true)
            }
            let streamed = try Self.refusal {
                _ = try #require(try pipeline.writeStreamedMerge([.file(gps), .file(strap)], with: writer, to: .file(dir.path("strict.\(format)")),
                                                                 strict: true), "merged as \(format) streams")
            }
            let sink = DataByteSink()
            let streamedOut = try Self.refusal {
                _ = try #require(try pipeline.writeStreamedMerge([.file(gps), .file(strap)], with: writer, to: .standardOutput(sink), strict: true))
            }
            #expect(streamed == whole && streamedOut == whole, "merged as \(format)")
            #expect(streamed?.contains { $0.hasPrefix("the device of ") && $0.hasSuffix(" HeartRate samples") } == true, "\(format): \(streamed ?? [])")
            try Self.expectLeft(refused: streamed != nil, strict: dir.path("strict.\(format)"), plain: {
                _ = try #require(try pipeline.writeStreamedMerge([.file(gps), .file(strap)], with: writer, to: .file(dir.path("plain.\(format)"))))
                return dir.path("plain.\(format)")
            }(), format: format, standardOutput: sink)
        }
    }
}
