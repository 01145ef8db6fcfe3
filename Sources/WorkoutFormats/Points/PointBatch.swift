import Foundation
import WorkoutModel

/// Consecutive timed points of one workout, handed on while the file is still being read.
public struct PointBatch: Sendable {
    /// The workout the points belong to (the UUID its ``/WorkoutModel/WorkoutRecording`` will carry).
    public var workout: UUID
    public var activityType: WorkoutActivityType
    /// In file order; every point has a time and ``TrackPoint/leavesTrace``, but for a
    /// point whose record gave only extra values (``PointBatch/extraValues``).
    public var points: [TrackPoint]
    /// The values of extra series at the points, by point, when the stream takes them with
    /// the points (``RecordingStream/takesExtraValues``) and the workout has any: then a
    /// point may leave no trace but its extra values. `nil` when no point of the workout so
    /// far has any.
    public var extraValues: PointExtraValues?
    /// Whether the sample types of the points' cadence, power and speed are settled only when
    /// the workout ends, by the activity in force at each point's time: a FIT file writes its
    /// sessions (a multisport workout's legs) after its records, so ``activityType`` is the
    /// sport known so far.
    public var typesSettleAtEnd = false
    /// The device that recorded the points' values of a type, where it is not the workout's (a
    /// merge's values taken from another recording): a point holds no device, so a format that
    /// keeps none per value names them (``LossReport``, `the device of 3,600 HeartRate samples`).
    public var valueDevices: [QuantityType: Device] = [:]
    /// The source the workout is expected to name, when the reader knows it before the points
    /// (a FIT file's `file_id`), else `nil`: a hint that lets a store write the points' values
    /// under it from the start; the source of the workout handed out at its end is the one that counts.
    public var expectedSource: Source?

    public init(workout: UUID, activityType: WorkoutActivityType, points: [TrackPoint]) {
        self.workout = workout
        self.activityType = activityType
        self.points = points
    }
}
