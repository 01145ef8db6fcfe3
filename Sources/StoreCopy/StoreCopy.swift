import Foundation
import GRDB
import PostgreSQLStore
import WorkoutStore

/// A whole store copied into a new or empty one (`workoutkit store copy SOURCE DEST`): from
/// SQLite to PostgreSQL, from PostgreSQL to SQLite, or from SQLite to SQLite.
///
/// Every table is copied row by row as it is stored: ids (which are anchors), tombstones,
/// versions, route version history, authorization, and the store-wide anchor, so a client
/// that holds the source's last anchor finds nothing new in the copy. Rows stream in batches
/// (multi-row inserts on both ends), read on one snapshot of the source, and written in one
/// transaction on the destination: the copy is all there, or nothing is.
///
/// The tables and columns are the SQLite store's (``CopiedTable``), matched to the PostgreSQL
/// store's by ``PostgreSQLTable``. A SQLite store with a migration that the PostgreSQL schema
/// does not mirror yet is refused, naming the migration (``StoreCopyError/migrationNotMirrored(store:migration:)``).
public struct StoreCopy {
    /// How far a copy has got, after each batch of rows.
    public struct Progress: Sendable {
        /// The rows copied so far.
        public let copiedRows: Int64
        /// The rows to copy in all.
        public let totalRows: Int64
        /// The table being copied.
        public let table: String
    }

    /// What a finished copy copied.
    public struct Summary: Sendable {
        /// The rows copied, over every table.
        public let rows: Int64
        /// The tables copied.
        public let tables: Int
        /// The store-wide anchor, the same in both stores.
        public let anchor: Int64
    }

    /// Rows read and written at once, at most.
    static let batchRows = 1000
    /// Bytes of values read and written at once, about (a batch ends once it holds more).
    static let batchBytes = 4 << 20

    /// The store copied from.
    public let source: StoreLocation
    /// The store copied into: a new SQLite file or PostgreSQL schema, or an empty store.
    public let destination: StoreLocation
    /// The SQLite migrations the PostgreSQL store mirrors.
    let mirroredMigrations: [String]

    /// A copy of `source` into `destination`, made by ``run(progress:)``.
    public init(from source: StoreLocation, to destination: StoreLocation) {
        self.init(from: source, to: destination, mirroredMigrations: PostgreSQLStore.mirroredSQLiteMigrations)
    }

    init(from source: StoreLocation, to destination: StoreLocation, mirroredMigrations: [String]) {
        self.source = source
        self.destination = destination
        self.mirroredMigrations = mirroredMigrations
    }

    /// Copies the store. A SQLite destination file that did not exist is created, and removed
    /// again when the copy fails.
    ///
    /// - Parameter progress: called after each batch of rows.
    /// - Throws: ``StoreCopyError``, ``PostgreSQLStore/PostgreSQLStoreError``, or `WorkoutStore`'s `StoreError`
    ///   when a SQLite store cannot be opened.
    @discardableResult
    public func run(progress: (Progress) -> Void = { _ in }) throws -> Summary {
        switch (source, destination) {
        case (.postgreSQL, .postgreSQL):
            throw StoreCopyError.bothPostgreSQL
        case (.sqlite(let from), .sqlite(let to)):
            if Self.sameFile(from, to) { throw StoreCopyError.sameStore(to) }
            let source = try Self.openSource(path: from)
            return try Self.intoNewFile(to) { destination in
                try sqlite(from) {
                    try source.read { sourceDB in
                        try sqlite(to) {
                            try destination.writeWithoutTransaction { db in
                                try Self.immediateTransaction(db) {
                                    try Self.copy(
                                        try CopiedTable.tables(of: sourceDB), from: SQLiteSource(db: sourceDB, path: from),
                                        to: SQLiteDestination(db: db, path: to), progress: progress)
                                }
                            }
                        }
                    }
                }
            }
        case (.sqlite(let from), .postgreSQL(let configuration)):
            let source = try Self.openSource(path: from)
            let store = try PostgreSQLStore(configuration: configuration)
            defer { store.connection.close() }
            return try sqlite(from) {
                try source.read { db in
                    let tables = try CopiedTable.tables(of: db)
                    try checkMirrored(db, store: from)
                    let mapping = try PostgreSQLTable.match(tables, on: store.connection, store: configuration.description)
                    return try store.write { transaction in
                        try Self.copy(
                            tables, from: SQLiteSource(db: db, path: from),
                            to: PostgreSQLDestination(transaction: transaction, tables: mapping, store: configuration.description),
                            progress: progress)
                    }
                }
            }
        case (.postgreSQL(let configuration), .sqlite(let to)):
            let store = try Self.openSource(configuration)
            defer { store.connection.close() }
            return try Self.intoNewFile(to) { destination in
                try destination.writeWithoutTransaction { db in
                    try Self.immediateTransaction(db) {
                        let tables = try CopiedTable.tables(of: db)
                        try checkMirrored(db, store: to)
                        let mapping = try PostgreSQLTable.match(tables, on: store.connection, store: configuration.description)
                        return try store.read { connection in
                            try Self.copy(
                                tables, from: PostgreSQLSource(connection: connection, tables: mapping, store: configuration.description),
                                to: SQLiteDestination(db: db, path: to), progress: progress)
                        }
                    }
                }
            }
        }
    }

    /// The copy itself, on the source's snapshot and in the destination's transaction.
    private static func copy(
        _ tables: [CopiedTable], from source: some CopySource, to destination: some CopyDestination, progress: (Progress) -> Void
    ) throws -> Summary {
        let copied = tables.filter { $0.name != CopiedTable.storeState }
        let existing = try destination.lockAnchor()
        guard existing == 0 else {
            throw StoreCopyError.destinationNotEmpty(store: destination.store, table: CopiedTable.storeState, rows: existing)
        }
        for table in copied {
            let rows = try destination.count(table)
            guard rows == 0 else { throw StoreCopyError.destinationNotEmpty(store: destination.store, table: table.name, rows: rows) }
        }
        let total = try copied.reduce(Int64(0)) { $0 + (try source.count($1)) }
        var done: Int64 = 0
        for table in copied {
            try source.forEachBatch(of: table) { rows in
                try destination.insert(rows, into: table)
                done += Int64(rows.count)
                progress(Progress(copiedRows: done, totalRows: total, table: table.name))
            }
        }
        let anchor = try source.anchor()
        try destination.finish(anchor: anchor)
        return Summary(rows: done, tables: copied.count, anchor: anchor)
    }

    /// Runs `body` in one transaction of `db` that takes SQLite's write lock at once, so that no
    /// other writer adds to the store between the check that it is empty and the commit.
    private static func immediateTransaction<Result>(_ db: Database, _ body: () throws -> Result) throws -> Result {
        try db.beginTransaction(.immediate)
        do {
            let result = try body()
            try db.commit()
            return result
        } catch {
            try? db.rollback()
            throw error
        }
    }

    /// Refuses a SQLite store that has a migration the PostgreSQL store does not mirror.
    private func checkMirrored(_ db: Database, store: String) throws {
        let mirrored = Set(mirroredMigrations)
        for migration in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid") where !mirrored.contains(migration) {
            throw StoreCopyError.migrationNotMirrored(store: store, migration: migration)
        }
    }

    /// A SQLite store to copy from, opened by `WorkoutStore` first (which checks that it is a
    /// store and brings it to this release's schema), then read on its own connection.
    private static func openSource(path: String) throws -> DatabaseQueue {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw StoreCopyError.noStore(path)
        }
        _ = try WorkoutStore(path: path)
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(WorkoutStore.defaultBusyTimeout)
        return try sqlite(path) { try DatabaseQueue(path: path, configuration: configuration) }
    }

    /// A PostgreSQL store to copy from: the schema must hold one (opening a store creates it).
    private static func openSource(_ configuration: PostgreSQLConfiguration) throws -> PostgreSQLStore {
        let connection = try PostgreSQLConnection(configuration: configuration)
        defer { connection.close() }
        let exists = try connection.query(
            "SELECT to_regclass(quote_ident(\(configuration.schema)) || '.schema_migrations') IS NOT NULL")[0].decode(Bool.self)
        guard exists else { throw StoreCopyError.noStore(configuration.description) }
        return try PostgreSQLStore(configuration: configuration)
    }

    /// Runs `body` on the SQLite store at `path`, created by `WorkoutStore` when it does not
    /// exist (and removed again when `body` throws), else opened by it (which checks it).
    private static func intoNewFile<Result>(_ path: String, _ body: (DatabaseQueue) throws -> Result) throws -> Result {
        let created = !FileManager.default.fileExists(atPath: path)
        do {
            _ = try WorkoutStore(path: path)
            var configuration = Configuration()
            configuration.busyMode = .timeout(WorkoutStore.defaultBusyTimeout)
            // The queue is closed when this closure returns, before a failed copy's file is removed.
            return try sqlite(path) { try body(try DatabaseQueue(path: path, configuration: configuration)) }
        } catch {
            if created {
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            }
            throw error
        }
    }

    /// Whether two paths name the same file (both existing).
    private static func sameFile(_ first: String, _ second: String) -> Bool {
        var one = stat(), other = stat()
        guard stat(first, &one) == 0, stat(second, &other) == 0 else { return false }
        return one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }
}

/// Runs `body`, reporting SQLite's errors as ``StoreCopyError/sqlite(path:message:)`` for the store at `path`.
func sqlite<Result>(_ path: String, _ body: () throws -> Result) throws -> Result {
    do {
        return try body()
    } catch let error as DatabaseError {
        throw StoreCopyError.sqlite(path: path, message: error.message ?? error.description)
    }
}
