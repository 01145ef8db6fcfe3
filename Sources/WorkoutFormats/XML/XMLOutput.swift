import Foundation
import WorkoutModel

/// Writes a writer's XML as bytes into one reused buffer, handed to a ``ByteSink`` in
/// large blocks: escaped text and attributes, numbers at the precision they carry, and
/// times in ISO 8601. A writer's trackpoints go through ``write(room:_:)``, which writes
/// each one straight into the buffer with an ``XMLCursor``.
final class XMLOutput {
    private let sink: any ByteSink
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes written and not yet handed to the sink.
    private var count = 0
    /// The date part of the last time written (see ``TimeText``).
    private var times = TimeText()
    /// The bytes held before ``flushIfFull()`` hands them to the sink.
    static let blockSize = 1 << 16

    init(sink: any ByteSink) {
        self.sink = sink
        capacity = 2 * Self.blockSize
        buffer = .allocate(capacity: capacity)
    }

    deinit { buffer.deallocate() }

    /// Hands the bytes written so far to the sink.
    func flush() throws {
        guard count > 0 else { return }
        try sink.write(UnsafeRawBufferPointer(start: buffer, count: count))
        count = 0
    }

    /// Hands the bytes written so far to the sink once they fill a block.
    func flushIfFull() throws {
        if count >= Self.blockSize { try flush() }
    }

    /// Runs `body` with a cursor where the next byte goes, with room for at least `room`
    /// more bytes (the cursor checks each write against the room there is).
    @inline(__always)
    func write(room: Int, _ body: (inout XMLCursor) -> Void) {
        if capacity - count < room { grow(toHold: count + room) }
        var cursor = XMLCursor(at: buffer + count, end: buffer + capacity, times: times)
        body(&cursor)
        count = cursor.position - buffer
        times = cursor.times
    }

    private func grow(toHold needed: Int) {
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        bigger.update(from: buffer, count: count)
        buffer.deallocate()
        buffer = bigger
        capacity = newCapacity
    }

    /// Text written as it is.
    func raw(_ string: String) {
        write(room: string.utf8.count) { $0.put(string: string) }
    }

    /// `<name attributes...>` on its own line, indented by `depth`.
    func open(_ name: String, _ attributes: [(String, String)] = [], depth: Int) {
        let escaped = attributes.map { ($0.0, Self.escape($0.1, quotes: true)) }
        let room = depth + name.utf8.count + 3 + escaped.reduce(0) { $0 + $1.0.utf8.count + $1.1.utf8.count + 4 }
        write(room: room) { cursor in
            cursor.indent(depth)
            cursor.put("<")
            cursor.put(string: name)
            for (key, value) in escaped {
                cursor.put(" ")
                cursor.put(string: key)
                cursor.put("=\"")
                cursor.put(string: value)
                cursor.put("\"")
            }
            cursor.put(">\n")
        }
    }

    func close(_ name: String, depth: Int) {
        write(room: depth + name.utf8.count + 4) { cursor in
            cursor.indent(depth)
            cursor.put("</")
            cursor.put(string: name)
            cursor.put(">\n")
        }
    }

    /// `<name>value</name>` on its own line.
    func element(_ name: String, _ value: String, depth: Int) {
        let escaped = Self.escape(value, quotes: false)
        element(name, depth: depth, valueRoom: escaped.utf8.count) { $0.put(string: escaped) }
    }

    /// `<name>number</name>`; nothing for a value that is not finite (it has no XML form).
    func element(_ name: String, _ value: Double, depth: Int) {
        guard value.isFinite else { return }
        element(name, depth: depth, valueRoom: XMLCursor.maximumNumberLength) { $0.number(value) }
    }

    func element(_ name: String, time: Date, depth: Int) {
        element(name, depth: depth, valueRoom: TimeText.maximumLength) { $0.time(time) }
    }

    /// `<name>`, the value `writeValue` writes (at most `valueRoom` bytes), `</name>`, on
    /// its own line indented by `depth`.
    @inline(__always)
    private func element(_ name: String, depth: Int, valueRoom: Int, _ writeValue: (inout XMLCursor) -> Void) {
        write(room: depth + 2 * name.utf8.count + 6 + valueRoom) { cursor in
            cursor.indent(depth)
            cursor.put("<")
            cursor.put(string: name)
            cursor.put(">")
            writeValue(&cursor)
            cursor.put("</")
            cursor.put(string: name)
            cursor.put(">\n")
        }
    }

    /// Text with `&`, `<`, `>` (and `"` in attributes) escaped, and characters XML 1.0
    /// cannot hold (C0 controls other than tab and line breaks) left out.
    static func escape(_ value: String, quotes: Bool) -> String {
        // Most values (numbers, times, names) need nothing: look before building a copy.
        let clean = value.utf8.allSatisfy { byte in
            byte >= 0x20 && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
                && byte != UInt8(ascii: "\"") && byte != 0xEF // 0xEF leads U+FFFE and U+FFFF
        }
        if clean { return value }
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "\n" where quotes: result += "&#10;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A number in plain decimal notation (as `xsd:decimal` requires: never an exponent),
    /// with the digits Swift's shortest round-trip representation gives: `142`, `45.1998481`,
    /// `0.00001`. Whole numbers have no fraction.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let shortest = value.description
        guard let e = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }),
              let exponent = Int(shortest[shortest.index(after: e)...]) else { return shortest }
        var mantissa = String(shortest[..<e])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let integerDigits = String(parts[0])
        let fractionDigits = parts.count > 1 ? String(parts[1]) : ""
        var digits = integerDigits + fractionDigits
        var point = integerDigits.count + exponent
        if point <= 0 {
            digits = String(repeating: "0", count: -point + 1) + digits
            point = 1
        } else if point > digits.count {
            digits += String(repeating: "0", count: point - digits.count)
        }
        var result = String(digits.prefix(point))
        var fraction = String(digits.dropFirst(point))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if !fraction.isEmpty { result += "." + fraction }
        return (negative ? "-" : "") + result
    }
}

/// Where the next byte of an ``XMLOutput`` goes: writes markup, numbers and times straight
/// into its buffer, each write checked against the room the buffer has.
struct XMLCursor {
    private(set) var position: UnsafeMutablePointer<UInt8>
    private let end: UnsafeMutablePointer<UInt8>
    /// The date part of the last time written.
    fileprivate(set) var times: TimeText

    fileprivate init(at position: UnsafeMutablePointer<UInt8>, end: UnsafeMutablePointer<UInt8>, times: TimeText) {
        self.position = position
        self.end = end
        self.times = times
    }

    @inline(__always)
    private func need(_ length: Int) {
        precondition(end - position >= length, "XML written past the room made for it")
    }

    /// Markup text as it is.
    @inline(__always)
    mutating func put(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        need(length)
        position.update(from: text.utf8Start, count: length)
        position += length
    }

    /// Text as it is (escaped already where it needs to be).
    mutating func put(string: String) {
        var string = string
        string.withUTF8 { bytes in
            need(bytes.count)
            guard let base = bytes.baseAddress else { return }
            position.update(from: base, count: bytes.count)
            position += bytes.count
        }
    }

    /// `depth` spaces.
    @inline(__always)
    mutating func indent(_ depth: Int) {
        need(depth)
        position.update(repeating: UInt8(ascii: " "), count: depth)
        position += depth
    }

    /// A number as ``XMLOutput/number(_:)`` writes it.
    ///
    /// Below 10^7 and not between 0 and 10^-3, that is ``NumberText``'s text: whole
    /// numbers as integers, others with `description`'s digits, which has no exponent
    /// there. Other numbers (rare in a recording) go through ``XMLOutput/number(_:)``,
    /// which writes any exponent out as plain digits.
    @inline(__always)
    mutating func number(_ value: Double) {
        let magnitude = abs(value)
        if magnitude < 1e7, magnitude >= 1e-3 || magnitude == 0 {
            need(NumberText.maximumLength)
            position += NumberText.write(value, to: position)
        } else {
            put(string: XMLOutput.number(value))
        }
    }

    /// A time as ``Timestamp/string(_:)`` writes it.
    @inline(__always)
    mutating func time(_ date: Date) {
        need(TimeText.maximumLength)
        position += times.write(date, to: position)
    }

    /// `<name>` on its own line, indented by `depth`.
    @inline(__always)
    mutating func open(_ name: StaticString, depth: Int) {
        indent(depth)
        put("<")
        put(name)
        put(">\n")
    }

    @inline(__always)
    mutating func close(_ name: StaticString, depth: Int) {
        indent(depth)
        put("</")
        put(name)
        put(">\n")
    }

    /// `<name>number</name>` on its own line; nothing for a value that is not finite.
    @inline(__always)
    mutating func element(_ name: StaticString, _ value: Double, depth: Int) {
        guard value.isFinite else { return }
        indent(depth)
        put("<")
        put(name)
        put(">")
        number(value)
        put("</")
        put(name)
        put(">\n")
    }

    /// `<name>time</name>` on its own line.
    @inline(__always)
    mutating func element(_ name: StaticString, time date: Date, depth: Int) {
        indent(depth)
        put("<")
        put(name)
        put(">")
        time(date)
        put("</")
        put(name)
        put(">\n")
    }

    /// The most bytes ``number(_:)`` writes: the least subnormal, negative, in plain
    /// decimal, `-0.` and 323 zeros before its `5` (327 bytes; the largest double has 309
    /// digits).
    static let maximumNumberLength = 327

    /// The most bytes one line of ``element(_:_:depth:)`` or ``element(_:time:depth:)``
    /// takes with a name of up to 40 bytes and an indent of up to 10: the indent, the two
    /// names, `<`, `>`, `</` and `>\n`, and the value.
    static let lineRoom = 10 + 2 * 40 + 6 + max(maximumNumberLength, TimeText.maximumLength)
}
