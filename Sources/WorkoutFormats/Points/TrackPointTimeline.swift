import Foundation
import WorkoutModel

/// Where a recording's per-point values go when written as track points: each route
/// location in order with the values recorded with it, and the points that have values
/// but no location (TCX, FIT and the CSV point table keep those as points without a position).
///
/// Several points may share a time (a device logging faster than a second, a file with
/// repeated times): they stay apart, in order, each with its own values, never merged by
/// time. Samples only have times, so they are paired with points by order within a time
/// (``PointsAtTime``): the k-th sample of a type at a time is the k-th point's at that time.
struct TrackPointTimeline {
    struct Entry {
        var time: Date
        var location: Location?
        var values: PointValues
        /// `false` for a streamed point without a time (see `TrackBuilder`): `time` is then
        /// the time of the point before it (of the first timed one for those before it),
        /// which orders it and is never written. A whole recording's location without a time
        /// (``/WorkoutModel/Location/hasTime``) gives such an entry too, with the values it holds.
        var hasTime = true

        /// The entry of a streamed point without a time, ordered at `time`: its location (when
        /// it has a position) and its values.
        static func untimed(_ point: TrackPoint, orderedAt time: Date) -> Entry {
            Entry(time: time, location: point.untimedLocation(orderedAt: time), values: PointValues(point), hasTime: false)
        }
    }

    let entries: [Entry]
    /// The values of `extraSeries` at each entry, by entry (empty for an entry without
    /// any, and for every entry when there are no extra series): see ``ExtraSeries``.
    let extras: [[Double?]]

    /// The timeline of `recording`; with `extraSeries`, the values of those series too,
    /// paired with points as the columns' values are (``placingExtraValues(of:_:on:)``).
    init(_ recording: WorkoutRecording, extraSeries: [QuantityType] = []) {
        var atTime: [Date: PointsAtTime] = [:]
        atTime.reserveCapacity(recording.locationCount)
        recording.forEachSample { sample in
            guard sample.startDate == sample.endDate, let column = PointColumn(sample.quantityType),
                  let value = try? sample.canonicalValue() else { return }
            atTime[sample.startDate, default: PointsAtTime()].add(value, column)
        }
        var entries: [Entry] = []
        var locationsAtTime: [Date: Int] = [:]
        for location in recording.routes.flatMap(\.locations) {
            // A location without a time holds its own values (a sample needs a time) and takes
            // none of those at the time that orders it.
            guard location.hasTime else {
                entries.append(Entry(time: location.timestamp, location: location, values: PointValues(heldBy: location),
                                     hasTime: false))
                continue
            }
            let index = locationsAtTime[location.timestamp, default: 0]
            locationsAtTime[location.timestamp] = index + 1
            entries.append(Entry(time: location.timestamp, location: location,
                                 values: atTime[location.timestamp]?.locatedValues(index) ?? PointValues()))
        }
        let located = entries.count
        for (time, points) in atTime {
            points.forEachPositionless(locationCount: locationsAtTime[time] ?? 0) {
                entries.append(Entry(time: time, location: nil, values: $0))
            }
        }
        if entries.count > located || !entries.isSorted { entries = entries.stableSorted() }
        (self.entries, extras) = extraSeries.isEmpty
            ? (entries, []) : Self.placingExtraValues(of: recording, extraSeries, on: entries)
    }
}

/// The values of the points at one time, gathered in order: the k-th value of a column is
/// the k-th point's that has one. Values a location holds when there is one (speed,
/// altitude) come only from points without a position, so they are gathered apart and go
/// to those points; the others go first to the points with a location, in order, and the
/// rest to the points without.
struct PointsAtTime {
    /// Values of the columns every point may have, by point (most times have one).
    private var shared = Rows()
    /// Values of the columns only points without a position have as values.
    private var positionless = Rows()

    mutating func add(_ value: Double, _ column: PointColumn) {
        if column.locationField == nil { shared.add(value, column) } else { positionless.add(value, column) }
    }

    /// Adds a streamed point's values (``PointValues/init(_:)``).
    mutating func add(_ values: PointValues) {
        PointColumn.forEach { column in
            if let value = values[column] { add(value, column) }
        }
    }

    /// The values of the `index`-th point with a location.
    func locatedValues(_ index: Int) -> PointValues {
        shared[index]
    }

    /// Calls `body` with the values of each point without a position, in order, once
    /// `locationCount` points at this time had a location.
    func forEachPositionless(locationCount: Int, _ body: (PointValues) throws -> Void) rethrows {
        let count = max(shared.count - locationCount, positionless.count)
        for index in 0..<max(0, count) {
            var values = shared[locationCount + index]
            let own = positionless[index]
            PointColumn.forEach { column in
                if let value = own[column] { values[column] = value }
            }
            try body(values)
        }
    }

    /// Point values filled column by column: a column's values fill the first rows.
    private struct Rows {
        private var first = PointValues()
        private var rest: [PointValues] = []
        private(set) var count = 0

        mutating func add(_ value: Double, _ column: PointColumn) {
            if first[column] == nil {
                first[column] = value
                count = max(count, 1)
                return
            }
            if let index = rest.firstIndex(where: { $0[column] == nil }) {
                rest[index][column] = value
            } else {
                var values = PointValues()
                values[column] = value
                rest.append(values)
                count = rest.count + 1
            }
        }

        subscript(index: Int) -> PointValues {
            index == 0 ? first : index - 1 < rest.count ? rest[index - 1] : PointValues()
        }
    }
}

private extension Array where Element == TrackPointTimeline.Entry {
    var isSorted: Bool { zip(self, dropFirst()).allSatisfy { $0.time <= $1.time } }

    func stableSorted() -> [Element] {
        enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }
}

/// Streamed points at one time, gathered until a point at another time comes, then handed
/// out as the timeline's entries for that time (``PointsAtTime``). Holds at most
/// ``PointSpool/batchSize`` points: a longer run is handed out in parts.
struct PointRun {
    private(set) var time: Date?
    /// The run's point while it is the only one (the usual case: one point per time), kept
    /// as it is: handing it out then touches none of the gathering below, which a second
    /// point at the time starts.
    private var only: TrackPoint?
    private var locations: [Location] = []
    private var values = PointsAtTime()
    private var count = 0

    /// Whether a point at `time` joins this run (else the run is handed out first).
    func takes(_ time: Date) -> Bool {
        self.time == nil || (self.time == time && count < PointSpool.batchSize)
    }

    /// Adds a point with a time that this run ``takes(_:)``.
    mutating func add(_ point: TrackPoint, at time: Date) {
        self.time = time
        count += 1
        if count == 1 {
            only = point
            return
        }
        if let first = only {
            gather(first)
            only = nil
        }
        gather(point)
    }

    private mutating func gather(_ point: TrackPoint) {
        if let location = point.location { locations.append(location) }
        values.add(PointValues(point))
    }

    /// Calls `body` with the run's entries (those with a location first), then empties the run.
    mutating func handOut(_ body: (TrackPointTimeline.Entry) throws -> Void) rethrows {
        guard let time else { return }
        if let only {
            // One point: its own location and values, which is what the gathering would give it.
            self.time = nil
            self.only = nil
            count = 0
            try body(TrackPointTimeline.Entry(time: time, location: only.location, values: PointValues(only)))
            return
        }
        defer {
            self.time = nil
            locations.removeAll(keepingCapacity: true)
            values = PointsAtTime()
            count = 0
        }
        for (index, location) in locations.enumerated() {
            try body(TrackPointTimeline.Entry(time: time, location: location, values: values.locatedValues(index)))
        }
        try values.forEachPositionless(locationCount: locations.count) {
            try body(TrackPointTimeline.Entry(time: time, location: nil, values: $0))
        }
    }
}
