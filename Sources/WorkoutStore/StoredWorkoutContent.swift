import Foundation
import WorkoutModel

extension WorkoutStore {
    /// Reads a stored workout for a writer that takes every sample in the order it was saved
    /// and every route's locations in order (the workout JSON), without building it whole:
    /// `body` gets a ``StoredWorkoutContent`` whose ``StoredWorkoutContent/rest`` is the
    /// workout without samples and route locations, and which hands those out a piece at a
    /// time. Memory stays at a batch of sample rows, a chunk per series and a route chunk,
    /// whatever the workout's length. Returns `false` (without calling `body`) when no
    /// workout has this UUID.
    ///
    /// `body` runs inside one read transaction: the content is valid only while it runs,
    /// and it must not call the store.
    public func readWorkoutContent(_ workoutUUID: UUID, _ body: (StoredWorkoutContent) throws -> Void) throws -> Bool {
        try readTransaction { context in
            guard let content = try StoredWorkoutContent(context: context, workout: workoutUUID) else { return false }
            try body(content)
            return true
        }
    }
}

/// A stored workout handed out a piece at a time (see ``WorkoutStore/readWorkoutContent(_:_:)``):
/// its rest, then its samples in saved order and its routes' locations, as often as needed.
/// What it hands out is what ``WorkoutStore/recording(for:)`` builds whole.
public final class StoredWorkoutContent {
    /// The workout with its events and activities, its current routes without their
    /// locations (their identity and metadata), its waypoints, and no samples.
    public let rest: WorkoutRecording
    private let context: ReadContext
    private let workoutID: Int64
    /// The stored ids of `rest`'s routes, in its order.
    private let routeIDs: [Int64]

    /// Sample rows read per query: a batch of `QuantitySample`s is what memory holds of them.
    static let rowBatchSize = 4096

    fileprivate init?(context: ReadContext, workout uuid: UUID) throws {
        guard let row = try context.database.fetchOne(
            "SELECT \(WorkoutRow.columns) FROM workouts w WHERE w.uuid = ?", [uuid])
        else { return nil }
        let workoutID: Int64 = row[WorkoutRow.id]
        let workout = try context.workout(from: row)
        let currentRoutes = try context.currentRoutes(ofWorkout: workoutID)
        let routeIDs = currentRoutes.map(\.id)
        self.rest = WorkoutRecording(
            workout: workout, samples: [], routes: currentRoutes.map(\.route), waypoints: try context.waypoints(where: "workout_id = ?", workoutID))
        self.context = context
        self.workoutID = workoutID
        self.routeIDs = routeIDs
    }

    /// How many samples of each type the workout has (by the type's first sample), and how
    /// many of them have metadata of their own: counted by the store, not by reading them.
    public func sampleCounts() throws -> [StoredSampleCount] {
        var counts: [StoredSampleCount] = []
        for row in try context.database.fetchAll("""
            SELECT type_id, count(*), CAST(sum(CASE WHEN flags & ? <> 0 THEN 1 ELSE 0 END) AS BIGINT)
            FROM samples WHERE workout_id = ? GROUP BY type_id ORDER BY min(id)
            """, [SampleFlags.hasMetadata, workoutID]) {
            guard let type = try context.quantityType(id: row[0]) else { continue }
            counts.append(StoredSampleCount(type: type, count: row[1], withMetadata: row[2]))
        }
        // Packed samples never have metadata of their own.
        for row in try context.database.fetchAll("""
            SELECT type_id, CAST(sum(count) AS BIGINT) FROM sample_series WHERE workout_id = ? GROUP BY type_id ORDER BY min(id)
            """, [workoutID]) {
            guard let type = try context.quantityType(id: row[0]) else { continue }
            if let index = counts.firstIndex(where: { $0.type == type }) {
                counts[index].count += row[1]
            } else {
                counts.append(StoredSampleCount(type: type, count: row[1], withMetadata: 0))
            }
        }
        return counts
    }

    /// Calls `body` with each sample of the workout in the order it was saved (by anchor,
    /// as ``WorkoutStore/recording(for:)`` orders them, with their metadata): sample rows
    /// read a batch at a time and packed chunks merged with them, a chunk's samples handed
    /// out once no chunk still to read can hold an earlier anchor.
    public func forEachSample(_ body: (QuantitySample) throws -> Void) throws {
        var merge = SampleMerge(context: context, workoutID: workoutID)
        try context.forEachSeriesChunk(where: "c.workout_id = ?", arguments: [workoutID]) { chunk, packed in
            // A chunk's first anchor is its id: every sample before it is before any still to come.
            try merge.handOut(below: chunk.id, to: body)
            guard let type = try context.quantityType(id: chunk.typeID) else { return }
            merge.open(SampleMerge.OpenChunk(type: type, row: chunk, samples: packed))
        }
        try merge.handOut(below: nil, to: body)
    }

    /// Calls `body` with the locations of `rest.routes[index]`, a decoded chunk at a time, in order.
    public func forEachLocationChunk(ofRoute index: Int, _ body: ([Location]) throws -> Void) throws {
        var locations: [Location] = []
        try context.forEachLocationChunk(routeID: routeIDs[index]) { data, format, count in
            locations.removeAll(keepingCapacity: true)
            try LocationChunk.decode(data, format: format, count: count, into: &locations)
            try body(locations)
        }
    }
}

/// How many samples of one type a stored workout has (see ``StoredWorkoutContent/sampleCounts()``).
public struct StoredSampleCount: Sendable {
    /// The samples' type.
    public var type: QuantityType
    /// How many samples of the type the workout has.
    public var count: Int
    /// How many of them have metadata of their own.
    public var withMetadata: Int
}

/// A workout's sample rows and its open packed chunks, merged by anchor.
private struct SampleMerge {
    /// A decoded chunk not yet handed out whole.
    struct OpenChunk {
        let type: QuantityType
        let row: SeriesChunkRow
        let samples: [PackedSample]
        var index = 0
    }

    private let context: ReadContext
    private let workoutID: Int64
    private var rows: [(anchor: Int64, sample: QuantitySample)] = []
    private var rowIndex = 0
    /// The anchor of the last row read; `nil` once every row was read.
    private var lastRowAnchor: Int64? = 0
    private var chunks: [OpenChunk] = []
    /// Beside `chunks` (one slot each): the anchor of each one's next sample.
    private var chunkAnchors: [Int64] = []

    init(context: ReadContext, workoutID: Int64) {
        self.context = context
        self.workoutID = workoutID
    }

    mutating func open(_ chunk: OpenChunk) {
        guard let first = chunk.samples.first else { return }
        chunks.append(chunk)
        chunkAnchors.append(first.anchor)
    }

    /// Hands out, in anchor order, every sample read or open with an anchor below `limit`
    /// (all of them when `nil`).
    mutating func handOut(below limit: Int64?, to body: (QuantitySample) throws -> Void) throws {
        while true {
            var slot: Int?
            for (index, anchor) in chunkAnchors.enumerated() where slot.map({ anchor < chunkAnchors[$0] }) ?? true {
                slot = index
            }
            let rowAnchor = try nextRowAnchor()
            let chunkAnchor = slot.map { chunkAnchors[$0] }
            if let rowAnchor, chunkAnchor.map({ rowAnchor < $0 }) ?? true {
                if let limit, rowAnchor >= limit { return }
                try body(rows[rowIndex].sample)
                rowIndex += 1
                continue
            }
            guard let slot, let chunkAnchor else { return }
            if let limit, chunkAnchor >= limit { return }
            let chunk = chunks[slot]
            try body(try context.quantitySample(
                chunk.samples[chunk.index], type: chunk.type, chunk: chunk.row, effectiveSourceAndDevice: false))
            chunks[slot].index += 1
            if chunks[slot].index == chunk.samples.count {
                chunks.remove(at: slot)
                chunkAnchors.remove(at: slot)
            } else {
                chunkAnchors[slot] = chunk.samples[chunks[slot].index].anchor
            }
        }
    }

    /// The anchor of the next sample row, reading the next batch when the last is handed
    /// out; `nil` after the last row.
    private mutating func nextRowAnchor() throws -> Int64? {
        while rowIndex == rows.count, let after = lastRowAnchor {
            // The batch's last id first: a row of a type the store cannot name is skipped, so
            // the batch read may be shorter than the rows it covers.
            lastRowAnchor = try context.database.fetchOne("""
                SELECT max(id) FROM (SELECT id FROM samples WHERE workout_id = ? AND id > ? ORDER BY id LIMIT ?) AS batch
                """, [workoutID, after, StoredWorkoutContent.rowBatchSize]).flatMap { $0[0] }
            guard let last = lastRowAnchor else { break }
            rows = try context.samples(sql: """
                SELECT \(SampleRow.columns) FROM samples s WHERE s.workout_id = ? AND s.id > ? AND s.id <= ? ORDER BY s.id
                """, arguments: [workoutID, after, last], effectiveSourceAndDevice: false)
            rowIndex = 0
        }
        return rowIndex < rows.count ? rows[rowIndex].anchor : nil
    }
}
