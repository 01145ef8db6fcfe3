import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("workoutkit shift --utc-offset auto")
struct ShiftStatedZoneCommandTests {
    @Test("auto takes the zone the recording states; one that states none is one line, exit 1, nothing written")
    func statedZone() throws {
        let dir = try TemporaryDirectory()
        let run = CLIRunner.sampleFile("morning-run.json")
        let shifted = try CLIRunner.run(["shift", run, "--utc-offset", "auto", "-o", dir.path("utc.json")])
        #expect(shifted.status == 0, "\(shifted.stderr)")
        let original = try EditPipeline().read(.file(run))
        let result = try EditPipeline().read(.file(dir.path("utc.json")))
        // Europe/Berlin on 2024-05-01 is two hours ahead of UTC.
        #expect(result.workout.startDate == original.workout.startDate.addingTimeInterval(-7200))

        let gpx = CLIRunner.sampleFile("run.gpx")
        let refused = try CLIRunner.run(["shift", gpx, "--utc-offset", "auto", "-o", dir.path("none.gpx")])
        #expect(refused.status == 1)
        #expect(lines(refused.stderr) == ["workoutkit: \(gpx): states no time zone (no FIT local_timestamp, no offset on every "
            + "GPX time, no HKTimeZone); give --utc-offset an offset (+02:00) or a zone (Europe/Berlin); nothing written"],
                "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.path("none.gpx")))

        let bad = try CLIRunner.run(["shift", gpx, "--utc-offset", "automatic", "-o", dir.path("bad.gpx")])
        #expect(bad.status == 2 && bad.stderr.contains("or auto"), "\(bad.stderr)")
    }
}
