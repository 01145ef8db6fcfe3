import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit records`: personal bests per activity type over the selected workouts.
struct RecordsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "records",
        abstract: "Personal bests per activity type: best efforts, peak power and heart rate, longest workouts.",
        discussion: """
            For each activity type among the selected workouts: the fastest time over each \
            standard distance (400 m to the marathon; 10, 20 and 40 km for rides), the best average \
            power and heart rate over each standard duration (1 s to 5 h), the longest distance and \
            the longest duration, each with the workout's UUID and start. Efforts and peaks are \
            computed as `analyze` computes them, from every selected workout's values (which takes a \
            while for a large store). --json prints one object per activity type: \
            {"activityType","workoutCount","bestEfforts":[{"meters","seconds","workout","date"}], \
            "peakPower":[{"seconds","watts","workout","date"}],"peakHeartRate":[{"seconds","bpm",...}], \
            "longestDistance":{"meters","workout","date"}|null,"longestDuration":{"seconds",...}|null}.
            """
    )

    @OptionGroup var filter: WorkoutFilterOptions

    @Flag(name: .long, help: "Print JSON Lines.")
    var json = false

    @OptionGroup var storeOptions: StoreOptions

    func run() throws {
        let store = try storeOptions.open()
        let records = try PersonalRecords(store: store, query: try filter.query())
        if json {
            for line in records.jsonLines { Console.printLine(bytes: Array(line)) }
        } else {
            for activity in records.activities {
                let count = activity.workoutCount
                Console.printLine("\(activity.activityType.name) (\(count) workout\(count == 1 ? "" : "s"))")
                for effort in activity.bestEfforts {
                    print("Best \(BestEfforts.name(ofDistance: effort.meters))", formatDuration(effort.record.value), effort.record)
                }
                for peak in activity.peakPower {
                    print("Power \(Measure.duration(peak.seconds))", "\(Measure.whole(peak.record.value)) W", peak.record)
                }
                for peak in activity.peakHeartRate {
                    print("HR \(Measure.duration(peak.seconds))", "\(Measure.whole(peak.record.value)) bpm", peak.record)
                }
                if let record = activity.longestDistance { print("Longest distance", Measure.distance(record.value), record) }
                if let record = activity.longestDuration { print("Longest duration", formatDuration(record.value), record) }
            }
        }
        Console.flush()
    }

    /// `  Best 5 km<TAB>21:04<TAB>E915BA51-…<TAB>2016-04-22T16:44:13.000Z`
    private func print(_ label: String, _ value: String, _ record: PersonalRecords.Record) {
        Console.printLine(["  " + label, value, record.workout.uuidString, Timestamp.string(record.date)].joined(separator: "\t"))
    }
}
