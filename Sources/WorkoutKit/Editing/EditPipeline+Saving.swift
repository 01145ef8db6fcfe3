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
    /// as the first's next version, then deletes the others (now in it; `changes` reports each
    /// deleted); with `keepingOriginals`, as a new workout beside them, and nothing is deleted.
    /// The save and the deletion are two transactions: when the deletion fails, the store holds
    /// the combination and the others (nothing is lost).
    ///
    /// - Throws: the store's ``/WorkoutStore/StoreError``s; ``/WorkoutStore/StoreError/unknownWorkout(_:)``
    ///   without a store or without originals.
    @discardableResult
    public func save(_ combined: EditedRecording, combining originals: [WorkoutRecording], keepingOriginals: Bool = false) throws -> SaveOutcome {
        guard let store, let first = originals.first else { throw StoreError.unknownWorkout(originals.first?.workout.uuid.uuidString ?? "-") }
        let outcome = try store.save(Self.saved(combined, replacing: keepingOriginals ? nil : first), versioning: .nextVersionOnChange)
        if !keepingOriginals, originals.count > 1 {
            try store.delete(workouts: originals.dropFirst().map(\.workout.uuid))
        }
        return outcome
    }
}
