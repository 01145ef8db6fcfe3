import Foundation
import Testing
import TestSupport

/// `export` and `report` of a whole store show a progress bar on a terminal, and nothing
/// when standard error is a file or a pipe.
@Suite("workoutkit export and report progress")
struct ExportReportProgressTests {
    private static let scriptMissing = Comment(rawValue: "script(1) from util-linux is needed for a pseudo-terminal")
    private static let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

    /// A store holding the four sample workouts.
    private static func sampleStore(in dir: TemporaryDirectory) throws -> String {
        let store = dir.path("s.sqlite")
        let files = ["morning-run.json", "afternoon-ride.json", "run.gpx", "ride.tcx"].map(CLIRunner.sampleFile)
        let result = try CLIRunner.run(["import", "--quiet"] + files + ["--store", store])
        #expect(result.status == 0, "\(result.stderr)")
        return store
    }

    @Test("Piped, export and report write no progress: no carriage return, no escape, no bar on standard error")
    func nothingWhenPiped() throws {
        let dir = try TemporaryDirectory()
        let store = try Self.sampleStore(in: dir)
        let export = try CLIRunner.run(["export", "--format", "json", "-o", dir.path("all.json"), "--store", store])
        let report = try CLIRunner.run(["report", "-o", dir.path("report.html"), "--store", store])
        for result in [export, report] {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stderr.contains("\r") && !result.stderr.contains("\u{1B}") && !result.stderr.contains("[#"),
                    "\(result.stderr.debugDescription)")
        }
        #expect(export.stderr.isEmpty && report.stderr.isEmpty)
    }

    @Test("On a terminal, export of a whole store draws a bar that reaches every workout (run under script(1))",
          .enabled(if: hasScript, scriptMissing))
    func exportBarOnTerminal() throws {
        let dir = try TemporaryDirectory()
        let store = try Self.sampleStore(in: dir)
        let (status, text) = try CLIRunner.runOnTerminal(["export", "--format", "csv", "-o", dir.path("all.csv"), "--store", store])
        #expect(status == 0, "\(text)")
        #expect(text.contains("\r\u{1B}[K[########################] 4/4 workouts, "), "\(text.debugDescription)")
        // The bar's line ends before the summed loss line.
        #expect(text.contains("\r\n") && text.contains("workoutkit: \(dir.path("all.csv")): CSV cannot hold, over 4 recordings, "))
    }

    @Test("On a terminal, report of a whole store draws a bar that reaches every workout (run under script(1))",
          .enabled(if: hasScript, scriptMissing))
    func reportBarOnTerminal() throws {
        let dir = try TemporaryDirectory()
        let store = try Self.sampleStore(in: dir)
        let (status, text) = try CLIRunner.runOnTerminal(["report", "-o", dir.path("report.html"), "--store", store])
        #expect(status == 0, "\(text)")
        #expect(text.contains("\r\u{1B}[K[########################] 4/4 workouts, "), "\(text.debugDescription)")
        #expect(FileManager.default.fileExists(atPath: dir.path("report.html")))
    }
}
