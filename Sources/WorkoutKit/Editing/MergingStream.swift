import Foundation
import WorkoutFormats
import WorkoutModel

/// Passes the points of a merge's base (the recording its positions come from) on to a
/// writer's stream as ``RecordingEditor/merge(_:names:options:)`` makes them: each time moved by
/// the base's offset, the values of types another recording gives left out (and a point left
/// with nothing, no record, with them), and each record given the values the other recordings'
/// series have nearest its time (``SeriesAligner``), the figures of every point gathered. When
/// the reader is done (``finish()``), the merged workout without its points is made from the
/// aligners and the figures (`merged`) and passed on. Points that would not be written as the
/// whole merge's are (``ExactStreamCheck``) stop the stream: ``EditingStream/Stop/inexact``.
final class MergingStream: StreamStage {
    private let next: any RecordingStream
    private let input: String
    private let offset: TimeInterval
    /// The types the base gives (its own values of other types are left out).
    private let keeps: Set<QuantityType>
    /// The other recordings' series, each with the recording it came from and how many values it has.
    private var aligners: [(recording: Int, type: QuantityType, count: Int, aligner: SeriesAligner)]
    /// The device of each type's values taken from a recording whose device is not the base's.
    private let devices: [QuantityType: Device]
    private let merge: (_ alignments: [MergeAlignment], _ figures: StreamedFigures) -> MergedRecording
    private var figures: StreamedFigures
    private var check = ExactStreamCheck()
    private let identity = UUIDGenerator.random()
    /// The reader's UUID of the workout passed on (the first), once its first points or its end came.
    private var first: UUID?
    private var ended = 0
    /// The merge, once made.
    private(set) var merged: MergedRecording?

    /// The merge of the base `input` (moved by `offset`) whose plan's workout without its points
    /// is `outline`, keeping its values of `keeps`, moving onto its records the values of
    /// `aligners` (those of `devices`' types naming their device), and made by `merge` when
    /// the reader is done.
    init(next: any RecordingStream, input: String, offset: TimeInterval, outline: WorkoutRecording, keeps: Set<QuantityType>,
         aligners: [(recording: Int, type: QuantityType, count: Int, aligner: SeriesAligner)], devices: [QuantityType: Device],
         merge: @escaping (_ alignments: [MergeAlignment], _ figures: StreamedFigures) -> MergedRecording) {
        self.next = next
        self.input = input
        self.offset = offset
        self.keeps = keeps
        self.aligners = aligners
        self.devices = devices
        self.merge = merge
        figures = StreamedFigures(outline, window: EditWindow(from: -.infinity, until: .infinity, includesUntil: true))
    }

    var takesExtraValues: Bool { next.takesExtraValues }

    /// Whether `workout` (a reader's UUID) is the one passed on: the first one.
    private func passes(_ workout: UUID) -> Bool {
        if first == nil { first = workout }
        return first == workout
    }

    func points(_ batch: PointBatch) throws {
        guard passes(batch.workout) else { return }
        var batch = batch
        batch.workout = identity
        for index in batch.points.indices { batch.points[index].time = batch.points[index].time?.addingTimeInterval(offset) }
        guard check.admits(batch) else { throw EditingStream.Stop.inexact }
        let sport = batch.activityType
        var holds = true
        batch = batch.keeping { _, point, hasExtraValues in
            var point = point
            var given: [QuantityType] = []
            point.forEachSample(activityType: sport) { type, _ in if !keeps.contains(type) { given.append(type) } }
            for type in given { point.setSample(nil, of: type, activityType: sport) }
            guard hasExtraValues || point.leavesTrace, let time = point.time?.timeIntervalSinceReferenceDate else { return nil }
            for index in aligners.indices {
                guard let value = aligners[index].aligner.value(at: time, rank: 0) else { continue }
                holds = holds && point.setSample(value, of: aligners[index].type, activityType: sport)
            }
            figures.add(point, at: time, activityType: sport, hasExtraValues: hasExtraValues)
            return point
        }
        guard holds else { throw EditingStream.Stop.inexact }
        guard !batch.points.isEmpty else { return }
        batch.valueDevices = devices
        try next.points(batch)
    }

    func endWorkout(_ rest: WorkoutRecording) throws {
        ended += 1
        guard passes(rest.workout.uuid) else { return }
        guard check.admits(rest: rest) else { throw EditingStream.Stop.inexact }
    }

    func course(_ course: Course) throws {}

    /// Refuses an input that did not hold exactly one workout; else passes the merged workout on.
    func finish() throws {
        guard ended == 1 else { throw EditError.notOneWorkout(input: input, count: ended) }
        let alignments = aligners.map {
            MergeAlignment(recording: $0.recording, quantityType: $0.type, count: $0.count, moved: $0.aligner.moved,
                           interval: $0.aligner.interval, missed: $0.aligner.missed)
        }
        var merged = merge(alignments, figures)
        merged.edited.recording.workout.uuid = identity
        self.merged = merged
        try next.endWorkout(merged.edited.recording)
    }
}
