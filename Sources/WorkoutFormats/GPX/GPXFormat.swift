import Foundation
import WorkoutModel

/// The namespaces, names and conventions of GPX shared by its reader and writer.
enum GPXFormat {
    static let descriptor = FormatDescriptor(
        name: "gpx", fileExtensions: ["gpx"],
        summary: "GPS Exchange Format 1.0/1.1 tracks with Garmin, Strava and Cluetrust extensions")

    static let gpx10 = "http://www.topografix.com/GPX/1/0"
    static let gpx11 = "http://www.topografix.com/GPX/1/1"
    static let trackPointExtensionV1 = "http://www.garmin.com/xmlschemas/TrackPointExtension/v1"
    static let trackPointExtensionV2 = "http://www.garmin.com/xmlschemas/TrackPointExtension/v2"
    static let gpxExtensionsV3 = "http://www.garmin.com/xmlschemas/GpxExtensions/v3"
    static let powerExtensionV1 = "http://www.garmin.com/xmlschemas/PowerExtension/v1"
    /// A misspelling of the PowerExtension namespace that some exporters write.
    static let powerExtensionV1Misspelt = "http://www.garmin.com/xmlschemas/PowerExtensionv1.xsd"
    static let cluetrustGPXData = "http://www.cluetrust.com/XML/GPXDATA/1/0"

    /// A track point's `gpxtpx:hr` and `gpxtpx:cad`, whole numbers as TrackPointExtension v2
    /// asks: an unsigned byte, heart rates from 1.
    static let heartRate = PointResolution.whole(0.5..<255.5)
    static let cadence = PointResolution.whole(0..<255.5)

    /// Course metadata key: the GPX element the course was read from (`rte` or `trk`), written back as the same.
    static let elementKey = "WKGPXElement"
    /// Course metadata key: the GPX `type` of the route or track.
    static let typeKey = "WKGPXType"

    /// Whether a namespace is GPX's own (1.0, 1.1, or none at all, as some writers do).
    static func isCore(_ namespaceURI: String) -> Bool {
        namespaceURI == gpx11 || namespaceURI == gpx10 || namespaceURI.isEmpty
    }

    /// The activity type for a track's `<type>`: Strava's activity numbers, Garmin
    /// Connect's names (`road_biking`), or HealthKit's names.
    static func activityType(_ text: String) -> WorkoutActivityType {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let number = Int(key) {
            switch number {
            case 1, 17, 18, 19: return .cycling
            case 9, 33: return .running
            case 10: return .walking
            case 4: return .hiking
            case 16: return .swimming
            case 22: return .rowing
            case 2: return .downhillSkiing
            case 7: return .crossCountrySkiing
            case 12: return .snowboarding
            case 20, 21, 23: return .paddleSports
            case 26: return .elliptical
            case 30: return .yoga
            default: return .other
            }
        }
        if let named = WorkoutActivityType(name: key) { return named }
        let words: [(String, WorkoutActivityType)] = [
            ("bik", .cycling), ("cycl", .cycling), ("ride", .cycling), ("run", .running), ("walk", .walking),
            ("hik", .hiking), ("swim", .swimming), ("row", .rowing), ("paddl", .paddleSports),
            ("kayak", .paddleSports), ("canoe", .paddleSports), ("ski", .crossCountrySkiing),
        ]
        return words.first { key.contains($0.0) }?.1 ?? .other
    }

    /// The `<type>` text written for an activity type (Garmin Connect's style).
    static func typeName(_ type: WorkoutActivityType) -> String { type.name }
}
