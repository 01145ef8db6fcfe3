/// A ``ByteSource`` that inflates a gzip stream (one or several members) read from
/// another source, in bounded memory.
///
/// A decompression bomb is stopped: output past ``DecompressionLimits/maximumBytes``, or past
/// ``DecompressionLimits/maximumRatio`` times the compressed bytes read (once over 1 MiB), is an error.
public final class GzipByteSource: ByteSource {
    /// How much a compressed input may expand.
    public typealias Limits = DecompressionLimits

    /// Whether bytes begin with the gzip magic number.
    public static func isGzip(_ prefix: [UInt8]) -> Bool {
        prefix.count >= 2 && prefix[0] == 0x1F && prefix[1] == 0x8B
    }

    private let name: String
    private let limits: Limits
    private let inflater: Inflater
    private var inflatedBytes = 0

    /// Inflates `base`; `name` is used in error messages.
    public init(_ base: any ByteSource, name: String, limits: Limits = Limits()) throws {
        self.name = name
        self.limits = limits
        guard let inflater = Inflater(base, wrapper: .gzip) else {
            throw FormatError.malformed(file: name, at: nil, reason: "cannot start gzip decompression")
        }
        self.inflater = inflater
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard !inflater.isFinished, buffer.count > 0 else { return 0 }
        let count: Int
        do {
            count = try inflater.inflate(into: buffer)
        } catch Inflater.Failure.truncated {
            // Input is over in the middle of a member.
            throw FormatError.malformed(file: name, at: .byteOffset(inflater.compressedBytesRead),
                                        reason: "the gzip stream ends early (truncated file)")
        } catch Inflater.Failure.corrupt(let reason) {
            throw FormatError.malformed(file: name, at: .byteOffset(inflater.compressedBytesConsumed),
                                        reason: "corrupt gzip data: \(reason)")
        }
        inflatedBytes += count
        try limits.check(inflated: inflatedBytes, compressed: inflater.compressedBytesRead, name: name)
        return count
    }
}
