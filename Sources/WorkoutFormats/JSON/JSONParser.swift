import Foundation

/// Why a JSON text could not be parsed, and where (1-based column within the text, or within
/// the line of JSON Lines).
struct JSONSyntaxError: Error, Equatable, Sendable {
    var column: Int
    var reason: String
}

/// A strict JSON (RFC 8259) parser over UTF-8 bytes, with a nesting limit: over a text in
/// memory (``parse(_:)-(UnsafeBufferPointer<UInt8>)``), or over JSON Lines read from a
/// ``ByteSource`` a chunk at a time (``init(lines:)``), where a reader takes a value's parts as
/// they come (``forEachMember(_:)``, ``forEachElement(_:)``) instead of holding the whole line
/// or its tree: a workout's line is as long as the workout.
struct JSONParser {
    /// Deeper nesting than this is refused (the contract nests five levels).
    static let maximumDepth = 64
    /// A string or number longer than this is refused rather than buffered.
    static let maximumTokenLength = 1 << 26

    private var buffer: [UInt8]
    private var index = 0
    private var end: Int
    /// The input's offset of `buffer[0]`.
    private var base = 0
    private let source: (any ByteSource)?
    /// JSON Lines: a newline ends the line's value (inside it, it is an unexpected end of
    /// line); in a text, it is white space.
    private let newlineEndsValue: Bool
    private var depth = 0
    /// The input's offset of the current line's first byte: columns count from it.
    private var lineStart = 0
    /// The 1-based number of the line being read (JSON Lines).
    private(set) var lineNumber = 1

    private init(bytes: [UInt8], source: (any ByteSource)?, newlineEndsValue: Bool) {
        buffer = bytes
        end = source == nil ? bytes.count : 0
        self.source = source
        self.newlineEndsValue = newlineEndsValue
    }

    /// A parser of the JSON Lines `source` holds: a value a line (see ``beginLine()``).
    init(lines source: any ByteSource) {
        self.init(bytes: [UInt8](repeating: 0, count: 1 << 16), source: source, newlineEndsValue: true)
    }

    /// Parses one complete JSON value (white space around it allowed).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws -> JSONValue {
        var parser = JSONParser(bytes: Array(bytes), source: nil, newlineEndsValue: false)
        try parser.skipSpace()
        let value = try parser.parseValue()
        try parser.skipSpace()
        guard parser.index == parser.end else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    /// Parses one complete JSON value from a string.
    static func parse(_ text: String) throws -> JSONValue {
        try Array(text.utf8).withUnsafeBufferPointer { try parse($0) }
    }

    func error(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(column: base + index - lineStart + 1, reason: reason)
    }

    // MARK: JSON Lines

    /// Moves to the next line that holds something, past blank ones (a byte order mark opens
    /// the first line); `false` at the end of the input.
    mutating func beginLine() throws -> Bool {
        if base + index == 0 {
            var keep = 0
            while end < 3, try refill(keeping: &keep) {}
            if end >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
                index = 3
                lineStart = 3
            }
        }
        while true {
            try skipSpace()
            guard try hasByte() else { return false }
            guard buffer[index] == 0x0A else { return true }
            try endLine()
        }
    }

    /// Ends the line whose value was just read: only white space may follow it.
    mutating func endLine() throws {
        try skipSpace()
        guard try hasByte() else { return }
        guard buffer[index] == 0x0A else { throw error("unexpected text after the JSON value") }
        index += 1
        lineNumber += 1
        lineStart = base + index
    }

    // MARK: Values

    /// Reads the next value whole.
    mutating func parseValue() throws -> JSONValue {
        guard let c = try peek() else { throw error("unexpected end of line, expected a value") }
        switch c {
        case UInt8(ascii: "{"):
            var members: [(String, JSONValue)] = []
            members.reserveCapacity(8)
            try forEachMember { key, parser in members.append((key, try parser.parseValue())) }
            return .object(members)
        case UInt8(ascii: "["):
            var elements: [JSONValue] = []
            try forEachElement { parser in elements.append(try parser.parseValue()) }
            return .array(elements)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character '\(Character(Unicode.Scalar(c)))', expected a value")
        }
    }

    /// Whether the next value is an object (white space before it skipped).
    mutating func nextIsObject() throws -> Bool {
        try skipSpace()
        return try peek() == UInt8(ascii: "{")
    }

    /// Whether the next value is an array (white space before it skipped).
    mutating func nextIsArray() throws -> Bool {
        try skipSpace()
        return try peek() == UInt8(ascii: "[")
    }

    /// Reads the object that comes next, handing each member's name to `body`, which reads the
    /// member's value (with ``parseValue()``, ``forEachElement(_:)`` or ``forEachMember(_:)``).
    mutating func forEachMember(_ body: (String, inout JSONParser) throws -> Void) throws {
        try skipSpace()
        guard try peek() == UInt8(ascii: "{") else { throw error("expected an object") }
        try enter()
        index += 1
        try skipSpace()
        if try peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return
        }
        while true {
            try skipSpace()
            guard try peek() == UInt8(ascii: "\"") else { throw error("expected a member name in quotes") }
            let key = try parseString()
            try skipSpace()
            guard try peek() == UInt8(ascii: ":") else { throw error("expected ':' after member name") }
            index += 1
            try skipSpace()
            try body(key, &self)
            try skipSpace()
            guard let c = try peek() else { throw error("unexpected end of line, expected ',' or '}'") }
            if c == UInt8(ascii: ",") { index += 1; continue }
            if c == UInt8(ascii: "}") { index += 1; break }
            throw error("expected ',' or '}'")
        }
        depth -= 1
    }

    /// Reads the array that comes next, calling `body` to read each element (with
    /// ``parseValue()``, ``forEachElement(_:)`` or ``forEachMember(_:)``).
    mutating func forEachElement(_ body: (inout JSONParser) throws -> Void) throws {
        try skipSpace()
        guard try peek() == UInt8(ascii: "[") else { throw error("expected an array") }
        try enter()
        index += 1
        try skipSpace()
        if try peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return
        }
        while true {
            try skipSpace()
            try body(&self)
            try skipSpace()
            guard let c = try peek() else { throw error("unexpected end of line, expected ',' or ']'") }
            if c == UInt8(ascii: ",") { index += 1; continue }
            if c == UInt8(ascii: "]") { index += 1; break }
            throw error("expected ',' or ']'")
        }
        depth -= 1
    }

    // MARK: Bytes

    /// Whether a byte is at `index`, reading more input when the buffer is used up.
    @inline(__always)
    private mutating func hasByte() throws -> Bool {
        if index < end { return true }
        var keep = index
        return try refill(keeping: &keep)
    }

    /// The byte at `index`, or `nil` at the end of the input or (JSON Lines) of the line.
    @inline(__always)
    private mutating func peek() throws -> UInt8? {
        guard try hasByte() else { return nil }
        let c = buffer[index]
        return c == 0x0A && newlineEndsValue ? nil : c
    }

    /// Reads more input after `end`, first moving the bytes from `keep` on (a token being
    /// scanned) to the buffer's start; `keep` and `index` move with them. `false` at the end
    /// of the input (and always for a text in memory).
    private mutating func refill(keeping keep: inout Int) throws -> Bool {
        guard let source else { return false }
        let kept = end - keep
        if keep > 0 {
            let from = keep
            buffer.withUnsafeMutableBytes { bytes in
                guard let start = bytes.baseAddress, kept > 0 else { return }
                _ = memmove(start, start + from, kept)
            }
        }
        base += keep
        index -= keep
        end = kept
        keep = 0
        if end == buffer.count {
            guard buffer.count < Self.maximumTokenLength else {
                throw error("a string or number longer than \(Self.maximumTokenLength) bytes")
            }
            buffer.append(contentsOf: repeatElement(0, count: buffer.count))
        }
        let filled = end
        let count = try buffer.withUnsafeMutableBytes { bytes in
            try source.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[filled...]))
        }
        end += count
        return count > 0
    }

    private mutating func skipSpace() throws {
        while try hasByte() {
            switch buffer[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A where !newlineEndsValue: index += 1
            default: return
            }
        }
    }

    private mutating func expectWord(_ word: StaticString) throws {
        for k in 0..<word.utf8CodeUnitCount {
            guard let c = try peek() else { throw error("unexpected end of line") }
            guard c == word.utf8Start[k] else { throw error("invalid literal, expected \(word)") }
            index += 1
        }
    }

    private mutating func enter() throws {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    // MARK: Tokens

    private mutating func parseString() throws -> String {
        index += 1
        var start = index
        var isASCII = true
        // Fast path: no escapes, read where it lies in the buffer (ASCII, most of the contract's
        // text, needs no validation).
        scan: while true {
            while index < end {
                let c = buffer[index]
                if c == UInt8(ascii: "\"") {
                    let range = start..<index
                    let text = buffer.withUnsafeBufferPointer { bytes in
                        let text = UnsafeBufferPointer(rebasing: bytes[range])
                        return isASCII ? String(decoding: text, as: UTF8.self) : String(validating: text, as: UTF8.self)
                    }
                    index += 1
                    guard let text else { throw error("invalid UTF-8 in string") }
                    return text
                }
                if c == UInt8(ascii: "\\") || c < 0x20 { break scan }
                if c >= 0x80 { isASCII = false }
                index += 1
            }
            guard try refill(keeping: &start) else { throw error("unterminated string") }
        }
        var out = Array(buffer[start..<index])
        while try hasByte() {
            let c = buffer[index]
            switch c {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: out, as: UTF8.self) else { throw error("invalid UTF-8 in string") }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                guard let e = try peek() else { throw error("unterminated escape") }
                index += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard try peek() == UInt8(ascii: "\\") else { throw error("unpaired surrogate in \\u escape") }
                        index += 1
                        guard try peek() == UInt8(ascii: "u") else { throw error("unpaired surrogate in \\u escape") }
                        index += 1
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(unicode)).utf8))
                default:
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))'")
                }
            case 0x0A where newlineEndsValue:
                throw error("unterminated string")
            default:
                guard c >= 0x20 else { throw error("control character in string") }
                guard out.count < Self.maximumTokenLength else {
                    throw error("a string or number longer than \(Self.maximumTokenLength) bytes")
                }
                out.append(c)
                index += 1
            }
        }
        throw error("unterminated string")
    }

    private mutating func parseHex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = try peek() else { throw error("short \\u escape") }
            let digit: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - 48)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - 87)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - 55)
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// Whether the byte at `index` (reading more input, the number from `start` kept) is a digit.
    @inline(__always)
    private mutating func atDigit(keeping start: inout Int) throws -> Bool {
        if index == end, !(try refill(keeping: &start)) { return false }
        return (48...57).contains(buffer[index])
    }

    /// Whether the byte at `index` is one of `a` and `b`, as ``atDigit(keeping:)`` reads it.
    @inline(__always)
    private mutating func at(_ a: UInt8, or b: UInt8, keeping start: inout Int) throws -> Bool {
        if index == end, !(try refill(keeping: &start)) { return false }
        return buffer[index] == a || buffer[index] == b
    }

    private mutating func parseNumber() throws -> JSONValue {
        var start = index
        var isInteger = true
        if buffer[index] == UInt8(ascii: "-") { index += 1 }
        guard try atDigit(keeping: &start) else { throw error("invalid number") }
        if buffer[index] == 48 {
            index += 1
        } else {
            while try atDigit(keeping: &start) { index += 1 }
        }
        if try at(UInt8(ascii: "."), or: UInt8(ascii: "."), keeping: &start) {
            isInteger = false
            index += 1
            guard try atDigit(keeping: &start) else { throw error("invalid number: digits expected after '.'") }
            while try atDigit(keeping: &start) { index += 1 }
        }
        if try at(UInt8(ascii: "e"), or: UInt8(ascii: "E"), keeping: &start) {
            isInteger = false
            index += 1
            if try at(UInt8(ascii: "+"), or: UInt8(ascii: "-"), keeping: &start) { index += 1 }
            guard try atDigit(keeping: &start) else { throw error("invalid number: digits expected in exponent") }
            while try atDigit(keeping: &start) { index += 1 }
        }
        let range = start..<index
        let text = buffer.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
        if isInteger, let value = Int(text) { return .integer(value) }
        guard let value = Double(text), value.isFinite else { throw error("number out of range") }
        return .double(value)
    }
}
