import Foundation
import WorkoutModel

/// Builds whole recordings from a stream: a route of the points' locations and series of
/// their values, joined with the rest of the workout when it ends. Courses pass as they are.
public final class RecordingCollector: RecordingStream {
    private let emit: (ReadItem) throws -> Void
    private var assemblers: [UUID: TrackAssembler] = [:]

    /// A collector that calls `emit` with each recording once it is complete, and with each course.
    public init(emit: @escaping (ReadItem) throws -> Void) {
        self.emit = emit
    }

    public func points(_ batch: PointBatch) throws {
        assemblers[batch.workout, default: TrackAssembler()].add(batch.points, activityType: batch.activityType)
    }

    public func endWorkout(_ rest: WorkoutRecording) throws {
        guard let assembler = assemblers.removeValue(forKey: rest.workout.uuid) else {
            try emit(.recording(rest))
            return
        }
        try emit(.recording(assembler.recording(rest, routeSyncIdentifier: rest.workout.syncIdentifier)))
    }

    public func course(_ course: Course) throws {
        try emit(.course(course))
    }
}
