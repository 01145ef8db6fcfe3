import Foundation
import WorkoutFormats
import WorkoutModel
import WorkoutStore

extension Importer {
    /// Streams an input with standalone samples (an Apple Health export, workoutkit's JSON)
    /// into the store in ONE import session: its workouts and its records are saved together
    /// or not at all; routes are smoothed after, when asked, as other inputs' are.
    /// The reader runs on a thread of its own, a few items ahead of the saving, so memory
    /// holds a few workouts or batches of records at a time; a reader that hands a workout's
    /// samples over as it reads them (``SampleSinkReader``: workoutkit's JSON) runs on the
    /// saving thread instead, and a workout the store does not hold yet goes into the store
    /// as it is read (``StreamedWorkoutSamples``): memory holds a batch of its samples. Unless strict, a workout or
    /// record the store would refuse is left out before it is saved (a refusal inside the
    /// session would roll back everything), and named with what the reader skipped.
    /// Returns the records saved (or found, in a dry run) and those the store already held.
    func importStreamed(
        _ item: InputItem, opened input: OpenedInput, record: (ImportOutcome) -> Void, events: (ImportEvent) -> Void
    ) -> StandaloneSaveOutcome {
        // Each workout found, with what saving it did (nil in a dry run).
        var found: [(workout: Workout, outcome: SaveOutcome?)] = []
        var courses: [(course: Course, outcome: SaveOutcome?)] = []
        var records = StandaloneSaveOutcome()
        // What the saving side left out (the reader's own skips are in its context, on its thread).
        var refused = SkippedItems()
        let skipsBadItems = options.readOptions.skipsBadItems
        var skipped = SkippedItems()
        do {
            guard let reader = input.reader as? any SampleStreamingReader else {
                throw PipelineError.holdsNoRecords(format: input.reader.format.name)
            }
            let context = input.context(name: item.name, options: options.readOptions)
            let defaultSource = options.source ?? Source(name: reader.format.name)
            // Formats that carry their own sync versions (workoutkit's JSON) follow them, as in ``read(_:options:intoStore:)``.
            let versioning: SyncVersioning = reader.carriesSyncVersions ? .explicit : .nextVersionOnChange
            // The samples of the workout being read, streamed into the store (workoutkit's JSON).
            var sampleSink: StreamedWorkoutSamples?
            func save(_ readItem: ReadItem, in session: ImportSession?) throws {
                switch readItem {
                case .recording(let read):
                    if let sink = sampleSink, sink.isStreaming {
                        // Its samples went into the store as they were read; a workout the store
                        // refuses is left out as below (saving it rolled back what it added).
                        do {
                            found.append((read.workout, try sink.finish(read, versioning: versioning)))
                        } catch StoreError.invalid(let reason) where skipsBadItems {
                            refuse(read.workout, StoreError.invalid(reason))
                        }
                        return
                    }
                    // workoutkit's JSON and Apple Health exports are a store's transcription:
                    // saved as written, so that export, import and export again give the same
                    // bytes. Other inputs get their missing totals.
                    let recording = reader.transcribesAStore ? read : DerivedTotals.applied(to: read)
                    if skipsBadItems {
                        do {
                            try WorkoutStore.validate(recording)
                        } catch {
                            refuse(recording.workout, error)
                            return
                        }
                    }
                    found.append((recording.workout, try session?.save(recording, versioning: versioning)))
                case .samples(var samples):
                    let outcome: StandaloneSaveOutcome
                    if let session {
                        // The session checks each sample once, in place, and copies the batch
                        // only when it leaves one out.
                        outcome = skipsBadItems
                            ? try session.save(standaloneSamples: samples, defaultSource: defaultSource, refusing: refuse)
                            : try session.save(standaloneSamples: samples, defaultSource: defaultSource)
                    } else {
                        if skipsBadItems {
                            samples.removeAll { sample in
                                do {
                                    try WorkoutStore.validate(sample)
                                    return false
                                } catch {
                                    refuse(sample, error)
                                    return true
                                }
                            }
                        }
                        outcome = StandaloneSaveOutcome(imported: samples.count)
                    }
                    records.imported += outcome.imported
                    records.unchanged += outcome.unchanged
                case .categorySamples(var samples):
                    if skipsBadItems {
                        samples.removeAll { sample in
                            refusal(sample.categoryType.identifier, sample.startDate) { try WorkoutStore.validate(sample) }
                        }
                    }
                    add(try session?.save(categorySamples: samples, defaultSource: defaultSource), found: samples.count)
                case .correlations(var correlations):
                    if skipsBadItems {
                        correlations.removeAll { correlation in
                            refusal(correlation.correlationType, correlation.startDate) { try WorkoutStore.validate(correlation) }
                        }
                    }
                    add(try session?.save(correlations: correlations, defaultSource: defaultSource), found: correlations.count)
                case .activitySummaries(var summaries):
                    if skipsBadItems {
                        summaries.removeAll { summary in
                            refusal("ActivitySummary", nil, of: summary.day) { try WorkoutStore.validate(summary) }
                        }
                    }
                    add(try session?.save(activitySummaries: summaries), found: summaries.count)
                case .course(let course):
                    courses.append((course, try session?.save(course, versioning: versioning)))
                }
            }
            /// Names a record the store refuses with what the reader skipped (records have no
            /// line here: the type and time find them in the export).
            func refuse(_ sample: QuantitySample, _ error: any Error) {
                refused.append(SkippedItem(.record, file: item.name, at: nil, reason:
                    "the \(sample.quantityType.identifier) record of \(Timestamp.string(sample.startDate)): \(error)"))
            }
            /// Names a workout the store refuses with what the reader skipped.
            func refuse(_ workout: Workout, _ error: any Error) {
                refused.append(SkippedItem(.workout, file: item.name, at: nil, reason: "\(error)", name:
                    "the \(workout.activityType.name) workout of \(Timestamp.string(workout.startDate))"))
            }
            /// Whether `check` refuses a record; a refused one is named with what the reader skipped.
            func refusal(_ kind: String, _ date: Date?, of day: String? = nil, _ check: () throws -> Void) -> Bool {
                do {
                    try check()
                    return false
                } catch {
                    let when = date.map(Timestamp.string) ?? day ?? ""
                    refused.append(SkippedItem(.record, file: item.name, at: nil, reason: "the \(kind) record of \(when): \(error)"))
                    return true
                }
            }
            /// Counts what a save did (or, in a dry run, the records found).
            func add(_ outcome: StandaloneSaveOutcome?, found: Int) {
                let outcome = outcome ?? StandaloneSaveOutcome(imported: found)
                records.imported += outcome.imported
                records.unchanged += outcome.unchanged
            }
            if let store, let sinkReader = reader as? any SampleSinkReader {
                // Read on the saving thread: a workout's samples go into the store as they are
                // read (see ``StreamedWorkoutSamples``), so memory holds a batch of them, not the workout.
                try store.importSession { session in
                    let sink = StreamedWorkoutSamples(session: session)
                    sampleSink = sink
                    defer { sampleSink = nil }
                    try sinkReader.readItems(from: input.source, context: context, sampleSink: sink) { try save($0, in: session) }
                }
            } else if let store {
                // The reader parses on its own thread while this one saves.
                try store.importSession(producing: { emit in
                    try reader.readItems(from: input.source, context: context, emit: emit)
                }, save: { session, readItem in
                    try save(readItem, in: session)
                })
            } else {
                try reader.readItems(from: input.source, context: context) { try save($0, in: nil) }
            }
            for warning in context.warnings { events(.warning(file: item.name, message: warning)) }
            skipped = context.skipped
            skipped.append(contentsOf: refused)
        } catch {
            // Reading errors name the input; the store's do not.
            record(.failed(item.name, error is FormatError ? "\(error)" : "\(item.name): \(error)"))
            return StandaloneSaveOutcome()
        }
        if found.isEmpty, courses.isEmpty, records.imported + records.unchanged == 0 {
            // Every item bad: the input fails with the first problem, as importing strictly would.
            let failure = skipped.named.first?.error.description
            record(.failed(item.name, failure ?? PipelineError.noWorkoutAndNoRecords(input: item.name).description))
            return StandaloneSaveOutcome()
        }
        if options.smooth, let store {
            do {
                let editor = RouteEditor(store: store)
                for case let (_, outcome?) in found where outcome.status != .unchanged {
                    if let recording = try store.recording(for: outcome.uuid) { try editor.smoothImportedRoutes(of: recording) }
                }
            } catch {
                record(.failed(item.name, "\(item.name): \(error)"))
                return records
            }
        }
        for (workout, outcome) in found {
            record(ImportOutcome(input: item.name, uuid: outcome?.uuid ?? workout.uuid,
                                 status: outcome.map { ImportStatus($0.status) } ?? .found, subject: .workout(workout)))
        }
        for (course, outcome) in courses {
            record(ImportOutcome(input: item.name, uuid: outcome?.uuid ?? course.uuid,
                                 status: outcome.map { ImportStatus($0.status) } ?? .found, subject: .course(name: course.name)))
        }
        Self.recordSkipped(skipped, of: item, record: record)
        return records
    }
}
