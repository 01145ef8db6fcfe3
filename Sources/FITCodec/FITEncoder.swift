import FITProfile

/// Why a message could not be encoded.
public struct FITEncodingError: Error, Sendable, Hashable, CustomStringConvertible {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}

/// One field of a message to encode: the field number, its base type and its
/// values (`nil` writes the invalid value).
public struct FITOutgoingField: Sendable, Hashable {
    public var number: UInt8
    public var baseType: FITBaseType { didSet { size = Self.size(of: values, as: baseType) } }
    public var values: [FITValue?] { didSet { size = Self.size(of: values, as: baseType) } }
    /// The bytes the field takes, kept up to date with the values so that the encoder
    /// reads it without touching them.
    private(set) var size: Int

    public init(number: UInt8, baseType: FITBaseType, values: [FITValue?]) {
        self.number = number
        self.baseType = baseType
        self.values = values
        size = Self.size(of: values, as: baseType)
    }

    private static func size(of values: [FITValue?], as baseType: FITBaseType) -> Int {
        if baseType == .string {
            if case .string(let text)?? = values.first { return text.utf8.count + 1 }
            return 1
        }
        return max(1, values.count) * baseType.size
    }
}

/// One developer field of a message to encode; its description must have been
/// written (as a `field_description` message) before it.
public struct FITOutgoingDeveloperField: Sendable, Hashable {
    public var description: FITDeveloperFieldDescription
    public var values: [FITValue?]

    public init(description: FITDeveloperFieldDescription, values: [FITValue?]) {
        self.description = description
        self.values = values
    }

    var size: Int {
        FITOutgoingField(number: description.fieldNumber, baseType: description.baseType, values: values).size
    }
}

/// A message to encode: any profile message (or any global number at all), built
/// field by field by profile name or from a decoded message.
public struct FITOutgoingMessage: Sendable, Hashable {
    public let globalMessageNumber: UInt16
    public private(set) var fields: [FITOutgoingField] = []
    public var developerFields: [FITOutgoingDeveloperField] = []

    /// An empty message with a global message number.
    public init(globalMessageNumber: UInt16) {
        self.globalMessageNumber = globalMessageNumber
    }

    /// An empty profile message by name (`record`).
    public init(_ name: String) throws {
        guard let profile = FITProfile.message(named: name) else {
            throw FITEncodingError("the FIT profile has no message named “\(name)”")
        }
        self.init(globalMessageNumber: profile.number)
    }

    /// The same fields and values as a decoded message. A timestamp that came from a
    /// compressed-timestamp header is written as a `timestamp` field.
    public init(_ message: FITMessage) {
        self.init(globalMessageNumber: message.globalMessageNumber)
        for field in message.definition.fields where !fields.contains(where: { $0.number == field.number }) {
            // A field repeated in a definition is read as its first occurrence, so only that one is kept.
            fields.append(FITOutgoingField(number: field.number, baseType: field.baseType, values: message.values(of: field)))
        }
        if let timestamp = message.timestamp, message.definition.field(number: FITProfile.timestampFieldNumber) == nil {
            set(FITOutgoingField(number: FITProfile.timestampFieldNumber, baseType: .uint32, values: [.integer(Int64(timestamp))]))
        }
        developerFields = message.developerFields.compactMap { field in
            field.description.map { FITOutgoingDeveloperField(description: $0, values: field.values) }
        }
    }

    /// Sets a field, replacing one with the same number.
    public mutating func set(_ field: FITOutgoingField) {
        if let index = fields.firstIndex(where: { $0.number == field.number }) {
            fields[index] = field
        } else {
            fields.append(field)
        }
    }

    /// Sets a field of one value, replacing the value in place when the message already
    /// has a one-value field of that number and base type (no allocation: the way to
    /// fill a message reused for many records).
    public mutating func set(field number: UInt8, _ baseType: FITBaseType, _ value: FITValue?) {
        if let index = fields.firstIndex(where: { $0.number == number }) {
            if fields[index].baseType == baseType, fields[index].values.count == 1 {
                fields[index].values[0] = value
            } else {
                fields[index] = FITOutgoingField(number: number, baseType: baseType, values: [value])
            }
        } else {
            fields.append(FITOutgoingField(number: number, baseType: baseType, values: [value]))
        }
    }

    /// Sets a profile field from its value in the profile's units: the profile's
    /// scale and offset are applied and the value rounded for integer base types.
    public mutating func set(_ name: String, _ value: Double) throws {
        let field = try profileField(name)
        let raw = (value + field.offset) * field.scale
        if field.baseType.isFloatingPoint {
            set(FITOutgoingField(number: field.number, baseType: field.baseType, values: [.float(raw)]))
            return
        }
        let rounded = raw.rounded()
        guard field.baseType.isInteger, rounded.isFinite, let integer = Int64(exactly: rounded),
              Self.fits(integer, field.baseType) else {
            throw FITEncodingError("\(value) does not fit the FIT field “\(name)” (\(field.baseType.profileName))")
        }
        set(FITOutgoingField(number: field.number, baseType: field.baseType, values: [.integer(integer)]))
    }

    /// Sets a profile enumeration or integer field from its raw value.
    public mutating func set(_ name: String, raw value: Int64) throws {
        let field = try profileField(name)
        guard field.baseType.isInteger, Self.fits(value, field.baseType) else {
            throw FITEncodingError("\(value) does not fit the FIT field “\(name)” (\(field.baseType.profileName))")
        }
        set(FITOutgoingField(number: field.number, baseType: field.baseType, values: [.integer(value)]))
    }

    /// Sets a profile enumeration field by the name of its value (`sport` = `running`).
    public mutating func set(_ name: String, valueNamed valueName: String) throws {
        let field = try profileField(name)
        guard let value = FITProfile.type(named: field.typeName)?.value(named: valueName) else {
            throw FITEncodingError("the FIT type “\(field.typeName)” of field “\(name)” has no value named “\(valueName)”")
        }
        try set(name, raw: value)
    }

    /// Sets a profile string field.
    public mutating func set(_ name: String, string: String) throws {
        let field = try profileField(name)
        guard field.baseType == .string else { throw FITEncodingError("the FIT field “\(name)” is not a string") }
        set(FITOutgoingField(number: field.number, baseType: .string, values: [.string(string)]))
    }

    private func profileField(_ name: String) throws -> FITFieldProfile {
        guard let profile = FITProfile.message(number: globalMessageNumber), let field = profile.field(named: name) else {
            throw FITEncodingError("the FIT profile message \(globalMessageNumber) has no field named “\(name)”")
        }
        return field
    }

    private static func fits(_ value: Int64, _ type: FITBaseType) -> Bool {
        if type.size == 8 { return true }
        let bits = Int64(type.size * 8)
        return type.isSigned ? value >= -(1 << (bits - 1)) && value < (1 << (bits - 1)) : value >= 0 && value < (1 << bits)
    }
}

/// Writes FIT files: definition messages as needed, data messages, developer
/// fields, the 14-byte header with its CRC, and the file CRC.
///
/// Messages go straight into one growing byte buffer; a message whose layout matches a
/// local message type already defined reuses it (the last one used is tried first), so
/// a run of records costs no definition and no allocation.
public struct FITEncoder {
    private var data: [UInt8] = []
    /// The layouts of the 16 local message types, and which to reuse next.
    private var localLayouts = [Layout?](repeating: nil, count: 16)
    private var nextLocal = 0
    /// The local message type of the last message, and its layout (held apart from
    /// `localLayouts` so that checking it copies nothing).
    private var lastLocal = 0
    private var lastLayout: Layout?

    /// What a definition message says: the global number and, per field, its number,
    /// size and base type (developer fields: number, size and developer data index).
    private struct Layout {
        let globalMessageNumber: UInt16
        let fields: [UInt32]
        let developerFields: [UInt32]

        init(_ message: FITOutgoingMessage) {
            globalMessageNumber = message.globalMessageNumber
            fields = message.fields.map { Self.key($0) }
            developerFields = message.developerFields.map { Self.key($0) }
        }

        static func key(_ field: FITOutgoingField) -> UInt32 {
            UInt32(field.number) << 16 | UInt32(field.size) << 8 | UInt32(field.baseType.rawValue)
        }

        static func key(_ field: FITOutgoingDeveloperField) -> UInt32 {
            UInt32(field.description.developerDataIndex) << 16 | UInt32(field.description.fieldNumber) << 8 | UInt32(field.size)
        }

        /// Whether `message` has this layout (compared in place, without building its own;
        /// through buffer pointers, so that no field is copied).
        func matches(_ message: FITOutgoingMessage) -> Bool {
            guard globalMessageNumber == message.globalMessageNumber, fields.count == message.fields.count,
                  developerFields.count == message.developerFields.count else { return false }
            let fieldsMatch = message.fields.withUnsafeBufferPointer { outgoing in
                fields.withUnsafeBufferPointer { keys in
                    for index in 0..<keys.count {
                        let key = UInt32(outgoing[index].number) << 16 | UInt32(outgoing[index].size) << 8
                            | UInt32(outgoing[index].baseType.rawValue)
                        if keys[index] != key { return false }
                    }
                    return true
                }
            }
            guard fieldsMatch else { return false }
            for index in developerFields.indices where developerFields[index] != Self.key(message.developerFields[index]) {
                return false
            }
            return true
        }
    }

    public init() {}

    /// Appends one message, preceded by its definition when its layout is new.
    public mutating func write(_ message: FITOutgoingMessage) throws {
        if let index = message.fields.withUnsafeBufferPointer({ fields in (0..<fields.count).first { fields[$0].size > 255 } }) {
            let field = message.fields[index]
            throw FITEncodingError("field \(field.number) of message \(message.globalMessageNumber) needs \(field.size) bytes; FIT allows 255")
        }
        for field in message.developerFields where field.size > 255 {
            throw FITEncodingError("developer field \(field.description.fieldNumber) needs \(field.size) bytes; FIT allows 255")
        }
        guard message.fields.count <= 255, message.developerFields.count <= 255 else {
            throw FITEncodingError("message \(message.globalMessageNumber) has more than 255 fields")
        }
        let local: Int
        if lastLayout?.matches(message) == true {
            local = lastLocal
        } else {
            if let existing = localLayouts.firstIndex(where: { $0?.matches(message) == true }) {
                local = existing
            } else {
                local = nextLocal
                nextLocal = (nextLocal + 1) % 16
                localLayouts[local] = Layout(message)
                writeDefinition(message, local: local)
            }
            lastLocal = local
            lastLayout = localLayouts[local]
        }
        data.append(UInt8(local))
        message.fields.withUnsafeBufferPointer { fields in
            for index in 0..<fields.count {
                append(fields[index].values, as: fields[index].baseType, size: fields[index].size)
            }
        }
        for field in message.developerFields {
            append(field.values, as: field.description.baseType, size: field.size)
        }
    }

    /// The whole file: header, messages and CRC.
    public func finish() -> [UInt8] {
        var file: [UInt8] = [14, 0x20]
        file.reserveCapacity(14 + data.count + 2)
        Self.appendLittleEndian(UInt64(Self.profileVersion), size: 2, to: &file)
        Self.appendLittleEndian(UInt64(data.count), size: 4, to: &file)
        file += Array(".FIT".utf8)
        Self.appendLittleEndian(UInt64(FITCRC.checksum(file)), size: 2, to: &file)
        file += data
        var crc = FITCRC()
        file.withUnsafeBufferPointer { crc.update($0) }
        Self.appendLittleEndian(UInt64(crc.value), size: 2, to: &file)
        return file
    }

    private mutating func writeDefinition(_ message: FITOutgoingMessage, local: Int) {
        let hasDeveloperFields = !message.developerFields.isEmpty
        data.append(0x40 | (hasDeveloperFields ? 0x20 : 0) | UInt8(local))
        data += [0, 0]
        Self.appendLittleEndian(UInt64(message.globalMessageNumber), size: 2, to: &data)
        data.append(UInt8(message.fields.count))
        for field in message.fields {
            data += [field.number, UInt8(field.size), field.baseType.rawValue]
        }
        if hasDeveloperFields {
            data.append(UInt8(message.developerFields.count))
            for field in message.developerFields {
                data += [field.description.fieldNumber, UInt8(field.size), field.description.developerDataIndex]
            }
        }
    }

    @inline(__always)
    private mutating func append(_ values: [FITValue?], as type: FITBaseType, size: Int) {
        if type == .string {
            var written = 0
            if case .string(let text)?? = values.first {
                for byte in text.utf8.prefix(size) { data.append(byte) }
                written = min(size, text.utf8.count)
            }
            data.append(contentsOf: repeatElement(0, count: size - written))
            return
        }
        let typeSize = type.size
        let count = size / typeSize
        values.withUnsafeBufferPointer { values in
            for index in 0..<count {
                let bits: UInt64
                switch index < values.count ? values[index] : nil {
                case .integer(let integer)?: bits = UInt64(bitPattern: integer)
                case .float(let number)?: bits = type == .float32 ? UInt64(Float(number).bitPattern) : number.bitPattern
                case .string?, nil: bits = type.invalidBitPattern
                }
                Self.appendLittleEndian(bits, size: typeSize, to: &data)
            }
        }
    }

    @inline(__always)
    private static func appendLittleEndian(_ value: UInt64, size: Int, to bytes: inout [UInt8]) {
        for byte in 0..<size { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(8 * byte))) }
    }

    /// The profile version for the header: major * 1000 + minor (21.218 -> 21218).
    private static let profileVersion: UInt16 = {
        let parts = FITProfile.version.split(separator: ".").compactMap { UInt16($0) }
        guard parts.count >= 2, parts[0] < 65, parts[1] < 1000 else { return 0 }
        return parts[0] * 1000 + parts[1]
    }()
}
