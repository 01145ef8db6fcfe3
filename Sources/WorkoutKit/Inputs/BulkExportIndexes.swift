import Foundation
import WorkoutFormats
import WorkoutModel

/// The bulk exports among the inputs: Strava folders holding an `activities.csv` at their
/// root, whose rows name, type and describe the files listed in it, and the Garmin Connect
/// exports the inputs were found in.
struct BulkExportIndexes: Sendable {
    private var indexes: [(root: String, index: StravaActivityIndex)] = []

    /// The index files, which are not recordings themselves.
    private(set) var indexPaths: Set<String> = []

    /// Loads the index of each folder argument that has one. An index that cannot
    /// be read is passed to `warn` and not used; the recordings are still imported.
    init(_ arguments: [String], warn: (String, String) -> Void) {
        for argument in arguments where argument != "-" {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let entries = FolderEntries(path: argument)
            guard entries.contains(StravaActivityIndex.fileName) else { continue }
            let path = entries.displayName(of: StravaActivityIndex.fileName)
            indexPaths.insert(path)
            do {
                if let index = try StravaActivityIndex.load(from: entries) { indexes.append((argument, index)) }
            } catch {
                warn(path, "not used as a Strava activity list: \(error)")
            }
        }
    }

    /// The recordings of an input with what its export's index says about it.
    func annotate(_ recordings: [WorkoutRecording], of item: InputItem) -> [WorkoutRecording] {
        if let garmin = item.garminActivities {
            return recordings.map { garmin.annotate($0, entryName: item.fileName) }
        }
        guard let path = item.path else { return recordings }
        for (root, index) in indexes {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            guard path.hasPrefix(prefix) else { continue }
            let entry = String(path.dropFirst(prefix.count))
            return recordings.map { index.annotate($0, entryName: entry) }
        }
        return recordings
    }
}
