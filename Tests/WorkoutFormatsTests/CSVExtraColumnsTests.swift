import Foundation
import TestSupport
import Testing
import WorkoutModel
@testable import WorkoutFormats

@Suite("CSV point table: developer fields as extra columns")
struct CSVExtraColumnsTests {
    /// The developer-field samples of a recording as (type, time, value), sorted.
    private func developerValues(_ recording: WorkoutRecording) throws -> [String] {
        try recording.samples.filter(ExtraSeries.isPointValue).map {
            "\($0.quantityType.identifier) [\($0.quantityType.canonicalUnit.symbol)] \(Timestamp.string($0.startDate)) \(try $0.canonicalValue())"
        }.sorted()
    }

    private func csv(_ recordings: [WorkoutRecording]) throws -> String {
        let sink = DataByteSink()
        try CSVRecordingWriter(layout: .points).write(recordings, to: sink)
        return sink.string
    }

    private func readCSV(_ text: String) throws -> [WorkoutRecording] {
        try CSVRecordingReader().readAll(from: DataByteSource(Array(text.utf8)), context: ReadContext(name: "t.csv"))
    }

    @Test("FIT developer fields of corpus files survive FIT → CSV → recording, value for value, and are no longer named as lost",
          .enabled(if: Corpus.isAvailable, corpusMissing),
          arguments: ["stryd-run-developer-types", "hammerhead-karoo2-ride-devfields", "garmin-fenix5x-triathlon-3MB"])
    func corpusDeveloperFieldsRoundTrip(name: String) throws {
        let url = try #require(Corpus.url("fit/\(name).fit"))
        let fit = try #require(try FITRecordingReader().readAll(from: try FileByteSource(path: url.path), context: ReadContext(name: name)).first)
        let expected = try developerValues(fit)
        #expect(!expected.isEmpty)
        let text = try csv([fit])
        let header = try #require(text.components(separatedBy: "\r\n").first)
        #expect(header.hasPrefix(TableLayout.points.csvHeader + ",Developer."))
        let back = try #require(try readCSV(text).first)
        #expect(try developerValues(back) == expected)
        // Each record's values stay on one row: no more rows than the fixed columns alone give.
        var withoutDeveloper = fit
        withoutDeveloper.samples.removeAll(where: ExtraSeries.isPointValue)
        #expect(text.components(separatedBy: "\r\n").count == (try csv([withoutDeveloper])).components(separatedBy: "\r\n").count)
        let losses = LossReport.losses(writing: fit, as: CSVRecordingWriter(layout: .points).capabilities)
        #expect(!losses.contains { $0.contains("Developer.") })
    }

    @Test("A record with only developer values is a row with empty position cells; odd names are quoted and read back")
    func developerOnlyRecordsAreRows() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let smo2 = ExtraSeries.type(fieldName: "SmO2", unit: try QuantityUnit(parsing: "%"))
        let odd = ExtraSeries.type(fieldName: "thb, \"total\" [g/dl]", unit: .count)
        var samples: [QuantitySample] = []
        for second in 0..<3 {
            let time = start.addingTimeInterval(Double(second))
            samples.append(QuantitySample(type: smo2, quantity: Quantity(61.5 + Double(second), smo2.canonicalUnit), start: time, end: time))
            samples.append(QuantitySample(type: odd, quantity: Quantity(12.25, .count), start: time, end: time))
        }
        let workout = Workout(activityType: .running, start: start, end: start.addingTimeInterval(2), source: Source(name: "Moxy"))
        let recording = WorkoutRecording(workout: workout, samples: samples)
        let lines = try csv([recording]).components(separatedBy: "\r\n").dropLast()
        #expect(lines.first == TableLayout.points.csvHeader + #",Developer.SmO2 [%],"Developer.thb, ""total"" [g/dl] [count]""#)
        #expect(lines.count == 4)
        #expect(lines.dropFirst().allSatisfy { $0.contains("Z,,,,,,,,,,") })
        let back = try #require(try readCSV(lines.joined(separator: "\r\n") + "\r\n").first)
        #expect(try developerValues(back) == developerValues(recording))
    }

    @Test("Two values of one series at one time make two rows, the second without a position")
    func twoValuesAtOneTime() throws {
        let time = Date(timeIntervalSince1970: 1_700_000_000)
        let power = ExtraSeries.type(fieldName: "Power", unit: .watt)
        let workout = Workout(activityType: .running, start: time, end: time, source: Source(name: "t"))
        let route = WorkoutRoute(locations: [Location(timestamp: time, latitude: 50, longitude: 8)])
        let recording = WorkoutRecording(workout: workout, samples: [
            QuantitySample(type: power, quantity: Quantity(250, .watt), start: time, end: time),
            QuantitySample(type: power, quantity: Quantity(260, .watt), start: time, end: time),
        ], routes: [route])
        let lines = try csv([recording]).components(separatedBy: "\r\n").dropLast()
        #expect(lines.count == 3)
        #expect(lines[1].hasSuffix(",50,8,,,,,,,,250"))
        #expect(lines[2].hasSuffix("Z,,,,,,,,,,260"))
    }

    @Test("Without developer fields the point table is as before: the fixed header and cells only")
    func fixedLayoutUnchanged() throws {
        let recording = JSONFormatTests.recording()
        let lines = try csv([recording]).components(separatedBy: "\r\n")
        #expect(lines.first == TableLayout.points.csvHeader)
        #expect(lines.dropFirst().allSatisfy { $0.isEmpty || $0.split(separator: ",", omittingEmptySubsequences: false).count == 11 })
    }

    @Test("The FIT pass over developer fields finds them in records, and none where records have none",
          .enabled(if: Corpus.isAvailable, corpusMissing),
          arguments: [("stryd-run-developer-types", true), ("garmin-fenix5x-triathlon-3MB", true),
                      ("garmin-edge500-ride", false), ("stages-m200-ride-multiple-dev-index", false)])
    func definitionsPass(name: String, carries: Bool) throws {
        let url = try #require(Corpus.url("fit/\(name).fit"))
        #expect(try FITRecordingReader().extraSeries(opening: { try FileByteSource(path: url.path) }).isEmpty == !carries)
    }
}
