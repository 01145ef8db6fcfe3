import Testing
import Foundation
import FITCodec
import FITProfile
import TestSupport

/// Every FIT file of the corpus, decoded and compared with what Garmin's SDK (or
/// fitdecode, where Garmin's SDK refuses the file) read from it.
@Suite struct CorpusDecodingTests {
    /// The files that decode whole in strict mode.
    static let intactFiles = [
        "chained-activity-then-settings.fit",
        "coros-pace2-ride-misaligned-fields.fit",
        "garmin-edge1000-ride-3939576645.fit",
        "garmin-edge500-ride.fit",
        "garmin-edge800-indoor-trainer.fit",
        "garmin-fenix2-multisport-1MB.fit",
        "garmin-fenix5-run-tiny.fit",
        "garmin-fenix5x-triathlon-3MB.fit",
        "garmin-forerunner10-run.fit",
        "garmin-fr70-compressed-timestamps.fit",
        "garmin-fr735xt-poolswim-chained.fit",
        "garmin-fr735xt-rowing-ciq.FIT",
        "garmin-fr920xt-lap-swim.FIT",
        "garmin-fr920xt-multisport-multiple-headers.fit",
        "hammerhead-karoo2-ride-devfields.fit",
        "sigma-rox11-ride.fit",
        "stages-m200-ride-multiple-dev-index.fit",
        "stryd-run-developer-types.fit",
        "suunto-run-2020.fit",
        "trainerroad-workout-not-activity.fit",
        "wahoo-elemnt-ride-devfields.fit",
        "zwift-virtual-ride.fit",
    ]

    /// Damaged files: strict decoding fails with this kind of error at this byte;
    /// lenient decoding keeps the messages before it.
    static let damagedFiles: [(name: String, kind: FITDecodingError.Kind, offset: Int)] = [
        ("corrupt-bad-file-crc.fit", .fileCRCMismatch, 769),
        ("corrupt-chained-bad-second-header.fit", .notFIT, 779),
        ("corrupt-unexpected-eof.fit", .truncated, 768),
        ("lezyne-supergps-bad-endian-recovery.fit", .impossibleDefinition, 22227),
        ("strava-android-malformed.fit", .undefinedLocalMessage, 7471),
    ]

    /// Message counts where we and Garmin's SDK differ, and why.
    static let knownCountDifferences: [String: Set<String>] = [
        // Garmin's SDK stops at the first compressed-timestamp header (byte 936); we read
        // on: 755 records and the last event (fitdecode's points agree with ours).
        "garmin-fr70-compressed-timestamps.fit": ["record", "event"],
        // Garmin's SDK stops at a compressed-timestamp device_info at byte 22181; we read
        // it (4 device_info, not 3) and stop at the impossible definition at byte 22227.
        "lezyne-supergps-bad-endian-recovery.fit": ["device_info"],
    ]

    @Test("the corpus lists no FIT file these tests leave out", .enabled(if: Corpus.isAvailable, corpusMissing))
    func everyCorpusFileIsCovered() {
        let listed = Set(Self.intactFiles + Self.damagedFiles.map(\.name))
        let present = Set(Corpus.files(in: "fit", extensions: ["fit"]).map(\.lastPathComponent))
        #expect(present == listed)
    }

    @Test("intact files decode strictly with the peer's records, laps and sessions",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: intactFiles)
    func intactFileMatchesPeer(name: String) throws {
        let result = try FITDecoder.decode(try corpusBytes(name))
        #expect(!result.isPartial)
        try expectMatchesPeer(result.messages, name: name)
    }

    @Test("damaged files fail strictly with an offset and leniently keep the complete messages",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: damagedFiles.map(\.name))
    func damagedFileFailsStrictlyAndDecodesLeniently(name: String) throws {
        let expected = try #require(Self.damagedFiles.first { $0.name == name })
        let bytes = try corpusBytes(name)
        let error = try #require(throws: FITDecodingError.self) { try FITDecoder.decode(bytes) }
        #expect(error.kind == expected.kind)
        #expect(error.offset == expected.offset)
        #expect(error.description.hasPrefix("byte \(expected.offset): "))

        let lenient = try FITDecoder.decode(bytes, mode: .lenient)
        #expect(lenient.isPartial)
        #expect(lenient.damage == error)
        #expect(lenient.messages.allSatisfy { $0.offset < expected.offset })
        try expectMatchesPeer(lenient.messages, name: name)
    }

    @Test("files chained after the first are read, as the peer reads them", .enabled(if: Corpus.isAvailable, corpusMissing))
    func chainedFilesAreRead() throws {
        // These watches append their heart-rate (`hr`) messages as further FIT files.
        for (name, files) in [("garmin-fr735xt-poolswim-chained.fit", 5), ("garmin-fr920xt-multisport-multiple-headers.fit", 4)] {
            let peer = try PeerReference.load(name)
            let result = try FITDecoder.decode(try corpusBytes(name))
            #expect(result.fileCount == files)
            let chainedHR = result.messages.filter { $0.name == "hr" && $0.fileIndex > 0 }
            #expect(chainedHR.count == peer.fit.message_counts["hr"])
        }
        let settings = try FITDecoder.decode(try corpusBytes("chained-activity-then-settings.fit"))
        #expect(settings.fileCount == 2)
        #expect(settings.messages.filter { $0.name == "user_profile" }.map(\.fileIndex) == [1])
    }

    @Test("gzip-compressed FIT files of the corpus decode like the peer read them",
          .enabled(if: Corpus.isAvailable, corpusMissing),
          arguments: ["garmin-edge1030plus-virtual-ride.fit.gz", "garmin-vivoactivehr-run.fit.gz"])
    func compressedFileMatchesPeer(name: String) throws {
        // Decompressed here with gzip; reading .gz inputs is the archive layer's work.
        let result = try FITDecoder.decode(try gunzippedCorpusFile("compressed/\(name)"))
        try expectMatchesPeer(result.messages, name: name, folder: "compressed")
    }

    /// Records (time, position, altitude, heart rate, cadence, power) and the counts
    /// of laps and sessions agree with the peer's reading.
    private func expectMatchesPeer(_ messages: [FITMessage], name: String, folder: String = "fit") throws {
        let peer = try PeerReference.load(name, folder: folder)
        let records = messages.filter { $0.globalMessageNumber == FITMessageNumber.record && $0.timestamp != nil }
        #expect(records.count == peer.points.count, "\(name): record count")
        var mismatches: [String] = []
        for (index, (record, point)) in zip(records, peer.points).enumerated() where mismatches.count < 5 {
            let ours: [(String, Double?, Double?)] = [
                ("t", record.unixTimestamp.map { Double($0 * 1000) }, point.t.map(Double.init)),
                ("lat", record.double("position_lat").map(degrees), point.lat),
                ("lon", record.double("position_long").map(degrees), point.lon),
                ("alt", record.double("enhanced_altitude") ?? record.double("altitude"), point.alt),
                ("hr", record.double("heart_rate"), point.hr),
                ("cad", record.double("cadence"), point.cad),
                ("pwr", record.double("power"), point.pwr),
            ]
            for (field, mine, theirs) in ours where !agree(mine, theirs) {
                mismatches.append("record \(index) \(field): ours \(String(describing: mine)), peer \(String(describing: theirs))")
            }
        }
        #expect(mismatches.isEmpty, "\(name): \(mismatches.joined(separator: "; "))")
        var ourCounts: [String: Int] = [:]
        for message in messages { ourCounts[message.name, default: 0] += 1 }
        for kind in ["lap", "session"] {
            #expect(ourCounts[kind, default: 0] == peer.fit.message_counts[kind] ?? 0, "\(name): \(kind) count")
        }
        let differing = peer.fit.message_counts.filter {
            ourCounts[$0.key, default: 0] != $0.value && !(Self.knownCountDifferences[name] ?? []).contains($0.key)
        }
        #expect(differing.isEmpty, "\(name): message counts differ from the peer's: \(differing.map { "\($0.key) \($0.value) (ours \(ourCounts[$0.key, default: 0]))" })")
    }

    private func degrees(_ semicircles: Double) -> Double { semicircles * 180 / 2_147_483_648 }

    private func agree(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x?, let y?): return abs(x - y) <= 1e-6 * max(1, abs(y))
        default: return false
        }
    }
}
