import WorkoutFormats
import WorkoutModel

/// How an ``Importer`` reads its inputs.
public struct ImportOptions: Sendable {
    /// The reader for every input, instead of detecting each input's format.
    public var reader: (any RecordingReader)?
    /// Keep the complete part of a damaged recording, marked as partial, instead of failing.
    public var lenient: Bool
    /// Refuse an input as a whole at its first bad item, instead of leaving the item out
    /// and importing its neighbours (see ``ImportStatus/skipped``).
    public var strict: Bool
    /// The source recorded for every workout, instead of the one the file names.
    public var source: Source?
    /// How many inputs are read in parallel, ahead of the one thread that saves them in input order.
    public var jobs: Int
    /// Clean, then smooth, each imported route, saving both as new route versions
    /// (see ``RouteEditor/smoothImportedRoutes(of:)``).
    public var smooth: Bool
    /// The formats inputs are detected among.
    public var registry: FormatRegistry

    public init(
        reader: (any RecordingReader)? = nil, lenient: Bool = false, strict: Bool = false, source: Source? = nil,
        jobs: Int = 1, smooth: Bool = false, registry: FormatRegistry = .standard
    ) {
        self.reader = reader
        self.lenient = lenient
        self.strict = strict
        self.source = source
        self.jobs = jobs
        self.smooth = smooth
        self.registry = registry
    }

    /// The options readers get: times are required, as a recording without them is a plan;
    /// bad items are skipped unless strict.
    var readOptions: ReadOptions {
        ReadOptions(lenient: lenient, sourceOverride: source, skipsBadItems: !strict)
    }
}
