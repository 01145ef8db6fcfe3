import CZlibSystem

/// A zlib inflate stream fed from a ``ByteSource``: the loop that hands zlib compressed
/// bytes as it needs them and gathers what it inflates, for ``GzipByteSource`` and zip
/// entries alike. It counts the compressed bytes, so that its owner can apply the
/// ``DecompressionLimits``, and reports damage as a ``Failure`` that its owner words.
final class Inflater {
    /// What wraps the deflate data.
    enum Wrapper {
        /// gzip members (one or several, `cat a.gz b.gz`): a member that ends followed by
        /// another gzip magic byte is followed by that member.
        case gzip
        /// None: raw deflate, as in a zip entry.
        case none

        /// zlib's window bits: the largest window, with a gzip wrapper (+16) or raw (negative).
        var windowBits: Int32 { self == .gzip ? 15 + 16 : -15 }
    }

    /// Why inflating stopped short.
    enum Failure: Error {
        /// The compressed input ended inside the deflate data.
        case truncated
        /// zlib found the data corrupt: its message.
        case corrupt(String)
    }

    private let source: any ByteSource
    private let wrapper: Wrapper
    private let stream: UnsafeMutablePointer<z_stream>
    private let input: UnsafeMutablePointer<UInt8>
    private static let inputCapacity = 1 << 16
    private var inputEnded = false
    /// Whether the deflate data has ended: nothing more is inflated.
    private(set) var isFinished = false
    /// The compressed bytes read from the source so far.
    private(set) var compressedBytesRead = 0

    /// The compressed bytes zlib has consumed: those read less those it has not yet taken.
    var compressedBytesConsumed: Int { compressedBytesRead - Int(stream.pointee.avail_in) }

    /// An inflater over `source`, or `nil` when zlib cannot start.
    init?(_ source: any ByteSource, wrapper: Wrapper) {
        self.source = source
        self.wrapper = wrapper
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        input = .allocate(capacity: Self.inputCapacity)
        guard wk_inflate_init2(stream, wrapper.windowBits) == Z_OK else {
            stream.deallocate()
            input.deallocate()
            return nil
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
        input.deallocate()
    }

    /// Inflates into `buffer` until it is full or the deflate data ends (then
    /// ``isFinished`` is set) and returns how many bytes it holds.
    ///
    /// - Throws: ``Failure`` for damaged or truncated data; what the source throws.
    func inflate(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard !isFinished, buffer.count > 0 else { return 0 }
        stream.pointee.next_out = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
        stream.pointee.avail_out = UInt32(min(buffer.count, Int(UInt32.max)))
        while stream.pointee.avail_out > 0 {
            try refillIfNeeded()
            if stream.pointee.avail_in == 0, inputEnded { throw Failure.truncated }
            let status = CZlibSystem.inflate(stream, Z_NO_FLUSH)
            switch status {
            case Z_OK, Z_BUF_ERROR:
                continue
            case Z_STREAM_END:
                if wrapper == .gzip {
                    // Another member may follow; anything else ends the data.
                    try refillIfNeeded()
                    if stream.pointee.avail_in > 0, stream.pointee.next_in.pointee == 0x1F {
                        inflateReset(stream)
                        continue
                    }
                }
                isFinished = true
                return buffer.count - Int(stream.pointee.avail_out)
            default:
                throw Failure.corrupt(stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)")
            }
        }
        return buffer.count - Int(stream.pointee.avail_out)
    }

    /// Reads the next compressed chunk when zlib has used up the last one.
    private func refillIfNeeded() throws {
        guard stream.pointee.avail_in == 0, !inputEnded else { return }
        let n = try source.read(into: UnsafeMutableRawBufferPointer(start: input, count: Self.inputCapacity))
        if n == 0 {
            inputEnded = true
        } else {
            compressedBytesRead += n
            stream.pointee.next_in = input
            stream.pointee.avail_in = UInt32(n)
        }
    }
}
