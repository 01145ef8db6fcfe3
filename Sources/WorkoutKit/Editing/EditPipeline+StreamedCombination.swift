import Foundation
import WorkoutFormats
import WorkoutModel

extension EditPipeline {
    /// Writes the combination of the recording files `inputs` into the file `target` while
    /// they are read, one after the other in order of start, as the points of one workout, in
    /// memory bounded by a batch of points, where ``writeStreamed(_:edit:with:to:strict:events:)``
    /// would stream an edit of each (a reader and a writer that stream points,
    /// inputs that are files or zip archives' entries, points that stream as the
    /// whole recordings are read, and in time order from one input to the next). Each input is
    /// read twice: once for its workout without its points (the combination's checks, laps,
    /// events and stated totals come from these), then for its points. The totals that must
    /// precede the points in a format are the writer's concern as for any stream: the rest of
    /// the combination is passed on when the last input is read. The file is the one
    /// ``write(_:with:to:strict:events:)`` writes of ``RecordingEditor/combine(_:names:)`` of
    /// the recordings ``read(_:events:)`` reads. Warnings about the inputs are reported once
    /// they are read, the losses and the positions withheld as the combination ends. Hidden
    /// ends are the combined track's, found in two more passes over the inputs.
    ///
    /// - Returns: the outcome, or `nil`, having written and reported nothing, where the
    ///   combination must read the recordings whole.
    /// - Throws: the errors of ``read(_:events:)``, ``RecordingEditor/combine(_:names:)`` and
    ///   ``write(_:with:to:strict:events:)``; nothing is written when one is thrown.
    public func writeStreamedCombination(
        _ inputs: [EditInput], with writer: any RecordingWriter, to target: OutputTarget,
        strict: Bool = false, events: (OutputEvent) -> Void = { _ in }
    ) throws -> StreamedEditOutcome? {
        guard case .file(let outputPath) = target else { return nil }
        guard let items = try streamingInputs(inputs, events: events) else { return nil }
        guard let streamingWriter = try streamedEditWriter(writer, for: items.map { ($0.item, $0.opened.reader) }) else { return nil }
        let outlines = items.map(\.outline)
        // Refuses what the whole combination refuses (too few, other activities, overlaps) before anything is written.
        let outline = try refusing(after: items.map { ($0.item.name, $0.warnings) }, events: events) {
            try RecordingEditor.combine(outlines, names: items.map(\.item.name)).recording
        }
        let order = RecordingEditor.combinationOrder(of: outlines)
        let contexts = items.map { $0.opened.context(name: $0.item.name, options: ReadOptions(lenient: lenient)) }
        var losses: [LossNotice] = []
        var droppedTotals: [String] = []
        var exact = true
        try withoutActuallyEscaping(events) { events in
            // Made and let go of inside: it holds the output, which holds `events`.
            var combining: CombiningStream?
            let output = streamedOutput(of: writer, to: target, strict: strict, events: events) { losses.append($0) }
            do {
                try output.stream(writer: streamingWriter.writer, gated: streamingWriter.gated, into: outputPath, lastKept: {
                    // The combined track's ends: two more passes over the inputs, each through a combination.
                    try privacy.hiddenEnds.map { hiddenEnds in
                        try StreamedPrivacyFilter.lastKeptIndices(hiddenEnds: hiddenEnds) { stream in
                            let stage = CombiningStream(next: stream, outline: outline, names: order.map { items[$0].item.name })
                            for index in order {
                                let (item, reader) = (items[index].item, items[index].reader)
                                let opened = try item.open(reader: reader, registry: registry)
                                try reader.read(from: opened.source, context: opened.context(name: item.name, options: ReadOptions(lenient: lenient)),
                                                into: stage)
                                try stage.endInput()
                            }
                            try stage.finish()
                        }
                    }
                }, through: { next in
                    let stage = CombiningStream(next: next, outline: outline, names: order.map { items[$0].item.name })
                    combining = stage
                    return stage
                }, reading: { stage in
                    for index in order {
                        try items[index].reader.read(from: items[index].opened.source, context: contexts[index], into: stage)
                        try stage.endInput()
                    }
                })
            } catch EditingStream.Stop.inexact {
                exact = false
            } catch is ExactStreamGate.Inexact {
                exact = false
            }
            droppedTotals = combining?.droppedTotals ?? []
            combining = nil
        }
        guard exact else { return nil }
        for (item, context) in zip(items, contexts) {
            for warning in context.warnings { events(.warning(file: item.item.name, message: warning)) }
        }
        return StreamedEditOutcome(droppedTotals: droppedTotals, losses: losses)
    }
}
