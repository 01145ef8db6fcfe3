import Foundation
import WorkoutModel

/// The store's database as its reading code sees it, on either backend: SQLite (``SQLiteDatabase``,
/// through GRDB) or PostgreSQL (``PostgreSQLDatabase``, through PostgresNIO).
///
/// The SQL is written once, in the subset both accept (`?` placeholders, `"end"` quoted, no
/// SQLite-only function), and what differs is asked of the database (``uuidHex(_:)``,
/// ``metadataValueColumns``). Every call runs inside the read transaction the store opened.
protocol StoreDatabase: AnyObject {
    /// Every row `sql` returns.
    func fetchAll(_ sql: String, _ arguments: StoreArguments) throws -> [StoreRow]

    /// Calls `body` with each row `sql` returns, in order; a row is valid only during its call.
    func forEachRow(_ sql: String, _ arguments: StoreArguments, _ body: (StoreRow) throws -> Void) throws

    /// The rows of `sql` read a column at a time, for the rows read by the hundred thousand
    /// (SQLite's C interface on SQLite, ``ColumnCursor``).
    func columnCursor(_ sql: String, _ arguments: StoreArguments) throws -> any StoreCursor

    /// An SQL expression: the 32 upper-case hexadecimal digits of the UUID in `column`.
    func uuidHex(_ column: String) -> String

    /// The three columns a `metadata` row's value is read from: as text, as an integer and as a real.
    var metadataValueColumns: String { get }

    // MARK: Statistics and queries

    /// An SQL expression: the value a predicate compares `value` with (its stored form, see
    /// ``WriteContext/storedForm(of:)``) in the `metadata` row `table`: SQLite's one `value`, or
    /// PostgreSQL's column of that storage class.
    func metadataValue(comparedWith value: MetadataValue, in table: String) -> String

    /// An SQL expression: the stored date (seconds since 2001-01-01 UTC) of the midnight UTC that
    /// begins the day `column` holds as `YYYY-MM-DD`.
    func storedDate(ofDay column: String) -> String
}

extension StoreDatabase {
    /// The first row `sql` returns, `nil` when none.
    func fetchOne(_ sql: String, _ arguments: StoreArguments = []) throws -> StoreRow? {
        try fetchAll(sql, arguments).first
    }
}

/// The rows of a query read a column at a time (see ``StoreDatabase/columnCursor(_:_:)``).
protocol StoreCursor: AnyObject {
    /// Steps to the next row; `false` after the last.
    func next() throws -> Bool
    func int64(_ column: Int32) -> Int64
    func double(_ column: Int32) -> Double
    /// The column's value, `nil` when it is NULL.
    func optionalDouble(_ column: Int32) -> Double?
    /// The column's text, `nil` when it is NULL.
    func text(_ column: Int32) -> String?
    /// The column's bytes (empty when NULL).
    func data(_ column: Int32) -> Data
}
