import Foundation
import WorkoutModel

/// Builds whole recordings from a stream: a route of the points' locations and series of
/// their values, joined with the rest of the workout when it ends. Courses pass as they are.
/// Points without a time (in a track that has times) have no place in a recording: a
/// warning counts them (``untimedPointsWarning(_:)``).
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

    /// The warning for `count` points without a time left out of a workout.
    public static func untimedPointsWarning(_ count: Int) -> String {
        "\(count) point\(count == 1 ? "" : "s") without a time in a track that has times "
            + "\(count == 1 ? "was" : "were") not kept: a workout's route holds only points with a time"
    }

    public func points(_ batch: PointBatch) throws {
        assemblers[batch.workout, default: TrackAssembler()].add(batch.points, activityType: batch.activityType)
    }

    public func endWorkout(_ rest: WorkoutRecording) throws {
        guard let assembler = assemblers.removeValue(forKey: rest.workout.uuid) else {
            try emit(.recording(rest))
            return
        }
        if assembler.untimedCount > 0 { context?.warn(Self.untimedPointsWarning(assembler.untimedCount)) }
        try emit(.recording(assembler.recording(rest, routeSyncIdentifier: rest.workout.syncIdentifier)))
    }

    public func course(_ course: Course) throws {
        try emit(.course(course))
    }
}
