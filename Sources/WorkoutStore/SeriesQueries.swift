import Foundation
import WorkoutModel

/// What every object matching a predicate must have, read from the predicate's
/// top-level conjunction (a `.date` and a `.workout`, alone or inside a top-level `.and`).
struct RequiredConditions {
    /// The span a matching sample overlaps (its end at or after the lower bound, its start at
    /// or before the upper one).
    var overlap: ClosedRange<Double>?
    var workout: UUID?

    init(_ predicate: SamplePredicate?) {
        let parts: [SamplePredicate]
        switch predicate {
        case .and(let conjunction)?: parts = conjunction
        case let single?: parts = [single]
        case nil: parts = []
        }
        for part in parts {
            switch part {
            case .date(let start, let end, _, _) where overlap == nil && (start != nil || end != nil):
                let low = start?.stored ?? Validation.dateRange.lowerBound
                let high = end?.stored ?? Validation.dateRange.upperBound
                if low <= high { overlap = low...high }
            case .workout(let uuid) where workout == nil:
                workout = uuid
            default:
                break
            }
        }
    }
}

/// A `sample_series` chunk as read, with what predicates need of its workout.
struct SeriesChunkRow {
    var id: Int64
    var workoutID: Int64
    var typeID: Int64
    var sourceID: Int64
    var workoutUUID: UUID
    var activityType: Int64
    var workoutDeviceID: Int64?
    /// The device of the chunk's samples when it is not the workout's (`device_id`).
    var deviceID: Int64?
    /// Whether the chunk's format derives its values' UUIDs (``SeriesChunk/Format/derivesUUIDs``): its values are a series'
    /// (instantaneous, their UUIDs derived from the series').
    var derivesUUIDs: Bool
}

/// A ``SamplePredicate`` evaluated in Swift on packed series samples, with the same
/// meaning ``PredicateSQL`` gives it on sample rows. Series samples have no metadata
/// of their own, so metadata conditions never hold for them.
typealias SeriesFilter = (PackedSample, SeriesChunkRow) -> Bool

extension ReadContext {
    /// Calls `body` with each chunk that `condition` (SQL over `c`, a `sample_series`
    /// row, and `w`, its workout) selects, in anchor order, and its decoded samples.
    /// `stopsAt`, when given, is asked each chunk's first anchor (its id) before the chunk
    /// is decoded: at the first one it answers `true` to, the reading ends.
    func forEachSeriesChunk(
        where condition: String, arguments: StoreArguments, stopsAt: ((Int64) -> Bool)? = nil,
        _ body: (SeriesChunkRow, [PackedSample]) throws -> Void
    ) throws {
        var samples: [PackedSample] = []
        try database.readRows("""
            SELECT c.id, c.count, c.data, c.workout_id, c.type_id, c.source_id, w.uuid, w.activity_type, w.device_id, c.format,
                c.device_id
            FROM sample_series c JOIN workouts w ON w.id = c.workout_id
            WHERE \(condition) ORDER BY c.id
            """, arguments) { row in
            if let stopsAt, stopsAt(row[0]) { return false }
            let chunk = SeriesChunkRow(
                id: row[0], workoutID: row[3], typeID: row[4], sourceID: row[5],
                workoutUUID: UUID(blob: row[6]) ?? UUID(), activityType: row[7], workoutDeviceID: row[8], deviceID: row[10],
                derivesUUIDs: SeriesChunk.Format(rawValue: row[9])?.derivesUUIDs == true)
            samples.removeAll(keepingCapacity: true)
            try SeriesChunk.decode(row[2], format: row[9], count: row[1], firstAnchor: chunk.id, into: &samples)
            try body(chunk, samples)
            return true
        }
    }

    /// The Swift form of `predicate` for series samples of `type`; `nil` when there is none.
    ///
    /// - Throws: ``StoreError/invalid(_:)`` for a quantity comparison in a unit that does not fit `type`.
    func seriesFilter(_ predicate: SamplePredicate?, type: QuantityType) throws -> SeriesFilter? {
        guard let predicate else { return nil }
        return try seriesFilterNode(predicate, type: type)
    }

    private func seriesFilterNode(_ predicate: SamplePredicate, type: QuantityType) throws -> SeriesFilter {
        switch predicate {
        case .date(let from, let to, let strictStart, let strictEnd):
            let low = from?.stored
            let high = to?.stored
            return { sample, _ in
                if let low, !(strictStart ? sample.start >= low : sample.end >= low) { return false }
                if let high, !(strictEnd ? sample.end <= high : sample.start < high) { return false }
                return true
            }
        case .activityType(let activity):
            let raw = Int64(activity.rawValue)
            return { _, chunk in chunk.activityType == raw }
        case .source(let name):
            let ids = Set(try database.fetchAll("SELECT id FROM sources WHERE name = ?", [name]).map { $0[0] as Int64 })
            return { _, chunk in ids.contains(chunk.sourceID) }
        case .device(let name):
            let ids = Set(try database.fetchAll("SELECT id FROM devices WHERE name = ?", [name]).map { $0[0] as Int64 })
            return { _, chunk in (chunk.deviceID ?? chunk.workoutDeviceID).map(ids.contains) ?? false }
        case .workout(let uuid):
            return { _, chunk in chunk.workoutUUID == uuid }
        case .metadata:
            return { _, _ in false }
        case .quantity(let comparison, let quantity):
            let bound = try PredicateSQL.bound(quantity, for: type)
            switch comparison {
            case .lessThan: return { sample, _ in sample.value < bound }
            case .lessThanOrEqual: return { sample, _ in sample.value <= bound }
            case .equal: return { sample, _ in sample.value == bound }
            case .greaterThanOrEqual: return { sample, _ in sample.value >= bound }
            case .greaterThan: return { sample, _ in sample.value > bound }
            }
        case .and(let parts):
            let filters = try parts.map { try seriesFilterNode($0, type: type) }
            return { sample, chunk in filters.allSatisfy { $0(sample, chunk) } }
        case .or(let parts):
            let filters = try parts.map { try seriesFilterNode($0, type: type) }
            return { sample, chunk in filters.contains { $0(sample, chunk) } }
        case .not(let inner):
            let filter = try seriesFilterNode(inner, type: type)
            return { sample, chunk in !filter(sample, chunk) }
        }
    }

    /// Calls `body` with each series sample of `typeID` that matches `predicate` and,
    /// when given, whose start lies in `startRange` (else: which overlaps `overlapRange`).
    /// Only the chunks that can hold a match are read: those of the workout and dates
    /// the predicate's top-level conjunction requires.
    func forEachSeriesSample(
        typeID: Int64, type: QuantityType, predicate: SamplePredicate?, startRange: Range<Double>? = nil,
        _ body: (PackedSample, SeriesChunkRow) throws -> Void
    ) throws {
        let filter = try seriesFilter(predicate, type: type)
        var condition = "c.type_id = ?"
        var arguments: StoreArguments = [typeID]
        if let startRange {
            condition += " AND c.start_min < ? AND c.start_max >= ?"
            arguments += [startRange.upperBound, startRange.lowerBound]
        }
        let required = RequiredConditions(predicate)
        if let overlap = required.overlap {
            // A date predicate matches only samples that end at or after its start and start
            // at or before its end, whichever strictness it has.
            condition += " AND c.start_min <= ? AND c.end_max >= ?"
            arguments += [overlap.upperBound, overlap.lowerBound]
        }
        if let workout = required.workout {
            condition += " AND w.uuid = ?"
            arguments += [workout]
        }
        try forEachSeriesChunk(where: condition, arguments: arguments) { chunk, samples in
            for sample in samples {
                if let startRange, !startRange.contains(sample.start) { continue }
                if let filter, !filter(sample, chunk) { continue }
                try body(sample, chunk)
            }
        }
    }

    /// A series sample as the model's sample: the chunk's type in its canonical unit, with
    /// the chunk's own device when it has one; when `effectiveSourceAndDevice`, with the
    /// workout's source, and its device when the chunk has none.
    func quantitySample(
        _ sample: PackedSample, type: QuantityType, chunk: SeriesChunkRow, effectiveSourceAndDevice: Bool
    ) throws -> QuantitySample {
        QuantitySample(
            uuid: sample.uuid, type: type, quantity: Quantity(sample.value, type.canonicalUnit),
            start: Date(stored: sample.start), end: Date(stored: sample.end),
            source: effectiveSourceAndDevice ? try source(id: chunk.sourceID) : nil,
            device: try device(id: chunk.deviceID ?? (effectiveSourceAndDevice ? chunk.workoutDeviceID : nil)))
    }
}
