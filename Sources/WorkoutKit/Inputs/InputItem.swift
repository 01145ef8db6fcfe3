import Foundation
import WorkoutFormats

/// One input a pipeline reads: a file, an entry of a zip archive, or standard input (`-`).
///
/// ``InputItem/expand(_:registry:skipping:warn:)`` turns what a user names (files,
/// folders, archives, `-`) into inputs.
public struct InputItem: Sendable {
    /// The name shown in messages: the path as given, `archive.zip:entry`, or `-`.
    public var name: String
    /// The file, or `nil` for standard input and for an entry of an archive.
    public var path: String?
    /// The archive and entry, for an input inside a zip archive.
    var archive: ZipArchive?
    var entry: ZipArchive.Entry?
    /// The activity summaries of the Garmin Connect export the input belongs to, if any.
    var garminActivities: GarminConnectActivityIndex?

    /// An input read from a file (`path`), or from standard input when `path` is `nil`.
    public init(name: String, path: String?) {
        self.name = name
        self.path = path
    }

    init(name: String, path: String?, garminActivities: GarminConnectActivityIndex?) {
        self.name = name
        self.path = path
        self.garminActivities = garminActivities
    }

    init(archive: ZipArchive, entry: ZipArchive.Entry, garminActivities: GarminConnectActivityIndex? = nil) {
        name = archive.displayName(of: entry)
        path = nil
        self.archive = archive
        self.entry = entry
        self.garminActivities = garminActivities
    }

    /// The input's own file name within its folder or archive, for matching it to an index.
    var fileName: String { entry?.fileName ?? ((path ?? name) as NSString).lastPathComponent }

    /// The size of the input's file in bytes; 0 for standard input, an archive entry, or
    /// a file that cannot be examined.
    public var size: Int64 {
        guard let path, let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? NSNumber else { return 0 }
        return size.int64Value
    }
}
