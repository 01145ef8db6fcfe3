import ArgumentParser
import WorkoutKit

/// `workoutkit delete ID...`: removes workouts with everything attached to them.
struct DeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete workouts, with their samples and routes, from the store.",
        discussion: "Anchored queries (`changes`) report each deleted object."
    )

    @Argument(help: ArgumentHelp("Workout UUIDs or unambiguous prefixes.", valueName: "id"))
    var ids: [String]

    @OptionGroup var storeOptions: StoreOptions

    func run() throws {
        let store = try storeOptions.open()
        let uuids = try ids.map { try store.resolveWorkoutID($0) }
        try store.delete(workouts: uuids)
        Console.message("deleted \(uuids.count) workout\(uuids.count == 1 ? "" : "s")")
    }
}
