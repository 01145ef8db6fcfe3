/// A writer that can transcribe the input of some reader message by message (a FIT file's
/// own messages as Garmin FitCSVTool CSV) rather than write what the workout mapping keeps.
/// A conversion between the two formats then keeps every message of the file.
public protocol TranscribingWriter: RecordingWriter {
    /// Whether this writer transcribes inputs that `reader` reads.
    func transcribes(inputOf reader: any RecordingReader) -> Bool

    /// Writes every message of the input in `source` to `output`.
    ///
    /// - Parameters:
    ///   - source: the input's bytes.
    ///   - name: the input's name, for messages.
    ///   - lenient: write the messages before damage instead of failing on it.
    ///   - output: where the transcription is written.
    func transcribe(from source: any ByteSource, name: String, lenient: Bool, to output: any ByteSink) throws
}
