import Foundation
import GRDB
import PostgreSQLStore
import PostgresNIO
@testable import StoreCopy
import Testing
import TestSupport
import WorkoutModel
import WorkoutStore

@Suite("store copy between SQLite and PostgreSQL: layout checks and exact values",
       .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
struct StoreCopyTests {
    @Test("a SQLite store with a migration the PostgreSQL store does not mirror is refused by its name, both ways, and nothing is written")
    func unmirroredMigrationRefused() throws {
        let folder = try TemporaryDirectory()
        let sqlitePath = folder.path("store.sqlite")
        _ = try WorkoutStore(path: sqlitePath)
        let (url, schema) = try Self.newServerStore()
        defer { Self.drop(schema) }
        // This release's PostgreSQL schema as if it did not mirror the SQLite store's last migration yet.
        let lastMigration = try #require(PostgreSQLStore.mirroredSQLiteMigrations.last)
        let mirrored = Array(PostgreSQLStore.mirroredSQLiteMigrations.dropLast())

        let toServer = StoreCopy(from: .sqlite(path: sqlitePath), to: try StoreLocation(url), mirroredMigrations: mirrored)
        #expect(throws: StoreCopyError.migrationNotMirrored(store: sqlitePath, migration: lastMigration)) { try toServer.run() }
        let newFile = folder.path("back.sqlite")
        let fromServer = StoreCopy(from: try StoreLocation(url), to: .sqlite(path: newFile), mirroredMigrations: mirrored)
        #expect(throws: StoreCopyError.migrationNotMirrored(store: newFile, migration: lastMigration)) { try fromServer.run() }
        #expect(!FileManager.default.fileExists(atPath: newFile), "the refused copy's new SQLite file was left behind")
        #expect(String(describing: StoreCopyError.migrationNotMirrored(store: sqlitePath, migration: lastMigration))
            .contains("\"\(lastMigration)\", which the PostgreSQL store does not mirror yet"))
    }

    @Test("a column the PostgreSQL store lacks is refused by table and column name, and the copy writes nothing")
    func unknownColumnRefused() throws {
        let folder = try TemporaryDirectory()
        let sqlitePath = folder.path("store.sqlite")
        try Self.fillRawStore(sqlitePath)
        let (url, schema) = try Self.newServerStore()
        defer { Self.drop(schema) }
        let server = try Self.store(schema)
        defer { server.connection.close() }
        try server.connection.execute("ALTER TABLE workouts DROP COLUMN energy_unit")
        #expect {
            try StoreCopy(from: .sqlite(path: sqlitePath), to: try StoreLocation(url)).run()
        } throws: { error in
            String(describing: error).contains("the SQLite store's column workouts.energy_unit has no counterpart in the PostgreSQL store")
        }
        #expect(try server.currentAnchor() == 0)
        #expect(try server.connection.query("SELECT count(*) FROM sources")[0].decode(Int64.self) == 0)
    }

    @Test("metadata values of every storage class, NULLs, UUIDs, blobs and reals round-trip bit for bit; ids and anchors continue after the copy")
    func exactValuesAndContinuation() throws {
        let folder = try TemporaryDirectory()
        let original = folder.path("store.sqlite")
        try Self.fillRawStore(original)
        let (url, schema) = try Self.newServerStore()
        defer { Self.drop(schema) }

        let there = try StoreCopy(from: .sqlite(path: original), to: try StoreLocation(url)).run()
        #expect(there.anchor == 41 && there.rows == 10)
        let back = folder.path("back.sqlite")
        let again = try StoreCopy(from: try StoreLocation(url), to: .sqlite(path: back)).run()
        #expect(again.anchor == 41 && again.rows == there.rows)
        #expect(try SQLiteDump.tables(path: original) == SQLiteDump.tables(path: back))

        // On PostgreSQL, new rows continue after the copied ones: identity ids and anchors.
        let server = try Self.store(schema)
        defer { server.connection.close() }
        let (source, anchor) = try server.write { transaction in
            (try transaction.query("INSERT INTO sources (name) VALUES ('after the copy') RETURNING id")[0].decode(Int64.self),
             try transaction.nextAnchors(1))
        }
        #expect(source == 8 && anchor == 42)
    }

    @Test("a series chunk's own device (a strap's heart rate in a phone's ride) is copied there and back: the PostgreSQL store and the copy back read the strap on the series, the files' tables equal")
    func seriesChunkDeviceIsCopied() throws {
        let folder = try TemporaryDirectory()
        let original = folder.path("store.sqlite")
        let strap = Device(name: "HRM-Pro", manufacturer: "Garmin")
        let start = Date(timeIntervalSince1970: 1_714_548_600)
        var heartRate = QuantitySeries(type: .heartRate, device: strap)
        var cadence = QuantitySeries(type: .cyclingCadence)
        for second in 0..<700 {
            heartRate.append(120 + Double(second % 30), at: start.addingTimeInterval(Double(second)))
            cadence.append(85, at: start.addingTimeInterval(Double(second)))
        }
        let ride = WorkoutRecording(
            workout: Workout(activityType: .cycling, start: start, end: start.addingTimeInterval(700), source: Source(name: "Phone"),
                             device: Device(name: "iPhone")),
            series: RecordingSeries([cadence, heartRate]))
        try WorkoutStore(path: original).importSession { session in _ = try session.save(ride) }
        let (url, schema) = try Self.newServerStore()
        defer { Self.drop(schema) }

        _ = try StoreCopy(from: .sqlite(path: original), to: try StoreLocation(url)).run()
        let server = try WorkoutStore(postgreSQL: try PostgreSQLConfiguration(url: url))
        #expect(try server.recording(for: ride.workout.uuid)?.series.map(\.device) == [nil, strap])
        let back = folder.path("back.sqlite")
        _ = try StoreCopy(from: try StoreLocation(url), to: .sqlite(path: back)).run()
        #expect(try SQLiteDump.tables(path: original) == SQLiteDump.tables(path: back))
        let read = try #require(try WorkoutStore(path: back).recording(for: ride.workout.uuid))
        #expect(read == ride && read.series.map(\.device) == [nil, strap])
    }

    @Test("a metadata value PostgreSQL keeps no column for (a blob) is refused, naming the row")
    func blobMetadataRefused() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("store.sqlite")
        try Self.fillRawStore(path)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO metadata (owner_kind, owner_id, key, kind, value) VALUES (0, 40, 'Odd', 1, x'00ff')")
        }
        let (url, schema) = try Self.newServerStore()
        defer { Self.drop(schema) }
        #expect {
            try StoreCopy(from: .sqlite(path: path), to: try StoreLocation(url)).run()
        } throws: { error in
            let message = String(describing: error)
            return message.contains("table metadata, column value, row (owner_kind, owner_id, key) (0, 40, ") && message.contains("Odd")
                && message.contains("a blob, which the PostgreSQL store keeps no column for")
        }
    }

    /// A store made by `WorkoutStore`, with rows written directly: every storage class the
    /// copy converts, in the tables whose columns hold them.
    static func fillRawStore(_ path: String) throws {
        _ = try WorkoutStore(path: path)
        let uuid = UUID().storeBytes
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO sources (id, name, bundle_identifier) VALUES (7, 'Edge 530', NULL)")
            try db.execute(sql: """
                INSERT INTO workouts (id, uuid, activity_type, start, end, duration, energy_value, energy_unit, source_id,
                    sync_identifier, sync_version, content_digest)
                VALUES (40, ?, 13, 0.1, 3600.1000000000001, 3600.0000000000005, -0.0, 'kcal', 7, NULL, 3, 'digest')
                """, arguments: [uuid])
            try db.execute(sql: "INSERT INTO route_chunks (route_id, chunk, count, data) VALUES (41, 0, 3, ?)", arguments: [Data((0..<200).map { UInt8($0) })])
            for (key, kind, value) in [("Text", 1, "'é'"), ("Integer", 2, "9223372036854775807"), ("Real", 3, "1e-300"), ("Bool", 4, "0"), ("None", 1, "NULL")] {
                try db.execute(sql: "INSERT INTO metadata (owner_kind, owner_id, key, kind, value, unit) VALUES (0, 40, ?, ?, \(value), NULL)",
                               arguments: [key, kind])
            }
            try db.execute(sql: "INSERT INTO deleted_objects (anchor, kind, uuid, object_type) VALUES (39, 'sample', ?, 'HKQuantityTypeIdentifierHeartRate')",
                           arguments: [UUID().storeBytes])
            try db.execute(sql: "INSERT INTO \"authorization\" (source_name, object_type, share, read) VALUES ('Edge 530', 'workout', 1, 0)")
            try db.execute(sql: "UPDATE store_state SET anchor = 41")
        }
    }

    /// A new schema on the test server and its URL.
    static func newServerStore() throws -> (url: String, schema: String) {
        let schema = PostgreSQLTestServer.newSchema()
        return (try #require(PostgreSQLTestServer.url(schema: schema)), schema)
    }

    /// The PostgreSQL store in `schema`.
    static func store(_ schema: String) throws -> PostgreSQLStore {
        var configuration = try PostgreSQLConfiguration(url: try #require(PostgreSQLTestServer.url))
        configuration.schema = schema
        return try PostgreSQLStore(configuration: configuration)
    }

    /// Drops a test's schema.
    static func drop(_ schema: String) {
        guard let store = try? store(schema) else { return }
        _ = try? store.connection.execute(PostgresQuery(unsafeSQL: "DROP SCHEMA \"\(schema)\" CASCADE"))
        store.connection.close()
    }
}
