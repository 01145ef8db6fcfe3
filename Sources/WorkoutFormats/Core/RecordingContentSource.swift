import WorkoutModel

/// A workout's samples (in the order they were saved) and its routes' locations, handed
/// out a piece at a time while a writer writes them (a stored workout, read from the
/// store: the recording is never whole in memory). Writers whose output lists every
/// sample in order (the workout JSON) take it (``RecordingContentWriting``).
public struct RecordingContentSource {
    private let samples: (_ body: (QuantitySample) throws -> Void) throws -> Void
    private let locations: (_ route: Int, _ body: ([Location]) throws -> Void) throws -> Void

    /// `samples` calls its argument with each sample in order; `locations` calls its argument
    /// with the locations of the route at an index of the rest's `routes`, a batch at a time, in order.
    public init(
        samples: @escaping (_ body: (QuantitySample) throws -> Void) throws -> Void,
        locations: @escaping (_ route: Int, _ body: ([Location]) throws -> Void) throws -> Void
    ) {
        self.samples = samples
        self.locations = locations
    }

    /// The samples and locations of a whole recording.
    public init(_ recording: WorkoutRecording) {
        self.init(
            samples: { body in try recording.forEachSample(body) },
            locations: { route, body in
                let locations = recording.routes[route].locations
                for start in stride(from: 0, to: locations.count, by: Self.batchSize) {
                    try body(Array(locations[start..<min(start + Self.batchSize, locations.count)]))
                }
            })
    }

    /// How many locations of a whole recording's route a batch holds.
    private static let batchSize = 4096

    /// Calls `body` with each sample, in order.
    public func forEachSample(_ body: (QuantitySample) throws -> Void) throws {
        try samples(body)
    }

    /// Calls `body` with the locations of the route at `index` of the rest's `routes`, a batch at a time, in order.
    public func forEachLocationBatch(ofRoute index: Int, _ body: ([Location]) throws -> Void) throws {
        try locations(index, body)
    }
}

/// A writer whose sessions are ``RecordingContentWriting``: what a workout written so loses
/// is named from counts of its samples (``PointTally/add(samplesOf:count:withMetadata:)``),
/// so the format keeps routes with every location field and times to the millisecond.
public protocol RecordingContentWriter: RecordingWriter {}

/// A writer session that writes a workout from its rest and a ``RecordingContentSource``.
public protocol RecordingContentWriting: RecordingWriterSession {
    /// Writes one workout: `rest` is the recording without its samples and route locations
    /// (its routes, if any, are their identities), which `content` hands out. The output is
    /// that of ``RecordingWriterSession/write(_:)`` for the whole recording.
    func write(_ rest: WorkoutRecording, content: RecordingContentSource) throws
}
