/// A packed time column's times as whole seconds after its first time: a first time (a
/// double), then each time's seconds after it as a little-endian `Int32`, where the first plus
/// them gives the time back bit for bit. A device that records each second, with pauses, fits
/// it; a chunk whose times do not keeps a double each. Route chunks
/// (``LocationChunk/Layout/Times/wholeSeconds``) and series chunks
/// (``SeriesChunk/Compaction/timeSeconds``) store times so.
enum WholeSeconds {
    /// The whole seconds from `first` to `time`, when `first` plus them is `time` bit for bit
    /// and they fit an `Int32`.
    @inline(__always)
    static func from(_ first: Double, to time: Double) -> Int32? {
        let seconds = time - first
        guard seconds >= -2_147_483_648, seconds <= 2_147_483_647 else { return nil }
        let whole = Int32(seconds)
        return (first + Double(whole)).bitPattern == time.bitPattern ? whole : nil
    }

    /// The time `seconds` after `first`.
    @inline(__always)
    static func time(_ seconds: Int32, after first: Double) -> Double { first + Double(seconds) }
}
