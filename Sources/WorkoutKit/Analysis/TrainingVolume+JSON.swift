import Foundation
import WorkoutModel

extension TrainingVolume {
    /// One JSON object per bucket, as `workoutkit volume --json` prints them (keys sorted, one
    /// line each): `start`, `end` (as the JSON contract writes times), `activityType`,
    /// `count`, `distance` (metres), `duration` (seconds) and `withoutDistance`.
    public var jsonLines: [Data] {
        buckets.map { bucket in
            JSONValue.object([
                "start": .string(Timestamp.string(bucket.start)), "end": .string(Timestamp.string(bucket.end)),
                "activityType": .string(bucket.activityType.name), "count": .integer(bucket.count),
                "distance": .number(bucket.distance), "duration": .number(bucket.duration),
                "withoutDistance": .integer(bucket.withoutDistance),
            ]).encoded
        }
    }
}
