import ArgumentParser
import WorkoutKit

/// `workoutkit convert INPUT`: one format to another, with no store involved.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a recording from one format to another (the store is not used).",
        discussion: """
            The input format is detected from the content (or the extension) unless --from names it; \
            the output format comes from --to or from the -o file's extension. What the output format \
            cannot hold is named on standard error, once per output summed over its workouts \
            (--verbose: one line per workout, as it is written); --strict makes that an error and \
            writes nothing. \
            GPX, TCX and FIT convert to CSV, GPX and TCX as they are read, in memory that does not \
            grow with the file (with --strict too: the first workout that would lose data stops the \
            conversion before the output is in place; into standard output the output waits in a temporary \
            file until then); -o DIRECTORY reads each workout whole first. \
            --privacy-zone and --hide-ends (also from the privacy settings file) withhold positions from \
            the output (courses and waypoints too), keeping the series values, and say how many; \
            --hide-ends reads the input twice more first to find where each track ends (standard \
            input is first copied to a temporary file).
            """
    )

    @Argument(help: ArgumentHelp("The recording, or - for standard input.", valueName: "input"))
    var input: String

    @Option(name: .long, help: ArgumentHelp("The input format, instead of detecting it.", valueName: "format"))
    var from: ReadableFormatName?

    @Option(name: .long, help: ArgumentHelp("The output format (default: the -o file's extension).", valueName: "format"))
    var to: WritableFormatName?

    @OptionGroup var outputOptions: OutputOptions

    @Flag(name: .long, help: "Keep the complete part of a damaged recording instead of failing.")
    var lenient = false

    @Flag(name: .long, help: "Name what the format cannot hold workout by workout, instead of once per output.")
    var verbose = false

    @OptionGroup var privacyOptions: PrivacyOptions

    func validate() throws {
        _ = try from?.reader(option: "--from")
        _ = try writer()
    }

    /// The writer `--to`, the output's extension and `--csv-layout` name.
    private func writer() throws -> any RecordingWriter {
        try outputOptions.writer(format: to, option: "--to")
    }

    func run() throws {
        let registry = FormatRegistry.standard
        let options = ConversionOptions(
            writer: try writer(), reader: try from?.reader(option: "--from"), strict: outputOptions.strict, lenient: lenient,
            registry: registry, privacy: try privacyOptions.filter())
        let losses = LossMessages(verbose: verbose)
        defer { losses.finish() }
        try Converter(options: options).convert(input, to: outputOptions.target) { event in
            switch event {
            case .warning(let file, let message): Console.message("\(file): warning: \(message)")
            case .loss(let notice): losses.add(notice)
            case .withheld(let withheld): Console.message(withheld.description)
            }
        }
        Console.flush()
    }
}
