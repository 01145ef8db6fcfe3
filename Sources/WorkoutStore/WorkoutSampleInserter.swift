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
    private(set) var series: [PendingSeries] = []
    private var seriesIndex: [Int64: Int] = [:]
    /// The UUIDs of the packed samples, but streamed values'.
    private var seriesUUIDs = PackedUUIDSet()
    /// The types met so far, looked up by comparison: a recording has a few types,
    /// interleaved point by point, so a short list beats hashing each sample's type. The
    /// one after the last met is compared first: points repeat their types' order.
    private var knownTypes: [KnownType] = []
    private var lastKnown = 0
    private var identifiers = UUIDGenerator()
    private(set) var count = 0
    private(set) var heartRates = 0
    /// The discrete values of ``insertValue(_:ofKnownType:at:device:id:)`` counted per hour, under the source
    /// the inserter was made with: their recording hands them to the store's statistics
    /// once it knows its source (``HourlyStatisticsWriter/adopt(_:sourceID:)``). A packed value
    /// is counted with the run of its chunk's values (``countValueHours(_:)``): when the chunk is
    /// written, when something else of its type is counted, and when the source changes, so
    /// that each hour's values are counted in the order added. Complete once ``finish()`` ran.
    private(set) var valueHours = HourlyStatisticsWriter()

    /// Chunks go to `sample_series` under `workoutSourceID`.
    init(_ context: WriteContext, workoutID: Int64, workoutSourceID: Int64) throws {
        self.context = context
        self.workoutID = workoutID
        self.workoutSourceID = workoutSourceID
        rows = try SampleRowInserter(context, ignoringStoredUUIDs: false)
        seriesStatement = try context.database.bulkStatement("""
            INSERT INTO sample_series (id, last_anchor, workout_id, type_id, source_id, start_min, start_max, end_max, count, format, data,
                device_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, countsRows: false)
    }

    /// Chunks written from now on (those pending included) go under `workoutSourceID`; the
    /// values pending are counted in ``valueHours`` under the source they were added under.
    mutating func writeFromNowOn(workoutSourceID: Int64) {
        for index in series.indices { countValueHours(index) }
        self.workoutSourceID = workoutSourceID
    }

    /// Inserts one validated sample with anchor `id`.
    mutating func insert(_ sample: QuantitySample, id: Int64) throws {
        try withUnsafePointer(to: sample) { try insert(at: $0, id: id) }
    }

    /// Inserts the validated sample `sample` points to, as ``insert(_:id:)`` does; a
    /// recording's samples are read in place (a copy of each retains and releases
    /// everything it holds).
    mutating func insert(at sample: UnsafePointer<QuantitySample>, id: Int64) throws {
        _ = try insert(at: sample, id: id, streamed: false)
    }

    /// Inserts the next sample of a recording streamed into the store (see
    /// ``StreamedRecording/Feed/addSample(_:)``), already checked, with anchor `id`, as
    /// ``insert(at:id:)`` inserts it in a whole save (the same chunk or row), but before the
    /// workout's source is known: a discrete sample is counted in ``valueHours``, under the
    /// source the inserter was made with, instead of the transaction's hourly statistics.
    /// The sample names no source of its own.
    ///
    /// - Returns: Whether the sample was packed (else it became a row under that source).
    mutating func insertStreamed(_ sample: QuantitySample, id: Int64) throws -> Bool {
        try withUnsafePointer(to: sample) { try insert(at: $0, id: id, streamed: true) }
    }

    /// Inserts a sample as ``insert(at:id:)`` (`streamed` false) or ``insertStreamed(_:id:)`` does;
    /// returns whether it was packed.
    private mutating func insert(at sample: UnsafePointer<QuantitySample>, id: Int64, streamed: Bool) throws -> Bool {
        let known = try knownTypeIndex(sample.pointee.quantityType)
        guard let stored = knownTypes[known].storedAs else { return try insert(at: sample, id: id, known, streamed: streamed) }
        // A type the store keeps under another identifier or in another unit (see ``WriteContext/storedType(_:)``).
        var retyped = sample.pointee
        retyped.quantityType = stored
        return try withUnsafePointer(to: retyped) { try insert(at: $0, id: id, known, streamed: streamed) }
    }

    /// Inserts the sample `sample` points to, of the stored type of known type `known`; a
    /// `streamed` one counts into ``valueHours``. Returns whether it was packed.
    private mutating func insert(at sample: UnsafePointer<QuantitySample>, id: Int64, _ known: Int, streamed: Bool) throws -> Bool {
        let typeID = knownTypes[known].id
        if SeriesChunk.canPack(sample.pointee) {
            guard seriesUUIDs.insert(sample.pointee.uuid) else {
                throw StoreError.duplicateUUID(sample.pointee.uuid)
            }
            let pending = knownTypes[known].series
            // A chunk holds either samples with UUIDs of their own or a streamed series' values,
            // of one device.
            let deviceID = try context.deviceID(sample.pointee.device)
            if series[pending].isStreamed || (series[pending].deviceID != deviceID && !series[pending].values.isEmpty) {
                try writeChunk(pending)
            }
            try makeRoom(for: id, in: pending)
            series[pending].deviceID = deviceID
            let start = sample.pointee.startDate.stored
            let end = sample.pointee.endDate.stored
            let value = sample.pointee.quantity.value
            series[pending].addUUID(sample.pointee.uuid, instantaneous: start == end)
            try append(PackedValue(anchor: id, start: start, end: end, value: value), to: pending)
            if streamed {
                valueHours.add(typeID: typeID, sourceID: workoutSourceID, start: start, value: value)
            } else {
                context.hourly.add(typeID: typeID, sourceID: workoutSourceID, start: start, value: value)
            }
            return true
        }
        let sourceID = try sample.pointee.source.map { try context.sourceID($0) } ?? workoutSourceID
        let row = SampleRowInserter.Row(
            typeID: typeID, sourceID: sourceID, workoutID: workoutID, explicitSource: sample.pointee.source != nil)
        if streamed {
            countValueHours(knownTypes[known].series)
            try rows.insert(sample.pointee, row, id: id, countingInto: &valueHours)
        } else {
            try rows.insert(sample.pointee, row, id: id)
        }
        return false
    }

    /// Inserts the next value of a series streamed into the store (see ``StreamedRecording``),
    /// already checked: an instantaneous sample of known type `known` (``knownTypeIndex(_:)``,
    /// which counted it) at `time` (since the reference date), in the type's canonical unit,
    /// of the workout's source, recorded by `device` (`nil`: the workout's), with anchor `id`.
    /// A discrete type's value is packed in a chunk of ``SeriesChunk/Format/compact`` (its
    /// UUID is derived from the chunk's series UUID when it is read), of one device as a whole
    /// save's chunk is; another's (a cumulative one, or a discrete one the store keeps in another
    /// unit) becomes a row with a new UUID. A discrete value is counted in ``valueHours`` either way
    /// (a packed one with its chunk's run).
    ///
    /// - Returns: Whether the value was packed.
    mutating func insertValue(_ value: Double, ofKnownType known: Int, at time: Double, device: Device?, id: Int64) throws -> Bool {
        guard knownTypes[known].isPacked else {
            // A cumulative value, or one of a type the store keeps in another unit: a row.
            let type = knownTypes[known].type
            let date = Date(stored: time)
            let sample = QuantitySample(uuid: identifiers.next(), type: knownTypes[known].storedAs ?? type,
                                        quantity: Quantity(value, type.canonicalUnit), start: date, end: date, device: device)
            countValueHours(knownTypes[known].series)
            try rows.insert(sample, SampleRowInserter.Row(
                typeID: knownTypes[known].id, sourceID: workoutSourceID, workoutID: workoutID, explicitSource: false), id: id,
                countingInto: &valueHours)
            return false
        }
        let pending = knownTypes[known].series
        // The workout's device (most values'): no call, and no copy of the optional to compare it.
        let deviceID: Int64?
        if case .none = device { deviceID = nil } else { deviceID = try context.deviceID(device) }
        if series[pending].isStreamed, series[pending].deviceID != deviceID { try writeChunk(pending) }
        try makeRoom(for: id, in: pending)
        if !series[pending].isStreamed {
            if !series[pending].values.isEmpty { try writeChunk(pending) }
            series[pending].seriesUUID = identifiers.next()
            series[pending].isStreamed = true
            series[pending].deviceID = deviceID
        }
        try append(PackedValue(anchor: id, start: time, end: time, value: value), to: pending)
        return true
    }

    /// Inserts a run of streamed values (see ``StreamedValueRun``) as
    /// ``insertValue(_:ofKnownType:at:device:id:)`` inserts each, of the workout's device: value
    /// *i*, of known type `knownTypes[value.type]` (counted already), with anchor `firstAnchor + i`;
    /// `counts[type]` values of each value type. The same rows and chunks: the rows in order,
    /// then each packed known type's values (of one value type or more), gathered in order,
    /// appended to its chunks a chunk's room at a time (a type's chunks depend on its values alone).
    ///
    /// - Returns: How many values became rows.
    mutating func insertValues(_ values: UnsafeBufferPointer<StreamedValueRun.Value>, knownTypes known: [Int], counts: [Int],
                               firstAnchor: Int64) throws -> Int {
        // By value type, the known type whose chunks take its values (-1: rows, or none in the run);
        // by known type, how many values its chunks take.
        let chunked = known.indices.map { counts[$0] > 0 && knownTypes[known[$0]].isPacked ? known[$0] : -1 }
        var chunkedCounts = Array(repeating: 0, count: knownTypes.count)
        for type in chunked.indices where chunked[type] >= 0 { chunkedCounts[chunked[type]] += counts[type] }
        var rows = 0
        if chunked.indices.contains(where: { chunked[$0] < 0 && counts[$0] > 0 }) {
            for (index, value) in values.enumerated() where chunked[value.type] < 0 {
                if try !insertValue(value.value, ofKnownType: known[value.type], at: value.time, device: nil, id: firstAnchor + Int64(index)) {
                    rows += 1
                }
            }
        }
        // Each known type's values go together, in order, from `starts[type]` on (the small
        // arrays read through their buffers: no check per value).
        var starts = chunkedCounts
        var total = 0
        for type in chunkedCounts.indices {
            starts[type] = total
            total += chunkedCounts[type]
        }
        guard total > 0 else { return rows }
        var next = starts
        let gathered = [PackedValue](unsafeUninitializedCapacity: total) { buffer, initialized in
            chunked.withUnsafeBufferPointer { chunked in
                next.withUnsafeMutableBufferPointer { next in
                    var anchor = firstAnchor
                    for value in values {
                        let type = chunked[value.type]
                        if type >= 0 {
                            (buffer.baseAddress! + next[type]).initialize(
                                to: PackedValue(anchor: anchor, start: value.time, end: value.time, value: value.value))
                            next[type] += 1
                        }
                        anchor += 1
                    }
                }
            }
            initialized = total
        }
        for type in chunkedCounts.indices where chunkedCounts[type] > 0 {
            try appendValues(gathered[starts[type] ..< starts[type] + chunkedCounts[type]], ofKnownType: type)
        }
        return rows
    }

    /// Appends streamed values of packed known type `type`, in order, to its pending chunks, as
    /// ``insertValue(_:ofKnownType:at:device:id:)`` appends each: a chunk of another device, or
    /// one whose first anchor is too far back, written first; a streamed chunk begun; as many as
    /// it has room for appended at once; a full one written.
    private mutating func appendValues(_ values: ArraySlice<PackedValue>, ofKnownType type: Int) throws {
        let pending = knownTypes[type].series
        var rest = values
        while let first = rest.first {
            if series[pending].isStreamed, series[pending].deviceID != nil { try writeChunk(pending) }
            try makeRoom(for: first.anchor, in: pending)
            if !series[pending].isStreamed {
                if !series[pending].values.isEmpty { try writeChunk(pending) }
                series[pending].seriesUUID = identifiers.next()
                series[pending].isStreamed = true
                series[pending].deviceID = nil
            }
            // Anchor offsets are 32 bits from the chunk's first anchor (its own, or this value's);
            // anchors go up, so the values past the last that fits are at the end.
            let lastAnchor = (series[pending].values.first?.anchor ?? first.anchor) + Int64(UInt32.max)
            var end = rest.startIndex + min(SeriesChunk.capacity - series[pending].values.count, rest.count)
            if rest[end - 1].anchor > lastAnchor { end = rest[..<end].firstIndex { $0.anchor > lastAnchor } ?? end }
            series[pending].values.append(contentsOf: rest[..<end])
            rest = rest[end...]
            if series[pending].values.count >= SeriesChunk.capacity { try writeChunk(pending) }
        }
    }

    /// Counts in ``valueHours`` the streamed values of the pending chunk of `pending` not counted
    /// yet, a run at a time.
    private mutating func countValueHours(_ pending: Int) {
        guard series[pending].isStreamed, series[pending].counted < series[pending].values.count else { return }
        valueHours.add(typeID: series[pending].typeID, sourceID: workoutSourceID, values: series[pending].values[series[pending].counted...])
        series[pending].counted = series[pending].values.count
    }

    /// The types of the samples and values inserted so far, in the order met.
    var types: [QuantityType] { knownTypes.map(\.type) }

    /// The known type at `index` (as ``knownTypeIndex(_:)`` gave it).
    func type(at index: Int) -> QuantityType { knownTypes[index].type }

    /// Counts `number` samples of known type `known` (``knownTypeIndex(_:)``, which counts the
    /// sample it finds the type of this way; a caller that found the type once for many counts them here).
    mutating func countValues(_ number: Int, ofKnownType known: Int) {
        count += number
        if knownTypes[known].isHeartRate { heartRates += number }
    }

    /// The index of `type` among those met (counting the sample), which is added when new.
    /// What is known of a type is read in place by its index: a copy of it retained and
    /// released its texts for every value.
    mutating func knownTypeIndex(_ type: QuantityType) throws -> Int {
        if !knownTypes.isEmpty {
            // Identifiers of another length are told apart without comparing their texts
            // (which share their first 24 characters): points that skip a value miss the guess.
            let length = type.identifier.utf8.count
            for step in 1...knownTypes.count {
                let index = (lastKnown + step) % knownTypes.count
                guard knownTypes[index].identifierLength == length, knownTypes[index].type.identifier == type.identifier,
                      !knownTypes[index].isUnlisted || knownTypes[index].type.canonicalUnit == type.canonicalUnit
                else { continue }
                lastKnown = index
                countValues(1, ofKnownType: index)
                return index
            }
        }
        let stored = try context.storedType(type)
        let typeID = stored.id
        let pending: Int
        if let index = seriesIndex[typeID] {
            pending = index
        } else {
            pending = series.count
            seriesIndex[typeID] = pending
            series.append(PendingSeries(typeID: typeID))
        }
        let known = KnownType(type: type, identifierLength: type.identifier.utf8.count, id: typeID, storedAs: stored.retypes ? stored.type : nil,
                              isUnlisted: QuantityType(identifier: type.identifier) == nil, isHeartRate: type == .heartRate,
                              isPacked: type.aggregationStyle == .discrete && !stored.retypes, series: pending)
        knownTypes.append(known)
        lastKnown = knownTypes.count - 1
        context.noteChange(.quantity(stored.type))
        countValues(1, ofKnownType: lastKnown)
        return lastKnown
    }

    /// Writes the pending chunk of `pending` when a sample with anchor `anchor` cannot join it
    /// (anchor offsets are 32 bits).
    private mutating func makeRoom(for anchor: Int64, in pending: Int) throws {
        if let first = series[pending].values.first, anchor - first.anchor > Int64(UInt32.max) {
            try writeChunk(pending)
        }
    }

    /// Appends a sample to the pending chunk of `pending` (with room made for it), writing the chunk once full.
    private mutating func append(_ packed: PackedValue, to pending: Int) throws {
        series[pending].values.append(packed)
        if series[pending].values.count >= SeriesChunk.capacity {
            try writeChunk(pending)
        }
    }

    /// Writes the chunks still pending and the metadata rows still waiting; call it after the last insert.
    mutating func finish() throws {
        for index in series.indices where !series[index].values.isEmpty {
            try writeChunk(index)
        }
        try rows.finish()
    }

    private mutating func writeChunk(_ index: Int) throws {
        countValueHours(index)
        let chunk = series[index].values
        let seriesUUID = series[index].seriesUUID
        defer {
            series[index].values.removeAll(keepingCapacity: true)
            series[index].uuids.removeAll(keepingCapacity: true)
            series[index].seriesUUID = nil
            series[index].isStreamed = false
            series[index].deviceID = nil
            series[index].counted = 0
        }
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
        let (format, bytes) = SeriesChunk.encode(chunk, uuids: series[index].uuids, derivedFrom: seriesUUID)
        seriesStatement.bind(10, format.rawValue)
        seriesStatement.bind(12, series[index].deviceID)
        try bytes.withUnsafeBytes { buffer in
            seriesStatement.bind(11, bytes: buffer)
            try seriesStatement.step()
        }
    }
}

/// The samples of one type waiting to be written as a chunk.
///
/// The chunk is of ``SeriesChunk/Format/compact`` (its `seriesUUID` set, `uuids`
/// empty) when it holds a streamed series' values, or samples whose UUIDs are each the
/// derivation of the first one's (``UUIDGenerator/seriesValue(_:of:)``): a whole recording's
/// series values, whose UUIDs derive from their series'. Otherwise it is of
/// ``SeriesChunk/Format/storedUUIDs``, with each sample's UUID in `uuids`.
struct PendingSeries {
    var typeID: Int64
    /// The device of the chunk's samples when it is not the workout's.
    var deviceID: Int64?
    var values: [PackedValue] = []
    var uuids: [UUID] = []
    var seriesUUID: UUID?
    /// Whether the chunk holds a streamed series' values (with a series UUID of its own),
    /// which no sample with a UUID of its own joins.
    var isStreamed = false
    /// How many of a streamed series' `values` are counted in its inserter's hourly statistics.
    var counted = 0

    /// Notes the UUID of the next sample of a whole save (to be appended after it): while
    /// each is the derivation of the chunk's first one, and each sample an instant, the chunk
    /// keeps none of them (at most 20 bytes a value instead of 44); the first that is not makes it keep
    /// every one.
    mutating func addUUID(_ uuid: UUID, instantaneous: Bool) {
        if values.isEmpty, instantaneous {
            seriesUUID = uuid
            return
        }
        if let series = seriesUUID {
            if instantaneous, uuid == UUIDGenerator.seriesValue(values.count, of: series) { return }
            uuids = (0..<values.count).map { UUIDGenerator.seriesValue($0, of: series) }
            seriesUUID = nil
        }
        uuids.append(uuid)
    }
}

/// A quantity type met by a ``WorkoutSampleInserter``, with what it needs per sample.
private struct KnownType {
    var type: QuantityType
    /// The length of `type`'s identifier in UTF-8 bytes.
    var identifierLength: Int
    var id: Int64
    /// The type the store keeps its samples as, when it is not `type` itself (see ``WriteContext/storedType(_:)``).
    var storedAs: QuantityType?
    /// Whether the model does not list `type`: then another type of its identifier may come in another unit.
    var isUnlisted: Bool
    var isHeartRate: Bool
    /// Whether its streamed values go into chunks: discrete, and kept as itself (not
    /// ``storedAs``). Told once: comparing ``storedAs`` with `nil` per value copied it.
    var isPacked: Bool
    /// Its place in the inserter's pending series.
    var series: Int
}
