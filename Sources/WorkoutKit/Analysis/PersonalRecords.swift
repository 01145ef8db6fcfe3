import Foundation
import TrainingAnalysis
import WorkoutModel
import WorkoutStore

/// Personal bests per activity type over a set of workouts: the fastest time over each
/// standard distance, the best average power and heart rate over each standard duration,
/// the longest distance and the longest duration, each with the workout that holds it.
///
/// Efforts and peaks are those of ``WorkoutAnalysis`` (the same resampling, the same
/// standard distances and durations); the longest distance is the workouts' total distance,
/// stated or derived. On a tie the earlier workout keeps the record.
public struct PersonalRecords: Sendable, Hashable {
    /// One record: its value and the workout that holds it.
    public struct Record: Sendable, Hashable {
        /// The workout's UUID.
        public var workout: UUID
        /// The workout's start.
        public var date: Date
        /// The value: seconds for an effort, watts or beats per minute for a peak, metres
        /// for the longest distance, seconds for the longest duration.
        public var value: Double
    }

    /// The fastest time over `meters`.
    public struct Effort: Sendable, Hashable {
        public var meters: Double
        public var record: Record
    }

    /// The best average over `seconds`.
    public struct Peak: Sendable, Hashable {
        public var seconds: Int
        public var record: Record
    }

    /// The records of one activity type.
    public struct Activity: Sendable, Hashable {
        public var activityType: WorkoutActivityType
        /// How many workouts the records were chosen from.
        public var workoutCount: Int
        /// By distance, shortest first.
        public var bestEfforts: [Effort]
        /// Power (cycling power, else running power), by duration, shortest first.
        public var peakPower: [Peak]
        /// Heart rate, by duration, shortest first.
        public var peakHeartRate: [Peak]
        public var longestDistance: Record?
        public var longestDuration: Record?
    }

    /// One entry per activity type that has a workout, by the type's name.
    public let activities: [Activity]

    /// Keeps the best of each analysis, fed in the workouts' order.
    private struct Builder {
        var activityType: WorkoutActivityType
        var workoutCount = 0
        var efforts: [Double: Record] = [:]
        var power: [Int: Record] = [:]
        var heartRate: [Int: Record] = [:]
        var longestDistance: Record?
        var longestDuration: Record?

        mutating func add(_ workout: Workout, _ analysis: WorkoutAnalysis) {
            workoutCount += 1
            func record(_ value: Double) -> Record { Record(workout: workout.uuid, date: workout.startDate, value: value) }
            for effort in analysis.bestEfforts where efforts[effort.meters].map({ effort.seconds < $0.value }) ?? true {
                efforts[effort.meters] = record(effort.seconds)
            }
            for peak in analysis.power?.peaks ?? [] where power[peak.seconds].map({ peak.value > $0.value }) ?? true {
                power[peak.seconds] = record(peak.value)
            }
            for peak in analysis.heartRate?.peaks ?? [] where heartRate[peak.seconds].map({ peak.value > $0.value }) ?? true {
                heartRate[peak.seconds] = record(peak.value)
            }
            if let meters = try? workout.totalDistance?.doubleValue(for: .meter), meters > (longestDistance?.value ?? 0) {
                longestDistance = record(meters)
            }
            if workout.duration > (longestDuration?.value ?? 0) { longestDuration = record(workout.duration) }
        }

        var activity: Activity {
            Activity(
                activityType: activityType, workoutCount: workoutCount,
                bestEfforts: efforts.keys.sorted().map { Effort(meters: $0, record: efforts[$0]!) },
                peakPower: power.keys.sorted().map { Peak(seconds: $0, record: power[$0]!) },
                peakHeartRate: heartRate.keys.sorted().map { Peak(seconds: $0, record: heartRate[$0]!) },
                longestDistance: longestDistance, longestDuration: longestDuration)
        }
    }

    /// The records of `recordings`, taken in the order given.
    public init(recordings: some Sequence<WorkoutRecording>) {
        activities = Self.activities(settings: AthleteSettings()) { add in
            for recording in recordings { _ = add(recording) }
        }
    }

    /// The records of the stored workouts `query` selects, read one at a time, oldest first.
    ///
    /// - Parameters:
    ///   - store: the store to read.
    ///   - query: the workouts to take.
    ///   - settings: the settings of each workout's analysis (records do not depend on them).
    ///   - each: called with every recording and its analysis, one at a time, for a caller that
    ///     shows more of each workout (`workoutkit report` draws its picture).
    /// - Throws: the store's errors, and whatever `each` throws.
    public init(
        store: WorkoutStore, query: WorkoutQuery, settings: AthleteSettings = AthleteSettings(),
        each: (WorkoutRecording, WorkoutAnalysis) throws -> Void = { _, _ in }
    ) throws {
        activities = try Self.activities(settings: settings) { add in
            for summary in try store.workouts(query) {
                // A workout deleted meanwhile is left out.
                if let recording = try store.recording(for: summary.workout.uuid) { try each(recording, add(recording)) }
            }
        }
    }

    /// The records of the recordings `feed` hands to its argument, which returns each one's analysis.
    private static func activities(
        settings: AthleteSettings, _ feed: (_ add: (WorkoutRecording) -> WorkoutAnalysis) throws -> Void
    ) rethrows -> [Activity] {
        var builders: [WorkoutActivityType: Builder] = [:]
        try feed { recording in
            let type = recording.workout.activityType
            let analysis = WorkoutAnalysis(recording: recording, settings: settings)
            builders[type, default: Builder(activityType: type)].add(recording.workout, analysis)
            return analysis
        }
        return builders.values.map(\.activity).sorted { $0.activityType.name < $1.activityType.name }
    }
}
