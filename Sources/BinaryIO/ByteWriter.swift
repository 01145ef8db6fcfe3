/// Writes integers, floats and byte runs of either byte order into a growing array of
/// bytes.
///
/// The verbs are those of SwiftNIO's `ByteBuffer`: `write…` appends; `set…(at:)`
/// overwrites bytes already written and leaves the length alone. Every multi-byte write
/// names its byte order. Everything is inlinable, so that a write in a hot loop compiles
/// to a store.
@frozen
public struct ByteWriter: Sendable {
    /// The bytes written so far.
    @inlinable public var bytes: [UInt8] { storage }
    @usableFromInline var storage: [UInt8]

    /// An empty writer with room for `capacity` bytes before it grows.
    @inlinable
    public init(capacity: Int = 0) {
        storage = []
        storage.reserveCapacity(capacity)
    }

    /// How many bytes have been written.
    @inlinable
    public var count: Int { storage.count }

    /// Makes room for `capacity` bytes in all before the writer grows.
    @inlinable
    public mutating func reserveCapacity(_ capacity: Int) {
        storage.reserveCapacity(capacity)
    }

    /// Forgets every byte written but keeps the room they took, so that writing starts
    /// again at the first byte without growing (SwiftNIO's `clear()`).
    @inlinable
    public mutating func clear() {
        storage.removeAll(keepingCapacity: true)
    }

    // MARK: Write: appending

    /// Appends one byte.
    @inlinable @inline(__always)
    public mutating func writeByte(_ byte: UInt8) {
        storage.append(byte)
    }

    /// Appends `value`'s bytes in `endianness`.
    @inlinable @inline(__always)
    public mutating func writeInteger<T: FixedWidthInteger>(_ value: T, endianness: Endianness) {
        withUnsafeBytes(of: value.laidOut(endianness)) { storage.append(contentsOf: $0) }
    }

    /// Appends the low `byteCount` bytes of `value` (1 to 8 of them, as a layout known only
    /// at run time asks) in `endianness`.
    @inlinable @inline(__always)
    public mutating func writeInteger(_ value: UInt64, byteCount: Int, endianness: Endianness) {
        precondition(byteCount > 0 && byteCount <= 8, "an integer of \(byteCount) bytes")
        switch endianness {
        case .little:
            for byte in 0..<byteCount { storage.append(UInt8(truncatingIfNeeded: value >> UInt64(8 * byte))) }
        case .big:
            for byte in stride(from: byteCount - 1, through: 0, by: -1) { storage.append(UInt8(truncatingIfNeeded: value >> UInt64(8 * byte))) }
        }
    }

    /// Appends a `float32`'s bytes in `endianness`, bit for bit.
    @inlinable
    public mutating func writeFloat(_ value: Float, endianness: Endianness) {
        writeInteger(value.bitPattern, endianness: endianness)
    }

    /// Appends a `float64`'s bytes in `endianness`, bit for bit.
    @inlinable
    public mutating func writeDouble(_ value: Double, endianness: Endianness) {
        writeInteger(value.bitPattern, endianness: endianness)
    }

    /// Appends bytes as they are.
    @inlinable @inline(__always)
    public mutating func writeBytes(_ bytes: some Sequence<UInt8>) {
        storage.append(contentsOf: bytes)
    }

    /// Appends bytes as they are.
    @inlinable @inline(__always)
    public mutating func writeBytes(_ bytes: UnsafeRawBufferPointer) {
        storage.append(contentsOf: bytes)
    }

    /// Appends `count` copies of `byte`.
    @inlinable
    public mutating func writeRepeating(_ byte: UInt8, count: Int) {
        storage.append(contentsOf: repeatElement(byte, count: count))
    }

    // MARK: Set: overwriting

    /// Overwrites the bytes at `offset` with `value`'s bytes in `endianness`.
    /// - Precondition: the bytes have been written.
    @inlinable @inline(__always)
    public mutating func setInteger<T: FixedWidthInteger>(_ value: T, at offset: Int, endianness: Endianness) {
        precondition(offset >= 0 && offset <= storage.count - MemoryLayout<T>.size, "setting bytes not written")
        storage.withUnsafeMutableBytes { $0.storeBytes(of: value.laidOut(endianness), toByteOffset: offset, as: T.self) }
    }

    /// Overwrites the `byteCount` bytes at `offset` (1, 2, 4 or 8) with the low bytes of
    /// `value` in `endianness`.
    /// - Precondition: the bytes have been written.
    @inlinable @inline(__always)
    public mutating func setInteger(_ value: UInt64, byteCount: Int, at offset: Int, endianness: Endianness) {
        switch byteCount {
        case 1: setInteger(UInt8(truncatingIfNeeded: value), at: offset, endianness: endianness)
        case 2: setInteger(UInt16(truncatingIfNeeded: value), at: offset, endianness: endianness)
        case 4: setInteger(UInt32(truncatingIfNeeded: value), at: offset, endianness: endianness)
        case 8: setInteger(value, at: offset, endianness: endianness)
        default: preconditionFailure("an integer of \(byteCount) bytes")
        }
    }
}
