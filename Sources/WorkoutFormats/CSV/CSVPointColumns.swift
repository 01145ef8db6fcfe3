import Foundation
import WorkoutModel

/// What a column of a point table (one row per time point) holds, recognised from
/// its header: workoutkit's own names, GPSBabel's `unicsv`, python-fitparse's
/// record names, and the names common device exports use.
enum CSVPointColumn: Hashable {
    /// The workout a row belongs to (workoutkit's point table).
    case workout
    /// A date and time (ISO 8601, `Sun Sep 25 06:00:22 PDT 2011`, or FIT-epoch seconds).
    case timestamp
    /// Seconds or milliseconds since 1970 (told apart by size).
    case unixTime
    /// Minutes since the start a preamble gives (CycleOps Joule).
    case elapsedMinutes
    /// A date only (`2023/01/16`, `2023-01-16`, or `YYMMDD`), joined with ``timeOfDay``.
    case date
    /// A time of day (`18:02:26` or `HHMMSS`), joined with ``date``.
    case timeOfDay
    case latitude(CoordinateEncoding)
    case longitude(CoordinateEncoding)
    case altitude
    case heartRate
    case cadence
    case power
    /// Speed in metres per second times the factor (1 for m/s, 1/3.6 for km/h).
    case speed(factor: Double)
    /// Distance from the start in metres times the factor (1 for m, 1000 for km).
    case distance(factor: Double)
    case temperature
    case course
    /// An extra series' column (see ``extraSeries(header:)``): the series' type, and the unit
    /// the column's values are in (the type's, or one that converts to it).
    case extra(QuantityType, unit: QuantityUnit)
    /// A column known to carry nothing the model keeps (row numbers, record tags).
    case ignored

    /// How a coordinate column writes its value.
    enum CoordinateEncoding: Hashable {
        /// Signed degrees.
        case degrees
        /// Degrees followed by a hemisphere letter (`49.07N`, `125.76W`).
        case degreesWithHemisphere
        /// FIT semicircles (2^31 per 180 degrees).
        case semicircles
    }

    /// The column a header cell names, or `nil` when it is not understood.
    ///
    /// Matching ignores case, spaces, underscores and a unit in brackets or
    /// parentheses (`Speed [m/s]`, `Altitude (m)`); the unit then decides the scale.
    init?(header: String, speedInKilometresPerHour: Bool = false) {
        let (name, unit) = Self.split(header)
        switch name {
        case "workout": self = .workout
        case "time" where unit == nil, "datetime", "timestamp", "date/time": self = .timestamp
        case "timestampepoch", "epoch", "unixtime", "epochms": self = .unixTime
        case "date": self = .date
        case "timeofday": self = .timeOfDay
        case "latitude", "lat": self = .latitude(.degrees)
        case "longitude", "lon", "lng", "long": self = .longitude(.degrees)
        case "latituden/s": self = .latitude(.degreesWithHemisphere)
        case "longitudee/w": self = .longitude(.degreesWithHemisphere)
        case "positionlat": self = .latitude(.semicircles)
        case "positionlong": self = .longitude(.semicircles)
        case "altitude", "alt", "elevation", "ele", "height", "enhancedaltitude": self = .altitude
        case "heartrate", "hr", "hrate", "heart": self = .heartRate
        case "cadence", "cad": self = .cadence
        case "power", "watts", "pwr": self = .power
        case "speed", "enhancedspeed":
            let kmh = unit == "km/h" || unit == "kph" || (unit == nil && speedInKilometresPerHour)
            self = .speed(factor: kmh ? 1 / 3.6 : 1)
        case "km/h", "kph": self = .speed(factor: 1 / 3.6)
        case "distance", "dist":
            self = .distance(factor: unit == "km" ? 1000 : 1)
        case "km": self = .distance(factor: 1000)
        case "temperature", "temp", "atemp": self = .temperature
        case "course", "heading": self = .course
        case "no", "index", "tag", "id": self = .ignored
        default: return nil
        }
    }

    /// The header's name (lower case, without spaces, underscores or unit) and its unit.
    static func split(_ header: String) -> (name: String, unit: String?) {
        var name = ""
        var unit: String?
        var inUnit = false
        var unitText = ""
        for character in header.lowercased() {
            switch character {
            case "[", "(": inUnit = true; unitText = ""
            case "]", ")": inUnit = false; unit = unitText.trimmingCharacters(in: .whitespaces)
            case " ", "_", "\t", "\u{FEFF}": if inUnit { unitText.append(character) }
            default: if inUnit { unitText.append(character) } else { name.append(character) }
            }
        }
        return (name, unit)
    }
}

/// Reads the time cells of point tables.
enum CSVTimeCell {
    /// A timestamp cell: ISO 8601, the Unix `date` form (`Sun Sep 25 06:00:22 PDT 2011`),
    /// or an integer of FIT-epoch seconds (as python-fitparse writes raw timestamps).
    static func timestamp(_ text: String) -> Date? {
        if let date = Timestamp.date(text) { return date }
        if let seconds = Int64(text), seconds >= 0, seconds <= UInt32.max {
            return Date(timeIntervalSince1970: TimeInterval(seconds + 631_065_600))
        }
        return unixDateCommand(text)
    }

    /// Seconds since 1970, or milliseconds when the number is too large to be seconds;
    /// `nil` for a time after the year 9999.
    static func unixTime(_ text: String) -> Date? {
        guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
        let seconds = value >= 1e11 ? value / 1000 : value
        return seconds < 253_402_300_800 ? Date(timeIntervalSince1970: seconds) : nil
    }

    /// A date (`2023/01/16`, `2023-01-16`, `250724` as YYMMDD) and a time of day
    /// (`18:02:26`, `18:02:26.5`, `173418` as HHMMSS), taken as UTC.
    static func date(_ dateText: String, timeOfDay timeText: String) -> Date? {
        guard let days = days(dateText), let seconds = secondsOfDay(timeText) else { return nil }
        return Date(timeIntervalSince1970: Double(days) * 86_400 + seconds)
    }

    private static func days(_ text: String) -> Int? {
        let parts = text.split(whereSeparator: { $0 == "/" || $0 == "-" || $0 == "." })
        var year = 0, month = 0, day = 0
        if parts.count == 3, parts[0].count == 4, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) {
            (year, month, day) = (y, m, d)
        } else if text.count == 6, let number = Int(text), number >= 0 {
            (year, month, day) = (2000 + number / 10_000, number / 100 % 100, number % 100)
        } else {
            return nil
        }
        guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year) else { return nil }
        return Timestamp.daysFromCivil(year: year, month: month, day: day)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func secondsOfDay(_ text: String) -> Double? {
        let parts = text.split(separator: ":")
        var hour = 0, minute = 0
        var second = 0.0
        if parts.count == 3, let h = Int(parts[0]), let m = Int(parts[1]), let s = Double(parts[2]) {
            (hour, minute, second) = (h, m, s)
        } else if text.count == 6, let number = Int(text), number >= 0 {
            (hour, minute, second) = (number / 10_000, number / 100 % 100, Double(number % 100))
        } else {
            return nil
        }
        guard (0..<24).contains(hour), (0..<60).contains(minute), second >= 0, second < 61 else { return nil }
        return Double(hour * 3600 + minute * 60) + second
    }

    /// Offsets of the zone abbreviations the Unix `date` command prints.
    private static let zoneOffsets: [String: Int] = [
        "UTC": 0, "GMT": 0, "Z": 0, "WET": 0, "WEST": 1, "BST": 1, "CET": 1, "CEST": 2, "EET": 2, "EEST": 3,
        "EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8, "PDT": -7,
        "AKST": -9, "AKDT": -8, "HST": -10,
    ]
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// `Sun Sep 25 06:00:22 PDT 2011` (weekday, month, day, time, zone, year).
    private static func unixDateCommand(_ text: String) -> Date? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, let monthIndex = months.firstIndex(of: parts[1].lowercased()),
              let day = Int(parts[2]), let year = Int(parts[5]), (1...9999).contains(year),
              let offset = zoneOffsets[parts[4].uppercased()],
              (1...daysIn(month: monthIndex + 1, year: year)).contains(day),
              let seconds = secondsOfDay(String(parts[3]))
        else { return nil }
        let days = Timestamp.daysFromCivil(year: year, month: monthIndex + 1, day: day)
        return Date(timeIntervalSince1970: Double(days) * 86_400 + seconds - Double(offset * 3600))
    }
}
