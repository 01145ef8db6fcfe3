import FITCodec
import FITProfile
import Foundation
import TestSupport
import Testing
import WorkoutModel
@testable import WorkoutFormats

@Suite("FitCSVTool layout")
struct FITCSVTests {
    /// What a FIT message holds, independent of its local number and field order.
    struct MessageContent: Equatable, CustomStringConvertible {
        var global: UInt16
        var fields: [UInt8: [FITValue?]]
        var timestamp: UInt32?
        var developerValues: [String: [FITValue?]]

        init(_ message: FITMessage) {
            global = message.globalMessageNumber
            fields = [:]
            for field in message.definition.fields where fields[field.number] == nil && field.number != FITProfile.timestampFieldNumber {
                fields[field.number] = message.values(of: field)
            }
            timestamp = message.timestamp
            developerValues = [:]
            for field in message.developerFields {
                guard let description = field.description else { continue }
                developerValues["\(description.developerDataIndex).\(description.fieldNumber)"] = field.values
            }
        }

        /// What differs from another message's content, in words.
        func difference(from other: MessageContent) -> String {
            let fieldNumbers = Set(fields.keys).union(other.fields.keys).filter { fields[$0] != other.fields[$0] }
            let developerKeys = Set(developerValues.keys).union(other.developerValues.keys).filter { developerValues[$0] != other.developerValues[$0] }
            return "message \(global): fields " + fieldNumbers.sorted().map { "\($0): \(String(describing: fields[$0])) → \(String(describing: other.fields[$0]))" }.joined(separator: "; ")
                + "; developer fields " + developerKeys.sorted().map { "\($0): \(String(describing: developerValues[$0])) → \(String(describing: other.developerValues[$0]))" }.joined(separator: "; ")
                + (timestamp == other.timestamp ? "" : "; timestamp \(String(describing: timestamp)) → \(String(describing: other.timestamp))")
        }

        var description: String { "message \(global) \(fields) \(timestamp.map(String.init) ?? "-") \(developerValues)" }
    }

    private func corpusBytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: try #require(Corpus.url(path))))
    }

    private func fitCSV(_ bytes: [UInt8]) throws -> String {
        let sink = DataByteSink()
        try FITCSVWriter.write(fitBytes: bytes, name: "in.fit", to: sink)
        return sink.string
    }

    static let roundTripFiles = [
        "fit/garmin-fenix5-run-tiny.fit", "fit/garmin-edge500-ride.fit", "fit/garmin-fr70-compressed-timestamps.fit",
        "fit/wahoo-elemnt-ride-devfields.fit", "fit/stryd-run-developer-types.fit", "fit/stages-m200-ride-multiple-dev-index.fit",
        "fit/garmin-fr735xt-rowing-ciq.FIT", "fit/coros-pace2-ride-misaligned-fields.fit", "fit/zwift-virtual-ride.fit",
    ]

    @Test("FIT → fitcsv → FIT gives every message back with the same values, developer fields included",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: roundTripFiles)
    func roundTripKeepsEveryMessage(path: String) throws {
        let bytes = try corpusBytes(path)
        let original = try FITDecoder.decode(bytes).messages
        let csv = try fitCSV(bytes)
        let messages = try FITCSVRecordingReader.messages(from: DataByteSource(Array(csv.utf8)), name: "x.csv")
        var encoder = FITEncoder()
        for message in messages { try encoder.write(message) }
        let back = try FITDecoder.decode(encoder.finish()).messages
        #expect(back.count == original.count)
        var differences = 0
        for (a, b) in zip(original, back) where MessageContent(a) != MessageContent(b) {
            differences += 1
            if differences <= 3 { Issue.record("\(path): \(MessageContent(a).difference(from: MessageContent(b)))") }
        }
        #expect(differences == 0)
    }

    @Test("The layout is FitCSVTool's: header, Definition rows with value counts, Data rows with quoted values and units",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func layoutMatchesFitCSVTool() throws {
        let lines = try fitCSV(try corpusBytes("fit/garmin-edge500-ride.fit")).components(separatedBy: "\r\n")
        #expect(lines[0].hasPrefix("Type,Local Number,Message,Field 1,Value 1,Units 1,Field 2,Value 2,Units 2,"))
        #expect(lines[1].hasPrefix("Definition,0,file_id,"))
        #expect(lines[1].contains(",manufacturer,1,,"))
        #expect(lines[2].hasPrefix("Data,0,file_id,"))
        #expect(lines[2].contains(",manufacturer,\"1\",,"))  // enumerations as their numbers
        #expect(lines[2].contains(",garmin_product,\""))  // the sub-field that applies
        let record = try #require(lines.first { $0.hasPrefix("Data,") && $0.contains(",record,") })
        #expect(record.contains(",heart_rate,\"161\",bpm"))
        #expect(record.hasPrefix("Data,5,record,timestamp,\"685890022\",s,"))  // FIT seconds, as FitCSVTool writes them
        #expect(record.contains(",position_lat,\"521521093\",semicircles,"))
        #expect(record.contains(",altitude,\"75.2\",m,"))  // scaled values in their shortest exact decimal
        #expect(record.contains(",speed,\"5.888\",m/s,"))
        #expect(lines.allSatisfy { $0.isEmpty || $0.hasPrefix("Type,") || $0.hasPrefix("Definition,") || $0.hasPrefix("Data,") })
    }

    @Test("Reading a fitcsv file gives the same workout as reading the FIT file",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func readingFitCSVGivesTheWorkout() throws {
        let bytes = try corpusBytes("fit/garmin-edge500-ride.fit")
        let fit = try #require(try FITRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: "a")).first)
        let csv = Array(try fitCSV(bytes).utf8)
        #expect(CSVRecordingReader().recognizes(prefix: Array(csv.prefix(4096))))
        #expect(FITCSVRecordingReader().recognizes(prefix: Array(csv.prefix(4096))))
        let viaCSV = try #require(try CSVRecordingReader().readAll(from: DataByteSource(csv), context: ReadContext(name: "a")).first)
        #expect(viaCSV.workout.startDate == fit.workout.startDate)
        #expect(viaCSV.workout.activityType == fit.workout.activityType)
        #expect(viaCSV.workout.totalDistance == fit.workout.totalDistance)
        #expect(viaCSV.routes.first?.locations == fit.routes.first?.locations)
        #expect(viaCSV.samples.count == fit.samples.count)
    }

    @Test("A hand-written FitCSVTool file with enumeration names and no definition reads as a workout")
    func handWrittenFile() throws {
        let text = """
            Type,Local Number,Message,Field 1,Value 1,Units 1,Field 2,Value 2,Units 2,Field 3,Value 3,Units 3
            Definition,0,file_id,type,1,,manufacturer,1,,time_created,1,
            Data,0,file_id,type,"activity",,manufacturer,"garmin",,time_created,"1000000000",s
            Data,1,record,timestamp,"1000000000",s,heart_rate,"120",bpm,position_lat,"0.5",
            Data,1,record,timestamp,"1000000001",s,heart_rate,"121",bpm
            Data,2,session,timestamp,"1000000001",s,start_time,"1000000000",,sport,"running",
            """
        let recordings = try FITCSVRecordingReader().readAll(from: DataByteSource(Array(text.utf8)), context: ReadContext(name: "h.csv"))
        let recording = try #require(recordings.first)
        #expect(recording.workout.activityType == .running)
        #expect(recording.samples(ofType: .heartRate).map(\.quantity.value) == [120, 121])
    }

    @Test("Bad FitCSVTool rows are errors naming the line")
    func badRowsNameTheLine() throws {
        let header = "Type,Local Number,Message,Field 1,Value 1,Units 1\n"
        func read(_ body: String) throws {
            _ = try FITCSVRecordingReader.messages(from: DataByteSource(Array((header + body).utf8)), name: "b.csv")
        }
        #expect(throws: FormatError.malformed(file: "b.csv", at: .line(2), reason: "the FIT profile has no message named “nonsense”")) {
            try read("Data,0,nonsense,a,1,\n")
        }
        #expect(throws: FormatError.malformed(file: "b.csv", at: .line(2), reason: "the local number “99” is not between 0 and 15")) {
            try read("Data,99,record,heart_rate,1,\n")
        }
        #expect(throws: FormatError.malformed(file: "b.csv", at: .line(3), reason: "field “heart_rate”: 300 does not fit a uint8")) {
            try read("Definition,0,record,heart_rate,1,\nData,0,record,heart_rate,300,\n")
        }
        #expect(throws: FormatError.malformed(file: "b.csv", at: .line(2), reason: "the row type is “Header”; FitCSVTool rows are Definition or Data")) {
            try read("Header,0,record\n")
        }
    }

    @Test("convert-style writing of a recording to fitcsv goes through the FIT activity mapping")
    func recordingToFitCSV() throws {
        let sink = DataByteSink()
        try FITCSVRecordingWriter().write([JSONFormatTests.recording()], to: sink)
        let lines = sink.string.components(separatedBy: "\r\n")
        #expect(lines.contains { $0.hasPrefix("Data,") && $0.contains(",session,") })
        let back = try #require(try CSVRecordingReader().readAll(from: DataByteSource(sink.bytes), context: ReadContext(name: "r.csv")).first)
        #expect(back.workout.activityType == .running)
        #expect(back.workout.startDate == JSONFormatTests.recording().workout.startDate)
    }
}
