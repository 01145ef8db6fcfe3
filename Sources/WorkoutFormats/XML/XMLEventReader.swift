import CLibXML2
import Foundation

/// The one XML reader every XML format uses: libxml2's SAX2 push parser fed from a
/// ``ByteSource`` in chunks, so that memory does not grow with the file.
///
/// Safe by construction: the network is never used (`XML_PARSE_NONET`); entities are
/// never substituted and external DTDs never loaded; any entity declaration, and any
/// reference to an entity other than the five predefined ones, ends the parse with an
/// error (an internal DTD subset of element and attribute declarations is fine).
/// Element nesting and the text inside one element are capped by ``Limits``.
public final class XMLEventReader {
    /// Caps that keep hostile documents from taking unbounded time or memory.
    public struct Limits: Sendable {
        /// The deepest element nesting accepted.
        public var maximumDepth: Int
        /// The most bytes of character data accepted directly inside one element.
        public var maximumTextBytes: Int
        /// The most attributes accepted on one element (libxml2 checks attributes for
        /// duplicates in time that grows with the square of their number).
        public var maximumAttributes: Int

        public init(maximumDepth: Int = 64, maximumTextBytes: Int = 1 << 20, maximumAttributes: Int = 1000) {
            self.maximumDepth = maximumDepth
            self.maximumTextBytes = maximumTextBytes
            self.maximumAttributes = maximumAttributes
        }
    }

    private let fileName: String
    private let limits: Limits
    private let handler: any XMLEventHandler
    private let recoverableError: ((String) -> Void)?
    private var recoveredErrorCount = 0
    private var parser: xmlParserCtxtPtr?
    private var attributeScanner = AttributeScanner()
    /// The first error: bad XML or content (a ``FormatError``), or what a handler threw.
    private var failure: (any Error)?
    private var depth = 0
    private var text: [UInt8] = []
    /// Extra lines before what libxml2 saw (white space skipped ahead of the XML declaration).
    private var skippedLines = 0
    /// Names are interned by libxml2's dictionary, so the same pointer is the same name
    /// for the whole parse: a small direct-mapped cache turns them into strings once.
    private var nameCache = [(key: UnsafeRawPointer?, name: String)](repeating: (nil, ""), count: 512)

    /// Creates a reader that sends the events of one document to `handler`.
    /// `fileName` names the input in error messages. With `recoverableError` (for
    /// `--lenient`), errors libxml2 can read past, such as an undeclared namespace prefix,
    /// are passed to it as messages instead of ending the parse.
    public init(
        fileName: String, handler: any XMLEventHandler, limits: Limits = Limits(),
        recoverableError: ((String) -> Void)? = nil
    ) {
        self.fileName = fileName
        self.handler = handler
        self.limits = limits
        self.recoverableError = recoverableError
    }

    /// How many bytes are read from the source at a time.
    static let chunkSize = 1 << 16

    /// The place libxml2 has reached in the input.
    public var position: InputPosition? {
        guard let parser else { return nil }
        let line = Int(xmlSAX2GetLineNumber(parser))
        let column = Int(xmlSAX2GetColumnNumber(parser))
        return .line(line + skippedLines, column: column > 0 ? column : nil)
    }

    /// Reads the whole document from `source`.
    ///
    /// - Throws: ``FormatError/malformed(file:at:reason:)`` for XML that is not
    ///   well-formed, that the safety rules refuse, or whose content the handler refuses
    ///   (``XMLContentError``); errors of the source, and other errors the handler throws,
    ///   as they come.
    public func parse(_ source: any ByteSource) throws {
        let chunkSize = Self.chunkSize
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { buffer.deallocate() }

        // Some writers put white space before the XML declaration, which XML forbids;
        // it carries nothing, so it is skipped (after a byte-order mark, kept for libxml2).
        var count = try source.read(into: buffer)
        var start = 0
        var prefix: [UInt8] = []
        if count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
            prefix = [0xEF, 0xBB, 0xBF]
            start = 3
        }
        while true {
            while start < count, [32, 9, 10, 13].contains(buffer[start]) {
                if buffer[start] == 10 { skippedLines += 1 }
                start += 1
            }
            if start < count || count == 0 { break }
            count = try source.read(into: buffer)
            start = 0
        }
        guard count > 0 else { throw FormatError.malformed(file: fileName, at: nil, reason: "the file is empty") }

        var sax = xmlSAXHandler()
        sax.initialized = UInt32(XML_SAX2_MAGIC)
        sax.startElementNs = startElementCallback
        sax.endElementNs = endElementCallback
        sax.characters = charactersCallback
        sax.cdataBlock = charactersCallback
        sax.entityDecl = entityDeclarationCallback
        sax.unparsedEntityDecl = unparsedEntityDeclarationCallback
        sax.getEntity = getEntityCallback
        sax.getParameterEntity = getEntityCallback
        sax.reference = referenceCallback
        sax.serror = structuredErrorCallback

        // Each parse has its own dictionary, so names cached from an earlier one are stale.
        for slot in nameCache.indices { nameCache[slot] = (nil, "") }
        let context = Unmanaged.passUnretained(self).toOpaque()
        guard let parser = xmlCreatePushParserCtxt(&sax, context, nil, 0, fileName) else {
            throw FormatError.malformed(file: fileName, at: nil, reason: "the XML parser could not be created")
        }
        self.parser = parser
        defer {
            xmlFreeParserCtxt(parser)
            self.parser = nil
            if recoveredErrorCount > 1 {
                recoverableError?("\(fileName): \(recoveredErrorCount - 1) more namespace errors like the first were read past")
            }
        }
        // NONET only: never NOENT (entity substitution), DTDLOAD or HUGE.
        xmlCtxtUseOptions(parser, Int32(XML_PARSE_NONET.rawValue))

        attributeScanner = AttributeScanner()
        if !prefix.isEmpty { try prefix.withUnsafeBytes { try feed($0, last: false) } }
        while count > 0 {
            let chunk = UnsafeRawBufferPointer(rebasing: buffer[start..<count])
            // Start tags with too many attributes are stopped before libxml2 sees them whole.
            if let stop = attributeScanner.scan(chunk, limit: limits.maximumAttributes) {
                try feed(UnsafeRawBufferPointer(rebasing: chunk[..<stop]), last: false)
                fail("an element has more than \(limits.maximumAttributes) attributes")
                try feed(UnsafeRawBufferPointer(start: nil, count: 0), last: false)
            }
            try feed(chunk, last: false)
            count = try source.read(into: buffer)
            start = 0
        }
        try feed(UnsafeRawBufferPointer(start: nil, count: 0), last: true)
    }

    private func feed(_ bytes: UnsafeRawBufferPointer, last: Bool) throws {
        guard let parser else { return }
        let chars = bytes.baseAddress?.assumingMemoryBound(to: CChar.self)
        let status = xmlParseChunk(parser, chars, Int32(bytes.count), last ? 1 : 0)
        if let failure { throw failure }
        if status != 0 || parser.pointee.wellFormed == 0 {
            throw FormatError.malformed(file: fileName, at: position, reason: "the XML is not well-formed")
        }
    }

    /// Records the first failure and stops libxml2.
    fileprivate func fail(_ reason: String, at place: InputPosition? = nil) {
        guard failure == nil else { return }
        failure = FormatError.malformed(file: fileName, at: place ?? position, reason: reason)
        if let parser { xmlStopParser(parser) }
    }

    /// Records what a handler threw: bad content gets the file and place; any other
    /// error (from the code the recordings are handed to) is passed on as it is.
    fileprivate func fail(_ error: any Error) {
        if let error = error as? XMLContentError { return fail(error.reason) }
        guard failure == nil else { return }
        failure = error
        if let parser { xmlStopParser(parser) }
    }

    fileprivate var hasFailed: Bool { failure != nil }

    fileprivate func name(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        let key = UnsafeRawPointer(pointer)
        let slot = Int(truncatingIfNeeded: UInt(bitPattern: key) >> 4) & (nameCache.count - 1)
        // The comparison guards against a name libxml2 did not intern and whose memory was reused.
        if nameCache[slot].key == key,
           nameCache[slot].name.withCString({ strcmp($0, UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)) }) == 0 {
            return nameCache[slot].name
        }
        let value = String(cString: pointer)
        nameCache[slot] = (key, value)
        return value
    }

    fileprivate func startElement(_ name: XMLName, attributes: [XMLAttribute]) {
        depth += 1
        guard depth <= limits.maximumDepth else {
            return fail("elements are nested more than \(limits.maximumDepth) levels deep")
        }
        text.removeAll(keepingCapacity: true)
        do { try handler.startElement(name, attributes: attributes) } catch { fail(error) }
    }

    fileprivate func endElement(_ name: XMLName) {
        depth -= 1
        do {
            try text.withUnsafeBufferPointer { try handler.endElement(name, text: XMLText(bytes: $0)) }
        } catch {
            fail(error)
        }
        text.removeAll(keepingCapacity: true)
    }

    fileprivate func characters(_ bytes: UnsafePointer<xmlChar>, _ count: Int) {
        guard text.count + count <= limits.maximumTextBytes else {
            return fail("an element holds more than \(limits.maximumTextBytes) bytes of text")
        }
        text.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
    }

    fileprivate func reportLibXMLError(_ error: xmlError) {
        // Warnings (an unknown XML version, a relative namespace URI) do not stop reading.
        guard error.level == XML_ERR_ERROR || error.level == XML_ERR_FATAL else { return }
        var message = error.message.map { String(cString: $0) } ?? "XML error \(error.code)"
        while message.last?.isWhitespace == true { message.removeLast() }
        let place: InputPosition? = error.line > 0
            ? .line(Int(error.line) + skippedLines, column: error.int2 > 0 ? Int(error.int2) : nil) : position
        if recoverableError != nil, error.domain == Int32(XML_FROM_NAMESPACE.rawValue), error.level == XML_ERR_ERROR {
            // The first is passed on; the rest are counted, so that a file repeating the
            // mistake on every point gives one message.
            recoveredErrorCount += 1
            if recoveredErrorCount == 1 {
                recoverableError?(FormatError.malformed(file: fileName, at: place, reason: message).description)
            }
            return
        }
        fail(message, at: place)
    }
}

/// Counts the attributes of start tags in the bytes on their way to libxml2, across
/// chunks: `<` and a name start a tag, `=` outside quotes is an attribute, `>` outside
/// quotes ends the tag. Comments, CDATA sections and processing instructions are
/// skipped whole, so that nothing in them is taken for a tag.
private struct AttributeScanner {
    private enum State {
        case text, tagOpen, bang, bangDash, inTag
        case quoted(UInt8)
        /// Inside `<!-- -->`, `<![CDATA[ ]]>` or `<? ?>`: how many bytes of the closing
        /// sequence before `>` (`--`, `]]`, `?`) have just been seen.
        case comment(Int), cdata(Int), instruction(Int)
    }
    private var state = State.text
    private var count = 0

    /// The offset in `bytes` at which a start tag passes `limit` attributes, or `nil`.
    mutating func scan(_ bytes: UnsafeRawBufferPointer, limit: Int) -> Int? {
        let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">")
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch state {
            case .text:
                // Text is most of a document: jump to the next "<".
                guard let base = bytes.baseAddress,
                      let found = memchr(base + index, Int32(less), bytes.count - index) else { return nil }
                index = base.distance(to: UnsafeRawPointer(found))
                state = .tagOpen
            case .tagOpen:
                if byte == UInt8(ascii: "!") {
                    state = .bang
                } else if byte == UInt8(ascii: "?") {
                    state = .instruction(0)
                } else if byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
                            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) {
                    state = .inTag
                    count = 0
                } else {
                    state = .text
                }
            case .bang:
                state = byte == UInt8(ascii: "-") ? .bangDash : byte == UInt8(ascii: "[") ? .cdata(0) : .text
            case .bangDash:
                state = byte == UInt8(ascii: "-") ? .comment(0) : .text
            case .comment(let dashes):
                state = byte == greater && dashes >= 2 ? .text : .comment(byte == UInt8(ascii: "-") ? dashes + 1 : 0)
            case .cdata(let brackets):
                state = byte == greater && brackets >= 2 ? .text : .cdata(byte == UInt8(ascii: "]") ? brackets + 1 : 0)
            case .instruction(let question):
                state = byte == greater && question >= 1 ? .text : .instruction(byte == UInt8(ascii: "?") ? 1 : 0)
            case .inTag:
                if byte == greater {
                    state = .text
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    state = .quoted(byte)
                } else if byte == UInt8(ascii: "=") {
                    count += 1
                    if count > limit { return index }
                }
            case .quoted(let quote):
                if byte == quote { state = .inTag }
            }
            index += 1
        }
        return nil
    }
}

// MARK: libxml2 callbacks (C functions; the context is the XMLEventReader)

private func reader(_ context: UnsafeMutableRawPointer?) -> XMLEventReader? {
    context.map { Unmanaged<XMLEventReader>.fromOpaque($0).takeUnretainedValue() }
}

private let startElementCallback: startElementNsSAX2Func = {
    context, localName, _, uri, _, _, attributeCount, _, attributes in
    guard let reader = reader(context), !reader.hasFailed else { return }
    let elementName = XMLName(reader.name(uri), reader.name(localName))
    var list: [XMLAttribute] = []
    if let attributes, attributeCount > 0 {
        list.reserveCapacity(Int(attributeCount))
        // Five pointers per attribute: local name, prefix, URI, value start, value end.
        for index in 0..<Int(attributeCount) {
            let base = index * 5
            guard let valueStart = attributes[base + 3], let valueEnd = attributes[base + 4] else { continue }
            var value = String(decoding: UnsafeBufferPointer(start: valueStart, count: valueEnd - valueStart),
                               as: UTF8.self)
            // Without entity substitution libxml2 hands an ampersand in an attribute value
            // over as the character reference "&#38;"; nothing else can contain "&".
            if value.utf8.contains(UInt8(ascii: "&")) { value = value.replacingOccurrences(of: "&#38;", with: "&") }
            list.append(XMLAttribute(name: XMLName(reader.name(attributes[base + 2]), reader.name(attributes[base])),
                                     value: value))
        }
    }
    reader.startElement(elementName, attributes: list)
}

private let endElementCallback: endElementNsSAX2Func = { context, localName, _, uri in
    guard let reader = reader(context), !reader.hasFailed else { return }
    reader.endElement(XMLName(reader.name(uri), reader.name(localName)))
}

private let charactersCallback: charactersSAXFunc = { context, bytes, count in
    guard let reader = reader(context), !reader.hasFailed, let bytes, count > 0 else { return }
    reader.characters(bytes, Int(count))
}

private let entityDeclarationCallback: entityDeclSAXFunc = { context, name, _, _, _, _ in
    let entity = name.map { String(cString: $0) } ?? ""
    reader(context)?.fail("the document declares an entity (\(entity)); entity declarations are refused for safety")
}

private let unparsedEntityDeclarationCallback: unparsedEntityDeclSAXFunc = { context, name, _, _, _ in
    let entity = name.map { String(cString: $0) } ?? ""
    reader(context)?.fail("the document declares an entity (\(entity)); entity declarations are refused for safety")
}

private let getEntityCallback: getEntitySAXFunc = { context, name in
    // The five predefined entities (&amp; &lt; ...) never reach this function.
    let entity = name.map { String(cString: $0) } ?? ""
    reader(context)?.fail("the document refers to the entity &\(entity); which is not one of XML's predefined entities")
    return nil
}

private let referenceCallback: referenceSAXFunc = { context, name in
    let entity = name.map { String(cString: $0) } ?? ""
    reader(context)?.fail("the document refers to the entity &\(entity); which is not one of XML's predefined entities")
}

private let structuredErrorCallback: xmlStructuredErrorFunc = { context, error in
    guard let reader = reader(context), let error else { return }
    reader.reportLibXMLError(error.pointee)
}

extension XMLEventReader {
    /// Parses a recording's document as the GPX and TCX readers do: strictly, or with
    /// `--lenient` (``ReadOptions/lenient``) taking recoverable errors as warnings and, at
    /// a fatal error, keeping what came before it: `salvage` then completes the recording
    /// that was being read, to be marked partial.
    static func parseRecording(
        _ source: any ByteSource, context: ReadContext, handler: any XMLEventHandler, salvage: () throws -> Void
    ) throws {
        let lenient = context.options.lenient
        let reader = XMLEventReader(fileName: context.name, handler: handler,
                                    recoverableError: lenient ? { context.warn($0) } : nil)
        do {
            try reader.parse(source)
        } catch let error as FormatError where lenient {
            context.warn("\(error); what came before it was kept")
            try salvage()
        }
    }
}
