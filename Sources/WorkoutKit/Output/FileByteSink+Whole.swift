import Foundation
import WorkoutFormats

extension FileByteSink {
    /// Creates the file at `path`, lets `body` write it, and removes it again when writing
    /// fails: a pipeline's output file is whole or absent.
    static func writeWhole(_ path: String, _ body: (FileByteSink) throws -> Void) throws {
        let sink = try FileByteSink(path: path)
        do {
            try body(sink)
            try sink.close()
        } catch {
            try? sink.close()
            try? FileManager.default.removeItem(atPath: path)
            throw error
        }
    }
}
