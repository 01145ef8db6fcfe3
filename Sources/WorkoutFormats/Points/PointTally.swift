import WorkoutModel

/// What streamed points held, counted so that ``LossReport`` can name what a format
/// leaves out of them without the points themselves. One counter per column: counting a
/// point costs a few additions.
public struct PointTally: Sendable {
    /// Points with a position.
    public private(set) var locationCount = 0
    private var altitudeCount = 0
    private var horizontalAccuracyCount = 0
    private var verticalAccuracyCount = 0
    private var locationSpeedCount = 0
    private var courseCount = 0
    private var heartRateCount = 0
    private var ambientTemperatureCount = 0
    private var waterTemperatureCount = 0
    private var depthCount = 0
    private var distanceCount = 0
    /// Cadence, power and speed samples, running ones and cycling ones (see ``TrackPoint/forEachSample(activityType:_:)``).
    private var runningCadenceCount = 0, cyclingCadenceCount = 0
    private var runningPowerCount = 0, cyclingPowerCount = 0
    private var runningSpeedCount = 0, cyclingSpeedCount = 0

    public init() {}

    public mutating func add(_ batch: PointBatch) {
        var cadenceCount = 0, powerCount = 0, speedCount = 0
        for point in batch.points {
            if point.latitude != nil, point.longitude != nil {
                locationCount += 1
                if point.altitude != nil { altitudeCount += 1 }
                if point.horizontalAccuracy != nil { horizontalAccuracyCount += 1 }
                if point.verticalAccuracy != nil { verticalAccuracyCount += 1 }
                if point.speed != nil { locationSpeedCount += 1 }
                if point.course != nil { courseCount += 1 }
            } else if point.speed != nil {
                speedCount += 1
            }
            if point.heartRate != nil { heartRateCount += 1 }
            if point.cadence != nil { cadenceCount += 1 }
            if point.power != nil { powerCount += 1 }
            if point.ambientTemperature != nil { ambientTemperatureCount += 1 }
            if point.waterTemperature != nil { waterTemperatureCount += 1 }
            if point.depth != nil { depthCount += 1 }
            if point.distance != nil { distanceCount += 1 }
        }
        if TrackPoint.footActivities.contains(batch.activityType) {
            runningCadenceCount += cadenceCount
            runningPowerCount += powerCount
            runningSpeedCount += speedCount
        } else {
            cyclingCadenceCount += cadenceCount
            cyclingPowerCount += powerCount
            cyclingSpeedCount += speedCount
        }
    }

    /// How many points with a position had each location field; fields none had are absent.
    public var locationFieldCounts: [FormatCapabilities.LocationField: Int] {
        Self.present([
            (.altitude, altitudeCount), (.horizontalAccuracy, horizontalAccuracyCount),
            (.verticalAccuracy, verticalAccuracyCount), (.speed, locationSpeedCount), (.course, courseCount),
        ])
    }

    /// How many samples of each type the points make; types they make none of are absent.
    public var sampleCounts: [QuantityType: Int] {
        Self.present([
            (.heartRate, heartRateCount), (.runningCadence, runningCadenceCount), (.cyclingCadence, cyclingCadenceCount),
            (.runningPower, runningPowerCount), (.cyclingPower, cyclingPowerCount),
            (.ambientTemperature, ambientTemperatureCount), (.waterTemperature, waterTemperatureCount),
            (.underwaterDepth, depthCount), (.distanceFromStart, distanceCount),
            (.runningSpeed, runningSpeedCount), (.cyclingSpeed, cyclingSpeedCount),
        ])
    }

    private static func present<Key: Hashable>(_ counts: [(Key, Int)]) -> [Key: Int] {
        Dictionary(uniqueKeysWithValues: counts.filter { $0.1 > 0 })
    }
}
