import Foundation
import Testing
@testable import WorkoutFormats

/// Hands out a text a few bytes per read, so that every tag, value, comment and section of it
/// is split across reads somewhere.
final class PiecewiseByteSource: ByteSource {
    private let bytes: [UInt8]
    private let pieceSize: Int
    private var offset = 0

    convenience init(_ text: String, pieceSize: Int) {
        self.init(bytes: Array(text.utf8), pieceSize: pieceSize)
    }

    /// A source of `bytes` as they are (a document that is not UTF-8, or not all of it).
    init(bytes: [UInt8], pieceSize: Int) {
        self.bytes = bytes
        self.pieceSize = pieceSize
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(pieceSize, buffer.count, bytes.count - offset)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[offset..<offset + count])) }
        offset += count
        return count
    }
}

@Suite("XML attribute limit across reads")
struct XMLAttributeLimitTests {
    /// A document with one element of `count` attributes whose values hold `>`, `=` and the
    /// other quote, among equals signs in an instruction, a comment, text and a CDATA
    /// section, which are no attributes.
    func document(attributes count: Int) -> String {
        let many = String(repeating: "=", count: 1500)
        let attributes = (0..<count).map { index in
            index % 2 == 0 ? " a\(index)=\"x=>'\"" : " a\(index) = 'y=>\"'"
        }.joined()
        return "<?xml version=\"1.0\"?><?pi <x \(many) ?><gpx><!-- <x \(many) - - -->"
            + "<e\(attributes)/><desc>\(many)</desc><![CDATA[ <x \(many) ]] ]]></gpx>"
    }

    @Test("1,000 attributes are read and 1,001 refused, however the document is split across reads")
    func limitHoldsAcrossReads() {
        for pieceSize in [1, 2, 3, 5, 7, 8, 9, 13, 64, 1 << 16] {
            #expect(parseError(PiecewiseByteSource(document(attributes: 1000), pieceSize: pieceSize)) == nil,
                    "pieces of \(pieceSize) bytes")
            let refusal = parseError(PiecewiseByteSource(document(attributes: 1001), pieceSize: pieceSize))
            #expect(refusal?.contains("more than 1000 attributes") == true, "pieces of \(pieceSize) bytes")
        }
    }

    @Test("with a limit of 2 attributes, tags of 2 are read and a 20-byte tag of 3 is refused, however the document is split")
    func shortTagsAreCountedAgainstASmallLimit() {
        func parseError(_ text: String, pieceSize: Int) -> String? {
            do {
                try XMLEventReader(fileName: "t.xml", handler: RecordingHandler(),
                                   limits: XMLEventReader.Limits(maximumAttributes: 2))
                    .parse(PiecewiseByteSource(text, pieceSize: pieceSize))
                return nil
            } catch {
                return String(describing: error)
            }
        }
        // The scanner passes over a tag whose next `<` is nearer than the limit in bytes: these
        // tags are counted, however short.
        let fits = "<gpx><e/><e a=\"1\" b=\"2\"/><e a='' b=''></e></gpx>"
        let over = "<gpx><e/><e a=\"\" b=\"\" c=\"\"/><e/></gpx>"
        for pieceSize in [1, 2, 3, 7, 1 << 16] {
            #expect(parseError(fits, pieceSize: pieceSize) == nil, "pieces of \(pieceSize) bytes")
            #expect(parseError(over, pieceSize: pieceSize)?.contains("more than 2 attributes") == true,
                    "pieces of \(pieceSize) bytes")
        }
    }
}
