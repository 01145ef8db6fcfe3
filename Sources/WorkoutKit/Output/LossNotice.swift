import WorkoutFormats

/// What one output could not hold of a workout written to it: the format left it out.
public struct LossNotice: Sendable, Equatable, CustomStringConvertible {
    /// The output: a path, or `standard output`.
    public var output: String
    /// The format's name (``/WorkoutFormats/FormatDescriptor/name``).
    public var format: String
    /// What was left out, in words (``/WorkoutFormats/LossReport/losses(writing:streamed:as:)``): `12 laps`, `the device`.
    public var losses: [String]

    public init(output: String, format: String, losses: [String]) {
        self.output = output
        self.format = format
        self.losses = losses
    }

    /// `out.gpx: GPX cannot hold 12 laps and the device; they were not written`.
    public var description: String {
        "\(output): \(format.uppercased()) cannot hold \(LossReport.sentence(losses)); they were not written"
    }
}
