import Foundation
import Testing
import TestSupport

@Suite("workoutkit derive")
struct DeriveCommandTests {
    @Test("derive gives workouts imported as written their derived totals, prints each one, and changes nothing when run again")
    func deriveTheSamples() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        // workoutkit's JSON is imported as written: no derived totals.
        let files = [CLIRunner.sampleFile("morning-run.json"), CLIRunner.sampleFile("afternoon-ride.json")]
        #expect(try CLIRunner.run(["import"] + files + ["--store", store]).status == 0)
        let before = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
        #expect(before.count == 2)

        let first = try CLIRunner.run(["derive", "--store", store])
        #expect(first.status == 0, "\(first.stderr)")
        let printed = lines(first.stdout).map { $0.split(separator: "\t").map(String.init) }
        #expect(printed.count == 2 && printed.allSatisfy { $0.count == 3 })
        #expect(first.stderr == "workoutkit: derived totals for 2 of 2 workouts\n")
        // The ride states its distance and energy: derived are the averages it lacks, heart rate among them.
        let ride = try #require(printed.first { $0[0] == "667EA32C-9071-486E-8C8C-F8E0D19F7692" })
        #expect(!ride[2].contains("totalDistance") && ride[2].contains("WKAverageHeartRate"))
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(try CLIRunner.run(["show", ride[0], "--json", "--store", store]).stdout.utf8)) as? [String: Any])
        let metadata = try #require(shown["metadata"] as? [String: Any])
        #expect(metadata["WKDerivedTotals"] as? String == ride[2])

        let again = try CLIRunner.run(["derive", "--store", store])
        #expect(again.status == 0 && again.stdout.isEmpty)
        #expect(again.stderr == "workoutkit: derived totals for 0 of 2 workouts\n")
        // Distance and energy as the files stated them.
        let after = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
        #expect(after.count == 2)
        for (old, new) in zip(before, after) {
            for key in ["totalDistance", "totalEnergyBurned"] {
                let stated = try #require(old[key] as? NSDictionary, "\(key) not stated")
                #expect(new[key] as? NSDictionary == stated)
            }
        }
    }

    @Test("derive --type selects the workouts; an unknown type is a usage error")
    func deriveSelects() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        let files = [CLIRunner.sampleFile("morning-run.json"), CLIRunner.sampleFile("afternoon-ride.json")]
        #expect(try CLIRunner.run(["import"] + files + ["--store", store]).status == 0)
        let runs = try CLIRunner.run(["derive", "--type", "running", "--store", store])
        #expect(runs.status == 0 && lines(runs.stdout).count == 1)
        #expect(runs.stderr == "workoutkit: derived totals for 1 of 1 workout\n")
        let bad = try CLIRunner.run(["derive", "--type", "flying", "--store", store])
        #expect(bad.status == 2 && bad.stderr.contains("flying"))
    }
}
