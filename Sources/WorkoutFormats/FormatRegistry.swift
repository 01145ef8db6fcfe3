import Foundation

/// Finds readers and writers by format name, by content and by file extension, and
/// knows the layouts of bulk exports and archive exports.
///
/// Each format registers itself by being listed in ``standard``; nothing else in
/// workoutkit names a format.
public struct FormatRegistry: Sendable {
    public let readers: [any RecordingReader]
    public let writers: [any RecordingWriter]
    /// The bulk exports recognised in folders and archives, the first that recognises one winning.
    public let bulkExports: [any BulkExportLayout]
    /// The archives that are one export, read from one document entry.
    public let archiveDocuments: [any ArchiveDocumentLayout]

    public init(
        readers: [any RecordingReader], writers: [any RecordingWriter], bulkExports: [any BulkExportLayout] = [],
        archiveDocuments: [any ArchiveDocumentLayout] = []
    ) {
        self.readers = readers
        self.writers = writers
        self.bulkExports = bulkExports
        self.archiveDocuments = archiveDocuments
    }

    /// Every format workoutkit reads and writes.
    public static let standard = FormatRegistry(
        readers: [
            JSONRecordingReader(), FITRecordingReader(), GPXRecordingReader(), TCXRecordingReader(), CSVRecordingReader(),
            FITCSVRecordingReader(), AppleHealthReader(),
        ],
        writers: [
            JSONRecordingWriter(), FITRecordingWriter(), GPXRecordingWriter(), TCXRecordingWriter(), CSVRecordingWriter(),
            FITCSVRecordingWriter(), AppleHealthWriter(),
        ],
        bulkExports: [GarminConnectExportLayout(), StravaExportLayout()],
        archiveDocuments: [AppleHealthExport()]
    )

    /// How many bytes content detection looks at.
    public static let sniffLength = 4096

    /// The reader for a format name (case-insensitive), or `nil`.
    public func reader(named name: String) -> (any RecordingReader)? {
        readers.first { $0.format.name == name.lowercased() }
    }

    /// The writer for a format name (case-insensitive), or `nil`.
    public func writer(named name: String) -> (any RecordingWriter)? {
        writers.first { $0.format.name == name.lowercased() }
    }

    /// The writer for a file name's extension, or `nil`.
    public func writer(forFileName fileName: String) -> (any RecordingWriter)? {
        let ext = (fileName as NSString).pathExtension.lowercased()
        return writers.first { $0.format.fileExtensions.contains(ext) }
    }

    /// The reader for an input: by its content first, by the file name's extension second.
    public func detectReader(prefix: [UInt8], fileName: String) -> (any RecordingReader)? {
        if let byContent = readers.first(where: { $0.recognizes(prefix: prefix) }) { return byContent }
        let ext = (fileName as NSString).pathExtension.lowercased()
        return readers.first { $0.format.fileExtensions.contains(ext) }
    }

    /// The names of the formats that can be read, for messages and help.
    public var readableFormatNames: [String] { readers.map(\.format.name) }
    /// The names of the formats that can be written, for messages and help.
    public var writableFormatNames: [String] { writers.map(\.format.name) }
}
