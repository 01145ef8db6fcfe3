/// FIT to fitcsv writes the file's own messages, every one of them (``FITCSVWriter``),
/// rather than what the workout mapping keeps.
extension FITCSVRecordingWriter: TranscribingWriter {
    /// The largest FIT file transcribed (it is held in memory and decoded twice).
    public static let maximumFITBytes = 1 << 30

    public func transcribes(inputOf reader: any RecordingReader) -> Bool {
        reader is FITRecordingReader
    }

    public func transcribe(from source: any ByteSource, name: String, lenient: Bool, to output: any ByteSink) throws {
        let bytes = try source.readAll(limit: Self.maximumFITBytes)
        try FITCSVWriter.write(fitBytes: bytes, name: name, lenient: lenient, to: output)
    }
}
