import Foundation
import WorkoutFormats
import WorkoutModel
import WorkoutStore

/// Reads recordings into a store: the `import` pipeline.
///
/// Inputs are files, folders (walked recursively), zip archives (read in place, zips inside
/// them too), Garmin Connect and Strava bulk exports (their recordings named, typed and
/// described by the export's index), gzip-compressed files, and standard input (`-`).
/// Each input is one transaction: one that fails changes nothing, and the others are
/// still imported. A bad item inside an input that holds several (a record or workout of
/// an Apple Health export, a track of a GPX file, an activity of a TCX file, a route file
/// an export names but lacks) is left out and reported ``ImportStatus/skipped`` while its
/// neighbours are imported; with ``ImportOptions/strict`` it fails the input as a whole.
/// An input whose every item is bad fails with the first problem. Importing the same file again reports it unchanged; an edited file
/// replaces the earlier import as its next version.
///
/// With ``ImportOptions/jobs`` above 1, that many threads read (and prepare for saving)
/// ahead while the calling thread saves, in input order; a small file of a point-streaming
/// format (FIT, GPX, TCX) has its points read ahead, and is streamed into the store from
/// them as a file is when one job reads. An input of a format that also
/// holds samples outside workouts (an Apple Health export, workoutkit's JSON) is streamed
/// into the store in one import session instead. A CSV sample table adds its samples to workouts already stored.
///
/// The importer never prints: it reports what it does through ``ImportEvent``s, called on
/// the caller's thread in input order, and returns an ``ImportReport``.
public struct Importer {
    /// The store saved into; `nil` for a dry run, which reads and checks every input and saves nothing.
    public let store: WorkoutStore?
    public let options: ImportOptions

    /// - Parameters:
    ///   - store: the store to save into, or `nil` to read and check without saving.
    ///   - options: how inputs are read and saved.
    public init(store: WorkoutStore?, options: ImportOptions = ImportOptions()) {
        self.store = store
        self.options = options
    }

    /// Imports the inputs a user named (files, folders, archives, `-`), reporting events as it goes.
    ///
    /// - Throws: ``PipelineError/noSuchFileOrDirectory(_:)`` or
    ///   ``PipelineError/unreadableDirectory(_:)`` before anything is read; failures of
    ///   single inputs are outcomes, not errors.
    @discardableResult
    public func run(_ arguments: [String], events: (ImportEvent) -> Void = { _ in }) throws -> ImportReport {
        let inputs = try ImportInputs(arguments, registry: options.registry) { events(.warning(file: $0, message: $1)) }
        return run(inputs, events: events)
    }

    /// Imports inputs already expanded, reporting events as it goes.
    @discardableResult
    public func run(_ inputs: ImportInputs, events: (ImportEvent) -> Void = { _ in }) -> ImportReport {
        run(inputs.items, events: events)
    }

    private func run(_ items: [InputItem], events: (ImportEvent) -> Void) -> ImportReport {
        events(.inputs(items))
        let options = self.options
        let intoStore = store != nil
        let read: @Sendable (Int) -> ReadResult = { index in
            Self.read(items[index], options: options, intoStore: intoStore)
        }
        let readAhead = options.jobs > 1 ? ReadAhead(count: items.count, jobs: options.jobs, read: read) : nil
        var report = ImportReport(outcomes: [], counts: ImportCounts(), dryRun: store == nil)
        func record(_ outcome: ImportOutcome) {
            report.counts.count(outcome)
            report.outcomes.append(outcome)
            events(.outcome(outcome))
        }
        func importEach() {
            for (index, item) in items.enumerated() { importItem(index, item) }
        }
        func importItem(_ index: Int, _ item: InputItem) {
            let result = readAhead?.result(index) ?? read(index)
            events(.inputBegan(index: index))
            let before = report.counts.workouts
            switch result {
            case .failure(let message):
                record(.failed(item.name, message))
            case .streamed(let opened):
                let records = importStreamed(item, opened: opened.input, record: record, events: events)
                report.counts.recordsImported += records.imported
                report.counts.recordsUnchanged += records.unchanged
            case .pointStream(let readAhead):
                if let store { _ = importPointStream(item, readAhead: readAhead, into: store, record: record, events: events) }
            case .success(let prepared, let courses, let warnings, let skipped, let versioning):
                for warning in warnings { events(.warning(file: item.name, message: warning)) }
                if save(prepared, courses: courses, versioning: versioning, of: item, record: record) {
                    Self.recordSkipped(skipped, of: item, record: record)
                }
            case .samples(let groups):
                addSampleTable(groups, of: item, record: record)
            }
            events(.inputEnded(index: index, workouts: report.counts.workouts - before))
        }
        // A batch's commits follow one another: the store's log is copied into its file on a
        // thread of its own meanwhile, not by the saving thread between two files.
        if let store, items.count > 1 {
            store.checkpointingInBackground(importEach)
        } else {
            importEach()
        }
        return report
    }

    /// Saves an input's recordings and courses (or, in a dry run, reports them found), then
    /// smooths the recordings' routes when asked; returns whether it did (or the input failed).
    private func save(
        _ prepared: [PreparedRecording], courses: [Course], versioning: SyncVersioning, of item: InputItem,
        record: (ImportOutcome) -> Void
    ) -> Bool {
        let recordings = prepared.map(\.recording)
        if recordings.isEmpty, courses.isEmpty {
            record(.failed(item.name, PipelineError.noWorkout(input: item.name).description))
            return false
        }
        guard let store else {
            for recording in recordings {
                record(ImportOutcome(input: item.name, uuid: recording.workout.uuid, status: .found, subject: .workout(recording.workout)))
            }
            for course in courses {
                record(ImportOutcome(input: item.name, uuid: course.uuid, status: .found, subject: .course(name: course.name)))
            }
            return true
        }
        do {
            let saved = try store.save(prepared, courses: courses, versioning: versioning)
            let outcomes = saved.recordings
            for (recording, outcome) in zip(recordings, outcomes) {
                record(ImportOutcome(input: item.name, uuid: outcome.uuid, status: ImportStatus(outcome.status),
                                     subject: .workout(recording.workout)))
            }
            for (course, outcome) in zip(courses, saved.courses) {
                record(ImportOutcome(input: item.name, uuid: outcome.uuid, status: ImportStatus(outcome.status),
                                     subject: .course(name: course.name)))
            }
            if options.smooth {
                let editor = RouteEditor(store: store)
                for (recording, outcome) in zip(recordings, outcomes) where outcome.status != .unchanged {
                    try editor.smoothImportedRoutes(of: recording)
                }
            }
        } catch {
            record(.failed(item.name, "\(item.name): \(error)"))
            return false
        }
        return true
    }

    /// Reports the items left out of an input: the first ones by name, the rest counted by reason.
    static func recordSkipped(_ skipped: SkippedItems, of item: InputItem, record: (ImportOutcome) -> Void) {
        for skippedItem in skipped.named { record(.skipped(item.name, skippedItem.description, count: 1)) }
        if let summary = skipped.restSummary { record(.skipped(item.name, "\(item.name): \(summary)", count: skipped.restCount)) }
    }

    /// Reads one input completely and prepares its recordings for saving, named from their
    /// bulk export's index: all the work that can run on a reading thread. Errors become a
    /// one-line message naming the input. With `intoStore`, an input that is streamed into
    /// the store is only opened here.
    static func read(_ item: InputItem, options: ImportOptions, intoStore: Bool) -> ReadResult {
        do {
            let input = try item.open(reader: options.reader, registry: options.registry)
            if input.reader is any SampleStreamingReader { return .streamed(HandedOverInput(input)) }
            if let tables = input.reader as? any SampleTableReader,
               tables.recognizesSampleTable(prefix: try input.source.peek(FormatRegistry.sniffLength)) {
                var groups: [(workout: UUID, samples: [QuantitySample])] = []
                try tables.readSampleTable(from: input.source, name: item.name) { groups.append(($0, $1)) }
                return .samples(groups)
            }
            if intoStore, streamsIntoStore(item, reader: input.reader) {
                guard readsPointsAhead(item, options: options), let reader = input.reader as? any PointStreamingReader else {
                    return .pointStream(nil)
                }
                do {
                    return .pointStream(try ReadPoints(input, of: item, reader: reader, options: options))
                } catch {
                    // As a failure while streaming is reported: reading errors name the input.
                    return .failure(error is FormatError ? "\(error)" : "\(item.name): \(error)")
                }
            }
            let context = input.context(name: item.name, options: options.readOptions)
            let (recordings, courses) = try input.reader.readRecordingsAndCourses(from: input.source, context: context)
            // Every item bad: the input fails with the first problem, as reading strictly would.
            if recordings.isEmpty, courses.isEmpty, let first = context.skipped.named.first {
                return .failure(first.error.description)
            }
            // Formats that carry their own sync versions (workoutkit's JSON) follow them;
            // for the others the store numbers versions as the content changes.
            let versioning: SyncVersioning = input.reader.carriesSyncVersions ? .explicit : .nextVersionOnChange
            do {
                // The totals the files do not state are derived before the digest is taken
                // (not for a store's transcription, which is saved as written).
                let annotated = input.reader.transcribesAStore
                    ? item.annotate(recordings) : item.annotate(recordings).map(DerivedTotals.applied(to:))
                var prepared: [PreparedRecording] = []
                var firstRefusal: (any Error)?
                for (index, recording) in annotated.enumerated() {
                    do {
                        prepared.append(try PreparedRecording(recording))
                    } catch where options.readOptions.skipsBadItems && annotated.count > 1 {
                        // The store would refuse this one: its neighbours are saved without it.
                        firstRefusal = firstRefusal ?? error
                        context.skip(SkippedItem(.workout, file: item.name, at: nil, reason: "\(error)",
                                                 name: "workout \(index + 1) of \(annotated.count)"))
                    }
                }
                if prepared.isEmpty, courses.isEmpty, let firstRefusal { return .failure("\(item.name): \(firstRefusal)") }
                return .success(prepared, courses: courses, warnings: context.warnings, skipped: context.skipped,
                                versioning: versioning)
            } catch {
                return .failure("\(item.name): \(error)")
            }
        } catch {
            return .failure("\(error)")
        }
    }
}
