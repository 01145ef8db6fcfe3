import Foundation
import WorkoutFormats
import WorkoutModel

/// One input a pipeline reads: a file, an entry of a zip archive, or standard input (`-`).
///
/// ``InputItem/expand(_:registry:warn:)`` turns what a user names (files,
/// folders, archives, `-`) into inputs.
public struct InputItem: Sendable {
    /// The name shown in messages: the path as given, `archive.zip:entry`, or `-`.
    public var name: String
    /// The file, or `nil` for standard input and for an entry of an archive.
    public var path: String?
    /// The archive and entry, for an input inside a zip archive.
    var archive: ZipArchive?
    var entry: ZipArchive.Entry?
    /// The bulk export the input belongs to, if any, whose index annotates its recordings.
    var bulkExport: BulkExportMembership?

    /// An input read from a file (`path`), or from standard input when `path` is `nil`.
    public init(name: String, path: String?) {
        self.name = name
        self.path = path
    }

    init(name: String, path: String?, bulkExport: BulkExportMembership?) {
        self.name = name
        self.path = path
        self.bulkExport = bulkExport
    }

    init(archive: ZipArchive, entry: ZipArchive.Entry, bulkExport: BulkExportMembership? = nil) {
        name = archive.displayName(of: entry)
        path = nil
        self.archive = archive
        self.entry = entry
        self.bulkExport = bulkExport
    }

    /// The recordings read from the input, with what its bulk export's index says about them.
    func annotate(_ recordings: [WorkoutRecording]) -> [WorkoutRecording] {
        bulkExport?.annotate(recordings) ?? recordings
    }

    /// The size of the input's file in bytes; 0 for standard input, an archive entry, or
    /// a file that cannot be examined.
    public var size: Int64 {
        guard let path, let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? NSNumber else { return 0 }
        return size.int64Value
    }
}
