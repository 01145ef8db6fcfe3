import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("import and delete on a PostgreSQL store")
struct PostgreSQLWriteCommandTests {
    @Test("import, import again (unchanged), a newer sync version (replaced), a bad file among good ones, delete: the same outputs, anchors and tombstones on both backends",
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
    func importsAndDeletesAsOnSQLite() throws {
        let stores = try TwoStores()
        let run = CLIRunner.sampleFile("morning-run.json")
        let ride = CLIRunner.sampleFile("afternoon-ride.json")
        let first = try stores.expectSame(["import", run, CLIRunner.sampleFile("run.gpx"), CLIRunner.sampleFile("ride.fit")])
        #expect(first.status == 0 && first.stderr.contains("3 imported, 0 unchanged, 0 replaced, 0 failed"), "\(first.stderr)")
        let again = try stores.expectSame(["import", run])
        #expect(again.stderr.contains("0 imported, 1 unchanged, 0 replaced, 0 failed"), "\(again.stderr)")
        #expect(try stores.expectSame(["changes", "--json"]).stdout.split(separator: "\n").count > 100)

        // A newer version of the run: same sync identifier, version 2, another energy total.
        let newer = stores.dir.path("morning-run-v2.json")
        let text = try String(contentsOfFile: run, encoding: .utf8)
        #expect(text.contains("\"syncVersion\":1") && text.contains("{\"value\":378.0,\"unit\":\"kcal\"}"))
        try text.replacingOccurrences(of: "\"syncVersion\":1", with: "\"syncVersion\":2")
            .replacingOccurrences(of: "{\"value\":378.0,\"unit\":\"kcal\"}", with: "{\"value\":401.0,\"unit\":\"kcal\"}")
            .write(toFile: newer, atomically: true, encoding: .utf8)
        let replaced = try stores.expectSame(["import", newer])
        #expect(replaced.stderr.contains("0 imported, 0 unchanged, 1 replaced, 0 failed"), "\(replaced.stderr)")

        // A file that is not a recording between two good ones: named, nothing of it kept, the others imported.
        let bad = stores.dir.path("broken.gpx")
        try "<gpx><trk><trkseg><trkpt lat=\"91\"".write(toFile: bad, atomically: true, encoding: .utf8)
        let batch = try stores.expectSame(["import", ride, bad, CLIRunner.sampleFile("ride.tcx")])
        #expect(batch.status == 1 && batch.stderr.contains("broken.gpx"), "\(batch.stderr)")
        #expect(batch.stderr.contains("1 failed"), "\(batch.stderr)")

        let list = try stores.expectSame(["list", "--json"])
        #expect(try jsonObjects(list.stdout).count == 5)
        // The JSON files name their UUIDs (the other readers make new ones on each import).
        let deleted = "1298C684-99ED-430F-BA96-68D5D5512925"
        #expect(list.stdout.contains(deleted))
        #expect(try stores.expectSame(["delete", deleted]).status == 0)
        #expect(!(try stores.expectSame(["list"]).stdout.contains(deleted)))
        let changes = try stores.expectSame(["changes", "--json"])
        #expect(changes.stdout.contains("\"deleted\""), "no tombstone reported")
        for format in ["json", "gpx", "fit"] {
            #expect(try stores.expectSame(["export", "--format", format, "--workout", "667EA32C-9071-486E-8C8C-F8E0D19F7692"]).status == 0)
        }
    }
}

@Suite("JSON imported streamed into a PostgreSQL store")
struct PostgreSQLStreamedJSONImportTests {
    @Test("a corpus run's JSON imported streamed (its samples saved as read, over several batches), and the run again with its route cut into three (each streamed): the same messages as on SQLite, its JSON back byte for byte from both stores; imported again (the whole way) unchanged",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)),
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
    func streamedJSONImportAsOnSQLite() throws {
        let stores = try TwoStores()
        let fitStore = stores.dir.path("fit.sqlite")
        let run = try #require(Corpus.url("fit/garmin-forerunner10-run.fit")).path
        #expect(try CLIRunner.run(["import", run, "--store", fitStore]).status == 0)
        let json = try CLIRunner.run(["export", "--format", "json", "--store", fitStore]).stdoutBytes
        #expect(json.count > 100_000)
        let path = stores.dir.path("run.json")
        try Data(json).write(to: URL(fileURLWithPath: path))
        let first = try stores.expectSame(["import", path])
        #expect(first.stderr.contains("1 imported, 0 unchanged, 0 replaced, 0 failed"), "\(first.stderr)")
        for store in [stores.sqlite, stores.url] {
            #expect(try CLIRunner.run(["export", "--format", "json", "--store", store]).stdoutBytes == json, "\(store)")
        }
        let again = try stores.expectSame(["import", path])
        #expect(again.stderr.contains("0 imported, 1 unchanged, 0 replaced, 0 failed"), "\(again.stderr)")

        // The run with its route cut into three routes of their own, into two new stores.
        var recordings: [WorkoutRecording] = []
        try JSONRecordingReader().read(from: DataByteSource(json), context: ReadContext(name: "run.json")) { recordings.append($0) }
        var cut = try #require(recordings.first)
        let locations = try #require(cut.routes.first).locations
        let third = locations.count / 3
        cut.routes = [locations.prefix(third), locations.dropFirst(third).prefix(third), locations.dropFirst(2 * third)].enumerated().map {
            WorkoutRoute(syncIdentifier: "part \($0.offset)", locations: $0.element)
        }
        let cutJSON = WorkoutJSON.encode(cut) + [0x0A]
        let cutStores = try TwoStores()
        let cutPath = cutStores.dir.path("cut.json")
        try Data(cutJSON).write(to: URL(fileURLWithPath: cutPath))
        let cutImport = try cutStores.expectSame(["import", cutPath])
        #expect(cutImport.stderr.contains("1 imported, 0 unchanged, 0 replaced, 0 failed"), "\(cutImport.stderr)")
        for store in [cutStores.sqlite, cutStores.url] {
            let exported = try CLIRunner.run(["export", "--format", "json", "--store", store])
            #expect(exported.stdoutBytes == cutJSON, "\(store): \(exported.stderr.prefix(500))")
        }
    }
}

// Serialized, as the `store copy` suite's corpus tests are (see its comment): each holds a thread
// for minutes while the CLI runs. A suite of its own, so that the two chains of corpus tests run
// beside each other rather than one after the other at the end of the run.
@Suite("corpus imports into a PostgreSQL store", .serialized)
struct PostgreSQLCorpusImportTests {
    @Test("4 importer processes on one PostgreSQL store: every file imported once, anchors gap-free (changes reports each anchor once, up to the store's)",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)),
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)),
          .timeLimit(.minutes(20)))
    func fourImportersOnOneStore() throws {
        let stores = try TwoStores()
        let inputs = ["fit", "gpx", "tcx"].flatMap { folder in
            Corpus.files(in: folder, extensions: ["fit", "gpx", "tcx"]).map(\.path)
        }
        #expect(inputs.count >= 8, "too few corpus files to spread over 4 importers")
        let serial = try CLIRunner.run(["import"] + inputs + ["--store", stores.sqlite])
        let shares = (0..<4).map { share in inputs.enumerated().filter { $0.offset % 4 == share }.map(\.element) }
        let results = Results(count: shares.count)
        let url = stores.url
        DispatchQueue.concurrentPerform(iterations: shares.count) { share in
            results.set(share, Result { try CLIRunner.run(["import"] + shares[share] + ["--store", url]) })
        }
        for (share, result) in results.all.enumerated() {
            let output = try result.get()
            #expect(output.status == serial.status, "importer \(share): \(output.stderr)")
        }
        // The same workouts and courses (courses are listed in the order they were saved, and the
        // UUIDs the readers make are new on each import: each line compared with its own numbered).
        let listed = { (store: String) in
            try CLIRunner.run(["list", "--json", "--store", store]).stdout.split(separator: "\n")
                .map { numberingUUIDs(String($0)) }.sorted()
        }
        #expect(try listed(stores.url) == listed(stores.sqlite))
        #expect(try listed(stores.url).count > 10)
        // Every anchor from 1 to the store's last, each once: no gap, no repeat.
        let changes = try CLIRunner.run(["changes", "--json", "--store", stores.url])
        #expect(changes.status == 0, "\(changes.stderr)")
        let anchors = try changeAnchors(changes.stdout)
        let objects = anchors.dropLast()
        let last = try #require(anchors.last)
        #expect(objects.count == last, "\(objects.count) objects for anchor \(last)")
        #expect(Array(objects) == Array(1...last), "the anchors have a gap or a repeat")
        // As many objects as the serial SQLite import has.
        let serialChanges = try CLIRunner.run(["changes", "--json", "--store", stores.sqlite])
        #expect(try changeAnchors(serialChanges.stdout).count == anchors.count)
    }

    @Test("the corpus imported straight into PostgreSQL reads as imported into SQLite: list, show, export (JSON, CSV, Apple Health) and changes identical (the UUIDs each import makes numbered); imported again, the same outcome and changes on both",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)),
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)),
          .timeLimit(.minutes(40)))
    func corpusImportedIntoPostgreSQL() throws {
        let stores = try TwoStores()
        let inputs = ["fit", "gpx", "tcx", "csv", "applehealth", "compressed"].flatMap { folder in
            Corpus.files(in: folder, extensions: ["fit", "gpx", "tcx", "csv", "xml", "zip", "gz", "json"]).map(\.path)
        }
        let imported = try stores.expectSame(["import"] + inputs)
        #expect(imported.status == 0 || imported.status == 1, "\(imported.stderr)")
        // JSON (the recordings read whole), CSV (read streamed, as GPX, TCX and FIT read them, and
        // with the extra series only CSV places) and Apple Health (the metadata JSON has no key
        // for): a corpus export takes 10 to 30 s in a debug build; the others repeat these reads.
        let changes = try StoreCopyCommandTests.expectSameReads(sqlite: stores.sqlite, postgreSQL: stores.url, in: stores.dir,
                                                                importedApart: true, formats: ["json", "csv", "applehealth"])
        let last = try #require(try changeAnchors(changes.stdout).last)
        // Imported again: the same outcome on both (the corpus has files that replace each other's
        // recordings, on either backend), and the same changes after the last anchor.
        let again = try stores.expectSame(["import"] + inputs)
        #expect(again.stderr.contains(" 0 imported,"), "\(again.stderr)")
        _ = try stores.expectSame(["changes", "--json", "--anchor", String(last)])
    }
}

/// A new SQLite store and a new PostgreSQL store (its schema dropped when the value goes), for
/// running the same commands on both.
final class TwoStores {
    let dir: TemporaryDirectory
    let sqlite: String
    let url: String
    let schema: String

    init() throws {
        dir = try TemporaryDirectory()
        sqlite = dir.path("store.sqlite")
        schema = PostgreSQLTestServer.newSchema()
        url = try #require(PostgreSQLTestServer.url(schema: schema))
    }

    deinit { StoreCopyCommandTests.drop(schema) }

    /// Runs `arguments` on both stores: the same status, standard output and messages (the
    /// store's name aside, and the UUIDs the readers make anew on each import numbered by their
    /// first appearance), so step after step anchors, versions and tombstones must agree.
    @discardableResult
    func expectSame(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> CLIRunner.Result {
        try expectSame(ids: { _ in [] }, { _ in arguments }, sourceLocation: sourceLocation)
    }

    /// Runs on both stores the arguments `arguments` makes of each store's own `ids` (for the
    /// objects whose UUIDs a reader or an edit made: the same place, another UUID), as
    /// ``expectSame(_:sourceLocation:)`` does.
    @discardableResult
    func expectSame(ids: (_ store: String) throws -> [String], _ arguments: (_ ids: [String]) throws -> [String],
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> CLIRunner.Result {
        let command = try arguments(try ids(sqlite))
        let onSQLite = try CLIRunner.run(command + ["--store", sqlite])
        let onPostgreSQL = try CLIRunner.run(try arguments(try ids(url)) + ["--store", url])
        #expect(onSQLite.status == onPostgreSQL.status, "\(command): \(onPostgreSQL.stderr)", sourceLocation: sourceLocation)
        // The UUIDs, and the times of today (a route version's creation) as they differ between runs.
        let today = Timestamp.string(Date()).prefix(10)
        let numbered = { (text: String) in
            numberingUUIDs(text).replacingOccurrences(
                of: "\(today)T[0-9:.]+Z", with: "TODAY", options: .regularExpression)
        }
        // The progress lines' rates are times.
        let messages = { (stderr: String, store: String) in
            numbered(stderr.split(separator: "\n").filter { !$0.hasPrefix("workoutkit: progress:") }.joined(separator: "\n")
                .replacingOccurrences(of: store, with: "STORE"))
        }
        #expect(messages(onSQLite.stderr, sqlite) == messages(onPostgreSQL.stderr, url), "\(command)", sourceLocation: sourceLocation)
        // Byte for byte but for the UUIDs first (a corpus' changes are megabytes), then numbered.
        var correspondence = UUIDCorrespondence()
        let same = correspondence.same(onSQLite.stdoutBytes, onPostgreSQL.stdoutBytes)
        #expect(same || numbered(onSQLite.stdout) == numbered(onPostgreSQL.stdout),
                "\(command) differs on PostgreSQL", sourceLocation: sourceLocation)
        return onPostgreSQL
    }

    /// The UUIDs `list --json` prints on each store (by its path or URL), in `list`'s order.
    func listed() throws -> [String: [String]] {
        var listed: [String: [String]] = [:]
        for store in [sqlite, url] {
            listed[store] = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
                .compactMap { $0["uuid"] as? String }
        }
        return listed
    }
}

/// The results of concurrent runs, each set once from its own thread.
final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<CLIRunner.Result, any Error>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<CLIRunner.Result, any Error>) {
        lock.withLock { results[index] = result }
    }

    var all: [Result<CLIRunner.Result, any Error>] {
        lock.withLock { results.map { $0 ?? .failure(CancellationError()) } }
    }
}
