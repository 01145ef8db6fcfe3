import Foundation

/// UUIDs as text, at the byte level: Foundation formats and parses them with
/// `snprintf` and `sscanf`, which dominates reading and writing millions of samples.
public enum UUIDText {
    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// Appends the canonical upper-case form (`6F1C2A9B-…`) to `bytes`.
    public static func append(_ uuid: UUID, to bytes: inout [UInt8]) {
        let u = uuid.uuid
        let raw = [u.0, u.1, u.2, u.3, u.4, u.5, u.6, u.7, u.8, u.9, u.10, u.11, u.12, u.13, u.14, u.15]
        for (index, byte) in raw.enumerated() {
            if index == 4 || index == 6 || index == 8 || index == 10 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 0x0F)])
        }
    }

    /// The canonical upper-case form, as `UUID.uuidString` gives it.
    public static func string(_ uuid: UUID) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(36)
        append(uuid, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Parses the 8-4-4-4-12 hexadecimal form, in either case; `nil` for anything else.
    public static func parse(_ text: some StringProtocol) -> UUID? {
        var copy = String(text)
        return copy.withUTF8 { parse(bytes: $0) }
    }

    /// Parses UTF-8 bytes holding the 8-4-4-4-12 hexadecimal form.
    public static func parse(bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36 else { return nil }
        var raw = [UInt8](repeating: 0, count: 16)
        var out = 0
        var i = 0
        while i < 36 {
            if i == 8 || i == 13 || i == 18 || i == 23 {
                guard bytes[i] == UInt8(ascii: "-") else { return nil }
                i += 1
                continue
            }
            guard let high = nibble(bytes[i]), let low = nibble(bytes[i + 1]) else { return nil }
            raw[out] = high << 4 | low
            out += 1
            i += 2
        }
        return UUID(uuid: (raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7],
                           raw[8], raw[9], raw[10], raw[11], raw[12], raw[13], raw[14], raw[15]))
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - 48
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - 87
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - 55
        default: return nil
        }
    }
}
