import Foundation
import GRDB
import WorkoutModel

/// How many standalone samples an ``ImportSession/save(standaloneSamples:defaultSource:)`` call found new and already stored.
public struct StandaloneSaveOutcome: Sendable, Equatable {
    /// Samples saved now.
    public var imported: Int
    /// Samples the store already held (same UUID): left as they were.
    public var unchanged: Int

    public init(imported: Int = 0, unchanged: Int = 0) {
        self.imported = imported
        self.unchanged = unchanged
    }
}

/// One unit of import: recordings and batches of standalone samples saved in ONE
/// transaction, handed out by ``WorkoutStore/importSession(_:)``. Everything saved
/// through a session is committed together when the session's body returns, and
/// nothing is when it throws, so a file that fails halfway changes nothing.
public final class ImportSession {
    private let context: WriteContext

    fileprivate init(context: WriteContext) { self.context = context }

    /// Saves one recording under the versioning rules of ``WorkoutStore/save(_:versioning:)``.
    @discardableResult
    public func save(_ recording: WorkoutRecording, versioning: SyncVersioning = .explicit) throws -> SaveOutcome {
        try context.save(PreparedRecording(recording), versioning: versioning)
    }

    /// Saves samples that belong to no workout (an Apple Health export's records).
    /// A sample whose UUID the store already holds is left as it is and counted unchanged,
    /// so a reader that derives UUIDs from content makes a second import change nothing.
    /// Samples without a source are saved with `defaultSource`.
    ///
    /// - Throws: ``StoreError/invalid(_:)`` for a bad sample, or an authorization error
    ///   when a source may not share a type.
    @discardableResult
    public func save(standaloneSamples samples: [QuantitySample], defaultSource: Source) throws -> StandaloneSaveOutcome {
        try samples.withUnsafeBufferPointer { samples in
            for index in samples.indices { try Validation.check(samples[index]) }
        }
        let imported = try context.insertStandaloneSamples(samples, defaultSource: defaultSource)
        return StandaloneSaveOutcome(imported: imported, unchanged: samples.count - imported)
    }
}

extension WorkoutStore {
    /// Runs `body` with an ``ImportSession`` inside one write transaction: all that `body`
    /// saves is committed when it returns, and none of it when it throws.
    ///
    /// The session is tuned for bulk loading (see ``BulkLoad``): a larger page cache while
    /// it runs and, into a store without samples, the secondary sample indexes built once
    /// at the end. Both happen inside the transaction, so a session that fails or is
    /// killed leaves the store exactly as it was.
    public func importSession<T>(_ body: (ImportSession) throws -> T) throws -> T {
        try writeTransaction { context in
            let load = try BulkLoad(context.db)
            do {
                let result = try body(ImportSession(context: context))
                try load.finish()
                return result
            } catch {
                load.abandon()
                throw error
            }
        }
    }
}

/// What an import session changes for the length of its transaction to load faster.
///
/// - The page cache grows to ``cacheKibibytes`` (SQLite's `cache_size`, per connection),
///   so that the random inserts into the UUID index rarely spill pages; it is put back after.
/// - When the store holds no samples yet (the first import of an export, the common case),
///   the secondary indexes of `samples` other than the UUID index (which finds records
///   already stored) are dropped and created again from their own stored definitions
///   before commit: one sort instead of a B-tree insert per row and index. A failed
///   session rolls the drop back with everything else.
struct BulkLoad {
    /// The page cache of a bulk load, in KiB (the store's usual cache is 16 MiB).
    static let cacheKibibytes = 32768

    private let db: Database
    private let previousCacheSize: Int
    /// The `CREATE INDEX` statements of the indexes dropped for the load.
    private let deferredIndexes: [String]

    init(_ db: Database) throws {
        self.db = db
        previousCacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -16384
        try db.execute(sql: "PRAGMA cache_size = -\(Self.cacheKibibytes)")
        if try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM samples)") == false {
            let indexes = try Row.fetchAll(db, sql: """
                SELECT name, sql FROM sqlite_master
                WHERE type = 'index' AND tbl_name = 'samples' AND sql IS NOT NULL AND name != 'samples_uuid'
                ORDER BY name
                """)
            for index in indexes {
                try db.execute(sql: "DROP INDEX \(Self.quotedName(index[0]))")
            }
            deferredIndexes = indexes.map { $0[1] }
        } else {
            deferredIndexes = []
        }
    }

    /// Builds the dropped indexes again and restores the page cache; runs before commit.
    func finish() throws {
        for statement in deferredIndexes { try db.execute(sql: statement) }
        abandon()
    }

    /// Restores the page cache of a session that failed (its transaction rolls the rest back).
    func abandon() {
        try? db.execute(sql: "PRAGMA cache_size = \(previousCacheSize)")
    }

    private static func quotedName(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

extension WorkoutStore {
    /// Hands out the samples that belong to no workout, in the order they were saved,
    /// `batchSize` at a time (so that an export never holds them all), each with its source
    /// and device.
    public func forEachStandaloneSampleBatch(batchSize: Int = 8192, _ body: ([QuantitySample]) throws -> Void) throws {
        try readTransaction { context in
            var after: Int64 = 0
            while true {
                let batch = try context.samples(
                    sql: "SELECT \(SampleRow.columns) FROM samples s WHERE s.workout_id IS NULL AND s.id > ? ORDER BY s.id LIMIT ?",
                    arguments: [after, max(1, batchSize)], effectiveSourceAndDevice: true)
                guard let last = batch.last else { return }
                try body(batch.map(\.sample))
                after = last.anchor
            }
        }
    }
}
