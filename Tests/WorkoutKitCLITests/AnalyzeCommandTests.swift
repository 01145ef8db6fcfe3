import Foundation
import Testing
import TestSupport

@Suite("workoutkit analyze")
struct AnalyzeCommandTests {
    @Test("A ride with power (Strava GPX): normalized power above average, peaks falling with duration, TSS with --ftp, power zones adding up",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
    func rideWithPower() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        let file = try #require(Corpus.url("gpx/strava-ride-power.gpx")).path
        #expect(try CLIRunner.run(["import", file, "--store", store]).status == 0)
        let result = try CLIRunner.run(["analyze", "--store", store, "--ftp", "250", "--json",
                                        try workoutID(store)])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let power = try #require(object["power"] as? [String: Any])
        let average = try #require(power["average"] as? Double), normalized = try #require(power["normalized"] as? Double)
        #expect(normalized > average && average > 0)
        #expect(power["trainingStressScore"] as? Double != nil)
        let peaks = try #require(power["peaks"] as? [[String: Any]]).compactMap { $0["value"] as? Double }
        #expect(peaks.count > 10 && zip(peaks, peaks.dropFirst()).allSatisfy { $0 >= $1 })
        let zones = try #require(object["powerZones"] as? [[String: Any]])
        #expect(zones.count == 7)
        // Every second of the ride's power grid is in one zone (zone 1 starts at 0 W).
        let seconds = zones.compactMap { $0["seconds"] as? Int }.reduce(0, +)
        let text = try CLIRunner.run(["analyze", "--store", store, try workoutID(store)])
        #expect(text.stdout.contains("Power        average") && text.stdout.contains("Best effort  10 km in"))
        #expect(seconds > 3000)
    }

    @Test("Bad settings are usage errors naming the option; an unknown workout fails naming the ID")
    func badSettings() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        #expect(try CLIRunner.run(["import", CLIRunner.sampleFile("morning-run.json"), "--store", store]).status == 0)
        let id = try workoutID(store)
        let rest = try CLIRunner.run(["analyze", id, "--store", store, "--rest-hr", "190", "--max-hr", "180"])
        #expect(rest.status == 2 && rest.stderr.contains("--rest-hr must be below --max-hr"))
        let zones = try CLIRunner.run(["analyze", id, "--store", store, "--hr-zones", "150,140"])
        #expect(zones.status == 2 && zones.stderr.contains("--hr-zones"))
        let ftp = try CLIRunner.run(["analyze", id, "--store", store, "--ftp", "0"])
        #expect(ftp.status == 2 && ftp.stderr.contains("--ftp must be a positive number"))
        let unknown = try CLIRunner.run(["analyze", "FFFFFFFF", "--store", store])
        #expect(unknown.status == 1 && unknown.stderr.contains("FFFFFFFF"))
    }

    private func workoutID(_ store: String) throws -> String {
        let list = try CLIRunner.run(["list", "--store", store])
        return try #require(list.stdout.split(separator: "\t").first.map(String.init))
    }
}
