import WorkoutFormats

/// The inputs of an import, expanded from what a user names (files, folders, archives,
/// `-`; see ``InputItem/expand(_:registry:skipping:warn:)``), with the indexes of the bulk
/// exports among them: Strava folders' `activities.csv` (not an input itself) and Garmin
/// Connect exports' activity summaries.
public struct ImportInputs: Sendable {
    /// The inputs, in the order they are imported.
    public var items: [InputItem]
    let bulkExports: BulkExportIndexes

    /// Expands `arguments`.
    ///
    /// - Parameter warn: called with a file and what is wrong with it, for an index or
    ///   summary that cannot be read (it is not used; the recordings are still imported).
    /// - Throws: ``PipelineError/noSuchFileOrDirectory(_:)``, ``PipelineError/unreadableDirectory(_:)``.
    public init(
        _ arguments: [String], registry: FormatRegistry = .standard,
        warn: (_ file: String, _ message: String) -> Void = { _, _ in }
    ) throws {
        bulkExports = BulkExportIndexes(arguments, warn: warn)
        items = try InputItem.expand(arguments, registry: registry, skipping: bulkExports.indexPaths, warn: warn)
    }

    /// Inputs already expanded, with no bulk-export index but the Garmin Connect summaries they carry.
    public init(items: [InputItem]) {
        self.items = items
        bulkExports = BulkExportIndexes([], warn: { _, _ in })
    }
}
