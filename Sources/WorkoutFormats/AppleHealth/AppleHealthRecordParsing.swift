import Foundation
import WorkoutModel

/// The values last made from attribute bytes, so that text an export repeats record after
/// record (type, unit, source, device, metadata keys) is compared byte for byte instead of
/// being made into a string, parsed or hashed each time.
///
/// Holds at most ``capacity`` values (the oldest is replaced); the one found last is
/// compared first, since records come in runs.
struct RecentValues<Value> {
    static var capacity: Int { 8 }

    /// The key bytes of every entry, one after another; `keys[i]` is where entry `i`'s are.
    private var keyBytes: [UInt8] = []
    private var keys: [Range<Int>] = []
    private var values: [Value] = []
    private var lastFound = 0
    private var nextReplaced = 0

    /// The value remembered for `bytes`, or the one `make` makes from them (then remembered).
    mutating func value(for bytes: UnsafeBufferPointer<UInt8>, make: (UnsafeBufferPointer<UInt8>) throws -> Value) rethrows -> Value {
        if lastFound < keys.count, matches(lastFound, bytes) { return values[lastFound] }
        for index in keys.indices where index != lastFound && matches(index, bytes) {
            lastFound = index
            return values[index]
        }
        let value = try make(bytes)
        remember(bytes, value)
        return value
    }

    private func matches(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let key = keys[index]
        guard key.count == bytes.count else { return false }
        guard let base = bytes.baseAddress, !key.isEmpty else { return true }
        return keyBytes.withUnsafeBufferPointer { stored in memcmp(stored.baseAddress! + key.lowerBound, base, key.count) == 0 }
    }

    private mutating func remember(_ bytes: UnsafeBufferPointer<UInt8>, _ value: Value) {
        if keys.count < Self.capacity {
            keys.append(keyBytes.count..<keyBytes.count + bytes.count)
            keyBytes.append(contentsOf: bytes)
            values.append(value)
            lastFound = keys.count - 1
            return
        }
        // Full: the entries are laid out again without the replaced one (rare: an export
        // has a handful of each).
        let replaced = nextReplaced
        nextReplaced = (nextReplaced + 1) % Self.capacity
        var laidOut: [UInt8] = []
        laidOut.reserveCapacity(keyBytes.count + bytes.count)
        for index in keys.indices {
            let start = laidOut.count
            if index == replaced {
                laidOut.append(contentsOf: bytes)
            } else {
                laidOut.append(contentsOf: keyBytes[keys[index]])
            }
            keys[index] = start..<laidOut.count
        }
        keyBytes = laidOut
        values[replaced] = value
        lastFound = replaced
    }
}

/// Reads dates in HealthKit's export form, `2024-05-01 07:30:00 +0200`, from bytes: the
/// day and the zone are compared with the previous date's (records come in time order, a
/// day and a zone at a time) and converted only when they change. Any other form, and
/// any value outside the plain ranges (hour 24, a leap second), goes to
/// ``Timestamp/parse(bytes:)``, whose date this always equals bit for bit.
struct HealthKitDateReader {
    /// The bytes `YYYY-MM-DD` of the last day converted, and its start in seconds since 1970.
    private var day: (text: UInt64, tail: UInt16, seconds: Double)?
    /// The bytes `+HHMM` of the last zone converted, and its offset in seconds.
    private var zone: (text: UInt32, tail: UInt8, offset: Int)?

    /// The length of `YYYY-MM-DD HH:MM:SS +HHMM`.
    private static let length = 25

    mutating func date(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count == Self.length, let base = bytes.baseAddress,
              bytes[10] == UInt8(ascii: " "), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              bytes[19] == UInt8(ascii: " "),
              let dayStart = dayStart(base), let offset = zoneOffset(base),
              let hour = Self.twoDigits(base, 11), hour <= 23,
              let minute = Self.twoDigits(base, 14), minute <= 59,
              let second = Self.twoDigits(base, 17), second <= 59
        else { return Timestamp.parse(bytes: bytes)?.date }
        // The same arithmetic as Timestamp.parse, so the same Double.
        let seconds = dayStart + Double(hour * 3600 + minute * 60 + second)
        return Date(timeIntervalSince1970: seconds - Double(offset) + 0.0)
    }

    private mutating func dayStart(_ base: UnsafePointer<UInt8>) -> Double? {
        let raw = UnsafeRawPointer(base)
        let text = raw.loadUnaligned(as: UInt64.self), tail = raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
        if let day, day.text == text, day.tail == tail { return day.seconds }
        // `YYYY-MM-DD` alone is midnight UTC of that day, checked as Timestamp checks it.
        guard let midnight = Timestamp.parse(bytes: UnsafeBufferPointer(start: base, count: 10)) else { return nil }
        let seconds = midnight.date.timeIntervalSince1970
        day = (text, tail, seconds)
        return seconds
    }

    private mutating func zoneOffset(_ base: UnsafePointer<UInt8>) -> Int? {
        let raw = UnsafeRawPointer(base)
        let text = raw.loadUnaligned(fromByteOffset: 20, as: UInt32.self), tail = base[24]
        if let zone, zone.text == text, zone.tail == tail { return zone.offset }
        let sign = base[20]
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
              let hours = Self.twoDigits(base, 21), hours <= 18, let minutes = Self.twoDigits(base, 23), minutes <= 59
        else { return nil }
        let offset = (sign == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
        zone = (text, tail, offset)
        return offset
    }

    private static func twoDigits(_ base: UnsafePointer<UInt8>, _ offset: Int) -> Int? {
        let tens = base[offset] &- UInt8(ascii: "0"), ones = base[offset + 1] &- UInt8(ascii: "0")
        guard tens <= 9, ones <= 9 else { return nil }
        return Int(tens) * 10 + Int(ones)
    }
}
