import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit delete ID...`: removes workouts with everything attached to them, and courses.
struct DeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete workouts, with their samples, routes and waypoints, and courses from the store.",
        discussion: "Anchored queries (`changes`) report each deleted object."
    )

    @Argument(help: ArgumentHelp("Workout or course UUIDs or unambiguous prefixes.", valueName: "id"))
    var ids: [String]

    @OptionGroup var storeOptions: StoreOptions

    func run() throws {
        let store = try storeOptions.open()
        var workouts: [UUID] = []
        var courses: [UUID] = []
        for id in ids {
            switch try store.resolveObjectID(id) {
            case .workout(let uuid): workouts.append(uuid)
            case .course(let uuid): courses.append(uuid)
            }
        }
        if !workouts.isEmpty { try store.delete(workouts: workouts) }
        if !courses.isEmpty { try store.delete(courses: courses) }
        var parts: [String] = []
        if !workouts.isEmpty || courses.isEmpty { parts.append("\(workouts.count) workout\(workouts.count == 1 ? "" : "s")") }
        if !courses.isEmpty { parts.append("\(courses.count) course\(courses.count == 1 ? "" : "s")") }
        Console.message("deleted " + parts.joined(separator: " and "))
    }
}
