import WorkoutModel

let jsonFormat = FormatDescriptor(
    name: "json", fileExtensions: ["json", "jsonl", "ndjson"],
    summary: "workoutkit's workout JSON, one object per line (JSON Lines)")

/// Reads workout JSON Lines: one workout or course object (`"kind":"course"`) per line;
/// blank lines are skipped. Lines whose `kind` names a record outside workouts (see
/// ``WorkoutJSON/HealthRecord``) are handed out in batches by ``readItems(from:context:emit:)``
/// (and counted in a warning by ``read(from:context:emit:)``).
///
/// A line is read as it comes, never held whole: a workout's samples and locations an element
/// at a time, its series values regrouped into series (see `WorkoutJSON.ContentDecoder`).
///
/// A bad line fails the input; with ``ReadOptions/lenient`` the workouts of the lines
/// before it are kept, and a warning says where reading stopped.
///
/// Given a ``WorkoutSampleSink`` (``readItems(from:context:sampleSink:emit:)``), it hands the
/// samples of each workout the sink takes to it as they are read, and the workout without
/// them, and the locations of its routes the sink takes (from the first on): a line then
/// costs a sample or a location at a time, the routes the sink does not take and the rest of
/// its object.
public struct JSONRecordingReader: SampleSinkReader {
    public init() {}

    public var format: FormatDescriptor { jsonFormat }

    public func recognizes(prefix: [UInt8]) -> Bool {
        var bytes = prefix[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), first == UInt8(ascii: "{")
        else { return false }
        // A workout has an activity type; a course or a record line names its kind first.
        let markers = [Array("\"activityType\"".utf8)] + ["course", "sample", "categorySample", "correlation", "activitySummary"]
            .map { Array("\"kind\":\"\($0)\"".utf8) }
        return markers.contains { marker in
            bytes.count >= marker.count && (0...(bytes.count - marker.count)).contains { i in
                bytes[(bytes.startIndex + i)...].starts(with: marker)
            }
        }
    }

    public func read(from source: any ByteSource, context: ReadContext, emit: (WorkoutRecording) throws -> Void) throws {
        try readRecordings(of: self, from: source, context: context, emit: emit)
    }

    public func readItems(from source: any ByteSource, context: ReadContext, emit: (ReadItem) throws -> Void) throws {
        try readItems(from: source, context: context, sink: nil, emit: emit)
    }

    public func readItems(from source: any ByteSource, context: ReadContext, sampleSink: any WorkoutSampleSink,
                          emit: (ReadItem) throws -> Void) throws {
        try readItems(from: source, context: context, sink: sampleSink, emit: emit)
    }

    /// Reads the lines, handing the samples of the workouts `sink` takes to it; a bad line's
    /// samples given to it are discarded before the problem is reported.
    private func readItems(from source: any ByteSource, context: ReadContext, sink: (any WorkoutSampleSink)?,
                           emit: (ReadItem) throws -> Void) throws {
        var lines = WorkoutJSON.LineDecoder()
        var batches = HealthRecordBatches()
        var parser = JSONParser(lines: source)
        while try parser.beginLine() {
            let lineNumber = parser.lineNumber
            let decoded: WorkoutJSON.Line
            do {
                decoded = try lines.decodeLine(&parser, sampleSink: sink)
                try parser.endLine()
            } catch {
                try sink?.discardSamples()
                let failure: FormatError
                switch error {
                case let error as JSONSyntaxError:
                    failure = .malformed(file: context.name, at: .line(lineNumber, column: error.column), reason: error.reason)
                case let error as WorkoutJSON.DecodingFailure:
                    failure = .malformed(file: context.name, at: .line(lineNumber), reason: error.reason)
                default:
                    throw error
                }
                guard context.options.lenient else { throw failure }
                context.warn("\(failure); the workouts after it were not read")
                break
            }
            switch decoded {
            case .record(let record):
                try batches.add(record, emit: emit)
            case .workout(var recording):
                if let source = context.options.sourceOverride { recording.workout.source = source }
                try batches.flush(emit: emit)
                try emit(.recording(recording))
            case .course(var course):
                if let source = context.options.sourceOverride { course.source = source }
                try batches.flush(emit: emit)
                try emit(.course(course))
            }
        }
        try batches.flush(emit: emit)
    }
}

/// Writes workout JSON Lines: a line per workout, then a line per course. JSON keeps
/// everything in the model but the metadata of samples and routes, which the contract
/// has no key for. Its sessions also write the records outside workouts
/// (``StandaloneSampleWriting``), a line each, and write a workout's line a piece at a time
/// as its samples and locations come (``RecordingContentWriting``).
public struct JSONRecordingWriter: RecordingContentWriter {
    public init() {}

    public var format: FormatDescriptor { jsonFormat }

    public var capabilities: FormatCapabilities {
        var capabilities = FormatCapabilities(
            multipleWorkouts: true, eventTypes: Set(WorkoutEvent.EventType.allCases), eventMetadata: true,
            activities: true, totals: true, device: true, routes: true,
            locationFields: Set(FormatCapabilities.LocationField.allCases), sampleTypes: nil,
            sampleMetadata: false, metadataKeys: nil, courses: true, waypoints: true, untimedTrackPoints: true)
        capabilities.segmentStarts = true
        capabilities.sampleDevices = true
        return capabilities
    }

    public func makeSession(output: any ByteSink) throws -> any RecordingWriterSession {
        Session(output: output)
    }

    private final class Session: StandaloneSampleWriting, CourseWriting, RecordingContentWriting {
        let output: any ByteSink
        init(output: any ByteSink) { self.output = output }

        func write(_ recording: WorkoutRecording) throws {
            try write(recording, content: RecordingContentSource(recording))
        }

        func write(_ rest: WorkoutRecording, content: RecordingContentSource) throws {
            try WorkoutJSON.write(rest, content: content) { try output.write(bytes: $0) }
            try output.write(bytes: [0x0A])
        }

        func write(standaloneSamples samples: [QuantitySample]) throws { try write(samples.map { .sample($0) }) }
        func write(categorySamples samples: [CategorySample]) throws { try write(samples.map { .categorySample($0) }) }
        func write(correlations: [Correlation]) throws { try write(correlations.map { .correlation($0) }) }
        func write(activitySummaries summaries: [ActivitySummary]) throws { try write(summaries.map { .activitySummary($0) }) }

        private func write(_ records: [WorkoutJSON.HealthRecord]) throws {
            var bytes: [UInt8] = []
            for record in records {
                bytes += WorkoutJSON.encode(record)
                bytes.append(0x0A)
            }
            try output.write(bytes: bytes)
        }

        func write(_ course: Course) throws {
            var bytes = WorkoutJSON.encode(course)
            bytes.append(0x0A)
            try output.write(bytes: bytes)
        }

        func finish() throws {}
    }
}
