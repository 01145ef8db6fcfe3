import Foundation

/// A mean-maximal curve as a picture: the best average over each duration, durations on a
/// logarithmic axis from the shortest to the longest (1 s, 10 s, 1 min, 10 min, 1 h marked).
public enum MeanMaxChart {
    /// The scene of `curve` (duration in seconds, best average), one line per curve, drawn in
    /// `color`, with `title` (naming the unit) at the top left; `nil` for an empty curve.
    public static func scene(title: String, curve: [(seconds: Int, value: Double)], color: PlotColor,
                             width: Double = 640, height: Double = 320, theme: PlotTheme = .light) -> PlotScene? {
        let points = curve.filter { $0.seconds > 0 && $0.value.isFinite }
        guard let first = points.first, let last = points.last else { return nil }
        var scene = PlotScene(width: width, height: height, background: theme.background)
        let rect = PlotRect(x: 56, y: 28, width: width - 56 - 16, height: height - 28 - 36)
        let xScale = PlotScale(domain: (log10(Double(first.seconds)), log10(Double(max(last.seconds, first.seconds * 10)))),
                               range: (rect.x, rect.maxX))
        let values = points.map(\.value)
        let yScale = PlotScale(domain: (values.min() ?? 0, values.max() ?? 1), range: (rect.maxY - 4, rect.y + 4)).nice(count: 4)
        for tick in yScale.ticks(count: 4) {
            let y = yScale.map(tick)
            scene.elements.append(.line([PlotPoint(x: rect.x, y: y), PlotPoint(x: rect.maxX, y: y)], color: theme.grid, width: 1))
            scene.elements.append(.text(PlotLabels.number(tick), at: PlotPoint(x: rect.x - 6, y: y + 4), size: 11, color: theme.text, anchor: .end))
        }
        for (seconds, label) in [(1, "1 s"), (10, "10 s"), (60, "1 min"), (600, "10 min"), (3600, "1 h")] {
            let value = log10(Double(seconds))
            guard value >= xScale.domain.lower - 1e-9, value <= xScale.domain.upper + 1e-9 else { continue }
            let x = xScale.map(value)
            scene.elements.append(.line([PlotPoint(x: x, y: rect.y), PlotPoint(x: x, y: rect.maxY)], color: theme.grid, width: 1))
            scene.elements.append(.text(label, at: PlotPoint(x: x, y: rect.maxY + 16), size: 11, color: theme.text, anchor: .middle))
        }
        let line = points.map { PlotPoint(x: xScale.map(log10(Double($0.seconds))), y: yScale.map($0.value)) }
        scene.elements.append(.line(line, color: color, width: 2))
        for point in line { scene.elements.append(.circle(center: point, radius: 2.5, fill: color, stroke: color)) }
        scene.elements.append(.rectangle(rect, fill: nil, stroke: theme.frame))
        scene.elements.append(.text(title, at: PlotPoint(x: rect.x, y: 18), size: 13, color: theme.text, anchor: .start))
        return scene
    }
}
