/// Training zones: named ranges of a value (heart rate, power), and the time a series spent
/// in each.
///
/// Zones are given by their lower bounds in increasing order; zone *i* runs from its bound
/// to the next one's (the last is open above, and values below the first bound fall in no
/// zone). The common defaults are relative: heart-rate zones as a fraction of the maximum
/// heart rate (50, 60, 70, 80, 90 %), power zones as a fraction of threshold power
/// (Coggan's seven: 0, 55, 75, 90, 105, 120, 150 %).
public struct Zones: Sendable, Hashable {
    /// The zones' lower bounds, in the series' unit, increasing.
    public let lowerBounds: [Double]

    /// `nil` unless the bounds are increasing and there is at least one.
    public init?(lowerBounds: [Double]) {
        guard !lowerBounds.isEmpty, zip(lowerBounds, lowerBounds.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        self.lowerBounds = lowerBounds
    }

    /// Five heart-rate zones from 50, 60, 70, 80 and 90 % of the maximum heart rate.
    public static func heartRate(maximum: Double) -> Zones {
        Zones(lowerBounds: [50.0, 60, 70, 80, 90].map { $0 * maximum / 100 })!
    }

    /// Coggan's seven power zones from 0, 55, 75, 90, 105, 120 and 150 % of threshold power.
    public static func power(threshold: Double) -> Zones {
        Zones(lowerBounds: [0.0, 55, 75, 90, 105, 120, 150].map { $0 * threshold / 100 })!
    }

    /// The zone a value is in (0-based), `nil` below the first bound.
    public func zone(of value: Double) -> Int? {
        guard value >= lowerBounds[0] else { return nil }
        var low = 0, high = lowerBounds.count - 1
        while low < high {  // the last bound at or below the value
            let middle = (low + high + 1) / 2
            if lowerBounds[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The seconds the series spent in each zone (absent seconds and values below the first
    /// bound are in none).
    public func secondsInZones(_ series: OneSecondSeries) -> [Int] {
        var seconds = [Int](repeating: 0, count: lowerBounds.count)
        for case let value? in series.values {
            if let zone = zone(of: value) { seconds[zone] += 1 }
        }
        return seconds
    }
}
