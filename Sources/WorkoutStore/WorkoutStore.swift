import Foundation
import GRDB
import PostgreSQLStore
import WorkoutModel

/// The embedded store of workouts, samples and routes: one SQLite file (WAL mode)
/// reached through GRDB, safe to use from several threads and several processes; or a
/// schema on a PostgreSQL server (``init(postgreSQL:)``), for many importers on many machines.
///
/// Saving is transactional (a recording, or all recordings of one file, is saved
/// wholly or not at all); every insert and deletion advances one store-wide
/// anchor; queries follow HealthKit's (sample, statistics, statistics collection,
/// anchored object). See `Schema` for the layout.
public final class WorkoutStore: @unchecked Sendable {
    /// How long a writer waits, by default, for another process's write to finish
    /// before reporting ``StoreError/locked(path:)``.
    public static let defaultBusyTimeout: TimeInterval = 30

    /// The store's file path (`:memory:` for an in-memory store); for a PostgreSQL store,
    /// its URL without the password.
    public let path: String
    private let backend: Backend

    /// The SQLite database (the store's tests reach it to look at the file).
    ///
    /// - Throws: ``StoreError/database(_:)`` for a PostgreSQL store, which has none.
    var writer: any DatabaseWriter {
        get throws {
            guard case .sqlite(let writer) = backend else {
                throw StoreError.database("\(path) is a PostgreSQL store: it has no SQLite database")
            }
            return writer
        }
    }

    /// Whether the store's file or folder cannot be written: reads work, changes throw
    /// ``StoreError/readOnly(path:)``.
    public let isReadOnly: Bool
    /// How long to wait for another process holding the store (see ``init(path:busyTimeout:)``).
    private let busyTimeout: TimeInterval
    private let observers = ObserverRegistry()

    /// Opens the store at `path`, creating it (and its parent folders) if needed,
    /// and upgrading it to the current schema. WAL mode; writers wait up to
    /// `busyTimeout` seconds for each other, so several processes can import at once,
    /// and several can create or upgrade the same new store at once.
    ///
    /// A store whose file or folder cannot be written (permissions, a read-only mount) is
    /// opened read-only: it can be read, and every change throws ``StoreError/readOnly(path:)``.
    ///
    /// - Throws: ``StoreError/notWritable(path:reason:)``, ``StoreError/locked(path:)``
    ///   or ``StoreError/notAStore(path:)``.
    public init(path: String, busyTimeout: TimeInterval = WorkoutStore.defaultBusyTimeout) throws {
        self.path = path
        self.busyTimeout = busyTimeout
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if exists, isFolder.boolValue {
            throw StoreError.notWritable(path: path, reason: "it is a folder")
        }
        isReadOnly = exists && (access(path, W_OK) != 0 || access(folder.path, W_OK) != 0)
        if !isReadOnly {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw StoreError.notWritable(path: path, reason: "cannot create the folder \(folder.path)")
            }
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.prepareDatabase { db in
            // WAL with synchronous=NORMAL: a crash never loses committed-and-checkpointed
            // data nor leaves a partial transaction; only power loss can drop the last commits.
            try db.execute(sql: "PRAGMA synchronous = NORMAL; PRAGMA cache_size = -16384")
        }
        let writer: any DatabaseWriter
        do {
            writer = isReadOnly
                ? try Self.openReadOnly(path: path, configuration: configuration)
                : try Self.openPool(path: path, configuration: configuration, busyTimeout: busyTimeout)
        } catch {
            throw Self.storeError(for: error, path: path)
        }
        backend = .sqlite(writer)
        try prepareSchema(writer)
    }

    /// Opens the store in a PostgreSQL schema (the URL's, else `workoutkit`), creating the
    /// schema or migrating it as the SQLite store's file is. It is read and changed as a SQLite
    /// store is (workouts, recordings, courses, the records outside workouts, route versions,
    /// derived totals, authorization and source priority), by many writers at once (each with its
    /// own store value: one connection).
    ///
    /// - Throws: `PostgreSQLStoreError` naming the server's host and port, or the schema.
    public init(postgreSQL configuration: PostgreSQLConfiguration) throws {
        path = configuration.description
        busyTimeout = 0
        isReadOnly = false
        backend = .postgreSQL(try PostgreSQLStore(configuration: configuration), NSLock())
    }

    /// Opens the pool, waiting while another process holds the store. Opening switches a
    /// new store to WAL mode, and SQLite answers `PRAGMA journal_mode = WAL` with
    /// `SQLITE_BUSY` at once, without calling the busy handler, when another process is
    /// opening or switching the same file at that moment: the open is tried again until
    /// the busy timeout has passed.
    private static func openPool(path: String, configuration: Configuration, busyTimeout: TimeInterval) throws -> DatabasePool {
        let deadline = Date().addingTimeInterval(busyTimeout)
        while true {
            do {
                return try DatabasePool(path: path, configuration: configuration)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
    }

    /// Opens a store that cannot be written. When its folder holds no write-ahead log, the
    /// store is opened as immutable (SQLite then needs no `-shm` file, which a read-only
    /// folder could not hold); otherwise read-only, reading the log as well.
    private static func openReadOnly(path: String, configuration: Configuration) throws -> DatabaseQueue {
        var configuration = configuration
        configuration.readonly = true
        let log = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        guard log == 0 else { return try DatabaseQueue(path: path, configuration: configuration) }
        let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return try DatabaseQueue(path: "file:\(escaped)?immutable=1", configuration: configuration)
    }

    private init(inMemoryWriter: DatabaseQueue) throws {
        path = ":memory:"
        busyTimeout = 0
        isReadOnly = false
        backend = .sqlite(inMemoryWriter)
        try prepareSchema(inMemoryWriter)
    }

    /// A new empty store that lives in memory only (for tests and dry runs).
    public static func inMemory() throws -> WorkoutStore {
        do {
            return try WorkoutStore(inMemoryWriter: DatabaseQueue())
        } catch {
            throw storeError(for: error, path: ":memory:")
        }
    }

    /// Where the store lives by default: `$WORKOUTKIT_STORE`, else
    /// `$XDG_DATA_HOME/workoutkit/store.sqlite`, else `~/.local/share/workoutkit/store.sqlite`.
    public static func defaultPath(environment: [String: String]) -> String {
        if let explicit = environment["WORKOUTKIT_STORE"], !explicit.isEmpty { return explicit }
        if let dataHome = environment["XDG_DATA_HOME"], !dataHome.isEmpty {
            return URL(fileURLWithPath: dataHome).appendingPathComponent("workoutkit/store.sqlite").path
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/workoutkit/store.sqlite").path
    }

    /// Checks that the file is a workoutkit store (or empty), then migrates it. A store that
    /// is already up to date is only read, so opening it never waits for a running import.
    private func prepareSchema(_ writer: any DatabaseWriter) throws {
        let migrator = Schema.migrator
        try guarded {
            let (applicationID, superseded, completed) = try writer.read { db in
                (try Int.fetchOne(db, sql: "PRAGMA application_id") ?? 0,
                 try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db))
            }
            if superseded {
                throw StoreError.invalid("the store at \(path) was written by a newer workoutkit")
            }
            if applicationID == Int(Schema.applicationID) && completed { return }
            if isReadOnly {
                // Not a store, or one that needs an upgrade it cannot be given.
                guard applicationID == Int(Schema.applicationID) else { throw StoreError.notAStore(path: path) }
                throw StoreError.readOnly(path: path)
            }
            try writer.write { db in
                let applicationID = try Int.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                if applicationID == Int(Schema.applicationID) { return }
                let tableCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
                guard applicationID == 0, tableCount == 0 else { throw StoreError.notAStore(path: path) }
                try db.execute(sql: "PRAGMA application_id = \(Schema.applicationID)")
            }
            try migrate(writer, with: migrator)
        }
    }

    /// Applies the migrations, tolerating another process that creates or upgrades the
    /// same store at the same moment. GRDB reads which migrations were applied before it
    /// opens each migration's (deferred) transaction, so two processes can both start the
    /// same one; the second then fails inside its transaction (busy, the table exists, or
    /// the migration's identifier is already recorded), which rolls back. Each migration is
    /// atomic, so migrating again finds the other process's work committed and carries on.
    /// Retries stop after the busy timeout.
    private func migrate(_ writer: any DatabaseWriter, with migrator: DatabaseMigrator) throws {
        let deadline = Date().addingTimeInterval(busyTimeout)
        while true {
            do {
                try migrator.migrate(writer)
                return
            } catch is DatabaseError where Date() < deadline {
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
    }

    // MARK: Errors

    /// Runs `body`, turning database errors into ``StoreError``s that name the store.
    func guarded<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw Self.storeError(for: error, path: path)
        }
    }

    static func storeError(for error: Error, path: String) -> Error {
        if error is StoreError { return error }
        guard let error = error as? DatabaseError else { return error }
        let reason = error.message ?? "\(error.resultCode)"
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return StoreError.locked(path: path)
        case .SQLITE_NOTADB:
            return StoreError.notAStore(path: path)
        case .SQLITE_FULL:
            return StoreError.full(path: path)
        case .SQLITE_READONLY:
            return StoreError.readOnly(path: path)
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_IOERR, .SQLITE_AUTH:
            return StoreError.notWritable(path: path, reason: reason)
        default:
            return StoreError.database(reason)
        }
    }

    // MARK: Transactions and observation

    /// Runs `body` in one write transaction, then tells the observers of the types it changed.
    ///
    /// On SQLite the transaction takes the store's write lock first, waiting up to the busy
    /// timeout while another process writes, as `BEGIN IMMEDIATE` does (it begins as a
    /// savepoint: see `SQLiteDatabase.inWriteTransaction`). A deferred transaction would read
    /// first and then fail, without waiting, when another process had committed in the meantime
    /// (SQLite cannot upgrade a read snapshot that is no longer the latest to a write).
    ///
    /// On PostgreSQL the transaction is READ COMMITTED on the store's connection, and its
    /// anchors come from the store-wide anchor lock, taken by the first anchor it needs or before
    /// it looks up what it changes (see `PostgreSQLTransaction`): other writers work alongside until then.
    ///
    /// A `bulkLoad` transaction (an import session's) is tuned for loading on SQLite: see `BulkLoad`.
    func writeTransaction<T>(bulkLoad: Bool = false, _ body: (WriteContext) throws -> T) throws -> T {
        try checkWritable()
        let (result, changed): (T, Set<ObjectType>) = try guarded {
            switch backend {
            case .sqlite(let writer):
                try writer.writeWithoutTransaction { db in
                    let load = bulkLoad ? try BulkLoad(db, pool: writer as? DatabasePool) : nil
                    defer { load?.finish() }
                    return try SQLiteDatabase.inWriteTransaction(db) { database in
                        let context = try WriteContext(writing: database)
                        let result = try body(context)
                        try context.finish()
                        return (result, context.changedTypes)
                    }
                }
            case .postgreSQL(let store, let lock):
                try lock.withLock {
                    try store.write { transaction in
                        let context = WriteContext(writing: transaction)
                        let result = try body(context)
                        try context.finish()
                        return (result, context.changedTypes)
                    }
                }
            }
        }
        observers.notify(changed)
        return result
    }

    /// Throws ``StoreError/readOnly(path:)`` when the store cannot be changed; call it before a
    /// long series of changes to fail once, not once per change.
    public func checkWritable() throws {
        if isReadOnly { throw StoreError.readOnly(path: path) }
    }

    /// Runs `body` on a consistent snapshot of the store (on PostgreSQL, one REPEATABLE READ
    /// transaction on the store's connection, which serves one thread at a time).
    func readTransaction<T>(_ body: (ReadContext) throws -> T) throws -> T {
        try guarded {
            switch backend {
            case .sqlite(let writer):
                try writer.read { db in try body(ReadContext(SQLiteDatabase(db))) }
            case .postgreSQL(let store, let lock):
                try lock.withLock {
                    try store.read { connection in try body(ReadContext(PostgreSQLDatabase(connection))) }
                }
            }
        }
    }

    /// Calls `handler` after each commit that added or deleted objects of `type`,
    /// in this process (HealthKit's `HKObserverQuery`). Keep the token; cancel it to stop.
    public func observe(_ type: ObjectType, _ handler: @escaping @Sendable () -> Void) -> ObserverToken {
        observers.add(type, handler)
    }

    /// The store-wide anchor: it grows with every object added or deleted.
    public func currentAnchor() throws -> Int {
        try readTransaction { try $0.currentAnchor() }
    }

    // MARK: Authorization and priority

    /// Records whether `source` may share (save) and read objects of `type`.
    /// A source with nothing recorded for a type may do both.
    public func setAuthorization(for source: String, type: ObjectType, share: Bool, read: Bool) throws {
        try writeTransaction { context -> Void in
            _ = try context.database.execute("""
                INSERT INTO "authorization" (source_name, object_type, share, read) VALUES (?, ?, ?, ?)
                ON CONFLICT (source_name, object_type) DO UPDATE SET share = excluded.share, read = excluded.read
                """, [source, type.identifier, share, read])
        }
    }

    /// Sets which source wins where cumulative data of several sources overlaps:
    /// the first name is the highest priority. Sources not named follow, in the order
    /// they were first seen.
    public func setSourcePriority(_ sourceNames: [String]) throws {
        try writeTransaction { context in
            let database = context.database
            try database.execute("DELETE FROM source_priority", [])
            var rank = 0
            for name in sourceNames {
                try database.execute(
                    "\(database.dialect.insertOrIgnore) INTO source_priority (name, rank) VALUES (?, ?)\(database.dialect.ignoringConflicts)",
                    [name, rank])
                rank += 1
            }
        }
    }
}

/// Where a ``WorkoutStore`` keeps its data.
private enum Backend {
    /// A SQLite file (or memory), through GRDB.
    case sqlite(any DatabaseWriter)
    /// A PostgreSQL schema, through one connection, and the lock that gives it to one thread at a time.
    case postgreSQL(PostgreSQLStore, NSLock)
}

/// Keeps a registration made with ``WorkoutStore/observe(_:_:)``; ``cancel()`` ends it.
public final class ObserverToken: Sendable {
    private let onCancel: @Sendable () -> Void

    init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the observation: the handler is not called again.
    public func cancel() { onCancel() }
}

/// The observers of one store, called after commits.
private final class ObserverRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var nextID = 0
    private var handlers: [Int: (type: ObjectType, handler: @Sendable () -> Void)] = [:]

    func add(_ type: ObjectType, _ handler: @escaping @Sendable () -> Void) -> ObserverToken {
        let id = lock.withLock {
            nextID += 1
            handlers[nextID] = (type, handler)
            return nextID
        }
        return ObserverToken { [weak self] in
            guard let self else { return }
            _ = self.lock.withLock { self.handlers.removeValue(forKey: id) }
        }
    }

    func notify(_ changed: Set<ObjectType>) {
        guard !changed.isEmpty else { return }
        let toCall = lock.withLock { handlers.values.filter { changed.contains($0.type) }.map(\.handler) }
        for handler in toCall { handler() }
    }
}
