import WorkoutModel

/// How a reader should treat what it reads.
public struct ReadOptions: Sendable {
    /// Keep the complete part of a damaged recording (marked partial) instead of failing.
    public var lenient: Bool
    /// The source to record when the file names none, or to use instead of the one it names.
    public var sourceOverride: Source?
    /// Leave out a bad item of an input that holds several (a record or workout of an Apple
    /// Health export, a track of a GPX file, an activity of a TCX file, the rest of an XML
    /// document after a well-formedness error) and read on, naming it in
    /// ``ReadContext/skipped``, instead of failing the whole input; `import` does unless
    /// `--strict`.
    public var skipsBadItems: Bool

    public init(
        lenient: Bool = false, sourceOverride: Source? = nil, skipsBadItems: Bool = false
    ) {
        self.lenient = lenient
        self.sourceOverride = sourceOverride
        self.skipsBadItems = skipsBadItems
    }
}

/// What a reader knows while it reads one input: its name (for messages), the
/// options, and the warnings it has to pass on.
public final class ReadContext {
    /// The input's name as the user gave it (a path, `-`, or `archive.zip:entry`).
    public let name: String
    public let options: ReadOptions
    /// Warnings about the input that did not stop reading (for example a time with no zone).
    public private(set) var warnings: [String] = []
    /// The items left out so that their neighbours could be read (with ``ReadOptions/skipsBadItems``).
    public private(set) var skipped = SkippedItems()
    /// Opens a file the input refers to by a path relative to the input's own folder
    /// (an Apple Health export's `workout-routes/route.gpx`), inside the same archive
    /// when the input is an archive entry; `nil` when the input has no such folder.
    public var openRelatedFile: ((String) throws -> any ByteSource)?
    /// The paths, relative to the input's own folder, of the files in one of its subfolders
    /// (`workout-routes`), for a reader that reads them ahead (``RelatedFiles``); `nil` when
    /// they cannot be listed. Reading works without it.
    public var relatedFilePaths: ((String) -> [String])?

    public init(name: String, options: ReadOptions = ReadOptions()) {
        self.name = name
        self.options = options
    }

    /// Records a warning once (repeats of the same text are dropped).
    public func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    /// Records an item left out so that its neighbours could be read.
    public func skip(_ item: SkippedItem) {
        skipped.append(item)
    }
}

/// Describes a format: its name on the command line and its file extensions.
public struct FormatDescriptor: Hashable, Sendable {
    /// The name used by `--format`, `--from` and `--to` (`json`, `gpx`, ...).
    public let name: String
    /// File extensions, lower case, without the dot; the first is the one written.
    public let fileExtensions: [String]
    /// One line for `--help` and the manual.
    public let summary: String

    public init(name: String, fileExtensions: [String], summary: String) {
        self.name = name
        self.fileExtensions = fileExtensions
        self.summary = summary
    }
}

/// Turns the bytes of one format into recordings.
public protocol RecordingReader: Sendable {
    var format: FormatDescriptor { get }

    /// Whether the first bytes of an input (up to 4 KiB; fewer for a short input)
    /// identify this format.
    func recognizes(prefix: [UInt8]) -> Bool

    /// Reads every recording in `source`, in file order, handing each to `emit`.
    ///
    /// - Throws: ``FormatError/malformed(file:at:reason:)`` naming `context.name` and the place.
    func read(from source: any ByteSource, context: ReadContext, emit: (WorkoutRecording) throws -> Void) throws

    /// Reads every item in `source` (recordings, courses, samples outside workouts), in
    /// file order, handing each to `emit` as soon as it is complete.
    ///
    /// - Throws: ``FormatError/malformed(file:at:reason:)`` naming `context.name` and the place.
    func readItems(from source: any ByteSource, context: ReadContext, emit: (ReadItem) throws -> Void) throws

    /// Whether the recordings read carry their own sync versions (workoutkit's JSON), which
    /// an import then follows, instead of the store numbering versions as the content changes.
    var carriesSyncVersions: Bool { get }

    /// Whether the recordings read are a HealthKit store's own records (workoutkit's JSON, an
    /// Apple Health export), whose totals are as the store kept them: an import derives no
    /// missing totals for them, so that they go back out as they came in.
    var transcribesAStore: Bool { get }
}

extension RecordingReader {
    /// Formats carry no sync versions of their own unless they say so.
    public var carriesSyncVersions: Bool { false }

    /// Formats are recordings of devices unless they say so; those that carry sync versions
    /// are a store's transcription.
    public var transcribesAStore: Bool { carriesSyncVersions }

    /// A reader of recordings only hands out recordings.
    public func readItems(from source: any ByteSource, context: ReadContext, emit: (ReadItem) throws -> Void) throws {
        try read(from: source, context: context) { try emit(.recording($0)) }
    }

    /// Reads all recordings of a source into an array.
    public func readAll(from source: any ByteSource, context: ReadContext) throws -> [WorkoutRecording] {
        var recordings: [WorkoutRecording] = []
        try read(from: source, context: context) { recordings.append($0) }
        return recordings
    }

    /// Reads all recordings and courses of a source into arrays (samples outside
    /// workouts are counted in a warning, as ``read(from:context:emit:)`` does).
    public func readRecordingsAndCourses(
        from source: any ByteSource, context: ReadContext
    ) throws -> (recordings: [WorkoutRecording], courses: [Course]) {
        var recordings: [WorkoutRecording] = []
        var courses: [Course] = []
        var samples = 0
        try readItems(from: source, context: context) { item in
            switch item {
            case .recording(let recording): recordings.append(recording)
            case .course(let course): courses.append(course)
            case .samples(let batch): samples += batch.count
            case .categorySamples(let batch): samples += batch.count
            case .correlations(let batch): samples += batch.count
            case .activitySummaries(let batch): samples += batch.count
            }
        }
        if samples > 0 { context.warn("\(samples) records outside workouts were not read here (import reads them)") }
        return (recordings, courses)
    }
}

/// A writer session that can also hold courses (``FormatCapabilities/courses``).
public protocol CourseWriting: RecordingWriterSession {
    /// Writes one course with its waypoints.
    func write(_ course: Course) throws
}

/// Writes recordings into one output of a format.
public protocol RecordingWriterSession: AnyObject {
    /// Writes one recording.
    func write(_ recording: WorkoutRecording) throws
    /// Completes the output (closing elements, trailers, checksums).
    func finish() throws
}

/// Turns recordings into the bytes of one format.
public protocol RecordingWriter: Sendable {
    var format: FormatDescriptor { get }
    /// What the format can hold; used to tell the user what a conversion leaves out.
    var capabilities: FormatCapabilities { get }
    /// Starts writing one output.
    func makeSession(output: any ByteSink) throws -> any RecordingWriterSession

    /// For a format whose one output is an archive holding a whole export (every workout,
    /// and the samples outside workouts: an Apple Health export), the name of that archive
    /// when it is written into a directory (`export.zip`); `nil` for a format written one
    /// file per workout into a directory.
    var wholeExportFileName: String? { get }

    /// Whether the format holds the records outside workouts (quantity and category samples,
    /// correlations, activity summaries: an Apple Health export's records); a writer that
    /// holds them has sessions that are ``StandaloneSampleWriting``.
    var holdsHealthRecords: Bool { get }
}

extension RecordingWriter {
    /// Formats are written one file per workout into a directory unless they say otherwise.
    public var wholeExportFileName: String? { nil }

    /// Formats hold workouts (and courses) only unless they say otherwise.
    public var holdsHealthRecords: Bool { false }

    /// Writes recordings into one output in one go.
    public func write(_ recordings: [WorkoutRecording], to output: any ByteSink) throws {
        let session = try makeSession(output: output)
        for recording in recordings { try session.write(recording) }
        try session.finish()
    }
}
