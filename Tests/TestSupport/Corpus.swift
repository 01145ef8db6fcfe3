import Foundation

/// Where the shared corpus of real recordings lives (`../shared/corpus` beside the
/// repository), and helpers to skip tests cleanly when it is absent.
public enum Corpus {
    /// The corpus folder, found by walking up from this source file to the
    /// repository and looking beside it; `nil` when it is not there.
    public static let directory: URL? = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<8 {
            url.deleteLastPathComponent()
            let candidate = url.deletingLastPathComponent().appendingPathComponent("shared/corpus")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("SOURCES.md").path) {
                return candidate
            }
        }
        return nil
    }()

    /// Whether the corpus is present; tests that need it are enabled only then.
    public static var isAvailable: Bool { directory != nil }

    /// Printed beside every test skipped for want of the corpus.
    public static let missingMessage = "the shared corpus (../shared/corpus beside the repository) is absent"

    /// A corpus file a fixture needs is not there (the corpus is absent).
    public struct Missing: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "\(path): \(Corpus.missingMessage)" }
    }

    /// The URL of a corpus file given by its path inside the corpus (`fit/garmin-edge500-ride.fit`).
    public static func url(_ relativePath: String) -> URL? {
        directory?.appendingPathComponent(relativePath)
    }

    /// All corpus files in one folder with one of the given extensions (case-insensitive).
    public static func files(in folder: String, extensions: Set<String>) -> [URL] {
        guard let base = directory?.appendingPathComponent(folder),
              let names = try? FileManager.default.contentsOfDirectory(atPath: base.path) else { return [] }
        return names.sorted()
            .filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .map { base.appendingPathComponent($0) }
    }
}

/// A temporary directory removed when the value is deinitialised.
public final class TemporaryDirectory: @unchecked Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("workoutkit-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the directory.
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}
