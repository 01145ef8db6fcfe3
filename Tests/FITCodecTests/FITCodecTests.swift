import Testing
import FITCodec
import FITProfile
import TestSupport

/// A FIT file around `records`: a header of `headerSize` bytes (with a header CRC
/// unless `headerCRC` is false) and the file CRC.
func fitFile(_ records: [UInt8], headerSize: Int = 14, headerCRC: Bool = true) -> [UInt8] {
    let size = records.count
    var header: [UInt8] = [UInt8(headerSize), 0x20, 0x52, 0x52,
                           UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24 & 0xFF)]
    header += Array(".FIT".utf8)
    if headerSize == 14 {
        let crc = headerCRC ? FITCRC.checksum(header) : 0
        header += [UInt8(crc & 0xFF), UInt8(crc >> 8)]
    }
    let crc = FITCRC.checksum(header + records)
    return header + records + [UInt8(crc & 0xFF), UInt8(crc >> 8)]
}

@Suite struct FITCodecTests {
    @Test func crcOfTheStandardCheckStringIsCRC16ARC() {
        #expect(FITCRC.checksum(Array("123456789".utf8)) == 0xBB3D)
    }

    @Test func resolvedFieldsReadWhatTheirNamesRead() throws {
        var encoder = FITEncoder()
        var record = try FITOutgoingMessage("record")
        try record.set("timestamp", raw: 1000)
        try record.set("heart_rate", 150)
        try record.set("speed", 5.5) // its component unpacks into enhanced_speed
        try record.set("altitude", 120.4)
        try record.set("position_lat", 100_000_000)
        try encoder.write(record)
        let message = try #require(try FITDecoder.decode(encoder.finish()).messages.first)
        for name in ["heart_rate", "speed", "enhanced_speed", "altitude", "enhanced_altitude", "position_lat", "power", "cadence"] {
            let resolved = try #require(message.definition.resolve(name), "\(name)")
            #expect(message.double(resolved) == message.double(name), "\(name)")
        }
        #expect(message.double(try #require(message.definition.resolve("enhanced_speed"))) == 5.5)
        #expect(message.double(try #require(message.definition.resolve("power"))) == nil)
        #expect(message.definition.resolve("no_such_field") == nil)
    }

    @Test func aValueIndexPastTheFieldGivesNoValue() throws {
        var encoder = FITEncoder()
        var record = try FITOutgoingMessage("record")
        try record.set("heart_rate", 150)
        try encoder.write(record)
        let message = try #require(try FITDecoder.decode(encoder.finish()).messages.first)
        let field = try #require(message.definition.field(number: 3))
        #expect(message.bitPattern(of: field) == 150)
        for index in [1, 2, -1, Int.max, Int.min] { #expect(message.bitPattern(of: field, index: index) == nil, "index \(index)") }
    }

    @Test func crcOfBytesInMemoryEqualsTheCRCAddedByteByByte() {
        var random = SeededRandom(seed: 4)
        for count in [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 1000] {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            var bulk = FITCRC(), single = FITCRC()
            bytes.withUnsafeBufferPointer { bulk.update($0) }
            for byte in bytes { single.update(byte) }
            #expect(bulk == single, "\(count) bytes")
        }
    }

    @Test func profileKnowsRecordAltitudeScaleOffsetAndItsEnhancedComponent() throws {
        let record = try #require(FITProfile.message(named: "record"))
        #expect(record.number == FITMessageNumber.record)
        let altitude = try #require(record.field(named: "altitude"))
        #expect(altitude.scale == 5 && altitude.offset == 500 && altitude.units == "m")
        #expect(altitude.components.map(\.targetFieldNumber) == [78])
        let distance = try #require(record.field(named: "distance"))
        #expect(distance.isAccumulated && distance.scale == 100)
        let compressed = try #require(record.field(named: "compressed_speed_distance"))
        #expect(compressed.components.map(\.bits) == [12, 12])
        #expect(FITProfile.type(named: "sport")?.name(of: 1) == "running")
        #expect(FITProfile.type(named: "sport")?.value(named: "cycling") == 2)
        let event = try #require(FITProfile.message(named: "event"))
        #expect(event.fieldOrSubField(named: "timer_trigger")?.field.name == "data")
    }

    @Test func baseTypesHaveTheProtocolsSizesAndInvalidValues() {
        #expect(FITBaseType(definitionByte: 0x84) == .uint16)
        #expect(FITBaseType(definitionByte: 0x04) == .uint16, "a base type written without its byte-order bit")
        #expect(FITBaseType(definitionByte: 0x1F) == nil)
        #expect(FITBaseType.sint16.invalidBitPattern == 0x7FFF && FITBaseType.uint32z.invalidBitPattern == 0)
        let sizes: [FITBaseType: Int] = [.enumeration: 1, .sint16: 2, .uint32z: 4, .float64: 8, .uint64z: 8, .string: 1]
        for (type, size) in sizes { #expect(type.size == size, "\(type)") }
    }

    @Test func bigEndianDefinitionsAndInvalidValuesDecode() throws {
        // record (20), big-endian: heart_rate uint8, power uint16, altitude uint16 (invalid)
        let records: [UInt8] = [0x40, 0, 1, 0, 20, 3, 3, 1, 0x02, 7, 2, 0x84, 2, 2, 0x84,
                                0x00, 150, 0x01, 0x2C, 0xFF, 0xFF]
        let result = try FITDecoder.decode(fitFile(records))
        let record = try #require(result.messages.first)
        #expect(record.name == "record")
        #expect(record.double("heart_rate") == 150)
        #expect(record.double("power") == 300)
        #expect(record.double("altitude") == nil)
        #expect(record.double("enhanced_altitude") == nil)
    }

    @Test func declaredBaseTypeWinsOverTheProfiles() throws {
        // heart_rate declared uint16 (profile: uint8), little-endian
        let records: [UInt8] = [0x40, 0, 0, 20, 0, 1, 3, 2, 0x84, 0x00, 0x2C, 0x01]
        let record = try #require(try FITDecoder.decode(fitFile(records)).messages.first)
        #expect(record.double("heart_rate") == 300)
    }

    @Test func twelveByteHeadersAndZeroHeaderCRCsAreAccepted() throws {
        let records: [UInt8] = [0x40, 0, 0, 20, 0, 1, 3, 1, 0x02, 0x00, 99]
        #expect(try FITDecoder.decode(fitFile(records, headerSize: 12)).messages.count == 1)
        #expect(try FITDecoder.decode(fitFile(records, headerCRC: false)).messages.count == 1)
    }

    @Test func aWrongHeaderCRCIsAnErrorAtItsOffset() throws {
        var bytes = fitFile([0x40, 0, 0, 20, 0, 1, 3, 1, 0x02, 0x00, 99])
        bytes[12] ^= 0xFF
        let error = try #require(throws: FITDecodingError.self) { try FITDecoder.decode(bytes) }
        #expect(error.kind == .headerCRCMismatch && error.offset == 12)
    }

    @Test func aRecordRunningPastTheDeclaredDataSizeIsAnError() throws {
        // The header declares 11 data bytes: the definition (9) and only 2 of the data message's 3.
        var bytes = fitFile([0x40, 0, 0, 20, 0, 1, 3, 2, 0x84, 0x00, 0x2C, 0x01])
        bytes[4] = 11
        bytes[12] = UInt8(FITCRC.checksum(bytes[0..<12]) & 0xFF)
        bytes[13] = UInt8(FITCRC.checksum(bytes[0..<12]) >> 8)
        let error = try #require(throws: FITDecodingError.self) { try FITDecoder.decode(bytes) }
        #expect(error.kind == .sizeMismatch && error.offset == 14 + 9)
        #expect(error.reason.contains("runs past the end of the data the file header declares"))
        let lenient = try FITDecoder.decode(bytes, mode: .lenient)
        #expect(lenient.messages.isEmpty && lenient.damage == error)
    }

    @Test func anUnknownMessageIsKeptWithItsFields() throws {
        // global message 65280 (manufacturer range): one uint16 field 3
        let records: [UInt8] = [0x40, 0, 0, 0x00, 0xFF, 1, 3, 2, 0x84, 0x00, 0x34, 0x12]
        let message = try #require(try FITDecoder.decode(fitFile(records)).messages.first)
        #expect(message.name == "unknown_65280" && message.profile == nil)
        #expect(message.integer(field: 3) == 0x1234)
        #expect(message.double("anything") == nil)
    }

    @Test func compressedTimestampsAddTheirOffsetWithRollover() throws {
        // record with timestamp 1000 (1000 & 31 = 8), then compressed headers of local type 0
        // with offsets 10 (-> 1002) and 3 (rolls over -> 1027).
        let records: [UInt8] = [0x40, 0, 0, 20, 0, 2, 253, 4, 0x86, 3, 1, 0x02,
                                0x00, 0xE8, 0x03, 0x00, 0x00, 100,
                                0x41, 0, 0, 20, 0, 1, 3, 1, 0x02,
                                0x80 | 0x20 | 10, 101,
                                0x80 | 0x20 | 3, 102]
        let messages = try FITDecoder.decode(fitFile(records)).messages
        #expect(messages.map(\.timestamp) == [1000, 1002, 1027])
        #expect(messages.map { $0.double("heart_rate") } == [100, 101, 102])
    }

    @Test func compressedSpeedDistanceUnpacksAndDistanceAccumulatesOverRollover() throws {
        // speed 12 bits (/100 m/s), distance 12 bits (/16 m, accumulated): 4000/16 m,
        // then 100/16 m, which rolls over the 12 bits: +196 raw counts.
        func packed(speed: Int, distance: Int) -> [UInt8] {
            let bits = speed | distance << 12
            return [UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF)]
        }
        let definition: [UInt8] = [0x40, 0, 0, 20, 0, 1, 8, 3, 0x0D]
        let first: [UInt8] = [0x00] + packed(speed: 250, distance: 4000)
        let second: [UInt8] = [0x00] + packed(speed: 300, distance: 100)
        let records = definition + first + second
        let messages = try FITDecoder.decode(fitFile(records)).messages
        #expect(messages.map { $0.double("speed") } == [2.5, 3.0])
        #expect(messages.map { $0.double("enhanced_speed") } == [2.5, 3.0])
        let distances: [Double?] = [250, 262.25]  // 4000 / 16, then (4096 + 100) / 16
        #expect(messages.map { $0.double("distance") } == distances)
    }

    @Test func subFieldsFollowTheirReferenceField() throws {
        // event: event (0) = timer (0), event_type (1) = stop_all (4), data (3) = 2 (fitness_equipment)
        let records: [UInt8] = [0x40, 0, 0, 21, 0, 3, 0, 1, 0x00, 1, 1, 0x00, 3, 4, 0x86,
                                0x00, 0, 4, 2, 0, 0, 0]
        let event = try #require(try FITDecoder.decode(fitFile(records)).messages.first)
        #expect(event.valueName("event") == "timer")
        #expect(event.valueName("event_type") == "stop_all")
        #expect(event.valueName("timer_trigger") == "fitness_equipment")
        #expect(event.integer("course_point_index") == nil, "a sub-field whose condition does not hold")
    }

    @Test func developerFieldsAreNamedScaledAndSkippedWithoutADescription() throws {
        var encoder = FITEncoder()
        var dataID = try FITOutgoingMessage("developer_data_id")
        try dataID.set("developer_data_index", raw: 0)
        try encoder.write(dataID)
        var description = try FITOutgoingMessage("field_description")
        try description.set("developer_data_index", raw: 0)
        try description.set("field_definition_number", raw: 1)
        try description.set("fit_base_type_id", raw: Int64(FITBaseType.uint16.rawValue))
        try description.set("field_name", string: "Form Power")
        try description.set("units", string: "Watts")
        try description.set("scale", raw: 10)
        try encoder.write(description)
        let described = FITDeveloperFieldDescription(developerDataIndex: 0, fieldNumber: 1, baseType: .uint16,
                                                     name: "Form Power", units: "Watts")
        let undescribed = FITDeveloperFieldDescription(developerDataIndex: 0, fieldNumber: 9, baseType: .uint32,
                                                       name: nil, units: nil)
        var record = try FITOutgoingMessage("record")
        try record.set("heart_rate", 140)
        record.developerFields = [FITOutgoingDeveloperField(description: undescribed, values: [.integer(7)]),
                                  FITOutgoingDeveloperField(description: described, values: [.integer(655)])]
        try encoder.write(record)
        var after = try FITOutgoingMessage("record")
        try after.set("heart_rate", 141)
        try encoder.write(after)

        let messages = try FITDecoder.decode(encoder.finish()).messages
        #expect(messages.map(\.name) == ["developer_data_id", "field_description", "record", "record"])
        let fields = messages[2].developerFields
        #expect(fields.count == 2)
        #expect(fields[0].description == nil && fields[0].values.isEmpty, "no description: skipped by its size")
        #expect(fields[1].description?.name == "Form Power" && fields[1].description?.units == "Watts")
        #expect(fields[1].doubleValue == 65.5)
        #expect(messages[2].double("heart_rate") == 140)
        #expect(messages[3].double("heart_rate") == 141, "the stream stays in step after the skipped field")
    }

    @Test func bytesFedOneAtATimeDecodeLikeTheWholeInput() throws {
        var encoder = FITEncoder()
        for heartRate in 100..<140 {
            var record = try FITOutgoingMessage("record")
            try record.set("timestamp", Double(1_000_000 + heartRate))
            try record.set("heart_rate", Double(heartRate))
            try encoder.write(record)
        }
        let bytes = encoder.finish() + encoder.finish()
        let decoder = FITDecoder()
        var streamed: [FITMessage] = []
        for byte in bytes {
            decoder.append([byte])
            while let message = try decoder.next() { streamed.append(message) }
        }
        #expect(try decoder.finish().isEmpty)
        let whole = try FITDecoder.decode(bytes)
        #expect(whole.fileCount == 2, "a chained file")
        #expect(streamed == whole.messages)
        #expect(streamed.count == 80)
    }

    @Test func theEncoderRefusesValuesAFieldCannotHold() throws {
        var record = try FITOutgoingMessage("record")
        #expect(throws: FITEncodingError.self) { try record.set("heart_rate", 300) }
        #expect(throws: FITEncodingError.self) { try record.set("no_such_field", 1) }
        #expect(throws: FITEncodingError.self) { try FITOutgoingMessage("no_such_message") }
    }

    @Test func emptyAndForeignInputsAreNotFIT() throws {
        let empty = try #require(throws: FITDecodingError.self) { try FITDecoder.decode([]) }
        #expect(empty.kind == .empty)
        let text = try #require(throws: FITDecodingError.self) { try FITDecoder.decode(Array("<?xml version=\"1.0\"?>".utf8)) }
        #expect(text.kind == .notFIT && text.offset == 0)
    }
}
