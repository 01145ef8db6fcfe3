import Foundation
import Testing
import TestSupport
import WorkoutKit

/// FIT files, written by our FIT writer, that name one developer field in different units,
/// through the store: import, export and stats.
@Suite("workoutkit: one developer field name in several units")
struct DeveloperUnitsCommandTests {
    /// A ride `hours` after 2024-05-01 07:30 UTC with a heart rate and a developer field `Power`
    /// each second, `values` in `unit`, written by the FIT writer to `path`.
    private static func writeRide(hours: Int, power values: [Double], in unit: QuantityUnit, to path: String) throws {
        let start = Date(timeIntervalSince1970: 1_714_548_600 + Double(hours * 3600))
        let power = ExtraSeries.type(fieldName: "Power", unit: unit)
        var samples: [QuantitySample] = []
        for (second, value) in values.enumerated() {
            let time = start.addingTimeInterval(Double(second))
            samples.append(QuantitySample(type: .heartRate, quantity: Quantity(130, .countPerMinute), start: time, end: time))
            samples.append(QuantitySample(type: power, quantity: Quantity(value, unit), start: time, end: time))
        }
        let workout = Workout(activityType: .cycling, start: start, end: start.addingTimeInterval(Double(values.count)),
                              source: Source(name: "Test Writer"), syncIdentifier: "ride-\(hours)")
        let sink = DataByteSink()
        try FITRecordingWriter().write([WorkoutRecording(workout: workout, samples: samples)], to: sink)
        try Data(sink.bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test("W, kW and % files: import keeps kW values as watts' equals and % as Developer.Power [%]; export and stats say so")
    func importExportAndStatsOfOneNameInThreeUnits() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        try Self.writeRide(hours: 0, power: [200, 220], in: .watt, to: dir.path("watts.fit"))
        try Self.writeRide(hours: 2, power: [0.3, 0.32], in: .kilowatt, to: dir.path("kilowatts.fit"))
        try Self.writeRide(hours: 4, power: [80, 90], in: .percent, to: dir.path("percent.fit"))
        let imported = try CLIRunner.run(["import", dir.path("watts.fit"), dir.path("kilowatts.fit"), dir.path("percent.fit"), "--store", store])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("3 imported, 0 unchanged, 0 replaced, 0 failed"), "\(imported.stderr)")
        let again = try CLIRunner.run(["import", dir.path("kilowatts.fit"), dir.path("percent.fit"), "--store", store])
        #expect(again.stderr.contains("0 imported, 2 unchanged, 0 replaced, 0 failed"), "\(again.stderr)")

        // One CSV: a column in W for the three rides' watts (the kW ride's converted), one for the percentages.
        let csv = try CLIRunner.run(["export", "--format", "csv", "--store", store])
        #expect(csv.status == 0, "\(csv.stderr)")
        let lines = csv.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let header = try #require(lines.first).components(separatedBy: ",")
        let watts = try #require(header.firstIndex(of: "Developer.Power [W]"))
        let percent = try #require(header.firstIndex(of: "Developer.Power [%] [%]"))
        let rows = lines.dropFirst().map { $0.components(separatedBy: ",") }
        #expect(rows.compactMap { Double($0[watts]) } == [200, 220, 300, 320])
        #expect(rows.compactMap { Double($0[percent]) } == [80, 90])

        // JSON keeps each value in its own unit, under the stored type's identifier.
        let json = try CLIRunner.run(["export", "--format", "json", "--store", store])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.contains(#""value":0.32,"unit":"kW""#))
        #expect(json.stdout.contains(#""type":"WKQuantityTypeIdentifierDeveloper.Power [%]""#))

        // Statistics of the field are in W over the W and kW rides; the percentages apart.
        let stats = try CLIRunner.run(["stats", "Developer.Power", "--json", "--store", store])
        #expect(stats.status == 0, "\(stats.stderr)")
        let bucket = try #require(try jsonObjects(stats.stdout).first)
        #expect(bucket["unit"] as? String == "W")
        #expect(bucket["maximum"] as? Double == 320)
        let share = try CLIRunner.run(["stats", "WKQuantityTypeIdentifierDeveloper.Power [%]", "--json", "--store", store])
        #expect(share.status == 0, "\(share.stderr)")
        let shareBucket = try #require(try jsonObjects(share.stdout).first)
        #expect(shareBucket["unit"] as? String == "%" && shareBucket["maximum"] as? Double == 90)
    }
}
