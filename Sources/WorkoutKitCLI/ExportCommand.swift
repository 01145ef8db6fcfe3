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
            course-6f1c2a9b.gpx; --name PATTERN names the workouts' files instead, from the fields \
            {date} (start day, UTC), {time} (start time, UTC, 0730), {activity}, {name} (the workout's \
            name, else its ID's first 8 digits), {id} (the UUID's first 8 digits), {uuid}, {source} \
            and {ext} (the format's extension, added at the end when the pattern has none): each \
            field's value is made safe for a file name (each run of characters other than letters, \
            digits, '.', '_' and '-' becomes '-'), and a name already given gets -2, -3, ... before \
            its extension. Without --workout, --course or a filter, every workout and every \
            course is written. What the format cannot hold (courses, in formats without them) is \
            named on standard error, once per output summed over its workouts (--verbose: one \
            line per workout, as it is written); --strict makes that an error and writes \
            nothing. --privacy-zone and --hide-ends (also from the privacy settings file) withhold \
            positions from each workout written, keeping the series values, and say how many. \
            Apple Health's route files (--format applehealth) give every point all of Apple's \
            values (ele, speed, course, hAcc, vAcc), -1 for one the location lacks and an ele of 0 \
            with a vAcc of -1 for no altitude, as Apple writes them; reading an Apple Health \
            export takes these back as absent, so an altitude of exactly 0 m stored without a \
            vertical accuracy comes back as none (named: the altitude 0 m of N points without a \
            vertical accuracy). A progress bar shows on a terminal.
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

    @Option(name: .long, help: ArgumentHelp("Name each workout's file in the -o directory from this pattern ({date}-{activity}-{name}.{ext}).", valueName: "pattern"))
    var name: String?

    @OptionGroup var filter: WorkoutFilterOptions

    @OptionGroup var outputOptions: OutputOptions

    @OptionGroup var privacyOptions: PrivacyOptions

    @OptionGroup var storeOptions: StoreOptions

    @Flag(name: .long, help: "Name what the format cannot hold workout by workout, instead of once per output.")
    var verbose = false

    func validate() throws {
        _ = try writer()
        try validateRouteVersionExport()
        try validateName()
    }

    /// `--name` needs a directory, and a pattern of known fields.
    private func validateName() throws {
        guard let name else { return }
        guard let output = outputOptions.output, case .directory = OutputTarget(path: output, standardOutput: Console.output) else {
            throw ValidationError("--name needs -o DIRECTORY (an existing directory, or a path ending in /)")
        }
        do { _ = try ExportFileNames(pattern: name) } catch let error as ExportFileNameError { throw ValidationError(error.description) }
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
        var options = ExportOptions(
            writer: writer, workoutIDs: workout, courseIDs: course, activityType: query.activityType, since: query.since, until: query.until,
            routeVersion: routeVersion, strict: outputOptions.strict, privacy: try privacyOptions.filter())
        options.fileNames = try name.map { try ExportFileNames(pattern: $0) }
        let progress = TerminalProgress(noun: "workouts")
        let losses = LossMessages(verbose: verbose, beforeMessage: progress.clear)
        defer {
            progress.finish()
            losses.finish()
        }
        try Exporter(store: store, options: options).export(to: outputOptions.target, events: { event in
            switch event {
            case .warning(let file, let message):
                progress.clear()
                Console.message("\(file): warning: \(message)")
            case .loss(let notice): losses.add(notice)
            case .withheld(let withheld):
                progress.clear()
                Console.message(withheld.description)
            }
        }, progress: progress.update)
        Console.flush()
    }
}
