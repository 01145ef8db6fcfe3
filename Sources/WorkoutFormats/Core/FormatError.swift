/// Where in an input something was found: a line (and column) of a text format,
/// or a byte offset of a binary one.
public enum InputPosition: Hashable, Sendable, CustomStringConvertible {
    case line(Int, column: Int? = nil)
    case byteOffset(Int)

    public var description: String {
        switch self {
        case .line(let line, let column?): return "line \(line), column \(column)"
        case .line(let line, nil): return "line \(line)"
        case .byteOffset(let offset): return "byte \(offset)"
        }
    }
}

/// Why a recording could not be read or written. Every message names the file,
/// and, for bad content, the place in it and what was wrong.
public enum FormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input could not be opened or read.
    case cannotOpen(String, reason: String)
    /// The output could not be created or written.
    case cannotWrite(String, reason: String)
    /// The input is larger than the limit set for reading it whole.
    case tooLarge(limit: Int)
    /// The content is not valid for its format.
    case malformed(file: String, at: InputPosition?, reason: String)
    /// No reader recognised the input.
    case unknownFormat(file: String, reason: String)
    /// The input is valid but holds no recording: what it is instead (a workout plan,
    /// a course, device settings).
    case notARecording(file: String, reason: String)
    /// The format has no reader or no writer, or the operation does not apply to it.
    case unsupported(format: String, reason: String)
    /// A strict conversion would lose data the target format cannot hold.
    case wouldLoseData(file: String, format: String, losses: [String])

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .cannotWrite(let path, let reason):
            return "\(path): cannot write: \(reason)"
        case .tooLarge(let limit):
            return "input is larger than the limit of \(limit) bytes"
        case .malformed(let file, let position?, let reason):
            return "\(file): \(position): \(reason)"
        case .malformed(let file, nil, let reason):
            return "\(file): \(reason)"
        case .unknownFormat(let file, let reason):
            return "\(file): \(reason)"
        case .notARecording(let file, let reason):
            return "\(file): \(reason)"
        case .unsupported(let format, let reason):
            return "\(format): \(reason)"
        case .wouldLoseData(let file, let format, let losses):
            return "\(file): \(format.uppercased()) cannot hold \(LossReport.sentence(losses)); "
                + "nothing was written (without --strict they would be \(LossReport.outcome(of: losses).words) with a warning)"
        }
    }
}
