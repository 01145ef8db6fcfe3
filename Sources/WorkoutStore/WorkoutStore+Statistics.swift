import Foundation
import WorkoutModel

extension WorkoutStore {
    /// Statistics over every matching sample of one type.
    ///
    /// The interval reported is the predicate's date range when it has one at its top
    /// level, else the span of the samples.
    ///
    /// - Throws: ``StoreError/notAuthorized(source:type:action:)`` when `reader` may not read the type.
    public func execute(_ query: StatisticsQuery) throws -> Statistics {
        try readTransaction { context in
            if let reader = query.reader {
                try context.checkAuthorization(source: reader, type: .quantity(query.type), action: .read)
            }
            let engine = StatisticsEngine(
                context: context, type: try context.storedType(of: query.type), predicate: query.predicate, options: query.options)
            let computed = try engine.compute(buckets: [StatisticsBucket.everything])
            let (from, to) = Self.dateBounds(of: query.predicate)
            let start = from ?? computed.extent.map { Date(stored: $0.lowerBound) } ?? Date(stored: 0)
            let end = to ?? computed.extent.map { Date(stored: $0.upperBound) } ?? start
            return engine.statistics(computed.totals[0], computed.bySource[0], start: start, end: end)
        }
    }

    /// Statistics per calendar bucket (see ``StatisticsCollectionQuery``), one per
    /// bucket from the first to the last, empty buckets included.
    ///
    /// - Throws: ``StoreError/invalid(_:)`` for an interval count below 1 or more than a
    ///   million buckets; ``StoreError/notAuthorized(source:type:action:)`` when `reader` may not read.
    public func execute(_ query: StatisticsCollectionQuery) throws -> [Statistics] {
        try readTransaction { context in
            if let reader = query.reader {
                try context.checkAuthorization(source: reader, type: .quantity(query.type), action: .read)
            }
            let engine = StatisticsEngine(
                context: context, type: try context.storedType(of: query.type), predicate: query.predicate, options: query.options)
            var start = query.start?.stored
            var end = query.end?.stored
            if start == nil || end == nil, let extent = try engine.sampleExtent() {
                start = start ?? extent.lowerBound
                // The bucket holding the last sample's start is the last one.
                end = end ?? extent.upperBound.nextUp
            }
            guard let start, let end, start < end else { return [] }
            let buckets = try StatisticsBucket.calendarBuckets(
                anchor: query.anchorDate, interval: query.interval, timeZone: query.timeZone, from: start, to: end)
            let computed = try engine.compute(buckets: buckets)
            return buckets.indices.map { index in
                engine.statistics(
                    computed.totals[index], computed.bySource[index],
                    start: Date(stored: buckets[index].start), end: Date(stored: buckets[index].end))
            }
        }
    }

    /// The date range of a predicate's top-level `.date` (or a `.date` inside a top-level `.and`).
    static func dateBounds(of predicate: SamplePredicate?) -> (Date?, Date?) {
        switch predicate {
        case .date(let start, let end, _, _)?:
            return (start, end)
        case .and(let parts)?:
            for part in parts {
                if case .date(let start, let end, _, _) = part { return (start, end) }
            }
            return (nil, nil)
        default:
            return (nil, nil)
        }
    }
}

/// One statistics interval `[start, end)` in stored seconds.
struct StatisticsBucket: Equatable {
    var start: Double
    var end: Double

    /// Every date the store accepts, on whole hours.
    static let everything = StatisticsBucket(start: -3600 * 30_000_000, end: 3600 * 30_000_000)

    /// The most buckets one query may ask for.
    static let maximumCount = 1_000_000

    /// The buckets `anchor + k × interval` (in `timeZone`'s Gregorian calendar) that
    /// cover `[from, to)`. Each boundary is computed from the anchor, never by adding
    /// to the previous one, so month ends and daylight-saving changes do not drift.
    static func calendarBuckets(
        anchor: Date, interval: StatisticsInterval, timeZone: TimeZone, from: Double, to: Double
    ) throws -> [StatisticsBucket] {
        guard interval.count >= 1, interval.count <= 100_000 else {
            throw StoreError.invalid("a statistics interval needs a count from 1 to 100000, not \(interval.count)")
        }
        let from = max(from, Validation.dateRange.lowerBound)
        let to = min(to, Validation.dateRange.upperBound)
        guard from < to else { return [] }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let component: Calendar.Component
        let approximateLength: Double
        switch interval.unit {
        case .hour: component = .hour; approximateLength = 3600
        case .day: component = .day; approximateLength = 86_400
        case .week: component = .weekOfYear; approximateLength = 7 * 86_400
        case .month: component = .month; approximateLength = 30.44 * 86_400
        case .year: component = .year; approximateLength = 365.25 * 86_400
        }
        let step = approximateLength * Double(interval.count)
        guard (to - from) / step < Double(maximumCount) else {
            throw StoreError.invalid("the statistics query asks for more than \(maximumCount) buckets")
        }
        let anchorStored = anchor.stored
        guard Validation.dateRange.contains(anchorStored) else { throw StoreError.invalid("the anchor date is out of range") }
        func boundary(_ k: Int) throws -> Double {
            guard let date = calendar.date(byAdding: component, value: k * interval.count, to: anchor) else {
                throw StoreError.invalid("cannot compute statistics buckets from the anchor date")
            }
            return date.stored
        }
        // Both quotients are bounded by the date range over an hour, far inside Int.
        var k = Int(((from - anchorStored) / step).rounded(.down))
        while try boundary(k) > from { k -= 1 }
        while try boundary(k + 1) <= from { k += 1 }
        var buckets: [StatisticsBucket] = []
        var start = try boundary(k)
        while start < to {
            k += 1
            let end = try boundary(k)
            guard end > start, buckets.count < maximumCount else {
                throw StoreError.invalid("cannot compute statistics buckets from the anchor date")
            }
            buckets.append(StatisticsBucket(start: start, end: end))
            start = end
        }
        return buckets
    }
}

/// The arithmetic of statistics: reads samples (or hourly statistics) and folds them
/// into buckets.
///
/// - Discrete types: count, sum (for the average), minimum, maximum and most recent
///   value of the samples that start in each bucket. When there is no predicate and
///   every bucket boundary falls on a whole UTC hour, the stored hourly statistics
///   are folded instead of the samples.
/// - Cumulative types: sources are taken in priority order; each sample counts only
///   for the part of its interval no higher-priority source covers, prorated by time,
///   and that part is spread over the buckets it overlaps in proportion to time.
///   Overlapping data is therefore never counted twice.
/// - Per source (``StatisticsOptions/separateBySource``): each source's own samples,
///   not merged with the others.
struct StatisticsEngine {
    let context: ReadContext
    let type: QuantityType
    let predicate: SamplePredicate?
    let options: StatisticsOptions

    /// Per bucket: the totals, and per source id the source's own.
    struct Computed {
        var totals: [Accumulator]
        var bySource: [[Int64: Accumulator]]
        /// The earliest start and latest end of the samples read.
        var extent: ClosedRange<Double>?
    }

    /// Discrete statistics, and a cumulative sum with its sample count.
    struct Accumulator {
        var discrete = DiscreteAccumulator()
        var sum = 0.0
        var contributors = 0
        /// The last sample (by row order) counted as a contributor, so each counts once per bucket.
        var lastContributor = -1
    }

    /// The earliest start and latest start of the matching samples (rows and series).
    func sampleExtent() throws -> ClosedRange<Double>? {
        guard let typeID = try context.quantityTypeID(type) else { return nil }
        let predicateSQL = try PredicateSQL.compile(predicate, subject: .samples, type: type, on: context.database)
        var arguments: StoreArguments = [typeID]
        arguments += predicateSQL.arguments
        var low: Double?
        var high: Double?
        func include(_ start: Double?, _ end: Double?) {
            if let start { low = min(low ?? start, start) }
            if let end { high = max(high ?? end, end) }
        }
        if let row = try context.database.fetchOne("""
            SELECT min(s.start), max(s.start) FROM samples s LEFT JOIN workouts w ON w.id = s.workout_id
            WHERE s.type_id = ? AND \(predicateSQL.sql)
            """, arguments) {
            include(row[0], row[1])
        }
        if predicate == nil {
            if let row = try context.database.fetchOne(
                "SELECT min(start_min), max(start_max) FROM sample_series WHERE type_id = ?", [typeID]) {
                include(row[0], row[1])
            }
        } else {
            try context.forEachSeriesSample(typeID: typeID, type: type, predicate: predicate) { sample, _ in
                include(sample.start, sample.start)
            }
        }
        guard let low, let high else { return nil }
        return low...high
    }

    func compute(buckets: [StatisticsBucket]) throws -> Computed {
        var computed = Computed(
            totals: Array(repeating: Accumulator(), count: buckets.count),
            bySource: Array(repeating: [:], count: buckets.count))
        guard let first = buckets.first, let last = buckets.last,
              let typeID = try context.quantityTypeID(type) else { return computed }
        let range = first.start..<last.end
        switch type.aggregationStyle {
        case .discrete:
            let onHours = buckets.allSatisfy { $0.start.truncatingRemainder(dividingBy: 3600) == 0 }
                && last.end.truncatingRemainder(dividingBy: 3600) == 0
            if predicate == nil && onHours {
                try foldHourlyStatistics(typeID: typeID, buckets: buckets, range: range, into: &computed)
            } else {
                try foldDiscreteSamples(typeID: typeID, buckets: buckets, range: range, into: &computed)
            }
        case .cumulative:
            try foldCumulativeSamples(typeID: typeID, buckets: buckets, range: range, into: &computed)
        }
        return computed
    }

    private func foldHourlyStatistics(
        typeID: Int64, buckets: [StatisticsBucket], range: Range<Double>, into computed: inout Computed
    ) throws {
        var index = 0
        try context.database.forEachRow("""
            SELECT hour, source_id, count, sum, minimum, maximum, last_start, last_value FROM hourly_statistics
            WHERE type_id = ? AND hour >= ? AND hour < ? ORDER BY hour
            """, [typeID, HourKey.hour(of: range.lowerBound), HourKey.hour(of: range.upperBound)]) { row in
            let hourStart = Double(row[0] as Int64) * 3600
            while index < buckets.count, buckets[index].end <= hourStart { index += 1 }
            // The hours read end with the last bucket (`range`): an hour past it is none of the buckets'.
            guard index < buckets.count, buckets[index].start <= hourStart else { return }
            let hour = DiscreteAccumulator(
                count: row[2], sum: row[3], minimum: row[4], maximum: row[5], lastStart: row[6], lastValue: row[7])
            computed.totals[index].discrete.merge(hour)
            if options.contains(.separateBySource) {
                computed.bySource[index][row[1], default: Accumulator()].discrete.merge(hour)
            }
            let low = computed.extent?.lowerBound ?? hourStart
            let high = computed.extent?.upperBound ?? hour.lastStart
            computed.extent = min(low, hourStart)...max(high, hour.lastStart)
        }
    }

    /// The matching samples overlapping `range`, in start order: start, end, value, source id.
    private func samples(typeID: Int64, range: Range<Double>, startInRange: Bool) throws -> any StoreCursor {
        let predicateSQL = try PredicateSQL.compile(predicate, subject: .samples, type: type, on: context.database)
        var arguments: StoreArguments = [typeID, range.lowerBound, range.upperBound]
        arguments += predicateSQL.arguments
        let rangeCondition = startInRange ? "s.start >= ? AND s.start < ?" : "s.end >= ? AND s.start < ?"
        let join = predicate == nil ? "" : "LEFT JOIN workouts w ON w.id = s.workout_id"
        return try context.database.columnCursor("""
            SELECT s.start, s.end, s.value, s.source_id FROM samples s \(join)
            WHERE s.type_id = ? AND \(rangeCondition) AND \(predicateSQL.sql) ORDER BY s.start, s.id
            """, arguments)
    }

    private func foldDiscreteSamples(
        typeID: Int64, buckets: [StatisticsBucket], range: Range<Double>, into computed: inout Computed
    ) throws {
        let separate = options.contains(.separateBySource)
        func add(start: Double, end: Double, value: Double, sourceID: Int64, computed: inout Computed) {
            guard let index = Self.bucketIndex(containing: start, in: buckets) else { return }
            computed.totals[index].discrete.add(start: start, value: value)
            if separate {
                computed.bySource[index][sourceID, default: Accumulator()].discrete.add(start: start, value: value)
            }
            computed.extent = min(computed.extent?.lowerBound ?? start, start)...max(computed.extent?.upperBound ?? end, end)
        }
        let rows = try samples(typeID: typeID, range: range, startInRange: true)
        while try rows.next() {
            let start = rows.double(0)
            add(start: start, end: max(start, rows.double(1)), value: rows.double(2), sourceID: rows.int64(3), computed: &computed)
        }
        try context.forEachSeriesSample(typeID: typeID, type: type, predicate: predicate, startRange: range) { sample, chunk in
            add(start: sample.start, end: max(sample.start, sample.end), value: sample.value, sourceID: chunk.sourceID, computed: &computed)
        }
    }

    /// The bucket whose interval holds `time`, if any.
    private static func bucketIndex(containing time: Double, in buckets: [StatisticsBucket]) -> Int? {
        var low = 0
        var high = buckets.count
        while low < high {
            let middle = (low + high) / 2
            if buckets[middle].end <= time { low = middle + 1 } else { high = middle }
        }
        return low < buckets.count && buckets[low].start <= time ? low : nil
    }

    private func foldCumulativeSamples(
        typeID: Int64, buckets: [StatisticsBucket], range: Range<Double>, into computed: inout Computed
    ) throws {
        struct Sample {
            var start: Double
            var end: Double
            var value: Double
            var sourceID: Int64
        }
        var bySourceRank: [Int: [Sample]] = [:]
        let ranks = try context.sourceRanks()
        var extent: ClosedRange<Double>?
        let rows = try samples(typeID: typeID, range: range, startInRange: false)
        while try rows.next() {
            let start = rows.double(0)
            let sample = Sample(start: start, end: max(start, rows.double(1)), value: rows.double(2), sourceID: rows.int64(3))
            bySourceRank[ranks[sample.sourceID] ?? Int.max, default: []].append(sample)
            extent = min(extent?.lowerBound ?? sample.start, sample.start)...max(extent?.upperBound ?? sample.end, sample.end)
        }
        computed.extent = extent

        var covered = IntervalSet()
        var serial = 0
        for rank in bySourceRank.keys.sorted() {
            let group = bySourceRank[rank] ?? []
            var own = IntervalSet()
            for sample in group {
                serial += 1
                let length = sample.end - sample.start
                if options.contains(.separateBySource) {
                    let whole = sample.start..<sample.end
                    Self.spread(sample.value, over: whole, sample: serial, buckets: buckets) { index, share, sampleSerial in
                        var accumulator = computed.bySource[index][sample.sourceID] ?? Accumulator()
                        accumulator.add(share, from: sampleSerial)
                        computed.bySource[index][sample.sourceID] = accumulator
                    }
                }
                for piece in covered.uncoveredParts(of: sample.start..<sample.end) {
                    let share = length > 0 ? sample.value * (piece.upperBound - piece.lowerBound) / length : sample.value
                    Self.spread(share, over: piece, sample: serial, buckets: buckets) { index, part, sampleSerial in
                        computed.totals[index].add(part, from: sampleSerial)
                    }
                }
                own.append(sample.start..<sample.end)
            }
            covered.formUnion(own)
        }
    }

    /// Spreads `amount` over the buckets `interval` overlaps, in proportion to time
    /// (all of it into one bucket for an instant).
    private static func spread(
        _ amount: Double, over interval: Range<Double>, sample: Int, buckets: [StatisticsBucket],
        _ add: (_ bucket: Int, _ amount: Double, _ sample: Int) -> Void
    ) {
        var low = 0
        var high = buckets.count
        while low < high {
            let middle = (low + high) / 2
            if buckets[middle].end <= interval.lowerBound { low = middle + 1 } else { high = middle }
        }
        let length = interval.upperBound - interval.lowerBound
        if length <= 0 {
            if low < buckets.count, buckets[low].start <= interval.lowerBound { add(low, amount, sample) }
            return
        }
        var index = low
        while index < buckets.count, buckets[index].start < interval.upperBound {
            let overlap = min(buckets[index].end, interval.upperBound) - max(buckets[index].start, interval.lowerBound)
            if overlap > 0 { add(index, amount * overlap / length, sample) }
            index += 1
        }
    }

    /// The public statistics of one bucket.
    func statistics(_ totals: Accumulator, _ bySource: [Int64: Accumulator], start: Date, end: Date) -> Statistics {
        var result = value(totals, start: start, end: end)
        if options.contains(.separateBySource) {
            var byName: [String: Accumulator] = [:]
            for (sourceID, accumulator) in bySource {
                let name = (try? context.source(id: sourceID).name) ?? Source.unknown.name
                byName[name, default: Accumulator()].merge(accumulator)
            }
            result.bySource = byName.mapValues { value($0, start: start, end: end) }
        }
        return result
    }

    private func value(_ accumulator: Accumulator, start: Date, end: Date) -> Statistics {
        var statistics = Statistics(startDate: start, endDate: end, type: type)
        switch type.aggregationStyle {
        case .cumulative:
            statistics.count = accumulator.contributors
            if options.contains(.cumulativeSum), accumulator.contributors > 0 { statistics.sum = accumulator.sum }
        case .discrete:
            let discrete = accumulator.discrete
            statistics.count = discrete.count
            guard discrete.count > 0 else { break }
            if options.contains(.discreteAverage) { statistics.average = discrete.sum / Double(discrete.count) }
            if options.contains(.discreteMin) { statistics.minimum = discrete.minimum }
            if options.contains(.discreteMax) { statistics.maximum = discrete.maximum }
            if options.contains(.mostRecent) { statistics.mostRecent = discrete.lastValue }
        }
        return statistics
    }
}

extension StatisticsEngine.Accumulator {
    /// Adds a cumulative share of the sample numbered `sample`.
    mutating func add(_ amount: Double, from sample: Int) {
        sum += amount
        if sample != lastContributor {
            contributors += 1
            lastContributor = sample
        }
    }

    mutating func merge(_ other: Self) {
        discrete.merge(other.discrete)
        sum += other.sum
        contributors += other.contributors
    }
}

/// Sorted, disjoint, non-empty half-open intervals.
struct IntervalSet {
    private(set) var intervals: [Range<Double>] = []

    /// Adds an interval that starts no earlier than the last one added (samples come in start order).
    mutating func append(_ interval: Range<Double>) {
        guard !interval.isEmpty else { return }
        if let last = intervals.last, interval.lowerBound <= last.upperBound {
            intervals[intervals.count - 1] = last.lowerBound..<max(last.upperBound, interval.upperBound)
        } else {
            intervals.append(interval)
        }
    }

    mutating func formUnion(_ other: IntervalSet) {
        var merged = IntervalSet()
        var i = 0
        var j = 0
        while i < intervals.count || j < other.intervals.count {
            if j >= other.intervals.count || (i < intervals.count && intervals[i].lowerBound <= other.intervals[j].lowerBound) {
                merged.append(intervals[i])
                i += 1
            } else {
                merged.append(other.intervals[j])
                j += 1
            }
        }
        self = merged
    }

    /// The parts of `interval` no interval of the set covers. An instant is kept
    /// whole unless an interval covers it.
    func uncoveredParts(of interval: Range<Double>) -> [Range<Double>] {
        var low = 0
        var high = intervals.count
        while low < high {
            let middle = (low + high) / 2
            if intervals[middle].upperBound <= interval.lowerBound { low = middle + 1 } else { high = middle }
        }
        if interval.isEmpty {
            if low < intervals.count, intervals[low].contains(interval.lowerBound) { return [] }
            return [interval]
        }
        var parts: [Range<Double>] = []
        var cursor = interval.lowerBound
        var index = low
        while index < intervals.count, intervals[index].lowerBound < interval.upperBound {
            if intervals[index].lowerBound > cursor { parts.append(cursor..<intervals[index].lowerBound) }
            cursor = max(cursor, intervals[index].upperBound)
            index += 1
        }
        if cursor < interval.upperBound { parts.append(cursor..<interval.upperBound) }
        return parts
    }
}
