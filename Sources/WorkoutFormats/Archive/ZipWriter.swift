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
        var header: [UInt8] = []
        Self.append32(0x0403_4B50, to: &header)
        Self.append16(20, to: &header)  // version needed: 2.0
        Self.append16(0x0808, to: &header)  // data descriptor follows; UTF-8 names
        Self.append16(8, to: &header)  // deflate
        Self.append16(Self.dosTime, to: &header)
        Self.append16(Self.dosDate, to: &header)
        header += [UInt8](repeating: 0, count: 12)  // CRC and sizes: in the data descriptor
        Self.append16(UInt16(pathBytes.count), to: &header)
        Self.append16(0, to: &header)
        header += pathBytes
        try emit(header)
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
        var descriptor: [UInt8] = []
        Self.append32(0x0807_4B50, to: &descriptor)
        Self.append32(entry.crc, to: &descriptor)
        Self.append32(UInt32(entry.compressedSize), to: &descriptor)
        Self.append32(UInt32(entry.uncompressedSize), to: &descriptor)
        try emit(descriptor)
        written.append(entry)
    }

    /// Ends the last entry and writes the central directory.
    public func finish() throws {
        try endEntry()
        let directoryOffset = offset
        var directory: [UInt8] = []
        for entry in written {
            Self.append32(0x0201_4B50, to: &directory)
            Self.append16(0x0314, to: &directory)  // made by: Unix, 2.0
            Self.append16(20, to: &directory)
            Self.append16(0x0808, to: &directory)
            Self.append16(8, to: &directory)
            Self.append16(Self.dosTime, to: &directory)
            Self.append16(Self.dosDate, to: &directory)
            Self.append32(entry.crc, to: &directory)
            Self.append32(UInt32(entry.compressedSize), to: &directory)
            Self.append32(UInt32(entry.uncompressedSize), to: &directory)
            Self.append16(UInt16(entry.path.count), to: &directory)
            directory += [UInt8](repeating: 0, count: 8)  // extra, comment, disk, internal attributes
            Self.append32(0o100644 << 16, to: &directory)  // external attributes: a regular file, rw-r--r--
            Self.append32(UInt32(entry.offset), to: &directory)
            directory += entry.path
        }
        try emit(directory)
        guard offset <= 0xFFFF_FFFE else { throw tooLarge("over 4 GiB") }
        var end: [UInt8] = []
        Self.append32(0x0605_4B50, to: &end)
        Self.append32(0, to: &end)
        Self.append16(UInt16(written.count), to: &end)
        Self.append16(UInt16(written.count), to: &end)
        Self.append32(UInt32(directory.count), to: &end)
        Self.append32(UInt32(directoryOffset), to: &end)
        Self.append16(0, to: &end)
        try emit(end)
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

    private static func append16(_ v: UInt16, to b: inout [UInt8]) { b += [UInt8(v & 0xFF), UInt8(v >> 8)] }
    private static func append32(_ v: UInt32, to b: inout [UInt8]) {
        append16(UInt16(v & 0xFFFF), to: &b)
        append16(UInt16(v >> 16), to: &b)
    }
}

extension ZipWriter: ByteSink {}
