import Foundation

/// The project's own sample recordings (`SampleFiles/` at the repository's root).
public enum SampleFiles {
    /// The repository root, found from this source file's place in it.
    public static let repository: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// The path of a sample file by its name (`morning-run.json`).
    public static func path(_ name: String) -> String {
        repository.appendingPathComponent("SampleFiles").appendingPathComponent(name).path
    }
}
