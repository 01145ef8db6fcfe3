import Foundation
import WorkoutFormats
import WorkoutModel

/// What an ``Exporter`` writes, and how.
public struct ExportOptions {
    /// The writer of the output format (see ``WorkoutFormats/FormatRegistry/outputWriter(format:output:option:layout:)``).
    public var writer: any RecordingWriter
    /// The workouts, as UUIDs or unambiguous prefixes; empty for every workout the filters let
    /// through (none when only ``courseIDs`` are given).
    public var workoutIDs: [String]
    /// The courses, as UUIDs or unambiguous prefixes; empty for every course when everything
    /// is selected (``selectsEverything``), else none.
    public var courseIDs: [String]
    /// Only workouts of this activity type.
    public var activityType: WorkoutActivityType?
    /// Only workouts starting at or after this date.
    public var since: Date?
    /// Only workouts starting before this date.
    public var until: Date?
    /// Export this version of the workout's route (``/WorkoutStore/WorkoutStore/routeHistory(workout:)``) instead of the current one.
    public var routeVersion: Int?
    /// Refuse, writing nothing, when the format cannot hold everything.
    public var strict: Bool
    /// How the files of a directory export are named (`export --name`); `nil` for
    /// `2024-05-01T0730-running-6f1c2a9b.gpx`.
    public var fileNames: ExportFileNames? = nil
    /// The positions the output withholds from each workout and course (see ``Exporter`` for
    /// how a workout is read then).
    public var privacy: PrivacyFilter

    public init(
        writer: any RecordingWriter, workoutIDs: [String] = [], courseIDs: [String] = [],
        activityType: WorkoutActivityType? = nil, since: Date? = nil, until: Date? = nil, routeVersion: Int? = nil,
        strict: Bool = false, privacy: PrivacyFilter = .none
    ) {
        self.privacy = privacy
        self.writer = writer
        self.workoutIDs = workoutIDs
        self.courseIDs = courseIDs
        self.activityType = activityType
        self.since = since
        self.until = until
        self.routeVersion = routeVersion
        self.strict = strict
    }

    /// Whether every workout is selected (no ID, no filter): an export of everything,
    /// which also carries the courses (the records outside workouts: see `selectsHealthRecords`).
    public var selectsEverything: Bool {
        workoutIDs.isEmpty && courseIDs.isEmpty && activityType == nil && since == nil && until == nil
    }

    /// Whether only courses are selected (`--course` and nothing that selects workouts).
    var selectsOnlyCourses: Bool {
        !courseIDs.isEmpty && workoutIDs.isEmpty && activityType == nil && since == nil && until == nil
    }
}
