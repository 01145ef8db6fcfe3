import Foundation
import PlotRendering
import Testing
import TestSupport
import WorkoutKit

let chromiumPath = ["/usr/bin/chromium", "/usr/local/bin/chromium"].first { FileManager.default.isExecutableFile(atPath: $0) }
let chromiumMissing = Comment(rawValue: "chromium is not installed (Scripts/setup.sh installs it): the report is not rendered in a browser")

@Suite("The report page")
struct ReportPageTests {
    private let utc = TimeZone(identifier: "UTC")!

    /// A store holding the square ride, with the totals an import derives (its 4 km among them).
    private func store(in directory: TemporaryDirectory) throws -> WorkoutStore {
        let store = try WorkoutStore(path: directory.path("store.sqlite"))
        _ = try store.save(DerivedTotals.applied(to: SquareRouteWorkout.recording()))
        return store
    }

    @Test("The page holds its sections, links each workout to its own section, and names nothing outside itself")
    func pageIsSelfContained() throws {
        let directory = try TemporaryDirectory()
        let store = try store(in: directory)
        let html = try ReportPage.html(store: store, since: nil, until: nil, timeZone: utc)
        let uuid = try #require(store.workouts(WorkoutQuery()).first?.workout.uuid.uuidString)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for id in ["volume", "bests", "mean-max", "workouts", "w-\(uuid)"] {
            #expect(html.contains("id=\"\(id)\""), "no section \(id)")
        }
        #expect(html.contains("<a href=\"#w-\(uuid)\">"))
        // The week of Wednesday 2024-05-01 starts on Monday 2024-04-29; one cycling workout of 6:40 and 4 km.
        #expect(html.contains("<td>2024-04-29</td><td>cycling</td><td class=\"number\">1</td><td class=\"number\">6:40</td><td class=\"number\">4.00 km</td>"))
        #expect(html.contains("cycling: best average heart rate (bpm)"))
        #expect(html.contains("cycling: best average power (W): not recorded in the period."))
        #expect(!html.lowercased().contains("http:") && !html.lowercased().contains("https:") && !html.contains("<script"))
        // One picture of the workout and one heart-rate curve, each an SVG data URI.
        #expect(html.components(separatedBy: "src=\"data:image/svg+xml;base64,").count - 1 == 2)

        let empty = try ReportPage.html(store: store, since: Timestamp.date("2030-01-01"), until: nil, timeZone: utc)
        #expect(empty.contains("No workouts in the period."))
    }

    @Test("Headless Chromium renders the page without a console message, and the screenshot is not blank",
          .enabled(if: chromiumPath != nil, chromiumMissing))
    func chromiumRendersThePage() throws {
        let directory = try TemporaryDirectory()
        let store = try store(in: directory)
        let page = directory.path("report.html"), screenshot = directory.path("report.png")
        try Data(try ReportPage.html(store: store, since: nil, until: nil, timeZone: utc).utf8).write(to: URL(fileURLWithPath: page))
        let script = SampleFiles.repository.appendingPathComponent("Scripts/render-report-in-chromium.sh").path
        let result = try run("/bin/bash", [script, page, screenshot, "1000x1600"])
        #expect(result.status == 0, "\(result.errors)")
        let png = try #require(DecodedPNG(Array(try Data(contentsOf: URL(fileURLWithPath: screenshot)))))
        #expect(png.width == 1000 && png.height == 1600)
        // Text, tables and the pictures: far more than a blank page's nothing.
        #expect(png.shareUnlikeTopLeft(step: 2) > 0.03)
    }
}
