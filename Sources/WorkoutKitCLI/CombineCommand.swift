import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit combine A B ... -o OUT`: consecutive recordings into one workout.
struct CombineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "combine",
        abstract: "Join consecutive recordings of one activity into one workout.",
        discussion: """
            For a watch that restarted or a ride split by a stop: every record, lap and event is kept, \
            each gap between two recordings becomes a pause (pause and resume events), and the totals \
            are recomputed: distance and energy summed, the duration without the gaps, the elapsed time \
            (start to end) with them, elevation gain from the route. Recordings that overlap, or of \
            different activities, are refused. Each INPUT is a file or a stored workout's ID. When the \
            first INPUT is a stored workout and -o is not given, the combination is saved as its next \
            version and the other stored workouts among the inputs are deleted (changes reports them), \
            or with --keep it is saved as a new workout beside them; otherwise the store is not changed.
            """)

    @Argument(help: ArgumentHelp("The recordings: files or stored workouts' IDs.", valueName: "input"))
    var inputs: [String]

    @OptionGroup var editOptions: EditOptions

    func validate() throws {
        guard inputs.count >= 2 else { throw ValidationError("give two recordings or more") }
        try editOptions.validate(inputs: inputs.map(EditInput.init), saves: savesFirst(inputs.map(EditInput.init)))
    }

    func run() throws {
        let inputs = self.inputs.map(EditInput.init)
        try editOptions.withPipeline(for: inputs) { pipeline in
            if case .file(let output) = editOptions.outputOptions.target,
               let outcome = try pipeline.writeStreamedCombination(inputs, with: try editOptions.writer(), to: editOptions.outputOptions.target,
                                                                   strict: editOptions.outputOptions.strict, events: editOptions.report) {
                // Files combined into a file, written while they were read.
                editOptions.reportDropped(outcome.droppedTotals, of: output)
                Console.flush()
                return
            }
            let savesCombination = savesFirst(inputs) && editOptions.outputOptions.output == nil
            if savesCombination, let outcome = try pipeline.saveStreamedCombination(inputs, keepingOriginals: editOptions.keep) {
                // Stored workouts combined into the store, saved while they were read.
                editOptions.reportDropped(outcome.droppedTotals, of: inputs[0].name)
                printSaved(outcome.saved.uuid, first: outcome.original, deleted: outcome.deleted)
                return
            }
            let recordings = try inputs.map { try pipeline.read($0, events: editOptions.report) }
            let combined = try RecordingEditor.combine(recordings, names: inputs.map(\.name))
            if savesCombination {
                editOptions.reportDropped(combined.droppedTotals, of: inputs[0].name)
                let stored = zip(inputs, recordings).filter { if case .storedWorkout = $0.0 { return true } else { return false } }.map(\.1)
                let outcome = try pipeline.save(combined, combining: stored, keepingOriginals: editOptions.keep)
                printSaved(outcome.uuid, first: recordings[0].workout.uuid,
                           deleted: editOptions.keep ? [] : stored.dropFirst().map(\.workout.uuid))
                return
            }
            editOptions.reportDropped(combined.droppedTotals, of: editOptions.outputOptions.output ?? "standard output")
            try pipeline.write([combined], with: try editOptions.writer(), to: editOptions.outputOptions.target,
                               strict: editOptions.outputOptions.strict, events: editOptions.report)
            Console.flush()
        }
    }

    /// Prints that the combination was saved as workout `uuid`, the next version of the stored
    /// workout `first` (or beside it, with --keep), and that the stored workouts `deleted` are gone.
    private func printSaved(_ uuid: UUID, first: UUID, deleted: [UUID]) {
        let how = editOptions.keep ? "a new workout beside \(first.uuidString)" : "the next version of workout \(first.uuidString)"
        Console.printLine("saved workout \(uuid.uuidString) as \(how)")
        for other in deleted { Console.printLine("deleted workout \(other.uuidString): it is in the combination") }
        Console.flush()
    }

    /// Whether the first input is a stored workout: without -o the combination is then saved.
    private func savesFirst(_ inputs: [EditInput]) -> Bool {
        if case .storedWorkout? = inputs.first { return true }
        return false
    }
}
