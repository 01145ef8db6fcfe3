import Foundation
import WorkoutModel

/// The text of a number written straight into memory (CSV cells, XML values): the
/// shortest form that reads back as the same number, which is `Double.description`'s text, except that a whole
/// number under 10^15 is written as an integer (`142`, not `142.0`).
enum NumberText {
    /// The most bytes ``write(_:to:)`` writes (`-2.2250738585072014e-308` takes 24).
    static let maximumLength = 32

    /// Writes finite `value` at `start`, which has room for ``maximumLength`` bytes, and
    /// returns the length of its text (bytes after the text may be overwritten too).
    static func write(_ value: Double, to start: UnsafeMutablePointer<UInt8>) -> Int {
        // Whole numbers under 10^15 convert to Int64 exactly (no rounding call needed to tell them).
        if abs(value) < 1e15, Double(Int64(value)) == value {
            let integer = Int64(value)
            // Heart rates, cadences, powers and temperatures: up to three digits, written at once.
            if integer >= 0, integer < 1000 { return writeSmall(Int(integer), to: start) }
            return writeDecimal(integer.magnitude, decimals: 0, negative: integer < 0, to: start)
        }
        if let (units, decimals) = shortDecimal(value) {
            return writeDecimal(units.magnitude, decimals: decimals, negative: units < 0, to: start)
        }
        // The standard library's shortest round-trip digits (what `description` gives),
        // written straight into memory instead of through a String.
        var digits = DigitSink(start: start)
        value.write(to: &digits)
        return digits.count
    }

    /// `value` as `units / 10^decimals` with the fewest decimals (at most 9), when that
    /// decimal reads back as exactly `value`; `nil` otherwise.
    ///
    /// Sensor values (an altitude of 300.4 m, a speed of 8.07 m/s, a latitude to nine
    /// places) are such decimals: this writes them without the general shortest-digits
    /// search, and with the same text. The value is scaled once, by the most decimals that
    /// keep its units under 10^14. Under 10^14 the scaled value is off the true product by
    /// far less than the half unit that rounding could cross, so when a decimal with `k`
    /// places reads back as `value`, the units found are that decimal's units followed by
    /// zeros: they stand for the same number, so they read back as `value` too (one
    /// division tells), and dropping their trailing zeros gives the fewest decimals. The
    /// decimal is also the one `Double.description` writes, in the same plain form: the
    /// range excludes the magnitudes `description` writes with an exponent.
    @inline(__always)
    static func shortDecimal(_ value: Double) -> (units: Int64, decimals: Int)? {
        let magnitude = abs(value)
        guard magnitude >= 1e-3, magnitude < 1e7 else { return nil }
        var decimals: Int
        let scale: Double
        if magnitude * 1e9 < 1e14 {
            (decimals, scale) = (9, 1e9)
        } else if magnitude * 1e8 < 1e14 {
            (decimals, scale) = (8, 1e8)
        } else {
            (decimals, scale) = (7, 1e7)
        }
        let scaled = value * scale
        // Nearest whole number by truncation (cheaper than a rounding call); any miss
        // fails the exact check and leaves the value to the general digits.
        let rounded = Int64(scaled + (scaled < 0 ? -0.5 : 0.5))
        guard Double(rounded) / scale == value else { return nil }
        // The trailing zeros dropped (leaving one decimal at least) 8, 4, 2 and 1 at a step.
        var digits = rounded.magnitude
        if decimals > 8, digits % 100_000_000 == 0 {
            digits /= 100_000_000
            decimals -= 8
        }
        if decimals > 4, digits % 10_000 == 0 {
            digits /= 10_000
            decimals -= 4
        }
        if decimals > 2, digits % 100 == 0 {
            digits /= 100
            decimals -= 2
        }
        if decimals > 1, digits % 10 == 0 {
            digits /= 10
            decimals -= 1
        }
        return (rounded < 0 ? -Int64(digits) : Int64(digits), decimals)
    }

    /// The two digits of 0 to 99, for writing numbers two digits at a step.
    static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// Writes `value` (0 to 999) at `start`; returns the number of digits.
    @inline(__always)
    private static func writeSmall(_ value: Int, to start: UnsafeMutablePointer<UInt8>) -> Int {
        let pairs = digitPairs.utf8Start
        if value < 10 {
            start[0] = UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0")
            return 1
        }
        if value < 100 {
            start[0] = pairs[value &* 2]
            start[1] = pairs[value &* 2 &+ 1]
            return 2
        }
        let rest = value % 100
        start[0] = UInt8(truncatingIfNeeded: value / 100) &+ UInt8(ascii: "0")
        start[1] = pairs[rest &* 2]
        start[2] = pairs[rest &* 2 &+ 1]
        return 3
    }

    /// Writes `magnitude / 10^decimals` (at most 19 decimals) at `start`, with a zero before
    /// the point when there is no whole part and a minus sign when `negative`; returns the
    /// number of bytes. The text is made from the last digit backwards, two digits at a
    /// step, in a small buffer, and copied as one block of ``maximumLength`` bytes (the
    /// bytes after the text are left for what follows to overwrite).
    @inline(__always)
    private static func writeDecimal(_ magnitude: UInt64, decimals: Int, negative: Bool, to start: UnsafeMutablePointer<UInt8>) -> Int {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * maximumLength) { buffer in
            let end = buffer.baseAddress! + maximumLength
            var first = end
            var rest = magnitude
            let pairs = digitPairs.utf8Start
            func putPair(_ value: UInt64) {
                let offset = Int(truncatingIfNeeded: value) &* 2
                first -= 2
                first[0] = pairs[offset]
                first[1] = pairs[offset &+ 1]
            }
            func putDigit(_ value: UInt64) {
                first -= 1
                first[0] = UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0")
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
                first -= 1
                first[0] = UInt8(ascii: ".")
            }
            while rest >= 100 {
                putPair(rest % 100)
                rest /= 100
            }
            if rest >= 10 { putPair(rest) } else { putDigit(rest) }
            if negative {
                first -= 1
                first[0] = UInt8(ascii: "-")
            }
            UnsafeMutableRawPointer(start).copyMemory(from: first, byteCount: maximumLength)
            return end - first
        }
    }

    /// Where `Double.write(to:)` puts its digits: the standard library hands them over as
    /// ASCII bytes through `_writeASCII`, which this sink copies into memory without making
    /// a String (`write(_:)` is there for the protocol). It takes at most ``maximumLength`` bytes.
    private struct DigitSink: TextOutputStream {
        let start: UnsafeMutablePointer<UInt8>
        var count = 0

        mutating func write(_ string: String) {
            for byte in string.utf8 { append(byte) }
        }

        mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
            guard let base = buffer.baseAddress else { return }
            precondition(count + buffer.count <= NumberText.maximumLength, "a number's text is longer than any Double's")
            (start + count).update(from: base, count: buffer.count)
            count &+= buffer.count
        }

        private mutating func append(_ byte: UInt8) {
            precondition(count < NumberText.maximumLength, "a number's text is longer than any Double's")
            start[count] = byte
            count &+= 1
        }
    }
}

/// Writes times (`2024-05-01T07:30:00.000Z`, UTC with milliseconds, the text of
/// ``Timestamp/append(_:to:)``) straight into memory. The date part of the last day written
/// is kept, so a time in the same day (as a track's times mostly are) is written
/// without the calendar arithmetic.
struct TimeText {
    /// The most bytes ``write(_:to:)`` writes (`-YYYY-MM-DDTHH:MM:SS.mmmZ` takes 25).
    static let maximumLength = 32

    /// Milliseconds in a day.
    private static let day: Int64 = 86_400_000
    /// The day (since 1970) whose date part is kept, if any.
    private var keptDay: Int64?
    /// `YYYY-MM-DDT` of the kept day: its first eight bytes, and its bytes 7 to 10.
    private var keptHead: UInt64 = 0
    private var keptTail: UInt32 = 0

    /// Writes the time of `date` at `start`, which has room for ``maximumLength``
    /// bytes, and returns how many bytes it wrote.
    mutating func write(_ date: Date, to start: UnsafeMutablePointer<UInt8>) -> Int {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        guard milliseconds.isFinite, abs(milliseconds) < 2.5e17 else { return writeWhole(date, to: start, day: nil) }
        let whole = Int64(milliseconds)
        var days = whole / Self.day
        var rest = whole % Self.day
        if rest < 0 {
            rest += Self.day
            days -= 1
        }
        guard days == keptDay else { return writeWhole(date, to: start, day: days) }
        let raw = UnsafeMutableRawPointer(start)
        raw.storeBytes(of: keptHead, as: UInt64.self)
        raw.storeBytes(of: keptTail, toByteOffset: 7, as: UInt32.self)
        let pairs = NumberText.digitPairs.utf8Start
        let millisecondsOfDay = Int(rest)
        func put2(_ value: Int, at offset: Int) {
            start[offset] = pairs[value &* 2]
            start[offset &+ 1] = pairs[value &* 2 &+ 1]
        }
        put2(millisecondsOfDay / 3_600_000, at: 11)
        start[13] = UInt8(ascii: ":")
        put2(millisecondsOfDay / 60_000 % 60, at: 14)
        start[16] = UInt8(ascii: ":")
        put2(millisecondsOfDay / 1000 % 60, at: 17)
        start[19] = UInt8(ascii: ".")
        let millisecondsOfSecond = millisecondsOfDay % 1000
        start[20] = UInt8(truncatingIfNeeded: millisecondsOfSecond / 100) &+ UInt8(ascii: "0")
        put2(millisecondsOfSecond % 100, at: 21)
        start[23] = UInt8(ascii: "Z")
        return 24
    }

    /// The whole text from ``Timestamp/append(_:to:)``, keeping its date part as that of
    /// `day` when it has the usual form.
    private mutating func writeWhole(_ date: Date, to start: UnsafeMutablePointer<UInt8>, day: Int64?) -> Int {
        var text: [UInt8] = []
        text.reserveCapacity(Self.maximumLength)
        Timestamp.append(date, to: &text)
        precondition(text.count <= Self.maximumLength, "a time's text is longer than Timestamp writes")
        text.withUnsafeBytes { bytes in
            UnsafeMutableRawPointer(start).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
            if let day, bytes.count == 24, bytes[10] == UInt8(ascii: "T") {
                keptDay = day
                keptHead = bytes.loadUnaligned(as: UInt64.self)
                keptTail = bytes.loadUnaligned(fromByteOffset: 7, as: UInt32.self)
            }
        }
        return text.count
    }
}
