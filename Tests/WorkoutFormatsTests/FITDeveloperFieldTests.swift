import FITCodec
import FITProfile
import Foundation
import TestSupport
import Testing
import WorkoutModel
@testable import WorkoutFormats

/// FIT developer fields: their units (``FITDeveloperUnit``) and the FIT writer's developer
/// fields (``FITDeveloperFieldEncoding``).
@Suite("FIT developer fields: units and writing")
struct FITDeveloperFieldTests {
    private func readFIT(_ bytes: [UInt8], name: String = "t.fit") throws -> WorkoutRecording {
        try #require(try FITRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: name)).first)
    }

    /// The developer-field samples of a recording as "type [unit] time value", sorted.
    private func developerValues(_ recording: WorkoutRecording) throws -> [String] {
        try recording.samples.filter(ExtraSeries.isPointValue).map {
            "\($0.quantityType.identifier) [\($0.quantityType.canonicalUnit.symbol)] \(Timestamp.string($0.startDate)) \(try $0.canonicalValue())"
        }.sorted()
    }

    static let filesWithDeveloperRecords = [
        "stryd-run-developer-types.fit", "hammerhead-karoo2-ride-devfields.fit", "garmin-fr735xt-rowing-ciq.FIT",
        "garmin-fenix5x-triathlon-3MB.fit",
    ]

    @Test("units as apps spell them map to the model's units where the meaning is certain; others keep their text")
    func developerUnitSpellings() throws {
        let mapped: [(String?, String)] = [
            ("Watts", "W"), ("Watt", "W"), ("w", "W"), ("W", "W"), ("Milliseconds", "ms"), ("Centimeters", "cm"),
            ("Meters", "m"), ("RPM", "count/min"), ("spm", "count/min"), ("bpm", "count/min"), ("M/S", "m/s"),
            ("km/h", "km/hr"), ("kCal", "kcal"), ("kJ", "kJ"), ("C", "degC"), ("%", "%"), ("sec", "s"),
            ("ml/kg/min", "mL/(kg*min)"), (nil, "count"), ("  ", "count"),
        ]
        for (text, symbol) in mapped {
            #expect(FITDeveloperUnit.unit(text) == (try QuantityUnit(parsing: symbol)), "\(text ?? "nil")")
        }
        for text in ["KN/m", "kN/m", "psi", "wh/km", "Q", "adc"] {
            let unit = FITDeveloperUnit.unit(text)
            #expect(unit.symbol == text && unit.dimension == .other, "\(text)")
        }
    }

    @Test("corpus developer fields read in the model's units, or in the file's own unit text, and CSV names them so",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func corpusDeveloperUnits() throws {
        let stryd = try readFITCorpus("stryd-run-developer-types.fit")
        var series: [QuantityType] = []
        ExtraSeries.add(stryd, to: &series)
        #expect(series.map { CSVPointColumn.extraHeader($0) } == [
            "Developer.Form Power [W]", "Developer.Leg Spring Stiffness [KN/m]", "Developer.Distance [m]", "Developer.Speed [m/s]",
        ])
        let triathlon = try readFITCorpus("garmin-fenix5x-triathlon-3MB.fit")
        series = []
        ExtraSeries.add(triathlon, to: &series)
        let units = Dictionary(series.map { (ExtraSeries.fieldName(of: $0), $0.canonicalUnit.symbol) }, uniquingKeysWith: { a, _ in a })
        #expect(units["Ground Time"] == "ms")
        #expect(units["Vertical Oscillation"] == "cm")
        #expect(units["Form Power"] == "W")
        #expect(units["Leg Spring Stiffness"] == "kN/m")
        // Developer data index 0 field 0 is `wprime_bal` first, then redefined as Stryd's `Power`.
        #expect(units["wprime_bal"] == "kJ")
        #expect(units["Power"] == "W")
        let power = triathlon.samples.filter { $0.quantityType.identifier == ExtraSeries.identifierPrefix + "Power" }
        #expect(power.count > 1000 && power.allSatisfy { $0.quantity.value < 1000 })
        // A column in a unit of the file's own reads back as the same type and unit.
        let type = try #require(CSVPointColumn.extraSeries(header: "Developer.Leg Spring Stiffness [KN/m]"))
        #expect(type == series.first { ExtraSeries.fieldName(of: $0) == "Leg Spring Stiffness" })
        #expect(type.canonicalUnit.symbol == "KN/m")
    }

    @Test("FIT → FIT keeps every developer value (type, unit, time, value) and names none as lost",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: filesWithDeveloperRecords)
    func writerKeepsDeveloperFields(name: String) throws {
        let original = try readFITCorpus(name)
        let expected = try developerValues(original)
        #expect(!expected.isEmpty)
        let again = try readFIT(try writtenFIT(original))
        #expect(try developerValues(again) == expected)
        #expect(again.locationCount == original.locationCount)
        let losses = LossReport.losses(writing: original, as: FITRecordingWriter().capabilities)
        #expect(!losses.contains { $0.contains("Developer.") }, "\(losses)")
    }

    @Test("a file without developer fields is written without developer_data_id or field_description",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func noDeveloperFieldsNoDescriptions() throws {
        let bytes = try writtenFIT(try readFITCorpus("garmin-edge500-ride.fit"))
        let messages = try FITDecoder.decode(bytes, mode: .strict).messages
        #expect(!messages.contains { [FITMessageNumber.developerDataId, FITMessageNumber.fieldDescription].contains($0.globalMessageNumber) })
    }

    @Test("two fields of one name from different developer data indexes are one series; both values of a record survive FIT → FIT and CSV")
    func oneNameTwoDeveloperIndexes() throws {
        // Two apps (developer data indexes 0 and 3) both write a field "Power" in watts, at every record.
        var encoder = FITEncoder()
        try encoder.writeTestActivityFileID()
        var descriptions: [FITDeveloperFieldDescription] = []
        for (index, units) in [(UInt8(0), "Watts"), (UInt8(3), "W")] {
            var developer = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.developerDataId)
            try developer.set(FITField.DeveloperDataId.developerDataIndex, raw: Int64(index))
            try encoder.write(developer)
            var description = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.fieldDescription)
            try description.set(FITField.FieldDescription.developerDataIndex, raw: Int64(index))
            try description.set(FITField.FieldDescription.fieldDefinitionNumber, raw: 1)
            try description.set(FITField.FieldDescription.fitBaseTypeId, raw: Int64(FITBaseType.uint16.rawValue))
            try description.set(FITField.FieldDescription.fieldName, string: "Power")
            try description.set(FITField.FieldDescription.units, string: units)
            try encoder.write(description)
            descriptions.append(FITDeveloperFieldDescription(developerDataIndex: index, fieldNumber: 1, baseType: .uint16,
                                                             name: "Power", units: units))
        }
        for second in 0..<3 {
            var record = try FITOutgoingMessage("record")
            try record.set(FITField.Record.timestamp, Double(1_000_000_000 + second))
            try record.set(FITField.Record.heartRate, 120)
            record.developerFields = [
                FITOutgoingDeveloperField(description: descriptions[0], values: [.integer(Int64(200 + second))]),
                FITOutgoingDeveloperField(description: descriptions[1], values: [.integer(Int64(300 + second))]),
            ]
            try encoder.write(record)
        }
        let recording = try readFIT(encoder.finish())
        let power = ExtraSeries.type(fieldName: "Power", unit: .watt)
        var series: [QuantityType] = []
        ExtraSeries.add(recording, to: &series)
        #expect(series == [power])
        #expect(recording.samples(ofType: power).map(\.quantity.value).sorted() == [200, 201, 202, 300, 301, 302])

        // FIT → FIT: the second value of a second is a record of its own at that second.
        let again = try readFIT(try writtenFIT(recording))
        #expect(try developerValues(again) == developerValues(recording))
        // CSV: a second row at that time, without a position.
        let sink = DataByteSink()
        try CSVRecordingWriter(layout: .points).write([recording], to: sink)
        #expect(sink.string.components(separatedBy: "\r\n").dropLast().count == 1 + 6)
    }

    /// A FIT file whose developer data indexes 0, 3 and 4 each describe a field "Power", in
    /// these units, with a value of each at every one of three records.
    private func threePowerFields(units: [String]) throws -> [UInt8] {
        var encoder = FITEncoder()
        try encoder.writeTestActivityFileID()
        var descriptions: [FITDeveloperFieldDescription] = []
        for (index, units) in zip([UInt8(0), 3, 4], units) {
            var developer = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.developerDataId)
            try developer.set(FITField.DeveloperDataId.developerDataIndex, raw: Int64(index))
            try encoder.write(developer)
            var description = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.fieldDescription)
            try description.set(FITField.FieldDescription.developerDataIndex, raw: Int64(index))
            try description.set(FITField.FieldDescription.fieldDefinitionNumber, raw: 1)
            try description.set(FITField.FieldDescription.fitBaseTypeId, raw: Int64(FITBaseType.float64.rawValue))
            try description.set(FITField.FieldDescription.fieldName, string: "Power")
            try description.set(FITField.FieldDescription.units, string: units)
            try encoder.write(description)
            descriptions.append(FITDeveloperFieldDescription(developerDataIndex: index, fieldNumber: 1, baseType: .float64,
                                                             name: "Power", units: units))
        }
        for second in 0..<3 {
            var record = try FITOutgoingMessage("record")
            try record.set(FITField.Record.timestamp, Double(1_000_000_000 + second))
            try record.set(FITField.Record.heartRate, 120)
            record.developerFields = [
                FITOutgoingDeveloperField(description: descriptions[0], values: [.float(Double(200 + second))]),
                FITOutgoingDeveloperField(description: descriptions[1], values: [.float(0.25 + Double(second) / 100)]),
                FITOutgoingDeveloperField(description: descriptions[2], values: [.float(Double(80 + second))]),
            ]
            try encoder.write(record)
        }
        return try encoder.finish()
    }

    @Test("one field name in three units: W and kW are one series in W, % a series of its own; CSV, JSON and FIT keep them apart")
    func oneNameInUnitsThatConvertAndOneThatDoesNot() throws {
        let recording = try readFIT(try threePowerFields(units: ["Watts", "kW", "%"]))
        let power = ExtraSeries.type(fieldName: "Power", unit: .watt)
        let percent = ExtraSeries.type(fieldName: "Power [%]", unit: .percent)
        var series: [QuantityType] = []
        ExtraSeries.add(recording, to: &series)
        #expect(series.map(\.identifier) == [power.identifier, percent.identifier])
        #expect(series.map(\.canonicalUnit) == [.watt, .percent])
        // The kW values keep their unit on their samples and count as watts.
        let watts = recording.samples(ofType: power)
        #expect(watts.allSatisfy { $0.quantityType.canonicalUnit == .watt })
        #expect(watts.filter { $0.quantity.unit == .kilowatt }.map(\.quantity.value) == [0.25, 0.26, 0.27])
        #expect(try watts.map { try $0.canonicalValue() }.sorted() == [200, 201, 202, 250, 260, 270])
        #expect(recording.samples(ofType: percent).map(\.quantity) == [80, 81, 82].map { Quantity($0, .percent) })
        let expected = try developerValues(recording)

        // CSV: a column per series, the percentages in a column of their own.
        let sink = DataByteSink()
        try CSVRecordingWriter(layout: .points).write([recording], to: sink)
        let header = try #require(sink.string.components(separatedBy: "\r\n").first)
        #expect(header.hasSuffix(",Developer.Power [W],Developer.Power [%] [%]"))
        let csv = try #require(try CSVRecordingReader().readAll(from: DataByteSource(sink.bytes), context: ReadContext(name: "t.csv")).first)
        #expect(try developerValues(csv) == expected)

        // JSON: each value with its own unit; read back, the same types.
        let json = DataByteSink()
        try JSONRecordingWriter().write([recording], to: json)
        let fromJSON = try #require(try JSONRecordingReader().readAll(from: DataByteSource(json.bytes), context: ReadContext(name: "t.json")).first)
        #expect(try developerValues(fromJSON) == expected)

        // FIT → FIT: the writer describes each series once, in its unit.
        let again = try readFIT(try writtenFIT(recording))
        #expect(try developerValues(again) == expected)
    }

    @Test("a name in units that convert, read from two fields, is one series in the first field's unit (km/h, then M/S)")
    func oneNameInConvertibleSpeedUnits() throws {
        let recording = try readFIT(try threePowerFields(units: ["km/h", "M/S", "mph"]))
        var series: [QuantityType] = []
        ExtraSeries.add(recording, to: &series)
        #expect(series.count == 1 && series.first?.canonicalUnit == .kilometerPerHour)
        let values = try recording.samples.filter(ExtraSeries.isPointValue).map { try $0.canonicalValue() }
        // 0.25 m/s is 0.9 km/h; 80 mph is 128.748 km/h.
        #expect(values.contains { abs($0 - 0.9) < 1e-9 } && values.contains { abs($0 - 128.74752) < 1e-9 })
        #expect(values.count == 9)
    }

    @Test("Garmin's SDK decodes developer fields written by the FIT writer with their names, units and values, record by record as in the source",
          .enabled(if: Corpus.isAvailable && garminSDKAvailable, "needs the corpus and python3 with garmin-fit-sdk"),
          arguments: filesWithDeveloperRecords)
    func garminSDKReadsWrittenDeveloperFields(name: String) throws {
        let source = try #require(Corpus.url("fit/\(name)"))
        let directory = try TemporaryDirectory()
        let written = directory.path("written.fit")
        try Data(try writtenFIT(try readFITCorpus(name))).write(to: URL(fileURLWithPath: written))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Per file: the errors, the units of each field name, and every record's developer values
        // as "time name" and value. The SDK hands out a developer field's invalid value (255 for
        // uint8, NaN for float32) as a value: those are no values.
        process.arguments = ["python3", "-c", """
            import sys, json, math
            from garmin_fit_sdk import Decoder, Stream
            invalid = {0: 0xFF, 1: 0x7F, 2: 0xFF, 131: 0x7FFF, 132: 0xFFFF, 133: 0x7FFFFFFF, 134: 0xFFFFFFFF,
                       10: 0, 139: 0, 140: 0, 142: 0x7FFFFFFFFFFFFFFF, 143: 0xFFFFFFFFFFFFFFFF, 144: 0}
            result = []
            for path in sys.argv[1:]:
                messages, errors = Decoder(Stream.from_file(path)).read(convert_datetimes_to_dates=False)
                fields = {d["key"]: d for d in messages.get("field_description_mesgs", [])}
                units, values = {}, []
                for record in messages.get("record_mesgs", []):
                    for key, value in record.get("developer_fields", {}).items():
                        field = fields[key]
                        if not isinstance(value, (int, float)) or math.isnan(value) \\
                                or invalid.get(field["fit_base_type_id"]) == value:
                            continue
                        units[field["field_name"]] = field.get("units")
                        values.append(("%d %s" % (record["timestamp"], field["field_name"]), value))
                result.append({"errors": [str(e) for e in errors], "units": units,
                               "values": [{"key": k, "value": v} for k, v in sorted(values)]})
            print(json.dumps(result))
            """, source.path, written]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        struct Value: Decodable { let key: String; let value: Double }
        struct Decoded: Decodable { let errors: [String]; let units: [String: String?]; let values: [Value] }
        let decoded = try JSONDecoder().decode([Decoded].self, from: output)
        try #require(decoded.count == 2)
        let (original, again) = (decoded[0], decoded[1])
        #expect(again.errors.isEmpty)
        #expect(!again.values.isEmpty)
        #expect(again.values.map(\.key) == original.values.map(\.key))
        // The same values, but for float32 fields, whose values the reader gives as their shortest decimals (31.8, not 31.799999).
        let differing = zip(original.values, again.values).filter { abs($0.value - $1.value) > 1e-6 * max(1, abs($0.value)) }
        #expect(differing.isEmpty, "\(differing.prefix(3).map { "\($0.0.key): \($0.0.value) became \($0.1.value)" })")
        #expect(Set(again.units.keys) == Set(original.units.keys))
        for (field, units) in original.units {
            #expect(again.units[field] == .some(FITDeveloperUnit.unit(units).symbol), "\(field)")
        }
    }
}
