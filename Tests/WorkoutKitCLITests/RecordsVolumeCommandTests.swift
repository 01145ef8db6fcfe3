import Foundation
import Testing
import TestSupport

@Suite("workoutkit records and volume")
struct RecordsVolumeCommandTests {
    @Test("volume: the sample run and ride fall in one ISO week, one line per activity type, text and JSON agreeing")
    func volumeOfTheSamples() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        let files = [CLIRunner.sampleFile("morning-run.json"), CLIRunner.sampleFile("afternoon-ride.json")]
        #expect(try CLIRunner.run(["import"] + files + ["--store", store]).status == 0)
        let json = try CLIRunner.run(["volume", "--period", "week", "--tz", "UTC", "--json", "--store", store])
        #expect(json.status == 0, "\(json.stderr)")
        let objects = try jsonObjects(json.stdout)
        #expect(objects.map { $0["activityType"] as? String } == ["cycling", "running"])
        // 2024-05-01 (Wednesday) and 2024-05-04 (Saturday): the week from Monday 2024-04-29.
        #expect(objects.allSatisfy { $0["start"] as? String == "2024-04-29T00:00:00.000Z" && $0["count"] as? Int == 1 })
        let run = objects[1]
        #expect(run["distance"] as? Double == 5228.2 && run["duration"] as? Double == 1800)
        let text = try CLIRunner.run(["volume", "--tz", "UTC", "--store", store])
        #expect(lines(text.stdout) == [
            "2024-04-29T00:00:00.000Z\t2024-05-06T00:00:00.000Z\tcycling\t1 workout\t\(String(format: "%.2f km", (objects[0]["distance"] as? Double ?? 0) / 1000))\t20:00",
            "2024-04-29T00:00:00.000Z\t2024-05-06T00:00:00.000Z\trunning\t1 workout\t5.23 km\t30:00",
        ])
        let months = try jsonObjects(try CLIRunner.run(["volume", "--period", "month", "--tz", "UTC", "--json", "--store", store]).stdout)
        #expect(months.allSatisfy { $0["start"] as? String == "2024-05-01T00:00:00.000Z" && $0["end"] as? String == "2024-06-01T00:00:00.000Z" })
        let bad = try CLIRunner.run(["volume", "--period", "fortnight", "--store", store])
        #expect(bad.status == 2 && bad.stderr.contains("fortnight"))
    }

    @Test("records: per activity type, with the workout of each record; --type and --since select the workouts")
    func recordsOfTheSamples() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        let files = [CLIRunner.sampleFile("morning-run.json"), CLIRunner.sampleFile("afternoon-ride.json")]
        #expect(try CLIRunner.run(["import"] + files + ["--store", store]).status == 0)
        let result = try CLIRunner.run(["records", "--json", "--store", store])
        #expect(result.status == 0, "\(result.stderr)")
        let objects = try jsonObjects(result.stdout)
        #expect(objects.map { $0["activityType"] as? String } == ["cycling", "running"])
        let run = objects[1]
        let longest = try #require(run["longestDistance"] as? [String: Any])
        #expect(longest["meters"] as? Double == 5228.2 && longest["workout"] as? String == "1298C684-99ED-430F-BA96-68D5D5512925")
        #expect(longest["date"] as? String == "2024-05-01T07:30:00.000Z")
        let efforts = try #require(run["bestEfforts"] as? [[String: Any]])
        #expect(efforts.compactMap { $0["meters"] as? Double }.prefix(4) == [400, 1000, 1609.344, 5000])
        let analysis = try jsonObjects(try CLIRunner.run(["analyze", "1298C684", "--json", "--store", store]).stdout)[0]
        let analysed = try #require(analysis["bestEfforts"] as? [[String: Any]]).compactMap { $0["seconds"] as? Double }
        #expect(efforts.compactMap { $0["seconds"] as? Double } == analysed)
        let runsOnly = try jsonObjects(try CLIRunner.run(["records", "--json", "--type", "running", "--store", store]).stdout)
        #expect(runsOnly.count == 1 && runsOnly[0]["activityType"] as? String == "running")
        let none = try CLIRunner.run(["records", "--since", "2025-01-01", "--store", store])
        #expect(none.status == 0 && none.stdout.isEmpty)
        let text = try CLIRunner.run(["records", "--store", store])
        #expect(text.stdout.contains("running (1 workout)") && text.stdout.contains("Longest distance") && text.stdout.contains("1298C684"))
    }
}
