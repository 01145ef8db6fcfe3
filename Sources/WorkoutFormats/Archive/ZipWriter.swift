import BinaryIO
import CZlibSystem

/// Writes a zip archive to a ``ByteSink`` in one pass: each entry is deflated as it is
/// written, followed by a data descriptor (CRC-32 and sizes), and the central directory
/// comes at the end. Archives up to 4 GiB and 65,535 entries (no ZIP64).
public final class ZipWriter {
    private struct Written {
        var path: [UInt8]
        var crc: UInt32
        var compressedSize: Int
        var uncompressedSize: Int
        var offset: Int
    }

    private let sink: any ByteSink
    private let name: String
    private var written: [Written] = []
    private var offset = 0
    private var current: Written?
    private var crc: UInt = 0
    private let stream: UnsafeMutablePointer<z_stream>
    private let output: UnsafeMutablePointer<UInt8>
    private static let outputCapacity = 1 << 16
    /// 2024-01-01 00:00 in MS-DOS time and date: fixed, so the same content gives the same bytes.
    private static let dosTime: UInt16 = 0, dosDate: UInt16 = (44 << 9) | (1 << 5) | 1

    /// Writes to `sink`; `name` names the archive in errors.
    public init(sink: any ByteSink, name: String) {
        self.sink = sink
        self.name = name
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        output = .allocate(capacity: Self.outputCapacity)
    }

    deinit {
        if current != nil { deflateEnd(stream) }
        stream.deallocate()
        output.deallocate()
    }

    /// Starts an entry at `path` (with `/` separators); ends the previous one.
    public func beginEntry(_ path: String) throws {
        try endEntry()
        guard written.count < 0xFFFF else { throw tooLarge("more than 65,535 entries") }
        let pathBytes = Array(path.utf8)
        guard pathBytes.count <= 0xFFFF else { throw tooLarge("an entry name over 65,535 bytes") }
        current = Written(path: pathBytes, crc: 0, compressedSize: 0, uncompressedSize: 0, offset: offset)
        crc = crc32(0, nil, 0)
        var header = ByteWriter()
        header.writeInteger(0x0403_4B50 as UInt32, endianness: .little)
        header.writeInteger(20 as UInt16, endianness: .little)  // version needed: 2.0
        header.writeInteger(0x0808 as UInt16, endianness: .little)  // data descriptor follows; UTF-8 names
        header.writeInteger(8 as UInt16, endianness: .little)  // deflate
        header.writeInteger(Self.dosTime, endianness: .little)
        header.writeInteger(Self.dosDate, endianness: .little)
        header.writeRepeating(0, count: 12)  // CRC and sizes: in the data descriptor
        header.writeInteger(UInt16(pathBytes.count), endianness: .little)
        header.writeInteger(0 as UInt16, endianness: .little)
        header.writeBytes(pathBytes)
        try emit(header.bytes)
        guard wk_deflate_init2(stream, 6, -15) == Z_OK else {
            throw FormatError.cannotWrite(name, reason: "cannot start zip compression")
        }
    }

    /// Adds bytes to the current entry.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard current != nil else { throw FormatError.cannotWrite(name, reason: "bytes written outside an entry") }
        guard bytes.count > 0 else { return }
        crc = crc32(crc, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt32(bytes.count))
        current!.uncompressedSize += bytes.count
        stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self))
        stream.pointee.avail_in = UInt32(bytes.count)
        try pump(flush: Z_NO_FLUSH)
    }

    /// Ends the current entry, if any.
    public func endEntry() throws {
        guard var entry = current else { return }
        stream.pointee.next_in = nil
        stream.pointee.avail_in = 0
        try pump(flush: Z_FINISH)
        deflateEnd(stream)
        current = nil
        entry.crc = UInt32(truncatingIfNeeded: crc)
        entry.compressedSize = offset - entry.offset - 30 - entry.path.count
        guard entry.uncompressedSize <= 0xFFFF_FFFE, offset <= 0xFFFF_FFFE else { throw tooLarge("over 4 GiB") }
        var descriptor = ByteWriter()
        descriptor.writeInteger(0x0807_4B50 as UInt32, endianness: .little)
        descriptor.writeInteger(entry.crc, endianness: .little)
        descriptor.writeInteger(UInt32(entry.compressedSize), endianness: .little)
        descriptor.writeInteger(UInt32(entry.uncompressedSize), endianness: .little)
        try emit(descriptor.bytes)
        written.append(entry)
    }

    /// Ends the last entry and writes the central directory.
    public func finish() throws {
        try endEntry()
        let directoryOffset = offset
        var directory = ByteWriter()
        for entry in written {
            directory.writeInteger(0x0201_4B50 as UInt32, endianness: .little)
            directory.writeInteger(0x0314 as UInt16, endianness: .little)  // made by: Unix, 2.0
            directory.writeInteger(20 as UInt16, endianness: .little)
            directory.writeInteger(0x0808 as UInt16, endianness: .little)
            directory.writeInteger(8 as UInt16, endianness: .little)
            directory.writeInteger(Self.dosTime, endianness: .little)
            directory.writeInteger(Self.dosDate, endianness: .little)
            directory.writeInteger(entry.crc, endianness: .little)
            directory.writeInteger(UInt32(entry.compressedSize), endianness: .little)
            directory.writeInteger(UInt32(entry.uncompressedSize), endianness: .little)
            directory.writeInteger(UInt16(entry.path.count), endianness: .little)
            directory.writeRepeating(0, count: 8)  // extra, comment, disk, internal attributes
            directory.writeInteger(0o100644 << 16 as UInt32, endianness: .little)  // external attributes: a regular file, rw-r--r--
            directory.writeInteger(UInt32(entry.offset), endianness: .little)
            directory.writeBytes(entry.path)
        }
        try emit(directory.bytes)
        guard offset <= 0xFFFF_FFFE else { throw tooLarge("over 4 GiB") }
        var end = ByteWriter()
        end.writeInteger(0x0605_4B50 as UInt32, endianness: .little)
        end.writeInteger(0 as UInt32, endianness: .little)
        end.writeInteger(UInt16(written.count), endianness: .little)
        end.writeInteger(UInt16(written.count), endianness: .little)
        end.writeInteger(UInt32(directory.count), endianness: .little)
        end.writeInteger(UInt32(directoryOffset), endianness: .little)
        end.writeInteger(0 as UInt16, endianness: .little)
        try emit(end.bytes)
    }

    private func pump(flush: Int32) throws {
        while true {
            stream.pointee.next_out = output
            stream.pointee.avail_out = UInt32(Self.outputCapacity)
            let status = deflate(stream, flush)
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                throw FormatError.cannotWrite(name, reason: "zip compression failed (zlib error \(status))")
            }
            let produced = Self.outputCapacity - Int(stream.pointee.avail_out)
            if produced > 0 { try emit(UnsafeRawBufferPointer(start: output, count: produced)) }
            if flush == Z_FINISH ? status == Z_STREAM_END : stream.pointee.avail_in == 0 && produced < Self.outputCapacity {
                return
            }
        }
    }

    private func emit(_ bytes: [UInt8]) throws { try bytes.withUnsafeBytes { try emit($0) } }

    private func emit(_ bytes: UnsafeRawBufferPointer) throws {
        try sink.write(bytes)
        offset += bytes.count
    }

    private func tooLarge(_ what: String) -> FormatError {
        .cannotWrite(name, reason: "the archive would hold \(what); workoutkit writes zip archives without ZIP64")
    }
}

extension ZipWriter: ByteSink {}
