import Foundation
import WorkoutFormats
import WorkoutModel

/// Passes the points of several recordings, read one after the other in order of start, on to
/// a writer's stream as the points of one workout, as ``RecordingEditor/combine(_:names:)``
/// joins them: each input's distance-from-start values counted on from the inputs before it
/// (their last value, else their stated distance), the figures of every point gathered
/// (``StreamedFigures``), and when every input is read (``finish()``) the combination of their
/// rests (all but their points) passed on, its totals restated from those figures. Each input
/// holds one workout (``endInput(_:)`` refuses another count). Points that would not be
/// written as the whole combination's are (``ExactStreamCheck`` over the joined stream: times
/// that rise from one input to the next too) stop the stream: ``EditingStream/Stop/inexact``.
final class CombiningStream: StreamStage {
    private let next: any RecordingStream
    /// The inputs' names, in the order they are read.
    private let names: [String]
    /// The combination's UUID.
    private let identity = UUIDGenerator.random()
    private var check = ExactStreamCheck()
    private var figures: StreamedFigures
    /// The rests of the inputs read so far.
    private var rests: [WorkoutRecording] = []
    /// The reader's UUID of the workout of the input being read, once its first points or its end came.
    private var current: UUID?
    /// The index of the input being read, and how many workouts it ended.
    private var input = 0
    private var ended = 0
    /// What the input being read counts its distances on from, and its last distance-from-start value.
    private var distanceOffset = 0.0
    private var lastDistance: Double?
    /// The stated totals the combination left out (``EditedRecording/droppedTotals``).
    private(set) var droppedTotals: [String] = []

    /// The combination of inputs named `names` (in the order they are read), whose rests
    /// combined are `outline`, passed on to `next`.
    init(next: any RecordingStream, outline: WorkoutRecording, names: [String]) {
        self.next = next
        self.names = names
        figures = StreamedFigures(outline, window: EditWindow(from: -.infinity, until: .infinity, includesUntil: true))
    }

    var takesExtraValues: Bool { next.takesExtraValues }

    /// Whether `workout` (a reader's UUID) is the input's one passed on: its first.
    private func passes(_ workout: UUID) -> Bool {
        if current == nil { current = workout }
        return current == workout
    }

    func points(_ batch: PointBatch) throws {
        guard passes(batch.workout) else { return }
        var joined = batch
        joined.workout = identity
        guard check.admits(joined) else { throw EditingStream.Stop.inexact }
        let offset = distanceOffset
        joined = joined.keeping { _, point, hasExtraValues in
            var point = point
            if let distance = point.distance {
                lastDistance = distance
                point.distance = distance + offset
            }
            if let time = point.time?.timeIntervalSinceReferenceDate {
                figures.add(point, at: time, activityType: batch.activityType, hasExtraValues: hasExtraValues)
            }
            return point
        }
        try next.points(joined)
    }

    func endWorkout(_ rest: WorkoutRecording) throws {
        ended += 1
        guard passes(rest.workout.uuid) else { return }
        guard check.admits(rest: rest) else { throw EditingStream.Stop.inexact }
        rests.append(rest)
    }

    func course(_ course: Course) throws {}

    /// Ends the input just read: refuses it unless it held exactly one workout, and counts the
    /// next input's distances on from its last (else from its stated distance).
    func endInput() throws {
        guard ended == 1, let rest = rests.last, rests.count == input + 1 else {
            throw EditError.notOneWorkout(input: names[input], count: ended)
        }
        distanceOffset += lastDistance ?? (try? rest.workout.totalDistance?.doubleValue(for: .meter)) ?? 0
        (input, current, ended, lastDistance) = (input + 1, nil, 0, nil)
    }

    /// Passes the combination of the inputs' rests on, its totals restated from the figures of their points.
    func finish() throws {
        var combined = try RecordingEditor.combine(rests, names: names, points: figures)
        combined.recording.workout.uuid = identity
        droppedTotals = combined.droppedTotals
        try next.endWorkout(combined.recording)
    }
}
