import Foundation
import WorkoutModel

/// The namespaces, names and conventions of TCX (Garmin Training Center Database v2)
/// shared by its reader and writer.
enum TCXFormat {
    static let descriptor = FormatDescriptor(
        name: "tcx", fileExtensions: ["tcx"],
        summary: "Garmin Training Center Database v2: activities, laps, trackpoints, heart rate, cadence, watts")

    static let trainingCenterDatabase = "http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"
    static let activityExtension = "http://www.garmin.com/xmlschemas/ActivityExtension/v2"

    /// Whether a namespace is TCX's own (or none, as a few writers do).
    static func isCore(_ namespaceURI: String) -> Bool {
        namespaceURI == trainingCenterDatabase || namespaceURI.isEmpty
    }

    /// Where the times begin that the TCX writer makes up for a course without times (the
    /// schema requires a `Time` on every `Trackpoint` and `CoursePoint`): 1970-01-01T00:00:00Z,
    /// then one second per metre along the course. The TCX reader reads a course whose first
    /// time is this one as a course without times.
    static let madeUpCourseTimeOrigin = Date(timeIntervalSince1970: 0)

    /// The `CoursePoint` `PointType`s of the schema.
    static let coursePointTypes = [
        "Generic", "Summit", "Valley", "Water", "Food", "Danger", "Left", "Right", "Straight", "First Aid",
        "4th Category", "3rd Category", "2nd Category", "1st Category", "Hors Category", "Sprint",
    ]

    /// Sets a device's software version from a `Creator`'s `Version` (`VersionMajor`,
    /// `VersionMinor`); 0.0 is no version (the TCX writer puts it where it knows none).
    static func setSoftwareVersion(of device: inout Device, from version: [String: String]) {
        if let major = version["VersionMajor"], major != "0" || (version["VersionMinor"] ?? "0") != "0" {
            device.softwareVersion = [major, version["VersionMinor"]].compactMap { $0 }.joined(separator: ".")
        }
    }

    /// The activity type for an `Activity`'s `Sport` attribute (Running, Biking, Other).
    static func activityType(sport: String?) -> WorkoutActivityType {
        switch sport?.lowercased() {
        case "running": return .running
        case "biking": return .cycling
        default: return .other
        }
    }

    /// The `Sport` attribute for an activity type: TCX knows only three.
    static func sport(_ type: WorkoutActivityType) -> String {
        switch type {
        case .running, .walking, .hiking, .trackAndField: return "Running"
        case .cycling, .handCycling: return "Biking"
        default: return "Other"
        }
    }
}

/// Metadata keys of lap events, as TCX laps (and FIT laps) carry them. Speeds are
/// quantities in m/s, heart rates in count/min, power in W; the rest are plain values.
public enum LapMetadataKey {
    /// `HKAverageSpeed`: the lap's average speed.
    public static let averageSpeed = MetadataKey.averageSpeed
    /// `HKMaximumSpeed`: the lap's maximum speed.
    public static let maximumSpeed = MetadataKey.maximumSpeed
    public static let averageHeartRate = "WKAverageHeartRate"
    public static let maximumHeartRate = "WKMaximumHeartRate"
    /// Average cadence (TCX `Cadence` of a lap, or `AvgRunCadence`), an integer.
    public static let averageCadence = "WKAverageCadence"
    /// Maximum cadence (`MaxBikeCadence` or `MaxRunCadence`), an integer.
    public static let maximumCadence = "WKMaximumCadence"
    public static let averagePower = "WKAveragePower"
    public static let maximumPower = "WKMaximumPower"
    /// Steps in the lap, an integer.
    public static let steps = "WKSteps"
    /// `Active` or `Resting`.
    public static let intensity = "WKLapIntensity"
    /// What ended the lap: `Manual`, `Distance`, `Location`, `Time` or `HeartRate`.
    public static let triggerMethod = "WKLapTriggerMethod"
    /// Free text attached to the lap.
    public static let notes = MetadataKey.notes
}
