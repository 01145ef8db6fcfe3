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
            it unchanged; an edited file replaces the earlier import as its next version.
            """
    )

    @Argument(help: ArgumentHelp("Files, directories, or - for standard input.", valueName: "input"))
    var inputs: [String]

    @OptionGroup var storeOptions: StoreOptions

    @Option(name: .long, help: ArgumentHelp("The format of the inputs (\(FormatRegistry.standard.readableFormatNames.joined(separator: ", "))), instead of detecting it.", valueName: "format"))
    var format: String?

    @Option(name: .long, help: ArgumentHelp("Record this source name for every workout, instead of the one the file names.", valueName: "name"))
    var source: String?

    @Option(name: .long, help: ArgumentHelp("Read this many files in parallel (one writer saves them, in order).", valueName: "n"))
    var jobs: Int = 1

    @Flag(name: .long, help: "Print one JSON object per workout found: {\"file\",\"uuid\",\"status\",\"error\"}.")
    var json = false

    @Flag(name: .long, help: "Read and check every input, report what was found, and save nothing.")
    var dryRun = false

    @Flag(name: .long, help: "Keep the complete part of a damaged recording, marked as partial, instead of failing.")
    var lenient = false

    @Flag(name: .long, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        try validateFormatName(format, option: "--format", known: FormatRegistry.standard.readableFormatNames)
        if inputs.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be named only once") }
    }

    func run() throws {
        let registry = FormatRegistry.standard
        let items = try expandInputs(inputs, registry: registry)
        let store = dryRun ? nil : try storeOptions.open()
        let options = ReadOptions(lenient: lenient, sourceOverride: source.map { Source(name: $0) }, requireTimestamps: true)
        var tally = ImportTally()

        // Files are read in windows of `jobs` in parallel and saved in input order.
        var start = 0
        while start < items.count {
            let window = Array(items[start..<min(items.count, start + jobs)])
            let parsed = readInParallel(window, options: options, registry: registry)
            for (item, result) in zip(window, parsed) {
                report(item: item, result: result, store: store, tally: &tally)
            }
            start += window.count
        }
        Console.flush()
        if !quiet {
            Console.message(tally.summary(dryRun: dryRun))
        }
        if tally.failed > 0 { throw ExitCode(1) }
    }

    /// Reads each input of a window on its own thread.
    private func readInParallel(_ window: [InputItem], options: ReadOptions, registry: FormatRegistry) -> [ReadResult] {
        let results = ResultSlots(count: window.count)
        let format = self.format
        DispatchQueue.concurrentPerform(iterations: window.count) { index in
            results.set(index, readInput(window[index], format: format, options: options, registry: registry))
        }
        return results.values
    }

    private func report(item: InputItem, result: ReadResult, store: WorkoutStore?, tally: inout ImportTally) {
        switch result {
        case .failure(let message):
            fail(item: item, message: message, tally: &tally)
        case .streamed:
            importStreamed(item: item, store: store, tally: &tally)
        case .success(let recordings, let warnings, let versioning):
            for warning in warnings where !quiet { Console.message("\(item.name): warning: \(warning)") }
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
                let outcomes = try store.save(recordings, versioning: versioning)
                for (recording, outcome) in zip(recordings, outcomes) {
                    tally.count(outcome.status)
                    emit(item: item, uuid: outcome.uuid, status: outcome.status.rawValue, error: nil,
                         detail: describeWorkout(recording.workout))
                }
            } catch {
                fail(item: item, message: "\(item.name): \(describe(error))", tally: &tally)
            }
        }
    }

    /// Streams an input with standalone samples (an Apple Health export) into the store in
    /// ONE import session: its workouts and its records are saved together or not at all,
    /// and memory holds one workout or one batch of records at a time.
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
            func read(_ session: ImportSession?) throws {
                try reader.readItems(from: input.source, context: context) { readItem in
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
            }
            if let store { try store.importSession { try read($0) } } else { try read(nil) }
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
    case success([WorkoutRecording], warnings: [String], versioning: SyncVersioning)
    /// The input also holds standalone samples (an Apple Health export): it is streamed
    /// into the store when its turn comes, not read ahead into memory.
    case streamed
    case failure(String)
}

/// Reads one input completely; errors become a one-line message naming the input.
func readInput(_ item: InputItem, format: String?, options: ReadOptions, registry: FormatRegistry) -> ReadResult {
    do {
        let input = try openInput(item, format: format, registry: registry)
        if input.reader is any SampleStreamingReader { return .streamed }
        let context = ReadContext(name: item.name, options: options)
        context.openRelatedFile = input.relatedFiles
        let recordings = try input.reader.readAll(from: input.source, context: context)
        // Formats that carry their own sync versions (workoutkit's JSON) follow them;
        // for the others the store numbers versions as the content changes.
        let versioning: SyncVersioning = input.reader.format.name == "json" ? .explicit : .nextVersionOnChange
        return .success(recordings, warnings: context.warnings, versioning: versioning)
    } catch let error as ValidationError {
        return .failure(error.message)
    } catch {
        return .failure(describe(error))
    }
}

/// Slots that parallel readers fill, one each, under a lock.
final class ResultSlots: @unchecked Sendable {
    private var slots: [ReadResult?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: ReadResult) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [ReadResult] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0 ?? .failure("not read") }
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
