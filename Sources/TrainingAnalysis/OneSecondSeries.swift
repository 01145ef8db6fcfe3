/// A series resampled to one value per second, the grid every analysis works on.
///
/// Recordings sample at their own pace (every second, "smart" recording every few seconds,
/// pauses with no records at all). Each second from the first sample's to the last one's
/// takes the value of the latest sample at or before it, provided that sample is at most
/// `maximumGap` seconds old (``defaultMaximumGap`` unless told); a second further from any sample is *absent*: the device
/// recorded nothing there (a pause, a lost sensor), and no value is invented for it.
public struct OneSecondSeries: Sendable, Hashable {
    /// How old a sample may be and still stand for a second: longer silences are gaps.
    public static let defaultMaximumGap: Double = 10

    /// The time of the first second, in seconds since the reference date of the samples.
    public let start: Double
    /// One value per second; `nil` where the second is absent.
    public let values: [Double?]

    /// Makes the grid from samples in time order (times in seconds, any reference).
    /// Samples out of order are taken in time order; of several samples in one second, the
    /// last one stands for it.
    public init(times: [Double], values: [Double], maximumGap: Double = defaultMaximumGap) {
        precondition(times.count == values.count, "one time per value")
        let order = times.indices.sorted { times[$0] < times[$1] }
        guard let first = order.first, let last = order.last, times[first].isFinite, times[last].isFinite else {
            start = 0
            self.values = []
            return
        }
        start = times[first].rounded(.down)
        let count = Int(times[last].rounded(.down) - start) + 1
        var grid = [Double?](repeating: nil, count: count)
        var next = 0
        var latest: (time: Double, value: Double)?
        for second in 0..<count {
            let instant = start + Double(second)
            while next < order.count, times[order[next]] < instant + 1 {
                latest = (times[order[next]], values[order[next]])
                next += 1
            }
            if let latest, instant - latest.time <= maximumGap { grid[second] = latest.value }
        }
        self.values = grid
    }

    /// A grid given second by second (tests, and series already at 1 Hz).
    public init(start: Double, values: [Double?]) {
        self.start = start
        self.values = values
    }

    /// How many seconds hold a value.
    public var presentCount: Int { values.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// The mean of the seconds that hold a value, `nil` when none does.
    public var mean: Double? {
        var sum = 0.0, count = 0
        for case let value? in values { sum += value; count += 1 }
        return count == 0 ? nil : sum / Double(count)
    }

    /// The largest value, `nil` when no second holds one.
    public var maximum: Double? { values.compactMap { $0 }.max() }
}
