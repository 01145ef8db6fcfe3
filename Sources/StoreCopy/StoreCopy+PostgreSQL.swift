import GRDB
import PostgreSQLStore
import PostgresNIO

/// A PostgreSQL store read by a copy, inside a read transaction (one snapshot) on `connection`.
struct PostgreSQLSource: CopySource {
    let connection: PostgreSQLConnection
    /// The tables, by name.
    let tables: [String: PostgreSQLTable]
    let store: String

    init(connection: PostgreSQLConnection, tables: [PostgreSQLTable], store: String) {
        self.connection = connection
        self.tables = Dictionary(uniqueKeysWithValues: tables.map { ($0.table.name, $0) })
        self.store = store
    }

    func count(_ table: CopiedTable) throws -> Int64 {
        try connection.query(PostgresQuery(unsafeSQL: "SELECT count(*) FROM \(CopiedTable.quoted(table.name))"))[0].decode(Int64.self)
    }

    func anchor() throws -> Int64 {
        try connection.query("SELECT anchor FROM store_state WHERE id = 1")[0].decode(Int64.self)
    }

    /// Reads through a cursor, a batch per `FETCH`: rows with packed chunks (up to a few
    /// hundred kilobytes each) come fewer at a time.
    func forEachBatch(of table: CopiedTable, _ body: ([[DatabaseValue]]) throws -> Void) throws {
        guard let mapping = tables[table.name] else { preconditionFailure("\(table.name) was matched to no PostgreSQL table") }
        let order = table.primaryKey.isEmpty ? "" : " ORDER BY " + table.primaryKey.map(CopiedTable.quoted).joined(separator: ", ")
        try connection.execute(PostgresQuery(unsafeSQL: """
            DECLARE store_copy NO SCROLL CURSOR FOR
            SELECT \(mapping.postgreSQLColumns.map(CopiedTable.quoted).joined(separator: ", ")) FROM \(CopiedTable.quoted(table.name))\(order)
            """))
        let fetch = PostgresQuery(unsafeSQL: "FETCH FORWARD \(mapping.hasLargeValues ? 16 : StoreCopy.batchRows) FROM store_copy")
        while true {
            let rows = try connection.query(fetch)
            if rows.isEmpty { break }
            try body(try rows.map { try mapping.values(of: $0, store: store) })
        }
        try connection.execute("CLOSE store_copy")
    }
}

/// A PostgreSQL store written by a copy, inside one write transaction.
struct PostgreSQLDestination: CopyDestination {
    /// PostgreSQL's limit on the parameters of one statement.
    static let maximumParameters = 65535

    let transaction: PostgreSQLTransaction
    /// The tables, by name.
    let tables: [String: PostgreSQLTable]
    let store: String

    init(transaction: PostgreSQLTransaction, tables: [PostgreSQLTable], store: String) {
        self.transaction = transaction
        self.tables = Dictionary(uniqueKeysWithValues: tables.map { ($0.table.name, $0) })
        self.store = store
    }

    /// Takes the store-wide anchor's lock (``PostgreSQLTransaction/nextAnchors(_:)`` with no anchor).
    func lockAnchor() throws -> Int64 {
        try transaction.nextAnchors(0) - 1
    }

    func count(_ table: CopiedTable) throws -> Int64 {
        try transaction.query(PostgresQuery(unsafeSQL: "SELECT count(*) FROM \(CopiedTable.quoted(table.name))"))[0].decode(Int64.self)
    }

    /// Multi-row `INSERT`s, as many rows to one as PostgreSQL's parameter limit allows.
    func insert(_ rows: [[DatabaseValue]], into table: CopiedTable) throws {
        guard let mapping = tables[table.name] else { preconditionFailure("\(table.name) was matched to no PostgreSQL table") }
        let width = mapping.postgreSQLColumns.count
        let head = "INSERT INTO \(CopiedTable.quoted(table.name)) (\(mapping.postgreSQLColumns.map(CopiedTable.quoted).joined(separator: ", "))) VALUES "
        var first = 0
        while first < rows.count {
            let slice = rows[first..<min(rows.count, first + max(1, Self.maximumParameters / width))]
            var bindings = PostgresBindings(capacity: slice.count * width)
            var sql = head
            for (index, row) in slice.enumerated() {
                try mapping.bind(row, into: &bindings, store: store)
                sql += (index == 0 ? "(" : ", (") + (1...width).map { "$\(index * width + $0)" }.joined(separator: ", ") + ")"
            }
            try transaction.execute(PostgresQuery(unsafeSQL: sql, binds: bindings))
            first += slice.count
        }
    }

    /// Takes the source's anchors (the store's anchor was 0, so they are the same numbers) and
    /// moves the identity columns' sequences past the copied ids, so that later inserts do not
    /// take an id the copy kept. The transaction notifies the followers at commit.
    func finish(anchor: Int64) throws {
        _ = try transaction.nextAnchors(Int(anchor))
        let identities = try transaction.query("""
            SELECT c.relname::text, a.attname::text
            FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = current_schema() AND c.relkind = 'r' AND a.attidentity <> ''
            """)
        for row in identities {
            let (table, column) = try row.decode((String, String).self)
            try transaction.query("""
                SELECT setval(pg_get_serial_sequence(\(CopiedTable.quoted(table)), \(column)), coalesce(max(\(unescaped: CopiedTable.quoted(column))), 0) + 1, false)
                FROM \(unescaped: CopiedTable.quoted(table))
                """)
        }
    }
}
