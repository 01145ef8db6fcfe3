import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit export`: workouts from the store, in any format.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write workouts from the store in a format.",
        discussion: """
            Without -o the workouts go to standard output. With -o DIR (an existing directory, or a \
            path ending in /) each workout goes to its own file, named like \
            2024-05-01T0730-running-6f1c2a9b.gpx (start time in UTC). What the format cannot hold is \
            named on standard error; --strict makes that an error and writes nothing.
            """
    )

    @Option(name: .long, help: ArgumentHelp("The output format (\(FormatRegistry.standard.writableFormatNames.joined(separator: ", "))).", valueName: "format"))
    var format: String?

    @Option(name: .long, help: ArgumentHelp("A workout UUID or unambiguous prefix (repeatable).", valueName: "id"))
    var workout: [String] = []

    @Option(name: .long, help: ArgumentHelp("Export this version of the workout's route (see `route history`); needs one --workout.", valueName: "n"))
    var routeVersion: Int?

    @OptionGroup var filter: WorkoutFilterOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file or directory (default: standard output).", valueName: "output"))
    var output: String?

    @Option(name: .long, help: "The table a CSV holds: points (one row per time point), workouts or samples.")
    var csvLayout: CSVRecordingWriter.Layout?

    @Flag(name: .long, help: "Fail, writing nothing, if the format cannot hold everything.")
    var strict = false

    @OptionGroup var storeOptions: StoreOptions

    func validate() throws {
        _ = try chooseWriter(format: format, output: output, option: "--format", csvLayout: csvLayout, registry: .standard)
        try validateRouteVersionExport(routeVersion, workouts: workout)
    }

    func run() throws {
        let writer = try chooseWriter(format: format, output: output, option: "--format", csvLayout: csvLayout, registry: .standard)
        let store = try storeOptions.open()
        let uuids = workout.isEmpty ? nil : try workout.map { try store.resolveWorkoutID($0) }
        let summaries = try store.workouts(try filter.query(uuids: uuids))
        // Samples outside workouts (Apple Health records) go with an export of everything.
        let exportsEverything = workout.isEmpty && filter.type == nil && filter.since == nil && filter.until == nil
        let holdsStandaloneSamples = exportsEverything && writer is AppleHealthWriter
        guard !summaries.isEmpty || holdsStandaloneSamples else { throw CommandFailure("no workout matches") }
        var target = OutputTarget(output)
        if writer is AppleHealthWriter, case .directory(let directory) = target {
            // An Apple Health export is one archive holding every workout.
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            target = .file((directory as NSString).appendingPathComponent("export.zip"))
        }
        let destination = RecordingOutput(writer: writer, target: target, strict: strict)
        let standaloneSamples: StandaloneSampleSource? = holdsStandaloneSamples
            ? { body in try store.forEachStandaloneSampleBatch(body) } : nil
        try destination.write(count: summaries.count, standaloneSamples: standaloneSamples) { index in
            let uuid = summaries[index].workout.uuid
            guard let recording = try store.recording(for: uuid) else {
                throw CommandFailure("workout \(uuid) was deleted during the export")
            }
            return try withRouteVersion(routeVersion, of: recording, from: store)
        }
    }
}
