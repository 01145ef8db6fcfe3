import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit import INPUT...`: reads recordings into the store. Each file is one
/// transaction: a file that fails changes nothing, and the others are still imported.
/// A bad item inside a file that holds several is skipped and named, unless `--strict`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read recordings into the store.",
        discussion: """
            INPUT is a file, a directory (walked recursively), or - for standard input (then \
            --format is needed unless the bytes identify themselves). The format is detected from \
            the content first, the file extension second. Importing the same file again reports \
            it unchanged; an edited file replaces the earlier import as its next version. Zip \
            archives are read in place, zips inside them too (two levels deep). A Garmin Connect \
            export (its zip or its folder) imports the files in DI-Connect-Uploaded-Files, named, \
            typed and described by its summarized activities. A bad item in an input that holds \
            several (a record or workout of an Apple Health export, a track of a GPX file, an \
            activity of a TCX file) is skipped and named with its place, the first 20 one by one \
            and the rest counted by reason; a workout whose route file is missing is imported \
            without it; the exit status is then 1. With --strict such an input is refused as a \
            whole.
            """
    )

    @Argument(help: ArgumentHelp("Files, directories, or - for standard input.", valueName: "input"))
    var inputs: [String]

    @OptionGroup var storeOptions: StoreOptions

    @Option(name: .long, help: ArgumentHelp("The format of the inputs, instead of detecting it.", valueName: "format"))
    var format: ReadableFormatName?

    @Option(name: .long, help: ArgumentHelp("Record this source name for every workout, instead of the one the file names.", valueName: "name"))
    var source: String?

    @Option(name: .long, help: ArgumentHelp("Read this many files in parallel, ahead of the one writer that saves them in order.", valueName: "n"))
    var jobs: Int = 1

    @Flag(name: .long, help: "Print one JSON object per workout found: {\"file\",\"uuid\",\"status\",\"error\"}.")
    var json = false

    @Flag(name: .long, help: "Read and check every input, report what was found, and save nothing.")
    var dryRun = false

    @Flag(name: .long, help: "Keep the complete part of a damaged recording, marked as partial, instead of failing.")
    var lenient = false

    @Flag(name: .long, help: "Refuse an input as a whole at its first bad item, instead of skipping the item and importing the rest.")
    var strict = false

    @Flag(name: .long, help: "Print nothing but errors (no progress, no summary).")
    var quiet = false

    @Flag(name: .long, help: "Clean, then smooth, each imported route, saving both as new route versions.")
    var smooth = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        _ = try format?.reader(option: "--format")
        if inputs.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be named only once") }
    }

    func run() throws {
        let registry = FormatRegistry.standard
        let quiet = self.quiet
        let inputs = try ImportInputs(inputs, registry: registry) { file, message in
            if !quiet { Console.message("\(file): warning: \(message)") }
        }
        let store = dryRun ? nil : try storeOptions.open()
        // A read-only store fails once, not once per input.
        try store?.checkWritable()
        let options = ImportOptions(
            reader: try format?.reader(option: "--format"), lenient: lenient, strict: strict,
            source: source.map { Source(name: $0) }, jobs: jobs, smooth: smooth, registry: registry)
        var sizes: [Int64] = []
        var progress: ImportProgress?
        let report = Importer(store: store, options: options).run(inputs) { event in
            switch event {
            case .inputs(let items):
                sizes = items.map(\.size)
                progress = quiet ? nil : ImportProgress(sizes: sizes, terminal: Console.standardErrorIsTerminal)
            case .warning(let file, let message):
                if !quiet { Console.message("\(file): warning: \(message)") }
            case .inputBegan:
                progress?.clear()
            case .outcome(let outcome):
                print(outcome)
            case .inputEnded(let index, let workouts):
                Console.flush()
                progress?.advance(bytes: sizes[index], workouts: workouts)
            }
        }
        progress?.finish()
        Console.flush()
        if !quiet {
            Console.message(summary(report.counts, dryRun: report.dryRun))
        }
        if report.counts.failed > 0 || report.counts.skipped > 0 { throw ExitCode(1) }
    }

    /// Prints one outcome: a line (or a JSON object) per workout; a failure or a skipped
    /// item also on standard error.
    private func print(_ outcome: ImportOutcome) {
        if let failure = outcome.failure {
            Console.message(failure)
            if json {
                let count: Int? = if case .skipped(let count) = outcome.subject { count } else { nil }
                emit(file: outcome.input, uuid: nil, status: outcome.status.rawValue, error: failure, detail: "", count: count)
            }
            return
        }
        let detail = switch outcome.subject {
        case .workout(let workout): "\(workout.activityType.name)\t\(Timestamp.string(workout.startDate))"
        case .course(let name): "course\t\(name ?? "-")"
        case .samples(let count): outcome.status == .found ? "\(count) samples" : "\(count) samples added"
        case .nothing, .skipped: ""
        }
        let kind: String? = if case .course = outcome.subject { "course" } else { nil }
        emit(file: outcome.input, uuid: outcome.uuid, status: outcome.status.rawValue, error: nil, detail: detail, kind: kind)
    }

    /// `count` (how many items a `skipped` object stands for) is written only for skipped
    /// items, `kind` only for courses (a workout's object has none, as before courses).
    private func emit(
        file: String, uuid: UUID?, status: String, error: String?, detail: String, count: Int? = nil, kind: String? = nil
    ) {
        if json {
            var out = JSONWriter()
            out.raw("{"); out.key("file"); out.string(file)
            out.comma(); out.key("uuid"); out.string(uuid?.uuidString)
            out.comma(); out.key("status"); out.string(status)
            out.comma(); out.key("error"); out.string(error)
            if let count { out.comma(); out.key("count"); out.integer(count) }
            if let kind { out.comma(); out.key("kind"); out.string(kind) }
            out.raw("}")
            Console.printLine(bytes: out.bytes)
        } else if !quiet {
            Console.printLine("\(status)\t\(uuid?.uuidString ?? "-")\t\(detail)\t\(file)")
        }
    }

    /// `3 imported, 1 unchanged, 0 replaced, 0 failed`, or in a dry run `4 workouts found, 0 failed (dry run: nothing saved)`;
    /// `, 2 skipped` after `failed` when items were skipped.
    private func summary(_ counts: ImportCounts, dryRun: Bool) -> String {
        let records = counts.recordsImported + counts.recordsUnchanged == 0 ? ""
            : dryRun ? "; \(counts.recordsImported) records found"
            : "; records outside workouts: \(counts.recordsImported) imported, \(counts.recordsUnchanged) unchanged"
        let skipped = counts.skipped == 0 ? "" : ", \(counts.skipped) skipped"
        if dryRun { return "\(counts.found) workouts found, \(counts.failed) failed\(skipped) (dry run: nothing saved)" + records }
        return "\(counts.imported) imported, \(counts.unchanged) unchanged, \(counts.replaced) replaced, \(counts.failed) failed"
            + skipped + records
    }
}
