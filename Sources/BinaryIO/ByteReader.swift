/// Reads integers, floats and byte runs of either byte order from bytes in memory,
/// in place.
///
/// The verbs are those of SwiftNIO's `ByteBuffer`: `get…(at:)` reads at an offset and
/// leaves the reader index where it is; `read…` reads at the reader index and moves it
/// past what was read. Every call names its byte order. A read that would reach past
/// the end of the bytes (or start before them) returns `nil` and moves nothing, so a
/// short or hostile input is an answer to check, never a trap.
///
/// A reader is a view: it does not own or keep its bytes alive. Use it only inside the
/// `withUnsafeBytes` call that lent them. Everything is inlinable, so that a read in a
/// hot loop compiles to one bounds check and one load.
@frozen
public struct ByteReader {
    /// The bytes read.
    public let bytes: UnsafeRawBufferPointer
    /// Where the next `read…` starts, from the start of ``bytes``.
    @inlinable public var readerIndex: Int { index }
    @usableFromInline var index: Int

    /// A reader over `bytes`, its reader index at `readerIndex` (clamped to the bytes).
    @inlinable
    public init(_ bytes: UnsafeRawBufferPointer, readerIndex: Int = 0) {
        self.bytes = bytes
        index = min(max(0, readerIndex), bytes.count)
    }

    /// The bytes from the reader index to the end.
    @inlinable
    public var readableBytes: Int { bytes.count - readerIndex }

    /// Whether `count` bytes at `offset` lie within the bytes.
    @inlinable @inline(__always)
    func contains(_ offset: Int, _ count: Int) -> Bool {
        offset >= 0 && count >= 0 && offset <= bytes.count &- count
    }

    // MARK: Get: at an offset

    /// The integer of type `T` whose bytes, in `endianness`, are at `offset`, or `nil`
    /// when they are not all there.
    @inlinable @inline(__always)
    public func getInteger<T: FixedWidthInteger>(at offset: Int, endianness: Endianness, as _: T.Type = T.self) -> T? {
        guard contains(offset, MemoryLayout<T>.size) else { return nil }
        return T(bytes.loadUnaligned(fromByteOffset: offset, as: T.self), from: endianness)
    }

    /// The unsigned integer held in the `byteCount` bytes at `offset` (1 to 8 of them, as
    /// a file whose layout is only known at run time declares), or `nil` when they are
    /// not all there or `byteCount` is not in 1...8.
    @inlinable @inline(__always)
    public func getInteger(at offset: Int, byteCount: Int, endianness: Endianness) -> UInt64? {
        guard byteCount > 0, byteCount <= 8, contains(offset, byteCount) else { return nil }
        // The common sizes in one load each.
        switch byteCount {
        case 1: return UInt64(bytes[offset])
        case 2: return UInt64(UInt16(bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self), from: endianness))
        case 4: return UInt64(UInt32(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self), from: endianness))
        case 8: return UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self), from: endianness)
        default: break
        }
        var value: UInt64 = 0
        switch endianness {
        case .big:
            for index in offset..<(offset + byteCount) { value = value << 8 | UInt64(bytes[index]) }
        case .little:
            for index in stride(from: offset + byteCount - 1, through: offset, by: -1) { value = value << 8 | UInt64(bytes[index]) }
        }
        return value
    }

    /// The `float32` whose bytes, in `endianness`, are at `offset`, bit for bit, or `nil`.
    @inlinable
    public func getFloat(at offset: Int, endianness: Endianness) -> Float? {
        getInteger(at: offset, endianness: endianness, as: UInt32.self).map(Float.init(bitPattern:))
    }

    /// The `float64` whose bytes, in `endianness`, are at `offset`, bit for bit, or `nil`.
    @inlinable
    public func getDouble(at offset: Int, endianness: Endianness) -> Double? {
        getInteger(at: offset, endianness: endianness, as: UInt64.self).map(Double.init(bitPattern:))
    }

    /// The `count` bytes at `offset`, in place, or `nil` when they are not all there.
    @inlinable
    public func getBytes(at offset: Int, count: Int) -> UnsafeRawBufferPointer? {
        guard contains(offset, count) else { return nil }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)])
    }

    // MARK: Read: at the reader index, moving it

    /// Reads an integer of type `T` in `endianness` (see ``getInteger(at:endianness:as:)``).
    @inlinable
    public mutating func readInteger<T: FixedWidthInteger>(endianness: Endianness, as _: T.Type = T.self) -> T? {
        guard let value = getInteger(at: readerIndex, endianness: endianness, as: T.self) else { return nil }
        index += MemoryLayout<T>.size
        return value
    }

    /// Reads an unsigned integer of `byteCount` bytes (see ``getInteger(at:byteCount:endianness:)``).
    @inlinable
    public mutating func readInteger(byteCount: Int, endianness: Endianness) -> UInt64? {
        guard let value = getInteger(at: readerIndex, byteCount: byteCount, endianness: endianness) else { return nil }
        index += byteCount
        return value
    }

    /// Reads a `float32` in `endianness`, bit for bit.
    @inlinable
    public mutating func readFloat(endianness: Endianness) -> Float? {
        readInteger(endianness: endianness, as: UInt32.self).map(Float.init(bitPattern:))
    }

    /// Reads a `float64` in `endianness`, bit for bit.
    @inlinable
    public mutating func readDouble(endianness: Endianness) -> Double? {
        readInteger(endianness: endianness, as: UInt64.self).map(Double.init(bitPattern:))
    }

    /// Reads `count` bytes, in place.
    @inlinable
    public mutating func readBytes(count: Int) -> UnsafeRawBufferPointer? {
        guard let slice = getBytes(at: readerIndex, count: count) else { return nil }
        index += count
        return slice
    }

    /// Moves the reader index `count` bytes on (back, when negative); `false`, and no
    /// move, when that would leave the bytes.
    @inlinable @discardableResult
    public mutating func moveReaderIndex(forwardBy count: Int) -> Bool {
        let index = readerIndex + count
        guard index >= 0, index <= bytes.count else { return false }
        self.index = index
        return true
    }
}
