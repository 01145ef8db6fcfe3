import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit trim INPUT`: drops the ends of a recording; totals recomputed.
struct TrimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trim",
        abstract: "Drop the start or the end of a recording (a file or a stored workout).",
        discussion: """
            --skip-start and --skip-end drop that much time (seconds or [h:]mm:ss) from each end; \
            --from and --to keep from and to clock times (ISO 8601, or HH:MM[:SS] in the workout's time \
            zone, else UTC, on its day). Distance, duration, energy, elevation and the speed, heart rate, \
            cadence and power summaries are recomputed for what is kept; a stated total that cannot be \
            is left out and named. INPUT is a file (- for standard input) or a stored workout's ID: \
            without -o, a stored workout's result is saved as its next version (changes reports it), \
            or with --keep as a new workout.
            """)

    @Argument(help: ArgumentHelp("The recording file, - for standard input, or a stored workout's ID.", valueName: "input"))
    var input: String

    @Option(name: .long, help: ArgumentHelp("Drop this much time from the start.", valueName: "duration"))
    var skipStart: String?

    @Option(name: .long, help: ArgumentHelp("Drop this much time from the end.", valueName: "duration"))
    var skipEnd: String?

    @Option(name: .long, help: ArgumentHelp("Keep from this clock time on.", valueName: "time"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp("Keep up to this clock time.", valueName: "time"))
    var to: String?

    @OptionGroup var editOptions: EditOptions

    func validate() throws {
        guard skipStart != nil || skipEnd != nil || from != nil || to != nil else {
            throw ValidationError("give --skip-start, --skip-end, --from or --to")
        }
        if skipStart != nil, from != nil { throw ValidationError("--skip-start and --from both set the start; give one") }
        if skipEnd != nil, to != nil { throw ValidationError("--skip-end and --to both set the end; give one") }
        for (text, option) in [(skipStart, "--skip-start"), (skipEnd, "--skip-end")] {
            guard let text else { continue }
            guard try parseDuration(text, option: option) >= 0 else { throw ValidationError("\(option): '\(text)' is negative") }
        }
        try editOptions.validate(inputs: [EditInput(input)], saves: true)
    }

    func run() throws {
        let input = EditInput(self.input)
        try editOptions.withPipeline(for: [input]) { pipeline in
            if try editOptions.finishStreamed(.trim(bounds: bounds(of:)), input: input, pipeline: pipeline) { return }
            let recording = try pipeline.read(input, events: editOptions.report)
            let (start, end) = try bounds(of: recording)
            let edited = try RecordingEditor.trim(recording, from: start, to: end, name: input.name)
            try editOptions.finish(edited, original: recording, input: input, pipeline: pipeline)
        }
    }

    /// The trim's start and end in `recording` (by its workout's start, end and time zone).
    private func bounds(of recording: WorkoutRecording) throws -> (from: Date?, to: Date?) {
        func clock(_ text: String?, _ option: String) throws -> Date? {
            guard let text else { return nil }
            guard let date = EditTimes.clockTime(text, in: recording) else {
                throw ValidationError("\(option): '\(text)' is not a time (2024-05-01T07:30:00Z, or HH:MM[:SS])")
            }
            return date
        }
        let workout = recording.workout
        let start = try skipStart.map { workout.startDate.addingTimeInterval(try parseDuration($0, option: "--skip-start")) }
            ?? clock(from, "--from")
        let end = try skipEnd.map { workout.endDate.addingTimeInterval(-(try parseDuration($0, option: "--skip-end"))) }
            ?? clock(to, "--to")
        return (start, end)
    }
}
