
/// Counts of what an import did.
public struct ImportCounts: Sendable, Equatable {
    /// Workouts (or sample tables' workouts) by status; `failed` counts failures of inputs and of workouts.
    public var imported = 0, unchanged = 0, replaced = 0, failed = 0, found = 0
    /// Standalone samples (Apple Health records) saved (or found, in a dry run), and those the store already held.
    public var recordsImported = 0, recordsUnchanged = 0
    /// Items left out of inputs so that the rest could be imported (records, workouts,
    /// tracks, routes, rests of damaged documents); see ``ImportStatus/skipped``.
    public var skipped = 0

    public init() {}

    /// The workouts found, whatever became of them.
    public var workouts: Int { imported + unchanged + replaced + found }

    mutating func count(_ outcome: ImportOutcome) {
        switch outcome.status {
        case .imported: imported += 1
        case .unchanged: unchanged += 1
        case .replaced: replaced += 1
        case .found: found += 1
        case .failed: failed += 1
        case .skipped: if case .skipped(let count) = outcome.subject { skipped += count }
        }
    }
}
