import Foundation
import WorkoutFormats
import WorkoutModel

/// The first pass of a streamed edit that needs a workout before its points
/// (``StreamedEdit/trim(bounds:)``): keeps the rest of each workout (all but its points), and
/// whether the points keep the stream exact (``ExactStreamCheck``); for a split at pauses, the
/// gaps between the points' records.
final class OutlineStream: RecordingStream {
    private(set) var rests: [WorkoutRecording] = []
    private(set) var isExact = true
    private var check = ExactStreamCheck()
    /// The stretches of at least ``gapSeconds`` between one record (a point with a location or
    /// a value) and the next, when it is given: seconds since the reference date.
    private(set) var gaps: [(start: Double, end: Double)] = []
    private let gapSeconds: Double?
    private var lastRecord: Double?

    /// A pass that gathers the gaps of at least `gapSeconds` between records, when given.
    init(gapsOfAtLeast gapSeconds: Double? = nil) {
        self.gapSeconds = gapSeconds
    }

    /// The values of extra series come with the points (and are not kept), not as samples of the rest.
    var takesExtraValues: Bool { true }

    func points(_ batch: PointBatch) throws {
        if isExact, !check.admits(batch) { isExact = false }
        guard let gapSeconds else { return }
        for index in batch.points.indices where batch.isRecord(at: index) {
            guard let time = batch.points[index].time?.timeIntervalSinceReferenceDate else { continue }
            if let last = lastRecord, time - last >= gapSeconds { gaps.append((last, time)) }
            lastRecord = time
        }
    }

    func endWorkout(_ rest: WorkoutRecording) throws {
        if isExact, !check.admits(rest: rest) { isExact = false }
        rests.append(rest)
    }

    func course(_ course: Course) throws {}
}
