import Foundation
import WorkoutModel

/// Consecutive timed points of one workout, handed on while the file is still being read.
public struct PointBatch: Sendable {
    /// The workout the points belong to (the UUID its ``/WorkoutModel/WorkoutRecording`` will carry).
    public var workout: UUID
    public var activityType: WorkoutActivityType
    /// In file order; every point has a time and ``TrackPoint/leavesTrace``.
    public var points: [TrackPoint]

    public init(workout: UUID, activityType: WorkoutActivityType, points: [TrackPoint]) {
        self.workout = workout
        self.activityType = activityType
        self.points = points
    }
}
