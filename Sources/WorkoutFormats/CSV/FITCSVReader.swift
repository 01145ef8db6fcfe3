import Foundation
import FITCodec
import FITProfile

/// Reads FIT messages back from the CSV layout of Garmin's FitCSVTool (as
/// ``FITCSVWriter`` writes it, or FitCSVTool itself, or a person with a spreadsheet).
///
/// A definition row says which fields the data rows of its local number carry, with
/// their value counts (and base types, when its unit cells name them); a data row
/// gives the values. A data row's field that its definition does not list is a value
/// FitCSVTool unpacked from another field's components and is not read again, except
/// `timestamp`. Enumerations may be given by number or by the profile's name for the
/// value. A field the definition lists but the data row leaves out is written invalid.
struct FITCSVReader {
    /// Whether a header row is FitCSVTool's.
    static func isHeader(_ cells: [String]) -> Bool {
        cells.count >= 3 && cells[0] == "Type" && cells[1] == "Local Number" && cells[2] == "Message"
    }

    /// One field of a definition row.
    private struct DefinedField {
        var name: String
        var number: UInt8
        var baseType: FITBaseType
        var count: Int
    }

    /// A developer field's developer data index and field number.
    private struct DeveloperKey: Hashable {
        var index: UInt8
        var number: UInt8

        /// `developer 0.3`, as a definition row's unit cell names a developer field.
        init?(unitCell: String) {
            guard unitCell.hasPrefix("developer ") else { return nil }
            let parts = unitCell.dropFirst("developer ".count).split(separator: ".")
            guard parts.count == 2, let index = UInt8(parts[0]), let number = UInt8(parts[1]) else { return nil }
            self.index = index
            self.number = number
        }

        init(index: UInt8, number: UInt8) {
            self.index = index
            self.number = number
        }
    }

    private struct Definition {
        var globalMessageNumber: UInt16
        var fields: [DefinedField]
        /// The developer fields by name, with their value counts and, when the row says
        /// it, their developer data index and field number.
        var developerFields: [(name: String, count: Int, key: DeveloperKey?)] = []
    }

    private let name: String
    private var definitions: [UInt8: Definition] = [:]
    /// Developer field descriptions by field name, from the `field_description` rows read so far.
    private var developerDescriptions: [String: FITDeveloperFieldDescription] = [:]
    /// The same descriptions by developer data index and field number.
    private var developerDescriptionsByKey: [DeveloperKey: FITDeveloperFieldDescription] = [:]
    /// The application IDs of `developer_data_id` rows by developer data index.
    private var applicationIDs: [UInt8: [UInt8]] = [:]
    private var line = 0

    init(name: String) { self.name = name }

    private func error(_ reason: String) -> FormatError {
        .malformed(file: name, at: .line(line), reason: reason)
    }

    /// Reads every message of a FitCSVTool CSV whose header row has already been read.
    mutating func read(_ records: CSVRecordReader, emit: (FITOutgoingMessage) throws -> Void) throws {
        while let cells = try records.next() {
            line = records.line
            guard cells.count >= 3 else { throw error("a FitCSVTool row needs a type, a local number and a message") }
            switch cells[0] {
            case "Definition": try readDefinition(cells)
            case "Data": try emit(try readData(cells))
            default: throw error("the row type is “\(cells[0])”; FitCSVTool rows are Definition or Data")
            }
        }
    }

    private func localNumber(_ text: String) throws -> UInt8 {
        guard let number = UInt8(text), number < 16 else {
            throw error("the local number “\(text)” is not between 0 and 15")
        }
        return number
    }

    private func messageNumber(_ text: String) throws -> UInt16 {
        if let profile = FITProfile.message(named: text) { return profile.number }
        if text.hasPrefix("unknown_"), let number = UInt16(text.dropFirst("unknown_".count)) { return number }
        throw error("the FIT profile has no message named “\(text)”")
    }

    /// The triples of cells after the first three: field name, value, units.
    private func triples(_ cells: [String]) -> [(name: String, value: String, units: String)] {
        var result: [(String, String, String)] = []
        var index = 3
        while index < cells.count {
            let fieldName = cells[index]
            let value = index + 1 < cells.count ? cells[index + 1] : ""
            let units = index + 2 < cells.count ? cells[index + 2] : ""
            if !fieldName.isEmpty { result.append((fieldName, value, units)) }
            index += 3
        }
        return result
    }

    private mutating func readDefinition(_ cells: [String]) throws {
        let local = try localNumber(cells[1])
        let global = try messageNumber(cells[2])
        let profile = FITProfile.message(number: global)
        var fields: [DefinedField] = []
        var developerFields: [(name: String, count: Int, key: DeveloperKey?)] = []
        for (fieldName, countText, units) in triples(cells) {
            guard let count = Int(countText), count >= 1, count <= 255 else {
                throw error("the value count “\(countText)” of field “\(fieldName)” is not between 1 and 255")
            }
            if let key = DeveloperKey(unitCell: units) {
                developerFields.append((fieldName, count, key))
            } else if let (field, _) = profile?.fieldOrSubField(named: fieldName) {
                let baseType = FITBaseType(profileName: units) ?? field.baseType
                fields.append(DefinedField(name: field.name, number: field.number, baseType: baseType, count: count))
            } else if fieldName.hasPrefix("unknown_"), let number = UInt8(fieldName.dropFirst("unknown_".count)) {
                fields.append(DefinedField(name: fieldName, number: number,
                                           baseType: FITBaseType(profileName: units) ?? .byte, count: count))
            } else {
                // Other names are developer fields: their layout comes from their description.
                developerFields.append((fieldName, count, nil))
            }
        }
        definitions[local] = Definition(globalMessageNumber: global, fields: fields, developerFields: developerFields)
    }

    private mutating func readData(_ cells: [String]) throws -> FITOutgoingMessage {
        let local = try localNumber(cells[1])
        let global = try messageNumber(cells[2])
        let profile = FITProfile.message(number: global)
        var definition = definitions[local]
        if definition?.globalMessageNumber != global { definition = nil }
        var message = FITOutgoingMessage(globalMessageNumber: global)
        // Without a definition row, the data row's own fields make the definition.
        let inferred = definition == nil
        if inferred { definition = Definition(globalMessageNumber: global, fields: []) }
        var given: [UInt8: [FITValue?]] = [:]
        // Developer fields given, by their place among the definition's developer fields
        // (or after them, for one the definition does not list).
        var givenDeveloper: [Int: [FITValue?]] = [:]
        var developerFields = definition?.developerFields ?? []
        var timestamp: [FITValue?]?

        for (fieldName, text, _) in triples(cells) {
            let resolved = profile?.fieldOrSubField(named: fieldName)
            let number = resolved?.field.number
                ?? (fieldName.hasPrefix("unknown_") ? UInt8(fieldName.dropFirst("unknown_".count)) : nil)
            var defined = number.flatMap { number in definition?.fields.first { $0.number == number } }
            if defined == nil, inferred, let resolved, resolved.field.number != FITProfile.timestampFieldNumber {
                defined = DefinedField(name: resolved.field.name, number: resolved.field.number, baseType: resolved.field.baseType, count: 1)
                definition?.fields.append(defined!)
            }
            if let defined, given[defined.number] == nil {
                let scale = resolved?.subField?.scale ?? resolved?.field.scale ?? 1
                let offset = resolved?.subField?.offset ?? resolved?.field.offset ?? 0
                let typeName = resolved?.subField?.typeName ?? resolved?.field.typeName
                given[defined.number] = try values(text, field: fieldName, baseType: defined.baseType, scale: scale, offset: offset, typeName: typeName)
            } else if number == FITProfile.timestampFieldNumber, timestamp == nil {
                timestamp = try values(text, field: fieldName, baseType: .uint32, scale: 1, offset: 0, typeName: nil)
            } else if let place = developerFields.indices.first(where: { developerFields[$0].name == fieldName && givenDeveloper[$0] == nil })
                        ?? (developerDescriptions[fieldName] != nil ? developerFields.count : nil) {
                if place == developerFields.count { developerFields.append((fieldName, 1, nil)) }
                guard let description = developerDescription(developerFields[place]) else { continue }
                givenDeveloper[place] = try values(text, field: fieldName, baseType: description.baseType,
                                                   scale: description.scale, offset: description.offset, typeName: nil)
            }
            // Anything else was unpacked from components by FitCSVTool and is not a field of the message.
        }
        for field in definition?.fields ?? [] {
            let count = field.baseType == .string ? 1 : field.count
            var values = given[field.number] ?? []
            if values.count < count { values += Array(repeating: nil, count: count - values.count) }
            message.set(FITOutgoingField(number: field.number, baseType: field.baseType, values: values))
        }
        if let timestamp {
            message.set(FITOutgoingField(number: FITProfile.timestampFieldNumber, baseType: .uint32, values: timestamp))
        }
        for (place, field) in developerFields.enumerated() {
            guard let description = developerDescription(field) else { continue }
            var values = givenDeveloper[place] ?? []
            let size = description.baseType == .string ? 1 : field.count
            if values.count < size { values += Array(repeating: nil, count: size - values.count) }
            message.developerFields.append(FITOutgoingDeveloperField(description: description, values: values))
        }
        remember(message)
        return message
    }

    /// The description of a developer field of a definition: by its index and number
    /// when the definition gives them, else by its name.
    private func developerDescription(_ field: (name: String, count: Int, key: DeveloperKey?)) -> FITDeveloperFieldDescription? {
        if let key = field.key { return developerDescriptionsByKey[key] }
        return developerDescriptions[field.name]
    }

    /// Keeps what `developer_data_id` and `field_description` messages say, for the
    /// developer fields of later rows.
    private mutating func remember(_ message: FITOutgoingMessage) {
        func integer(_ number: UInt8) -> Int64? {
            guard case .integer(let value)?? = message.fields.first(where: { $0.number == number })?.values.first else { return nil }
            return value
        }
        switch message.globalMessageNumber {
        case 207:  // developer_data_id: application_id (1), developer_data_index (3)
            guard let index = integer(3).flatMap(UInt8.init(exactly:)),
                  let values = message.fields.first(where: { $0.number == 1 })?.values else { return }
            let bytes = values.compactMap { value -> UInt8? in
                if case .integer(let byte)? = value { return UInt8(exactly: byte) }
                return nil
            }
            applicationIDs[index] = bytes.count == values.count ? bytes : nil
        case 206:  // field_description
            guard let index = integer(0).flatMap(UInt8.init(exactly:)),
                  let number = integer(1).flatMap(UInt8.init(exactly:)),
                  let typeByte = integer(2).flatMap(UInt8.init(exactly:)),
                  let baseType = FITBaseType(definitionByte: typeByte),
                  case .string(let fieldName)?? = message.fields.first(where: { $0.number == 3 })?.values.first
            else { return }
            var units: String?
            if case .string(let text)?? = message.fields.first(where: { $0.number == 8 })?.values.first { units = text }
            let scale = integer(6).map(Double.init) ?? 1
            let description = FITDeveloperFieldDescription(
                developerDataIndex: index, fieldNumber: number, baseType: baseType, name: fieldName, units: units,
                scale: scale == 0 ? 1 : scale, offset: integer(7).map(Double.init) ?? 0,
                nativeMessageNumber: integer(14).flatMap(UInt16.init(exactly:)),
                nativeFieldNumber: integer(15).flatMap(UInt8.init(exactly:)),
                applicationID: applicationIDs[index])
            developerDescriptions[fieldName] = description
            developerDescriptionsByKey[DeveloperKey(index: index, number: number)] = description
        default:
            break
        }
    }

    /// The values of one cell: `|`-separated (except strings), empty for invalid.
    private func values(
        _ text: String, field: String, baseType: FITBaseType, scale: Double, offset: Double, typeName: String?
    ) throws -> [FITValue?] {
        if baseType == .string {
            return [text.isEmpty ? nil : .string(CSVRow.unneutralised(text))]
        }
        let parts = text.split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count <= 255 else { throw error("field “\(field)” has more than 255 values") }
        return try parts.map { part -> FITValue? in
            let cell = part.trimmingCharacters(in: .whitespaces)
            if cell.isEmpty { return nil }
            if baseType.isFloatingPoint {
                guard let number = Double(cell) else { throw error("field “\(field)”: “\(cell)” is not a number") }
                return .float((number + offset) * scale)
            }
            return .integer(try integer(cell, field: field, baseType: baseType, scale: scale, offset: offset, typeName: typeName))
        }
    }

    private func integer(
        _ cell: String, field: String, baseType: FITBaseType, scale: Double, offset: Double, typeName: String?
    ) throws -> Int64 {
        let value: Int64
        if scale == 1, offset == 0, let exact = Int64(cell) {
            value = exact
        } else if scale == 1, offset == 0, let exact = UInt64(cell) {
            value = Int64(bitPattern: exact)
            guard baseType == .uint64 || baseType == .uint64z else {
                throw error("field “\(field)”: \(cell) does not fit a \(baseType.profileName)")
            }
            return value
        } else if let number = Double(cell) {
            let raw = ((number + offset) * scale).rounded()
            guard raw.isFinite, let exact = Int64(exactly: raw) else {
                throw error("field “\(field)”: \(cell) does not fit a \(baseType.profileName)")
            }
            value = exact
        } else if let typeName, let named = FITProfile.type(named: typeName)?.value(named: cell) {
            value = named
        } else {
            throw error("field “\(field)”: “\(cell)” is not a number")
        }
        guard Self.fits(value, baseType) else {
            throw error("field “\(field)”: \(cell) does not fit a \(baseType.profileName)")
        }
        return value
    }

    private static func fits(_ value: Int64, _ type: FITBaseType) -> Bool {
        if type.size == 8 { return type.isSigned || value >= 0 }
        let bits = Int64(type.size * 8)
        return type.isSigned ? value >= -(1 << (bits - 1)) && value < (1 << (bits - 1)) : value >= 0 && value < (1 << bits)
    }
}
