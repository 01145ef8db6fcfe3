/// Writing one CSV row by RFC 4180.
struct CSVRow {
    private(set) var bytes: [UInt8] = []
    private var isEmpty = true

    /// A text cell: quoted when it holds a comma, quote or line break; a cell a
    /// spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, tab or
    /// carriage return) is prefixed with `'` so that it stays text.
    mutating func text(_ value: String?) {
        separator()
        guard let value, !value.isEmpty else { return }
        let cell = Self.neutralised(value)
        if cell.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }) {
            bytes.append(UInt8(ascii: "\""))
            for byte in cell.utf8 {
                if byte == UInt8(ascii: "\"") { bytes.append(byte) }
                bytes.append(byte)
            }
            bytes.append(UInt8(ascii: "\""))
        } else {
            bytes.append(contentsOf: cell.utf8)
        }
    }

    /// The bytes a spreadsheet would run as a formula when a text cell starts with one.
    static let formulaStarts: Set<UInt8> = [UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D]

    /// Text that a spreadsheet would run as a formula, prefixed with `'` so that it stays text.
    static func neutralised(_ text: String) -> String {
        if let first = text.utf8.first, formulaStarts.contains(first) { return "'" + text }
        return text
    }

    /// Text written by ``neutralised(_:)`` as it was before.
    static func unneutralised(_ text: String) -> String {
        let bytes = text.utf8
        if bytes.count >= 2, bytes.first == UInt8(ascii: "'"), formulaStarts.contains(bytes[bytes.index(after: bytes.startIndex)]) {
            return String(text.dropFirst())
        }
        return text
    }

    /// A cell always in quotes (FitCSVTool quotes every data value), written as is
    /// apart from doubling the quotes inside.
    mutating func quoted(_ value: String) {
        separator()
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            if byte == UInt8(ascii: "\"") { bytes.append(byte) }
            bytes.append(byte)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A number cell, in the shortest form that reads back as the same number
    /// (`142`, `52.5163`); empty when unknown or not finite.
    mutating func number(_ value: Double?) {
        separator()
        guard let value, value.isFinite else { return }
        if value == value.rounded(), abs(value) < 1e15 {
            bytes.append(contentsOf: String(Int64(value)).utf8)
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    /// A cell written as is (known to need no quoting: times, UUIDs, identifiers).
    mutating func plain(_ value: String) {
        separator()
        bytes.append(contentsOf: value.utf8)
    }

    private mutating func separator() {
        if !isEmpty { bytes.append(UInt8(ascii: ",")) }
        isEmpty = false
    }

    /// The row with its line ending (CRLF, as RFC 4180 says).
    var line: [UInt8] { bytes + [0x0D, 0x0A] }
}
