import WorkoutFormats

/// What one output could not hold of a workout written to it: the format left it out.
/// ``summed(_:)`` makes one notice of the notices of many workouts written to one output.
public struct LossNotice: Sendable, Equatable, CustomStringConvertible {
    /// The output: a path, or `standard output`.
    public var output: String
    /// The format's name (``/WorkoutFormats/FormatDescriptor/name``).
    public var format: String
    /// What was left out, in words (``/WorkoutFormats/LossReport/losses(writing:streamed:as:)``): `12 laps`, `the device`.
    public var losses: [String]
    /// How many recordings (workouts and courses) the losses are of: 1, or more for a
    /// notice that sums several (``/WorkoutFormats/LossReport/summed(_:)``).
    public var recordings: Int

    public init(output: String, format: String, losses: [String], recordings: Int = 1) {
        self.output = output
        self.format = format
        self.losses = losses
        self.recordings = recordings
    }

    /// `out.gpx: GPX cannot hold 12 laps and the device; they were not written`, and for
    /// several recordings `-: CSV cannot hold, over 40 recordings, 312 laps and the device
    /// (12 recordings); they were not written`. Values written otherwise (rounded, or written
    /// as another value: ``/WorkoutFormats/LossReport/outcome(of:)``) end it `they were
    /// written as named`, or `they were left out or written as named` among others.
    public var description: String {
        let over = recordings == 1 ? "" : ", over \(recordings) recordings,"
        let fate = switch LossReport.outcome(of: losses) {
        case .leftOut: "they were not written"
        case .writtenOtherwise: "they were written as named"
        case .mixed: "they were left out or written as named"
        }
        return "\(output): \(format.uppercased()) cannot hold\(over) \(LossReport.sentence(losses)); \(fate)"
    }

    /// One notice per output and format, summing what the recordings written there lost, in
    /// the order the outputs first come; an output with one notice keeps it as it is.
    public static func summed(_ notices: [LossNotice]) -> [LossNotice] {
        var order: [String] = []
        var groups: [String: [LossNotice]] = [:]
        for notice in notices {
            let key = notice.output + "\u{0}" + notice.format
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(notice)
        }
        return order.map { key in
            let group = groups[key]!
            guard group.count > 1 else { return group[0] }
            return LossNotice(output: group[0].output, format: group[0].format,
                              losses: LossReport.summed(group.map(\.losses)), recordings: group.reduce(0) { $0 + $1.recordings })
        }
    }
}
