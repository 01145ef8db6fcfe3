
/// What a conversion did.
public struct ConversionOutcome: Sendable {
    /// How the recording went from reader to writer.
    public enum Route: Sendable {
        /// Point by point as it was read, in memory that does not grow with the input.
        case streamed
        /// Each workout read whole, then written.
        case whole
        /// The input's own messages, transcribed by the writer (FIT to fitcsv).
        case transcribed
    }

    public var route: Route
    /// How many workouts were written (0 for a transcription, which writes messages, not workouts).
    public var workouts: Int
    /// How many courses were written (those the output format cannot hold are in ``losses``).
    public var courses: Int
    /// Warnings about the input that did not stop reading.
    public var warnings: [String]
    /// What the output could not hold, per workout written.
    public var losses: [LossNotice]
}
