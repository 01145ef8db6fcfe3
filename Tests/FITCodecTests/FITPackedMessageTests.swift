import Testing
import FITCodec
import FITProfile

/// The fields of the records below, in the order they are written.
private let recordFields = ["timestamp", "position_lat", "position_long", "distance", "enhanced_altitude", "enhanced_speed",
                            "power", "heart_rate", "cadence", "temperature", "fractional_cadence"]

/// Record `second` of a short ride as raw values by field, `nil` for a field left without a value.
private func rawRecord(_ second: Int) -> [Int64?] {
    [Int64(1_000_000_000 + second), Int64(520_000_000 + second * 40), -Int64(160_000_000 + second * 25),
     Int64(second * 812), Int64(4000 + second), second % 7 == 0 ? nil : Int64(8000 + second),
     Int64(200 + second % 60), Int64(130 + second % 40), second % 5 == 0 ? nil : 85, Int64(-5 + second % 20), Int64(second % 128)]
}

@Suite struct FITPackedMessageTests {
    /// The same messages written once as outgoing messages only, once with the records packed.
    private func bothWays(records: Int) throws -> (outgoing: [UInt8], packed: [UInt8]) {
        let profile = try #require(FITProfile.message(named: "record"))
        var outgoing = FITEncoder(), packed = FITEncoder()
        var fileID = try FITOutgoingMessage("file_id")
        try fileID.set("type", valueNamed: "activity")
        try outgoing.write(fileID)
        try packed.write(fileID)
        var record = try FITPackedMessage("record", fields: recordFields)
        for second in 0..<records {
            var message = try FITOutgoingMessage("record")
            for (index, value) in rawRecord(second).enumerated() {
                let field = try #require(profile.field(named: recordFields[index]))
                // An outgoing field without a value is written with the invalid value, as a packed one is.
                message.set(FITOutgoingField(number: field.number, baseType: field.baseType, values: [value.map { .integer($0) }]))
                if let value { try record.set(index, raw: value) } else { record.setInvalid(index) }
            }
            try outgoing.write(message)
            packed.write(record)
            if second % 10 == 9 {
                // Another message between records: the record's definition is reused after it.
                var event = try FITOutgoingMessage("event")
                try event.set("timestamp", raw: Int64(1_000_000_000 + second))
                try event.set("event", valueNamed: "timer")
                try outgoing.write(event)
                try packed.write(event)
            }
        }
        return (outgoing.finish(), packed.finish())
    }

    @Test func packedRecordsAreWrittenAsTheSameBytesAsOutgoingOnes() throws {
        let (outgoing, packed) = try bothWays(records: 40)
        #expect(packed == outgoing)
        let messages = try FITDecoder.decode(packed).messages
        let records = messages.filter { $0.name == "record" }
        #expect(records.count == 40)
        #expect(records[3].double("temperature") == -2)
        #expect(records[3].integer("position_long") == -160_000_075)
        #expect(records[7].double("enhanced_speed") == nil, "a field set invalid has no value")
        #expect(records[5].double("cadence") == nil)
        #expect(records[6].double("cadence") == 85)
    }

    @Test("the bytes of a fixed short ride: its size and file CRC")
    func aFixedRideKeepsItsBytes() throws {
        // Pinned from the encoder before packed messages existed (commit 65ce9c0, outgoing messages only).
        let (outgoing, packed) = try bothWays(records: 25)
        #expect(packed.count == 865)
        #expect(packed.suffix(2) == [0xC4, 0x0C])
        #expect(outgoing == packed)
    }

    @Test func aPackedMessageAndAnOutgoingOneWithTheSameFieldsShareADefinition() throws {
        var encoder = FITEncoder()
        var packed = try FITPackedMessage("record", fields: ["timestamp", "heart_rate"])
        try packed.set(0, raw: 1000)
        try packed.set(1, raw: 150)
        encoder.write(packed)
        var outgoing = try FITOutgoingMessage("record")
        try outgoing.set("timestamp", raw: 1001)
        try outgoing.set("heart_rate", raw: 151)
        try encoder.write(outgoing)
        encoder.write(packed)
        let bytes = encoder.finish()
        // One definition (header 0x40) and three data messages of local type 0.
        let definition: [UInt8] = [0x40, 0, 0, 20, 0, 2, 253, 4, 0x86, 3, 1, 0x02]
        #expect(Array(bytes[14..<26]) == definition)
        #expect(bytes.count == 14 + definition.count + 3 * 6 + 2)
        let messages = try FITDecoder.decode(bytes).messages
        #expect(messages.map { $0.double("heart_rate") } == [150, 151, 150])
    }

    @Test func scaledValuesAreRoundedAsOutgoingMessagesRoundThem() throws {
        let names = ["enhanced_altitude", "enhanced_speed", "distance", "temperature"]
        let values = [75.21, 3.1415, 1234.567, -12.6]
        var packed = try FITPackedMessage("record", fields: names)
        var outgoing = try FITOutgoingMessage("record")
        for (index, value) in values.enumerated() {
            try packed.set(index, value)
            try outgoing.set(names[index], value)
        }
        var first = FITEncoder(), second = FITEncoder()
        first.write(packed)
        try second.write(outgoing)
        #expect(first.finish() == second.finish())
        let message = try #require(try FITDecoder.decode(second.finish()).messages.first)
        #expect(message.double("enhanced_altitude") == 75.2)
        #expect(message.double("temperature") == -13)
    }

    @Test func floatFieldsHoldTheirValues() throws {
        var packed = try FITPackedMessage(globalMessageNumber: FITMessageNumber.record, fields: [
            FITPackedMessage.Field(number: 253, baseType: .uint32),
            FITPackedMessage.Field(number: 13, baseType: .float32),
            FITPackedMessage.Field(number: 2, baseType: .float64, scale: 5, offset: 500),
        ])
        try packed.set(0, raw: 1_000_000_000)
        try packed.set(1, 21.3)
        try packed.set(2, 75.2)
        #expect(throws: FITEncodingError.self) { try packed.set(1, raw: 21) }
        var encoder = FITEncoder()
        encoder.write(packed)
        let message = try #require(try FITDecoder.decode(encoder.finish()).messages.first)
        #expect(message.double("temperature") == 21.3)
        #expect(message.double("altitude") == 75.2)
    }

    @Test func valuesAFieldCannotHoldAreRefusedAndLeaveTheOldValue() throws {
        var packed = try FITPackedMessage("record", fields: ["heart_rate", "temperature", "timestamp", "distance"])
        try packed.set(0, raw: 254)
        try packed.set(1, raw: -128)
        let refused: [(Int, Int64)] = [(0, 256), (0, -1), (1, 128), (1, -129), (2, 1 << 32), (2, -1)]
        for (index, value) in refused {
            #expect(throws: FITEncodingError.self, "\(value) in field \(index)") { try packed.set(index, raw: value) }
        }
        let error = try #require(throws: FITEncodingError.self) { try packed.set(0, 300) }
        #expect(error.reason.contains("heart_rate"))
        #expect(throws: FITEncodingError.self) { try packed.set(3, .infinity) }
        #expect(throws: FITEncodingError.self) { try packed.set(3, -1) }
        var encoder = FITEncoder()
        encoder.write(packed)
        let message = try #require(try FITDecoder.decode(encoder.finish()).messages.first)
        #expect(message.double("heart_rate") == 254)
        #expect(message.double("temperature") == -128)
        #expect(message.double("timestamp") == nil && message.double("distance") == nil, "never set: no value")
    }

    @Test func packedMessagesRefuseStringsRepeatedFieldsAndUnknownNames() throws {
        #expect(throws: FITEncodingError.self) { try FITPackedMessage("device_info", fields: ["product_name"]) }
        #expect(throws: FITEncodingError.self) { try FITPackedMessage("record", fields: ["heart_rate", "heart_rate"]) }
        #expect(throws: FITEncodingError.self) { try FITPackedMessage("record", fields: ["no_such_field"]) }
        #expect(throws: FITEncodingError.self) { try FITPackedMessage("no_such_message", fields: []) }
        let many = (0..<256).map { FITPackedMessage.Field(number: UInt8(truncatingIfNeeded: $0), baseType: .uint8) }
        #expect(throws: FITEncodingError.self) { try FITPackedMessage(globalMessageNumber: 0xFF00, fields: many) }
    }

    @Test func rawIntegersOfProfileFieldsApplyScaleAndOffset() throws {
        let record = try #require(FITProfile.message(named: "record"))
        let altitude = try #require(record.field(named: "enhanced_altitude"))
        #expect(altitude.rawInteger(for: 75.2) == 2876)
        #expect(altitude.rawInteger(for: -501) == nil, "below the offset: negative in a uint32")
        let heartRate = try #require(record.field(named: "heart_rate"))
        #expect(heartRate.rawInteger(for: 254.6) == 255)
        #expect(heartRate.rawInteger(for: 255.5) == nil)
        #expect(heartRate.rawInteger(for: .nan) == nil)
    }
}
