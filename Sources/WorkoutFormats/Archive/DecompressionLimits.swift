/// How much a compressed input (a gzip stream or a zip entry) may expand before it is
/// refused as a decompression bomb.
public struct DecompressionLimits: Sendable {
    /// The most bytes one stream or entry may inflate to.
    public var maximumBytes: Int
    /// The most times the output may exceed the compressed bytes read (checked once past 1 MiB).
    public var maximumRatio: Int

    public init(maximumBytes: Int = 8 << 30, maximumRatio: Int = 1000) {
        self.maximumBytes = maximumBytes
        self.maximumRatio = maximumRatio
    }

    /// Output below this size is never refused for its ratio (tiny files compress very well).
    static let ratioThreshold = 1 << 20

    /// Checks the output so far against the limits; `name` names the input in the error.
    func check(inflated: Int, compressed: Int, name: String) throws {
        if inflated > maximumBytes {
            throw FormatError.malformed(
                file: name, at: nil,
                reason: "decompresses to more than \(maximumBytes) bytes; refused as a decompression bomb")
        }
        if inflated > Self.ratioThreshold, inflated / max(compressed, 1) > maximumRatio {
            throw FormatError.malformed(
                file: name, at: nil,
                reason: "expands more than \(maximumRatio) times; refused as a decompression bomb")
        }
    }
}
