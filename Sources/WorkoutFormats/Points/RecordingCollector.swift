import Foundation
import WorkoutModel

/// Builds whole recordings from a stream: a route of the points' locations and series of
/// their values, joined with the rest of the workout when it ends. Courses pass as they are.
/// Points without a time (in a track that has times) keep their locations in place
/// (``/WorkoutModel/Location/hasTime``), which hold their other values; the values of those
/// without a position, which neither a series nor a location holds, are counted in a
/// warning (``untimedValuesWarning(_:)``).
public final class RecordingCollector: RecordingStream {
    private let emit: (ReadItem) throws -> Void
    private let context: ReadContext?
    private var assemblers: [UUID: TrackAssembler] = [:]

    /// A collector that calls `emit` with each recording once it is complete, and with each
    /// course; it warns through `context` of points it could not keep.
    public init(context: ReadContext? = nil, emit: @escaping (ReadItem) throws -> Void) {
        self.context = context
        self.emit = emit
    }

    /// The warning for `count` values of points without a time and without a position
    /// (heart rates, cadences, altitudes, ...) left out of a workout: a value needs a time to
    /// be a sample, or a location to be kept on.
    public static func untimedValuesWarning(_ count: Int) -> String {
        "\(count) value\(count == 1 ? "" : "s") of points without a time or a position in a track that has times "
            + "\(count == 1 ? "was" : "were") not kept: a value needs a time, or a location to be kept on"
    }

    public func points(_ batch: PointBatch) throws {
        assemblers[batch.workout, default: TrackAssembler()].add(batch.points, activityType: batch.activityType)
    }

    public func endWorkout(_ rest: WorkoutRecording) throws {
        guard let assembler = assemblers.removeValue(forKey: rest.workout.uuid) else {
            try emit(.recording(rest))
            return
        }
        if assembler.untimedValueCount > 0 { context?.warn(Self.untimedValuesWarning(assembler.untimedValueCount)) }
        try emit(.recording(assembler.recording(rest, routeSyncIdentifier: rest.workout.syncIdentifier)))
    }

    public func course(_ course: Course) throws {
        try emit(.course(course))
    }
}
