import Foundation
import WorkoutModel

/// Timeline entries with their extra values (``ExtraValueRun``'s output) held in temporary
/// files until their workout ends, for a writer that needs the workout's end before its
/// points and the extra series' values on them (the FIT writer's stream).
final class EntrySpool {
    /// An entry as plain data (``RecordSpool``): a ``/WorkoutModel/Location`` is not (its
    /// ``/WorkoutModel/Location/values`` is an array), so its location is spooled without
    /// them; a writer writes an entry's ``TrackPointTimeline/Entry/values``, which hold them
    /// (and the FIT stream, the one user, spools timed points only, which hold none).
    private struct SpooledEntry {
        var time: Date
        var location: PlainLocation?
        var values: PointValues
        var hasTime: Bool
        /// How many of the extra cells that follow the previous entry's are this entry's.
        var cellCount: Int32

        init(_ entry: TrackPointTimeline.Entry, cellCount: Int32) {
            time = entry.time
            location = entry.location.map(PlainLocation.init)
            values = entry.values
            hasTime = entry.hasTime
            self.cellCount = cellCount
        }

        var entry: TrackPointTimeline.Entry {
            TrackPointTimeline.Entry(time: time, location: location?.location, values: values, hasTime: hasTime)
        }
    }

    /// A location's fields but its values, as plain data.
    private struct PlainLocation {
        var timestamp: Date
        var latitude, longitude: Double
        var altitude, horizontalAccuracy, verticalAccuracy, speed, course: Double?
        var hasTime, startsSegment: Bool

        init(_ l: Location) {
            (timestamp, latitude, longitude) = (l.timestamp, l.latitude, l.longitude)
            (altitude, horizontalAccuracy, verticalAccuracy, speed, course) = (l.altitude, l.horizontalAccuracy, l.verticalAccuracy, l.speed, l.course)
            (hasTime, startsSegment) = (l.hasTime, l.startsSegment)
        }

        var location: Location {
            Location(timestamp: timestamp, latitude: latitude, longitude: longitude, altitude: altitude,
                     horizontalAccuracy: horizontalAccuracy, verticalAccuracy: verticalAccuracy, speed: speed, course: course,
                     hasTime: hasTime, startsSegment: startsSegment)
        }
    }

    private struct Cell {
        var column: Int32
        var value: Double
    }

    private let entries: RecordSpool<SpooledEntry>
    private let cells: RecordSpool<Cell>
    private var pendingEntries: [SpooledEntry] = []
    private var pendingCells: [Cell] = []

    init() throws {
        entries = try RecordSpool()
        cells = try RecordSpool()
    }

    /// Adds an entry and its extra values by column (`nil`: none in that column).
    func append(_ entry: TrackPointTimeline.Entry, _ extraValues: [Double?]) throws {
        var count: Int32 = 0
        for (column, value) in extraValues.enumerated() {
            guard let value else { continue }
            pendingCells.append(Cell(column: Int32(column), value: value))
            count += 1
        }
        pendingEntries.append(SpooledEntry(entry, cellCount: count))
        if pendingEntries.count >= PointSpool.batchSize { try flush() }
    }

    private func flush() throws {
        try entries.append(pendingEntries)
        try cells.append(pendingCells)
        pendingEntries.removeAll(keepingCapacity: true)
        pendingCells.removeAll(keepingCapacity: true)
    }

    /// Starts a pass over the entries, in the order added: each call of the function returned
    /// gives the next with its extra values by column (empty when it has none), `nil` after
    /// the last. One pass at a time.
    func pass() throws -> () throws -> (TrackPointTimeline.Entry, [Double?])? {
        try flush()
        var batch: [SpooledEntry] = [], index = 0, entriesRead = 0
        var cellBatch: [Cell] = [], cellIndex = 0, cellsRead = 0
        let entries = self.entries, cells = self.cells
        return {
            if index == batch.count {
                batch = try entries.read(PointSpool.batchSize, after: entriesRead)
                entriesRead += batch.count
                index = 0
                if batch.isEmpty { return nil }
            }
            let spooled = batch[index]
            index += 1
            var values: [Double?] = []
            for _ in 0..<spooled.cellCount {
                if cellIndex == cellBatch.count {
                    cellBatch = try cells.read(PointSpool.batchSize, after: cellsRead)
                    cellsRead += cellBatch.count
                    cellIndex = 0
                }
                let cell = cellBatch[cellIndex]
                cellIndex += 1
                let column = Int(cell.column)
                if column >= values.count { values += Array(repeating: nil, count: column + 1 - values.count) }
                values[column] = cell.value
            }
            return (spooled.entry, values)
        }
    }
}
