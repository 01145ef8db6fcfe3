import Foundation

/// A linear map from values (a domain) to pixels (a range), and the round values to mark on
/// an axis. A reversed range (`range.upper < range.lower`) draws larger values higher up.
public struct PlotScale: Sendable {
    public var domain: (lower: Double, upper: Double)
    public var range: (lower: Double, upper: Double)

    /// A scale over `domain`; an empty domain (one value) is widened by one unit either side
    /// so that a constant series is drawn as a line across the middle.
    public init(domain: (lower: Double, upper: Double), range: (lower: Double, upper: Double)) {
        self.domain = domain.upper > domain.lower ? domain : (domain.lower - 1, domain.upper + 1)
        self.range = range
    }

    /// The pixel of `value`.
    public func map(_ value: Double) -> Double {
        range.lower + (value - domain.lower) / (domain.upper - domain.lower) * (range.upper - range.lower)
    }

    /// A scale over the domain widened to round values: the first tick at or below the
    /// lower end and the last at or above the upper one (``ticks(count:)``).
    public func nice(count: Int = 5) -> PlotScale {
        let step = Self.tickStep(domain.upper - domain.lower, count: count)
        return PlotScale(domain: ((domain.lower / step).rounded(.down) * step, (domain.upper / step).rounded(.up) * step),
                         range: range)
    }

    /// Round values inside the domain, about `count` of them: multiples of 1, 2 or 5 times a
    /// power of ten (0, 20, 40, 60, 80 for 0...97).
    public func ticks(count: Int = 5) -> [Double] {
        let step = Self.tickStep(domain.upper - domain.lower, count: count)
        let first = (domain.lower / step - 1e-9).rounded(.up)
        let last = (domain.upper / step + 1e-9).rounded(.down)
        guard first <= last else { return [] }
        // Multiples of the step, computed from the integer index so that no error accumulates.
        return (Int(first)...Int(last)).map { Double($0) * step }
    }

    /// The step of about `count` ticks over `extent`: 1, 2 or 5 times a power of ten.
    public static func tickStep(_ extent: Double, count: Int) -> Double {
        guard extent > 0, extent.isFinite, count > 0 else { return 1 }
        let raw = extent / Double(count)
        let power = pow(10, (log10(raw)).rounded(.down))
        let fraction = raw / power
        let nice: Double = fraction < 1.5 ? 1 : fraction < 3.5 ? 2 : fraction < 7.5 ? 5 : 10
        return nice * power
    }

    /// The step of about `count` time ticks over `seconds`: a whole number of minutes or
    /// hours that a clock face uses (1, 2, 5, 10, 15, 20, 30 min, 1, 2, 3, 6, 12 h), or
    /// seconds below a minute.
    public static func timeTickStep(_ seconds: Double, count: Int) -> Double {
        let steps: [Double] = [10, 15, 30, 60, 120, 300, 600, 900, 1200, 1800, 3600, 7200, 10800, 21600, 43200]
        let raw = seconds / Double(max(count, 1))
        return steps.first { $0 >= raw } ?? tickStep(seconds, count: count)
    }
}
