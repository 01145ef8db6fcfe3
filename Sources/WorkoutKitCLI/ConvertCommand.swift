import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit convert INPUT`: one format to another, with no store involved.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a recording from one format to another (the store is not used).",
        discussion: """
            The input format is detected from the content (or the extension) unless --from names it; \
            the output format comes from --to or from the -o file's extension. What the output format \
            cannot hold is named on standard error; --strict makes that an error and writes nothing. \
            GPX, TCX and FIT convert to CSV, GPX and TCX as they are read, in memory that does not \
            grow with the file; --strict and -o DIRECTORY read each workout whole first.
            """
    )

    @Argument(help: ArgumentHelp("The recording, or - for standard input.", valueName: "input"))
    var input: String

    @Option(name: .long, help: ArgumentHelp("The input format (\(FormatRegistry.standard.readableFormatNames.joined(separator: ", "))), instead of detecting it.", valueName: "format"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp("The output format (\(FormatRegistry.standard.writableFormatNames.joined(separator: ", "))).", valueName: "format"))
    var to: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file, or a directory for one file per workout (default: standard output).", valueName: "output"))
    var output: String?

    @Option(name: .long, help: "The table a CSV holds: points (one row per time point), workouts or samples.")
    var csvLayout: CSVRecordingWriter.Layout?

    @Flag(name: .long, help: "Fail, writing nothing, if the output format cannot hold everything.")
    var strict = false

    @Flag(name: .long, help: "Keep the complete part of a damaged recording instead of failing.")
    var lenient = false

    func validate() throws {
        try validateFormatName(from, option: "--from", known: FormatRegistry.standard.readableFormatNames)
        _ = try chooseWriter(format: to, output: output, option: "--to", csvLayout: csvLayout, registry: .standard)
    }

    func run() throws {
        let registry = FormatRegistry.standard
        let writer = try chooseWriter(format: to, output: output, option: "--to", csvLayout: csvLayout, registry: registry)
        guard input == "-" || FileManager.default.fileExists(atPath: input) else {
            throw CommandFailure("\(input): no such file")
        }
        // A zip archive converts when it holds exactly one recording.
        let items = try expandInputs([input], registry: registry)
        guard let item = items.first, items.count == 1 else {
            throw CommandFailure("\(input): holds \(items.count) recordings; convert takes one (import the archive instead)")
        }
        let opened = try openInput(item, format: from, registry: registry)
        if opened.reader is FITRecordingReader, writer is FITCSVRecordingWriter {
            try writeFITMessagesAsFitCSV(opened.source, name: item.name)
            return
        }
        let context = ReadContext(name: item.name, options: ReadOptions(lenient: lenient))
        context.openRelatedFile = opened.relatedFiles
        let destination = RecordingOutput(writer: writer, target: OutputTarget(output), strict: strict)
        // Point by point when both sides can; --strict needs whole recordings to check before writing.
        if !strict, let reader = opened.reader as? any PointStreamingReader,
           let streamingWriter = writer as? any PointStreamingWriter, streamingWriter.streamsPoints,
           let count = try destination.stream(from: reader, source: opened.source, context: context, writer: streamingWriter) {
            for warning in context.warnings { Console.message("\(item.name): warning: \(warning)") }
            guard count > 0 else { throw CommandFailure("\(item.name): holds no workout") }
            return
        }
        let recordings = try opened.reader.readAll(from: opened.source, context: context)
        for warning in context.warnings { Console.message("\(item.name): warning: \(warning)") }
        guard !recordings.isEmpty else { throw CommandFailure("\(item.name): holds no workout") }
        try destination.write(count: recordings.count) { recordings[$0] }
    }

    /// FIT to fitcsv writes the file's own messages, every one of them, rather than
    /// what the workout mapping keeps.
    private func writeFITMessagesAsFitCSV(_ source: any ByteSource, name: String) throws {
        let bytes = try source.readAll(limit: Self.maximumFITBytes)
        let sink: FileByteSink
        switch OutputTarget(output) {
        case .standardOutput: sink = FileByteSink(standardOutput: ())
        case .file(let path): sink = try FileByteSink(path: path)
        case .directory(let path): sink = try FileByteSink(path: (path as NSString).appendingPathComponent(
            ((name as NSString).lastPathComponent as NSString).deletingPathExtension + ".csv"))
        }
        try FITCSVWriter.write(fitBytes: bytes, name: name, lenient: lenient, to: sink)
        try sink.close()
    }

    /// The largest FIT file converted to fitcsv (it is held in memory and decoded twice).
    static let maximumFITBytes = 1 << 30
}
