import GRDB

/// The store's SQLite database (one GRDB connection inside a transaction) as a ``StoreDatabase``.
/// Statements are GRDB's cached ones, and the hot reads keep SQLite's C interface (``ColumnCursor``).
final class SQLiteDatabase: StoreDatabase {
    let db: Database

    init(_ db: Database) {
        self.db = db
    }

    func fetchAll(_ sql: String, _ arguments: StoreArguments) throws -> [StoreRow] {
        try Row.fetchAll(db, sql: sql, arguments: StatementArguments(store: arguments)).map(StoreRow.init(sqlite:))
    }

    func forEachRow(_ sql: String, _ arguments: StoreArguments, _ body: (StoreRow) throws -> Void) throws {
        let rows = try Row.fetchCursor(db, sql: sql, arguments: StatementArguments(store: arguments))
        while let row = try rows.next() {
            try body(StoreRow(sqlite: row))
        }
    }

    func columnCursor(_ sql: String, _ arguments: [Int64]) throws -> any StoreCursor {
        try ColumnCursor(db, sql: sql, arguments: arguments)
    }

    func uuidHex(_ column: String) -> String { "hex(\(column))" }

    var metadataValueColumns: String { "value, value, value" }
}
