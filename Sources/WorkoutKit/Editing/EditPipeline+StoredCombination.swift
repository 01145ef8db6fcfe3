import Foundation
import WorkoutModel
import WorkoutStore

/// What a streamed combination of stored workouts saved
/// (``EditPipeline/saveStreamedCombination(_:keepingOriginals:)``).
public struct StoredCombinationOutcome: Sendable {
    /// The first input's stored workout, whose next version the combination is (unless the
    /// originals were kept).
    public var original: UUID
    /// How the combination was saved: as the first input's next version, or as a new workout.
    public var saved: SaveOutcome
    /// The other inputs' stored workouts, deleted because they are in the combination, in the
    /// inputs' order (none when the originals were kept).
    public var deleted: [UUID]
    /// The stated totals the combination left out, in words (``EditedRecording/droppedTotals``).
    public var droppedTotals: [String]
}

extension EditPipeline {
    /// Saves the combination of the stored workouts `inputs` as ``save(_:combining:keepingOriginals:)``
    /// saves ``RecordingEditor/combine(_:names:)`` of the recordings ``read(_:events:)`` reads (the
    /// first input's next version, the others deleted; with `keepingOriginals` a new workout beside
    /// them), while the workouts are read from the store: their values, in the order they were
    /// saved, and their routes' locations pass into one ``/WorkoutStore/StreamedRecording``, one
    /// workout after the other in order of start (each's distances from start counted on from the
    /// workouts before it), and the rest of them (workouts, laps, events, samples over an
    /// interval, waypoints) is combined as a whole combination combines it, all in one
    /// transaction (``/WorkoutStore/WorkoutStore/editWorkouts(_:_:)``). Memory holds a chunk, not
    /// the recordings.
    ///
    /// It streams where a trim of each workout streams (``saveStreamed(_:edit:asNewWorkout:)``)
    /// and every input is a stored workout, each once. A stored merge's values go in as they
    /// were saved (the base's, then each series taken from another workout, naming the device
    /// that recorded it), as the whole combination adds them. Where a workout's values were saved after
    /// its other samples (a FIT file's developer fields, after its laps), every workout's other
    /// samples go in after all the values, in order of start, each workout's values saved after
    /// them among its own, each a sample of its own, as the whole combination saves them. The
    /// first input's tombstones come after
    /// the combination's objects in `changes` (the whole combination takes them first), as for
    /// any streamed next version; the others' after them, as in the whole combination.
    ///
    /// - Returns: the outcome, or `nil`, having saved nothing, where the combination must read
    ///   the workouts whole.
    /// - Throws: the store's ``/WorkoutStore/StoreError``s (an unknown or ambiguous ID) and the
    ///   whole combination's ``EditError``s (other activities, overlaps); nothing is then saved.
    public func saveStreamedCombination(_ inputs: [EditInput], keepingOriginals: Bool = false) throws -> StoredCombinationOutcome? {
        guard let store, let uuids = try Self.distinctStoredWorkouts(inputs, in: store) else { return nil }
        return try store.editWorkouts(uuids) { stored, session in
            try Self.saveCombination(of: stored, names: inputs.map(\.name), keepingOriginals: keepingOriginals, in: session)
        }
    }

    /// The UUIDs of `inputs` when there are two or more, each a stored workout and none twice
    /// (what an edit of several stored workouts streams from); `nil` otherwise.
    ///
    /// - Throws: the store's ``/WorkoutStore/StoreError``s for an unknown or ambiguous ID.
    static func distinctStoredWorkouts(_ inputs: [EditInput], in store: WorkoutStore) throws -> [UUID]? {
        guard inputs.count >= 2 else { return nil }
        var ids: [String] = []
        for input in inputs {
            guard case .storedWorkout(let id) = input else { return nil }
            ids.append(id)
        }
        let uuids = try ids.map(store.resolveWorkoutID)
        return Set(uuids).count == uuids.count ? uuids : nil
    }

    /// ``saveStreamedCombination(_:keepingOriginals:)`` of `stored` (named `names` in errors), in `session`.
    private static func saveCombination(
        of stored: [StoredWorkoutReader], names: [String], keepingOriginals: Bool, in session: ImportSession
    ) throws -> StoredCombinationOutcome? {
        let rests = stored.map(\.rest)
        // Refuses what the whole combination refuses (other activities, overlaps) before anything is written.
        let outline = try RecordingEditor.combine(rests, names: names).recording
        // A stored merge's values (its taken series naming their devices, saved after the base's)
        // go in as saved, as the whole combination adds them. A FIT file's developer fields,
        // saved after its laps: moved after every workout's other values.
        let placesLaterValues = try stored.map { try !streamsCut($0) && !streamsCutTypeByType($0) }
        for (workout, places) in zip(stored, placesLaterValues) where places {
            guard try streamsCutPlacingLaterValues(workout) else { return nil }
        }
        var figures = StreamedFigures(outline, window: EditWindow(from: -.infinity, until: .infinity, includesUntil: true))
        let recording = try session.beginRecording(expectedSource: outline.workout.source)
        var locationCount = 0
        // What the workout being moved counts its distances from start on from.
        var distanceOffset = 0.0
        for index in RecordingEditor.combinationOrder(of: rests) {
            let roles = stored[index].valueTypes.map(StreamedFigures.ValueRole.init)
            let offset = distanceOffset
            var lastDistance: Double?
            let points = try StoredPointMove(stored[index], points: placesLaterValues[index] ? .savedBeforeOtherSamples : .all)
            guard let moved = try points.move(into: recording, while: { _ in true }, value: { value, typeIndex, time in
                let role = roles[typeIndex]
                var counted = value
                if role.isDistance {
                    lastDistance = value
                    counted = value + offset
                }
                figures.add(counted, role: role, at: time.timeIntervalSinceReferenceDate)
                return (counted, time)
            }, location: { location in
                figures.add(location, at: location.timestamp.timeIntervalSinceReferenceDate)
                return location
            }, checkingTimeOrder: placesLaterValues[index]) else {
                try recording.discard()
                return nil
            }
            locationCount += moved
            distanceOffset += lastDistance ?? (try? rests[index].workout.totalDistance?.doubleValue(for: .meter)) ?? 0
        }
        let combined = try RecordingEditor.combine(rests, names: names, points: figures)
        let original = rests[0]
        var rest = saved(combined, replacing: keepingOriginals ? nil : original)
        if placesLaterValues.contains(true) {
            // The whole combination saves every workout's samples after all the values, in order of start.
            guard try moveSamplesAndLaterValues(of: stored, in: RecordingEditor.combinationOrder(of: rests),
                                                placingLaterValues: placesLaterValues, into: recording) else {
                try recording.discard()
                return nil
            }
            rest.separateSamples = []
        }
        let outcome = try finish(recording, rest: rest, streamedLocations: locationCount)
        let deleted = keepingOriginals ? [] : rests.dropFirst().map(\.workout.uuid)
        try session.delete(workouts: deleted)
        return StoredCombinationOutcome(original: original.workout.uuid, saved: outcome, deleted: deleted,
                                        droppedTotals: combined.droppedTotals)
    }
}
