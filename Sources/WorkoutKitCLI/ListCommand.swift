import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit list`: the workouts in the store, oldest first.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the workouts in the store.",
        discussion: """
            With --json, one workout object per line, as `show --json` prints it but without samples \
            and routes, and with sampleCount, routeLocationCount and heartRateCount.
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
