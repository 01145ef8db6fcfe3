import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit show ID`: one workout with everything attached to it, or one course.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one workout or course.",
        discussion: """
            With --json, the whole workout (samples and routes included) as one JSON object; for a \
            course, one object with "kind":"course", its points and its waypoints.
            """
    )

    @Argument(help: ArgumentHelp("A workout or course UUID, or an unambiguous prefix of one.", valueName: "id"))
    var id: String

    @Flag(name: .long, help: "Print the workout (or course) JSON.")
    var json = false

    @OptionGroup var storeOptions: StoreOptions

    func run() throws {
        let store = try storeOptions.open()
        switch try store.resolveObjectID(id) {
        case .workout(let uuid):
            if json {
                // Written as the store reads it, a piece at a time (what JSON does not keep is not named here).
                let options = ExportOptions(writer: JSONRecordingWriter(), workoutIDs: [uuid.uuidString])
                do {
                    try Exporter(store: store, options: options).export(to: .standardOutput(Console.output))
                } catch PipelineError.deletedDuringExport, PipelineError.noMatchingWorkout {
                    throw CommandFailure("no workout \(id)")
                }
            } else {
                guard let recording = try store.recording(for: uuid) else { throw CommandFailure("no workout \(id)") }
                for line in humanDescription(recording) { Console.printLine(line) }
            }
        case .course(let uuid):
            guard let course = try store.course(for: uuid) else { throw CommandFailure("no course \(id)") }
            if json {
                Console.printLine(bytes: WorkoutJSON.encode(course))
            } else {
                for line in humanDescription(course) { Console.printLine(line) }
            }
        }
        Console.flush()
    }

    private func humanDescription(_ course: Course) -> [String] {
        var lines = [
            "Course       \(course.uuid.uuidString)",
            "Name         \(course.name ?? "-")",
            "Source       \(course.source.name)",
        ]
        if let sync = course.syncIdentifier { lines.append("Sync         \(sync) (version \(course.syncVersion))") }
        for key in course.metadata.keys.sorted() { lines.append("Metadata     \(key) = \(course.metadata[key]!)") }
        let timed = course.points.timedCount
        lines.append("Points       \(course.points.count)" + (timed > 0 ? " (\(timed) with a time)" : ""))
        for waypoint in course.waypoints {
            let place = "\(waypoint.latitude), \(waypoint.longitude)" + (waypoint.elevation.map { ", \($0) m" } ?? "")
            lines.append("Waypoint     \(waypoint.name ?? "-") (\(place))" + (waypoint.symbol.map { " \($0)" } ?? ""))
        }
        return lines
    }

    private func humanDescription(_ recording: WorkoutRecording) -> [String] {
        let w = recording.workout
        var lines = [
            "Workout      \(w.uuid.uuidString)",
            "Activity     \(w.activityType.name)",
            "Start        \(Timestamp.string(w.startDate))",
            "End          \(Timestamp.string(w.endDate))",
            "Duration     \(formatDuration(w.duration))",
            "Distance     \(w.totalDistance.map { "\($0.value) \($0.unit)" } ?? "-")" + (w.isDerived(.totalDistance) ? " (derived)" : ""),
            "Energy       \(w.totalEnergyBurned.map { "\($0.value) \($0.unit)" } ?? "-")" + (w.isDerived(.totalEnergyBurned) ? " (derived)" : ""),
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
        recording.forEachSample { sample in sampleCounts[sample.quantityType.shortName, default: 0] += 1 }
        for name in sampleCounts.keys.sorted() { lines.append("Samples      \(sampleCounts[name]!) \(name)") }
        for route in recording.routes {
            lines.append("Route        \(route.uuid.uuidString): \(route.locations.count) locations (version \(route.syncVersion))")
        }
        if !recording.waypoints.isEmpty { lines.append("Waypoints    \(recording.waypoints.count)") }
        return lines
    }
}
