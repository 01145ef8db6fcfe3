import ArgumentParser
import Foundation
import WorkoutKit
import WorkoutModel

/// `workoutkit merge A B ... -o OUT`: recordings of one activity by several devices into one.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge recordings of one activity by several devices (GPS from a phone, heart rate from a strap) into one.",
        discussion: """
            The positions come from the first recording that has any, with its workout (times, laps, \
            events, name); each series (heart rate, power, cadence, temperature ...) from the first \
            that holds it, its values moved to the nearest record of the positions' recording within \
            the series' sampling interval (none across a longer gap). --prefer FILE:TYPE takes a series \
            (a type's short name, HeartRate) or the positions (FILE:positions) from FILE; --offset \
            FILE=SECONDS corrects a device's clock (seconds or [-][h:]mm:ss added to its times). What \
            is not carried is named on standard error. Recordings that do not overlap in time are \
            refused. Each INPUT is a file or a stored workout's ID: when the first is stored and there \
            is no -o, the result is saved as its next version (changes reports it), or with --keep as a \
            new workout.
            """)

    @Argument(help: ArgumentHelp("The recordings: files or stored workouts' IDs.", valueName: "input"))
    var inputs: [String]

    @Option(name: .long, help: ArgumentHelp("Take TYPE (a series such as HeartRate, or positions) from FILE (repeatable).",
                                            valueName: "file:type"))
    var prefer: [String] = []

    @Option(name: .long, parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Add SECONDS (or [-][h:]mm:ss) to every time of FILE (repeatable).", valueName: "file=seconds"))
    var offset: [String] = []

    @OptionGroup var editOptions: EditOptions

    func validate() throws {
        guard inputs.count >= 2 else { throw ValidationError("give two recordings or more") }
        _ = try options()
        try editOptions.validate(inputs: inputs.map(EditInput.init), saves: true)
    }

    /// The merge options `--prefer` and `--offset` give.
    private func options() throws -> MergeOptions {
        var options = MergeOptions()
        for text in prefer {
            guard let colon = text.lastIndex(of: ":") else {
                throw ValidationError("--prefer: '\(text)' is not FILE:TYPE (HeartRate, CyclingPower, ..., or positions)")
            }
            let index = try input(named: String(text[..<colon]), option: "--prefer")
            let name = String(text[text.index(after: colon)...])
            if ["positions", "route"].contains(name.lowercased()) {
                options.positionsFrom = index
            } else if let type = QuantityType(identifier: name) ?? QuantityType.allKnown.first(where: { $0.shortName.lowercased() == name.lowercased() }) {
                options.typesFrom[type] = index
            } else {
                throw ValidationError("--prefer: '\(name)' is not a quantity type's name (HeartRate, CyclingPower, ...) nor positions")
            }
        }
        for text in offset {
            guard let equals = text.lastIndex(of: "=") else { throw ValidationError("--offset: '\(text)' is not FILE=SECONDS") }
            let index = try input(named: String(text[..<equals]), option: "--offset")
            options.offsets[index] = try parseDuration(String(text[text.index(after: equals)...]), option: "--offset")
        }
        return options
    }

    /// The index of the input `name` names: as given, else by its file name when one input has it.
    private func input(named name: String, option: String) throws -> Int {
        if let index = inputs.firstIndex(of: name) { return index }
        let byFileName = inputs.indices.filter { (inputs[$0] as NSString).lastPathComponent == name }
        guard byFileName.count == 1 else {
            throw ValidationError("\(option): '\(name)' is not one of the inputs (\(inputs.joined(separator: ", ")))")
        }
        return byFileName[0]
    }

    func run() throws {
        let inputs = self.inputs.map(EditInput.init)
        try editOptions.withPipeline(for: inputs) { pipeline in
            let options = try options()
            // Files merged into a file or standard output, written while the positions' recording is read.
            let files = inputs.allSatisfy { if case .file = $0 { return true } else { return false } }
            if files, let outcome = try pipeline.writeStreamedMerge(inputs, options: options, with: try editOptions.writer(),
                                                             to: editOptions.outputOptions.target,
                                                             strict: editOptions.outputOptions.strict, events: editOptions.report) {
                for note in outcome.leftOut { Console.message("\(note): not in the result") }
                editOptions.reportDropped(outcome.droppedTotals, of: inputs[0].name)
                Console.flush()
                return
            }
            if case .storedWorkout? = inputs.first, editOptions.outputOptions.output == nil,
               let outcome = try pipeline.saveStreamedMerge(inputs, options: options, asNewWorkout: editOptions.keep) {
                // Stored workouts merged into the store, saved while they were read.
                for note in outcome.leftOut { Console.message("\(note): not in the result") }
                editOptions.reportDropped(outcome.droppedTotals, of: inputs[0].name)
                editOptions.reportSaved(outcome.saved, original: outcome.original)
                Console.flush()
                return
            }
            let recordings = try inputs.map { try pipeline.read($0, events: editOptions.report) }
            let merged = try RecordingEditor.merge(recordings, names: inputs.map(\.name), options: options)
            for note in merged.leftOut { Console.message("\(note): not in the result") }
            try editOptions.finish(merged.edited, original: recordings[0], input: inputs[0], pipeline: pipeline)
        }
    }
}
