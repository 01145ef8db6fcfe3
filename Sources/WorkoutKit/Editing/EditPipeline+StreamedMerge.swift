import Foundation
import WorkoutFormats
import WorkoutModel

/// What a streamed merge wrote (``EditPipeline/writeStreamedMerge(_:options:with:to:strict:events:)``).
public struct StreamedMergeOutcome: Sendable {
    /// The stated totals the merge could not restate and left out, in words.
    public var droppedTotals: [String]
    /// What the output format could not hold.
    public var losses: [LossNotice]
    /// What the result holds from recordings other than the base (``MergedRecording/taken``).
    public var taken: [MergedType]
    /// What the recordings held that the result does not, in words (``MergedRecording/leftOut``).
    public var leftOut: [String]
}

extension EditPipeline {
    /// Writes the merge of the recording files `inputs` (``RecordingEditor/merge(_:names:options:)``)
    /// into the file or standard output `target` while the recording its positions come from
    /// (the base) is read, point by point, in memory bounded by a batch of points and the
    /// values the other recordings give (16 bytes each), where the edits stream (see
    /// ``writeStreamed(_:edit:with:to:strict:events:)``). Each input is read
    /// first for its workout without its points and what its points hold (the merge's choices
    /// and refusals come from these), the others then for the values of the types they give,
    /// and the base last, each of its records taking those values as it passes. Hidden ends
    /// are the merged track's, found in two more passes over the base, each through a merge
    /// (its positions are the base's, moved by its offset). The output is
    /// the one ``write(_:with:to:strict:events:)`` writes of the merge of the recordings
    /// ``read(_:events:)`` reads. Values recorded by another device than the base's name it as
    /// the whole merge's series do (``/WorkoutFormats/PointBatch/valueDevices``: the formats that stream keep no
    /// device per value, and name them lost). Where a recording holds values of developer fields, samples
    /// a merge holds as series values, a value type the base's points cannot hold, or points
    /// that do not stream exactly, nothing is written or reported and `nil` is returned.
    /// Warnings about the inputs are reported once the output is written.
    ///
    /// - Returns: the outcome, or `nil`, having written and reported nothing, where the merge
    ///   must read the recordings whole.
    /// - Throws: the errors of ``read(_:events:)``, ``RecordingEditor/merge(_:names:options:)``
    ///   and ``write(_:with:to:strict:events:)``; nothing is written when one is thrown.
    public func writeStreamedMerge(
        _ inputs: [EditInput], options: MergeOptions = MergeOptions(), with writer: any RecordingWriter, to target: OutputTarget,
        strict: Bool = false, events: (OutputEvent) -> Void = { _ in }
    ) throws -> StreamedMergeOutcome? {
        guard inputs.count >= 2 else { return nil }
        if case .directory = target { return nil }
        guard let items = try streamingInputs(inputs, counting: true, events: events, accepting: { rest, counts in
            counts.map { !$0.hasExtraValues } == true && !rest.holdsSamplesAsSeriesValues
        }) else { return nil }
        let counts = items.compactMap(\.counts)
        guard counts.count == items.count else { return nil }
        let names = items.map(\.item.name)
        let outlines = items.indices.map { index in
            options.offsets[index].map { $0 == 0 ? items[index].outline : RecordingEditor.shift(items[index].outline, by: $0).recording }
                ?? items[index].outline
        }
        let plan = try refusing(after: items.map { ($0.item.name, $0.warnings) }, events: events) {
            try RecordingEditor.mergePlan(zip(outlines, counts).map { MergeInput(outline: $0, seriesTypes: $1.series.map(\.type), locationCount: $1.locationCount) }, names: names,
                                          options: options)
        }
        let base = plan.base
        // The values the others give, read first; each type must be one the base's points hold.
        var aligners: [(recording: Int, type: QuantityType, count: Int, aligner: SeriesAligner)] = []
        for index in plan.order where index != base {
            let given = counts[index].series.filter { plan.source[$0.type] == index }
            guard !given.isEmpty else { continue }
            guard given.allSatisfy({ TrackPoint.holdsSamples(of: $0.type, activityType: plan.workout.activityType) }) else { return nil }
            let values = SeriesValuesStream(types: given.map(\.type), offset: options.offsets[index] ?? 0)
            let opened = items[index].opened
            try items[index].reader.read(from: opened.source, context: opened.context(name: names[index], options: ReadOptions(lenient: lenient)),
                                         into: values)
            for (type, count) in given {
                let series = values.values[type] ?? ([], [])
                aligners.append((index, type, count, SeriesAligner(times: series.times, values: series.values)))
            }
        }
        // The device each type taken from another recording names (``MergePlan/device(of:from:)``).
        var devices: [QuantityType: Device] = [:]
        for (recording, type, _, _) in aligners {
            devices[type] = plan.device(of: nil, from: outlines[recording])
        }
        guard let streamingWriter = try streamedEditWriter(writer, for: [(items[base].item, items[base].opened.reader)]) else { return nil }
        let keeps = Set(plan.source.filter { $0.value == base }.keys)
        let outline = WorkoutRecording(workout: plan.workout)
        let context = items[base].opened.context(name: names[base], options: ReadOptions(lenient: lenient))
        /// The merge of the base's points passed on to `next`, a new one each pass (the aligners are copied).
        func mergingStream(into next: any RecordingStream) -> MergingStream {
            MergingStream(next: next, input: names[base], offset: options.offsets[base] ?? 0, outline: outline,
                          keeps: keeps, aligners: aligners, devices: devices) { alignments, figures in
                RecordingEditor.merged(plan, outlines, names: names, series: RecordingSeries(), alignments: alignments, points: figures)
            }
        }
        var losses: [LossNotice] = []
        var merged: MergedRecording?
        var exact = true
        try withoutActuallyEscaping(events) { events in
            // Made and let go of inside: it holds the output, which holds `events`.
            var merging: MergingStream?
            let output = streamedOutput(of: writer, to: target, strict: strict, events: events) { losses.append($0) }
            do {
                _ = try output.stream(from: items[base].reader, source: items[base].opened.source, context: context,
                                      writer: streamingWriter.writer, gated: streamingWriter.gated, lastKept: {
                    // The passes see the merged points. They are not finished: the merged workout's
                    // end, which only finishing passes on, has routes without locations (the base's
                    // positions are its points), so nothing of it counts in the track.
                    try privacy.hiddenEnds.map {
                        try StreamedPrivacyFilter.lastKeptIndices(hiddenEnds: $0, of: items[base].item, reader: items[base].reader,
                                                                  registry: registry, lenient: lenient, through: { mergingStream(into: $0) })
                    }
                }, through: { next in
                    let stage = mergingStream(into: next)
                    merging = stage
                    return stage
                })
            } catch EditingStream.Stop.inexact {
                exact = false
            } catch is ExactStreamGate.Inexact {
                exact = false
            }
            merged = merging?.merged
            merging = nil
        }
        guard exact, let merged else { return nil }
        for item in items {
            for warning in item.warnings { events(.warning(file: item.item.name, message: warning)) }
        }
        return StreamedMergeOutcome(droppedTotals: merged.edited.droppedTotals, losses: losses, taken: merged.taken,
                                    leftOut: merged.leftOut)
    }
}
