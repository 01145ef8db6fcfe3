import Foundation
import GRDB
import GRDBSQLite

/// A query stepped through SQLite's C interface, its columns read with `sqlite3_column_*`:
/// for the rows read by the hundred thousand (an export's point values), where a GRDB
/// `Row` and its value conversions cost more than the reading.
///
/// The statement is its own (not the connection's cache), so that two passes over one
/// workout can read at once; it lives as long as the cursor.
final class ColumnCursor: StoreCursor {
    private let statement: Statement
    private let database: Database
    private var handle: OpaquePointer { statement.sqliteStatement }

    /// Prepares `sql` with `arguments` bound to its parameters in order.
    init(_ db: Database, sql: String, arguments: StoreArguments) throws {
        statement = try db.makeStatement(sql: sql)
        database = db
        try statement.setArguments(StatementArguments(store: arguments))
    }

    /// Steps to the next row; `false` after the last.
    func next() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW:
            return true
        case SQLITE_DONE:
            return false
        default:
            throw database.lastError(of: statement)
        }
    }

    func int64(_ column: Int32) -> Int64 {
        sqlite3_column_int64(handle, column)
    }

    func double(_ column: Int32) -> Double {
        sqlite3_column_double(handle, column)
    }

    /// The column's value, `nil` when it is NULL.
    func optionalDouble(_ column: Int32) -> Double? {
        sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : sqlite3_column_double(handle, column)
    }

    /// The column's value, `nil` when it is NULL.
    func optionalInt64(_ column: Int32) -> Int64? {
        sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : sqlite3_column_int64(handle, column)
    }

    /// The column's text, `nil` when it is NULL.
    func text(_ column: Int32) -> String? {
        guard let text = sqlite3_column_text(handle, column) else { return nil }
        return String(cString: text)
    }

    /// The column's bytes, copied (empty when NULL).
    func data(_ column: Int32) -> Data {
        // The pointer first, then its size (SQLite's order: the size is of the form asked for).
        guard let bytes = sqlite3_column_blob(handle, column) else { return Data() }
        return Data(bytes: bytes, count: Int(sqlite3_column_bytes(handle, column)))
    }
}
