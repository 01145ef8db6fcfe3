import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit list`: the workouts in the store, oldest first, then the courses.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the workouts and courses in the store.",
        discussion: """
            Workouts come first, oldest first, then courses (planned routes with no workout) in the \
            order they were saved; a course's line has `course` where a workout's has its activity, \
            then its name, its points and waypoints, and its source. --type, --since and --until \
            select workouts only (a course has no activity and no date). With --json, one object per \
            line with "kind": a workout ("kind":"workout") as `show --json` prints it but without \
            samples and routes, and with sampleCount, routeLocationCount and heartRateCount; a course \
            ("kind":"course") with uuid, name, source, syncIdentifier, syncVersion, pointCount and \
            waypointCount.
            """
    )

    @OptionGroup var filter: WorkoutFilterOptions

    @Flag(name: .long, help: "Print JSON Lines.")
    var json = false

    @OptionGroup var storeOptions: StoreOptions

    func run() throws {
        let store = try storeOptions.open()
        for summary in try store.workouts(try filter.query()) {
            if json {
                Console.printLine(bytes: WorkoutJSON.encodeSummary(summary.workout, counts: WorkoutJSON.Counts(
                    sampleCount: summary.sampleCount, routeLocationCount: summary.routeLocationCount,
                    heartRateCount: summary.heartRateCount)))
            } else {
                Console.printLine(humanLine(summary))
            }
        }
        if filter.selectsEveryWorkout {
            for course in try store.courses() {
                if json {
                    Console.printLine(bytes: WorkoutJSON.encodeCourseSummary(
                        uuid: course.uuid, name: course.name, source: course.source, syncIdentifier: course.syncIdentifier,
                        syncVersion: course.syncVersion, pointCount: course.pointCount, waypointCount: course.waypointCount))
                } else {
                    Console.printLine([course.uuid.uuidString, "-", "course", course.name ?? "-", "\(course.pointCount) points",
                                       "\(course.waypointCount) waypoints", course.source.name].joined(separator: "\t"))
                }
            }
        }
        Console.flush()
    }

    private func humanLine(_ summary: WorkoutSummary) -> String {
        let w = summary.workout
        let distance = (try? w.totalDistance?.doubleValue(for: .kilometer)).flatMap { $0 }
            .map { String(format: "%.2f km", $0) } ?? "-"
        let energy = (try? w.totalEnergyBurned?.doubleValue(for: .kilocalorie)).flatMap { $0 }
            .map { String(format: "%.0f kcal", $0) } ?? "-"
        return [w.uuid.uuidString, Timestamp.string(w.startDate), w.activityType.name,
                formatDuration(w.duration), distance, energy, w.source.name].joined(separator: "\t")
    }
}

/// `1:02:03` or `31:12`.
func formatDuration(_ seconds: Double) -> String {
    guard seconds.isFinite, seconds >= 0 else { return "-" }
    let total = Int(seconds.rounded())
    let h = total / 3600, m = total / 60 % 60, s = total % 60
    return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
}
