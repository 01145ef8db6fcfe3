import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// Whether xmllint (Debian's libxml2-utils) is installed, for schema validation.
let xmllintPath = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first { FileManager.default.isExecutableFile(atPath: $0) }
let xmllintMissing = Comment(rawValue: "xmllint is not installed (apt-get install libxml2-utils): schema validation skipped")

/// The schemas folder beside the corpus (`../shared/schemas`).
func schemaPath(_ name: String) throws -> String {
    let corpus = try #require(Corpus.directory)
    return corpus.deletingLastPathComponent().appendingPathComponent("schemas/\(name)").path
}

/// Validates a document with `xmllint --noout --schema`; returns xmllint's complaints, or nil when valid.
func schemaErrors(_ bytes: [UInt8], schema: String) throws -> String? {
    let directory = try TemporaryDirectory()
    let path = directory.path("output.xml")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(xmllintPath))
    process.arguments = ["--noout", "--nonet", "--schema", schema, path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return process.terminationStatus == 0 ? nil : String(text.prefix(2000))
}

@Suite("XML output")
struct XMLOutputTests {
    @Test("numbers are written in plain decimal at their shortest round-trip precision", arguments: [
        (142.0, "142"), (45.1998481, "45.1998481"), (-122.07117394544184, "-122.07117394544184"),
        (0.00001, "0.00001"), (1.5e-7, "0.00000015"), (-0.000123, "-0.000123"), (1e20, "100000000000000000000"),
        (208.8000030517578, "208.8000030517578"), (0.1, "0.1"),
    ])
    func plainDecimal(_ value: Double, _ expected: String) {
        #expect(XMLOutput.number(value) == expected)
        #expect(Double(XMLOutput.number(value)) == value)
    }

    @Test("text and attributes are escaped and characters XML cannot hold are left out")
    func escaping() {
        #expect(XMLOutput.escape("a<b & \"c\">\u{1}", quotes: true) == "a&lt;b &amp; &quot;c&quot;&gt;")
        #expect(XMLOutput.escape("\"x\"\n", quotes: false) == "\"x\"\n")
    }

    /// Values of every magnitude a number can have, with the digits sensors give and with
    /// random ones, negative and positive, and the special values.
    static func numbersOfEveryMagnitude() -> [Double] {
        var random = SeededRandom(seed: 20261122)
        var values: [Double] = [0, -0.0, .nan, .infinity, -.infinity, 1e-3, 1e7, 1e15, 1e20, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, -2.2250738585072014e-308,
                                .greatestFiniteMagnitude, 0.000_999_999_999_999_9, 9_999_999.999_999_9]
        for exponent in -12...17 {
            for _ in 0..<200 {
                let digits = Double(random.next() % 1_000_000_000) / 1e9
                let decimal = (Double(random.next() % 100_000) / 10).rounded(.down) / 1000
                let raw = Double(bitPattern: 0x3FF0_0000_0000_0000 | (random.next() >> 12)) - 1
                for mantissa in [digits, decimal, raw, 1 + digits] {
                    let value = mantissa * pow(10, Double(exponent))
                    values.append(value)
                    values.append(-value)
                }
            }
        }
        return values
    }

    @Test("numbers written straight into the buffer are the text of XMLOutput.number, at every magnitude")
    func cursorNumbersMatchTheNumberRule() throws {
        let values = Self.numbersOfEveryMagnitude()
        let sink = DataByteSink()
        let xml = XMLOutput(sink: sink)
        for value in values {
            #expect(XMLOutput.number(value).utf8.count <= XMLCursor.maximumNumberLength)
            xml.write(room: XMLCursor.maximumNumberLength + 1) { cursor in
                cursor.number(value)
                cursor.put("\n")
            }
        }
        try xml.flush()
        let expected = values.map { XMLOutput.number($0) + "\n" }.joined()
        #expect(sink.string == expected)
        // Both the fast text and the written-out exponents are in the sample.
        #expect(expected.contains("0.0000000000") && expected.contains("000000000000000000"))
    }

    @Test("number elements skip values that are not finite; attributes write them as 0")
    func cursorElementsSkipValuesThatAreNotFinite() throws {
        let sink = DataByteSink()
        let xml = XMLOutput(sink: sink)
        xml.write(room: 4 * XMLCursor.lineRoom) { cursor in
            cursor.element("a", .nan, depth: 1)
            cursor.element("b", -2.5, depth: 2)
            cursor.put("<p x=\"")
            cursor.number(.infinity)
            cursor.put("\"/>\n")
        }
        xml.element("c", .infinity, depth: 0)
        try xml.flush()
        #expect(sink.string == "  <b>-2.5</b>\n<p x=\"0\"/>\n")
    }

    @Test("times written straight into the buffer are Timestamp's text, across days, years and out of range")
    func cursorTimesMatchTimestamp() throws {
        var random = SeededRandom(seed: 7)
        var dates = [Date(timeIntervalSince1970: -62_135_596_800 - 86_400), Date(timeIntervalSince1970: 1e300),
                     Date(timeIntervalSince1970: 1_600_000_000.9995)]
        var time = 1_600_000_000.0
        for _ in 0..<2000 {
            time += Double(random.next() % 20_000_000) / 1000 // up to 5.5 hours on
            dates.append(Date(timeIntervalSince1970: time))
            dates.append(Date(timeIntervalSince1970: -time))
        }
        let sink = DataByteSink()
        let xml = XMLOutput(sink: sink)
        for date in dates {
            xml.write(room: XMLCursor.lineRoom) { $0.element("time", time: date, depth: 4) }
        }
        try xml.flush()
        #expect(sink.string == dates.map { "    <time>\(Timestamp.string($0))</time>\n" }.joined())
    }

    @Test("the output reaches the sink in blocks only when full or flushed, and text longer than the buffer is written whole")
    func outputIsHandedOverInBlocks() throws {
        let sink = DataByteSink()
        let xml = XMLOutput(sink: sink)
        let line = String(repeating: "x", count: 999)
        for _ in 0..<(XMLOutput.blockSize / 1000) {
            xml.raw(line + "\n")
            try xml.flushIfFull()
        }
        #expect(sink.bytes.isEmpty)
        xml.raw(line + "\n")
        try xml.flushIfFull()
        #expect(sink.bytes.count == (XMLOutput.blockSize / 1000 + 1) * 1000)
        let long = String(repeating: "<&>", count: XMLOutput.blockSize)
        xml.element("notes", long, depth: 1)
        #expect(sink.bytes.count == (XMLOutput.blockSize / 1000 + 1) * 1000)
        try xml.flush()
        #expect(sink.string.hasSuffix(" <notes>" + String(repeating: "&lt;&amp;&gt;", count: XMLOutput.blockSize) + "</notes>\n"))
    }
}

@Suite("Writers and odd values")
struct XMLWriterOddValueTests {
    /// A recording with values no format can hold: control characters, markup, NaN and
    /// infinity, coordinates out of range.
    static func oddRecording() -> WorkoutRecording {
        let time = Date(timeIntervalSince1970: 1_600_000_000)
        let workout = Workout(
            activityType: .running, start: time, end: time.addingTimeInterval(10), source: Source(name: "A\u{1}<&>\"B"),
            device: Device(name: "]]>", serialNumber: "-5"),
            metadata: [MetadataKey.name: .string("x\u{0}y"), MetadataKey.notes: .string("<!-- -->")],
            events: [WorkoutEvent(type: .lap, date: time, duration: .nan,
                                  metadata: [LapMetadataKey.averageSpeed: .quantity(Quantity(.infinity, .meterPerSecond))])])
        let locations = [
            Location(timestamp: time, latitude: .nan, longitude: 1),
            Location(timestamp: time.addingTimeInterval(1), latitude: 95, longitude: 1),
            Location(timestamp: time.addingTimeInterval(2), latitude: 1, longitude: 2, altitude: .infinity,
                     horizontalAccuracy: .nan, speed: .infinity, course: 400),
        ]
        let samples = [
            QuantitySample(type: .heartRate, quantity: Quantity(.nan, .countPerMinute), start: time, end: time),
            QuantitySample(type: .runningPower, quantity: Quantity(1e300, .watt),
                           start: time.addingTimeInterval(2), end: time.addingTimeInterval(2)),
        ]
        return WorkoutRecording(workout: workout, samples: samples, routes: [WorkoutRoute(locations: locations)])
    }

    @Test("GPX and TCX written from odd values are well-formed, read back, and keep only the valid point",
          arguments: ["gpx", "tcx"])
    func oddValuesGiveWellFormedOutput(_ format: String) throws {
        let writer: any RecordingWriter = format == "gpx" ? GPXRecordingWriter() : TCXRecordingWriter()
        let reader: any RecordingReader = format == "gpx" ? GPXRecordingReader() : TCXRecordingReader()
        let bytes = try writeAll(writer, [Self.oddRecording()])
        let again = try reader.readAll(from: DataByteSource(bytes), context: ReadContext(name: "odd.\(format)"))
        let recording = try #require(again.first)
        #expect(recording.routes.flatMap(\.locations).map(\.latitude) == [1])
        #expect(recording.routes.first?.locations.first?.altitude == nil)
        #expect(recording.samples(ofType: .heartRate).isEmpty)
        // The control character is left out; the markup characters come back as they were.
        #expect(recording.workout.source.name == "A<&>\"B")
    }
}
