import Foundation

extension DuplicateGroup {
    /// The group as `dedupe --json` prints it, one line, keys sorted:
    /// `{"duplicates":["…"],"keep":"…","reason":"…"}` (UUIDs in upper case, as `list --json`).
    public var jsonLine: Data {
        JSONValue.object([
            "keep": .string(keep.uuid.uuidString),
            "duplicates": .array(duplicates.map { .string($0.uuid.uuidString) }),
            "reason": .string(reason),
        ]).encoded
    }
}
