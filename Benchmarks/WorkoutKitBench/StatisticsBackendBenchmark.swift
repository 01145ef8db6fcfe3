import Foundation
import PostgreSQLStore
import PostgresNIO
import StoreCopy
import WorkoutKit

/// `workoutkit-bench pgstats [--url URL] [--samples N] [--repeat N]`: statistics collections
/// on a SQLite store and on the same store copied to PostgreSQL (`store copy`), their times and
/// the ratio (issue #15's goal: 10 million samples, PostgreSQL within 2x of SQLite).
///
/// The store: one running workout a day at 08:00 UTC with N / days heart-rate values at 1 Hz
/// (a recording's series, as a FIT import saves them), its active energy a sample a minute, and
/// a second source's energy a minute long every minute, half a minute later (overlapping: merged
/// by source priority). Timed, best of `--repeat` runs on each backend: daily heart-rate
/// statistics in Europe/Berlin (from the hourly statistics), the same days from the samples (a
/// predicate turns the hourly statistics off: every series chunk is read and decoded), and daily
/// active energy (cumulative, the sample rows, sources merged). The answers of both backends must
/// be equal. Defaults: 10 million samples over 3 years, 3 runs. The URL is
/// `$WORKOUTKIT_TEST_POSTGRESQL_URL` when not given (`eval "$(bash Scripts/postgresql-test-cluster.sh start)"`).
func runStatisticsBackendBenchmark(_ arguments: [String]) throws {
    var url = ProcessInfo.processInfo.environment["WORKOUTKIT_TEST_POSTGRESQL_URL"]
    var sampleTotal = 10_000_000
    var repeats = 3
    try Bench.readOptions(arguments) { name, value in
        let value = value ?? ""
        switch name {
        case "--url": url = value
        case "--samples": sampleTotal = max(1, Int(value) ?? sampleTotal)
        case "--repeat": repeats = max(1, Int(value) ?? repeats)
        default: throw PostgreSQLBenchmarkError(message: "unknown argument \(name)")
        }
        return true
    }
    guard let url else { throw PostgreSQLBenchmarkError(message: "no server: give --url, or set WORKOUTKIT_TEST_POSTGRESQL_URL") }
    var configuration = try PostgreSQLConfiguration(url: url)
    configuration.schema = "bench_stats_\(UUID().uuidString.prefix(8).lowercased())"

    let days = 1096
    let start = Date(timeIntervalSince1970: 1_672_531_200)  // 2023-01-01T00:00:00Z
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workoutkit-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("store.sqlite").path
    print("pgstats benchmark: \(sampleTotal) heart-rate samples over \(days) days, on \(Bench.machineDescription()); load \(loadAverage())")

    let sqlite = try WorkoutStore(path: path)
    let perDay = max(1, sampleTotal / days)
    var saved = 0
    var savedEnergy = 0
    for day in 0..<days where saved < sampleTotal {
        let count = day == days - 1 ? sampleTotal - saved : min(perDay, sampleTotal - saved)
        let recording = benchDay(day, values: count, from: start)
        try sqlite.save(recording)
        saved += count
        savedEnergy += recording.samples.filter { $0.quantityType == .activeEnergyBurned }.count
    }
    print("  saved \(saved) heart-rate values and \(savedEnergy) energy samples to SQLite")
    let copyStart = Bench.monotonicSeconds()
    let copied = try StoreCopy(from: .sqlite(path: path), to: .postgreSQL(configuration)).run()
    print("  copied to PostgreSQL schema \(configuration.schema): \(copied.rows) rows in "
        + String(format: "%.1f s", Bench.monotonicSeconds() - copyStart))
    defer {
        if let connection = try? PostgreSQLConnection(configuration: configuration) {
            _ = try? connection.execute(PostgresQuery(unsafeSQL: "DROP SCHEMA IF EXISTS \"\(configuration.schema)\" CASCADE"))
            connection.close()
        }
    }
    let postgreSQL = try WorkoutStore(postgreSQL: configuration)

    let berlin = TimeZone(identifier: "Europe/Berlin")!
    let end = start.addingTimeInterval(Double(days) * 86_400)
    let heartRate = StatisticsCollectionQuery(
        type: .heartRate, options: [.discreteAverage, .discreteMin, .discreteMax, .mostRecent],
        anchorDate: start, interval: StatisticsInterval(unit: .day), timeZone: berlin, start: start, end: end)
    var fromSamples = heartRate
    fromSamples.predicate = .activityType(.running)
    let energy = StatisticsCollectionQuery(
        type: .activeEnergyBurned, options: [.cumulativeSum, .separateBySource],
        anchorDate: start, interval: StatisticsInterval(unit: .day), timeZone: berlin, start: start, end: end)

    for (name, query) in [("heart rate, hourly statistics", heartRate), ("heart rate, from the samples", fromSamples),
                          ("active energy, sources merged", energy)] {
        func best(_ store: WorkoutStore) throws -> (seconds: Double, result: [Statistics]) {
            var fastest = Double.infinity
            var result: [Statistics] = []
            for _ in 0..<repeats {
                let began = Bench.monotonicSeconds()
                result = try store.execute(query)
                fastest = min(fastest, Bench.monotonicSeconds() - began)
            }
            return (fastest, result)
        }
        let onSQLite = try best(sqlite)
        let onPostgreSQL = try best(postgreSQL)
        guard onSQLite.result == onPostgreSQL.result else {
            throw PostgreSQLBenchmarkError(message: "\(name): PostgreSQL's statistics differ from SQLite's")
        }
        let counted = onSQLite.result.reduce(0) { $0 + $1.count }
        print(String(format: "  %@ %9.3f s SQLite %9.3f s PostgreSQL  ratio %5.2f  (%d days, %d samples counted)",
                     name.padding(toLength: 30, withPad: " ", startingAt: 0), onSQLite.seconds, onPostgreSQL.seconds,
                     onPostgreSQL.seconds / onSQLite.seconds, onSQLite.result.count, counted))
    }
    print("  peak memory \(Bench.peakMemoryMegabytes()) MB")
}

/// Day `day`'s workout: `values` heart-rate values at 1 Hz from 08:00 UTC, an energy sample of
/// the workout's source a minute, and one of another source a minute long, half a minute later.
private func benchDay(_ day: Int, values: Int, from start: Date) -> WorkoutRecording {
    let begin = start.addingTimeInterval(Double(day) * 86_400 + 8 * 3600)
    var series = RecordingSeries()
    for second in 0..<values {
        series.append(100 + Double((second * 7 + day) % 80), of: .heartRate, at: begin.addingTimeInterval(Double(second)))
    }
    let watch = Source(name: "Bench Watch")
    var samples: [QuantitySample] = []
    for minute in 0..<max(1, values / 60) {
        let from = begin.addingTimeInterval(Double(minute) * 60)
        samples.append(QuantitySample(
            type: .activeEnergyBurned, quantity: Quantity(10 + Double(minute % 5), .kilocalorie), start: from, end: from.addingTimeInterval(60)))
        samples.append(QuantitySample(
            type: .activeEnergyBurned, quantity: Quantity(12, .kilocalorie), start: from.addingTimeInterval(30),
            end: from.addingTimeInterval(90), source: watch))
    }
    let workout = Workout(
        activityType: .running, start: begin, end: begin.addingTimeInterval(Double(max(values, 90))),
        source: Source(name: "Bench"), syncIdentifier: "bench-\(day)")
    return WorkoutRecording(workout: workout, series: series, samples: samples)
}
