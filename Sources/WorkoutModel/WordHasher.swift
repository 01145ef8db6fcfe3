/// A stable 128-bit hash taken 64 bits at a time: two lanes, each a multiply-rotate round
/// per word (xxHash64's round, with its primes; the second lane with another rotation and
/// other primes), finished by xxHash64's avalanche. What version 2 of a recording's digest
/// hashes its values and locations with (see ``StreamingRecordingDigest``): a word costs
/// one round where ``ContentHasher`` takes eight dependent steps, one a byte.
///
/// Not a cryptographic hash: it tells changed content from unchanged, as ``ContentHasher`` does.
struct WordHasher: StableHasher {
    private var a: UInt64 = 0x9E37_79B1_85EB_CA87
    private var b: UInt64 = 0x27D4_EB2F_1656_67C5
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63

    init() {}

    @inline(__always)
    mutating func add(_ value: UInt64) {
        let x = a &+ value &* Self.prime2
        a = (x << 31 | x >> 33) &* Self.prime1
        let y = b ^ (value &* Self.prime4)
        b = (y << 27 | y >> 37) &* Self.prime3
    }

    /// A text as its length plus one (0 for none), then its UTF-8 bytes eight to a word,
    /// little-endian, the last word padded with zeros.
    mutating func add(_ value: String?) {
        guard let value else { add(0 as UInt64); return }
        var text = value
        text.withUTF8 { bytes in
            add(UInt64(bytes.count) &+ 1)
            var word: UInt64 = 0
            var shift: UInt64 = 0
            for byte in bytes {
                word |= UInt64(byte) << shift
                shift += 8
                if shift == 64 {
                    add(word)
                    word = 0
                    shift = 0
                }
            }
            if shift > 0 { add(word) }
        }
    }

    /// The two lanes, each through xxHash64's avalanche (every input bit reaches every output bit).
    var lanes: (UInt64, UInt64) { (Self.avalanche(a), Self.avalanche(b)) }

    private static func avalanche(_ lane: UInt64) -> UInt64 {
        var h = lane
        h ^= h >> 33
        h = h &* prime2
        h ^= h >> 29
        h = h &* prime3
        h ^= h >> 32
        return h
    }
}
