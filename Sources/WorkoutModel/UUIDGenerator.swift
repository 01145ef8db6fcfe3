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
