import Testing
@testable import BinaryIO

@Suite struct ByteReaderTests {
    static let bytes: [UInt8] = [0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09]

    @Test("every integer width in both byte orders")
    func integerWidths() {
        Self.bytes.withUnsafeBytes { buffer in
            let reader = ByteReader(buffer)
            #expect(reader.getInteger(at: 0, endianness: .little, as: UInt8.self) == 0x01)
            #expect(reader.getInteger(at: 0, endianness: .big, as: UInt8.self) == 0x01)
            #expect(reader.getInteger(at: 1, endianness: .little, as: UInt16.self) == 0x0302)
            #expect(reader.getInteger(at: 1, endianness: .big, as: UInt16.self) == 0x0203)
            #expect(reader.getInteger(at: 1, endianness: .little, as: UInt32.self) == 0x0504_0302)
            #expect(reader.getInteger(at: 1, endianness: .big, as: UInt32.self) == 0x0203_0405)
            #expect(reader.getInteger(at: 1, endianness: .little, as: UInt64.self) == 0x0908_0706_0504_0302)
            #expect(reader.getInteger(at: 1, endianness: .big, as: UInt64.self) == 0x0203_0405_0607_0809)
        }
    }

    @Test("signed integers keep their sign")
    func signedIntegers() {
        let bytes: [UInt8] = [0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x80]
        bytes.withUnsafeBytes { buffer in
            let reader = ByteReader(buffer)
            #expect(reader.getInteger(at: 0, endianness: .little, as: Int8.self) == -2)
            #expect(reader.getInteger(at: 0, endianness: .little, as: Int16.self) == -2)
            #expect(reader.getInteger(at: 0, endianness: .big, as: Int16.self) == -257)
            #expect(reader.getInteger(at: 0, endianness: .little, as: Int32.self) == -2)
            #expect(reader.getInteger(at: 0, endianness: .little, as: Int64.self) == Int64.min + 0x00FF_FFFF_FFFF_FFFE)
            #expect(reader.getInteger(at: 6, endianness: .big, as: Int16.self) == -128)
        }
    }

    @Test("an integer of a byte count known at run time, 1 to 8 bytes")
    func byteCounts() {
        Self.bytes.withUnsafeBytes { buffer in
            let reader = ByteReader(buffer)
            var little: UInt64 = 0, big: UInt64 = 0
            for count in 1...8 {
                little |= UInt64(Self.bytes[count - 1]) << UInt64(8 * (count - 1))
                big = big << 8 | UInt64(Self.bytes[count - 1])
                #expect(reader.getInteger(at: 0, byteCount: count, endianness: .little) == little, "\(count) bytes")
                #expect(reader.getInteger(at: 0, byteCount: count, endianness: .big) == big, "\(count) bytes")
            }
            #expect(reader.getInteger(at: 0, byteCount: 0, endianness: .little) == nil)
            #expect(reader.getInteger(at: 0, byteCount: 9, endianness: .little) == nil)
            #expect(reader.getInteger(at: 6, byteCount: 4, endianness: .little) == nil)
            #expect(reader.getInteger(at: 5, byteCount: 4, endianness: .big) == 0x0607_0809)
        }
    }

    @Test("floats bit for bit, NaN payloads and negative zero included")
    func floats() {
        var bytes: [UInt8] = []
        withUnsafeBytes(of: Float(1.5).bitPattern.littleEndian) { bytes += $0 }
        withUnsafeBytes(of: (-0.0 as Double).bitPattern.bigEndian) { bytes += $0 }
        let nan = Double(nan: 0x1234, signaling: false)
        withUnsafeBytes(of: nan.bitPattern.littleEndian) { bytes += $0 }
        bytes.withUnsafeBytes { buffer in
            var reader = ByteReader(buffer)
            #expect(reader.getFloat(at: 0, endianness: .little) == 1.5)
            #expect(reader.getFloat(at: 0, endianness: .big) != 1.5)
            #expect(reader.getDouble(at: 4, endianness: .big)?.bitPattern == (-0.0 as Double).bitPattern)
            #expect(reader.getDouble(at: 12, endianness: .little)?.bitPattern == nan.bitPattern)
            #expect(reader.readFloat(endianness: .little) == 1.5)
            #expect(reader.readDouble(endianness: .big)?.sign == .minus)
            #expect(reader.readDouble(endianness: .little)?.isNaN == true)
            #expect(reader.readFloat(endianness: .little) == nil)
            #expect(reader.getDouble(at: 13, endianness: .little) == nil)
        }
    }

    @Test("a short read returns nil and moves nothing")
    func shortReads() {
        Self.bytes.withUnsafeBytes { buffer in
            var reader = ByteReader(buffer, readerIndex: 6)
            #expect(reader.readableBytes == 3)
            #expect(reader.readInteger(endianness: .little, as: UInt32.self) == nil)
            #expect(reader.readerIndex == 6)
            #expect(reader.readBytes(count: 4) == nil)
            #expect(reader.readInteger(byteCount: 4, endianness: .little) == nil)
            #expect(reader.readerIndex == 6)
            #expect(reader.readInteger(endianness: .big, as: UInt16.self) == 0x0708)
            #expect(reader.readInteger(byteCount: 1, endianness: .big) == 0x09)
            #expect(reader.readableBytes == 0)
            #expect(reader.readInteger(endianness: .little, as: UInt8.self) == nil)
        }
    }

    @Test("offsets outside the bytes, negative or huge, read nothing")
    func outsideOffsets() {
        Self.bytes.withUnsafeBytes { buffer in
            let reader = ByteReader(buffer)
            #expect(reader.getInteger(at: -1, endianness: .little, as: UInt8.self) == nil)
            #expect(reader.getInteger(at: 9, endianness: .little, as: UInt8.self) == nil)
            #expect(reader.getInteger(at: Int.max, endianness: .little, as: UInt16.self) == nil)
            #expect(reader.getInteger(at: Int.min, byteCount: 2, endianness: .little) == nil)
            #expect(reader.getBytes(at: 8, count: 2) == nil)
            #expect(reader.getBytes(at: 2, count: -1) == nil)
            #expect(reader.getBytes(at: 9, count: 0)?.count == 0)
        }
        [UInt8]().withUnsafeBytes { buffer in
            var reader = ByteReader(buffer)
            #expect(reader.readableBytes == 0)
            #expect(reader.readInteger(endianness: .little, as: UInt8.self) == nil)
            #expect(reader.getInteger(at: 0, byteCount: 1, endianness: .big) == nil)
        }
    }

    @Test("bytes are read in place and the reader index moves both ways within them")
    func bytesAndMoves() {
        Self.bytes.withUnsafeBytes { buffer in
            var reader = ByteReader(buffer, readerIndex: 100)
            #expect(reader.readerIndex == 9)
            // (Each move is made before its expectation: #expect cannot call a mutating method.)
            var moved = reader.moveReaderIndex(forwardBy: -9)
            #expect(moved && reader.readerIndex == 0)
            moved = reader.moveReaderIndex(forwardBy: -1)
            #expect(!moved && reader.readerIndex == 0)
            moved = reader.moveReaderIndex(forwardBy: 10)
            #expect(!moved && reader.readerIndex == 0)
            moved = reader.moveReaderIndex(forwardBy: 2)
            #expect(moved && reader.readerIndex == 2)
            #expect(reader.readBytes(count: 3).map(Array.init) == [0x03, 0x04, 0x05])
            #expect(reader.readerIndex == 5)
            #expect(reader.getBytes(at: 0, count: 2).map(Array.init) == [0x01, 0x02])
            #expect(reader.readerIndex == 5)
        }
    }
}
