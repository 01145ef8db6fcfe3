import GRDB

/// One row read from the store (``StoreDatabase``), its columns by position: `row[0] as Int64`,
/// `row[3] as Double?`, as GRDB's `Row` reads them.
///
/// An SQLite row is GRDB's, read with GRDB's conversions; a PostgreSQL row, and an SQLite row a
/// lookup reads (``SQLiteDatabase/lookUp(_:_:)``), is its values as the database holds them.
struct StoreRow {
    private enum Storage {
        case sqlite(Row)
        case values([StoreValue])
    }

    private let storage: Storage

    /// An SQLite row (valid as long as GRDB keeps it: a cursor's row only until the next one).
    init(sqlite row: Row) {
        storage = .sqlite(row)
    }

    /// A row of values as the database holds them.
    init(values: [StoreValue]) {
        storage = .values(values)
    }

    /// The column's value. As GRDB's `Row`, a NULL or a value of another kind read as a
    /// type that cannot take it is a programming error (the store's schema says what each
    /// column holds), and stops the program naming the column.
    subscript<Value: StoreValueConvertible>(_ column: Int) -> Value {
        switch storage {
        case .sqlite(let row):
            return Value.decode(sqlite: row, column)
        case .values(let values):
            guard let value = Value.decode(values[column]) else {
                fatalError("column \(column) of a store row holds \(values[column]), not a \(Value.self)")
            }
            return value
        }
    }
}
