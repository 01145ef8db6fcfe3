import GRDB
import WorkoutModel

/// The store's SQLite database (one GRDB connection inside a transaction) as a ``StoreDatabase``.
/// Lookups and single statements are GRDB's cached ones, and the hot reads keep SQLite's C
/// interface (``ColumnCursor``).
final class SQLiteDatabase: StoreDatabase {
    let db: Database
    /// In a write transaction (``inWriteTransaction(_:_:)``): the connection's count of changed
    /// rows while nothing is written since the transaction began or was rolled back to its
    /// start (a count that has moved since means something was written); `nil` in a read.
    private var untouchedChanges: Int?
    /// The savepoints opened while nothing was written: each stands for the transaction's start.
    private var savepointsAtStart: Set<String> = []

    /// The connection of a read.
    init(_ db: Database) {
        self.db = db
    }

    /// The connection of a write transaction that has just begun.
    init(_ db: Database, writing: Void) {
        self.db = db
        untouchedChanges = db.totalChangesCount
    }

    func fetchAll(_ sql: String, _ arguments: StoreArguments) throws -> [StoreRow] {
        try Row.fetchAll(db, sql: sql, arguments: StatementArguments(store: arguments)).map(StoreRow.init(sqlite:))
    }

    /// A cached statement: preparing one costs more than running it (about 100,000 instructions,
    /// GRDB's authorizer called for each column it names), and an import looks up its sources,
    /// devices, types and authorization for every file. It is bound and read through SQLite's C
    /// interface (``BulkStatement``): GRDB's `StatementArguments` and `Row` cost three times the
    /// lookup. The row holds the values as SQLite stores them (as PostgreSQL's rows do).
    func lookUp(_ sql: String, _ arguments: StoreArguments) throws -> StoreRow? {
        guard let statement = try boundStatement(sql, arguments) else {
            return try Row.fetchOne(db.cachedStatement(sql: sql), arguments: StatementArguments(store: arguments))
                .map(StoreRow.init(sqlite:))
        }
        return try statement.firstRow().map(StoreRow.init(values:))
    }

    func readRows(_ sql: String, _ arguments: StoreArguments, while body: (StoreRow) throws -> Bool) throws {
        let rows = try Row.fetchCursor(db, sql: sql, arguments: StatementArguments(store: arguments))
        while let row = try rows.next(), try body(StoreRow(sqlite: row)) {}
    }

    func columnCursor(_ sql: String, _ arguments: StoreArguments) throws -> any StoreCursor {
        try ColumnCursor(db, sql: sql, arguments: arguments)
    }

    func uuidHex(_ column: String) -> String { "hex(\(column))" }

    var metadataValueColumns: String { "value, value, value" }

    // MARK: Statistics and queries

    func metadataValue(comparedWith value: MetadataValue, in table: String) -> String { "\(table).value" }

    /// Julian day 2451910.5 is 2001-01-01 00:00 UTC.
    func storedDate(ofDay column: String) -> String { "((julianday(\(column)) - 2451910.5) * 86400)" }

    // MARK: Writing

    /// A statement without `;` runs as GRDB's cached statement (prepared once a connection),
    /// its arguments bound through SQLite's C interface (``BulkStatement``): an import runs a
    /// few such statements a file, and GRDB's `StatementArguments` made from the store's cost
    /// more than the statement.
    @discardableResult
    func execute(_ sql: String, _ arguments: StoreArguments) throws -> Int {
        guard let statement = try boundStatement(sql, arguments) else {
            try db.execute(sql: sql, arguments: StatementArguments(store: arguments))
            return db.changesCount
        }
        return try statement.step()
    }

    /// `sql` as GRDB's cached statement with `arguments` bound through SQLite's C interface;
    /// `nil` when the text holds several statements or takes another number of arguments (GRDB
    /// runs those, and names a mismatch).
    private func boundStatement(_ sql: String, _ arguments: StoreArguments) throws -> BulkStatement? {
        guard !sql.utf8.contains(UInt8(ascii: ";")) else { return nil }
        let statement = try BulkStatement(db, sql: sql)
        guard statement.parameterCount == arguments.count else { return nil }
        for (index, argument) in arguments.enumerated() { statement.bind(Int32(index + 1), argument.storeValue) }
        return statement
    }

    func insertReturningID(_ sql: String, _ arguments: StoreArguments) throws -> Int64 {
        try execute(sql, arguments)
        return db.lastInsertedRowID
    }

    /// SQLite's prepared statement, bound through its C interface; every step runs it.
    func bulkStatement(_ sql: String, countsRows: Bool) throws -> BulkStatement {
        try BulkStatement(db, sql: sql)
    }

    var dialect: SQLDialect { .sqlite }

    /// Nothing is gathered on SQLite.
    func flush() throws {}

    /// While nothing is written in the transaction, the savepoint is its start, and opens
    /// nothing (see ``inWriteTransaction(_:_:)``).
    func savepoint(_ name: String) throws {
        if let untouchedChanges, untouchedChanges == db.totalChangesCount {
            savepointsAtStart.insert(name)
        } else {
            try db.execute(sql: "SAVEPOINT \(name)")
        }
    }

    /// A savepoint that is the transaction's start: the transaction is rolled back to it and
    /// stays open (with the write lock).
    func rollBack(toSavepoint name: String) throws {
        if savepointsAtStart.remove(name) != nil {
            try checkTransactionOpen()
            try db.execute(sql: "ROLLBACK TO \(Self.transactionSavepoint)")
            untouchedChanges = db.totalChangesCount
        } else {
            try db.execute(sql: "ROLLBACK TO SAVEPOINT \(name); RELEASE SAVEPOINT \(name)")
        }
    }

    func release(savepoint name: String) throws {
        if savepointsAtStart.remove(name) == nil {
            try db.execute(sql: "RELEASE SAVEPOINT \(name)")
        }
    }
}
