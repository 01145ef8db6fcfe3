import WorkoutModel

/// A reader that can hand out points while it reads, so that a conversion need not hold
/// a whole recording (see ``RecordingStream``). Its whole-recording ``RecordingReader/read(from:context:emit:)``
/// is built on the stream, so there is one parser.
public protocol PointStreamingReader: RecordingReader {
    /// Reads every recording in `source`, in file order, into `stream`.
    ///
    /// - Throws: ``FormatError/malformed(file:at:reason:)`` naming `context.name` and the place.
    func read(from source: any ByteSource, context: ReadContext, into stream: any RecordingStream) throws

    /// Whether a workout's whole recording is what ``RecordingCollector`` builds from its
    /// stream: each point's samples as ``TrackPoint/forEachSample(activityType:_:)`` gives
    /// them for its batch's activity type, settled as the point is handed out, and a first
    /// route of the points' locations. Only then can a stream be saved as it comes (see
    /// `Importer`); a format whose samples are settled by what the workout's end brings
    /// (FIT: by its sessions' sports) says `false`.
    var settlesSamplesWhileStreaming: Bool { get }
}

extension PointStreamingReader {
    /// Readers whose whole recordings are built by ``RecordingCollector`` settle them as they stream.
    public var settlesSamplesWhileStreaming: Bool { true }

    public func read(
        from source: any ByteSource, context: ReadContext, emit: (WorkoutRecording) throws -> Void
    ) throws {
        try withoutActuallyEscaping(emit) { emit in
            try read(from: source, context: context, into: RecordingCollector(emit: emit))
        }
    }
}
