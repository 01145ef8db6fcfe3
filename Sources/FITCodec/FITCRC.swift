/// The FIT CRC-16 (polynomial 0xA001, computed four bits at a time as the FIT
/// protocol specifies), over file headers and whole files.
public struct FITCRC: Sendable, Equatable {
    /// The CRC of the bytes added so far.
    public private(set) var value: UInt16 = 0

    public init() {}

    private static let table: [UInt16] = [
        0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
        0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400,
    ]

    /// Adds one byte.
    public mutating func update(_ byte: UInt8) {
        var crc = value
        var tmp = Self.table[Int(crc & 0xF)]
        crc = (crc >> 4) & 0x0FFF
        crc = crc ^ tmp ^ Self.table[Int(byte & 0xF)]
        tmp = Self.table[Int(crc & 0xF)]
        crc = (crc >> 4) & 0x0FFF
        crc = crc ^ tmp ^ Self.table[Int((byte >> 4) & 0xF)]
        value = crc
    }

    /// Adds bytes.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { update(byte) }
    }

    /// The CRC of `bytes`.
    public static func checksum(_ bytes: some Sequence<UInt8>) -> UInt16 {
        var crc = FITCRC()
        crc.update(bytes)
        return crc.value
    }
}
