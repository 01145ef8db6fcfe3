import Foundation
import WorkoutFormats
import WorkoutModel

/// An edit made to a recording while a streaming reader hands it out
/// (``EditPipeline/writeStreamed(_:edit:with:to:strict:events:)``): its points change as they
/// pass and the rest of its workout when the workout ends, so that what is written is what
/// ``RecordingEditor`` makes of the whole recording, in memory that does not grow with it.
public enum StreamedEdit {
    /// Every time moved by this many seconds: ``RecordingEditor/shift(_:by:)``.
    case shift(by: TimeInterval)
    /// Local time written as UTC re-tagged in a zone (`nil`: the zone the recording states):
    /// ``RecordingEditor/retag(_:localTimeIn:)`` and ``RecordingEditor/retagInStatedZone(_:input:)``.
    /// The offset is the zone's at the workout's start, read in a first pass as for a trim.
    case retag(in: TimeZone?)
    /// The recording from and to the times `bounds` gives (`nil`: its own start or end), as
    /// ``RecordingEditor/trim(_:from:to:name:)`` trims it. `bounds` is given the recording
    /// without its points (read in a first pass: its workout, with its start, end and time
    /// zone, laps and events), and may throw to refuse it.
    case trim(bounds: (WorkoutRecording) throws -> (from: Date?, to: Date?))
}

/// What a streamed edit does to the points of the workout it edits and to the rest of it.
protocol PointStreamEdit {
    /// The batch's points as the edit leaves them (those it drops left out).
    mutating func edited(_ batch: PointBatch) -> PointBatch
    /// The rest of the workout (all but its points) as the edit leaves it, once every point passed.
    mutating func edited(rest: WorkoutRecording) -> EditedRecording
}

/// ``StreamedEdit/shift(by:)`` as the points pass, or ``StreamedEdit/retag(in:)`` (a shift
/// by the zone's offset, the rest re-tagged).
struct StreamedShift: PointStreamEdit {
    let seconds: TimeInterval
    /// The zone the rest is re-tagged in, for a re-tag.
    var zone: TimeZone?

    func edited(_ batch: PointBatch) -> PointBatch {
        var batch = batch
        for index in batch.points.indices { batch.points[index].time = batch.points[index].time?.addingTimeInterval(seconds) }
        return batch
    }

    func edited(rest: WorkoutRecording) -> EditedRecording {
        guard let zone else { return RecordingEditor.shift(rest, by: seconds) }
        return RecordingEditor.retag(rest, localTimeIn: zone)
    }
}

/// Passes a reader's stream on to a writer's with an edit made to it (``PointStreamEdit``).
/// The input holds one workout, as for every edit: a second one is not passed on, and
/// ``finish()`` refuses the input, naming how many it holds (before the output is complete,
/// so nothing is written). The edited workout's end is held until then too, so that a refused
/// input's first workout is not reported on (its losses) either. Courses are not passed on (an edit reads workouts). The workout
/// gets a new UUID when its first points pass, as ``RecordingEditor``'s results get new
/// identities. Points that would not be written as the whole recording's are
/// (``ExactStreamCheck``) stop the stream, before anything is reported: ``Stop/inexact``.
final class EditingStream: StreamStage {
    /// Why the stream stopped.
    enum Stop: Error {
        /// The points do not stream as the whole recording is read (``ExactStreamCheck``).
        case inexact
    }

    private let next: any RecordingStream
    private var edit: any PointStreamEdit
    private let input: String
    /// The reader's UUID of the workout passed on (the first), once its first points or its end came.
    private var first: UUID?
    /// The workout's new UUID.
    private let identity = UUIDGenerator.random()
    private var ended = 0
    private var check = ExactStreamCheck()
    /// The stated totals the edit of the rest left out (``EditedRecording/droppedTotals``).
    private(set) var droppedTotals: [String] = []
    /// The edited workout passed on, once it ended.
    private(set) var workout: Workout?
    /// Whether the edited end waits for ``finish()``; the end held meanwhile.
    private let holdsEnd: Bool
    private var heldEnd: WorkoutRecording?

    /// `holdingEnd`: the edited end is passed on by ``finish()`` (to a writer), not when the
    /// reader ends the workout (to a pass that does not finish the stage: the hidden ends' passes).
    init(next: any RecordingStream, edit: any PointStreamEdit, input: String, holdingEnd: Bool = true) {
        self.next = next
        self.edit = edit
        self.input = input
        holdsEnd = holdingEnd
    }

    var takesExtraValues: Bool { next.takesExtraValues }

    /// Whether `workout` (a reader's UUID) is the one passed on: the first one.
    private func passes(_ workout: UUID) -> Bool {
        if first == nil { first = workout }
        return first == workout
    }

    func points(_ batch: PointBatch) throws {
        guard passes(batch.workout) else { return }
        guard check.admits(batch) else { throw Stop.inexact }
        var batch = edit.edited(batch)
        guard !batch.points.isEmpty else { return }
        batch.workout = identity
        try next.points(batch)
    }

    func endWorkout(_ rest: WorkoutRecording) throws {
        ended += 1
        guard passes(rest.workout.uuid) else { return }
        guard check.admits(rest: rest) else { throw Stop.inexact }
        var edited = edit.edited(rest: rest)
        edited.recording.workout.uuid = identity
        droppedTotals = edited.droppedTotals
        workout = edited.recording.workout
        if holdsEnd {
            heldEnd = edited.recording
        } else {
            try next.endWorkout(edited.recording)
        }
    }

    func course(_ course: Course) throws {}

    /// Refuses an input that did not hold exactly one workout; else passes its edited end on.
    func finish() throws {
        guard ended == 1 else { throw EditError.notOneWorkout(input: input, count: ended) }
        if let heldEnd { try next.endWorkout(heldEnd) }
        heldEnd = nil
    }
}
