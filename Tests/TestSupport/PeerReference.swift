import Foundation

extension Corpus {
    /// The bytes of a gzip file, decompressed by the system's gzip.
    public static func gunzip(_ url: URL) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc", url.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}

/// What peer decoders read from a FIT corpus file
/// (`reference/<folder>/<file>.json.gz`, described in the corpus's reference README).
public struct PeerReference: Decodable, Sendable {
    public struct Point: Decodable, Sendable {
        public let t: Int64?
        public let lat: Double?
        public let lon: Double?
        public let alt: Double?
        public let hr: Double?
        public let cad: Double?
        public let pwr: Double?
    }

    public struct Summary: Decodable, Sendable {
        public let sport: String?
        public let start_time: String?
        public let total_elapsed_time: Double?
        public let total_timer_time: Double?
        public let total_distance: Double?
        public let total_calories: Double?
    }

    public struct FIT: Decodable, Sendable {
        public let integrity: Bool?
        public let errors: [String]
        public let message_counts: [String: Int]
        public let sessions: [Summary]?
        public let laps: [Summary]?
    }

    public let points: [Point]
    public let fit: FIT

    /// The reference for `<folder>/<name>` (`fit` or `compressed`).
    public static func load(_ name: String, folder: String = "fit") throws -> PeerReference {
        guard let url = Corpus.url("reference/\(folder)/\(name).json.gz") else { throw CocoaError(.fileNoSuchFile) }
        return try JSONDecoder().decode(PeerReference.self, from: try Corpus.gunzip(url))
    }
}
