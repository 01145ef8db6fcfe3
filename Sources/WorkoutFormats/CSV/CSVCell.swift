import Foundation
import WorkoutModel

/// Writing one CSV row by RFC 4180.
struct CSVRow {
    private(set) var bytes: [UInt8] = []
    private var isEmpty = true

    /// A text cell: quoted when it holds a comma, quote or line break; a cell a
    /// spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, tab or
    /// carriage return) is prefixed with `'` so that it stays text.
    mutating func text(_ value: String?) {
        separator()
        guard let value, !value.isEmpty else { return }
        let cell = Self.neutralised(value)
        if cell.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }) {
            bytes.append(UInt8(ascii: "\""))
            for byte in cell.utf8 {
                if byte == UInt8(ascii: "\"") { bytes.append(byte) }
                bytes.append(byte)
            }
            bytes.append(UInt8(ascii: "\""))
        } else {
            bytes.append(contentsOf: cell.utf8)
        }
    }

    /// The bytes a spreadsheet would run as a formula when a text cell starts with one.
    static let formulaStarts: Set<UInt8> = [UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D]

    /// Text that a spreadsheet would run as a formula, prefixed with `'` so that it stays text.
    static func neutralised(_ text: String) -> String {
        if let first = text.utf8.first, formulaStarts.contains(first) { return "'" + text }
        return text
    }

    /// Text written by ``neutralised(_:)`` as it was before.
    static func unneutralised(_ text: String) -> String {
        let bytes = text.utf8
        if bytes.count >= 2, bytes.first == UInt8(ascii: "'"), formulaStarts.contains(bytes[bytes.index(after: bytes.startIndex)]) {
            return String(text.dropFirst())
        }
        return text
    }

    /// A cell always in quotes (FitCSVTool quotes every data value), written as is
    /// apart from doubling the quotes inside.
    mutating func quoted(_ value: String) {
        separator()
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            if byte == UInt8(ascii: "\"") { bytes.append(byte) }
            bytes.append(byte)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A number cell, in the shortest form that reads back as the same number
    /// (`142`, `52.5163`); empty when unknown or not finite.
    mutating func number(_ value: Double?) {
        separator()
        guard let value, value.isFinite else { return }
        // Whole numbers under 10^15 convert to Int64 exactly (no rounding call needed to tell them).
        if abs(value) < 1e15, Double(Int64(value)) == value {
            appendInteger(Int64(value))
        } else if let (units, decimals) = Self.shortDecimal(value) {
            appendDecimal(units, decimals: decimals)
        } else {
            // The standard library's shortest round-trip digits (what `description` gives),
            // written straight into the row instead of through a String.
            var digits = DigitSink(row: self)
            self = CSVRow()
            value.write(to: &digits)
            self = digits.row
        }
    }

    /// A time cell: `2024-05-01T07:30:00.000Z` (UTC, milliseconds).
    mutating func timestamp(_ date: Date) {
        separator()
        Timestamp.append(date, to: &bytes)
    }

    private mutating func appendInteger(_ value: Int64) {
        appendDigits(of: value.magnitude, decimals: 0, negative: value < 0)
    }

    /// Powers of ten that a `Double` holds exactly, for ``shortDecimal(_:)``.
    private static let powersOfTen: [Double] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
    ]

    /// `value` as `units / 10^decimals` with the fewest decimals (at most 9), when that
    /// decimal reads back as exactly `value`; `nil` otherwise.
    ///
    /// Sensor values (an altitude of 300.4 m, a speed of 8.07 m/s, a latitude to nine
    /// places) are such decimals: this writes them without the general shortest-digits
    /// search, and with the same text. The decimal found is the shortest that reads back as
    /// `value`: while `value * 10^k` stays under 10^14, it is off the true product by far
    /// less than the half unit that rounding could cross, so a shorter decimal would have
    /// been found with fewer decimals. It is also the one `Double.description` writes, in
    /// the same plain form: the range excludes the magnitudes `description` writes with an
    /// exponent.
    static func shortDecimal(_ value: Double) -> (units: Int64, decimals: Int)? {
        let magnitude = abs(value)
        guard magnitude >= 1e-3, magnitude < 1e7 else { return nil }
        for decimals in 1..<powersOfTen.count {
            if let units = units(value, decimals: decimals) { return (units, decimals) }
        }
        return nil
    }

    /// `value × 10^decimals` as a whole number, when dividing it back gives exactly `value`.
    private static func units(_ value: Double, decimals: Int) -> Int64? {
        let scale = powersOfTen[decimals]
        let scaled = value * scale
        guard abs(scaled) < 1e14 else { return nil }
        // Nearest whole number by truncation (cheaper than a rounding call); any miss
        // fails the exact check and leaves the value to the general digits.
        let units = Int64(scaled + (scaled < 0 ? -0.5 : 0.5))
        return Double(units) / scale == value ? units : nil
    }

    /// Writes `units / 10^decimals` in plain decimal form (`-0.05`, `300.4`).
    private mutating func appendDecimal(_ units: Int64, decimals: Int) {
        appendDigits(of: units.magnitude, decimals: decimals, negative: units < 0)
    }

    /// The two digits of 0 to 99, for writing numbers two digits at a step.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// Writes `magnitude / 10^decimals` (at most 19 decimals), with a zero before the point
    /// when there is no whole part and a minus sign when `negative`: from the last digit
    /// backwards, two at a step, into a small buffer appended at once.
    private mutating func appendDigits(of magnitude: UInt64, decimals: Int, negative: Bool) {
        let pairs = Self.digitPairs.utf8Start
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 44) { buffer in
            var start = buffer.count
            var rest = magnitude
            func putPair(_ value: UInt64) {
                let offset = Int(truncatingIfNeeded: value) &* 2
                start &-= 2
                buffer[start] = pairs[offset]
                buffer[start &+ 1] = pairs[offset &+ 1]
            }
            func putDigit(_ value: UInt64) {
                start &-= 1
                buffer[start] = UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0")
            }
            if decimals > 0 {
                var fraction = decimals
                while fraction >= 2 {
                    putPair(rest % 100)
                    rest /= 100
                    fraction &-= 2
                }
                if fraction == 1 {
                    putDigit(rest % 10)
                    rest /= 10
                }
                start &-= 1
                buffer[start] = UInt8(ascii: ".")
            }
            while rest >= 100 {
                putPair(rest % 100)
                rest /= 100
            }
            if rest >= 10 { putPair(rest) } else { putDigit(rest) }
            if negative {
                start &-= 1
                buffer[start] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// Empties the row, keeping its memory for the next one.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        isEmpty = true
    }

    /// Ends the row with its line ending (CRLF, as RFC 4180 says); the cells that follow
    /// begin the next row.
    mutating func endLine() {
        bytes.append(0x0D)
        bytes.append(0x0A)
        isEmpty = true
    }

    /// A cell written as is (known to need no quoting: times, UUIDs, identifiers).
    mutating func plain(_ value: String) {
        separator()
        bytes.append(contentsOf: value.utf8)
    }

    /// A cell written as is from its UTF-8 bytes (known to need no quoting).
    mutating func plain(_ value: [UInt8]) {
        separator()
        bytes.append(contentsOf: value)
    }

    private mutating func separator() {
        if !isEmpty { bytes.append(UInt8(ascii: ",")) }
        isEmpty = false
    }

    /// The row with its line ending (CRLF, as RFC 4180 says).
    var line: [UInt8] { bytes + [0x0D, 0x0A] }
}

/// Where `Double.write(to:)` puts its digits: the standard library hands them over as
/// ASCII bytes through `_writeASCII`, which this sink appends to the row without making
/// a String (`write(_:)` is there for the protocol).
private struct DigitSink: TextOutputStream {
    var row: CSVRow

    mutating func write(_ string: String) { row.appendASCII(string.utf8) }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { row.appendASCII(buffer) }
}

extension CSVRow {
    fileprivate mutating func appendASCII(_ digits: some Sequence<UInt8>) { bytes.append(contentsOf: digits) }
}
