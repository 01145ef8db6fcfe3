import Foundation
import WorkoutModel
import WorkoutStore

extension EditPipeline {
    /// Saves the parts of a split of the stored workout `original`: the first as its next
    /// version (so `changes` reports `original` deleted and the first part added), the others
    /// as new workouts; with `keepingOriginal`, every part as a new workout and `original`
    /// stays. One transaction: the store is unchanged when it fails. Returns one outcome per
    /// part, in order.
    ///
    /// - Throws: the store's ``/WorkoutStore/StoreError``s; ``/WorkoutStore/StoreError/unknownWorkout(_:)``
    ///   without a store.
    @discardableResult
    public func save(parts: [EditedRecording], splitFrom original: WorkoutRecording, keepingOriginal: Bool = false) throws -> [SaveOutcome] {
        guard let store else { throw StoreError.unknownWorkout(original.workout.uuid.uuidString) }
        let recordings = parts.enumerated().map { index, part in
            Self.saved(part, replacing: index == 0 && !keepingOriginal ? original : nil)
        }
        return try store.save(recordings, versioning: .nextVersionOnChange)
    }

    /// Saves `combined`, a combination whose first recording is the stored workout
    /// `originals[0]` (`originals`: the stored workouts among its recordings, in their order),
    /// as the first's next version and deletes the others (now in it; `changes` reports each
    /// deleted); with `keepingOriginals`, as a new workout beside them, and nothing is deleted.
    /// One transaction: when the save or a deletion fails (another process deleted one of the
    /// others meanwhile), nothing is saved or deleted.
    ///
    /// - Throws: the store's ``/WorkoutStore/StoreError``s; ``/WorkoutStore/StoreError/unknownWorkout(_:)``
    ///   without a store or without originals, or for an original no longer stored.
    @discardableResult
    public func save(_ combined: EditedRecording, combining originals: [WorkoutRecording], keepingOriginals: Bool = false) throws -> SaveOutcome {
        guard let store, let first = originals.first else { throw StoreError.unknownWorkout(originals.first?.workout.uuid.uuidString ?? "-") }
        let others = keepingOriginals ? [] : originals.dropFirst().map(\.workout.uuid)
        let outcomes = try store.save([Self.saved(combined, replacing: keepingOriginals ? nil : first)],
                                      versioning: .nextVersionOnChange, deleting: others)
        guard let outcome = outcomes.first else { throw StoreError.database("saving returned no outcome") }
        return outcome
    }
}
