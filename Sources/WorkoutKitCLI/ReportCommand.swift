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
            The page holds the volume per week (from Monday midnight in --tz, default the TZ of \
            the environment, else UTC) and activity type, as `volume --period week` gives it; the \
            personal bests per activity type (fastest times over the standard distances, longest \
            distance and duration) and the mean-maximal power and heart-rate curves per activity \
            type, as `records` gives them; the workouts as a table; and each workout's picture (as \
            `plot` draws it) and analysis, which the table links to. Everything is inside the file: \
            pictures are SVG data URIs, there is no script and no link outside the page. --open \
            then shows the page with the desktop's opener (xdg-open on PATH), without waiting for \
            it; without one, a message names the file to open. A progress bar shows on a terminal.
            """
    )

    @OptionGroup var dates: DateRangeOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The HTML file.", valueName: "output"))
    var output: String

    @OptionGroup var zone: TimeZoneOptions

    @Option(help: "Colours of the pictures: light or dark.")
    var theme: PlotThemeName = .light

    @Flag(name: .customLong("open"), help: "Open the page with the desktop's opener (xdg-open) once written.")
    var openPage = false

    @OptionGroup var storeOptions: StoreOptions

    func validate() throws {
        _ = try dates.dates()
        _ = try zone.timeZone()
    }

    func run() throws {
        let (since, until) = try dates.dates()
        let store = try storeOptions.open()
        let progress = TerminalProgress(noun: "workouts")
        defer { progress.finish() }
        let html = try ReportPage.html(store: store, since: since, until: until, timeZone: try zone.timeZone(), theme: theme.theme, progress: progress.update)
        try writeOutputFile(Array(html.utf8), to: output)
        if openPage, try !DesktopOpener.open(output) {
            Console.message("wrote \(output); no \(DesktopOpener.name) on PATH to open it: open it in a browser")
        }
    }
}
