import ArgumentParser
import Dispatch
import Foundation
import WorkoutKit

/// `workoutkit import INPUT...`: reads recordings into the store. Each file is one
/// transaction: a file that fails changes nothing, and the others are still imported.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read recordings into the store.",
        discussion: """
            INPUT is a file, a directory (walked recursively), or - for standard input (then \
            --format is needed unless the bytes identify themselves). The format is detected from \
            the content first, the file extension second. Importing the same file again reports \
            it unchanged; an edited file replaces the earlier import as its next version. Zip \
            archives are read in place, zips inside them too (two levels deep). A Garmin Connect \
            export (its zip or its folder) imports the files in DI-Connect-Uploaded-Files, named, \
            typed and described by its summarized activities.
            """
    )

    @Argument(help: ArgumentHelp("Files, directories, or - for standard input.", valueName: "input"))
    var inputs: [String]

    @OptionGroup var storeOptions: StoreOptions

    @Option(name: .long, help: ArgumentHelp("The format of the inputs (\(FormatRegistry.standard.readableFormatNames.joined(separator: ", "))), instead of detecting it.", valueName: "format"))
    var format: String?

    @Option(name: .long, help: ArgumentHelp("Record this source name for every workout, instead of the one the file names.", valueName: "name"))
    var source: String?

    @Option(name: .long, help: ArgumentHelp("Read this many files in parallel, ahead of the one writer that saves them in order.", valueName: "n"))
    var jobs: Int = 1

    @Flag(name: .long, help: "Print one JSON object per workout found: {\"file\",\"uuid\",\"status\",\"error\"}.")
    var json = false

    @Flag(name: .long, help: "Read and check every input, report what was found, and save nothing.")
    var dryRun = false

    @Flag(name: .long, help: "Keep the complete part of a damaged recording, marked as partial, instead of failing.")
    var lenient = false

    @Flag(name: .long, help: "Print nothing but errors (no progress, no summary).")
    var quiet = false

    @Flag(name: .long, help: "Clean, then smooth, each imported route, saving both as new route versions.")
    var smooth = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        try validateFormatName(format, option: "--format", known: FormatRegistry.standard.readableFormatNames)
        if inputs.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be named only once") }
    }

    func run() throws {
        let registry = FormatRegistry.standard
        let bulkExports = BulkExportIndexes(inputs, quiet: quiet)
        let items = try expandInputs(inputs, registry: registry, skipping: bulkExports.indexPaths, quiet: quiet)
        let store = dryRun ? nil : try storeOptions.open()
        let options = ReadOptions(lenient: lenient, sourceOverride: source.map { Source(name: $0) }, requireTimestamps: true)
        var tally = ImportTally()
        let sizes = ImportProgress.sizes(of: items)
        let progress = quiet ? nil : ImportProgress(sizes: sizes, terminal: Console.standardErrorIsTerminal)

        // With --jobs N, N threads read (and prepare for saving) ahead while this one saves,
        // in input order.
        let format = self.format
        let read: @Sendable (Int) -> ReadResult = { index in
            readInput(items[index], format: format, options: options, registry: registry, exports: bulkExports)
        }
        let readAhead = jobs > 1 ? ReadAhead(count: items.count, jobs: jobs, read: read) : nil
        for (index, item) in items.enumerated() {
            let result = readAhead?.result(index) ?? read(index)
            progress?.clear()
            let before = tally.workouts
            report(item: item, result: result, store: store, tally: &tally)
            Console.flush()
            progress?.advance(bytes: sizes[index], workouts: tally.workouts - before)
        }
        progress?.finish()
        Console.flush()
        if !quiet {
            Console.message(tally.summary(dryRun: dryRun))
        }
        if tally.failed > 0 { throw ExitCode(1) }
    }

    private func report(item: InputItem, result: ReadResult, store: WorkoutStore?, tally: inout ImportTally) {
        switch result {
        case .failure(let message):
            fail(item: item, message: message, tally: &tally)
        case .streamed:
            importStreamed(item: item, store: store, tally: &tally)
        case .success(let prepared, let warnings, let versioning):
            for warning in warnings where !quiet { Console.message("\(item.name): warning: \(warning)") }
            let recordings = prepared.map(\.recording)
            if recordings.isEmpty {
                fail(item: item, message: "\(item.name): holds no workout", tally: &tally)
                return
            }
            guard let store else {
                for recording in recordings {
                    tally.found += 1
                    emit(item: item, uuid: recording.workout.uuid, status: "found", error: nil,
                         detail: describeWorkout(recording.workout))
                }
                return
            }
            do {
                let outcomes = try store.save(prepared, versioning: versioning)
                for (recording, outcome) in zip(recordings, outcomes) {
                    tally.count(outcome.status)
                    emit(item: item, uuid: outcome.uuid, status: outcome.status.rawValue, error: nil,
                         detail: describeWorkout(recording.workout))
                }
                if smooth {
                    for (recording, outcome) in zip(recordings, outcomes) where outcome.status != .unchanged {
                        try smoothImportedRoutes(of: recording, in: store)
                    }
                }
            } catch {
                fail(item: item, message: "\(item.name): \(describe(error))", tally: &tally)
            }
        case .samples(let groups):
            for (workout, samples) in groups {
                guard let store else {
                    tally.found += 1
                    emit(item: item, uuid: workout, status: "found", error: nil, detail: "\(samples.count) samples")
                    continue
                }
                do {
                    let added = try addSamples(samples, to: workout, store: store)
                    tally.count(added == 0 ? .unchanged : .imported)
                    emit(item: item, uuid: workout, status: added == 0 ? "unchanged" : "imported", error: nil,
                         detail: "\(added) samples added")
                } catch {
                    fail(item: item, message: "\(item.name): workout \(workout.uuidString): \(describe(error))", tally: &tally)
                }
            }
        }
    }

    /// Adds to a saved workout the samples it does not have yet (by UUID), so that
    /// importing a sample table again adds nothing; returns how many were added.
    private func addSamples(_ samples: [QuantitySample], to workout: UUID, store: WorkoutStore) throws -> Int {
        var saved = Set<UUID>()
        for type in Set(samples.map(\.quantityType.identifier)) {
            guard let sample = samples.first(where: { $0.quantityType.identifier == type }) else { continue }
            for existing in try store.execute(SampleQuery(type: sample.quantityType, predicate: .workout(workout))) {
                saved.insert(existing.uuid)
            }
        }
        let new = samples.filter { !saved.contains($0.uuid) }
        if !new.isEmpty { try store.add(new, to: workout) }
        return new.count
    }

    /// Streams an input with standalone samples (an Apple Health export) into the store in
    /// ONE import session: its workouts and its records are saved together or not at all.
    /// The reader runs on a thread of its own, a few items ahead of the saving, so memory
    /// holds a few workouts or batches of records at a time.
    private func importStreamed(item: InputItem, store: WorkoutStore?, tally: inout ImportTally) {
        let options = ReadOptions(lenient: lenient, sourceOverride: source.map { Source(name: $0) }, requireTimestamps: true)
        // Each workout found, with what saving it did (nil in a dry run).
        var found: [(workout: Workout, outcome: SaveOutcome?)] = []
        var records = StandaloneSaveOutcome()
        do {
            let input = try openInput(item, format: format, registry: .standard)
            guard let reader = input.reader as? any SampleStreamingReader else {
                throw CommandFailure("read as \(input.reader.format.name), which holds no records")
            }
            let context = ReadContext(name: item.name, options: options)
            context.openRelatedFile = input.relatedFiles
            let defaultSource = options.sourceOverride ?? Source(name: reader.format.name)
            func save(_ readItem: ReadItem, in session: ImportSession?) throws {
                switch readItem {
                case .recording(let recording):
                    found.append((recording.workout, try session?.save(recording, versioning: .nextVersionOnChange)))
                case .samples(let samples):
                    let outcome = try session?.save(standaloneSamples: samples, defaultSource: defaultSource)
                        ?? StandaloneSaveOutcome(imported: samples.count)
                    records.imported += outcome.imported
                    records.unchanged += outcome.unchanged
                }
            }
            if let store {
                // The reader parses on its own thread while this one saves.
                try store.importSession(producing: { emit in
                    try reader.readItems(from: input.source, context: context, emit: emit)
                }, save: { session, readItem in
                    try save(readItem, in: session)
                })
            } else {
                try reader.readItems(from: input.source, context: context) { try save($0, in: nil) }
            }
            for warning in context.warnings where !quiet { Console.message("\(item.name): warning: \(warning)") }
        } catch {
            // Reading errors name the input; the store's do not.
            let message = error is FormatError ? describe(error) : "\(item.name): \(describe(error))"
            fail(item: item, message: message, tally: &tally)
            return
        }
        if found.isEmpty, records.imported + records.unchanged == 0 {
            fail(item: item, message: "\(item.name): holds no workout and no records", tally: &tally)
            return
        }
        for (workout, outcome) in found {
            if let outcome { tally.count(outcome.status) } else { tally.found += 1 }
            emit(item: item, uuid: outcome?.uuid ?? workout.uuid, status: outcome?.status.rawValue ?? "found", error: nil,
                 detail: describeWorkout(workout))
        }
        tally.recordsImported += records.imported
        tally.recordsUnchanged += records.unchanged
    }

    private func fail(item: InputItem, message: String, tally: inout ImportTally) {
        tally.failed += 1
        Console.message(message)
        if json { emit(item: item, uuid: nil, status: "failed", error: message, detail: "") }
    }

    private func emit(item: InputItem, uuid: UUID?, status: String, error: String?, detail: String) {
        if json {
            var out = JSONWriter()
            out.raw("{"); out.key("file"); out.string(item.name)
            out.comma(); out.key("uuid"); out.string(uuid?.uuidString)
            out.comma(); out.key("status"); out.string(status)
            out.comma(); out.key("error"); out.string(error); out.raw("}")
            Console.printLine(bytes: out.bytes)
        } else if !quiet {
            Console.printLine("\(status)\t\(uuid?.uuidString ?? "-")\t\(detail)\t\(item.name)")
        }
    }
}

/// What reading one input gave.
enum ReadResult: Sendable {
    /// Recordings named from their bulk export's index, checked and digested for saving.
    case success([PreparedRecording], warnings: [String], versioning: SyncVersioning)
    /// A sample table: samples for workouts already in the store, by workout.
    case samples([(workout: UUID, samples: [QuantitySample])])
    /// The input also holds standalone samples (an Apple Health export): it is streamed
    /// into the store when its turn comes, not read ahead into memory.
    case streamed
    case failure(String)
}

/// Reads one input completely and prepares its recordings for saving, named from their
/// bulk export's index: all the work that can run on a reading thread. Errors become a
/// one-line message naming the input.
func readInput(
    _ item: InputItem, format: String?, options: ReadOptions, registry: FormatRegistry, exports: BulkExportIndexes
) -> ReadResult {
    do {
        let input = try openInput(item, format: format, registry: registry)
        if input.reader is any SampleStreamingReader { return .streamed }
        if input.reader is CSVRecordingReader, let peekable = input.source as? PeekableByteSource,
           CSVSampleTable.recognizes(prefix: try peekable.peek(FormatRegistry.sniffLength)) {
            var groups: [(workout: UUID, samples: [QuantitySample])] = []
            try CSVSampleTable.read(from: input.source, name: item.name) { groups.append(($0, $1)) }
            return .samples(groups)
        }
        let context = ReadContext(name: item.name, options: options)
        context.openRelatedFile = input.relatedFiles
        let recordings = try input.reader.readAll(from: input.source, context: context)
        // Formats that carry their own sync versions (workoutkit's JSON) follow them;
        // for the others the store numbers versions as the content changes.
        let versioning: SyncVersioning = input.reader.format.name == "json" ? .explicit : .nextVersionOnChange
        do {
            let prepared = try exports.annotate(recordings, of: item).map(PreparedRecording.init)
            return .success(prepared, warnings: context.warnings, versioning: versioning)
        } catch {
            return .failure("\(item.name): \(describe(error))")
        }
    } catch let error as ValidationError {
        return .failure(error.message)
    } catch {
        return .failure(describe(error))
    }
}

/// Reads inputs on `jobs` threads ahead of the thread that saves them, and hands the
/// results out in input order. At most `2 × jobs` results wait at a time, so memory
/// stays bounded however many inputs there are.
final class ReadAhead: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let capacity: Int
    private var results: [Int: ReadResult] = [:]
    private var nextToRead = 0
    private var handedOut = 0

    init(count: Int, jobs: Int, read: @escaping @Sendable (Int) -> ReadResult) {
        self.count = count
        capacity = 2 * jobs
        for _ in 0..<min(jobs, count) {
            DispatchQueue.global().async { self.work(read) }
        }
    }

    private func work(_ read: @Sendable (Int) -> ReadResult) {
        while true {
            condition.lock()
            while nextToRead < count && nextToRead - handedOut >= capacity { condition.wait() }
            guard nextToRead < count else {
                condition.unlock()
                return
            }
            let index = nextToRead
            nextToRead += 1
            condition.unlock()
            let result = read(index)
            condition.lock()
            results[index] = result
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The result of input `index`, waiting for it; each index is taken once, in order.
    func result(_ index: Int) -> ReadResult {
        condition.lock()
        defer { condition.unlock() }
        while results[index] == nil { condition.wait() }
        handedOut += 1
        condition.broadcast()
        return results.removeValue(forKey: index) ?? .failure("not read")
    }
}

/// Counts of what an import did.
struct ImportTally {
    var imported = 0, unchanged = 0, replaced = 0, failed = 0, found = 0
    /// Standalone samples (Apple Health records) saved, and those the store already held.
    var recordsImported = 0, recordsUnchanged = 0

    mutating func count(_ status: SaveOutcome.Status) {
        switch status {
        case .imported: imported += 1
        case .unchanged: unchanged += 1
        case .replaced: replaced += 1
        }
    }

    /// The workouts found, whatever became of them.
    var workouts: Int { imported + unchanged + replaced + found }

    func summary(dryRun: Bool) -> String {
        let records = recordsImported + recordsUnchanged == 0 ? ""
            : dryRun ? "; \(recordsImported) records found"
            : "; records outside workouts: \(recordsImported) imported, \(recordsUnchanged) unchanged"
        if dryRun { return "\(found) workouts found, \(failed) failed (dry run: nothing saved)" + records }
        return "\(imported) imported, \(unchanged) unchanged, \(replaced) replaced, \(failed) failed" + records
    }
}

/// `running 2024-05-01T07:30:00.000Z`: a workout in a few words for human output.
func describeWorkout(_ workout: Workout) -> String {
    "\(workout.activityType.name)\t\(Timestamp.string(workout.startDate))"
}
