import Foundation

/// Compares two outputs of the same recordings read apart (two imports, a streamed and a whole
/// edit): the same bytes but for the UUIDs each read made anew, each UUID of the first output
/// standing for one UUID of the second throughout. That is what comparing the texts with their
/// UUIDs numbered by first appearance (``numberingUUIDs(_:)``) checks, without building them: a
/// corpus export is hundreds of megabytes, and a debug build numbers a few a second.
///
/// UUIDs are 8-4-4-4-12 hexadecimal digits, in either case; the bytes between them must be
/// equal. One value compares several pairs (the entries of two archives) with one correspondence.
public struct UUIDCorrespondence {
    private var forward: [UUID: UUID] = [:]
    private var backward: [UUID: UUID] = [:]

    public init() {}

    /// Whether `first` and `second` are the same but for corresponding UUIDs, adding the UUIDs
    /// they pair to the correspondence.
    public mutating func same(_ first: some ContiguousBytes, _ second: some ContiguousBytes) -> Bool {
        first.withUnsafeBytes { a in second.withUnsafeBytes { b in same(a, b) } }
    }

    private mutating func same(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        guard a.count == b.count else { return false }
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return true }
        let count = a.count
        var compared = 0  // a[..<compared] and b[..<compared] correspond
        var search = 0
        while search < count, let hyphen = memchr(pa + search, Int32(UInt8(ascii: "-")), count - search) {
            let start = pa.distance(to: hyphen) - 8
            search = start + 9
            guard start >= compared, Self.isUUID(a, at: start) else { continue }
            guard memcmp(pa + compared, pb + compared, start - compared) == 0, Self.isUUID(b, at: start),
                  let x = Self.uuid(a, at: start), let y = Self.uuid(b, at: start) else { return false }
            if forward[x] == nil, backward[y] == nil {
                forward[x] = y
                backward[y] = x
            } else if forward[x] != y || backward[y] != x {
                return false
            }
            compared = start + 36
            search = compared
        }
        return memcmp(pa + compared, pb + compared, count - compared) == 0
    }

    /// Whether `bytes` hold a UUID's 36 characters from `start`.
    private static func isUUID(_ bytes: UnsafeRawBufferPointer, at start: Int) -> Bool {
        guard start >= 0, start + 36 <= bytes.count else { return false }
        for offset in 0..<36 {
            let byte = bytes[start + offset]
            switch offset {
            case 8, 13, 18, 23: guard byte == UInt8(ascii: "-") else { return false }
            default:
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte) else { return false }
            }
        }
        return true
    }

    private static func uuid(_ bytes: UnsafeRawBufferPointer, at start: Int) -> UUID? {
        UUID(uuidString: String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<start + 36]), as: UTF8.self))
    }
}

/// `text` with each UUID (8-4-4-4-12 hexadecimal digits, in either case) replaced by `UUID-n`, n
/// counting the UUIDs in the order they first appear: for texts that differ in more than their
/// UUIDs (the times of today) and for naming a difference. Slow on megabytes in a debug build:
/// compare those with ``UUIDCorrespondence``.
public func numberingUUIDs(_ text: String) -> String {
    let text = text as NSString
    var numbers: [String: Int] = [:]
    var result = ""
    var end = 0
    for match in uuidPattern.matches(in: text as String, range: NSRange(location: 0, length: text.length)) {
        result += text.substring(with: NSRange(location: end, length: match.range.location - end))
        let key = text.substring(with: match.range).uppercased()
        let number = numbers[key] ?? numbers.count
        numbers[key] = number
        result += "UUID-\(number)"
        end = match.range.location + match.range.length
    }
    return result + text.substring(from: end)
}

private nonisolated(unsafe) let uuidPattern = try! NSRegularExpression(
    pattern: "[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}")
