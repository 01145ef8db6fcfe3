import Foundation
import WorkoutModel

// Deleting the records outside workouts (Apple Health's quantity and category samples,
// correlations, activity summaries) by UUID, each with a tombstone of its kind, as workouts are.

extension WorkoutStore {
    /// Whether the store holds a record outside workouts with this UUID (a quantity sample of no
    /// workout, a category sample, a correlation or an activity summary).
    public func holdsHealthRecord(_ uuid: UUID) throws -> Bool {
        try readTransaction { context in try context.healthRecord(uuid) != nil }
    }

    /// Deletes records outside workouts by UUID, all or none: a correlation with its samples,
    /// each with a tombstone that `changes` reports as a deleted `sample`, `categorySample`,
    /// `correlation` or `activitySummary`.
    ///
    /// - Throws: ``StoreError/unknownRecord(_:)`` for a UUID that names no such record.
    public func delete(healthRecords uuids: [UUID]) throws {
        try writeTransaction { context in
            try context.takeAnchorLock()
            for uuid in uuids {
                guard let record = try context.healthRecord(uuid) else { throw StoreError.unknownRecord(uuid.uuidString) }
                try context.deleteHealthRecord(record, uuid: uuid)
            }
        }
    }
}

/// Where a record outside workouts is stored.
struct StoredHealthRecord {
    enum Table: String {
        case samples = "samples", categorySamples = "category_samples", correlations = "correlations"
        case activitySummaries = "activity_summaries"
    }

    var table: Table
    var id: Int64
}

extension ReadContext {
    /// The table and row of the record outside workouts with this UUID, or `nil`.
    func healthRecord(_ uuid: UUID) throws -> StoredHealthRecord? {
        let tables: [(StoredHealthRecord.Table, String)] = [
            (.samples, " AND workout_id IS NULL"), (.categorySamples, ""), (.correlations, ""), (.activitySummaries, ""),
        ]
        for (table, condition) in tables {
            if let row = try database.fetchOne("SELECT id FROM \(table.rawValue) WHERE uuid = ?\(condition)", [uuid]) {
                return StoredHealthRecord(table: table, id: row[0])
            }
        }
        return nil
    }
}

extension WriteContext {
    /// Deletes one record outside workouts with its metadata (a correlation with its samples),
    /// leaving a tombstone of its kind; the hourly statistics of a discrete sample are recomputed.
    func deleteHealthRecord(_ record: StoredHealthRecord, uuid: UUID) throws {
        let kind: ObjectChange.Kind
        let objectType: ObjectType
        switch record.table {
        case .samples:
            guard let row = try database.fetchOne("SELECT type_id, source_id, start FROM samples WHERE id = ?", [record.id]),
                  let type = try quantityType(id: row[0])
            else { throw StoreError.unknownRecord(uuid.uuidString) }
            (kind, objectType) = (.sample, .quantity(type))
            try database.execute("""
                DELETE FROM metadata WHERE owner_kind = \(MetadataOwner.sample.rawValue) AND owner_id = ?;
                DELETE FROM heartbeat_series WHERE owner_kind = \(MetadataOwner.sample.rawValue) AND owner_id = ?;
                DELETE FROM samples WHERE id = ?
                """, [record.id, record.id, record.id])
            if type.aggregationStyle == .discrete {
                try flushHourlyStatistics()
                try HourlyStatisticsWriter.recompute([HourKey(typeID: row[0], sourceID: row[1], hour: HourKey.hour(of: row[2]))], self)
            }
        case .categorySamples:
            guard let identifier: String = try database.fetchOne("""
                SELECT t.identifier FROM category_samples c JOIN category_types t ON t.id = c.type_id WHERE c.id = ?
                """, [record.id]).map({ $0[0] })
            else { throw StoreError.unknownRecord(uuid.uuidString) }
            (kind, objectType) = (.categorySample, .category(CategoryType(identifier: identifier)))
            try database.execute("""
                DELETE FROM metadata WHERE owner_kind = \(MetadataOwner.categorySample.rawValue) AND owner_id = ?;
                DELETE FROM category_samples WHERE id = ?
                """, [record.id, record.id])
        case .correlations:
            guard let type: String = try database.fetchOne("SELECT type FROM correlations WHERE id = ?", [record.id]).map({ $0[0] })
            else { throw StoreError.unknownRecord(uuid.uuidString) }
            (kind, objectType) = (.correlation, .correlation(type))
            try database.execute("""
                DELETE FROM metadata WHERE owner_kind = \(MetadataOwner.correlationMember.rawValue)
                    AND owner_id IN (SELECT id FROM correlation_members WHERE correlation_id = ?);
                DELETE FROM heartbeat_series WHERE owner_kind = \(MetadataOwner.correlationMember.rawValue)
                    AND owner_id IN (SELECT id FROM correlation_members WHERE correlation_id = ?);
                DELETE FROM correlation_members WHERE correlation_id = ?;
                DELETE FROM metadata WHERE owner_kind = \(MetadataOwner.correlation.rawValue) AND owner_id = ?;
                DELETE FROM correlations WHERE id = ?
                """, [record.id, record.id, record.id, record.id, record.id])
        case .activitySummaries:
            (kind, objectType) = (.activitySummary, .activitySummary)
            try database.execute("DELETE FROM activity_summaries WHERE id = ?", [record.id])
        }
        try database.execute("INSERT INTO deleted_objects (anchor, kind, uuid, object_type) VALUES (?, ?, ?, ?)",
                             [try nextAnchors(1), kind.rawValue, uuid, objectType.identifier])
        noteChange(objectType)
    }
}
