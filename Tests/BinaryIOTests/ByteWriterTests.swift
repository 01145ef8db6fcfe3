import Testing
import BinaryIO

@Suite struct ByteWriterTests {
    @Test("every integer width in both byte orders")
    func integerWidths() {
        var writer = ByteWriter()
        writer.writeInteger(UInt8(0x01), endianness: .big)
        writer.writeInteger(UInt16(0x0203), endianness: .little)
        writer.writeInteger(UInt16(0x0203), endianness: .big)
        writer.writeInteger(UInt32(0x0405_0607), endianness: .little)
        writer.writeInteger(UInt32(0x0405_0607), endianness: .big)
        writer.writeInteger(UInt64(0x0809_0A0B_0C0D_0E0F), endianness: .little)
        writer.writeInteger(UInt64(0x0809_0A0B_0C0D_0E0F), endianness: .big)
        writer.writeInteger(Int16(-2), endianness: .little)
        writer.writeInteger(Int32(-2), endianness: .big)
        #expect(writer.bytes == [0x01, 0x03, 0x02, 0x02, 0x03, 0x07, 0x06, 0x05, 0x04, 0x04, 0x05, 0x06, 0x07,
                                 0x0F, 0x0E, 0x0D, 0x0C, 0x0B, 0x0A, 0x09, 0x08, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F,
                                 0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE])
        #expect(writer.count == 35)
    }

    @Test("the low bytes of an integer of a byte count known at run time")
    func byteCounts() {
        for count in 1...8 {
            var little = ByteWriter(), big = ByteWriter()
            little.writeInteger(0x0102_0304_0506_0708, byteCount: count, endianness: .little)
            big.writeInteger(0x0102_0304_0506_0708, byteCount: count, endianness: .big)
            let all: [UInt8] = [0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x01]
            let low = Array(all[..<count])
            #expect(little.bytes == low, "\(count) bytes")
            #expect(big.bytes == low.reversed(), "\(count) bytes")
        }
    }

    @Test("floats bit for bit")
    func floats() {
        var writer = ByteWriter()
        writer.writeFloat(1.5, endianness: .little)
        writer.writeDouble(-0.0, endianness: .big)
        writer.writeDouble(.infinity, endianness: .little)
        #expect(writer.bytes == [0x00, 0x00, 0xC0, 0x3F, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xF0, 0x7F])
    }

    @Test("bytes, runs, and overwriting what was written")
    func bytesAndSets() {
        var writer = ByteWriter(capacity: 16)
        writer.writeByte(0xAA)
        writer.writeBytes([0x01, 0x02])
        [UInt8](arrayLiteral: 0x03).withUnsafeBytes { writer.writeBytes($0) }
        writer.writeRepeating(0, count: 8)
        writer.setInteger(UInt16(0xBEEF), at: 4, endianness: .big)
        writer.setInteger(0x1122_3344, byteCount: 4, at: 6, endianness: .little)
        writer.setInteger(0x99, byteCount: 1, at: 0, endianness: .little)
        writer.setInteger(0x0102_0304_0506_0708, byteCount: 8, at: 4, endianness: .little)
        #expect(writer.bytes == [0x99, 0x01, 0x02, 0x03, 0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x01])
        writer.setInteger(0xABCD, byteCount: 2, at: 10, endianness: .big)
        #expect(writer.bytes.suffix(2) == [0xAB, 0xCD])
    }

    @Test("what a writer writes, a reader reads back")
    func roundTrip() {
        var writer = ByteWriter()
        for endianness in [Endianness.little, .big] {
            writer.writeInteger(UInt16.max - 1, endianness: endianness)
            writer.writeInteger(Int64.min + 3, endianness: endianness)
            writer.writeInteger(0x0A0B_0C, byteCount: 3, endianness: endianness)
            writer.writeDouble(.pi, endianness: endianness)
        }
        writer.bytes.withUnsafeBytes { buffer in
            var reader = ByteReader(buffer)
            for endianness in [Endianness.little, .big] {
                #expect(reader.readInteger(endianness: endianness, as: UInt16.self) == UInt16.max - 1)
                #expect(reader.readInteger(endianness: endianness, as: Int64.self) == Int64.min + 3)
                #expect(reader.readInteger(byteCount: 3, endianness: endianness) == 0x0A0B_0C)
                #expect(reader.readDouble(endianness: endianness) == .pi)
            }
            #expect(reader.readableBytes == 0)
        }
    }
}
