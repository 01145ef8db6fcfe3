import Foundation
import WorkoutStore

/// What `dedupe --merge` did with a group (``DuplicateFinder/saveMerge(_:)``): how the kept
/// workout was saved, what it took from which duplicate and what it left out. It holds no
/// recording: what the command prints of a group merged while read.
public struct DuplicateMergeOutcome: Sendable {
    /// The group merged; its duplicates are deleted.
    public var group: DuplicateGroup
    /// How the kept workout was saved: as its next version, or `unchanged` when the merge
    /// took nothing (``DuplicateMerge/takesAnything``).
    public var saved: SaveOutcome
    /// What the result holds from the duplicates (``MergedRecording/taken``: the recording
    /// index is 1 for the first of ``DuplicateGroup/duplicates``, and so on).
    public var taken: [MergedType]
    /// The positions taken from a duplicate when the kept workout had none
    /// (``DuplicateMerge/positions``).
    public var positions: (recording: Int, locations: Int, waypoints: Int)?
    /// What the duplicates held that the result does not, in words (``MergedRecording/leftOut``).
    public var leftOut: [String]

    public init(group: DuplicateGroup, saved: SaveOutcome, taken: [MergedType],
                positions: (recording: Int, locations: Int, waypoints: Int)?, leftOut: [String]) {
        self.group = group
        self.saved = saved
        self.taken = taken
        self.positions = positions
        self.leftOut = leftOut
    }

    /// The duplicate a ``MergedType`` of ``taken`` came from.
    public func duplicate(of taken: MergedType) -> DuplicateGroup.Member {
        group.duplicates[taken.recording - 1]
    }
}
