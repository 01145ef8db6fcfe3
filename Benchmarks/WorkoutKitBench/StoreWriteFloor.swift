import Foundation
import GRDB
import WorkoutKit

/// The floor of writing what an import wrote: every row of every table of a store an
/// import made, read into memory first (not timed), written into a new store of the same
/// schema with one prepared `INSERT` a table, in a given number of transactions (each
/// table's rows cut into as many consecutive slices, tables in the order they were made),
/// then the store closed, which checkpoints its write-ahead log as the import's process
/// does when it ends. Same rows,
/// same indexes, same file settings as `WorkoutStore` opens a store with (WAL,
/// `synchronous = NORMAL`, a 16 MB page cache), and nothing else: no reading of a file, no
/// encoding, no digest. An import cannot write its store for less CPU than this.
///
/// The first transaction writes the new store's file directly through a rollback journal
/// (`synchronous = FULL`), as an import session does into a store nothing was ever added to
/// (see the README's "The store"); the others go through the write-ahead log.
struct StoreWriteFloor {
    /// Wall and processor time of the writing (the store's creation and the reading of the
    /// rows left out).
    var wall: Double
    var user: Double
    var system: Double
    var rows: Int
    var bytes: Int

    var processor: Double { user + system }

    var description: String {
        String(format: "%7.3f s wall %7.3f s cpu (%.3f user + %.3f system), %d rows, %.1f MB", wall, processor, user, system,
               rows, Double(bytes) / 1e6)
    }

    /// Writes `source`'s rows into a new store at `target` (removed first) in `transactions` transactions.
    static func measure(copying source: String, into target: String, transactions: Int) throws -> StoreWriteFloor {
        for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: target + suffix) }
        _ = try WorkoutStore(path: target)  // the schema, as the import's store had it
        let tables = try readTables(source)
        var configuration = GRDB.Configuration()
        configuration.prepareDatabase { db in
            // As `WorkoutStore` opens a store.
            try db.execute(sql: "PRAGMA synchronous = NORMAL; PRAGMA cache_size = -16384")
        }
        let start = (wall: Bench.monotonicSeconds(), usage: ProcessorUsage.ofThisProcess())
        let pool = try DatabasePool(path: target, configuration: configuration)
        let slices = max(1, transactions)
        for slice in 0..<slices {
            if slice == 0 {
                try pool.writeWithoutTransaction { db in
                    try db.execute(sql: "PRAGMA journal_mode = DELETE; PRAGMA synchronous = FULL")
                }
            }
            defer {
                if slice == 0 {
                    try? pool.writeWithoutTransaction { db in
                        try db.execute(sql: "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
                    }
                }
            }
            try pool.write { db in
                for table in tables {
                    // Row i goes into slice i × slices / count: a table of one row (the source
                    // every workout names) into the first.
                    func first(_ slice: Int) -> Int { (slice * table.rows.count + slices - 1) / slices }
                    let rows = first(slice) ..< first(slice + 1)
                    guard !rows.isEmpty else { continue }
                    let statement = try db.cachedStatement(sql: table.insert)
                    for row in table.rows[rows] { try statement.execute(arguments: StatementArguments(row)) }
                }
            }
        }
        try pool.close()
        let end = (wall: Bench.monotonicSeconds(), usage: ProcessorUsage.ofThisProcess())
        return StoreWriteFloor(wall: end.wall - start.wall, user: end.usage.user - start.usage.user,
                               system: end.usage.system - start.usage.system,
                               rows: tables.reduce(0) { $0 + $1.rows.count }, bytes: tables.reduce(0) { $0 + $1.bytes })
    }

    /// One table's rows and the statement that inserts one.
    private struct TableRows {
        var insert: String
        var rows: [[DatabaseValue]]
        var bytes: Int
    }

    /// Every row of the store's tables but the migrations' record (which the new store has).
    private static func readTables(_ path: String) throws -> [TableRows] {
        var configuration = GRDB.Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in
            let names = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master
                WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations' ORDER BY rootpage
                """)
            return try names.map { name in
                let columns = try db.columns(in: name).map(\.name)
                let rows = try Row.fetchAll(db, sql: "SELECT * FROM \"\(name)\"").map { Array($0.databaseValues) }
                let bytes = rows.reduce(0) { total, row in
                    row.reduce(total) { total, value in
                        switch value.storage {
                        case .blob(let data): total + data.count
                        case .string(let text): total + text.utf8.count
                        case .int64, .double: total + 8
                        case .null: total
                        }
                    }
                }
                // OR REPLACE: the rows a new store holds already (its state, its known types) are replaced.
                let insert = "INSERT OR REPLACE INTO \"\(name)\" (\(columns.map { "\"\($0)\"" }.joined(separator: ", "))) "
                    + "VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))"
                return TableRows(insert: insert, rows: rows, bytes: bytes)
            }
        }
    }
}
