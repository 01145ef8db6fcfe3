/// How a packed column of a store chunk stores each of its numbers: as a double, or narrower
/// when every number of the column converts back to the same bits. A series chunk's values
/// (``SeriesChunk/Compaction``) and a route chunk's optional columns
/// (``LocationChunk/Layout``) are stored so; the raw value is what the chunk's layout records.
enum ColumnWidth: UInt8 {
    case double = 0, float = 1, int16 = 2, int32 = 3

    /// Bytes a number takes.
    var size: Int {
        switch self {
        case .double: 8
        case .float, .int32: 4
        case .int16: 2
        }
    }

    /// The width to try next when this one does not hold a number (``double`` holds every one).
    var wider: ColumnWidth {
        switch self {
        case .int16: .int32
        case .int32: .float
        case .float, .double: .double
        }
    }

    /// Whether `value` is stored so, bit for bit.
    @inline(__always)
    func holds(_ value: Double) -> Bool {
        switch self {
        case .double: return true
        case .float: return Double(Float(value)).bitPattern == value.bitPattern
        case .int16: return value >= -32768 && value <= 32767 && Double(Int16(value)).bitPattern == value.bitPattern
        case .int32: return value >= -2147483648 && value <= 2147483647 && Double(Int32(value)).bitPattern == value.bitPattern
        }
    }

    /// The narrowest width that holds every one of `values` (``int16`` when there are none).
    static func narrowest(holding values: some Collection<Double>) -> ColumnWidth {
        var width = ColumnWidth.int16
        // Widened (at most three times) to the next that holds them all, the numbers before
        // checked again.
        for index in values.indices where !width.holds(values[index]) {
            repeat { width = width.wider } while !values[...index].allSatisfy { width.holds($0) }
        }
        return width
    }

    /// Stores `values` one after another from byte `offset` of `chunk`, little-endian, each
    /// in this width (which holds them).
    func store(_ values: UnsafeBufferPointer<Double>, from offset: Int, in chunk: UnsafeMutableRawBufferPointer) {
        switch self {
        case .double:
            for (index, value) in values.enumerated() {
                chunk.storeBytes(of: value.bitPattern.littleEndian, toByteOffset: offset + index * 8, as: UInt64.self)
            }
        case .float:
            for (index, value) in values.enumerated() {
                chunk.storeBytes(of: Float(value).bitPattern.littleEndian, toByteOffset: offset + index * 4, as: UInt32.self)
            }
        case .int16:
            for (index, value) in values.enumerated() {
                chunk.storeBytes(of: Int16(value).littleEndian, toByteOffset: offset + index * 2, as: Int16.self)
            }
        case .int32:
            for (index, value) in values.enumerated() {
                chunk.storeBytes(of: Int32(value).littleEndian, toByteOffset: offset + index * 4, as: Int32.self)
            }
        }
    }

    /// The number stored in this width at byte `offset` of `chunk`.
    @inline(__always)
    func load(at offset: Int, in chunk: UnsafeRawBufferPointer) -> Double {
        switch self {
        case .double:
            Double(bitPattern: UInt64(littleEndian: chunk.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
        case .float:
            Double(Float(bitPattern: UInt32(littleEndian: chunk.loadUnaligned(fromByteOffset: offset, as: UInt32.self))))
        case .int16:
            Double(Int16(littleEndian: chunk.loadUnaligned(fromByteOffset: offset, as: Int16.self)))
        case .int32:
            Double(Int32(littleEndian: chunk.loadUnaligned(fromByteOffset: offset, as: Int32.self)))
        }
    }
}
