/// The order in which the bytes of a multi-byte number are laid out.
@frozen
public enum Endianness: Sendable, Hashable {
    /// Least significant byte first: zip records, the store's chunks, FIT architecture 0.
    case little
    /// Most significant byte first: FIT architecture 1.
    case big
}

extension FixedWidthInteger {
    /// The integer whose bytes, laid out in `endianness`, are those of `value` in memory.
    @inlinable @inline(__always)
    init(_ value: Self, from endianness: Endianness) {
        self = endianness == .big ? Self(bigEndian: value) : Self(littleEndian: value)
    }

    /// This integer with its bytes in memory laid out in `endianness`.
    @inlinable @inline(__always)
    func laidOut(_ endianness: Endianness) -> Self {
        endianness == .big ? bigEndian : littleEndian
    }
}
