import WorkoutStore

/// What became of one workout (or one workout's sample table) an import found.
public enum ImportStatus: String, Sendable {
    /// Saved for the first time.
    case imported
    /// Already in the store as it is; nothing changed.
    case unchanged
    /// Saved as the next version of a workout the store held.
    case replaced
    /// Read and checked, not saved (a dry run).
    case found
    /// Not saved: reading or saving failed (see ``ImportOutcome/failure``).
    case failed

    init(_ status: SaveOutcome.Status) {
        switch status {
        case .imported: self = .imported
        case .unchanged: self = .unchanged
        case .replaced: self = .replaced
        }
    }
}
