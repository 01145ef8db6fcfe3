import GRDB

/// One table of the store as a copy reads and writes it: its name, its columns by their SQLite
/// names, and its primary key (the order its rows are read in).
///
/// The tables and columns come from the SQLite store's own catalog, made by `WorkoutStore`'s
/// migrations: the copy knows no table by heart. When one end is a PostgreSQL store, each
/// table is matched to PostgreSQL's by ``PostgreSQLTable``, which fails, naming the table and
/// column, on anything the two schemas do not share.
struct CopiedTable {
    /// The store-wide anchor's table: a new store already has its one row, which the copy
    /// updates (with the source's anchor) instead of inserting.
    static let storeState = "store_state"

    let name: String
    /// The columns, by their SQLite names, in the SQLite table's order.
    let columns: [String]
    /// The primary key's columns, in the key's order.
    let primaryKey: [String]

    /// The store's tables in the order SQLite created them, so that a table another one
    /// references (`sources`, `devices`) comes first. GRDB's migration table is not the store's.
    static func tables(of db: Database) throws -> [CopiedTable] {
        let names = try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master
            WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> 'grdb_migrations'
            ORDER BY rowid
            """)
        return try names.map { name in
            let columns = try db.columns(in: name).map(\.name)
            // A table without a declared key has SQLite's hidden rowid, which PostgreSQL does not have: no order then.
            let key = try db.primaryKey(name).columns
            return CopiedTable(name: name, columns: columns, primaryKey: key.allSatisfy(columns.contains) ? key : [])
        }
    }

    /// `name` as an SQL identifier, quoted (SQLite and PostgreSQL quote alike).
    static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
