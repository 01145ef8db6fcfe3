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

    /// Adds bytes in memory (the decoder's path: one table access for all of them).
    public mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        var crc = value
        Self.table.withUnsafeBufferPointer { table in
            for byte in bytes { crc = (crc >> 8) ^ table[Int((crc ^ UInt16(byte)) & 0xFF)] }
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
