import Foundation
import WorkoutModel

/// What a track point's values become on the way out: the values of one point, gathered
/// from a recording's instantaneous samples (``TrackPointTimeline``) or from a streamed
/// point, so that writers can put them back on points. One field per ``PointColumn``.
struct PointValues {
    var heartRate: Double?
    var cadence: Double?
    var power: Double?
    var ambientTemperature: Double?
    var waterTemperature: Double?
    var depth: Double?
    var distance: Double?
    var speed: Double?
    var altitude: Double?

    /// The values of one streamed point, as its samples would give them
    /// (``TrackPoint/forEachSample(activityType:_:)``): the running and cycling types of
    /// cadence, power and speed share a field here, so the activity does not matter, and a
    /// speed or an altitude counts only for a point without a position (elsewhere the route holds it).
    @inline(__always)
    init(_ point: TrackPoint) {
        PointColumn.forEach { column in self[column] = point.sampleValue(column) }
    }

    /// The values a location without a time holds (``/WorkoutModel/Location/values``), by
    /// column; a value of a type no column holds has no place here (the loss report of a
    /// format names it: ``LossReport/losses(writing:streamed:as:)``).
    init(heldBy location: Location) {
        for value in location.values {
            if let column = PointColumn(value.quantityType) { self[column] = value.value }
        }
    }

    init() {}

    /// Whether no column has a value.
    var isEmpty: Bool {
        var empty = true
        PointColumn.forEach { column in empty = empty && self[column] == nil }
        return empty
    }

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
            case .altitude: return altitude
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
            case .altitude: altitude = newValue
            }
        }
    }
}
