import ArgumentParser
import WorkoutKit

/// `workoutkit route ...`: route processing. The processing commands arrive with
/// the route-processing work; until then each says so and exits with status 1.
struct RouteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "route",
        abstract: "Clean, smooth and simplify routes into new route versions (not available yet).",
        subcommands: [Clean.self, Smooth.self, Simplify.self, History.self, Revert.self]
    )

    static func notAvailable(_ name: String) -> CommandFailure {
        CommandFailure("route \(name) is not available yet in this version of workoutkit")
    }

    struct Clean: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Drop impossible points (not available yet).")
        @Argument(help: ArgumentHelp("A workout UUID or prefix.", valueName: "id")) var id: String
        @OptionGroup var storeOptions: StoreOptions
        func run() throws { throw RouteCommand.notAvailable("clean") }
    }

    struct Smooth: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Smooth a route (not available yet).")
        @Argument(help: ArgumentHelp("A workout UUID or prefix.", valueName: "id")) var id: String
        @OptionGroup var storeOptions: StoreOptions
        func run() throws { throw RouteCommand.notAvailable("smooth") }
    }

    struct Simplify: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Simplify a route (not available yet).")
        @Argument(help: ArgumentHelp("A workout UUID or prefix.", valueName: "id")) var id: String
        @OptionGroup var storeOptions: StoreOptions
        func run() throws { throw RouteCommand.notAvailable("simplify") }
    }

    struct History: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List a route's versions (not available yet).")
        @Argument(help: ArgumentHelp("A workout UUID or prefix.", valueName: "id")) var id: String
        @OptionGroup var storeOptions: StoreOptions
        func run() throws { throw RouteCommand.notAvailable("history") }
    }

    struct Revert: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Make an earlier route version current (not available yet).")
        @Argument(help: ArgumentHelp("A workout UUID or prefix.", valueName: "id")) var id: String
        @Argument(help: ArgumentHelp("The version to restore.", valueName: "version")) var version: Int
        @OptionGroup var storeOptions: StoreOptions
        func run() throws { throw RouteCommand.notAvailable("revert") }
    }
}
