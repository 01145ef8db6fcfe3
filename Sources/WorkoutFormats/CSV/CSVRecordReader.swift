/// Reads the records of a CSV input (RFC 4180) one at a time, as it is read.
///
/// Cells may be quoted (`"a, b"`, with `""` for a quote inside); lines end in CRLF,
/// LF or CR; a UTF-8 byte order mark at the start is skipped; empty lines are
/// skipped. A record longer than ``maximumRecordBytes`` or with more than
/// ``maximumFields`` cells is an error, so hostile input cannot make memory grow.
final class CSVRecordReader {
    /// The longest record accepted, in bytes.
    static let maximumRecordBytes = 1 << 20
    /// The most cells a record may have.
    static let maximumFields = 10_000

    private let source: any ByteSource
    private let name: String
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var count = 0
    private var index = 0
    private var atStart = true
    private var ended = false
    /// The line the next byte is on.
    private var currentLine = 1
    /// The line the record last returned by ``next()`` started on.
    private(set) var line = 0

    init(source: any ByteSource, name: String) {
        self.source = source
        self.name = name
    }

    /// The next byte, or `nil` at the end of the input.
    private func nextByte() throws -> UInt8? {
        if index == count {
            if ended { return nil }
            count = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
            index = 0
            if count == 0 { ended = true; return nil }
        }
        let byte = buffer[index]
        index += 1
        return byte
    }

    /// Looks at the next byte without taking it.
    private func peekByte() throws -> UInt8? {
        guard let byte = try nextByte() else { return nil }
        index -= 1
        return byte
    }

    private func error(_ reason: String, line: Int) -> FormatError {
        .malformed(file: name, at: .line(line), reason: reason)
    }

    /// The cells of the next non-empty record, or `nil` at the end of the input.
    func next() throws -> [String]? {
        if atStart {
            atStart = false
            if try peekByte() == 0xEF {
                let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
                var matched = 0
                while matched < 3, let byte = try peekByte(), byte == bom[matched] {
                    _ = try nextByte()
                    matched += 1
                }
                if matched != 3 { throw error("the file starts with an incomplete byte order mark", line: 1) }
            }
        }
        while true {
            guard let record = try readRecord() else { return nil }
            if record.count == 1 && record[0].isEmpty { continue }
            return record
        }
    }

    private func readRecord() throws -> [String]? {
        guard try peekByte() != nil else { return nil }
        line = currentLine
        var cells: [String] = []
        var cell: [UInt8] = []
        var recordBytes = 0
        var quoted = false
        var afterClosingQuote = false
        var cellStart = true

        func endCell() throws {
            if cells.count >= Self.maximumFields {
                throw error("the record has more than \(Self.maximumFields) cells", line: line)
            }
            cells.append(String(decoding: cell, as: UTF8.self))
            cell.removeAll(keepingCapacity: true)
            cellStart = true
            afterClosingQuote = false
        }

        while let byte = try nextByte() {
            recordBytes += 1
            if recordBytes > Self.maximumRecordBytes {
                throw error("the record is longer than \(Self.maximumRecordBytes) bytes", line: line)
            }
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if try peekByte() == UInt8(ascii: "\"") {
                        _ = try nextByte()
                        cell.append(byte)
                    } else {
                        quoted = false
                        afterClosingQuote = true
                    }
                } else {
                    if byte == 0x0A {
                        currentLine += 1
                    } else if byte == 0x0D, try peekByte() != 0x0A {
                        currentLine += 1
                    }
                    cell.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: ","):
                try endCell()
            case 0x0A, 0x0D:
                if byte == 0x0D, try peekByte() == 0x0A { _ = try nextByte() }
                currentLine += 1
                try endCell()
                return cells
            case UInt8(ascii: "\"") where cellStart:
                quoted = true
                cellStart = false
            default:
                if afterClosingQuote {
                    throw error("a quoted cell must be followed by a comma or the end of the line", line: currentLine)
                }
                cellStart = false
                cell.append(byte)
            }
        }
        if quoted { throw error("a quoted cell is not closed before the end of the file", line: line) }
        try endCell()
        return cells
    }
}
