import Foundation
import Synchronization

/// Random (version 4) UUIDs made cheaply: two SplitMix64 streams seeded once from the
/// system's random source. Foundation's `UUID()` asks the system source on every call
/// (a system call on Linux), which costs more than reading a whole point of a recording;
/// the model's initialisers use ``UUIDGenerator/random()`` as their default instead.
public struct UUIDGenerator: Sendable {
    private var first: UInt64
    private var second: UInt64

    /// A generator seeded from the system's random source.
    public init() {
        var system = SystemRandomNumberGenerator()
        first = system.next()
        second = system.next()
    }

    /// The next UUID of this generator.
    public mutating func next() -> UUID {
        let high = Self.splitMix(&first), low = Self.splitMix(&second)
        var bytes = (high.bigEndian, low.bigEndian)
        return withUnsafeMutableBytes(of: &bytes) { raw in
            raw[6] = (raw[6] & 0x0F) | 0x40 // version 4
            raw[8] = (raw[8] & 0x3F) | 0x80 // RFC 4122 variant
            return UUID(uuid: (raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7],
                               raw[8], raw[9], raw[10], raw[11], raw[12], raw[13], raw[14], raw[15]))
        }
    }

    private static let shared = Mutex(UUIDGenerator())

    /// A new random UUID from one process-wide generator (safe from any thread).
    public static func random() -> UUID {
        shared.withLock { $0.next() }
    }

    private static func splitMix(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension UUIDGenerator {
    /// The UUID of value `index` of the series whose UUID is `series`, the same in every
    /// process: value 0's is the series' own, value *i*'s is a version 8 UUID made of the
    /// series' first ten bytes and its last six plus *i* times an odd constant (modulo 2⁴⁸),
    /// so the values of one series never share a UUID (up to 2⁴⁸ of them), and none is the
    /// series' own (a version 4 one from ``random()``). A series stores one UUID, not one a value.
    ///
    /// - Parameters:
    ///   - index: The value's place in its series, from 0.
    ///   - series: The series' UUID.
    public static func seriesValue(_ index: Int, of series: UUID) -> UUID {
        guard index != 0 else { return series }
        var bytes = series.uuid
        return withUnsafeMutableBytes(of: &bytes) { raw in
            var tail: UInt64 = 0
            for offset in 10..<16 { tail = tail << 8 | UInt64(raw[offset]) }
            tail = (tail &+ UInt64(index) &* seriesValueStep) & 0xFFFF_FFFF_FFFF
            for offset in (10..<16).reversed() {
                raw[offset] = UInt8(truncatingIfNeeded: tail)
                tail >>= 8
            }
            raw[6] = (raw[6] & 0x0F) | 0x80 // version 8
            raw[8] = (raw[8] & 0x3F) | 0x80 // RFC 4122 variant
            return UUID(uuid: (raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7],
                               raw[8], raw[9], raw[10], raw[11], raw[12], raw[13], raw[14], raw[15]))
        }
    }

    /// The odd constant that ``seriesValue(_:of:)`` adds to a series' last six bytes per value.
    package static let seriesValueStep: UInt64 = 0x9E37_79B9_7F4B
}
