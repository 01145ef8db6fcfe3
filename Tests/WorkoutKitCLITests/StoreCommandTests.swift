import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("workoutkit list, show, stats, changes, delete")
struct StoreCommandTests {
    /// A store with both sample workouts imported.
    private func populatedStore(_ dir: TemporaryDirectory) throws -> String {
        let store = dir.path("s.sqlite")
        let result = try CLIRunner.run(["import", CLIRunner.sampleFile("morning-run.json"),
                                        CLIRunner.sampleFile("afternoon-ride.json"), "--store", store])
        #expect(result.status == 0, "\(result.stderr)")
        return store
    }

    @Test("list --json prints summaries with counts instead of samples and routes")
    func listPrintsSummaries() throws {
        let dir = try TemporaryDirectory()
        let store = try populatedStore(dir)
        let objects = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
        #expect(objects.count == 2)
        let run = try #require(objects.first)
        #expect(run["samples"] == nil && run["routes"] == nil)
        #expect(run["activityType"] as? String == "running")
        #expect(run["routeLocationCount"] as? Int == 1801)
        #expect(run["heartRateCount"] as? Int == 1801)
        // 1801 heart rate + 1801 cadence + 3 laps x (energy + distance)
        #expect(run["sampleCount"] as? Int == 3608)
    }

    @Test("show accepts a UUID prefix and prints the whole workout")
    func showByPrefix() throws {
        let dir = try TemporaryDirectory()
        let store = try populatedStore(dir)
        let uuid = try #require(try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout).first?["uuid"] as? String)
        let shown = try CLIRunner.run(["show", String(uuid.prefix(6)).lowercased(), "--json", "--store", store])
        #expect(shown.status == 0, "\(shown.stderr)")
        let object = try #require(try jsonObjects(shown.stdout).first)
        #expect(object["uuid"] as? String == uuid)
        #expect((object["samples"] as? [Any])?.count == 3608)
        let human = try CLIRunner.run(["show", uuid, "--store", store])
        #expect(human.stdout.contains("Activity     running"))
        let missing = try CLIRunner.run(["show", "FFFFFFFF", "--store", store])
        #expect(missing.status == 1)
        #expect(lines(missing.stderr).count == 1)
    }

    @Test("stats --json prints one object per day with the contract's keys")
    func statsByDay() throws {
        let dir = try TemporaryDirectory()
        let store = try populatedStore(dir)
        let result = try CLIRunner.run(["stats", "HeartRate", "--by", "day", "--tz", "Europe/Berlin", "--json", "--store", store])
        #expect(result.status == 0, "\(result.stderr)")
        let buckets = try jsonObjects(result.stdout)
        #expect(buckets.count == 2)
        let first = try #require(buckets.first)
        #expect(Set(first.keys) == ["start", "end", "type", "unit", "sum", "average", "minimum", "maximum", "mostRecent", "count"])
        #expect(first["start"] as? String == "2024-04-30T22:00:00.000Z")
        #expect(first["sum"] is NSNull)
        #expect(first["count"] as? Int == 1801)
        let energy = try jsonObjects(try CLIRunner.run(["stats", "ActiveEnergyBurned", "--json", "--store", store]).stdout)
        #expect(energy.first?["average"] is NSNull)
        #expect(abs((energy.first?["sum"] as? Double ?? 0) - (378.0 + 216.0)) < 0.01)
    }

    @Test("changes reports additions, then deletions after delete, with the anchor last")
    func changesAfterDelete() throws {
        let dir = try TemporaryDirectory()
        let store = try populatedStore(dir)
        let all = try jsonObjects(try CLIRunner.run(["changes", "--type", "workout", "--json", "--store", store]).stdout)
        #expect(all.dropLast().map { $0["change"] as? String } == ["added", "added"])
        let anchor = try #require(all.last?["anchor"] as? Int)
        #expect(all.last?.count == 1)
        let uuid = try #require(all.first?["uuid"] as? String)
        #expect(try CLIRunner.run(["delete", uuid, "--store", store]).status == 0)
        let since = try jsonObjects(try CLIRunner.run(["changes", "--anchor", String(anchor), "--json", "--store", store]).stdout)
        let deletedKinds = since.filter { $0["change"] as? String == "deleted" }.compactMap { $0["kind"] as? String }
        #expect(deletedKinds.contains("workout") && deletedKinds.contains("route") && deletedKinds.contains("sample"))
        #expect((since.last?["anchor"] as? Int ?? 0) > anchor)
        #expect(try lines(CLIRunner.run(["list", "--store", store]).stdout).count == 1)
    }
}

@Suite("workoutkit changes --follow")
struct FollowTests {
    @Test("changes --follow prints a workout imported by another process, then its anchor")
    func followSeesAnotherProcess() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        #expect(try CLIRunner.run(["import", CLIRunner.sampleFile("morning-run.json"), "--store", store]).status == 0)
        let output = dir.path("follow.jsonl")
        let follower = try CLIRunner.start(["changes", "--follow", "--type", "workout", "--json", "--store", store], outputPath: output)
        defer { kill(follower.processIdentifier, SIGKILL); follower.waitUntilExit() }
        // Wait for the first batch (the existing workout and the anchor line).
        func objects() -> [[String: Any]] {
            (try? jsonObjects(String(contentsOfFile: output, encoding: .utf8))) ?? []
        }
        let deadline = Date().addingTimeInterval(60)
        while objects().count < 2, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        #expect(objects().count == 2)
        #expect(try CLIRunner.run(["import", CLIRunner.sampleFile("afternoon-ride.json"), "--store", store]).status == 0)
        while objects().count < 4, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        let seen = objects()
        #expect(seen.count == 4)
        #expect(seen.filter { $0["change"] as? String == "added" }.count == 2)
        #expect(seen.last?.keys.sorted() == ["anchor"])
        #expect((seen.last?["anchor"] as? Int ?? 0) > (seen[1]["anchor"] as? Int ?? 0))
    }
}

@Suite("workoutkit errors and exit status")
struct ErrorTests {
    @Test("Usage errors exit with status 2")
    func usageErrorsExitTwo() throws {
        for arguments in [["import"], ["list", "--since", "yesterday"], ["export", "--format", "pdf"],
                          ["list", "--bogus"], ["stats", "Nonsense"], ["list", "--type", "flying"]] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
        }
    }

    @Test("A file that is not a store is a one-line error with status 1")
    func notAStore() throws {
        let dir = try TemporaryDirectory()
        try String(repeating: "hello ", count: 1000).write(toFile: dir.path("x.sqlite"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["list", "--store", dir.path("x.sqlite")])
        #expect(result.status == 1)
        #expect(lines(result.stderr).count == 1)
        #expect(result.stderr.contains(dir.path("x.sqlite")))
    }

    @Test("A store in an unwritable place is a one-line error with status 1")
    func unwritableStore() throws {
        let result = try CLIRunner.run(["import", CLIRunner.sampleFile("morning-run.json"), "--store", "/proc/workoutkit/s.sqlite"])
        #expect(result.status == 1)
        #expect(lines(result.stderr).count == 1, "\(result.stderr)")
    }

    @Test("Route processing of an unknown workout is a one-line error with status 1")
    func routeOfUnknownWorkout() throws {
        let result = try CLIRunner.run(["route", "smooth", "abc"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no workout with ID abc"))
        #expect(lines(result.stderr).count == 1, "\(result.stderr)")
    }

    @Test("Completion scripts are generated for bash, zsh and fish")
    func completionScripts() throws {
        for shell in ["bash", "zsh", "fish"] {
            let result = try CLIRunner.run(["--generate-completion-script", shell])
            #expect(result.status == 0)
            #expect(result.stdout.contains("import"))
        }
    }
}

/// The results of importers run on several threads.
private final class ImporterResults: @unchecked Sendable {
    private var results: [Int: CLIRunner.Result] = [:]
    private let lock = NSLock()

    func set(_ index: Int, _ result: CLIRunner.Result?) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    var all: [CLIRunner.Result?] {
        lock.lock()
        defer { lock.unlock() }
        return [results[0], results[1]]
    }
}

@Suite("workoutkit under concurrency and interruption")
struct RobustnessTests {
    /// A JSON file of `count` workouts with `samples` heart-rate samples each.
    private func writeBigFile(_ path: String, count: Int, samples: Int, seed: Int) throws {
        var text = ""
        for w in 0..<count {
            let start = 1_700_000_000 + (seed * 1000 + w) * 7200
            func iso(_ t: Int) -> String { Timestamp.string(Date(timeIntervalSince1970: Double(t))) }
            var sampleText: [String] = []
            for s in 0..<samples {
                sampleText.append(#"{"type":"HKQuantityTypeIdentifierHeartRate","start":"\#(iso(start + s))","end":"\#(iso(start + s))","value":\#(100 + s % 50).0,"unit":"count/min"}"#)
            }
            text += #"{"activityType":"running","start":"\#(iso(start))","end":"\#(iso(start + samples))","source":{"name":"bulk-\#(seed)","bundleIdentifier":null},"syncIdentifier":"bulk-\#(seed)-\#(w)","samples":[\#(sampleText.joined(separator: ","))]}"# + "\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test("Two importers on one store at once both succeed")
    func concurrentImporters() throws {
        let dir = try TemporaryDirectory()
        for k in 0..<4 { try writeBigFile(dir.path("f\(k).json"), count: 3, samples: 2000, seed: k) }
        let store = dir.path("s.sqlite")
        let batches = [[dir.path("f0.json"), dir.path("f1.json")], [dir.path("f2.json"), dir.path("f3.json")]]
        let results = ImporterResults()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            results.set(index, try? CLIRunner.run(["import"] + batches[index] + ["--store", store, "--quiet"]))
        }
        for result in results.all {
            #expect(result?.status == 0, "\(result?.stderr ?? "did not run")")
        }
        #expect(try lines(CLIRunner.run(["list", "--store", store]).stdout).count == 12)
    }

    @Test("kill -9 during an import leaves every file wholly present or wholly absent, and the store intact")
    func interruptedImport() throws {
        let dir = try TemporaryDirectory()
        var files: [String] = []
        for k in 0..<6 {
            let path = dir.path("f\(k).json")
            try writeBigFile(path, count: 2, samples: 30_000, seed: k)
            files.append(path)
        }
        let store = dir.path("s.sqlite")
        let process = try CLIRunner.start(["import"] + files + ["--store", store])
        // Kill it as soon as the first file has been committed, so that it dies mid-import.
        var committed = 0
        while process.isRunning, committed == 0 {
            Thread.sleep(forTimeInterval: 0.05)
            if FileManager.default.fileExists(atPath: store) {
                committed = (try? lines(CLIRunner.run(["list", "--store", store]).stdout).count) ?? 0
            }
        }
        let interrupted = process.isRunning
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        let listed = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
        #expect(listed.count % 2 == 0, "a file was half imported")
        if interrupted { #expect(listed.count < 12, "the import was not interrupted") }
        #expect(listed.allSatisfy { $0["sampleCount"] as? Int == 30_000 })
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        check.arguments = [store, "PRAGMA integrity_check;"]
        let pipe = Pipe()
        check.standardOutput = pipe
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") {
            try check.run()
            check.waitUntilExit()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == "ok")
        }
    }
}
