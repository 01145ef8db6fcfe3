import Foundation
import WorkoutModel

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
    /// (`142`, `52.5163`); empty when unknown or not finite (see ``NumberText``).
    mutating func number(_ value: Double?) {
        separator()
        guard let value, value.isFinite else { return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberText.maximumLength) { buffer in
            let count = NumberText.write(value, to: buffer.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// A time cell: `2024-05-01T07:30:00.000Z` (UTC, milliseconds).
    mutating func timestamp(_ date: Date) {
        separator()
        Timestamp.append(date, to: &bytes)
    }

    /// A cell written as is (known to need no quoting: times, UUIDs, identifiers).
    mutating func plain(_ value: String) {
        separator()
        bytes.append(contentsOf: value.utf8)
    }

    /// A cell written as is from its UTF-8 bytes (known to need no quoting).
    mutating func plain(_ value: [UInt8]) {
        separator()
        bytes.append(contentsOf: value)
    }

    private mutating func separator() {
        if !isEmpty { bytes.append(UInt8(ascii: ",")) }
        isEmpty = false
    }

    /// The row with its line ending (CRLF, as RFC 4180 says).
    var line: [UInt8] { bytes + [0x0D, 0x0A] }
}

/// Cells of rows written one after another straight into memory that the caller has made
/// room for (the point table's rows), with the same text as ``CSVRow``.
struct CSVCellWriter {
    /// Where the next byte goes.
    private(set) var position: UnsafeMutablePointer<UInt8>
    private var isEmpty = true

    init(at position: UnsafeMutablePointer<UInt8>) { self.position = position }

    /// A cell written as is (known to need no quoting: UUIDs, identifiers).
    mutating func plain(_ value: UnsafeBufferPointer<UInt8>) {
        separator()
        guard let base = value.baseAddress else { return }
        position.update(from: base, count: value.count)
        position += value.count
    }

    /// A number cell (see ``CSVRow/number(_:)``).
    mutating func number(_ value: Double?) {
        separator()
        guard let value, value.isFinite else { return }
        position += NumberText.write(value, to: position)
    }

    /// A time cell (see ``CSVRow/timestamp(_:)``).
    mutating func timestamp(_ date: Date, _ times: inout TimeText) {
        separator()
        position += times.write(date, to: position)
    }

    /// Ends the row with its line ending (CRLF).
    mutating func endLine() {
        position[0] = 0x0D
        position[1] = 0x0A
        position += 2
        isEmpty = true
    }

    private mutating func separator() {
        if !isEmpty {
            position[0] = UInt8(ascii: ",")
            position += 1
        }
        isEmpty = false
    }
}
