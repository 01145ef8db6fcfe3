import CLibXML2
import Foundation

/// Decodes the predefined references of attribute values, and takes their characters outside
/// ASCII, before libxml2 reads them, so that libxml2 takes its fast path for those values.
///
/// libxml2 2.9.14 reads an attribute value in place only when it is ASCII without `&` or `<`;
/// any other value goes through a loop that decodes it a character at a time. Every record of
/// an Apple Health export names its device as `device="&lt;&lt;HKDevice: …&gt;, …&gt;"`, so
/// every record took that loop (about a quarter of the import's instructions), and every Apple
/// Watch record names its source `Anna’s Apple Watch` (U+2019, three bytes), which took it too.
///
/// Before a piece is handed to libxml2, each attribute value of a start tag that lies wholly in
/// the piece and holds an `&` or a byte above 0x7F, whose bytes are all 0x20-0x7E but `<` or
/// characters libxml2 accepts in UTF-8 (``characterLength(_:)``), and whose every `&` starts one
/// of the five predefined references (`&lt;` `&gt;` `&amp;` `&quot;` `&apos;`) is decoded here,
/// into the bytes libxml2 would hand over (`&amp;` becomes `&#38;`, as libxml2 hands an
/// ampersand over without entity substitution; a character outside ASCII is handed over as
/// written), and each of its `&` and of its bytes above 0x7F is replaced in the piece by
/// ``placeholder``: the same length, so every line libxml2 reports, and every offset, is
/// unchanged. When libxml2 reports that tag, ``attributes(_:count:)`` hands over a copy of its
/// attributes whose values are the decoded ones. Character references, other bytes, `xml…`
/// attributes (namespace declarations, `xml:lang`, `xml:space`, which libxml2 reads itself) and
/// tags a piece cuts are left to libxml2.
///
/// Columns: libxml2 counts a column a character on its slow path and a column a byte on its
/// fast one, so a value whose characters outside ASCII were replaced is counted a column more
/// for each byte after a character's first (its ``Value/excess``). The decoder takes that back:
/// from libxml2's own count when it reports the tag (``attributes(_:count:)``), and from the
/// column of an error libxml2 reports inside the tag before that (``columnExcess()``), so every
/// place reported is the one libxml2 reports for the document as written.
///
/// Exact only when libxml2 hands a value over as written: ``isApplicable(to:)`` holds only
/// once the root element has started (the internal DTD subset is over) and when the subset
/// declares no attribute libxml2 normalizes or defaults, with no encoding conversion. The
/// reader refuses every entity but the predefined ones, so every element comes from the input
/// bytes, in order: the tags kept here are reported in the order they were kept. A tag is
/// matched by libxml2's place when it reports it (the absolute offset of the tag's `>`, or of
/// the `/` of `/>`), each value by its position and by the pointer libxml2 hands for it, which
/// must be the value's place in libxml2's input buffer.
struct AttributeReferenceDecoder {
    /// Where a piece starts, as the attribute scanner left the bytes before it.
    enum PieceStart {
        /// Between tags.
        case text
        /// Inside a start tag (that began in an earlier piece): `quote` is the quote of the
        /// value the piece starts in, or `nil` between attributes.
        case startTag(quote: UInt8?)
        /// Just after a `<` (the last byte of the piece before).
        case afterLess
        /// Anywhere else: a comment, CDATA section or instruction.
        case elsewhere
    }

    /// The byte that stands for each `&` of a decoded value in what libxml2 reads.
    static let placeholder = UInt8(ascii: "*")

    /// One tag with decoded values, waiting for libxml2 to report it.
    private struct Tag {
        /// The absolute input offset of its `>`, or of the `/` of its `/>`.
        var end: Int
        /// Its values in ``values``.
        var values: Range<Int>
        /// The sum of its values' ``Value/excess``.
        var excess: Int
    }

    /// One decoded value.
    private struct Value {
        /// The attribute's position among the tag's attributes as libxml2 hands them over
        /// (namespace declarations are not among them).
        var position: Int
        /// The absolute input offset of the value's first byte.
        var offset: Int
        /// The value's length in the input.
        var length: Int
        /// Its decoded bytes in ``decoded``.
        var bytes: Range<Int>
        /// How many more columns libxml2 counts for the value as rewritten (a column a byte)
        /// than as written (a column a character): its bytes after a character's first.
        var excess: Int
    }

    private var tags: [Tag] = []
    /// The first tag libxml2 has not reported yet.
    private var nextTag = 0
    private var values: [Value] = []
    private var decoded: UnsafeMutablePointer<UInt8>
    private var decodedCount = 0
    private var decodedCapacity = 4096
    /// The copy of a tag's attributes handed over (five pointers an attribute).
    private var copy: UnsafeMutablePointer<UnsafePointer<UInt8>?>
    private var copyCapacity = 5 * 64
    /// The parser whose input offsets match the tags kept.
    private var parser: xmlParserCtxtPtr?
    /// How many decoded values have been handed over in this document (tests check with it
    /// that a document took the decoder's path).
    private(set) var handedValues = 0

    init() {
        decoded = .allocate(capacity: decodedCapacity)
        copy = .allocate(capacity: copyCapacity)
    }

    /// Frees what the decoder holds (it is not used after).
    func release() {
        decoded.deallocate()
        copy.deallocate()
    }

    /// Ready for a new document read by `parser`.
    mutating func start(parser: xmlParserCtxtPtr) {
        end()
        self.parser = parser
        handedValues = 0
    }

    /// The document's parse is over: nothing kept refers to its parser any more.
    mutating func end() {
        parser = nil
        tags.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        nextTag = 0
        decodedCount = 0
    }

    /// Whether libxml2 hands attribute values over as written, so that decoded values can
    /// stand for them: the root element has started (no declaration can follow), the
    /// internal subset declared no attribute to normalize (a type other than CDATA) or to
    /// default, the input is read as UTF-8 without encoding conversion (libxml2 reads the rest
    /// as ISO-8859-1 after bytes that are not UTF-8), and no entity is being read.
    static func isApplicable(to parser: xmlParserCtxtPtr) -> Bool {
        guard parser.pointee.nameNr > 0, parser.pointee.attsDefault == nil, parser.pointee.attsSpecial == nil,
              parser.pointee.inputNr == 1, let input = parser.pointee.input, let buffer = input.pointee.buf
        else { return false }
        return buffer.pointee.encoder == nil && parser.pointee.charset == Int32(XML_CHAR_ENCODING_UTF8.rawValue)
    }

    // MARK: Before libxml2 reads a piece

    /// Decodes the values of the start tags wholly in `piece` (which starts at absolute input
    /// offset `offset`) and replaces each of their `&` and bytes above 0x7F in `piece` by
    /// ``placeholder``.
    mutating func rewrite(_ piece: UnsafeMutableRawBufferPointer, at offset: Int, start: PieceStart) {
        guard let base = piece.baseAddress?.assumingMemoryBound(to: UInt8.self),
              var ampersand = Self.find(UInt8(ascii: "&"), in: base, from: 0, to: piece.count) else { return }
        let end = piece.count
        // The first index known to stand between tags.
        var text: Int
        switch start {
        case .text: text = 0
        case .startTag(let quote):
            guard let after = Self.endOfCutTag(base, end, quote: quote) else { return }
            text = after
        case .afterLess where base[0] == UInt8(ascii: "/"): text = 1  // an end tag
        case .afterLess where AttributeScanner.startsName(base[0]):
            guard let after = Self.endOfCutTag(base, end, quote: nil) else { return }
            text = after
        case .afterLess, .elsewhere: return
        }
        dropReported()
        while true {
            if ampersand < text {
                guard let next = Self.find(UInt8(ascii: "&"), in: base, from: text, to: end) else { return }
                ampersand = next
            }
            // The markup between the text and the ampersand, up to the markup holding it.
            guard let less = Self.find(UInt8(ascii: "<"), in: base, from: text, to: ampersand) else {
                // The ampersand is in text (a reference in character data).
                text = ampersand + 1
                continue
            }
            guard let after = markupEnd(base, end, at: less, before: ampersand, offset: offset) else { return }
            text = after
        }
    }

    /// The index after the markup that starts with the `<` at `less` (or the next `<` before
    /// the `&` at `ampersand`, for a tag that cannot hold it), having decoded the values of a
    /// start tag; `nil` when the piece ends inside it or the markup is not one the decoder
    /// follows (nothing after it in the piece is decoded: libxml2 reads it as it is).
    private mutating func markupEnd(
        _ base: UnsafeMutablePointer<UInt8>, _ end: Int, at less: Int, before ampersand: Int, offset: Int
    ) -> Int? {
        guard less + 1 < end else { return nil }
        let byte = base[less + 1]
        if byte == UInt8(ascii: "/") { return less + 2 }  // an end tag: no `<` or `&` in it
        if AttributeScanner.startsName(byte) {
            // A tag followed by another `<` before the ampersand ends before that `<` (no `<`
            // stands in a tag; where one does, libxml2 refuses the document there) and holds
            // no `&`: nothing in it to decode.
            if let next = Self.find(UInt8(ascii: "<"), in: base, from: less + 2, to: ampersand) { return next }
            return startTagEnd(base, end, at: less, offset: offset)
        }
        if byte == UInt8(ascii: "?") { return Self.after("?>", in: base, from: less + 2, to: end) }
        if Self.matches("<!--", base, less, end) { return Self.after("-->", in: base, from: less + 4, to: end) }
        if Self.matches("<![CDATA[", base, less, end) { return Self.after("]]>", in: base, from: less + 9, to: end) }
        return nil
    }

    /// Walks the start tag at `less`, decoding the values that qualify; the index after its
    /// `>`, or `nil` (and nothing kept of it) when the piece ends inside it or it is not
    /// well-formed (libxml2 then refuses it and reports no more elements).
    private mutating func startTagEnd(_ base: UnsafeMutablePointer<UInt8>, _ end: Int, at less: Int, offset: Int) -> Int? {
        let firstValue = values.count, firstDecoded = decodedCount
        func discard() -> Int? {
            for value in values[firstValue...] { restore(base, at: value.offset - offset, decoded: value.bytes) }
            values.removeSubrange(firstValue...)
            decodedCount = firstDecoded
            return nil
        }
        var index = less + 1
        // Where the next attribute's name starts: after the element name's `<`, or after a value.
        var nameStart = index
        var position = 0
        var awaitsValue = false, decodesValue = false, isAttribute = false
        var excess = 0
        while true {
            let delimiter: Int
            // The name before an `=`, when found with it.
            var simpleName: Range<Int>?
            if awaitsValue, index < end, base[index] == UInt8(ascii: "\"") || base[index] == UInt8(ascii: "'") {
                delimiter = index  // the usual value: its quote right after the `=`
            } else if !awaitsValue, let equals = Self.equalsAfterSimpleName(base, from: index, to: end) {
                delimiter = equals  // the usual attribute: white space, its name, `=`
                simpleName = index + 1..<equals
            } else {
                guard let found = ByteSearch.firstTagDelimiter(in: base, from: index, to: end) else { return discard() }
                delimiter = found
            }
            let byte = base[delimiter]
            if byte == UInt8(ascii: ">") {
                guard !awaitsValue else { return discard() }
                guard values.count > firstValue else { return delimiter + 1 }
                let tagEnd = base[delimiter - 1] == UInt8(ascii: "/") ? delimiter - 1 : delimiter
                tags.append(Tag(end: offset + tagEnd, values: firstValue..<values.count, excess: excess))
                return delimiter + 1
            }
            if byte == UInt8(ascii: "=") {
                guard !awaitsValue, let name = simpleName ?? Self.attributeName(base, from: nameStart, to: delimiter) else {
                    return discard()
                }
                awaitsValue = true
                // Namespace declarations are not among the attributes libxml2 hands over;
                // they and the other `xml…` attributes are read by libxml2 itself.
                let startsWithXML = base[name.lowerBound] == UInt8(ascii: "x")
                    && Self.matches("xml", base, name.lowerBound, name.upperBound)
                isAttribute = !(startsWithXML && Self.matches("xmlns", base, name.lowerBound, name.upperBound)
                    && (name.count == 5 || base[name.lowerBound + 5] == UInt8(ascii: ":")))
                decodesValue = !startsWithXML
                index = delimiter + 1
                continue
            }
            // A quote: only white space may stand between `=` and it.
            guard awaitsValue, Self.isWhiteSpace(base, from: index, to: delimiter) else { return discard() }
            let start = delimiter + 1
            var closing: Int
            if decodesValue {
                // Most values hold no `&` and no byte above 0x7F: their closing quote is all that is wanted.
                guard let stop = Self.firstStop(QuoteOrAmpersand(byte), in: base, from: start, to: end) else {
                    return discard()
                }
                closing = stop
                if base[stop] != byte {
                    guard let value = decodeValue(base, from: start, quote: byte, end: end) else { return discard() }
                    closing = value.closing
                    if let bytes = value.bytes {
                        values.append(Value(position: position, offset: offset + start, length: closing - start, bytes: bytes,
                                            excess: value.excess))
                        excess += value.excess
                    }
                }
            } else {
                guard let found = ByteSearch.first(byte, in: base, from: start, to: end) else { return discard() }
                closing = found
            }
            if isAttribute { position += 1 }
            awaitsValue = false
            index = closing + 1
            nameStart = index
        }
    }

    /// The closing quote of the value that starts at `start`, quoted by `quote` and holding an
    /// `&` or a byte above 0x7F, with the value decoded into ``decoded`` when it qualifies: every
    /// byte 0x20-0x7E but `<` or in a character libxml2 accepts (``characterLength(_:)``), every
    /// `&` starting a predefined reference (its range there and its ``Value/excess``, each `&` and
    /// each byte above 0x7F replaced by ``placeholder`` in the piece; or `nil`: nothing kept, the
    /// value as it was); `nil` when the piece ends inside the value.
    ///
    /// Eight bytes a step: each word is copied whole and the decoded count moved past the run
    /// of bytes before the first that needs a decision (the closing quote, an `&`, a `<`, a
    /// byte outside 0x20-0x7E), found with ``runStops(_:quote:)``.
    private mutating func decodeValue(
        _ base: UnsafeMutablePointer<UInt8>, from start: Int, quote: UInt8, end: Int
    ) -> (closing: Int, bytes: Range<Int>?, excess: Int)? {
        let quoteOrAmpersand = QuoteOrAmpersand(quote)
        // A decoded value is never longer than the value (`&amp;` and `&#38;` are as long),
        // which ends in the piece; a word is stored whole, up to eight bytes past the count.
        reserve(end - start + 8)
        let output = decoded, firstDecoded = decodedCount
        var count = firstDecoded, index = start, excess = 0
        while true {
            let word = Self.paddedWord(base, index, end)
            UnsafeMutableRawPointer(output + count).storeBytes(of: word.littleEndian, as: UInt64.self)
            let stops = Self.runStops(word, quote: quoteOrAmpersand)
            guard stops != 0 else {
                count &+= 8
                index &+= 8
                continue
            }
            let run = stops.trailingZeroBitCount / 8
            count &+= run
            index &+= run
            // The zeros past the piece's end stop a run: the value goes on in the next piece.
            guard index < end else {
                restore(base, at: start, decoded: firstDecoded..<count)
                return nil
            }
            let byte = base[index]
            if byte == quote {
                decodedCount = count
                return (index, firstDecoded..<count, excess)
            }
            let stop = Self.paddedWord(base, index, end)
            if byte > 0x7F, let length = Self.characterLength(stop) {
                // Handed over as written; read as ASCII by libxml2, a column a byte.
                UnsafeMutableRawPointer(output + count).storeBytes(of: stop.littleEndian, as: UInt64.self)
                (base + index).update(repeating: Self.placeholder, count: length)
                count &+= length
                index &+= length
                excess &+= length - 1
                continue
            }
            guard byte == UInt8(ascii: "&"), let length = Self.decodeReference(stop, into: output, count: &count) else {
                // Left to libxml2: only the value's end is wanted now.
                restore(base, at: start, decoded: firstDecoded..<count)
                guard let closing = ByteSearch.first(quote, in: base, from: index, to: end) else { return nil }
                return (closing, nil, 0)
            }
            base[index] = Self.placeholder
            index += length
        }
    }

    /// Decodes the predefined reference that `word` starts with (its `&` in the lowest byte;
    /// zeros past the piece's end, which no reference holds) into `output` at `count` (advanced
    /// past it) as libxml2 hands it over: its length in the input, or `nil` when it starts
    /// none. Without entity substitution libxml2 hands an ampersand over as `&#38;`.
    @inline(__always)
    private static func decodeReference(_ word: UInt64, into output: UnsafeMutablePointer<UInt8>, count: inout Int) -> Int? {
        // The references' bytes as words, the first byte lowest: `&lt;` is 26 6C 74 3B.
        let fourBytes = word & 0xFFFF_FFFF, fiveBytes = word & 0xFF_FFFF_FFFF, sixBytes = word & 0xFFFF_FFFF_FFFF
        let replacement: UInt8
        let length: Int
        if fourBytes == 0x3B74_6C26 {  // &lt;
            (replacement, length) = (UInt8(ascii: "<"), 4)
        } else if fourBytes == 0x3B74_6726 {  // &gt;
            (replacement, length) = (UInt8(ascii: ">"), 4)
        } else if fiveBytes == 0x3B_706D_6126 {  // &amp;, handed over as &#38; (26 23 33 38 3B), as long
            UnsafeMutableRawPointer(output + count).storeBytes(of: UInt64(0x3B_3833_2326).littleEndian, as: UInt64.self)
            count += 5
            return 5
        } else if sixBytes == 0x3B74_6F75_7126 {  // &quot;
            (replacement, length) = (UInt8(ascii: "\""), 6)
        } else if sixBytes == 0x3B73_6F70_6126 {  // &apos;
            (replacement, length) = (UInt8(ascii: "'"), 6)
        } else {
            return nil
        }
        output[count] = replacement
        count += 1
        return length
    }

    /// The length of the character that `word` starts with (its first byte, above 0x7F, lowest;
    /// zeros past the piece's end) when libxml2 reads it as one character and hands it over as
    /// written: UTF-8 in its shortest form, U+0080-U+10FFFF but the surrogates, U+FFFE and
    /// U+FFFF (libxml2's `IS_CHAR`); `nil` for anything else (a byte that starts no sequence, a
    /// sequence cut short or overlong, a code point libxml2 refuses), which libxml2 then reads
    /// itself and refuses with its own message.
    @inline(__always)
    private static func characterLength(_ word: UInt64) -> Int? {
        let first = UInt8(truncatingIfNeeded: word), second = UInt8(truncatingIfNeeded: word >> 8)
        // The continuation bytes a sequence needs, each 10xxxxxx.
        let continues2 = word & 0xC000 == 0x8000, continues3 = word & 0xC0_C000 == 0x80_8000
        let continues4 = word & 0xC0C0_C000 == 0x8080_8000
        switch first {
        case 0xC2...0xDF:
            return continues2 ? 2 : nil
        case 0xE0...0xEF:
            guard continues3 else { return nil }
            if first == 0xE0 && second < 0xA0 { return nil }  // overlong: below U+0800
            if first == 0xED && second >= 0xA0 { return nil }  // a surrogate, U+D800-U+DFFF
            if first == 0xEF && word & 0xFE_FF00 == 0xBE_BF00 { return nil }  // U+FFFE, U+FFFF
            return 3
        case 0xF0...0xF4:
            guard continues4 else { return nil }
            if first == 0xF0 && second < 0x90 { return nil }  // overlong: below U+10000
            if first == 0xF4 && second >= 0x90 { return nil }  // above U+10FFFF
            return 4
        default:
            return nil  // a continuation byte, C0, C1 (overlong), F5-FF
        }
    }

    /// Puts back the `&` of each reference and each byte above 0x7F replaced by ``placeholder``
    /// in the value at `base[start]`, whose decoded bytes are `bytes` (its tag is not kept, or
    /// the value is left to libxml2). Walked beside the decoded bytes: a placeholder stands for
    /// the decoded byte where that is above 0x7F (a character is decoded as written), and for an
    /// `&` where the decoded byte is not a placeholder too (no reference decodes to it).
    private func restore(_ base: UnsafeMutablePointer<UInt8>, at start: Int, decoded bytes: Range<Int>) {
        var index = start, at = bytes.lowerBound
        while at < bytes.upperBound {
            let byte = decoded[at]
            guard base[index] == Self.placeholder, byte != Self.placeholder else {
                index += 1
                at += 1
                continue
            }
            guard byte <= 0x7F else {
                base[index] = byte
                index += 1
                at += 1
                continue
            }
            base[index] = UInt8(ascii: "&")
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: ">"): (index, at) = (index + 4, at + 1)
            case UInt8(ascii: "&"): (index, at) = (index + 5, at + 5)  // `&amp;`, decoded as `&#38;`
            default: (index, at) = (index + 6, at + 1)  // `&quot;`, `&apos;`
            }
        }
    }

    private mutating func reserve(_ count: Int) {
        guard decodedCount + count > decodedCapacity else { return }
        let capacity = max(decodedCapacity * 2, decodedCount + count)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.update(from: decoded, count: decodedCount)
        decoded.deallocate()
        decoded = grown
        decodedCapacity = capacity
    }

    /// Forgets the tags libxml2 has reported (before a piece is decoded, never while libxml2
    /// holds pointers into ``decoded``).
    private mutating func dropReported() {
        guard nextTag > 0 else { return }
        guard nextTag < tags.count else {
            tags.removeAll(keepingCapacity: true)
            values.removeAll(keepingCapacity: true)
            nextTag = 0
            decodedCount = 0
            return
        }
        let firstValue = tags[nextTag].values.lowerBound
        let firstByte = values[firstValue].bytes.lowerBound
        tags.removeFirst(nextTag)
        values.removeFirst(firstValue)
        for index in tags.indices {
            tags[index].values = tags[index].values.lowerBound - firstValue..<tags[index].values.upperBound - firstValue
        }
        for index in values.indices {
            values[index].bytes = values[index].bytes.lowerBound - firstByte..<values[index].bytes.upperBound - firstByte
        }
        decoded.update(from: decoded + firstByte, count: decodedCount - firstByte)
        decodedCount -= firstByte
        nextTag = 0
    }

    // MARK: When libxml2 reports a start tag

    /// The attributes to hand over for the start tag libxml2 reports now: `attributes` as they
    /// are, or a copy with the decoded values kept for this tag; `nil` when a kept value is not
    /// where libxml2 hands it over (the decoder lost track: the document must not be read on).
    @inline(__always)
    mutating func attributes(_ attributes: UnsafePointer<UnsafePointer<UInt8>?>?, count: Int) -> XMLAttributes? {
        guard nextTag < tags.count else { return XMLAttributes(attributes, count: count) }
        return keptAttributes(attributes, count: count)
    }

    private mutating func keptAttributes(_ attributes: UnsafePointer<UnsafePointer<UInt8>?>?, count: Int) -> XMLAttributes? {
        guard let input = parser?.pointee.input, let cur = input.pointee.cur,
              let inputBase = input.pointee.base else { return XMLAttributes(attributes, count: count) }
        let consumed = Int(input.pointee.consumed)
        // libxml2 reports a start tag with its input at the tag's `>` (or the `/` of `/>`).
        let place = consumed + (cur - inputBase)
        // Tags kept before this place were never reported (only after an error, which ends the parse).
        while nextTag < tags.count, tags[nextTag].end < place { nextTag += 1 }
        guard nextTag < tags.count, tags[nextTag].end == place else { return XMLAttributes(attributes, count: count) }
        let tag = tags[nextTag]
        nextTag += 1
        guard let attributes else { return nil }
        if 5 * count > copyCapacity {
            copy.deallocate()
            copyCapacity = 5 * count
            copy = .allocate(capacity: copyCapacity)
        }
        copy.update(from: attributes, count: 5 * count)
        for value in values[tag.values] {
            let slot = 5 * value.position
            // The value libxml2 hands over must be the one read in place, where it stands in
            // libxml2's buffer (which also makes it the attribute whose value was decoded).
            guard value.position < count, let handed = attributes[slot + 3],
                  handed == UnsafePointer(inputBase + (value.offset - consumed)) else { return nil }
            copy[slot + 3] = UnsafePointer(decoded + value.bytes.lowerBound)
            copy[slot + 4] = UnsafePointer(decoded + value.bytes.upperBound)
        }
        handedValues += tag.values.count
        if tag.excess > 0 {
            // From here on libxml2 counts the columns of the tag's line as for the tag as written.
            input.pointee.col -= Int32(columnExcess(of: tag, at: place, in: inputBase, consumed: consumed))
        }
        return XMLAttributes(UnsafePointer(copy), count: count)
    }

    // MARK: Columns

    /// How many columns libxml2's count at its input's place is ahead of its count for the
    /// document as written: the ``Value/excess`` of the values of the tag libxml2 is reading
    /// (not reported yet) that it has passed on the current line. Taken off the column of an
    /// error libxml2 reports inside a tag (a later value it refuses, a duplicate attribute, a
    /// namespace error); once the tag is reported, libxml2's own count has been set right.
    func columnExcess() -> Int {
        guard nextTag < tags.count, let input = parser?.pointee.input, let cur = input.pointee.cur,
              let inputBase = input.pointee.base else { return 0 }
        let consumed = Int(input.pointee.consumed)
        let place = consumed + (cur - inputBase)
        // The tag read now is the first not reported that ends at or after the place.
        guard let tag = tags[nextTag...].first(where: { $0.end >= place }), tag.excess > 0 else { return 0 }
        return columnExcess(of: tag, at: place, in: inputBase, consumed: consumed)
    }

    /// The ``Value/excess`` of the values of `tag` that end before `place` with no line break
    /// between (libxml2 counts columns from 1 again after each): the tag's bytes up to the place
    /// are in libxml2's input buffer (`inputBase` holds input offset `consumed`).
    private func columnExcess(of tag: Tag, at place: Int, in inputBase: UnsafePointer<xmlChar>, consumed: Int) -> Int {
        var lineStart = values[tag.values.lowerBound].offset
        guard lineStart >= consumed else { return 0 }
        while lineStart < place, let found = memchr(inputBase + (lineStart - consumed), 0x0A, place - lineStart) {
            lineStart = consumed + UnsafeRawPointer(inputBase).distance(to: found) + 1
        }
        var excess = 0
        for value in values[tag.values] where value.offset >= lineStart && value.offset + value.length <= place {
            excess += value.excess
        }
        return excess
    }

    // MARK: Bytes

    private static func find(_ byte: UInt8, in base: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard start < end, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return UnsafeMutableRawPointer(base).distance(to: found)
    }

    /// The index after the first `pattern` in `base[start..<end]`, or `nil`.
    private static func after(_ pattern: StaticString, in base: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var index = start
        while let found = find(pattern.utf8Start.pointee, in: base, from: index, to: end) {
            if matches(pattern, base, found, end) { return found + pattern.utf8CodeUnitCount }
            index = found + 1
        }
        return nil
    }

    private static func matches(_ pattern: StaticString, _ base: UnsafeMutablePointer<UInt8>, _ index: Int, _ end: Int) -> Bool {
        let length = pattern.utf8CodeUnitCount
        return end - index >= length && memcmp(base + index, pattern.utf8Start, length) == 0
    }

    /// The index of the `=` when `base[start...]` is one white space byte, a name of bytes above
    /// 0x20 and that `=` (``attributeName(_:from:to:)`` would find that name, which white space
    /// precedes); `nil` when the bytes are anything else (the walk then searches as usual).
    /// The name's bytes are taken eight a step, stopping at the first that is below 0x21 or a
    /// candidate of a tag delimiter (``ByteSearch/tagDelimiterCandidates(_:)``).
    private static func equalsAfterSimpleName(_ base: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard start < end, isWhiteSpace(base[start]) else { return nil }
        var index = start + 1
        while end - index >= 8 {
            let bytes = ByteSearch.word(base, index)
            let stops = ByteSearch.tagDelimiterCandidates(bytes) | ((bytes &- 0x2121_2121_2121_2121) & ~bytes & ByteSearch.highs)
            guard stops == 0 else {
                let stop = index + stops.trailingZeroBitCount / 8
                return stop > start + 1 && base[stop] == UInt8(ascii: "=") ? stop : nil
            }
            index += 8
        }
        return nil
    }

    /// The attribute name in `base[start..<end]` (the bytes before an `=`): the last word, which
    /// white space must precede (after the element name or the value before it); `nil` when
    /// there is no such word.
    private static func attributeName(_ base: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int) -> Range<Int>? {
        var last = end
        while last > start, isWhiteSpace(base[last - 1]) { last -= 1 }
        var first = last
        while first > start, !isWhiteSpace(base[first - 1]) { first -= 1 }
        return first > start && first < last ? first..<last : nil
    }

    /// What tells a value's closing quote and an `&` in a word with one test: the bytes that,
    /// masked, equal the pattern's. `"` (0x22) and `&` (0x26) differ only in bit 2, `'` (0x27)
    /// and `&` only in bit 0.
    private struct QuoteOrAmpersand {
        let quote: UInt8
        let mask: UInt64
        let pattern: UInt64

        init(_ quote: UInt8) {
            self.quote = quote
            let bits: UInt8 = quote == UInt8(ascii: "\"") ? ~0x04 : ~0x01
            mask = UInt64(bits) &* ByteSearch.ones
            pattern = UInt64(quote & bits) &* ByteSearch.ones
        }

        /// The high bit of each byte of `word` that is the quote or `&`; the lowest one set
        /// marks the first.
        @inline(__always)
        func matches(_ word: UInt64) -> UInt64 { ByteSearch.zeroBytes((word & mask) ^ pattern) }
    }

    /// The index of the first closing quote, `&` or byte above 0x7F in `base[index..<end]`, or
    /// `nil`.
    private static func firstStop(
        _ search: QuoteOrAmpersand, in base: UnsafeMutablePointer<UInt8>, from index: Int, to end: Int
    ) -> Int? {
        var index = index
        while end - index >= 8 {
            let word = ByteSearch.word(base, index)
            // The lowest flag is exact: a false flag of `matches` has a true one below it.
            let found = search.matches(word) | (word & ByteSearch.highs)
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < end {
            if base[index] == search.quote || base[index] == UInt8(ascii: "&") || base[index] > 0x7F { return index }
            index += 1
        }
        return nil
    }

    /// The high bit of each byte of `word` that stops a run of a decoded value: the closing
    /// quote, an `&`, a `<`, a byte below 0x20 or above 0x7E. The lowest one set marks the
    /// first (each test flags no byte below its first, so neither does their union).
    @inline(__always)
    private static func runStops(_ word: UInt64, quote: QuoteOrAmpersand) -> UInt64 {
        let below0x20 = (word &- 0x2020_2020_2020_2020) & ~word
        // A byte of 0x7F or more has its high bit set, or sets it when one is added.
        let above0x7E = word | (word &+ ByteSearch.ones)
        return quote.matches(word) | ByteSearch.zeroBytes(word ^ 0x3C3C_3C3C_3C3C_3C3C)
            | ((below0x20 | above0x7E) & ByteSearch.highs)
    }

    /// The eight bytes at `base[index]`, the first lowest, with zeros for those at or past `end`.
    @inline(__always)
    private static func paddedWord(_ base: UnsafeMutablePointer<UInt8>, _ index: Int, _ end: Int) -> UInt64 {
        end - index >= 8 ? ByteSearch.word(base, index) : lastWord(base, index, end)
    }

    /// ``paddedWord(_:_:_:)`` where fewer than eight bytes are left (out of line: the loops
    /// reach it only at the piece's end).
    @inline(never)
    private static func lastWord(_ base: UnsafeMutablePointer<UInt8>, _ index: Int, _ end: Int) -> UInt64 {
        var word: UInt64 = 0
        for byte in stride(from: end - 1, through: index, by: -1) { word = word << 8 | UInt64(base[byte]) }
        return word
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private static func isWhiteSpace(_ base: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int) -> Bool {
        for index in start..<end where !isWhiteSpace(base[index]) { return false }
        return true
    }

    /// The index after the `>` of a start tag the piece starts inside, or `nil` when the piece
    /// ends first.
    private static func endOfCutTag(_ base: UnsafeMutablePointer<UInt8>, _ end: Int, quote: UInt8?) -> Int? {
        var index = 0
        if let quote {
            guard let closing = ByteSearch.first(quote, in: base, from: 0, to: end) else { return nil }
            index = closing + 1
        }
        while let delimiter = ByteSearch.firstTagDelimiter(in: base, from: index, to: end) {
            let byte = base[delimiter]
            if byte == UInt8(ascii: ">") { return delimiter + 1 }
            index = delimiter + 1
            if byte != UInt8(ascii: "=") {
                guard let closing = ByteSearch.first(byte, in: base, from: index, to: end) else { return nil }
                index = closing + 1
            }
        }
        return nil
    }
}
