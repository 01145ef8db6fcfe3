import Foundation

/// A failure of a pipeline (``Importer``, ``Converter``, ``Exporter``, ``RouteEditor``) that the
/// user caused or must fix. Its ``description`` is the one line to show.
///
/// Errors of the formats (``/WorkoutFormats/FormatError``) and of the store (``/WorkoutStore/StoreError``) pass through
/// the pipelines as they are.
public enum PipelineError: Error, Equatable, CustomStringConvertible {
    /// An input named on the command line does not exist.
    case noSuchFileOrDirectory(String)
    /// A directory named as input cannot be walked.
    case unreadableDirectory(String)
    /// The one input of a conversion does not exist.
    case noSuchFile(String)
    /// A conversion's input (a zip archive) holds more or fewer than one recording.
    case notOneRecording(input: String, count: Int)
    /// An input holds no workout.
    case noWorkout(input: String)
    /// An input read as a format that also holds records outside workouts holds neither.
    case noWorkoutAndNoRecords(input: String)
    /// An input was streamed for its records but its format holds none.
    case holdsNoRecords(format: String)
    /// Several workouts were to go into one output of a format that holds one.
    case oneWorkoutPerFile(format: String, count: Int)
    /// No stored workout matches what an export selected.
    case noMatchingWorkout
    /// A workout went away while it was being exported.
    case deletedDuringExport(UUID)
    /// Cleaning would leave a route with no location; nothing is saved.
    case cleaningWouldEmptyRoute(workout: UUID, locationCount: Int)
    /// A format name that names no writer, given with `option`.
    case unknownOutputFormat(String, option: String, writable: [String])
    /// No output format was named and none follows from the output's file name.
    case missingOutputFormat(option: String, writable: [String])
    /// A table layout was asked for a format that writes no table.
    case layoutNeedsTableOutput
    /// An export's output file is the store it exports from.
    case outputIsTheStore(String)

    /// Whether the error is a usage error (a wrong or missing option) rather than a failure.
    public var isUsageError: Bool {
        switch self {
        case .unknownOutputFormat, .missingOutputFormat, .layoutNeedsTableOutput: return true
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .noSuchFileOrDirectory(let path): return "\(path): no such file or directory"
        case .unreadableDirectory(let path): return "\(path): cannot read the directory"
        case .noSuchFile(let path): return "\(path): no such file"
        case .notOneRecording(let input, let count):
            return "\(input): holds \(count) recordings; convert takes one (import the archive instead)"
        case .noWorkout(let input): return "\(input): holds no workout"
        case .noWorkoutAndNoRecords(let input): return "\(input): holds no workout and no records"
        case .holdsNoRecords(let format): return "read as \(format), which holds no records"
        case .oneWorkoutPerFile(let format, let count):
            return "\(format.uppercased()) holds one workout per file and \(count) were selected: "
                + "give -o DIRECTORY to write one file per workout"
        case .noMatchingWorkout: return "no workout matches"
        case .deletedDuringExport(let uuid): return "workout \(uuid.uuidString) was deleted during the export"
        case .cleaningWouldEmptyRoute(let workout, let count):
            return "cleaning would drop all \(count) locations of the route of workout \(workout.uuidString); nothing saved"
        case .unknownOutputFormat(let name, let option, let writable):
            return "\(option): workoutkit does not write '\(name)' (it writes \(writable.joined(separator: ", ")))"
        case .missingOutputFormat(let option, let writable):
            return "name the output format with \(option) (\(writable.joined(separator: ", ")))"
        case .layoutNeedsTableOutput: return "--csv-layout applies to CSV output only"
        case .outputIsTheStore(let path): return "\(path): is the store being exported; writing it would replace the store"
        }
    }
}
