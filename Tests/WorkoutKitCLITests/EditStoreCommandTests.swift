import Foundation
import Testing
import TestSupport

/// `split` and `combine` of stored workouts, saved into the store.
@Suite("workoutkit split and combine into the store", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
struct EditStoreCommandTests {
    private func listed(_ store: String) throws -> [[String: Any]] {
        try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
    }

    private func sum(_ objects: [[String: Any]], _ key: String) -> Int {
        objects.reduce(0) { $0 + ($1[key] as? Int ?? 0) }
    }

    @Test("split of a stored run at two times saves three parts (the first as its next version) holding every point; combine of the parts saves the first's next version and deletes the others")
    func splitAndCombineStoredWorkout() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        let tcx = try #require(Corpus.url("tcx/garmin-fr410-run-hr-3laps.tcx")).path
        #expect(try CLIRunner.run(["import", tcx, "--store", store]).status == 0)
        let original = try #require(try listed(store).first)
        let uuid = try #require(original["uuid"] as? String)
        let anchor = try #require(try changeAnchors(try CLIRunner.run(["changes", "--json", "--store", store]).stdout).last)

        let split = try CLIRunner.run(["split", uuid, "--at", "2012-12-26T21:40:00Z", "--at", "2012-12-26T21:50:00Z", "--store", store])
        #expect(split.status == 0, "\(split.stderr)")
        let printed = lines(split.stdout)
        try #require(printed.count == 3, "\(split.stdout)")
        #expect(printed[0].hasSuffix("saved as the next version of workout \(uuid)"))
        #expect(printed.dropFirst().allSatisfy { $0.hasSuffix("saved as a new workout") })
        let parts = try listed(store)
        let partIDs = parts.compactMap { $0["uuid"] as? String }
        #expect(Set(partIDs) == Set(printed.map { String($0.prefix { $0 != "\t" }) }) && !partIDs.contains(uuid))
        // Every point and heart rate value is in exactly one part.
        #expect(sum(parts, "routeLocationCount") == original["routeLocationCount"] as? Int)
        #expect(sum(parts, "heartRateCount") == original["heartRateCount"] as? Int)
        let changes = try jsonObjects(try CLIRunner.run(["changes", "--json", "--anchor", "\(anchor)", "--type", "workout", "--store", store]).stdout)
        #expect(changes.filter { $0["change"] as? String == "deleted" }.compactMap { $0["uuid"] as? String } == [uuid])
        #expect(Set(changes.filter { $0["change"] as? String == "added" }.compactMap { $0["uuid"] as? String }) == Set(partIDs))

        // Combined with --keep: a new workout beside the parts.
        let kept = try CLIRunner.run(["combine"] + partIDs + ["--keep", "--store", store])
        #expect(kept.status == 0 && kept.stdout.contains("as a new workout beside \(partIDs[0])"), "\(kept.stderr)")
        #expect(try listed(store).count == 4)

        let combined = try CLIRunner.run(["combine"] + partIDs + ["--store", store])
        #expect(combined.status == 0, "\(combined.stderr)")
        #expect(combined.stdout.contains("as the next version of workout \(partIDs[0])"))
        #expect(partIDs.dropFirst().allSatisfy { combined.stdout.contains("deleted workout \($0): it is in the combination") })
        let after = try listed(store)
        #expect(after.count == 2 && Set(after.compactMap { $0["uuid"] as? String }).isDisjoint(with: partIDs))
        for workout in after {
            #expect(workout["routeLocationCount"] as? Int == original["routeLocationCount"] as? Int)
            #expect(workout["heartRateCount"] as? Int == original["heartRateCount"] as? Int)
            #expect(workout["start"] as? String == original["start"] as? String)
        }

        // A file still needs -o for split: nothing is saved.
        let noOutput = try CLIRunner.run(["split", tcx, "--laps", "--store", store])
        #expect(noOutput.status == 2 && noOutput.stderr.contains("-o: give a directory"), "\(noOutput.stderr)")
    }
}
