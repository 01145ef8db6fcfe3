import ArgumentParser
import WorkoutKit

/// The root command: `workoutkit SUBCOMMAND ...`.
struct Workoutkit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workoutkit",
        abstract: "Import, store, query and convert workout recordings (GPX, TCX, FIT, CSV, JSON).",
        discussion: """
            Recordings are read into a HealthKit-style model and kept in an embedded SQLite store \
            ($WORKOUTKIT_STORE, else $XDG_DATA_HOME/workoutkit/store.sqlite, else \
            ~/.local/share/workoutkit/store.sqlite; --store PATH overrides). Output goes to standard \
            output, messages to standard error. Exit status: 0 all done, 1 some inputs failed, 2 usage error.
            """,
        version: "0.1.0",
        subcommands: [
            ImportCommand.self, ExportCommand.self, ConvertCommand.self, ListCommand.self, ShowCommand.self,
            StatsCommand.self, VolumeCommand.self, DeriveCommand.self, AnalyzeCommand.self, RecordsCommand.self, PlotCommand.self,
            ReportCommand.self, ChangesCommand.self, RouteCommand.self, TrimCommand.self, ShiftCommand.self,
            SplitCommand.self, CombineCommand.self, DedupeCommand.self, MergeCommand.self, DeleteCommand.self,
            StoreCommand.self,
        ]
    )
}
