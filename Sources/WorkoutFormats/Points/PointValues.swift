import Foundation
import WorkoutModel

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

    /// The values of one streamed point, as its samples would give them
    /// (``TrackPoint/forEachSample(activityType:_:)``): the running and cycling types of
    /// cadence, power and speed share a field here, so the activity does not matter, and a
    /// speed counts only for a point without a position (elsewhere the route holds it).
    init(_ point: TrackPoint) {
        heartRate = point.heartRate
        cadence = point.cadence
        power = point.power
        ambientTemperature = point.ambientTemperature
        waterTemperature = point.waterTemperature
        depth = point.depth
        distance = point.distance
        speed = point.latitude == nil || point.longitude == nil ? point.speed : nil
    }

    init() {}

    /// Takes the values `later` has, keeping the others.
    mutating func update(with later: PointValues) {
        heartRate = later.heartRate ?? heartRate
        cadence = later.cadence ?? cadence
        power = later.power ?? power
        ambientTemperature = later.ambientTemperature ?? ambientTemperature
        waterTemperature = later.waterTemperature ?? waterTemperature
        depth = later.depth ?? depth
        distance = later.distance ?? distance
        speed = later.speed ?? speed
    }

    /// The instantaneous samples of a recording by time, for the types a track point holds.
    static func byTime(_ recording: WorkoutRecording) -> [Date: PointValues] {
        var result: [Date: PointValues] = [:]
        result.reserveCapacity(recording.locationCount)
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
