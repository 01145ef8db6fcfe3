/// One metadata value, as HealthKit's metadata dictionaries allow: a string, a
/// number, a Boolean or a quantity.
///
/// Integers and floating-point numbers are kept apart so that a value read from
/// JSON is written back exactly as it came (`5` stays `5`, `5.0` stays `5.0`).
public enum MetadataValue: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case integer(Int)
    case double(Double)
    case bool(Bool)
    case quantity(Quantity)

    public var description: String {
        switch self {
        case .string(let value): return value
        case .integer(let value): return String(value)
        case .double(let value): return String(value)
        case .bool(let value): return String(value)
        case .quantity(let value): return value.description
        }
    }

    /// The value as a number, when it is one (an integer, a double, or a quantity's value).
    public var numericValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .double(let value): return value
        case .quantity(let value): return value.value
        case .string, .bool: return nil
        }
    }
}

/// Metadata keyed by HealthKit's metadata key names (`HKIndoorWorkout`,
/// `HKTimeZone`, `HKElevationAscended`, ...) or workoutkit's own (`WK…`).
public typealias Metadata = [String: MetadataValue]

/// The metadata keys workoutkit reads and writes.
public enum MetadataKey {
    public static let indoorWorkout = "HKIndoorWorkout"
    public static let timeZone = "HKTimeZone"
    public static let elevationAscended = "HKElevationAscended"
    public static let elevationDescended = "HKElevationDescended"
    public static let averageSpeed = "HKAverageSpeed"
    public static let maximumSpeed = "HKMaximumSpeed"
    public static let averageMETs = "HKAverageMETs"
    public static let weatherTemperature = "HKWeatherTemperature"
    public static let lapLength = "HKLapLength"
    public static let swimmingLocationType = "HKSwimmingLocationType"
    public static let externalUUID = "HKExternalUUID"
    /// The workout's name or title, as the recording app gave it.
    public static let name = "WKName"
    /// Free text describing the workout.
    public static let notes = "WKNotes"
    /// Set when a reader recovered only part of a damaged recording (`--lenient`).
    public static let partialRecording = "WKPartialRecording"
    /// The format the recording was read from (`gpx`, `fit`, ...).
    public static let originalFormat = "WKOriginalFormat"
    /// On a ``Workout``: the totals workoutkit computed because the file stated none, a
    /// string of their names separated by commas, in a fixed order: `totalDistance`,
    /// `totalEnergyBurned` (the workout's own fields) and the metadata keys
    /// `HKElevationAscended`, `HKElevationDescended`, ``movingTime``, `HKAverageSpeed`,
    /// `HKMaximumSpeed`, `WKAverageHeartRate`, `WKMaximumHeartRate`, `WKAverageCadence`,
    /// `WKMaximumCadence`, `WKAveragePower`, `WKMaximumPower`. Absent when none was
    /// computed. The values it names are not part of the recording's content digest.
    public static let derivedTotals = "WKDerivedTotals"
    /// On a ``Workout``: the seconds spent moving (a quantity in seconds); see
    /// ``derivedTotals``.
    public static let movingTime = "WKMovingTime"
    /// On a ``Waypoint`` of a ``Course``: the index of the course point it names (a GPX
    /// `rtept` with a name or symbol, a turn of a FIT course), an integer.
    public static let coursePointIndex = "WKCoursePointIndex"
    /// On a ``Course``: the time its laps take as the file gives it (TCX `Lap`
    /// `TotalTimeSeconds`, summed), a quantity in seconds.
    public static let courseTotalTime = "WKCourseTotalTime"
    /// On a ``Course``: its length as the file gives it (TCX `Lap` `DistanceMeters`,
    /// summed), a quantity in metres.
    public static let courseTotalDistance = "WKCourseTotalDistance"
}
