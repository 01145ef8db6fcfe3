import Foundation
import WorkoutModel

extension RecordingEditor {
    /// `recording` from `start` to `end`, both included (`nil`: the recording's own start or
    /// end), its totals restated for that time (see ``RecordingEditor``). `name` names the
    /// input in errors.
    ///
    /// - Throws: ``EditError/trimKeepsNothing(input:from:to:)`` when `start` is not before
    ///   `end`; ``EditError/timeOutsideRecording(input:what:time:start:end:)`` when either lies
    ///   outside the recording.
    public static func trim(_ recording: WorkoutRecording, from start: Date? = nil, to end: Date? = nil,
                            name: String) throws -> EditedRecording {
        var part = Self.part(of: recording, in: try trimWindow(of: recording.workout, from: start, to: end, name: name))
        part.recording = part.recording.renewingIdentities()
        return part
    }

    /// The window a trim of `workout` from `start` to `end` keeps (see ``trim(_:from:to:name:)``).
    static func trimWindow(of workout: Workout, from start: Date?, to end: Date?, name: String) throws -> EditWindow {
        let from = start ?? workout.startDate, to = end ?? workout.endDate
        for (time, what) in [(start, "the trim's start"), (end, "the trim's end")] {
            guard let time, time < workout.startDate || time > workout.endDate else { continue }
            throw EditError.timeOutsideRecording(input: name, what: what, time: time, start: workout.startDate, end: workout.endDate)
        }
        guard from < to else { throw EditError.trimKeepsNothing(input: name, from: from, to: to) }
        return EditWindow(from: from.timeIntervalSinceReferenceDate, until: to.timeIntervalSinceReferenceDate, includesUntil: true)
    }

    /// `recording` without its first `skipStart` and last `skipEnd` seconds (see ``trim(_:from:to:name:)``).
    public static func trim(_ recording: WorkoutRecording, skippingStart skipStart: TimeInterval,
                            skippingEnd skipEnd: TimeInterval, name: String) throws -> EditedRecording {
        let workout = recording.workout
        return try trim(recording, from: skipStart > 0 ? workout.startDate.addingTimeInterval(skipStart) : nil,
                        to: skipEnd > 0 ? workout.endDate.addingTimeInterval(-skipEnd) : nil, name: name)
    }
}
