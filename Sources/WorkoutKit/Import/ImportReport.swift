
/// What an import did: every outcome in input order, and their counts.
public struct ImportReport: Sendable {
    /// Every workout's (and every failure's) outcome, in input order.
    public var outcomes: [ImportOutcome]
    public var counts: ImportCounts
    /// Whether nothing was saved (a dry run).
    public var dryRun: Bool
}
