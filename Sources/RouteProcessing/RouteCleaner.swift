import Foundation
import WorkoutModel

/// Why ``RouteCleaner`` dropped a location.
public enum DropReason: Hashable, Sendable, CustomStringConvertible {
    /// The time is not a finite number.
    case invalidTimestamp
    /// Latitude or longitude is not a finite number or is out of range.
    case invalidCoordinate
    /// Exactly 0° N 0° E: what receivers write before their first fix.
    case zeroPosition
    /// The same time as a location kept before it.
    case duplicateTimestamp
    /// Earlier than locations kept around it: the route's times go back here.
    case outOfOrder
    /// Reaching it from the locations kept before it would take this speed (m/s), above
    /// the activity's ceiling even allowing for the fixes' errors, and too few locations
    /// follow it to make a believable stretch of their own.
    case impossibleSpeed(metresPerSecond: Double)
    /// It lies this far (metres) from both its neighbours, which lie nearer to each
    /// other than to it: a spike out and back.
    case jump(metres: Double)

    public var description: String {
        switch self {
        case .invalidTimestamp: "invalid timestamp"
        case .invalidCoordinate: "invalid coordinate"
        case .zeroPosition: "zero position (0° N 0° E) before a real fix"
        case .duplicateTimestamp: "duplicated timestamp"
        case .outOfOrder: "timestamp out of order"
        // Formatted, not converted to Int: fixes a femtosecond apart give speeds no Int holds.
        case .impossibleSpeed(let speed): "impossible speed of \(String(format: "%.0f", speed)) m/s"
        case .jump(let metres): "jump of \(String(format: "%.0f", metres)) m away and back"
        }
    }
}

/// A location ``RouteCleaner`` dropped: its index in the input and why.
public struct DroppedLocation: Hashable, Sendable {
    /// The index in the array given to ``RouteCleaner/clean(_:options:)``.
    public var index: Int
    public var reason: DropReason

    public init(index: Int, reason: DropReason) {
        self.index = index
        self.reason = reason
    }
}

/// What ``RouteCleaner/clean(_:options:)`` kept and dropped.
public struct CleaningResult: Hashable, Sendable {
    /// The kept locations, unchanged and in their original order.
    public var locations: RouteLocations
    /// The dropped locations, by increasing index.
    public var dropped: [DroppedLocation]

    public init(locations: RouteLocations, dropped: [DroppedLocation]) {
        self.locations = locations
        self.dropped = dropped
    }
}

/// The settings of ``RouteCleaner``.
public struct CleaningOptions: Hashable, Sendable {
    /// The fastest believable speed, m/s.
    public var maximumSpeed: Double
    /// How far (metres) a location must lie from both neighbours to count as a jump.
    /// Default 200 m.
    public var jumpDistance: Double
    /// A stretch of at least this many locations, each reachable from the one before,
    /// is believed even when the locations before it cannot reach it (the receiver
    /// lost its fix and found it elsewhere). Default 5.
    public var minimumStretch: Int
    /// The horizontal accuracy (metres) assumed for a location that states none, when
    /// allowing for fix errors in the speed test. Default 5 m.
    public var defaultAccuracy: Double

    public init(maximumSpeed: Double, jumpDistance: Double = 200, minimumStretch: Int = 5, defaultAccuracy: Double = 5) {
        self.maximumSpeed = maximumSpeed
        self.jumpDistance = jumpDistance
        self.minimumStretch = minimumStretch
        self.defaultAccuracy = defaultAccuracy
    }

    /// Checks that every setting is in its range: a positive, finite speed ceiling and
    /// default accuracy, a positive jump distance (infinity turns the jump test off) and
    /// a minimum stretch of at least one location. ``RouteCleaner`` never crashes on
    /// other values, but drops meaningless sets of locations.
    ///
    /// - Throws: ``RouteProcessingError/invalidParameter(name:value:requirement:)``.
    public func validate() throws(RouteProcessingError) {
        guard maximumSpeed.isFinite, maximumSpeed > 0 else {
            throw .invalidParameter(name: "maximumSpeed", value: maximumSpeed, requirement: "a positive number of m/s")
        }
        guard jumpDistance > 0 else {
            throw .invalidParameter(name: "jumpDistance", value: jumpDistance, requirement: "a positive number of metres")
        }
        guard minimumStretch >= 1 else {
            throw .invalidParameter(name: "minimumStretch", value: Double(minimumStretch), requirement: "1 or more")
        }
        guard defaultAccuracy.isFinite, defaultAccuracy > 0 else {
            throw .invalidParameter(name: "defaultAccuracy", value: defaultAccuracy, requirement: "a positive number of metres")
        }
    }

    /// The options with the speed ceiling of an activity (see ``maximumSpeed(for:)``).
    public init(activityType: WorkoutActivityType) {
        self.init(maximumSpeed: Self.maximumSpeed(for: activityType))
    }

    /// The speed ceiling of an activity, m/s: about one and a half times the fastest
    /// speeds people reach in it, so that only fixes no athlete could produce exceed it.
    /// Running 12.5 (45 km/h; Bolt peaked at 12.4), walking and hiking 7, cycling 35
    /// (fast descents), swimming 4, rowing and paddling 8, cross-country skiing 15,
    /// downhill skiing and snowboarding 45, skating 20, sailing and other water sports
    /// 30, wheelchair 15, hand cycling 25, anything else 70 (a vehicle).
    public static func maximumSpeed(for activityType: WorkoutActivityType) -> Double {
        switch activityType {
        case .running, .trackAndField, .wheelchairRunPace: 12.5
        case .walking, .hiking, .wheelchairWalkPace, .stairClimbing, .stairs, .climbing: 7
        case .cycling, .swimBikeRun: 35
        case .handCycling: 25
        case .swimming, .waterFitness, .waterPolo: 4
        case .rowing, .paddleSports: 8
        case .crossCountrySkiing: 15
        case .downhillSkiing, .snowboarding, .snowSports: 45
        case .skatingSports: 20
        case .sailing, .surfingSports, .waterSports: 30
        default: 70
        }
    }
}

/// Drops the locations of a route that cannot be right.
///
/// In order: locations with an invalid time or coordinate, zero positions (0° N 0° E),
/// times equal to the previous location's, times out of order (the route keeps the
/// longest run of increasing times, so one wild timestamp costs one location, not the
/// rest of the route), locations that could only be reached above the speed ceiling,
/// and jumps out and back. Kept locations are not changed. Locations without a time
/// (``/WorkoutModel/Location/hasTime``) cannot be judged by time or speed: they are kept in
/// their place, and the others are cleaned as if they were not there.
public enum RouteCleaner {
    /// The cleaned route and what was dropped, by index into `locations`.
    /// Check options that come from a user with ``CleaningOptions/validate()`` first.
    public static func clean(_ locations: RouteLocations, options: CleaningOptions) -> CleaningResult {
        guard locations.allSatisfy(\.hasTime) else { return cleanKeepingUntimed(locations, options: options) }
        var dropped: [DroppedLocation] = []
        var candidates = validAndOrdered(locations, dropped: &dropped)
        candidates = withinSpeedCeiling(locations, candidates: candidates, options: options, dropped: &dropped)
        candidates = withoutJumps(locations, candidates: candidates, options: options, dropped: &dropped)
        dropped.sort { $0.index < $1.index }
        return CleaningResult(locations: RouteLocations(candidates.lazy.map { locations[$0] }), dropped: dropped)
    }

    /// `locations` cleaned as their timed locations alone, those without a time kept in place.
    private static func cleanKeepingUntimed(_ locations: RouteLocations, options: CleaningOptions) -> CleaningResult {
        let timed = locations.indices.filter { locations[$0].hasTime }
        let result = clean(RouteLocations(timed.lazy.map { locations[$0] }), options: options)
        let dropped = result.dropped.map { DroppedLocation(index: timed[$0.index], reason: $0.reason) }
        let droppedIndices = Set(dropped.map(\.index))
        return CleaningResult(locations: RouteLocations(locations.indices.lazy.filter { !droppedIndices.contains($0) }.map { locations[$0] }),
                              dropped: dropped)
    }

    /// Indices of locations with a valid time and coordinate, in strictly increasing time.
    private static func validAndOrdered(_ locations: RouteLocations, dropped: inout [DroppedLocation]) -> [Int] {
        var valid: [Int] = []
        valid.reserveCapacity(locations.count)
        var previousTime: Double?
        for (index, location) in locations.enumerated() {
            let time = location.timestamp.timeIntervalSince1970
            if !time.isFinite {
                dropped.append(DroppedLocation(index: index, reason: .invalidTimestamp))
            } else if !location.hasValidCoordinate {
                dropped.append(DroppedLocation(index: index, reason: .invalidCoordinate))
            } else if location.latitude == 0, location.longitude == 0 {
                dropped.append(DroppedLocation(index: index, reason: .zeroPosition))
            } else if time == previousTime {
                dropped.append(DroppedLocation(index: index, reason: .duplicateTimestamp))
            } else {
                valid.append(index)
                previousTime = time
            }
        }
        let ordered = longestIncreasingRun(valid.map { locations[$0].timestamp.timeIntervalSince1970 })
        var keptTimes = Set<Double>()
        keptTimes.reserveCapacity(ordered.count)
        for position in ordered { keptTimes.insert(locations[valid[position]].timestamp.timeIntervalSince1970) }
        var kept: [Int] = []
        kept.reserveCapacity(ordered.count)
        var next = 0
        for (position, index) in valid.enumerated() {
            if next < ordered.count, ordered[next] == position {
                kept.append(index)
                next += 1
            } else {
                let time = locations[index].timestamp.timeIntervalSince1970
                dropped.append(DroppedLocation(index: index,
                                               reason: keptTimes.contains(time) ? .duplicateTimestamp : .outOfOrder))
            }
        }
        return kept
    }

    /// Positions in `times` of a longest strictly increasing subsequence, in order
    /// (patience sorting, O(n log n)).
    private static func longestIncreasingRun(_ times: [Double]) -> [Int] {
        var tails: [Int] = []          // tails[k]: position ending the best run of length k + 1
        var predecessor = [Int](repeating: -1, count: times.count)
        for (position, time) in times.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if times[tails[middle]] < time { low = middle + 1 } else { high = middle }
            }
            if low > 0 { predecessor[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run = [Int](repeating: 0, count: tails.count)
        var position = tails.last ?? -1
        var k = tails.count - 1
        while k >= 0 {
            run[k] = position
            position = predecessor[position]
            k -= 1
        }
        return run
    }

    private static func speed(_ a: Location, _ b: Location) -> Double {
        Geodesy.distance(a, b) / (b.timestamp.timeIntervalSince1970 - a.timestamp.timeIntervalSince1970)
    }

    /// Whether `b` can be reached from `a` (earlier) without exceeding the speed ceiling,
    /// allowing for the error of both fixes: three standard deviations of their combined
    /// horizontal accuracy. Without that allowance, the noise of fixes a second apart
    /// alone would look like an impossible speed.
    private static func isReachable(_ a: Location, _ b: Location, options: CleaningOptions) -> Bool {
        let seconds = b.timestamp.timeIntervalSince1970 - a.timestamp.timeIntervalSince1970
        let accuracyA = usableAccuracy(a.horizontalAccuracy, options: options)
        let accuracyB = usableAccuracy(b.horizontalAccuracy, options: options)
        let allowance = 3 * (accuracyA * accuracyA + accuracyB * accuracyB).squareRoot()
        return Geodesy.distance(a, b) <= options.maximumSpeed * seconds + allowance
    }

    private static func usableAccuracy(_ accuracy: Double?, options: CleaningOptions) -> Double {
        guard let accuracy, accuracy.isFinite, accuracy > 0 else { return options.defaultAccuracy }
        return min(max(accuracy, 1), 100)
    }

    /// Splits the candidates into stretches in which each location is reachable from the
    /// one before; keeps a stretch when it is reachable from the last kept location or
    /// is at least ``CleaningOptions/minimumStretch`` long.
    private static func withinSpeedCeiling(
        _ locations: RouteLocations, candidates: [Int], options: CleaningOptions, dropped: inout [DroppedLocation]
    ) -> [Int] {
        guard !candidates.isEmpty else { return [] }
        var stretches: [Range<Int>] = []
        var start = 0
        for k in 1..<candidates.count
        where !isReachable(locations[candidates[k - 1]], locations[candidates[k]], options: options) {
            stretches.append(start..<k)
            start = k
        }
        stretches.append(start..<candidates.count)

        var kept: [Int] = []
        kept.reserveCapacity(candidates.count)
        for (number, stretch) in stretches.enumerated() {
            let first = locations[candidates[stretch.lowerBound]]
            let reference: Location?
            let believable: Bool
            if let last = kept.last {
                reference = locations[last]
                believable = stretch.count >= options.minimumStretch
                    || isReachable(locations[last], first, options: options)
            } else if number + 1 < stretches.count {
                // Nothing kept yet: a short stretch must be able to reach what follows it.
                let next = locations[candidates[stretches[number + 1].lowerBound]]
                reference = next
                believable = stretch.count >= options.minimumStretch
                    || isReachable(locations[candidates[stretch.upperBound - 1]], next, options: options)
            } else {
                reference = nil
                believable = true
            }
            if believable {
                kept.append(contentsOf: candidates[stretch])
            } else if let reference {
                for k in stretch {
                    let location = locations[candidates[k]]
                    let needed = reference.timestamp < location.timestamp
                        ? speed(reference, location) : speed(location, reference)
                    dropped.append(DroppedLocation(index: candidates[k], reason: .impossibleSpeed(metresPerSecond: needed)))
                }
            }
        }
        return kept
    }

    /// Drops locations farther than ``CleaningOptions/jumpDistance`` from both their
    /// neighbours when the neighbours are nearer to each other than to them.
    private static func withoutJumps(
        _ locations: RouteLocations, candidates: [Int], options: CleaningOptions, dropped: inout [DroppedLocation]
    ) -> [Int] {
        guard candidates.count >= 3 else { return candidates }
        var kept: [Int] = [candidates[0]]
        kept.reserveCapacity(candidates.count)
        for k in 1..<(candidates.count - 1) {
            let previous = locations[kept[kept.count - 1]]
            let location = locations[candidates[k]]
            let next = locations[candidates[k + 1]]
            let away = Geodesy.distance(previous, location)
            let back = away > options.jumpDistance ? Geodesy.distance(location, next) : 0
            let nearest = min(away, back)
            if nearest > options.jumpDistance, Geodesy.distance(previous, next) < nearest {
                dropped.append(DroppedLocation(index: candidates[k], reason: .jump(metres: nearest)))
            } else {
                kept.append(candidates[k])
            }
        }
        kept.append(candidates[candidates.count - 1])
        return kept
    }
}
