import ArgumentParser
import Foundation
import PlotRendering
import WorkoutKit

/// `workoutkit report -o report.html`: one self-contained HTML page of a period's workouts.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write one self-contained HTML page of a period's workouts.",
        discussion: """
            The page holds the volume per week (Monday, UTC) and activity type, the personal bests \
            (fastest times over the standard distances, per activity type), the mean-maximal power \
            and heart-rate curves of the period, the workouts as a table, and each workout's picture \
            (as `plot` draws it) and analysis, which the table links to. Everything is inside the \
            file: pictures are SVG data URIs, there is no script and no link outside the page. A \
            progress bar shows on a terminal.
            """
    )

    @OptionGroup var dates: DateRangeOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The HTML file.", valueName: "output"))
    var output: String

    @Option(help: "Colours of the pictures: light or dark.")
    var theme: PlotThemeName = .light

    @OptionGroup var storeOptions: StoreOptions

    func validate() throws {
        _ = try dates.dates()
    }

    func run() throws {
        let (since, until) = try dates.dates()
        let store = try storeOptions.open()
        let progress = TerminalProgress(noun: "workouts")
        defer { progress.finish() }
        let html = try ReportPage.html(store: store, since: since, until: until, theme: theme.theme, progress: progress.update)
        try writeOutputFile(Array(html.utf8), to: output)
    }
}
