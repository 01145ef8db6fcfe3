import GRDB

/// A SQLite store read by a copy, inside the read transaction of `db`.
struct SQLiteSource: CopySource {
    let db: Database
    let path: String

    func count(_ table: CopiedTable) throws -> Int64 {
        try sqlite(path) { try Int64.fetchOne(db, sql: "SELECT count(*) FROM \(CopiedTable.quoted(table.name))") ?? 0 }
    }

    func anchor() throws -> Int64 {
        try sqlite(path) { try Int64.fetchOne(db, sql: "SELECT anchor FROM store_state WHERE id = 1") ?? 0 }
    }

    func forEachBatch(of table: CopiedTable, _ body: ([[DatabaseValue]]) throws -> Void) throws {
        let order = table.primaryKey.isEmpty ? "" : " ORDER BY " + table.primaryKey.map(CopiedTable.quoted).joined(separator: ", ")
        let sql = "SELECT " + table.columns.map(CopiedTable.quoted).joined(separator: ", ") + " FROM " + CopiedTable.quoted(table.name) + order
        var batch: [[DatabaseValue]] = []
        var bytes = 0
        let rows = try sqlite(path) { try Row.fetchCursor(db, sql: sql) }
        while let row = try sqlite(path, { try rows.next() }) {
            let values = Array(row.databaseValues)
            batch.append(values)
            bytes += values.reduce(0) { $0 + $1.approximateSize }
            if batch.count == StoreCopy.batchRows || bytes >= StoreCopy.batchBytes {
                try body(batch)
                batch.removeAll(keepingCapacity: true)
                bytes = 0
            }
        }
        if !batch.isEmpty { try body(batch) }
    }
}

/// A SQLite store written by a copy, inside the write transaction of `db`.
struct SQLiteDestination: CopyDestination {
    let db: Database
    let path: String

    var store: String { path }

    func lockAnchor() throws -> Int64 {
        // The transaction is IMMEDIATE: it holds SQLite's write lock already.
        try sqlite(path) { try Int64.fetchOne(db, sql: "SELECT anchor FROM store_state WHERE id = 1") ?? 0 }
    }

    func count(_ table: CopiedTable) throws -> Int64 {
        try sqlite(path) { try Int64.fetchOne(db, sql: "SELECT count(*) FROM \(CopiedTable.quoted(table.name))") ?? 0 }
    }

    func insert(_ rows: [[DatabaseValue]], into table: CopiedTable) throws {
        try sqlite(path) {
            let statement = try db.cachedStatement(sql: """
                INSERT INTO \(CopiedTable.quoted(table.name)) (\(table.columns.map(CopiedTable.quoted).joined(separator: ", ")))
                VALUES (\(Array(repeating: "?", count: table.columns.count).joined(separator: ", ")))
                """)
            for row in rows {
                try statement.execute(arguments: StatementArguments(row))
            }
        }
    }

    func finish(anchor: Int64) throws {
        try sqlite(path) { try db.execute(sql: "UPDATE store_state SET anchor = ? WHERE id = 1", arguments: [anchor]) }
    }
}
