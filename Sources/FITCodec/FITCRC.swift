/// The FIT CRC-16 (CRC-16/ARC: polynomial 0xA001, reflected, starting at 0), over
/// file headers and whole files.
public struct FITCRC: Sendable, Equatable {
    /// The CRC of the bytes added so far.
    public private(set) var value: UInt16 = 0

    public init() {}

    /// The CRC of every byte value, from the protocol's four-bit table (polynomial
    /// 0xA001, reflected: CRC-16/ARC), so that one lookup adds a byte.
    private static let table: [UInt16] = (0..<256).map { byte in
        let nibbles: [UInt16] = [
            0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
            0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400,
        ]
        var crc = UInt16(byte)
        for _ in 0..<2 { crc = (crc >> 4) ^ nibbles[Int(crc & 0xF)] }
        return crc
    }

    /// Adds one byte.
    @inline(__always)
    public mutating func update(_ byte: UInt8) {
        value = (value >> 8) ^ Self.table[Int((value ^ UInt16(byte)) & 0xFF)]
    }

    /// Adds bytes.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { update(byte) }
    }

    /// Eight tables for adding eight bytes at a time ("slicing by 8"): `slices[k][b]` is
    /// the CRC change of byte value `b` followed by `k` zero bytes, table `k` at
    /// `slices[256 * k ..< 256 * (k + 1)]`.
    private static let slices: [UInt16] = {
        var slices = table
        for k in 1..<8 {
            for byte in 0..<256 {
                let previous = slices[256 * (k - 1) + byte]
                slices.append((previous >> 8) ^ table[Int(previous & 0xFF)])
            }
        }
        return slices
    }()

    /// Adds bytes in memory (the decoder's path): eight bytes per step with the sliced
    /// tables, then the rest one by one.
    public mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        var crc = value
        Self.slices.withUnsafeBufferPointer { t in
            var index = 0
            let count = bytes.count
            while index + 8 <= count {
                let x0 = Int(UInt8(truncatingIfNeeded: crc) ^ bytes[index])
                let x1 = Int(UInt8(truncatingIfNeeded: crc >> 8) ^ bytes[index + 1])
                crc = t[7 * 256 + x0] ^ t[6 * 256 + x1] ^ t[5 * 256 + Int(bytes[index + 2])]
                    ^ t[4 * 256 + Int(bytes[index + 3])] ^ t[3 * 256 + Int(bytes[index + 4])]
                    ^ t[2 * 256 + Int(bytes[index + 5])] ^ t[256 + Int(bytes[index + 6])] ^ t[Int(bytes[index + 7])]
                index += 8
            }
            while index < count {
                crc = (crc >> 8) ^ t[Int((crc ^ UInt16(bytes[index])) & 0xFF)]
                index += 1
            }
        }
        value = crc
    }

    /// The CRC of `bytes`.
    public static func checksum(_ bytes: some Sequence<UInt8>) -> UInt16 {
        var crc = FITCRC()
        crc.update(bytes)
        return crc.value
    }
}
