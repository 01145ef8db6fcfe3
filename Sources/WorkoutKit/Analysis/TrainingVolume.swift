import Foundation
import WorkoutModel
import WorkoutStore

/// How much an athlete trained per calendar week or month and activity type: the number of
/// workouts, their distance and their time.
///
/// A workout counts in the period its start falls in, in the given time zone (weeks are ISO
/// weeks, from Monday midnight; months from the first at midnight), periods that hold a
/// daylight-saving change being an hour shorter or longer. Distance is the workouts' total
/// distance (stated or derived, ``/WorkoutModel/MetadataKey/derivedTotals``); a workout with
/// none adds nothing to it and is counted in ``Bucket/withoutDistance``. Time is the workouts'
/// ``/WorkoutModel/Workout/duration`` (their active time, pauses excluded where the file says).
public struct TrainingVolume: Sendable, Hashable {
    /// The length of a bucket.
    public enum Period: String, CaseIterable, Sendable, Hashable {
        /// An ISO week, from Monday midnight.
        case week
        /// A calendar month, from the first at midnight.
        case month
    }

    /// The volume of one activity type in one period.
    public struct Bucket: Sendable, Hashable {
        /// The period's start and end (exclusive).
        public var start: Date
        public var end: Date
        public var activityType: WorkoutActivityType
        /// How many workouts.
        public var count: Int
        /// Their total distance, in metres.
        public var distance: Double
        /// Their total duration, in seconds.
        public var duration: TimeInterval
        /// How many of them have no total distance.
        public var withoutDistance: Int
    }

    /// The buckets that hold a workout, by period, then by activity type's name.
    public let buckets: [Bucket]

    /// The volume of `workouts` per `period` in `timeZone`.
    public init(workouts: [Workout], period: Period, timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = 2  // ISO 8601: weeks start on Monday
        calendar.minimumDaysInFirstWeek = 4
        let component: Calendar.Component = period == .week ? .weekOfYear : .month
        var buckets: [String: Bucket] = [:]
        for workout in workouts {
            guard let interval = calendar.dateInterval(of: component, for: workout.startDate) else { continue }
            let key = "\(interval.start.timeIntervalSinceReferenceDate) \(workout.activityType.name)"
            var bucket = buckets[key] ?? Bucket(start: interval.start, end: interval.end, activityType: workout.activityType,
                                                count: 0, distance: 0, duration: 0, withoutDistance: 0)
            bucket.count += 1
            bucket.duration += workout.duration
            if let meters = try? workout.totalDistance?.doubleValue(for: .meter) {
                bucket.distance += meters
            } else {
                bucket.withoutDistance += 1
            }
            buckets[key] = bucket
        }
        self.buckets = buckets.values.sorted {
            ($0.start, $0.activityType.name) < ($1.start, $1.activityType.name)
        }
    }

    /// The volume of the stored workouts `query` selects.
    public init(store: WorkoutStore, query: WorkoutQuery, period: Period, timeZone: TimeZone) throws {
        self.init(workouts: try store.workouts(query).map(\.workout), period: period, timeZone: timeZone)
    }
}
