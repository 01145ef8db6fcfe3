import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("--privacy-zone, --hide-ends and the privacy settings file")
struct PrivacyOptionsTests {
    /// The `trkpt`s of a GPX, as their `lat`/`lon` attributes.
    private func points(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "<trkpt").dropFirst().map {
            String($0.prefix { $0 != ">" })
        }
    }

    /// The run's first location, as `LAT,LON`.
    private func start() throws -> String {
        let run = try EditPipeline().read(.file(CLIRunner.sampleFile("morning-run.json")))
        let first = try #require(run.routes.first?.locations.first)
        return "\(first.latitude),\(first.longitude)"
    }

    @Test("convert with a zone and hidden ends prints how many positions were withheld, and they are the ones missing")
    func convertSaysWhatItWithheld() throws {
        let dir = try TemporaryDirectory()
        let run = CLIRunner.sampleFile("morning-run.json")
        let plain = try CLIRunner.run(["convert", run, "-o", dir.path("plain.gpx")])
        #expect(plain.status == 0 && !plain.stderr.contains("withheld"), "\(plain.stderr)")
        let out = dir.path("private.gpx")
        let hidden = try CLIRunner.run(["convert", run, "--privacy-zone", try start() + ",150", "--hide-ends", "50", "-o", out])
        #expect(hidden.status == 0, "\(hidden.stderr)")
        let withheld = try points(dir.path("plain.gpx")).count - points(out).count
        #expect(withheld > 0)
        #expect(lines(hidden.stderr).contains("workoutkit: \(out): \(withheld) positions withheld (privacy zones, hidden ends)"),
                "\(hidden.stderr)")
    }

    @Test("the settings file applies to every export; flags add zones to it; a negative radius or a bad file is refused")
    func settingsFile() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        #expect(try CLIRunner.run(["import", CLIRunner.sampleFile("morning-run.json"), "--store", store]).status == 0)
        let config = dir.path("config")
        try FileManager.default.createDirectory(atPath: config + "/workoutkit", withIntermediateDirectories: true)
        let parts = try start().split(separator: ",")
        try Data(#"{"zones": [{"latitude": \#(parts[0]), "longitude": \#(parts[1]), "radius": 150}]}"#.utf8)
            .write(to: URL(fileURLWithPath: config + "/workoutkit/privacy.json"))
        let environment = ["XDG_CONFIG_HOME": config]
        let plain = try CLIRunner.run(["export", "--format", "gpx", "-o", dir.path("plain.gpx"), "--store", store])
        #expect(plain.status == 0)
        let exported = try CLIRunner.run(["export", "--format", "gpx", "-o", dir.path("zone.gpx"), "--store", store],
                                         environment: environment)
        #expect(exported.status == 0, "\(exported.stderr)")
        let withheld = try points(dir.path("plain.gpx")).count - points(dir.path("zone.gpx")).count
        #expect(withheld > 0 && exported.stderr.contains("\(withheld) positions withheld"), "\(exported.stderr)")
        let more = try CLIRunner.run(["export", "--format", "gpx", "--hide-ends", "300", "-o", dir.path("more.gpx"), "--store", store],
                                     environment: environment)
        #expect(more.status == 0)
        #expect(try points(dir.path("more.gpx")).count < points(dir.path("zone.gpx")).count)

        let negative = try CLIRunner.run(["convert", CLIRunner.sampleFile("morning-run.json"), "--privacy-zone", "48.1,11.5,-100",
                                          "-o", dir.path("n.gpx")])
        #expect(negative.status == 2 && negative.stderr.contains("the radius -100.0 must be a positive number of metres"),
                "\(negative.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.path("n.gpx")))
        try Data(#"{"zones": [{"lat": 1}]}"#.utf8).write(to: URL(fileURLWithPath: config + "/workoutkit/privacy.json"))
        let bad = try CLIRunner.run(["export", "--format", "gpx", "-o", dir.path("bad.gpx"), "--store", store], environment: environment)
        #expect(bad.status == 1 && bad.stderr.contains("privacy.json: zone 1: \"lat\" is not a zone's key"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.path("bad.gpx")))
    }
}
