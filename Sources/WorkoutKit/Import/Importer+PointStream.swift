import Foundation
import WorkoutFormats
import WorkoutModel
import WorkoutStore

extension Importer {
    /// Inputs of at least this many bytes are streamed into the store even when several
    /// jobs read ahead (smaller ones are read whole on the reading threads, in parallel).
    static let streamedImportSize: Int64 = 8 << 20

    /// Whether `item`, read by `reader`, is streamed into the store rather than read whole
    /// first: a point-streaming format (GPX, TCX, FIT), from a file or an archive entry
    /// (standard input is read once, while its format is found). When several jobs read
    /// ahead, a small one's points are read on the reading thread first
    /// (``readsPointsAhead(_:options:)``) and streamed into the store from memory.
    static func streamsIntoStore(_ item: InputItem, reader: any RecordingReader) -> Bool {
        reader is any PointStreamingReader && (item.path != nil || item.archive != nil)
    }

    /// Whether the points of `item`, streamed into the store, are read ahead on a reading
    /// thread: when several jobs read and the file is small (a large one's points would not
    /// fit in memory: it is read while it is saved, on a thread of its own).
    static func readsPointsAhead(_ item: InputItem, options: ImportOptions) -> Bool {
        options.jobs > 1 && item.size < streamedImportSize
    }

    /// Streams an input of a point-streaming format into the store in ONE import session:
    /// the reader runs on a thread of its own and hands its point batches over as it reads;
    /// the first workout's values and locations go into the store as they come (a
    /// ``StreamedRecording``, with the types the reader's ``PointSampling`` gives them and,
    /// for FIT, settles at the workout's end), and a workout whose points arrive while another is being
    /// streamed (a TCX file's later activities) is collected whole and saved after it. The
    /// store ends up as if the input had been read whole and saved (courses, which are small,
    /// after every workout, as a whole read saves them); memory holds a few batches, not the
    /// recording. Unless strict, a workout the store refuses is left out while its neighbours
    /// are saved; one refused alone fails the input, as when read whole. With `readAhead`,
    /// the points were read on a reading thread already, and go into the store from there.
    /// Returns whether the input was saved (its outcomes recorded).
    func importPointStream(_ item: InputItem, readAhead: ReadPoints?, into store: WorkoutStore,
                           record: (ImportOutcome) -> Void, events: (ImportEvent) -> Void) -> Bool {
        var saved: [(workout: Workout, outcome: SaveOutcome)] = []
        var savedCourses: [(course: Course, outcome: SaveOutcome)] = []
        var refusals: [(index: Int, error: any Error)] = []
        var workouts = 0
        let context: ReadContext
        do {
            let reader: any PointStreamingReader
            // Without `readAhead`: the input and its reader, read while it is saved.
            let opened: (input: OpenedInput, reader: any PointStreamingReader)?
            if let readAhead {
                reader = readAhead.reader
                context = readAhead.context
                opened = nil
            } else {
                let input = try item.open(reader: options.reader, registry: options.registry)
                guard let pointReader = input.reader as? any PointStreamingReader else {
                    throw PipelineError.holdsNoRecords(format: input.reader.format.name)
                }
                reader = pointReader
                opened = (input, pointReader)
                context = input.context(name: item.name, options: options.readOptions)
            }
            let versioning: SyncVersioning = reader.carriesSyncVersions ? .explicit : .nextVersionOnChange
            let skipsBadItems = options.readOptions.skipsBadItems
            // Saves one workout's recording (its points streamed or not), noting a refusal
            // when bad workouts are left out.
            func saving(_ save: () throws -> SaveOutcome, of workout: Workout) throws {
                let index = workouts
                workouts += 1
                do {
                    saved.append((workout, try save()))
                } catch StoreError.invalid(let reason) where skipsBadItems {
                    refusals.append((index, StoreError.invalid(reason)))
                }
            }
            let sampling = readAhead?.sampling ?? reader.pointSampling(opening: item.reopening(with: reader, registry: options.registry))
            let saver = StreamedSaving(item: item, versioning: versioning, sampling: sampling, context: context)
            func save(_ streamed: StreamedItem, in session: ImportSession) throws {
                guard case .inputEnded = streamed else { return try saver.handle(streamed, in: session, saving: saving) }
                // As a whole read: an input whose one workout the store refuses, or every
                // workout and that holds no course, fails, and nothing of it is saved.
                if let first = refusals.first, workouts == 1 || (saved.isEmpty && saver.courses.isEmpty) {
                    throw first.error
                }
                for course in saver.courses {
                    savedCourses.append((course, try session.save(course, versioning: versioning)))
                }
            }
            if let opened {
                try store.importSession(producing: { emit in
                    try withoutActuallyEscaping(emit) { emit in
                        try opened.reader.read(from: opened.input.source, context: context,
                                               into: StreamHandoff(context: context, emit: emit))
                        try emit(.inputEnded)
                    }
                }, save: { session, streamed in try save(streamed, in: session) })
            } else if let readAhead {
                try store.importSession { session in
                    for streamed in readAhead.items { try save(streamed, in: session) }
                }
            }
        } catch {
            // Reading errors name the input; the store's do not.
            record(.failed(item.name, error is FormatError ? "\(error)" : "\(item.name): \(error)"))
            return false
        }
        // Failures and warnings as a whole read reports them: an input whose every item is bad
        // fails with the first problem, its warnings unsaid.
        if workouts == 0, savedCourses.isEmpty, let first = context.skipped.named.first {
            record(.failed(item.name, first.error.description))
            return false
        }
        for warning in context.warnings { events(.warning(file: item.name, message: warning)) }
        if workouts == 0, savedCourses.isEmpty {
            record(.failed(item.name, PipelineError.noWorkout(input: item.name).description))
            return false
        }
        var skipped = context.skipped
        for refusal in refusals {
            skipped.append(SkippedItem(.workout, file: item.name, at: nil, reason: "\(refusal.error)",
                                       name: "workout \(refusal.index + 1) of \(workouts)"))
        }
        for (workout, outcome) in saved {
            record(ImportOutcome(input: item.name, uuid: outcome.uuid, status: ImportStatus(outcome.status), subject: .workout(workout)))
        }
        for (course, outcome) in savedCourses {
            record(ImportOutcome(input: item.name, uuid: outcome.uuid, status: ImportStatus(outcome.status),
                                 subject: .course(name: course.name)))
        }
        if options.smooth {
            do {
                let editor = RouteEditor(store: store)
                for (_, outcome) in saved where outcome.status != .unchanged {
                    if let recording = try store.recording(for: outcome.uuid) { try editor.smoothImportedRoutes(of: recording) }
                }
            } catch {
                record(.failed(item.name, "\(item.name): \(error)"))
                return false
            }
        }
        Self.recordSkipped(skipped, of: item, record: record)
        return true
    }
}

/// The points of an input of a point-streaming format, read ahead on a reading thread (a
/// small file, when several jobs read: see ``Importer/readsPointsAhead(_:options:)``): what
/// its reader handed over, in order, for the saving thread to stream into the store as it
/// would have as they came. Made on the reading thread, then used by the saving thread
/// alone once the reading thread has handed it over.
final class ReadPoints: @unchecked Sendable {
    let reader: any PointStreamingReader
    /// The context the input was read with: its warnings and skipped items.
    let context: ReadContext
    /// What the reader handed over, ending with ``StreamedItem/inputEnded``.
    let items: [StreamedItem]
    /// How the points become values: made on the reading thread too, for FIT by a first pass
    /// over the file's sessions, which the saving thread would otherwise read again.
    let sampling: any PointSampling

    /// Reads the whole of `input` (opened from `item`) with `reader`.
    ///
    /// - Throws: what the reader throws (a ``/WorkoutFormats/FormatError`` naming the input
    ///   and the place): nothing of the input is then saved.
    init(_ input: OpenedInput, of item: InputItem, reader: any PointStreamingReader, options: ImportOptions) throws {
        let context = input.context(name: item.name, options: options.readOptions)
        var items: [StreamedItem] = []
        try reader.read(from: input.source, context: context, into: StreamHandoff(context: context) { items.append($0) })
        items.append(.inputEnded)
        self.reader = reader
        self.context = context
        self.items = items
        sampling = reader.pointSampling(opening: item.reopening(with: reader, registry: options.registry))
    }
}

/// What a point-streaming reader hands over, from its thread to the saving one.
enum StreamedItem {
    case points(PointBatch)
    case ended(WorkoutRecording)
    case course(Course)
    /// The reader has read the whole input.
    case inputEnded
}

/// The reader's side: passes each batch and each workout's end on as it comes, and warns
/// of the values of points without a time or a position a workout's points held, which the
/// store does not keep (as a whole read warns: ``/WorkoutFormats/RecordingCollector/untimedValuesWarning(_:)``).
private final class StreamHandoff: RecordingStream {
    private let emit: (StreamedItem) throws -> Void
    private let context: ReadContext
    private var untimedValueCount = 0

    init(context: ReadContext, emit: @escaping (StreamedItem) throws -> Void) {
        self.context = context
        self.emit = emit
    }

    func points(_ batch: PointBatch) throws {
        for point in batch.points where point.time == nil {
            untimedValueCount += TrackLocations.untimedValueCount(of: point)
        }
        try emit(.points(batch))
    }

    func endWorkout(_ rest: WorkoutRecording) throws {
        if untimedValueCount > 0 { context.warn(RecordingCollector.untimedValuesWarning(untimedValueCount)) }
        untimedValueCount = 0
        try emit(.ended(rest))
    }
    func course(_ course: Course) throws { try emit(.course(course)) }
}

/// The saving side of one input: the workout being streamed into the store, and the
/// others collected whole, saved in the order they end (after the streamed one); the
/// courses, kept until the input ends.
private final class StreamedSaving {
    typealias Saving = (_ save: () throws -> SaveOutcome, _ of: Workout) throws -> Void

    private let item: InputItem
    private let versioning: SyncVersioning
    /// How the streamed workout's points become its values and first route.
    private let sampling: any PointSampling
    /// The input's reading, which takes the warnings of what the sampling left out.
    private let context: ReadContext
    private var streamed: (workout: UUID, recording: StreamedRecording)?
    /// The totals of the streamed workout, derived from its points as they pass (made anew as
    /// each streamed workout begins). Not optional: a value's totals were reached through the
    /// optional, which cost a call a value.
    private var streamedTotals = DerivedTotals(activityType: .other)
    /// Where the streamed workout's points' locations go, those without a time included.
    private var streamedLocations = TrackLocations()
    /// The types of the streamed workout's values by the numbers the sampling gives them
    /// (``/WorkoutFormats/PointSampling/forEachNumberedValue(of:in:_:)``): each as the recording's
    /// feed and the totals take it, found at its number's first value.
    private var streamedTypes: [(feed: StreamedRecording.Feed.ValueType, totals: DerivedTotals.ValueKind)?] = []
    /// Workouts whose points came while another was streamed, collected whole (a TCX file's
    /// later activities: the readers whose sampling retypes, FIT's, give one workout per input).
    private var collected: [WorkoutRecording] = []
    private lazy var collector = RecordingCollector { [unowned self] item in
        if case .recording(let recording) = item { collected.append(recording) }
    }
    private var collecting: Set<UUID> = []
    /// The input's courses, in the order read: saved after its workouts, as a whole read saves them.
    private(set) var courses: [Course] = []

    init(item: InputItem, versioning: SyncVersioning, sampling: any PointSampling, context: ReadContext) {
        self.item = item
        self.context = context
        self.versioning = versioning
        self.sampling = sampling
    }

    func handle(_ streamedItem: StreamedItem, in session: ImportSession, saving: Saving) throws {
        switch streamedItem {
        case .points(let batch):
            if streamed == nil, !collecting.contains(batch.workout) {
                streamed = (batch.workout, try session.beginRecording(expectedSource: batch.expectedSource))
                streamedTotals = DerivedTotals(activityType: batch.activityType)
                streamedLocations = TrackLocations()
                streamedTypes = []
            }
            guard let streamed, streamed.workout == batch.workout else {
                collecting.insert(batch.workout)
                try collector.points(batch)
                return
            }
            // As a whole read makes a recording of them: a location per point with a position
            // (one without a time in its place, holding the point's values), and each value as
            // an instantaneous sample at the point's time. Totals, locations and types are local
            // copies for the batch: no exclusivity check on the class's properties per value.
            var totals = streamedTotals, locations = streamedLocations, types = streamedTypes
            defer { (streamedTotals, streamedLocations, streamedTypes) = (totals, locations, types) }
            try streamed.recording.add { feed in
                for point in batch.points {
                    let untimedValues = point.time != nil ? [] : TrackLocations.values { add in
                        sampling.forEachValue(of: point, in: batch, add)
                    }
                    try locations.add(point, values: untimedValues) { location in
                        try feed.addLocation(location)
                        totals.addLocation(location)
                    }
                    guard let time = point.time else { continue }
                    try sampling.forEachNumberedValue(of: point, in: batch) { number, type, value in
                        guard let number else {
                            try feed.addValue(value, of: type, at: time)
                            totals.addValue(value, of: type, at: time)
                            return
                        }
                        if number >= types.count { types += Array(repeating: nil, count: number + 1 - types.count) }
                        let found: (feed: StreamedRecording.Feed.ValueType, totals: DerivedTotals.ValueKind)
                        if let known = types[number] {
                            found = known
                        } else {
                            found = (feed.valueType(type), totals.valueKind(of: type))
                            types[number] = found
                        }
                        try feed.addValue(value, of: found.feed, at: time)
                        totals.addValue(value, of: found.totals, at: time)
                    }
                }
            }
        case .ended(let rest):
            if let streamed, streamed.workout == rest.workout.uuid {
                self.streamed = nil
                var annotated = item.annotate([rest])[0]
                var totals = streamedTotals
                // What the reader kept for the end (separate samples, further routes) counts too.
                totals.endRoute()
                annotated.forEachSample { totals.addSample($0) }
                for route in annotated.routes {
                    for location in route.locations { totals.addLocation(location) }
                    totals.endRoute()
                }
                annotated.workout = totals.applied(to: annotated.workout)
                try saving({
                    try streamed.recording.finish(
                        annotated, streamedRouteSyncIdentifier: sampling.routeSyncIdentifier(of: rest.workout),
                        versioning: versioning, retypingValues: sampling.retyping(for: rest))
                }, annotated.workout)
                for warning in sampling.warnings(for: rest) { context.warn(warning) }
            } else {
                collecting.remove(rest.workout.uuid)
                try collector.endWorkout(rest)
            }
            // Workouts that ended meanwhile are saved once no streamed one is open.
            guard streamed == nil else { return }
            for recording in collected {
                let annotated = DerivedTotals.applied(to: item.annotate([recording])[0])
                try saving({ try session.save(annotated, versioning: versioning) }, annotated.workout)
            }
            collected.removeAll()
        case .course(let course):
            courses.append(course)
        case .inputEnded:
            break  // The importer saves the courses once it knows the input is not refused whole.
        }
    }
}
