import Foundation
import Testing
import TestSupport

@Suite("workoutkit convert streams GPX and TCX into CSV")
struct StreamingConvertTests {
    /// A point table's rows (without the header) by workout, in order, each row without
    /// its workout column (every read gives workouts new UUIDs).
    static func workouts(_ table: String) -> [[String]] {
        var order: [Substring] = []
        var rows: [Substring: [String]] = [:]
        for row in table.components(separatedBy: "\r\n").dropFirst() where !row.isEmpty {
            let workout = row.prefix { $0 != "," }
            if rows[workout] == nil { order.append(workout) }
            rows[workout, default: []].append(String(row.drop { $0 != "," }))
        }
        return order.compactMap { rows[$0] }
    }

    /// What each "CSV cannot hold ..." message says, without the output's name.
    static func losses(_ stderr: String) -> [String] {
        stderr.components(separatedBy: "\n").compactMap { line in
            line.range(of: "CSV cannot hold").map { String(line[$0.lowerBound...]) }
        }
    }

    @Test("convert --to csv (streamed) writes what one file per workout (whole recordings) holds, and names the same losses",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)),
          arguments: ["gpx/gpsbabel-2-tracks-10-segments.gpx", "tcx/garmin-fr305-four-activities.tcx"])
    func streamedConvertMatchesWholeRecordings(_ file: String) throws {
        let input = try #require(Corpus.url(file)).path
        let streamed = try CLIRunner.run(["convert", input, "--to", "csv"])
        #expect(streamed.status == 0, "\(streamed.stderr)")

        let dir = try TemporaryDirectory()
        let whole = try CLIRunner.run(["convert", input, "--to", "csv", "-o", dir.path("out") + "/"])
        #expect(whole.status == 0, "\(whole.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path("out")).sorted()
        #expect(names.count > 1)
        let files = try names.map { try String(contentsOfFile: dir.path("out") + "/" + $0, encoding: .utf8) }

        // The directory's files are named by start time; the stream follows the input's order.
        let streamedWorkouts = Self.workouts(streamed.stdout)
        #expect(streamedWorkouts.count == names.count)
        #expect(streamedWorkouts.sorted { $0.lexicographicallyPrecedes($1) }
                == files.flatMap(Self.workouts).sorted { $0.lexicographicallyPrecedes($1) })
        #expect(Self.losses(streamed.stderr).sorted() == Self.losses(whole.stderr).sorted())
        #expect(!Self.losses(streamed.stderr).isEmpty)
    }
}
