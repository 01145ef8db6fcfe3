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
    let context: WriteContext

    init(context: WriteContext) { self.context = context }

    /// Saves one recording under the versioning rules of ``WorkoutStore/save(_:versioning:)->SaveOutcome``.
    @discardableResult
    public func save(_ recording: WorkoutRecording, versioning: SyncVersioning = .explicit) throws -> SaveOutcome {
        try context.save(PreparedRecording(recording), versioning: versioning)
    }

    /// Begins a recording saved while it is read (see ``StreamedRecording``). Finish or
    /// discard it before beginning the next or saving anything else in the session.
    ///
    /// - Parameter expectedSource: The source the workout will most likely name, when it is
    ///   known before its values (a FIT file's): the values go into the store under it from the
    ///   start, and when the workout names another they take its source at the end (on SQLite,
    ///   at the cost of reading every page of their chunks again). On PostgreSQL it is taken only
    ///   when the store holds it already (adding it would take the store's anchor lock for the
    ///   whole recording).
    public func beginRecording(expectedSource: Source? = nil) throws -> StreamedRecording {
        try StreamedRecording(context, expectedSource: expectedSource)
    }

    /// Whether the store (with what the session saved so far) holds a workout of `uuid`, or
    /// one of `syncIdentifier` from any source: a recording of such a workout may replace a
    /// stored version, whose samples' UUIDs it may keep, so it is saved whole
    /// (``ImportSession/save(_:versioning:)-(WorkoutRecording,_)``) rather than streamed
    /// (``ImportSession/beginRecording(expectedSource:)``), whose samples go in before the stored version
    /// could be deleted.
    public func holdsWorkout(uuid: UUID, syncIdentifier: String?) throws -> Bool {
        if try context.database.fetchOne("SELECT 1 FROM workouts WHERE uuid = ?", [uuid]) != nil { return true }
        guard let syncIdentifier else { return false }
        return try context.database.fetchOne("SELECT 1 FROM workouts WHERE sync_identifier = ? LIMIT 1", [syncIdentifier]) != nil
    }

    /// Deletes workouts with everything attached to them, leaving tombstones, as
    /// ``WorkoutStore/delete(workouts:)`` does, in the session's transaction (an edit that puts
    /// stored workouts into one it saves, ``WorkoutStore/editWorkouts(_:_:)``). No streamed
    /// recording may be open.
    ///
    /// - Throws: ``StoreError/unknownWorkout(_:)`` for a UUID not in the store.
    public func delete(workouts uuids: [UUID]) throws {
        try context.deleteWorkouts(uuids)
    }

    /// Saves one course under the versioning rules of ``WorkoutStore/save(_:courses:versioning:)``.
    @discardableResult
    public func save(_ course: Course, versioning: SyncVersioning = .explicit) throws -> SaveOutcome {
        try context.save(course, versioning: versioning)
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
        try saveValid(standaloneSamples: samples, defaultSource: defaultSource, refusing: { throw $1 })
    }

    /// Saves samples that belong to no workout as ``save(standaloneSamples:defaultSource:)``
    /// does, but leaves out each sample that cannot be saved, handing it to `refused` with the
    /// ``StoreError/invalid(_:)`` that names it, instead of saving none (an import that skips
    /// bad items). The samples left out are counted neither imported nor unchanged.
    ///
    /// Each sample is checked once, in place: an import that checked them itself first
    /// (`WorkoutStore.validate(_:)`) copied its batch to take the bad ones out, and checked
    /// every sample twice.
    ///
    /// - Throws: an authorization error when a source may not share a type.
    @discardableResult
    public func save(standaloneSamples samples: [QuantitySample], defaultSource: Source,
                     refusing refused: (QuantitySample, any Error) -> Void) throws -> StandaloneSaveOutcome {
        try saveValid(standaloneSamples: samples, defaultSource: defaultSource, refusing: { refused($0, $1) })
    }

    /// Checks the samples, hands each bad one to `refuse` (which may throw its error), and
    /// saves the others. The batch is copied only when one is bad.
    private func saveValid(standaloneSamples samples: [QuantitySample], defaultSource: Source,
                           refusing refuse: (QuantitySample, any Error) throws -> Void) throws -> StandaloneSaveOutcome {
        let firstInvalid: Int? = try samples.withUnsafeBufferPointer { samples in
            guard let first = samples.baseAddress else { return nil }
            for index in samples.indices {
                do {
                    try Validation.check(at: first + index)
                } catch {
                    try refuse(samples[index], error)
                    return index
                }
            }
            return nil
        }
        var valid = samples
        if let firstInvalid {
            valid = Array(samples[..<firstInvalid])
            for sample in samples[(firstInvalid + 1)...] {
                do {
                    try Validation.check(sample)
                    valid.append(sample)
                } catch {
                    try refuse(sample, error)
                }
            }
        }
        let imported = try context.insertStandaloneSamples(valid, defaultSource: defaultSource)
        return StandaloneSaveOutcome(imported: imported, unchanged: valid.count - imported)
    }
}

extension WorkoutStore {
    /// Runs `body` with an ``ImportSession`` inside one write transaction: all that `body`
    /// saves is committed when it returns, and none of it when it throws.
    ///
    /// On SQLite the session is tuned for bulk loading (see `BulkLoad`): a larger page cache while
    /// it runs, and the store file written directly while nothing was ever added to the store.
    /// Everything happens inside the transaction, so a session that fails or is killed leaves
    /// the store exactly as it was.
    public func importSession<T>(_ body: (ImportSession) throws -> T) throws -> T {
        try writeTransaction(bulkLoad: true) { context in
            try body(ImportSession(context: context))
        }
    }
}

/// What an import session changes on SQLite for the length of its transaction to load faster.
///
/// - The page cache grows to ``cacheKibibytes`` (SQLite's `cache_size`, per connection), so that
///   the random inserts into the UUID index rarely spill pages.
/// - Into a store nothing was ever added to (its anchor is 0: a new store's first import), the
///   transaction runs in SQLite's rollback-journal mode when no other connection has the store
///   open: the new pages go once into the store file, instead of into the write-ahead log and
///   again into the file by the checkpoint after the commit (for a 100 MB Apple Health export,
///   46 MB written once instead of twice, and one sync instead of two). It stays atomic: a
///   session killed halfway leaves a journal that the next opening of the store rolls back.
///   Other processes cannot read the store while the transaction writes (in WAL mode they could
///   read the empty store), and wait for it as writers always do. The store goes back to WAL
///   mode after the transaction; when another connection has the store open, the session
///   stays in WAL mode.
///
/// Both are put back when the transaction has ended, committed or not.
///
/// The sample indexes are kept up to date row by row, not dropped and built again at the
/// end: an import reads on one thread while it saves on another, and an index built at the
/// end is time that no reading overlaps (0.45-0.65 s for a 650,000-record export, against
/// about 0.15 s of extra work spread over the load).
struct BulkLoad {
    /// The page cache of a bulk load, in KiB (the store's usual cache is 16 MiB).
    static let cacheKibibytes = 32768

    private let db: Database
    private let previousCacheSize: Int
    /// Whether the transaction writes the store file directly (rollback-journal mode).
    private let writesStoreFileDirectly: Bool

    /// Tunes the connection; call it outside a transaction (the journal mode cannot change inside one).
    init(_ db: Database, pool: DatabasePool?) throws {
        self.db = db
        // Cached statements: a batch import runs these for every file.
        previousCacheSize = try Int.fetchOne(db.cachedStatement(sql: "PRAGMA cache_size")) ?? -16384
        try db.cachedStatement(sql: "PRAGMA cache_size = -\(Self.cacheKibibytes)").execute()
        writesStoreFileDirectly = try pool.map { try Self.leaveWriteAheadLog(db, pool: $0) } ?? false
    }

    /// Switches a store nothing was ever added to into rollback-journal mode, with every sync
    /// (`synchronous = FULL`: a rollback journal needs it to survive a power loss, and the journal
    /// of a new store is a few pages). Returns whether it did.
    private static func leaveWriteAheadLog(_ db: Database, pool: DatabasePool) throws -> Bool {
        guard try ReadContext(SQLiteDatabase(db)).currentAnchor() == 0 else { return false }
        // The pool's idle readers keep the store open, which a journal mode change needs it not to be.
        pool.invalidateReadOnlyConnections()
        do {
            guard try String.fetchOne(db, sql: "PRAGMA journal_mode = DELETE") == "delete" else { return false }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            return false  // another connection has the store open: it stays in WAL mode
        }
        try db.execute(sql: "PRAGMA synchronous = FULL")
        return true
    }

    /// Restores the page cache and the journal mode, after the transaction has ended.
    func finish() {
        try? db.cachedStatement(sql: "PRAGMA cache_size = \(previousCacheSize)").execute()
        guard writesStoreFileDirectly else { return }
        _ = try? String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
        try? db.execute(sql: "PRAGMA synchronous = NORMAL")
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
