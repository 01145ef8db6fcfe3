import Foundation
import WorkoutModel

/// One point of a GPX or TCX track as read, before it becomes a route location
/// and samples. Unknown values are `nil`.
struct TrackPoint {
    var time: Date?
    var latitude: Double?
    var longitude: Double?
    /// Metres.
    var altitude: Double?
    var horizontalAccuracy: Double?
    var verticalAccuracy: Double?
    /// Metres per second.
    var speed: Double?
    /// Degrees clockwise from true north.
    var course: Double?
    /// Beats per minute.
    var heartRate: Double?
    /// Revolutions (or steps) per minute, as the file states it.
    var cadence: Double?
    /// Watts.
    var power: Double?
    /// Degrees Celsius.
    var ambientTemperature: Double?
    /// Degrees Celsius.
    var waterTemperature: Double?
    /// Metres below the surface.
    var depth: Double?
    /// Metres from the start of the workout, as the device measured it.
    var distance: Double?
}

/// Turns the points of one track into a route and per-point samples.
///
/// Cadence becomes cycling or running cadence and power cycling or running power,
/// by the activity; every sample is instantaneous at its point's time.
struct TrackAssembler {
    let activityType: WorkoutActivityType
    private(set) var locations: [Location] = []
    private(set) var samples: [QuantitySample] = []
    private(set) var firstTime: Date?
    private(set) var lastTime: Date?

    init(activityType: WorkoutActivityType) {
        self.activityType = activityType
    }

    private var isFootActivity: Bool {
        [.running, .walking, .hiking, .trackAndField, .wheelchairRunPace, .wheelchairWalkPace].contains(activityType)
    }

    /// Adds one point (a point without a time is skipped by the caller) and returns whether
    /// it held anything: a point with a time and nothing else leaves no trace in the model,
    /// so it does not count for ``firstTime`` and ``lastTime`` either.
    @discardableResult
    mutating func add(_ point: TrackPoint, at time: Date) -> Bool {
        let counts = (locations.count, samples.count)
        defer {
            if counts != (locations.count, samples.count) {
                if firstTime == nil { firstTime = time }
                lastTime = time
            }
        }
        if let latitude = point.latitude, let longitude = point.longitude {
            locations.append(Location(
                timestamp: time, latitude: latitude, longitude: longitude, altitude: point.altitude,
                horizontalAccuracy: point.horizontalAccuracy, verticalAccuracy: point.verticalAccuracy,
                speed: point.speed, course: point.course))
        }
        // Every value is in its type's canonical unit (count/min, W, degC, m, m/s).
        func sample(_ type: QuantityType, _ value: Double?) {
            guard let value else { return }
            samples.append(QuantitySample(type: type, quantity: Quantity(value, type.canonicalUnit),
                                          start: time, end: time))
        }
        sample(.heartRate, point.heartRate)
        sample(isFootActivity ? .runningCadence : .cyclingCadence, point.cadence)
        sample(isFootActivity ? .runningPower : .cyclingPower, point.power)
        sample(.ambientTemperature, point.ambientTemperature)
        sample(.waterTemperature, point.waterTemperature)
        sample(.underwaterDepth, point.depth)
        sample(.distanceFromStart, point.distance)
        // Without a position, the speed has no location to live on: keep it as a sample.
        if point.latitude == nil || point.longitude == nil {
            sample(isFootActivity ? .runningSpeed : .cyclingSpeed, point.speed)
        }
        return counts != (locations.count, samples.count)
    }
}

/// What a track point's values become on the way out: the per-time values of a
/// recording gathered by time, so that writers can put them back on points.
struct PointValues {
    var heartRate: Double?
    var cadence: Double?
    var power: Double?
    var ambientTemperature: Double?
    var waterTemperature: Double?
    var depth: Double?
    var distance: Double?
    var speed: Double?

    /// The instantaneous samples of a recording by time, for the types a track point holds.
    static func byTime(_ recording: WorkoutRecording) -> [Date: PointValues] {
        var result: [Date: PointValues] = [:]
        for sample in recording.samples where sample.startDate == sample.endDate {
            guard let value = try? sample.canonicalValue() else { continue }
            let type = sample.quantityType
            switch type {
            case .heartRate: result[sample.startDate, default: PointValues()].heartRate = value
            case .cyclingCadence, .runningCadence: result[sample.startDate, default: PointValues()].cadence = value
            case .cyclingPower, .runningPower: result[sample.startDate, default: PointValues()].power = value
            case .ambientTemperature: result[sample.startDate, default: PointValues()].ambientTemperature = value
            case .waterTemperature: result[sample.startDate, default: PointValues()].waterTemperature = value
            case .underwaterDepth: result[sample.startDate, default: PointValues()].depth = value
            case .distanceFromStart: result[sample.startDate, default: PointValues()].distance = value
            case .cyclingSpeed, .runningSpeed: result[sample.startDate, default: PointValues()].speed = value
            default: continue
            }
        }
        return result
    }

    /// The sample types a track point holds (what GPX and TCX writers keep).
    static let pointTypes: Set<QuantityType> = [
        .heartRate, .cyclingCadence, .runningCadence, .cyclingPower, .runningPower, .ambientTemperature,
        .waterTemperature, .underwaterDepth, .distanceFromStart, .cyclingSpeed, .runningSpeed,
    ]
}
