import ArgumentParser
import Foundation
import WorkoutKit

/// `workoutkit volume`: workouts, distance and time per week or month and activity type.
struct VolumeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "volume",
        abstract: "Training volume per week or month and activity type: workouts, distance, time.",
        discussion: """
            Each selected workout counts in the ISO week (from Monday midnight) or calendar month \
            its start falls in, in --tz (default: the TZ of the environment, else UTC), correct \
            across daylight-saving changes; periods without workouts are not printed. Distance is \
            the workouts' total distance (stated by the file or derived); a workout without one \
            adds nothing and is counted apart. Time is the workouts' duration. --json prints one \
            object per period and activity type: \
            {"start","end","activityType","count","distance","duration","withoutDistance"} \
            (metres, seconds).
            """
    )

    @Option(name: .long, help: "The period: week or month.")
    var period: TrainingVolume.Period = .week

    @OptionGroup var filter: WorkoutFilterOptions

    @OptionGroup var zone: TimeZoneOptions

    @Flag(name: .long, help: "Print JSON Lines.")
    var json = false

    @OptionGroup var storeOptions: StoreOptions

    func validate() throws {
        _ = try zone.timeZone()
    }

    func run() throws {
        let store = try storeOptions.open()
        let volume = try TrainingVolume(store: store, query: try filter.query(), period: period, timeZone: try zone.timeZone())
        if json {
            for line in volume.jsonLines { Console.printLine(bytes: Array(line)) }
        } else {
            for bucket in volume.buckets {
                var fields = [Timestamp.string(bucket.start), Timestamp.string(bucket.end), bucket.activityType.name,
                              "\(bucket.count) workout" + (bucket.count == 1 ? "" : "s"),
                              String(format: "%.2f km", bucket.distance / 1000), formatDuration(bucket.duration)]
                if bucket.withoutDistance > 0 { fields.append("\(bucket.withoutDistance) without distance") }
                Console.printLine(fields.joined(separator: "\t"))
            }
        }
        Console.flush()
    }
}

extension TrainingVolume.Period: ExpressibleByArgument {}
