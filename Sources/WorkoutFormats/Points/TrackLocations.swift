import Foundation
import WorkoutModel

/// The route locations of a workout's track points, in file order: a point with a time and
/// a position gives its location; a point without a time (in a track that has times) gives
/// one whose ``/WorkoutModel/Location/hasTime`` is `false`, ordered at the time of the point
/// before it, or, for those before the first timed point, at that point's time (they wait
/// for it). The one place where untimed points take their place in a route, for whole
/// recordings (`TrackAssembler`) and recordings streamed into the store.
public struct TrackLocations: Sendable {
    /// Points without a time before the first point with one.
    private var leading: [TrackPoint] = []
    private var lastTime: Date?
    /// The values of points without a time (heart rates, cadences, ...: not their location
    /// fields), which no series holds without a time.
    public private(set) var untimedValueCount = 0

    /// Locations of no point yet.
    public init() {}

    /// How many values of `point`, a point without a time, its location does not hold
    /// (heart rate, cadence, ...): no series holds a value without a time.
    public static func untimedValueCount(of point: TrackPoint) -> Int {
        var count = 0
        PointColumn.forEach { column in
            if point.sampleValue(column) != nil { count += 1 }
        }
        return count
    }

    /// Calls `body` with the locations that `point` makes ready, in order: none for a point
    /// without a time before the first timed one, else those waiting and the point's own.
    public mutating func add(_ point: TrackPoint, _ body: (Location) throws -> Void) rethrows {
        guard let time = point.time else {
            untimedValueCount += Self.untimedValueCount(of: point)
            if let lastTime {
                if let location = point.untimedLocation(orderedAt: lastTime) { try body(location) }
            } else {
                leading.append(point)
            }
            return
        }
        if lastTime == nil, !leading.isEmpty {
            for untimed in leading {
                if let location = untimed.untimedLocation(orderedAt: time) { try body(location) }
            }
            leading = []
        }
        lastTime = time
        if let location = point.location { try body(location) }
    }
}
