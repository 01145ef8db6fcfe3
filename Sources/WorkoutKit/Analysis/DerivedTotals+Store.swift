import Foundation
import WorkoutModel
import WorkoutStore

extension DerivedTotals {
    /// Derives the totals that the stored workouts `query` selects do not hold, as an import
    /// derives them for the workouts it saves (``applied(to:)-swift.type.method``), and adds
    /// them to the store (``/WorkoutStore/WorkoutStore/addDerivedTotals(_:)``): for the
    /// workouts saved before workoutkit derived totals, or imported as written (workoutkit's
    /// JSON, Apple Health exports).
    ///
    /// Recordings are read one at a time. Values a workout holds (stated or derived before)
    /// are never replaced, so a second run adds nothing. Multisport legs (`activities`) get
    /// none, as at import.
    ///
    /// - Parameters:
    ///   - store: the store whose workouts are given totals.
    ///   - query: the workouts to derive.
    ///   - each: called with every workout given totals (as stored now) and the totals added.
    /// - Returns: how many workouts were examined.
    /// - Throws: the store's errors, and whatever `each` throws.
    @discardableResult
    public static func derive(
        in store: WorkoutStore, query: WorkoutQuery, each: (Workout, [DerivedTotal]) throws -> Void = { _, _ in }
    ) throws -> Int {
        let summaries = try store.workouts(query)
        for summary in summaries {
            // A workout deleted meanwhile is left out.
            guard let recording = try store.recording(for: summary.workout.uuid) else { continue }
            let derived = applied(to: recording).workout
            guard derived.derivedTotals != recording.workout.derivedTotals else { continue }
            let added = try store.addDerivedTotals(derived)
            if !added.isEmpty { try each(derived, added) }
        }
        return summaries.count
    }
}
