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
    /// An item of the input (a record, a workout, a track, a route, the rest of a damaged
    /// document) was left out so that the rest could be imported; ``ImportOutcome/failure``
    /// names it, and ``ImportOutcome/Subject/skipped(count:)`` says how many it stands for.
    case skipped

    init(_ status: SaveOutcome.Status) {
        switch status {
        case .imported: self = .imported
        case .unchanged: self = .unchanged
        case .replaced: self = .replaced
        }
    }
}
