import WorkoutModel

/// What a reader hands out through ``RecordingReader/readItems(from:context:emit:)``, in
/// file order: whole recordings, courses, and batches of samples that belong to no workout.
public enum ReadItem {
    case recording(WorkoutRecording)
    /// Standalone samples (Apple Health's `Record`s), in batches of bounded size.
    case samples([QuantitySample])
    /// Category samples (Apple Health's `Record`s of category types), in batches of bounded size.
    case categorySamples([CategorySample])
    /// Correlations with their samples (Apple Health's `Correlation`s), in batches of bounded size.
    case correlations([Correlation])
    /// Activity summaries (Apple Health's `ActivitySummary`s), in batches of bounded size.
    case activitySummaries([ActivitySummary])
    /// A planned route with no workout (a GPX `rte` or track without times), whole, with its waypoints.
    case course(Course)
}

/// A reader whose inputs also hold samples outside any workout (an Apple Health
/// export's records). It streams: memory is bounded by the largest workout and one
/// batch of samples, never by the input.
///
/// Through the plain ``RecordingReader/read(from:context:emit:)`` such a reader hands
/// out only the recordings and warns about the standalone samples it left out.
public protocol SampleStreamingReader: RecordingReader {
    /// Reads recordings and standalone sample batches, handing each to `emit` as soon as it is complete.
    func readItems(from source: any ByteSource, context: ReadContext, emit: (ReadItem) throws -> Void) throws
}

/// A writer session that can also hold samples outside any workout (an Apple Health
/// export's records: quantity and category samples, correlations, activity summaries),
/// handed to it in batches.
public protocol StandaloneSampleWriting: RecordingWriterSession {
    func write(standaloneSamples samples: [QuantitySample]) throws
    func write(categorySamples samples: [CategorySample]) throws
    func write(correlations: [Correlation]) throws
    func write(activitySummaries summaries: [ActivitySummary]) throws
}
