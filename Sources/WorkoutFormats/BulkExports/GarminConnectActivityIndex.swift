import Foundation
import WorkoutModel

/// The activity summaries of a Garmin Connect account export ("Export Your Data"):
/// `DI_CONNECT/DI-Connect-Fitness/<user>_<n>_summarizedActivities.json`, a JSON array of
/// objects whose `summarizedActivitiesExport` member lists one object per activity
/// (`activityId`, `name`, `activityType`, `description`, `beginTimestamp`, ...).
/// Importing the export gives each recording's workout its `WKName`, `WKNotes` and
/// activity type from here, as ``StravaActivityIndex`` does for Strava's exports.
///
/// A recording is matched to its activity by the number in its file name when the name
/// is Garmin's per-activity one (`<activityId>_ACTIVITY.fit`, `<activityId>.fit`), else by
/// its start: Garmin's `beginTimestamp` (milliseconds since 1970, UTC; `startTimeGmt` in
/// older exports) is the FIT session's `start_time`. The files of the account export's
/// `UploadedFiles_*.zip` are named by upload, not by activity, so for them the start is
/// the key; it is compared to the whole second.
public struct GarminConnectActivityIndex: BulkExportIndex {
    /// What the export says about one activity.
    public struct Activity: Sendable, Hashable {
        public var activityID: Int?
        public var name: String?
        /// Garmin's activity type key as written (`running`, `indoor_cycling`).
        public var garminType: String?
        public var description: String?
        /// The activity's start, in whole seconds since 1970 (UTC).
        public var startSecond: Int?

        /// The activity type Garmin's type key stands for, or `nil` when it has none.
        public var activityType: WorkoutActivityType? {
            garminType.flatMap(GarminConnectActivityIndex.activityType(forGarminType:))
        }

        /// Whether Garmin's type is an indoor one (treadmill, trainer, virtual ride, pool).
        public var isIndoor: Bool {
            guard let key = garminType?.lowercased() else { return false }
            return key.hasPrefix("indoor_") || key.hasPrefix("virtual_") || key.hasPrefix("treadmill_") || key == "lap_swimming"
        }
    }

    private var byID: [Int: Activity] = [:]
    private var byStart: [Int: Activity] = [:]

    /// How many activities the index holds.
    public var count: Int { byID.count }

    /// Whether an entry's path names a summarized-activities file of a Garmin Connect export.
    public static func isSummaryFile(_ path: String) -> Bool {
        path.lowercased().hasSuffix("summarizedactivities.json")
    }

    /// Whether an entry's path lies in the uploaded-files folder of a Garmin Connect export,
    /// where the original recordings (and the zips holding them) are.
    public static func isUploadedFile(_ path: String) -> Bool {
        path.lowercased().contains("di-connect-uploaded-files/")
    }

    /// An empty index.
    public init() {}

    /// The largest summary file read (a summary lists about 1 KB per activity).
    public static let maximumFileBytes = 256 << 20

    /// Reads one `*_summarizedActivities.json` and adds its activities.
    ///
    /// - Throws: ``FormatError`` when it is not JSON, is larger than ``maximumFileBytes``,
    ///   or lacks the `summarizedActivitiesExport` lists.
    public mutating func add(from source: any ByteSource, name: String) throws {
        let bytes = try source.readAll(limit: Self.maximumFileBytes)
        let document: JSONValue
        do {
            document = try bytes.withUnsafeBufferPointer { try JSONParser.parse($0) }
        } catch let error as JSONSyntaxError {
            throw FormatError.malformed(file: name, at: .byteOffset(max(0, error.column - 1)), reason: error.reason)
        }
        // Garmin wraps the list in an array of one object; a bare object is accepted too.
        let wrappers: [JSONValue]
        switch document {
        case .array(let items): wrappers = items
        case .object: wrappers = [document]
        default: wrappers = []
        }
        var lists = 0
        for wrapper in wrappers {
            guard case .array(let activities)? = wrapper["summarizedActivitiesExport"] else { continue }
            lists += 1
            for entry in activities { add(Self.activity(from: entry)) }
        }
        guard lists > 0 else {
            throw FormatError.malformed(
                file: name, at: nil, reason: "a Garmin Connect summary lists activities under “summarizedActivitiesExport”; this one does not")
        }
    }

    private mutating func add(_ activity: Activity) {
        if let id = activity.activityID { byID[id] = activity }
        if let start = activity.startSecond { byStart[start] = activity }
    }

    private static func activity(from value: JSONValue) -> Activity {
        func text(_ key: String) -> String? {
            guard case .string(let text)? = value[key] else { return nil }
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        }
        func number(_ key: String) -> Double? {
            switch value[key] {
            case .integer(let number)?: return Double(number)
            case .double(let number)?: return number
            default: return nil
            }
        }
        let start = (number("beginTimestamp") ?? number("startTimeGmt")).map { Int(($0 / 1000).rounded()) }
        let id = number("activityId").flatMap { $0.isFinite && abs($0) < 1e15 ? Int($0) : nil }
        return Activity(activityID: id, name: text("name"), garminType: text("activityType"),
                        description: text("description"), startSecond: start)
    }

    /// What the index says about a recording read from the file `entryName`: by the activity
    /// id in Garmin's per-activity file name, else by the workout's start.
    public func activity(for recording: WorkoutRecording, entryName: String) -> Activity? {
        if let id = Self.activityID(inFileName: entryName), let found = byID[id] { return found }
        let start = recording.workout.startDate.timeIntervalSince1970
        guard start.isFinite, abs(start) < 1e15 else { return nil }
        return byStart[Int(start.rounded())]
    }

    /// The recording with the name, notes and activity type the index gives for it.
    public func annotate(_ recording: WorkoutRecording, entryName: String) -> WorkoutRecording {
        guard let activity = activity(for: recording, entryName: entryName) else { return recording }
        var annotated = recording
        if let name = activity.name { annotated.workout.metadata[MetadataKey.name] = .string(name) }
        if let description = activity.description { annotated.workout.metadata[MetadataKey.notes] = .string(description) }
        if let type = activity.activityType { annotated.workout.activityType = type }
        if activity.isIndoor { annotated.workout.metadata[MetadataKey.indoorWorkout] = .bool(true) }
        return annotated
    }

    /// The activity id in a per-activity file name: `123_ACTIVITY.fit` or `123.fit` (gzipped or not).
    static func activityID(inFileName path: String) -> Int? {
        var name = Substring(path.split(separator: "/").last ?? Substring(path))
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        if name.uppercased().hasSuffix("_ACTIVITY") { name = name.dropLast("_ACTIVITY".count) }
        guard !name.isEmpty, name.count <= 15, name.allSatisfy(\.isASCII), name.allSatisfy(\.isNumber) else { return nil }
        return Int(name)
    }

    /// Garmin Connect's activity type keys and the HealthKit types they stand for.
    static func activityType(forGarminType garminType: String) -> WorkoutActivityType? {
        switch garminType.lowercased() {
        case "running", "street_running", "track_running", "trail_running", "treadmill_running", "indoor_running",
             "virtual_run", "ultra_run", "obstacle_run":
            return .running
        case "cycling", "road_biking", "mountain_biking", "gravel_cycling", "indoor_cycling", "virtual_ride",
             "cyclocross", "downhill_biking", "bmx", "recumbent_cycling", "track_cycling", "e_bike_fitness",
             "e_bike_mountain":
            return .cycling
        case "hand_cycling", "indoor_hand_cycling": return .handCycling
        case "walking", "casual_walking", "speed_walking", "indoor_walking": return .walking
        case "hiking": return .hiking
        case "swimming", "lap_swimming", "open_water_swimming": return .swimming
        case "multi_sport", "triathlon", "duathlon": return .swimBikeRun
        case "rowing", "indoor_rowing": return .rowing
        case "kayaking", "paddling", "stand_up_paddleboarding", "whitewater_rafting_kayaking": return .paddleSports
        case "surfing", "kiteboarding", "windsurfing": return .surfingSports
        case "sailing": return .sailing
        case "resort_skiing_snowboarding_ws", "resort_skiing", "backcountry_skiing", "skate_skiing_ws": return .downhillSkiing
        case "cross_country_skiing_ws", "cross_country_classic_skiing": return .crossCountrySkiing
        case "resort_snowboarding", "backcountry_snowboarding": return .snowboarding
        case "snow_shoe_ws": return .snowSports
        case "inline_skating", "skating_ws": return .skatingSports
        case "rock_climbing", "indoor_climbing", "bouldering", "mountaineering": return .climbing
        case "strength_training": return .traditionalStrengthTraining
        case "hiit": return .highIntensityIntervalTraining
        case "cardio", "indoor_cardio": return .mixedCardio
        case "elliptical": return .elliptical
        case "stair_climbing", "floor_climbing": return .stairClimbing
        case "yoga": return .yoga
        case "pilates": return .pilates
        case "breathwork", "meditation": return .mindAndBody
        case "golf": return .golf
        case "tennis": return .tennis
        case "pickleball": return .pickleball
        case "badminton": return .badminton
        case "table_tennis": return .tableTennis
        case "squash": return .squash
        case "racquetball": return .racquetball
        case "soccer": return .soccer
        case "other", "uncategorized": return .other
        default: return nil
        }
    }
}
