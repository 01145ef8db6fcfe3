import WorkoutFormats

/// How a ``Converter`` reads and writes.
public struct ConversionOptions {
    /// The writer of the output format (see ``WorkoutFormats/FormatRegistry/outputWriter(format:output:option:layout:)``).
    public var writer: any RecordingWriter
    /// The reader of the input, instead of detecting its format.
    public var reader: (any RecordingReader)?
    /// Refuse, writing nothing, when the output format cannot hold everything
    /// (``/WorkoutFormats/FormatError/wouldLoseData(file:format:losses:)``); each workout is read whole first.
    public var strict: Bool
    /// Keep the complete part of a damaged recording instead of failing.
    public var lenient: Bool
    /// The formats the input is detected among.
    public var registry: FormatRegistry
    /// The positions the output withholds (see ``Converter`` for when a workout is then read whole).
    public var privacy: PrivacyFilter

    public init(
        writer: any RecordingWriter, reader: (any RecordingReader)? = nil, strict: Bool = false, lenient: Bool = false,
        registry: FormatRegistry = .standard, privacy: PrivacyFilter = .none
    ) {
        self.writer = writer
        self.reader = reader
        self.strict = strict
        self.lenient = lenient
        self.registry = registry
        self.privacy = privacy
    }
}
