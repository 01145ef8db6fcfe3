import Foundation

/// How a format writes one point column's values at a resolution of its own: as the nearest
/// of `(raw / scale) - offset` for whole `raw` (FIT's rule for scaled fields: altitude to
/// 0.2 m, speed to 1 mm/s; TCX's whole beats, cadences and watts are scale 1), and only
/// values within `range` (others are not written). The writer writes through ``written(_:)``
/// and ``LossReport`` counts through ``changes(_:)``, so the two agree.
struct PointResolution: Sendable {
    /// Steps per unit of the column (1 / the resolution).
    let scale: Double
    let offset: Double
    /// The values written (in the column's unit).
    let range: Range<Double>

    /// Whole numbers within `range`.
    static func whole(_ range: Range<Double>) -> PointResolution {
        PointResolution(scale: 1, offset: 0, range: range)
    }

    /// The resolution in the column's unit: `0.2`, `1`.
    var step: Double { 1 / scale }

    /// The value as written and read back, `nil` for a value outside ``range``.
    @inline(__always)
    func written(_ value: Double) -> Double? {
        guard range.contains(value) else { return nil }
        let raw = ((value + offset) * scale).rounded()
        return scale == 1 ? raw - offset : (raw - offset * scale) / scale
    }

    /// Whether a value is outside ``range``, so not written at all (a heart rate of 0 in TCX).
    @inline(__always)
    func drops(_ value: Double) -> Bool { !range.contains(value) }

    /// The range of values written, as a reader reads it: `1 to 255`.
    var writtenRange: String {
        func text(_ value: Double?) -> String {
            guard let value else { return "?" }
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        return "\(text(written(range.lowerBound))) to \(text(written(range.upperBound.nextDown)))"
    }

    /// Whether a value is written as another: more than a rounding error of the arithmetic
    /// away (so that a value read from a file of this resolution is written as itself).
    @inline(__always)
    func changes(_ value: Double) -> Bool {
        guard let written = written(value) else { return false }
        return abs(written - value) > 1e-9 * max(1, abs(value))
    }
}
