import Foundation
import WorkoutKit

/// Reads as the standard reader of a format does, but is not a point-streaming reader: an
/// import through it reads each input whole and saves it as one recording, as an import of
/// standard input does. (A file of a point-streaming format is otherwise streamed into the
/// store however many jobs read: with several, a small one's points are read ahead first.)
struct WholeReading: RecordingReader {
    let reader: any RecordingReader

    /// The import options that read `path` whole, with the standard reader of its extension.
    static func options(for path: String) throws -> ImportOptions {
        let format = (path as NSString).pathExtension.lowercased()
        guard let reader = FormatRegistry.standard.reader(named: format) else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        return ImportOptions(reader: WholeReading(reader: reader))
    }

    var format: FormatDescriptor { reader.format }
    var carriesSyncVersions: Bool { reader.carriesSyncVersions }
    var transcribesAStore: Bool { reader.transcribesAStore }

    func recognizes(prefix: [UInt8]) -> Bool { reader.recognizes(prefix: prefix) }

    func read(from source: any ByteSource, context: ReadContext, emit: (WorkoutRecording) throws -> Void) throws {
        try reader.read(from: source, context: context, emit: emit)
    }

    func readItems(from source: any ByteSource, context: ReadContext, emit: (ReadItem) throws -> Void) throws {
        try reader.readItems(from: source, context: context, emit: emit)
    }
}
