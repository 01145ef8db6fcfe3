import Foundation
import WorkoutModel

extension WorkoutStore {
    /// Edits a stored workout while it is read, in ONE write transaction: `body` gets the
    /// workout's reader (see ``readWorkout(_:valueTypes:storedValueTypes:_:)``), whose value types are every
    /// quantity type the store holds (so that each of its samples at a single instant is a point
    /// value, and the rest holds the others), and an ``ImportSession`` to save what it makes of
    /// them in (a ``StreamedRecording``), which may replace the workout read. The old version's
    /// values and locations are read while the new one is written: memory holds a chunk of
    /// each, not the recording. Everything `body` saves is committed when it returns, and
    /// nothing when it throws. Returns `nil` (without calling `body`) when no workout has this UUID.
    ///
    /// `body` must read what it needs of the workout before the session replaces it (a
    /// ``StreamedRecording/finish(_:streamedRouteSyncIdentifier:versioning:retypingValues:)``
    /// that deletes the version read).
    public func editWorkout<Result>(
        _ workoutUUID: UUID, _ body: (StoredWorkoutReader, ImportSession) throws -> Result
    ) throws -> Result? {
        try writeTransaction { context in
            guard let reader = try StoredWorkoutReader(context: context, workout: workoutUUID,
                                                       valueTypes: Set(try context.quantityTypes()))
            else { return nil }
            return try body(reader, ImportSession(context: context))
        }
    }

    /// Edits several stored workouts while they are read, in ONE write transaction, as
    /// ``editWorkout(_:_:)`` edits one: `body` gets a reader of each workout of `workoutUUIDs`,
    /// in that order, and an ``ImportSession`` to save what it makes of them in (a
    /// ``StreamedRecording``, which may replace one of them) and delete the others
    /// (``ImportSession/delete(workouts:)``). Everything `body` saves or deletes is committed
    /// when it returns, and nothing when it throws.
    ///
    /// - Throws: ``StoreError/unknownWorkout(_:)`` (without calling `body`) for a UUID no
    ///   workout has, and what `body` throws.
    public func editWorkouts<Result>(
        _ workoutUUIDs: [UUID], _ body: ([StoredWorkoutReader], ImportSession) throws -> Result
    ) throws -> Result {
        try writeTransaction { context in
            let valueTypes = Set(try context.quantityTypes())
            let readers = try workoutUUIDs.map { uuid in
                guard let reader = try StoredWorkoutReader(context: context, workout: uuid, valueTypes: valueTypes)
                else { throw StoreError.unknownWorkout(uuid.uuidString) }
                return reader
            }
            return try body(readers, ImportSession(context: context))
        }
    }
}
