import Foundation
import WorkoutModel

/// A parsed JSON value. Integers and other numbers are kept apart so that what
/// was read can be written back unchanged.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Members in document order.
    case object([(String, JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// The member of an object with this key, or `nil` (also for non-objects).
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }
}

/// Why a JSON text could not be parsed, and where (1-based column within the text).
struct JSONSyntaxError: Error, Equatable, Sendable {
    var column: Int
    var reason: String
}

/// A strict JSON (RFC 8259) parser over UTF-8 bytes, with a nesting limit.
struct JSONParser {
    /// Deeper nesting than this is refused (the contract nests five levels).
    static let maximumDepth = 64

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Parses one complete JSON value (white space around it allowed).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.skipSpace()
        let value = try parser.parseValue()
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    /// Parses one complete JSON value from a string.
    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var copy = text
        let result: Result<JSONValue, JSONSyntaxError> = copy.withUTF8 { buffer in
            do throws(JSONSyntaxError) { return .success(try parse(buffer)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    private func error(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(column: index + 1, reason: reason)
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of line, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character '\(Character(Unicode.Scalar(bytes[index])))', expected a value")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw error("unexpected end of line") }
        for k in 0..<count where bytes[index + k] != word.utf8Start[k] {
            throw error("invalid literal, expected \(word)")
        }
        index += count
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        index += 1
        var members: [(String, JSONValue)] = []
        members.reserveCapacity(8)
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a member name in quotes") }
            let key = try parseString()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after member name") }
            index += 1
            skipSpace()
            members.append((key, try parseValue()))
            skipSpace()
            guard index < bytes.count else { throw error("unexpected end of line, expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw error("expected ',' or '}'")
        }
        depth -= 1
        return .object(members)
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipSpace()
            elements.append(try parseValue())
            skipSpace()
            guard index < bytes.count else { throw error("unexpected end of line, expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw error("expected ',' or ']'")
        }
        depth -= 1
        return .array(elements)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let c = bytes[index]
            if c == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                guard let text = String(validating: slice, as: UTF8.self) else { throw error("invalid UTF-8 in string") }
                return text
            }
            if c == UInt8(ascii: "\\") || c < 0x20 { break }
            index += 1
        }
        var out = [UInt8](UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let c = bytes[index]
            switch c {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: out, as: UTF8.self) else { throw error("invalid UTF-8 in string") }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw error("unterminated escape") }
                let e = bytes[index]
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
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                        else { throw error("unpaired surrogate in \\u escape") }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(unicode)).utf8))
                default:
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))'")
                }
            default:
                guard c >= 0x20 else { throw error("control character in string") }
                out.append(c)
                index += 1
            }
        }
        throw error("unterminated string")
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[index]
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

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, (48...57).contains(bytes[index]) else { throw error("invalid number") }
        if bytes[index] == 48 {
            index += 1
        } else {
            while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, (48...57).contains(bytes[index]) else { throw error("invalid number: digits expected after '.'") }
            while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, (48...57).contains(bytes[index]) else { throw error("invalid number: digits expected in exponent") }
            while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if isInteger, let value = Int(text) { return .integer(value) }
        guard let value = Double(text), value.isFinite else { throw error("number out of range") }
        return .double(value)
    }
}

/// Writes JSON text into a byte buffer, in the compact form of the workoutkit contract.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []

    public init() { bytes.reserveCapacity(1024) }

    public mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `"key":`
    public mutating func key(_ name: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        raw(name)
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    }

    public mutating func null() { raw("null") }
    public mutating func bool(_ value: Bool) { value ? raw("true") : raw("false") }
    public mutating func integer(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    /// A finite double in Swift's shortest round-trip form (`52.5`, `1872.0`); `null` if not finite.
    public mutating func double(_ value: Double) {
        guard value.isFinite else { return null() }
        bytes.append(contentsOf: value.description.utf8)
    }

    public mutating func double(_ value: Double?) {
        if let value { double(value) } else { null() }
    }

    public mutating func string(_ value: String?) {
        guard let value else { return null() }
        bytes.append(UInt8(ascii: "\""))
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            bytes.append(contentsOf: value.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in value.utf8 {
            switch byte {
            case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
            case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A UUID in its canonical upper-case form, quoted.
    public mutating func uuid(_ value: UUID?) {
        guard let value else { return null() }
        bytes.append(UInt8(ascii: "\""))
        UUIDText.append(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A time as the contract writes it (`"2024-05-01T07:30:00.000Z"`).
    public mutating func date(_ value: Date) {
        bytes.append(UInt8(ascii: "\""))
        Timestamp.append(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    public mutating func comma() { bytes.append(UInt8(ascii: ",")) }

    /// Empties the buffer (its text was handed on), keeping its capacity.
    public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }
    public mutating func newline() { bytes.append(0x0A) }
}
