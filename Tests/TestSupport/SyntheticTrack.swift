import Foundation
import WorkoutModel

/// A run recorded by a simulated GPS receiver, with the truth it was recorded from.
///
/// The athlete runs a winding path of about ``length`` metres at 3 to 3.6 m/s over two
/// hills of 75 m each (150 m of climbing and 150 m of descent), recorded once a second.
/// Half-way, the recording stops for ``pauseDuration`` seconds while the athlete stands
/// still. Each recorded fix has independent Gaussian noise of ``horizontalNoise`` metres
/// on each horizontal axis and ``verticalNoise`` metres on altitude, and a ``spikeRate``
/// share of fixes are spikes thrown 200 to 600 m off (and 20 to 100 m up or down).
/// Everything follows from the seed.
public struct SyntheticTrack: Sendable {
    public static let startDate = Date(timeIntervalSince1970: 1_714_548_600) // 2024-05-01T07:30:00Z
    public static let startLatitude = 47.37
    public static let startLongitude = 8.54
    public static let baseAltitude = 410.0
    /// Height of each of the two hills, metres.
    public static let hillHeight = 75.0

    public let length: Double
    public let horizontalNoise: Double
    public let verticalNoise: Double
    public let spikeRate: Double
    public let pauseDuration: TimeInterval
    /// Where the athlete really was at each recorded time.
    public let truth: RouteLocations
    /// What the receiver recorded, index by index with ``truth``.
    public let recorded: RouteLocations
    /// The indices of the spikes in ``recorded``.
    public let spikeIndices: Set<Int>

    /// Metres climbed on the true path.
    public var trueElevationGain: Double { 2 * Self.hillHeight }
    /// Metres descended on the true path.
    public var trueElevationLoss: Double { 2 * Self.hillHeight }
    /// Length of the true path on the WGS84 ellipsoid, metres.
    public var trueDistance: Double { Geodesy.pathLength(truth) }

    /// - Parameter reportsAccuracy: whether fixes carry horizontal and vertical accuracy
    ///   (the noise's standard deviations) or leave them unknown.
    public init(
        seed: UInt64, length: Double = 10_000, horizontalNoise: Double = 4, verticalNoise: Double = 3,
        spikeRate: Double = 0.01, pauseDuration: TimeInterval = 45, reportsAccuracy: Bool = true
    ) {
        self.length = length
        self.horizontalNoise = horizontalNoise
        self.verticalNoise = verticalNoise
        self.spikeRate = spikeRate
        self.pauseDuration = pauseDuration
        var random = SeededRandom(seed: seed)
        let phase = Double.random(in: 0..<(2 * .pi), using: &random)

        // Metres per degree near the start (WGS84 radii of curvature).
        let e2 = Ellipsoid.wgs84.flattening * (2 - Ellipsoid.wgs84.flattening)
        let phi = Self.startLatitude * .pi / 180
        let w = (1 - e2 * sin(phi) * sin(phi)).squareRoot()
        let metresPerDegreeNorth = Ellipsoid.wgs84.semiMajorAxis * (1 - e2) / (w * w * w) * .pi / 180
        let metresPerDegreeEast = Ellipsoid.wgs84.semiMajorAxis / w * cos(phi) * .pi / 180

        var truth = RouteLocations()
        var recorded = RouteLocations()
        var spikes = Set<Int>()
        var east = 0.0, north = 0.0, travelled = 0.0, second = 0.0, time = 0.0
        var paused = false
        while travelled <= length {
            if !paused, travelled >= length / 2 {
                paused = true
                time += pauseDuration
            }
            let altitude = Self.baseAltitude + Self.hillHeight / 2 * (1 - cos(4 * .pi * travelled / length))
            let point = Location(
                timestamp: Self.startDate.addingTimeInterval(time),
                latitude: Self.startLatitude + north / metresPerDegreeNorth,
                longitude: Self.startLongitude + east / metresPerDegreeEast,
                altitude: altitude)
            truth.append(point)

            var fixEast = east + random.gaussian(standardDeviation: horizontalNoise)
            var fixNorth = north + random.gaussian(standardDeviation: horizontalNoise)
            var fixAltitude = altitude + random.gaussian(standardDeviation: verticalNoise)
            if Double.random(in: 0..<1, using: &random) < spikeRate {
                let distance = Double.random(in: 200...600, using: &random)
                let bearing = Double.random(in: 0..<(2 * .pi), using: &random)
                fixEast += distance * sin(bearing)
                fixNorth += distance * cos(bearing)
                fixAltitude += Double.random(in: 20...100, using: &random) * (Bool.random(using: &random) ? 1 : -1)
                spikes.insert(recorded.count)
            }
            recorded.append(Location(
                timestamp: point.timestamp,
                latitude: Self.startLatitude + fixNorth / metresPerDegreeNorth,
                longitude: Self.startLongitude + fixEast / metresPerDegreeEast,
                altitude: fixAltitude,
                horizontalAccuracy: reportsAccuracy ? horizontalNoise : nil,
                verticalAccuracy: reportsAccuracy ? verticalNoise : nil))

            // One second of running along a winding heading, integrated in small steps.
            let speed = 3.3 + 0.3 * sin(2 * .pi * second / 600 + phase)
            for step in 0..<10 {
                let t = second + (Double(step) + 0.5) / 10
                let heading = phase + 1.3 * sin(2 * .pi * t / 900) + 0.7 * sin(2 * .pi * t / 230 + phase)
                east += speed / 10 * sin(heading)
                north += speed / 10 * cos(heading)
            }
            travelled += speed
            second += 1
            time += 1
        }
        self.truth = truth
        self.recorded = recorded
        self.spikeIndices = spikes
    }
}
