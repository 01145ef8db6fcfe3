import Foundation
import WorkoutModel
import WorkoutStore

extension DuplicateFinder {
    /// Saves the merge of `group` as ``save(_:)`` saves ``merge(_:)`` (the kept workout's next
    /// version, the duplicates deleted; nothing re-saved when the merge takes nothing), while the
    /// workouts are read from the store, in one transaction
    /// (``/WorkoutStore/WorkoutStore/editWorkouts(_:_:)``): the kept workout's values and
    /// route's locations and the duplicates' values it takes pass into the new version as
    /// ``EditPipeline/saveStreamedMerge(_:options:asNewWorkout:)`` merges stored workouts, the
    /// kept workout the base. Memory holds a chunk, the values taken (16 bytes each) and the
    /// kept workout's record times, not the recordings.
    ///
    /// It streams where that merge streams every workout of the group (a trim of each streams)
    /// and the kept workout keeps its own positions (it has some, or no duplicate has any). The
    /// kept workout's tombstones come after its next version's objects in `changes` (the whole
    /// save takes them first), as for any streamed next version; the duplicates' after them, as
    /// in the whole save.
    ///
    /// - Returns: the outcome, or `nil`, having saved nothing, where the merge must read the
    ///   workouts whole (``merge(_:)``).
    /// - Throws: the store's ``/WorkoutStore/StoreError``s,
    ///   ``/WorkoutStore/StoreError/unknownWorkout(_:)`` for a workout of the group no longer
    ///   stored; nothing is then saved or deleted.
    public func saveStreamedMerge(_ group: DuplicateGroup) throws -> DuplicateMergeOutcome? {
        let members = [group.keep] + group.duplicates
        let names = members.map { "workout \($0.uuid.uuidString)" }
        let duplicates = group.duplicates.map(\.uuid)
        return try store.editWorkouts(members.map(\.uuid)) { stored, session in
            // The kept workout is the base where it has positions or none has any; else the
            // whole merge takes a duplicate's positions into it.
            guard let planned = try EditPipeline.storedMergePlan(of: stored, names: names, options: MergeOptions()),
                  planned.plan.base == 0 else { return nil }
            let kept = stored[0].rest
            let unchanged = SaveOutcome(uuid: kept.workout.uuid, status: .unchanged)
            guard planned.plan.source.values.contains(where: { $0 != 0 }) else {
                // No type comes from a duplicate: nothing to merge in, nothing read.
                let merged = RecordingEditor.merged(planned.plan, planned.outlines, names: names, series: RecordingSeries(),
                                                    alignments: [], points: nil)
                try session.delete(workouts: duplicates)
                return DuplicateMergeOutcome(group: group, saved: unchanged, taken: [], positions: nil, leftOut: merged.leftOut)
            }
            guard let streamed = try EditPipeline.streamMerge(planned, of: stored, names: names, options: MergeOptions(), in: session)
            else { return nil }
            let merged = streamed.merged
            let saved: SaveOutcome
            if merged.taken.isEmpty {
                // No record took a value of the types the duplicates give.
                try streamed.recording.discard()
                saved = unchanged
            } else {
                saved = try EditPipeline.finish(streamed.recording, rest: EditPipeline.saved(merged.edited, replacing: kept),
                                                streamedLocations: streamed.locationCount)
            }
            try session.delete(workouts: duplicates)
            return DuplicateMergeOutcome(group: group, saved: saved, taken: merged.taken, positions: nil, leftOut: merged.leftOut)
        }
    }
}
