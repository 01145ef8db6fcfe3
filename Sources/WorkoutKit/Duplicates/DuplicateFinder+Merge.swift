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
    /// The positions (routes and waypoints) taken from a duplicate, when the kept workout had
    /// none: the index of that duplicate among the recordings (1 for the first of
    /// ``DuplicateGroup/duplicates``) and how many locations and waypoints came.
    public var positions: (recording: Int, locations: Int, waypoints: Int)?

    /// Whether the merge brings the kept workout anything: a type, or positions.
    public var takesAnything: Bool { !merged.taken.isEmpty || positions != nil }
}

extension DuplicateFinder {
    /// Merges `group`'s duplicates into its kept workout and saves it, deleting them, as
    /// ``save(_:)`` saves ``merge(_:)``: while the workouts are read where that streams
    /// (``saveStreamedMerge(_:)``), else whole, read then saved. One transaction saves and
    /// deletes: when it fails, the store is as it was.
    ///
    /// - Throws: as ``merge(_:)`` and ``save(_:)``.
    public func saveMerge(_ group: DuplicateGroup) throws -> DuplicateMergeOutcome {
        if let streamed = try saveStreamedMerge(group) { return streamed }
        let merge = try merge(group)
        let saved = try save(merge)
        return DuplicateMergeOutcome(group: group, saved: saved, taken: merge.merged.taken, positions: merge.positions,
                                     leftOut: merge.merged.leftOut)
    }

    /// `group`'s duplicates merged into its kept workout with ``RecordingEditor/merge(_:names:options:)``,
    /// the kept workout the base: its positions, workout and own series stay, and each type of
    /// series or sample it lacks comes from the first duplicate that holds it, aligned on the
    /// kept workout's records. Reads the store only; ``save(_:)`` saves. The recordings are
    /// named `workout UUID` in the notes.
    ///
    /// - Throws: ``/WorkoutStore/StoreError/unknownWorkout(_:)`` for a workout of the group no
    ///   longer stored.
    ///
    /// A kept workout without positions (a strap's heart rate) beside a duplicate with them (a
    /// phone's track) stays the base, its workout and series as they are, and takes the routes
    /// and waypoints of the first duplicate that has them (``DuplicateMerge/positions``).
    public func merge(_ group: DuplicateGroup) throws -> DuplicateMerge {
        let members = [group.keep] + group.duplicates
        let recordings = try members.map { member in
            guard let recording = try store.recording(for: member.uuid) else { throw StoreError.unknownWorkout(member.uuid.uuidString) }
            return recording
        }
        let names = members.map { "workout \($0.uuid.uuidString)" }
        var options = MergeOptions()
        var inputs = recordings
        var positions: (recording: Int, locations: Int, waypoints: Int)?
        if recordings[0].locationCount > 0 {
            options.positionsFrom = 0
        } else if let withPositions = recordings.firstIndex(where: { $0.locationCount > 0 }) {
            // The merge's base is the recording its positions come from: without the
            // duplicates' positions, the kept workout is the base; the routes come after.
            for index in inputs.indices.dropFirst() {
                inputs[index].routes = []
                inputs[index].waypoints = []
            }
            positions = (withPositions, recordings[withPositions].locationCount, recordings[withPositions].waypoints.count)
        }
        var merged = try RecordingEditor.merge(inputs, names: names, options: options)
        if let positions { Self.take(positionsOf: recordings[positions.recording], into: &merged) }
        return DuplicateMerge(group: group, kept: recordings[0], merged: merged, positions: positions)
    }

    /// `merged` (of a kept workout without positions) given the routes and waypoints of
    /// `duplicate` (with their locations, or, streamed, without), each with a new UUID, each
    /// route the kept workout's own from now on, versioned with it, not the duplicate's.
    static func take(positionsOf duplicate: WorkoutRecording, into merged: inout MergedRecording) {
        merged.edited.recording.routes = duplicate.routes.map { route in
            var route = route
            route.uuid = UUIDGenerator.random()
            route.syncIdentifier = nil
            route.syncVersion = 1
            return route
        }
        merged.edited.recording.waypoints = duplicate.waypoints.map { waypoint in
            var waypoint = waypoint
            waypoint.uuid = UUIDGenerator.random()
            return waypoint
        }
    }

    /// Saves `merge`'s result as the kept workout's next version (its sync identifier, the next
    /// sync version; through its UUID when it has none) and deletes the duplicates, in ONE
    /// transaction: when either fails (a duplicate deleted meanwhile), the store is as it was.
    /// `changes` reports the kept workout's old version and the duplicates deleted and the new
    /// version added. When the merge took nothing from the duplicates (no type,
    /// ``MergedRecording/taken`` empty, and no positions), the kept workout stays as it is (its stated figures are not restated) and
    /// only the duplicates are deleted: the outcome is then `unchanged`.
    ///
    /// - Throws: the store's ``/WorkoutStore/StoreError``s, ``/WorkoutStore/StoreError/unknownWorkout(_:)``
    ///   for a duplicate no longer stored.
    @discardableResult
    public func save(_ merge: DuplicateMerge) throws -> SaveOutcome {
        let duplicates = merge.group.duplicates.map(\.uuid)
        guard merge.takesAnything else {
            try store.delete(workouts: duplicates)
            return SaveOutcome(uuid: merge.kept.workout.uuid, status: .unchanged)
        }
        let outcomes = try store.save([EditPipeline.saved(merge.merged.edited, replacing: merge.kept)],
                                      versioning: .nextVersionOnChange, deleting: duplicates)
        guard let outcome = outcomes.first else { throw StoreError.database("saving returned no outcome") }
        return outcome
    }
}
