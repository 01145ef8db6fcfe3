import Foundation
import Testing
import TestSupport

@Suite("workoutkit import progress")
struct ImportProgressTests {
    static let corpusMissing = Comment(rawValue: Corpus.missingMessage)

    @Test("Without a terminal, import progress is plain lines on standard error; --quiet silences them",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func plainProgressLines() throws {
        let dir = try TemporaryDirectory()
        let root = try StravaExportFixture.make(in: dir)
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
        let root = try StravaExportFixture.make(in: dir)
        let (status, terminalText) = try CLIRunner.runOnTerminal(["import", root, "--store", dir.path("s.sqlite")])
        #expect(status == 0, "\(terminalText)")
        #expect(terminalText.contains("\r\u{1B}[K[########################] 3/3 files, 3 workouts, "))
        #expect(!terminalText.contains("workoutkit: progress:"))
    }
}
