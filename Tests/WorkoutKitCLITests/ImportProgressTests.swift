import Foundation
import Testing
import TestSupport

@Suite("workoutkit import progress")
struct ImportProgressTests {
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
