import Foundation
import WorkoutModel

/// Builds whole recordings from a stream: a route of the points' locations and a sample
/// per value, joined with the rest of the workout when it ends.
public final class RecordingCollector: RecordingStream {
    private let emit: (WorkoutRecording) throws -> Void
    private var assemblers: [UUID: TrackAssembler] = [:]

    /// A collector that calls `emit` with each recording once it is complete.
    public init(emit: @escaping (WorkoutRecording) throws -> Void) {
        self.emit = emit
    }

    public func points(_ batch: PointBatch) throws {
        assemblers[batch.workout, default: TrackAssembler(activityType: batch.activityType)].add(batch.points)
    }

    public func endWorkout(_ rest: WorkoutRecording) throws {
        guard let assembler = assemblers.removeValue(forKey: rest.workout.uuid) else {
            try emit(rest)
            return
        }
        var routes = rest.routes
        if !assembler.locations.isEmpty {
            routes.insert(WorkoutRoute(syncIdentifier: rest.workout.syncIdentifier, locations: assembler.locations), at: 0)
        }
        try emit(WorkoutRecording(workout: rest.workout, samples: assembler.samples + rest.samples, routes: routes))
    }
}
