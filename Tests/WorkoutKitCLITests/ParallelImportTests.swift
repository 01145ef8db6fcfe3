import Foundation
import Testing
import TestSupport

/// Several `workoutkit` processes on one store, as `xargs -P` runs them: the small version of
/// `Scripts/stress-parallel-import.sh`.
@Suite("Parallel importers and readers on one store")
struct ParallelImportTests {
    /// `count` GPX recordings written by our GPX writer (the sample run, cut to 60 points),
    /// recording `index` re-timed to `index` days after the sample's day.
    private func recordings(_ count: Int, in dir: TemporaryDirectory) throws -> [String] {
        let base = dir.path("base.gpx")
        let converted = try CLIRunner.run(["convert", CLIRunner.sampleFile("morning-run.json"), "--to", "gpx", "-o", base])
        #expect(converted.status == 0, "\(converted.stderr)")
        let text = try String(contentsOfFile: base, encoding: .utf8)
        let points = text.components(separatedBy: "<trkpt")
        let closing = "</trkseg>" + text.components(separatedBy: "</trkseg>").last!
        let cut = points[..<61].joined(separator: "<trkpt").components(separatedBy: "</trkpt>").dropLast().joined(separator: "</trkpt>")
            + "</trkpt>\n" + closing
        let day = DateFormatter()
        day.locale = Locale(identifier: "en_US_POSIX")
        day.timeZone = TimeZone(identifier: "UTC")
        day.dateFormat = "yyyy-MM-dd'T'"
        let first = day.date(from: "2024-05-01T")!
        return try (0..<count).map { index in
            let path = dir.path(String(format: "ride-%03d.gpx", index))
            let date = day.string(from: first.addingTimeInterval(Double(index) * 86_400))
            try cut.replacingOccurrences(of: "2024-05-01T", with: date).write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    /// The workouts `list --json` reports, failing the test when it fails.
    private func listed(_ store: String) throws -> [[String: Any]] {
        let result = try CLIRunner.run(["list", "--json", "--store", store])
        #expect(result.status == 0, "\(result.stderr)")
        return try jsonObjects(result.stdout)
    }

    @Test("Four importers and readers started together on a new store, three times: every file imported, nobody fails")
    func importersAndReadersOnANewStore() throws {
        let dir = try TemporaryDirectory()
        let files = try recordings(48, in: dir)
        let batches = stride(from: 0, to: files.count, by: 12).map { Array(files[$0..<$0 + 12]) }
        for round in 0..<3 {
            let store = dir.path("round-\(round).sqlite")
            let results = ProcessResults()
            // Four importers, and two readers that each read the store three times meanwhile.
            DispatchQueue.concurrentPerform(iterations: batches.count + 2) { index in
                if index < batches.count {
                    results.append(try? CLIRunner.run(["import", "--quiet", "--store", store] + batches[index]))
                } else {
                    for command in [["list"], ["stats", "HeartRate"], ["export", "--format", "json"]] {
                        results.append(try? CLIRunner.run(command + ["--store", store]))
                    }
                }
            }
            for result in results.all {
                #expect(result?.status == 0, "round \(round): \(result?.stderr ?? "did not run")")
            }
            let workouts = try listed(store)
            #expect(workouts.count == files.count, "round \(round)")
            #expect(workouts.allSatisfy { $0["routeLocationCount"] as? Int == 60 }, "round \(round): a workout is not whole")
        }
    }

    @Test("kill -9 of one of three importers leaves the others' files all imported and its own finished files whole")
    func killedImporterLeavesTheOthersWhole() throws {
        let dir = try TemporaryDirectory()
        let files = try recordings(60, in: dir)
        let store = dir.path("s.sqlite")
        let victim = try CLIRunner.start(["import", "--store", store] + files[0..<40])
        let results = ProcessResults()
        DispatchQueue.concurrentPerform(iterations: 3) { index in
            if index < 2 {
                let share = Array(files[40 + index * 10..<50 + index * 10])
                results.append(try? CLIRunner.run(["import", "--quiet", "--store", store] + share))
            } else {
                // Kill the first importer once it has saved a few of its files.
                while victim.isRunning, ((try? listed(store).count) ?? 0) < 5 { Thread.sleep(forTimeInterval: 0.02) }
                kill(victim.processIdentifier, SIGKILL)
            }
        }
        victim.waitUntilExit()
        for result in results.all { #expect(result?.status == 0, "\(result?.stderr ?? "did not run")") }
        let workouts = try listed(store)
        #expect(workouts.allSatisfy { $0["routeLocationCount"] as? Int == 60 }, "a workout is not whole")
        // Its files are imported in order: the ones it finished are the first of its share.
        let starts = Set(workouts.compactMap { $0["start"] as? String }.map { String($0.prefix(10)) })
        let day = DateFormatter()
        day.locale = Locale(identifier: "en_US_POSIX")
        day.timeZone = TimeZone(identifier: "UTC")
        day.dateFormat = "yyyy-MM-dd"
        let first = day.date(from: "2024-05-01")!
        let present = (0..<60).map { starts.contains(day.string(from: first.addingTimeInterval(Double($0) * 86_400))) }
        #expect(present[40...].allSatisfy { $0 }, "another importer's file is missing")
        let saved = present[..<40].prefix { $0 }.count
        #expect(present[saved..<40].allSatisfy { !$0 }, "the killed importer's files are not a prefix of its share")
        #expect(workouts.count == 20 + saved)
        // Importing its share again completes the store.
        let again = try CLIRunner.run(["import", "--quiet", "--store", store] + files[0..<40])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try listed(store).count == 60)
    }
}

/// What processes run from several threads returned.
private final class ProcessResults: @unchecked Sendable {
    private var results: [CLIRunner.Result?] = []
    private let lock = NSLock()

    func append(_ result: CLIRunner.Result?) {
        lock.withLock { results.append(result) }
    }

    var all: [CLIRunner.Result?] { lock.withLock { results } }
}
