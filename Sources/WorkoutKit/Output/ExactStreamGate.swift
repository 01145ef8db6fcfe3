import Foundation
import WorkoutFormats
import WorkoutModel

/// Passes a reader's stream of one workout on while it is written as the whole recording
/// would be (``ExactStreamCheck``), for a writer whose streamed output is the whole read's only
/// then and that holds one workout a file (FIT: ``RecordingOutput/exactStreamingWriter(_:)``).
/// Otherwise it stops the stream with ``Inexact`` before the writer gets the batch or the end
/// that would differ, so the caller can read the input whole instead: also at a second workout
/// or a course, which the whole read refuses or writes as it always has. The workout's end is
/// passed on only when the reader is done (``finish()``), so a stopped stream has had nothing
/// written.
final class ExactStreamGate: StreamStage {
    /// The stream is not the whole read's, and nothing has been written.
    struct Inexact: Error {}

    private let next: any RecordingStream
    /// Points at the time of the one before pass: the FIT writer pairs a time's values with its
    /// points as it pairs a whole recording's.
    private var check = ExactStreamCheck(admittingSharedTimes: true)
    /// The reader's UUID of the one workout passed on, once its first points or its end came.
    private var workout: UUID?
    /// The workout's end, held until the reader is done.
    private var end: WorkoutRecording?

    init(next: any RecordingStream) {
        self.next = next
    }

    var takesExtraValues: Bool { next.takesExtraValues }

    /// Whether `uuid` is the one workout passed on and has not ended.
    private func isTheWorkout(_ uuid: UUID) -> Bool {
        if workout == nil { workout = uuid }
        return workout == uuid && end == nil
    }

    func points(_ batch: PointBatch) throws {
        guard isTheWorkout(batch.workout), check.admits(batch) else { throw Inexact() }
        try next.points(batch)
    }

    /// A rest that holds values at instants or locations of its own (a FIT file's heart rates
    /// from `hr` messages, which a whole recording pairs with its records) stops the stream too;
    /// a heartbeat series and interval samples (laps' energy and distance) do not.
    func endWorkout(_ rest: WorkoutRecording) throws {
        guard isTheWorkout(rest.workout.uuid), check.admits(rest: rest), rest.series.valueCount == 0,
              rest.routes.allSatisfy(\.locations.isEmpty),
              !rest.separateSamples.contains(where: { $0.startDate == $0.endDate && $0.quantityType != .heartbeatSeries })
        else { throw Inexact() }
        end = rest
    }

    func course(_ course: Course) throws {
        throw Inexact()
    }

    /// Passes the workout's end on; an input without one (only a course, or nothing) is read whole.
    func finish() throws {
        guard let end else { throw Inexact() }
        try next.endWorkout(end)
    }
}
