import WorkoutModel

/// A recording checked and digested for saving: the part of saving that needs no
/// database. A batch import prepares each file's recordings on the threads that read
/// them, so that the one thread writing to the store only writes.
public struct PreparedRecording: Sendable {
    public let recording: WorkoutRecording
    /// ``WorkoutRecording/contentDigest``, which tells an unchanged recording from a changed one.
    let contentDigest: String

    /// The digest to compare with `stored`, a stored recording's: in `stored`'s version
    /// (a recording saved before version 2 has a version-1 digest, computed here when asked).
    func contentDigest(comparableTo stored: String) -> String {
        switch ContentDigestVersion(ofDigest: stored) {
        case .version2: return contentDigest
        case .version1: return recording.contentDigest(.version1)
        }
    }

    /// Checks that `recording` can be stored (the errors ``WorkoutStore/save(_:versioning:)-([WorkoutRecording],_)``
    /// would throw for it) and computes its digest.
    public init(_ recording: WorkoutRecording) throws {
        try Validation.check(recording)
        self.recording = recording
        contentDigest = recording.contentDigest
    }
}
