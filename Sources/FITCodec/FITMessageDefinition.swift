import BinaryIO
import FITProfile

/// One field of a definition message: which field, how many bytes, which base type.
public struct FITFieldDefinition: Sendable, Hashable {
    /// The field definition number (the profile's field number).
    public let number: UInt8
    /// The field's size in bytes (a multiple of the base type's size for arrays).
    public let size: Int
    /// The base type the file declares, as the definition's byte (kept for encoding).
    public let baseTypeByte: UInt8
    /// The base type values are decoded with: the declared one, or `byte` when the
    /// declared one is unknown or its size does not divide the field's size.
    public let baseType: FITBaseType
    /// Where the field starts in a data message's content.
    public let offset: Int

    public init(number: UInt8, size: Int, baseTypeByte: UInt8, offset: Int) {
        self.number = number
        self.size = size
        self.baseTypeByte = baseTypeByte
        self.offset = offset
        if let declared = FITBaseType(definitionByte: baseTypeByte), size % declared.size == 0 {
            baseType = declared
        } else {
            baseType = .byte
        }
    }

    /// How many values the field holds (1 for a plain field; strings count as one).
    public var count: Int { baseType == .string ? 1 : size / baseType.size }
}

/// One developer field of a definition message.
public struct FITDeveloperFieldDefinition: Sendable, Hashable {
    /// The field number within its developer's fields.
    public let number: UInt8
    public let size: Int
    /// Which `developer_data_id` the field belongs to.
    public let developerDataIndex: UInt8
    /// Where the field starts in a data message's content.
    public let offset: Int
}

/// A definition message: the layout of the data messages of one local message type.
///
/// A class, so that the many messages decoded with one definition share it.
public final class FITMessageDefinition: Sendable, Hashable {
    /// The local message type (0...15) the definition is for.
    public let localMessageType: UInt8
    /// Whether multi-byte values are big-endian.
    public let isBigEndian: Bool
    /// The byte order of multi-byte values.
    @usableFromInline var endianness: Endianness { isBigEndian ? .big : .little }
    /// The global message number (the profile's message number).
    public let globalMessageNumber: UInt16
    public let fields: [FITFieldDefinition]
    public let developerFields: [FITDeveloperFieldDefinition]
    /// The size of each data message's content, in bytes.
    public let dataSize: Int
    /// The profile's description of the message, or `nil` for a message it does not define.
    public let profile: FITMessageProfile?
    /// The fields that need work after decoding (those with components, in the field or
    /// a sub-field, or that accumulate), with what the profile says about them.
    let expansions: [FITFieldExpansion]
    /// Where data messages carry a timestamp (field 253) the decoder can read, or `nil`.
    let timestampLocation: FITTimestampLocation?

    /// A definition from its parts; field offsets follow from the order and sizes.
    public init(
        localMessageType: UInt8, isBigEndian: Bool, globalMessageNumber: UInt16,
        fields: [(number: UInt8, size: Int, baseTypeByte: UInt8)],
        developerFields: [(number: UInt8, size: Int, developerDataIndex: UInt8)] = []
    ) {
        self.localMessageType = localMessageType
        self.isBigEndian = isBigEndian
        self.globalMessageNumber = globalMessageNumber
        var offset = 0
        var fieldDefinitions: [FITFieldDefinition] = []
        fieldDefinitions.reserveCapacity(fields.count)
        for field in fields {
            fieldDefinitions.append(FITFieldDefinition(number: field.number, size: field.size, baseTypeByte: field.baseTypeByte, offset: offset))
            offset += field.size
        }
        var developerDefinitions: [FITDeveloperFieldDefinition] = []
        for field in developerFields {
            developerDefinitions.append(FITDeveloperFieldDefinition(
                number: field.number, size: field.size, developerDataIndex: field.developerDataIndex, offset: offset))
            offset += field.size
        }
        self.fields = fieldDefinitions
        self.developerFields = developerDefinitions
        dataSize = offset
        let profile = FITProfile.message(number: globalMessageNumber)
        self.profile = profile
        expansions = fieldDefinitions.compactMap { definition in
            profile.flatMap { FITFieldExpansion(field: definition, message: $0) }
        }
        timestampLocation = fieldDefinitions.first { $0.number == FITProfile.timestampFieldNumber }
            .flatMap { FITTimestampLocation($0, endianness: isBigEndian ? .big : .little) }
    }

    /// Definitions are equal when they describe the same layout.
    public static func == (lhs: FITMessageDefinition, rhs: FITMessageDefinition) -> Bool {
        lhs === rhs || (lhs.localMessageType == rhs.localMessageType && lhs.isBigEndian == rhs.isBigEndian
            && lhs.globalMessageNumber == rhs.globalMessageNumber && lhs.fields == rhs.fields
            && lhs.developerFields == rhs.developerFields)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(globalMessageNumber)
        hasher.combine(isBigEndian)
        hasher.combine(fields)
        hasher.combine(developerFields)
    }

    /// The definition of field `number`, or `nil` when data messages do not carry it.
    public func field(number: UInt8) -> FITFieldDefinition? {
        for field in fields where field.number == number { return field }
        return nil
    }
}

/// Where a definition's data messages hold their timestamp (field 253), with what reading
/// it needs worked out once: the decoder reads it from every message, handed out or skipped.
struct FITTimestampLocation: Sendable {
    /// The field's offset in a message's content.
    let offset: Int
    let baseType: FITBaseType
    /// The size of one value of `baseType`.
    let size: Int
    let invalidBitPattern: UInt64
    let endianness: Endianness

    /// `nil` for a timestamp field that holds no integer (another base type, or too few bytes).
    init?(_ field: FITFieldDefinition, endianness: Endianness) {
        guard field.baseType.isInteger, field.size >= field.baseType.size else { return nil }
        offset = field.offset
        baseType = field.baseType
        size = field.baseType.size
        invalidBitPattern = field.baseType.invalidBitPattern
        self.endianness = endianness
    }

    /// The timestamp of the data message whose content starts at `contentStart` in `bytes`,
    /// or `nil` when it is the invalid value or no `UInt32` (negative, too large).
    @inline(__always)
    func timestamp(in bytes: UnsafeRawBufferPointer, contentStart: Int) -> UInt32? {
        guard let bits = ByteReader(bytes).getInteger(at: contentStart + offset, byteCount: size, endianness: endianness),
              bits != invalidBitPattern else { return nil }
        return UInt32(exactly: FITBytes.integer(bits, as: baseType))
    }
}

/// What decoding does after reading a field that has components (in the field or in a
/// sub-field) or that accumulates, worked out once per definition rather than per message.
struct FITFieldExpansion: Sendable {
    let field: FITFieldDefinition
    /// The field's own components.
    let components: [FITTargetedComponent]
    /// The sub-fields that have components of their own (they apply per message).
    let subFields: [(subField: FITSubFieldProfile, components: [FITTargetedComponent])]
    /// For an accumulated field: a message carrying it in full restarts the running total
    /// from its value, in the units of the component of another field that adds to it.
    let restart: (fieldScale: Double, fieldOffset: Double, componentScale: Double, componentOffset: Double)?

    /// The expansion of a field, or `nil` when the field needs none.
    init?(field: FITFieldDefinition, message: FITMessageProfile) {
        guard let profile = message.field(number: field.number) else { return nil }
        let subFields = profile.subFields.filter { !$0.components.isEmpty }
        guard !profile.components.isEmpty || profile.isAccumulated || !subFields.isEmpty else { return nil }
        self.field = field
        components = FITTargetedComponent.resolve(profile.components, in: message, depth: 0)
        self.subFields = subFields.map { ($0, FITTargetedComponent.resolve($0.components, in: message, depth: 0)) }
        let adding = profile.isAccumulated
            ? message.fields.lazy.compactMap { $0.components.first { $0.targetFieldNumber == field.number } }.first
            : nil
        restart = adding.map { (profile.scale, profile.offset, $0.scale, $0.offset) }
    }
}

/// A component with what the profile says about the field it unpacks into.
struct FITTargetedComponent: Sendable {
    let bits: Int
    let scale: Double
    let offset: Double
    let targetFieldNumber: UInt8
    /// `false` when the profile has no such field: the bits are read and dropped.
    let hasTarget: Bool
    let targetIsAccumulated: Bool
    let targetScale: Double
    let targetOffset: Double
    /// The target's own components, unpacked from its value in turn (speed → enhanced_speed).
    let targetComponents: [FITTargetedComponent]

    /// The components with their targets, nested at most two levels below `depth` 0.
    static func resolve(_ components: [FITComponent], in message: FITMessageProfile, depth: Int) -> [FITTargetedComponent] {
        components.map { component in
            let target = message.field(number: component.targetFieldNumber)
            return FITTargetedComponent(
                bits: component.bits, scale: component.scale, offset: component.offset,
                targetFieldNumber: component.targetFieldNumber, hasTarget: target != nil,
                targetIsAccumulated: target?.isAccumulated ?? false,
                targetScale: target?.scale ?? 1, targetOffset: target?.offset ?? 0,
                targetComponents: depth < 2 ? target.map { resolve($0.components, in: message, depth: depth + 1) } ?? [] : [])
        }
    }
}
