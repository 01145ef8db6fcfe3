import BinaryIO
import FITProfile

/// A value unpacked from another field's bits (a component), in the target
/// field's units.
public struct FITExpandedValue: Sendable, Hashable {
    public let fieldNumber: UInt8
    public let value: Double
}

/// One decoded data message: its definition, its bytes, and typed access to its
/// fields by profile name or field number.
///
/// Values are read from the message's bytes on access, so decoding a message
/// does not allocate per field.
public struct FITMessage: Sendable, Hashable {
    /// The definition the message was decoded with.
    public let definition: FITMessageDefinition
    /// The message's content (fields, then developer fields), as in the file: a slice of
    /// the decoder's input buffer, shared rather than copied. A message kept while the
    /// decoder is given more input keeps the buffer it was read from alive; use
    /// `Array(content)` to keep the bytes alone.
    public let content: ArraySlice<UInt8>
    /// The message's timestamp (FIT seconds): field 253, or from a compressed-timestamp header.
    public internal(set) var timestamp: UInt32?
    /// The byte offset of the message's record header in the input.
    public let offset: Int
    /// Which file of a chain the message is in (0 for the first).
    public let fileIndex: Int
    /// Values unpacked from components (accumulated where the profile says so).
    public internal(set) var expandedValues: [FITExpandedValue] {
        get { extras?.expandedValues ?? [] }
        set {
            if newValue.isEmpty, developerDescriptions.isEmpty { extras = nil; return }
            extras = Extras(expandedValues: newValue, developerDescriptions: developerDescriptions)
        }
    }
    /// The descriptions of the developer fields, aligned with `definition.developerFields`.
    var developerDescriptions: [FITDeveloperFieldDescription?] { extras?.developerDescriptions ?? [] }

    /// What only some messages have, held apart so that a message without it (most
    /// records) copies and frees no array: `nil` when both are empty.
    private var extras: Extras?

    private struct Extras: Sendable, Hashable {
        var expandedValues: [FITExpandedValue]
        var developerDescriptions: [FITDeveloperFieldDescription?]
    }

    init(definition: FITMessageDefinition, content: ArraySlice<UInt8>, timestamp: UInt32?, offset: Int, fileIndex: Int,
         developerDescriptions: [FITDeveloperFieldDescription?]) {
        self.definition = definition
        self.content = content
        self.timestamp = timestamp
        self.offset = offset
        self.fileIndex = fileIndex
        extras = developerDescriptions.isEmpty ? nil : Extras(expandedValues: [], developerDescriptions: developerDescriptions)
    }

    /// The global message number.
    public var globalMessageNumber: UInt16 { definition.globalMessageNumber }

    /// The profile's description of the message, or `nil` for a message the profile
    /// does not define (it is kept all the same).
    public var profile: FITMessageProfile? { definition.profile }

    /// The profile name (`record`), or `unknown_<number>`.
    public var name: String { profile?.name ?? "unknown_\(definition.globalMessageNumber)" }

    /// The timestamp as seconds since 1970-01-01 UTC.
    public var unixTimestamp: Int64? { timestamp.map { Int64($0) + fitEpochOffsetFromUnixEpoch } }

    // MARK: Raw access

    /// The raw bit pattern of value `index` of a field, or `nil` when the field is
    /// absent, the index is out of range, or the value is the invalid value.
    public func bitPattern(of field: FITFieldDefinition, index: Int = 0) -> UInt64? {
        let type = field.baseType
        // index < field.count, without its division: the field's size is a multiple of the type's.
        guard type != .string, index >= 0, index < field.size, (index + 1) * type.size <= field.size,
              field.offset + field.size <= content.count
        else { return nil }
        let bits = content.withUnsafeBytes {
            ByteReader($0).getInteger(at: field.offset + index * type.size, byteCount: type.size, endianness: definition.endianness)
        }
        return bits == type.invalidBitPattern ? nil : bits
    }

    /// Every value of a field (`nil` for invalid ones); a string field gives one value.
    /// A field of another message's definition gives no values.
    public func values(of field: FITFieldDefinition) -> [FITValue?] {
        guard field.offset + field.size <= content.count else { return [] }
        if field.baseType == .string {
            return [content.withUnsafeBytes { FITBytes.string($0, at: field.offset, size: field.size) }.map(FITValue.string)]
        }
        return (0..<field.count).map { index in bitPattern(of: field, index: index).map { FITBytes.value($0, as: field.baseType) } }
    }

    /// The integer value `index` of field `number`, without scale or offset, or `nil`.
    public func integer(field number: UInt8, index: Int = 0) -> Int64? {
        guard let field = definition.field(number: number), field.baseType.isInteger,
              let bits = bitPattern(of: field, index: index) else { return nil }
        return FITBytes.integer(bits, as: field.baseType)
    }

    /// The string value of field `number`, or `nil`.
    public func string(field number: UInt8) -> String? {
        guard let field = definition.field(number: number) else { return nil }
        if field.baseType == .string {
            return content.withUnsafeBytes { FITBytes.string($0, at: field.offset, size: field.size) }
        }
        return nil
    }

    // MARK: Typed access by profile name

    /// The value of a field or sub-field by profile name, with the profile's scale
    /// and offset applied: `record.double("heart_rate")`, or `nil` when absent, invalid
    /// or not a finite number (a float field can hold infinities and NaNs). A field absent from the
    /// message but unpacked from another field's components (for example
    /// `enhanced_speed` from `speed`) is found too.
    public func double(_ name: String, index: Int = 0) -> Double? {
        guard let (field, subField) = profile?.fieldOrSubField(named: name) else { return nil }
        if let subField {
            guard isActive(subField) else { return nil }
            return double(fieldNumber: field.number, index: index, scale: subField.scale, offset: subField.offset)
        }
        if let value = double(fieldNumber: field.number, index: index, scale: field.scale, offset: field.offset) {
            return value
        }
        var seen = 0
        for expanded in expandedValues where expanded.fieldNumber == field.number {
            if seen == index { return expanded.value }
            seen += 1
        }
        return nil
    }

    /// Every value of a field by profile name, scaled (for array fields such as
    /// `hrv.time`); unpacked component values when the field itself is absent.
    /// Invalid and non-finite values are left out.
    public func doubles(_ name: String) -> [Double] {
        guard let (field, subField) = profile?.fieldOrSubField(named: name) else { return [] }
        let scale = subField?.scale ?? field.scale, offset = subField?.offset ?? field.offset
        if let subField, !isActive(subField) { return [] }
        if let definitionField = definition.field(number: field.number), definitionField.baseType != .string {
            return (0..<definitionField.count).compactMap { index in
                bitPattern(of: definitionField, index: index).flatMap {
                    FITScaling.value(raw: FITBytes.number($0, as: definitionField.baseType), scale: scale, offset: offset)
                }
            }
        }
        return expandedValues.filter { $0.fieldNumber == field.number }.map(\.value)
    }

    /// The integer value of a field or sub-field by profile name, without scale or
    /// offset (enumerations, counts, serial numbers), or `nil`.
    public func integer(_ name: String, index: Int = 0) -> Int64? {
        guard let (field, subField) = profile?.fieldOrSubField(named: name) else { return nil }
        if let subField, !isActive(subField) { return nil }
        return integer(field: field.number, index: index)
    }

    /// The string value of a field by profile name, or `nil`.
    public func string(_ name: String) -> String? {
        guard let field = profile?.field(named: name) else { return nil }
        return string(field: field.number)
    }

    /// The profile's name for an enumerated field's value (`running` for
    /// `session.sport` = 1), or `nil` when absent or unnamed.
    public func valueName(_ name: String) -> String? {
        guard let (field, subField) = profile?.fieldOrSubField(named: name),
              let raw = integer(name) else { return nil }
        return FITProfile.type(named: subField?.typeName ?? field.typeName)?.name(of: raw)
    }

    // MARK: Typed access by generated field constant

    /// The value of a field or sub-field (`FITField.Record.heartRate`), as
    /// ``double(_:index:)-(String,_)`` gives it by name; `nil` for a field of another message.
    public func double(_ field: FITField, index: Int = 0) -> Double? {
        field.messageNumber == globalMessageNumber ? double(field.name, index: index) : nil
    }

    /// Every value of a field, as ``doubles(_:)-(String)`` gives them by name; none for a
    /// field of another message.
    public func doubles(_ field: FITField) -> [Double] {
        field.messageNumber == globalMessageNumber ? doubles(field.name) : []
    }

    /// The integer value of a field or sub-field, as ``integer(_:index:)-(String,_)`` gives
    /// it by name; `nil` for a field of another message.
    public func integer(_ field: FITField, index: Int = 0) -> Int64? {
        field.messageNumber == globalMessageNumber ? integer(field.name, index: index) : nil
    }

    /// The string value of a field, as ``string(_:)-(String)`` gives it by name; `nil` for
    /// a field of another message.
    public func string(_ field: FITField) -> String? {
        field.messageNumber == globalMessageNumber ? string(field.name) : nil
    }

    /// The profile's name for an enumerated field's value, as ``valueName(_:)-(String)``
    /// gives it by the field's name; `nil` for a field of another message.
    public func valueName(_ field: FITField) -> String? {
        field.messageNumber == globalMessageNumber ? valueName(field.name) : nil
    }

    /// The developer fields with their descriptions and values.
    public var developerFields: [FITDeveloperField] {
        definition.developerFields.indices.map { index in
            let fieldDefinition = definition.developerFields[index]
            guard let description = developerDescriptions[index] else {
                return FITDeveloperField(definition: fieldDefinition, description: nil, values: [])
            }
            return FITDeveloperField(definition: fieldDefinition, description: description,
                                     values: developerValues(fieldDefinition, as: description.baseType))
        }
    }

    // MARK: Helpers

    /// Whether a sub-field applies: one of its conditions holds in this message.
    func isActive(_ subField: FITSubFieldProfile) -> Bool {
        subField.conditions.contains { integer(field: $0.fieldNumber) == $0.rawValue }
    }

    private func double(fieldNumber: UInt8, index: Int, scale: Double, offset: Double) -> Double? {
        guard let field = definition.field(number: fieldNumber), field.baseType != .string,
              let bits = bitPattern(of: field, index: index) else { return nil }
        return FITScaling.value(raw: FITBytes.number(bits, as: field.baseType), scale: scale, offset: offset)
    }

    private func developerValues(_ field: FITDeveloperFieldDefinition, as declared: FITBaseType) -> [FITValue?] {
        let type = field.size % declared.size == 0 ? declared : .byte
        return content.withUnsafeBytes { bytes in
            if type == .string {
                return [FITBytes.string(bytes, at: field.offset, size: field.size).map(FITValue.string)]
            }
            let reader = ByteReader(bytes)
            return stride(from: 0, to: field.size - type.size + 1, by: type.size).map { start in
                guard let bits = reader.getInteger(at: field.offset + start, byteCount: type.size, endianness: definition.endianness),
                      bits != type.invalidBitPattern else { return nil }
                return FITBytes.value(bits, as: type)
            }
        }
    }
}

/// A profile field located once in one message definition: where messages of that
/// definition hold its value and how the value is scaled, so that reading it from each
/// message needs no lookup by name (see ``FITMessageDefinition/resolve(_:)-(String)``).
public struct FITResolvedField: Sendable {
    /// The profile's field number.
    public let number: UInt8
    /// Where the field's first value lies in a message's content, or `nil` when the
    /// definition's messages do not carry a value of it (its value may still be unpacked
    /// from another field's components).
    @usableFromInline let location: Location?
    @usableFromInline let scale: Double
    @usableFromInline let offset: Double

    /// The first value of a field in a message's content.
    @usableFromInline
    struct Location: Sendable {
        /// The value's offset in the content.
        @usableFromInline let start: Int
        /// The end of the whole field (all its values) in the content, which a message's
        /// content must reach for the field to be read.
        @usableFromInline let fieldEnd: Int
        @usableFromInline let baseType: FITBaseType
        /// The size of a value of `baseType`.
        @usableFromInline let size: Int
        @usableFromInline let invalidBitPattern: UInt64
        /// For an integer of at most 32 bits whose shift (offset × scale) is a whole number
        /// below 2^52: the shift, so that the value is `(raw - shift) / scale` computed
        /// straight from the integer (what ``FITScaling/value(raw:scale:offset:)`` computes
        /// for it); `nil` otherwise.
        @usableFromInline let wholeShift: Double?
        /// How far to shift the bit pattern left and back to sign-extend it: 64 minus the
        /// value's bits for a signed integer, 0 otherwise.
        @usableFromInline let signExtension: UInt64
    }
}

extension FITMessageDefinition {
    /// The profile field named `name` (a field's own name, not a sub-field's) as this
    /// definition's messages hold it, or `nil` when the profile's message has no such field.
    public func resolve(_ name: String) -> FITResolvedField? {
        guard let profileField = profile?.field(named: name) else { return nil }
        // A field holds a value when it is numeric and has room for one value of its type.
        let location = field(number: profileField.number).flatMap { field -> FITResolvedField.Location? in
            let type = field.baseType
            guard type != .string, type.size > 0, field.size >= type.size else { return nil }
            let shift = profileField.offset * profileField.scale
            let isWhole = type.isInteger && type.size <= 4 && abs(shift) < FITScaling.exactIntegerLimit && shift == shift.rounded()
            let isSigned = type == .sint8 || type == .sint16 || type == .sint32
            return FITResolvedField.Location(start: field.offset, fieldEnd: field.offset + field.size, baseType: type,
                                             size: type.size, invalidBitPattern: type.invalidBitPattern,
                                             wholeShift: isWhole ? shift : nil,
                                             signExtension: isSigned ? UInt64(64 - 8 * type.size) : 0)
        }
        return FITResolvedField(number: profileField.number, location: location, scale: profileField.scale, offset: profileField.offset)
    }

    /// A field (`FITField.Record.heartRate`) as this definition's messages hold it, as
    /// ``resolve(_:)-(String)`` gives it by name; `nil` for a field of another message.
    public func resolve(_ field: FITField) -> FITResolvedField? {
        field.messageNumber == globalMessageNumber ? resolve(field.name) : nil
    }
}

extension FITMessage {
    /// The value of a field resolved in this message's definition, as ``double(_:index:)-(String,_)``
    /// gives it by the field's name: scaled, or `nil` when absent, invalid or not a finite
    /// number; unpacked from another field's components when the message lacks it.
    public func double(_ resolved: FITResolvedField) -> Double? {
        withFieldValues { $0.double(resolved) }
    }

    /// Calls `body` with the message's field values, read in place: for reading several
    /// resolved fields of one message (a record's) with one access to its bytes. The
    /// values must not be kept after `body` returns.
    @inlinable
    public func withFieldValues<Result>(_ body: (FITFieldValues) throws -> Result) rethrows -> Result {
        let expandedValues = expandedValues
        return try content.withUnsafeBytes { bytes in
            try body(FITFieldValues(reader: ByteReader(bytes), endianness: definition.endianness, expandedValues: expandedValues))
        }
    }
}

/// A message's field values read in place from its bytes (see ``FITMessage/withFieldValues(_:)``).
/// Its reading is inlinable, so that a reader in another module reads a record's fields
/// without a call per field.
public struct FITFieldValues {
    @usableFromInline let reader: ByteReader
    @usableFromInline let endianness: Endianness
    @usableFromInline let expandedValues: [FITExpandedValue]

    @usableFromInline
    init(reader: ByteReader, endianness: Endianness, expandedValues: [FITExpandedValue]) {
        self.reader = reader
        self.endianness = endianness
        self.expandedValues = expandedValues
    }

    /// The value of a field resolved in the message's definition, as
    /// ``FITMessage/double(_:)-(FITResolvedField)`` gives it.
    @inlinable @inline(__always)
    public func double(_ resolved: FITResolvedField) -> Double? {
        if let location = resolved.location, location.fieldEnd <= reader.bytes.count,
           let bits = reader.getInteger(at: location.start, byteCount: location.size, endianness: endianness) {
            if bits != location.invalidBitPattern {
                if let shift = location.wholeShift {
                    // A small integer: exact in a double, as is its difference with the shift.
                    let raw = Double(Int64(bitPattern: bits &<< location.signExtension) &>> location.signExtension)
                    let value = resolved.scale == 1 ? raw - shift : (raw - shift) / resolved.scale
                    if value.isFinite { return value }
                } else if let value = FITScaling.value(raw: FITBytes.number(bits, as: location.baseType),
                                                       scale: resolved.scale, offset: resolved.offset) {
                    return value
                }
            }
        }
        for expanded in expandedValues where expanded.fieldNumber == resolved.number { return expanded.value }
        return nil
    }
}
