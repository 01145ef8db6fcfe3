/// The FIT CRC-16 (CRC-16/ARC: polynomial 0xA001, reflected, starting at 0), over
/// file headers and whole files.
public struct FITCRC: Sendable, Equatable {
    /// The CRC of the bytes added so far.
    public private(set) var value: UInt16 = 0

    public init() {}

    /// Goes on from a CRC already computed, as if the bytes it covers had been added.
    init(continuingFrom value: UInt16) { self.value = value }

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

    /// The CRC of some bytes followed by `secondCount` more, from the CRC of the first
    /// bytes and that of the second ones, each computed alone (from 0): what a writer
    /// needs when it computes the CRC of what it writes as the bytes pass but the first
    /// bytes (a FIT header holding the file's size) are known only at the end.
    ///
    /// The CRC starts at 0 and is not inverted, so it is linear: the CRC of both is the
    /// first CRC carried through `secondCount` zero bytes, added (exclusive or) to the
    /// second's. Carrying through zeros is a 16 × 16 bit matrix raised to the power of
    /// their number by squaring (as zlib's `crc32_combine`), so it costs
    /// O(log `secondCount`), not a pass over them.
    public static func combine(_ first: UInt16, _ second: UInt16, secondCount: Int) -> UInt16 {
        precondition(secondCount >= 0, "a byte count is not negative")
        // Each matrix is its 16 columns: column `n` is where the register bit `n` goes.
        func times(_ matrix: [UInt16], _ vector: UInt16) -> UInt16 {
            var sum: UInt16 = 0, vector = vector, column = 0
            while vector != 0 {
                if vector & 1 != 0 { sum ^= matrix[column] }
                vector >>= 1
                column += 1
            }
            return sum
        }
        func squared(_ matrix: [UInt16]) -> [UInt16] { matrix.map { times(matrix, $0) } }
        guard secondCount > 0 else { return first ^ second }
        // One zero bit: the register shifts right, and the polynomial comes in when bit 0 was set.
        var oneBit: [UInt16] = [0xA001]
        for bit in 1..<16 { oneBit.append(1 << (bit - 1)) }
        var power = squared(squared(squared(oneBit)))  // one zero byte: eight bits
        var carried = first, count = secondCount
        while true {
            if count & 1 != 0 { carried = times(power, carried) }
            count >>= 1
            if count == 0 { break }
            power = squared(power)
        }
        return carried ^ second
    }
}
