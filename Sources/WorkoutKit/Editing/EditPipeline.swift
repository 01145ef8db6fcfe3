import Foundation
import WorkoutFormats
import WorkoutModel
import WorkoutStore

/// Where an edit reads a recording: a file, standard input, or a workout in the store.
public enum EditInput: Sendable, Equatable {
    /// A recording file (`-`: standard input); a zip archive holding one recording reads.
    case file(String)
    /// A stored workout: a UUID or an unambiguous prefix of one.
    case storedWorkout(String)

    /// `text` as a command line names an input: `-`, an existing path, or anything that is not
    /// hexadecimal digits and dashes is a file; the rest a stored workout's ID (a UUID or a prefix).
    public init(_ text: String) {
        let isID = !text.isEmpty && text.allSatisfy { $0 == "-" || $0.isHexDigit } && text != "-"
        self = !isID || FileManager.default.fileExists(atPath: text) ? .file(text) : .storedWorkout(text)
    }

    /// The input as messages name it.
    public var name: String {
        switch self {
        case .file(let path): return path
        case .storedWorkout(let id): return "workout \(id)"
        }
    }
}

/// The application half of the edits (``RecordingEditor`` is the pure half): reads the
/// recordings an edit takes from files or the store, writes its results with any writer
/// (naming what the format cannot hold, as `convert` does), and saves an edited stored
/// workout as its next version (through its sync identifier, so `changes` reports the old
/// one deleted and the new one added) or as a new workout.
public struct EditPipeline {
    /// The store stored workouts are read from and saved to; `nil` when the edit uses files only.
    public var store: WorkoutStore?
    /// The reader of file inputs, instead of detecting their format.
    public var reader: (any RecordingReader)?
    /// Keep the complete part of a damaged recording instead of failing.
    public var lenient: Bool
    /// The formats file inputs are detected among.
    public var registry: FormatRegistry
    /// The positions ``write(_:with:to:strict:events:)`` withholds (not ``save(_:replacing:asNewWorkout:)``:
    /// the store keeps everything).
    public var privacy: PrivacyFilter
    /// The temporary copy of standard input that `-` reads (``copyingStandardInput(of:_:)``);
    /// `nil`: standard input itself.
    private var standardInputCopy: String?

    public init(store: WorkoutStore? = nil, reader: (any RecordingReader)? = nil, lenient: Bool = false,
                registry: FormatRegistry = .standard, privacy: PrivacyFilter = .none) {
        self.store = store
        self.reader = reader
        self.lenient = lenient
        self.registry = registry
        self.privacy = privacy
    }

    /// The one workout `input` holds: read from its file, or from the store.
    ///
    /// - Throws: ``PipelineError/noSuchFile(_:)``, ``PipelineError/notOneRecording(input:count:)``,
    ///   ``EditError/notOneWorkout(input:count:)``, the reader's ``/WorkoutFormats/FormatError``s,
    ///   and the store's ``/WorkoutStore/StoreError``s (an unknown or ambiguous ID).
    public func read(_ input: EditInput, events: (OutputEvent) -> Void = { _ in }) throws -> WorkoutRecording {
        switch input {
        case .storedWorkout(let id):
            guard let store else { throw StoreError.unknownWorkout(id) }
            let uuid = try store.resolveWorkoutID(id)
            guard let recording = try store.recording(for: uuid) else { throw StoreError.unknownWorkout(id) }
            return recording
        case .file(let path):
            let item = try fileItem(path, events: events)
            let opened = try item.open(reader: reader, registry: registry)
            let context = opened.context(name: item.name, options: ReadOptions(lenient: lenient))
            let recordings = item.annotate(try opened.reader.readRecordingsAndCourses(from: opened.source, context: context).recordings)
            for warning in context.warnings { events(.warning(file: item.name, message: warning)) }
            guard let recording = recordings.first, recordings.count == 1 else {
                throw EditError.notOneWorkout(input: item.name, count: recordings.count)
            }
            return recording
        }
    }

    /// The one input the file `path` is (`-`: standard input; a zip archive holding one recording).
    ///
    /// - Throws: ``PipelineError/noSuchFile(_:)``, ``PipelineError/notOneRecording(input:count:)``.
    func fileItem(_ path: String, events: (OutputEvent) -> Void) throws -> InputItem {
        if path == "-", let standardInputCopy { return InputItem(name: path, path: standardInputCopy) }
        guard path == "-" || FileManager.default.fileExists(atPath: path) else { throw PipelineError.noSuchFile(path) }
        let items = try InputItem.expand([path], registry: registry) { events(.warning(file: $0, message: $1)) }
        guard let item = items.first, items.count == 1 else {
            throw PipelineError.notOneRecording(input: path, count: items.count)
        }
        return item
    }

    /// Calls `body` with this pipeline, reading standard input (`-`, when it is one of
    /// `inputs`, once) from a temporary copy (in `$TMPDIR`; messages still name it `-`), so
    /// that an edit of it can stream: a streamed edit reads its input more than once, and falls
    /// back to the whole read after a pass. The copy is removed when `body` returns or throws.
    /// Without standard input among `inputs`, `body` gets the pipeline as it is.
    ///
    /// - Throws: what `body` throws, and the errors of copying standard input.
    public func copyingStandardInput<Result>(of inputs: [EditInput], _ body: (EditPipeline) throws -> Result) throws -> Result {
        guard inputs.count(where: { $0 == .file("-") }) == 1 else { return try body(self) }
        return try InputItem.withStandardInputCopy { path in
            var pipeline = self
            pipeline.standardInputCopy = path
            return try body(pipeline)
        }
    }

    /// Writes `edited` into `target` with `writer` (into a directory, one file per workout,
    /// named as `export` names them), without the positions ``privacy`` withholds; what the
    /// format cannot hold and the positions withheld are named through `events`, and losses
    /// refused before anything is written when `strict`. Returns the loss notices.
    @discardableResult
    public func write(
        _ edited: [EditedRecording], with writer: any RecordingWriter, to target: OutputTarget, strict: Bool = false,
        events: (OutputEvent) -> Void = { _ in }
    ) throws -> [LossNotice] {
        var losses: [LossNotice] = []
        try withoutActuallyEscaping(events) { events in
            var output = RecordingOutput(writer: writer, target: target, strict: strict) { notice in
                losses.append(notice)
                events(.loss(notice))
            }
            output.privacy = privacy
            output.reportWithheld = { events(.withheld($0)) }
            try output.write(count: edited.count) { edited[$0].recording }
        }
        return losses
    }

    /// Refuses the first of `parts` that `writer` would lose something of, written into the file
    /// at the same index of `paths`, with the pipeline's privacy
    /// (``/WorkoutFormats/FormatError/wouldLoseData(file:format:losses:)``): a strict split
    /// checks every part before it writes any, as ``write(_:with:to:strict:events:)`` checks
    /// the workouts of one output.
    public func refuseLosses(of parts: [EditedRecording], with writer: any RecordingWriter, to paths: [String]) throws {
        for (part, path) in zip(parts, paths) {
            var output = RecordingOutput(writer: writer, target: .file(path), strict: true) { _ in }
            output.privacy = privacy
            try output.refuseLosses(of: .whole(part.recording))
        }
    }

    /// The files the parts of a split of `input` go to in `directory`: `NAME-1.EXT`, `NAME-2.EXT`,
    /// ... (NAME: the input's file name without its extensions, or the workout's ID prefix; EXT:
    /// the writer's).
    public static func partPaths(of input: EditInput, count: Int, in directory: String, writer: any RecordingWriter) -> [String] {
        let base: String
        switch input {
        case .file(let path) where path != "-":
            var name = (path as NSString).lastPathComponent
            if (name as NSString).pathExtension.lowercased() == "gz" { name = (name as NSString).deletingPathExtension }
            base = (name as NSString).deletingPathExtension
        case .file: base = "stdin"
        case .storedWorkout(let id): base = "workout-" + id
        }
        let ext = writer.format.fileExtensions.first ?? writer.format.name
        return (0..<count).map { (directory as NSString).appendingPathComponent("\(base)-\($0 + 1).\(ext)") }
    }

    /// Saves `edited`, made from the stored workout `original`, as that workout's next version
    /// (same source and sync identifier, the next sync version; a workout without a sync
    /// identifier is replaced through its UUID), or, with `asNewWorkout`, as a new workout
    /// beside it (no sync identifier). One transaction: the store is unchanged when it fails.
    ///
    /// - Throws: the store's ``/WorkoutStore/StoreError``s; ``/WorkoutStore/StoreError/unknownWorkout(_:)``
    ///   without a store.
    @discardableResult
    public func save(_ edited: EditedRecording, replacing original: WorkoutRecording, asNewWorkout: Bool = false) throws -> SaveOutcome {
        guard let store else { throw StoreError.unknownWorkout(original.workout.uuid.uuidString) }
        return try store.save(Self.saved(edited, replacing: asNewWorkout ? nil : original), versioning: .nextVersionOnChange)
    }

    /// `edited` as it is saved: as `original`'s next version (its sync identifier and version,
    /// or its UUID when it has no sync identifier), or, when `original` is `nil`, as a new
    /// workout (no sync identifier, the routes' cleared).
    static func saved(_ edited: EditedRecording, replacing original: WorkoutRecording?) -> WorkoutRecording {
        var recording = edited.recording
        if let original {
            recording.workout.syncIdentifier = original.workout.syncIdentifier
            recording.workout.syncVersion = original.workout.syncVersion
            if original.workout.syncIdentifier == nil { recording.workout.uuid = original.workout.uuid }
        } else {
            recording.workout.syncIdentifier = nil
            recording.workout.syncVersion = 1
            for index in recording.routes.indices { recording.routes[index].syncIdentifier = nil }
        }
        return recording
    }
}
