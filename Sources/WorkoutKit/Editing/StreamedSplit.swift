import Foundation
import WorkoutFormats
import WorkoutModel

/// A split made while a streaming reader hands the recording out
/// (``EditPipeline/writeStreamedSplit(_:split:with:into:strict:events:)``): each part's points
/// are written to its file as they are read, and each part's laps, events and totals when the
/// workout ends, so that each file is the one ``RecordingEditor``'s split of the whole recording
/// writes. The parts' bounds come from the recording without its points, read in a first pass.
public enum StreamedSplit {
    /// At the times `times` gives the recording without its points (which holds its start,
    /// end and time zone, to read clock times by): ``RecordingEditor/split(_:at:name:)``.
    case at(times: (WorkoutRecording) throws -> [Date])
    /// Where each lap after the first begins: ``RecordingEditor/splitAtLaps(_:name:)``.
    case laps
    /// At every pause, or gap without records, of at least this many seconds (the gaps read in
    /// the first pass): ``RecordingEditor/split(_:atPausesOf:name:)``.
    case atPauses(TimeInterval)

    /// The gaps between records the first pass gathers: those of at least this many seconds.
    var gapSeconds: Double? {
        if case .atPauses(let seconds) = self { return seconds }
        return nil
    }
}

/// Deals a reader's stream out to the parts of a split, each an ``EditingStream`` trimming
/// the workout to its window (``StreamedTrim``): every point goes to the one part whose window
/// holds its time (found by halving, not by asking each part), and every part gets the rest of
/// the workout when it ends. A part that begins is first shown the last point before it with a
/// distance from start, which its trim leaves out but counts its distances from, as
/// ``RecordingEditor``'s parts count from the last value before them. The points must come in
/// time order, each with a time (``ExactStreamCheck``, over the whole stream); where they do
/// not, the stream stops: ``EditingStream/Stop/inexact``.
final class SplittingStream: StreamStage {
    /// The parts, in the windows' order.
    let parts: [EditingStream]
    private let windows: [EditWindow]
    private var check = ExactStreamCheck()
    /// The part the last point went to.
    private var current: Int?
    /// The last point with a distance from start so far: its batch and its index there.
    private var lastDistance: (batch: PointBatch, index: Int)?

    /// The events the split adds to the workout's own (a split at pauses: a pause for each gap).
    private let addedEvents: [WorkoutEvent]

    /// The split of the workout `outline` (its recording without its points, `addedEvents`
    /// among its events) into `windows` (in time order, covering all time), each part passed on
    /// to the stream of `parts` at its index.
    init(parts: [any RecordingStream], outline: WorkoutRecording, windows: [EditWindow], addedEvents: [WorkoutEvent],
         input: String) {
        self.windows = windows
        self.addedEvents = addedEvents
        self.parts = zip(parts, windows).map { next, window in
            EditingStream(next: next, edit: StreamedTrim(outline, to: window), input: input)
        }
    }

    var takesExtraValues: Bool { parts.allSatisfy(\.takesExtraValues) }

    func points(_ batch: PointBatch) throws {
        guard check.admits(batch) else { throw EditingStream.Stop.inexact }
        var runStart = 0
        var runPart: Int?
        for (index, point) in batch.points.enumerated() {
            guard let time = point.time?.timeIntervalSinceReferenceDate else { throw EditingStream.Stop.inexact }
            let part = WindowRecords.index(of: time, in: windows)
            if part != runPart {
                try deal(batch, runStart..<index, to: runPart)
                (runStart, runPart) = (index, part)
                if let part, part != current { try begin(part) }
            }
            if point.distance != nil { lastDistance = (batch, index) }
        }
        try deal(batch, runStart..<batch.points.count, to: runPart)
    }

    /// Passes the points of `batch` in `range` on to `part`.
    private func deal(_ batch: PointBatch, _ range: Range<Int>, to part: Int?) throws {
        guard let part, !range.isEmpty else { return }
        guard range.count < batch.points.count else { return try parts[part].points(batch) }
        try parts[part].points(batch.keeping { index, point, _ in range.contains(index) ? point : nil })
    }

    /// Makes `part` the current one, showing it the last point before it with a distance from start.
    private func begin(_ part: Int) throws {
        current = part
        guard let last = lastDistance else { return }
        try parts[part].points(last.batch.keeping { index, point, _ in index == last.index ? point : nil })
    }

    func endWorkout(_ rest: WorkoutRecording) throws {
        guard check.admits(rest: rest) else { throw EditingStream.Stop.inexact }
        var rest = rest
        rest.workout.events += addedEvents
        for part in parts { try part.endWorkout(rest) }
    }

    func course(_ course: Course) throws {}

    /// Refuses an input that did not hold exactly one workout (each part's ``EditingStream/finish()``).
    func finish() throws {
        for part in parts { try part.finish() }
    }
}
