import WorkoutModel

/// A recording checked and digested for saving: the part of saving that needs no
/// database. A batch import prepares each file's recordings on the threads that read
/// them, so that the one thread writing to the store only writes.
public struct PreparedRecording: Sendable {
    public let recording: WorkoutRecording
    /// ``WorkoutRecording/contentDigest``, which tells an unchanged recording from a changed one.
    let contentDigest: String

    /// Checks that `recording` can be stored (the errors ``WorkoutStore/save(_:versioning:)-([WorkoutRecording],_)``
    /// would throw for it) and computes its digest.
    public init(_ recording: WorkoutRecording) throws {
        try Validation.check(recording)
        self.recording = recording
        contentDigest = recording.contentDigest
    }
}
