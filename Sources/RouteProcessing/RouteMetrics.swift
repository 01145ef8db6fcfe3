import Foundation
import WorkoutModel

/// Summary figures of a route, for comparing its versions.
public struct RouteMetrics: Hashable, Sendable {
    /// Elevation changes smaller than this (metres) are not counted as climbing or
    /// descending. 3 m: larger than what remains of altitude noise after smoothing,
    /// smaller than a real rise.
    public static let defaultElevationThreshold = 3.0
    /// Below this speed (m/s, 1.8 km/h) between two locations, the athlete is taken to be
    /// standing still.
    public static let defaultMovingSpeedThreshold = 0.5

    /// How many locations with a time the route has.
    public var locationCount: Int
    /// Length in metres of the path through the locations, on the WGS84 ellipsoid, within the
    /// route's segments (``/WorkoutModel/TrackLength``).
    public var distance: Double
    /// Metres climbed, counting only rises of at least the elevation threshold.
    public var elevationGain: Double
    /// Metres descended, counting only drops of at least the elevation threshold.
    public var elevationLoss: Double
    /// Seconds spent moving: the sum of the times between consecutive locations of a segment
    /// covered at least at the moving-speed threshold.
    public var movingTime: TimeInterval
    /// Seconds from the first location to the last.
    public var duration: TimeInterval

    public init(
        locationCount: Int, distance: Double, elevationGain: Double, elevationLoss: Double,
        movingTime: TimeInterval, duration: TimeInterval
    ) {
        self.locationCount = locationCount
        self.distance = distance
        self.elevationGain = elevationGain
        self.elevationLoss = elevationLoss
        self.movingTime = movingTime
        self.duration = duration
    }

    /// The metrics of a route. Locations without a time (``/WorkoutModel/Location/hasTime``)
    /// are left out (the metrics are those of the timed route; a segment one starts still
    /// breaks it), locations with an invalid coordinate are skipped for distance and moving
    /// time, absent altitudes for elevation, and steps back in time add no moving time.
    ///
    /// Elevation is counted with hysteresis: the altitude must turn by at least
    /// `elevationThreshold` metres from its last extreme before a climb or descent is
    /// confirmed, and then counts in full, from extreme to extreme.
    public init(
        locations: RouteLocations, elevationThreshold: Double = RouteMetrics.defaultElevationThreshold,
        movingSpeedThreshold: Double = RouteMetrics.defaultMovingSpeedThreshold
    ) {
        var length = TrackLength()
        var movingTime = 0.0
        for location in locations {
            guard location.hasTime else {
                length.pass(location)
                continue
            }
            guard let step = length.add(location) else { continue }
            if step.isMoving(atLeast: movingSpeedThreshold) { movingTime += step.seconds }
        }
        let locations = locations.allSatisfy(\.hasTime) ? locations : locations.filter(\.hasTime)
        var elevation = ElevationCounter(threshold: elevationThreshold)
        for location in locations {
            if let altitude = location.altitude, altitude.isFinite { elevation.add(altitude) }
        }
        elevation.finish()
        let duration = (locations.first?.timestamp).flatMap { first in
            locations.last.map { $0.timestamp.timeIntervalSince(first) }
        } ?? 0
        self.init(locationCount: locations.count, distance: length.meters, elevationGain: elevation.gain,
                  elevationLoss: elevation.loss, movingTime: movingTime, duration: duration.isFinite ? duration : 0)
    }
}

/// Elevation gain and loss with hysteresis, fed one altitude at a time (as ``RouteMetrics``
/// counts a route's, and the import derives a workout's totals while its points stream).
public struct ElevationCounter: Sendable {
    /// The turn, in metres, that confirms a climb or a descent.
    public let threshold: Double
    /// Metres climbed so far (a climb under way counts once ``finish()`` is called).
    public private(set) var gain = 0.0
    /// Metres descended so far (a descent under way counts once ``finish()`` is called).
    public private(set) var loss = 0.0
    private enum Trend { case unknown, rising, falling }
    private var trend = Trend.unknown
    /// The last confirmed extreme: where the current climb or descent began.
    private var turningPoint = 0.0
    /// The highest (rising) or lowest (falling) altitude since the turning point.
    private var extreme = 0.0
    /// Before the first trend: the lowest and highest altitudes so far.
    private var lowest = Double.infinity
    private var highest = -Double.infinity

    /// A counter that confirms climbs and descents of at least `threshold` metres.
    public init(threshold: Double = RouteMetrics.defaultElevationThreshold) { self.threshold = threshold }

    /// Adds the next altitude, in metres.
    public mutating func add(_ altitude: Double) {
        switch trend {
        case .unknown:
            lowest = min(lowest, altitude)
            highest = max(highest, altitude)
            if altitude - lowest >= threshold {
                trend = .rising; turningPoint = lowest; extreme = altitude
            } else if highest - altitude >= threshold {
                trend = .falling; turningPoint = highest; extreme = altitude
            }
        case .rising:
            if altitude > extreme {
                extreme = altitude
            } else if extreme - altitude >= threshold {
                gain += extreme - turningPoint
                trend = .falling; turningPoint = extreme; extreme = altitude
            }
        case .falling:
            if altitude < extreme {
                extreme = altitude
            } else if altitude - extreme >= threshold {
                loss += turningPoint - extreme
                trend = .rising; turningPoint = extreme; extreme = altitude
            }
        }
    }

    /// Counts the climb or descent under way at the end.
    public mutating func finish() {
        switch trend {
        case .unknown: break
        case .rising: gain += extreme - turningPoint
        case .falling: loss += turningPoint - extreme
        }
        trend = .unknown
        lowest = .infinity
        highest = -.infinity
    }
}
