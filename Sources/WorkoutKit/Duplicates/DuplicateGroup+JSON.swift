import Foundation
import WorkoutStore

extension DuplicateGroup {
    /// The group as `dedupe --json` prints it, one line, keys sorted:
    /// `{"duplicates":["…"],"keep":"…","reason":"…"}` (UUIDs in upper case, as `list --json`).
    public var jsonLine: Data {
        JSONValue.object(jsonKeys).encoded
    }

    /// The group as `dedupe --merge --json` prints a group it could not merge (the store
    /// unchanged for it): ``jsonLine``'s keys and `"merged":null`.
    public var unmergedJSONLine: Data {
        JSONValue.object(jsonKeys.merging(["merged": .null]) { _, new in new }).encoded
    }

    fileprivate var jsonKeys: [String: JSONValue] {
        [
            "keep": .string(keep.uuid.uuidString),
            "duplicates": .array(duplicates.map { .string($0.uuid.uuidString) }),
            "reason": .string(reason),
        ]
    }
}

extension DuplicateMergeOutcome {
    /// The group as `dedupe --merge --json` prints it once merged and saved: the keys of
    /// ``DuplicateGroup/jsonLine`` and `"merged":{"workout":UUID,"taken":[{"from":UUID,"type":"HKQuantityTypeIdentifierHeartRate","values":N,"samples":N}],"positions":{"from":UUID,"locations":N,"waypoints":N},"leftOut":["…"]}`:
    /// the kept workout's UUID now (its next version's, or its own when unchanged), each type
    /// taken from a duplicate with its series values and other samples, the positions taken
    /// from a duplicate when the kept workout had none (`null` otherwise), and what the
    /// duplicates held that it does not, in words.
    public var jsonLine: Data {
        let taken = self.taken.map { taken -> JSONValue in
            .object([
                "from": .string(duplicate(of: taken).uuid.uuidString),
                "type": .string(taken.quantityType.identifier),
                "values": .integer(taken.valueCount),
                "samples": .integer(taken.sampleCount),
            ])
        }
        let object: [String: JSONValue] = [
            "workout": .string(saved.uuid.uuidString),
            "taken": .array(taken),
            "positions": positions.map { positions in
                .object([
                    "from": .string(group.duplicates[positions.recording - 1].uuid.uuidString),
                    "locations": .integer(positions.locations),
                    "waypoints": .integer(positions.waypoints),
                ])
            } ?? .null,
            "leftOut": .array(leftOut.map { .string($0) }),
        ]
        return JSONValue.object(group.jsonKeys.merging(["merged": .object(object)]) { _, new in new }).encoded
    }
}
