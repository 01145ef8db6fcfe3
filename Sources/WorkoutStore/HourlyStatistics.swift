import Foundation
import GRDB

/// Count, sum, minimum, maximum and most recent value of discrete samples.
struct DiscreteAccumulator {
    var count = 0
    var sum = 0.0
    var minimum = Double.infinity
    var maximum = -Double.infinity
    /// The start of the latest sample; on a tie the one added last wins.
    var lastStart = -Double.infinity
    var lastValue = 0.0

    mutating func add(start: Double, value: Double) {
        count += 1
        sum += value
        minimum = Swift.min(minimum, value)
        maximum = Swift.max(maximum, value)
        if start >= lastStart {
            lastStart = start
            lastValue = value
        }
    }

    mutating func merge(_ other: DiscreteAccumulator) {
        guard other.count > 0 else { return }
        count += other.count
        sum += other.sum
        minimum = Swift.min(minimum, other.minimum)
        maximum = Swift.max(maximum, other.maximum)
        if other.lastStart >= lastStart {
            lastStart = other.lastStart
            lastValue = other.lastValue
        }
    }
}

/// One row of `hourly_statistics`: a discrete type, a source and a UTC hour.
struct HourKey: Hashable {
    var typeID: Int64
    var sourceID: Int64
    var hour: Int64

    /// The UTC hour (counted from the reference date) a sample starting at `start` falls in.
    /// `start` is a validated stored date, far inside `Int64`'s range.
    static func hour(of start: Double) -> Int64 { Int64((start / 3600).rounded(.down)) }
}

/// Keeps `hourly_statistics` in step with the samples: adds what is saved, and
/// recomputes the hours that lost samples.
struct HourlyStatisticsWriter {
    private var pending: [HourKey: DiscreteAccumulator] = [:]
    /// The hour being counted for each of the last few (type, source) pairs, out of
    /// `pending` while it is here: a recording's types come interleaved point by point,
    /// each staying in its hour for many samples.
    private var open: [(key: HourKey, accumulator: DiscreteAccumulator)] = []
    private static let openLimit = 8
    /// The place in `open` of the pair counted last: the pair after it is tried first, as a
    /// recording's points give their types in the same order point after point.
    private var lastOpen = 0
    /// The samples of a writer holding them back (``init(holdingBack:)``), in the order added;
    /// `nil` for a writer that counts.
    private var held: [HeldSample]?

    /// A discrete sample held back: its row's key (hour aside), start and value.
    private struct HeldSample {
        var typeID: Int64
        var sourceID: Int64
        var start: Double
        var value: Double
    }

    /// A writer that counts (`holdingBack` false), or one that keeps each sample added, in
    /// order, for ``count(_:)`` to count into another writer later (and flushes nothing).
    init(holdingBack: Bool = false) {
        held = holdingBack ? [] : nil
    }

    /// Counts one saved discrete sample.
    mutating func add(typeID: Int64, sourceID: Int64, start: Double, value: Double) {
        if held != nil {
            held?.append(HeldSample(typeID: typeID, sourceID: sourceID, start: start, value: value))
            return
        }
        let index = openIndex(HourKey(typeID: typeID, sourceID: sourceID, hour: HourKey.hour(of: start)))
        open[index].accumulator.add(start: start, value: value)
    }

    /// Counts saved discrete values of one type and source, in order: the same as adding them
    /// one by one, for less (their hour compared with the last one's, one accumulator at hand).
    mutating func add(typeID: Int64, sourceID: Int64, values: ArraySlice<PackedValue>) {
        guard held == nil else {
            for value in values { add(typeID: typeID, sourceID: sourceID, start: value.start, value: value.value) }
            return
        }
        guard let first = values.first else { return }
        let index = openIndex(HourKey(typeID: typeID, sourceID: sourceID, hour: HourKey.hour(of: first.start)))
        var (key, accumulator) = open[index]
        // The span of starts surely in the hour at hand, told without dividing: from its first
        // second (an integer, exact) to a second before its end (a quotient rounded up to the
        // next hour is a few nanoseconds from it at most). Outside, the hour is worked out.
        var from = Double(key.hour) * 3600, until = from + 3599
        for value in values {
            if !(value.start >= from && value.start < until) {
                let hour = HourKey.hour(of: value.start)
                if hour != key.hour {
                    pending[key] = accumulator
                    key.hour = hour
                    accumulator = pending.removeValue(forKey: key) ?? DiscreteAccumulator()
                }
                from = Double(hour) * 3600
                until = from + 3599
            }
            accumulator.add(start: value.start, value: value.value)
        }
        open[index] = (key, accumulator)
    }

    /// The place in `open` of `key`'s pair, holding `key`'s hour (the pair's hour before goes
    /// to `pending`), opened when it is not there.
    private mutating func openIndex(_ key: HourKey) -> Int {
        let index: Int
        let guess = lastOpen + 1 < open.count ? lastOpen + 1 : 0
        if let found = guess < open.count && open[guess].key.typeID == key.typeID && open[guess].key.sourceID == key.sourceID ? guess
            : open.firstIndex(where: { $0.key.typeID == key.typeID && $0.key.sourceID == key.sourceID }) {
            index = found
            if open[index].key.hour != key.hour {
                pending[open[index].key] = open[index].accumulator
                open[index] = (key, pending.removeValue(forKey: key) ?? DiscreteAccumulator())
            }
        } else {
            if open.count == Self.openLimit {
                let oldest = open.removeFirst()
                pending[oldest.key] = oldest.accumulator
            }
            open.append((key, pending.removeValue(forKey: key) ?? DiscreteAccumulator()))
            index = open.count - 1
        }
        lastOpen = index
        return index
    }

    /// Takes what `other` counted, under one source, as counted here under `sourceID`
    /// (values counted before their source was known); returns `false`, taking nothing, when
    /// an hour of it is already counted here: its sum would then be added in another order
    /// than value by value, which can change its last bit.
    mutating func adopt(_ other: HourlyStatisticsWriter, sourceID: Int64) -> Bool {
        var taken: [HourKey: DiscreteAccumulator] = [:]
        for (key, accumulator) in other.pending.map({ ($0.key, $0.value) }) + other.open.map({ ($0.key, $0.accumulator) }) {
            var moved = key
            moved.sourceID = sourceID
            guard pending[moved] == nil, !open.contains(where: { $0.key == moved }) else { return false }
            taken[moved] = accumulator
        }
        pending.merge(taken) { stored, _ in stored }
        return true
    }

    /// Counts the samples `other` held back (``init(holdingBack:)``), one by one in the order
    /// they were added, as if added here then.
    mutating func count(_ other: HourlyStatisticsWriter) {
        for sample in other.held ?? [] {
            add(typeID: sample.typeID, sourceID: sample.sourceID, start: sample.start, value: sample.value)
        }
    }

    /// Adds everything counted to the stored hours, in the table's key order: rows inserted
    /// in hash order land all over the table's B-tree, and SQLite rebalanced pages for
    /// nearly every one (about 21,000 instructions a row, against about 7,300 in order).
    /// (The stored row's columns are named with the table's name: PostgreSQL finds a bare
    /// `count` ambiguous next to `excluded.count`.)
    mutating func flush(_ database: any StoreDatabase) throws {
        for (key, accumulator) in open { pending[key] = accumulator }
        open = []
        guard !pending.isEmpty else { return }
        let least = database.dialect.least, greatest = database.dialect.greatest
        let statement = try database.bulkStatement("""
            INSERT INTO hourly_statistics (type_id, hour, source_id, count, sum, minimum, maximum, last_start, last_value)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (type_id, hour, source_id) DO UPDATE SET
                count = hourly_statistics.count + excluded.count,
                sum = hourly_statistics.sum + excluded.sum,
                minimum = \(least)(hourly_statistics.minimum, excluded.minimum),
                maximum = \(greatest)(hourly_statistics.maximum, excluded.maximum),
                last_value = CASE WHEN excluded.last_start >= hourly_statistics.last_start THEN excluded.last_value
                    ELSE hourly_statistics.last_value END,
                last_start = \(greatest)(hourly_statistics.last_start, excluded.last_start)
            """, countsRows: false)
        let ordered = pending.sorted { ($0.key.typeID, $0.key.hour, $0.key.sourceID) < ($1.key.typeID, $1.key.hour, $1.key.sourceID) }
        for (key, value) in ordered {
            statement.bind(1, key.typeID)
            statement.bind(2, key.hour)
            statement.bind(3, key.sourceID)
            statement.bind(4, Int64(value.count))
            statement.bind(5, value.sum)
            statement.bind(6, value.minimum)
            statement.bind(7, value.maximum)
            statement.bind(8, value.lastStart)
            statement.bind(9, value.lastValue)
            try statement.step()
        }
        // Sent now: rows gathered for PostgreSQL by a later flush could name the same hour
        // again, which one upsert may not.
        try database.flush()
        pending = [:]
    }

    /// Recomputes the given hours from the samples left in them (rows and series), but those
    /// of workout `excludedWorkoutID`: a recording written before the version it replaces is
    /// deleted, whose samples count afterwards.
    static func recompute(_ keys: Set<HourKey>, _ context: ReadContext, excludingWorkout excludedWorkoutID: Int64? = nil) throws {
        let database = context.database
        for key in keys {
            try database.execute(
                "DELETE FROM hourly_statistics WHERE type_id = ? AND hour = ? AND source_id = ?",
                [key.typeID, key.hour, key.sourceID])
            // A margin of one second around the hour, then the exact same hour rule as on save.
            let low = Double(key.hour) * 3600 - 1
            let high = Double(key.hour + 1) * 3600 + 1
            var found: [PackedSample] = []
            let rowsExcluded = excludedWorkoutID == nil ? "" : " AND (workout_id IS NULL OR workout_id <> ?)"
            let chunksExcluded = excludedWorkoutID == nil ? "" : " AND c.workout_id <> ?"
            let excluded: StoreArguments = excludedWorkoutID.map { id -> StoreArguments in [id] } ?? []
            try database.forEachRow("""
                SELECT id, start, value FROM samples WHERE type_id = ? AND start >= ? AND start < ? AND source_id = ?\(rowsExcluded)
                """, [key.typeID, low, high, key.sourceID] + excluded) { row in
                found.append(PackedSample(anchor: row[0], uuid: UUID(), start: row[1], end: row[1], value: row[2]))
            }
            try context.forEachSeriesChunk(
                where: "c.type_id = ? AND c.source_id = ? AND c.start_min < ? AND c.start_max >= ?\(chunksExcluded)",
                arguments: [key.typeID, key.sourceID, high, low] + excluded
            ) { _, samples in
                found += samples
            }
            // Saving order decides ties of the most recent value, as on save.
            found.sort { $0.anchor < $1.anchor }
            var writer = HourlyStatisticsWriter()
            for sample in found where HourKey.hour(of: sample.start) == key.hour {
                writer.add(typeID: key.typeID, sourceID: key.sourceID, start: sample.start, value: sample.value)
            }
            try writer.flush(database)
        }
    }
}
