import Foundation
import Testing
import TestSupport

/// `export --format json`, `import` and `delete` on the records outside workouts of an Apple Health export.
@Suite("workoutkit and the records outside workouts")
struct HealthRecordCommandTests {
    @Test("delete takes a record's UUID: changes reports its tombstone of the right kind, the JSON export no longer holds it",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
    func deleteRecords() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        let export = try #require(Corpus.url("applehealth/healthkit-to-sqlite-export.zip")).path
        #expect(try CLIRunner.run(["import", export, "--store", store]).status == 0)
        let added = try jsonObjects(try CLIRunner.run(["changes", "--json", "--store", store]).stdout)
        let anchor = try #require(added.last?["anchor"] as? Int)
        let summary = try #require(added.first { $0["kind"] as? String == "activitySummary" }?["uuid"] as? String)
        let records = try jsonObjects(try CLIRunner.run(["export", "--format", "json", "--store", store]).stdout)
        let bodyMassIndex = try #require(records.first {
            $0["kind"] as? String == "sample" && $0["type"] as? String == "HKQuantityTypeIdentifierBodyMassIndex"
        }?["uuid"] as? String)

        // An unknown UUID fails, naming it, and deletes nothing.
        let unknown = try CLIRunner.run(["delete", summary, "00000000-0000-4000-8000-000000000000", "--store", store])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("00000000-0000-4000-8000-000000000000"))
        #expect(try jsonObjects(try CLIRunner.run(["changes", "--anchor", String(anchor), "--json", "--store", store]).stdout).count == 1)

        let deleted = try CLIRunner.run(["delete", summary, bodyMassIndex.lowercased(), "--store", store])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(deleted.stderr.contains("deleted 2 records"))
        let since = try jsonObjects(try CLIRunner.run(["changes", "--anchor", String(anchor), "--json", "--store", store]).stdout)
        let tombstones = since.filter { $0["change"] as? String == "deleted" }
        #expect(tombstones.map { "\($0["kind"] ?? "") \($0["uuid"] ?? "")" }
                == ["activitySummary \(summary)", "sample \(bodyMassIndex)"])
        let json = try CLIRunner.run(["export", "--format", "json", "--store", store]).stdout
        #expect(!json.contains(summary) && !json.contains(bodyMassIndex))
        #expect(json.contains(#""kind":"activitySummary""#))
        #expect(try CLIRunner.run(["stats", "BodyMassIndex", "--json", "--store", store]).stdout.isEmpty)
    }
}
