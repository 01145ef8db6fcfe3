import ArgumentParser
import Foundation
import PostgreSQLStore
import StoreCopy
import WorkoutKit

/// `--store PATH` (or a PostgreSQL store URL), shared by every command that uses the store.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The store file, or a postgresql:// store URL.", valueName: "path"))
    var store: String?

    /// The store path: `--store`, else the default location.
    var path: String {
        store ?? WorkoutStore.defaultPath(environment: ProcessInfo.processInfo.environment)
    }

    /// Opens the store, creating it when needed: a SQLite store file, or a PostgreSQL store
    /// URL (printing libpq's warnings about the password file).
    func open() throws -> WorkoutStore {
        guard let configuration = try postgreSQLConfiguration() else { return try WorkoutStore(path: path) }
        for warning in configuration.warnings { Console.message(warning) }
        return try WorkoutStore(postgreSQL: configuration)
    }

    /// The PostgreSQL store the options name, `nil` for a SQLite store file.
    func postgreSQLConfiguration() throws -> PostgreSQLConfiguration? {
        guard case .postgreSQL(let configuration) = try StoreLocation(path) else { return nil }
        return configuration
    }
}

/// `--type`, `--since` and `--until`: which workouts a command looks at.
struct WorkoutFilterOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Only workouts of this activity type (running, cycling, ...).", valueName: "activity"))
    var type: String?

    @OptionGroup var dates: DateRangeOptions

    func validate() throws {
        _ = try activityType()
        _ = try dates.dates()
    }

    func activityType() throws -> WorkoutActivityType? {
        guard let type else { return nil }
        guard let activity = WorkoutActivityType(name: type) else {
            throw ValidationError("--type: '\(type)' is not an activity type (running, cycling, walking, hiking, swimming, rowing, other, ...)")
        }
        return activity
    }

    /// Whether no option narrows the selection (courses, which have no activity and no date, are then listed too).
    var selectsEveryWorkout: Bool { type == nil && dates.since == nil && dates.until == nil }

    /// The store query these options describe.
    func query(uuids: [UUID]? = nil) throws -> WorkoutQuery {
        let (since, until) = try dates.dates()
        return WorkoutQuery(activityType: try activityType(), since: since, until: until, uuids: uuids)
    }
}

/// A failure the user caused or must fix, printed as one line; exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs `body`, turning a pipeline's usage errors (a wrong or missing option) into
/// ArgumentParser's, which print the usage and exit with status 2.
func usage<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as PipelineError where error.isUsageError {
        throw ValidationError(error.description)
    }
}

extension TableLayout: ExpressibleByArgument {}
