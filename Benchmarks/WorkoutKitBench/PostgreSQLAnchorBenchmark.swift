import Foundation
import NIOCore
import PostgreSQLStore
import PostgresNIO

/// `workoutkit-bench postgresql [--url URL] [--files N] [--minutes M]`: how long the PostgreSQL
/// store's anchor lock is held per imported file, and what it means for several importers.
///
/// Each "file" is the store's part of importing a FIT ride of M minutes at 1 Hz, written as
/// the SQLite store writes it: a source lookup and a sync-identifier check (no anchor), an
/// hourly-statistics upsert, then, with anchors, a workout row, its heart-rate series packed
/// 512 samples to a `sample_series` row (44 bytes a sample: UUID, start, end, value, as the
/// SQLite chunks), a route row and its locations packed 4096 to a `route_chunks` row. The
/// same N files are written by 1 writer, then by 4 writers on 4 connections (and threads) at
/// once, into a fresh schema each time, in each of two ways of taking the anchors
/// (``AnchorTaking``). Reading and parsing the files is not part of it: it measures the
/// store's share of an import. The URL is `$WORKOUTKIT_TEST_POSTGRESQL_URL` when not given
/// (`eval "$(bash Scripts/postgresql-test-cluster.sh start)"`).
func runPostgreSQLAnchorBenchmark(_ arguments: [String]) throws {
    var url = ProcessInfo.processInfo.environment["WORKOUTKIT_TEST_POSTGRESQL_URL"]
    var files = 200
    var minutes = 60
    try Bench.readOptions(arguments) { name, value in
        let value = value ?? ""
        switch name {
        case "--url": url = value
        case "--files": files = Int(value) ?? files
        case "--minutes": minutes = Int(value) ?? minutes
        default: throw PostgreSQLBenchmarkError(message: "unknown argument \(name)")
        }
        return true
    }
    guard let url else { throw PostgreSQLBenchmarkError(message: "no server: give --url, or set WORKOUTKIT_TEST_POSTGRESQL_URL") }
    let base = try PostgreSQLConfiguration(url: url)
    print("postgresql benchmark: \(files) rides of \(minutes) min at 1 Hz, on \(Bench.machineDescription()); load \(loadAverage())")
    for taking in AnchorTaking.allCases {
    print("anchors \(taking.rawValue):")
    for writers in [1, 4] {
        var schemaConfiguration = base
        schemaConfiguration.schema = "bench_\(writers)_\(UUID().uuidString.prefix(8).lowercased())"
        let configuration = schemaConfiguration, files = files, minutes = minutes
        try PostgreSQLStore(configuration: configuration).connection.close()
        let lockTimes = LockTimes()
        let wallStart = Bench.monotonicSeconds(), processorStart = Bench.processorSeconds()
        let group = DispatchGroup()
        for writer in 0..<writers {
            group.enter()
            Thread {
                defer { group.leave() }
                do {
                    let store = try PostgreSQLStore(configuration: configuration)
                    defer { store.connection.close() }
                    for file in stride(from: writer, to: files, by: writers) {
                        try importRide(number: file, minutes: minutes, into: store, taking: taking, lockTimes: lockTimes)
                    }
                } catch {
                    lockTimes.fail(String(describing: error))
                }
            }.start()
        }
        group.wait()
        let wall = Bench.monotonicSeconds() - wallStart
        let processor = Bench.processorSeconds() - processorStart
        if let message = lockTimes.failure { throw PostgreSQLBenchmarkError(message: message) }
        let store = try PostgreSQLStore(configuration: configuration)
        let anchor = try store.currentAnchor()
        let anchored = try store.connection.query("""
            SELECT ((SELECT coalesce(sum(count), 0) FROM sample_series) + (SELECT count(*) FROM workouts)
                + (SELECT count(*) FROM routes))::BIGINT
            """)[0].decode(Int64.self)
        try store.connection.execute(PostgresQuery(unsafeSQL: "DROP SCHEMA \"\(configuration.schema)\" CASCADE"))
        store.connection.close()
        let times = lockTimes.sorted
        print(String(format: "  %d writer%@  %7.3f s wall %7.3f s client cpu  %6.1f files/s  lock held per file: median %.2f ms, p95 %.2f ms, total %.1f%% of wall",
                     writers, writers == 1 ? " " : "s", wall, processor, Double(files) / wall,
                     times[times.count / 2] * 1e3, times[times.count * 95 / 100] * 1e3,
                     times.reduce(0, +) / wall * 100))
        print("    store-wide anchor \(anchor), objects anchored \(anchored) (\(anchor == anchored ? "gap-free" : "NOT gap-free"))")
    }
    }
}

/// How a writer takes its anchors.
enum AnchorTaking: String, CaseIterable {
    /// As ``PostgreSQLTransaction/nextAnchors(_:)`` hands them out: the lock is taken at the
    /// first anchor, then each anchored row is sent and inserted under it, one statement a row.
    case inTransaction = "taken in the transaction, rows sent under the lock"
    /// In the transaction's last statement: the rows are bound to it (as arrays, one parameter a
    /// column) with anchors relative to the store's, so they reach the server before it runs;
    /// running, it takes the lock (`FOR UPDATE`), inserts them with the anchor added, writes the
    /// anchor back and notifies. Under the lock: that statement's inserts and the commit.
    case atCommit = "taken at commit, rows sent before the lock"
}

/// The store's part of importing ride `number`: see ``runPostgreSQLAnchorBenchmark(_:)``.
private func importRide(number: Int, minutes: Int, into store: PostgreSQLStore, taking: AnchorTaking, lockTimes: LockTimes) throws {
    let samples = minutes * 60
    let start = 800_000_000.0 + Double(number) * 86_400
    var generator = SystemRandomNumberGenerator()
    // The packed rows, made before the transaction as the SQLite store's pipelined import does.
    let series: [(count: Int, data: [UInt8])] = stride(from: 0, to: samples, by: 512).map { first in
        let count = min(512, samples - first)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 44)
        for offset in first..<first + count {
            withUnsafeBytes(of: UUID().uuid) { bytes.append(contentsOf: $0) }
            let time = start + Double(offset)
            withUnsafeBytes(of: time.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
            withUnsafeBytes(of: (time + 1).bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
            let heartRate = 120 + 30 * sin(Double(offset) / 600) + Double.random(in: -2...2, using: &generator)
            withUnsafeBytes(of: Float(heartRate / 60).bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return (count, bytes)
    }
    let routeChunks: [(count: Int, data: [UInt8])] = stride(from: 0, to: samples, by: 4096).map { first in
        let count = min(4096, samples - first)
        var bytes: [UInt8] = []
        for offset in first..<first + count {
            let angle = Double(offset) / Double(samples) * 2 * .pi
            for value in [47.37 + 0.02 * sin(angle), 8.54 + 0.03 * cos(angle), 410 + 20 * sin(3 * angle), start + Double(offset)] {
                withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
            }
        }
        return (count, bytes)
    }
    let syncIdentifier = "ride-\(number)"
    let workoutUUID = UUID(), routeUUID = UUID(), digest = UUID().uuidString
    let locked = try store.write { transaction -> Double in
        // No anchor needed: the source, whether this ride is stored already, its statistics.
        let source: Int64
        if let row = try transaction.query("SELECT id FROM sources WHERE name = 'Edge 530' LIMIT 1").first {
            source = try row.decode(Int64.self)
        } else {
            source = try transaction.query("INSERT INTO sources (name) VALUES ('Edge 530') RETURNING id")[0].decode(Int64.self)
        }
        _ = try transaction.query("SELECT id, sync_version FROM workouts WHERE sync_identifier = \(syncIdentifier)")
        let hour = Int64((start / 3600).rounded(.down))
        for offset in 0..<Int64((samples + 3599) / 3600) {
            try transaction.execute("""
                INSERT INTO hourly_statistics (type_id, hour, source_id, count, sum, minimum, maximum, last_start, last_value)
                VALUES (1, \(hour + offset), \(source), 3600, 7200, 1.8, 2.6, \(start), 2.1)
                ON CONFLICT (type_id, hour, source_id) DO UPDATE SET count = hourly_statistics.count + excluded.count,
                    sum = hourly_statistics.sum + excluded.sum
                """)
        }
        // The anchors, relative to the store's: the workout, each series sample, the route.
        let seriesFirsts = series.indices.map { index in Int64(2 + series[..<index].reduce(0) { $0 + $1.count }) }
        let routeOffset = Int64(2 + samples)
        switch taking {
        case .inTransaction:
            let base = try transaction.nextAnchors(1 + samples + 1) - 1
            let locked = Bench.monotonicSeconds()  // the lock is held from here (waiting for it is not counted)
            try transaction.execute("""
                INSERT INTO workouts (id, uuid, activity_type, start, "end", duration, source_id, sync_identifier, sync_version,
                    content_digest, sample_count, heart_rate_count, location_count)
                VALUES (\(base + 1), \(workoutUUID), 13, \(start), \(start + Double(samples)), \(Double(samples)), \(source),
                    \(syncIdentifier), 1, \(digest), \(samples), \(samples), \(samples))
                """)
            for (index, chunk) in series.enumerated() {
                let first = base + seriesFirsts[index], sampleStart = start + Double(seriesFirsts[index] - 2)
                try transaction.execute("""
                    INSERT INTO sample_series (id, last_anchor, workout_id, type_id, source_id, start_min, start_max, end_max, count, data)
                    VALUES (\(first), \(first + Int64(chunk.count) - 1), \(base + 1), 1, \(source), \(sampleStart),
                        \(sampleStart + Double(chunk.count - 1)), \(sampleStart + Double(chunk.count)), \(chunk.count), \(Data(chunk.data)))
                    """)
            }
            try transaction.execute("""
                INSERT INTO routes (id, uuid, workout_id, sync_identifier, sync_version, location_count)
                VALUES (\(base + routeOffset), \(routeUUID), \(base + 1), \(syncIdentifier), 1, \(samples))
                """)
            for (index, chunk) in routeChunks.enumerated() {
                try transaction.execute("""
                    INSERT INTO route_chunks (route_id, chunk, count, data)
                    VALUES (\(base + routeOffset), \(index), \(chunk.count), \(Data(chunk.data)))
                    """)
            }
            return locked
        case .atCommit:
            let total = Int64(samples + 2)
            let starts = seriesFirsts.map { start + Double($0 - 2) }
            let locked = Bench.monotonicSeconds()  // an upper bound: the statement may wait for the lock
            try transaction.execute("""
                WITH base AS (SELECT anchor FROM store_state WHERE id = 1 FOR UPDATE),
                workout AS (
                    INSERT INTO workouts (id, uuid, activity_type, start, "end", duration, source_id, sync_identifier, sync_version,
                        content_digest, sample_count, heart_rate_count, location_count)
                    SELECT anchor + 1, \(workoutUUID), 13, \(start), \(start + Double(samples)), \(Double(samples)), \(source),
                        \(syncIdentifier), 1, \(digest), \(samples), \(samples), \(samples)
                    FROM base),
                chunks AS (
                    INSERT INTO sample_series (id, last_anchor, workout_id, type_id, source_id, start_min, start_max, end_max, count, data)
                    SELECT anchor + first_offset, anchor + first_offset + count - 1, anchor + 1, 1, \(source), start_min, start_min + count - 1,
                        start_min + count, count, data
                    FROM base, unnest(\(seriesFirsts), \(starts), \(series.map { Int64($0.count) }), \(series.map { ByteBuffer(bytes: $0.data) }))
                        AS chunk (first_offset, start_min, count, data)),
                route AS (
                    INSERT INTO routes (id, uuid, workout_id, sync_identifier, sync_version, location_count)
                    SELECT anchor + \(routeOffset), \(routeUUID), anchor + 1, \(syncIdentifier), 1, \(samples) FROM base),
                locations AS (
                    INSERT INTO route_chunks (route_id, chunk, count, data)
                    SELECT anchor + \(routeOffset), chunk - 1, count, data
                    FROM base, unnest(\(routeChunks.map { Int64($0.count) }), \(routeChunks.map { ByteBuffer(bytes: $0.data) }))
                        WITH ORDINALITY AS location (count, data, chunk)),
                advanced AS (UPDATE store_state SET anchor = base.anchor + \(total) FROM base WHERE store_state.id = 1)
                SELECT pg_notify(\(PostgreSQLStore.notificationChannel(schema: store.connection.configuration.schema)), (anchor + \(total))::text)
                FROM base
                """)
            return locked
        }
    }
    lockTimes.append(Bench.monotonicSeconds() - locked)
}

/// Lock-hold times (from the lock's grant at the first anchor to the end of `COMMIT`) and the first failure,
/// collected across writer threads.
private final class LockTimes: @unchecked Sendable {
    private let lock = NSLock()
    private var times: [Double] = []
    private var firstFailure: String?

    func append(_ seconds: Double) {
        lock.withLock { times.append(seconds) }
    }

    func fail(_ message: String) {
        lock.withLock { firstFailure = firstFailure ?? message }
    }

    var failure: String? { lock.withLock { firstFailure } }

    var sorted: [Double] { lock.withLock { times.sorted() } }
}

struct PostgreSQLBenchmarkError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// The load average over the last minute, as `uptime` shows it.
func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "unknown"
}
