import FITCodec
import FITProfile
import Foundation
import Testing
import TestSupport

/// A decoder told which definitions' messages to hand out (``FITDecoder/init(mode:checksFileCRC:handsOut:)``)
/// hands out exactly those messages of a full decoding: the same timestamps (compressed ones
/// dated by the skipped messages before them), values, components and developer fields.
@Suite struct FITDecoderSkippingTests {
    @Test("only the messages asked for, each as a full decoding gives it",
          .enabled(if: Corpus.isAvailable, corpusMissing),
          arguments: ["garmin-fr70-compressed-timestamps.fit", "garmin-fenix5x-triathlon-3MB.fit", "stryd-run-developer-types.fit",
                      "garmin-fr735xt-poolswim-chained.fit", "hammerhead-karoo2-ride-devfields.fit"], [true, false])
    func skippedMessagesAreLeftOut(name: String, checksFileCRC: Bool) throws {
        let bytes = try corpusBytes(name)
        let wanted: (FITMessageDefinition) -> Bool = {
            $0.globalMessageNumber == FITMessageNumber.record || $0.globalMessageNumber == FITMessageNumber.lap
        }
        let all = try FITDecoder.decode(bytes).messages
        let expected = all.filter { wanted($0.definition) }
        #expect(!expected.isEmpty && expected.count < all.count)

        let decoder = FITDecoder(checksFileCRC: checksFileCRC, handsOut: wanted)
        // In chunks, as the reader feeds it (the skipped messages walked over stop at each chunk's end).
        let handedOut = try Self.decode(bytes, with: decoder, chunkSize: 1 << 16)
        // Developer data messages are handed out too: they describe the developer fields.
        let described = all.filter {
            wanted($0.definition) || $0.globalMessageNumber == FITMessageNumber.developerDataId
                || $0.globalMessageNumber == FITMessageNumber.fieldDescription
        }
        #expect(handedOut == described)
        #expect(handedOut.filter { wanted($0.definition) }.map(\.timestamp) == expected.map(\.timestamp))
    }

    /// The messages a decoder hands out from `bytes` given `chunkSize` bytes at a time.
    private static func decode(_ bytes: [UInt8], with decoder: FITDecoder, chunkSize: Int) throws -> [FITMessage] {
        var handedOut: [FITMessage] = []
        for start in stride(from: 0, to: bytes.count, by: chunkSize) {
            decoder.append(bytes[start..<min(start + chunkSize, bytes.count)])
            while let message = try decoder.next() { handedOut.append(message) }
        }
        return handedOut + (try decoder.finish())
    }

    @Test("given a few bytes at a time, a skipping decoder hands out what it hands out given the whole file",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func skippingInSmallChunks() throws {
        let bytes = try corpusBytes("garmin-fr70-compressed-timestamps.fit")
        let wanted: (FITMessageDefinition) -> Bool = { $0.globalMessageNumber == FITMessageNumber.lap }
        let whole = try Self.decode(bytes, with: FITDecoder(handsOut: wanted), chunkSize: bytes.count)
        #expect(!whole.isEmpty)
        #expect(try Self.decode(bytes, with: FITDecoder(handsOut: wanted), chunkSize: 7) == whole)
    }

    @Test("a decoder that leaves out the file CRC reads a file whose CRC is wrong to its end, without damage",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func fileCRCLeftOut() throws {
        let bytes = try corpusBytes("corrupt-bad-file-crc.fit")
        let wanted: (FITMessageDefinition) -> Bool = { $0.globalMessageNumber == FITMessageNumber.session }
        let checking = FITDecoder(mode: .lenient, handsOut: wanted)
        let checked = try Self.decode(bytes, with: checking, chunkSize: bytes.count)
        #expect(checking.damage?.kind == .fileCRCMismatch)
        #expect(throws: FITDecodingError.self) { try Self.decode(bytes, with: FITDecoder(mode: .strict, handsOut: wanted), chunkSize: bytes.count) }

        let leaving = FITDecoder(mode: .strict, checksFileCRC: false, handsOut: wanted)
        let read = try Self.decode(bytes, with: leaving, chunkSize: bytes.count)
        #expect(leaving.damage == nil)
        #expect(!read.isEmpty && read == checked)
    }
}
