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
            different activities, are refused. Each INPUT is a file or a stored workout's ID; the store \
            is not changed.
            """)

    @Argument(help: ArgumentHelp("The recordings: files or stored workouts' IDs.", valueName: "input"))
    var inputs: [String]

    @OptionGroup var editOptions: EditOptions

    func validate() throws {
        guard inputs.count >= 2 else { throw ValidationError("give two recordings or more") }
        try editOptions.validate(inputs: inputs.map(EditInput.init), saves: false)
    }

    func run() throws {
        let inputs = self.inputs.map(EditInput.init)
        let pipeline = try editOptions.pipeline(for: inputs)
        let recordings = try inputs.map { try pipeline.read($0, events: editOptions.report) }
        let combined = try RecordingEditor.combine(recordings, names: inputs.map(\.name))
        editOptions.reportDropped(combined, of: editOptions.outputOptions.output ?? "standard output")
        try pipeline.write([combined], with: try editOptions.writer(), to: editOptions.outputOptions.target,
                           strict: editOptions.outputOptions.strict, events: editOptions.report)
        Console.flush()
    }
}
