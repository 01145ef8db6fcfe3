import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit delete ID...`: removes workouts with everything attached to them, courses, and
/// records outside workouts.
struct DeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete workouts, with their samples, routes and waypoints, and courses from the store.",
        discussion: """
            Records outside workouts (Apple Health's samples, category samples, correlations and activity \
            summaries, as `changes` and `export --format json` name them) are deleted by their full UUID. \
            Anchored queries (`changes`) report each deleted object.
            """
    )

    @Argument(help: ArgumentHelp("Workout or course UUIDs or unambiguous prefixes, or record UUIDs.", valueName: "id"))
    var ids: [String]

    @OptionGroup var storeOptions: StoreOptions

    func run() throws {
        let store = try storeOptions.open()
        var workouts: [UUID] = []
        var courses: [UUID] = []
        var records: [UUID] = []
        for id in ids {
            if let uuid = UUID(uuidString: id.trimmingCharacters(in: .whitespaces)), try store.holdsHealthRecord(uuid) {
                records.append(uuid)
                continue
            }
            switch try store.resolveObjectID(id) {
            case .workout(let uuid): workouts.append(uuid)
            case .course(let uuid): courses.append(uuid)
            }
        }
        if !workouts.isEmpty { try store.delete(workouts: workouts) }
        if !courses.isEmpty { try store.delete(courses: courses) }
        if !records.isEmpty { try store.delete(healthRecords: records) }
        var parts: [String] = []
        if !workouts.isEmpty || (courses.isEmpty && records.isEmpty) {
            parts.append("\(workouts.count) workout\(workouts.count == 1 ? "" : "s")")
        }
        if !courses.isEmpty { parts.append("\(courses.count) course\(courses.count == 1 ? "" : "s")") }
        if !records.isEmpty { parts.append("\(records.count) record\(records.count == 1 ? "" : "s")") }
        Console.message("deleted " + parts.joined(separator: " and "))
    }
}
