import Foundation
import WorkoutModel

/// What a track point's values become on the way out: the per-time values of a
/// recording gathered by time, so that writers can put them back on points. One field
/// per ``PointColumn``.
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
    @inline(__always)
    init(_ point: TrackPoint) {
        PointColumn.forEach { column in self[column] = point.sampleValue(column) }
    }

    init() {}

    /// The value in a column.
    @inline(__always)
    subscript(column: PointColumn) -> Double? {
        get {
            switch column {
            case .heartRate: return heartRate
            case .cadence: return cadence
            case .power: return power
            case .ambientTemperature: return ambientTemperature
            case .waterTemperature: return waterTemperature
            case .depth: return depth
            case .distance: return distance
            case .speed: return speed
            }
        }
        set {
            switch column {
            case .heartRate: heartRate = newValue
            case .cadence: cadence = newValue
            case .power: power = newValue
            case .ambientTemperature: ambientTemperature = newValue
            case .waterTemperature: waterTemperature = newValue
            case .depth: depth = newValue
            case .distance: distance = newValue
            case .speed: speed = newValue
            }
        }
    }

    /// Takes the values `later` has, keeping the others.
    @inline(__always)
    mutating func update(with later: PointValues) {
        PointColumn.forEach { column in
            if let value = later[column] { self[column] = value }
        }
    }

    /// The instantaneous samples of a recording by time, for the types a track point holds.
    static func byTime(_ recording: WorkoutRecording) -> [Date: PointValues] {
        var result: [Date: PointValues] = [:]
        result.reserveCapacity(recording.locationCount)
        for sample in recording.samples where sample.startDate == sample.endDate {
            guard let column = PointColumn(sample.quantityType), let value = try? sample.canonicalValue() else { continue }
            result[sample.startDate, default: PointValues()][column] = value
        }
        return result
    }
}
