/// The best average a series held over each of a set of durations: the mean-maximal curve
/// of power, heart rate or speed ("best 5 s, 1 min, 5 min, 20 min power").
///
/// A window is any run of consecutive seconds of the ``OneSecondSeries``. How absent seconds
/// count is the caller's choice (``AbsentSeconds``): as zero for power, as GoldenCheetah
/// does (a rider who records nothing produces nothing, and a best 20 minutes may include a
/// stop), or not at all for heart rate and speed (a window must hold a value every second).
public struct MeanMaximalCurve: Sendable, Hashable {
    /// How a window treats the seconds the device recorded nothing in.
    public enum AbsentSeconds: Sendable, Hashable {
        /// Absent seconds count as zero.
        case zero
        /// A window with an absent second does not count.
        case excluded
    }

    /// One point of the curve: the best average over `duration` seconds, starting at
    /// `start` seconds into the series.
    public struct Point: Sendable, Hashable {
        public var duration: Int
        public var average: Double
        public var start: Int
    }

    /// The durations athletes quote, from one second to five hours.
    public static let standardDurations = [1, 5, 10, 15, 20, 30, 60, 120, 300, 600, 1200, 1800, 3600, 5400, 7200, 10800, 14400, 18000]

    /// The curve's points, one per duration the series is long enough for.
    public let points: [Point]

    /// Computes the curve; durations the series is shorter than, or that no window of
    /// present seconds covers, are left out.
    public init(_ series: OneSecondSeries, durations: [Int] = standardDurations, absent: AbsentSeconds) {
        let count = series.values.count
        // Prefix sums of the values and of the absent seconds: a window's sum in O(1).
        var sums = [Double](repeating: 0, count: count + 1)
        var gaps = [Int](repeating: 0, count: count + 1)
        for (index, value) in series.values.enumerated() {
            sums[index + 1] = sums[index] + (value ?? 0)
            gaps[index + 1] = gaps[index] + (value == nil ? 1 : 0)
        }
        var points: [Point] = []
        for duration in durations where duration > 0 && duration <= count {
            var best: (sum: Double, start: Int)?
            for start in 0...(count - duration) {
                if absent == .excluded, gaps[start + duration] - gaps[start] > 0 { continue }
                let sum = sums[start + duration] - sums[start]
                if best == nil || sum > best!.sum { best = (sum, start) }
            }
            if let best { points.append(Point(duration: duration, average: best.sum / Double(duration), start: best.start)) }
        }
        self.points = points
    }

    /// The best average over exactly `duration` seconds, if the curve has it.
    public func average(over duration: Int) -> Double? {
        points.first { $0.duration == duration }?.average
    }
}
