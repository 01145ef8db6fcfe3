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

    @Test("The settings file gives what the flags give, flags override it, and the default file is found through XDG_CONFIG_HOME")
    func settingsFile() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        #expect(try CLIRunner.run(["import", CLIRunner.sampleFile("afternoon-ride.json"), "--store", store]).status == 0)
        let id = try workoutID(store)
        let config = dir.path("config")
        let home = ["XDG_CONFIG_HOME": config]
        try FileManager.default.createDirectory(atPath: config + "/workoutkit", withIntermediateDirectories: true)
        try #"{"ftp": 200, "maxHeartRate": 190, "restingHeartRate": 50, "sex": "female", "powerZones": [0, 100, 200]}"#
            .write(toFile: config + "/workoutkit/athlete.json", atomically: true, encoding: .utf8)
        func analysis(_ arguments: [String]) throws -> [String: Any] {
            let result = try CLIRunner.run(["analyze", id, "--store", store, "--json"] + arguments, environment: home)
            #expect(result.status == 0, "\(result.stderr)")
            return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        }
        let fromFile = try analysis([])
        let fromFlags = try CLIRunner.run(["analyze", id, "--store", store, "--json", "--ftp", "200", "--max-hr", "190",
                                           "--rest-hr", "50", "--sex", "female", "--power-zones", "0,100,200"],
                                          environment: ["XDG_CONFIG_HOME": dir.path("empty")])
        #expect(fromFlags.status == 0)
        #expect(fromFlags.stdout == (try CLIRunner.run(["analyze", id, "--store", store, "--json"], environment: home).stdout))
        let power = try #require(fromFile["power"] as? [String: Any])
        #expect(power["trainingStressScore"] as? Double != nil)
        #expect((fromFile["powerZones"] as? [[String: Any]])?.count == 3)
        // A flag wins over the file: another FTP gives another intensity factor.
        let overridden = try #require(try analysis(["--ftp", "400"])["power"] as? [String: Any])
        let factor = try #require(power["intensityFactor"] as? Double), halved = try #require(overridden["intensityFactor"] as? Double)
        #expect(abs(factor / 2 - halved) < 1e-9)
    }

    @Test("A bad settings file fails naming the file, the key or position, and the problem; nothing is analysed")
    func badSettingsFile() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        #expect(try CLIRunner.run(["import", CLIRunner.sampleFile("afternoon-ride.json"), "--store", store]).status == 0)
        let id = try workoutID(store)
        let cases: [(content: String?, expected: String)] = [
            (nil, "athlete.json: no such file"),
            ("{\"ftp\": 250,", "athlete.json: not valid JSON"),
            ("[250]", "athlete.json: must hold one JSON object"),
            ("{\"fpt\": 250}", "athlete.json: key \"fpt\": not a setting (ftp, maxHeartRate"),
            ("{\"ftp\": -5}", "athlete.json: key \"ftp\": must be a positive number"),
            ("{\"ftp\": true}", "athlete.json: key \"ftp\": must be a positive number"),
            ("{\"sex\": \"m\"}", "athlete.json: key \"sex\": must be \"male\" or \"female\""),
            ("{\"heartRateZones\": [150, 140]}", "athlete.json: key \"heartRateZones\": the bounds must increase"),
            ("{\"maxHeartRate\": 150, \"restingHeartRate\": 160}", "athlete.json: key \"restingHeartRate\": must be below maxHeartRate"),
        ]
        for (content, expected) in cases {
            let file = dir.path("athlete.json")
            try? FileManager.default.removeItem(atPath: file)
            if let content { try content.write(toFile: file, atomically: true, encoding: .utf8) }
            let result = try CLIRunner.run(["analyze", id, "--store", store, "--settings", file])
            #expect(result.status == 1 && result.stderr.contains(expected) && result.stdout.isEmpty, "\(content ?? "no file"): \(result.stderr)")
        }
    }

    private func workoutID(_ store: String) throws -> String {
        let list = try CLIRunner.run(["list", "--store", store])
        return try #require(list.stdout.split(separator: "\t").first.map(String.init))
    }
}
