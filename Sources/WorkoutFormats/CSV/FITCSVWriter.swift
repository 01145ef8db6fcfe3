import FITCodec
import FITProfile

/// Writes the messages of a FIT file in the CSV layout of Garmin's FitCSVTool:
/// a header `Type,Local Number,Message,Field 1,Value 1,Units 1,...`, then one row per
/// definition (`Definition`, local number, message, then field name, value count and
/// an empty unit per field) and one per data message (`Data`, local number, message,
/// then field name, value and units per field that has a value).
///
/// As FitCSVTool does, data values are the profile's (scale and offset applied,
/// enumerations as their numbers, timestamps as FIT seconds), array values are joined
/// by `|`, a sub-field is named by the sub-field that applies (`garmin_product`), fields
/// with no valid value are left out of data rows, and developer fields follow the
/// message's own fields, named by their `field_description`.
///
/// Where FitCSVTool would lose information, this layout keeps it in a form its
/// reader accepts: a field the profile does not know is named `unknown_<number>`
/// (FitCSVTool writes `unknown`), a message the profile does not know
/// `unknown_<number>`, and a definition row gives a field's base type in its unit
/// cell when it differs from the profile's, and a developer field's unit cell in a
/// definition row says which it is (`developer 0.3`: developer data index 0, field 3),
/// as several developers may use one name. A definition row is written before the
/// first data message that uses it; definitions no data message uses are not written.
public enum FITCSVWriter {
    /// The three cells that begin every row of the header.
    static let leadingColumns = ["Type", "Local Number", "Message"]

    /// Decodes the FIT file in `bytes` and writes every message as FitCSVTool CSV.
    ///
    /// - Parameters:
    ///   - bytes: the FIT file.
    ///   - name: the input's name, for messages.
    ///   - lenient: write the messages before damage instead of failing on it.
    ///   - output: where the CSV goes.
    /// - Throws: ``FormatError/malformed(file:at:reason:)`` for a damaged FIT file.
    public static func write(fitBytes bytes: [UInt8], name: String, lenient: Bool = false, to output: any ByteSink) throws {
        // The header names as many field columns as the widest message needs, so the
        // file is decoded twice: once to measure, once to write.
        var width = 1
        try forEachMessage(bytes, name: name, lenient: lenient) { message in
            width = max(width, message.definition.fields.count + message.definition.developerFields.count + 1)
        }
        var header = CSVRow()
        for cell in leadingColumns { header.plain(cell) }
        for index in 1...width {
            header.plain("Field \(index)")
            header.plain("Value \(index)")
            header.plain("Units \(index)")
        }
        try output.write(bytes: header.line)

        var written: [UInt8: FITMessageDefinition] = [:]
        try forEachMessage(bytes, name: name, lenient: lenient) { message in
            let definition = message.definition
            if written[definition.localMessageType] != definition {
                written[definition.localMessageType] = definition
                try output.write(bytes: definitionRow(message).line)
            }
            try output.write(bytes: dataRow(message).line)
        }
    }

    private static func forEachMessage(_ bytes: [UInt8], name: String, lenient: Bool, _ body: (FITMessage) throws -> Void) throws {
        let decoder = FITDecoder(mode: lenient ? .lenient : .strict)
        do {
            decoder.append(bytes)
            while let message = try decoder.next() { try body(message) }
            for message in try decoder.finish() { try body(message) }
        } catch let error as FITDecodingError {
            throw FormatError.malformed(file: name, at: .byteOffset(error.offset), reason: error.reason)
        }
    }

    /// The name of a message's field in rows: the profile's, or `unknown_<number>`.
    static func fieldName(_ number: UInt8, in profile: FITMessageProfile?) -> String {
        profile?.field(number: number)?.name ?? "unknown_\(number)"
    }

    private static func definitionRow(_ message: FITMessage) -> CSVRow {
        let profile = message.profile
        var row = CSVRow()
        row.plain("Definition")
        row.plain(String(message.definition.localMessageType))
        row.plain(message.name)
        for field in message.definition.fields {
            let profileField = profile?.field(number: field.number)
            row.plain(fieldName(field.number, in: profile))
            row.plain(String(field.baseType == .string ? field.size : field.count))
            row.plain(profileField?.baseType == field.baseType ? "" : field.baseType.profileName)
        }
        for developer in message.developerFields {
            row.text(developer.description?.name ?? "unknown")
            row.plain(String(developer.values.isEmpty ? 1 : developer.values.count))
            row.plain("developer \(developer.definition.developerDataIndex).\(developer.definition.number)")
        }
        return row
    }

    private static func dataRow(_ message: FITMessage) -> CSVRow {
        let profile = message.profile
        var row = CSVRow()
        row.plain("Data")
        row.plain(String(message.definition.localMessageType))
        row.plain(message.name)
        // A field with no valid value is left out, unless a developer field of the same
        // name follows: the empty cell then keeps the two apart for the reader.
        let developerNames = Set(message.developerFields.compactMap { $0.description?.name })
        var seen = Set<UInt8>()
        for field in message.definition.fields where seen.insert(field.number).inserted {
            let values = message.values(of: field)
            let profileField = profile?.field(number: field.number)
            guard values.contains(where: { $0 != nil }) else {
                let name = fieldName(field.number, in: profile)
                if developerNames.contains(name) {
                    row.plain(name)
                    row.plain("")
                    row.plain("")
                }
                continue
            }
            let subField = profileField?.subFields.first { subField in
                subField.conditions.contains { message.integer(field: $0.fieldNumber) == $0.rawValue }
            }
            row.plain(subField?.name ?? fieldName(field.number, in: profile))
            row.quoted(joined(values, baseType: field.baseType,
                              scale: subField?.scale ?? profileField?.scale ?? 1,
                              offset: subField?.offset ?? profileField?.offset ?? 0))
            row.plain(subField?.units ?? profileField?.units ?? "")
        }
        if let timestamp = message.timestamp, !seen.contains(FITProfile.timestampFieldNumber) {
            row.plain("timestamp")
            row.quoted(String(timestamp))
            row.plain("s")
        }
        for developer in message.developerFields {
            guard let description = developer.description, developer.values.contains(where: { $0 != nil }) else { continue }
            row.text(description.name ?? "unknown")
            row.quoted(joined(developer.values, baseType: description.baseType,
                              scale: description.scale, offset: description.offset))
            row.text(description.units)
        }
        return row
    }

    /// Values as FitCSVTool writes them: scaled, joined by `|`, an invalid one empty.
    private static func joined(_ values: [FITValue?], baseType: FITBaseType, scale: Double, offset: Double) -> String {
        values.map { value -> String in
            switch value {
            case nil: return ""
            case .string(let text)?: return CSVRow.neutralised(text)
            case .integer(let integer)? where scale == 1 && offset == 0:
                return baseType == .uint64 || baseType == .uint64z ? String(UInt64(bitPattern: integer)) : String(integer)
            case .integer(let integer)?: return exactDecimal(integer, scale: scale, offset: offset) ?? number(Double(integer) / scale - offset)
            case .float(let float)?: return number(float / scale - offset)
            }
        }.joined(separator: "|")
    }

    /// `raw / scale - offset` written exactly with as few decimals as it needs
    /// (`75.2`, not `75.20000000000005`), when the scale divides a power of ten and
    /// the offset is whole; `nil` otherwise.
    static func exactDecimal(_ raw: Int64, scale: Double, offset: Double) -> String? {
        guard scale >= 1, scale < 1e9, let divisor = Int64(exactly: scale), let whole = Int64(exactly: offset) else { return nil }
        var power: Int64 = 1
        var decimals = 0
        while power % divisor != 0 {
            guard decimals < 9 else { return nil }
            power *= 10
            decimals += 1
        }
        let (scaled, overflow) = raw.multipliedReportingOverflow(by: power / divisor)
        let (shift, overflow2) = whole.multipliedReportingOverflow(by: power)
        let (value, overflow3) = scaled.subtractingReportingOverflow(shift)
        guard !overflow, !overflow2, !overflow3 else { return nil }
        guard decimals > 0 else { return String(value) }
        let magnitude = value.magnitude
        var fraction = String(magnitude % UInt64(power))
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let integerPart = (value < 0 ? "-" : "") + String(magnitude / UInt64(power))
        return fraction.isEmpty ? integerPart : integerPart + "." + fraction
    }

    /// A number in the shortest text that reads back as the same number.
    private static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }
}
