import Foundation
import Testing
import TestSupport

/// The commands that change stored workouts (route versions, derived totals, edits, dedupe, the
/// deletion of records outside workouts) run on a SQLite store and a PostgreSQL store, step by
/// step: the same status, output and messages (see ``TwoStores``).
@Suite("route, derive, the edits, dedupe and record deletion on a PostgreSQL store")
struct PostgreSQLEditCommandTests {
    @Test("route clean, smooth, simplify and revert, route history, export --route-version, import --smooth and derive: the same on both backends",
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
    func routeVersionsAndDerivedTotals() throws {
        let stores = try TwoStores()
        let imported = try stores.expectSame(["import", CLIRunner.sampleFile("morning-run.json")])
        #expect(imported.status == 0, "\(imported.stderr)")
        // The JSON sample names its workout's UUID: the same in both stores.
        let run = "1298C684-99ED-430F-BA96-68D5D5512925"
        let anchor = try #require(try changeAnchors(try stores.expectSame(["changes", "--json"]).stdout).last)
        for step in [["route", "clean", run], ["route", "smooth", run], ["route", "simplify", run, "--tolerance", "3"],
                     ["route", "revert", run, "2"]] {
            let saved = try stores.expectSame(step)
            #expect(saved.status == 0 && saved.stdout.contains("saved version"), "\(step): \(saved.stderr)")
        }
        let history = try stores.expectSame(["route", "history", run, "--json"])
        #expect(try jsonObjects(history.stdout).map { $0["operation"] as? String } == ["import", "clean", "smooth", "simplify", "revert"])
        try stores.expectSame(["route", "history", run])
        for version in ["1", "4"] {
            let exported = try stores.expectSame(["export", "--workout", run, "--route-version", version, "--format", "gpx"])
            #expect(exported.status == 0 && exported.stdout.contains("<trkpt"), "\(exported.stderr)")
        }
        let changes = try jsonObjects(try stores.expectSame(["changes", "--json", "--anchor", String(anchor)]).stdout)
        let routeChanges = changes.filter { $0["kind"] as? String == "route" }.compactMap { $0["change"] as? String }
        // Four versions replaced, the current one added (those replaced since are no longer listed as added).
        #expect(routeChanges.filter { $0 == "deleted" }.count == 4 && routeChanges.filter { $0 == "added" }.count == 1,
                "\(routeChanges)")

        // import --smooth: the ride's route as imported, cleaned and smoothed.
        let smoothed = try stores.expectSame(["import", CLIRunner.sampleFile("afternoon-ride.json"), "--smooth"])
        #expect(smoothed.status == 0, "\(smoothed.stderr)")
        let ride = try #require(try stores.listed()[stores.sqlite]?.first { $0 != run })
        #expect(try jsonObjects(try stores.expectSame(["route", "history", ride, "--json"]).stdout)
                .map { $0["operation"] as? String } == ["import", "clean", "smooth"])

        // derive fills the totals the files leave out, once.
        let derived = try stores.expectSame(["derive"])
        #expect(derived.status == 0, "\(derived.stderr)")
        #expect(try stores.expectSame(["derive"]).status == 0)
        try stores.expectSame(["list", "--json"])
        try stores.expectSame(["show", run, "--json"])
        try stores.expectSame(["changes", "--json"])
    }

    @Test("trim, shift --keep, split, combine (--keep and not) and merge (--keep and not) of stored workouts: the same versions, outputs and tombstones on both backends",
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
    func editsOfStoredWorkouts() throws {
        let stores = try TwoStores()
        /// The workouts each store lists now and did not list in `before`, in `list`'s order.
        func added(since before: [String: [String]]) throws -> [String: [String]] {
            try stores.listed().reduce(into: [:]) { added, store in
                added[store.key] = store.value.filter { !(before[store.key] ?? []).contains($0) }
            }
        }
        #expect(try stores.expectSame(["import", CLIRunner.sampleFile("morning-run.json")]).status == 0)
        let run = "1298C684-99ED-430F-BA96-68D5D5512925"
        let trimmed = try stores.expectSame(["trim", run, "--skip-start", "1:00"])
        #expect(trimmed.status == 0 && trimmed.stdout.contains("as the next version of workout \(run)"), "\(trimmed.stderr)")
        let afterTrim = try stores.listed()
        let kept = try stores.expectSame(ids: { afterTrim[$0] ?? [] }) { ["shift", $0[0], "--by", "-60", "--keep"] }
        #expect(kept.status == 0 && kept.stdout.contains("as a new workout"), "\(kept.stderr)")
        // The trimmed run in three parts (the first its next version), then combined again.
        let beforeSplit = try stores.listed()
        let split = try stores.expectSame(ids: { afterTrim[$0] ?? [] }) {
            ["split", $0[0], "--at", "2024-05-01T07:40:00Z", "--at", "2024-05-01T07:50:00Z"]
        }
        #expect(split.status == 0 && lines(split.stdout).count == 3, "\(split.stderr)")
        let parts = try added(since: beforeSplit)
        #expect(parts[stores.url]?.count == 3)
        let keptCombination = try stores.expectSame(ids: { parts[$0] ?? [] }) { ["combine"] + $0 + ["--keep"] }
        #expect(keptCombination.status == 0 && keptCombination.stdout.contains("as a new workout beside"), "\(keptCombination.stderr)")
        let combined = try stores.expectSame(ids: { parts[$0] ?? [] }) { ["combine"] + $0 }
        #expect(combined.status == 0 && combined.stdout.contains("deleted workout"), "\(combined.stderr)")
        try stores.expectSame(["list", "--json"])

        // merge: a GPS-only GPX and a heart-rate-only FIT of the sample run.
        let (phone, strap, _) = try MergeCommandTests.cutRun(stores.dir)
        let beforeMerge = try stores.listed()
        #expect(try stores.expectSame(["import", phone, strap]).status == 0)
        let pair = try added(since: beforeMerge)
        #expect(pair[stores.url]?.count == 2)
        let mergedKept = try stores.expectSame(ids: { pair[$0] ?? [] }) { ["merge"] + $0 + ["--keep"] }
        #expect(mergedKept.status == 0 && mergedKept.stdout.contains("as a new workout beside"), "\(mergedKept.stderr)")
        let merged = try stores.expectSame(ids: { pair[$0] ?? [] }) { ["merge"] + $0 }
        #expect(merged.status == 0 && merged.stdout.contains("as the next version of workout"), "\(merged.stderr)")
        try stores.expectSame(["list", "--json"])
        let changes = try stores.expectSame(["changes", "--json"])
        #expect(changes.stdout.contains("\"deleted\""))
    }

    @Test("split of a stored corpus FIT ride at a time (as the next version and with --keep) and at laps, saved while read: the same parts, outputs, exports and tombstones on both backends",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)),
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
    func streamedSplitsOfStoredWorkouts() throws {
        let fit = try #require(Corpus.url("fit/coros-pace2-ride-misaligned-fields.fit")).path
        // Where a split cuts is found alike on both backends (StoredStreamedSplitTests compares
        // the three kinds of split on SQLite); what the backends do differently is the saving:
        // as the next version and with --keep, of two parts and of many.
        for (split, keeping) in [(["--at", "2020-10-25T12:30:00Z"], false), (["--at", "2020-10-25T12:30:00Z"], true), (["--laps"], false)] {
            let stores = try TwoStores()
            #expect(try stores.expectSame(["import", fit]).status == 0)
            let anchor = try #require(try changeAnchors(try stores.expectSame(["changes", "--json"]).stdout).last)
            let before = try stores.listed()
            let saved = try stores.expectSame(ids: { before[$0] ?? [] }) { ["split", $0[0]] + split + (keeping ? ["--keep"] : []) }
            #expect(saved.status == 0 && lines(saved.stdout).count > 1, "\(split): \(saved.stderr)")
            #expect(saved.stdout.contains("as the next version of workout") == !keeping)
            let after = try stores.listed()
            #expect(after[stores.url]?.count == lines(saved.stdout).count + (keeping ? 1 : 0))
            for index in (after[stores.sqlite] ?? []).indices {
                try stores.expectSame(ids: { after[$0] ?? [] }) { ["show", $0[index], "--json"] }
                for format in ["gpx", "json"] {
                    let exported = try stores.expectSame(ids: { after[$0] ?? [] }) { ["export", "--workout", $0[index], "--format", format] }
                    #expect(exported.status == 0 && !exported.stdout.isEmpty, "\(exported.stderr)")
                }
            }
            try stores.expectSame(["list", "--json"])
            let changes = try stores.expectSame(["changes", "--json", "--anchor", String(anchor)])
            #expect(changes.stdout.contains("\"deleted\"") == !keeping)
        }
    }

    @Test("shift of a stored corpus FIT ride whose developer fields were saved after its laps (as the next version and with --keep), saved while read: the same lines, workouts, show --json, JSON, GPX, FIT and CSV exports and tombstones on both backends",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)),
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
    func streamedShiftOfDeveloperFields() throws {
        // StoredStreamedEditTests compares the streamed shift with the whole one on SQLite; here
        // the backends save it, its developer values among the other samples, each its own way.
        let fit = try #require(Corpus.url("fit/hammerhead-karoo2-ride-devfields.fit")).path
        for keeping in [false, true] {
            let stores = try TwoStores()
            #expect(try stores.expectSame(["import", fit]).status == 0)
            let anchor = try #require(try changeAnchors(try stores.expectSame(["changes", "--json"]).stdout).last)
            let before = try stores.listed()
            let saved = try stores.expectSame(ids: { before[$0] ?? [] }) { ["shift", $0[0], "--by", "1:00:00"] + (keeping ? ["--keep"] : []) }
            #expect(saved.status == 0 && saved.stdout.contains("as the next version of workout") == !keeping, "\(saved.stderr)")
            let after = try stores.listed()
            let index = try #require(after[stores.sqlite]?.firstIndex { !(before[stores.sqlite] ?? []).contains($0) })
            try stores.expectSame(ids: { after[$0] ?? [] }) { ["show", $0[index], "--json"] }
            for format in ["json", "gpx", "fit", "csv"] {
                let exported = try stores.expectSame(ids: { after[$0] ?? [] }) { ["export", "--workout", $0[index], "--format", format] }
                #expect(exported.status == 0 && !exported.stdout.isEmpty, "\(exported.stderr)")
            }
            try stores.expectSame(["list", "--json"])
            let changes = try stores.expectSame(["changes", "--json", "--anchor", String(anchor)])
            #expect(changes.stdout.contains("\"deleted\"") == !keeping)
        }
    }

    @Test("split ID --at and combine ID ID of a stored corpus FIT ride whose developer fields were saved after its laps (its halves combined again as the first's next version), saved while read: the same lines, workouts, show --json, JSON, GPX, FIT and CSV exports and tombstones on both backends",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)),
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
    func streamedSplitAndCombinationOfDeveloperFields() throws {
        // StoredStreamedSplitTests and StoredStreamedCombinationTests compare the streamed edits with
        // the whole ones on SQLite; here the backends save them, the developer values after each lap piece.
        let fit = try #require(Corpus.url("fit/hammerhead-karoo2-ride-devfields.fit")).path
        let stores = try TwoStores()
        #expect(try stores.expectSame(["import", fit]).status == 0)
        let anchor = try #require(try changeAnchors(try stores.expectSame(["changes", "--json"]).stdout).last)
        let ride = try stores.listed()
        let split = try stores.expectSame(ids: { ride[$0] ?? [] }) { ["split", $0[0], "--at", "2025-05-09T12:10:00Z"] }
        #expect(split.status == 0, "\(split.stderr)")
        let halves = try stores.listed()
        #expect(halves[stores.url]?.count == 2)
        for index in 0..<2 {
            try stores.expectSame(ids: { halves[$0] ?? [] }) { ["show", $0[index], "--json"] }
            let exported = try stores.expectSame(ids: { halves[$0] ?? [] }) { ["export", "--workout", $0[index], "--format", "csv"] }
            #expect(exported.status == 0 && !exported.stdout.isEmpty, "\(exported.stderr)")
        }
        let combined = try stores.expectSame(ids: { halves[$0] ?? [] }) { ["combine"] + $0 }
        #expect(combined.status == 0 && combined.stdout.contains("deleted workout"), "\(combined.stderr)")
        let after = try stores.listed()
        #expect(after[stores.url]?.count == 1)
        try stores.expectSame(ids: { after[$0] ?? [] }) { ["show", $0[0], "--json"] }
        for format in ["json", "gpx", "fit", "csv"] {
            let exported = try stores.expectSame(ids: { after[$0] ?? [] }) { ["export", "--workout", $0[0], "--format", format] }
            #expect(exported.status == 0 && !exported.stdout.isEmpty, "\(exported.stderr)")
        }
        try stores.expectSame(["list", "--json"])
        let changes = try stores.expectSame(["changes", "--json", "--anchor", String(anchor)])
        #expect(changes.stdout.contains("\"deleted\""))
    }

    @Test("combine of the two halves of a stored corpus GPX ride, as the first's next version, saved while read: the same lines, workout, exports and tombstones on both backends",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)),
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
    func streamedCombinationOfStoredWorkouts() throws {
        let gpx = try #require(Corpus.url("gpx/strava-ride-power.gpx")).path
        let stores = try TwoStores()
        #expect(try stores.expectSame(["import", gpx]).status == 0)
        let ride = try stores.listed()
        #expect(try stores.expectSame(ids: { ride[$0] ?? [] }) { ["split", $0[0], "--at", "2016-04-22T17:15:00Z"] }.status == 0)
        let anchor = try #require(try changeAnchors(try stores.expectSame(["changes", "--json"]).stdout).last)
        let halves = try stores.listed()
        #expect(halves[stores.url]?.count == 2)
        let saved = try stores.expectSame(ids: { halves[$0] ?? [] }) { ["combine"] + $0 }
        #expect(saved.status == 0 && saved.stdout.contains("deleted workout"), "\(saved.stderr)")
        let after = try stores.listed()
        #expect(after[stores.url]?.count == 1)
        try stores.expectSame(ids: { after[$0] ?? [] }) { ["show", $0[0], "--json"] }
        for format in ["gpx", "json"] {
            let exported = try stores.expectSame(ids: { after[$0] ?? [] }) { ["export", "--workout", $0[0], "--format", format] }
            #expect(exported.status == 0 && !exported.stdout.isEmpty, "\(exported.stderr)")
        }
        let changes = try stores.expectSame(["changes", "--json", "--anchor", String(anchor)])
        #expect(changes.stdout.contains("\"deleted\""))
    }

    @Test("merge ID ID of the sample run's GPS-only GPX (with its other samples) and heart-rate-only FIT, saved while read (the FIT first with --keep, --offset and --prefer; the GPX first as its next version): the same lines, workouts, show --json, JSON and FIT exports and tombstones on both backends",
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
    func streamedMergeOfStoredWorkouts() throws {
        // StoredStreamedMergeTests compares the streamed merge with the whole one on SQLite, on a corpus ride.
        let stores = try TwoStores()
        let ids = try Self.importCutRun(stores)
        #expect(ids(stores.url).count == 2)
        let anchor = try #require(try changeAnchors(try stores.expectSame(["changes", "--json"]).stdout).last)
        let kept = try stores.expectSame(ids: ids) {
            ["merge", $0[1], $0[0], "--keep", "--offset", "\($0[1])=-2.5", "--prefer", "\($0[1]):HeartRate"]
        }
        #expect(kept.status == 0 && kept.stdout.contains("as a new workout beside"), "\(kept.stderr)")
        let merged = try stores.expectSame(ids: ids) { ["merge", $0[0], $0[1]] }
        #expect(merged.status == 0 && merged.stdout.contains("as the next version of workout"), "\(merged.stderr)")
        // The two merges (the strap's workout stays as imported).
        let after = try stores.listed()
        let merges = { (store: String) in (after[store] ?? []).filter { !ids(store).contains($0) } }
        #expect(after[stores.url]?.count == 3 && merges(stores.url).count == 2)
        for index in 0..<2 { try Self.expectSameShowAndExports(stores, of: merges, at: index) }
        // Saved while read: the GPX's tombstones come after its next version's objects (a whole save takes them first).
        let (added, deleted) = try Self.changedAnchors(stores, after: anchor)
        #expect(!deleted.isEmpty && !added.isEmpty && (deleted.min() ?? 0) > (added.max() ?? .max), "\(deleted.min() ?? 0) \(added.max() ?? 0)")
    }

    @Test("shift ID (as the next version) and trim ID --keep of a stored merge of the sample run's GPS GPX (with its other samples) and heart-rate-only FIT, whose heart rate names the strap, saved while read: the same lines, workouts, show --json, JSON and FIT exports and tombstones on both backends",
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
    func streamedEditsOfAStoredMerge() throws {
        // StoredStreamedEditTests.streamedEditOfAMerge compares the streamed edits with the whole ones on SQLite, on a corpus ride.
        let stores = try TwoStores()
        let ids = try Self.importCutRun(stores)
        let both = try stores.listed()
        #expect(try stores.expectSame(ids: ids) { ["merge", $0[0], $0[1]] }.status == 0)
        let saved = { (before: [String: [String]]) in try Self.saved(stores, since: before) }
        let merge = try saved(both)
        #expect(merge[stores.url]?.count == 1)
        let anchor = try #require(try changeAnchors(try stores.expectSame(["changes", "--json"]).stdout).last)
        let beforeShift = try stores.listed()
        let shifted = try stores.expectSame(ids: { merge[$0] ?? [] }) { ["shift", $0[0], "--by", "1:00:00"] }
        #expect(shifted.status == 0 && shifted.stdout.contains("as the next version of workout"), "\(shifted.stderr)")
        let shift = try saved(beforeShift)
        let beforeTrim = try stores.listed()
        let trimmed = try stores.expectSame(ids: { shift[$0] ?? [] }) { ["trim", $0[0], "--skip-start", "5:00", "--skip-end", "5:00", "--keep"] }
        #expect(trimmed.status == 0 && trimmed.stdout.contains("as a new workout beside"), "\(trimmed.stderr)")
        let trim = try saved(beforeTrim)
        for edit in [shift, trim] {
            #expect(edit[stores.url]?.count == 1)
            try Self.expectSameShowAndExports(stores, of: { edit[$0] ?? [] })
        }
        // Saved while read: the merge's tombstones come after its shift's objects (a whole save takes them first).
        let (added, deleted) = try Self.changedAnchors(stores, after: anchor)
        #expect(!deleted.isEmpty && !added.isEmpty && (deleted.min() ?? 0) > (added.min() ?? .max), "\(deleted.min() ?? 0) \(added.min() ?? 0)")
    }

    @Test("split ID --at (as the next version) of a stored merge of the sample run's GPS GPX (with its other samples) and heart-rate-only FIT, whose heart rate names the strap, and combine ID ID of its halves (two stored merges, as the first's next version), saved while read: the same lines, workouts, show --json, JSON and FIT exports and tombstones on both backends, each edit's tombstones after its objects",
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
    func streamedSplitAndCombinationOfAStoredMerge() throws {
        // StoredStreamedSplitTests.streamedSplitOfAMerge and StoredStreamedCombinationTests.streamedCombinationOfMerges
        // compare the streamed edits with the whole ones on SQLite, on a corpus ride.
        let stores = try TwoStores()
        let ids = try Self.importCutRun(stores)
        #expect(try stores.expectSame(ids: ids) { ["merge", $0[0], $0[1]] }.status == 0)
        let merged = try stores.listed()
        let merge = { (store: String) in (merged[store] ?? []).filter { !ids(store).contains($0) } }
        #expect(merge(stores.url).count == 1)
        var anchor = try #require(try changeAnchors(try stores.expectSame(["changes", "--json"]).stdout).last)
        let split = try stores.expectSame(ids: merge) { ["split", $0[0], "--at", "2024-05-01T07:45:00Z"] }
        #expect(split.status == 0 && split.stdout.contains("as the next version of workout"), "\(split.stderr)")
        let after = try stores.listed()
        let halves = { (store: String) in (after[store] ?? []).filter { !ids(store).contains($0) } }
        #expect(halves(stores.url).count == 2)
        for index in 0..<2 { try Self.expectSameShowAndExports(stores, of: halves, at: index) }
        // Saved while read: the merge's tombstones come after both halves' objects (a whole split takes them first).
        var (added, deleted) = try Self.changedAnchors(stores, after: anchor)
        #expect(!deleted.isEmpty && !added.isEmpty && (deleted.min() ?? 0) > (added.max() ?? .max), "\(deleted.min() ?? 0) \(added.max() ?? 0)")

        anchor = try #require(try changeAnchors(try stores.expectSame(["changes", "--json"]).stdout).last)
        let combined = try stores.expectSame(ids: halves) { ["combine"] + $0 }
        #expect(combined.status == 0 && combined.stdout.contains("deleted workout"), "\(combined.stderr)")
        let last = try stores.listed()
        let combination = { (store: String) in (last[store] ?? []).filter { !ids(store).contains($0) } }
        #expect(combination(stores.url).count == 1)
        try Self.expectSameShowAndExports(stores, of: combination)
        try stores.expectSame(["list", "--json"])
        // Saved while read: the first half's tombstones come after the combination's objects (a whole combination takes them first).
        (added, deleted) = try Self.changedAnchors(stores, after: anchor)
        #expect(!deleted.isEmpty && !added.isEmpty && (deleted.min() ?? 0) > (added.max() ?? .max), "\(deleted.min() ?? 0) \(added.max() ?? 0)")
    }

    @Test("merge ID ID of stored merges saved while read (the sample run's GPS GPX with its other samples and heart-rate-only FIT merged with --keep: the GPX taking the merge's heart rate with --keep; the two merges merged with --keep, the second's heart rate preferred, its clock 1 s off; the first merge, keeping its heart rate, merged with the GPX's cadence 2 s off as its next version): the same lines, workouts, show --json, JSON and FIT exports and tombstones on both backends",
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
    func streamedMergesOfStoredMerges() throws {
        // StoredStreamedMergeTests.streamedMergeOfStoredMerges compares the streamed merges with the whole ones on SQLite.
        let stores = try TwoStores()
        let ids = try Self.importCutRun(stores)
        var before = try stores.listed()
        /// `merge` of the workouts `inputs` gives (each store's IDs of the GPX, the FIT, then the merges saved) in each store:
        /// the IDs with the workout it saved as a new one added (a next version of a merge, which has no sync
        /// identifier, keeps its UUID).
        func merged(_ ids: @escaping (_ store: String) -> [String], _ inputs: ([String]) -> [String],
                    saying line: String, adding: Int = 1) throws -> (_ store: String) -> [String] {
            let result = try stores.expectSame(ids: ids) { ["merge"] + inputs($0) }
            #expect(result.status == 0 && result.stdout.contains(line), "\(result.stdout) \(result.stderr)")
            let saved = try Self.saved(stores, since: before)
            before = try stores.listed()
            #expect(saved[stores.url]?.count == adding && before[stores.url]?.count == ids(stores.url).count + adding)
            return { store in ids(store) + (saved[store] ?? []) }
        }
        let first = try merged(ids, { [$0[0], $0[1], "--keep"] }, saying: "as a new workout beside")
        let second = try merged(first, { [$0[0], $0[2], "--keep"] }, saying: "as a new workout beside")
        let third = try merged(second, { [$0[2], $0[3], "--keep", "--prefer", "\($0[3]):HeartRate", "--offset", "\($0[3])=-1"] },
                               saying: "as a new workout beside")
        let anchor = try #require(try changeAnchors(try stores.expectSame(["changes", "--json"]).stdout).last)
        let fourth = try merged(third, { [$0[2], $0[0], "--offset", "\($0[0])=2", "--prefer", "\($0[0]):RunningCadence"] },
                                saying: "as the next version of workout", adding: 0)
        for index in 2...4 { try Self.expectSameShowAndExports(stores, of: fourth, at: index) }
        // Saved while read: the first merge's tombstones come after its next version's objects (a whole save takes them first).
        let (added, deleted) = try Self.changedAnchors(stores, after: anchor)
        #expect(!deleted.isEmpty && !added.isEmpty && (deleted.min() ?? 0) > (added.max() ?? .max), "\(deleted.min() ?? 0) \(added.max() ?? 0)")
    }

    @Test("dedupe --apply deletes the duplicates and dedupe --merge saves the kept workout's next version: the same groups, outputs and tombstones on both backends",
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
    func dedupeApplyAndMerge() throws {
        for merging in [false, true] {
            let stores = try TwoStores()
            let (phone, strap) = try Self.runFromTwoDevices(stores.dir)
            #expect(try stores.expectSame(["import", phone, strap, CLIRunner.sampleFile("afternoon-ride.json")]).status == 0)
            let found = try stores.expectSame(["dedupe", "--json"])
            #expect(try jsonObjects(found.stdout).count == 1, "\(found.stdout)")
            let anchor = try #require(try changeAnchors(try stores.expectSame(["changes", "--json"]).stdout).last)
            let applied = try stores.expectSame(merging ? ["dedupe", "--merge", "--json"] : ["dedupe", "--apply"])
            #expect(applied.status == 0, "\(applied.stderr)")
            let changes = try jsonObjects(try stores.expectSame(["changes", "--json", "--anchor", String(anchor), "--type", "workout"]).stdout)
            #expect(changes.filter { $0["change"] as? String == "deleted" }.count == (merging ? 2 : 1), "\(changes)")
            try stores.expectSame(["list", "--json"])
            let again = try stores.expectSame(["dedupe", "--json"])
            #expect(again.stdout.isEmpty && again.stderr.contains("no workouts are stored more than once"))
        }
    }

    @Test("dedupe --merge of the sample run's GPS GPX (kept, with its other samples) and heart-rate-only FIT, saved while read: the same lines, workout, show --json, JSON and FIT exports and tombstones on both backends, the kept workout's after its next version's objects",
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
    func streamedDedupeMerge() throws {
        // StoredStreamedDedupeMergeTests compares the streamed dedupe merge with the whole one on SQLite, on a corpus ride.
        let stores = try TwoStores()
        let (phone, strap, heartRate) = try MergeCommandTests.cutRun(stores.dir, phoneKeepsOtherSamples: true)
        #expect(try stores.expectSame(["import", phone]).status == 0)
        let gps = try stores.listed()
        #expect(try stores.expectSame(["import", strap]).status == 0)
        let anchor = try #require(try changeAnchors(try stores.expectSame(["changes", "--json"]).stdout).last)
        let merged = try stores.expectSame(["dedupe", "--merge"])
        #expect(merged.status == 0 && merged.stdout.contains("\tHeartRate\t\(heartRate.count) values\t0 samples\n"), "\(merged.stdout)\(merged.stderr)")
        #expect(lines(merged.stdout).first { $0.hasPrefix("keep\t") }?.contains(gps[stores.url]?.first ?? "none") == true)
        let after = try stores.listed()
        #expect(after[stores.url]?.count == 1)
        try Self.expectSameShowAndExports(stores, of: { after[$0] ?? [] })
        // Saved while read: the GPX's tombstones come after its next version's objects (a whole save takes them first),
        // the strap's after them.
        let (added, deleted) = try Self.changedAnchors(stores, after: anchor)
        #expect(!deleted.isEmpty && !added.isEmpty && (deleted.min() ?? 0) > (added.max() ?? .max), "\(deleted.min() ?? 0) \(added.max() ?? 0)")
    }

    /// The sample run as two devices' workoutkit JSON recordings: a phone's (the route, no samples)
    /// and a strap's (the samples, no route), each naming its UUIDs, so that both stores hold the
    /// same UUIDs (which decide which duplicate is kept when all else is equal).
    /// The sample run cut into a GPS GPX (with its other samples) and a heart-rate-only FIT,
    /// imported in that order into both stores: each store's IDs, the GPX's then the FIT's.
    private static func importCutRun(_ stores: TwoStores) throws -> (_ store: String) -> [String] {
        let (phone, strap, _) = try MergeCommandTests.cutRun(stores.dir, phoneKeepsOtherSamples: true)
        #expect(try stores.expectSame(["import", phone]).status == 0)
        let gps = try stores.listed()
        #expect(try stores.expectSame(["import", strap]).status == 0)
        let both = try stores.listed()
        return { store in (gps[store] ?? []) + (both[store] ?? []).filter { !(gps[store] ?? []).contains($0) } }
    }

    /// Each store's workouts not among `before`'s (each store's IDs, `list`ed): those an edit saved.
    private static func saved(_ stores: TwoStores, since before: [String: [String]]) throws -> [String: [String]] {
        try stores.listed().reduce(into: [:]) { result, entry in
            result[entry.key] = entry.value.filter { !(before[entry.key] ?? []).contains($0) }
        }
    }

    /// `show --json` and the JSON and FIT exports of the workout at `index` of those `ids` names
    /// in each store: the same on both backends, the exports not empty.
    private static func expectSameShowAndExports(_ stores: TwoStores, of ids: (_ store: String) throws -> [String], at index: Int = 0,
                                                 sourceLocation: SourceLocation = #_sourceLocation) throws {
        try stores.expectSame(ids: ids, { ["show", $0[index], "--json"] }, sourceLocation: sourceLocation)
        for format in ["json", "fit"] {
            let exported = try stores.expectSame(ids: ids, { ["export", "--workout", $0[index], "--format", format] },
                                                 sourceLocation: sourceLocation)
            #expect(exported.status == 0 && !exported.stdout.isEmpty, "\(exported.stderr)", sourceLocation: sourceLocation)
        }
    }

    /// The anchors of the objects added and deleted after `anchor`, as `changes --json` reports
    /// them on both backends (the same).
    private static func changedAnchors(_ stores: TwoStores, after anchor: Int) throws -> (added: [Int], deleted: [Int]) {
        let changes = try jsonObjects(try stores.expectSame(["changes", "--json", "--anchor", String(anchor)]).stdout)
        let anchors = { (change: String) in changes.filter { $0["change"] as? String == change }.compactMap { $0["anchor"] as? Int } }
        return (anchors("added"), anchors("deleted"))
    }

    private static func runFromTwoDevices(_ dir: TemporaryDirectory) throws -> (phone: String, strap: String) {
        let data = try Data(contentsOf: URL(fileURLWithPath: CLIRunner.sampleFile("morning-run.json")))
        let run = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var phone = run, strap = run
        phone["samples"] = [Any]()
        strap["routes"] = [Any]()
        strap["uuid"] = "6A3F2C10-5B7E-4D21-9C84-0E1F2A3B4C5D"
        strap["syncIdentifier"] = "strap-running-2024-05-01T07:30:00.000Z"
        strap["source"] = ["name": "Sample Strap", "bundleIdentifier": NSNull()]
        let paths = (phone: dir.path("phone.json"), strap: dir.path("strap.json"))
        try JSONSerialization.data(withJSONObject: phone).write(to: URL(fileURLWithPath: paths.phone))
        try JSONSerialization.data(withJSONObject: strap).write(to: URL(fileURLWithPath: paths.strap))
        return paths
    }

    @Test("delete of an Apple Health export's records by UUID: the same tombstones and export on both backends; an unknown UUID deletes nothing",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)),
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
    func deleteHealthRecords() throws {
        let stores = try TwoStores()
        let export = try #require(Corpus.url("applehealth/healthkit-to-sqlite-export.zip")).path
        #expect(try stores.expectSame(["import", export]).status == 0)
        let added = try jsonObjects(try stores.expectSame(["changes", "--json"]).stdout)
        let anchor = try #require(added.last?["anchor"] as? Int)
        // A summary and a body mass index sample, by their places in each store (a reader may make
        // their UUIDs anew on each import).
        func records(_ store: String) throws -> [String] {
            let changes = try jsonObjects(try CLIRunner.run(["changes", "--json", "--store", store]).stdout)
            let summary = try #require(changes.first { $0["kind"] as? String == "activitySummary" }?["uuid"] as? String)
            let exported = try jsonObjects(try CLIRunner.run(["export", "--format", "json", "--store", store]).stdout)
            let sample = try #require(exported.first {
                $0["kind"] as? String == "sample" && $0["type"] as? String == "HKQuantityTypeIdentifierBodyMassIndex"
            }?["uuid"] as? String)
            return [summary, sample]
        }
        let unknown = try stores.expectSame(ids: records) { ["delete", $0[0], "00000000-0000-4000-8000-000000000000"] }
        #expect(unknown.status == 1 && unknown.stderr.contains("00000000-0000-4000-8000-000000000000"), "\(unknown.stderr)")
        let deleted = try stores.expectSame(ids: records) { ["delete"] + $0 }
        #expect(deleted.status == 0 && deleted.stderr.contains("deleted 2 records"), "\(deleted.stderr)")
        let since = try jsonObjects(try stores.expectSame(["changes", "--json", "--anchor", String(anchor)]).stdout)
        #expect(since.filter { $0["change"] as? String == "deleted" }.compactMap { $0["kind"] as? String } == ["activitySummary", "sample"])
        try stores.expectSame(["export", "--format", "json"])
    }
}

// In the serialized `store copy` suite: it runs CLI processes for a minute.
extension StoreCopyCommandTests {
    @Test("an import of a recording and an edit saving its next version, in two processes at once on PostgreSQL, six times: both finish (no deadlock), and every anchor went to one object, as on SQLite one after the other",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)),
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)),
          .timeLimit(.minutes(10)))
    func importAndEditOfOneRecordingAtOnce() throws {
        // A streamed import (the anchor lock taken when it begins, the stored version looked up at
        // its end) of a ride whose streaming (0.8 s here) overlaps the edit's save when started
        // 0.1 to 0.6 s after the edit (an edit of it takes 1.5 to 4.5 s): with a version lock taken
        // before the anchor lock, the two deadlocked in 2 of 6 such runs on this machine.
        let fit = try #require(Corpus.url("fit/garmin-edge500-ride.fit")).path
        /// No anchor lost or taken twice: each anchor up to the store's went to one object, which
        /// is listed as added, or was deleted since (then its tombstone has an anchor of its own).
        func expectEveryAnchorUsedOnce(_ store: String, _ comment: String) throws {
            let changes = try jsonObjects(try CLIRunner.run(["changes", "--json", "--store", store]).stdout)
            let last = try #require(changes.last?["anchor"] as? Int)
            let objects = changes.dropLast()
            let anchors = objects.compactMap { $0["anchor"] as? Int }
            let tombstones = objects.filter { $0["change"] as? String == "deleted" }.count
            #expect(Set(anchors).count == anchors.count && anchors.allSatisfy { $0 <= last }, "\(comment): an anchor twice")
            #expect(last == anchors.count + tombstones, "\(comment): \(anchors.count) objects, \(tombstones) tombstones, anchor \(last)")
        }
        for round in 1...6 {
            let stores = try TwoStores()
            #expect(try CLIRunner.run(["import", fit, "--store", stores.url]).status == 0)
            let id = try #require(try stores.listed()[stores.url]?.first)
            let results = Results(count: 2)
            let url = stores.url
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    Thread.sleep(forTimeInterval: 0.1 * Double(round))
                    results.set(0, Result { try CLIRunner.run(["import", fit, "--store", url]) })
                } else {
                    results.set(1, Result { try CLIRunner.run(["trim", id, "--skip-start", "0:10", "--store", url]) })
                }
            }
            let imported = try results.all[0].get()
            let edit = try results.all[1].get()
            // Both save, whichever comes first (the import finds the ride unchanged, or edited and
            // puts the file's content back as its next version): no deadlock.
            #expect(edit.status == 0, "round \(round): \(edit.stderr)")
            #expect(imported.status == 0 && imported.stderr.contains(" 0 failed"), "round \(round): \(imported.stderr)")
            #expect(!edit.stderr.contains("deadlock") && !imported.stderr.contains("deadlock"))
            try expectEveryAnchorUsedOnce(url, "round \(round)")
            if round == 1 {
                // The rule holds on SQLite for the same commands one after the other, both orders.
                #expect(try CLIRunner.run(["import", fit, "--store", stores.sqlite]).status == 0)
                let sqliteID = try #require(try stores.listed()[stores.sqlite]?.first)
                #expect(try CLIRunner.run(["import", fit, "--store", stores.sqlite]).status == 0)
                #expect(try CLIRunner.run(["trim", sqliteID, "--skip-start", "0:10", "--store", stores.sqlite]).status == 0)
                #expect(try CLIRunner.run(["import", fit, "--store", stores.sqlite]).stderr.contains("1 replaced"))
                try expectEveryAnchorUsedOnce(stores.sqlite, "SQLite")
            }
        }
    }
}
