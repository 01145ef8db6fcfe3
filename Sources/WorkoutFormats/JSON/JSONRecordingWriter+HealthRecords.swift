extension JSONRecordingWriter {
    /// workoutkit's JSON holds the records outside workouts, a line each (see ``WorkoutJSON/HealthRecord``).
    public var holdsHealthRecords: Bool { true }
}
