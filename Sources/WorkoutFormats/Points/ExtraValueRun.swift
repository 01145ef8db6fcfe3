import Foundation
import WorkoutModel

/// Streamed points at one time with the values of extra series (``ExtraSeries``) their
/// records gave, handed out as a whole recording's timeline has them
/// (``TrackPointTimeline/placingExtraValues(of:_:on:)``): the points' entries as a
/// ``PointRun`` gives them, the k-th with the k-th row of extra values at the time (rows
/// filled column by column in the order the values came), then a point without a position
/// or other values for each row left over (a record of extra values only).
struct ExtraValueRun {
    private var run = PointRun()
    private(set) var time: Date?
    /// The extra values at the time.
    private var rows = ExtraValueRows()
    private var count = 0

    /// A run that goes on from `run` (points streamed before any extra value came).
    init(continuing run: PointRun) {
        self.run = run
        time = run.time
    }

    init() {}

    /// Whether a point at `time` joins this run (else the run is handed out first).
    func takes(_ time: Date) -> Bool {
        self.time == nil || (self.time == time && count < PointSpool.batchSize)
    }

    /// Adds a point with a time that this run ``takes(_:)``; a point that leaves no trace
    /// only dates the values of its record, added next (``add(_:column:)``).
    mutating func add(_ point: TrackPoint, at time: Date) {
        self.time = time
        count += 1
        if point.leavesTrace { run.add(point, at: time) }
    }

    /// Adds a value of the extra series in `column`, of the point added last.
    mutating func add(_ value: Double, column: Int) {
        rows.add(value, column: column)
    }

    /// Calls `body` with the run's entries and their extra values by column (empty when
    /// none), then empties the run.
    mutating func handOut(_ body: (TrackPointTimeline.Entry, [Double?]) throws -> Void) rethrows {
        guard let time else { return }
        let rows = self.rows
        defer {
            self.time = nil
            self.rows.removeAll()
            count = 0
        }
        var index = 0
        try run.handOut { entry in
            try body(entry, rows.row(for: index))
            index += 1
        }
        try rows.forEachLeftOver(after: index, at: time, body)
    }
}

/// The values of extra series at one time, as rows filled column by column: a value goes
/// to the first row without one in its column, or to a new row (the k-th value of a series
/// at a time is the k-th point's). The rule of a whole recording's timeline
/// (``TrackPointTimeline/placingExtraValues(of:_:on:)``).
struct ExtraValueRows {
    /// The rows, each by column (shorter when its last columns are empty).
    private(set) var rows: [[Double?]] = []

    var isEmpty: Bool { rows.isEmpty }

    mutating func add(_ value: Double, column: Int) {
        if let row = rows.firstIndex(where: { column >= $0.count || $0[column] == nil }) {
            if column >= rows[row].count { rows[row] += Array(repeating: nil, count: column + 1 - rows[row].count) }
            rows[row][column] = value
        } else {
            var row = [Double?](repeating: nil, count: column + 1)
            row[column] = value
            rows.append(row)
        }
    }

    mutating func removeAll() {
        rows.removeAll(keepingCapacity: true)
    }

    /// The row of the `index`-th point at the time, in the order the points are handed
    /// out (empty when the rows are fewer).
    func row(for index: Int) -> [Double?] {
        index < rows.count ? rows[index] : []
    }

    /// Calls `body` with a point at `time` without a position or other values for each row
    /// left over once `pointCount` points took theirs (a record of extra values only).
    func forEachLeftOver(
        after pointCount: Int, at time: Date, _ body: (TrackPointTimeline.Entry, [Double?]) throws -> Void
    ) rethrows {
        for row in rows.dropFirst(pointCount) {
            try body(TrackPointTimeline.Entry(time: time, location: nil, values: PointValues()), row)
        }
    }
}

/// Where the extra values of a stream's batches go: a column per series, found by type
/// (a reader's index names a series within its workout). With fixed columns (a table whose
/// header is out) a series without one is refused; otherwise a new series takes the next
/// column, so the columns are in the order the series' first values came (the order
/// ``ExtraSeries/add(_:to:)`` gives a whole recording's).
struct ExtraSeriesColumns {
    private(set) var series: [QuantityType]
    private let fixed: Bool
    /// The workout whose reader indexes `columnOfIndex` maps, and the map (-1: not looked up yet).
    private var workout: UUID?
    private var columnOfIndex: [Int] = []

    init(series: [QuantityType], fixed: Bool) {
        self.series = series
        self.fixed = fixed
    }

    /// Calls `body` with the column and value of each of `extraValues`' values at the
    /// batch's point `index`, in order.
    mutating func forEachValue(
        ofPoint index: Int, _ extraValues: PointExtraValues, workout: UUID, _ body: (Int, Double) -> Void
    ) throws {
        if self.workout != workout {
            self.workout = workout
            columnOfIndex.removeAll(keepingCapacity: true)
        }
        for value in extraValues.range(ofPoint: index) {
            body(try column(of: Int(extraValues.series[value]), in: extraValues.types, workout: workout), extraValues.values[value])
        }
    }

    private mutating func column(of index: Int, in types: [QuantityType], workout: UUID) throws -> Int {
        if index < columnOfIndex.count, columnOfIndex[index] >= 0 { return columnOfIndex[index] }
        if index >= columnOfIndex.count { columnOfIndex += Array(repeating: -1, count: index + 1 - columnOfIndex.count) }
        let type = types[index]
        if let column = series.firstIndex(of: type) {
            columnOfIndex[index] = column
        } else if fixed {
            throw FormatError.unsupported(
                format: "csv",
                reason: "the point table's header was written before the series \(CSVPointColumn.extraHeader(type)) of workout "
                    + "\(workout.uuidString) came, so it has no column")
        } else {
            series.append(type)
            columnOfIndex[index] = series.count - 1
        }
        return columnOfIndex[index]
    }
}
