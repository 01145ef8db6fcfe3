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
    /// What the points hold, when counted (a merge's first pass).
    private(set) var counts: PointCounts?

    /// A pass that gathers the gaps of at least `gapSeconds` between records, when given, and
    /// counts what the points hold when `counting`.
    init(gapsOfAtLeast gapSeconds: Double? = nil, counting: Bool = false) {
        self.gapSeconds = gapSeconds
        counts = counting ? PointCounts() : nil
    }

    /// The values of extra series come with the points (and are not kept), not as samples of the rest.
    var takesExtraValues: Bool { true }

    func points(_ batch: PointBatch) throws {
        if isExact, !check.admits(batch) { isExact = false }
        counts?.add(batch)
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

/// What a workout's points hold, counted as they pass: what a merge's plan needs of a recording
/// it does not read whole (``MergeInput``).
struct PointCounts {
    /// The type and number of their samples, in the order the types first come (the order of
    /// the series a whole read makes of them).
    private(set) var series: [(type: QuantityType, count: Int)] = []
    private var indices: [QuantityType: Int] = [:]
    /// How many have a position (the route locations a whole read makes).
    private(set) var locationCount = 0
    /// Whether any has values of extra series (developer fields).
    private(set) var hasExtraValues = false

    mutating func add(_ batch: PointBatch) {
        if batch.extraValues.map({ !$0.values.isEmpty }) ?? false { hasExtraValues = true }
        for point in batch.points {
            if point.latitude != nil, point.longitude != nil { locationCount += 1 }
            point.forEachSample(activityType: batch.activityType) { type, _ in
                if let index = indices[type] {
                    series[index].count += 1
                } else {
                    indices[type] = series.count
                    series.append((type, 1))
                }
            }
        }
    }
}
