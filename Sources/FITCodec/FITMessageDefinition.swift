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
    /// The global message number (the profile's message number).
    public let globalMessageNumber: UInt16
    public let fields: [FITFieldDefinition]
    public let developerFields: [FITDeveloperFieldDefinition]
    /// The size of each data message's content, in bytes.
    public let dataSize: Int
    /// The profile's description of the message, or `nil` for a message it does not define.
    public let profile: FITMessageProfile?
    /// The positions in `fields` of the fields that need work after decoding: those with
    /// components (in the field or a sub-field) or that accumulate.
    let fieldsToExpand: [Int]

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
        fieldsToExpand = fieldDefinitions.indices.filter { index in
            guard let field = profile?.field(number: fieldDefinitions[index].number) else { return false }
            return !field.components.isEmpty || field.isAccumulated || field.subFields.contains { !$0.components.isEmpty }
        }
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
