import Foundation
import WorkoutModel

/// Reads workoutkit's sample table (`workout,uuid,type,start,end,value,unit`): samples
/// that belong to workouts already in the store, named by the `workout` column.
///
/// Consecutive rows of one workout are handed out together, so memory holds one
/// workout's samples. A type workoutkit does not know is kept as a discrete type in
/// the row's unit (as the JSON reader does).
public enum CSVSampleTable {
    /// Whether the first bytes of an input are the sample table's header.
    public static func recognizes(prefix: [UInt8]) -> Bool {
        var bytes = prefix[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let header = Array(TableLayout.samples.csvHeader.utf8)
        guard bytes.starts(with: header) else { return false }
        let next = bytes.dropFirst(header.count).first
        return next == nil || next == 0x0D || next == 0x0A
    }

    /// Reads every sample, handing out each run of rows of one workout with the workout's UUID.
    ///
    /// - Throws: ``FormatError/malformed(file:at:reason:)`` naming the line and column of a bad cell.
    public static func read(from source: any ByteSource, name: String, emit: (UUID, [QuantitySample]) throws -> Void) throws {
        let records = CSVRecordReader(source: source, name: name)
        guard let header = try records.next(), header.joined(separator: ",") == TableLayout.samples.csvHeader else {
            throw FormatError.malformed(file: name, at: .line(1), reason: "the header is not \(TableLayout.samples.csvHeader)")
        }
        var workout: UUID?
        var samples: [QuantitySample] = []
        // One identifier the model does not list, in units that do not convert, is two types (``QuantityType/kept(among:)``).
        var unlistedTypes = UnlistedQuantityTypes()
        while let cells = try records.next() {
            func fail(_ reason: String) -> FormatError { .malformed(file: name, at: .line(records.line), reason: reason) }
            guard cells.count == 7 else { throw fail("a sample row has 7 cells; this one has \(cells.count)") }
            guard let owner = UUID(uuidString: cells[0]) else { throw fail("workout: “\(cells[0])” is not a UUID") }
            guard let uuid = UUID(uuidString: cells[1]) else { throw fail("uuid: “\(cells[1])” is not a UUID") }
            guard let start = Timestamp.date(cells[3]) else { throw fail("start: cannot read the time “\(cells[3])”") }
            guard let end = Timestamp.date(cells[4]), end >= start else { throw fail("end: “\(cells[4])” is not a time at or after the start") }
            guard let value = Double(cells[5]), value.isFinite else { throw fail("value: “\(cells[5])” is not a number") }
            let unit: QuantityUnit
            do { unit = try QuantityUnit(parsing: CSVRow.unneutralised(cells[6])) } catch { throw fail("unit: \(error)") }
            let identifier = CSVRow.unneutralised(cells[2])
            guard !identifier.isEmpty else { throw fail("type: the cell is empty") }
            let type = QuantityType(identifier: identifier)
                ?? unlistedTypes.kept(QuantityType(identifier: identifier, aggregationStyle: .discrete, canonicalUnit: unit))
            if let current = workout, current != owner {
                try emit(current, samples)
                samples.removeAll(keepingCapacity: true)
            }
            workout = owner
            samples.append(QuantitySample(uuid: uuid, type: type, quantity: Quantity(value, unit), start: start, end: end))
        }
        if let workout { try emit(workout, samples) }
    }
}
