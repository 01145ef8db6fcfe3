import Foundation
import WorkoutFormats
import WorkoutModel

/// The first pass of a streamed edit that needs a workout before its points
/// (``StreamedEdit/trim(bounds:)``): keeps the rest of each workout (all but its points), and
/// whether every point has a time and each workout's points come in time order.
final class OutlineStream: RecordingStream {
    private(set) var rests: [WorkoutRecording] = []
    private(set) var pointsTimedInOrder = true
    private var lastTimes: [UUID: Date] = [:]

    /// The values of extra series come with the points (and are not kept), not as samples of the rest.
    var takesExtraValues: Bool { true }

    func points(_ batch: PointBatch) throws {
        for point in batch.points {
            guard let time = point.time else {
                pointsTimedInOrder = false
                continue
            }
            if let last = lastTimes[batch.workout], time < last { pointsTimedInOrder = false }
            lastTimes[batch.workout] = time
        }
    }

    func endWorkout(_ rest: WorkoutRecording) throws {
        rests.append(rest)
    }

    func course(_ course: Course) throws {}
}
