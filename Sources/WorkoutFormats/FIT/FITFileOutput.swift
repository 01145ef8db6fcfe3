import FITCodec

/// Where a FIT writer's encoder puts its file, in memory bounded by a chunk whatever the
/// file's size.
///
/// A FIT file starts with a header that holds the size of its messages and ends with a
/// CRC over everything before it, both known only at the end. A file that fits in a
/// chunk is held whole and written at the end, as it always was. A larger one is handed
/// out a chunk at a time (the encoder computes the CRC as the bytes pass, see
/// ``FITEncoder/handOutMessages(_:)``):
/// - to a file this writer may write again in place (``FileByteSink/canOverwrite``): the
///   messages go straight after room for the header, which is written over it at the end;
/// - to anything else (standard output, a pipe, a sink in memory): the messages wait in a
///   ``SpooledByteSink`` (an unnamed temporary file), and at the end the header, the
///   spooled messages and the CRC are copied out in order.
///
/// Either way the bytes are those of ``FITEncoder/finish()``.
final class FITFileOutput {
    /// How many bytes of messages the encoder holds before they are handed out: 256 KB,
    /// large enough that a handing out costs little next to the messages.
    static let defaultChunkSize = 1 << 18

    private enum Destination {
        /// Nothing handed out yet: the encoder holds the whole file.
        case held
        /// Messages written to the file after room for the header, which starts at `headerOffset`.
        case file(FileByteSink, headerOffset: Int)
        /// Messages waiting in a temporary file for the header to be written first.
        case spool(SpooledByteSink)
    }

    private let output: any ByteSink
    private let chunkSize: Int
    private var destination = Destination.held

    /// - Parameter chunkSize: How many bytes of messages the encoder holds before they are
    ///   handed out (tests make it small to hand out often).
    init(output: any ByteSink, chunkSize: Int = defaultChunkSize) {
        self.output = output
        self.chunkSize = chunkSize
    }

    /// Hands the encoder's messages out once it holds a chunk of them; else does nothing.
    @inline(__always)
    func handOut(_ encoder: inout FITEncoder) throws {
        guard encoder.heldByteCount >= chunkSize else { return }
        try handOutNow(&encoder)
    }

    private func handOutNow(_ encoder: inout FITEncoder) throws {
        switch destination {
        case .held:
            if let file = output as? FileByteSink, file.canOverwrite {
                let headerOffset = file.writtenCount
                // Room for the header, written over at the end.
                try file.write(bytes: [UInt8](repeating: 0, count: encoder.header().count))
                destination = .file(file, headerOffset: headerOffset)
            } else {
                destination = .spool(try SpooledByteSink())
            }
            try handOutNow(&encoder)
        case .file(let file, _):
            try encoder.handOutMessages { try file.write($0) }
        case .spool(let spool):
            try encoder.handOutMessages { try spool.write($0) }
        }
    }

    /// Writes what is left of the file: the messages still held, the CRC and, where the
    /// messages went out before it, the header in its place.
    func finish(_ encoder: inout FITEncoder) throws {
        switch destination {
        case .held:
            try output.write(bytes: encoder.finish())
        case .file(let file, let headerOffset):
            try encoder.handOutMessages { try file.write($0) }
            try writeCRC(of: encoder, to: file)
            try file.overwrite(encoder.header(), at: headerOffset)
        case .spool(let spool):
            try output.write(bytes: encoder.header())
            try spool.copy(to: output)
            try encoder.handOutMessages { try output.write($0) }
            try writeCRC(of: encoder, to: output)
        }
    }

    private func writeCRC(of encoder: FITEncoder, to sink: any ByteSink) throws {
        let crc = encoder.fileCRC()
        try sink.write(bytes: [UInt8(truncatingIfNeeded: crc), UInt8(truncatingIfNeeded: crc >> 8)])
    }
}
