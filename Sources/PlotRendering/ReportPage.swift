import Foundation
import WorkoutKit

/// `workoutkit report`'s page: one self-contained HTML file (inline style, pictures as SVG
/// data URIs drawn by ``CairoRenderer``, no script, no font, no link outside the page) with a
/// period's volume per week and activity type, its personal bests and mean-maximal power and
/// heart-rate curves per activity type (those of `workoutkit volume` and `records`), the
/// workouts as a table, and each workout's picture and analysis under an anchor of its own
/// (`#w-UUID`) that the table links to.
public enum ReportPage {
    /// The page of the workouts in `store` starting in [`since`, `until`), their weeks taken in
    /// `timeZone`, calling `progress` with how many of them are drawn and how many there are
    /// after each one.
    ///
    /// - Throws: the store's errors, and ``PlotRenderingError`` when cairo fails.
    public static func html(
        store: WorkoutStore, since: Date?, until: Date?, timeZone: TimeZone, settings: AthleteSettings = AthleteSettings(),
        theme: PlotTheme = .light, progress: (_ drawn: Int, _ total: Int) -> Void = { _, _ in }
    ) throws -> String {
        var sections: [String] = []
        let total = try store.workouts(WorkoutQuery(since: since, until: until)).count
        let report = try TrainingReport(store: store, since: since, until: until, timeZone: timeZone, settings: settings) {
            recording, analysis in
            let plot = WorkoutPlot(recording: recording, options: PlotOptions(width: 800, height: 960, theme: theme))
            sections.append(workoutSection(recording.workout, analysis, picture: try picture(plot.scene), absent: plot.absent))
            progress(sections.count, total)
        }
        var body = ["<h1>Training report</h1>", "<p>\(escape(period(report)))</p>"]
        body.append(contentsOf: volumeTable(report))
        body.append(contentsOf: bestTables(report))
        body.append(contentsOf: try curves(report, theme: theme))
        body.append(contentsOf: workoutTable(report))
        body.append(contentsOf: sections)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Training report</title>
            <style>
            body { font-family: sans-serif; margin: 2em; color: #333; background: #fff; }
            table { border-collapse: collapse; margin: 1em 0; }
            th, td { border-bottom: 1px solid #ddd; padding: 0.25em 0.75em; text-align: left; }
            td.number { text-align: right; font-variant-numeric: tabular-nums; }
            img { max-width: 100%; height: auto; border: 1px solid #ddd; }
            section { margin-top: 3em; }
            </style>
            </head>
            <body>
            \(body.joined(separator: "\n"))
            </body>
            </html>

            """
    }

    /// A scene as an `<img>` source: its SVG, base64-encoded (no `http` of the SVG namespace
    /// shows in the page, and glyph ids of different pictures cannot clash).
    static func picture(_ scene: PlotScene) throws -> String {
        "data:image/svg+xml;base64," + Data(try CairoRenderer.render(scene, as: .svg)).base64EncodedString()
    }

    private static func period(_ report: TrainingReport) -> String {
        let from = report.since.map { "from " + Timestamp.string($0) } ?? "from the first workout"
        let to = report.until.map { " until " + Timestamp.string($0) } ?? " to the last"
        return "\(report.entries.count) workouts, \(from)\(to); weeks from Monday midnight, \(report.timeZone.identifier)."
    }

    private static func volumeTable(_ report: TrainingReport) -> [String] {
        var lines = ["<h2 id=\"volume\">Volume per week</h2>"]
        let buckets = report.volume.buckets
        guard !buckets.isEmpty else { return lines + ["<p>No workouts in the period.</p>"] }
        lines.append("<table><tr><th>Week of</th><th>Activity</th><th>Workouts</th><th>Time</th><th>Distance</th></tr>")
        for bucket in buckets {
            lines.append(row([day(bucket.start, in: report.timeZone), bucket.activityType.name],
                             numbers: ["\(bucket.count)", clock(bucket.duration), kilometres(bucket.distance)]))
        }
        lines.append("</table>")
        let withoutDistance = buckets.reduce(0) { $0 + $1.withoutDistance }
        if withoutDistance > 0 {
            lines.append("<p>\(withoutDistance) workout\(withoutDistance == 1 ? " has" : "s have") no total distance and add"
                         + " none (<code>workoutkit derive</code> computes it for workouts stored without one).</p>")
        }
        return lines
    }

    private static func bestTables(_ report: TrainingReport) -> [String] {
        var lines = ["<h2 id=\"bests\">Personal bests</h2>"]
        let activities = report.records.activities
        guard !activities.isEmpty else { return lines + ["<p>No workouts in the period.</p>"] }
        for activity in activities {
            lines.append("<h3>\(escape(activity.activityType.name))</h3>")
            lines.append("<table><tr><th>Best</th><th>Value</th><th>Workout</th></tr>")
            for effort in activity.bestEfforts {
                lines.append(recordRow("Fastest \(BestEfforts.name(ofDistance: effort.meters))", clock(effort.record.value), effort.record))
            }
            if let record = activity.longestDistance { lines.append(recordRow("Longest distance", kilometres(record.value), record)) }
            if let record = activity.longestDuration { lines.append(recordRow("Longest duration", clock(record.value), record)) }
            lines.append("</table>")
            if activity.bestEfforts.isEmpty {
                lines.append("<p>No best efforts (none of the workouts covers a standard distance).</p>")
            }
        }
        return lines
    }

    private static func curves(_ report: TrainingReport, theme: PlotTheme) throws -> [String] {
        var lines = ["<h2 id=\"mean-max\">Mean-maximal power and heart rate</h2>"]
        guard !report.records.activities.isEmpty else { return lines + ["<p>No workouts in the period.</p>"] }
        for activity in report.records.activities {
            let curves = [("best average power (W)", activity.peakPower, PlotColor(hex: 0x9467BD), "W"),
                          ("best average heart rate (bpm)", activity.peakHeartRate, PlotColor(hex: 0xD62728), "bpm")]
            for (quantity, peaks, color, unit) in curves {
                let title = "\(activity.activityType.name): \(quantity)"
                guard let scene = MeanMaxChart.scene(title: title, curve: peaks.map { ($0.seconds, $0.record.value) },
                                                     color: color, theme: theme) else {
                    lines.append("<p>\(escape(title)): not recorded in the period.</p>")
                    continue
                }
                lines.append("<p><img alt=\"\(escape(title))\" src=\"\(try picture(scene))\"></p>")
                lines.append("<table><tr><th>Duration</th><th>Best (\(unit))</th><th>Workout</th></tr>")
                for peak in peaks {
                    lines.append(recordRow(duration(peak.seconds), String(format: "%.0f", peak.record.value), peak.record))
                }
                lines.append("</table>")
            }
        }
        return lines
    }

    private static func workoutTable(_ report: TrainingReport) -> [String] {
        var lines = ["<h2 id=\"workouts\">Workouts</h2>"]
        guard !report.entries.isEmpty else { return lines + ["<p>No workouts in the period.</p>"] }
        lines.append("<table><tr><th>Start</th><th>Activity</th><th>Time</th><th>Distance</th><th>Heart rate</th><th>Power</th></tr>")
        for entry in report.entries {
            let workout = entry.workout
            lines.append("<tr><td>\(link(workout.uuid, Timestamp.string(workout.startDate)))</td><td>\(escape(workout.activityType.name))</td>"
                         + "<td class=\"number\">\(clock(workout.duration))</td><td class=\"number\">\(distance(of: workout).map(kilometres) ?? "–")</td>"
                         + "<td class=\"number\">\(entry.analysis.heartRate.map { String(format: "%.0f bpm", $0.average) } ?? "–")</td>"
                         + "<td class=\"number\">\(entry.analysis.power.map { String(format: "%.0f W", $0.average) } ?? "–")</td></tr>")
        }
        return lines + ["</table>"]
    }

    private static func workoutSection(_ workout: Workout, _ analysis: WorkoutAnalysis, picture: String, absent: [String]) -> String {
        var lines = ["<section id=\"\(anchor(workout.uuid))\">",
                     "<h2>\(escape(workout.activityType.name)), \(escape(Timestamp.string(workout.startDate)))</h2>",
                     "<p><img alt=\"The route and charts of the workout\" src=\"\(picture)\"></p>"]
        if !absent.isEmpty { lines.append("<p>Not shown: \(escape(absent.joined(separator: "; "))).</p>") }
        var facts: [String] = []
        if let power = analysis.power {
            facts.append(String(format: "Power: average %.0f W, maximum %.0f W, normalized %.0f W", power.average, power.maximum, power.normalized))
        }
        if let heartRate = analysis.heartRate {
            facts.append(String(format: "Heart rate: average %.0f bpm, maximum %.0f bpm", heartRate.average, heartRate.maximum))
        }
        for effort in analysis.bestEfforts { facts.append("Best \(BestEfforts.name(ofDistance: effort.meters)): \(clock(effort.seconds))") }
        for lap in analysis.laps {
            var parts = ["Lap \(lap.index): \(clock(lap.duration))"]
            if let metres = lap.distance { parts.append(kilometres(metres)) }
            if let heartRate = lap.averageHeartRate { parts.append(String(format: "%.0f bpm", heartRate)) }
            if let power = lap.averagePower { parts.append(String(format: "%.0f W", power)) }
            facts.append(parts.joined(separator: ", "))
        }
        if !facts.isEmpty { lines.append("<ul>" + facts.map { "<li>\(escape($0))</li>" }.joined() + "</ul>") }
        lines.append("<p><a href=\"#workouts\">Back to the workouts</a></p>")
        return (lines + ["</section>"]).joined(separator: "\n")
    }

    private static func row(_ texts: [String], numbers: [String]) -> String {
        "<tr>" + texts.map { "<td>\(escape($0))</td>" }.joined() + numbers.map { "<td class=\"number\">\(escape($0))</td>" }.joined() + "</tr>"
    }

    /// `<tr>` of a record: what, its value, and a link to its workout named by the workout's start.
    private static func recordRow(_ label: String, _ value: String, _ record: PersonalRecords.Record) -> String {
        "<tr><td>\(escape(label))</td><td class=\"number\">\(escape(value))</td><td>\(link(record.workout, Timestamp.string(record.date)))</td></tr>"
    }

    /// Metres: the workout's total distance, stated or derived.
    private static func distance(of workout: Workout) -> Double? {
        (try? workout.totalDistance?.doubleValue(for: .meter)).flatMap { $0 }
    }

    /// The calendar day of `date` in `zone`, as `2024-04-29`.
    private static func day(_ date: Date, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    private static func anchor(_ uuid: UUID) -> String { "w-" + uuid.uuidString }

    private static func link(_ uuid: UUID, _ text: String) -> String {
        "<a href=\"#\(anchor(uuid))\">\(escape(text))</a>"
    }

    private static func kilometres(_ metres: Double) -> String { String(format: "%.2f km", metres / 1000) }

    private static func clock(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        return total >= 3600 ? String(format: "%d:%02d:%02d", total / 3600, total / 60 % 60, total % 60)
            : String(format: "%d:%02d", total / 60, total % 60)
    }

    private static func duration(_ seconds: Int) -> String {
        seconds < 60 ? "\(seconds) s" : seconds < 3600 ? "\(seconds / 60) min" : String(format: "%g h", Double(seconds) / 3600)
    }

    /// Text as HTML: `&`, `<`, `>` and `"` escaped.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
