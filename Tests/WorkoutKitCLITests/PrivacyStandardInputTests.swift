import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("convert - with --hide-ends")
struct PrivacyStandardInputTests {
    @Test("standard input with hidden ends is copied to a temporary file and streamed: the output of the file itself, the count said, no copy left")
    func standardInputSpooled() throws {
        let dir = try TemporaryDirectory()
        let run = CLIRunner.sampleFile("run.gpx")
        let arguments = ["--to", "gpx", "--privacy-zone", "0,0,1", "--hide-ends", "200"]
        let fromFile = try CLIRunner.run(["convert", run] + arguments + ["-o", dir.path("file.gpx")])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        let temporary = FileManager.default.temporaryDirectory.path
        let copiesBefore = try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix("workoutkit-stdin-") }
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: run)))
        let fromInput = try CLIRunner.run(["convert", "-"] + arguments + ["-o", dir.path("input.gpx")], stdin: bytes)
        #expect(fromInput.status == 0, "\(fromInput.stderr)")
        let written = try Data(contentsOf: URL(fileURLWithPath: dir.path("input.gpx")))
        #expect(written == (try Data(contentsOf: URL(fileURLWithPath: dir.path("file.gpx")))))
        let said = lines(fromInput.stderr).filter { $0.hasSuffix("withheld (privacy zones, hidden ends)") }
        #expect(said.count == 1 && said == lines(fromFile.stderr).filter { $0.hasSuffix("withheld (privacy zones, hidden ends)") }
            .map { $0.replacingOccurrences(of: "file.gpx", with: "input.gpx") }, "\(fromInput.stderr)")
        #expect(!said.contains { $0.contains(": 0 positions") })
        let copiesAfter = try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix("workoutkit-stdin-") }
        #expect(copiesAfter == copiesBefore, "the temporary copy is removed")
    }
}
