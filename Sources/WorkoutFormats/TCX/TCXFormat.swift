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

    /// A trackpoint's heart rate, cadence and watts, whole numbers as the schemas ask: heart
    /// rate and cadence (at most 254) an unsigned byte, watts an unsigned 16-bit number.
    static let heartRate = PointResolution.whole(0.5..<255.5)
    static let cadence = PointResolution.whole(0..<254.5)
    static let watts = PointResolution.whole(0..<65535.5)

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
