import Foundation
import PostgreSQLStore
import PostgresNIO
import Testing
import TestSupport
import WorkoutKit

@Suite("list, show and export on a PostgreSQL store")
struct PostgreSQLReadCommandTests {
    @Test("a store URL whose server does not answer fails naming host and port, for the commands that read and those that change the store")
    func unreachableServer() throws {
        // Port 1 on the loopback: nothing listens there.
        let url = "postgresql://nobody@127.0.0.1:1/club?connect_timeout=5"
        for arguments in [["list"], ["show", "6f1c2a9b"], ["export", "--format", "gpx"], ["derive"], ["dedupe"],
                          ["route", "revert", "6f1c2a9b", "1"], ["trim", "6f1c2a9b", "--skip-start", "1:00"]] {
            let result = try CLIRunner.run(arguments + ["--store", url])
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("No PostgreSQL server answers at 127.0.0.1:1"), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        let variable = try CLIRunner.run(["derive"], environment: ["WORKOUTKIT_STORE": url])
        #expect(variable.status == 1 && variable.stderr.contains("No PostgreSQL server answers at 127.0.0.1:1"), "\(variable.stderr)")
    }

    @Test("a schema holding other tables than a workoutkit store's is refused by name, and left as it was",
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
    func schemaWithoutAStore() throws {
        let schema = PostgreSQLTestServer.newSchema()
        let url = try #require(PostgreSQLTestServer.url(schema: schema))
        defer { StoreCopyCommandTests.drop(schema) }
        let connection = try PostgreSQLConnection(configuration: try PostgreSQLConfiguration(url: url))
        try connection.execute(PostgresQuery(unsafeSQL: "CREATE SCHEMA \"\(schema)\""))
        try connection.execute(PostgresQuery(unsafeSQL: "CREATE TABLE \"\(schema)\".members (name TEXT)"))
        let result = try CLIRunner.run(["list", "--store", url])
        #expect(result.status == 1)
        #expect(result.stderr.contains("The schema \"\(schema)\" holds tables that are not a workoutkit store's"), "\(result.stderr)")
        let tables = try connection.query("SELECT tablename FROM pg_tables WHERE schemaname = \(schema)").map { try $0.decode(String.self) }
        #expect(tables == ["members"])
        connection.close()
    }

    /// The files under `folder` by their paths in it.
    static func files(in folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return files }
        for case let name as String in walker {
            var isFolder: ObjCBool = false
            let path = (folder as NSString).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files[name] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return files
    }
}

extension StoreCopyCommandTests {
    /// The formats `export` writes a store in.
    static let exportFormats = ["json", "gpx", "tcx", "fit", "csv", "fitcsv", "applehealth"]

    /// Runs the read commands on a SQLite store and a PostgreSQL store that hold the same
    /// corpus: `list` (text and JSON), `show --json` of every sixth object and of the first of
    /// each kind, `show` of every twelfth, `export` in `formats` (of every object: the
    /// exports read each workout and course whole), and `changes` give the same status,
    /// messages and bytes.
    ///
    /// With `importedApart` the two stores were imported from the same files one by one, so the
    /// UUIDs the readers made for what the files do not name differ: each object is then shown by
    /// its own store's UUID (the objects paired by their place in `list`), and outputs, messages
    /// and exported files are compared with every UUID numbered by its first appearance and every
    /// exported file's UUID prefix named by its object's place; nothing else may differ.
    ///
    /// - Returns: `changes --json` of everything on the SQLite store (the same on PostgreSQL).
    @discardableResult
    static func expectSameReads(sqlite: String, postgreSQL url: String, in dir: TemporaryDirectory,
                                importedApart: Bool = false, formats: [String] = exportFormats) throws -> CLIRunner.Result {
        /// What is compared of an output on a store whose objects are `ids` (in `list`'s order).
        var idsOnSQLite: [String] = [], idsOnPostgreSQL: [String] = []
        func comparable(_ text: String, ids: [String]) -> String {
            guard importedApart else { return text }
            var numbered = TestSupport.numberingUUIDs(text)
            for (place, id) in ids.enumerated() {
                numbered = numbered.replacingOccurrences(of: "-" + id.prefix(8).lowercased() + ".", with: "-OBJECT\(place).")
            }
            return numbered
        }
        /// Runs `arguments` on both stores (`postgreSQLArguments` on PostgreSQL, when they name
        /// its own objects): the same status, output and messages.
        func expectSame(_ arguments: [String], _ postgreSQLArguments: [String]? = nil) throws -> (CLIRunner.Result, CLIRunner.Result) {
            let onSQLite = try CLIRunner.run(arguments + ["--store", sqlite])
            let onPostgreSQL = try CLIRunner.run(postgreSQLArguments ?? arguments, environment: ["WORKOUTKIT_STORE": url])
            #expect(onSQLite.status == onPostgreSQL.status, "\(arguments): \(onPostgreSQL.stderr)")
            #expect(comparable(onSQLite.stderr, ids: idsOnSQLite) == comparable(onPostgreSQL.stderr, ids: idsOnPostgreSQL), "\(arguments)")
            if importedApart {
                var correspondence = UUIDCorrespondence()
                let same = correspondence.same(onSQLite.stdoutBytes, onPostgreSQL.stdoutBytes)
                #expect(same, "\(arguments) differs on PostgreSQL")
            } else {
                #expect(onSQLite.stdoutBytes == onPostgreSQL.stdoutBytes, "\(arguments) differs on PostgreSQL")
            }
            return (onSQLite, onPostgreSQL)
        }

        let (list, listOnPostgreSQL) = try expectSame(["list", "--json"])
        #expect(list.status == 0)
        _ = try expectSame(["list"])
        let objects = try jsonObjects(list.stdout)
        idsOnSQLite = try objects.map { try #require($0["uuid"] as? String) }
        idsOnPostgreSQL = try jsonObjects(listOnPostgreSQL.stdout).map { try #require($0["uuid"] as? String) }
        try #require(idsOnPostgreSQL.count == idsOnSQLite.count)
        #expect(objects.filter { $0["kind"] as? String == "workout" }.count > 20, "the corpus import stored too few workouts to compare")
        // A process a show on each backend: a sample of the objects, each kind among them
        // (the exports below read every one).
        var kindsShown: Set<String> = []
        for (index, id) in idsOnSQLite.enumerated() {
            let firstOfItsKind = kindsShown.insert(objects[index]["kind"] as? String ?? "").inserted
            guard index % 6 == 0 || firstOfItsKind else { continue }
            let own = idsOnPostgreSQL[index]
            #expect(try expectSame(["show", "--json", id], ["show", "--json", own]).0.stdoutBytes.count > 100)
            // The text is made of the same reads (the recording whole): a few.
            if index % 12 == 0 { _ = try expectSame(["show", id], ["show", own]) }
        }
        #expect(kindsShown.isSuperset(of: ["workout", "course"]), "the corpus has no course to show")
        // A prefix resolves the same way (workouts and courses together).
        _ = try expectSame(["show", String(try #require(idsOnSQLite.first).prefix(8))],
                           ["show", String(try #require(idsOnPostgreSQL.first).prefix(8))])

        for format in formats {
            let onSQLite = dir.path("sqlite-\(format)")
            let onPostgreSQL = dir.path("postgresql-\(format)")
            for folder in [onSQLite, onPostgreSQL] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false) }
            let fromSQLite = try CLIRunner.run(["export", "--format", format, "-o", onSQLite, "--store", sqlite])
            let fromPostgreSQL = try CLIRunner.run(["export", "--format", format, "-o", onPostgreSQL, "--store", url])
            #expect(fromSQLite.status == 0 || fromSQLite.status == 1, "\(format): \(fromSQLite.stderr)")
            #expect(fromSQLite.status == fromPostgreSQL.status, "\(format): \(fromPostgreSQL.stderr)")
            // The messages name the output folder, the one thing that differs.
            #expect(comparable(fromSQLite.stderr.replacingOccurrences(of: onSQLite, with: "DIR"), ids: idsOnSQLite)
                    == comparable(fromPostgreSQL.stderr.replacingOccurrences(of: onPostgreSQL, with: "DIR"), ids: idsOnPostgreSQL),
                    "export --format \(format): other messages on PostgreSQL")
            let expected = try PostgreSQLReadCommandTests.files(in: onSQLite)
            #expect(!expected.isEmpty && expected.values.contains { $0.count > 1000 }, "export --format \(format) wrote nothing to compare")
            var found: [String: Data] = [:]
            for (name, bytes) in try PostgreSQLReadCommandTests.files(in: onPostgreSQL) {
                found[comparable(name, ids: idsOnPostgreSQL)] = bytes
            }
            #expect(found.keys.sorted() == expected.keys.map { comparable($0, ids: idsOnSQLite) }.sorted(),
                    "export --format \(format): other files on PostgreSQL")
            for (name, bytes) in expected {
                guard let other = found[comparable(name, ids: idsOnSQLite)], other != bytes else { continue }
                // Bytes whose UUIDs the two imports made apart: compared with them in correspondence.
                var correspondence = UUIDCorrespondence()
                if importedApart, correspondence.same(bytes, other) { continue }
                // An archive (the Apple Health export) of such text: compared entry by entry.
                if importedApart, name.hasSuffix(".zip"), try sameEntries(bytes, other) { continue }
                Issue.record("export --format \(format): \(name) differs on PostgreSQL")
            }
        }
        // One workout to standard output, streamed (GPX) and whole (JSON, through show).
        let first = try #require(objects.firstIndex { $0["kind"] as? String == "workout" })
        #expect(try expectSame(["export", "--format", "gpx", "--workout", idsOnSQLite[first]],
                               ["export", "--format", "gpx", "--workout", idsOnPostgreSQL[first]]).0.stdoutBytes.count > 100)

        // Every change, of every kind and of one, and from an anchor on (the same anchors).
        let (changes, _) = try expectSame(["changes", "--json"])
        #expect(try changeAnchors(changes.stdout).count > 1000)
        _ = try expectSame(["changes", "--type", "workout"])
        _ = try expectSame(["changes", "--type", "HKQuantityTypeIdentifierHeartRate", "--anchor", "1000"])
        let anchor = try #require(try changeAnchors(changes.stdout).last)
        #expect(try expectSame(["changes", "--json", "--anchor", String(anchor - 5)]).0.stdout.contains("\"anchor\":\(anchor)}"))
        return changes
    }

    /// Whether the zip archives `first` and `second` have entries of the same paths, in the same
    /// order, whose contents are the same but for UUIDs in one correspondence across entries.
    static func sameEntries(_ first: Data, _ second: Data) throws -> Bool {
        let one = try ZipArchive(bytes: [UInt8](first), name: "export.zip")
        let other = try ZipArchive(bytes: [UInt8](second), name: "export.zip")
        guard one.entries.map(\.path) == other.entries.map(\.path) else { return false }
        var correspondence = UUIDCorrespondence()
        for (entry, otherEntry) in zip(one.entries, other.entries) where !entry.isDirectory {
            guard correspondence.same(Data(try one.open(entry).readAll()), Data(try other.open(otherEntry).readAll())) else { return false }
        }
        return true
    }
}
