import Foundation
import Testing
import TestSupport
import WorkoutFormats
import WorkoutModel

@Suite("Damaged GPX and TCX never crash the readers")
struct XMLMutationTests {
    /// Bytes that matter to XML and to the formats' values.
    static let interesting = Array("<>&;\"'=/:-.0123456789eE \n\u{0}\u{FF}".utf8)

    func mutants(of relativePath: String, count: Int, seed: UInt64) throws -> [[UInt8]] {
        let original = Array(try Data(contentsOf: try #require(Corpus.url(relativePath))))
        var random = SeededRandom(seed: seed)
        return (0..<count).map { round in
            var bytes = original
            if round % 4 == 0 {
                bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
            } else {
                for _ in 0..<Int.random(in: 1...8, using: &random) where !bytes.isEmpty {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes[index] = Self.interesting.randomElement(using: &random) ?? 0
                    case 1: bytes.remove(at: index)
                    default: bytes.insert(Self.interesting.randomElement(using: &random) ?? 0, at: index)
                    }
                }
            }
            return bytes
        }
    }

    @Test("randomly damaged copies read or fail with a FormatError, strictly and leniently",
          .enabled(if: Corpus.isAvailable, corpusMissing),
          arguments: [("gpx/gpx11-all-fields.gpx", 1 as UInt64), ("gpx/garmin-connect-hr-atemp.gpx", 2),
                      ("tcx/garmin-vivoactivehr-sup.tcx", 3)])
    func mutantsNeverCrash(_ relativePath: String, _ seed: UInt64) throws {
        let reader: any RecordingReader = relativePath.hasSuffix(".gpx") ? GPXRecordingReader() : TCXRecordingReader()
        var failures = 0
        for bytes in try mutants(of: relativePath, count: 150, seed: seed) {
            for lenient in [false, true] {
                let context = ReadContext(name: "mutant", options: ReadOptions(lenient: lenient))
                do {
                    _ = try reader.readAll(from: DataByteSource(bytes), context: context)
                } catch let error as FormatError {
                    failures += 1
                    #expect(String(describing: error).hasPrefix("mutant: "))
                } catch {
                    Issue.record("\(relativePath): unexpected error type \(type(of: error)): \(error)")
                }
            }
        }
        #expect(failures > 0, "no mutant was refused: the mutations are not reaching the parser")
    }
}
