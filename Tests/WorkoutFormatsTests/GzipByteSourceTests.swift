import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats

@Suite("gzip input")
struct GzipByteSourceTests {
    /// Compresses bytes with the system's gzip.
    private func gzip(_ bytes: [UInt8]) throws -> [UInt8] {
        let dir = try TemporaryDirectory()
        let path = dir.path("data")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-9n", path]
        try process.run()
        process.waitUntilExit()
        return try [UInt8](Data(contentsOf: URL(fileURLWithPath: path + ".gz")))
    }

    private func inflate(_ bytes: [UInt8], limits: GzipByteSource.Limits = .init()) throws -> [UInt8] {
        try GzipByteSource(DataByteSource(bytes), name: "x.gz", limits: limits).readAll()
    }

    static let hasGzip = FileManager.default.isExecutableFile(atPath: "/bin/gzip")

    @Test("Inflates what gzip compressed, across many reads", .enabled(if: hasGzip, "/bin/gzip is absent"))
    func inflatesGzip() throws {
        let original = (0..<500_000).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 13) }
        #expect(try inflate(try gzip(original)) == original)
        #expect(GzipByteSource.isGzip(try gzip([1, 2, 3])))
        #expect(!GzipByteSource.isGzip(Array("<gpx".utf8)))
    }

    @Test("Concatenated members read as one stream", .enabled(if: hasGzip, "/bin/gzip is absent"))
    func readsConcatenatedMembers() throws {
        let a = Array("first part\n".utf8), b = Array("second part\n".utf8)
        #expect(try inflate(try gzip(a) + gzip(b)) == a + b)
    }

    @Test("A truncated or corrupt stream is an error with a byte offset", .enabled(if: hasGzip, "/bin/gzip is absent"))
    func truncatedOrCorrupt() throws {
        let compressed = try gzip((0..<100_000).map { UInt8(truncatingIfNeeded: $0 * 7919 >> 3) })
        #expect(throws: FormatError.self) { try inflate(Array(compressed.prefix(compressed.count / 2))) }
        var corrupt = compressed
        corrupt[40] ^= 0xFF
        corrupt[41] ^= 0xFF
        do {
            _ = try inflate(corrupt)
            Issue.record("corrupt data was accepted")
        } catch let error as FormatError {
            #expect("\(error)".hasPrefix("x.gz: byte "), "\(error)")
        }
    }

    @Test("A decompression bomb is stopped by the ratio and size limits", .enabled(if: hasGzip, "/bin/gzip is absent"))
    func stopsBombs() throws {
        let zeros = try gzip([UInt8](repeating: 0, count: 20 << 20)) // 20 MiB of zeros, about 20 KB compressed
        #expect(throws: FormatError.self) { try inflate(zeros) }
        #expect(throws: FormatError.self) { try inflate(zeros, limits: .init(maximumBytes: 1 << 20, maximumRatio: 1 << 30)) }
        #expect(try inflate(zeros, limits: .init(maximumBytes: 1 << 30, maximumRatio: 1 << 30)).count == 20 << 20)
    }

    @Test("Every gzip file of the corpus inflates to the format its name says",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func inflatesCorpusFiles() throws {
        let files = Corpus.files(in: "compressed", extensions: ["gz"])
        #expect(files.count >= 4)
        for url in files {
            let bytes = try GzipByteSource(FileByteSource(path: url.path), name: url.lastPathComponent).readAll()
            let inner = url.deletingPathExtension().pathExtension.lowercased()
            switch inner {
            case "fit": #expect(Array(bytes[8..<12]) == Array(".FIT".utf8), "\(url.lastPathComponent)")
            case "gpx": #expect(String(decoding: bytes.prefix(4096), as: UTF8.self).contains("<gpx"), "\(url.lastPathComponent)")
            case "tcx": #expect(String(decoding: bytes.prefix(4096), as: UTF8.self).contains("TrainingCenterDatabase"), "\(url.lastPathComponent)")
            default: Issue.record("unexpected corpus file \(url.lastPathComponent)")
            }
        }
    }
}
