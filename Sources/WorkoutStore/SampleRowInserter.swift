import Foundation
import GRDB
import WorkoutModel

/// Inserts samples as rows of `samples` (with their metadata rows) through one prepared
/// statement bound value by value, and counts each discrete one into the transaction's
/// hourly statistics. Used for the samples that are not packed into series: those with a
/// source, device, metadata or unit of their own, and every sample outside a workout.
struct SampleRowInserter {
    private let context: WriteContext
    private let statement: BulkStatement
    private var metadata: MetadataInserter
    private let ignoringStoredUUIDs: Bool
    /// The device of the previous sample and its id: records of an export come device by
    /// device, and comparing is cheaper than hashing a device for each one.
    private var lastDevice: (device: Device, id: Int64?)?

    /// With `ignoringStoredUUIDs`, a sample whose UUID the store already holds is skipped
    /// (``insert(_:type:id:workoutID:typeID:sourceID:explicitSource:)`` returns `false`);
    /// otherwise it is refused with ``StoreError/duplicateUUID(_:)``.
    init(_ context: WriteContext, ignoringStoredUUIDs: Bool) throws {
        self.context = context
        self.ignoringStoredUUIDs = ignoringStoredUUIDs
        statement = try BulkStatement(context.db, sql: """
            INSERT \(ignoringStoredUUIDs ? "OR IGNORE " : "")INTO samples (id, uuid, workout_id, type_id, start, end, value,
                original_value, original_unit, source_id, device_id, flags)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        metadata = try MetadataInserter(context.db)
    }

    /// Inserts one validated sample with anchor `id`; returns whether it was inserted.
    @discardableResult
    mutating func insert(
        _ sample: QuantitySample, type: QuantityType, id: Int64, workoutID: Int64?, typeID: Int64, sourceID: Int64,
        explicitSource: Bool
    ) throws -> Bool {
        let value: Double
        if sample.quantity.unit == type.canonicalUnit {
            value = sample.quantity.value
            statement.bind(8, nil as Double?)
            statement.bind(9, nil as String?)
        } else {
            value = try sample.canonicalValue()
            statement.bind(8, sample.quantity.value)
            statement.bind(9, sample.quantity.unit.symbol)
        }
        var flags: Int64 = 0
        if explicitSource { flags |= SampleFlags.explicitSource }
        if !sample.metadata.isEmpty { flags |= SampleFlags.hasMetadata }
        let start = sample.startDate.stored
        statement.bind(1, id)
        statement.bind(2, sample.uuid)
        statement.bind(3, workoutID)
        statement.bind(4, typeID)
        statement.bind(5, start)
        statement.bind(6, sample.endDate.stored)
        statement.bind(7, value)
        statement.bind(10, sourceID)
        statement.bind(11, try deviceID(sample.device))
        statement.bind(12, flags)
        do {
            guard try statement.step() else { return false }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT && !ignoringStoredUUIDs {
            throw StoreError.duplicateUUID(sample.uuid)
        }
        if !sample.metadata.isEmpty { try metadata.insert(sample.metadata, owner: .sample, id: id) }
        if type.aggregationStyle == .discrete {
            context.hourly.add(typeID: typeID, sourceID: sourceID, start: start, value: value)
        }
        return true
    }

    /// Writes the metadata rows still waiting (see ``MetadataInserter``); call it after the last insert.
    mutating func finish() throws {
        try metadata.finish()
    }

    private mutating func deviceID(_ device: Device?) throws -> Int64? {
        guard let device else { return nil }
        if let lastDevice, lastDevice.device == device { return lastDevice.id }
        let id = try context.deviceID(device)
        lastDevice = (device, id)
        return id
    }
}
