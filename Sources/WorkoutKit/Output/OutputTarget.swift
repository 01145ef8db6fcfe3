import Foundation
import WorkoutFormats

/// Where ``Converter`` and ``Exporter`` write: standard output (a sink the caller passes
/// in), one file, or a directory with one file per workout.
public enum OutputTarget {
    /// The caller's standard output; the pipeline writes to the sink and leaves flushing to the caller.
    case standardOutput(any ByteSink)
    case file(String)
    case directory(String)

    /// `-o` as given: none or `-` is standard output; a path ending in `/` or naming an
    /// existing directory is a directory; anything else a file.
    public init(path: String?, standardOutput: any ByteSink) {
        guard let path, path != "-" else { self = .standardOutput(standardOutput); return }
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            self = .directory(path)
        } else {
            self = .file(path)
        }
    }

    /// The name of standard output in messages.
    static let standardOutputName = "standard output"
}
