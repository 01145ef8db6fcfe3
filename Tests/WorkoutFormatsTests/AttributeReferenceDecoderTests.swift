import Foundation
import Testing
@testable import WorkoutFormats

/// Records every start tag with its attributes' bytes exactly as the reader hands them over
/// (qualified names, values undecoded: `&#38;` stays), and every end tag with its text.
private final class RawAttributeHandler: XMLElementHandler {
    var events: [String] = []

    func code(for name: XMLName) -> Int { 0 }

    func startElement(_ element: XMLElementName, attributes: XMLAttributes) throws {
        var event = "<\(element.name)"
        for attribute in attributes.all {
            event += " \(attribute.name)=[\(attribute.value)]"
        }
        attributes.forEachUnqualified { name, value in
            event += " \(String(cString: name)):[\(String(decoding: value.bytes, as: UTF8.self))]"
        }
        events.append(event + ">")
    }

    func endElement(_ element: XMLElementName, text: XMLText) throws {
        events.append("</\(element.name.localName)>\(String(decoding: text.bytes, as: UTF8.self))")
    }
}

/// What the reader handed over for a document, and the error it stopped at.
private struct Reading: Equatable {
    var events: [String]
    var error: String?
}

/// Reads `text` handed out `pieceSize` bytes a read, with the decoder or with libxml2 decoding
/// every value itself.
private func read(
    _ text: String, pieceSize: Int = 1 << 16, decoding: Bool, maximumAttributes: Int = 1000, lenient: Bool = false
) -> Reading {
    readCounting(text, pieceSize: pieceSize, decoding: decoding, maximumAttributes: maximumAttributes, lenient: lenient).reading
}

/// ``read(_:pieceSize:decoding:maximumAttributes:lenient:)``, and how many values the decoder handed over.
private func readCounting(
    _ text: String, pieceSize: Int = 1 << 16, decoding: Bool = true, maximumAttributes: Int = 1000, lenient: Bool = false
) -> (reading: Reading, decodedAhead: Int) {
    readCounting(bytes: Array(text.utf8), pieceSize: pieceSize, decoding: decoding, maximumAttributes: maximumAttributes,
                 lenient: lenient)
}

/// ``readCounting(_:pieceSize:decoding:maximumAttributes:lenient:)`` of a document's bytes as they are.
private func readCounting(
    bytes: [UInt8], pieceSize: Int = 1 << 16, decoding: Bool = true, maximumAttributes: Int = 1000, lenient: Bool = false
) -> (reading: Reading, decodedAhead: Int) {
    let handler = RawAttributeHandler()
    var warnings: [String] = []
    let reader = XMLEventReader(fileName: "t.xml", handler: handler,
                                limits: XMLEventReader.Limits(maximumAttributes: maximumAttributes),
                                recoverableError: lenient ? { warnings.append($0) } : nil)
    reader.decodesReferencesAhead = decoding
    do {
        try reader.parse(PiecewiseByteSource(bytes: bytes, pieceSize: pieceSize))
        return (Reading(events: handler.events + warnings, error: nil), reader.valuesDecodedAhead)
    } catch {
        return (Reading(events: handler.events + warnings, error: String(describing: error)), reader.valuesDecodedAhead)
    }
}

/// The piece sizes documents are read in: every tag and value split somewhere, and whole.
private let pieceSizes = [1, 2, 3, 7, 13, 64, 1 << 16]

/// White space as long as the reader's first piece, which is read before the root element has
/// started and so never decoded ahead: the tests' documents put it after their root's start tag.
private let padding = String(repeating: " ", count: XMLEventReader.pieceSize)

/// `text` rewritten by a decoder as one piece starting between tags, and the piece's bytes after.
private func rewritten(_ text: String) -> String {
    String(decoding: rewritten(bytes: Array(text.utf8)), as: UTF8.self)
}

/// ``rewritten(_:)`` of a piece's bytes as they are (cut inside a character, or not UTF-8).
private func rewritten(bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    var decoder = AttributeReferenceDecoder()
    defer { decoder.release() }
    bytes.withUnsafeMutableBytes { decoder.rewrite($0, at: 0, start: .text) }
    return bytes
}

/// `bytes` with each `&` and each byte above 0x7F replaced by the decoder's placeholder: a
/// piece whose every value qualifies, as the decoder rewrites it.
private func placeholders(_ bytes: [UInt8]) -> [UInt8] {
    bytes.map { $0 > 0x7F || $0 == UInt8(ascii: "&") ? AttributeReferenceDecoder.placeholder : $0 }
}

@Suite("Attribute values decoded ahead of libxml2")
struct AttributeReferenceDecoderTests {
    @Test("each predefined reference is decoded to the bytes libxml2 hands over, however the document is split")
    func predefinedReferences() throws {
        let text = "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en&lt;\">\n" + padding
            + #" <Record lt="&lt;" gt="&gt;" amp="&amp;" quot="&quot;" apos='&apos;' plain="x" "#
            + #"device="&lt;&lt;HKDevice: 0x283f0a800&gt;, name:Apple Watch, creation date:2024-05-01 07:30:00 +0000&gt;"/>"#
            + "\n <Record device='&quot;a&amp;b&quot;'>t</Record>\n</HealthData>\n"
        let expected = try #require(read(text, decoding: false).events.first { $0.hasPrefix("<Record lt=") })
        #expect(expected.contains("lt:[<] gt:[>] amp:[&#38;] quot:[\"] apos:['] plain:[x]"))
        #expect(expected.contains("device:[<<HKDevice: 0x283f0a800>, name:Apple Watch, creation date:2024-05-01 07:30:00 +0000>]"))
        #expect(expected.contains(" amp=[&] "))
        for pieceSize in pieceSizes {
            #expect(read(text, pieceSize: pieceSize, decoding: true) == read(text, decoding: false),
                    "pieces of \(pieceSize) bytes")
        }
        // Whole, the records' seven values take the decoder's path (the root's cannot: it is
        // read before the decoder applies).
        #expect(readCounting(text).decodedAhead == 7)
        // The values were taken off libxml2's slow path: every `&` of the records' values
        // became the placeholder.
        let pieceOfRecords = #"<Record a="&lt;x&gt;" b='&quot;&amp;&apos;'/><Record c="1"/>"#
        #expect(rewritten(pieceOfRecords) == #"<Record a="*lt;x*gt;" b='*quot;*amp;*apos;'/><Record c="1"/>"#)
    }

    @Test("values with a character reference, a tab or an unknown reference are left to libxml2 and read right")
    func valuesLeftToLibXML2() throws {
        let values = "<e a=\"&#60;&lt;\" b=\"é&lt;\" c=\"\t&lt;\" d=\"&lt;&#x3E;\" f=\"&lt\" g=\"&lt;\"/>"
        #expect(rewritten(values) == values.replacingOccurrences(of: "g=\"&lt;\"", with: "g=\"*lt;\"")
            .replacingOccurrences(of: "b=\"é&lt;\"", with: "b=\"***lt;\""))
        let text = "<r>" + padding + values.replacingOccurrences(of: #" f="&lt""#, with: "") + "</r>"
        let expected = read(text, decoding: false)
        #expect(expected.events.first { $0.hasPrefix("<e") }?.contains(#"a:[<<] b:[é<] c:[ <] d:[<>] g:[<]"#) == true)
        for pieceSize in pieceSizes {
            #expect(read(text, pieceSize: pieceSize, decoding: true) == expected, "pieces of \(pieceSize) bytes")
        }
    }

    @Test("tags a piece cuts, comments, CDATA sections, instructions, namespace declarations and xml attributes are not rewritten")
    func markupLeftAlone() throws {
        let piece = #"x" b="&lt;"/><!-- <e a="&lt;"/> --><![CDATA[<e a="&gt;"/>]]><?pi <e a="&amp;"/> ?>"#
            + #"<e xmlns:p="urn:a&amp;b" xml:lang="&lt;" p:k="&lt;"/><e a="&lt;"#
        var bytes = Array(piece.utf8)
        var decoder = AttributeReferenceDecoder()
        defer { decoder.release() }
            bytes.withUnsafeMutableBytes { decoder.rewrite($0, at: 0, start: .startTag(quote: UInt8(ascii: "\""))) }
        #expect(String(decoding: bytes, as: UTF8.self) == piece.replacingOccurrences(of: #"p:k="&lt;""#, with: #"p:k="*lt;""#))

        let text = #"<r xmlns:p="urn:p">"# + padding + #"<!-- <e a="&lt;"/> --><![CDATA[<e a="&gt;"/>]]><?pi <e a="&amp;"/> ?>"#
            + #"<e xmlns:q="urn:a&amp;b" xml:lang="&lt;" q:k="&lt;" p:k="&gt;" k="&amp;"/></r>"#
        let expected = read(text, decoding: false)
        #expect(expected.events.first { $0.hasPrefix("<e") } == #"<e {http://www.w3.org/XML/1998/namespace}lang=[<] {urn:a&#38;b}k=[<] {urn:p}k=[>] k=[&] k:[&#38;]>"#)
        for pieceSize in pieceSizes {
            #expect(read(text, pieceSize: pieceSize, decoding: true) == expected, "pieces of \(pieceSize) bytes")
        }
    }

    @Test("a document whose DTD declares an NMTOKENS or a defaulted attribute is read as libxml2 reads it")
    func declaredAttributes() throws {
        let normalized = """
            <!DOCTYPE r [ <!ATTLIST e t NMTOKENS #IMPLIED> ]>
            <r>\(padding)<e t="  a&amp;b   c  " u="&lt;"/></r>
            """
        let defaulted = """
            <!DOCTYPE r [ <!ATTLIST e d CDATA "x&amp;y"> ]>
            <r>\(padding)<e u="&lt;"/><e u="&gt;" d="&quot;"/></r>
            """
        #expect(read(normalized, decoding: false).events.first { $0.hasPrefix("<e") }?.contains("t:[a&#38;b c] u:[<]") == true)
        #expect(read(defaulted, decoding: false).events.filter { $0.hasPrefix("<e") }
            == ["<e u=[<] d=[x&y] u:[<] d:[x&#38;y]>", #"<e u=[>] d=["] u:[>] d:["]>"#])
        // The decoder stands aside for these documents, and decodes the same body without the DTD.
        #expect(readCounting(normalized).decodedAhead == 0)
        #expect(readCounting(defaulted).decodedAhead == 0)
        #expect(readCounting("<r>" + padding + "<e u=\"&lt;\"/><e u=\"&gt;\" d=\"&quot;\"/></r>").decodedAhead == 3)
        for text in [normalized, defaulted] {
            for pieceSize in pieceSizes {
                #expect(read(text, pieceSize: pieceSize, decoding: true) == read(text, decoding: false),
                        "pieces of \(pieceSize) bytes")
            }
        }
    }

    @Test("a document libxml2 converts from another encoding is left to libxml2")
    func otherEncoding() {
        let text = #"<?xml version="1.0" encoding="ISO-8859-1"?><r>"# + padding + #"<e a="&lt;1&gt;"/><e b="&amp;"/></r>"#
        let (reading, decodedAhead) = readCounting(text)
        #expect(decodedAhead == 0)
        #expect(reading == read(text, decoding: false))
        #expect(reading.events.first { $0.hasPrefix("<e") } == "<e a=[<1>] a:[<1>]>")
        #expect(readCounting(text.replacingOccurrences(of: "ISO-8859-1", with: "UTF-8")).decodedAhead == 2)
    }

    @Test("errors after a rewritten value are reported at the same line and column")
    func errorPositions() throws {
        let sameLine = "<r>" + padding + "\n  <e a=\"&lt;&lt;x&gt;\" b=\"&amp;\" a=\"2\"/></r>"
        let laterLine = "<r>" + padding + "\n  <e a=\"&lt;&lt;x&gt;\" b=\"&amp;\"/>\n  <f c=\"&lt;\" <g/></r>"
        let content = "<HealthData>" + padding + "\n <Record device=\"&lt;&lt;HKDevice&gt;\" value=\"x\"/>\n <Record\n value=\"&lt;\" x=\"1\"></HealthData>"
        for text in [sameLine, laterLine, content] {
            let expected = read(text, decoding: false)
            let message = try #require(expected.error)
            #expect(message.hasPrefix("t.xml: line "))
            for pieceSize in pieceSizes {
                #expect(read(text, pieceSize: pieceSize, decoding: true) == expected, "pieces of \(pieceSize) bytes")
            }
        }
        #expect(read(sameLine, decoding: false).error == "t.xml: line 2, column 39: Attribute a redefined")
        // The values before the errors were decoded ahead.
        #expect(readCounting(laterLine).decodedAhead == 2)
        #expect(readCounting(content).decodedAhead == 2)
    }

    @Test("the attribute limit refuses a tag of rewritten values at the same place")
    func attributeLimit() throws {
        let attributes = (0..<6).map { " a\($0)=\"&lt;\($0)&gt;\"" }.joined()
        let text = "<r>" + padding + "\n<e\(attributes)/>\n</r>"
        let expected = read(text, decoding: false, maximumAttributes: 5)
        #expect(expected.error?.contains("more than 5 attributes") == true)
        #expect(read(text, decoding: false, maximumAttributes: 6).error == nil)
        for pieceSize in pieceSizes {
            #expect(read(text, pieceSize: pieceSize, decoding: true, maximumAttributes: 5) == expected,
                    "pieces of \(pieceSize) bytes")
            #expect(read(text, pieceSize: pieceSize, decoding: true, maximumAttributes: 6)
                    == read(text, decoding: false, maximumAttributes: 6), "pieces of \(pieceSize) bytes")
        }
    }

    @Test("with --lenient, an undeclared prefix on a rewritten attribute is read past as before")
    func lenientNamespaceError() {
        let text = "<r>" + padding + #"<e p:a="&lt;1&gt;" b="&amp;"/><e q:c="&quot;"/></r>"#
        let expected = read(text, decoding: false, lenient: true)
        #expect(expected.error == nil)
        #expect(expected.events.contains { $0.contains("Namespace prefix p") })
        for pieceSize in pieceSizes {
            #expect(read(text, pieceSize: pieceSize, decoding: true, lenient: true) == expected, "pieces of \(pieceSize) bytes")
        }
    }

    @Test("3,000 Apple Health records over 100 pieces of 4 KB are read as libxml2 reads them, nearly all values decoded ahead")
    func manyPieces() throws {
        let head = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE HealthData [
            <!ELEMENT HealthData (Record*)>
            <!ATTLIST HealthData locale CDATA #REQUIRED>
            <!ATTLIST Record type CDATA #REQUIRED device CDATA #IMPLIED value CDATA #IMPLIED>
            ]>
            <HealthData locale="en_US">

            """
        var body = ""
        for index in 0..<3000 {
            let device = index % 7 == 3 ? "&#60;Watch é&#62;" : "&lt;&lt;HKDevice: 0x\(index)&gt;, name:Apple Watch &amp; co&gt;"
            body += " <Record type=\"HKQuantityTypeIdentifierHeartRate\" device=\"\(device)\" value=\"\(index)\">"
            body += index % 5 == 0 ? "<MetadataEntry key=\"k\" value=\"&quot;\(index)&quot;\"/></Record>\n" : "</Record>\n"
        }
        let text = head + body + "</HealthData>\n"
        #expect(text.utf8.count > 100 * XMLEventReader.pieceSize)
        let expected = read(text, decoding: false)
        #expect(expected.error == nil)
        // 2,571 devices and 600 metadata values qualify; a tag a piece cuts is left to libxml2.
        let (reading, decodedAhead) = readCounting(text)
        #expect(reading == expected)
        #expect(decodedAhead > 3171 - 200 && decodedAhead <= 3171)
        #expect(read(text, pieceSize: 1000, decoding: true) == expected)
        #expect(rewritten(body).components(separatedBy: "*lt;*lt;HKDevice").count - 1 == (0..<3000).filter { $0 % 7 != 3 }.count)
    }

    @Test("a value cut by the piece's end at any of its bytes, inside a character too, is left as it is, and read as libxml2 reads it")
    func valuesCutAtEveryByte() throws {
        let tags = [
            #"<Record device="&lt;&lt;HKDevice: 0x30a1c2d0e&gt;, name:Apple Watch&gt;" value='&quot;1&quot; ~'/>"#,
            "<Record sourceName=\"Anna’s Apple\u{A0}Watch\" device=\"&lt;&lt;HKDevice: 0x30a1c2d0e&gt;, name:Anna’s Watch&gt;\" "
                + "value='😀 ߿'/>",
        ]
        for tag in tags {
            let piece = Array((tag + "\n" + tag).utf8)
            let whole = rewritten(bytes: piece)
            let tagLength = tag.utf8.count
            #expect(whole[..<tagLength] == whole[(tagLength + 1)...])
            #expect(whole == placeholders(piece))
            for cut in 0...piece.count {
                // Each tag wholly in the piece (up to its `>`) is rewritten; the rest is left.
                let rewrittenLength = cut == piece.count ? cut : cut >= tagLength ? tagLength : 0
                let expected = Array(whole[..<rewrittenLength] + piece[rewrittenLength..<cut])
                #expect(rewritten(bytes: Array(piece[..<cut])) == expected, "cut after \(cut) bytes")
            }
            let text = "<HealthData>" + padding + String(repeating: "\n " + tag, count: 30) + "\n</HealthData>"
            let expected = read(text, decoding: false)
            #expect(expected.error == nil)
            for pieceSize in 40..<72 {
                #expect(read(text, pieceSize: pieceSize, decoding: true) == expected, "pieces of \(pieceSize) bytes")
            }
        }
    }

    @Test("a control byte, 0x7F, a < or a bare & at any place of a word leaves the value to libxml2; a space, ~ or é does not")
    func stopsAtEveryPlaceOfAWord() throws {
        for place in 0..<10 {
            for (byte, isDecoded) in [("\t", false), ("\u{7F}", false), ("é", true), ("<", false), ("&", false),
                                      ("&#38;", false), (" ", true), ("~", true), ("\"", true)] {
                let value = "&lt;" + String(repeating: "x", count: place) + byte + "y&gt;"
                let text = "<r>" + padding + "<e a='\(value)' b=\"&amp;\"/></r>"
                let expected = read(text, decoding: false)
                let (reading, decodedAhead) = readCounting(text)
                #expect(reading == expected, "\(byte.unicodeScalars.first!.value) after \(place) bytes")
                if expected.error == nil {
                    #expect(decodedAhead == (isDecoded ? 2 : 1), "\(byte.unicodeScalars.first!.value) after \(place) bytes")
                } else {
                    #expect(["<", "&"].contains(byte))
                }
            }
        }
    }

    @Test("a tag of 250 decoded values, and values longer than the decoder's first buffer, are read as libxml2 reads them")
    func manyAndLongValues() throws {
        let attributes = (0..<250).map { " a\($0)='&lt;\($0)'" }.joined()
        #expect(attributes.utf8.count < XMLEventReader.pieceSize - 10)
        let many = "<r>" + padding + "<e\(attributes)/></r>"
        let (reading, decodedAhead) = readCounting(many)
        #expect(reading == read(many, decoding: false))
        #expect(reading.events.first { $0.hasPrefix("<e") }?.hasSuffix(" a248:[<248] a249:[<249]>") == true)
        #expect(decodedAhead == 250)

        // Two values of 3.5 KB, each in a piece of its own (the pieces are 4 KB from the start).
        let long = String(repeating: "&lt;HKDevice &amp; 0123456789abcdef&gt;,", count: 90)
        let first = "<r>" + padding + "<e a=\"\(long)\"/>"
        let gap = String(repeating: " ", count: 2 * XMLEventReader.pieceSize - first.utf8.count)
        let text = first + gap + "<e b=\"\(long)\"/></r>"
        let expected = read(text, decoding: false)
        #expect(expected.error == nil)
        let (longReading, longDecodedAhead) = readCounting(text)
        #expect(longReading == expected)
        #expect(longDecodedAhead == 2)
        // Longer than a piece: rewritten when the piece holds it.
        let longer = "<e a=\"" + String(repeating: long, count: 6) + "\"/>"
        #expect(longer.utf8.count > 4 * XMLEventReader.pieceSize)
        #expect(rewritten(longer) == longer.replacingOccurrences(of: "&", with: "*"))
    }

    @Test("attributes set apart by any white space, with white space around =, long and short names, are read as libxml2 reads them")
    func attributeLayouts() throws {
        let tag = "<e a='&lt;'\tbb = \"&gt;\"\n  averyveryverylongname='&amp;'\r\n c=\n'&quot;' d\t=\"&apos;\"   />"
        let text = "<r>" + padding + tag + "</r>"
        let expected = read(text, decoding: false)
        #expect(expected.events.first { $0.hasPrefix("<e") } == #"<e a=[<] bb=[>] averyveryverylongname=[&] c=["] d=['] a:[<] bb:[>] averyveryverylongname:[&#38;] c:["] d:[']>"#)
        for pieceSize in pieceSizes {
            #expect(read(text, pieceSize: pieceSize, decoding: true) == expected, "pieces of \(pieceSize) bytes")
        }
        #expect(readCounting(text).decodedAhead == 5)
        // No white space before a name: libxml2's error, at the same place.
        let joined = "<r>" + padding + "<e a='&lt;'b='&gt;'/></r>"
        #expect(read(joined, decoding: false).error != nil)
        #expect(readCounting(joined).reading == read(joined, decoding: false))
    }

    @Test("characters outside ASCII are handed over as libxml2 hands them, their bytes replaced in the piece")
    func charactersOutsideASCII() throws {
        // Two, three and four bytes; the first and last code points of each length; a
        // non-character libxml2 accepts (U+FDD0), the replacement character, U+10FFFF.
        // (Swift's string literals refuse the non-characters: they are made of their bytes.)
        let fdd0 = String(decoding: [0xEF, 0xB7, 0x90] as [UInt8], as: UTF8.self)
        let last = String(decoding: [0xF4, 0x8F, 0xBF, 0xBF] as [UInt8], as: UTF8.self)
        #expect(Array(fdd0.utf8) == [0xEF, 0xB7, 0x90] && Array(last.utf8) == [0xF4, 0x8F, 0xBF, 0xBF])
        let tag = "<Record sourceName=\"Anna’s Apple\u{A0}Watch\" a=\"é\" b='\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\(fdd0)\u{FFFD}'"
            + " c=\"\u{10000}😀\(last)\" device=\"&lt;&lt;HKDevice: 0x1&gt;, name:Anna’s Watch &amp; co&gt;\" d=\"plain\"/>"
        #expect(rewritten(bytes: Array(tag.utf8)) == placeholders(Array(tag.utf8)))
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData>\n" + padding + " " + tag + "\n " + tag + "\n</HealthData>\n"
        let expected = read(text, decoding: false)
        #expect(expected.error == nil)
        #expect(expected.events.first { $0.hasPrefix("<Record") }?.contains(
            "sourceName:[Anna’s Apple\u{A0}Watch] a:[é] b:[\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\(fdd0)\u{FFFD}] "
                + "c:[\u{10000}😀\(last)] device:[<<HKDevice: 0x1>, name:Anna’s Watch &#38; co>] d:[plain]") == true)
        for pieceSize in pieceSizes {
            #expect(read(text, pieceSize: pieceSize, decoding: true) == expected, "pieces of \(pieceSize) bytes")
        }
        #expect(readCounting(text).decodedAhead == 10)
        // A tag without `&` is not walked: its values are left to libxml2.
        #expect(rewritten("<e a=\"é\"/>") == "<e a=\"é\"/>")
    }

    @Test("bytes that are not UTF-8 libxml2 accepts are left to libxml2, refused with its message at its place")
    func invalidUTF8LeftToLibXML2() throws {
        let invalid: [[UInt8]] = [
            [0x80], [0xBF],  // a continuation byte first
            [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xF0, 0x80, 0x80, 0x80],
            [0xF0, 0x8F, 0xBF, 0xBF],  // overlong
            [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],  // surrogates
            [0xEF, 0xBF, 0xBE], [0xEF, 0xBF, 0xBF],  // U+FFFE, U+FFFF
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF7, 0xBF, 0xBF, 0xBF],  // above U+10FFFF
            [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFE], [0xFF],
            [0xC2], [0xE2, 0x80], [0xF0, 0x9F, 0x98], [0xE2, 0x41, 0x80],  // cut short
        ]
        let padded = Array(("<r>" + padding + "\n <e s=\"Anna’s\" ").utf8)
        for sequence in invalid {
            // Every place of a word.
            for place in 0..<8 {
                for tail in ["y&gt;", ""] {
                    let value = Array(("&lt;" + String(repeating: "x", count: place)).utf8) + sequence + Array(tail.utf8)
                    let tag = Array("<e s=\"Anna’s\" a=\"".utf8) + value + Array("\" b=\"&amp;\"/>".utf8)
                    let text = padded + Array("a=\"".utf8) + value + Array("\" b=\"&amp;\"/></r>".utf8)
                    let label = "\(sequence.map { String($0, radix: 16) }) after \(place) bytes, then \(tail.count)"
                    // Only the other values are rewritten.
                    let rewrittenTag = rewritten(bytes: tag)
                    #expect(rewrittenTag.count == tag.count)
                    let valueStart = Array("<e s=\"Anna’s\" a=\"".utf8).count
                    #expect(Array(rewrittenTag[valueStart..<valueStart + value.count]) == value, "\(label)")
                    #expect(Array(rewrittenTag[..<valueStart]) == placeholders(Array(tag[..<valueStart])))
                    let expected = readCounting(bytes: text, decoding: false).reading
                    #expect(expected.error?.hasPrefix("t.xml: line 2, column ") == true, "\(label)")
                    for pieceSize in place < 2 ? [7, 13, 1 << 16] : [1 << 16] {
                        #expect(readCounting(bytes: text, pieceSize: pieceSize).reading == expected, "\(label), pieces of \(pieceSize)")
                    }
                }
            }
        }
        #expect(readCounting(bytes: padded + Array("a=\"\u{FFFD}\"/></r>".utf8)).reading.error == nil)
    }

    @Test("an error later on the line of a rewritten character is reported at the column libxml2 reports for the document as written")
    func columnsAfterCharacters() throws {
        let line = "<r>" + padding + "\n  "
        let documents = [
            // In the same tag: a duplicate attribute, a later value libxml2 refuses.
            line + "<e a=\"Anna’s\" b=\"&lt;é&gt;\" a=\"2\"/></r>",
            line + "<e a=\"Anna’s &lt;😀&gt;\" b=\"\u{1}\"/></r>",
            line + "<e a=\"Anna’s &lt;😀&gt;\" b=\"é\(String(decoding: [0xEF, 0xBF, 0xBE] as [UInt8], as: UTF8.self))\"/></r>",
            // In a later tag, after text, after an end tag.
            line + "<e a=\"Anna’s\" b=\"&lt;\"/> <f c=\"1\" c=\"2\"/></r>",
            line + "<e a=\"Anna’s\" b=\"&lt;\">é &amp; ü</e><f a=\"Zoë &amp; co\"><g></f></r>",
            // The tag over two lines: only the values on the error's line count.
            line + "<e a=\"Anna’s\" b=\"&lt;\"\n   c=\"é\" d=\"é&amp;\" a=\"1\"/></r>",
            line + "<e a=\"Anna’s\" b=\"&lt;\"\n   c=\"é\"/>   <f x=\"1\" x=\"2\"/></r>",
            line + "<e a=\"Anna’s\" b=\"&lt;\nx\" c=\"é\"/>   <f x=\"1\" x=\"2\"/></r>",
            // A GPX file on one line.
            #"<?xml version="1.0"?><gpx xmlns="http://www.topografix.com/GPX/1/1" version="1.1">"# + padding
                + #"<trk><name>Café &amp; Brücke</name><trkseg><trkpt lat="47.1" lon="8.5"><name>Zürich &amp; Genève</name></trkpt>"#
                + #"<trkpt lat="47.2" lon="8.6" desc="Straße &amp; Öl"><ele>1</ele></trkpt><trkpt lat="47.3" lat="8.7"/></trkseg></trk></gpx>"#,
        ]
        for text in documents {
            let expected = read(text, decoding: false)
            let message = try #require(expected.error)
            #expect(message.hasPrefix("t.xml: line "))
            for pieceSize in pieceSizes {
                #expect(read(text, pieceSize: pieceSize, decoding: true) == expected, "pieces of \(pieceSize) bytes")
            }
        }
        // Columns count characters: `’` and `é` one each (a byte each would give 40 and 44).
        #expect(read(documents[0], decoding: false).error == "t.xml: line 2, column 36: Attribute a redefined")
        #expect(read(documents[3], decoding: true).error == "t.xml: line 2, column 42: Attribute c redefined")
        // The characters before the errors were taken by the decoder.
        #expect(rewritten("<e a=\"Anna’s\" b=\"&lt;é&gt;\" a=\"2\"/>") == "<e a=\"Anna***s\" b=\"*lt;***gt;\" a=\"2\"/>")
        #expect(readCounting(documents[3]).decodedAhead == 2)
        #expect(readCounting(documents[4]).decodedAhead == 3)
        #expect(readCounting(documents[6]).decodedAhead == 3)

        // With --lenient: a namespace error in a tag of rewritten characters, and one after it on the line.
        let lenient = line + "<e p:a=\"Anna’s &lt;\" b=\"é\"/><f q:c=\"&quot;\"/></r>"
        let lenientExpected = read(lenient, decoding: false, lenient: true)
        #expect(lenientExpected.events.first { $0.contains("Namespace prefix p") } == "line 2, column 29: Namespace prefix p for a on e is not defined")
        for pieceSize in pieceSizes {
            #expect(read(lenient, pieceSize: pieceSize, decoding: true, lenient: true) == lenientExpected, "pieces of \(pieceSize) bytes")
        }
        // The attribute limit, on the line of a tag of rewritten characters.
        let limit = line + "<e a=\"Anna’s &lt;\"/><f" + (0..<6).map { " a\($0)=\"\($0)\"" }.joined() + "/></r>"
        let limitExpected = read(limit, decoding: false, maximumAttributes: 5)
        #expect(limitExpected.error?.contains("more than 5 attributes") == true)
        for pieceSize in pieceSizes {
            #expect(read(limit, pieceSize: pieceSize, decoding: true, maximumAttributes: 5) == limitExpected, "pieces of \(pieceSize) bytes")
        }
    }
}
