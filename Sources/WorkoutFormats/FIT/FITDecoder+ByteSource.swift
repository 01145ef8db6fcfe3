import FITCodec

extension FITDecoder {
    /// Feeds the decoder `source` 64 KB at a time and calls `body` with each message it hands
    /// out, those ``finish()`` gives at the end included.
    ///
    /// - Throws: the decoder's ``/FITCodec/FITDecodingError``s, the source's errors and `body`'s.
    func decodeMessages(from source: any ByteSource, _ body: (FITMessage) throws -> Void) throws {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try chunk.withUnsafeMutableBytes { try source.read(into: $0) }
            if count == 0 { break }
            append(chunk[0..<count])
            while let message = try next() { try body(message) }
        }
        for message in try finish() { try body(message) }
    }
}
