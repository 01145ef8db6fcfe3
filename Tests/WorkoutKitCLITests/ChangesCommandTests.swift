import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("workoutkit changes", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
struct ChangesCommandTests {
    /// The lines `changes` prints for `result` (the store's unlimited anchored query): each
    /// change in anchor order, then the anchor line.
    private func expectedLines(_ result: AnchoredObjectResult, json: Bool) -> [String] {
        let changes = (result.added.map { ($0, "added") } + result.deleted.map { ($0, "deleted") }).sorted { $0.0.anchor < $1.0.anchor }
        return changes.map { change, verb in
            json
                ? #"{"anchor":\#(change.anchor),"change":"\#(verb)","kind":"\#(change.kind.rawValue)","uuid":"\#(change.uuid.uuidString)"}"#
                : "\(change.anchor)\t\(verb)\t\(change.kind.rawValue)\t\(change.uuid.uuidString)\t\(change.objectType.identifier)"
        } + [json ? #"{"anchor":\#(result.newAnchor)}"# : "anchor \(result.newAnchor)"]
    }

    @Test("changes, read page by page, prints the unlimited anchored query's changes and anchor, from 0 and mid-series, with and without --type")
    func changesPrintTheUnlimitedQuerysChanges() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        // The Edge 1000 ride: 10,192 changes (more than a page), most of them series values.
        let fit = try #require(Corpus.url("fit/garmin-edge1000-ride-3939576645.fit")).path
        let imported = try CLIRunner.run(["import", fit, "--store", store])
        #expect(imported.status == 0, "\(imported.stderr)")
        let opened = try WorkoutStore(path: store)
        for (anchor, type) in [(0, nil), (5003, nil), (0, "HKQuantityTypeIdentifierHeartRate")] as [(Int, String?)] {
            let filter = type.flatMap(ObjectType.init(parsing:))
            let result = try opened.execute(AnchoredObjectQuery(filter: filter, anchor: anchor))
            #expect(result.added.count > (type == nil ? 5000 : 1000))
            for json in [true, false] {
                var arguments = ["changes", "--anchor", String(anchor), "--store", store]
                if let type { arguments += ["--type", type] }
                if json { arguments.append("--json") }
                let printed = try CLIRunner.run(arguments)
                #expect(printed.status == 0, "\(printed.stderr)")
                #expect(lines(printed.stdout) == expectedLines(result, json: json), "\(arguments)")
            }
        }
    }
}
