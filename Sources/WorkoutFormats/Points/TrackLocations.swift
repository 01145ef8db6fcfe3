import Foundation
import WorkoutModel

/// The route locations of a workout's track points, in file order: a point with a time and
/// a position gives its location; a point without a time (in a track that has times) gives
/// one whose ``/WorkoutModel/Location/hasTime`` is `false`, ordered at the time of the point
/// before it, or, for those before the first timed point, at that point's time (they wait
/// for it), and holding the point's other values (``/WorkoutModel/Location/values``). The one
/// place where untimed points take their place in a route, for whole recordings
/// (`TrackAssembler`) and recordings streamed into the store.
public struct TrackLocations: Sendable {
    /// Points without a time before the first point with one, with their values.
    private var leading: [(point: TrackPoint, values: [LocationValue])] = []
    private var lastTime: Date?
    /// The values of points without a time and without a position (heart rates, cadences,
    /// altitudes, ...), which neither a series (a value needs a time) nor a location holds.
    public private(set) var untimedValueCount = 0

    /// Locations of no point yet.
    public init() {}

    /// How many values of `point`, a point without a time, are not kept: none when it has a
    /// position (its location holds them, ``/WorkoutModel/Location/values``), else every one
    /// (heart rate, cadence, ..., altitude and speed): no series holds a value without a time.
    public static func untimedValueCount(of point: TrackPoint) -> Int {
        guard !point.hasPosition else { return 0 }
        var count = 0
        PointColumn.forEach { column in
            if point.sampleValue(column) != nil { count += 1 }
        }
        return count
    }

    /// The values `forEachValue` gives a point (each with its type, in its canonical unit, as
    /// the point's samples would be), as a location without a time holds them.
    public static func values(_ forEachValue: ((QuantityType, Double) -> Void) -> Void) -> [LocationValue] {
        var values: [LocationValue] = []
        forEachValue { type, value in values.append(LocationValue(type, value)) }
        return values
    }

    /// Calls `body` with the locations that `point` makes ready, in order: none for a point
    /// without a time before the first timed one, else those waiting and the point's own. A
    /// point without a time gives its location `values`, the point's values other than its
    /// location's fields (``values(_:)``); a point with a time gives none (they are samples).
    public mutating func add(_ point: TrackPoint, values: [LocationValue] = [], _ body: (Location) throws -> Void) rethrows {
        guard let time = point.time else {
            untimedValueCount += Self.untimedValueCount(of: point)
            if let lastTime {
                if let location = point.untimedLocation(orderedAt: lastTime, values: values) { try body(location) }
            } else {
                leading.append((point, values))
            }
            return
        }
        if lastTime == nil, !leading.isEmpty {
            for untimed in leading {
                if let location = untimed.point.untimedLocation(orderedAt: time, values: untimed.values) { try body(location) }
            }
            leading = []
        }
        lastTime = time
        if let location = point.location { try body(location) }
    }
}
