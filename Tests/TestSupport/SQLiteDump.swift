import GRDB

/// Every table of a SQLite file, row by row, for comparing two stores exactly.
public enum SQLiteDump {
    /// Each table's rows (GRDB's migration table included) in the order of all their columns,
    /// each value written with its storage class, reals by their bits: two stores have the same
    /// dump only when every value is the same, bit for bit.
    public static func tables(path: String) throws -> [String: [String]] {
        try DatabaseQueue(path: path).read { db in
            let names = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'")
            var tables: [String: [String]] = [:]
            for name in names {
                let width = try db.columns(in: name).count
                let order = (1...width).map(String.init).joined(separator: ", ")
                tables[name] = try Row.fetchAll(db, sql: "SELECT * FROM \"\(name)\" ORDER BY \(order)").map(line)
            }
            return tables
        }
    }

    /// The rows `sql` selects from a SQLite file, each written as ``tables(path:)`` writes a row.
    public static func rows(path: String, sql: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in try Row.fetchAll(db, sql: sql).map(line) }
    }

    /// A row's values, each with its storage class, reals by their bits.
    private static func line(_ row: Row) -> String {
        row.databaseValues.map { value in
            switch value.storage {
            case .null: "NULL"
            case .int64(let number): "integer \(number)"
            case .double(let number): "real \(number.bitPattern)"
            case .string(let text): "text \(text.debugDescription)"
            case .blob(let bytes): "blob " + bytes.map { String($0, radix: 16) }.joined(separator: ".")
            }
        }.joined(separator: " | ")
    }
}
