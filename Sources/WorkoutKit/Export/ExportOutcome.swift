
/// What an export wrote.
public struct ExportOutcome: Sendable {
    /// How many workouts were written.
    public var workouts: Int
    /// How many courses were handed to the writer (those the format cannot hold are in ``losses``).
    public var courses: Int
    /// Whether the samples outside workouts (Apple Health records) went with them.
    public var standaloneSamples: Bool
    /// What the output could not hold, per workout written.
    public var losses: [LossNotice]
}
