import Testing
import FITCodec
import TestSupport

/// Reads every value of every message the way a reader would, so that damage in
/// any field is exercised.
private func touchEveryValue(_ messages: [FITMessage]) {
    for message in messages {
        for field in message.definition.fields {
            _ = message.values(of: field)
            if let name = message.profile?.field(number: field.number)?.name {
                _ = message.double(name)
                _ = message.valueName(name)
            }
        }
        for field in message.developerFields { _ = field.doubleValue }
    }
}

@Suite struct RoundTripAndHostileInputTests {
    static let smallFiles = [
        "trainerroad-workout-not-activity.fit",
        "chained-activity-then-settings.fit",
        "garmin-fenix5-run-tiny.fit",
    ]

    /// The intact corpus files under 300 kB (the larger ones only add time in a debug build).
    static let roundTripFiles = CorpusDecodingTests.intactFiles.filter { name in
        (try? corpusBytes(name).count).map { $0 < 300_000 } ?? false
    }

    @Test("decode, encode, decode gives the same messages", .enabled(if: Corpus.isAvailable, corpusMissing),
          arguments: roundTripFiles)
    func encoderRoundTrip(name: String) throws {
        let original = try FITDecoder.decode(try corpusBytes(name))
        var encoder = FITEncoder()
        for message in original.messages { try encoder.write(FITOutgoingMessage(message)) }
        let again = try FITDecoder.decode(encoder.finish())

        #expect(again.messages.count == original.messages.count)
        // Compared in plain code (one expectation at the end): the files hold 100 000 messages.
        var mismatches: [String] = []
        for (index, (before, after)) in zip(original.messages, again.messages).enumerated() where mismatches.count < 5 {
            if after.globalMessageNumber != before.globalMessageNumber || after.timestamp != before.timestamp {
                mismatches.append("message \(index): \(after.name) at \(String(describing: after.timestamp))")
                continue
            }
            for field in before.definition.fields {
                let rewritten = after.definition.field(number: field.number)
                if rewritten.map(after.values(of:)) != before.values(of: field) {
                    mismatches.append("message \(index) (\(before.name)) field \(field.number)")
                }
            }
            if after.developerFields.map(\.values) != before.developerFields.filter({ $0.description != nil }).map(\.values) {
                mismatches.append("message \(index) (\(before.name)) developer fields")
            }
            // Chained files restart accumulation at each file; encoded as one file they do not.
            if original.fileCount == 1, after.expandedValues != before.expandedValues {
                mismatches.append("message \(index) (\(before.name)) components")
            }
        }
        #expect(mismatches.isEmpty, "\(name): \(mismatches.joined(separator: "; "))")
    }

    @Test("every truncation fails strictly and leniently keeps a prefix of the messages",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: smallFiles)
    func everyTruncationPoint(name: String) throws {
        let bytes = try corpusBytes(name)
        let whole = try FITDecoder.decode(bytes)
        for length in 0..<bytes.count {
            let prefix = Array(bytes[0..<length])
            let lenient = try FITDecoder.decode(prefix, mode: .lenient)
            #expect(lenient.messages == Array(whole.messages.prefix(lenient.messages.count)), "cut at \(length)")
            if lenient.isPartial {
                #expect(throws: FITDecodingError.self, "cut at \(length)") { try FITDecoder.decode(prefix) }
            } else {
                // Only a cut exactly between two chained files leaves a whole file.
                #expect(whole.fileCount > 1 && lenient.fileCount < whole.fileCount, "cut at \(length)")
            }
        }
    }

    @Test("seeded single-byte mutations never crash or hang the decoder",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: smallFiles)
    func singleByteMutations(name: String) throws {
        let bytes = try corpusBytes(name)
        var generator = SeededRandom(seed: 0x5EED_F17 &+ UInt64(bytes.count))
        for _ in 0..<200 {
            var mutated = bytes
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            mutated[index] = UInt8.random(in: 0...255, using: &generator)
            let result = try FITDecoder.decode(mutated, mode: .lenient)
            touchEveryValue(result.messages)
            if let damage = result.damage {
                #expect(damage.offset >= 0 && damage.offset <= mutated.count)
            }
        }
    }
}
