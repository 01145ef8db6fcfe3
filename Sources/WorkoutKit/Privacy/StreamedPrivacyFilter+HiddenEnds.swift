import Foundation
import WorkoutFormats
import WorkoutModel

extension StreamedPrivacyFilter {
    /// For each workout whose points an input streams, in the order of their first batches,
    /// the index of the last of its positions (its points', then its other routes') that is
    /// `hiddenEnds` metres or more from its last position (-1: none): what
    /// `PrivacyFilter.apply(to:)` finds on the whole recording. `read` reads the input once
    /// into the stream it is given; it is called twice, the first pass finding each track's
    /// last position. Memory holds a position and an index per workout.
    static func lastKeptIndices(hiddenEnds: Double, read: (any RecordingStream) throws -> Void) throws -> [Int] {
        // By ordinal; a workout's first batch may come before an earlier one's first position
        // (TCX activities interleave), or have none.
        var lastPositions: [PrivacyFilter.Position?] = []
        try read(PositionScan { ordinal, _, position in
            if ordinal >= lastPositions.count { lastPositions += Array(repeating: nil, count: ordinal + 1 - lastPositions.count) }
            lastPositions[ordinal] = position
        })
        var lastKept = Array(repeating: -1, count: lastPositions.count)
        try read(PositionScan { ordinal, index, position in
            guard lastPositions.indices.contains(ordinal), let last = lastPositions[ordinal] else { return }
            if PrivacyFilter.distance(last, position) >= hiddenEnds { lastKept[ordinal] = index }
        })
        return lastKept
    }

    /// ``lastKeptIndices(hiddenEnds:read:)`` for `count` outputs written from one input at once
    /// (the parts of a split), each holding one workout: `read` reads the input into the
    /// streams it is given, one an output, in order; the result holds each output's index.
    static func lastKeptIndices(hiddenEnds: Double, outputs count: Int, read: ([any RecordingStream]) throws -> Void) throws -> [Int] {
        var lastPositions = [PrivacyFilter.Position?](repeating: nil, count: count)
        try read((0..<count).map { output in
            PositionScan { ordinal, _, position in if ordinal == 0 { lastPositions[output] = position } }
        })
        var lastKept = Array(repeating: -1, count: count)
        try read((0..<count).map { output in
            PositionScan { ordinal, index, position in
                guard ordinal == 0, let last = lastPositions[output] else { return }
                if PrivacyFilter.distance(last, position) >= hiddenEnds { lastKept[output] = index }
            }
        })
        return lastKept
    }

    /// ``lastKeptIndices(hiddenEnds:read:)`` of the input `item`, opened again for each pass
    /// (its warnings are the caller's own pass's). `stage` makes what the reader's stream passes
    /// through before the pass sees it, a new one each pass (an edit: ``EditingStream``, so that
    /// the ends are the edited track's).
    static func lastKeptIndices(hiddenEnds: Double, of item: InputItem, reader: any PointStreamingReader,
                                registry: FormatRegistry, lenient: Bool,
                                through stage: (any RecordingStream) -> any RecordingStream = { $0 }) throws -> [Int] {
        try lastKeptIndices(hiddenEnds: hiddenEnds) { stream in
            let opened = try item.open(reader: reader, registry: registry)
            try reader.read(from: opened.source, context: opened.context(name: item.name, options: ReadOptions(lenient: lenient)),
                            into: stage(stream))
        }
    }
}

/// Visits the positions of each workout an input streams, in order (its points', then those
/// of the routes of its rest), with the workout's place among those streamed and the
/// position's index in its track, as ``StreamedPrivacyFilter`` counts them.
private final class PositionScan: RecordingStream {
    private let visit: (_ ordinal: Int, _ index: Int, _ position: PrivacyFilter.Position) -> Void
    private var tracks: [UUID: (ordinal: Int, count: Int)] = [:]
    private var workouts = 0

    init(_ visit: @escaping (_ ordinal: Int, _ index: Int, _ position: PrivacyFilter.Position) -> Void) {
        self.visit = visit
    }

    func points(_ batch: PointBatch) throws {
        var track = tracks[batch.workout] ?? (workouts, 0)
        if tracks[batch.workout] == nil { workouts += 1 }
        for point in batch.points {
            guard let latitude = point.latitude, let longitude = point.longitude else { continue }
            visit(track.ordinal, track.count, (latitude, longitude))
            track.count += 1
        }
        tracks[batch.workout] = track
    }

    func endWorkout(_ rest: WorkoutRecording) throws {
        guard var track = tracks.removeValue(forKey: rest.workout.uuid) else { return }
        for location in rest.routes.lazy.flatMap(\.locations) {
            visit(track.ordinal, track.count, (location.latitude, location.longitude))
            track.count += 1
        }
    }

    func course(_ course: Course) throws {}
}
