import ArgumentParser
import WorkoutKit

/// `-o/--output`, `--csv-layout` and `--strict`: where and how `convert` and `export` write.
/// The format itself is the command's (`--to`, `--format`).
struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("The output file, or a directory for one file per workout (default: standard output).", valueName: "output"))
    var output: String?

    @Option(name: .long, help: "The table a CSV holds: points (one row per point), workouts or samples.")
    var csvLayout: TableLayout?

    @Flag(name: .long, help: "Fail, writing nothing, if the output format cannot hold everything.")
    var strict = false

    /// The writer for the format named by `option` (else the output file's extension),
    /// laid out as `--csv-layout` says.
    ///
    /// - Throws: `ValidationError` for an unknown or missing format and for `--csv-layout`
    ///   with a format that is not a table.
    func writer(format: WritableFormatName?, option: String) throws -> any RecordingWriter {
        try usage {
            try FormatRegistry.standard.outputWriter(format: format?.name, output: output, option: option, layout: csvLayout)
        }
    }

    /// Where the output goes: standard output, the `-o` file, or the `-o` directory.
    var target: OutputTarget { OutputTarget(path: output, standardOutput: Console.output) }
}
