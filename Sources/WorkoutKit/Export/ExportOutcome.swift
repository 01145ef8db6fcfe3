
/// What an export wrote.
public struct ExportOutcome: Sendable {
    /// How many workouts were written.
    public var workouts: Int
    /// Whether the samples outside workouts (Apple Health records) went with them.
    public var standaloneSamples: Bool
    /// What the output could not hold, per workout written.
    public var losses: [LossNotice]
}
