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

    @Test("dedupe --json prints the ride imported three times as one group; --apply leaves one and changes reports the deletions")
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

        let anchor = try #require(try changeAnchors(try CLIRunner.run(["changes", "--json", "--store", store]).stdout).last)
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

    /// A store holding the sample run as a phone's GPX (positions and the samples other than
    /// heart rate) and a strap's FIT (heart rate alone): its path, the run's heart rate by
    /// time, and the one group `dedupe --json` finds (kept, duplicate).
    private func storeWithRunFromTwoDevices(_ dir: TemporaryDirectory, name: String) throws
        -> (store: String, heartRate: [String: Double], keep: String, duplicate: String) {
        let (phone, strap, heartRate) = try MergeCommandTests.cutRun(dir, phoneKeepsOtherSamples: true)
        let store = dir.path(name)
        for file in [phone, strap] {
            let imported = try CLIRunner.run(["import", file, "--store", store])
            #expect(imported.status == 0, "\(imported.stderr)")
        }
        let groups = try jsonObjects(try CLIRunner.run(["dedupe", "--json", "--store", store]).stdout)
        try #require(groups.count == 1)
        let keep = try #require(groups[0]["keep"] as? String)
        let duplicates = try #require(groups[0]["duplicates"] as? [String])
        try #require(duplicates.count == 1)
        return (store, heartRate, keep, duplicates[0])
    }

    @Test("dedupe --merge --json puts the strap's heart rate into the phone's workout (its next version) and deletes the strap's: the merged key says what it took, changes reports it, an exported GPX has the heart rate at every point")
    func dedupeMergeJSON() throws {
        let dir = try TemporaryDirectory()
        let (store, heartRate, keep, duplicate) = try storeWithRunFromTwoDevices(dir, name: "s.sqlite")
        let anchor = try #require(try changeAnchors(try CLIRunner.run(["changes", "--json", "--store", store]).stdout).last)

        let merged = try CLIRunner.run(["dedupe", "--merge", "--json", "--store", store])
        #expect(merged.status == 0 && merged.stderr.contains("merged 1 group into the kept workouts and deleted 1 workout"), "\(merged.stderr)")
        let objects = try jsonObjects(merged.stdout)
        try #require(objects.count == 1)
        #expect(Set(objects[0].keys) == ["keep", "duplicates", "reason", "merged"])
        let result = try #require(objects[0]["merged"] as? [String: Any])
        let workout = try #require(result["workout"] as? String)
        #expect(workout != keep)
        let taken = try #require(result["taken"] as? [[String: Any]])
        #expect(taken.count == 1)
        #expect(taken.first?["from"] as? String == duplicate)
        #expect(taken.first?["type"] as? String == "HKQuantityTypeIdentifierHeartRate")
        #expect(taken.first?["values"] as? Int == heartRate.count && taken.first?["samples"] as? Int == 0)
        #expect((result["leftOut"] as? [String]) != nil)

        let left = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout).compactMap { $0["uuid"] as? String }
        #expect(left == [workout])
        let changes = try jsonObjects(try CLIRunner.run(["changes", "--json", "--anchor", "\(anchor)", "--type", "workout", "--store", store]).stdout)
        #expect(Set(changes.filter { $0["change"] as? String == "deleted" }.compactMap { $0["uuid"] as? String }) == [keep, duplicate])
        #expect(changes.filter { $0["change"] as? String == "added" }.compactMap { $0["uuid"] as? String } == [workout])

        let exported = try CLIRunner.run(["export", "--format", "gpx", "--workout", workout, "-o", dir.path("run.gpx"), "--store", store])
        #expect(exported.status == 0, "\(exported.stderr)")
        let points = try MergeCommandTests.trackPoints(dir.path("run.gpx"))
        #expect(points.count == 1801)
        #expect(points.allSatisfy { $0.heartRate != nil && $0.heartRate == heartRate[$0.time] })
        let again = try CLIRunner.run(["dedupe", "--merge", "--store", store])
        #expect(again.status == 0 && again.stdout.isEmpty && again.stderr.contains("no workouts are stored more than once"))
    }

    @Test("dedupe --merge --apply (the same as --merge) prints a merged line per type taken and a saved line after the group's lines")
    func dedupeMergeText() throws {
        let dir = try TemporaryDirectory()
        let (store, heartRate, keep, duplicate) = try storeWithRunFromTwoDevices(dir, name: "s.sqlite")
        let merged = try CLIRunner.run(["dedupe", "--merge", "--apply", "--store", store])
        #expect(merged.status == 0, "\(merged.stderr)")
        let output = lines(merged.stdout)
        try #require(output.count == 5, "\(merged.stdout)")
        #expect(output[1].hasPrefix("keep\t\(keep)\t") && output[2].hasPrefix("duplicate\t\(duplicate)\t"))
        #expect(output[3] == "merged\t\(duplicate)\tHeartRate\t\(heartRate.count) values\t0 samples")
        let saved = output[4].split(separator: "\t").map(String.init)
        #expect(saved.count == 3 && saved[0] == "saved" && saved[2] == "the next version of \(keep)")
        let left = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout).compactMap { $0["uuid"] as? String }
        #expect(left == [saved.count > 1 ? saved[1] : ""])
    }
}
