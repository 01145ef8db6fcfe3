import WorkoutModel

/// A reader that can hand out points while it reads, so that a conversion need not hold
/// a whole recording (see ``RecordingStream``). Its whole-recording ``RecordingReader/read(from:context:emit:)``
/// is built on the stream, so there is one parser.
public protocol PointStreamingReader: RecordingReader {
    /// Reads every recording in `source`, in file order, into `stream`.
    ///
    /// - Throws: ``FormatError/malformed(file:at:reason:)`` naming `context.name` and the place.
    func read(from source: any ByteSource, context: ReadContext, into stream: any RecordingStream) throws
}

extension PointStreamingReader {
    public func read(
        from source: any ByteSource, context: ReadContext, emit: (WorkoutRecording) throws -> Void
    ) throws {
        try withoutActuallyEscaping(emit) { emit in
            try read(from: source, context: context, into: RecordingCollector(emit: emit))
        }
    }
}
