import Foundation
import WorkoutModel

/// Builds whole recordings from a stream: a route of the points' locations and a sample
/// per value, joined with the rest of the workout when it ends. Courses pass as they are.
public final class RecordingCollector: RecordingStream {
    private let emit: (ReadItem) throws -> Void
    private var assemblers: [UUID: TrackAssembler] = [:]

    /// A collector that calls `emit` with each recording once it is complete, and with each course.
    public init(emit: @escaping (ReadItem) throws -> Void) {
        self.emit = emit
    }

    public func points(_ batch: PointBatch) throws {
        assemblers[batch.workout, default: TrackAssembler(activityType: batch.activityType)].add(batch.points)
    }

    public func endWorkout(_ rest: WorkoutRecording) throws {
        guard let assembler = assemblers.removeValue(forKey: rest.workout.uuid) else {
            try emit(.recording(rest))
            return
        }
        var routes = rest.routes
        if !assembler.locations.isEmpty {
            routes.insert(WorkoutRoute(syncIdentifier: rest.workout.syncIdentifier, locations: assembler.locations), at: 0)
        }
        try emit(.recording(WorkoutRecording(
            workout: rest.workout, samples: assembler.samples + rest.samples, routes: routes, waypoints: rest.waypoints)))
    }

    public func course(_ course: Course) throws {
        try emit(.course(course))
    }
}
