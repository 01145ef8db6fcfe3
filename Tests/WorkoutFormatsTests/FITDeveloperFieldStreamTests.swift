import FITCodec
import FITProfile
import Foundation
import TestSupport
import Testing
import WorkoutModel
@testable import WorkoutFormats

/// A FIT file whose records carry developer fields, streamed to the CSV point table and to
/// FIT (`FITRecordingReader.extraSeries(opening:)` names the series first, the points bring
/// their values): the bytes of reading the file whole and writing the recording.
@Suite("FIT developer fields streamed: the bytes of the whole read")
struct FITDeveloperFieldStreamTests {
    private static func read(_ bytes: [UInt8]) throws -> WorkoutRecording {
        try #require(try FITRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: "t.fit")).first)
    }

    /// The point table with each row's workout UUID (random at each read) blanked.
    private static func blankingWorkouts(_ text: String) -> String {
        text.components(separatedBy: "\r\n").enumerated().map { index, line in
            index == 0 || line.count < 36 ? line : "WORKOUT" + line.dropFirst(36)
        }.joined(separator: "\r\n")
    }

    private static func wholeCSV(_ bytes: [UInt8]) throws -> String {
        let sink = DataByteSink()
        try CSVRecordingWriter(layout: .points).write([try read(bytes)], to: sink)
        return blankingWorkouts(sink.string)
    }

    /// Streamed by `writer`'s stream session made for the file's extra series.
    private static func streamed(_ bytes: [UInt8], to writer: some ExtraSeriesWriter) throws -> DataByteSink {
        let reader = FITRecordingReader()
        let series = try reader.extraSeries(opening: { DataByteSource(bytes) })
        let streaming = try #require(writer.streamingExtraSeries(series))
        #expect(streaming.streamsPoints)
        let sink = DataByteSink()
        let session = try streaming.makeStreamSession(output: sink)
        #expect(session.takesExtraValues)
        try reader.read(from: DataByteSource(bytes), context: ReadContext(name: "t.fit"), into: session)
        try session.finish()
        return sink
    }

    private static func streamedCSV(_ bytes: [UInt8]) throws -> String {
        blankingWorkouts(try streamed(bytes, to: CSVRecordingWriter(layout: .points)).string)
    }

    /// The developer-field samples of a recording as "type [unit] time value", sorted.
    private static func developerValues(_ recording: WorkoutRecording) throws -> [String] {
        try recording.samples.filter(ExtraSeries.isPointValue).map {
            "\($0.quantityType.identifier) [\($0.quantityType.canonicalUnit.symbol)] \(Timestamp.string($0.startDate)) \(try $0.canonicalValue())"
        }.sorted()
    }

    static let corpusFiles = FITDeveloperFieldTests.filesWithDeveloperRecords

    @Test("the first pass names the series the whole recording has, in the same order, with the same types",
          .enabled(if: Corpus.isAvailable, corpusMissing),
          arguments: corpusFiles + ["wahoo-elemnt-ride-devfields.fit", "stages-m200-ride-multiple-dev-index.fit", "garmin-edge500-ride.fit"])
    func firstPassNamesTheWholeRecordingsSeries(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: try #require(Corpus.url("fit/\(name)"))))
        var whole: [QuantityType] = []
        ExtraSeries.add(try Self.read(bytes), to: &whole)
        let scanned = try FITRecordingReader().extraSeries(opening: { DataByteSource(bytes) })
        #expect(scanned.map(\.identifier) == whole.map(\.identifier))
        #expect(scanned.map(\.canonicalUnit) == whole.map(\.canonicalUnit))
    }

    @Test("corpus files with developer fields on records: streamed CSV and FIT are the bytes of the whole read",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: corpusFiles)
    func corpusStreamedIsWhole(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: try #require(Corpus.url("fit/\(name)"))))
        let csv = try Self.streamedCSV(bytes)
        #expect(csv.hasPrefix(TableLayout.points.csvHeader + ",Developer."))
        #expect(csv == (try Self.wholeCSV(bytes)))
        let fit = try Self.streamed(bytes, to: FITRecordingWriter()).bytes
        #expect(fit == (try writtenFIT(try Self.read(bytes))))
    }

    /// A FIT file made with `FITEncoder` whose developer fields test the pass and the pairing:
    /// described late (after records with none), one name in a unit that converts (kW after
    /// Watts: one series) and one that does not (% : a series of its own), an invalid first
    /// value, records of developer values only (one at a second before a record with a
    /// position), two values of one series in one record, a field number described again
    /// under another name, a value on a record without a position.
    static func developerFieldsFile() throws -> [UInt8] {
        var encoder = FITEncoder()
        try encoder.writeTestActivityFileID()
        var descriptions: [String: FITDeveloperFieldDescription] = [:]
        func describe(_ key: String, index: UInt8, number: UInt8, name: String, units: String, baseType: FITBaseType,
                      scale: Int64? = nil, newDeveloper: Bool) throws {
            if newDeveloper {
                var developer = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.developerDataId)
                try developer.set(FITField.DeveloperDataId.developerDataIndex, raw: Int64(index))
                try encoder.write(developer)
            }
            var message = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.fieldDescription)
            try message.set(FITField.FieldDescription.developerDataIndex, raw: Int64(index))
            try message.set(FITField.FieldDescription.fieldDefinitionNumber, raw: Int64(number))
            try message.set(FITField.FieldDescription.fitBaseTypeId, raw: Int64(baseType.rawValue))
            try message.set(FITField.FieldDescription.fieldName, string: name)
            try message.set(FITField.FieldDescription.units, string: units)
            if let scale { try message.set(FITField.FieldDescription.scale, raw: scale) }
            try encoder.write(message)
            descriptions[key] = FITDeveloperFieldDescription(
                developerDataIndex: index, fieldNumber: number, baseType: baseType, name: name, units: units,
                scale: scale.map(Double.init) ?? 1)
        }
        func record(_ second: Int, position: Bool = false, heartRate: Double? = nil, _ values: [(String, FITValue)] = []) throws {
            var message = try FITOutgoingMessage("record")
            try message.set(FITField.Record.timestamp, Double(1_000_000_000 + second))
            if position {
                try message.set(FITField.Record.positionLat, raw: Int64(560_000_000 + second * 1000))
                try message.set(FITField.Record.positionLong, raw: Int64(100_000_000 + second * 1000))
            }
            if let heartRate { try message.set(FITField.Record.heartRate, heartRate) }
            message.developerFields = try values.map { key, value in
                FITOutgoingDeveloperField(description: try #require(descriptions[key]), values: [value])
            }
            try encoder.write(message)
        }
        try record(0, position: true, heartRate: 120)
        try record(1, position: true, heartRate: 121)
        try record(2, heartRate: 122)
        try describe("power", index: 0, number: 0, name: "Power", units: "Watts", baseType: .uint16, newDeveloper: true)
        try record(3, position: true, heartRate: 123, [("power", .integer(0xFFFF))])
        try record(4, position: true, heartRate: 124, [("power", .integer(200))])
        try record(5, [("power", .integer(201))])
        try record(6, [("power", .integer(202))])
        try record(6, position: true, heartRate: 126, [("power", .integer(203))])
        try describe("percent", index: 1, number: 0, name: "Power", units: "%", baseType: .float32, newDeveloper: true)
        try describe("smo2", index: 1, number: 1, name: "SmO2", units: "%", baseType: .uint16, scale: 10, newDeveloper: false)
        try record(7, position: true, heartRate: 127, [("power", .integer(210)), ("percent", .float(55.5)), ("smo2", .integer(612))])
        try record(8, [("smo2", .integer(615))])
        try describe("kilowatts", index: 2, number: 0, name: "Power", units: "kW", baseType: .float64, newDeveloper: true)
        try record(9, position: true, heartRate: 129, [("kilowatts", .float(0.3)), ("power", .integer(220))])
        try describe("form", index: 0, number: 0, name: "Form Power", units: "Watts", baseType: .uint16, newDeveloper: false)
        try record(10, position: true, heartRate: 130, [("form", .integer(80))])
        try record(11, heartRate: 131, [("smo2", .integer(620)), ("form", .integer(81))])
        try record(12, position: true, heartRate: 132)
        return encoder.finish()
    }

    @Test("developer fields described late, one name in two units, records of developer values only: streamed is whole")
    func madeFileStreamedIsWhole() throws {
        let bytes = try Self.developerFieldsFile()
        let recording = try Self.read(bytes)
        var series: [QuantityType] = []
        ExtraSeries.add(recording, to: &series)
        // The invalid first value counts for nothing; kW is the series in W, % one of its own.
        #expect(series.map(\.identifier) == ["Power", "Power [%]", "SmO2", "Form Power"].map { ExtraSeries.identifierPrefix + $0 })
        #expect(try FITRecordingReader().extraSeries(opening: { DataByteSource(bytes) }) == series)

        let csv = try Self.streamedCSV(bytes)
        #expect(csv == (try Self.wholeCSV(bytes)))
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines.first == TableLayout.points.csvHeader
                + ",Developer.Power [W],Developer.Power [%] [%],Developer.SmO2 [%],Developer.Form Power [W]")
        // Records 5 and 8 (developer values only) are rows without a position; at second 6
        // the first value of the second goes to the row with the position, as in the whole
        // table; at second 9 the second power value makes a row of its own.
        #expect(lines.contains { $0.hasSuffix("T01:46:45.000Z,,,,,,,,,,201,,,") })
        let sixth = lines.filter { $0.contains("T01:46:46.000Z") }
        #expect(sixth.count == 2)
        #expect(sixth.first?.hasSuffix(",126,,,,,,202,,,") == true)
        #expect(sixth.last?.hasSuffix("T01:46:46.000Z,,,,,,,,,,203,,,") == true)
        let ninth = lines.filter { $0.contains("T01:46:49.000Z") }
        #expect(ninth.count == 2)
        #expect(ninth.first?.hasSuffix(",129,,,,,,300,,,") == true)
        #expect(ninth.last?.hasSuffix("T01:46:49.000Z,,,,,,,,,,220,,,") == true)

        let fit = try Self.streamed(bytes, to: FITRecordingWriter()).bytes
        #expect(fit == (try writtenFIT(recording)))
        #expect(try Self.developerValues(try Self.read(fit)) == Self.developerValues(recording))
    }

    @Test("a file without developer fields names no series: the converter streams it as before")
    func noDeveloperFieldsNoSeries() throws {
        var encoder = FITEncoder()
        var fileID = try FITOutgoingMessage("file_id")
        try fileID.set(FITField.FileId.type, valueNamed: "activity")
        try encoder.write(fileID)
        var record = try FITOutgoingMessage("record")
        try record.set(FITField.Record.timestamp, 1_000_000_000)
        try record.set(FITField.Record.heartRate, 120)
        try encoder.write(record)
        let bytes = encoder.finish()
        #expect(try FITRecordingReader().extraSeries(opening: { DataByteSource(bytes) }).isEmpty)
        #expect(try FITRecordingReader().extraSeries(opening: { DataByteSource(Array("not a FIT file".utf8)) }).isEmpty)
    }
}
