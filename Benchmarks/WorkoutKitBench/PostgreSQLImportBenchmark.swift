import Foundation
import PostgreSQLStore
import PostgresNIO
import WorkoutKit

/// `workoutkit-bench pgimport [--url URL] [--files N] [--points N] [--importers N] [--rounds N]`:
/// issue #15's goal of many importers on one PostgreSQL store. Writes N FIT activity files
/// (default 1,000 of 1,800 one-second points, ``benchmarkActivity(_:start:)``, a day apart so
/// each is its own workout) into as many folders as importers (default 4), then runs the release
/// `workoutkit import` beside this benchmark into a new schema of the server: as one process
/// given every folder, and as one process a folder, all started together; each round runs both,
/// the rounds in turn one importer first and many first (default 2 rounds: 1, 4, 4, 1), so that
/// neither phase always runs where the server is still busy with the other, and the ratio is
/// that of their mean wall times. For each phase:
/// wall time, files a second, the importers' processor time (the server's is not counted),
/// and checks that every file was imported (one workout a file, exit status 0) and that the
/// anchors `changes` reports run from 1 to the store's last without a gap or a repeat. The
/// goal is at least 2x one importer's throughput; the machine's cores are printed with it,
/// and how many of them were at work (`/proc/stat`: the server's work counts, and so does
/// anything else running), which bounds what more importers can gain.
/// The URL is `$WORKOUTKIT_TEST_POSTGRESQL_URL` when not given
/// (`eval "$(bash Scripts/postgresql-test-cluster.sh start)"`); it must not name a schema.
func runPostgreSQLImportBenchmark(arguments: [String]) throws {
    var url = ProcessInfo.processInfo.environment["WORKOUTKIT_TEST_POSTGRESQL_URL"]
    var files = 1_000
    var points = 1_800
    var importers = 4
    var rounds = 2
    let known = Bench.readOptions(arguments) { name, value in
        let value = value ?? ""
        switch name {
        case "--url": url = value
        case "--files": files = max(1, Int(value) ?? files)
        case "--points": points = max(2, Int(value) ?? points)
        case "--importers": importers = max(2, Int(value) ?? importers)
        case "--rounds": rounds = max(1, Int(value) ?? rounds)
        default: return false
        }
        return true
    }
    guard known else {
        print("usage: workoutkit-bench pgimport [--url URL] [--files N] [--points N] [--importers N] [--rounds N]")
        return
    }
    guard let url else { throw PostgreSQLBenchmarkError(message: "no server: give --url, or set WORKOUTKIT_TEST_POSTGRESQL_URL") }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("workoutkit").path
    guard FileManager.default.isExecutableFile(atPath: executable) else {
        print("pgimport: build the workoutkit command beside the benchmark first (swift build -c release)")
        return
    }

    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("workoutkit-pgimport-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let folders = (0..<importers).map { scratch.appendingPathComponent("part-\($0)").path }
    for folder in folders { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
    print("PostgreSQL import benchmark: \(files) FIT files of \(points) points, 1 importer against \(importers); "
        + Bench.machineDescription())
    let ride = BenchmarkRide(records: points)
    var totalBytes = 0
    for number in 0..<files {
        let bytes = try benchmarkActivity(ride, start: 1_000_000_000 + Int64(number) * 86_400)
        totalBytes += bytes.count
        try Data(bytes).write(to: URL(fileURLWithPath: folders[number % importers])
            .appendingPathComponent(String(format: "ride-%05d.fit", number)))
    }
    print(String(format: "  wrote %.1f MB", Double(totalBytes) / 1e6))

    var walls: [Int: [Double]] = [:]
    var busyCores: [Int: [Double]] = [:]
    let order = (0..<rounds).flatMap { $0 % 2 == 0 ? [1, importers] : [importers, 1] }
    for processes in order {
        var configuration = try PostgreSQLConfiguration(url: url)
        configuration.schema = "bench_import_\(processes)_\(UUID().uuidString.prefix(8).lowercased())"
        let storeURL = url + (url.contains("?") ? "&" : "?") + "schema=" + configuration.schema
        defer {
            if let connection = try? PostgreSQLConnection(configuration: configuration) {
                _ = try? connection.execute(PostgresQuery(unsafeSQL: "DROP SCHEMA IF EXISTS \"\(configuration.schema)\" CASCADE"))
                connection.close()
            }
        }
        // The schema made before the clock starts, as a team's store is there before its importers.
        try PostgreSQLStore(configuration: configuration).connection.close()
        // What the server still writes for the phase before (its checkpoints) done first, so that
        // it does not fall on this one (a role without the right to checkpoint skips this).
        if let connection = try? PostgreSQLConnection(configuration: configuration) {
            _ = try? connection.execute(PostgresQuery(unsafeSQL: "CHECKPOINT"))
            connection.close()
        }

        let shares = processes == 1 ? [folders] : folders.map { [$0] }
        let before = (wall: Bench.monotonicSeconds(), usage: ProcessorUsage.ofChildren(), busy: MachineUsage.busySeconds())
        let running = try shares.map { share in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["import"] + share + ["--store", storeURL, "--quiet"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in running { process.waitUntilExit() }
        let after = (wall: Bench.monotonicSeconds(), usage: ProcessorUsage.ofChildren(), busy: MachineUsage.busySeconds())
        let wall = after.wall - before.wall
        let user = after.usage.user - before.usage.user, system = after.usage.system - before.usage.system
        let busy = (after.busy - before.busy) / wall
        walls[processes, default: []].append(wall)
        busyCores[processes, default: []].append(busy)
        print(String(format: "  %d importer%@ %7.2f s wall %8.1f files/s; importers' cpu %.2f s (%.2f user + %.2f system); "
                     + "the machine's cores busy %.2f of %d (the server and anything else running included)",
                     processes, processes == 1 ? " " : "s", wall, Double(files) / wall, user + system, user, system,
                     busy, ProcessInfo.processInfo.activeProcessorCount))

        // Every file imported, anchors gap-free.
        let failed = running.filter { $0.terminationStatus != 0 }.count
        let workouts = try Bench.standardOutput(of: executable, ["list", "--json", "--store", storeURL])
            .split(separator: "\n").filter { $0.contains("\"kind\":\"workout\"") }.count
        let anchors = try Bench.standardOutput(of: executable, ["changes", "--json", "--store", storeURL]).split(separator: "\n")
            .compactMap { line in (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["anchor"] as? Int }
        let objects = anchors.dropLast()
        let gapFree = !objects.isEmpty && Array(objects) == Array(1...objects.count) && anchors.last == objects.count
        print("    \(failed) importer\(failed == 1 ? "" : "s") failed; \(workouts) of \(files) workouts stored; "
            + "\(objects.count) objects, anchors \(gapFree ? "gap-free from 1 to \(objects.count)" : "WITH A GAP OR A REPEAT")")
    }
    func mean(_ values: [Double]?) -> Double? {
        guard let values, !values.isEmpty else { return nil }
        return values.reduce(0, +) / Double(values.count)
    }
    if let single = mean(walls[1]), let parallel = mean(walls[importers]) {
        let ratio = single / parallel
        let each = zip(walls[1] ?? [], walls[importers] ?? []).map { String(format: "%.2fx", $0 / $1) }
        print(String(format: "  %d importers / 1: %.2fx (mean wall times over %d round%@", importers, ratio, rounds, rounds == 1 ? "" : "s")
            + (rounds > 1 ? "; round by round " + each.joined(separator: ", ") : "") + ")")
        if let busy = mean(busyCores[1]), busy > 0 {
            // One importer (with its server) keeping `busy` cores at work, more cannot pass all of them.
            let cores = Double(ProcessInfo.processInfo.activeProcessorCount)
            print(String(format: "  the most this machine allows: %.0f cores / %.2f busy with one importer = %.2fx", cores, busy, cores / busy))
        }
        print("Goal (issue #15):")
        print(String(format: "  %@ %d importers at least 2x one importer's throughput: %.2fx (%@)",
                     ratio >= 2 ? "met   " : "MISSED", importers, ratio, Bench.machineDescription()))
    }
}

/// The processor time every core of the machine has spent at work since it started (`/proc/stat`).
private enum MachineUsage {
    static func busySeconds() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") }) else { return 0 }
        // user nice system idle iowait irq softirq steal: all but idle and iowait are work.
        let ticks = line.split(separator: " ").dropFirst().compactMap { Double($0) }
        guard ticks.count >= 8 else { return 0 }
        let busy = ticks[0] + ticks[1] + ticks[2] + ticks[5] + ticks[6] + ticks[7]
        return busy / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
