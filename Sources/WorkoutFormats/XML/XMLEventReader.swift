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
final class XMLEventReader {
    /// Caps that keep hostile documents from taking unbounded time or memory.
    struct Limits: Sendable {
        /// The deepest element nesting accepted.
        var maximumDepth: Int
        /// The most bytes of character data accepted directly inside one element.
        var maximumTextBytes: Int
        /// The most attributes accepted on one element (libxml2 checks attributes for
        /// duplicates in time that grows with the square of their number).
        var maximumAttributes: Int

        init(maximumDepth: Int = 64, maximumTextBytes: Int = 1 << 20, maximumAttributes: Int = 1000) {
            self.maximumDepth = maximumDepth
            self.maximumTextBytes = maximumTextBytes
            self.maximumAttributes = maximumAttributes
        }
    }

    private let fileName: String
    private let limits: Limits
    private let handler: any XMLElementHandler
    private let recoverableError: ((String) -> Void)?
    private var recoveredErrorCount = 0
    private var parser: xmlParserCtxtPtr?
    private var attributeScanner = AttributeScanner()
    /// Whether attribute values with predefined references are decoded before libxml2 reads
    /// them (``AttributeReferenceDecoder``, libxml2's fast path); without, libxml2 decodes them
    /// itself (the reference the decoder is tested against).
    var decodesReferencesAhead = true
    /// The decoder, changed in place (see ``InPlaceState``).
    private let referenceState = InPlaceState(AttributeReferenceDecoder())
    fileprivate var references: UnsafeMutablePointer<AttributeReferenceDecoder> { referenceState.pointer }
    /// How many attribute values of the last document were decoded ahead of libxml2.
    var valuesDecodedAhead: Int { references.pointee.handedValues }
    /// How many bytes libxml2 has been handed in this parse.
    private var bytesFed = 0
    /// The first error: bad XML or content (a ``FormatError``), or what a handler threw.
    private var failure: (any Error)?
    /// Extra lines before what libxml2 saw (white space skipped ahead of the XML declaration).
    private var skippedLines = 0
    /// Whether libxml2 is being told that the input has ended (the last, empty chunk).
    private var isAtEndOfInput = false
    /// Said after the message of a document that ends inside an element (a file cut
    /// short), when the reader can keep what came before: `--lenient keeps what came before`.
    var truncationAdvice: String?
    /// What the callbacks change on every event, changed in place (see ``InPlaceState``).
    private let eventState: InPlaceState<EventState>
    fileprivate var state: UnsafeMutablePointer<EventState> { eventState.pointer }

    /// Creates a reader that sends the events of one document to `handler`.
    /// `fileName` names the input in error messages. With `recoverableError` (for
    /// `--lenient`), errors libxml2 can read past, such as an undeclared namespace prefix,
    /// are passed to it as messages (the place and the problem: the caller names the file)
    /// instead of ending the parse.
    init(
        fileName: String, handler: any XMLElementHandler, limits: Limits = Limits(),
        recoverableError: ((String) -> Void)? = nil
    ) {
        self.fileName = fileName
        self.handler = handler
        self.limits = limits
        self.recoverableError = recoverableError
        eventState = InPlaceState(EventState(maximumTextBytes: limits.maximumTextBytes, maximumDepth: limits.maximumDepth))
    }

    /// Creates a reader that sends the events of one document to a handler of the simple
    /// form (names and attribute values as strings).
    convenience init(
        fileName: String, handler: any XMLEventHandler, limits: Limits = Limits(),
        recoverableError: ((String) -> Void)? = nil
    ) {
        self.init(fileName: fileName, handler: NamedEventAdapter(handler), limits: limits,
                  recoverableError: recoverableError)
    }

    deinit {
        state.pointee.release()
        references.pointee.release()
    }

    /// How many bytes are read from the source at a time.
    static let chunkSize = 1 << 16
    /// How many bytes libxml2 is handed at a time: it copies each piece into its input
    /// buffer and moves what it has not parsed yet down to the buffer's start, so small
    /// pieces keep that buffer, and the piece, in the processor's first-level cache (as
    /// libxml2's own reader does, in pieces of 512 bytes).
    static let pieceSize = 1 << 12

    /// The place libxml2 has reached in the input.
    var position: InputPosition? {
        guard let parser else { return nil }
        let line = Int(xmlSAX2GetLineNumber(parser))
        let column = Int(xmlSAX2GetColumnNumber(parser)) - references.pointee.columnExcess()
        return .line(line + skippedLines, column: column > 0 ? column : nil)
    }

    /// Reads the whole document from `source`.
    ///
    /// - Throws: ``FormatError/malformed(file:at:reason:)`` for XML that is not
    ///   well-formed, that the safety rules refuse, or whose content the handler refuses
    ///   (``XMLContentError``); errors of the source, and other errors the handler throws,
    ///   as they come.
    func parse(_ source: any ByteSource) throws {
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

        // Each parse has its own dictionary, so names interned by an earlier one are stale.
        state.pointee.reset()
        isAtEndOfInput = false
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = libxml2Initialized
        guard let parser = xmlCreatePushParserCtxt(&sax, context, nil, 0, fileName) else {
            throw FormatError.malformed(file: fileName, at: nil, reason: "the XML parser could not be created")
        }
        self.parser = parser
        references.pointee.start(parser: parser)
        bytesFed = 0
        defer {
            references.pointee.end()
            xmlFreeParserCtxt(parser)
            self.parser = nil
            if recoveredErrorCount > 1 {
                recoverableError?("\(recoveredErrorCount - 1) more namespace errors like the first were read past")
            }
        }
        // NONET only: never NOENT (entity substitution), DTDLOAD or HUGE.
        xmlCtxtUseOptions(parser, Int32(XML_PARSE_NONET.rawValue))

        attributeScanner = AttributeScanner()
        if !prefix.isEmpty { try prefix.withUnsafeBytes { try feed($0, last: false) } }
        while count > 0 {
            // Handed to libxml2 a piece at a time (see ``pieceSize``).
            var pieceStart = start
            while pieceStart < count {
                let piece = UnsafeMutableRawBufferPointer(rebasing: buffer[pieceStart..<min(pieceStart + Self.pieceSize, count)])
                let chunk = UnsafeRawBufferPointer(piece)
                let markup = attributeScanner.pieceStart
                // Start tags with too many attributes are stopped before libxml2 sees them whole.
                if let stop = attributeScanner.scan(chunk, limit: limits.maximumAttributes) {
                    try feed(UnsafeRawBufferPointer(rebasing: chunk[..<stop]), last: false)
                    fail("an element has more than \(limits.maximumAttributes) attributes")
                    try feed(UnsafeRawBufferPointer(start: nil, count: 0), last: false)
                }
                if decodesReferencesAhead, AttributeReferenceDecoder.isApplicable(to: parser) {
                    references.pointee.rewrite(piece, at: bytesFed, start: markup)
                }
                try feed(chunk, last: false)
                pieceStart += chunk.count
            }
            count = try source.read(into: buffer)
            start = 0
        }
        isAtEndOfInput = true
        try feed(UnsafeRawBufferPointer(start: nil, count: 0), last: true)
    }

    private func feed(_ bytes: UnsafeRawBufferPointer, last: Bool) throws {
        guard let parser else { return }
        let chars = bytes.baseAddress?.assumingMemoryBound(to: CChar.self)
        bytesFed += bytes.count
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
        stop()
    }

    /// Records what a handler threw: bad content gets the file and place; any other
    /// error (from the code the recordings are handed to) is passed on as it is.
    fileprivate func fail(_ error: any Error) {
        if let error = error as? XMLContentError {
            // The handler may leave out the item being read (a track, a record) and read on.
            if failure == nil, handler.skipItem(at: position, reason: error.reason) { return }
            return fail(error.reason)
        }
        guard failure == nil else { return }
        failure = error
        stop()
    }

    private func stop() {
        state.pointee.hasFailed = true
        if let parser { xmlStopParser(parser) }
    }

    /// The element of a name as libxml2 hands it over, its code asked of the handler
    /// the first time the name is seen.
    @inline(__always)
    fileprivate func element(_ localName: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?) -> XMLElementName {
        if let known = state.pointee.names.element(localName, uri) { return known }
        return newElement(localName, uri)
    }

    private func newElement(_ localName: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?) -> XMLElementName {
        let name = XMLName(uri.map { String(cString: $0) } ?? "", localName.map { String(cString: $0) } ?? "")
        return state.pointee.names.intern(localName, uri, name: name, code: handler.code(for: name))
    }

    fileprivate func startElement(_ element: XMLElementName, attributes: XMLAttributes) {
        guard state.pointee.depth < limits.maximumDepth else {
            return fail("elements are nested more than \(limits.maximumDepth) levels deep")
        }
        state.pointee.open[state.pointee.depth] = element
        state.pointee.depth += 1
        state.pointee.textCount = 0
        do { try handler.startElement(element, attributes: attributes) } catch { fail(error) }
    }

    /// The innermost open element ends (libxml2 reports only the end tag that matches it).
    fileprivate func endElement() {
        state.pointee.depth -= 1
        let element = state.pointee.open[state.pointee.depth]
        let text = XMLText(bytes: UnsafeBufferPointer(start: state.pointee.text, count: state.pointee.textCount))
        do { try handler.endElement(element, text: text) } catch { fail(error) }
        state.pointee.textCount = 0
    }

    /// Character data (inlined into its callback: white space between elements makes it
    /// the most frequent event).
    @inline(__always)
    fileprivate func characters(_ bytes: UnsafePointer<xmlChar>, _ count: Int) {
        guard state.pointee.appendText(bytes, count) else { return failTextTooLong() }
    }

    private func failTextTooLong() {
        fail("an element holds more than \(limits.maximumTextBytes) bytes of text")
    }

    fileprivate func reportLibXMLError(_ error: xmlError) {
        // Warnings (an unknown XML version, a relative namespace URI) do not stop reading.
        guard error.level == XML_ERR_ERROR || error.level == XML_ERR_FATAL else { return }
        var message = error.message.map { String(cString: $0) } ?? "XML error \(error.code)"
        while message.last?.isWhitespace == true { message.removeLast() }
        // libxml2 counts the values the decoder rewrote a column a byte (see ``AttributeReferenceDecoder``).
        let column = Int(error.int2) - references.pointee.columnExcess()
        let place: InputPosition? = error.line > 0
            ? .line(Int(error.line) + skippedLines, column: column > 0 ? column : nil) : position
        // An error once the input has ended, with elements still open, is a file cut short:
        // libxml2's own words ("Extra content at the end of the document", "Couldn't find
        // end of Start Tag") do not say so.
        if isAtEndOfInput, let parser, parser.pointee.nameNr > 0, let open = parser.pointee.name {
            let advice = truncationAdvice.map { "; \($0)" } ?? ""
            return fail("the file ends inside <\(String(cString: open))> (it is cut short)\(advice)", at: place)
        }
        if recoverableError != nil, error.domain == Int32(XML_FROM_NAMESPACE.rawValue), error.level == XML_ERR_ERROR {
            // The first is passed on; the rest are counted, so that a file repeating the
            // mistake on every point gives one message.
            recoveredErrorCount += 1
            if recoveredErrorCount == 1 {
                recoverableError?((place ?? position).map { "\($0): \(message)" } ?? message)
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
struct AttributeScanner {
    private enum State {
        case text, tagOpen, bang, bangDash, inTag
        case quoted(UInt8)
        /// Inside `<!-- -->`, `<![CDATA[ ]]>` or `<? ?>`: how many bytes of the closing
        /// sequence before `>` (`--`, `]]`, `?`) have just been seen.
        case comment(Int), cdata(Int), instruction(Int)
    }
    private var state = State.text
    private var count = 0

    /// Where the next bytes to be scanned stand, for ``AttributeReferenceDecoder``.
    var pieceStart: AttributeReferenceDecoder.PieceStart {
        switch state {
        case .text: .text
        case .inTag: .startTag(quote: nil)
        case .quoted(let quote): .startTag(quote: quote)
        case .tagOpen: .afterLess
        case .bang, .bangDash, .comment, .cdata, .instruction: .elsewhere
        }
    }

    /// The offset in `bytes` at which a start tag passes `limit` attributes, or `nil`.
    mutating func scan(_ bytes: UnsafeRawBufferPointer, limit: Int) -> Int? {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">"), equals = UInt8(ascii: "=")
        let end = bytes.count
        var index = 0
        // Held in locals while scanning, stored back at the end of the chunk.
        var state = self.state, count = self.count
        defer { (self.state, self.count) = (state, count) }
        while index < end {
            switch state {
            case .text:
                // The usual path in one loop: text, end tags, and start tags with their
                // attributes; anything else (a comment, a declaration) goes round the switch.
                while true {
                    guard let found = memchr(base + index, Int32(less), end - index) else { return nil }
                    index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                    guard index < end else {
                        state = .tagOpen
                        return nil
                    }
                    let byte = base[index]
                    if byte == UInt8(ascii: "/") {
                        index += 1
                        continue
                    }
                    guard Self.startsName(byte) else {
                        state = .tagOpen
                        break
                    }
                    // A start tag followed by the next `<` within `limit` bytes holds fewer
                    // equals signs than that, so it cannot pass the limit: the scan goes on
                    // from that `<` (the tag's `>` comes before it, as no `<` may stand inside
                    // a tag; in a document where one does, libxml2 stops at it). Only longer
                    // tags, and tags the chunk cuts, are walked attribute by attribute.
                    if let next = memchr(base + index, Int32(less), min(end - index, limit)) {
                        index = base.distance(to: next.assumingMemoryBound(to: UInt8.self))
                        continue
                    }
                    count = 0
                    index += 1
                    while true {
                        guard let delimiter = ByteSearch.firstTagDelimiter(in: base, from: index, to: end) else {
                            state = .inTag
                            return nil
                        }
                        let byte = base[delimiter]
                        index = delimiter + 1
                        if byte == greater { break }
                        if byte == equals {
                            count += 1
                            if count > limit {
                                state = .inTag
                                return delimiter
                            }
                            continue
                        }
                        guard let closing = ByteSearch.first(byte, in: base, from: index, to: end) else {
                            state = .quoted(byte)
                            return nil
                        }
                        index = closing + 1
                    }
                }
                continue
            case .quoted(let quote):
                // An attribute value: jump to its closing quote.
                guard let found = ByteSearch.first(quote, in: base, from: index, to: end) else { return nil }
                index = found + 1
                state = .inTag
                continue
            case .inTag:
                // Names and white space between attributes: jump to the next byte that matters.
                guard let found = ByteSearch.firstTagDelimiter(in: base, from: index, to: end) else { return nil }
                index = found
                let byte = base[index]
                if byte == greater {
                    state = .text
                } else if byte == equals {
                    count += 1
                    if count > limit { return index }
                } else {
                    state = .quoted(byte)
                }
            case .tagOpen:
                let byte = base[index]
                if byte == UInt8(ascii: "!") {
                    state = .bang
                } else if byte == UInt8(ascii: "?") {
                    state = .instruction(0)
                } else if Self.startsName(byte) {
                    state = .inTag
                    count = 0
                } else {
                    state = .text
                }
            case .bang:
                let byte = base[index]
                state = byte == UInt8(ascii: "-") ? .bangDash : byte == UInt8(ascii: "[") ? .cdata(0) : .text
            case .bangDash:
                state = base[index] == UInt8(ascii: "-") ? .comment(0) : .text
            case .comment(let dashes):
                let byte = base[index]
                state = byte == greater && dashes >= 2 ? .text : .comment(byte == UInt8(ascii: "-") ? dashes + 1 : 0)
            case .cdata(let brackets):
                let byte = base[index]
                state = byte == greater && brackets >= 2 ? .text : .cdata(byte == UInt8(ascii: "]") ? brackets + 1 : 0)
            case .instruction(let question):
                let byte = base[index]
                state = byte == greater && question >= 1 ? .text : .instruction(byte == UInt8(ascii: "?") ? 1 : 0)
            }
            index += 1
        }
        return nil
    }

    /// Whether `byte` can start an element name (ASCII letters, `_`, `:`, and any byte of a
    /// multi-byte character).
    @inline(__always)
    static func startsName(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}

/// Finds bytes eight at a step (SWAR: the bytes of a word compared at once), the rest one by
/// one: the attribute scanner's searches inside a tag, which stop after a few bytes, where a
/// call to `memchr` (used for the text between tags) costs more than the search.
enum ByteSearch {
    /// 0x01 in every byte of a word.
    static let ones: UInt64 = 0x0101_0101_0101_0101
    /// 0x80 in every byte of a word.
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` that is zero; the lowest one set marks the first
    /// zero byte (a borrow only carries past a zero byte, so it flags no byte below it).
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highs
    }

    /// The eight bytes at `base[index]`, the first in the lowest byte.
    @inline(__always)
    static func word(_ base: UnsafePointer<UInt8>, _ index: Int) -> UInt64 {
        UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian
    }

    /// The index of the first `byte` in `base[index..<end]`, or `nil`.
    @inline(__always)
    static func first(_ byte: UInt8, in base: UnsafePointer<UInt8>, from index: Int, to end: Int) -> Int? {
        let pattern = UInt64(byte) &* ones
        var index = index
        while end - index >= 8 {
            let found = zeroBytes(word(base, index) ^ pattern)
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < end {
            if base[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// The high bit of each byte of `word` that may be a tag delimiter (`>`, `=`, `"`, `'`): the
    /// bytes that are 0x22 with bits 0 and 2 cleared (`"` `#` `&` `'`) and 0x3C with bits 0 and 1
    /// cleared (`<` `=` `>` `?`), found in two tests, not four. Those patterns have the cleared
    /// bits zero, so no masked byte is 0x01 and no borrow flags a byte wrongly: every flagged
    /// byte is one of the eight, and a caller checks which.
    @inline(__always)
    static func tagDelimiterCandidates(_ word: UInt64) -> UInt64 {
        zeroBytes((word & 0xFAFA_FAFA_FAFA_FAFA) ^ 0x2222_2222_2222_2222)
            | zeroBytes((word & 0xFCFC_FCFC_FCFC_FCFC) ^ 0x3C3C_3C3C_3C3C_3C3C)
    }

    /// The index of the first `>`, `=`, `"` or `'` in `base[index..<end]`, or `nil`: a word
    /// at a time, its ``tagDelimiterCandidates(_:)`` checked in order.
    @inline(__always)
    static func firstTagDelimiter(in base: UnsafePointer<UInt8>, from index: Int, to end: Int) -> Int? {
        var index = index
        while end - index >= 8 {
            var found = tagDelimiterCandidates(word(base, index))
            while found != 0 {
                let candidate = index + found.trailingZeroBitCount / 8
                if isTagDelimiter(base[candidate]) { return candidate }
                found &= found &- 1
            }
            index += 8
        }
        while index < end {
            if isTagDelimiter(base[index]) { return index }
            index += 1
        }
        return nil
    }

    /// Whether `byte` is `>`, `=`, `"` or `'`.
    @inline(__always)
    static func isTagDelimiter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}

// MARK: libxml2 callbacks (C functions; the context is the XMLEventReader)

private func reader(_ context: UnsafeMutableRawPointer?) -> XMLEventReader? {
    context.map { Unmanaged<XMLEventReader>.fromOpaque($0).takeUnretainedValue() }
}

/// Runs `body` with the reader of a callback's context without retaining it (the element
/// and text callbacks run per event; the reader outlives the parse that calls them).
@inline(__always)
private func withReader(_ context: UnsafeMutableRawPointer?, _ body: (XMLEventReader) -> Void) {
    guard let context else { return }
    Unmanaged<XMLEventReader>.fromOpaque(context)._withUnsafeGuaranteedRef(body)
}

private let startElementCallback: startElementNsSAX2Func = {
    context, localName, _, uri, _, _, attributeCount, _, attributes in
    withReader(context) { reader in
        guard !reader.state.pointee.hasFailed else { return }
        let element = reader.element(localName, uri)
        guard let attributes = reader.references.pointee.attributes(UnsafePointer(attributes), count: Int(attributeCount)) else {
            return reader.fail("the XML reader lost track of an attribute value it decoded (a defect of workoutkit)")
        }
        reader.startElement(element, attributes: attributes)
    }
}

private let endElementCallback: endElementNsSAX2Func = { context, _, _, _ in
    withReader(context) { reader in
        guard !reader.state.pointee.hasFailed else { return }
        reader.endElement()
    }
}

private let charactersCallback: charactersSAXFunc = { context, bytes, count in
    withReader(context) { reader in
        guard !reader.state.pointee.hasFailed, let bytes, count > 0 else { return }
        reader.characters(bytes, Int(count))
    }
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
    /// that was being read, to be marked partial. With ``ReadOptions/skipsBadItems`` (and
    /// not lenient) a fatal error keeps the recordings completed before it and is recorded
    /// as a skipped ``SkippedItem/Kind/remainder``.
    static func parseRecording(
        _ source: any ByteSource, context: ReadContext, handler: any XMLElementHandler, salvage: () throws -> Void
    ) throws {
        let lenient = context.options.lenient
        let reader = XMLEventReader(fileName: context.name, handler: handler,
                                    recoverableError: lenient ? { context.warn($0) } : nil)
        if !lenient { reader.truncationAdvice = "--lenient keeps what came before" }
        do {
            try reader.parse(source)
        } catch FormatError.malformed(_, let position, let reason) where lenient {
            // The warning names the file itself: say only where and what.
            context.warn("\(position.map { "\($0): " } ?? "")\(reason); what came before it was kept")
            try salvage()
        } catch let error as FormatError where lenient {
            context.warn("\(error); what came before it was kept")
            try salvage()
        } catch FormatError.malformed(let file, let position, let reason) where context.options.skipsBadItems {
            // The recordings completed before the error are kept; the one being read is lost.
            context.skip(SkippedItem(.remainder, file: file, at: position, reason: reason))
        }
    }
}

/// The reader's per-event state: depth, the text of the current element and the interned names.
private struct EventState {
    var depth = 0
    var hasFailed = false
    /// The character data directly inside the current element, at most `maximumTextBytes`.
    var text: UnsafeMutablePointer<UInt8>
    var textCount = 0
    var textCapacity: Int
    let maximumTextBytes: Int
    var names = InternedNames()
    /// The elements open, outermost first: the first `depth` are set.
    let open: UnsafeMutablePointer<XMLElementName>

    init(maximumTextBytes: Int, maximumDepth: Int) {
        self.maximumTextBytes = maximumTextBytes
        textCapacity = min(256, maximumTextBytes)
        text = .allocate(capacity: textCapacity)
        open = .allocate(capacity: maximumDepth)
    }

    /// Appends character data; `false` when the element would hold more than the limit.
    @inline(__always)
    mutating func appendText(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let needed = textCount + count
        // The capacity never passes the limit, so text that fits needs no other check.
        if needed > textCapacity {
            guard needed <= maximumTextBytes else { return false }
            growText(toHold: needed)
        }
        (text + textCount).update(from: bytes, count: count)
        textCount = needed
        return true
    }

    private mutating func growText(toHold needed: Int) {
        let capacity = min(max(needed, textCapacity * 2), maximumTextBytes)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.update(from: text, count: textCount)
        text.deallocate()
        text = grown
        textCapacity = capacity
    }

    /// Ready for a new document.
    mutating func reset() {
        depth = 0
        hasFailed = false
        textCount = 0
        names.removeAll()
    }

    func release() {
        text.deallocate()
        open.deallocate()
        names.release()
    }
}

/// Element names by the pointers libxml2 hands over. libxml2 interns every element name
/// and namespace URI in the parser's dictionary, which lives as long as the parse: the
/// same pair of pointers is the same name for the whole document. An open-addressing
/// table (linear probing, at most half full) holds every distinct name seen, which is no
/// more than the parser's own dictionary holds.
private struct InternedNames {
    private struct Entry {
        /// The pointers' bit patterns (0 for none).
        var localName: UInt
        var uri: UInt
        var code: Int
        /// `nil` for an empty slot.
        var name: UnsafeMutablePointer<XMLName>?
    }
    private var slots: UnsafeMutablePointer<Entry>
    private var capacity = 64
    private var count = 0

    init() {
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Entry(localName: 0, uri: 0, code: 0, name: nil), count: capacity)
    }

    @inline(__always)
    private static func hash(_ localName: UInt, _ uri: UInt) -> Int {
        let mixed = (localName ^ uri &* 0x9E37_79B9_7F4A_7C15) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32)
    }

    /// The slot holding this name, or the empty slot where it belongs.
    @inline(__always)
    private func slot(_ localName: UInt, _ uri: UInt) -> UnsafeMutablePointer<Entry> {
        let mask = capacity &- 1
        var index = Self.hash(localName, uri) & mask
        while true {
            let entry = slots + index
            if entry.pointee.name == nil || (entry.pointee.localName == localName && entry.pointee.uri == uri) { return entry }
            index = (index &+ 1) & mask
        }
    }

    @inline(__always)
    func element(_ localName: UnsafePointer<UInt8>?, _ uri: UnsafePointer<UInt8>?) -> XMLElementName? {
        let entry = slot(UInt(bitPattern: localName), UInt(bitPattern: uri))
        guard let name = entry.pointee.name else { return nil }
        return XMLElementName(code: entry.pointee.code, name: name)
    }

    mutating func intern(
        _ localName: UnsafePointer<UInt8>?, _ uri: UnsafePointer<UInt8>?, name: XMLName, code: Int
    ) -> XMLElementName {
        if 2 * (count + 1) > capacity { grow() }
        let storage = UnsafeMutablePointer<XMLName>.allocate(capacity: 1)
        storage.initialize(to: name)
        let key = (localName: UInt(bitPattern: localName), uri: UInt(bitPattern: uri))
        slot(key.localName, key.uri).pointee = Entry(localName: key.localName, uri: key.uri, code: code, name: storage)
        count += 1
        return XMLElementName(code: code, name: storage)
    }

    private mutating func grow() {
        let old = slots, oldCapacity = capacity
        capacity *= 2
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Entry(localName: 0, uri: 0, code: 0, name: nil), count: capacity)
        for index in 0..<oldCapacity where old[index].name != nil {
            slot(old[index].localName, old[index].uri).pointee = old[index]
        }
        old.deallocate()
    }

    mutating func removeAll() {
        freeNames()
        slots.update(repeating: Entry(localName: 0, uri: 0, code: 0, name: nil), count: capacity)
        count = 0
    }

    /// Frees everything held (the value is not used after).
    func release() {
        freeNames()
        slots.deallocate()
    }

    private func freeNames() {
        for index in 0..<capacity {
            guard let name = slots[index].name else { continue }
            name.deinitialize(count: 1)
            name.deallocate()
        }
    }
}

/// Hands the events of the code-based interface on to a handler of the simple form.
private final class NamedEventAdapter: XMLElementHandler {
    private let handler: any XMLEventHandler

    init(_ handler: any XMLEventHandler) { self.handler = handler }

    func code(for name: XMLName) -> Int { 0 }

    func startElement(_ element: XMLElementName, attributes: XMLAttributes) throws {
        try handler.startElement(element.name, attributes: attributes.all)
    }

    func endElement(_ element: XMLElementName, text: XMLText) throws {
        try handler.endElement(element.name, text: text)
    }
}

/// libxml2 set up once for the process before its first parser: its own first-use set-up is
/// not safe when two threads parse at once (an Apple Health export's route files are read
/// ahead beside it). A global's initializer runs exactly once, whichever thread comes first.
private let libxml2Initialized: Void = xmlInitParser()
