import Foundation
import WorkoutFormats
import WorkoutModel

/// What a streamed edit wrote (``EditPipeline/writeStreamed(_:edit:with:to:strict:events:)``).
public struct StreamedEditOutcome: Sendable {
    /// The stated totals the edit could not recompute and left out, in words
    /// (``EditedRecording/droppedTotals``).
    public var droppedTotals: [String]
    /// What the output format could not hold.
    public var losses: [LossNotice]
}

extension EditPipeline {
    /// Writes `edit` of the recording file `input` into the file or standard output `target`
    /// while the input is read, point by point (see ``StreamedEdit``), in memory bounded by a
    /// batch of points, where `convert` would stream the input into that format: a reader and
    /// a writer that stream points (FIT from an input without developer fields too, through
    /// the exactness check `convert` uses: where the FIT stream would differ, the edit stops
    /// having written nothing, and reads whole), with `strict` too (a workout that would lose
    /// data is refused as it ends, before the file takes its place; into standard output the
    /// edit is held in a temporary file until then), an input that is a file or a zip archive's entry (standard input when
    /// ``copyingStandardInput(of:_:)`` copied it; else it is read whole) and not a member of a
    /// bulk export (whose index annotates whole recordings). Privacy zones apply as points pass;
    /// hidden ends need the edited track's ends, found in two more passes over the input, each
    /// through the edit (a trimmed track ends where the trim cuts it). Into standard output, which cannot
    /// take back what was written, a shift too first reads the input for the workout without
    /// its points, so that a second workout, or points that do not stream exactly, are found
    /// before anything is written.
    /// The points must stream as the whole recording is read: each with a time later than the
    /// one before, and typed by the sport the workout turns out to be of (a FIT names it after
    /// its records; a multisport one has several); where they turn out not to, the edit stops,
    /// having written nothing. A trim or
    /// a re-tag first reads the input once more for the workout without its points
    /// (``StreamedEdit/trim(bounds:)``), and a trim needs no route locations but the points'
    /// (the figures it restates are gathered from the points kept). The file written is the
    /// one ``write(_:with:to:strict:events:)`` writes of the edit of the recording
    /// ``read(_:events:)`` reads. Warnings about the input are reported once it is read, the
    /// losses and the positions withheld as the workout ends.
    ///
    /// - Returns: the outcome, or `nil`, having written and reported nothing, where the edit
    ///   must read the recording whole.
    /// - Throws: the errors of ``read(_:events:)`` and ``write(_:with:to:strict:events:)``;
    ///   nothing is written when one is thrown.
    public func writeStreamed(
        _ input: EditInput, edit: StreamedEdit, with writer: any RecordingWriter, to target: OutputTarget,
        strict: Bool = false, events: (OutputEvent) -> Void = { _ in }
    ) throws -> StreamedEditOutcome? {
        guard case .file(let path) = input else { return nil }
        let toStandardOutput: Bool
        switch target {
        case .file: toStandardOutput = false
        case .standardOutput: toStandardOutput = true
        case .directory: return nil
        }
        let item = try fileItem(path, events: events)
        // Standard input is not opened here: what finding its reader reads of it would be lost to the whole read.
        guard item.path != nil || item.archive != nil, item.bulkExport == nil else { return nil }
        let opened = try item.open(reader: reader, registry: registry)
        guard let streamingReader = opened.reader as? any PointStreamingReader,
              let streamingWriter = try streamedEditWriter(writer, for: [(item, opened.reader)])
        else { return nil }
        let pointEdit: any PointStreamEdit
        switch edit {
        case .shift(let seconds):
            // Standard output cannot take back what was written: the first pass finds a second
            // workout or points that do not stream exactly before anything is.
            if toStandardOutput, try outline(of: item, reader: streamingReader, events: events) == nil { return nil }
            pointEdit = StreamedShift(seconds: seconds)
        case .retag(let named):
            guard let first = try outline(of: item, reader: streamingReader, events: events) else { return nil }
            let zone = try refusing(after: [(item.name, first.warnings)], events: events) { () throws -> TimeZone in
                guard let zone = named ?? EditTimes.statedZone(of: first.rest) else { throw EditError.noTimeZoneStated(input: item.name) }
                return zone
            }
            pointEdit = StreamedShift(seconds: -RecordingEditor.offset(of: zone, atLocal: first.rest.workout.startDate), zone: zone)
        case .trim(let bounds):
            guard let first = try outline(of: item, reader: streamingReader, events: events) else { return nil }
            let window = try refusing(after: [(item.name, first.warnings)], events: events) {
                let (from, to) = try bounds(first.rest)
                return try RecordingEditor.trimWindow(of: first.rest.workout, from: from, to: to, name: item.name)
            }
            pointEdit = StreamedTrim(first.rest, to: window)
        }
        let context = opened.context(name: item.name, options: ReadOptions(lenient: lenient))
        var losses: [LossNotice] = []
        var droppedTotals: [String] = []
        var exact = true
        try withoutActuallyEscaping(events) { events in
            // Made and let go of inside: it holds the output, which holds `events`.
            var editing: EditingStream?
            let output = streamedOutput(of: writer, to: target, strict: strict, events: events) { losses.append($0) }
            do {
                _ = try output.stream(from: streamingReader, source: opened.source, context: context, writer: streamingWriter.writer,
                                      gated: streamingWriter.gated,
                                      lastKept: {
                                          // The passes see the points the output sees: the edited ones.
                                          try privacy.hiddenEnds.map {
                                              try StreamedPrivacyFilter.lastKeptIndices(
                                                  hiddenEnds: $0, of: item, reader: streamingReader, registry: registry, lenient: lenient,
                                                  through: { EditingStream(next: $0, edit: pointEdit, input: item.name, holdingEnd: false) })
                                          }
                                      },
                                      through: { next in
                                          let stage = EditingStream(next: next, edit: pointEdit, input: item.name)
                                          editing = stage
                                          return stage
                                      })
            } catch EditingStream.Stop.inexact {
                exact = false
            } catch is ExactStreamGate.Inexact {
                exact = false
            } catch EditError.notOneWorkout(let input, let count) {
                // A shift into a file made no first pass: the input's warnings come before the
                // refusal here, as the whole read names them before refusing the recording.
                for warning in context.warnings { events(.warning(file: item.name, message: warning)) }
                throw EditError.notOneWorkout(input: input, count: count)
            }
            droppedTotals = editing?.droppedTotals ?? []
        }
        guard exact else { return nil }
        for warning in context.warnings { events(.warning(file: item.name, message: warning)) }
        return StreamedEditOutcome(droppedTotals: droppedTotals, losses: losses)
    }

    /// The writer a streamed edit of `inputs` writes with in `writer`'s format, and whether
    /// through an ``ExactStreamGate``: the one `convert` streams with
    /// (``RecordingOutput/streamingWriter(_:for:registry:)``), else the FIT writer's stream form
    /// for inputs without developer fields (``RecordingOutput/exactStreamingWriter(_:)``), whose
    /// output is the whole edit's only where the gate admits the edited stream; `nil` where the
    /// edit reads whole.
    func streamedEditWriter(_ writer: any RecordingWriter, for inputs: [(item: InputItem, reader: any RecordingReader)]) throws
        -> (writer: any PointStreamingWriter, gated: Bool)? {
        if let plain = try RecordingOutput.streamingWriter(writer, for: inputs, registry: registry) { return (plain, false) }
        return RecordingOutput.exactStreamingWriter(writer).map { ($0, true) }
    }

    /// The one workout of `item` without its points, from a pass over the input (opened again;
    /// its warnings are the edit's pass's, named here only when the input is refused), for an
    /// edit that needs the workout before its points; `nil` where its points cannot be edited
    /// as they pass (see ``writeStreamed(_:edit:with:to:strict:events:)``). With
    /// `gapsOfAtLeast`, also the stretches of at least that many seconds between records
    /// (``OutlineStream/gaps``); with `counting`, what the points hold (``PointCounts``).
    /// `warnings`: the pass's warnings about the input, for
    /// ``refusing(after:events:_:)``; `earlier`: those of the inputs read before it (a
    /// combination's), named first when it is refused.
    ///
    /// - Throws: ``EditError/notOneWorkout(input:count:)`` (after naming the warnings, as the
    ///   whole read does), and the reader's errors.
    func outline(of item: InputItem, reader: any PointStreamingReader, gapsOfAtLeast gapSeconds: Double? = nil, counting: Bool = false,
                 after earlier: [(input: String, warnings: [String])] = [], events: (OutputEvent) -> Void) throws
        -> (rest: WorkoutRecording, gaps: [(start: Double, end: Double)], warnings: [String], counts: PointCounts?)? {
        guard item.path != nil || item.archive != nil else { return nil }
        let stream = OutlineStream(gapsOfAtLeast: gapSeconds, counting: counting)
        let context = try refusing(after: earlier, events: events) { () throws -> ReadContext in
            let opened = try item.open(reader: reader, registry: registry)
            let context = opened.context(name: item.name, options: ReadOptions(lenient: lenient))
            try reader.read(from: opened.source, context: context, into: stream)
            return context
        }
        let rest = try refusing(after: earlier + [(item.name, context.warnings)], events: events) { () throws -> WorkoutRecording in
            guard let rest = stream.rests.first, stream.rests.count == 1 else {
                throw EditError.notOneWorkout(input: item.name, count: stream.rests.count)
            }
            return rest
        }
        guard stream.isExact, rest.series.valueCount == 0, rest.routes.allSatisfy(\.locations.isEmpty) else { return nil }
        return (rest, stream.gaps, context.warnings, stream.counts)
    }

    /// A file among the inputs of a streamed edit of several recordings (a combination, a
    /// merge): opened, with the outline its first pass read.
    struct StreamingInput {
        let item: InputItem
        let opened: OpenedInput
        let reader: any PointStreamingReader
        let outline: WorkoutRecording
        /// What its points hold, when the first pass counted them.
        let counts: PointCounts?
        /// The first pass's warnings about it.
        let warnings: [String]
    }

    /// Opens `inputs` in order and reads each one's outline (with `counting`, what its points
    /// hold); an input the whole read refuses is refused after the warnings of those before it.
    ///
    /// - Returns: the inputs, or `nil` where one is not a file that a reader streams, its
    ///   first pass did not read it exactly, or `accepting` refuses its outline and counts:
    ///   the edit then reads the recordings whole.
    func streamingInputs(
        _ inputs: [EditInput], counting: Bool = false, events: (OutputEvent) -> Void,
        accepting: (WorkoutRecording, PointCounts?) -> Bool = { _, _ in true }
    ) throws -> [StreamingInput]? {
        var opened: [StreamingInput] = []
        for input in inputs {
            guard case .file(let path) = input else { return nil }
            // What the whole read named of the inputs before one it refuses.
            let earlier = opened.map { (input: $0.item.name, warnings: $0.warnings) }
            let item = try refusing(after: earlier, events: events) { try fileItem(path, events: events) }
            guard item.path != nil || item.archive != nil, item.bulkExport == nil else { return nil }
            let file = try refusing(after: earlier, events: events) { try item.open(reader: reader, registry: registry) }
            guard let streamingReader = file.reader as? any PointStreamingReader,
                  let first = try outline(of: item, reader: streamingReader, counting: counting, after: earlier, events: events),
                  accepting(first.rest, first.counts)
            else { return nil }
            opened.append(StreamingInput(item: item, opened: file, reader: streamingReader, outline: first.rest,
                                         counts: first.counts, warnings: first.warnings))
        }
        return opened
    }

    /// `body`, an edit's checks of what its first pass read; when they refuse the input, the
    /// warnings `warnings` gives (input by input) are named first, as the whole read names them
    /// before the edit refuses the recording.
    func refusing<Result>(after warnings: [(input: String, warnings: [String])], events: (OutputEvent) -> Void,
                          _ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            for (input, messages) in warnings {
                for message in messages { events(.warning(file: input, message: message)) }
            }
            throw error
        }
    }

    /// The output of a streamed edit of `writer` into `target`, with the pipeline's privacy;
    /// each loss goes to `lost` and, with the positions withheld, to `events`; with `strict`,
    /// the first workout that would lose data is refused and nothing is written.
    func streamedOutput(
        of writer: any RecordingWriter, to target: OutputTarget, strict: Bool, events: @escaping (OutputEvent) -> Void,
        lost: @escaping (LossNotice) -> Void
    ) -> RecordingOutput {
        var output = RecordingOutput(writer: writer, target: target, strict: strict) { notice in
            lost(notice)
            events(.loss(notice))
        }
        output.privacy = privacy
        output.reportWithheld = { events(.withheld($0)) }
        return output
    }
}
