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
            cannot hold is named on standard error; --strict makes that an error and writes nothing.
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
        let item = InputItem(name: input, path: input == "-" ? nil : input)
        guard input == "-" || FileManager.default.fileExists(atPath: input) else {
            throw CommandFailure("\(input): no such file")
        }
        let opened = try openInput(item, format: from, registry: registry)
        let context = ReadContext(name: item.name, options: ReadOptions(lenient: lenient))
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
}
