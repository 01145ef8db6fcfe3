import GRDB
import WorkoutModel

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

    func columnCursor(_ sql: String, _ arguments: StoreArguments) throws -> any StoreCursor {
        try ColumnCursor(db, sql: sql, arguments: arguments)
    }

    func uuidHex(_ column: String) -> String { "hex(\(column))" }

    var metadataValueColumns: String { "value, value, value" }

    // MARK: Statistics and queries

    func metadataValue(comparedWith value: MetadataValue, in table: String) -> String { "\(table).value" }

    /// Julian day 2451910.5 is 2001-01-01 00:00 UTC.
    func storedDate(ofDay column: String) -> String { "((julianday(\(column)) - 2451910.5) * 86400)" }
}
