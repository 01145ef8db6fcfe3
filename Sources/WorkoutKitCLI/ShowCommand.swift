import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit show ID`: one workout with everything attached to it.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one workout.",
        discussion: "With --json, the whole workout (samples and routes included) as one JSON object."
    )

    @OptionGroup var workout: WorkoutIDArgument

    @Flag(name: .long, help: "Print the workout JSON.")
    var json = false

    @OptionGroup var storeOptions: StoreOptions

    func run() throws {
        let store = try storeOptions.open()
        let uuid = try store.resolveWorkoutID(workout.id)
        guard let recording = try store.recording(for: uuid) else { throw CommandFailure("no workout \(workout.id)") }
        if json {
            Console.printLine(bytes: WorkoutJSON.encode(recording))
        } else {
            for line in humanDescription(recording) { Console.printLine(line) }
        }
        Console.flush()
    }

    private func humanDescription(_ recording: WorkoutRecording) -> [String] {
        let w = recording.workout
        var lines = [
            "Workout      \(w.uuid.uuidString)",
            "Activity     \(w.activityType.name)",
            "Start        \(Timestamp.string(w.startDate))",
            "End          \(Timestamp.string(w.endDate))",
            "Duration     \(formatDuration(w.duration))",
            "Distance     \(w.totalDistance.map { "\($0.value) \($0.unit)" } ?? "-")",
            "Energy       \(w.totalEnergyBurned.map { "\($0.value) \($0.unit)" } ?? "-")",
            "Source       \(w.source.name)",
        ]
        if let device = w.device, !device.isEmpty {
            let parts = [device.manufacturer, device.name ?? device.model, device.softwareVersion.map { "software \($0)" }]
            lines.append("Device       " + parts.compactMap { $0 }.joined(separator: " "))
        }
        if let sync = w.syncIdentifier { lines.append("Sync         \(sync) (version \(w.syncVersion))") }
        for key in w.metadata.keys.sorted() { lines.append("Metadata     \(key) = \(w.metadata[key]!)") }
        var eventCounts: [String: Int] = [:]
        for event in w.events { eventCounts[event.type.rawValue, default: 0] += 1 }
        if !eventCounts.isEmpty {
            lines.append("Events       " + eventCounts.keys.sorted().map { "\(eventCounts[$0]!) \($0)" }.joined(separator: ", "))
        }
        for activity in w.activities {
            lines.append("Activity leg \(activity.activityType.name) \(Timestamp.string(activity.startDate)) \(formatDuration(activity.duration))")
        }
        var sampleCounts: [String: Int] = [:]
        for sample in recording.samples { sampleCounts[sample.quantityType.shortName, default: 0] += 1 }
        for name in sampleCounts.keys.sorted() { lines.append("Samples      \(sampleCounts[name]!) \(name)") }
        for route in recording.routes {
            lines.append("Route        \(route.uuid.uuidString): \(route.locations.count) locations (version \(route.syncVersion))")
        }
        return lines
    }
}
