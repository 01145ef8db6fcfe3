import Foundation
import WorkoutModel

/// Collects the points of one GPX track or TCX activity as they are read and hands them
/// on to a ``RecordingStream`` in batches of at most ``batchSize``, so that no more than a
/// batch is held. A break between segments (a GPX `trkseg`, a second TCX `Track` in one
/// lap) becomes a pause at the last point before it and a resume at the first point after it.
///
/// Points without a time go on in their place once a point of the track has a time (those
/// before it, when it comes): a writer that holds such points writes them back where they
/// were (GPX, the CSV point table); a track none of whose points has a time is a course
/// (``untimedPoints``), handed on by its reader instead.
struct TrackBuilder {
    /// The most points held before they are handed on.
    static let batchSize = 4096

    let workout: UUID
    let activityType: WorkoutActivityType
    private let stream: any RecordingStream
    private var pending: [TrackPoint] = []
    private(set) var events: [WorkoutEvent] = []
    /// Time between pauses and their resumes.
    private(set) var pausedTime: TimeInterval = 0
    /// Points without a time, held while no point has had one (a planned route, or the
    /// points before the first time).
    private(set) var untimedPoints: [TrackPoint] = []
    /// Points with neither a time nor a position, left out.
    private(set) var droppedCount = 0
    /// Points with a time and nothing else (no position, no value), left out: the model has
    /// no place for a time alone. Their readers name them (a TCX `Trackpoint` holding only a
    /// `Time`, which Garmin writes where a track stops and starts again).
    private(set) var timeOnlyCount = 0
    /// The times of the first and last points that left a trace (a location or a value).
    private(set) var firstTime: Date?
    private(set) var lastTime: Date?
    private var pauseDate: Date?
    /// A segment started after a pause and its first point is still to come.
    private var segmentStarting = false
    /// Whether the last point kept had a time (`nil` before the first).
    private var lastKeptHadTime: Bool?

    init(workout: UUID, activityType: WorkoutActivityType, stream: any RecordingStream) {
        self.workout = workout
        self.activityType = activityType
        self.stream = stream
    }

    /// Whether any point had a time.
    var hasTimedPoints: Bool { firstTime != nil }

    /// A new segment starts; `afterPause` says whether the break between it and the
    /// previous one is a pause. A pause that falls where the point after it or the one
    /// before it has no time has no time for its pause and resume to be at: its first point
    /// then starts a segment (``TrackPoint/startsSegment``), which a writer of segments writes back.
    mutating func startSegment(afterPause: Bool) {
        if afterPause, let last = lastTime { pauseDate = last }
        if afterPause, lastKeptHadTime != nil { segmentStarting = true }
    }

    /// Marks `point`, the next one kept, as starting a segment where a break before it has
    /// no time to be at.
    private mutating func markSegmentStart(_ point: inout TrackPoint) {
        if segmentStarting, point.time == nil || lastKeptHadTime == false { point.startsSegment = true }
        segmentStarting = false
        lastKeptHadTime = point.time != nil
    }

    mutating func add(_ point: TrackPoint) throws {
        var point = point
        guard let time = point.time else {
            guard point.hasPosition else {
                droppedCount += 1
                return
            }
            markSegmentStart(&point)
            if hasTimedPoints { try hold(point) } else { untimedPoints.append(point) }
            return
        }
        guard point.leavesTrace else {
            timeOnlyCount += 1
            return
        }
        markSegmentStart(&point)
        if firstTime == nil {
            firstTime = time
            for untimed in untimedPoints { try hold(untimed) }
            untimedPoints = []
        }
        lastTime = time
        if let pause = pauseDate {
            events.append(WorkoutEvent(type: .pause, date: pause))
            events.append(WorkoutEvent(type: .resume, date: time))
            pausedTime += max(0, time.timeIntervalSince(pause))
            pauseDate = nil
        }
        try hold(point)
    }

    private mutating func hold(_ point: TrackPoint) throws {
        pending.append(point)
        if pending.count >= Self.batchSize { try flush() }
    }

    /// Hands on the points still held and lets go of the batch's memory: the track has
    /// ended, and its rest goes to the stream next.
    mutating func finish() throws {
        try flush()
        pending = []
    }

    private mutating func flush() throws {
        guard !pending.isEmpty else { return }
        try stream.points(PointBatch(workout: workout, activityType: activityType, points: pending))
        pending.removeAll(keepingCapacity: true)
    }
}
