import TestSupport
import Testing
import FITCodec
import FITProfile

/// Scaled values come out as the double nearest to their exact decimal value, and
/// never as an infinity or a NaN.
@Suite struct FITScalingTests {
    /// The exact decimal `raw / scale - offset` for an integer scale and offset, as text
    /// (`275.2`), which Swift parses to the nearest double.
    private func exactDecimal(raw: Int64, scale: Int64, offset: Int64) -> String {
        let numerator = raw - offset * scale
        let sign = numerator < 0 ? "-" : ""
        var fraction = ""
        var remainder = abs(numerator) % scale
        // scale is 5, 10, 100 or 1000 here, so the expansion ends within three digits.
        while remainder != 0 {
            remainder *= 10
            fraction += String(remainder / scale)
            remainder %= scale
        }
        return sign + String(abs(numerator) / scale) + (fraction.isEmpty ? "" : "." + fraction)
    }

    @Test("every uint16 altitude (raw / 5 - 500) and speed (raw / 1000) is the double nearest its decimal")
    func scaledValuesAreTheNearestDoubles() throws {
        var mismatches: [String] = []
        for (scale, offset) in [(Int64(5), Int64(500)), (1000, 0), (100, 0), (10, 0)] {
            for raw in Int64(0)...65534 where mismatches.count < 5 {
                let value = FITScaling.value(raw: Double(raw), scale: Double(scale), offset: Double(offset))
                let text = exactDecimal(raw: raw, scale: scale, offset: offset)
                if value != Double(text) { mismatches.append("\(raw) / \(scale) - \(offset): \(String(describing: value)), not \(text)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(FITScaling.value(raw: 3876, scale: 5, offset: 500) == 275.2)
        #expect(FITScaling.value(raw: 2876, scale: 5, offset: 500) == 75.2, "raw / 5 - 500 would give 75.20000000000005")
    }

    @Test("a decoded altitude and its enhanced component carry no float noise")
    func decodedAltitudeIsClean() throws {
        var encoder = FITEncoder()
        var record = try FITOutgoingMessage("record")
        try record.set("timestamp", raw: 1_000_000_000)
        try record.set("altitude", raw: 2876)
        try encoder.write(record)
        let message = try #require(try FITDecoder.decode(encoder.finish()).messages.first)
        #expect(message.double("altitude") == 75.2)
        #expect(message.double("enhanced_altitude") == 75.2)
    }

    @Test("infinities and NaNs in float fields and developer fields read as absent")
    func nonFiniteValuesAreAbsent() throws {
        var encoder = FITEncoder()
        var dataID = try FITOutgoingMessage("developer_data_id")
        try dataID.set("developer_data_index", raw: 0)
        try encoder.write(dataID)
        var description = try FITOutgoingMessage("field_description")
        try description.set("developer_data_index", raw: 0)
        try description.set("field_definition_number", raw: 0)
        try description.set("fit_base_type_id", raw: Int64(FITBaseType.float32.rawValue))
        try description.set("field_name", string: "skin_temperature")
        try encoder.write(description)
        let skin = FITDeveloperFieldDescription(developerDataIndex: 0, fieldNumber: 0, baseType: .float32,
                                                name: "skin_temperature", units: "C")
        // A quiet NaN other than float32's invalid pattern (0xFFFFFFFF), an infinity, a finite value.
        let values: [Double] = [Double(Float(bitPattern: 0x7FC0_0000)), .infinity, -.infinity, 33.5]
        for value in values {
            var record = try FITOutgoingMessage("record")
            try record.set("timestamp", raw: 1_000_000_000)
            // Altitude declared as float32 (the profile says uint16): the declared type wins.
            record.set(FITOutgoingField(number: 2, baseType: .float32, values: [.float(value)]))
            record.developerFields = [FITOutgoingDeveloperField(description: skin, values: [.float(value)])]
            try encoder.write(record)
        }
        let records = try FITDecoder.decode(encoder.finish()).messages.filter { $0.name == "record" }
        #expect(records.count == 4)
        #expect(records.map { $0.developerFields.first?.doubleValue } == [nil, nil, nil, 33.5])
        #expect(records.map { $0.double("altitude") } == [nil, nil, nil, 33.5 / 5 - 500])
        #expect(records.map { $0.doubles("altitude").count } == [0, 0, 0, 1])
    }

    @Test("a float32 reads as its shortest decimal, which is the same float32")
    func float32ReadsAsItsShortestDecimal() throws {
        #expect(FITScaling.decimal(Float(33.7)) == 33.7)
        #expect(FITScaling.decimal(Float(-0.001)) == -0.001)
        #expect(FITScaling.decimal(Float(16_777_217)) == 16_777_216)
        #expect(FITScaling.decimal(.infinity) == .infinity)
        var state: UInt32 = 0x1234_5678
        var failures: [String] = []
        for _ in 0..<200_000 where failures.count < 5 {
            state = state &* 1_664_525 &+ 1_013_904_223  // a fixed sequence of bit patterns
            let value = Float(bitPattern: state)
            guard value.isFinite else { continue }
            if Float(FITScaling.decimal(value)) != value { failures.append("\(value) does not read back") }
        }
        #expect(failures.isEmpty, "\(failures)")

        var encoder = FITEncoder()
        var record = try FITOutgoingMessage("record")
        try record.set("timestamp", raw: 1_000_000_000)
        record.set(FITOutgoingField(number: 2, baseType: .float32, values: [.float(2876.0)]))
        record.set(FITOutgoingField(number: 13, baseType: .float32, values: [.float(21.3)]))
        try encoder.write(record)
        let message = try #require(try FITDecoder.decode(encoder.finish()).messages.first)
        #expect(message.double("temperature") == 21.3)
        #expect(message.double("altitude") == 75.2)
    }

    @Test("degrees from semicircles keep nine decimals and give the same semicircle back")
    func semicircleDegreesRoundTrip() {
        var random = SeededRandom(seed: 0x5E31_C1C1E)
        var semicircles: [Int32] = [.min, .min + 1, -1, 0, 1, .max - 1, .max, 1_073_741_824, -1_073_741_824]
        for _ in 0..<1_000_000 { semicircles.append(Int32(truncatingIfNeeded: random.next())) }
        var failures: [String] = []
        for value in semicircles where failures.count < 5 {
            let degrees = FITScaling.degrees(fromSemicircles: Double(value))
            let exact = Double(value) * 180 / 2_147_483_648
            if FITScaling.semicircles(fromDegrees: degrees) != Double(value) { failures.append("\(value): back to another semicircle") }
            if abs(degrees - exact) > 5.1e-10 { failures.append("\(value): \(degrees) is off by more than half of 1e-9°") }
            if degrees != (degrees * 1e9).rounded() / 1e9 { failures.append("\(value): \(degrees) has more than nine decimals") }
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(FITScaling.degrees(fromSemicircles: 521_521_093) == 43.713393034)
    }
}
