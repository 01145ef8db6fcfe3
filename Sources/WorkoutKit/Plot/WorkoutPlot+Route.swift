import Foundation
import WorkoutModel

extension WorkoutPlot {
    /// Pixels between the route and its panel's frame.
    static let routeInset = 20.0

    /// The route in `rect`: north up, the same metres per pixel both ways, centred; coloured by
    /// the chosen quantity between its 5th and 95th percentiles (so that a GPS spike does not
    /// wash out the rest), with its key, start (green) and finish (red) discs, a mark at each
    /// lap's start and a scale bar.
    mutating func drawRoute(_ route: RouteTrace, in rect: PlotRect, recording: WorkoutRecording, options: PlotOptions) {
        let theme = options.theme
        scene.elements.append(.rectangle(rect, fill: nil, stroke: theme.frame))
        let innerWidth = max(1, rect.width - 2 * Self.routeInset), innerHeight = max(1, rect.height - 2 * Self.routeInset)
        let metresPerPixel = max((route.maxEast - route.minEast) / innerWidth, (route.maxNorth - route.minNorth) / innerHeight, 1e-3)
        let middleEast = (route.minEast + route.maxEast) / 2, middleNorth = (route.minNorth + route.maxNorth) / 2
        let center = rect.center
        func pixel(_ point: RouteTrace.Point) -> PlotPoint {
            PlotPoint(x: center.x + (point.east - middleEast) / metresPerPixel,
                      y: center.y - (point.north - middleNorth) / metresPerPixel)
        }

        let colouring = RouteColouring(route: route, recording: recording, colorBy: options.colorBy)
        if colouring == nil { absent.append("no \(options.colorBy.rawValue): the route is not coloured") }
        for run in route.runs {
            let points = run.map(pixel)
            routePoints += points
            if points.count == 1 {
                scene.elements.append(.circle(center: points[0], radius: 2, fill: theme.route, stroke: theme.route))
            } else if let colouring {
                let colors = run.dropLast().map { colouring.value(at: $0.time).map { theme.rampColor(colouring.fraction($0)) } ?? theme.route }
                scene.elements.append(.gradientLine(points, colors: colors, width: 3))
            } else {
                scene.elements.append(.line(points, color: theme.route, width: 3))
            }
        }

        for lap in recording.workout.events.filter({ $0.type == .lap }).dropFirst() {
            guard let point = route.point(at: lap.date.timeIntervalSinceReferenceDate) else { continue }
            scene.elements.append(.circle(center: pixel(point), radius: 4, fill: theme.background, stroke: theme.text))
        }
        if let first = route.runs.first?.first, let last = route.runs.last?.last {
            scene.elements.append(.circle(center: pixel(first), radius: 6, fill: PlotColor(hex: 0x1A9850), stroke: theme.background))
            scene.elements.append(.circle(center: pixel(last), radius: 6, fill: PlotColor(hex: 0xD73027), stroke: theme.background))
        }
        drawScaleBar(metresPerPixel: metresPerPixel, in: rect, theme: theme)
        if let colouring { drawKey(colouring, in: rect, theme: theme) }
    }

    /// A bar of a round length (1, 2 or 5 times a power of ten metres) about a quarter of the
    /// panel wide, at its bottom left.
    private mutating func drawScaleBar(metresPerPixel: Double, in rect: PlotRect, theme: PlotTheme) {
        let metres = Self.scaleBarLength(maximum: rect.width / 4 * metresPerPixel)
        let length = metres / metresPerPixel
        let x = rect.x + 12, y = rect.maxY - 12
        scene.elements.append(.line([PlotPoint(x: x, y: y - 5), PlotPoint(x: x, y: y), PlotPoint(x: x + length, y: y),
                                     PlotPoint(x: x + length, y: y - 5)], color: theme.text, width: 1.5))
        scene.elements.append(.text(PlotLabels.distance(metres), at: PlotPoint(x: x + length / 2, y: y - 5),
                                    size: Layout.labelSize, color: theme.text, anchor: .middle))
    }

    /// The longest length of 1, 2 or 5 times a power of ten metres not above `maximum`.
    public static func scaleBarLength(maximum: Double) -> Double {
        guard maximum > 0, maximum.isFinite else { return 1 }
        let power = pow(10, log10(maximum).rounded(.down))
        return [5.0, 2, 1].map { $0 * power }.first { $0 <= maximum * (1 + 1e-9) } ?? power
    }

    /// The colour ramp with the values at its ends, at the panel's top right.
    private mutating func drawKey(_ colouring: RouteColouring, in rect: PlotRect, theme: PlotTheme) {
        // Room on the right for the high value and its unit (`181 bpm`).
        let width = 120.0, x = rect.maxX - width - 70, y = rect.y + 16
        let steps = 24
        let points = (0...steps).map { PlotPoint(x: x + width * Double($0) / Double(steps), y: y) }
        let colors = (0..<steps).map { theme.rampColor((Double($0) + 0.5) / Double(steps)) }
        scene.elements.append(.gradientLine(points, colors: colors, width: 8))
        scene.elements.append(.text(colouring.label(colouring.low), at: PlotPoint(x: x - 4, y: y + 4),
                                    size: Layout.labelSize, color: theme.text, anchor: .end))
        scene.elements.append(.text(colouring.label(colouring.high) + " " + colouring.unit, at: PlotPoint(x: x + width + 4, y: y + 4),
                                    size: Layout.labelSize, color: theme.text, anchor: .start))
    }
}

/// The values that colour a route, and the range the colour ramp spans.
struct RouteColouring: Equatable {
    /// Times (seconds since the reference date) and values, by time.
    let times: [Double]
    let values: [Double]
    /// The values at the ramp's ends.
    let low: Double
    let high: Double
    let unit: String
    /// Speeds are shown in km/h.
    private let factor: Double

    /// `nil` when the recording has none of the quantity.
    init?(route: RouteTrace, recording: WorkoutRecording, colorBy: PlotOptions.ColorBy) {
        var column: WorkoutAnalysis.Column
        switch colorBy {
        case .speed:
            column = WorkoutAnalysis.speedColumn(recording)
            unit = "km/h"
            factor = 3.6
        case .heartRate:
            column = WorkoutAnalysis.column(recording, .heartRate)
            unit = "bpm"
            factor = 1
        case .power:
            column = WorkoutAnalysis.column(recording, .cyclingPower)
            if column.times.isEmpty { column = WorkoutAnalysis.column(recording, .runningPower) }
            unit = "W"
            factor = 1
        }
        let order = column.times.indices.sorted { column.times[$0] < column.times[$1] }
        times = order.map { column.times[$0] }
        values = order.map { column.values[$0] }
        let sorted = values.filter(\.isFinite).sorted()
        guard !sorted.isEmpty else { return nil }
        low = Self.percentile(sorted, 0.05)
        high = Self.percentile(sorted, 0.95)
    }

    /// The value in `sorted` (ascending) at `fraction` of the way, by nearest rank.
    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        sorted[min(sorted.count - 1, max(0, Int((fraction * Double(sorted.count)).rounded(.up)) - 1))]
    }

    /// The latest value at most 10 s before `time` (as the analysis resamples), `nil` when none is.
    func value(at time: Double) -> Double? {
        var low = 0, high = times.count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] <= time { low = middle + 1 } else { high = middle }
        }
        guard low > 0, time - times[low - 1] <= 10 else { return nil }
        return values[low - 1]
    }

    /// Where `value` lies between ``low`` and ``high``, 0...1.
    func fraction(_ value: Double) -> Double {
        high > low ? (value - low) / (high - low) : 0.5
    }

    /// A value as the key writes it.
    func label(_ value: Double) -> String { PlotLabels.number((value * factor).rounded()) }
}
