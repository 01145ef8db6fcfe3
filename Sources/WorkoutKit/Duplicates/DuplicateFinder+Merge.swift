import Foundation
import WorkoutModel
import WorkoutStore

/// A group's duplicates merged into its kept workout (``DuplicateFinder/merge(_:)``), to be
/// saved with ``DuplicateFinder/save(_:)``.
public struct DuplicateMerge: Sendable {
    /// The group merged.
    public var group: DuplicateGroup
    /// The kept workout as it is stored: the merge's base, replaced by the result.
    public var kept: WorkoutRecording
    /// The merge: the kept workout with the series (and samples) of types it lacks from the
    /// duplicates, what it took from which (``MergedRecording/taken``: the recording index is
    /// 1 for the first of ``DuplicateGroup/duplicates``, and so on) and what it left out.
    public var merged: MergedRecording

    /// The duplicate a ``MergedType`` of ``merged`` came from.
    public func duplicate(of taken: MergedType) -> DuplicateGroup.Member {
        group.duplicates[taken.recording - 1]
    }
}

extension DuplicateFinder {
    /// `group`'s duplicates merged into its kept workout with ``RecordingEditor/merge(_:names:options:)``,
    /// the kept workout the base: its positions, workout and own series stay, and each type of
    /// series or sample it lacks comes from the first duplicate that holds it, aligned on the
    /// kept workout's records. Reads the store only; ``save(_:)`` saves. The recordings are
    /// named `workout UUID` in the notes.
    ///
    /// - Throws: ``/WorkoutStore/StoreError/unknownWorkout(_:)`` for a workout of the group no
    ///   longer stored; ``EditError/keptWorkoutHasNoPositions(kept:duplicate:)`` when the kept
    ///   workout has no positions and a duplicate has (the merge would not carry them).
    public func merge(_ group: DuplicateGroup) throws -> DuplicateMerge {
        let members = [group.keep] + group.duplicates
        let recordings = try members.map { member in
            guard let recording = try store.recording(for: member.uuid) else { throw StoreError.unknownWorkout(member.uuid.uuidString) }
            return recording
        }
        let names = members.map { "workout \($0.uuid.uuidString)" }
        var options = MergeOptions()
        if recordings[0].locationCount > 0 {
            options.positionsFrom = 0
        } else if let withPositions = recordings.firstIndex(where: { $0.locationCount > 0 }) {
            throw EditError.keptWorkoutHasNoPositions(kept: names[0], duplicate: names[withPositions])
        }
        let merged = try RecordingEditor.merge(recordings, names: names, options: options)
        return DuplicateMerge(group: group, kept: recordings[0], merged: merged)
    }

    /// Saves `merge`'s result as the kept workout's next version (its sync identifier, the next
    /// sync version; through its UUID when it has none) and deletes the duplicates, in ONE
    /// transaction: when either fails (a duplicate deleted meanwhile), the store is as it was.
    /// `changes` reports the kept workout's old version and the duplicates deleted and the new
    /// version added. When the merge took nothing from the duplicates (``MergedRecording/taken``
    /// is empty), the kept workout stays as it is (its stated figures are not restated) and
    /// only the duplicates are deleted: the outcome is then `unchanged`.
    ///
    /// - Throws: the store's ``/WorkoutStore/StoreError``s, ``/WorkoutStore/StoreError/unknownWorkout(_:)``
    ///   for a duplicate no longer stored.
    @discardableResult
    public func save(_ merge: DuplicateMerge) throws -> SaveOutcome {
        let duplicates = merge.group.duplicates.map(\.uuid)
        guard !merge.merged.taken.isEmpty else {
            try store.delete(workouts: duplicates)
            return SaveOutcome(uuid: merge.kept.workout.uuid, status: .unchanged)
        }
        let outcomes = try store.save([EditPipeline.saved(merge.merged.edited, replacing: merge.kept)],
                                      versioning: .nextVersionOnChange, deleting: duplicates)
        guard let outcome = outcomes.first else { throw StoreError.database("saving returned no outcome") }
        return outcome
    }
}
