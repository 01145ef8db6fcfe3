import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("workoutkit report")
struct ReportCommandTests {
    /// A store holding the sample run and ride (the ride has power and heart rate).
    private func sampleStore(_ dir: TemporaryDirectory) throws -> String {
        let store = dir.path("s.sqlite")
        let files = [CLIRunner.sampleFile("morning-run.json"), CLIRunner.sampleFile("afternoon-ride.json")]
        #expect(try CLIRunner.run(["import"] + files + ["--store", store]).status == 0)
        return store
    }

    private func clock(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        return total >= 3600 ? String(format: "%d:%02d:%02d", total / 3600, total / 60 % 60, total % 60)
            : String(format: "%d:%02d", total / 60, total % 60)
    }

    private func kilometres(_ metres: Double) -> String { String(format: "%.2f km", metres / 1000) }

    /// A record's row: label, value, and the link to its workout named by the workout's start.
    private func recordRow(_ label: String, _ value: String, _ record: [String: Any]) -> String {
        "<tr><td>\(label)</td><td class=\"number\">\(value)</td><td><a href=\"#w-\(record["workout"] as? String ?? "?")\">\(record["date"] as? String ?? "?")</a></td></tr>"
    }

    @Test("The page's weekly volume and personal bests are those of volume --period week and records for the same period and zone")
    func numbersEqualVolumeAndRecords() throws {
        let dir = try TemporaryDirectory()
        let store = try sampleStore(dir)
        let period = ["--since", "2024-04-01", "--until", "2024-06-01", "--tz", "Europe/Berlin"]
        let page = dir.path("report.html")
        let report = try CLIRunner.run(["report", "-o", page, "--store", store] + period)
        #expect(report.status == 0, "\(report.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)

        let volume = try jsonObjects(try CLIRunner.run(["volume", "--period", "week", "--json", "--store", store] + period).stdout)
        #expect(volume.count == 2)
        var berlin = Calendar(identifier: .gregorian)
        berlin.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        for bucket in volume {
            // Weeks start on Monday midnight in Berlin: 22:00 UTC on the Sunday before, in summer.
            let start = try #require((bucket["start"] as? String).flatMap { Timestamp.date($0) })
            let day = berlin.dateComponents([.year, .month, .day], from: start)
            #expect(berlin.component(.weekday, from: start) == 2 && berlin.component(.hour, from: start) == 0)
            let row = "<tr><td>\(String(format: "%04d-%02d-%02d", day.year!, day.month!, day.day!))</td><td>\(bucket["activityType"] as? String ?? "?")</td>"
                + "<td class=\"number\">\(bucket["count"] as? Int ?? -1)</td><td class=\"number\">\(clock(bucket["duration"] as? Double ?? -1))</td>"
                + "<td class=\"number\">\(kilometres(bucket["distance"] as? Double ?? -1))</td></tr>"
            #expect(html.contains(row), "no row \(row)")
        }

        let records = try jsonObjects(try CLIRunner.run(["records", "--json", "--store", store] + period.dropLast(2)).stdout)
        #expect(records.map { $0["activityType"] as? String } == ["cycling", "running"])
        var rows = 0
        for activity in records {
            for effort in activity["bestEfforts"] as? [[String: Any]] ?? [] {
                #expect(html.contains(recordRow("Fastest \(BestEfforts.name(ofDistance: effort["meters"] as? Double ?? -1))", clock(effort["seconds"] as? Double ?? -1), effort)))
                rows += 1
            }
            for (key, unit) in [("peakPower", "watts"), ("peakHeartRate", "bpm")] {
                for peak in activity[key] as? [[String: Any]] ?? [] {
                    let seconds = peak["seconds"] as? Int ?? -1
                    let duration = seconds < 60 ? "\(seconds) s" : seconds < 3600 ? "\(seconds / 60) min" : String(format: "%g h", Double(seconds) / 3600)
                    #expect(html.contains(recordRow(duration, String(format: "%.0f", peak[unit] as? Double ?? -1), peak)), "\(key) \(seconds) s")
                    rows += 1
                }
            }
            if let longest = activity["longestDistance"] as? [String: Any] {
                #expect(html.contains(recordRow("Longest distance", kilometres(longest["meters"] as? Double ?? -1), longest)))
            }
            if let longest = activity["longestDuration"] as? [String: Any] {
                #expect(html.contains(recordRow("Longest duration", clock(longest["seconds"] as? Double ?? -1), longest)))
            }
        }
        // The ride's power and heart rate and the run's heart rate give curves: many rows compared.
        #expect(rows > 20)
        #expect(html.contains("cycling: best average power (W)") && html.contains("running: best average power (W): not recorded in the period."))
    }

    /// An `xdg-open` that writes its arguments and its process ID to `opened` in its folder,
    /// then stays, as a browser run in the foreground does.
    private func fakeOpener(in dir: TemporaryDirectory) throws -> String {
        let folder = dir.path("bin")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let script = folder + "/xdg-open"
        try Data("#!/bin/sh\nprintf '%s\\n' \"$$\" \"$@\" > \"\(folder)/opened.part\"\nmv \"\(folder)/opened.part\" \"\(folder)/opened\"\nexec sleep 120\n".utf8)
            .write(to: URL(fileURLWithPath: script))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        return folder
    }

    @Test("report --open starts the desktop's opener on the page and returns without waiting for it")
    func openStartsTheOpener() throws {
        let dir = try TemporaryDirectory()
        let store = try sampleStore(dir)
        let folder = try fakeOpener(in: dir)
        let result = try CLIRunner.run(["report", "-o", dir.path("report.html"), "--open", "--store", store],
                                       environment: ["PATH": folder + ":/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let opened = folder + "/opened"
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: opened), Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        let written = lines(try String(contentsOfFile: opened, encoding: .utf8))
        #expect(written.count == 2)
        // The page, by its absolute path.
        #expect(written.last == URL(fileURLWithPath: dir.path("report.html")).path)
        // The opener still runs: report did not wait for it. Stop it.
        let pid = try #require(written.first.flatMap { pid_t($0) })
        #expect(kill(pid, 0) == 0)
        kill(pid, SIGTERM)
    }

    @Test("report --open without an opener on PATH writes the page and says how to open it")
    func openWithoutAnOpener() throws {
        let dir = try TemporaryDirectory()
        let store = try sampleStore(dir)
        let empty = dir.path("empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let page = dir.path("report.html")
        let result = try CLIRunner.run(["report", "-o", page, "--open", "--store", store], environment: ["PATH": empty])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "workoutkit: wrote \(page); no xdg-open on PATH to open it: open it in a browser\n")
        #expect(FileManager.default.fileExists(atPath: page))
    }
}
