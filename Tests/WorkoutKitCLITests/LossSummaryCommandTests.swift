import Foundation
import Testing
import TestSupport

/// `export` and `convert` name what the output format cannot hold once per output, summed
/// over the workouts written there; `--verbose` names it workout by workout.
@Suite("workoutkit export and convert: what a format cannot hold, once per output")
struct LossSummaryCommandTests {
    /// A store holding the four sample workouts (two runs and two rides).
    private static func sampleStore(in dir: TemporaryDirectory) throws -> String {
        let store = dir.path("s.sqlite")
        let files = ["morning-run.json", "afternoon-ride.json", "run.gpx", "ride.tcx"].map(CLIRunner.sampleFile)
        let result = try CLIRunner.run(["import", "--quiet"] + files + ["--store", store])
        #expect(result.status == 0, "\(result.stderr)")
        return store
    }

    /// The sum of the numbers before `noun` (`12 laps`) in `lines`.
    private static func total(_ noun: String, in lines: [String]) -> Int {
        let pattern = try! NSRegularExpression(pattern: "(\\d+) \(noun)")
        return lines.reduce(0) { sum, line in
            let range = NSRange(line.startIndex..., in: line)
            return sum + pattern.matches(in: line, range: range).reduce(0) { $0 + Int((line as NSString).substring(with: $1.range(at: 1)))! }
        }
    }

    @Test("export --format csv of four workouts says what CSV cannot hold in one line, each count the sum of the per-workout lines --verbose prints")
    func exportSummedOnce() throws {
        let dir = try TemporaryDirectory()
        let store = try Self.sampleStore(in: dir)
        let summed = try CLIRunner.run(["export", "--format", "csv", "--store", store])
        #expect(summed.status == 0, "\(summed.stderr)")
        let line = try #require(lines(summed.stderr).first)
        #expect(lines(summed.stderr).count == 1, "\(summed.stderr)")
        #expect(line.hasPrefix("workoutkit: standard output: CSV cannot hold, over 4 recordings, "))
        #expect(line.hasSuffix("; they were not written (--verbose names them recording by recording)"))
        // Two runs: both read back from CSV as another activity type.
        #expect(line.contains("the activity type running (read back as other) (2 recordings)"))

        let verbose = try CLIRunner.run(["export", "--format", "csv", "--store", store, "--verbose"])
        #expect(verbose.status == 0)
        // The rows, but for the workout's UUID (new on every conversion), are the same.
        #expect(Self.rowsWithoutWorkoutID(verbose.stdoutBytes) == Self.rowsWithoutWorkoutID(summed.stdoutBytes))
        let each = lines(verbose.stderr)
        #expect(each.count == 4 && each.allSatisfy { $0.hasPrefix("workoutkit: standard output: CSV cannot hold ") }, "\(verbose.stderr)")
        for noun in ["laps?", "ActiveEnergyBurned samples?", "DistanceCycling samples?", "DistanceWalkingRunning samples?"] {
            #expect(Self.total(noun, in: [line]) == Self.total(noun, in: each), "\(noun): \(line) against \(each)")
            #expect(Self.total(noun, in: [line]) > 0, "\(noun): \(line)")
        }
    }

    @Test("export of one workout to standard output names its losses as it always did, without a count of recordings")
    func exportOneWorkoutUnchanged() throws {
        let dir = try TemporaryDirectory()
        let store = try Self.sampleStore(in: dir)
        let listed = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
        let uuid = try #require(listed.first?["uuid"] as? String)
        let result = try CLIRunner.run(["export", "--workout", uuid, "--format", "gpx", "--store", store])
        let verbose = try CLIRunner.run(["export", "--workout", uuid, "--format", "gpx", "--store", store, "--verbose"])
        #expect(result.status == 0 && verbose.status == 0)
        #expect(lines(result.stderr).count == 1 && result.stderr == verbose.stderr)
        #expect(result.stderr.hasPrefix("workoutkit: standard output: GPX cannot hold 3 laps, "), "\(result.stderr)")
        #expect(!result.stderr.contains("recordings"))
    }

    @Test("export -o DIR names each file's losses on its own line (one workout per output)")
    func exportDirectoryPerFile() throws {
        let dir = try TemporaryDirectory()
        let store = try Self.sampleStore(in: dir)
        let result = try CLIRunner.run(["export", "--format", "gpx", "-o", dir.path("out") + "/", "--store", store])
        #expect(result.status == 0, "\(result.stderr)")
        let messages = lines(result.stderr)
        #expect(messages.count == 3 && messages.allSatisfy { $0.contains(dir.path("out")) && $0.contains(": GPX cannot hold ") }, "\(result.stderr)")
    }

    @Test("convert of a TCX file of four activities to CSV says what CSV cannot hold once; --verbose once per activity",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
    func convertSummedOnce() throws {
        let file = try #require(Corpus.url("tcx/garmin-fr305-four-activities.tcx")).path
        let summed = try CLIRunner.run(["convert", file, "--to", "csv"])
        #expect(summed.status == 0, "\(summed.stderr)")
        // The file's six trackpoints holding only a <Time> are named as it is read, on a line of their own.
        #expect(lines(summed.stderr).filter { $0.contains("warning: 6 trackpoints holding only a <Time>") }.count == 1)
        let losses = lines(summed.stderr).filter { $0.contains(" cannot hold") }
        #expect(losses.count == 1 && lines(summed.stderr).count == 2, "\(summed.stderr)")
        #expect(losses.first?.hasPrefix("workoutkit: standard output: CSV cannot hold, over 4 recordings, ") == true)
        let verbose = try CLIRunner.run(["convert", file, "--to", "csv", "--verbose"])
        // The rows, but for the workout's UUID (new on every conversion), are the same.
        #expect(Self.rowsWithoutWorkoutID(verbose.stdoutBytes) == Self.rowsWithoutWorkoutID(summed.stdoutBytes))
        #expect(lines(verbose.stderr).filter { $0.contains(" cannot hold ") }.count == 4)
        #expect(Self.total("laps?", in: losses) == Self.total("laps?", in: lines(verbose.stderr)))
    }

    /// The CSV point table's rows without their first cell (the workout's UUID).
    private static func rowsWithoutWorkoutID(_ bytes: [UInt8]) -> [Substring] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\r\n").map { row in
            row.firstIndex(of: ",").map { row[$0...] } ?? row
        }
    }
}
