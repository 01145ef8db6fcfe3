import BinaryIO
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

    /// Sets a profile field from its value in the profile's units: the profile's
    /// scale and offset are applied and the value rounded for integer base types.
    public mutating func set(_ name: String, _ value: Double) throws {
        let field = try profileField(name)
        if field.baseType.isFloatingPoint {
            set(FITOutgoingField(number: field.number, baseType: field.baseType, values: [.float((value + field.offset) * field.scale)]))
            return
        }
        guard let integer = field.rawInteger(for: value) else {
            throw FITEncodingError("\(value) does not fit the FIT field “\(name)” (\(field.baseType.profileName))")
        }
        set(FITOutgoingField(number: field.number, baseType: field.baseType, values: [.integer(integer)]))
    }

    /// Sets a profile enumeration or integer field from its raw value.
    public mutating func set(_ name: String, raw value: Int64) throws {
        let field = try profileField(name)
        guard field.baseType.isInteger, field.baseType.integerRange.contains(value) else {
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

    /// Sets a field (`FITField.Session.totalCalories`) from its value in the profile's
    /// units, as ``set(_:_:)-(String,_)`` does by name.
    /// - Throws: ``FITEncodingError`` as by name, and for a field of another message.
    public mutating func set(_ field: FITField, _ value: Double) throws {
        try set(try name(of: field), value)
    }

    /// Sets an enumeration or integer field from its raw value, as ``set(_:raw:)-(String,_)``
    /// does by name.
    public mutating func set(_ field: FITField, raw value: Int64) throws {
        try set(try name(of: field), raw: value)
    }

    /// Sets an enumeration field by the name of its value, as
    /// ``set(_:valueNamed:)-(String,_)`` does by the field's name.
    public mutating func set(_ field: FITField, valueNamed valueName: String) throws {
        try set(try name(of: field), valueNamed: valueName)
    }

    /// Sets a string field, as ``set(_:string:)-(String,_)`` does by name.
    public mutating func set(_ field: FITField, string: String) throws {
        try set(try name(of: field), string: string)
    }

    /// The name of a field of this message.
    private func name(of field: FITField) throws -> String {
        guard field.messageNumber == globalMessageNumber else {
            throw FITEncodingError("the FIT profile message \(globalMessageNumber) has no field named “\(field.name)”")
        }
        return field.name
    }

    private func profileField(_ name: String) throws -> FITFieldProfile {
        guard let profile = FITProfile.message(number: globalMessageNumber), let field = profile.field(named: name) else {
            throw FITEncodingError("the FIT profile message \(globalMessageNumber) has no field named “\(name)”")
        }
        return field
    }
}

extension FITFieldProfile {
    /// The integer this field stores for `value` in the profile's units: the scale and
    /// offset applied (`(value + offset) × scale`) and rounded to the nearest, or `nil`
    /// when the field is not an integer field or its base type cannot hold the result.
    public func rawInteger(for value: Double) -> Int64? {
        FITBaseType.rawInteger((value + offset) * scale, as: baseType)
    }
}

extension FITBaseType {
    /// The integers a field of this integer type holds: every `Int64` for the 8-byte
    /// types (a `uint64` above `Int64.max` is written from its bit pattern). Check
    /// ``isInteger`` first: the range means nothing for the other types.
    var integerRange: ClosedRange<Int64> {
        if size == 8 { return Int64.min...Int64.max }
        let bits = Int64(size * 8)
        return isSigned ? -(1 << (bits - 1))...(1 << (bits - 1)) - 1 : 0...(1 << bits) - 1
    }

    /// `raw` rounded to the nearest integer, or `nil` when it is not finite or `type`
    /// cannot hold it.
    @inline(__always)
    static func rawInteger(_ raw: Double, as type: FITBaseType) -> Int64? {
        let rounded = raw.rounded()
        guard type.isInteger, rounded.isFinite, let integer = Int64(exactly: rounded),
              type.integerRange.contains(integer) else { return nil }
        return integer
    }
}

/// A message whose fields are fixed when it is made and whose values are kept as the
/// bytes of its data message: setting a value writes it in place and the encoder's
/// ``FITEncoder/write(_:)-(FITPackedMessage)`` for packed messages copies the bytes out, so a run of such
/// messages (an activity's records) costs no lookup by name, no array of values per field
/// and, after the first, no definition.
///
/// Every field holds one number; strings, arrays and developer fields are written with
/// ``FITOutgoingMessage``. The encoder writes a packed message exactly as it writes an
/// outgoing message with the same fields in the same order (the two share definitions).
/// A new packed message holds the invalid value ("no value") in every field.
public struct FITPackedMessage: Sendable {
    /// A field of a packed message: its number, its base type, and the scale and offset
    /// that ``FITPackedMessage/set(_:_:)`` applies (the profile's, for a profile field).
    public struct Field: Sendable, Hashable {
        public let number: UInt8
        public let baseType: FITBaseType
        public let scale: Double
        public let offset: Double

        public init(number: UInt8, baseType: FITBaseType, scale: Double = 1, offset: Double = 0) {
            self.number = number
            self.baseType = baseType
            self.scale = scale
            self.offset = offset
        }

        /// A profile field, with its base type, scale and offset.
        public init(_ field: FITFieldProfile) {
            self.init(number: field.number, baseType: field.baseType, scale: field.scale, offset: field.offset)
        }
    }

    /// Where a field's value goes in the data message, and what it may hold.
    private struct Slot {
        let offset: Int
        let baseType: FITBaseType
        /// The raw integers the field holds (`nil` for a float field).
        let integers: ClosedRange<Int64>?
        let scale: Double
        let valueOffset: Double
    }

    public let globalMessageNumber: UInt16
    /// The fields, in the order they are written; values are set by position in this list.
    public let fields: [Field]
    private let slots: [Slot]
    /// The definition the encoder writes for this message.
    let layout: FITEncoder.Layout
    /// The data message's bytes after its header byte.
    private(set) var content: ByteWriter

    /// A message with these fields, each holding its invalid value.
    /// - Throws: ``FITEncodingError`` when a field is a string, a number appears twice or
    ///   there are more than 255 fields.
    public init(globalMessageNumber: UInt16, fields: [Field]) throws {
        guard fields.count <= 255 else {
            throw FITEncodingError("message \(globalMessageNumber) has more than 255 fields")
        }
        var slots: [Slot] = []
        var content = ByteWriter()
        for (index, field) in fields.enumerated() {
            guard field.baseType != .string else {
                throw FITEncodingError("field \(field.number) of message \(globalMessageNumber) is a string: write it with FITOutgoingMessage")
            }
            guard !fields[..<index].contains(where: { $0.number == field.number }) else {
                throw FITEncodingError("field \(field.number) appears twice in message \(globalMessageNumber)")
            }
            slots.append(Slot(offset: content.count, baseType: field.baseType,
                              integers: field.baseType.isInteger ? field.baseType.integerRange : nil,
                              scale: field.scale, valueOffset: field.offset))
            content.writeInteger(field.baseType.invalidBitPattern, byteCount: field.baseType.size, endianness: .little)
        }
        self.globalMessageNumber = globalMessageNumber
        self.fields = fields
        self.slots = slots
        self.content = content
        layout = FITEncoder.Layout(
            globalMessageNumber: globalMessageNumber,
            fields: fields.map { FITEncoder.Layout.key(number: $0.number, size: $0.baseType.size, baseType: $0.baseType) },
            developerFields: [])
    }

    /// A profile message (`record`) with these profile fields (`timestamp`,
    /// `heart_rate`), in this order.
    /// - Throws: ``FITEncodingError`` when the profile has no such message or field, or
    ///   a field is a string.
    public init(_ name: String, fields names: [String]) throws {
        guard let profile = FITProfile.message(named: name) else {
            throw FITEncodingError("the FIT profile has no message named “\(name)”")
        }
        let fields = try names.map { fieldName in
            guard let field = profile.field(named: fieldName) else {
                throw FITEncodingError("the FIT profile message “\(name)” has no field named “\(fieldName)”")
            }
            return Field(field)
        }
        try self.init(globalMessageNumber: profile.number, fields: fields)
    }

    /// Sets the integer field at `index` (a position in ``fields``) to a raw value, as
    /// written in the file (no scale or offset).
    /// - Throws: ``FITEncodingError`` when the field is not an integer field or its base
    ///   type cannot hold the value.
    public mutating func set(_ index: Int, raw value: Int64) throws {
        let slot = slots[index]
        guard let integers = slot.integers, integers.contains(value) else { throw cannotHold(String(value), index) }
        store(UInt64(bitPattern: value), at: slot)
    }

    /// Sets the field at `index` (a position in ``fields``) from a value in its units:
    /// its scale and offset are applied (`(value + offset) × scale`) and the result rounded
    /// to the nearest integer for an integer field.
    /// - Throws: ``FITEncodingError`` when an integer field's base type cannot hold it.
    public mutating func set(_ index: Int, _ value: Double) throws {
        let slot = slots[index]
        let raw = (value + slot.valueOffset) * slot.scale
        switch slot.baseType {
        case .float32: store(UInt64(Float(raw).bitPattern), at: slot)
        case .float64: store(raw.bitPattern, at: slot)
        default:
            guard let integer = FITBaseType.rawInteger(raw, as: slot.baseType) else { throw cannotHold(String(value), index) }
            store(UInt64(bitPattern: integer), at: slot)
        }
    }

    /// Sets the field at `index` (a position in ``fields``) to its invalid value: no value.
    public mutating func setInvalid(_ index: Int) {
        let slot = slots[index]
        store(slot.baseType.invalidBitPattern, at: slot)
    }

    /// Writes the low bytes of `bits` at the slot, least significant first.
    @inline(__always)
    private mutating func store(_ bits: UInt64, at slot: Slot) {
        // Each slot lies inside `content`: the offsets were laid out from the same sizes.
        content.setInteger(bits, byteCount: slot.baseType.size, at: slot.offset, endianness: .little)
    }

    private func cannotHold(_ value: String, _ index: Int) -> FITEncodingError {
        let field = fields[index]
        let name = FITProfile.message(number: globalMessageNumber)?.field(number: field.number)?.name ?? "\(field.number)"
        return FITEncodingError("\(value) does not fit the FIT field “\(name)” (\(field.baseType.profileName))")
    }
}

/// Writes FIT files: definition messages as needed, data messages, developer
/// fields, the 14-byte header with its CRC, and the file CRC.
///
/// Messages go straight into one growing byte buffer; a message whose layout matches a
/// local message type already defined reuses it (the last one used is tried first), so
/// a run of records costs no definition and no allocation.
///
/// A file of any size is written in bounded memory by handing the messages out as they
/// come (``handOutMessages(_:)``) and writing ``header()`` and ``fileCRC()`` at the end,
/// the header in front of the messages; ``finish()`` gives a file held whole.
public struct FITEncoder {
    /// The messages written and not yet handed out.
    private var data = ByteWriter()
    /// How many message bytes were handed out, and their CRC (alone, from 0).
    private var handedOutCount = 0
    private var handedOutCRC = FITCRC()
    /// The layouts of the 16 local message types, and which to reuse next.
    private var localLayouts = [Layout?](repeating: nil, count: 16)
    private var nextLocal = 0
    /// The local message type of the last message, and its layout (held apart from
    /// `localLayouts` so that checking it copies nothing).
    private var lastLocal = 0
    private var lastLayout: Layout?

    /// What a definition message says: the global number and, per field, its number,
    /// size and base type (developer fields: developer data index, number and size).
    /// A class, so that a packed message's layout is told from the last one by identity.
    final class Layout: Sendable, Equatable {
        let globalMessageNumber: UInt16
        let fields: [UInt32]
        let developerFields: [UInt32]

        init(globalMessageNumber: UInt16, fields: [UInt32], developerFields: [UInt32]) {
            self.globalMessageNumber = globalMessageNumber
            self.fields = fields
            self.developerFields = developerFields
        }

        convenience init(_ message: FITOutgoingMessage) {
            self.init(globalMessageNumber: message.globalMessageNumber,
                      fields: message.fields.map { Self.key(number: $0.number, size: $0.size, baseType: $0.baseType) },
                      developerFields: message.developerFields.map { Self.key($0) })
        }

        static func == (lhs: Layout, rhs: Layout) -> Bool {
            lhs === rhs || (lhs.globalMessageNumber == rhs.globalMessageNumber && lhs.fields == rhs.fields
                            && lhs.developerFields == rhs.developerFields)
        }

        @inline(__always)
        static func key(number: UInt8, size: Int, baseType: FITBaseType) -> UInt32 {
            UInt32(number) << 16 | UInt32(size) << 8 | UInt32(baseType.rawValue)
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
                    for index in 0..<keys.count
                    where keys[index] != Self.key(number: outgoing[index].number, size: outgoing[index].size, baseType: outgoing[index].baseType) {
                        return false
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
        if let lastLayout, lastLayout.matches(message) {
            local = lastLocal
        } else if let existing = localLayouts.firstIndex(where: { $0?.matches(message) == true }) {
            local = existing
            lastLocal = local
            lastLayout = localLayouts[local]
        } else {
            local = define(Layout(message))
        }
        data.writeByte(UInt8(local))
        message.fields.withUnsafeBufferPointer { fields in
            for index in 0..<fields.count {
                append(fields[index].values, as: fields[index].baseType, size: fields[index].size)
            }
        }
        for field in message.developerFields {
            append(field.values, as: field.description.baseType, size: field.size)
        }
    }

    /// Appends one packed message, preceded by its definition when its layout is new:
    /// the same bytes as an outgoing message with the same fields and values.
    public mutating func write(_ message: borrowing FITPackedMessage) {
        let layout = message.layout
        let local: Int
        if lastLayout === layout {
            local = lastLocal
        } else if let existing = localLayouts.firstIndex(where: { $0 == layout }) {
            // Equal layouts are interchangeable: keeping this message's lets the next one
            // be told by identity.
            local = existing
            localLayouts[local] = layout
            lastLocal = local
            lastLayout = layout
        } else {
            local = define(layout)
        }
        data.writeByte(UInt8(local))
        data.writeBytes(message.content.bytes)
    }

    /// The whole file: header, messages and CRC, for an encoder that handed none of its
    /// messages out.
    public func finish() -> [UInt8] {
        precondition(handedOutCount == 0, "FITEncoder.finish() after handOutMessages(_:): write header() and fileCRC() around them")
        var file = ByteWriter(capacity: 14 + data.count + 2)
        file.writeBytes(header())
        file.writeBytes(data.bytes)
        var crc = FITCRC()
        file.bytes.withUnsafeBufferPointer { crc.update($0) }
        file.writeInteger(crc.value, endianness: .little)
        return file.bytes
    }

    /// The bytes of the messages written and not yet handed out.
    public var heldByteCount: Int { data.count }

    /// Hands the bytes of the messages written since the last call to `body` (once, in
    /// order) and lets them go, so that memory holds only what comes after; ``header()``
    /// and ``fileCRC()`` still count them. Their CRC is computed as they pass.
    /// - Throws: What `body` throws; the bytes are then kept.
    public mutating func handOutMessages(_ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        guard data.count > 0 else { return }
        try data.bytes.withUnsafeBytes { try body($0) }
        data.bytes.withUnsafeBufferPointer { handedOutCRC.update($0) }
        handedOutCount += data.count
        data.clear()
    }

    /// The 14-byte file header for every message written so far, handed out or held:
    /// its size, the protocol and profile versions, the size of the messages, `.FIT` and
    /// the header's own CRC. It comes before the messages.
    public func header() -> [UInt8] {
        var header = ByteWriter(capacity: 14)
        header.writeByte(14)
        header.writeByte(0x20)  // protocol version 2.0
        header.writeInteger(Self.profileVersion, endianness: .little)
        header.writeInteger(UInt32(truncatingIfNeeded: handedOutCount + data.count), endianness: .little)
        header.writeBytes(".FIT".utf8)
        header.writeInteger(FITCRC.checksum(header.bytes), endianness: .little)
        return header.bytes
    }

    /// The file CRC over ``header()`` and every message written so far, handed out or
    /// held: the file's last two bytes (little-endian), after the messages.
    public func fileCRC() -> UInt16 {
        let headerAndHandedOut = FITCRC.combine(FITCRC.checksum(header()), handedOutCRC.value, secondCount: handedOutCount)
        var crc = FITCRC(continuingFrom: headerAndHandedOut)
        data.bytes.withUnsafeBufferPointer { crc.update($0) }
        return crc.value
    }

    /// Gives `layout` the next local message type (round robin over the 16), writes its
    /// definition and returns the local type.
    private mutating func define(_ layout: Layout) -> Int {
        let local = nextLocal
        nextLocal = (nextLocal + 1) % 16
        localLayouts[local] = layout
        lastLocal = local
        lastLayout = layout
        let hasDeveloperFields = !layout.developerFields.isEmpty
        data.writeByte(0x40 | (hasDeveloperFields ? 0x20 : 0) | UInt8(local))
        data.writeByte(0)  // reserved
        data.writeByte(0)  // architecture: little-endian
        data.writeInteger(layout.globalMessageNumber, endianness: .little)
        data.writeByte(UInt8(layout.fields.count))
        for key in layout.fields {
            // number, size, base type
            data.writeByte(UInt8(truncatingIfNeeded: key >> 16))
            data.writeByte(UInt8(truncatingIfNeeded: key >> 8))
            data.writeByte(UInt8(truncatingIfNeeded: key))
        }
        if hasDeveloperFields {
            data.writeByte(UInt8(layout.developerFields.count))
            for key in layout.developerFields {
                // number, size, developer data index
                data.writeByte(UInt8(truncatingIfNeeded: key >> 8))
                data.writeByte(UInt8(truncatingIfNeeded: key))
                data.writeByte(UInt8(truncatingIfNeeded: key >> 16))
            }
        }
        return local
    }

    @inline(__always)
    private mutating func append(_ values: [FITValue?], as type: FITBaseType, size: Int) {
        if type == .string {
            var written = 0
            if case .string(let text)?? = values.first {
                data.writeBytes(text.utf8.prefix(size))
                written = min(size, text.utf8.count)
            }
            data.writeRepeating(0, count: size - written)
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
                data.writeInteger(bits, byteCount: typeSize, endianness: .little)
            }
        }
    }

    /// The profile version for the header: major * 1000 + minor (21.218 -> 21218).
    private static let profileVersion: UInt16 = {
        let parts = FITProfile.version.split(separator: ".").compactMap { UInt16($0) }
        guard parts.count >= 2, parts[0] < 65, parts[1] < 1000 else { return 0 }
        return parts[0] * 1000 + parts[1]
    }()
}
