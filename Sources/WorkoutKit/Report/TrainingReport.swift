import Foundation
import WorkoutModel
import WorkoutStore

/// What `workoutkit report` shows of a period, gathered from the store in one pass: the
/// workouts with their analyses, the volume per week and activity type, the best efforts per
/// activity type, and the mean-maximal power and heart-rate curves over the whole period.
///
/// The gathering is this one type; the page (`PlotRendering`'s `ReportPage`) only lays it out.
public struct TrainingReport: Sendable {
    /// One workout of the period.
    public struct Entry: Sendable {
        public var workout: Workout
        public var analysis: WorkoutAnalysis
        /// Metres: the workout's total distance, else the length of its distance series or route.
        public var distance: Double?
    }

    /// The workouts of one activity type in one week.
    public struct Volume: Sendable, Hashable {
        /// Monday 00:00 UTC of the ISO week.
        public var weekStart: Date
        public var activityType: WorkoutActivityType
        public var count: Int
        /// Seconds.
        public var duration: Double
        /// Metres, of the workouts that have a distance.
        public var distance: Double
    }

    /// A best value and the workout it comes from.
    public struct Best<Value: Sendable & Hashable>: Sendable, Hashable {
        public var value: Value
        public var workoutUUID: UUID
    }

    /// The period asked for (`nil` where open).
    public var since: Date?
    public var until: Date?
    /// The workouts, oldest first.
    public var entries: [Entry] = []
    /// By week, then by activity type name.
    public var volumes: [Volume] = []
    /// The fastest time over each standard distance, per activity type.
    public var bestEfforts: [WorkoutActivityType: [Best<WorkoutAnalysis.BestEffort>]] = [:]
    /// The best average power over each standard duration, across the period.
    public var powerCurve: [Best<WorkoutAnalysis.Peak>] = []
    /// The best average heart rate over each standard duration, across the period.
    public var heartRateCurve: [Best<WorkoutAnalysis.Peak>] = []

    /// Reads the workouts starting in [`since`, `until`) from `store`, one recording at a time,
    /// and calls `each` with every recording and its analysis (the page draws its picture then).
    public init(
        store: WorkoutStore, since: Date?, until: Date?, settings: AthleteSettings = AthleteSettings(),
        each: (WorkoutRecording, WorkoutAnalysis) throws -> Void = { _, _ in }
    ) throws {
        self.since = since
        self.until = until
        var volumes: [Date: [WorkoutActivityType: Volume]] = [:]
        var efforts: [WorkoutActivityType: [Double: Best<WorkoutAnalysis.BestEffort>]] = [:]
        var power: [Int: Best<WorkoutAnalysis.Peak>] = [:], heartRate: [Int: Best<WorkoutAnalysis.Peak>] = [:]
        for summary in try store.workouts(WorkoutQuery(since: since, until: until)) {
            guard let recording = try store.recording(for: summary.workout.uuid) else { continue }
            let workout = recording.workout
            let analysis = WorkoutAnalysis(recording: recording, settings: settings)
            let stated = (try? workout.totalDistance?.doubleValue(for: .meter)).flatMap { $0 }
            let distance = stated ?? WorkoutAnalysis.distanceColumn(recording).values.last
            entries.append(Entry(workout: workout, analysis: analysis, distance: distance))
            try each(recording, analysis)

            let week = Self.weekStart(workout.startDate)
            var volume = volumes[week, default: [:]][workout.activityType]
                ?? Volume(weekStart: week, activityType: workout.activityType, count: 0, duration: 0, distance: 0)
            volume.count += 1
            volume.duration += workout.duration
            volume.distance += distance ?? 0
            volumes[week, default: [:]][workout.activityType] = volume

            for effort in analysis.bestEfforts where efforts[workout.activityType]?[effort.meters].map({ effort.seconds < $0.value.seconds }) ?? true {
                efforts[workout.activityType, default: [:]][effort.meters] = Best(value: effort, workoutUUID: workout.uuid)
            }
            for peak in analysis.power?.peaks ?? [] where power[peak.seconds].map({ peak.value > $0.value.value }) ?? true {
                power[peak.seconds] = Best(value: peak, workoutUUID: workout.uuid)
            }
            for peak in analysis.heartRate?.peaks ?? [] where heartRate[peak.seconds].map({ peak.value > $0.value.value }) ?? true {
                heartRate[peak.seconds] = Best(value: peak, workoutUUID: workout.uuid)
            }
        }
        self.volumes = volumes.keys.sorted().flatMap { week in volumes[week]!.values.sorted { $0.activityType.name < $1.activityType.name } }
        bestEfforts = efforts.mapValues { byMeters in byMeters.keys.sorted().compactMap { byMeters[$0] } }
        powerCurve = power.keys.sorted().compactMap { power[$0] }
        heartRateCurve = heartRate.keys.sorted().compactMap { heartRate[$0] }
    }

    /// Monday 00:00 UTC of the ISO week holding `date`.
    static func weekStart(_ date: Date) -> Date {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.dateInterval(of: .weekOfYear, for: date)?.start ?? date
    }
}
