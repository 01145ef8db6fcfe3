import Foundation
import Testing
import TestSupport

@Suite("workoutkit dedupe", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
struct DedupeCommandTests {
    /// A store holding the Edge 1000 ride as FIT, GPX and TCX (`convert` of the FIT) and the
    /// sample run; returns its path and the ride's three workout UUIDs.
    private func storeWithRideThreeTimes(_ dir: TemporaryDirectory) throws -> (store: String, ride: Set<String>) {
        let store = dir.path("s.sqlite")
        let fit = try #require(Corpus.url("fit/garmin-edge1000-ride-3939576645.fit")).path
        let gpx = try #require(Corpus.url("gpx/garmin-edge1000-ride-3939576645.gpx")).path
        let converted = try CLIRunner.run(["convert", fit, "--to", "tcx", "-o", dir.path("ride.tcx")])
        #expect(converted.status == 0, "\(converted.stderr)")
        for path in [fit, gpx, dir.path("ride.tcx"), CLIRunner.sampleFile("morning-run.json")] {
            let imported = try CLIRunner.run(["import", path, "--store", store])
            #expect(imported.status == 0, "\(imported.stderr)")
        }
        let listed = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
        let ride = listed.filter { $0["activityType"] as? String == "cycling" }.compactMap { $0["uuid"] as? String }
        #expect(listed.count == 4 && ride.count == 3)
        return (store, Set(ride))
    }

    @Test("dedupe --json prints the ride imported three times as one group; --merge is refused; --apply leaves one and changes reports the deletions")
    func dedupeFindsAndDeletes() throws {
        let dir = try TemporaryDirectory()
        let (store, ride) = try storeWithRideThreeTimes(dir)
        let found = try CLIRunner.run(["dedupe", "--json", "--store", store])
        #expect(found.status == 0, "\(found.stderr)")
        let groups = try jsonObjects(found.stdout)
        try #require(groups.count == 1)
        let keep = try #require(groups[0]["keep"] as? String)
        let duplicates = try #require(groups[0]["duplicates"] as? [String])
        #expect(Set([keep] + duplicates) == ride && duplicates.count == 2)
        #expect((groups[0]["reason"] as? String)?.hasPrefix("cycling at 2019-08-11T") == true)

        let text = try CLIRunner.run(["dedupe", "--store", store])
        let textLines = lines(text.stdout)
        #expect(textLines.count == 4 && textLines[1].hasPrefix("keep\t\(keep)\t"), "\(text.stdout)")
        #expect(textLines.dropFirst(2).allSatisfy { $0.hasPrefix("duplicate\t") })

        let merge = try CLIRunner.run(["dedupe", "--merge", "--store", store])
        #expect(merge.status == 1 && merge.stderr.contains("dedupe --merge is not done yet"), "\(merge.stderr)")
        #expect(try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout).count == 4)

        let anchor = try #require(try jsonObjects(try CLIRunner.run(["changes", "--json", "--store", store]).stdout).last?["anchor"] as? Int)
        let applied = try CLIRunner.run(["dedupe", "--apply", "--store", store])
        #expect(applied.status == 0 && applied.stderr.contains("deleted 2 workouts"), "\(applied.stderr)")
        let left = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout).compactMap { $0["uuid"] as? String }
        #expect(left.count == 2 && left.contains(keep) && Set(left).isDisjoint(with: duplicates))
        let changes = try jsonObjects(try CLIRunner.run(["changes", "--json", "--anchor", "\(anchor)", "--type", "workout", "--store", store]).stdout)
        #expect(Set(changes.filter { $0["change"] as? String == "deleted" }.compactMap { $0["uuid"] as? String }) == Set(duplicates))
        #expect(!changes.contains { $0["change"] as? String == "added" })

        let again = try CLIRunner.run(["dedupe", "--json", "--store", store])
        #expect(again.status == 0 && again.stdout.isEmpty && again.stderr.contains("no workouts are stored more than once"))
    }
}
