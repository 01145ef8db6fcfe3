/// Why FIT bytes could not be decoded, and where: every error carries the byte
/// offset (from the start of the input) at which the problem was found.
public struct FITDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of damage.
    public enum Kind: Sendable, Hashable {
        /// The input holds no bytes at all.
        case empty
        /// A file header is not a FIT header (size, `.FIT` tag).
        case notFIT
        /// A 14-byte header's CRC does not match its first 12 bytes.
        case headerCRCMismatch
        /// The CRC after a file's data does not match the file.
        case fileCRCMismatch
        /// The input ends before the header's declared data (and CRC) end.
        case truncated
        /// A definition message that cannot be right (unknown byte order, ...).
        case impossibleDefinition
        /// A data message for a local message type that has no definition.
        case undefinedLocalMessage
        /// A record that runs past the data size the header declares.
        case sizeMismatch
    }

    public let kind: Kind
    /// The byte offset in the input where the problem was found.
    public let offset: Int
    /// What was wrong, in words a user reads.
    public let reason: String

    public init(_ kind: Kind, at offset: Int, _ reason: String) {
        self.kind = kind
        self.offset = offset
        self.reason = reason
    }

    public var description: String { "byte \(offset): \(reason)" }
}
