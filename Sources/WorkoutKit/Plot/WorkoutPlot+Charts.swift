import Foundation
import WorkoutModel

extension WorkoutPlot {
    /// A silence longer than this (seconds) breaks a chart's line, as the analysis counts a gap.
    static let chartGap = 10.0

    /// One chart in `rect`: frame, pauses and every other lap shaded, lap starts marked, grid
    /// lines and labels at round values, the values as a line broken at gaps, the title at the
    /// top left; the shared axis' labels under the last chart.
    mutating func drawChart(_ chart: PlotChart, in rect: PlotRect, timeline: Timeline, events: [WorkoutEvent],
                            theme: PlotTheme, isLast: Bool) {
        let xScale = PlotScale(domain: (0, timeline.extent), range: (rect.x, rect.maxX))
        for (index, lap) in events.filter({ $0.type == .lap }).enumerated() {
            guard let start = timeline.x(lap.date.timeIntervalSinceReferenceDate) else { continue }
            let end = timeline.x(lap.endDate.timeIntervalSinceReferenceDate) ?? timeline.extent
            if index % 2 == 1 { shade(rect, from: xScale.map(start), to: xScale.map(end), color: theme.lap) }
            if index > 0 {
                let x = xScale.map(start)
                scene.elements.append(.line([PlotPoint(x: x, y: rect.y), PlotPoint(x: x, y: rect.maxY)], color: theme.frame, width: 0.5))
            }
        }
        for pause in Self.pauses(events) {
            let from = timeline.x(pause.start) ?? (pause.start < timeline.start ? 0 : nil)
            let to = timeline.x(pause.end) ?? timeline.extent
            guard let from else { continue }
            shade(rect, from: xScale.map(from), to: xScale.map(to), color: theme.pause)
        }

        let values = chart.values
        let lowest = values.min() ?? 0, highest = values.max() ?? 1
        let yRange = chart.isPace ? (rect.y + 4, rect.maxY - 4) : (rect.maxY - 4, rect.y + 4)
        var yScale = PlotScale(domain: (lowest, highest), range: yRange)
        let yTicks: [Double]
        if chart.isPace {
            let step = PlotScale.timeTickStep(yScale.domain.upper - yScale.domain.lower, count: 4)
            yTicks = stride(from: (yScale.domain.lower / step).rounded(.up) * step, through: yScale.domain.upper, by: step).map { $0 }
        } else {
            yScale = yScale.nice(count: 4)
            yTicks = yScale.ticks(count: 4)
        }
        for tick in yTicks {
            let y = yScale.map(tick)
            scene.elements.append(.line([PlotPoint(x: rect.x, y: y), PlotPoint(x: rect.maxX, y: y)], color: theme.grid, width: 1))
            scene.elements.append(.text(chart.label(tick), at: PlotPoint(x: rect.x - 6, y: y + 4),
                                        size: Layout.labelSize, color: theme.text, anchor: .end))
        }
        for tick in timeline.ticks {
            let x = xScale.map(tick)
            scene.elements.append(.line([PlotPoint(x: x, y: rect.y), PlotPoint(x: x, y: rect.maxY)], color: theme.grid, width: 1))
            if isLast {
                scene.elements.append(.text(timeline.label(tick), at: PlotPoint(x: x, y: rect.maxY + 15),
                                            size: Layout.labelSize, color: theme.text, anchor: .middle))
            }
        }
        if isLast {
            scene.elements.append(.text(timeline.name, at: PlotPoint(x: rect.maxX, y: rect.maxY + 30),
                                        size: Layout.labelSize, color: theme.text, anchor: .end))
        }

        var run: [PlotPoint] = []
        var previousTime: Double?
        let color = Self.chartColor(chart.kind)
        for (time, value) in zip(chart.times, chart.values) {
            guard let x = timeline.x(time) else { continue }
            if let previousTime, time - previousTime > Self.chartGap {
                appendRun(run, color: color)
                run = []
            }
            run.append(PlotPoint(x: xScale.map(x), y: yScale.map(value)))
            previousTime = time
        }
        appendRun(run, color: color)
        scene.elements.append(.rectangle(rect, fill: nil, stroke: theme.frame))
        scene.elements.append(.text(chart.title, at: PlotPoint(x: rect.x + 6, y: rect.y + 15),
                                    size: Layout.labelSize, color: theme.text, anchor: .start))
    }

    private mutating func shade(_ rect: PlotRect, from: Double, to: Double, color: PlotColor) {
        let left = max(rect.x, min(from, to)), right = min(rect.maxX, max(from, to))
        guard right > left else { return }
        scene.elements.append(.rectangle(PlotRect(x: left, y: rect.y, width: right - left, height: rect.height), fill: color, stroke: nil))
    }

    private mutating func appendRun(_ run: [PlotPoint], color: PlotColor) {
        if run.count == 1 {
            scene.elements.append(.circle(center: run[0], radius: 1, fill: color, stroke: color))
        } else if run.count > 1 {
            scene.elements.append(.line(run, color: color, width: 1.5))
        }
    }

    /// The pauses: from each pause (or motion pause) to the next resume of the same kind, or to
    /// the end when none follows; times in seconds since the reference date.
    static func pauses(_ events: [WorkoutEvent]) -> [(start: Double, end: Double)] {
        var result: [(start: Double, end: Double)] = []
        for (pause, resume) in [(WorkoutEvent.EventType.pause, WorkoutEvent.EventType.resume), (.motionPaused, .motionResumed)] {
            var open: Double?
            for event in events.sorted(by: { $0.date < $1.date }) {
                if event.type == pause, open == nil { open = event.date.timeIntervalSinceReferenceDate }
                if event.type == resume, let start = open {
                    result.append((start, event.date.timeIntervalSinceReferenceDate))
                    open = nil
                }
            }
            if let open { result.append((open, .infinity)) }
        }
        return result
    }

    /// Each quantity's line colour, the same in both themes.
    static func chartColor(_ kind: PlotChart.Kind) -> PlotColor {
        switch kind {
        case .elevation: return PlotColor(hex: 0x8C6D46)
        case .heartRate: return PlotColor(hex: 0xD62728)
        case .speed: return PlotColor(hex: 0x1F77B4)
        case .power: return PlotColor(hex: 0x9467BD)
        case .cadence: return PlotColor(hex: 0x2CA02C)
        }
    }
}
