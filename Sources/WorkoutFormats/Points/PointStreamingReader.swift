import WorkoutModel

/// A reader that can hand out points while it reads, so that a conversion need not hold
/// a whole recording (see ``RecordingStream``). Its whole-recording ``RecordingReader/read(from:context:emit:)``
/// is built on the stream, so there is one parser.
public protocol PointStreamingReader: RecordingReader {
    /// Reads every recording in `source`, in file order, into `stream`.
    ///
    /// - Throws: ``FormatError/malformed(file:at:reason:)`` naming `context.name` and the place.
    func read(from source: any ByteSource, context: ReadContext, into stream: any RecordingStream) throws

    /// How the points handed out become the values and first route of the whole
    /// recordings, for a consumer that keeps them as they come (see ``PointSampling``): a
    /// new one for each input read. `open` opens the input again, when it can be (a file,
    /// not standard input), for a reader that learns from a first pass what settles its
    /// values' types.
    func pointSampling(opening open: (() throws -> any ByteSource)?) -> any PointSampling
}

extension PointStreamingReader {
    /// Readers whose whole recordings are built by ``RecordingCollector`` settle each point's
    /// samples by its batch.
    public func pointSampling(opening open: (() throws -> any ByteSource)?) -> any PointSampling { BatchPointSampling() }

    public func read(
        from source: any ByteSource, context: ReadContext, emit: (WorkoutRecording) throws -> Void
    ) throws {
        try readRecordings(of: self, from: source, context: context, emit: emit)
    }

    public func readItems(from source: any ByteSource, context: ReadContext, emit: (ReadItem) throws -> Void) throws {
        try withoutActuallyEscaping(emit) { emit in
            try read(from: source, context: context, into: RecordingCollector(context: context, emit: emit))
        }
    }
}

/// The recordings of ``RecordingReader/readItems(from:context:emit:)``, for the readers
/// whose ``RecordingReader/read(from:context:emit:)`` is built on it: what is not a
/// recording (courses, standalone samples) is counted in a warning, not handed out.
func readRecordings(
    of reader: some RecordingReader, from source: any ByteSource, context: ReadContext,
    emit: (WorkoutRecording) throws -> Void
) throws {
    var courses = 0
    var samples = 0
    try reader.readItems(from: source, context: context) { item in
        switch item {
        case .recording(let recording): try emit(recording)
        case .course: courses += 1
        case .samples(let batch): samples += batch.count
        case .categorySamples(let batch): samples += batch.count
        case .correlations(let batch): samples += batch.count
        case .activitySummaries(let batch): samples += batch.count
        }
    }
    if courses > 0 {
        context.warn("\(courses) course\(courses == 1 ? "" : "s") (planned routes, not workouts) were not read here")
    }
    if samples > 0 { context.warn("\(samples) records outside workouts were not read here (import reads them)") }
}
