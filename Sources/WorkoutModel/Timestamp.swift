import Foundation

/// ISO 8601 timestamps, parsed and written at the byte level.
///
/// Foundation's formatters cost about 100 µs a call on Linux; recordings hold
/// millions of timestamps, so workoutkit reads and writes them itself.
public enum Timestamp {
    /// A parsed timestamp, and whether the text said which zone it was in.
    public struct Parsed: Equatable, Sendable {
        public var date: Date
        /// `false` when the text carried neither `Z` nor an offset (it was taken as UTC).
        public var hadZone: Bool
        /// The offset from UTC the text stated, in seconds east (`+02:00`: 7200; `Z`: 0);
        /// `nil` without a zone.
        public var utcOffset: Int? = nil
    }

    /// Parses `2024-05-01`, `2024-05-01T07:30:00Z`, `2024-05-01T07:30:00.123+02:00`,
    /// `2024-05-01 07:30:00 +0200` (HealthKit's export form) and the same without a zone
    /// (taken as UTC). Returns `nil` for anything else, including impossible dates.
    public static func parse(_ text: some StringProtocol) -> Parsed? {
        var copy = String(text)
        return copy.withUTF8 { parse(bytes: $0) }
    }

    /// The date of ``parse(_:)``, or `nil`.
    public static func date(_ text: some StringProtocol) -> Date? { parse(text)?.date }

    /// Parses a timestamp from UTF-8 bytes (see ``parse(_:)``).
    public static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Parsed? {
        var i = 0
        let n = bytes.count
        // Leading and trailing white space is allowed (XML text nodes carry it).
        while i < n, isSpace(bytes[i]) { i += 1 }
        var end = n
        while end > i, isSpace(bytes[end - 1]) { end -= 1 }

        // Inlined: a helper that captures `i` costs a call per field.
        @inline(__always)
        func digits(_ count: Int) -> Int? {
            guard let value = Self.digits(bytes, at: i, count: count, end: end) else { return nil }
            i += count
            return value
        }
        @inline(__always)
        func expect(_ c: UInt8) -> Bool {
            guard i < end, bytes[i] == c else { return false }
            i += 1
            return true
        }

        var sign = 1
        if i < end, bytes[i] == UInt8(ascii: "-") { sign = -1; i += 1 }
        guard let year = digits(4), expect(UInt8(ascii: "-")), let month = digits(2),
              expect(UInt8(ascii: "-")), let day = digits(2) else { return nil }
        guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: sign * year) else { return nil }
        var seconds = Double(daysFromCivil(year: sign * year, month: month, day: day)) * 86400
        if i == end { return Parsed(date: Date(timeIntervalSince1970: seconds), hadZone: false) }

        guard i < end, bytes[i] == UInt8(ascii: "T") || bytes[i] == UInt8(ascii: "t") || bytes[i] == UInt8(ascii: " ")
        else { return nil }
        i += 1
        guard let hour = digits(2), expect(UInt8(ascii: ":")), let minute = digits(2) else { return nil }
        var second = 0
        var fraction = 0.0
        if expect(UInt8(ascii: ":")) {
            guard let s = digits(2) else { return nil }
            second = s
            if i < end, bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: ",") {
                i += 1
                var scale = 0.1
                var any = false
                while i < end, bytes[i] >= 48, bytes[i] <= 57 {
                    fraction += Double(bytes[i] - 48) * scale
                    scale *= 0.1
                    i += 1
                    any = true
                }
                guard any else { return nil }
            }
        }
        // 24:00:00 is midnight at the end of the day; a leap second 60 is folded into the next.
        guard hour <= 24, minute <= 59, second <= 60 else { return nil }
        if hour == 24, minute != 0 || second != 0 || fraction != 0 { return nil }
        seconds += Double(hour * 3600 + minute * 60 + second)

        if i < end, bytes[i] == UInt8(ascii: " ") { i += 1 }
        guard i < end else { return Parsed(date: Date(timeIntervalSince1970: seconds + fraction), hadZone: false) }
        var offset = 0
        switch bytes[i] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            i += 1
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            let offsetSign = bytes[i] == UInt8(ascii: "-") ? -1 : 1
            i += 1
            guard let offsetHours = digits(2), offsetHours <= 18 else { return nil }
            var offsetMinutes = 0
            if i < end {
                _ = expect(UInt8(ascii: ":"))
                guard let m = digits(2), m <= 59 else { return nil }
                offsetMinutes = m
            }
            offset = offsetSign * (offsetHours * 3600 + offsetMinutes * 60)
        default:
            return nil
        }
        guard i == end else { return nil }
        return Parsed(date: Date(timeIntervalSince1970: seconds - Double(offset) + fraction), hadZone: true, utcOffset: offset)
    }

    /// `2024-05-01T07:30:00.000Z`: UTC with milliseconds, as the JSON contract writes.
    public static func string(_ date: Date) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        append(date, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `2024-05-01T07:30:00.000Z` (UTC, milliseconds) to `bytes`.
    public static func append(_ date: Date, to bytes: inout [UInt8]) {
        let totalMilliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        guard totalMilliseconds.isFinite, abs(totalMilliseconds) < 2.5e17 else {
            bytes.append(contentsOf: "invalid-date".utf8)
            return
        }
        let ms = Int64(totalMilliseconds)
        var days = ms / 86_400_000
        var rest = ms % 86_400_000
        if rest < 0 { rest += 86_400_000; days -= 1 }
        let (year, month, day) = civil(fromDays: Int(days))
        if year < 0 { bytes.append(UInt8(ascii: "-")) }
        // Filled in a fixed buffer and appended once: "YYYY-MM-DDTHH:MM:SS.mmmZ".
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { text in
            let millisecondsOfDay = Int(rest)
            putDateAndTime(
                into: text, year: year, month: month, day: day, secondOfDay: millisecondsOfDay / 1000,
                separator: UInt8(ascii: "T"))
            text[19] = UInt8(ascii: ".")
            let milliseconds = millisecondsOfDay % 1000
            text[20] = digit(milliseconds / 100)
            put2(milliseconds % 100, into: text, at: 21)
            text[23] = UInt8(ascii: "Z")
            bytes.append(contentsOf: UnsafeBufferPointer(text))
        }
    }

    /// Writes `YYYY-MM-DD`, `separator` and `HH:MM:SS` into `text[0..<19]` (the year's last
    /// four digits; each field has a fixed width, so digits are written without a loop): the
    /// part the ISO 8601 and HealthKit forms share.
    @inline(__always)
    private static func putDateAndTime(
        into text: UnsafeMutableBufferPointer<UInt8>, year: Int, month: Int, day: Int, secondOfDay: Int, separator: UInt8
    ) {
        let yearDigits = abs(year) % 10000
        put2(yearDigits / 100, into: text, at: 0)
        put2(yearDigits % 100, into: text, at: 2)
        text[4] = UInt8(ascii: "-")
        put2(month, into: text, at: 5)
        text[7] = UInt8(ascii: "-")
        put2(day, into: text, at: 8)
        text[10] = separator
        put2(secondOfDay / 3600, into: text, at: 11)
        text[13] = UInt8(ascii: ":")
        put2(secondOfDay / 60 % 60, into: text, at: 14)
        text[16] = UInt8(ascii: ":")
        put2(secondOfDay % 60, into: text, at: 17)
    }

    @inline(__always)
    private static func put2(_ value: Int, into text: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
        text[offset] = digit(value / 10)
        text[offset &+ 1] = digit(value % 10)
    }

    @inline(__always)
    private static func digit(_ value: Int) -> UInt8 { UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0") }

    /// `2024-05-01 07:30:00 +0000`: HealthKit's export form in UTC, in whole seconds (the
    /// milliseconds dropped), as Apple writes the dates of an export and of a device.
    public static func healthKitString(_ date: Date) -> String {
        withHealthKitText(date) { String(decoding: $0, as: UTF8.self) }
    }

    /// Hands the UTF-8 bytes of ``healthKitString(_:)`` to `body` without making a string.
    public static func withHealthKitText<Result>(_ date: Date, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let whole = (date.timeIntervalSince1970 * 1000).rounded() / 1000
        let totalSeconds = whole.isFinite && abs(whole) < 2.5e14 ? Int64(whole.rounded(.down)) : 0
        var days = totalSeconds / 86_400
        var rest = Int(totalSeconds % 86_400)
        if rest < 0 { rest += 86_400; days -= 1 }
        let (year, month, day) = civil(fromDays: Int(days))
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 25) { text in
            putDateAndTime(into: text, year: year, month: month, day: day, secondOfDay: rest, separator: UInt8(ascii: " "))
            text[19] = UInt8(ascii: " ")
            text[20] = UInt8(ascii: "+")
            for offset in 21..<25 { text[offset] = UInt8(ascii: "0") }
            return try body(UnsafeBufferPointer(text))
        }
    }

    // MARK: Calendar arithmetic (proleptic Gregorian, after H. Hinnant's days-from-civil)

    /// Days since 1970-01-01 of a calendar date.
    public static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthIndex = (month + 9) % 12
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The calendar date of a day count since 1970-01-01.
    public static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 9 || c == 10 || c == 13 }

    /// The number written by the `count` decimal digits at `index`, `nil` when they are not
    /// all digits or pass `end`.
    @inline(__always)
    private static func digits(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, count: Int, end: Int) -> Int? {
        guard index + count <= end else { return nil }
        var value = 0
        for offset in 0..<count {
            let digit = bytes[index &+ offset] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int(digit)
        }
        return value
    }
}
