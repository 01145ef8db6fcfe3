import Foundation
import WorkoutKit

/// Standard output (buffered, for data) and standard error (for messages).
enum Console {
    /// Where data goes: buffered standard output, flushed by ``flush()``.
    nonisolated(unsafe) static let output = FileByteSink(standardOutput: ())

    /// Writes one line of data to standard output.
    static func printLine(_ text: String) {
        try? output.write(text + "\n")
    }

    /// Writes bytes plus a newline to standard output.
    static func printLine(bytes: [UInt8]) {
        try? output.write(bytes: bytes + [0x0A])
    }

    static func flush() {
        try? output.flush()
    }

    /// Writes a message line to standard error, prefixed with `workoutkit: `.
    static func message(_ text: String) {
        FileHandle.standardError.write(Data(("workoutkit: " + text + "\n").utf8))
    }

    /// Whether standard error is a terminal (progress is shown only then).
    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}

/// Describes any error in one line for the user, without a stack trace.
func describe(_ error: any Error) -> String {
    String(describing: error)
}
