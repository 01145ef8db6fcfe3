import Foundation
import WorkoutModel

/// What a statistics query computes, as HealthKit's `HKStatisticsOptions`.
public struct StatisticsOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The sum of a cumulative type, overlapping sources merged by priority.
    public static let cumulativeSum = StatisticsOptions(rawValue: 1 << 0)
    /// The mean of a discrete type's samples.
    public static let discreteAverage = StatisticsOptions(rawValue: 1 << 1)
    public static let discreteMin = StatisticsOptions(rawValue: 1 << 2)
    public static let discreteMax = StatisticsOptions(rawValue: 1 << 3)
    /// The value of the discrete sample that starts last.
    public static let mostRecent = StatisticsOptions(rawValue: 1 << 4)
    /// Also compute the statistics of each source on its own (``Statistics/bySource``).
    public static let separateBySource = StatisticsOptions(rawValue: 1 << 5)
}

/// The length of a statistics bucket in calendar components (1 day, 2 weeks, ...).
public struct StatisticsInterval: Sendable, Equatable {
    public enum Unit: String, Sendable {
        case hour, day, week, month, year
    }

    public var unit: Unit
    public var count: Int

    public init(unit: Unit, count: Int = 1) {
        self.unit = unit
        self.count = count
    }
}

/// Statistics over all matching samples of one type, as HealthKit's `HKStatisticsQuery`.
public struct StatisticsQuery: Sendable {
    public var type: QuantityType
    public var predicate: SamplePredicate?
    public var options: StatisticsOptions
    /// The source on whose behalf the query reads: its read authorization for `type` applies.
    public var reader: String?

    public init(type: QuantityType, predicate: SamplePredicate? = nil, options: StatisticsOptions, reader: String? = nil) {
        self.type = type
        self.predicate = predicate
        self.options = options
        self.reader = reader
    }
}

/// Statistics per calendar bucket, as HealthKit's `HKStatisticsCollectionQuery`.
///
/// Buckets start at `anchorDate` plus whole multiples of `interval`, counted in
/// `timeZone`'s calendar: a 1-day bucket runs from local midnight to local midnight
/// (23 or 25 hours across daylight-saving changes).
public struct StatisticsCollectionQuery: Sendable {
    public var type: QuantityType
    public var predicate: SamplePredicate?
    public var options: StatisticsOptions
    public var anchorDate: Date
    public var interval: StatisticsInterval
    public var timeZone: TimeZone
    /// The first bucket is the one containing `start`; `nil` starts at the first sample.
    public var start: Date?
    /// The last bucket is the one containing the instant before `end`; `nil` ends at the last sample.
    public var end: Date?
    /// The source on whose behalf the query reads: its read authorization for `type` applies.
    public var reader: String?

    public init(
        type: QuantityType, predicate: SamplePredicate? = nil, options: StatisticsOptions,
        anchorDate: Date, interval: StatisticsInterval, timeZone: TimeZone = .current,
        start: Date? = nil, end: Date? = nil, reader: String? = nil
    ) {
        self.type = type
        self.predicate = predicate
        self.options = options
        self.anchorDate = anchorDate
        self.interval = interval
        self.timeZone = timeZone
        self.start = start
        self.end = end
        self.reader = reader
    }
}

/// Statistics of one type over one interval, as HealthKit's `HKStatistics`.
///
/// Values are in the type's canonical unit. A value is `nil` when it was not asked
/// for, does not apply to the type's aggregation style (a sum of heart rates, an
/// average of energies), or no sample fell in the interval.
public struct Statistics: Sendable, Equatable {
    public var startDate: Date
    public var endDate: Date
    public var type: QuantityType
    /// The canonical unit of ``type``.
    public var unit: QuantityUnit
    public var sum: Double?
    public var average: Double?
    public var minimum: Double?
    public var maximum: Double?
    public var mostRecent: Double?
    /// How many samples contributed (after merging overlapping sources).
    public var count: Int
    /// Each source's statistics computed from its own samples alone (not merged),
    /// keyed by source name; empty unless ``StatisticsOptions/separateBySource`` was asked.
    public var bySource: [String: Statistics]

    public init(
        startDate: Date, endDate: Date, type: QuantityType, sum: Double? = nil, average: Double? = nil,
        minimum: Double? = nil, maximum: Double? = nil, mostRecent: Double? = nil, count: Int = 0,
        bySource: [String: Statistics] = [:]
    ) {
        self.startDate = startDate
        self.endDate = endDate
        self.type = type
        self.unit = type.canonicalUnit
        self.sum = sum
        self.average = average
        self.minimum = minimum
        self.maximum = maximum
        self.mostRecent = mostRecent
        self.count = count
        self.bySource = bySource
    }
}
