/// The table a tabular output holds (`--csv-layout`).
public enum TableLayout: String, Sendable, CaseIterable {
    /// One row per time point of a workout (the default).
    case points
    /// One row per workout.
    case workouts
    /// One row per sample.
    case samples
}
