import Foundation

/// Compares outputs of two stores that imported the same files apart: the same bytes but for the
/// UUIDs the readers made anew, each UUID of the first output standing for one UUID of the second
/// throughout (what comparing the texts with their UUIDs numbered by first appearance checks,
/// without building them: a corpus export is hundreds of megabytes).
///
/// UUIDs are found as `numberingUUIDs` finds them (8-4-4-4-12 hexadecimal digits, either case);
/// the bytes between them must be equal. One value compares several pairs (the entries of two
/// archives) with one correspondence.
struct UUIDCorrespondence {
    private var forward: [UUID: UUID] = [:]
    private var backward: [UUID: UUID] = [:]

    /// Whether `first` and `second` are the same but for corresponding UUIDs, adding the UUIDs
    /// they pair to the correspondence.
    mutating func same(_ first: some ContiguousBytes, _ second: some ContiguousBytes) -> Bool {
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
