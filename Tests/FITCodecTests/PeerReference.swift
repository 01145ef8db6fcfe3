import Foundation
import Testing
import TestSupport

/// What peer decoders read from a corpus file
/// (`reference/fit/<file>.json.gz`, described in the corpus's reference README).
struct PeerReference: Decodable {
    struct Point: Decodable {
        let t: Int64?
        let lat: Double?
        let lon: Double?
        let alt: Double?
        let hr: Double?
        let cad: Double?
        let pwr: Double?
    }

    struct Summary: Decodable {
        let sport: String?
        let total_elapsed_time: Double?
        let total_distance: Double?
    }

    struct FIT: Decodable {
        let integrity: Bool?
        let errors: [String]
        let message_counts: [String: Int]
        let sessions: [Summary]?
        let laps: [Summary]?
    }

    let points: [Point]
    let fit: FIT

    /// The reference for `<folder>/<name>` (`fit` or `compressed`).
    static func load(_ name: String, folder: String = "fit") throws -> PeerReference {
        try JSONDecoder().decode(PeerReference.self, from: Data(try gunzippedCorpusFile("reference/\(folder)/\(name).json.gz")))
    }
}

/// The bytes of `fit/<name>` in the corpus.
func corpusBytes(_ name: String) throws -> [UInt8] {
    guard let url = Corpus.url("fit/\(name)") else { throw CocoaError(.fileNoSuchFile) }
    return [UInt8](try Data(contentsOf: url))
}

/// The decompressed bytes of a gzip file of the corpus, read with `gzip -dc`.
func gunzippedCorpusFile(_ path: String) throws -> [UInt8] {
    guard let url = Corpus.url(path) else { throw CocoaError(.fileNoSuchFile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["gzip", "-dc", url.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return [UInt8](data)
}

/// Why a corpus test is skipped, as a test comment.
let corpusMissing = Comment(rawValue: Corpus.missingMessage)
