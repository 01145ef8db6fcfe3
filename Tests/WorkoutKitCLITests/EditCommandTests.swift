import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("workoutkit trim, shift, split, combine")
struct EditCommandTests {
    /// A store holding the sample run, and the run's workout UUID.
    private func storeWithRun(_ dir: TemporaryDirectory) throws -> (store: String, uuid: String) {
        let store = dir.path("s.sqlite")
        let result = try CLIRunner.run(["import", CLIRunner.sampleFile("morning-run.json"), "--store", store])
        #expect(result.status == 0, "\(result.stderr)")
        let uuid = try #require(try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout).first?["uuid"] as? String)
        return (store, uuid)
    }

    @Test("trim of a stored workout saves its next version, which changes reports; --keep saves a new one beside it")
    func trimStoredWorkout() throws {
        let dir = try TemporaryDirectory()
        let (store, uuid) = try storeWithRun(dir)
        let anchor = try jsonObjects(try CLIRunner.run(["changes", "--json", "--store", store]).stdout).count
        let trimmed = try CLIRunner.run(["trim", String(uuid.prefix(8)), "--skip-start", "1:00", "--store", store])
        #expect(trimmed.status == 0, "\(trimmed.stderr)")
        #expect(trimmed.stdout.contains("as the next version of workout \(uuid)"))
        // Its totals are recomputed from its laps' energy and distance and its route: nothing dropped.
        #expect(trimmed.stderr.isEmpty, "\(trimmed.stderr)")
        let listed = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
        #expect(listed.count == 1 && listed.first?["uuid"] as? String != uuid)
        #expect(listed.first?["start"] as? String == "2024-05-01T07:31:00.000Z")
        let changes = try jsonObjects(try CLIRunner.run(["changes", "--json", "--store", store]).stdout)
        #expect(changes.count > anchor)
        #expect(changes.contains { $0["change"] as? String == "deleted" && $0["uuid"] as? String == uuid })
        let newID = try #require(listed.first?["uuid"] as? String)
        let kept = try CLIRunner.run(["shift", newID, "--by", "-60", "--keep", "--store", store])
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout).count == 2)
    }

    @Test("split writes NAME-1.EXT ...; combine of the parts gives back every point; bad input is one line, exit 1, nothing written")
    func splitAndCombineFiles() throws {
        let dir = try TemporaryDirectory()
        let run = CLIRunner.sampleFile("morning-run.json")
        let split = try CLIRunner.run(["split", run, "--at", "09:40", "--at", "09:50:00", "--format", "gpx", "-o", dir.path("parts") + "/"])
        #expect(split.status == 0, "\(split.stderr)")
        let parts = (1...3).map { dir.path("parts/morning-run-\($0).gpx") }
        #expect(parts.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        let combined = try CLIRunner.run(["combine"] + parts.reversed() + ["-o", dir.path("whole.json")])
        #expect(combined.status == 0, "\(combined.stderr)")
        let whole = try CLIRunner.run(["convert", run, "--to", "gpx", "-o", dir.path("original.gpx")])
        #expect(whole.status == 0)
        let again = try CLIRunner.run(["convert", dir.path("whole.json"), "--to", "gpx", "-o", dir.path("again.gpx")])
        #expect(again.status == 0, "\(again.stderr)")
        let points = { (path: String) throws -> [String] in
            try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "<trkpt").dropFirst().map {
                String($0.prefix { $0 != ">" })
            }
        }
        #expect(try points(dir.path("again.gpx")) == points(dir.path("original.gpx")))

        let outside = try CLIRunner.run(["split", run, "--at", "11:00", "--format", "gpx", "-o", dir.path("none") + "/"])
        #expect(outside.status == 1 && lines(outside.stderr).count == 1, "\(outside.stderr)")
        #expect(outside.stderr.contains("is outside the recording"))
        #expect(!FileManager.default.fileExists(atPath: dir.path("none/morning-run-1.gpx")))
        let overlapping = try CLIRunner.run(["combine", run, run, "-o", dir.path("twice.json")])
        #expect(overlapping.status == 1 && overlapping.stderr.contains("overlap by 1800 s"), "\(overlapping.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.path("twice.json")))
        let usage = try CLIRunner.run(["trim", run, "--skip-start", "soon", "-o", dir.path("t.gpx")])
        #expect(usage.status == 2 && usage.stderr.contains("is not a duration"), "\(usage.stderr)")
        let keep = try CLIRunner.run(["trim", run, "--skip-start", "60", "--keep", "-o", dir.path("t.gpx")])
        #expect(keep.status == 2 && keep.stderr.contains("--keep applies"), "\(keep.stderr)")
    }

    @Test("a strict split read whole checks every part before writing any: a lap in the second part, which GPX cannot hold, leaves no part")
    func strictSplitChecksEveryPart() throws {
        let dir = try TemporaryDirectory()
        #expect(try CLIRunner.run(["convert", CLIRunner.sampleFile("run.gpx"), "-o", dir.path("run.json")]).status == 0)
        // A lap late in the run (JSON input is read whole).
        let text = try String(contentsOfFile: dir.path("run.json"), encoding: .utf8)
        #expect(text.contains("\"events\":["))
        try text.replacingOccurrences(of: "\"events\":[", with: "\"events\":[{\"type\":\"lap\",\"date\":\"2024-09-14T07:10:00.000Z\",\"duration\":120.0},")
            .write(toFile: dir.path("lapped.json"), atomically: true, encoding: .utf8)
        let strict = try CLIRunner.run(["split", dir.path("lapped.json"), "--at", "2024-09-14T06:50:00Z", "--format", "gpx", "--strict",
                                        "-o", dir.path("parts") + "/"])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("lapped-2.gpx: GPX cannot hold 1 lap; nothing was written"), "\(strict.stderr)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: dir.path("parts"))) ?? []).isEmpty)
        let loose = try CLIRunner.run(["split", dir.path("lapped.json"), "--at", "2024-09-14T06:50:00Z", "--format", "gpx",
                                       "-o", dir.path("parts") + "/"])
        #expect(loose.status == 0 && loose.stderr.contains("lapped-2.gpx: GPX cannot hold 1 lap"), "\(loose.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("parts")).sorted() == ["lapped-1.gpx", "lapped-2.gpx"])
    }

    @Test("trim and shift into a file and into standard output write the bytes they write of standard input (each streamed), and name the same losses; split of a file writes the parts and lines it writes of standard input")
    func fileAndStandardInputEditsWriteAlike() throws {
        let dir = try TemporaryDirectory()
        for (arguments, format) in [(["trim", CLIRunner.sampleFile("ride.tcx"), "--skip-start", "2:00", "--skip-end", "1:00"], "tcx"),
                                    (["shift", CLIRunner.sampleFile("run.gpx"), "--by", "-1:00:00"], "gpx")] {
            let path = dir.path("edited.\(format)")
            let streamed = try CLIRunner.run(arguments + ["-o", path])
            let toStandardOutput = try CLIRunner.run(arguments + ["--format", format])
            // Standard input, copied to a temporary file, streams too (its whole edit: standardInputStreams()).
            var fromStandardInput = arguments
            fromStandardInput[1] = "-"
            let whole = try CLIRunner.run(fromStandardInput + ["--format", format],
                                          stdin: [UInt8](try Data(contentsOf: URL(fileURLWithPath: arguments[1]))))
            #expect(streamed.status == 0 && toStandardOutput.status == 0 && whole.status == 0,
                    "\(streamed.stderr) \(toStandardOutput.stderr) \(whole.stderr)")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == whole.stdout && !whole.stdout.isEmpty, "\(arguments)")
            #expect(toStandardOutput.stdout == whole.stdout, "\(arguments)")
            #expect(streamed.stderr.replacingOccurrences(of: path, with: "-")
                        == toStandardOutput.stderr.replacingOccurrences(of: "standard output", with: "-"),
                    "\(streamed.stderr) / \(toStandardOutput.stderr)")
        }
        // A split of a file and of standard input: the same parts, lines and messages.
        let ride = CLIRunner.sampleFile("ride.tcx")
        let streamedSplit = try CLIRunner.run(["split", ride, "--laps", "--format", "tcx", "-o", dir.path("streamed") + "/"])
        let wholeSplit = try CLIRunner.run(["split", "-", "--laps", "--format", "tcx", "-o", dir.path("whole") + "/"],
                                           stdin: [UInt8](try Data(contentsOf: URL(fileURLWithPath: ride))))
        #expect(streamedSplit.status == 0 && wholeSplit.status == 0, "\(streamedSplit.stderr) \(wholeSplit.stderr)")
        let streamedParts = try FileManager.default.contentsOfDirectory(atPath: dir.path("streamed")).sorted()
        let wholeParts = try FileManager.default.contentsOfDirectory(atPath: dir.path("whole")).sorted()
        #expect(streamedParts.count > 1 && streamedParts.map { $0.replacingOccurrences(of: "ride-", with: "stdin-") } == wholeParts)
        for part in streamedParts {
            let streamed = try Data(contentsOf: URL(fileURLWithPath: dir.path("streamed/" + part)))
            let whole = try Data(contentsOf: URL(fileURLWithPath: dir.path("whole/" + part.replacingOccurrences(of: "ride-", with: "stdin-"))))
            #expect(streamed == whole, "\(part)")
        }
        func normalized(_ text: String) -> String {
            text.replacingOccurrences(of: dir.path("streamed") + "/ride-", with: "PART-")
                .replacingOccurrences(of: dir.path("whole") + "/stdin-", with: "PART-")
        }
        #expect(normalized(streamedSplit.stdout) == normalized(wholeSplit.stdout) && !streamedSplit.stdout.isEmpty)
        let notATime = try CLIRunner.run(["trim", CLIRunner.sampleFile("ride.tcx"), "--from", "soon", "-o", dir.path("t.tcx")])
        #expect(notATime.status == 2 && notATime.stderr.contains("'soon' is not a time"), "\(notATime.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.path("t.tcx")))
    }

    @Test("standard input is copied to a temporary file (removed after) and streamed: trim into TCX, shift into FIT, split at laps and combine of it write what the whole edits write, with the streamed edit of the file's messages")
    func standardInputStreams() throws {
        let dir = try TemporaryDirectory()
        let ride = CLIRunner.sampleFile("ride.tcx")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ride)))
        let recording = try EditPipeline().read(.file(ride))
        let (start, end) = (recording.workout.startDate, recording.workout.endDate)
        let temporary = dir.path("tmp")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let writers = try ["tcx", "fit"].map { try #require(FormatRegistry.standard.writer(named: $0)) }
        let edits: [(arguments: [String], format: Int, whole: EditedRecording)] = [
            (["trim", "-", "--skip-start", "2:00", "--skip-end", "1:00"], 0,
             try RecordingEditor.trim(recording, from: start.addingTimeInterval(120), to: end.addingTimeInterval(-60), name: ride)),
            (["shift", "-", "--by", "-1:00:00"], 1, RecordingEditor.shift(recording, by: -3600)),
        ]
        for (arguments, format, whole) in edits {
            let ext = ["tcx", "fit"][format]
            let (path, wholePath, filePath) = (dir.path("stdin.\(ext)"), dir.path("whole.\(ext)"), dir.path("file.\(ext)"))
            let streamed = try CLIRunner.run(arguments + ["-o", path], stdin: bytes, environment: ["TMPDIR": temporary])
            var fileArguments = arguments
            fileArguments[1] = ride
            let fromFile = try CLIRunner.run(fileArguments + ["-o", filePath])
            #expect(streamed.status == 0 && fromFile.status == 0, "\(streamed.stderr) \(fromFile.stderr)")
            try EditPipeline().write([whole], with: writers[format], to: .file(wholePath))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(contentsOf: URL(fileURLWithPath: wholePath)), "\(arguments)")
            #expect(streamed.stderr.replacingOccurrences(of: path, with: "OUT")
                        == fromFile.stderr.replacingOccurrences(of: filePath, with: "OUT").replacingOccurrences(of: ride, with: "-"),
                    "\(streamed.stderr) / \(fromFile.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
        }
        // Split at its laps: every part the whole split's.
        let split = try CLIRunner.run(["split", "-", "--laps", "--format", "tcx", "-o", dir.path("parts") + "/"], stdin: bytes,
                                      environment: ["TMPDIR": temporary])
        #expect(split.status == 0, "\(split.stderr)")
        let parts = try RecordingEditor.splitAtLaps(recording, name: ride)
        #expect(parts.count > 1)
        for (part, path) in zip(parts, EditPipeline.partPaths(of: .file("-"), count: parts.count, in: dir.path("parts"), writer: writers[0])) {
            try EditPipeline().write([part], with: writers[0], to: .file(dir.path("whole-part.tcx")))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(contentsOf: URL(fileURLWithPath: dir.path("whole-part.tcx"))), "\(path)")
        }
        // Combined with a file: its first half on standard input, its second a file.
        let halves = try RecordingEditor.split(recording, at: [start.addingTimeInterval((end.timeIntervalSince(start) / 2).rounded())], name: ride)
        for (index, half) in halves.enumerated() { try EditPipeline().write([half], with: writers[0], to: .file(dir.path("half-\(index + 1).tcx"))) }
        let combined = try CLIRunner.run(["combine", "-", dir.path("half-2.tcx"), "-o", dir.path("combined.tcx")],
                                         stdin: [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir.path("half-1.tcx")))),
                                         environment: ["TMPDIR": temporary])
        #expect(combined.status == 0, "\(combined.stderr)")
        let wholeCombination = try RecordingEditor.combine(try [dir.path("half-1.tcx"), dir.path("half-2.tcx")].map { try EditPipeline().read(.file($0)) },
                                                           names: ["-", dir.path("half-2.tcx")])
        try EditPipeline().write([wholeCombination], with: writers[0], to: .file(dir.path("whole-combined.tcx")))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir.path("combined.tcx")))
                    == Data(contentsOf: URL(fileURLWithPath: dir.path("whole-combined.tcx"))))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
    }
}
