import Foundation
import WorkoutFormats

/// Converts one recording from one format to another, with no store involved: the
/// `convert` pipeline.
///
/// The input is a file, standard input, or a zip archive holding exactly one recording;
/// its format is detected unless ``ConversionOptions/reader`` names it. When both the
/// reader and the writer stream points, and the output is not a directory, points go from
/// one to the other as they are read (with the values of FIT developer
/// fields, for a writer that has a column per field and a reader that can name the fields
/// first: ``/WorkoutFormats/ExtraSeriesScanning``). FIT output of any other input that can be
/// opened again streams too, as long as the stream is what the whole read would write (points
/// that go forward in time, of a sport known as they come); an input
/// that turns out otherwise is read again, whole, before anything is written. A writer that transcribes the
/// reader's own messages (``/WorkoutFormats/TranscribingWriter``: FIT to fitcsv) does so. Otherwise each
/// workout is read whole, then written. With ``ConversionOptions/strict`` nothing is
/// written if the format cannot hold everything: a streamed conversion refuses the first
/// workout that would lose data as it ends, before the file takes its place (into standard
/// output, the output is held in a temporary file until then). With a ``ConversionOptions/privacy`` filter
/// the positions it withholds are left out (no transcription): point by point as they pass
/// where the conversion streams, with two passes over the input before to find where each
/// track ends for hidden ends (``PrivacyFilter/hiddenEnds``); standard input, which cannot
/// be read again, is then first copied to a temporary file (removed when the conversion ends).
///
/// The converter never prints: warnings and losses are reported through ``OutputEvent``s
/// as they happen and returned in the ``ConversionOutcome``.
public struct Converter {
    public let options: ConversionOptions

    public init(options: ConversionOptions) {
        self.options = options
    }

    /// Converts the input `input` (a path, or `-` for standard input) into `target`.
    ///
    /// - Parameters:
    ///   - input: the recording's path, or `-` for standard input; a zip archive converts when it holds one recording.
    ///   - target: where the output goes.
    ///   - events: warnings and what the output format could not hold, as they come.
    /// - Throws: ``PipelineError/noSuchFile(_:)``, ``PipelineError/notOneRecording(input:count:)``,
    ///   ``PipelineError/noWorkout(input:)``, ``PipelineError/oneWorkoutPerFile(format:count:)``,
    ///   the reader's and writer's ``/WorkoutFormats/FormatError``s (``/WorkoutFormats/FormatError/wouldLoseData(file:format:losses:)``
    ///   when strict).
    @discardableResult
    public func convert(_ input: String, to target: OutputTarget, events: (OutputEvent) -> Void = { _ in }) throws -> ConversionOutcome {
        guard input == "-" || FileManager.default.fileExists(atPath: input) else {
            throw PipelineError.noSuchFile(input)
        }
        // A zip archive converts when it holds exactly one recording.
        let items = try InputItem.expand([input], registry: options.registry) { events(.warning(file: $0, message: $1)) }
        guard let item = items.first, items.count == 1 else {
            throw PipelineError.notOneRecording(input: input, count: items.count)
        }
        return try convert(item, to: target, events: events)
    }

    /// Converts one input into `target`.
    @discardableResult
    public func convert(_ item: InputItem, to target: OutputTarget, events: (OutputEvent) -> Void = { _ in }) throws -> ConversionOutcome {
        if options.privacy.hiddenEnds != nil, item.path == nil, item.archive == nil {
            return try convertSpooled(item, to: target, events: events)
        }
        var opened = try item.open(reader: options.reader, registry: options.registry)
        let writer = options.writer
        if options.privacy.isEmpty, let transcriber = writer as? any TranscribingWriter, transcriber.transcribes(inputOf: opened.reader) {
            try transcribe(opened.source, name: item.name, with: transcriber, to: target)
            return ConversionOutcome(route: .transcribed, workouts: 0, courses: 0, warnings: [], losses: [])
        }
        var context = opened.context(name: item.name, options: ReadOptions(lenient: options.lenient))
        var losses: [LossNotice] = []
        return try withoutActuallyEscaping(events) { events in
            var destination = RecordingOutput(writer: writer, target: target, strict: options.strict) { notice in
                losses.append(notice)
                events(.loss(notice))
            }
            destination.privacy = options.privacy
            destination.reportWithheld = { events(.withheld($0)) }
            func reportWarnings() {
                for warning in context.warnings { events(.warning(file: item.name, message: warning)) }
            }
            func streamed(_ counts: (workouts: Int, courses: Int)) throws -> ConversionOutcome {
                reportWarnings()
                guard counts.workouts + counts.courses > 0 else { throw PipelineError.noWorkout(input: item.name) }
                return ConversionOutcome(route: .streamed, workouts: counts.workouts, courses: counts.courses,
                                         warnings: context.warnings, losses: losses)
            }
            // Point by point when both sides can (strict: a workout that would lose data is
            // refused as it ends, before the output is in place), hidden ends with an input
            // read again to find the tracks' ends.
            let canReadAgain = item.path != nil || item.archive != nil
            if options.privacy.hiddenEnds == nil || canReadAgain,
               let reader = opened.reader as? any PointStreamingReader {
                do {
                    if let streamingWriter = try RecordingOutput.streamingWriter(writer, for: item, reader: opened.reader,
                                                                                  registry: options.registry),
                       let counts = try destination.stream(from: reader, source: opened.source, context: context,
                                                           writer: streamingWriter,
                                                           lastKept: { try lastKeptIndices(of: item, reader: reader) },
                                                           refusingEmptyWith: PipelineError.noWorkout(input: item.name)) {
                        return try streamed(counts)
                    }
                } catch PipelineError.noWorkout(let input) {
                    reportWarnings()
                    throw PipelineError.noWorkout(input: input)
                }
                // A writer that streams only what the whole read would write (FIT) streams until
                // the input turns out otherwise; then the input, opened again, is read whole.
                if canReadAgain, let exactWriter = RecordingOutput.exactStreamingWriter(writer) {
                    do {
                        if let counts = try destination.stream(
                            from: reader, source: opened.source, context: context, writer: exactWriter, gated: true,
                            lastKept: { try lastKeptIndices(of: item, reader: reader) }) {
                            return try streamed(counts)
                        }
                    } catch is ExactStreamGate.Inexact {
                        opened = try item.open(reader: opened.reader, registry: options.registry)
                        context = opened.context(name: item.name, options: ReadOptions(lenient: options.lenient))
                    }
                }
            }
            let (recordings, courses) = try opened.reader.readRecordingsAndCourses(from: opened.source, context: context)
            reportWarnings()
            let keptCourses = writer.capabilities.courses ? courses.count : 0
            guard !recordings.isEmpty || !courses.isEmpty else { throw PipelineError.noWorkout(input: item.name) }
            try destination.write(count: recordings.count, courses: courses) { recordings[$0] }
            guard recordings.count + keptCourses > 0 else { throw PipelineError.noWorkout(input: item.name) }
            return ConversionOutcome(route: .whole, workouts: recordings.count, courses: keptCourses,
                                     warnings: context.warnings, losses: losses)
        }
    }

    /// Converts standard input (`item`) after copying it to a temporary file, which the passes
    /// of hidden ends read again; messages name it as `item` does. The file is removed at the end.
    private func convertSpooled(_ item: InputItem, to target: OutputTarget, events: (OutputEvent) -> Void) throws -> ConversionOutcome {
        try InputItem.withStandardInputCopy { path in
            try convert(InputItem(name: item.name, path: path), to: target, events: events)
        }
    }

    /// For hidden ends, the index of each streamed workout's last position kept, from two
    /// passes over the input (opened again each time; warnings are the conversion's pass's).
    private func lastKeptIndices(of item: InputItem, reader: any PointStreamingReader) throws -> [Int]? {
        guard let hiddenEnds = options.privacy.hiddenEnds else { return nil }
        return try StreamedPrivacyFilter.lastKeptIndices(hiddenEnds: hiddenEnds, of: item, reader: reader, registry: options.registry,
                                                         lenient: options.lenient)
    }

    /// Writes the input's own messages; into a directory, as the input's name with the
    /// writer's extension.
    private func transcribe(_ source: any ByteSource, name: String, with writer: any TranscribingWriter, to target: OutputTarget) throws {
        let path: String
        switch target {
        case .standardOutput(let output):
            try writer.transcribe(from: source, name: name, lenient: options.lenient, to: output)
            return
        case .file(let file): path = file
        case .directory(let directory):
            let base = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
            path = (directory as NSString).appendingPathComponent(base + "." + (writer.format.fileExtensions.first ?? writer.format.name))
        }
        try FileByteSink.writeWhole(path) { sink in
            try writer.transcribe(from: source, name: name, lenient: options.lenient, to: sink)
        }
    }
}
