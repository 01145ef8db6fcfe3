import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit shift INPUT`: moves every time of a recording.
struct ShiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shift",
        abstract: "Move every time of a recording (a file or a stored workout).",
        discussion: """
            --by moves every time (samples, series, route, events, laps, waypoints) by seconds or \
            [-][h:]mm:ss. --utc-offset re-tags a recording whose device wrote local time as UTC: its \
            times move back by the offset (+02:00) or the zone's offset (Europe/Berlin), and the \
            workout's time zone becomes that zone unless the file gave one. --utc-offset auto takes \
            the zone the recording states (its HKTimeZone: a FIT's local_timestamp, the offset every \
            GPX time carries, a stored workout's), and is refused when it states none. INPUT is a file (- for \
            standard input) or a stored workout's ID: without -o, a stored workout's result is saved \
            as its next version (changes reports it), or with --keep as a new workout.
            """)

    @Argument(help: ArgumentHelp("The recording file, - for standard input, or a stored workout's ID.", valueName: "input"))
    var input: String

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Move every time by this much (-1:00:00 goes back an hour).", valueName: "duration"))
    var by: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The UTC offset or zone the device's clock showed; auto: the recording's own.", valueName: "offset|zone|auto"))
    var utcOffset: String?

    @OptionGroup var editOptions: EditOptions

    /// `--utc-offset auto`: the zone the recording states.
    static let statedZone = "auto"

    func validate() throws {
        guard (by == nil) != (utcOffset == nil) else { throw ValidationError("give one of --by and --utc-offset") }
        if let by { _ = try parseDuration(by, option: "--by") }
        if let utcOffset, utcOffset != Self.statedZone, EditTimes.zone(utcOffset) == nil {
            throw ValidationError("--utc-offset: '\(utcOffset)' is not an offset (+02:00), a zone (Europe/Berlin) or auto")
        }
        try editOptions.validate(inputs: [EditInput(input)], saves: true)
    }

    func run() throws {
        let input = EditInput(self.input)
        try editOptions.withPipeline(for: [input]) { pipeline in
            let streamed: StreamedEdit
            if utcOffset == Self.statedZone {
                streamed = .retag(in: nil)
            } else if let utcOffset, let zone = EditTimes.zone(utcOffset) {
                streamed = .retag(in: zone)
            } else {
                streamed = .shift(by: try parseDuration(by ?? "0", option: "--by"))
            }
            if try editOptions.finishStreamed(streamed, input: input, pipeline: pipeline) { return }
            let recording = try pipeline.read(input, events: editOptions.report)
            let edited: EditedRecording
            if utcOffset == Self.statedZone {
                edited = try RecordingEditor.retagInStatedZone(recording, input: input.name)
            } else if let utcOffset, let zone = EditTimes.zone(utcOffset) {
                edited = RecordingEditor.retag(recording, localTimeIn: zone)
            } else {
                edited = RecordingEditor.shift(recording, by: try parseDuration(by ?? "0", option: "--by"))
            }
            try editOptions.finish(edited, original: recording, input: input, pipeline: pipeline)
        }
    }
}
