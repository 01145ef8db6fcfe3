/// Why a store could not be copied. Each `description` is one line naming the store (its
/// path, or its URL without the password) and what is wrong.
public enum StoreCopyError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The source store does not exist (no file, or no such schema on the server).
    case noStore(String)
    /// The destination already holds something (`rows` rows of `table`, or, for `store_state`, anchor `rows`).
    case destinationNotEmpty(store: String, table: String, rows: Int64)
    /// The source and the destination are the same store.
    case sameStore(String)
    /// The two stores are both on PostgreSQL, which `store copy` does not do.
    case bothPostgreSQL
    /// The SQLite store has a migration whose tables or columns the PostgreSQL schema does not mirror yet.
    case migrationNotMirrored(store: String, migration: String)
    /// A table or column of one store has no counterpart in the other's schema.
    case layoutMismatch(store: String, reason: String)
    /// A stored value that the other store cannot keep as it is (a wrong storage class, a UUID that is not 16 bytes).
    case unsupportedValue(store: String, table: String, column: String, row: String, reason: String)
    /// The SQLite store could not be read or written.
    case sqlite(path: String, message: String)

    public var description: String {
        switch self {
        case .noStore(let store):
            "\(store): no store there to copy from."
        case .destinationNotEmpty(let store, let table, let rows):
            table == "store_state"
                ? "\(store): the store is not empty (its anchor is \(rows)); store copy writes only into a new or empty store."
                : "\(store): the store is not empty (\(rows) rows in \(table)); store copy writes only into a new or empty store."
        case .sameStore(let store):
            "\(store): the source and the destination are the same store."
        case .bothPostgreSQL:
            "store copy copies between a SQLite store and a PostgreSQL store, or between two SQLite stores; "
                + "to copy one PostgreSQL store to another, copy it to a SQLite file first."
        case .migrationNotMirrored(let store, let migration):
            "\(store): the store has the SQLite migration \"\(migration)\", which the PostgreSQL store does not mirror yet: "
                + "copying it would lose what that migration added."
        case .layoutMismatch(let store, let reason):
            "\(store): \(reason)."
        case .unsupportedValue(let store, let table, let column, let row, let reason):
            "\(store): table \(table), column \(column), row \(row): \(reason)."
        case .sqlite(let path, let message):
            "\(path): \(message)."
        }
    }
}
