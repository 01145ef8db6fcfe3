import CZlibSystem

/// A ``ByteSource`` that inflates a gzip stream (one or several members) read from
/// another source, in bounded memory.
///
/// A decompression bomb is stopped: output past ``Limits/maximumBytes``, or past
/// ``Limits/maximumRatio`` times the compressed bytes read (once over 1 MiB), is an error.
public final class GzipByteSource: ByteSource {
    /// How much a compressed input may expand.
    public typealias Limits = DecompressionLimits

    /// Whether bytes begin with the gzip magic number.
    public static func isGzip(_ prefix: [UInt8]) -> Bool {
        prefix.count >= 2 && prefix[0] == 0x1F && prefix[1] == 0x8B
    }

    private let base: any ByteSource
    private let name: String
    private let limits: Limits
    private let stream: UnsafeMutablePointer<z_stream>
    private let input: UnsafeMutablePointer<UInt8>
    private static let inputCapacity = 1 << 16
    private var inputEnded = false
    private var finished = false
    private var compressedBytes = 0
    private var inflatedBytes = 0

    /// Inflates `base`; `name` is used in error messages.
    public init(_ base: any ByteSource, name: String, limits: Limits = Limits()) throws {
        self.base = base
        self.name = name
        self.limits = limits
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        input = .allocate(capacity: Self.inputCapacity)
        // 15 + 16: a gzip wrapper with the largest window.
        guard wk_inflate_init2(stream, 15 + 16) == Z_OK else {
            stream.deallocate()
            input.deallocate()
            throw FormatError.malformed(file: name, at: nil, reason: "cannot start gzip decompression")
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
        input.deallocate()
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard !finished, buffer.count > 0 else { return 0 }
        stream.pointee.next_out = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
        stream.pointee.avail_out = UInt32(min(buffer.count, Int(UInt32.max)))
        while stream.pointee.avail_out > 0 {
            try refillIfNeeded()
            if stream.pointee.avail_in == 0, inputEnded {
                // Input is over in the middle of a member.
                throw FormatError.malformed(
                    file: name, at: .byteOffset(compressedBytes), reason: "the gzip stream ends early (truncated file)")
            }
            let status = inflate(stream, Z_NO_FLUSH)
            switch status {
            case Z_OK, Z_BUF_ERROR:
                continue
            case Z_STREAM_END:
                // Another member may follow (`cat a.gz b.gz`); anything else ends the data.
                try refillIfNeeded()
                if stream.pointee.avail_in == 0 || stream.pointee.next_in.pointee != 0x1F {
                    finished = true
                    return try produced(buffer)
                }
                inflateReset(stream)
            default:
                let offset = compressedBytes - Int(stream.pointee.avail_in)
                let reason = stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)"
                throw FormatError.malformed(file: name, at: .byteOffset(offset), reason: "corrupt gzip data: \(reason)")
            }
        }
        return try produced(buffer)
    }

    /// Reads the next compressed chunk when zlib has used up the last one.
    private func refillIfNeeded() throws {
        guard stream.pointee.avail_in == 0, !inputEnded else { return }
        let n = try base.read(into: UnsafeMutableRawBufferPointer(start: input, count: Self.inputCapacity))
        if n == 0 {
            inputEnded = true
        } else {
            compressedBytes += n
            stream.pointee.next_in = input
            stream.pointee.avail_in = UInt32(n)
        }
    }

    /// Counts what this call produced and enforces the limits.
    private func produced(_ buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = buffer.count - Int(stream.pointee.avail_out)
        inflatedBytes += count
        try limits.check(inflated: inflatedBytes, compressed: compressedBytes, name: name)
        return count
    }
}
