import Testing
import FITCodec
import TestSupport

/// A file written by handing the messages out as they come, as the FIT writer writes a
/// large file: the header in front, the messages as handed out, the CRC at the end.
private func handedOutFile(_ messages: [FITOutgoingMessage], every chunkSize: Int) throws -> [UInt8] {
    var encoder = FITEncoder()
    var messageBytes: [UInt8] = []
    var handOuts = 0
    for message in messages {
        try encoder.write(message)
        if encoder.heldByteCount >= chunkSize {
            encoder.handOutMessages { messageBytes += $0 }
            handOuts += 1
            #expect(encoder.heldByteCount == 0)
        }
    }
    encoder.handOutMessages { messageBytes += $0 }
    let crc = encoder.fileCRC()
    return encoder.header() + messageBytes + [UInt8(truncatingIfNeeded: crc), UInt8(truncatingIfNeeded: crc >> 8)]
}

@Suite struct FITEncoderHandingOutTests {
    @Test("a CRC combined from two parts is the CRC of both in a row, for lengths 0 to 4,200 and far beyond")
    func combinedCRCIsTheCRCOfBoth() {
        var random = SeededRandom(seed: 12)
        let bytes = (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        for (firstCount, secondCount) in [(0, 0), (14, 0), (0, 1), (14, 1), (14, 2), (1, 7), (3, 8), (14, 9), (14, 255), (14, 256),
                                          (14, 4_200), (2, 65_535), (14, 65_536), (14, 69_986)] {
            let first = Array(bytes[0..<firstCount]), second = Array(bytes[firstCount..<firstCount + secondCount])
            let combined = FITCRC.combine(FITCRC.checksum(first), FITCRC.checksum(second), secondCount: secondCount)
            #expect(combined == FITCRC.checksum(first + second), "\(firstCount) then \(secondCount) bytes")
        }
        // A run of zeros long enough that the matrix is squared twenty times.
        let prefix = Array(bytes[0..<14]), zeros = [UInt8](repeating: 0, count: 1_000_003)
        var whole = FITCRC()
        (prefix + zeros).withUnsafeBufferPointer { whole.update($0) }
        #expect(FITCRC.combine(FITCRC.checksum(prefix), 0, secondCount: zeros.count) == whole.value)
    }

    @Test("messages handed out in chunks of any size make the bytes of the file held whole",
          .enabled(if: Corpus.isAvailable, corpusMissing),
          arguments: ["garmin-edge500-ride.fit", "stryd-run-developer-types.fit", "garmin-fenix5-run-tiny.fit"])
    func handedOutFileIsTheWholeFile(name: String) throws {
        let messages = try FITDecoder.decode(try corpusBytes(name)).messages.map { FITOutgoingMessage($0) }
        var whole = FITEncoder()
        for message in messages { try whole.write(message) }
        let expected = whole.finish()
        for chunkSize in [1, 13, 4_096, 1 << 18, Int.max] {
            let bytes = try handedOutFile(messages, every: chunkSize)
            #expect(bytes.count == expected.count, "chunks of \(chunkSize) bytes")
            #expect(bytes == expected, "chunks of \(chunkSize) bytes")
        }
        // The decoder reads it, its header's size and both CRCs checked.
        #expect(try FITDecoder.decode(try handedOutFile(messages, every: 4_096)).messages.count == messages.count)
    }

    @Test("packed records handed out between them give the whole file's bytes, header and CRC included")
    func packedRecordsHandedOut() throws {
        var whole = FITEncoder(), handed = FITEncoder()
        var handedBytes: [UInt8] = []
        var record = try FITPackedMessage("record", fields: ["timestamp", "heart_rate", "power"])
        for second in 0..<5_000 {
            try record.set(0, raw: Int64(1_000_000_000 + second))
            try record.set(1, raw: Int64(100 + second % 90))
            if second % 3 == 0 { record.setInvalid(2) } else { try record.set(2, raw: Int64(second % 400)) }
            whole.write(record)
            handed.write(record)
            if second % 777 == 0 { handed.handOutMessages { handedBytes += $0 } }
        }
        #expect(handed.heldByteCount > 0)
        #expect(handed.header() == Array(whole.finish().prefix(14)))
        handed.handOutMessages { handedBytes += $0 }
        #expect(handed.heldByteCount == 0)
        let crc = handed.fileCRC()
        #expect(handed.header() + handedBytes + [UInt8(truncatingIfNeeded: crc), UInt8(truncatingIfNeeded: crc >> 8)] == whole.finish())
    }

    @Test("an encoder that wrote nothing has the empty file's header and CRC")
    func emptyFile() {
        let encoder = FITEncoder()
        let file = encoder.finish()
        #expect(file.count == 16)
        #expect(encoder.header() == Array(file.prefix(14)))
        #expect(encoder.fileCRC() == UInt16(file[14]) | UInt16(file[15]) << 8)
    }
}
