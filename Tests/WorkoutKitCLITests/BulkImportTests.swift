import Foundation
import Testing
import TestSupport

@Suite("workoutkit import of bulk exports, CSV and fitcsv")
struct BulkImportTests {
    static let corpusMissing = Comment(rawValue: Corpus.missingMessage)

    /// A folder laid out as Strava's bulk export, with corpus recordings as its activities.
    private func makeStravaExport(in dir: TemporaryDirectory) throws -> String {
        let root = dir.url.appendingPathComponent("export_12345")
        let activities = root.appendingPathComponent("activities")
        try FileManager.default.createDirectory(at: activities, withIntermediateDirectories: true)
        for (corpusPath, name) in [("compressed/garmin-edge1030plus-virtual-ride.fit.gz", "14582164182.fit.gz"),
                                   ("compressed/strava-android-run.gpx.gz", "9876543210.gpx.gz"),
                                   ("compressed/garmin-fr945-run.tcx.gz", "1111111111.tcx.gz")] {
            try FileManager.default.copyItem(at: try #require(Corpus.url(corpusPath)), to: activities.appendingPathComponent(name))
        }
        let index = #"""
            Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Filename,Elapsed Time
            14582164182,"Feb 3, 2024, 6:00:00 PM",Zwift - Watopia,Virtual Ride,"Tempo, then ""easy""",3600,30.1,activities/14582164182.fit.gz,3600
            9876543210,"Mar 1, 2024, 7:00:00 AM",Morning Run,Run,,1800,5.0,activities/9876543210.gpx.gz,1800
            555,"Mar 2, 2024, 7:00:00 AM",Manual entry,Walk,,600,1.0,,600

            """#
        try Data(index.utf8).write(to: root.appendingPathComponent("activities.csv"))
        return root.path
    }

    @Test("A Strava export folder: activities.csv names, types and describes the files it lists, and is not imported itself",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func stravaExportMetadata() throws {
        let dir = try TemporaryDirectory()
        let root = try makeStravaExport(in: dir)
        let store = dir.path("s.sqlite")
        let result = try CLIRunner.run(["import", root, "--store", store])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("3 imported, 0 unchanged, 0 replaced, 0 failed"))

        let shown = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
        #expect(shown.count == 3)
        let ride = try #require(shown.first { ($0["metadata"] as? [String: Any])?["WKName"] as? String == "Zwift - Watopia" })
        #expect(ride["activityType"] as? String == "cycling")
        let rideMetadata = try #require(ride["metadata"] as? [String: Any])
        #expect(rideMetadata["WKNotes"] as? String == "Tempo, then \"easy\"")
        #expect(rideMetadata["HKIndoorWorkout"] as? Bool == true)
        let run = try #require(shown.first { ($0["metadata"] as? [String: Any])?["WKName"] as? String == "Morning Run" })
        #expect(run["activityType"] as? String == "running")
        // The TCX file is not in the list: it keeps what its own file says.
        #expect(shown.filter { ($0["metadata"] as? [String: Any])?["WKName"] == nil }.count == 1)

        let again = try CLIRunner.run(["import", root, "--store", store])
        #expect(again.stderr.contains("0 imported, 3 unchanged, 0 replaced, 0 failed"))
    }

    @Test("Importing a folder of CSVs: each imports or fails naming the file and the problem; the rest are kept",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func corpusCSVFolder() throws {
        let dir = try TemporaryDirectory()
        let folder = try #require(Corpus.url("csv")).path
        let result = try CLIRunner.run(["import", folder, "--store", dir.path("s.sqlite"), "--json"])
        #expect(result.status == 1)
        let objects = try jsonObjects(result.stdout)
        let failed = objects.filter { $0["status"] as? String == "failed" }
        #expect(failed.count == 1)
        #expect((failed.first?["file"] as? String)?.hasSuffix("powertap-poweragent.csv") == true)
        #expect((failed.first?["error"] as? String)?.contains("elapsed minutes") == true)
        #expect(objects.filter { $0["status"] as? String == "imported" }.count == 7)
    }

    @Test("convert ride.fit --to fitcsv writes every message, and the CSV converts back to the same FIT workout",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func convertFitToFitCSVAndBack() throws {
        let dir = try TemporaryDirectory()
        let fit = try #require(Corpus.url("fit/wahoo-elemnt-ride-devfields.fit")).path
        let csv = dir.path("ride.csv")
        let toCSV = try CLIRunner.run(["convert", fit, "--to", "fitcsv", "-o", csv])
        #expect(toCSV.status == 0, "\(toCSV.stderr)")
        #expect(toCSV.stderr.isEmpty)  // every message is written: nothing to report lost
        let text = try String(contentsOfFile: csv, encoding: .utf8)
        #expect(text.contains(",field_description,"))
        #expect(text.contains(",developer_data_id,"))
        let direct = try CLIRunner.run(["convert", fit, "--to", "json"])
        let viaCSV = try CLIRunner.run(["convert", csv, "--to", "json"])
        #expect(viaCSV.status == 0, "\(viaCSV.stderr)")
        let a = try #require(try jsonObjects(direct.stdout).first)
        let b = try #require(try jsonObjects(viaCSV.stdout).first)
        #expect(a["start"] as? String == b["start"] as? String)
        #expect((a["routes"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]] != nil)
        #expect(((a["routes"] as? [[String: Any]])?.first?["locations"] as? [Any])?.count
                == ((b["routes"] as? [[String: Any]])?.first?["locations"] as? [Any])?.count)
        #expect((a["samples"] as? [Any])?.count == (b["samples"] as? [Any])?.count)
    }

    @Test("Without a terminal, import progress is plain lines on standard error; --quiet silences them",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func plainProgressLines() throws {
        let dir = try TemporaryDirectory()
        let root = try makeStravaExport(in: dir)
        let result = try CLIRunner.run(["import", root, "--store", dir.path("s.sqlite")])
        #expect(result.status == 0, "\(result.stderr)")
        let progress = lines(result.stderr).filter { $0.hasPrefix("workoutkit: progress: ") }
        // At most one line a second, and always the last.
        #expect(!progress.isEmpty && progress.count <= 3)
        #expect(progress.last?.hasPrefix("workoutkit: progress: 3/3 files, 3 workouts, ") == true)
        #expect(progress.last?.contains("files/s") == true && progress.last?.contains("ETA 0:00") == true)
        let quiet = try CLIRunner.run(["import", root, "--store", dir.path("q.sqlite"), "--quiet"])
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty)
    }

    @Test("On a terminal, import draws a progress bar redrawn in place (run under script(1) for a pseudo-terminal)",
          .enabled(if: Corpus.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), corpusMissing))
    func progressBarOnTerminal() throws {
        let dir = try TemporaryDirectory()
        let root = try makeStravaExport(in: dir)
        let command = [CLIRunner.executable.path, "import", root, "--store", dir.path("s.sqlite")]
            .map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let terminalText = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(terminalText)")
        #expect(terminalText.contains("\r\u{1B}[K[########################] 3/3 files, 3 workouts, "))
        #expect(!terminalText.contains("workoutkit: progress:"))
    }
}

@Suite("workoutkit sample tables in, fitcsv out")
struct SampleTableImportTests {
    @Test("A sample table adds its samples to the workouts it names; again, it adds nothing; an unknown workout fails")
    func sampleTableAddsToSavedWorkouts() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        #expect(try CLIRunner.run(["import", CLIRunner.sampleFile("morning-run.json"), "--store", store]).status == 0)
        let workout = try #require(try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout).first?["uuid"] as? String)
        let before = try #require(try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout).first?["heartRateCount"] as? Int)
        let table = """
            workout,uuid,type,start,end,value,unit
            \(workout),0A000000-0000-4000-8000-000000000001,HKQuantityTypeIdentifierHeartRate,2024-05-01T07:40:00.000Z,2024-05-01T07:40:00.000Z,150,count/min
            \(workout),0A000000-0000-4000-8000-000000000002,HKQuantityTypeIdentifierHeartRate,2024-05-01T07:40:01.000Z,2024-05-01T07:40:01.000Z,151,count/min

            """
        try Data(table.utf8).write(to: dir.url.appendingPathComponent("samples.csv"))
        let first = try CLIRunner.run(["import", dir.path("samples.csv"), "--store", store, "--json"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try jsonObjects(first.stdout).first?["status"] as? String == "imported")
        let after = try #require(try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout).first?["heartRateCount"] as? Int)
        #expect(after == before + 2)

        let again = try CLIRunner.run(["import", dir.path("samples.csv"), "--store", store, "--json"])
        #expect(try jsonObjects(again.stdout).first?["status"] as? String == "unchanged")

        let unknown = table.replacingOccurrences(of: workout, with: "0B000000-0000-4000-8000-000000000009")
        try Data(unknown.utf8).write(to: dir.url.appendingPathComponent("unknown.csv"))
        let failed = try CLIRunner.run(["import", dir.path("unknown.csv"), "--store", store])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("unknown.csv: workout 0B000000-0000-4000-8000-000000000009: "))
    }

    @Test("export --format fitcsv writes a saved workout as FitCSVTool rows that import back")
    func exportFitCSV() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        #expect(try CLIRunner.run(["import", CLIRunner.sampleFile("morning-run.json"), "--store", store]).status == 0)
        let exported = try CLIRunner.run(["export", "--format", "fitcsv", "--store", store])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.hasPrefix("Type,Local Number,Message,Field 1,Value 1,Units 1,"))
        #expect(exported.stdout.contains("\r\nData,") && exported.stdout.contains(",session,"))
        try Data(exported.stdoutBytes).write(to: dir.url.appendingPathComponent("run.csv"))
        let again = try CLIRunner.run(["import", dir.path("run.csv"), "--store", dir.path("t.sqlite"), "--json"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try jsonObjects(again.stdout).first?["status"] as? String == "imported")
    }
}
