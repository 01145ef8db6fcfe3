import Foundation
import WorkoutModel

/// Counts the values whose point a writer cannot be sure of: where several points share a
/// time and only some of them carry a column's values. Samples carry only a time, so a
/// writer gives the values at a time to that time's points in order (``PointsAtTime``: the
/// first values to the first points, those with a location first); a value that was on a
/// later point of its time may so come out on an earlier one. The loss report names them
/// (`the point of 3 values at times several points share`) for the formats that write points.
///
/// Fed one time at a time, in time order: ``add(time:hasPosition:values:)`` for streamed
/// points, ``add(locations:at:)``/``add(samples:at:column:)`` for a recording's route and samples.
struct SharedTimeValues {
    /// The values counted so far.
    private(set) var count = 0
    /// By point column (of those any point may carry: not speed or altitude, which only
    /// points without a position carry as values), the values beyond their time's
    /// locations: they go to points without a position, which a format that writes only
    /// points with one (GPX) cannot write. Complete after ``finish()``.
    private(set) var withoutPosition = PointColumnCounts(repeating: 0)
    private var time: Date?
    /// Points at ``time``: all of them when streamed, else those with a location.
    private var points = 0
    private var locations = 0
    private var columnCounts = PointColumnCounts(repeating: 0)
    /// The most values at ``time`` of one column that any point may carry, and of one that
    /// only points without a position carry: most times need no look at every column.
    private var mostShared = 0, mostPositionless = 0
    /// Whether ``points`` counts every point (streamed) or only the located ones (a recording).
    private var countsEveryPoint = false

    /// The values of the first streamed point at ``time``, counted only when a second comes
    /// (most times have one point).
    private var first = PointValues()

    /// Counts a streamed point.
    mutating func add(time: Date, hasPosition: Bool, values: PointValues) {
        countsEveryPoint = true
        guard time == self.time else {
            endStreamedTime()
            self.time = time
            (points, locations, first) = (1, hasPosition ? 1 : 0, values)
            return
        }
        if points == 1 { countColumns(of: first) }
        points += 1
        if hasPosition { locations += 1 }
        countColumns(of: values)
    }

    /// Ends a time of streamed points: its values are counted when a second point came, and
    /// its one point's values when it has no position.
    private mutating func endStreamedTime() {
        if points > 1 {
            close()
        } else if points == 1, locations == 0 {
            PointColumn.forEach { column in
                if column.locationField == nil, first[column] != nil { withoutPosition[column.rawValue] += 1 }
            }
        }
    }

    private mutating func countColumns(of values: PointValues) {
        PointColumn.forEach { column in if values[column] != nil { countValues(1, of: column) } }
    }

    private mutating func countValues(_ added: Int, of column: PointColumn) {
        columnCounts[column.rawValue] += added
        let count = columnCounts[column.rawValue]
        if column.locationField == nil { mostShared = max(mostShared, count) }
        else { mostPositionless = max(mostPositionless, count) }
    }

    /// Counts `count` route locations at `time`.
    mutating func add(locations count: Int, at time: Date) {
        start(time)
        points += count
        locations += count
    }

    /// Counts `count` point values (instantaneous samples of a point column) at `time`.
    mutating func add(samples count: Int, at time: Date, column: PointColumn) {
        start(time)
        countValues(count, of: column)
    }

    /// Ends the last time; ``count`` is then complete.
    mutating func finish() {
        if countsEveryPoint { endStreamedTime() } else { close() }
        (time, points) = (nil, 0)
    }

    /// Starts counting a recording's points at `time`, ending the time before.
    private mutating func start(_ time: Date) {
        guard time != self.time else { return }
        if self.time != nil { close() }
        self.time = time
    }

    private mutating func close() {
        defer {
            (points, locations) = (0, 0)
            if mostShared > 0 || mostPositionless > 0 {
                columnCounts = PointColumnCounts(repeating: 0)
                (mostShared, mostPositionless) = (0, 0)
            }
        }
        if mostShared > locations {
            for column in PointColumn.allCases where column.locationField == nil {
                withoutPosition[column.rawValue] += max(0, columnCounts[column.rawValue] - locations)
            }
        }
        // A recording's points at a time: its locations, then as many points without a
        // position as its values need (as ``PointsAtTime/forEachPositionless(locationCount:_:)``).
        let pointCount = countsEveryPoint ? points : locations + max(0, mostShared - locations, mostPositionless)
        guard pointCount > 1 else { return }
        for column in PointColumn.allCases {
            let values = columnCounts[column.rawValue]
            // Speed and altitude values are only on points without a position.
            let places = column.locationField == nil ? pointCount : pointCount - locations
            if values > 0, values < places { count += values }
        }
    }
}
