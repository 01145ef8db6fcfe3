import Foundation
import WorkoutModel

/// Why an edit of recordings (``RecordingEditor``, ``EditPipeline``) was refused; nothing is
/// written or saved. Its ``description`` is the one line to show, naming the input.
public enum EditError: Error, Equatable, CustomStringConvertible {
    /// A time given for a trim or a split is not inside the recording (`what` names it: `--at`).
    case timeOutsideRecording(input: String, what: String, time: Date, start: Date, end: Date)
    /// A trim would keep nothing: its start is not before its end.
    case trimKeepsNothing(input: String, from: Date, to: Date)
    /// A split found nowhere to cut (`reason`: `no pause of 300 s or more`, `fewer than two laps`).
    case nothingToSplitAt(input: String, reason: String)
    /// Recordings to combine overlap in time: they are not consecutive.
    case overlappingRecordings(first: String, second: String, overlap: TimeInterval)
    /// Recordings to combine are of different activities.
    case differentActivities(first: String, firstType: String, second: String, secondType: String)
    /// An edit takes inputs that hold exactly one workout each.
    case notOneWorkout(input: String, count: Int)
    /// Combine takes at least two recordings.
    case tooFewRecordings(count: Int)
    /// Merge takes at least two recordings.
    case tooFewRecordingsToMerge(count: Int)
    /// Recordings to merge do not overlap in time: they are not of one activity.
    case recordingsDoNotOverlap(first: String, firstStart: Date, firstEnd: Date, second: String, secondStart: Date, secondEnd: Date)
    /// `shift --utc-offset auto` was given a recording that states no time zone of its own
    /// (no `HKTimeZone`: no FIT `local_timestamp`, no GPX offset).
    case noTimeZoneStated(input: String)
    /// A merge was told to take `what` (`positions`, a type's short name) from an input that holds none.
    case nothingToTake(input: String, what: String)

    public var description: String {
        switch self {
        case .timeOutsideRecording(let input, let what, let time, let start, let end):
            return "\(input): \(what) \(Timestamp.string(time)) is outside the recording (\(Timestamp.string(start)) to \(Timestamp.string(end)))"
        case .trimKeepsNothing(let input, let from, let to):
            return "\(input): the trim would keep nothing (from \(Timestamp.string(from)) to \(Timestamp.string(to)))"
        case .nothingToSplitAt(let input, let reason):
            return "\(input): nothing to split at (\(reason)); nothing written"
        case .overlappingRecordings(let first, let second, let overlap):
            return "\(first) and \(second) overlap by \(Self.seconds(overlap)): combine takes consecutive recordings"
        case .differentActivities(let first, let firstType, let second, let secondType):
            return "\(first) is \(firstType) and \(second) is \(secondType): combine takes recordings of one activity"
        case .notOneWorkout(let input, let count):
            return "\(input): holds \(count) workouts; an edit takes one"
        case .tooFewRecordings(let count):
            return "combine takes two recordings or more (\(count) given)"
        case .tooFewRecordingsToMerge(let count):
            return "merge takes two recordings or more (\(count) given)"
        case .recordingsDoNotOverlap(let first, let firstStart, let firstEnd, let second, let secondStart, let secondEnd):
            return "\(first) (\(Timestamp.string(firstStart)) to \(Timestamp.string(firstEnd))) and \(second) "
                + "(\(Timestamp.string(secondStart)) to \(Timestamp.string(secondEnd))) do not overlap: merge takes recordings "
                + "of one activity made at the same time (--offset corrects a device's clock); nothing written"
        case .noTimeZoneStated(let input):
            return "\(input): states no time zone (no FIT local_timestamp, no offset on every GPX time, no HKTimeZone); "
                + "give --utc-offset an offset (+02:00) or a zone (Europe/Berlin); nothing written"
        case .nothingToTake(let input, let what):
            return "\(input) holds no \(what) to take; nothing written"
        }
    }

    /// `12 s`, `0.5 s`.
    private static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
