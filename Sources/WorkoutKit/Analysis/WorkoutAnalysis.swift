import Foundation
import TrainingAnalysis
import WorkoutModel

/// The numbers athletes ask of one workout: peak values over standard durations, normalized
/// power and training load, TRIMP, time in zones, best efforts over standard distances, and
/// the laps as recorded with their averages. Made by ``init(recording:settings:)``; what
/// the workout or the settings do not allow is `nil` or empty, never made up.
public struct WorkoutAnalysis: Sendable, Hashable {
    /// A best average over a duration (`seconds`), starting at `start`.
    public struct Peak: Sendable, Hashable, Encodable {
        public var seconds: Int
        public var value: Double
        public var start: Date
    }

    /// Power: averages, normalized power, and the load given a threshold power.
    public struct Power: Sendable, Hashable {
        public var average: Double
        public var maximum: Double
        public var normalized: Double
        public var variabilityIndex: Double?
        public var intensityFactor: Double?
        public var trainingStressScore: Double?
        public var peaks: [Peak]
    }

    /// Heart rate: average, maximum, TRIMP given resting and maximum heart rate.
    public struct HeartRate: Sendable, Hashable {
        public var average: Double
        public var maximum: Double
        public var trainingImpulse: Double?
        public var peaks: [Peak]
    }

    /// The time spent in one zone.
    public struct ZoneTime: Sendable, Hashable {
        /// 1-based, as athletes count zones.
        public var zone: Int
        public var lowerBound: Double
        /// `nil` for the last zone.
        public var upperBound: Double?
        public var seconds: Int
    }

    /// The fastest time over a distance.
    public struct BestEffort: Sendable, Hashable, Encodable {
        public var meters: Double
        public var seconds: Double
        public var start: Date
    }

    /// A lap as recorded, with the averages of the values inside it.
    public struct Lap: Sendable, Hashable {
        public var index: Int
        public var start: Date
        public var duration: TimeInterval
        public var distance: Double?
        public var averageHeartRate: Double?
        public var averagePower: Double?
        public var averageSpeed: Double?
    }

    /// The workout analysed.
    public var workoutUUID: UUID
    public var activityType: WorkoutActivityType
    /// `nil` when the workout has no power (cycling power, else running power).
    public var power: Power?
    /// `nil` when the workout has no heart rate.
    public var heartRate: HeartRate?
    /// Best speeds (metres per second) over the standard durations.
    public var speedPeaks: [Peak]
    /// Time in heart-rate zones; empty without zones or a maximum heart rate in the settings.
    public var heartRateZones: [ZoneTime]
    /// Time in power zones; empty without zones or a threshold power in the settings.
    public var powerZones: [ZoneTime]
    /// The fastest times over the standard distances of the activity the workout covered.
    public var bestEfforts: [BestEffort]
    /// The workout's lap events, in order.
    public var laps: [Lap]
}
