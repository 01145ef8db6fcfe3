import Foundation
import GRDB
import WorkoutModel

/// Inserts samples as rows of `samples` (with their metadata rows) through prepared
/// statements bound value by value, and counts each discrete one into the transaction's
/// hourly statistics. Used for the samples that are not packed into series: those with a
/// source, device, metadata or unit of their own, and every sample outside a workout.
///
/// Samples outside workouts can also go ``rowsPerStatement`` at a time through one
/// multi-row `INSERT` (``insertAll(_:)``), which saves SQLite most of its cost per
/// statement: an Apple Health export has hundreds of thousands of them.
struct SampleRowInserter {
    /// The ids a sample's row is stored under (plain values, copied for nothing).
    struct Row {
        var typeID: Int64
        var sourceID: Int64
        var workoutID: Int64?
        var explicitSource: Bool
    }

    static let rowsPerStatement = 64
    private static let columns = """
        INTO samples (id, uuid, workout_id, type_id, start, "end", value, original_value, original_unit, source_id,
            device_id, flags, creation_date, source_version) VALUES
        """
    private static let placeholders = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    private static let columnCount: Int32 = 14

    private let context: WriteContext
    private let statement: BulkStatement
    /// The multi-row statement (only when ignoring stored UUIDs) and the UUIDs its rows bind.
    private let multiple: BulkStatement?
    private var metadata: MetadataInserter
    /// The bytes of the UUIDs and texts of the rows being inserted, bound in place (see
    /// ``ParameterBytes``): room for a statement's rows with texts of up to 40 bytes each.
    private let parameterBytes = ParameterBytes(capacity: Self.rowsPerStatement * (16 + 2 * 40))
    private let ignoringStoredUUIDs: Bool
    /// The devices of the last two samples with different devices, and their ids, the
    /// latest first: the records of an export alternate between a watch's and a phone's,
    /// and comparing is cheaper than hashing a device for each one (see ``deviceID(of:)``).
    private var lastDevice = KnownDevice()
    private var previousDevice = KnownDevice()

    /// A device met, and its id: none (`device` is `nil`) until one is.
    private struct KnownDevice {
        var device: Device?
        var id: Int64?
    }

    /// With `ignoringStoredUUIDs`, a sample whose UUID the store already holds is skipped
    /// (``insert(_:_:id:)`` returns `false`); otherwise it is refused with
    /// ``StoreError/duplicateUUID(_:)``.
    init(_ context: WriteContext, ignoringStoredUUIDs: Bool) throws {
        self.context = context
        self.ignoringStoredUUIDs = ignoringStoredUUIDs
        let dialect = context.database.dialect
        let verb = ignoringStoredUUIDs ? dialect.insertOrIgnore + " " : "INSERT "
        let end = ignoringStoredUUIDs ? dialect.ignoringConflicts : ""
        // Ignoring stored UUIDs, each insert says whether its rows went in; otherwise a
        // stored UUID fails the insert, and PostgreSQL may gather rows.
        statement = try context.database.bulkStatement(
            verb + Self.columns + Self.placeholders + end, countsRows: ignoringStoredUUIDs)
        multiple = ignoringStoredUUIDs
            ? try context.database.bulkStatement(
                verb + Self.columns + Array(repeating: Self.placeholders, count: Self.rowsPerStatement).joined(separator: ", ")
                    + end, countsRows: true)
            : nil
        metadata = try MetadataInserter(context.database)
    }

    /// Inserts one validated sample with anchor `id`; returns whether it was inserted.
    @discardableResult
    mutating func insert(_ sample: QuantitySample, _ row: Row, id: Int64) throws -> Bool {
        try insert(sample, row, id: id, countingInto: &context.hourly)
    }

    /// Inserts one validated sample with anchor `id` as ``insert(_:_:id:)`` does, but counts it
    /// (a discrete one) into `hours` rather than the transaction's hourly statistics: a streamed
    /// value's row, saved before its workout's source is known (see ``WorkoutSampleInserter``).
    @discardableResult
    mutating func insert(_ sample: QuantitySample, _ row: Row, id: Int64,
                         countingInto hours: inout HourlyStatisticsWriter) throws -> Bool {
        try withUnsafePointer(to: sample) { sample in
            parameterBytes.reset()
            try bind(sample, row, id: id, to: statement, at: 0)
            do {
                guard try statement.step() == 1 else { return false }
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT && !ignoringStoredUUIDs {
                throw StoreError.duplicateUUID(sample.pointee.uuid)
            }
            try inserted(sample, row, id: id, countingInto: &hours)
            return true
        }
    }

    /// Inserts ``rowsPerStatement`` validated samples, outside workouts, with consecutive
    /// anchors from `firstID`, all or none: returns `false`, having inserted nothing, when
    /// the store already holds one of them (or the samples repeat one), so that the caller
    /// inserts them one by one and skips those.
    mutating func insertAll(_ samples: [(sample: UnsafePointer<QuantitySample>, row: Row)], firstID: Int64) throws -> Bool {
        guard let multiple, samples.count == Self.rowsPerStatement else { return false }
        parameterBytes.reset()
        for (offset, entry) in samples.enumerated() {
            try bind(entry.sample, entry.row, id: firstID + Int64(offset), to: multiple,
                     at: Int32(offset) * Self.columnCount)
        }
        guard try multiple.step() == samples.count else {
            // Some were ignored: the others are taken out again (their ids are above every
            // stored anchor, so nothing else has them), to be inserted one by one.
            try context.database.execute(
                "DELETE FROM samples WHERE id BETWEEN ? AND ?", [firstID, firstID + Int64(samples.count) - 1])
            return false
        }
        for (offset, entry) in samples.enumerated() {
            try inserted(entry.sample, entry.row, id: firstID + Int64(offset), countingInto: &context.hourly)
        }
        return true
    }

    /// Writes the metadata rows still waiting (see ``MetadataInserter``); call it after the last insert.
    mutating func finish() throws {
        try metadata.finish()
    }

    /// Binds one sample's row to the fourteen parameters after `offset`. The sample is read
    /// through its pointer: passed by value into a mutating method, it was copied whole
    /// (retaining every string it holds) for each row.
    private mutating func bind(_ sample: UnsafePointer<QuantitySample>, _ row: Row, id: Int64, to statement: BulkStatement,
                               at offset: Int32) throws {
        let value: Double
        if sample.pointee.quantity.unit == sample.pointee.quantityType.canonicalUnit {
            value = sample.pointee.quantity.value
            statement.bind(offset + 8, nil as Double?)
            statement.bind(offset + 9, nil as String?)
        } else {
            value = try sample.pointee.canonicalValue()
            statement.bind(offset + 8, sample.pointee.quantity.value)
            statement.bind(offset + 9, sample.pointee.quantity.unit.symbol, heldIn: parameterBytes)
        }
        var flags: Int64 = 0
        if row.explicitSource { flags |= SampleFlags.explicitSource }
        if !sample.pointee.metadata.isEmpty { flags |= SampleFlags.hasMetadata }
        if sample.pointee.heartbeats != nil { flags |= SampleFlags.hasHeartbeats }
        statement.bind(offset + 1, id)
        statement.bind(offset + 2, sample.pointee.uuid, heldIn: parameterBytes)
        statement.bind(offset + 3, row.workoutID)
        statement.bind(offset + 4, row.typeID)
        statement.bind(offset + 5, sample.pointee.startDate.stored)
        statement.bind(offset + 6, sample.pointee.endDate.stored)
        statement.bind(offset + 7, value)
        statement.bind(offset + 10, row.sourceID)
        statement.bind(offset + 11, try deviceID(of: sample))
        statement.bind(offset + 12, flags)
        statement.bind(offset + 13, sample.pointee.creationDate?.stored)
        statement.bind(offset + 14, sample.pointee.sourceVersion, heldIn: parameterBytes)
    }

    /// What follows a sample's row: its metadata rows, its heartbeat series and its count in
    /// `hours`.
    private mutating func inserted(_ sample: UnsafePointer<QuantitySample>, _ row: Row, id: Int64,
                                   countingInto hours: inout HourlyStatisticsWriter) throws {
        if !sample.pointee.metadata.isEmpty { try metadata.insert(sample.pointee.metadata, owner: .sample, id: id) }
        if let heartbeats = sample.pointee.heartbeats { try context.insertHeartbeats(heartbeats, owner: .sample, id: id) }
        if sample.pointee.quantityType.aggregationStyle == .discrete {
            let value = sample.pointee.quantity.unit == sample.pointee.quantityType.canonicalUnit
                ? sample.pointee.quantity.value : try sample.pointee.canonicalValue()
            hours.add(typeID: row.typeID, sourceID: row.sourceID, start: sample.pointee.startDate.stored, value: value)
        }
    }

    /// Where a sample's device is: a device is compared in place, by its bytes.
    private static let deviceOffset = MemoryLayout<QuantitySample>.offset(of: \.device)

    /// The id of the device of the sample `sample` points to. Its bytes are compared first
    /// with those of the last two devices, in place: the same bytes are the same texts (the
    /// same storage, which a device held here keeps alive, or the same short text held inline)
    /// and the same date, so the same device. An export's reader makes each device once and
    /// its records share it, so a record's device is found without a copy of it (its six
    /// texts retained and released, as were those of the device it was compared with) and
    /// without comparing texts; a device alike but held apart is compared by value.
    ///
    /// Neither the sample's device nor a known one is copied to be looked at (a `!= nil`
    /// test or an optional tuple read out copied the device for each row): the cases are
    /// told apart by `switch`, and the ids are kept beside the devices.
    private mutating func deviceID(of sample: UnsafePointer<QuantitySample>) throws -> Int64? {
        switch sample.pointee.device {
        case .none: return nil
        case .some: break
        }
        if let offset = Self.deviceOffset {
            let bytes = UnsafeRawPointer(sample) + offset
            if Self.holds(&lastDevice, bytes) { return lastDevice.id }
            if Self.holds(&previousDevice, bytes) {
                swap(&lastDevice, &previousDevice)
                return lastDevice.id
            }
        }
        return try deviceID(sample.pointee.device!)
    }

    /// Whether `known` holds a device of the bytes at `bytes` (read in place).
    private static func holds(_ known: inout KnownDevice, _ bytes: UnsafeRawPointer) -> Bool {
        switch known.device {
        case .none: return false
        case .some: return withUnsafeBytes(of: &known.device) { memcmp($0.baseAddress!, bytes, MemoryLayout<Device>.size) == 0 }
        }
    }

    /// The id of `device`, compared by value with the last two devices.
    private mutating func deviceID(_ device: Device) throws -> Int64? {
        if lastDevice.device == device { return lastDevice.id }
        if previousDevice.device == device {
            swap(&lastDevice, &previousDevice)
            return lastDevice.id
        }
        let id = try context.deviceID(device)
        previousDevice = lastDevice
        lastDevice = KnownDevice(device: device, id: id)
        return id
    }
}
