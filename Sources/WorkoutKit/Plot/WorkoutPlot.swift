import Foundation
import WorkoutModel

/// The picture of one workout, as `workoutkit plot` draws it: a title line; the route
/// projected in a local tangent plane (north up, equal scale both ways), coloured by speed,
/// heart rate or power, with start, finish, lap marks, a colour key and a scale bar; and
/// under it one chart per quantity the workout has (``PlotChart/Kind``) on a shared time or
/// distance axis, pauses and laps shaded. What the workout lacks is left out and named in
/// ``absent`` and on the picture's last line.
///
/// Pure layout: the result is a ``PlotScene`` of pixel positions, which the `PlotRendering`
/// module draws with cairo.
public struct WorkoutPlot: Sendable {
    /// The picture.
    public internal(set) var scene: PlotScene
    /// The charts drawn, in order.
    public internal(set) var charts: [PlotChart.Kind] = []
    /// Whether the route panel is drawn.
    public internal(set) var hasRoute = false
    /// The route's points in pixels, in order (empty without a route).
    public internal(set) var routePoints: [PlotPoint] = []
    /// What the picture leaves out and why, one phrase each (`no route (indoor)`, `no power`).
    public internal(set) var absent: [String] = []

    /// The number of panels: the route's and one per chart.
    public var panelCount: Int { (hasRoute ? 1 : 0) + charts.count }

    /// Lays out the picture of `recording`.
    public init(recording: WorkoutRecording, options: PlotOptions = PlotOptions()) {
        let theme = options.theme
        scene = PlotScene(width: options.width, height: options.height, background: theme.background)
        let layout = Layout(width: options.width, height: options.height)

        let workout = recording.workout
        scene.elements.append(.text(Self.title(workout), at: PlotPoint(x: layout.left, y: Layout.titleBaseline),
                                    size: Layout.titleSize, color: theme.text, anchor: .start))

        let route = RouteTrace(recording: recording)
        var chartList = PlotChart.charts(of: recording)
        let timeline = Timeline(recording: recording, axis: options.xAxis)
        if options.xAxis == .distance, timeline.axis == .time {
            absent.append("no distance: the charts are over time")
        }
        chartList = chartList.filter { chart in chart.times.contains { timeline.x($0) != nil } }

        let panels = layout.panels(route: !route.isEmpty, charts: chartList.count)
        if let routeRect = panels.route {
            hasRoute = true
            drawRoute(route, in: routeRect, recording: recording, options: options)
        } else {
            absent.append(recording.routes.isEmpty ? "no route (indoor)" : "no route position")
        }
        for (chart, rect) in zip(chartList, panels.charts) {
            drawChart(chart, in: rect, timeline: timeline, events: workout.events, theme: theme,
                      isLast: rect == panels.charts.last)
            charts.append(chart.kind)
        }
        let missing = PlotChart.Kind.allCases.filter { !charts.contains($0) }
        if !missing.isEmpty { absent.append("no " + missing.map(\.rawValue).joined(separator: ", no ")) }
        if !absent.isEmpty {
            scene.elements.append(.text("Not shown: " + absent.joined(separator: "; "),
                                        at: PlotPoint(x: layout.left, y: options.height - Layout.noteBaselineFromBottom),
                                        size: Layout.labelSize, color: theme.text, anchor: .start))
        }
    }

    /// `Running · 2024-05-01 07:30 UTC · 10.02 km · 51:23`.
    static func title(_ workout: Workout) -> String {
        var parts = [workout.activityType.name.prefix(1).uppercased() + workout.activityType.name.dropFirst()]
        let time = Timestamp.string(workout.startDate)
        parts.append(String(time.prefix(10)) + " " + String(time.dropFirst(11).prefix(5)) + " UTC")
        if let metres = (try? workout.totalDistance?.doubleValue(for: .meter)).flatMap({ $0 }) {
            parts.append(PlotLabels.distance(metres))
        }
        parts.append(PlotLabels.clock(workout.duration))
        return parts.joined(separator: " · ")
    }
}

extension WorkoutPlot {
    /// Margins and the split of the picture between the route and the charts.
    struct Layout {
        static let titleSize = 16.0
        static let labelSize = 11.0
        static let titleBaseline = 24.0
        static let noteBaselineFromBottom = 8.0
        /// The route's share of the height when there are charts.
        static let routeShare = 0.45
        static let gap = 10.0

        let width: Double
        let height: Double
        let left = 64.0
        let right = 20.0
        let top = 40.0
        /// Room for the time axis' labels and the last line.
        let bottom = 44.0

        /// The route's rectangle (when drawn) and the charts', top to bottom.
        func panels(route: Bool, charts: Int) -> (route: PlotRect?, charts: [PlotRect]) {
            let innerWidth = max(1, width - left - right)
            let innerHeight = max(1, height - top - bottom)
            var y = top
            var routeRect: PlotRect?
            if route {
                let routeHeight = charts == 0 ? innerHeight : (innerHeight * Self.routeShare).rounded()
                routeRect = PlotRect(x: left, y: y, width: innerWidth, height: routeHeight)
                y += routeHeight + Self.gap * 2
            }
            guard charts > 0 else { return (routeRect, []) }
            let chartHeight = ((top + innerHeight - y - Self.gap * Double(charts - 1)) / Double(charts)).rounded(.down)
            let rects = (0..<charts).map { index in
                PlotRect(x: left, y: y + Double(index) * (chartHeight + Self.gap), width: innerWidth, height: max(1, chartHeight))
            }
            return (routeRect, rects)
        }
    }
}
