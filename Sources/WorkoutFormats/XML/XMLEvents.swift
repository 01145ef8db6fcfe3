import Foundation
import WorkoutModel

/// The name of an element or attribute: its namespace URI (empty for none) and its
/// local name. Formats match names by URI, so the prefix a file chose never matters.
struct XMLName: Hashable, Sendable, CustomStringConvertible {
    var namespaceURI: String
    var localName: String

    init(_ namespaceURI: String, _ localName: String) {
        self.namespaceURI = namespaceURI
        self.localName = localName
    }

    var description: String { namespaceURI.isEmpty ? localName : "{\(namespaceURI)}\(localName)" }
}

/// One attribute of a start tag, as ``XMLEventHandler`` receives it.
struct XMLAttribute: Sendable {
    var name: XMLName
    var value: String
}

/// An element's name as an ``XMLElementHandler`` receives it: the code the handler gave
/// the name (``XMLElementHandler/code(for:)``, asked once per distinct name in a document)
/// and the name itself. Valid only during the call that receives it.
struct XMLElementName {
    /// The handler's code for the element's name.
    let code: Int
    private let storage: UnsafePointer<XMLName>

    init(code: Int, name: UnsafePointer<XMLName>) {
        self.code = code
        self.storage = name
    }

    /// The element's namespace URI and local name (for messages and unusual cases:
    /// handlers match on ``code``).
    var name: XMLName { storage.pointee }
}

/// The attributes of a start tag as libxml2 hands them over: names and values are
/// bytes in the parser's memory, valid only during the call that receives them.
struct XMLAttributes {
    /// Five pointers per attribute: local name, prefix, namespace URI, value start, value end.
    private let pointers: UnsafePointer<UnsafePointer<UInt8>?>?
    /// How many attributes the tag has.
    let count: Int

    init(_ pointers: UnsafePointer<UnsafePointer<UInt8>?>?, count: Int) {
        self.pointers = pointers
        self.count = pointers == nil ? 0 : count
    }

    /// The value of the attribute with this local name and no namespace (the usual case).
    func value(_ localName: String) -> XMLAttributeValue? {
        guard let pointers, count > 0 else { return nil }
        var key = localName
        return key.withUTF8 { key -> XMLAttributeValue? in
            for index in 0..<count {
                let base = index * 5
                guard pointers[base + 2] == nil, let name = pointers[base], let start = pointers[base + 3],
                      let end = pointers[base + 4], Self.equal(name, key) else { continue }
                return XMLAttributeValue(bytes: UnsafeBufferPointer(start: start, count: end - start))
            }
            return nil
        }
    }

    /// Calls `body` with the local name (NUL-terminated bytes in the parser's memory) and the
    /// value of each attribute without a namespace, in document order: one pass for a
    /// handler that reads most of a tag's attributes (see ``localName(_:is:)``).
    func forEachUnqualified(
        _ body: (_ localName: UnsafePointer<UInt8>, _ value: XMLAttributeValue) throws -> Void
    ) rethrows {
        guard let pointers else { return }
        for index in 0..<count {
            let base = index * 5
            guard pointers[base + 2] == nil, let name = pointers[base], let start = pointers[base + 3],
                  let end = pointers[base + 4] else { continue }
            try body(name, XMLAttributeValue(bytes: UnsafeBufferPointer(start: start, count: end - start)))
        }
    }

    /// Whether the NUL-terminated local name handed to ``forEachUnqualified(_:)`` is `key`.
    static func localName(_ name: UnsafePointer<UInt8>, is key: StaticString) -> Bool {
        key.withUTF8Buffer { equal(name, $0) }
    }

    /// All attributes with their full names (namespace URI, local name) and values as text.
    var all: [XMLAttribute] {
        guard let pointers else { return [] }
        return (0..<count).compactMap { index in
            let base = index * 5
            guard let name = pointers[base], let start = pointers[base + 3], let end = pointers[base + 4] else { return nil }
            let uri = pointers[base + 2].map { String(cString: $0) } ?? ""
            let value = XMLAttributeValue(bytes: UnsafeBufferPointer(start: start, count: end - start))
            return XMLAttribute(name: XMLName(uri, String(cString: name)), value: value.string)
        }
    }

    /// Whether the NUL-terminated `name` is exactly `key`.
    private static func equal(_ name: UnsafePointer<UInt8>, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in 0..<key.count where name[index] != key[index] { return false }
        return name[key.count] == 0
    }
}

/// The value of one attribute as UTF-8 bytes, valid only during the call that receives it.
struct XMLAttributeValue {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The value as text, exactly as written (entities and character references resolved).
    var string: String {
        let value = String(decoding: bytes, as: UTF8.self)
        // Without entity substitution libxml2 hands an ampersand in an attribute value
        // over as the character reference "&#38;"; nothing else can contain "&".
        guard bytes.contains(UInt8(ascii: "&")) else { return value }
        return value.replacingOccurrences(of: "&#38;", with: "&")
    }

    /// The value as a finite number (white space around it allowed), or `nil`.
    var double: Double? { XMLText.number(bytes) }

    /// The value as an ISO 8601 timestamp, or `nil` when it is not one.
    var timestamp: Timestamp.Parsed? { Timestamp.parse(bytes: bytes) }
}

/// The character data directly inside an element (CDATA included, child elements'
/// text excluded), as UTF-8 bytes. It is only valid during the call that receives it.
struct XMLText {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The text without leading and trailing white space, or `nil` when nothing is left.
    var trimmed: String? {
        var start = 0, end = bytes.count
        while start < end, Self.isSpace(bytes[start]) { start += 1 }
        while end > start, Self.isSpace(bytes[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The text as a finite number, or `nil` when it is empty or not a number.
    var double: Double? { Self.number(bytes) }

    /// Parses a decimal number from UTF-8 bytes (white space around it allowed) without
    /// making a string: ``DecimalNumber`` for the usual forms, else `strtod` on a terminated
    /// copy, checked to have used every byte.
    /// Letters other than an exponent's `e` are refused (strtod would also take
    /// hexadecimal, `inf` and `nan`, which are not XML Schema numbers); text strtod does not
    /// take whole (a locale with another decimal mark) goes through Swift's own parser.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var start = 0, end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if let value = DecimalNumber.parse(text) { return value }
        guard !text.isEmpty, !text.contains(where: { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A && ($0 | 0x20) != 0x65 })
        else { return nil }
        if text.count < 64 {
            let parsed = withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count + 1) { copy -> Double? in
                for index in text.indices { copy[index] = CChar(bitPattern: text[index]) }
                copy[text.count] = 0
                guard let base = copy.baseAddress else { return nil }
                var stop: UnsafeMutablePointer<CChar>?
                let value = strtod(base, &stop)
                return stop == base + text.count ? value : nil
            }
            if let parsed { return parsed.isFinite ? parsed : nil }
        }
        return Double(String(decoding: text, as: UTF8.self)).flatMap { $0.isFinite ? $0 : nil }
    }

    /// The text as an ISO 8601 timestamp, or `nil` when it is not one.
    var timestamp: Timestamp.Parsed? { Timestamp.parse(bytes: bytes) }

    private static func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 9 || c == 10 || c == 13 }
}

/// What a format reader does with the events of a document: element names arrive as
/// codes the handler chose, attribute values and text as bytes, so that no string is made
/// for what the handler does not keep.
///
/// A handler that finds bad content throws ``XMLContentError``; the reader turns it
/// into a ``FormatError`` naming the file, line and column.
protocol XMLElementHandler: AnyObject {
    /// The code for an element name, asked once per distinct name (namespace URI and
    /// local name) in a document; the element events carry it.
    func code(for name: XMLName) -> Int
    /// An element starts.
    func startElement(_ element: XMLElementName, attributes: XMLAttributes) throws
    /// An element ends; `text` is the character data directly inside it.
    func endElement(_ element: XMLElementName, text: XMLText) throws
    /// The handler threw ``XMLContentError`` with `reason` at `position`: whether it left
    /// out the item being read (recording it in its context's ``ReadContext/skipped``) and
    /// reads on. The default reads no further.
    func skipItem(at position: InputPosition?, reason: String) -> Bool
}

extension XMLElementHandler {
    func skipItem(at position: InputPosition?, reason: String) -> Bool { false }
}

/// The simple form of ``XMLElementHandler``: names and attribute values as strings
/// (for small documents and tests; formats read large files through codes).
protocol XMLEventHandler: AnyObject {
    /// An element starts.
    func startElement(_ name: XMLName, attributes: [XMLAttribute]) throws
    /// An element ends; `text` is the character data directly inside it.
    func endElement(_ name: XMLName, text: XMLText) throws
}

/// Bad content found by an ``XMLEventHandler``: the reason, in words for the user.
struct XMLContentError: Error, Sendable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

extension XMLText {
    /// The text of element `element` as a number: `nil` when empty, an error when not a number.
    func number(in element: String) throws -> Double? {
        if let value = double { return value }
        guard let trimmed else { return nil }
        throw XMLContentError("<\(element)> holds \"\(trimmed.prefix(40))\", which is not a number")
    }

    /// The text of element `element` as an ISO 8601 time: `nil` when empty, an error when not
    /// a time. A time without a zone is taken as UTC, with a warning in `context`.
    func time(in element: String, context: ReadContext) throws -> Date? {
        try parsedTime(in: element, context: context)?.date
    }

    /// The text as an ISO 8601 time (see ``time(in:context:)``), with the zone it stated.
    func parsedTime(in element: String, context: ReadContext) throws -> Timestamp.Parsed? {
        guard let parsed = timestamp else {
            guard let trimmed else { return nil }
            throw XMLContentError("<\(element)> holds \"\(trimmed.prefix(40))\", which is not an ISO 8601 time")
        }
        if !parsed.hadZone { context.warn("times without a time zone were taken as UTC") }
        return parsed
    }
}
