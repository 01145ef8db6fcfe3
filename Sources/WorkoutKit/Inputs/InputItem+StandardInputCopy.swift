import Foundation
import WorkoutFormats

extension InputItem {
    /// Calls `body` with the path of a temporary copy of standard input (in `$TMPDIR`), which
    /// can be read more than once (standard input cannot): `convert` with hidden ends, and the
    /// edits (``EditPipeline/copyingStandardInput(of:_:)``), read it in several passes. The copy
    /// is removed when `body` returns or throws.
    ///
    /// - Throws: ``/WorkoutFormats/FormatError/cannotWrite(_:reason:)`` naming "a temporary copy
    ///   of standard input" when the copy cannot be written, and the errors of reading standard input.
    static func withStandardInputCopy<Result>(_ body: (String) throws -> Result) throws -> Result {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("workoutkit-stdin-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sink = try FileByteSink(path: path, reportedAs: "a temporary copy of standard input")
        let input = FileByteSource(standardInput: ())
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        do {
            while true {
                let count = try buffer.withUnsafeMutableBytes { try input.read(into: $0) }
                guard count > 0 else { break }
                try buffer.withUnsafeBytes { try sink.write(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            }
        } catch {
            try? sink.close()
            throw error
        }
        try sink.close()
        return try body(path)
    }
}
