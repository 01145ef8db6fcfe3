/// A FIT base type: how a field's value is laid out in bytes, and which bit
/// pattern means "no value" (the invalid value).
///
/// The raw value is the base type byte of a definition message as the FIT
/// protocol defines it: the low five bits are the type number and bit 7 says
/// whether the type has a byte order.
public enum FITBaseType: UInt8, Sendable, CaseIterable {
    case enumeration = 0x00
    case sint8 = 0x01
    case uint8 = 0x02
    case sint16 = 0x83
    case uint16 = 0x84
    case sint32 = 0x85
    case uint32 = 0x86
    case string = 0x07
    case float32 = 0x88
    case float64 = 0x89
    case uint8z = 0x0A
    case uint16z = 0x8B
    case uint32z = 0x8C
    case byte = 0x0D
    case sint64 = 0x8E
    case uint64 = 0x8F
    case uint64z = 0x90

    /// The base type whose number (the low five bits) is in `byte`, or `nil` for an
    /// unknown number. Some writers omit bit 7, so only the number is compared.
    public init?(definitionByte byte: UInt8) {
        let number = byte & 0x1F
        guard let type = FITBaseType.allCases.first(where: { $0.rawValue & 0x1F == number }) else { return nil }
        self = type
    }

    /// The base type named as in the FIT profile (`enum`, `uint16`, `string`, ...).
    public init?(profileName: String) {
        switch profileName {
        case "enum": self = .enumeration
        case "sint8": self = .sint8
        case "uint8": self = .uint8
        case "sint16": self = .sint16
        case "uint16": self = .uint16
        case "sint32": self = .sint32
        case "uint32": self = .uint32
        case "string": self = .string
        case "float32": self = .float32
        case "float64": self = .float64
        case "uint8z": self = .uint8z
        case "uint16z": self = .uint16z
        case "uint32z": self = .uint32z
        case "byte": self = .byte
        case "sint64": self = .sint64
        case "uint64": self = .uint64
        case "uint64z": self = .uint64z
        default: return nil
        }
    }

    /// The name the FIT profile uses for this base type.
    public var profileName: String {
        switch self {
        case .enumeration: return "enum"
        case .sint8: return "sint8"
        case .uint8: return "uint8"
        case .sint16: return "sint16"
        case .uint16: return "uint16"
        case .sint32: return "sint32"
        case .uint32: return "uint32"
        case .string: return "string"
        case .float32: return "float32"
        case .float64: return "float64"
        case .uint8z: return "uint8z"
        case .uint16z: return "uint16z"
        case .uint32z: return "uint32z"
        case .byte: return "byte"
        case .sint64: return "sint64"
        case .uint64: return "uint64"
        case .uint64z: return "uint64z"
        }
    }

    /// The size of one value in bytes (for `string`, of one character byte).
    public var size: Int {
        switch self {
        case .enumeration, .sint8, .uint8, .uint8z, .byte, .string: return 1
        case .sint16, .uint16, .uint16z: return 2
        case .sint32, .uint32, .uint32z, .float32: return 4
        case .float64, .sint64, .uint64, .uint64z: return 8
        }
    }

    /// Whether values are two's-complement signed integers.
    public var isSigned: Bool {
        switch self {
        case .sint8, .sint16, .sint32, .sint64: return true
        default: return false
        }
    }

    /// Whether values are IEEE 754 floating-point numbers.
    public var isFloatingPoint: Bool { self == .float32 || self == .float64 }

    /// Whether values are integers (every type but strings, bytes and floats; bytes
    /// are integers too, one per byte).
    public var isInteger: Bool { !isFloatingPoint && self != .string }

    /// The bit pattern (of `size` bytes, zero-extended) that means "no value".
    public var invalidBitPattern: UInt64 {
        switch self {
        case .enumeration, .uint8, .byte: return 0xFF
        case .sint8: return 0x7F
        case .sint16: return 0x7FFF
        case .uint16: return 0xFFFF
        case .sint32: return 0x7FFF_FFFF
        case .uint32, .float32: return 0xFFFF_FFFF
        case .float64, .uint64: return 0xFFFF_FFFF_FFFF_FFFF
        case .sint64: return 0x7FFF_FFFF_FFFF_FFFF
        case .string, .uint8z, .uint16z, .uint32z, .uint64z: return 0
        }
    }
}
