import WorkoutFormats

/// A stage a stream passes through between a reader and a writer's session (an edit:
/// ``EditingStream``), which passes what it takes on to the next stream.
protocol StreamStage: RecordingStream {
    /// Called once the reader is done and before the output is complete: throwing refuses
    /// the input, and nothing is written.
    func finish() throws
}
