import Foundation
import PostgreSQLStore
import PostgresNIO
import Testing
import TestSupport

// Serialized: its corpus tests (here and in PostgreSQLQueryCommandTests.swift) each hold a
// thread for minutes while the CLI runs; one at a time leaves the other tests a thread. The
// corpus imports into PostgreSQL are a serialized suite of their own (PostgreSQLCorpusImportTests).
@Suite("workoutkit store copy", .serialized)
struct StoreCopyCommandTests {
    @Test("the corpus imported into SQLite, copied to PostgreSQL and back to a new SQLite store: every table equal row by row, changes identical; the copy on PostgreSQL lists, shows, exports and reports changes byte-identically to SQLite",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)),
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)),
          .timeLimit(.minutes(20)))
    func corpusRoundTripThroughPostgreSQL() throws {
        let dir = try TemporaryDirectory()
        let original = dir.path("original.sqlite")
        let inputs = ["fit", "gpx", "tcx", "csv", "applehealth", "compressed"].flatMap { folder in
            Corpus.files(in: folder, extensions: ["fit", "gpx", "tcx", "csv", "xml", "zip", "gz", "json"]).map(\.path)
        }
        let imported = try CLIRunner.run(["import"] + inputs + ["--store", original])
        #expect(imported.status == 0 || imported.status == 1, "\(imported.stderr)")
        let schema = PostgreSQLTestServer.newSchema()
        let url = try #require(PostgreSQLTestServer.url(schema: schema))
        defer { Self.drop(schema) }

        let there = try CLIRunner.run(["store", "copy", original, url])
        #expect(there.status == 0, "\(there.stderr)")
        #expect(there.stderr.contains("workoutkit: copied "), "\(there.stderr)")
        #expect(!there.stderr.contains(try #require(Self.password(url))), "the password was printed")
        let back = dir.path("back.sqlite")
        let again = try CLIRunner.run(["store", "copy", url, back])
        #expect(again.status == 0, "\(again.stderr)")

        let tables = try SQLiteDump.tables(path: original)
        #expect(tables["workouts"]?.count ?? 0 > 20, "the corpus import stored too few workouts to compare")
        #expect(tables["sample_series"]?.isEmpty == false && tables["route_chunks"]?.isEmpty == false && tables["metadata"]?.isEmpty == false)
        let copied = try SQLiteDump.tables(path: back)
        #expect(copied.keys.sorted() == tables.keys.sorted())
        for (name, rows) in tables.sorted(by: { $0.key < $1.key }) {
            #expect(copied[name] == rows, "table \(name) differs after the round trip")
        }
        // The copy read on PostgreSQL. Its rows are the original's (the round trip above), and
        // PostgreSQLWriteCommandTests exports JSON, CSV and Apple Health from a store imported
        // straight into PostgreSQL: here FIT, read streamed as GPX and TCX are, without CSV's extra series.
        let everything = try Self.expectSameReads(sqlite: original, postgreSQL: url, in: dir, formats: ["fit"])
        #expect(try CLIRunner.run(["changes", "--json", "--store", back]).stdout == everything.stdout)
        // A client holding the last anchor finds nothing new in the copy.
        let anchor = try #require(try changeAnchors(everything.stdout).last)
        let since = try CLIRunner.run(["changes", "--json", "--anchor", String(anchor), "--store", back])
        #expect(since.stdout == "{\"anchor\":\(anchor)}\n")
    }

    @Test("a SQLite store copied to a new SQLite file: equal row by row, same export, progress on standard error, and imports continue on the copy")
    func sqliteToSQLite() throws {
        let dir = try TemporaryDirectory()
        let original = dir.path("original.sqlite")
        let imported = try CLIRunner.run(["import", CLIRunner.sampleFile("morning-run.json"), "--store", original])
        #expect(imported.status == 0, "\(imported.stderr)")
        let copy = dir.path("sub/copy.sqlite")
        let result = try CLIRunner.run(["store", "copy", original, copy])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("workoutkit: progress: "))
        #expect(result.stderr.contains("workoutkit: copied "))
        #expect(try SQLiteDump.tables(path: original) == SQLiteDump.tables(path: copy))
        #expect(try SQLiteDump.tables(path: copy)["workouts"]?.count == 1)
        let export = ["export", "--format", "json", "--store"]
        #expect(try CLIRunner.run(export + [original]).stdoutBytes == CLIRunner.run(export + [copy]).stdoutBytes)
        // The copy is a store like any other: a re-import is unchanged, a new workout takes the anchors after the copy's.
        let reimport = try CLIRunner.run(["import", CLIRunner.sampleFile("morning-run.json"), "--store", copy, "--json"])
        #expect(try jsonObjects(reimport.stdout).first?["status"] as? String == "unchanged")
        let changes = try CLIRunner.run(["changes", "--json", "--store", original])
        let anchor = try #require(try changeAnchors(changes.stdout).last)
        #expect(try CLIRunner.run(["import", CLIRunner.sampleFile("afternoon-ride.json"), "--store", copy]).status == 0)
        let after = try jsonObjects(try CLIRunner.run(["changes", "--json", "--anchor", String(anchor), "--store", copy]).stdout)
        #expect(after.count > 1)
        #expect(after.dropLast().allSatisfy { ($0["anchor"] as? Int ?? 0) > anchor })
    }

    @Test("refusals: a DEST that is not empty (left as it was), a SOURCE that does not exist (no DEST made), the same store twice, two PostgreSQL stores")
    func refusals() throws {
        let dir = try TemporaryDirectory()
        let first = dir.path("first.sqlite")
        let second = dir.path("second.sqlite")
        #expect(try CLIRunner.run(["import", CLIRunner.sampleFile("morning-run.json"), "--store", first]).status == 0)
        #expect(try CLIRunner.run(["import", CLIRunner.sampleFile("afternoon-ride.json"), "--store", second]).status == 0)
        let before = try SQLiteDump.tables(path: second)

        let full = try CLIRunner.run(["store", "copy", first, second])
        #expect(full.status == 1)
        #expect(full.stderr.contains("workoutkit: \(second): the store is not empty ("), "\(full.stderr)")
        #expect(full.stderr.contains("store copy writes only into a new or empty store"))
        #expect(try SQLiteDump.tables(path: second) == before)

        let nowhere = dir.path("no-such.sqlite")
        let missing = try CLIRunner.run(["store", "copy", nowhere, dir.path("new.sqlite")])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("workoutkit: \(nowhere): no store there to copy from."))
        #expect(!FileManager.default.fileExists(atPath: dir.path("new.sqlite")))
        #expect(!FileManager.default.fileExists(atPath: nowhere))

        let same = try CLIRunner.run(["store", "copy", first, dir.path("./first.sqlite")])
        #expect(same.status == 1)
        #expect(same.stderr.contains("the source and the destination are the same store"))

        let servers = try CLIRunner.run(["store", "copy", "postgresql://a@localhost/one", "postgresql://a@localhost/two"])
        #expect(servers.status == 1)
        #expect(servers.stderr.contains("to copy one PostgreSQL store to another, copy it to a SQLite file first"))

        let badURL = try CLIRunner.run(["store", "copy", first, "postgresql://a@localhost/db?colour=red"])
        #expect(badURL.status == 2)
        #expect(badURL.stderr.contains("DEST: The store URL is not valid"), "\(badURL.stderr)")
    }

    @Test("a PostgreSQL DEST that is not empty is refused, naming its anchor, and left as it was",
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
    func postgreSQLDestinationNotEmpty() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        #expect(try CLIRunner.run(["import", CLIRunner.sampleFile("morning-run.json"), "--store", store]).status == 0)
        let schema = PostgreSQLTestServer.newSchema()
        let url = try #require(PostgreSQLTestServer.url(schema: schema))
        defer { Self.drop(schema) }
        #expect(try CLIRunner.run(["store", "copy", store, url]).status == 0)
        let again = try CLIRunner.run(["store", "copy", store, url])
        #expect(again.status == 1)
        #expect(again.stderr.contains("the store is not empty (its anchor is "), "\(again.stderr)")
        let back = dir.path("back.sqlite")
        #expect(try CLIRunner.run(["store", "copy", url, back]).status == 0)
        #expect(try SQLiteDump.tables(path: store) == SQLiteDump.tables(path: back))
    }

    /// The password in a test server URL.
    static func password(_ url: String) -> String? {
        guard let at = url.firstIndex(of: "@"), let colon = url[..<at].lastIndex(of: ":") else { return nil }
        return String(url[url.index(after: colon)..<at])
    }

    /// Drops a test's schema on the test server.
    static func drop(_ schema: String) {
        guard let url = PostgreSQLTestServer.url, let configuration = try? PostgreSQLConfiguration(url: url),
              let connection = try? PostgreSQLConnection(configuration: configuration) else { return }
        _ = try? connection.execute(PostgresQuery(unsafeSQL: "DROP SCHEMA IF EXISTS \"\(schema)\" CASCADE"))
        connection.close()
    }
}
