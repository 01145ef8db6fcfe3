import Synchronization

/// One value packed into the bits of another field (for example the speed and
/// distance packed into a record's `compressed_speed_distance`).
public struct FITComponent: Sendable, Hashable {
    /// The number of the field this component's value belongs to (same message).
    public let targetFieldNumber: UInt8
    /// How many bits the component takes.
    public let bits: Int
    /// The component's own scale and offset: value = bits / scale - offset.
    public let scale: Double
    public let offset: Double
    /// The unit of the component's value.
    public let units: String
}

/// A sub-field: another meaning of a field, chosen by the raw value of another
/// field of the same message (for example `event.data` is `timer_trigger` when
/// `event` is `timer`).
public struct FITSubFieldProfile: Sendable, Hashable {
    /// One condition: the sub-field applies when field `fieldNumber` has `rawValue`.
    public struct Condition: Sendable, Hashable {
        public let fieldNumber: UInt8
        public let rawValue: Int64
    }

    public let name: String
    /// The profile type name (`timer_trigger`, `uint32`, ...).
    public let typeName: String
    public let scale: Double
    public let offset: Double
    public let units: String
    public let components: [FITComponent]
    /// Any one of these makes the sub-field apply.
    public let conditions: [Condition]
}

/// A field of a profile message.
public struct FITFieldProfile: Sendable, Hashable {
    public let number: UInt8
    public let name: String
    /// The profile type name (`date_time`, `sport`, `uint16`, ...).
    public let typeName: String
    /// The base type the profile declares (a file may declare another one).
    public let baseType: FITBaseType
    /// Value = raw / scale - offset.
    public let scale: Double
    public let offset: Double
    public let units: String
    /// The values packed into this field's bits, in bit order.
    public let components: [FITComponent]
    /// Whether the field accumulates across messages (components holding its low bits
    /// add to a running total, with rollover).
    public let isAccumulated: Bool
    public let subFields: [FITSubFieldProfile]
}

/// A message of the FIT profile, with its fields by number and by name.
public final class FITMessageProfile: Sendable {
    public let number: UInt16
    public let name: String
    /// The fields in field-number order.
    public let fields: [FITFieldProfile]
    /// The index in `fields` of each field number, -1 for none (an array: looked up per field decoded).
    private let fieldIndexByNumber: [Int16]
    private let fieldIndexByName: [String: Int]

    init(number: UInt16, name: String, fields: [FITFieldProfile]) {
        self.number = number
        self.name = name
        self.fields = fields
        var byNumber = [Int16](repeating: -1, count: 256)
        var byName: [String: Int] = [:]
        for (index, field) in fields.enumerated() {
            byNumber[Int(field.number)] = Int16(index)
            byName[field.name] = index
        }
        fieldIndexByNumber = byNumber
        fieldIndexByName = byName
    }

    /// The field with a field definition number, or `nil` when the profile has none.
    public func field(number: UInt8) -> FITFieldProfile? {
        fieldIndex(number: number).map { fields[$0] }
    }

    /// The index in ``fields`` of the field with a field definition number, or `nil`.
    public func fieldIndex(number: UInt8) -> Int? {
        let index = fieldIndexByNumber[Int(number)]
        return index < 0 ? nil : Int(index)
    }

    /// The field with a profile name, or `nil`.
    public func field(named name: String) -> FITFieldProfile? {
        fieldIndexByName[name].map { fields[$0] }
    }

    /// The field and sub-field with a name: the sub-field is `nil` when `name` is a
    /// field's own name.
    public func fieldOrSubField(named name: String) -> (field: FITFieldProfile, subField: FITSubFieldProfile?)? {
        if let field = field(named: name) { return (field, nil) }
        for field in fields {
            if let subField = field.subFields.first(where: { $0.name == name }) { return (field, subField) }
        }
        return nil
    }
}

extension FITMessageProfile: Hashable {
    /// Profile messages are one per message number.
    public static func == (lhs: FITMessageProfile, rhs: FITMessageProfile) -> Bool { lhs.number == rhs.number }
    public func hash(into hasher: inout Hasher) { hasher.combine(number) }
}

/// A named type of the FIT profile (`sport`, `event`, `manufacturer`, ...) with
/// the names of its values.
public struct FITTypeProfile: Sendable {
    public let name: String
    private let namesByValue: [Int64: String]
    private let valuesByName: [String: Int64]

    init(name: String, values: [(Int64, String)]) {
        self.name = name
        var byValue: [Int64: String] = [:]
        var byName: [String: Int64] = [:]
        for (value, valueName) in values {
            byValue[value] = valueName
            if byName[valueName] == nil { byName[valueName] = value }
        }
        namesByValue = byValue
        valuesByName = byName
    }

    /// The name of a value (`running` for sport 1), or `nil` when the profile has none.
    public func name(of value: Int64) -> String? { namesByValue[value] }

    /// The value with a name, or `nil`.
    public func value(named name: String) -> Int64? { valuesByName[name] }
}

/// Garmin's FIT profile: every message, field and type, read once from the
/// generated tables.
public enum FITProfile {
    /// The profile version the tables were generated from (`21.218.0`).
    public static let version = FITProfileTables.version

    /// The field numbers common to every message.
    public static let timestampFieldNumber: UInt8 = 253
    public static let messageIndexFieldNumber: UInt8 = 254
    public static let partIndexFieldNumber: UInt8 = 250

    /// The profile message with a global message number, or `nil` for a number the
    /// profile does not define (manufacturer-specific messages).
    public static func message(number: UInt16) -> FITMessageProfile? { catalog.message(number: number) }

    /// The profile message with a name (`record`, `session`, ...), or `nil`.
    public static func message(named name: String) -> FITMessageProfile? {
        catalog.messageNumbers[name].flatMap(catalog.message(number:))
    }

    /// The named type (`sport`, `event`, ...), or `nil`.
    public static func type(named name: String) -> FITTypeProfile? { catalog.type(named: name) }

    /// Every profile message, in message-number order.
    public static var messages: [FITMessageProfile] {
        catalog.messageNumbers.values.sorted().compactMap(catalog.message(number:))
    }

    private static let catalog = ProfileCatalog()
}

/// The generated tables, indexed once by where each message and type is written, and
/// parsed one message or type at a time when it is first asked for: a program that
/// decodes a few kinds of message (every workout file) parses those, not the whole profile.
/// The tables are ASCII and read as bytes: the index is found by one pass over them, and
/// only the block of a message or type asked for is split into lines and columns (splitting
/// as characters cost about 75 million instructions for the messages and types a FIT
/// activity file uses, the time of decoding 30,000 records, in every process that reads one).
private final class ProfileCatalog: Sendable {
    /// The bytes of each message's block (its `M` line first) in the message table, by message number.
    private let messageBlocks: [UInt16: Range<Int>]
    /// Message numbers by name.
    let messageNumbers: [String: UInt16]
    /// The bytes of each type's block (its `T` line first) in the type table, by name.
    private let typeBlocks: [String: Range<Int>]
    private let parsedMessages = Mutex<[UInt16: FITMessageProfile]>([:])
    private let parsedTypes = Mutex<[String: FITTypeProfile]>([:])

    /// A run of a table's bytes: a line, a column, a list item.
    private typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    init() {
        var messageBlocks: [UInt16: Range<Int>] = [:]
        var messageNumbers: [String: UInt16] = [:]
        Self.withBytes(of: FITProfileTables.messages) { bytes in
            for (number, name, block) in Self.blocks(of: bytes, tag: "M") {
                guard let number = UInt16(Self.string(number)) else { continue }
                messageBlocks[number] = block
                messageNumbers[Self.string(name)] = number
            }
        }
        var typeBlocks: [String: Range<Int>] = [:]
        Self.withBytes(of: FITProfileTables.types) { bytes in
            for (name, _, block) in Self.blocks(of: bytes, tag: "T") {
                typeBlocks[Self.string(name)] = block
            }
        }
        self.messageBlocks = messageBlocks
        self.messageNumbers = messageNumbers
        self.typeBlocks = typeBlocks
    }

    /// Calls `body` with the UTF-8 bytes of a table (in place: the tables are literals).
    private static func withBytes<Result>(of table: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var table = table
        return table.withUTF8(body)
    }

    /// The runs of lines of `bytes` that each begin with a line tagged `tag` (`tag`, a tab,
    /// then columns), with that line's next two columns.
    private static func blocks(of bytes: UnsafeBufferPointer<UInt8>, tag: Unicode.Scalar) -> [(Bytes, Bytes, Range<Int>)] {
        let tagByte = UInt8(ascii: tag), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")
        // Where each tagged line starts: at the text's start or after a newline, the tag then a tab.
        var starts: [Int] = []
        var atLineStart = true
        for index in bytes.indices {
            let byte = bytes[index]
            if atLineStart, byte == tagByte, index + 1 < bytes.count, bytes[index + 1] == tab { starts.append(index) }
            atLineStart = byte == newline
        }
        return starts.indices.map { i in
            let block = starts[i]..<(i + 1 < starts.count ? starts[i + 1] : bytes.count)
            let columns = bytes[block].prefix { $0 != newline }.split(separator: tab, maxSplits: 3, omittingEmptySubsequences: false)
            let empty = bytes[block.lowerBound..<block.lowerBound]
            return (columns.count > 1 ? columns[1] : empty, columns.count > 2 ? columns[2] : empty, block)
        }
    }

    /// The lines of a block (empty ones left out), each split into its tab-separated columns.
    private static func lines(_ block: Bytes) -> [[Bytes]] {
        block.split(separator: UInt8(ascii: "\n")).map { $0.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false) }
    }

    private static func string(_ bytes: Bytes) -> String { String(decoding: bytes, as: UTF8.self) }

    private static func isText(_ bytes: Bytes?, _ text: StaticString) -> Bool {
        guard let bytes else { return false }
        return text.withUTF8Buffer { bytes.elementsEqual($0) }
    }

    func message(number: UInt16) -> FITMessageProfile? {
        if let parsed = parsedMessages.withLock({ $0[number] }) { return parsed }
        guard let block = messageBlocks[number] else { return nil }
        let message = Self.withBytes(of: FITProfileTables.messages) { Self.message(Self.lines($0[block])) }
        // Two threads may parse the same message at once; both get the first one stored.
        return parsedMessages.withLock { parsed in
            if let stored = parsed[number] { return stored }
            parsed[number] = message
            return message
        }
    }

    func type(named name: String) -> FITTypeProfile? {
        if let parsed = parsedTypes.withLock({ $0[name] }) { return parsed }
        guard let block = typeBlocks[name] else { return nil }
        let values = Self.withBytes(of: FITProfileTables.types) { bytes in
            Self.lines(bytes[block]).dropFirst().compactMap { columns -> (Int64, String)? in
                guard Self.isText(columns.first, "V"), columns.count == 3, let value = Int64(Self.string(columns[1])) else { return nil }
                return (value, Self.string(columns[2]))
            }
        }
        let type = FITTypeProfile(name: name, values: values)
        parsedTypes.withLock { $0[name] = type }
        return type
    }

    /// `M num name`, then per field `F ...` followed by its sub-fields `S ...`.
    private static func message(_ lines: [[Bytes]]) -> FITMessageProfile {
        var header: (number: UInt16, name: String) = (0, "")
        var fields: [FITFieldProfile] = []
        var pendingField: [Bytes]?
        var pendingSubFields: [FITSubFieldProfile] = []
        func flushField() {
            guard let columns = pendingField else { return }
            fields.append(field(columns, subFields: pendingSubFields))
            pendingField = nil
            pendingSubFields = []
        }
        for columns in lines {
            if isText(columns.first, "M") {
                header = (UInt16(string(columns[1])) ?? 0, string(columns[2]))
            } else if isText(columns.first, "F") {
                flushField()
                pendingField = columns
            } else if isText(columns.first, "S") {
                pendingSubFields.append(subField(columns))
            }
        }
        flushField()
        return FITMessageProfile(number: header.number, name: header.name, fields: fields)
    }

    /// `F num name type base_type scales offsets units bits components accumulated`
    private static func field(_ c: [Bytes], subFields: [FITSubFieldProfile]) -> FITFieldProfile {
        let scales = doubles(c[5]), offsets = doubles(c[6]), units = list(c[7])
        let components = Self.components(targets: c[9], bits: c[8], scales: scales, offsets: offsets, units: units)
        let single = components.count <= 1
        return FITFieldProfile(
            number: UInt8(string(c[1])) ?? 0,
            name: string(c[2]),
            typeName: string(c[3]),
            baseType: FITBaseType(profileName: string(c[4])) ?? .byte,
            scale: single ? scales.first ?? 1 : 1,
            offset: single ? offsets.first ?? 0 : 0,
            units: single ? units.first ?? "" : "",
            components: components,
            isAccumulated: isText(c[10], "1"),
            subFields: subFields
        )
    }

    /// `S name type scales offsets units bits components conditions`
    private static func subField(_ c: [Bytes]) -> FITSubFieldProfile {
        let scales = doubles(c[3]), offsets = doubles(c[4]), units = list(c[5])
        let components = Self.components(targets: c[7], bits: c[6], scales: scales, offsets: offsets, units: units)
        let single = components.count <= 1
        let conditions = c[8].split(separator: UInt8(ascii: ";")).compactMap { pair -> FITSubFieldProfile.Condition? in
            let parts = pair.split(separator: UInt8(ascii: "="))
            guard parts.count == 2, let field = UInt8(string(parts[0])), let raw = Int64(string(parts[1])) else { return nil }
            return FITSubFieldProfile.Condition(fieldNumber: field, rawValue: raw)
        }
        return FITSubFieldProfile(
            name: string(c[1]), typeName: string(c[2]),
            scale: single ? scales.first ?? 1 : 1, offset: single ? offsets.first ?? 0 : 0,
            units: single ? units.first ?? "" : "",
            components: components, conditions: conditions
        )
    }

    private static func components(
        targets: Bytes, bits: Bytes, scales: [Double], offsets: [Double], units: [String]
    ) -> [FITComponent] {
        let targetNumbers = list(targets).compactMap { UInt8($0) }
        let bitCounts = list(bits).compactMap { Int($0) }
        return targetNumbers.indices.map { i in
            FITComponent(
                targetFieldNumber: targetNumbers[i],
                bits: i < bitCounts.count ? bitCounts[i] : 0,
                scale: i < scales.count ? scales[i] : 1,
                offset: i < offsets.count ? offsets[i] : 0,
                units: i < units.count ? units[i] : ""
            )
        }
    }

    private static func list(_ bytes: Bytes) -> [String] {
        bytes.isEmpty ? [] : bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map(string)
    }

    private static func doubles(_ bytes: Bytes) -> [Double] { list(bytes).compactMap { Double($0) } }
}
