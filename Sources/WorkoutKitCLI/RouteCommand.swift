import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit route ...`: clean, smooth and simplify a workout's route, each step
/// saved as a new version of the route; list the versions and restore an earlier one.
struct RouteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "route",
        abstract: "Clean, smooth and simplify routes into new route versions.",
        discussion: """
            Each processing step saves a new version of the workout's route (same sync identifier, \
            next sync version); the earlier versions stay in the history. ID is a workout UUID or an \
            unambiguous prefix of one. --dry-run prints the metrics before and after and saves nothing.
            """,
        subcommands: [Clean.self, Smooth.self, Simplify.self, History.self, Revert.self]
    )

    struct Clean: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Drop impossible points: bad positions and times, impossible speeds, jumps.",
            discussion: """
                The speed ceiling is the activity's (running 12.5 m/s, walking and hiking 7, cycling 35, \
                swimming 4, other activities 70) unless --max-speed is given. Each dropped point is \
                listed with its index and the reason.
                """)

        @OptionGroup var workout: WorkoutIDArgument

        @Option(name: .long, help: ArgumentHelp("The speed ceiling in m/s, instead of the activity's.", valueName: "m/s"))
        var maxSpeed: Double?

        @Flag(name: .long, help: "Print the metrics before and after, and save nothing.") var dryRun = false
        @OptionGroup var storeOptions: StoreOptions

        func validate() throws {
            guard let maxSpeed else { return }
            do {
                try CleaningOptions(maximumSpeed: maxSpeed).validate()
            } catch {
                throw ValidationError("--max-speed: \(error.description)")
            }
        }

        func run() throws {
            let editor = RouteEditor(store: try storeOptions.open())
            let edit = try editor.clean(workout: workout.id, maximumSpeed: maxSpeed)
            for dropped in edit.dropped {
                let time = edit.route.locations.indices.contains(dropped.index)
                    ? Timestamp.string(edit.route.locations[dropped.index].timestamp) : "-"
                Console.printLine("dropped location \(dropped.index) (\(time)): \(dropped.reason)")
            }
            try edit.validate()
            try finish(edit, in: editor, dryRun: dryRun)
        }
    }

    struct Smooth: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Smooth a route (Kalman filter with Rauch–Tung–Striebel smoothing).",
            discussion: """
                Each fix is weighted by the accuracy the receiver stated (5 m when none). Pauses, segment \
                breaks and gaps over 30 s are smoothed apart; altitude is smoothed on its own. The number \
                of points and their times do not change.
                """)

        @OptionGroup var workout: WorkoutIDArgument
        @Flag(name: .long, help: "Print the metrics before and after, and save nothing.") var dryRun = false
        @OptionGroup var storeOptions: StoreOptions

        func run() throws {
            let editor = RouteEditor(store: try storeOptions.open())
            try finish(try editor.smooth(workout: workout.id), in: editor, dryRun: dryRun)
        }
    }

    struct Simplify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Keep the fewest points within a tolerance of the route (Douglas–Peucker).",
            discussion: "No recorded point lies farther than the tolerance from the simplified route; the first and last points are kept.")

        @OptionGroup var workout: WorkoutIDArgument

        @Option(name: .long, help: ArgumentHelp("The largest distance in metres a point may lie from the result.", valueName: "metres"))
        var tolerance: Double

        @Flag(name: .long, help: "Print the metrics before and after, and save nothing.") var dryRun = false
        @OptionGroup var storeOptions: StoreOptions

        func validate() throws {
            guard tolerance.isFinite, tolerance >= 0 else {
                throw ValidationError("--tolerance must be a number of metres, 0 or more (got \(tolerance))")
            }
        }

        func run() throws {
            let editor = RouteEditor(store: try storeOptions.open())
            try finish(try editor.simplify(workout: workout.id, tolerance: tolerance), in: editor, dryRun: dryRun)
        }
    }

    struct History: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List every version of a workout's route with its metrics.",
            discussion: """
                With --json, one object per version: {"version","syncVersion","uuid","createdAt","operation",\
                "parameters","locationCount","distance","elevationGain","elevationLoss","movingTime"} \
                (metres and seconds). Version 1 is the route as imported; the last is current.
                """)

        @OptionGroup var workout: WorkoutIDArgument
        @Flag(name: .long, help: "Print one JSON object per version.") var json = false
        @OptionGroup var storeOptions: StoreOptions

        func run() throws {
            let history = try RouteEditor(store: try storeOptions.open()).history(workout: workout.id)
            if !json {
                Console.printLine(["version", "sync", "created", "operation", "locations", "distance", "gain", "loss", "moving", "parameters"]
                    .joined(separator: "\t"))
            }
            for entry in history.versions {
                let version = entry.version, metrics = entry.metrics
                if json {
                    Console.printLine(bytes: RouteHistoryJSON.encode(version, metrics: metrics))
                } else {
                    Console.printLine([
                        "\(version.version)\(version.isCurrent ? "*" : "")", "\(version.syncVersion)",
                        version.createdAt.map(Timestamp.string) ?? "-", version.operation, "\(metrics.locationCount)",
                        formatMetres(metrics.distance), formatMetres(metrics.elevationGain),
                        formatMetres(metrics.elevationLoss), formatDuration(metrics.movingTime),
                        formatParameters(version.parameters),
                    ].joined(separator: "\t"))
                }
            }
            Console.flush()
        }
    }

    struct Revert: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Make an earlier route version current again, as a new version.",
            discussion: "The versions are numbered as `route history` lists them; the history keeps every version.")

        @OptionGroup var workout: WorkoutIDArgument
        @Argument(help: ArgumentHelp("The version to restore.", valueName: "version")) var version: Int
        @OptionGroup var storeOptions: StoreOptions

        func run() throws {
            let (uuid, saved) = try RouteEditor(store: try storeOptions.open()).revert(workout: workout.id, to: version)
            Console.printLine(
                "saved version \(saved.version) of the route of workout \(uuid.uuidString): version \(version) restored, \(saved.locationCount) locations (route \(saved.uuid.uuidString), sync version \(saved.syncVersion))")
            Console.flush()
        }
    }
}

/// Prints the metrics of the current and the processed route, then saves the processed
/// one as the next version unless this is a dry run.
private func finish(_ edit: RouteEdit, in editor: RouteEditor, dryRun: Bool) throws {
    let rows = [("before", edit.before), ("after", edit.after)]
    Console.printLine(["", "locations", "distance", "gain", "loss", "moving"].joined(separator: "\t"))
    for (name, metrics) in rows {
        Console.printLine([
            name, "\(metrics.locationCount)", formatMetres(metrics.distance), formatMetres(metrics.elevationGain),
            formatMetres(metrics.elevationLoss), formatDuration(metrics.movingTime),
        ].joined(separator: "\t"))
    }
    if dryRun {
        Console.printLine("dry run: nothing saved")
    } else {
        let saved = try editor.save(edit)
        Console.printLine(
            "saved version \(saved.version) of the route of workout \(edit.workout.uuid.uuidString) (route \(saved.uuid.uuidString), sync version \(saved.syncVersion))")
    }
    Console.flush()
}

/// `5012.4 m`: metres with one decimal.
private func formatMetres(_ metres: Double) -> String {
    String(format: "%.1f m", metres)
}

/// `tolerance=5`: parameters sorted by name, for human output.
private func formatParameters(_ parameters: [String: Double]) -> String {
    parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
}
