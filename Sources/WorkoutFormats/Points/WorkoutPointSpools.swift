import Foundation

/// The points of the workouts a stream session has not ended yet, each in its own spool.
struct WorkoutPointSpools {
    private var spools: [UUID: PointSpool] = [:]

    mutating func append(_ batch: PointBatch) throws {
        let spool = try spools[batch.workout] ?? PointSpool()
        spools[batch.workout] = spool
        try spool.append(batch.points)
    }

    /// The spool of a workout that ends, `nil` when none of its points were streamed.
    mutating func remove(workout: UUID) -> PointSpool? {
        spools.removeValue(forKey: workout)
    }
}
