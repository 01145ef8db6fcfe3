import Foundation
import WorkoutModel

extension WorkoutStore {
    /// Gives a stored workout the totals that `derived` (the stored workout with totals
    /// derived from its recording) names in its ``/WorkoutModel/MetadataKey/derivedTotals``
    /// and the stored workout does not hold, and names them in the stored workout's list
    /// after those it named already. Returns the totals added, in ``/WorkoutModel/DerivedTotal``
    /// order: none when the stored workout holds every one of them, so a second call changes
    /// nothing.
    ///
    /// A value the stored workout holds, stated by its file or derived before, is never
    /// replaced. The workout keeps its UUID, anchor and content digest: derived totals are not
    /// content (a file imported again is still `unchanged`), and anchored queries report
    /// objects added and deleted, not values filled in (see ``execute(_:)-(AnchoredObjectQuery)``).
    ///
    /// - Throws: ``StoreError/unknownWorkout(_:)`` when no stored workout has `derived`'s UUID.
    @discardableResult
    public func addDerivedTotals(_ derived: Workout) throws -> [DerivedTotal] {
        try writeTransaction { context in
            try context.takeAnchorLock()
            guard let row = try context.database.fetchOne(
                "SELECT \(WorkoutRow.columns) FROM workouts w WHERE w.uuid = ?", [derived.uuid])
            else { throw StoreError.unknownWorkout(derived.uuid.uuidString) }
            let workoutID: Int64 = row[WorkoutRow.id]
            let stored = try context.workout(from: row)
            let added = derived.derivedTotals.filter { $0.isStated(in: derived) && !$0.isStated(in: stored) }
            guard !added.isEmpty else { return [] }
            var metadata: Metadata = [:]
            for total in added {
                switch total {
                case .totalDistance:
                    try context.database.execute(
                        "UPDATE workouts SET distance_value = ?, distance_unit = ? WHERE id = ?",
                        [derived.totalDistance?.value, derived.totalDistance?.unit.symbol, workoutID])
                case .totalEnergyBurned:
                    try context.database.execute(
                        "UPDATE workouts SET energy_value = ?, energy_unit = ? WHERE id = ?",
                        [derived.totalEnergyBurned?.value, derived.totalEnergyBurned?.unit.symbol, workoutID])
                default:
                    metadata[total.rawValue] = derived.metadata[total.rawValue]
                }
            }
            let names = Set(stored.derivedTotals + added)
            metadata[MetadataKey.derivedTotals] = .string(
                DerivedTotal.allCases.filter(names.contains).map(\.rawValue).joined(separator: ","))
            try context.database.execute(
                "DELETE FROM metadata WHERE owner_kind = ? AND owner_id = ? AND key = ?",
                [MetadataOwner.workout.rawValue, workoutID, MetadataKey.derivedTotals])
            try context.saveMetadata(metadata, owner: .workout, id: workoutID)
            return added
        }
    }
}
