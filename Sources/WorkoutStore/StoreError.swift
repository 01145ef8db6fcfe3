import Foundation
import WorkoutModel

/// Everything that can go wrong with the store, each with a one-line description
/// a user understands (what, where, why).
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The store file or its folder cannot be created or written.
    case notWritable(path: String, reason: String)
    /// The store's file or folder cannot be written (permissions, a read-only mount): it can only be read.
    case readOnly(path: String)
    /// A temporary file the store needs while saving (in the temporary directory at `path`:
    /// `TMPDIR`) cannot be made, written or read back: the change was rolled back.
    case temporaryFile(path: String, reason: String)
    /// The disk (or file system) holding the store is full: the change was rolled back.
    case full(path: String)
    /// Another process held the store longer than the busy timeout.
    case locked(path: String)
    /// The file exists but is not a workoutkit store (another SQLite database, or not SQLite at all).
    case notAStore(path: String)
    /// No saved workout has this UUID (or UUID prefix).
    case unknownWorkout(String)
    /// A UUID prefix that matches several saved workouts.
    case ambiguousWorkoutID(String, matches: Int)
    /// No saved course has this UUID (or UUID prefix).
    case unknownCourse(String)
    /// A UUID prefix that matches several saved workouts and courses.
    case ambiguousID(String, workouts: Int, courses: Int)
    /// No record outside workouts (quantity or category sample, correlation, activity summary) has this UUID.
    case unknownRecord(String)
    /// No route has this UUID.
    case unknownRoute(UUID)
    /// The workout has no route.
    case noRoute(workout: String)
    /// The workout has several routes, and the request names none of them.
    case severalRoutes(workout: String, count: Int)
    /// The workout's route has no such version (versions are numbered from 1).
    case unknownRouteVersion(workout: String, version: Int, latest: Int)
    /// A new route version was to replace one that is no longer current.
    case routeNotCurrent(UUID)
    /// A recording whose sync version does not exceed the stored one, with other content.
    case syncVersionNotHigher(syncIdentifier: String, stored: Int, given: Int)
    /// A source may not share (write) or read a type.
    case notAuthorized(source: String, type: String, action: String)
    /// An object UUID that is already used by another object in the store.
    case duplicateUUID(UUID)
    /// A value the store refuses (an end before a start, a unit that does not fit a type, ...).
    case invalid(String)
    /// Any other failure of the database engine, with its message.
    case database(String)

    public var description: String {
        switch self {
        case .notWritable(let path, let reason):
            return "cannot write the store at \(path): \(reason)"
        case .readOnly(let path):
            return "the store at \(path) is read-only: it can be read but not changed"
        case .temporaryFile(let path, let reason):
            return "cannot use a temporary file in \(path) (\(reason)): the change was rolled back and nothing of it was saved"
        case .full(let path):
            return "the disk holding the store at \(path) is full: the change was rolled back and nothing of it was saved"
        case .locked(let path):
            return "the store at \(path) is locked by another process; try again when it has finished"
        case .notAStore(let path):
            return "\(path) is not a workoutkit store"
        case .unknownWorkout(let id):
            return "no workout with ID \(id) in the store"
        case .ambiguousWorkoutID(let id, let matches):
            return "workout ID \(id) is ambiguous: it matches \(matches) workouts; give more characters"
        case .unknownCourse(let id):
            return "no course with ID \(id) in the store"
        case .unknownRecord(let id):
            return "no record with ID \(id) in the store"
        case .ambiguousID(let id, let workouts, let courses):
            return "ID \(id) is ambiguous: it matches \(workouts) workout\(workouts == 1 ? "" : "s") and "
                + "\(courses) course\(courses == 1 ? "" : "s"); give more characters"
        case .unknownRoute(let uuid):
            return "no route with UUID \(uuid.uuidString) in the store"
        case .noRoute(let workout):
            return "workout \(workout) has no route"
        case .severalRoutes(let workout, let count):
            return "workout \(workout) has \(count) routes; route versions are kept for workouts with one route"
        case .unknownRouteVersion(let workout, let version, let latest):
            return "the route of workout \(workout) has no version \(version); its versions are 1 to \(latest)"
        case .routeNotCurrent(let uuid):
            return "route \(uuid.uuidString) has been replaced by a newer version in the meantime; nothing was saved"
        case .syncVersionNotHigher(let syncIdentifier, let stored, let given):
            return "recording \(syncIdentifier) has sync version \(given), not higher than the stored version \(stored), and other content"
        case .notAuthorized(let source, let type, let action):
            return "source '\(source)' is not authorized to \(action) \(type)"
        case .duplicateUUID(let uuid):
            return "UUID \(uuid.uuidString) is already used by another object in the store"
        case .invalid(let message):
            return "invalid data: \(message)"
        case .database(let message):
            return "store error: \(message)"
        }
    }
}
