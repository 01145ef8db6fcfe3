import ArgumentParser
import WorkoutKit

/// `workoutkit export`: workouts from the store, in any format.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write workouts from the store in a format.",
        discussion: """
            Without -o the workouts go to standard output. With -o DIR (an existing directory, or a \
            path ending in /) each workout goes to its own file, named like \
            2024-05-01T0730-running-6f1c2a9b.gpx (start time in UTC), and each course to \
            course-6f1c2a9b.gpx. Without --workout, --course or a filter, every workout and every \
            course is written. What the format cannot hold (courses, in formats without them) is \
            named on standard error; --strict makes that an error and writes nothing. --privacy-zone and \
            --hide-ends (also from the privacy settings file) withhold positions from each workout \
            written, keeping the series values, and say how many.
            """
    )

    @Option(name: .long, help: ArgumentHelp("The output format (default: the -o file's extension).", valueName: "format"))
    var format: WritableFormatName?

    @Option(name: .long, help: ArgumentHelp("A workout UUID or unambiguous prefix (repeatable).", valueName: "id"))
    var workout: [String] = []

    @Option(name: .long, help: ArgumentHelp("A course UUID or unambiguous prefix (repeatable); alone, only courses are written.", valueName: "id"))
    var course: [String] = []

    @Option(name: .long, help: ArgumentHelp("Export this version of the workout's route (see `route history`); needs one --workout.", valueName: "n"))
    var routeVersion: Int?

    @OptionGroup var filter: WorkoutFilterOptions

    @OptionGroup var outputOptions: OutputOptions

    @OptionGroup var privacyOptions: PrivacyOptions

    @OptionGroup var storeOptions: StoreOptions

    func validate() throws {
        _ = try writer()
        try validateRouteVersionExport()
    }

    /// The writer `--format`, the output's extension and `--csv-layout` name.
    private func writer() throws -> any RecordingWriter {
        try outputOptions.writer(format: format, option: "--format")
    }

    /// `--route-version N` needs exactly one workout.
    private func validateRouteVersionExport() throws {
        guard let routeVersion else { return }
        guard workout.count == 1 else {
            throw ValidationError("--route-version needs exactly one --workout")
        }
        guard routeVersion >= 1 else {
            throw ValidationError("--route-version must be 1 or more (see `workoutkit route history`)")
        }
    }

    func run() throws {
        let writer = try writer()
        let store = try storeOptions.open()
        let query = try filter.query()
        let options = ExportOptions(
            writer: writer, workoutIDs: workout, courseIDs: course, activityType: query.activityType, since: query.since, until: query.until,
            routeVersion: routeVersion, strict: outputOptions.strict, privacy: try privacyOptions.filter())
        try Exporter(store: store, options: options).export(to: outputOptions.target, events: Console.report)
        Console.flush()
    }
}
