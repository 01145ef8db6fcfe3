import Foundation
import WorkoutFormats
import WorkoutModel

/// Writes recordings with one writer, reporting what the format could not hold, or, with
/// `strict`, refusing before anything is written.
struct RecordingOutput {
    var writer: any RecordingWriter
    var target: OutputTarget
    var strict: Bool
    /// How the workouts of a directory are named, instead of `2024-05-01T0730-running-6f1c2a9b.gpx`.
    var fileNames: ExportFileNames? = nil
    /// Called with what a workout written lost.
    var reportLoss: (LossNotice) -> Void
    /// The positions withheld from every workout and course written (whole; or point by point,
    /// by ``stream(from:source:context:writer:lastKept:)`` or, for a stored workout, as it is
    /// read: ``OutputWorkout/streamed(rest:points:tally:withheld:)``); each one's count goes to `reportWithheld`.
    var privacy: PrivacyFilter = .none
    var reportWithheld: (WithheldPositions) -> Void = { _ in }

    /// Writes `count` recordings, fetched one at a time by `recording(at:)` (so that
    /// an export never holds the whole store in memory), then `courses` where the format
    /// holds them (else they are named as lost). A writer that holds samples
    /// outside workouts (Apple Health, JSON) also gets the batches `standaloneSamples` hands out
    /// (into a directory, in a file of their own).
    func write(
        count: Int, courses: [Course] = [], standaloneSamples: StandaloneSampleSource? = nil,
        recording: (Int) throws -> WorkoutRecording
    ) throws {
        try write(count: count, courses: courses, standaloneSamples: standaloneSamples) { index, body in
            try body(.whole(try recording(index)))
        }
    }

    /// Writes `count` workouts as ``write(count:courses:standaloneSamples:recording:)`` does;
    /// `workout(index, body)` calls `body` with the workout at `index`, whole or with its
    /// points read while they are written (``OutputWorkout/streamed(rest:points:tally:withheld:)``,
    /// only for a ``TrackPointWriter`` that ``TrackPointWriter/writesTrackPointSources``).
    func write(
        count: Int, courses: [Course] = [], standaloneSamples: StandaloneSampleSource? = nil,
        workout: (Int, (OutputWorkout) throws -> Void) throws -> Void
    ) throws {
        let format = writer.format.name
        if strict {
            for index in 0..<count {
                try workout(index) { try refuseLosses(of: $0) }
            }
            var names = Set<String>()
            for course in courses {
                // A directory has a file per course.
                if case .directory = target { names = [] }
                let losses = LossReport.losses(writing: withheld(from: course).course, as: writer.capabilities, namesInFile: &names)
                if !losses.isEmpty {
                    throw FormatError.wouldLoseData(file: outputName(for: course), format: format, losses: losses)
                }
            }
        }
        switch target {
        case .directory(let directory):
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            var taken: Set<String> = standaloneSamples == nil ? [] : [healthRecordsFileName.lowercased()]
            for index in 0..<count {
                try workout(index) { item in
                    var name = fileName(for: item.rest.workout)
                    if fileNames != nil { name = ExportFileNames.unique(name, taken: &taken) }
                    let path = (directory as NSString).appendingPathComponent(name)
                    try FileByteSink.writeWhole(path) { sink in
                        let session = try writer.makeSession(output: sink)
                        try write(item, into: session, name: path)
                        try session.finish()
                    }
                }
            }
            for course in courses {
                let path = (directory as NSString).appendingPathComponent(fileName(for: course))
                var names = Set<String>()
                guard let course = filtered(course, name: path, withheldFrom: path, namesInFile: &names) else { continue }
                try FileByteSink.writeWhole(path) { sink in
                    let session = try writer.makeSession(output: sink)
                    try (session as? any CourseWriting)?.write(course)
                    try session.finish()
                }
            }
            if let standaloneSamples {
                try FileByteSink.writeWhole((directory as NSString).appendingPathComponent(healthRecordsFileName)) { sink in
                    let session = try writer.makeSession(output: sink)
                    if let session = session as? any StandaloneSampleWriting { try standaloneSamples(session) }
                    try session.finish()
                }
            }
        case .file(let path):
            try checkCount(count + keptCount(courses))
            try FileByteSink.writeWhole(path) { sink in
                try writeAll(count: count, courses: courses, name: path, to: sink, standaloneSamples: standaloneSamples,
                             workout: workout)
            }
        case .standardOutput(let sink):
            try checkCount(count + keptCount(courses))
            try writeAll(count: count, courses: courses, name: OutputTarget.standardOutputName, to: sink,
                         standaloneSamples: standaloneSamples, workout: workout)
        }
    }

    /// Refuses `item` where the format would lose something of it (what a strict output checks
    /// before writing): ``/WorkoutFormats/FormatError/wouldLoseData(file:format:losses:)``
    /// naming the output and the losses.
    func refuseLosses(of item: OutputWorkout) throws {
        let losses = try withheld(from: item).item.losses(as: writer.capabilities)
        if !losses.isEmpty {
            throw FormatError.wouldLoseData(file: outputName(for: item.rest), format: writer.format.name, losses: losses)
        }
    }

    /// Reads and writes at once: points go from `reader` to `writer` in batches as they are
    /// read, so memory does not grow with the input, and what the format cannot hold is named
    /// as each workout ends. With ``privacy``, the positions it withholds are taken from the
    /// points as they pass (``StreamedPrivacyFilter``); its hidden ends need `lastKept`, the
    /// index of each streamed workout's last position kept
    /// (``StreamedPrivacyFilter/lastKeptIndices(hiddenEnds:read:)``), asked for before the first
    /// byte is written. `stage` makes a stage the reader's stream passes through before it
    /// reaches the writer (an edit: ``EditingStream``), finished before the output is. An input
    /// that held no workout and no course is refused with `emptyInput` (when given) before the
    /// output is complete, so no file is left. With ``strict``, the first workout that would
    /// lose data is refused (``/WorkoutFormats/FormatError/wouldLoseData(file:format:losses:)``)
    /// and the file left unwritten (into standard output, the stream is held in a temporary
    /// file until it is complete). Returns how many workouts and courses were written, or
    /// `nil` (nothing read) when the target is a directory, which needs each workout whole.
    /// `gated`: the writer's stream is the whole read's only where ``ExactStreamGate`` admits it
    /// (``exactStreamingWriter(_:)``); the gate stands between the stage and the writer, and
    /// throws ``ExactStreamGate/Inexact`` before anything is written where the stream would differ.
    func stream(
        from reader: any PointStreamingReader, source: any ByteSource, context: ReadContext,
        writer: any PointStreamingWriter, gated: Bool = false, lastKept: () throws -> [Int]? = { nil },
        through stage: ((any RecordingStream) -> any StreamStage)? = nil, refusingEmptyWith emptyInput: (any Error)? = nil
    ) throws -> (workouts: Int, courses: Int)? {
        let (output, held) = holdingWithheld()
        func run(_ sink: any ByteSink, name: String) throws -> (workouts: Int, courses: Int) {
            let stream = LossReportingStream(session: try writer.makeStreamSession(output: sink), output: output, name: name)
            if !privacy.isEmpty { stream.privacy = StreamedPrivacyFilter(privacy, lastKept: try lastKept()) }
            let gate = gated ? ExactStreamGate(next: stream) : nil
            let toWriter: any RecordingStream = gate ?? stream
            let first = stage?(toWriter)
            try reader.read(from: source, context: context, into: first ?? toWriter)
            try first?.finish()
            try gate?.finish()
            if let emptyInput, stream.workoutCount + stream.courseCount == 0 { throw emptyInput }
            try stream.finish()
            return (stream.workoutCount, stream.courseCount)
        }
        switch target {
        case .directory:
            return nil
        case .file(let path):
            var counts = (workouts: 0, courses: 0)
            try FileByteSink.writeWhole(path) { sink in counts = try run(sink, name: path) }
            held.release(to: reportWithheld)
            return counts
        case .standardOutput(let sink):
            guard strict else { return try run(sink, name: OutputTarget.standardOutputName) }
            // What standard output is given cannot be taken back: a strict stream goes into a
            // temporary file first, copied out once nothing was refused.
            let spool = try SpooledByteSink()
            let counts = try run(spool, name: OutputTarget.standardOutputName)
            try spool.copy(to: sink)
            held.release(to: reportWithheld)
            return counts
        }
    }

    /// Reads once and writes a file at each of `paths`, as
    /// ``stream(from:source:context:writer:lastKept:through:refusingEmptyWith:)`` writes one: the reader's stream
    /// passes through the stage `fanOut` makes of the files' streams (one for each path, in
    /// order), which hands each file its part (a split: ``SplittingStream``). The files are
    /// open together until the reader is done; each is written whole or not at all, and none
    /// when reading or the stage fails. ``privacy`` applies to each file; its hidden ends need
    /// `lastKept`, the index of each file's last position kept
    /// (``StreamedPrivacyFilter/lastKeptIndices(hiddenEnds:outputs:read:)``), asked for before
    /// the first file is opened. `gated`: each file's stream passes an ``ExactStreamGate`` of
    /// its own, as for one file.
    func stream(
        from reader: any PointStreamingReader, source: any ByteSource, context: ReadContext,
        writer: any PointStreamingWriter, gated: Bool = false, into paths: [String], lastKept: () throws -> [Int]? = { nil },
        through fanOut: ([any RecordingStream]) -> any StreamStage
    ) throws {
        let (output, held) = holdingWithheld()
        let kept = privacy.isEmpty ? nil : try lastKept()
        var streams: [any RecordingStream] = []
        var gates: [ExactStreamGate] = []
        func open(_ index: Int) throws {
            guard index < paths.count else {
                let stage = fanOut(streams)
                try reader.read(from: source, context: context, into: stage)
                try stage.finish()
                for gate in gates { try gate.finish() }
                return
            }
            try FileByteSink.writeWhole(paths[index]) { sink in
                let stream = LossReportingStream(session: try writer.makeStreamSession(output: sink), output: output, name: paths[index])
                if !privacy.isEmpty { stream.privacy = StreamedPrivacyFilter(privacy, lastKept: kept.map { [$0[index]] }) }
                if gated {
                    let gate = ExactStreamGate(next: stream)
                    gates.append(gate)
                    streams.append(gate)
                } else {
                    streams.append(stream)
                }
                try open(index + 1)
                try stream.finish()
            }
        }
        try open(0)
        held.release(to: reportWithheld)
    }

    /// The writer to stream `item`'s points to in `writer`'s format, or `nil` when the input is
    /// read whole (`convert`, and the streamed edits: ``EditPipeline/writeStreamed(_:edit:with:to:strict:events:)``).
    /// A writer with a column per extra series (developer fields), which it must know before
    /// its first row, gets them from a first pass over the input (opened again) by a reader
    /// that can make one (``/WorkoutFormats/ExtraSeriesScanning``), and then takes their values with the
    /// points; when the pass finds none, the writer streams as it always does. Standard
    /// input cannot be read twice: for such a writer and reader it is read whole.
    static func streamingWriter(
        _ writer: any RecordingWriter, for item: InputItem, reader: any RecordingReader, registry: FormatRegistry
    ) throws -> (any PointStreamingWriter)? {
        try streamingWriter(writer, for: [(item, reader)], registry: registry)
    }

    /// ``streamingWriter(_:for:reader:registry:)`` for the points of several inputs written one
    /// after the other (a combination): the extra series are those of every input, in the order
    /// they first come.
    static func streamingWriter(
        _ writer: any RecordingWriter, for inputs: [(item: InputItem, reader: any RecordingReader)], registry: FormatRegistry
    ) throws -> (any PointStreamingWriter)? {
        let plain = (writer as? any PointStreamingWriter).flatMap { $0.streamsPoints ? $0 : nil }
        guard let writer = writer as? any ExtraSeriesWriter, writer.writesExtraSeries else { return plain }
        var series: [QuantityType] = []
        for (item, reader) in inputs {
            guard let scanner = reader as? any ExtraSeriesScanning else { return plain }
            guard let reopening = item.reopening(with: reader, registry: registry) else { return nil }
            for type in try scanner.extraSeries(opening: reopening) where !series.contains(type) { series.append(type) }
        }
        return series.isEmpty ? plain : writer.streamingExtraSeries(series)
    }

    /// The writer to stream points to in `writer`'s format when its output from a stream is the
    /// whole read's only for a stream that ``ExactStreamCheck`` admits (FIT, for an input
    /// without extra series: its records are paired and typed as a whole recording's only where
    /// times go forward and the sport is known as the points come), to be used through an
    /// ``ExactStreamGate``; `nil` for a writer that streams every input or none.
    static func exactStreamingWriter(_ writer: any RecordingWriter) -> (any PointStreamingWriter)? {
        guard (writer as? any PointStreamingWriter)?.streamsPoints != true,
              let writer = writer as? any ExtraSeriesWriter, writer.writesExtraSeries else { return nil }
        return writer.streamingExtraSeries([])
    }

    /// Reads several inputs one after the other into the file at `path`, as
    /// ``stream(from:source:context:writer:lastKept:through:refusingEmptyWith:)`` writes one input: `read` reads
    /// them all into the stream it is given, which is the stage `stage` makes (a combination:
    /// ``CombiningStream``), finished before the file is. The file is written whole or not at
    /// all. ``privacy`` applies, its hidden ends with `lastKept` as for one input; `gated` as for one input.
    func stream<Stage: StreamStage>(writer: any PointStreamingWriter, gated: Bool = false, into path: String,
                                    lastKept: () throws -> [Int]? = { nil },
                                    through stage: (any RecordingStream) -> Stage, reading read: (Stage) throws -> Void) throws {
        let (output, held) = holdingWithheld()
        try FileByteSink.writeWhole(path) { sink in
            let stream = LossReportingStream(session: try writer.makeStreamSession(output: sink), output: output, name: path)
            if !privacy.isEmpty { stream.privacy = StreamedPrivacyFilter(privacy, lastKept: try lastKept()) }
            let gate = gated ? ExactStreamGate(next: stream) : nil
            let first = stage(gate ?? stream)
            try read(first)
            try first.finish()
            try gate?.finish()
            try stream.finish()
        }
        held.release(to: reportWithheld)
    }

    /// The output the streams of a strict output report through: the positions withheld are
    /// held until everything is written, as a whole strict output names them only once
    /// nothing is refused; not strict, this output, reporting as it goes.
    private func holdingWithheld() -> (output: RecordingOutput, held: HeldWithheld) {
        let held = HeldWithheld()
        guard strict else { return (self, held) }
        var output = self
        output.reportWithheld = { held.items.append($0) }
        return (output, held)
    }

    /// Positions withheld while a strict output is written, reported once it is.
    private final class HeldWithheld {
        var items: [WithheldPositions] = []

        func release(to report: (WithheldPositions) -> Void) {
            for item in items { report(item) }
            items = []
        }
    }

    /// Passes a stream on to a writer session, counting workouts and what their points
    /// held, to name what the format cannot hold when each workout ends; with `privacy`,
    /// without the positions it withholds, named when each workout ends. With ``strict``, a
    /// workout that would lose data is refused as it ends (the output, a temporary file until
    /// it is finished, is then left unwritten), and a course that would at ``finish()``, so
    /// that a workout's refusal comes first, as in a whole strict output, which checks the
    /// workouts before the courses.
    private final class LossReportingStream: RecordingStream {
        let session: any RecordingStreamSession
        let output: RecordingOutput
        let name: String
        var privacy: StreamedPrivacyFilter?
        private(set) var workoutCount = 0
        private(set) var courseCount = 0
        private var tallies: [UUID: PointTally] = [:]
        /// The names of the courses written so far.
        private var courseNames = Set<String>()
        /// With ``strict``, the first course that would lose data.
        private var courseRefusal: FormatError?

        init(session: any RecordingStreamSession, output: RecordingOutput, name: String) {
            self.session = session
            self.output = output
            self.name = name
        }

        var takesExtraValues: Bool { session.takesExtraValues }

        func points(_ batch: PointBatch) throws {
            let batch = privacy?.filter(batch) ?? batch
            guard !batch.points.isEmpty else { return }
            tallies[batch.workout, default: PointTally(roundingAs: output.writer.capabilities)].add(batch)
            try session.points(batch)
        }

        func endWorkout(_ rest: WorkoutRecording) throws {
            var rest = rest
            workoutCount += 1
            try output.checkCount(workoutCount)
            if let filtered = privacy?.finish(rest) {
                rest = filtered.recording
                output.reportWithheld(WithheldPositions(output: name, positions: filtered.positions, waypoints: filtered.waypoints))
            }
            let tally = tallies.removeValue(forKey: rest.workout.uuid) ?? PointTally(roundingAs: output.writer.capabilities)
            if output.strict {
                let losses = LossReport.losses(writing: rest, streamed: tally, as: output.writer.capabilities)
                if !losses.isEmpty { throw FormatError.wouldLoseData(file: name, format: output.writer.format.name, losses: losses) }
            } else {
                output.reportLosses(rest, streamed: tally, name: name)
            }
            try session.endWorkout(rest)
        }

        /// Passes a course on where the format holds courses; names it as lost where not.
        func course(_ course: Course) throws {
            if output.strict {
                // Checked on a copy of the names: the course is named into the file below.
                var names = courseNames
                let losses = LossReport.losses(writing: output.withheld(from: course).course, as: output.writer.capabilities,
                                               namesInFile: &names)
                guard losses.isEmpty else {
                    if courseRefusal == nil {
                        courseRefusal = .wouldLoseData(file: name, format: output.writer.format.name, losses: losses)
                    }
                    return
                }
            }
            guard let course = output.filtered(course, name: name, withheldFrom: RecordingOutput.name(of: course, in: name),
                                               namesInFile: &courseNames)
            else { return }
            courseCount += 1
            try output.checkCount(workoutCount + courseCount)
            try session.course(course)
        }

        /// Finishes the writer's session, unless a course was refused (see ``strict``).
        func finish() throws {
            if let courseRefusal { throw courseRefusal }
            try session.finish()
        }
    }

    private func writeAll(
        count: Int, courses: [Course], name: String, to sink: any ByteSink, standaloneSamples: StandaloneSampleSource?,
        workout: (Int, (OutputWorkout) throws -> Void) throws -> Void
    ) throws {
        let session = try writerWithExtraSeries(count: count, workout: workout).makeSession(output: sink)
        for index in 0..<count {
            try workout(index) { item in try write(item, into: session, name: name) }
        }
        var names = Set<String>()
        for course in courses {
            guard let course = filtered(course, name: name, withheldFrom: Self.name(of: course, in: name), namesInFile: &names)
            else { continue }
            try (session as? any CourseWriting)?.write(course)
        }
        if let standaloneSamples, let session = session as? any StandaloneSampleWriting {
            try standaloneSamples(session)
        }
        try session.finish()
    }

    /// The writer with a column for every extra series (developer fields) of the recordings,
    /// when it has such columns and so must know them before its first row: a first pass
    /// over the recordings (one at a time: a stored one's rest, and the series its points
    /// hand out, named by a read of their first values) finds them.
    private func writerWithExtraSeries(
        count: Int, workout: (Int, (OutputWorkout) throws -> Void) throws -> Void
    ) throws -> any RecordingWriter {
        guard let writer = writer as? any ExtraSeriesWriter, writer.writesExtraSeries, count > 1 else { return writer }
        var series: [QuantityType] = []
        for index in 0..<count { try workout(index) { $0.addExtraSeries(to: &series) } }
        return writer.withExtraSeries(series)
    }

    /// How many of `courses` the format holds (all or none).
    private func keptCount(_ courses: [Course]) -> Int {
        writer.capabilities.courses ? courses.count : 0
    }

    fileprivate func checkCount(_ count: Int) throws {
        if count > 1, !writer.capabilities.multipleWorkouts {
            throw PipelineError.oneWorkoutPerFile(format: writer.format.name, count: count)
        }
    }

    fileprivate func reportLosses(_ recording: WorkoutRecording, streamed: PointTally = PointTally(), name: String) {
        report(LossReport.losses(writing: recording, streamed: streamed, as: writer.capabilities), name: name)
    }

    /// Writes `item` into `session`, naming what it loses before (or, when its points are
    /// counted as they are written, after) writing it.
    private func write(_ item: OutputWorkout, into session: any RecordingWriterSession, name: String) throws {
        let (item, counts) = withheld(from: item)
        if let counts { reportWithheld(WithheldPositions(output: name, positions: counts.positions, waypoints: counts.waypoints)) }
        if item.lossesAreKnownBeforeWriting { report(try item.losses(as: writer.capabilities), name: name) }
        try item.write(into: session, format: writer.format.name)
        if !item.lossesAreKnownBeforeWriting { report(try item.losses(as: writer.capabilities), name: name) }
    }

    /// `item` without the positions ``privacy`` withholds, and how many it withheld (`nil`
    /// without a filter): a whole workout filtered here, a streamed or sourced one as it was read.
    private func withheld(from item: OutputWorkout) -> (item: OutputWorkout, counts: (positions: Int, waypoints: Int)?) {
        guard !privacy.isEmpty else { return (item, nil) }
        switch item {
        case .whole(let recording):
            let filtered = privacy.apply(to: recording)
            return (.whole(filtered.recording), (filtered.positions, filtered.waypoints))
        case .streamed(_, _, _, let counts), .sourced(_, _, _, let counts):
            return (item, counts)
        }
    }

    /// `course` without the positions ``privacy`` withholds, and how many it withheld (`nil`
    /// without a filter).
    private func withheld(from course: Course) -> (course: Course, counts: (positions: Int, waypoints: Int)?) {
        guard !privacy.isEmpty else { return (course, nil) }
        let filtered = privacy.apply(to: course)
        return (filtered.course, (filtered.positions, filtered.waypoints))
    }

    /// `course` as it is written into the output `name`: without the positions ``privacy``
    /// withholds (their count reported as `withheldFrom`'s), its losses named; `nil` when the
    /// format holds no courses (named as lost, nothing withheld said).
    fileprivate func filtered(_ course: Course, name: String, withheldFrom: String, namesInFile: inout Set<String>) -> Course? {
        let (course, counts) = withheld(from: course)
        guard reportLosses(course, name: name, namesInFile: &namesInFile) else { return nil }
        if let counts {
            reportWithheld(WithheldPositions(output: withheldFrom, positions: counts.positions, waypoints: counts.waypoints))
        }
        return course
    }

    /// How the positions withheld from `course` name it when it is written into the output
    /// `name` (a file or standard output, which may hold workouts and other courses too):
    /// `ride.gpx, course "Loop"` (`course 6f1c2a9b` without a name).
    fileprivate static func name(of course: Course, in name: String) -> String {
        let label = course.name.map { "\"\($0)\"" } ?? String(course.uuid.uuidString.prefix(8).lowercased())
        return "\(name), course \(label)"
    }

    private func report(_ losses: [String], name: String) {
        guard !losses.isEmpty else { return }
        reportLoss(LossNotice(output: name, format: writer.format.name, losses: losses))
    }


    /// Names what writing `course` loses, after the courses whose names are `namesInFile` in
    /// the same file; returns whether the format holds the course at all.
    fileprivate func reportLosses(_ course: Course, name: String, namesInFile: inout Set<String>) -> Bool {
        let losses = LossReport.losses(writing: course, as: writer.capabilities, namesInFile: &namesInFile)
        if !losses.isEmpty { reportLoss(LossNotice(output: name, format: writer.format.name, losses: losses)) }
        return writer.capabilities.courses
    }

    private func outputName(for course: Course) -> String {
        switch target {
        case .standardOutput: return OutputTarget.standardOutputName
        case .file(let path): return path
        case .directory(let directory): return (directory as NSString).appendingPathComponent(fileName(for: course))
        }
    }

    private func outputName(for recording: WorkoutRecording) -> String {
        switch target {
        case .standardOutput: return OutputTarget.standardOutputName
        case .file(let path): return path
        case .directory(let directory): return (directory as NSString).appendingPathComponent(fileName(for: recording.workout))
        }
    }

    /// `2024-05-01T0730-running-6f1c2a9b.gpx`: start (UTC), activity, the UUID's first 8 digits;
    /// or as ``fileNames`` names it.
    func fileName(for workout: Workout) -> String {
        if let fileNames { return fileNames.fileName(for: workout, extension: writer.format.fileExtensions.first ?? writer.format.name) }
        let stamp = Timestamp.string(workout.startDate)   // 2024-05-01T07:30:00.000Z
        let day = stamp.prefix(10)
        let time = stamp.dropFirst(11).prefix(5).replacingOccurrences(of: ":", with: "")
        let shortID = workout.uuid.uuidString.prefix(8).lowercased()
        let ext = writer.format.fileExtensions.first ?? writer.format.name
        return "\(day)T\(time)-\(workout.activityType.name)-\(shortID).\(ext)"
    }

    /// `health-records.json`: the records outside workouts, in a directory of one file per workout.
    var healthRecordsFileName: String {
        "health-records." + (writer.format.fileExtensions.first ?? writer.format.name)
    }

    /// `course-6f1c2a9b.gpx`: the UUID's first 8 digits (a course has no start).
    func fileName(for course: Course) -> String {
        let ext = writer.format.fileExtensions.first ?? writer.format.name
        return "course-\(course.uuid.uuidString.prefix(8).lowercased()).\(ext)"
    }
}

/// A workout as an output takes it: whole, or its rest with its points (or its samples and
/// locations) read as they are written (a stored workout: see
/// ``/WorkoutStore/WorkoutStore/readWorkout(_:valueTypes:storedValueTypes:_:)`` and
/// ``/WorkoutStore/WorkoutStore/readWorkoutContent(_:_:)``).
enum OutputWorkout {
    case whole(WorkoutRecording)
    /// `tally` counts what the points hold, for the loss report.
    /// `withheld`: with a privacy filter, how many positions and waypoints the rest and the
    /// points were read without (``StoredWorkoutPrivacy``).
    case streamed(rest: WorkoutRecording, points: TrackPointSource, tally: StreamedTally,
                  withheld: (positions: Int, waypoints: Int)? = nil)
    /// The rest with its samples and route locations read as they are written (for a
    /// ``/WorkoutFormats/RecordingContentWriter``); `tally` counts the samples, for the loss report.
    /// `withheld`: as for ``streamed(rest:points:tally:withheld:)`` (``StoredContentPrivacy``).
    case sourced(rest: WorkoutRecording, content: RecordingContentSource, tally: PointTally,
                 withheld: (positions: Int, waypoints: Int)? = nil)

    /// The recording, or the rest of it.
    var rest: WorkoutRecording {
        switch self {
        case .whole(let recording): return recording
        case .streamed(let rest, _, _, _), .sourced(let rest, _, _, _): return rest
        }
    }

    /// Adds the workout's extra series (``/WorkoutFormats/ExtraSeries``) missing from
    /// `series`, in the order their first values come: the rest's, and those its points
    /// hand out (``/WorkoutFormats/TrackPointSource/extraSeries``).
    func addExtraSeries(to series: inout [QuantityType]) {
        ExtraSeries.add(rest, to: &series)
        guard case .streamed(_, let points, _, _) = self else { return }
        for type in points.extraSeries where !series.contains(type) { series.append(type) }
    }

    /// What writing the workout loses in a format of these capabilities.
    func losses(as capabilities: FormatCapabilities) throws -> [String] {
        switch self {
        case .whole(let recording):
            return LossReport.losses(writing: recording, as: capabilities)
        case .streamed(let rest, _, .counted(let tally), _), .sourced(let rest, _, let tally, _):
            return LossReport.losses(writing: rest, streamed: tally, as: capabilities)
        case .streamed(let rest, _, .whileWritten(let tally), _):
            return LossReport.losses(writing: rest, streamed: try tally(), as: capabilities)
        }
    }

    /// Whether ``losses(as:)`` is known without a pass over the points: `false` for points
    /// counted as they are written, whose losses are named after the workout is written.
    var lossesAreKnownBeforeWriting: Bool {
        guard case .streamed(_, _, .whileWritten, _) = self else { return true }
        return false
    }

    /// Writes the workout into `session`, which takes points from a source when it is streamed.
    func write(into session: any RecordingWriterSession, format: String) throws {
        switch self {
        case .whole(let recording):
            try session.write(recording)
        case .streamed(let rest, let points, _, _):
            guard let session = session as? any TrackPointWriting else {
                throw FormatError.unsupported(format: format, reason: "its writer takes whole recordings only")
            }
            try session.write(rest, points: points)
        case .sourced(let rest, let content, _, _):
            guard let session = session as? any RecordingContentWriting else {
                throw FormatError.unsupported(format: format, reason: "its writer takes whole recordings only")
            }
            try session.write(rest, content: content)
        }
    }
}

/// What the points of a streamed workout hold (``OutputWorkout/streamed(rest:points:tally:withheld:)``), for its loss report.
enum StreamedTally {
    /// Counted by a pass before the points are written.
    case counted(PointTally)
    /// Counted by the pass that writes them: the function gives the count once the workout
    /// is written, and counts in a pass of its own when asked before.
    case whileWritten(() throws -> PointTally)
}

/// Writes the records outside workouts (quantity and category samples, correlations, activity
/// summaries) into a session, a batch at a time (see ``/WorkoutStore/WorkoutStore/forEachStandaloneSampleBatch(batchSize:_:)``).
typealias StandaloneSampleSource = (any StandaloneSampleWriting) throws -> Void
