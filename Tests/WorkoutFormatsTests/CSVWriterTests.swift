import Foundation
import Testing
import WorkoutModel
@testable import WorkoutFormats

@Suite("CSV writer")
struct CSVWriterTests {
    private func write(_ recording: WorkoutRecording, layout: TableLayout) throws -> [String] {
        let sink = DataByteSink()
        try CSVRecordingWriter(layout: layout).write([recording], to: sink)
        #expect(sink.string.hasSuffix("\r\n"))
        return sink.string.components(separatedBy: "\r\n").dropLast()
    }

    @Test("The point table merges locations and series by time, with empty cells for unknowns")
    func pointTableMergesByTime() throws {
        let t = JSONFormatTests.start
        var recording = JSONFormatTests.recording()
        recording.samples.append(QuantitySample(type: .cyclingPower, quantity: Quantity(250, .watt), start: t, end: t))
        recording.samples.append(QuantitySample(type: .ambientTemperature, quantity: Quantity(68, .degreeFahrenheit), start: t, end: t))
        let rows = try write(recording, layout: .points)
        #expect(rows == [
            "workout,time,latitude,longitude,altitude,heart_rate,cadence,power,speed,distance,temperature",
            "6F1C0000-0000-4000-8000-000000000001,2024-05-01T07:30:00.000Z,52.5,13.4,34.2,,,250,3.1,,20",
            "6F1C0000-0000-4000-8000-000000000001,2024-05-01T07:30:01.000Z,,,,142,,,,,",
        ])
    }

    @Test("The workout and sample tables have the contract's headers and units")
    func workoutAndSampleTables() throws {
        let recording = JSONFormatTests.recording()
        #expect(try write(recording, layout: .workouts) == [
            "uuid,activity_type,start,end,duration_s,distance_m,energy_kcal,source,device",
            "6F1C0000-0000-4000-8000-000000000001,running,2024-05-01T07:30:00.000Z,2024-05-01T08:01:12.000Z,1872,5012.4,412,Garmin Connect,Forerunner 945",
        ])
        let samples = try write(recording, layout: .samples)
        #expect(samples.first == "workout,uuid,type,start,end,value,unit")
        #expect(samples[1] == "6F1C0000-0000-4000-8000-000000000001,6F1C0000-0000-4000-8000-000000000002,HKQuantityTypeIdentifierActiveEnergyBurned,2024-05-01T07:30:00.000Z,2024-05-01T07:35:12.500Z,15.5,kcal")
    }

    @Test("Text cells are quoted by RFC 4180 and formulas are neutralised; numbers are left alone")
    func quotingAndFormulaNeutralising() {
        var row = CSVRow()
        row.text("a,b")
        row.text("say \"hi\"")
        row.text("=HYPERLINK(\"x\")")
        row.text("-2+3")
        row.text("@SUM(A1)")
        row.text("plain")
        row.number(-2.5)
        row.text(nil)
        #expect(String(decoding: row.bytes, as: UTF8.self)
                == #""a,b","say ""hi""","'=HYPERLINK(""x"")",'-2+3,'@SUM(A1),plain,-2.5,"#)
    }
}
