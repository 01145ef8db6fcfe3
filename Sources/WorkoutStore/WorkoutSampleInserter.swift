import Foundation
import GRDB
import WorkoutModel

/// Inserts the samples of one workout, one at a time with the anchor each was given,
/// packing dense series into `sample_series` chunks (see ``SeriesChunk``) and the others
/// into rows of `samples`, and counts the discrete ones into the hourly statistics.
///
/// A whole recording's samples go through it in a loop; a recording saved while it is
/// read (``StreamedRecording``) hands it each value as it comes. Either way, the same
/// samples in the same order with the same anchors give the same rows and chunks.
struct WorkoutSampleInserter {
    private let context: WriteContext
    private let workoutID: Int64
    private var workoutSourceID: Int64
    private var rows: SampleRowInserter
    private var seriesStatement: BulkStatement
    /// The pending series of each type: `series[seriesIndex[typeID]]`, not yet written.
    private(set) var series: [(typeID: Int64, samples: [PackedSample])] = []
    private var seriesIndex: [Int64: Int] = [:]
    /// The UUIDs of the packed samples, but streamed values'.
    private var seriesUUIDs = Set<UUID>()
    /// The types met so far, looked up by comparison: a recording has a few types,
    /// interleaved point by point, so a short list beats hashing each sample's type. Each
    /// names the type that followed it last (`next`), tried first: comparing two different
    /// identifiers costs about 360 instructions, an identifier with itself a few.
    private var knownTypes: [(type: QuantityType, id: Int64, isHeartRate: Bool, series: Int, next: Int)] = []
    private var lastKnownType = -1
    private(set) var count = 0
    private(set) var heartRates = 0

    /// Chunks go to `seriesTable` (a table of `sample_series`' columns) under `workoutSourceID`.
    /// `expectedCount`, the number of samples to come when it is known, sizes the set of
    /// their UUIDs once (grown step by step, it was rehashed about a dozen times).
    init(_ context: WriteContext, workoutID: Int64, workoutSourceID: Int64, seriesTable: String = "sample_series",
         expectedCount: Int = 0) throws {
        self.context = context
        self.workoutID = workoutID
        self.workoutSourceID = workoutSourceID
        rows = try SampleRowInserter(context, ignoringStoredUUIDs: false)
        seriesStatement = try Self.seriesStatement(context, table: seriesTable)
        seriesUUIDs.reserveCapacity(expectedCount)
    }

    private static func seriesStatement(_ context: WriteContext, table: String) throws -> BulkStatement {
        try BulkStatement(context.db, sql: """
            INSERT INTO \(table) (id, last_anchor, workout_id, type_id, source_id, start_min, start_max, end_max, count, data)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
    }

    /// Chunks written from now on (those pending included) go to `table` under `workoutSourceID`.
    mutating func writeFromNowOn(into table: String, workoutSourceID: Int64) throws {
        seriesStatement = try Self.seriesStatement(context, table: table)
        self.workoutSourceID = workoutSourceID
    }

    /// Inserts one validated sample with anchor `id`. A `streamed` value (see
    /// ``StreamedRecording``) has a UUID just made, not checked against the others, and is
    /// counted into the hourly statistics by its recording once its source is known.
    mutating func insert(_ sample: QuantitySample, id: Int64, streamed: Bool = false) throws {
        try withUnsafePointer(to: sample) { try insert(at: $0, id: id, streamed: streamed) }
    }

    /// Inserts the validated sample `sample` points to, as ``insert(_:id:streamed:)`` does; a
    /// recording's samples are read in place (a copy of each retains and releases
    /// everything it holds).
    mutating func insert(at sample: UnsafePointer<QuantitySample>, id: Int64, streamed: Bool = false) throws {
        count += 1
        let typeID: Int64
        let pending: Int
        let identifier = sample.pointee.quantityType.identifier
        var knownIndex = lastKnownType >= 0 ? knownTypes[lastKnownType].next : -1
        if knownIndex < 0 || knownTypes[knownIndex].type.identifier != identifier {
            knownIndex = knownTypes.firstIndex { $0.type.identifier == identifier } ?? -1
        }
        if knownIndex >= 0 {
            if lastKnownType >= 0 { knownTypes[lastKnownType].next = knownIndex }
            lastKnownType = knownIndex
            typeID = knownTypes[knownIndex].id
            pending = knownTypes[knownIndex].series
            if knownTypes[knownIndex].isHeartRate { heartRates += 1 }
        } else {
            let type = sample.pointee.quantityType
            typeID = try context.typeID(type)
            if let known = seriesIndex[typeID] {
                pending = known
            } else {
                pending = series.count
                seriesIndex[typeID] = pending
                series.append((typeID, []))
            }
            let isHeartRate = type == .heartRate
            knownTypes.append((type, typeID, isHeartRate, pending, -1))
            if lastKnownType >= 0 { knownTypes[lastKnownType].next = knownTypes.count - 1 }
            lastKnownType = knownTypes.count - 1
            context.noteChange(.quantity(type))
            if isHeartRate { heartRates += 1 }
        }

        if SeriesChunk.canPack(sample.pointee) {
            if !streamed {
                guard seriesUUIDs.insert(sample.pointee.uuid).inserted else {
                    throw StoreError.duplicateUUID(sample.pointee.uuid)
                }
            }
            let start = sample.pointee.startDate.stored
            let packed = PackedSample(anchor: id, uuid: sample.pointee.uuid, start: start,
                                      end: sample.pointee.endDate.stored, value: sample.pointee.quantity.value)
            if let first = series[pending].samples.first, packed.anchor - first.anchor > Int64(UInt32.max) {
                try writeChunk(pending)
            }
            series[pending].samples.append(packed)
            if series[pending].samples.count >= SeriesChunk.capacity {
                try writeChunk(pending)
            }
            if !streamed { context.hourly.add(typeID: typeID, sourceID: workoutSourceID, start: start, value: packed.value) }
            return
        }
        let sourceID = try sample.pointee.source.map { try context.sourceID($0) } ?? workoutSourceID
        try rows.insert(sample.pointee, SampleRowInserter.Row(
            typeID: typeID, sourceID: sourceID, workoutID: workoutID, explicitSource: sample.pointee.source != nil), id: id)
    }

    /// Writes the chunks still pending and the metadata rows still waiting; call it after the last insert.
    mutating func finish() throws {
        for index in series.indices where !series[index].samples.isEmpty {
            try writeChunk(index)
        }
        try rows.finish()
    }

    private mutating func writeChunk(_ index: Int) throws {
        let chunk = series[index].samples
        defer { series[index].samples.removeAll(keepingCapacity: true) }
        guard let first = chunk.first, let last = chunk.last else { return }
        var startMin = first.start, startMax = first.start, endMax = first.end
        for sample in chunk {
            startMin = min(startMin, sample.start)
            startMax = max(startMax, sample.start)
            endMax = max(endMax, sample.end)
        }
        seriesStatement.bind(1, first.anchor)
        seriesStatement.bind(2, last.anchor)
        seriesStatement.bind(3, workoutID)
        seriesStatement.bind(4, series[index].typeID)
        seriesStatement.bind(5, workoutSourceID)
        seriesStatement.bind(6, startMin)
        seriesStatement.bind(7, startMax)
        seriesStatement.bind(8, endMax)
        seriesStatement.bind(9, Int64(chunk.count))
        let bytes = SeriesChunk.encode(chunk)
        try bytes.withUnsafeBytes { buffer in
            seriesStatement.bind(10, bytes: buffer)
            try seriesStatement.step()
        }
    }
}
