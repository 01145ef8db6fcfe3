import WorkoutFormats
import WorkoutModel

/// An input's place in a bulk export (see ``/WorkoutFormats/BulkExportLayout``): the export's
/// index and the input's entry in it.
struct BulkExportMembership: Sendable {
    var index: any BulkExportIndex
    /// The entry's path relative to the export's folder or archive.
    var entryName: String

    /// The recordings read from the entry with what the index says about them.
    func annotate(_ recordings: [WorkoutRecording]) -> [WorkoutRecording] {
        recordings.map { index.annotate($0, entryName: entryName) }
    }
}
