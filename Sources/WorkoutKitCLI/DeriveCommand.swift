import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit derive`: gives stored workouts the derived totals an import gives the workouts it saves.
struct DeriveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "derive",
        abstract: "Derive the totals stored workouts lack (distance, energy, elevation, moving time, averages).",
        discussion: """
            An import derives the totals a recording does not state (see WKDerivedTotals in `show`); \
            workouts stored before workoutkit did, or imported as written (workoutkit's JSON, Apple \
            Health exports), have none. derive computes them from each selected workout's samples and \
            route as an import would, and adds them to the store, one workout at a time. A value the \
            workout holds (stated by its file, or derived before) is never replaced, so running it \
            again changes nothing. Each workout given totals is printed (UUID, start, the totals \
            added); a summary goes to standard error. The workouts keep their anchors: `changes` \
            does not report a derivation (derived totals are not content: a file imported again is \
            still unchanged). A route's distance is measured within its segments: no step across a \
            break of a GPX track among points without a time, as gpxpy measures a track. Workouts \
            keep the distance derived when they were stored (a file imported again is unchanged, \
            and derive replaces nothing).
            """
    )

    @OptionGroup var filter: WorkoutFilterOptions

    @OptionGroup var storeOptions: StoreOptions

    func run() throws {
        let store = try storeOptions.open()
        var given = 0
        let examined = try DerivedTotals.derive(in: store, query: try filter.query()) { workout, added in
            given += 1
            Console.printLine([workout.uuid.uuidString, Timestamp.string(workout.startDate),
                               added.map(\.rawValue).joined(separator: ",")].joined(separator: "\t"))
        }
        Console.flush()
        Console.message("derived totals for \(given) of \(examined) workout\(examined == 1 ? "" : "s")")
    }
}
