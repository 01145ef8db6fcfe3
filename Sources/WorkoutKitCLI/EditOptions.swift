import ArgumentParser
import Foundation
import WorkoutKit

/// What every edit command (`trim`, `shift`, `split`, `combine`, `merge`) shares: the output (`-o`,
/// `--format`, `--csv-layout`, `--strict`), `--keep` for a stored workout, `--lenient`, the store,
/// and the positions withheld from what is written (`--privacy-zone`, `--hide-ends`).
struct EditOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The output format (default: the -o file's extension).", valueName: "format"))
    var format: WritableFormatName?

    @OptionGroup var outputOptions: OutputOptions

    @Flag(name: .long, help: "For a stored workout: save the result as a new workout beside it instead of as its next version.")
    var keep = false

    @Flag(name: .long, help: "Keep the complete part of a damaged recording instead of failing.")
    var lenient = false

    @OptionGroup var storeOptions: StoreOptions

    @OptionGroup var privacyOptions: PrivacyOptions

    /// The writer `--format`, the output's extension and `--csv-layout` name.
    func writer() throws -> any RecordingWriter {
        try outputOptions.writer(format: format, option: "--format")
    }

    /// The writer `--format` names, else the one of `input`'s own format (its file name's
    /// extension, `.gz` dropped): for an output directory, whose name gives none.
    func writer(sameAs input: EditInput) throws -> any RecordingWriter {
        guard format == nil, case .file(let path) = input else { return try writer() }
        var name = path
        if (name as NSString).pathExtension.lowercased() == "gz" { name = (name as NSString).deletingPathExtension }
        guard let own = FormatRegistry.standard.writer(forFileName: name) else { return try writer() }
        guard let layout = outputOptions.csvLayout else { return own }
        guard let tables = own as? any TableLayoutWriter else { throw ValidationError(PipelineError.layoutNeedsTableOutput.description) }
        return tables.withLayout(layout)
    }

    /// The pipeline for `inputs`, with the store opened when one of them is a stored workout.
    func pipeline(for inputs: [EditInput]) throws -> EditPipeline {
        let usesStore = inputs.contains { if case .storedWorkout = $0 { return true } else { return false } }
        return EditPipeline(store: usesStore ? try storeOptions.open() : nil, lenient: lenient,
                            privacy: try privacyOptions.filter())
    }

    /// Calls `body` with the pipeline for `inputs` (``pipeline(for:)``), standard input among
    /// them read from a temporary copy, so that the edit can stream it
    /// (``EditPipeline/copyingStandardInput(of:_:)``; removed at the end).
    func withPipeline(for inputs: [EditInput], _ body: (EditPipeline) throws -> Void) throws {
        try pipeline(for: inputs).copyingStandardInput(of: inputs, body)
    }

    /// Prints a warning, a loss notice or the positions withheld.
    func report(_ event: OutputEvent) {
        Console.report(event)
    }

    /// Names the stated totals an edit could not recompute.
    func reportDropped(_ droppedTotals: [String], of input: String) {
        for total in droppedTotals {
            Console.message("\(input): \(total) cannot be recomputed for the result; it was left out")
        }
    }

    /// Writes `edited` (to `-o`, else standard output) or, for a stored workout without `-o`,
    /// saves it as the workout's next version (a new workout with `--keep`), and says which.
    func finish(_ edited: EditedRecording, original: WorkoutRecording, input: EditInput, pipeline: EditPipeline) throws {
        reportDropped(edited.droppedTotals, of: input.name)
        if case .storedWorkout = input, outputOptions.output == nil {
            reportSaved(try pipeline.save(edited, replacing: original, asNewWorkout: keep), original: original.workout.uuid)
        } else {
            try pipeline.write([edited], with: try writer(), to: outputOptions.target, strict: outputOptions.strict, events: report)
        }
        Console.flush()
    }

    /// Says how the edit of the stored workout `original` was saved.
    func reportSaved(_ outcome: SaveOutcome, original: UUID) {
        switch outcome.status {
        case .unchanged:
            Console.printLine("workout \(original.uuidString) unchanged: the edit changes nothing")
        case .replaced, .imported:
            let how = keep ? "a new workout beside \(original.uuidString)" : "the next version of workout \(original.uuidString)"
            Console.printLine("saved workout \(outcome.uuid.uuidString) as \(how)")
        }
    }

    /// Writes `edit` of `input` while it is read, where it can be (a file edited into a file or
    /// standard output, as `convert` would stream it: ``EditPipeline/writeStreamed(_:edit:with:to:strict:events:)``;
    /// a stored workout saved without `-o`, as ``EditPipeline/saveStreamed(_:edit:asNewWorkout:)``
    /// saves it), and returns whether it did; the caller reads the recording whole where not.
    func finishStreamed(_ edit: StreamedEdit, input: EditInput, pipeline: EditPipeline) throws -> Bool {
        if case .storedWorkout = input {
            guard outputOptions.output == nil,
                  let outcome = try pipeline.saveStreamed(input, edit: edit, asNewWorkout: keep) else { return false }
            reportDropped(outcome.droppedTotals, of: input.name)
            reportSaved(outcome.saved, original: outcome.original)
            Console.flush()
            return true
        }
        guard let outcome = try pipeline.writeStreamed(input, edit: edit, with: try writer(), to: outputOptions.target,
                                                       strict: outputOptions.strict, events: report) else { return false }
        reportDropped(outcome.droppedTotals, of: input.name)
        Console.flush()
        return true
    }

    /// Checks the output format where the result is written (not where it is saved), and
    /// refuses `--keep` where nothing is saved. `saves`: whether the command saves a stored input.
    func validate(inputs: [EditInput], saves: Bool, sameFormatAsInput: Bool = false) throws {
        let savedToStore = saves && outputOptions.output == nil
            && inputs.contains { if case .storedWorkout = $0 { return true } else { return false } }
        if savedToStore {
            if format != nil { _ = try writer() }
        } else if sameFormatAsInput, let input = inputs.first {
            _ = try writer(sameAs: input)
        } else {
            _ = try writer()
        }
        if keep, !savedToStore { throw ValidationError("--keep applies to a stored workout saved without -o") }
    }
}

/// A duration option's value: seconds or `[-][h:]mm:ss`.
func parseDuration(_ text: String, option: String) throws -> TimeInterval {
    guard let seconds = EditTimes.duration(text) else {
        throw ValidationError("\(option): '\(text)' is not a duration (seconds, or [-][h:]mm:ss)")
    }
    return seconds
}
