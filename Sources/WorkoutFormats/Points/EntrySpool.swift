import Foundation

/// Timeline entries with their extra values (``ExtraValueRun``'s output) held in temporary
/// files until their workout ends, for a writer that needs the workout's end before its
/// points and the extra series' values on them (the FIT writer's stream).
final class EntrySpool {
    private struct SpooledEntry {
        var entry: TrackPointTimeline.Entry
        /// How many of the extra cells that follow the previous entry's are this entry's.
        var cellCount: Int32
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
        pendingEntries.append(SpooledEntry(entry: entry, cellCount: count))
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
        try entries.rewind()
        try cells.rewind()
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
