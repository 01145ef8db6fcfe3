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

    /// The first row `sql` returns, `nil` when none: a lookup by key, run again and again with
    /// other arguments (SQLite prepares it once a connection, as ``execute(_:_:)`` does). `sql`
    /// is one of a few fixed texts, its values all arguments; a text built from a varying number
    /// of values goes through ``fetchOne(_:_:)``.
    func lookUp(_ sql: String, _ arguments: StoreArguments) throws -> StoreRow?

    /// Calls `body` with each row `sql` returns, in order, until it returns `false` (the rows
    /// after it are not read); a row is valid only during its call.
    func readRows(_ sql: String, _ arguments: StoreArguments, while body: (StoreRow) throws -> Bool) throws

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

    // MARK: Writing

    /// Runs `sql` (statements separated by `;`, the arguments bound in order across them) and
    /// returns how many rows its last statement inserted, updated or deleted.
    @discardableResult
    func execute(_ sql: String, _ arguments: StoreArguments) throws -> Int

    /// Runs an `INSERT` of one row into a table whose `id` the database assigns, and returns that id.
    func insertReturningID(_ sql: String, _ arguments: StoreArguments) throws -> Int64

    /// A statement run row after row with values bound one by one (see ``BulkStatement``).
    /// `countsRows`: each ``BulkStatement/step()`` must say how many rows it changed (an
    /// insert that ignores conflicts); otherwise a backend may gather rows and send them later.
    func bulkStatement(_ sql: String, countsRows: Bool) throws -> BulkStatement

    /// The dialect's spelling of what the shared SQL cannot write once.
    var dialect: SQLDialect { get }

    /// Sends whatever rows ``bulkStatement(_:countsRows:)`` statements still gather; runs before
    /// anything reads them and before commit.
    func flush() throws

    /// Opens the savepoint `name`.
    func savepoint(_ name: String) throws

    /// Undoes everything since the savepoint `name` (rows still gathered included) and closes it.
    func rollBack(toSavepoint name: String) throws

    /// Keeps everything since the savepoint `name` and closes it.
    func release(savepoint name: String) throws
}

/// What SQLite and PostgreSQL spell differently in the statements that change the store.
struct SQLDialect {
    /// Null-safe equality: `IS` in SQLite, `IS NOT DISTINCT FROM` in PostgreSQL.
    let isSame: String
    /// The scalar minimum and maximum of two values: `min`/`max` in SQLite, `LEAST`/`GREATEST` in PostgreSQL.
    let least: String
    let greatest: String
    /// An `INSERT` that leaves out rows conflicting with stored ones: the verb (`INSERT OR IGNORE` in
    /// SQLite, `INSERT` in PostgreSQL) and what ends it (`ON CONFLICT DO NOTHING` in PostgreSQL).
    let insertOrIgnore: String
    let ignoringConflicts: String
    /// Whether a `metadata` row's value is one untyped column (`value`, SQLite) or three (`value_text`,
    /// `value_integer`, `value_real`, PostgreSQL).
    let splitsMetadataValue: Bool

    /// The columns a `metadata` row's value is stored in, as an `INSERT` or `SELECT` lists them:
    /// `value` in SQLite, `value_text, value_integer, value_real` in PostgreSQL.
    var metadataValueColumns: String {
        splitsMetadataValue ? "value_text, value_integer, value_real" : "value"
    }

    static let sqlite = SQLDialect(
        isSame: "IS", least: "min", greatest: "max", insertOrIgnore: "INSERT OR IGNORE", ignoringConflicts: "",
        splitsMetadataValue: false)
    static let postgreSQL = SQLDialect(
        isSame: "IS NOT DISTINCT FROM", least: "LEAST", greatest: "GREATEST", insertOrIgnore: "INSERT",
        ignoringConflicts: " ON CONFLICT DO NOTHING", splitsMetadataValue: true)
}

extension StoreDatabase {
    /// Calls `body` with each row `sql` returns, in order; a row is valid only during its call.
    func forEachRow(_ sql: String, _ arguments: StoreArguments, _ body: (StoreRow) throws -> Void) throws {
        try readRows(sql, arguments) { row in
            try body(row)
            return true
        }
    }

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
    /// The column's value, `nil` when it is NULL.
    func optionalInt64(_ column: Int32) -> Int64?
    /// The column's text, `nil` when it is NULL.
    func text(_ column: Int32) -> String?
    /// The column's bytes (empty when NULL).
    func data(_ column: Int32) -> Data
}
