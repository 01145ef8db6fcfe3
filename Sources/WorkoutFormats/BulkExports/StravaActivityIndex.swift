import Foundation
import WorkoutModel

/// The `activities.csv` of a Strava bulk export: one row per activity, naming the
/// recording file (`activities/123.fit.gz`) with the activity's name, type and
/// description. Importing the export gives each file's workout its `WKName`,
/// `WKNotes` and activity type from here.
public struct StravaActivityIndex: BulkExportIndex {
    /// The index's file name at the root of the export.
    public static let fileName = "activities.csv"

    /// What the index says about one activity.
    public struct Activity: Sendable, Hashable {
        public var name: String?
        /// Strava's activity type as written (`Ride`, `Virtual Ride`).
        public var stravaType: String?
        public var description: String?

        /// The activity type Strava's type stands for, or `nil` when it has none.
        public var activityType: WorkoutActivityType? { stravaType.flatMap(StravaActivityIndex.activityType(forStravaType:)) }
    }

    /// Activities by their file name, lower case, without a `.gz`.
    private var activitiesByFile: [String: Activity] = [:]

    /// How many activities name a file.
    public var count: Int { activitiesByFile.count }

    /// An empty index.
    public init() {}

    /// Reads an `activities.csv` and adds its activities.
    ///
    /// - Throws: ``FormatError`` when it is not valid CSV or lacks the `Filename` column.
    public mutating func add(from source: any ByteSource, name: String) throws {
        let records = CSVRecordReader(source: source, name: name)
        guard let header = try records.next() else { throw FormatError.malformed(file: name, at: nil, reason: "the file is empty") }
        guard let fileColumn = header.firstIndex(of: "Filename") else {
            throw FormatError.malformed(file: name, at: .line(1), reason: "a Strava activities.csv has a “Filename” column; this one has none")
        }
        // Strava repeats some column names further right; the first of each is the one described.
        let nameColumn = header.firstIndex(of: "Activity Name")
        let typeColumn = header.firstIndex(of: "Activity Type")
        let descriptionColumn = header.firstIndex(of: "Activity Description")
        var activities: [String: Activity] = [:]
        while let cells = try records.next() {
            func cell(_ index: Int?) -> String? {
                guard let index, index < cells.count else { return nil }
                let text = cells[index].trimmingCharacters(in: .whitespacesAndNewlines)
                return text.isEmpty ? nil : text
            }
            guard let file = cell(fileColumn) else { continue }  // manual activities have no file
            activities[Self.key(file)] = Activity(name: cell(nameColumn), stravaType: cell(typeColumn), description: cell(descriptionColumn))
        }
        activitiesByFile.merge(activities) { _, added in added }
    }

    /// What the index says about the entry at `entryName` (relative to the export's root).
    public func activity(forEntry entryName: String) -> Activity? {
        activitiesByFile[Self.key(entryName)]
    }

    /// The recording with the name, notes and activity type the index gives for its entry.
    public func annotate(_ recording: WorkoutRecording, entryName: String) -> WorkoutRecording {
        guard let activity = activity(forEntry: entryName) else { return recording }
        var annotated = recording
        if let name = activity.name { annotated.workout.metadata[MetadataKey.name] = .string(name) }
        if let description = activity.description { annotated.workout.metadata[MetadataKey.notes] = .string(description) }
        if let type = activity.activityType { annotated.workout.activityType = type }
        if let stravaType = activity.stravaType, stravaType.lowercased().hasPrefix("virtual") {
            annotated.workout.metadata[MetadataKey.indoorWorkout] = .bool(true)
        }
        return annotated
    }

    private static func key(_ file: String) -> String {
        var key = file.lowercased()
        if key.hasPrefix("./") { key.removeFirst(2) }
        if key.hasSuffix(".gz") { key.removeLast(3) }
        return key
    }

    /// Strava's activity types (as `activities.csv` writes them, with or without
    /// spaces) and the HealthKit types they stand for.
    static func activityType(forStravaType stravaType: String) -> WorkoutActivityType? {
        let key = stravaType.lowercased().filter { $0.isLetter }
        switch key {
        case "ride", "virtualride", "ebikeride", "mountainbikeride", "gravelride", "emountainbikeride", "velomobile":
            return .cycling
        case "handcycle": return .handCycling
        case "run", "virtualrun", "trailrun": return .running
        case "walk": return .walking
        case "hike": return .hiking
        case "swim": return .swimming
        case "rowing", "virtualrow": return .rowing
        case "kayaking", "canoeing", "standuppaddling": return .paddleSports
        case "surfing", "kitesurf", "windsurf": return .surfingSports
        case "sail": return .sailing
        case "alpineski", "backcountryski": return .downhillSkiing
        case "nordicski", "rollerski": return .crossCountrySkiing
        case "snowboard": return .snowboarding
        case "snowshoe": return .snowSports
        case "iceskate", "inlineskate", "skateboard": return .skatingSports
        case "rockclimbing": return .climbing
        case "weighttraining": return .traditionalStrengthTraining
        case "crossfit": return .crossTraining
        case "highintensityintervaltraining": return .highIntensityIntervalTraining
        case "elliptical": return .elliptical
        case "stairstepper": return .stairClimbing
        case "yoga": return .yoga
        case "pilates": return .pilates
        case "golf": return .golf
        case "soccer": return .soccer
        case "tennis": return .tennis
        case "pickleball": return .pickleball
        case "badminton": return .badminton
        case "tabletennis": return .tableTennis
        case "squash": return .squash
        case "racquetball": return .racquetball
        case "wheelchair": return .wheelchairRunPace
        case "workout": return .other
        default: return nil
        }
    }
}
