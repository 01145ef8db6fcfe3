import FITCodec
import FITProfile
import Foundation
import Testing
import TestSupport

/// A decoder told which definitions' messages to hand out (``FITDecoder/init(mode:handsOut:)``)
/// hands out exactly those messages of a full decoding: the same timestamps (compressed ones
/// dated by the skipped messages before them), values, components and developer fields.
@Suite struct FITDecoderSkippingTests {
    @Test("only the messages asked for, each as a full decoding gives it",
          .enabled(if: Corpus.isAvailable, corpusMissing),
          arguments: ["garmin-fr70-compressed-timestamps.fit", "garmin-fenix5x-triathlon-3MB.fit", "stryd-run-developer-types.fit",
                      "garmin-fr735xt-poolswim-chained.fit", "hammerhead-karoo2-ride-devfields.fit"])
    func skippedMessagesAreLeftOut(name: String) throws {
        let bytes = try corpusBytes(name)
        let wanted: (FITMessageDefinition) -> Bool = {
            $0.globalMessageNumber == FITMessageNumber.record || $0.globalMessageNumber == FITMessageNumber.lap
        }
        let all = try FITDecoder.decode(bytes).messages
        let expected = all.filter { wanted($0.definition) }
        #expect(!expected.isEmpty && expected.count < all.count)

        let decoder = FITDecoder(handsOut: wanted)
        var handedOut: [FITMessage] = []
        // In chunks, as the reader feeds it.
        for start in stride(from: 0, to: bytes.count, by: 1 << 16) {
            decoder.append(bytes[start..<min(start + (1 << 16), bytes.count)])
            while let message = try decoder.next() { handedOut.append(message) }
        }
        handedOut += try decoder.finish()
        // Developer data messages are handed out too: they describe the developer fields.
        let described = all.filter {
            wanted($0.definition) || $0.globalMessageNumber == FITMessageNumber.developerDataId
                || $0.globalMessageNumber == FITMessageNumber.fieldDescription
        }
        #expect(handedOut == described)
        #expect(handedOut.filter { wanted($0.definition) }.map(\.timestamp) == expected.map(\.timestamp))
    }
}
