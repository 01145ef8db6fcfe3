import Foundation

/// The fastest time a recording covered each of a set of distances in: "best 5 km".
///
/// Works on the cumulative distance a recording holds (a distance-from-start series, or
/// the distance along its route), point by point: for every point as a start, the effort
/// ends where the distance from it first reaches the target, the end time interpolated
/// linearly within the last stretch. Pauses inside an effort count (elapsed time, as
/// Strava's and GoldenCheetah's best efforts do).
public struct BestEfforts: Sendable, Hashable {
    /// One best effort: `distance` metres in `seconds`, from `start` to `start + seconds`
    /// (times as the input's).
    public struct Effort: Sendable, Hashable {
        public var distance: Double
        public var seconds: Double
        public var start: Double
    }

    /// The standard distances of runs: 400 m, 1 km, 1 mile, 5 km, 10 km, half and full marathon.
    public static let runningDistances: [Double] = [400, 1000, 1609.344, 5000, 10000, 21097.5, 42195]
    /// The standard distances of rides: 10, 20 and 40 km.
    public static let cyclingDistances: [Double] = [10000, 20000, 40000]

    /// The name athletes give a distance: `1 mile`, `half marathon` and `marathon` for those
    /// standard distances, otherwise metres under a kilometre (`400 m`) and kilometres above
    /// (`5 km`, `12.345 km`).
    public static func name(ofDistance meters: Double) -> String {
        switch meters {
        case 1609.344: return "1 mile"
        case 21097.5: return "half marathon"
        case 42195: return "marathon"
        case ..<1000: return "\(Int(meters.rounded())) m"
        default:
            let kilometres = meters / 1000
            return kilometres == kilometres.rounded() ? "\(Int(kilometres)) km" : String(format: "%.3f km", kilometres)
        }
    }

    /// The efforts, one per distance the recording covers, in the order of `distances`.
    public let efforts: [Effort]

    /// `times` (seconds) and `distances` (metres from the start) are the recording's points
    /// in time order; a distance lower than one before it (a device's reset or jitter) counts
    /// as no progress, so no effort is ever shortened by it.
    public init(times: [Double], distances: [Double], targets: [Double]) {
        precondition(times.count == distances.count, "one time per distance")
        var cumulative = distances
        for index in cumulative.indices.dropFirst() where cumulative[index] < cumulative[index - 1] {
            cumulative[index] = cumulative[index - 1]
        }
        var efforts: [Effort] = []
        for target in targets where target > 0 {
            var best: Effort?
            var end = 0
            for start in cumulative.indices {
                if end <= start { end = start + 1 }
                while end < cumulative.count, cumulative[end] - cumulative[start] < target { end += 1 }
                guard end < cumulative.count else { break }  // no later start reaches it either
                let before = end - 1
                let stretch = cumulative[end] - cumulative[before]
                let fraction = stretch > 0 ? (cumulative[start] + target - cumulative[before]) / stretch : 1
                let finish = times[before] + max(0, min(1, fraction)) * (times[end] - times[before])
                let seconds = finish - times[start]
                if best == nil || seconds < best!.seconds {
                    best = Effort(distance: target, seconds: seconds, start: times[start])
                }
            }
            if let best { efforts.append(best) }
        }
        self.efforts = efforts
    }
}
