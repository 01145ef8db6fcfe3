import WorkoutFormats

/// The inputs of an import, expanded from what a user names (files, folders, archives,
/// `-`; see ``InputItem/expand(_:registry:warn:)``), each recording of a bulk export
/// (a Strava folder's `activities.csv`, a Garmin Connect export's activity summaries)
/// carrying the export's index.
public struct ImportInputs: Sendable {
    /// The inputs, in the order they are imported.
    public var items: [InputItem]

    /// Expands `arguments`.
    ///
    /// - Parameters:
    ///   - arguments: files, folders, archives and `-`, as a user named them.
    ///   - registry: the formats and bulk-export layouts inputs are recognised by.
    ///   - warn: called with a file and what is wrong with it, for an index or
    ///     summary that cannot be read (it is not used; the recordings are still imported).
    /// - Throws: ``PipelineError/noSuchFileOrDirectory(_:)``, ``PipelineError/unreadableDirectory(_:)``.
    public init(
        _ arguments: [String], registry: FormatRegistry = .standard,
        warn: (_ file: String, _ message: String) -> Void = { _, _ in }
    ) throws {
        items = try InputItem.expand(arguments, registry: registry, warn: warn)
    }

    /// Inputs already expanded, with the bulk-export indexes they carry.
    public init(items: [InputItem]) {
        self.items = items
    }
}
