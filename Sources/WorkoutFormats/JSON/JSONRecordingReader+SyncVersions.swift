extension JSONRecordingReader {
    /// workoutkit's JSON carries each workout's sync identifier and version.
    public var carriesSyncVersions: Bool { true }
}
