import Foundation
import GRDB
import PostgreSQLStore
import PostgresNIO
import Testing
import TestSupport
import WorkoutStore

@Suite("PostgreSQL store schema", .enabled(if: TestServer.isAvailable, TestServer.missing))
struct PostgreSQLSchemaTests {
    @Test("a new store has the SQLite store's tables and columns (metadata's value split by kind), and records its migrations")
    func mirrorsSQLite() throws {
        let configuration = try TestServer.configuration()
        defer { try? TestServer.drop(schema: configuration.schema) }
        let store = try PostgreSQLStore(configuration: configuration)
        defer { store.connection.close() }
        #expect(try store.appliedMigrations() == ["v1", "v2", "v3-exportspeed-point-time-order", "v4-healthrest-provenance-and-heartbeats", "v5-untimed-route-chunk-time-bit", "v6-segment-start-bits", "v7-untimed-location-values", "v8-series-workout-type-format-index", "v9-provisional-anchors", "v10-series-chunk-device", "v11-series-format-3", "v12-route-chunk-format", "v13-series-narrow-times-and-anchors"])
        #expect(try store.currentAnchor() == 0)

        let rows = try store.connection.query("""
            SELECT table_name::text, column_name::text FROM information_schema.columns
            WHERE table_schema = \(configuration.schema) AND table_name <> 'schema_migrations'
            """)
        var postgreSQL: [String: Set<String>] = [:]
        for row in rows {
            let (table, column) = try row.decode((String, String).self)
            postgreSQL[table, default: []].insert(column)
        }

        var sqlite = try sqliteColumns()
        sqlite["metadata"]?.remove("value")
        sqlite["metadata"]?.formUnion(["value_text", "value_integer", "value_real"])
        #expect(postgreSQL == sqlite)
    }

    @Test("opening the store again runs no migration and keeps what is stored")
    func reopen() throws {
        let configuration = try TestServer.configuration()
        defer { try? TestServer.drop(schema: configuration.schema) }
        let first = try PostgreSQLStore(configuration: configuration)
        try first.write { transaction in
            let anchor = try transaction.nextAnchors(1)
            try transaction.execute(
                "INSERT INTO deleted_objects (anchor, kind, uuid, object_type) VALUES (\(anchor), 'sample', \(UUID()), 'test')")
        }
        first.connection.close()
        let second = try PostgreSQLStore(configuration: configuration)
        defer { second.connection.close() }
        #expect(try second.appliedMigrations() == ["v1", "v2", "v3-exportspeed-point-time-order", "v4-healthrest-provenance-and-heartbeats", "v5-untimed-route-chunk-time-bit", "v6-segment-start-bits", "v7-untimed-location-values", "v8-series-workout-type-format-index", "v9-provisional-anchors", "v10-series-chunk-device", "v11-series-format-3", "v12-route-chunk-format", "v13-series-narrow-times-and-anchors"])
        #expect(try second.currentAnchor() == 1)
        #expect(try second.connection.query("SELECT count(*) FROM schema_migrations")[0].decode(Int64.self) == 13)
    }

    @Test("four connections opening a new store at once create it once")
    func concurrentCreation() throws {
        let configuration = try TestServer.configuration()
        defer { try? TestServer.drop(schema: configuration.schema) }
        let errors = Collected<String>()
        runThreads(4) { _ in
            do {
                let store = try PostgreSQLStore(configuration: configuration)
                store.connection.close()
            } catch {
                errors.append(String(describing: error))
            }
        }
        #expect(errors.values.isEmpty)
        let store = try PostgreSQLStore(configuration: configuration)
        defer { store.connection.close() }
        #expect(try store.connection.query("SELECT count(*) FROM schema_migrations")[0].decode(Int64.self) == 13)
    }

    @Test("a schema holding other tables is refused as not a store, and left as it was")
    func foreignSchema() throws {
        let configuration = try TestServer.configuration()
        defer { try? TestServer.drop(schema: configuration.schema) }
        let connection = try PostgreSQLConnection(configuration: configuration)
        defer { connection.close() }
        try connection.execute(PostgresQuery(unsafeSQL: "CREATE SCHEMA \"\(configuration.schema)\""))
        try connection.execute(PostgresQuery(unsafeSQL: "CREATE TABLE \"\(configuration.schema)\".invoices (id INT)"))
        #expect(throws: PostgreSQLStoreError.notAStore(schema: configuration.schema)) {
            try PostgreSQLStore(configuration: configuration)
        }
        let tables = try connection.query("SELECT count(*) FROM pg_tables WHERE schemaname = \(configuration.schema)")
        #expect(try tables[0].decode(Int64.self) == 1)
    }

    @Test("a store migrated by a newer release is refused, naming the migration")
    func newerStore() throws {
        let configuration = try TestServer.configuration()
        defer { try? TestServer.drop(schema: configuration.schema) }
        let store = try PostgreSQLStore(configuration: configuration)
        try store.connection.execute("INSERT INTO schema_migrations (identifier) VALUES ('v99-from-the-future')")
        store.connection.close()
        #expect(throws: PostgreSQLStoreError.newerStore(schema: configuration.schema, migration: "v99-from-the-future")) {
            try PostgreSQLStore(configuration: configuration)
        }
    }

    /// The tables and columns of a new SQLite store, made by `WorkoutStore` itself.
    private func sqliteColumns() throws -> [String: Set<String>] {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("store.sqlite").path
        _ = try WorkoutStore(path: path)
        let database = try DatabaseQueue(path: path)
        return try database.read { db in
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'
                """)
            var columns: [String: Set<String>] = [:]
            for table in tables {
                columns[table] = Set(try db.columns(in: table).map(\.name))
            }
            return columns
        }
    }
}

/// Runs `body(index)` on `count` threads of their own at once, and returns when all are done.
func runThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread {
            body(index)
            group.leave()
        }.start()
    }
    group.wait()
}
