import Foundation
import WorkoutFormats
import WorkoutModel

/// The first pass of a streamed edit that needs a workout before its points
/// (``StreamedEdit/trim(bounds:)``): keeps the rest of each workout (all but its points), and
/// whether the points keep the stream exact (``ExactStreamCheck``).
final class OutlineStream: RecordingStream {
    private(set) var rests: [WorkoutRecording] = []
    private(set) var isExact = true
    private var check = ExactStreamCheck()

    /// The values of extra series come with the points (and are not kept), not as samples of the rest.
    var takesExtraValues: Bool { true }

    func points(_ batch: PointBatch) throws {
        if isExact, !check.admits(batch) { isExact = false }
    }

    func endWorkout(_ rest: WorkoutRecording) throws {
        if isExact, !check.admits(rest: rest) { isExact = false }
        rests.append(rest)
    }

    func course(_ course: Course) throws {}
}
