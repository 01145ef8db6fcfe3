import Foundation
import WorkoutFormats
import WorkoutModel

/// What a streamed split wrote (``EditPipeline/writeStreamedSplit(_:split:with:into:strict:events:)``).
public struct StreamedSplitOutcome: Sendable {
    /// One part written.
    public struct Part: Sendable {
        /// The file the part was written to.
        public var path: String
        /// The part's workout as written (its start and end, totals and laps), without its points.
        public var workout: Workout
        /// The stated totals the part could not recompute and left out, in words
        /// (``EditedRecording/droppedTotals``).
        public var droppedTotals: [String]
    }

    /// The parts, in time order.
    public var parts: [Part]
    /// What the output format could not hold, every part's.
    public var losses: [LossNotice]
}

extension EditPipeline {
    /// Writes `split` of the recording file `input` into `directory` while the input is read
    /// (see ``StreamedSplit``): each point goes to its part's file as it is read, in memory
    /// bounded by a batch of points and the parts' open files, where
    /// ``writeStreamed(_:edit:with:to:strict:events:)`` would stream an edit (a reader and a
    /// writer that stream points, an input that is a file or a
    /// zip archive's entry, points that stream as the whole recording is read). The input is
    /// read twice: once for the workout without its points, which gives the parts' bounds (and
    /// for a split at pauses the gaps between records), then for the parts. The files, named as ``partPaths(of:count:in:writer:)`` names them, are
    /// those ``write(_:with:to:strict:events:)`` writes of the parts ``RecordingEditor`` cuts
    /// the recording ``read(_:events:)`` reads into. Warnings about the input are reported once
    /// it is read, the losses and the positions withheld as the workout ends. Hidden ends are
    /// each part's, found in two more passes over the input, each through the split.
    ///
    /// - Returns: the outcome, or `nil`, having written and reported nothing, where the split
    ///   must read the recording whole.
    /// - Throws: the errors of ``read(_:events:)``, of ``RecordingEditor``'s split and of
    ///   ``write(_:with:to:strict:events:)``; no part is written when one is thrown while reading.
    public func writeStreamedSplit(
        _ input: EditInput, split: StreamedSplit, with writer: any RecordingWriter, into directory: String,
        strict: Bool = false, events: (OutputEvent) -> Void = { _ in }
    ) throws -> StreamedSplitOutcome? {
        guard case .file(let path) = input else { return nil }
        let item = try fileItem(path, events: events)
        guard item.path != nil || item.archive != nil, item.bulkExport == nil else { return nil }
        let opened = try item.open(reader: reader, registry: registry)
        guard let streamingReader = opened.reader as? any PointStreamingReader,
              let streamingWriter = try streamedEditWriter(writer, for: [(item, opened.reader)]),
              let first = try outline(of: item, reader: streamingReader, gapsOfAtLeast: split.gapSeconds, events: events)
        else { return nil }
        var outline = first.rest
        // The events the split adds to the workout (a split at pauses: its gaps as pauses).
        var addedEvents: [WorkoutEvent] = []
        let windows = try refusing(after: [(item.name, first.warnings)], events: events) { () throws -> [EditWindow] in
            switch split {
            case .at(let times): return try RecordingEditor.splitWindows(of: outline.workout, at: try times(outline), name: item.name)
            case .laps: return try RecordingEditor.lapWindows(of: outline.workout, name: item.name)
            case .atPauses(let seconds):
                let cut = try RecordingEditor.pauseWindows(of: outline.workout, gaps: first.gaps, seconds: seconds, name: item.name)
                addedEvents = Array(cut.workout.events.dropFirst(outline.workout.events.count))
                outline.workout = cut.workout
                return cut.windows
            }
        }
        let paths = Self.partPaths(of: input, count: windows.count, in: directory, writer: writer)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let context = opened.context(name: item.name, options: ReadOptions(lenient: lenient))
        var losses: [LossNotice] = []
        var parts: [StreamedSplitOutcome.Part] = []
        var exact = true
        try withoutActuallyEscaping(events) { events in
            // Made and let go of inside: they hold the output, which holds `events`.
            var splitting: SplittingStream?
            let output = streamedOutput(of: writer, to: .directory(directory), strict: strict, events: events) { losses.append($0) }
            do {
                try output.stream(from: streamingReader, source: opened.source, context: context, writer: streamingWriter.writer,
                                  gated: streamingWriter.gated, into: paths, lastKept: {
                    // Each part's track ends: two more passes over the input, each through a split.
                    try privacy.hiddenEnds.map { hiddenEnds in
                        try StreamedPrivacyFilter.lastKeptIndices(hiddenEnds: hiddenEnds, outputs: paths.count) { streams in
                            let again = try item.open(reader: streamingReader, registry: registry)
                            let stage = SplittingStream(parts: streams, outline: outline, windows: windows, addedEvents: addedEvents,
                                                        input: item.name)
                            try streamingReader.read(from: again.source, context: again.context(name: item.name, options: ReadOptions(lenient: lenient)),
                                                     into: stage)
                            try stage.finish()
                        }
                    }
                }) { streams in
                    let stage = SplittingStream(parts: streams, outline: outline, windows: windows, addedEvents: addedEvents,
                                                input: item.name)
                    splitting = stage
                    return stage
                }
            } catch EditingStream.Stop.inexact {
                exact = false
            } catch is ExactStreamGate.Inexact {
                exact = false
            }
            parts = zip(paths, splitting?.parts ?? []).compactMap { path, part in
                part.workout.map { StreamedSplitOutcome.Part(path: path, workout: $0, droppedTotals: part.droppedTotals) }
            }
            splitting = nil
        }
        guard exact else { return nil }
        for warning in context.warnings { events(.warning(file: item.name, message: warning)) }
        return StreamedSplitOutcome(parts: parts, losses: losses)
    }
}
