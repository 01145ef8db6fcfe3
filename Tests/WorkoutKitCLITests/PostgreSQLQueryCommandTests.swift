import Foundation
import PostgreSQLStore
import PostgresNIO
import Testing
import TestSupport

extension StoreCopyCommandTests {
    // In the serialized `store copy` suite, beside the other corpus tests (see its comment).
    @Test("the FIT and Apple Health corpus in SQLite and copied to PostgreSQL: stats (several --tz and intervals), records, volume, analyze, plot SVG, report HTML of a period, route history and export --route-version are byte-identical",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)),
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)),
          .timeLimit(.minutes(30)))
    func corpusQueriesTheSameOnBothBackends() throws {
        let dir = try TemporaryDirectory()
        let sqlite = dir.path("store.sqlite")
        let inputs = ["fit", "applehealth"].flatMap { folder in
            Corpus.files(in: folder, extensions: ["fit", "xml", "zip"]).map(\.path)
        }
        let imported = try CLIRunner.run(["import"] + inputs + ["--store", sqlite])
        #expect(imported.status == 0 || imported.status == 1, "\(imported.stderr)")
        let listed = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", sqlite]).stdout)
            .filter { $0["kind"] as? String == "workout" }
        let workouts = listed.compactMap { $0["uuid"] as? String }
        #expect(workouts.count > 10, "the corpus import stored too few workouts to compare")
        // A period of the first few workouts (list's order is by start), for the commands that
        // analyse every workout of their period (a minute for the whole corpus in a debug build).
        let starts = listed.compactMap { $0["start"] as? String }
        let period = ["--since", try #require(starts.first), "--until", starts[min(5, starts.count - 1)]]
        // Route versions to list and read back: the first workouts with a route, simplified (and one smoothed too).
        var routed: [String] = []
        for id in workouts where routed.count < 2 {
            if try CLIRunner.run(["route", "simplify", id, "--tolerance", "3", "--store", sqlite]).status == 0 { routed.append(id) }
        }
        #expect(routed.count == 2, "the corpus has too few workouts with a route")
        if let first = routed.first { #expect(try CLIRunner.run(["route", "smooth", first, "--store", sqlite]).status == 0) }

        let schema = PostgreSQLTestServer.newSchema()
        let url = try #require(PostgreSQLTestServer.url(schema: schema))
        defer { StoreCopyCommandTests.drop(schema) }
        let copied = try CLIRunner.run(["store", "copy", sqlite, url])
        #expect(copied.status == 0, "\(copied.stderr)")

        /// Runs `arguments` on both stores: the same status, output and messages.
        @discardableResult
        func expectSame(_ arguments: [String]) throws -> CLIRunner.Result {
            let onSQLite = try CLIRunner.run(arguments + ["--store", sqlite])
            let onPostgreSQL = try CLIRunner.run(arguments, environment: ["WORKOUTKIT_STORE": url])
            #expect(onSQLite.status == onPostgreSQL.status, "\(arguments): \(onPostgreSQL.stderr)")
            #expect(onSQLite.stderr == onPostgreSQL.stderr, "\(arguments)")
            #expect(onSQLite.stdoutBytes == onPostgreSQL.stdoutBytes, "\(arguments) differs on PostgreSQL")
            return onSQLite
        }

        /// Runs `arguments` writing `-o FILE` on both stores: the same status and the same file.
        func expectSameFile(_ arguments: [String], name: String) throws {
            let fromSQLite = dir.path("sqlite-" + name)
            let fromPostgreSQL = dir.path("postgresql-" + name)
            let onSQLite = try CLIRunner.run(arguments + ["-o", fromSQLite, "--store", sqlite])
            let onPostgreSQL = try CLIRunner.run(arguments + ["-o", fromPostgreSQL, "--store", url])
            #expect(onSQLite.status == 0, "\(arguments): \(onSQLite.stderr)")
            #expect(onPostgreSQL.status == onSQLite.status, "\(arguments): \(onPostgreSQL.stderr)")
            let expected = try Data(contentsOf: URL(fileURLWithPath: fromSQLite))
            #expect(expected.count > 1000, "\(arguments) wrote too little to compare")
            #expect(try Data(contentsOf: URL(fileURLWithPath: fromPostgreSQL)) == expected, "\(arguments): another file on PostgreSQL")
        }

        // Statistics: discrete (hourly statistics without dates, samples with them), cumulative
        // (sources merged), per source, buckets in zones with and without daylight saving and off whole hours.
        #expect(try expectSame(["stats", "HeartRate", "--json"]).stdout.contains("\"count\""))
        let buckets = [("hour", "Asia/Kolkata"), ("day", "Europe/Berlin"), ("week", "America/New_York"), ("month", "UTC"), ("year", "Australia/Adelaide")]
        for (number, type) in ["HeartRate", "ActiveEnergyBurned", "DistanceCycling", "CyclingPower"].enumerated() {
            // Two bucket sizes and zones a type, taken in turn: every one is met, by discrete and cumulative types.
            for (by, zone) in [buckets[(2 * number) % buckets.count], buckets[(2 * number + 1) % buckets.count]] {
                try expectSame(["stats", type, "--by", by, "--tz", zone, "--json"])
            }
            try expectSame(["stats", type, "--by-source"])
            try expectSame(["stats", type, "--by", "day", "--tz", "Europe/Berlin", "--since", "2010-01-01", "--until", "2030-01-01", "--by-source"])
        }
        #expect(try expectSame(["stats", "ActiveEnergyBurned", "--by", "month", "--tz", "Europe/Berlin"]).stdout.count > 10)

        // Every workout's records as JSON; the text of the same records over the period.
        #expect(try expectSame(["records", "--json"]).stdout.count > 100)
        #expect(try expectSame(["records"] + period).stdout.count > 100)
        try expectSame(["volume"])
        try expectSame(["volume", "--period", "month", "--tz", "America/New_York", "--json"])
        for id in workouts.prefix(3) + routed {
            #expect(try expectSame(["analyze", id, "--json"]).status == 0)
        }
        try expectSame(["analyze", try #require(workouts.first)])
        try expectSameFile(["plot", try #require(routed.first)], name: "plot.svg")
        try expectSameFile(["report"] + period, name: "report.html")

        for id in routed {
            #expect(try expectSame(["route", "history", id]).stdout.split(separator: "\n").count >= 3)
            try expectSame(["route", "history", id, "--json"])
            #expect(try expectSame(["export", "--format", "gpx", "--workout", id, "--route-version", "1"]).stdoutBytes.count > 1000)
        }
        // An unknown route version is the same error on both.
        #expect(try expectSame(["export", "--format", "gpx", "--workout", try #require(routed.last), "--route-version", "9"]).status == 1)
    }
}

@Suite("changes --follow on a PostgreSQL store")
struct PostgreSQLFollowCommandTests {
    @Test("changes --follow, woken by the commits of 2 writers, prints every object they committed once, in anchor order",
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)),
          .timeLimit(.minutes(10)))
    func followSeesEveryCommitOnce() throws {
        let schema = PostgreSQLTestServer.newSchema()
        let url = try #require(PostgreSQLTestServer.url(schema: schema))
        defer { StoreCopyCommandTests.drop(schema) }
        let configuration = try PostgreSQLConfiguration(url: url)
        // The store's schema, made before the follower starts.
        try PostgreSQLStore(configuration: configuration).connection.close()
        let dir = try TemporaryDirectory()
        let output = dir.path("follow.jsonl")
        let follower = try CLIRunner.start(["changes", "--follow", "--json", "--store", url], outputPath: output)
        // SIGKILL: a process started by Foundation's `Process` inherits a signal mask that blocks SIGTERM.
        defer {
            if follower.isRunning { kill(follower.processIdentifier, SIGKILL) }
            follower.waitUntilExit()
        }
        func printed() -> [[String: Any]] {
            (try? jsonObjects(String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: output))) ?? Data(), as: UTF8.self))) ?? []
        }
        func waitFor(_ done: () -> Bool) {
            let deadline = Date().addingTimeInterval(120)
            while !done(), Date() < deadline, follower.isRunning { usleep(20_000) }
        }
        waitFor { !printed().isEmpty }
        #expect(printed().map { $0["anchor"] as? Int } == [0], "the follower did not start with an empty store's anchor")

        // 2 writers, each committing 15 transactions of 1 to 3 deletions (one in 5 rolled back).
        let writers = 2
        let committed = Collected<String>()
        let failures = Collected<String>()
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            do {
                let store = try PostgreSQLStore(configuration: configuration)
                defer { store.connection.close() }
                for index in 0..<15 {
                    let uuids = (0...(index + writer) % 3).map { _ in UUID() }
                    do {
                        try store.write { transaction in
                            let first = try transaction.nextAnchors(uuids.count)
                            for (offset, uuid) in uuids.enumerated() {
                                try transaction.execute("""
                                    INSERT INTO deleted_objects (anchor, kind, uuid, object_type)
                                    VALUES (\(first + Int64(offset)), 'sample', \(uuid), 'HKQuantityTypeIdentifierHeartRate')
                                    """)
                            }
                            if index % 5 == 4 { throw RolledBack() }
                        }
                        for uuid in uuids { committed.append(uuid.uuidString) }
                    } catch is RolledBack {}
                    usleep(UInt32(2000 + (index * 977 + writer * 331) % 20_000))
                }
            } catch {
                failures.append("writer \(writer): \(error)")
            }
        }
        #expect(failures.values.isEmpty, "\(failures.values)")
        let expected = committed.values
        // 12 transactions of each writer commit, 24 objects each.
        #expect(expected.count == 48)
        waitFor { printed().filter { $0["uuid"] != nil }.count >= expected.count }
        usleep(500_000)
        #expect(follower.isRunning, "changes --follow stopped")
        kill(follower.processIdentifier, SIGKILL)
        follower.waitUntilExit()

        let lines = printed()
        let changes = lines.filter { $0["uuid"] != nil }
        #expect(changes.compactMap { $0["uuid"] as? String }.sorted() == expected.sorted(), "objects missed or printed twice")
        #expect(changes.allSatisfy { $0["change"] as? String == "deleted" && $0["kind"] as? String == "sample" })
        let anchors = changes.compactMap { $0["anchor"] as? Int }
        #expect(anchors == Array(1...anchors.count), "anchors not printed in order, each once")
        // Each batch ends with its anchor line: woken once per commit or a few commits, not once at the end.
        let batches = lines.filter { $0["uuid"] == nil }.compactMap { $0["anchor"] as? Int }
        #expect(batches.count > 5)
        #expect(batches == batches.sorted() && batches.last == anchors.last)
    }

    private struct RolledBack: Error {}
}
