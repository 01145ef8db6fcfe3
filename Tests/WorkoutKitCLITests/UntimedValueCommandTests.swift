import Foundation
import Testing
import TestSupport
import WorkoutKit

/// A corpus GPX track whose points carry heart rates and cadences, with the `<time>` of six
/// points taken out (the first two, two in the middle, the last two): `import` keeps those
/// points' values on their locations, and the store, `store copy`, JSON and GPX export give
/// them back; TCX names the points whole.
@Suite("workoutkit keeps the values of points without a time",
       .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
struct UntimedValueCommandTests {
    private static let file = "gpx/garmin-connect-run-tpx-hr-cad.gpx"

    /// The corpus file with the `<time>` of its first two, two middle and last two `trkpt`s
    /// taken out, written to `dir`.
    private static func variant(_ dir: TemporaryDirectory) throws -> String {
        let text = try String(contentsOf: try #require(Corpus.url(file)), encoding: .utf8)
        var parts = text.components(separatedBy: "<trkpt")
        let count = parts.count - 1
        for index in [0, 1, count / 2, count / 2 + 1, count - 2, count - 1] {
            if let time = parts[index + 1].range(of: #"<time>[^<]*</time>"#, options: .regularExpression) {
                parts[index + 1].removeSubrange(time)
            }
        }
        let path = dir.path("variant.gpx")
        try parts.joined(separator: "<trkpt").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The heart rates of the `trkpt`s without a `<time>` of `gpx`, in order (`nil` for none).
    private static func untimedHeartRates(_ gpx: String) -> [String?] {
        gpx.components(separatedBy: "<trkpt").dropFirst().filter { !$0.contains("<time>") }.map { point in
            guard let range = point.range(of: #"hr>[0-9.]+<"#, options: .regularExpression) else { return nil }
            return String(point[range].dropFirst(3).dropLast())
        }
    }

    @Test("import keeps them without a warning; GPX export, and GPX export of a store copy, write the same heart rates on the same points; show --json lists them; TCX names the 6 points")
    func storeKeepsThem() throws {
        let dir = try TemporaryDirectory()
        let input = try Self.variant(dir)
        let expected = Self.untimedHeartRates(try String(contentsOfFile: input, encoding: .utf8))
        #expect(expected.count == 6 && expected.allSatisfy { $0 != nil })
        let store = dir.path("s.sqlite")
        let imported = try CLIRunner.run(["import", "--json", input, "--store", store])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(!imported.stderr.contains("without a time"), "\(imported.stderr)")
        let workout = try #require(try jsonObjects(imported.stdout).first?["uuid"] as? String)

        let export = try CLIRunner.run(["export", "--workout", workout, "--format", "gpx", "--store", store])
        #expect(export.status == 0 && !export.stderr.contains("cannot hold"), "\(export.stderr)")
        #expect(Self.untimedHeartRates(export.stdout).map { $0.flatMap(Double.init) } == expected.map { $0.flatMap(Double.init) })

        let copy = dir.path("copy.sqlite")
        let copied = try CLIRunner.run(["store", "copy", store, copy])
        #expect(copied.status == 0, "\(copied.stderr)")
        let fromCopy = try CLIRunner.run(["export", "--workout", workout, "--format", "gpx", "--store", copy])
        #expect(fromCopy.stdout == export.stdout)

        let shown = try #require(try jsonObjects(try CLIRunner.run(["show", workout, "--json", "--store", store]).stdout).first)
        let locations = try #require((shown["routes"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])
        let withValues = locations.filter { $0["values"] != nil }
        #expect(withValues.count == 6)
        #expect(withValues.allSatisfy { $0["time"] is NSNull })

        let tcx = try CLIRunner.run(["export", "--workout", workout, "--format", "tcx", "-o", dir.path("out.tcx"), "--store", store])
        #expect(tcx.status == 0 && tcx.stderr.contains("6 track points without a time"), "\(tcx.stderr)")
    }

    @Test("a store copied to PostgreSQL and back exports the same GPX, values of points without a time included",
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)))
    func postgreSQLRoundTripKeepsThem() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        #expect(try CLIRunner.run(["import", "--quiet", try Self.variant(dir), "--store", store]).status == 0)
        let schema = PostgreSQLTestServer.newSchema()
        let url = try #require(PostgreSQLTestServer.url(schema: schema))
        defer { StoreCopyCommandTests.drop(schema) }
        #expect(try CLIRunner.run(["store", "copy", store, url]).status == 0)
        let back = dir.path("back.sqlite")
        #expect(try CLIRunner.run(["store", "copy", url, back]).status == 0)
        let export = try CLIRunner.run(["export", "--format", "gpx", "--store", store])
        #expect(Self.untimedHeartRates(export.stdout).count == 6)
        #expect(try CLIRunner.run(["export", "--format", "gpx", "--store", back]).stdout == export.stdout)
    }

    @Test("import → export JSON → import into a new store → export JSON gives the same bytes; the variant imported again is unchanged")
    func jsonRoundTripKeepsThem() throws {
        let dir = try TemporaryDirectory()
        let input = try Self.variant(dir)
        let store = dir.path("s.sqlite")
        #expect(try CLIRunner.run(["import", "--quiet", input, "--store", store]).status == 0)
        let exported = try CLIRunner.run(["export", "--format", "json", "--store", store])
        #expect(exported.status == 0 && exported.stderr.isEmpty, "\(exported.stderr)")
        #expect(exported.stdout.components(separatedBy: #""values":[{"type":"HKQuantityTypeIdentifierHeartRate""#).count - 1 == 6)
        let path = dir.path("a.json")
        try exported.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        let second = dir.path("b.sqlite")
        #expect(try CLIRunner.run(["import", "--quiet", path, "--store", second]).status == 0)
        #expect(try CLIRunner.run(["export", "--format", "json", "--store", second]).stdout == exported.stdout)
        let again = try CLIRunner.run(["import", "--json", "--quiet", input, "--store", store])
        #expect(try jsonObjects(again.stdout).map { $0["status"] as? String } == ["unchanged"])
    }
}
