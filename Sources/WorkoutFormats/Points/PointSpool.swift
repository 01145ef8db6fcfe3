import Foundation
import WorkoutModel

/// Streamed track points held in an unnamed temporary file until their workout ends, so
/// that a writer that needs the workout's end (its name, type, laps and pauses) before the
/// points can still write a track of any length in bounded memory.
///
/// The points are stored as their in-memory bytes (``TrackPoint`` holds only optional
/// numbers and dates, and a flag) and read back by the same process, in batches, as often as needed.
final class PointSpool {
    private let file: RecordSpool<TrackPoint>
    var count: Int { file.count }
    /// The most points read back at a time.
    static let batchSize = 4096

    init() throws {
        file = try RecordSpool()
    }

    func append(_ points: [TrackPoint]) throws {
        try file.append(points)
    }

    /// The points as track point entries, from the first one added (see ``Entries``); each
    /// pass reads the file on its own.
    func entries() -> Entries {
        Entries(spool: self)
    }

    /// Reads the next points back, at most ``batchSize``; empty after the last.
    private func readBatch(after done: Int) throws -> [TrackPoint] {
        try file.read(Self.batchSize, after: done)
    }

    /// The spooled points as a whole recording's ``TrackPointTimeline`` has them where times
    /// only go forward: every point is an entry, in order, each with its own values; the
    /// points at one time are paired with values as the timeline pairs samples
    /// (``PointsAtTime``: those with a location first, then those without). At most a batch
    /// of points at one time is held; a longer run starts again. A point without a time
    /// ends the run before it and is an entry of its own (``TrackPointTimeline/Entry/hasTime``).
    struct Entries {
        private let spool: PointSpool
        private var batch: [TrackPoint] = []
        private var batchIndex = 0
        private var pointsRead = 0
        /// The points at one time being gathered.
        private var run = PointRun()
        /// The entries of the last run, still to hand out.
        private var ready: [TrackPointTimeline.Entry] = []
        private var readyIndex = 0
        private var ended = false
        /// The time of the last timed point read.
        private var lastTime: Date?
        /// Points without a time before the first timed one, waiting for its time.
        private var leading: [TrackPoint] = []

        fileprivate init(spool: PointSpool) {
            self.spool = spool
        }

        /// The next entry, or `nil` after the last.
        mutating func next() throws -> TrackPointTimeline.Entry? {
            while readyIndex == ready.count {
                guard !ended else { return nil }
                try gatherRun()
            }
            defer { readyIndex += 1 }
            return ready[readyIndex]
        }

        /// Reads points until a run of points at one time ends and puts its entries in ``ready``.
        private mutating func gatherRun() throws {
            var entries: [TrackPointTimeline.Entry] = []
            swap(&entries, &ready)
            entries.removeAll(keepingCapacity: true)
            readyIndex = 0
            defer { swap(&entries, &ready) }
            while let point = try nextPoint() {
                guard let time = point.time else {
                    guard let lastTime else {
                        leading.append(point)
                        continue
                    }
                    run.handOut { entries.append($0) }
                    entries.append(.untimed(point, orderedAt: lastTime))
                    return
                }
                if lastTime == nil {
                    for untimed in leading { entries.append(.untimed(untimed, orderedAt: time)) }
                    leading = []
                }
                lastTime = time
                let ends = !run.takes(time)
                if ends { run.handOut { entries.append($0) } }
                run.add(point, at: time)
                if ends { return }
            }
            ended = true
            run.handOut { entries.append($0) }
        }

        private mutating func nextPoint() throws -> TrackPoint? {
            if batchIndex == batch.count {
                batch = try spool.readBatch(after: pointsRead)
                batchIndex = 0
                pointsRead += batch.count
                if batch.isEmpty { return nil }
            }
            defer { batchIndex += 1 }
            return batch[batchIndex]
        }
    }
}
