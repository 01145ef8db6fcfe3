import Foundation
import WorkoutModel

/// How the points a ``PointStreamingReader`` hands out become the values and the first
/// route of its whole recordings, for a consumer that keeps them as they come (the store's
/// streamed import) rather than collecting the recording first.
///
/// Get one per input from ``PointStreamingReader/pointSampling(opening:)`` and use it from one
/// thread: it may remember what it handed out, to tell at a workout's end whether that was
/// what the whole recording holds.
public protocol PointSampling: AnyObject {
    /// Calls `body` with each value `point` (of `batch`) gives, in the order its whole
    /// recording holds them, each in its type's canonical unit. A type may be provisional,
    /// settled once the workout has ended (``retyping(for:)``).
    func forEachValue(of point: TrackPoint, in batch: PointBatch, _ body: (QuantityType, Double) throws -> Void) rethrows

    /// ``forEachValue(of:in:_:)`` with each value's type also given by a number: the same
    /// number stands for the same type in every value the sampling hands out (a type may have
    /// several numbers), so that a consumer keeping something per type finds it by the number
    /// instead of comparing types value by value. `nil`: the sampling numbers no types.
    func forEachNumberedValue(of point: TrackPoint, in batch: PointBatch,
                              _ body: (_ number: Int?, QuantityType, Double) throws -> Void) rethrows

    /// The sync identifier of the route the points' locations make (the workout's first route).
    func routeSyncIdentifier(of workout: Workout) -> String?

    /// `nil` when every value handed out for the workout that `rest` completes has the type
    /// its whole recording gives it. Otherwise the type a value handed out as `type` at
    /// `time` has in the whole recording (`nil`: the whole recording leaves it out), always
    /// one measured in the same canonical unit.
    func retyping(for rest: WorkoutRecording) -> ((QuantityType, Date) -> QuantityType?)?

    /// What the values handed out for the workout `rest` completes left out, as the warnings
    /// its whole read gives (a swimmer's cadence), once the workout has ended and its values
    /// have been retyped (``retyping(for:)``).
    func warnings(for rest: WorkoutRecording) -> [String]
}

extension PointSampling {
    /// Numbers no types: hands out each value of ``forEachValue(of:in:_:)`` with the number `nil`.
    public func forEachNumberedValue(of point: TrackPoint, in batch: PointBatch,
                                     _ body: (_ number: Int?, QuantityType, Double) throws -> Void) rethrows {
        try forEachValue(of: point, in: batch) { try body(nil, $0, $1) }
    }
}

/// The sampling of ``RecordingCollector``: each point's samples as
/// ``TrackPoint/forEachSample(activityType:_:)`` gives them for its batch's activity type,
/// settled as the point is handed out, and a first route named as the workout.
final class BatchPointSampling: PointSampling {
    func forEachValue(of point: TrackPoint, in batch: PointBatch, _ body: (QuantityType, Double) throws -> Void) rethrows {
        try point.forEachSample(activityType: batch.activityType, body)
    }

    func routeSyncIdentifier(of workout: Workout) -> String? { workout.syncIdentifier }

    func retyping(for rest: WorkoutRecording) -> ((QuantityType, Date) -> QuantityType?)? { nil }

    func warnings(for rest: WorkoutRecording) -> [String] { [] }
}
