import Foundation
import Testing
import TestSupport
import WorkoutKit

/// A real GPX file whose timed track has 19 points without a time among 4 with (and a
/// track without any time, a course): `import` stores every point of the timed track in
/// place, `show`/`export` write them where the format holds them and name them where not,
/// and a JSON export imported into a new store exports the same bytes.
@Suite("workoutkit keeps points without a time in a timed track",
       .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
struct UntimedPointCommandTests {
    private static let file = "gpx/gpsbabel-2-tracks-10-segments.gpx"

    /// The positions (`lat,lon` as written) and whether each has a `<time>`, of the `trkpt`s of `gpx`'s track number `track`.
    private static func points(_ gpx: String, track: Int) -> [(position: String, timed: Bool)] {
        let tracks = gpx.components(separatedBy: "<trk>").dropFirst()
        guard track < tracks.count else { return [] }
        return tracks[tracks.index(tracks.startIndex, offsetBy: track)].components(separatedBy: "<trkpt").dropFirst().map { point in
            let attributes = point.prefix { $0 != ">" }
            let number = { (name: String) -> String in
                guard let range = attributes.range(of: name + "=\"") else { return "" }
                return String(attributes[range.upperBound...].prefix { $0 != "\"" })
            }
            return ("\(Double(number("lat")) ?? .nan),\(Double(number("lon")) ?? .nan)", point.contains("<time>"))
        }
    }

    private func importFile(_ dir: TemporaryDirectory) throws -> (store: String, workout: String) {
        let store = dir.path("s.sqlite")
        let path = try #require(Corpus.url(Self.file)).path
        let result = try CLIRunner.run(["import", "--json", path, "--store", store])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("without a time"), "\(result.stderr)")
        let workout = try #require(try jsonObjects(result.stdout).first { $0["kind"] == nil }?["uuid"] as? String)
        return (store, workout)
    }

    @Test("import stores the 19 points without a time in place: show --json gives them a null time, list counts them, GPX export writes them without <time> where the file has them")
    func importKeepsThemInPlace() throws {
        let dir = try TemporaryDirectory()
        let (store, workout) = try importFile(dir)
        let shown = try #require(try jsonObjects(try CLIRunner.run(["show", workout, "--json", "--store", store]).stdout).first)
        let locations = try #require((shown["routes"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])
        #expect(locations.count == 23)
        #expect(locations.filter { $0["time"] is NSNull }.count == 19)
        let listed = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
        #expect(listed.first?["routeLocationCount"] as? Int == 23)

        let original = Self.points(try String(contentsOf: try #require(Corpus.url(Self.file)), encoding: .utf8), track: 1)
        let export = try CLIRunner.run(["export", "--workout", workout, "--format", "gpx", "--store", store])
        #expect(export.status == 0 && !export.stderr.contains("cannot hold"), "\(export.stderr)")
        let exported = Self.points(export.stdout, track: 0)
        #expect(exported.map(\.position) == original.map(\.position))
        #expect(exported.map(\.timed) == original.map(\.timed))
    }

    @Test("CSV export writes a row with an empty time cell for each; TCX and FIT name them with their count")
    func exportsWriteOrNameThem() throws {
        let dir = try TemporaryDirectory()
        let (store, workout) = try importFile(dir)
        let csv = try CLIRunner.run(["export", "--workout", workout, "--format", "csv", "--store", store])
        // CSV lines end in CRLF (RFC 4180), which Swift reads as one character, not "\n".
        let rows = csv.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }.dropFirst()
            .map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(rows.count == 23)
        #expect(rows.filter { $0[1].isEmpty }.count == 19)
        #expect(!csv.stderr.contains("track points without a time"), "\(csv.stderr)")
        // The point table has no segments: the breaks among points without a time are named.
        #expect(csv.stderr.contains("4 segment breaks among points without a time"), "\(csv.stderr)")
        for format in ["tcx", "fit"] {
            let result = try CLIRunner.run(["export", "--workout", workout, "--format", format, "-o", dir.path("out.\(format)"),
                                            "--store", store])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("cannot hold") && result.stderr.contains("19 track points without a time"),
                    "\(format): \(result.stderr)")
        }
    }

    /// The number of `trkpt`s of each `trkseg` of `gpx`'s track number `track`.
    private static func segmentSizes(_ gpx: String, track: Int) -> [Int] {
        let tracks = gpx.components(separatedBy: "<trk>").dropFirst()
        guard track < tracks.count else { return [] }
        return tracks[tracks.index(tracks.startIndex, offsetBy: track)].components(separatedBy: "<trkseg").dropFirst()
            .map { $0.components(separatedBy: "<trkpt").count - 1 }
    }

    @Test("GPX → store → GPX keeps the timed track's five segments, whose breaks fall among points without a time, and the course's; show --json marks the four locations that start one")
    func storeKeepsTheSegments() throws {
        let dir = try TemporaryDirectory()
        let (store, workout) = try importFile(dir)
        let original = try String(contentsOf: try #require(Corpus.url(Self.file)), encoding: .utf8)
        #expect(Self.segmentSizes(original, track: 1) == [6, 2, 5, 5, 5])
        let export = try CLIRunner.run(["export", "--workout", workout, "--format", "gpx", "--store", store])
        #expect(export.status == 0 && !export.stderr.contains("cannot hold"), "\(export.stderr)")
        #expect(Self.segmentSizes(export.stdout, track: 0) == [6, 2, 5, 5, 5])
        let shown = try #require(try jsonObjects(try CLIRunner.run(["show", workout, "--json", "--store", store]).stdout).first)
        let locations = try #require((shown["routes"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])
        #expect(locations.indices.filter { locations[$0]["segmentStart"] as? Bool == true } == [6, 8, 13, 18])
        // The track without times, a course, keeps its five segments too (export --course).
        #expect(Self.segmentSizes(original, track: 0) == [6, 2, 5, 5, 5])
        let listed = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
        let course = try #require(listed.first { $0["kind"] as? String == "course" }?["uuid"] as? String)
        let courseExport = try CLIRunner.run(["export", "--course", course, "--format", "gpx", "--store", store])
        #expect(courseExport.status == 0 && !courseExport.stderr.contains("cannot hold"), "\(courseExport.stderr)")
        #expect(Self.segmentSizes(courseExport.stdout, track: 0) == [6, 2, 5, 5, 5])
    }

    @Test("import → export JSON → import into a new store → export JSON gives the same bytes, and the same file again is unchanged")
    func jsonRoundTripKeepsThem() throws {
        let dir = try TemporaryDirectory()
        let (store, _) = try importFile(dir)
        let exported = try CLIRunner.run(["export", "--format", "json", "--store", store])
        #expect(exported.status == 0 && exported.stderr.isEmpty, "\(exported.stderr)")
        #expect(exported.stdout.components(separatedBy: #"{"time":null,"#).count - 1 == 19)
        let path = dir.path("a.json")
        try exported.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        let second = dir.path("b.sqlite")
        let imported = try CLIRunner.run(["import", "--json", "--quiet", path, "--store", second])
        #expect(try jsonObjects(imported.stdout).map { $0["status"] as? String } == ["imported", "imported"])
        #expect(try CLIRunner.run(["export", "--format", "json", "--store", second]).stdout == exported.stdout)
        let again = try CLIRunner.run(["import", "--json", "--quiet", path, "--store", second])
        #expect(try jsonObjects(again.stdout).map { $0["status"] as? String } == ["unchanged", "unchanged"])
        let reimported = try CLIRunner.run(["import", "--json", "--quiet", try #require(Corpus.url(Self.file)).path, "--store", store])
        #expect(try jsonObjects(reimported.stdout).map { $0["status"] as? String } == ["unchanged", "unchanged"])
    }
}
