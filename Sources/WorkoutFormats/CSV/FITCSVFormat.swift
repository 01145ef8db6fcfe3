import FITCodec
import WorkoutModel

let fitCSVFormat = FormatDescriptor(
    name: "fitcsv", fileExtensions: ["csv"],
    summary: "Garmin FitCSVTool's CSV of FIT messages (Type, Local Number, Message, Field N, Value N, Units N)")

/// Reads Garmin FitCSVTool CSV: the FIT messages it holds are encoded back into a
/// FIT file in memory and read by ``FITRecordingReader`` (session → workout, record →
/// route and series, ...).
public struct FITCSVRecordingReader: RecordingReader {
    public init() {}

    public var format: FormatDescriptor { fitCSVFormat }

    public func recognizes(prefix: [UInt8]) -> Bool {
        var bytes = prefix[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return bytes.starts(with: Array("Type,Local Number,Message,".utf8))
    }

    public func read(from source: any ByteSource, context: ReadContext, emit: (WorkoutRecording) throws -> Void) throws {
        let records = CSVRecordReader(source: source, name: context.name)
        guard let header = try records.next(), FITCSVReader.isHeader(header) else {
            throw FormatError.malformed(file: context.name, at: .line(1), reason: "the header is not FitCSVTool's (Type,Local Number,Message,...)")
        }
        try Self.readRecordings(after: records, context: context, emit: emit)
    }

    /// The FIT messages of a FitCSVTool CSV, from a source positioned at its start.
    public static func messages(from source: any ByteSource, name: String) throws -> [FITOutgoingMessage] {
        let records = CSVRecordReader(source: source, name: name)
        guard let header = try records.next(), FITCSVReader.isHeader(header) else {
            throw FormatError.malformed(file: name, at: .line(1), reason: "the header is not FitCSVTool's (Type,Local Number,Message,...)")
        }
        var reader = FITCSVReader(name: name)
        var messages: [FITOutgoingMessage] = []
        try reader.read(records) { messages.append($0) }
        return messages
    }

    /// Encodes the messages after the header into FIT bytes and reads those.
    static func readRecordings(after records: CSVRecordReader, context: ReadContext, emit: (WorkoutRecording) throws -> Void) throws {
        var reader = FITCSVReader(name: context.name)
        var encoder = FITEncoder()
        var line = 0
        do {
            try reader.read(records) { message in
                line = records.line
                try encoder.write(message)
            }
        } catch let error as FITEncodingError {
            throw FormatError.malformed(file: context.name, at: .line(line), reason: error.reason)
        }
        try FITRecordingReader().read(from: DataByteSource(encoder.finish()), context: context, emit: emit)
    }
}

/// Writes recordings as Garmin FitCSVTool CSV: each recording is written as a FIT
/// activity (``FITRecordingWriter``) and its messages as FitCSVTool rows
/// (``FITCSVWriter``). To keep every message of a FIT file, convert the file's own
/// messages with ``FITCSVWriter/write(fitBytes:name:lenient:to:)`` instead.
public struct FITCSVRecordingWriter: RecordingWriter {
    public init() {}

    public var format: FormatDescriptor { fitCSVFormat }

    public var capabilities: FormatCapabilities { FITRecordingWriter().capabilities }

    public func makeSession(output: any ByteSink) throws -> any RecordingWriterSession {
        let buffer = DataByteSink()
        return Session(output: output, fit: try FITRecordingWriter().makeSession(output: buffer), buffer: buffer)
    }

    private final class Session: RecordingWriterSession {
        let output: any ByteSink
        let fit: any RecordingWriterSession
        let buffer: DataByteSink

        init(output: any ByteSink, fit: any RecordingWriterSession, buffer: DataByteSink) {
            self.output = output
            self.fit = fit
            self.buffer = buffer
        }

        func write(_ recording: WorkoutRecording) throws { try fit.write(recording) }

        func finish() throws {
            try fit.finish()
            try FITCSVWriter.write(fitBytes: buffer.bytes, name: "FIT output", to: output)
        }
    }
}
