import Foundation
import WorkoutModel

/// Turns the streamed points of one workout into a route and per-point samples, each
/// sample instantaneous at its point's time (see ``TrackPoint/forEachSample(activityType:_:)``).
struct TrackAssembler {
    let activityType: WorkoutActivityType
    private(set) var locations: [Location] = []
    private(set) var samples: [QuantitySample] = []
    /// Points without a time (in a track that has times), which a route cannot hold.
    private(set) var untimedCount = 0
    private var identifiers = UUIDGenerator()

    init(activityType: WorkoutActivityType) {
        self.activityType = activityType
    }

    /// Adds points that have a time (points without one are counted and skipped).
    mutating func add(_ points: [TrackPoint]) {
        for point in points {
            guard let time = point.time else {
                untimedCount += 1
                continue
            }
            if let location = point.location { locations.append(location) }
            point.forEachSample(activityType: activityType) { type, value in
                samples.append(QuantitySample(uuid: identifiers.next(), type: type,
                                              quantity: Quantity(value, type.canonicalUnit), start: time, end: time))
            }
        }
    }
}
