import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit split INPUT -o DIR`: one recording into several, one file each.
struct SplitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "split",
        abstract: "Split a recording into several at times, pauses or laps (one file each).",
        discussion: """
            --at cuts at clock times (ISO 8601, or HH:MM[:SS] in the workout's time zone, else UTC); \
            --at-pauses SECONDS at every pause (or gap without records) that long or longer; --laps \
            where each lap after the first begins. Every record goes into exactly one part; laps and \
            interval samples that cross a cut are cut with it (cumulative values in proportion); every \
            series (developer fields too) is split; each part's totals are recomputed. The parts are \
            written to -o DIRECTORY as NAME-1.EXT, NAME-2.EXT, ..., in the input's format unless \
            --format names another. INPUT is a file (- for standard \
            input) or a stored workout's ID: without -o, a stored workout's parts are saved in the \
            store, the first as the workout's next version (changes reports the workout deleted and \
            the parts added) and the others as new workouts, or with --keep all as new workouts \
            beside it. With -o the store is not changed.
            """)

    @Argument(help: ArgumentHelp("The recording file, - for standard input, or a stored workout's ID.", valueName: "input"))
    var input: String

    @Option(name: .long, help: ArgumentHelp("Cut at this clock time (repeatable).", valueName: "time"))
    var at: [String] = []

    @Option(name: .long, help: ArgumentHelp("Cut at every pause of at least this many seconds.", valueName: "seconds"))
    var atPauses: Double?

    @Flag(name: .long, help: "Cut where each lap after the first begins.")
    var laps = false

    @OptionGroup var editOptions: EditOptions

    func validate() throws {
        guard [!at.isEmpty, atPauses != nil, laps].filter({ $0 }).count == 1 else {
            throw ValidationError("give one of --at, --at-pauses and --laps")
        }
        if let atPauses, !(atPauses.isFinite && atPauses > 0) {
            throw ValidationError("--at-pauses: give a number of seconds above 0 (got \(atPauses))")
        }
        let input = EditInput(self.input)
        if case .storedWorkout = input, editOptions.outputOptions.output == nil {
            // The parts are saved in the store.
        } else if let output = editOptions.outputOptions.output, case .directory = OutputTarget(path: output, standardOutput: Console.output) {
            // The parts are written there.
        } else {
            throw ValidationError("-o: give a directory for the parts (a path ending in / or an existing directory)")
        }
        try editOptions.validate(inputs: [input], saves: true, sameFormatAsInput: true)
    }

    func run() throws {
        let input = EditInput(self.input)
        try editOptions.withPipeline(for: [input]) { pipeline in
            if try finishStreamed(input: input, pipeline: pipeline) { return }
            let recording = try pipeline.read(input, events: editOptions.report)
            let parts: [EditedRecording]
            if let atPauses {
                parts = try RecordingEditor.split(recording, atPausesOf: atPauses, name: input.name)
            } else if laps {
                parts = try RecordingEditor.splitAtLaps(recording, name: input.name)
            } else {
                parts = try RecordingEditor.split(recording, at: try times(in: recording), name: input.name)
            }
            if case .storedWorkout = input, editOptions.outputOptions.output == nil {
                for part in parts { editOptions.reportDropped(part.droppedTotals, of: input.name) }
                let outcomes = try pipeline.save(parts: parts, splitFrom: recording, keepingOriginal: editOptions.keep)
                printSaved(zip(parts, outcomes).map { ($0.recording.workout, $1) }, original: recording.workout.uuid)
                return
            }
            let writer = try editOptions.writer(sameAs: input)
            let directory = editOptions.outputOptions.output ?? "."
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let paths = EditPipeline.partPaths(of: input, count: parts.count, in: directory, writer: writer)
            // Strict: a part that would lose something leaves every part unwritten.
            if editOptions.outputOptions.strict { try pipeline.refuseLosses(of: parts, with: writer, to: paths) }
            for (part, path) in zip(parts, paths) {
                editOptions.reportDropped(part.droppedTotals, of: path)
                try pipeline.write([part], with: writer, to: .file(path), strict: editOptions.outputOptions.strict,
                                   events: editOptions.report)
                printPart(path, part.recording.workout)
            }
            Console.flush()
        }
    }

    /// The `--at` times, clock times read in `recording`'s time zone.
    private func times(in recording: WorkoutRecording) throws -> [Date] {
        try at.map { text in
            guard let date = EditTimes.clockTime(text, in: recording) else {
                throw ValidationError("--at: '\(text)' is not a time (2024-05-01T07:30:00Z, or HH:MM[:SS])")
            }
            return date
        }
    }

    /// Writes the parts of a file into the -o directory while it is read, or saves those of a
    /// stored workout without -o while it is read, where the split can stream
    /// (``EditPipeline/writeStreamedSplit(_:split:with:into:strict:events:)``,
    /// ``EditPipeline/saveStreamedSplit(_:split:keepingOriginal:)``), and returns whether it did.
    private func finishStreamed(input: EditInput, pipeline: EditPipeline) throws -> Bool {
        let split: StreamedSplit = atPauses.map { .atPauses($0) } ?? (laps ? .laps : .at(times: times(in:)))
        if case .storedWorkout = input {
            guard editOptions.outputOptions.output == nil,
                  let outcome = try pipeline.saveStreamedSplit(input, split: split, keepingOriginal: editOptions.keep)
            else { return false }
            for part in outcome.parts { editOptions.reportDropped(part.droppedTotals, of: input.name) }
            printSaved(outcome.parts.map { ($0.workout, $0.saved) }, original: outcome.original)
            return true
        }
        guard case .file = input, let directory = editOptions.outputOptions.output else { return false }
        guard let outcome = try pipeline.writeStreamedSplit(input, split: split,
                                                            with: try editOptions.writer(sameAs: input), into: directory,
                                                            strict: editOptions.outputOptions.strict,
                                                            events: editOptions.report)
        else { return false }
        for part in outcome.parts {
            editOptions.reportDropped(part.droppedTotals, of: part.path)
            printPart(part.path, part.workout)
        }
        Console.flush()
        return true
    }

    /// Prints the parts of the stored workout `original` saved (each part's workout and how it
    /// was saved, in time order): UUID, start, end and whether it is the workout's next version.
    private func printSaved(_ parts: [(workout: Workout, outcome: SaveOutcome)], original: UUID) {
        for (index, part) in parts.enumerated() {
            let how = index == 0 && !editOptions.keep ? "the next version of workout \(original.uuidString)" : "a new workout"
            Console.printLine("\(part.outcome.uuid.uuidString)\t\(Timestamp.string(part.workout.startDate))\t\(Timestamp.string(part.workout.endDate))\tsaved as \(how)")
        }
        Console.flush()
    }

    /// Prints a part written: its file, start and end.
    private func printPart(_ path: String, _ workout: Workout) {
        Console.printLine("\(path)\t\(Timestamp.string(workout.startDate))\t\(Timestamp.string(workout.endDate))")
    }
}
