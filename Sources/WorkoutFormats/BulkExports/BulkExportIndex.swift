import WorkoutModel

/// What a bulk export says about its activities, read from its index entries (see
/// ``BulkExportLayout``).
public protocol BulkExportIndex: Sendable {
    /// Reads one index entry and adds its activities.
    ///
    /// - Throws: ``FormatError`` when the entry is not an index of this export.
    mutating func add(from source: any ByteSource, name: String) throws

    /// The recording read from the entry `entryName` (its path relative to the export's
    /// folder or archive) with the name, notes and activity type the index gives for it.
    func annotate(_ recording: WorkoutRecording, entryName: String) -> WorkoutRecording
}
