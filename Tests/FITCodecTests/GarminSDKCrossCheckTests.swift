import Foundation
import Testing
import FITCodec
import TestSupport

/// What Garmin's own Python SDK says about a FIT file: whether its CRCs hold,
/// its errors, and how many messages of each kind it read.
struct GarminSDKReading: Decodable {
    let integrity: Bool
    let errors: [String]
    let counts: [String: Int]

    private static let script = """
        import json, sys
        from garmin_fit_sdk import Decoder, Stream
        path = sys.argv[1]
        integrity = Decoder(Stream.from_file(path)).check_integrity()
        messages, errors = Decoder(Stream.from_file(path)).read()
        print(json.dumps({"integrity": integrity, "errors": [str(e) for e in errors],
                          "counts": {k: len(v) for k, v in messages.items()}}))
        """

    /// Garmin's SDK's reading of `bytes`.
    static func read(_ bytes: [UInt8]) throws -> GarminSDKReading {
        let directory = try TemporaryDirectory()
        let path = directory.path("encoded.fit")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode(GarminSDKReading.self, from: data)
    }
}

/// Files our encoder writes decode without error in Garmin's SDK.
@Suite struct GarminSDKCrossCheckTests {
    @Test("Garmin's SDK decodes what the encoder writes, with valid CRCs",
          .enabled(if: Corpus.isAvailable && GeneratedProfileTests.generatorAvailable,
                   "needs the corpus and python3 with garmin-fit-sdk"),
          arguments: ["garmin-fenix5-run-tiny.fit", "stryd-run-developer-types.fit", "garmin-fr70-compressed-timestamps.fit"])
    func garminSDKDecodesEncodedFiles(name: String) throws {
        let original = try FITDecoder.decode(try corpusBytes(name))
        var encoder = FITEncoder()
        for message in original.messages { try encoder.write(FITOutgoingMessage(message)) }
        let reading = try GarminSDKReading.read(encoder.finish())
        #expect(reading.integrity)
        #expect(reading.errors.isEmpty)
        let records = original.messages.filter { $0.name == "record" }.count
        #expect(reading.counts["record_mesgs"] == records)
    }
}
