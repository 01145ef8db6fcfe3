import BinaryIO
import FITProfile

/// One decoded value of a field, before the profile's scale and offset.
public enum FITValue: Sendable, Hashable {
    /// An integer of any integer base type (a `uint64` above `Int64.max` is held as
    /// its bit pattern).
    case integer(Int64)
    /// A `float32` or `float64`.
    case float(Double)
    /// A string (UTF-8; invalid sequences repaired).
    case string(String)

    /// Values are equal when they hold the same number or text; every NaN equals
    /// every other NaN (a float field's NaN payload is not kept).
    public static func == (lhs: FITValue, rhs: FITValue) -> Bool {
        switch (lhs, rhs) {
        case (.integer(let a), .integer(let b)): return a == b
        case (.float(let a), .float(let b)): return a == b || (a.isNaN && b.isNaN)
        case (.string(let a), .string(let b)): return a == b
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .integer(let value): hasher.combine(0); hasher.combine(value)
        case .float(let value): hasher.combine(1); hasher.combine(value.isNaN ? Double.nan.bitPattern : value.bitPattern)
        case .string(let value): hasher.combine(2); hasher.combine(value)
        }
    }

    /// The value as a number, or `nil` for a string.
    public var number: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .float(let value): return value
        case .string: return nil
        }
    }
}

/// The seconds between 1970-01-01 and FIT's epoch, 1989-12-31T00:00:00Z.
public let fitEpochOffsetFromUnixEpoch: Int64 = 631_065_600

/// What FIT values mean: bit patterns (read with a ``ByteReader`` in the definition's byte
/// order) as numbers of a base type, and string fields (inlinable, for ``FITFieldValues``).
@usableFromInline
enum FITBytes {
    /// A bit pattern of `type` as a number (signed types sign-extended, floats
    /// reinterpreted; a `float32` as its shortest decimal, see ``FITScaling/decimal(_:)``).
    @inlinable @inline(__always)
    static func number(_ bits: UInt64, as type: FITBaseType) -> Double {
        switch type {
        case .sint8: return Double(Int8(truncatingIfNeeded: bits))
        case .sint16: return Double(Int16(truncatingIfNeeded: bits))
        case .sint32: return Double(Int32(truncatingIfNeeded: bits))
        case .sint64: return Double(Int64(bitPattern: bits))
        case .float32: return FITScaling.decimal(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))
        case .float64: return Double(bitPattern: bits)
        default: return Double(bits)
        }
    }

    /// A bit pattern of an integer `type` as an integer.
    @inline(__always)
    static func integer(_ bits: UInt64, as type: FITBaseType) -> Int64 {
        switch type {
        case .sint8: return Int64(Int8(truncatingIfNeeded: bits))
        case .sint16: return Int64(Int16(truncatingIfNeeded: bits))
        case .sint32: return Int64(Int32(truncatingIfNeeded: bits))
        default: return Int64(bitPattern: bits)
        }
    }

    /// A bit pattern as a ``FITValue``.
    static func value(_ bits: UInt64, as type: FITBaseType) -> FITValue {
        type.isFloatingPoint ? .float(number(bits, as: type)) : .integer(integer(bits, as: type))
    }

    /// A string field's bytes up to the first NUL (or all of them), or `nil` when empty.
    static func string(_ bytes: UnsafeRawBufferPointer, at offset: Int, size: Int) -> String? {
        guard let field = ByteReader(bytes).getBytes(at: offset, count: size) else { return nil }
        let text = field.prefix { $0 != 0 }
        guard !text.isEmpty else { return nil }
        return String(decoding: UnsafeRawBufferPointer(rebasing: text), as: UTF8.self)
    }
}
