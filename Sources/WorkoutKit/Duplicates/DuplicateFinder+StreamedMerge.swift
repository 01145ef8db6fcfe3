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
    /// It streams where that merge streams every workout of the group (a trim of each streams, or
    /// it is a merge saved before).
    /// A kept workout without positions (a strap's) beside a duplicate with them (a phone's
    /// track) stays the base, as ``merge(_:)`` keeps it, the duplicates' positions left out of
    /// the merge's plan: its values and the values it takes pass first, then the locations of
    /// the first such duplicate's route, as they were stored, into the next version's route
    /// (its own from now on), the duplicate's waypoints with it. The
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
            // The kept workout is the base where it has positions or none has any; else it takes
            // a duplicate's positions, which the plan leaves out.
            guard var planned = try EditPipeline.storedMergePlan(of: stored, names: names, options: MergeOptions()) else { return nil }
            var positionsFrom: Int?
            if planned.plan.base != 0 {
                positionsFrom = planned.plan.base
                planned = try Self.planWithoutPositions(planned, names: names)
                guard planned.plan.base == 0 else { return nil }
            }
            let kept = stored[0].rest
            let unchanged = SaveOutcome(uuid: kept.workout.uuid, status: .unchanged)
            guard planned.plan.source.values.contains(where: { $0 != 0 }) || positionsFrom != nil else {
                // No type comes from a duplicate: nothing to merge in, nothing read.
                let merged = RecordingEditor.merged(planned.plan, planned.outlines, names: names, series: RecordingSeries(),
                                                    alignments: [], points: nil)
                try session.delete(workouts: duplicates)
                return DuplicateMergeOutcome(group: group, saved: unchanged, taken: [], positions: nil, leftOut: merged.leftOut)
            }
            guard let streamed = try EditPipeline.streamMerge(planned, of: stored, names: names, options: MergeOptions(), in: session)
            else { return nil }
            var merged = streamed.merged
            var locationCount = streamed.locationCount
            var positions: (recording: Int, locations: Int, waypoints: Int)?
            if let positionsFrom {
                locationCount = try Self.takePositions(of: stored[positionsFrom], into: streamed.recording, merged: &merged)
                positions = (positionsFrom, locationCount, merged.edited.recording.waypoints.count)
            }
            let saved: SaveOutcome
            if merged.taken.isEmpty && positions == nil {
                // No record took a value of the types the duplicates give.
                try streamed.recording.discard()
                saved = unchanged
            } else {
                saved = try EditPipeline.finish(streamed.recording, rest: EditPipeline.saved(merged.edited, replacing: kept),
                                                streamedLocations: locationCount)
            }
            try session.delete(workouts: duplicates)
            return DuplicateMergeOutcome(group: group, saved: saved, taken: merged.taken, positions: positions, leftOut: merged.leftOut)
        }
    }

    /// The plan of a group's merge whose kept workout (the first) has no positions, as
    /// ``merge(_:)`` makes it: the duplicates' routes and waypoints left out of their outlines,
    /// so that the kept workout is the base and the duplicates give only their series.
    private static func planWithoutPositions(
        _ planned: (plan: MergePlan, outlines: [WorkoutRecording], inputs: [MergeInput]), names: [String]
    ) throws -> (plan: MergePlan, outlines: [WorkoutRecording], inputs: [MergeInput]) {
        var outlines = planned.outlines
        for index in outlines.indices.dropFirst() {
            outlines[index].routes = []
            outlines[index].waypoints = []
        }
        let inputs = outlines.indices.map { index in
            MergeInput(outline: outlines[index], seriesTypes: planned.inputs[index].seriesTypes,
                       locationCount: index == 0 ? planned.inputs[0].locationCount : 0)
        }
        return (try RecordingEditor.mergePlan(inputs, names: names, options: MergeOptions()), outlines, inputs)
    }

    /// The positions of `duplicate` (its one route, which states nothing of its own but its
    /// sync identifier, and its waypoints) taken into the merge being streamed into `recording`
    /// as ``merge(_:)`` takes them: its route's locations, as stored, after the merge's values;
    /// its route (as the route streamed) and its waypoints into `merged`'s rest
    /// (``take(positionsOf:into:)``). Returns how many locations went in.
    private static func takePositions(
        of duplicate: StoredWorkoutReader, into recording: StreamedRecording, merged: inout MergedRecording
    ) throws -> Int {
        let pass = try duplicate.startLocationPass(ofRouteAt: 0)
        var count = 0
        try recording.add { feed in
            while try pass.next() {
                try feed.addLocation(pass.location)
                count += 1
            }
        }
        take(positionsOf: duplicate.rest, into: &merged)
        return count
    }
}
