/// A writer session that can write points as they are read.
public typealias RecordingStreamSession = RecordingStream & RecordingWriterSession

/// A writer that can take points as they are read (see ``RecordingStream``).
public protocol PointStreamingWriter: RecordingWriter {
    /// Whether this writer's output can be written from a stream (some layouts need whole recordings).
    var streamsPoints: Bool { get }
    /// Starts writing one output from a stream; call it only when ``streamsPoints`` is true.
    func makeStreamSession(output: any ByteSink) throws -> any RecordingStreamSession
}
