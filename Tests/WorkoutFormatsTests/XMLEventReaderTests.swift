import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// A source that makes a large document on the fly (head, a body repeated, tail) and
/// counts the bytes taken from it, so that a test can show how little was read.
final class GeneratedByteSource: ByteSource {
    private let head: [UInt8], body: [UInt8], tail: [UInt8]
    private let repeats: Int
    private var produced: [UInt8] = []
    private var offset = 0
    private var bodiesDone = 0
    private var stage = 0
    private(set) var bytesRead = 0

    init(head: String, body: String, repeats: Int, tail: String) {
        self.head = Array(head.utf8)
        self.body = Array(body.utf8)
        self.tail = Array(tail.utf8)
        self.repeats = repeats
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while offset == produced.count {
            switch stage {
            case 0: produced = head; stage = 1
            case 1 where bodiesDone < repeats:
                let count = max(1, min(repeats - bodiesDone, (1 << 16) / max(1, body.count)))
                produced = Array([[UInt8]](repeating: body, count: count).joined())
                bodiesDone += count
            case 1: produced = tail; stage = 2
            default: return 0
            }
            offset = 0
        }
        let count = min(buffer.count, produced.count - offset)
        produced.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[offset..<offset + count])) }
        offset += count
        bytesRead += count
        return count
    }
}

/// A handler that records element names and texts.
final class RecordingHandler: XMLEventHandler {
    var events: [String] = []
    func startElement(_ name: XMLName, attributes: [XMLAttribute]) throws {
        events.append("start \(name)" + attributes.map { " \($0.name.localName)=\($0.value)" }.joined())
    }
    func endElement(_ name: XMLName, text: XMLText) throws {
        events.append("end \(name.localName) \(text.trimmed ?? "")")
    }
}

/// Parses and returns the error message (or nil when the document was accepted).
func parseError(_ source: any ByteSource, name: String = "hostile.gpx") -> String? {
    do {
        try XMLEventReader(fileName: name, handler: RecordingHandler()).parse(source)
        return nil
    } catch {
        return String(describing: error)
    }
}

func parseError(_ text: String) -> String? { parseError(DataByteSource(Array(text.utf8))) }

@Suite("Safe XML reader")
struct XMLEventReaderTests {
    @Test("namespaces are matched by URI whatever the prefix, and predefined entities and character references work")
    func namespacesAndPredefinedEntities() throws {
        let handler = RecordingHandler()
        let text = #"<a:root xmlns:a="urn:x" xmlns="urn:d"><b k="1 &amp; 2">A&lt;&#66;<![CDATA[<c>]]></b></a:root>"#
        try XMLEventReader(fileName: "t.xml", handler: handler).parse(DataByteSource(Array(text.utf8)))
        #expect(handler.events == ["start {urn:x}root", "start {urn:d}b k=1 & 2", "end b A<B<c>", "end root "])
    }

    @Test("an internal DTD subset of element and attribute declarations parses, as Apple Health writes it")
    func internalSubsetWithoutEntities() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE HealthData [
            <!ELEMENT HealthData (Record*)>
            <!ATTLIST HealthData locale CDATA #REQUIRED>
            <!ELEMENT Record EMPTY>
            ]>
            <HealthData locale="en_US"><Record/></HealthData>
            """
        #expect(parseError(text) == nil)
    }

    @Test("billion laughs is refused at its first entity declaration")
    func billionLaughs() throws {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            text += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        text += "]>\n<gpx>&lol9;</gpx>\n"
        let message = try #require(parseError(text))
        #expect(message.hasPrefix("hostile.gpx: line 3"))
        #expect(message.contains("declares an entity (lol)"))
    }

    @Test("an external entity pointing at a local file is refused without the file being opened")
    func externalEntityReadsNoFile() throws {
        // A FIFO: a parser that tried to read it would block in open(2) until a writer came.
        // The watchdog plays that writer: it finds a reader waiting, records it and lets it go
        // (end of file), so a regression fails here instead of hanging the run.
        let directory = try TemporaryDirectory()
        let fifo = directory.path("secret")
        #expect(mkfifo(fifo, 0o600) == 0)
        let watchdog = FIFOWatchdog(path: fifo)
        defer { watchdog.stop() }

        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE gpx [ <!ENTITY xxe SYSTEM "file://\(fifo)"> ]>
            <gpx>&xxe;</gpx>
            """
        let message = try #require(parseError(text))
        #expect(message.contains("declares an entity (xxe)"))

        let parameterEntity = """
            <?xml version="1.0"?>
            <!DOCTYPE gpx [ <!ENTITY % remote SYSTEM "file://\(fifo)"> %remote; ]>
            <gpx/>
            """
        #expect(parseError(parameterEntity)?.contains("declares an entity (remote)") == true)

        // An external DTD is never loaded: the document parses, and the FIFO stays unopened.
        let externalDTD = """
            <?xml version="1.0"?>
            <!DOCTYPE gpx SYSTEM "file://\(fifo)">
            <gpx/>
            """
        #expect(parseError(externalDTD) == nil)
        watchdog.stop()
        #expect(watchdog.readersSeen == 0, "the parser opened the FIFO named by an entity or DTD")
    }

    @Test("a reference to an undeclared entity is an error naming the line")
    func undeclaredEntity() throws {
        let message = try #require(parseError("<gpx>\n<name>&nope;</name></gpx>"))
        #expect(message.hasPrefix("hostile.gpx: line 2"))
        #expect(message.contains("nope"))
    }

    @Test("200,000 levels of nesting stop at the depth cap after reading a few kilobytes")
    func deepNesting() throws {
        let source = GeneratedByteSource(head: "<gpx>", body: "<a>", repeats: 200_000, tail: "")
        let message = try #require(parseError(source))
        #expect(message.contains("nested more than 64 levels"))
        #expect(source.bytesRead <= 1 << 17)
    }

    @Test("a 1 GB text node stops at the text cap, having read a few megabytes of it")
    func hugeTextNode() throws {
        let source = GeneratedByteSource(head: "<gpx><name>", body: String(repeating: "a", count: 1024),
                                         repeats: 1 << 20, tail: "</name></gpx>")
        let message = try #require(parseError(source))
        #expect(message.contains("more than 1048576 bytes of text"))
        #expect(source.bytesRead <= 4 << 20)
    }

    @Test("an element with 100,000 attributes is stopped before libxml2 checks them for duplicates")
    func attributeFlood() throws {
        let source = GeneratedByteSource(head: "<gpx\n", body: " a=\"1\"", repeats: 100_000, tail: "/>")
        let message = try #require(parseError(source))
        #expect(message.contains("more than 1000 attributes"))
        #expect(message.hasPrefix("hostile.gpx: line 1"))
        #expect(source.bytesRead <= 1 << 17)
    }

    @Test("equals signs in text, in quoted values and in comments are not taken for attributes")
    func equalsSignsOutsideTags() {
        let many = String(repeating: "=", count: 5000)
        let text = "<?xml version=\"1.0\"?><?pi <x \(many) ?><gpx a=\"\(many)\" b='>\(many)'>"
            + "<!-- <x \(many) - - --><desc>\(many)</desc><![CDATA[ <x \(many) ]] ]]></gpx>"
        #expect(parseError(text) == nil)
    }

    @Test("XML that is not well-formed fails naming the file, line and column")
    func malformed() throws {
        let message = try #require(parseError("<gpx>\n  <trk></gpx>"))
        #expect(message.hasPrefix("hostile.gpx: line 2, column "))
    }

    @Test("an empty input and leading white space before the declaration")
    func emptyAndLeadingWhiteSpace() {
        #expect(parseError("")?.contains("empty") == true)
        #expect(parseError("   \n  <?xml version=\"1.0\"?><gpx/>") == nil)
    }
}

@Suite("XML text values")
struct XMLTextTests {
    func number(_ text: String) -> Double? {
        var copy = text
        return copy.withUTF8 { XMLText(bytes: $0).double }
    }

    @Test("numbers are read with white space around them, exponents and signs; other text is not a number")
    func numbers() {
        #expect(number(" 45.1998480\n") == 45.199848)
        #expect(number("-1.5E3") == -1500)
        #expect(number("+7") == 7)
        #expect(number("") == nil)
        #expect(number("   ") == nil)
        #expect(number("null") == nil)
        #expect(number("0x1A") == nil)
        #expect(number("inf") == nil)
        #expect(number("nan") == nil)
        #expect(number("1e999") == nil)
        #expect(number("12 34") == nil)
        #expect(number(String(repeating: "1", count: 80) + ".5") == Double(String(repeating: "1", count: 80) + ".5"))
    }
}

/// Watches a FIFO for a reader from a thread of its own: every few milliseconds it opens the
/// FIFO for writing without blocking, which succeeds only while someone has it open for
/// reading (a reader blocked in open(2) included), counts that reader and closes at once, so
/// the reader sees the end of the file and goes on.
final class FIFOWatchdog: @unchecked Sendable {
    private let path: String
    private let lock = NSLock()
    private var stopped = false
    private var seen = 0
    private let finished = DispatchSemaphore(value: 0)

    init(path: String) {
        self.path = path
        Thread.detachNewThread { [self] in
            while !isStopped {
                let descriptor = open(path, O_WRONLY | O_NONBLOCK)
                if descriptor >= 0 {
                    close(descriptor)
                    lock.withLock { seen += 1 }
                }
                usleep(5_000)
            }
            finished.signal()
        }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// How many times a reader was found.
    var readersSeen: Int { lock.withLock { seen } }

    /// Ends the watch and waits for the thread; calling it again does nothing.
    func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        if first { finished.wait() }
    }
}
