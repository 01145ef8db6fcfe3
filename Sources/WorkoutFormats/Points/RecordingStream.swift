import WorkoutModel

/// Takes recordings as a streaming reader reads them: a workout's points in batches as
/// they are read, then the rest of the workout once it is complete.
public protocol RecordingStream: AnyObject {
    /// Points of a workout, in file order. Batches of several workouts may interleave
    /// (a TCX file completes its activities only at its end).
    func points(_ batch: PointBatch) throws
    /// A workout is complete. `rest` is everything about it but the points handed to
    /// ``points(_:)`` under `rest.workout.uuid` (laps, events, totals, other samples); for a
    /// workout whose points were not streamed, it is the whole recording.
    func endWorkout(_ rest: WorkoutRecording) throws
    /// A course (a planned route with no workout), whole: courses are small.
    func course(_ course: Course) throws
    /// Whether the values of extra series at points (``ExtraSeries``: FIT developer fields)
    /// come with the points (``PointBatch/extraValues``) rather than as samples of the rest:
    /// for a writer that puts them on points as they come. `false` unless a stream says so.
    var takesExtraValues: Bool { get }
}

extension RecordingStream {
    public var takesExtraValues: Bool { false }
}
