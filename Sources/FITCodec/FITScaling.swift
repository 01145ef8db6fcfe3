/// The arithmetic that turns stored FIT integers into the numbers they stand for,
/// done so that a decimal result comes out as the double nearest to it (`275.2`,
/// not `275.20000000000005`), and never as an infinity or a NaN.
public enum FITScaling {
    /// `raw / scale - offset`, the profile's rule for scaled fields, or `nil` when the
    /// raw value or the result is not a finite number.
    ///
    /// Computing `raw / scale - offset` rounds twice. When `raw` and `offset × scale`
    /// are integers (as they are for every scaled field of the profile), the value is
    /// computed as `(raw - offset × scale) / scale` instead: the subtraction is exact
    /// and the one division rounds to the double nearest to the exact decimal.
    @inlinable @inline(__always)
    public static func value(raw: Double, scale: Double, offset: Double) -> Double? {
        let value: Double
        if scale == 1 {
            value = raw - offset
        } else {
            let shift = offset * scale
            // Whole numbers told by an integer conversion (exact below the limit), not a rounding call.
            if abs(raw) < exactIntegerLimit, abs(shift) < exactIntegerLimit,
               raw == Double(Int64(raw)), shift == Double(Int64(shift)) {
                value = (raw - shift) / scale
            } else {
                value = raw / scale - offset
            }
        }
        return value.isFinite ? value : nil
    }

    /// A `float32` value as the double nearest the shortest decimal with at most 12
    /// decimal places that reads back as the same `float32` (`33.7`, not
    /// `33.70000076293945`): a `float32` carries no more digits than that. Values that
    /// need more places, infinities and NaNs come out unchanged.
    public static func decimal(_ value: Float) -> Double {
        let exact = Double(value)
        guard value.isFinite else { return exact }
        for power in powersOfTen {
            let candidate = (exact * power).rounded() / power
            if Float(candidate) == value { return candidate }
        }
        return exact
    }

    /// 10⁰ … 10¹², each exact in a double.
    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12]

    /// Integers below this magnitude are exact in a double, and so is their difference.
    @inlinable static var exactIntegerLimit: Double { 4_503_599_627_370_496 } // 2^52

    /// Degrees for a position in semicircles (2³¹ semicircles = 180°), rounded to
    /// 10⁻⁹° (0.1 mm on the ground). One semicircle is about 8.4 × 10⁻⁸°, so the
    /// rounding loses nothing: ``semicircles(fromDegrees:)`` gives the same
    /// semicircle back.
    @inline(__always)
    public static func degrees(fromSemicircles semicircles: Double) -> Double {
        (semicircles * 180 / 2_147_483_648 * 1e9).rounded() / 1e9
    }

    /// The nearest semicircle to a position in degrees.
    @inline(__always)
    public static func semicircles(fromDegrees degrees: Double) -> Double {
        (degrees * 2_147_483_648 / 180).rounded()
    }
}
