import WorkoutModel

let jsonFormat = FormatDescriptor(
    name: "json", fileExtensions: ["json", "jsonl", "ndjson"],
    summary: "workoutkit's workout JSON, one object per line (JSON Lines)")

/// Reads workout JSON Lines: one workout or course object (`"kind":"course"`) per line;
/// blank lines are skipped. Lines whose `kind` names a record outside workouts (see
/// ``WorkoutJSON/HealthRecord``) are handed out in batches by ``readItems(from:context:emit:)``
/// (and counted in a warning by ``read(from:context:emit:)``).
///
/// A bad line fails the input; with ``ReadOptions/lenient`` the workouts of the lines
/// before it are kept, and a warning says where reading stopped.
public struct JSONRecordingReader: SampleStreamingReader {
    /// A line longer than this is refused rather than buffered.
    public static let maximumLineLength = 1 << 30

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
        var lines = WorkoutJSON.LineDecoder()
        var batches = HealthRecordBatches()
        var line: [UInt8] = []
        var lineNumber = 0
        var stopped = false
        var chunk = [UInt8](repeating: 0, count: 1 << 16)

        func finishLine() throws {
            lineNumber += 1
            defer { line.removeAll(keepingCapacity: true) }
            guard !stopped else { return }
            do {
                try decodeLine()
            } catch let error as FormatError where context.options.lenient {
                context.warn("\(error); the workouts after it were not read")
                stopped = true
            }
        }

        func decodeLine() throws {
            if lineNumber == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
            guard line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { return }
            let value: JSONValue
            do {
                value = try line.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in try JSONParser.parse(buffer) }
            } catch {
                throw FormatError.malformed(
                    file: context.name, at: .line(lineNumber, column: error.column), reason: error.reason)
            }
            let decoded: WorkoutJSON.Line
            do {
                decoded = try lines.decode(value)
            } catch {
                throw FormatError.malformed(file: context.name, at: .line(lineNumber), reason: error.reason)
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

        while true {
            let n = try chunk.withUnsafeMutableBytes { try source.read(into: $0) }
            if n == 0 { break }
            var start = 0
            while let newline = chunk[start..<n].firstIndex(of: 0x0A) {
                line.append(contentsOf: chunk[start..<newline])
                try finishLine()
                start = newline + 1
            }
            line.append(contentsOf: chunk[start..<n])
            if line.count > Self.maximumLineLength {
                throw FormatError.malformed(
                    file: context.name, at: .line(lineNumber + 1),
                    reason: "line longer than \(Self.maximumLineLength) bytes")
            }
        }
        if !line.isEmpty { try finishLine() }
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
