import FITProfile

/// What a `field_description` message says about a developer field: its name,
/// units, base type, scale and offset.
public struct FITDeveloperFieldDescription: Sendable, Hashable {
    /// The `developer_data_id` the field belongs to.
    public let developerDataIndex: UInt8
    /// The field's number among that developer's fields.
    public let fieldNumber: UInt8
    public let baseType: FITBaseType
    /// The field's name (`nil` when the description gives none).
    public let name: String?
    public let units: String?
    /// Value = raw / scale - offset (1 and 0 when not given).
    public let scale: Double
    public let offset: Double
    /// The profile message and field the developer field stands in for, if any.
    public let nativeMessageNumber: UInt16?
    public let nativeFieldNumber: UInt8?
    /// The application's 16-byte identifier from `developer_data_id`, if given.
    public let applicationID: [UInt8]?

    public init(
        developerDataIndex: UInt8, fieldNumber: UInt8, baseType: FITBaseType, name: String?, units: String?,
        scale: Double = 1, offset: Double = 0, nativeMessageNumber: UInt16? = nil, nativeFieldNumber: UInt8? = nil,
        applicationID: [UInt8]? = nil
    ) {
        self.developerDataIndex = developerDataIndex
        self.fieldNumber = fieldNumber
        self.baseType = baseType
        self.name = name
        self.units = units
        self.scale = scale
        self.offset = offset
        self.nativeMessageNumber = nativeMessageNumber
        self.nativeFieldNumber = nativeFieldNumber
        self.applicationID = applicationID
    }

    /// The description in a decoded `field_description` message, or `nil` when it
    /// lacks the developer data index, field number or a known base type.
    init?(_ message: FITMessage, applicationID: [UInt8]?) {
        guard let index = message.integer(field: 0), let number = message.integer(field: 1),
              let typeByte = message.integer(field: 2),
              let developerDataIndex = UInt8(exactly: index), let fieldNumber = UInt8(exactly: number),
              let byte = UInt8(exactly: typeByte), let baseType = FITBaseType(definitionByte: byte)
        else { return nil }
        let scale = message.integer(field: 6).map(Double.init) ?? 1
        self.init(
            developerDataIndex: developerDataIndex, fieldNumber: fieldNumber, baseType: baseType,
            name: message.string(field: 3), units: message.string(field: 8),
            scale: scale == 0 ? 1 : scale,
            offset: message.integer(field: 7).map(Double.init) ?? 0,
            nativeMessageNumber: message.integer(field: 14).flatMap { UInt16(exactly: $0) },
            nativeFieldNumber: message.integer(field: 15).flatMap { UInt8(exactly: $0) },
            applicationID: applicationID
        )
    }
}

/// A developer field of one data message: its definition, its description (when
/// the file gave one) and its values.
public struct FITDeveloperField: Sendable, Hashable {
    public let definition: FITDeveloperFieldDefinition
    /// `nil` when no `field_description` described the field: its bytes were skipped.
    public let description: FITDeveloperFieldDescription?
    /// The raw values (`nil` for invalid ones); empty without a description.
    public let values: [FITValue?]

    /// The first value with the description's scale and offset applied, or `nil` when
    /// it is absent, invalid or not a finite number.
    public var doubleValue: Double? {
        guard let description, let raw = values.first??.number else { return nil }
        return FITScaling.value(raw: raw, scale: description.scale, offset: description.offset)
    }

    /// The value as text, for string fields.
    public var stringValue: String? {
        if case .string(let text)?? = values.first { return text }
        return nil
    }
}
