import Foundation
import WorkoutModel

extension WorkoutStore {
    /// Reads a stored workout for writing without building it whole: `body` gets a
    /// ``StoredWorkoutReader`` whose ``StoredWorkoutReader/rest`` is everything but the
    /// point values and the route locations, and whose passes hand those out in time order,
    /// a chunk at a time. Memory stays at a chunk per series and route, whatever the
    /// workout's length. Returns `false` (without calling `body`) when no workout has this UUID.
    ///
    /// `body` runs inside one read transaction: the reader and its passes are valid only
    /// while it runs, and it must not call the store.
    ///
    /// - Parameters:
    ///   - workoutUUID: The workout's UUID.
    ///   - valueTypes: The sample types whose values at single instants (start equal to end)
    ///     are point values; every other sample stays in the rest.
    ///   - storedValueTypes: Picks more value types among those the store holds (FIT
    ///     developer fields, whose types are named by each file); `nil` picks none.
    ///   - body: Called once with the workout's reader.
    public func readWorkout(
        _ workoutUUID: UUID, valueTypes: Set<QuantityType>, storedValueTypes: ((QuantityType) -> Bool)? = nil,
        _ body: (StoredWorkoutReader) throws -> Void
    ) throws -> Bool {
        try readTransaction { context in
            var valueTypes = valueTypes
            if let storedValueTypes { valueTypes.formUnion(try context.quantityTypes().filter(storedValueTypes)) }
            guard let reader = try StoredWorkoutReader(context: context, workout: workoutUUID, valueTypes: valueTypes)
            else { return false }
            try body(reader)
            return true
        }
    }
}

/// A stored workout handed out for a writer (see ``WorkoutStore/readWorkout(_:valueTypes:storedValueTypes:_:)``):
/// the rest first, then as many passes over its points as the writer needs.
public final class StoredWorkoutReader {
    /// The workout with its events, its samples other than the point values (in the order
    /// they were saved), its current routes without their locations (their identity and
    /// metadata) and its waypoints.
    public let rest: WorkoutRecording
    /// Whether the workout's points go forward in time, as saved with it: `true` when its
    /// samples at single instants (in saved order) and each route's locations never go back,
    /// so that one pass gathers every point at a time (its ``StoredPointPass/isTimeOrdered``
    /// stays `true`); `nil` when not known (saved before the store kept it, or changed since),
    /// and a pass must find out.
    public let pointsAreTimeOrdered: Bool?
    /// The value types, in the order a point value names its type by
    /// (``StoredPointValue/typeIndex``): sorted by identifier.
    public let valueTypes: [QuantityType]
    /// The devices that recorded point values other than the workout's device (a series a
    /// merge took from another recording), in the order a point value names its device by
    /// (``StoredPointValue/deviceIndex``); empty when every value is the workout's device's.
    public let valueDevices: [Device]
    private let context: ReadContext
    private let workoutID: Int64
    /// The stored ids of the value types (those never saved have none), as SQL.
    private let valueTypeIDs: String
    /// The index in ``valueTypes`` of each stored value type, by its stored id.
    private let valueTypeIndices: [Int64: Int]
    private let routeIDs: [Int64]
    /// The index in ``valueDevices`` of each stored device that recorded point values, by its
    /// stored id (a device equal to the workout's, or naming nothing, has none).
    private let valueDeviceIndices: [Int64: Int]
    /// The anchors of the rest's samples, in saved order (ascending).
    private let restAnchors: [Int64]
    /// The anchor of the rest's first sample (in saved order); `nil` when it has none.
    private var firstRestAnchor: Int64? { restAnchors.first }

    init?(context: ReadContext, workout uuid: UUID, valueTypes: Set<QuantityType>) throws {
        guard let row = try context.database.fetchOne(
            "SELECT \(WorkoutRow.columns) FROM workouts w WHERE w.uuid = ?", [uuid])
        else { return nil }
        let workoutID: Int64 = row[WorkoutRow.id]
        let workout = try context.workout(from: row)
        let timeOrder: Int64? = try context.database.fetchOne(
            "SELECT points_in_time_order FROM workouts WHERE id = ?", [workoutID]).flatMap { $0[0] }
        let orderedTypes = valueTypes.sorted { $0.identifier < $1.identifier }
        var typeIDs: [Int64] = []
        var valueTypeIndices: [Int64: Int] = [:]
        for (index, type) in orderedTypes.enumerated() {
            guard let id = try context.quantityTypeID(type) else { continue }
            typeIDs.append(id)
            valueTypeIndices[id] = index
        }
        let valueTypeIDs = typeIDs.isEmpty ? "-1" : typeIDs.sorted().map(String.init).joined(separator: ",")

        // The rest's samples: rows that are no point value, and packed samples of other types
        // or over an interval, merged by anchor as `recording(for:)` orders them. A chunk of
        // derived UUIDs holds values at single instants only: of a value type, it is all points.
        var entries = try context.samples(sql: """
            SELECT \(SampleRow.columns) FROM samples s
            WHERE s.workout_id = ? AND NOT (s.start = s."end" AND s.type_id IN (\(valueTypeIDs))) ORDER BY s.id
            """, arguments: [workoutID], effectiveSourceAndDevice: false)
        let valueTypeIDSet = Set(typeIDs)
        try context.forEachSeriesChunk(
            where: Self.restChunks(valueTypeIDs: valueTypeIDs),
            arguments: [workoutID]
        ) { chunk, packed in
            guard let type = try context.quantityType(id: chunk.typeID) else { return }
            let isValueType = valueTypeIDSet.contains(chunk.typeID)
            for sample in packed where !isValueType || sample.start != sample.end {
                entries.append((sample.anchor, try context.quantitySample(
                    sample, type: type, chunk: chunk, effectiveSourceAndDevice: false)))
            }
        }
        entries.sort { $0.anchor < $1.anchor }

        // The devices the values name, from the index of chunks that name one and from the
        // value rows; the workout's own device, or one naming nothing, counts as none (as the
        // whole recording's samples compare their device with the workout's).
        var valueDevices: [Device] = []
        var valueDeviceIndices: [Int64: Int] = [:]
        for row in try context.database.fetchAll("""
            SELECT device_id FROM sample_series WHERE workout_id = ? AND device_id IS NOT NULL AND type_id IN (\(valueTypeIDs))
            UNION
            SELECT s.device_id FROM samples s WHERE s.workout_id = ? AND s.device_id IS NOT NULL AND s.start = s."end"
                AND s.type_id IN (\(valueTypeIDs))
            ORDER BY 1
            """, [workoutID, workoutID]) {
            let id: Int64 = row[0]
            guard let device = try context.device(id: id), device != workout.device, !device.isEmpty else { continue }
            valueDeviceIndices[id] = valueDevices.count
            valueDevices.append(device)
        }

        let currentRoutes = try context.currentRoutes(ofWorkout: workoutID)
        let routeIDs = currentRoutes.map(\.id)
        self.rest = WorkoutRecording(
            workout: workout, samples: entries.map(\.sample), routes: currentRoutes.map(\.route),
            waypoints: try context.waypoints(where: "workout_id = ?", workoutID))
        self.pointsAreTimeOrdered = timeOrder.map { $0 != 0 }
        self.valueTypes = orderedTypes
        self.valueDevices = valueDevices
        self.valueDeviceIndices = valueDeviceIndices
        self.context = context
        self.workoutID = workoutID
        self.valueTypeIDs = valueTypeIDs
        self.valueTypeIndices = valueTypeIndices
        self.routeIDs = routeIDs
        restAnchors = entries.map(\.anchor)
    }

    /// The value types `isIncluded` picks that the workout has point values of, in the
    /// order their first values were saved: the order a whole recording of the workout
    /// (`recording(for:)`, samples in saved order) meets them. Reads those types' values
    /// only, until each picked type's first value or their end.
    public func valueTypesInOrderOfFirstValue(where isIncluded: (QuantityType) -> Bool) throws -> [QuantityType] {
        let picked = valueTypeIndices.filter { isIncluded(valueTypes[$0.value]) }
        guard !picked.isEmpty else { return [] }
        var cursor = try StoredValueCursor(
            context: context, workoutID: workoutID, valueTypeIDs: picked.keys.sorted().map(String.init).joined(separator: ","),
            typeIndices: picked, deviceIndices: valueDeviceIndices)
        var found: [Int] = []
        try cursor.advance()
        while let (_, value) = cursor.current, found.count < picked.count {
            if !found.contains(value.typeIndex) { found.append(value.typeIndex) }
            try cursor.advance()
        }
        return found.map { valueTypes[$0] }
    }

    /// The condition on `sample_series c` that picks a workout's chunks (argument 1) other
    /// than those of point values: of the types `valueTypeIDs` lists and with derived UUIDs
    /// (``SeriesChunk/Format/derivesUUIDs``). The chunks are picked by id from the index on workout, type and
    /// format: reading a chunk's format from its row would read all of its bytes first.
    static func restChunks(valueTypeIDs: String) -> String {
        """
        c.id IN (SELECT s.id FROM sample_series s
            WHERE s.workout_id = ? AND NOT (s.type_id IN (\(valueTypeIDs)) AND \(SeriesChunk.derivesUUIDs(format: "s.format"))))
        """
    }

    /// Starts a pass over the workout's points, from the first time. The values are read in
    /// saved order when the store knows that they go forward in time that way
    /// (``pointsAreTimeOrdered``), else each type's in saved order, the types side by side (a
    /// merge saves the series it takes after the others: each goes forward, not all of them).
    public func startPass() throws -> StoredPointPass {
        let typeIDs = pointsAreTimeOrdered == true ? [valueTypeIDs] : valueTypeIndices.keys.sorted().map(String.init)
        return try StoredPointPass(
            values: typeIDs.map { typeIDs in
                try StoredValueCursor(
                    context: context, workoutID: workoutID, valueTypeIDs: typeIDs, typeIndices: valueTypeIndices,
                    deviceIndices: valueDeviceIndices)
            },
            routes: routeIDs.map { try StoredLocationCursor(context: context, routeID: $0) })
    }

    /// Starts a pass over the workout's point values in the order they were saved (not
    /// gathered by time): the order a recording saved again from them adds them in.
    public func startSavedOrderPass() throws -> StoredValuePass {
        try StoredValuePass(
            values: StoredValueCursor(
                context: context, workoutID: workoutID, valueTypeIDs: valueTypeIDs, typeIndices: valueTypeIndices,
                deviceIndices: valueDeviceIndices),
            restAnchors: restAnchors)
    }

    /// Starts a pass over the workout's point values a stretch of time at a time, each
    /// stretch's in the order they were saved (``StoredStretchValuePass``): one cursor a type,
    /// each read forward once, for a workout whose values go forward in time type by type but
    /// not all together (a merge saves the series it takes after the others).
    public func startStretchPass() throws -> StoredStretchValuePass {
        try StoredStretchValuePass(cursors: valueTypeIndices.keys.sorted().map { typeID in
            try StoredValueCursor(
                context: context, workoutID: workoutID, valueTypeIDs: String(typeID), typeIndices: valueTypeIndices,
                deviceIndices: valueDeviceIndices)
        })
    }

    /// Calls `body` with each location of the current route at `index` (of ``rest``'s
    /// routes), in order, a chunk at a time.
    public func forEachLocation(ofRouteAt index: Int, _ body: (Location) throws -> Void) throws {
        let pass = try startLocationPass(ofRouteAt: index)
        while try pass.next() { try body(pass.location) }
    }

    /// Starts a pass over the locations of the current route at `index` (of ``rest``'s
    /// routes), in order, read a chunk at a time: ``forEachLocation(ofRouteAt:_:)`` a location
    /// at a time, for a reader that takes them alongside other points.
    public func startLocationPass(ofRouteAt index: Int) throws -> StoredLocationPass {
        StoredLocationPass(cursor: try StoredLocationCursor(context: context, routeID: routeIDs[index]))
    }

    /// How many locations the current route at `index` (of ``rest``'s routes) holds, as saved
    /// with it (without reading them).
    public func locationCount(ofRouteAt index: Int) throws -> Int {
        guard let row = try context.database.fetchOne("SELECT location_count FROM routes WHERE id = ?", [routeIDs[index]])
        else { throw StoreError.database("a current route of a workout being read is missing from the store") }
        return Int(row[0] as Int64)
    }

    /// Whether the point values may all have been saved before the rest's samples (as a
    /// recording saved with its point values first saves them): `false` when a row, or a chunk
    /// of values at single instants (one whose latest end is its latest start), of a value type
    /// begins after the rest's first sample (a FIT file's developer fields, saved after its
    /// laps), found without reading the values. ``StoredValuePass/otherSamplesSavedBefore`` settles
    /// it value by value.
    public func valuesMayPrecedeOtherSamples() throws -> Bool {
        guard let firstRestAnchor else { return true }
        return try context.database.fetchOne("""
            SELECT 1 FROM sample_series c WHERE c.workout_id = ? AND c.type_id IN (\(valueTypeIDs)) AND c.id > ?
                AND (\(SeriesChunk.derivesUUIDs(format: "c.format")) OR c.end_max = c.start_max)
            UNION ALL
            SELECT 1 FROM samples s WHERE s.workout_id = ? AND s.start = s."end" AND s.type_id IN (\(valueTypeIDs)) AND s.id > ?
            LIMIT 1
            """, [workoutID, firstRestAnchor, workoutID, firstRestAnchor]) == nil
    }

    /// Whether every point value saved before the rest's first sample was saved as a series'
    /// value: none is a sample row, and no chunk of a value type begun before it keeps a UUID for
    /// each of its samples (every chunk's UUIDs derive from its series'). Then
    /// ``WorkoutStore/recording(for:)`` hands every such value back in a series (as a file's
    /// reader does), and those saved after it as samples of their own, and an edit of the values
    /// streamed is the edit of that recording's series. Where the values precede the other samples
    /// (``valuesMayPrecedeOtherSamples()``), that is every value.
    public func valuesAreSeries() throws -> Bool {
        let end = firstRestAnchor ?? Int64.max
        return try context.database.fetchOne("""
            SELECT 1 FROM sample_series c WHERE c.workout_id = ? AND c.type_id IN (\(valueTypeIDs)) AND NOT \(SeriesChunk.derivesUUIDs(format: "c.format")) AND c.id < ?
            UNION ALL
            SELECT 1 FROM samples s WHERE s.workout_id = ? AND s.start = s."end" AND s.type_id IN (\(valueTypeIDs)) AND s.id < ?
            LIMIT 1
            """, [workoutID, end, workoutID, end]) == nil
    }

    /// Whether every point value is a plain value of the workout: no sample row at a single
    /// instant of a value type names its own source or device, has metadata or heartbeats,
    /// was saved in a unit other than its type's canonical one, or states when and by which
    /// version it was saved, and no chunk names a device of its own (``packedSamplesNameDevices()``).
    /// Such a value is a sample of its own, which a recording made of the point values
    /// (``StreamedRecording``) would not keep as it is.
    public func valuesArePlain() throws -> Bool {
        try valueRowsArePlain() && !(try packedSamplesNameDevices())
    }

    /// Whether every point value is a plain value of the workout (``valuesArePlain()``) but for
    /// the device its chunk may name: every chunk of the workout that names a device is one of
    /// point values (of a value type, its UUIDs derived from its series') recorded by a device
    /// of ``valueDevices`` (a series a merge took from another recording). A pass names each
    /// such value's device (``StoredPointValue/deviceIndex``), so that a recording saved again
    /// from them (``StreamedRecording/Feed/addValue(_:of:at:device:)-(_,QuantityType,_,_)``) names it on its chunks,
    /// as a whole save of the series does.
    public func valuesArePlainButForTheirDevices() throws -> Bool {
        let devices = valueDeviceIndices.keys.isEmpty ? "-1" : valueDeviceIndices.keys.sorted().map(String.init).joined(separator: ",")
        return try valueRowsArePlain() && context.database.fetchOne("""
            SELECT 1 FROM sample_series WHERE workout_id = ? AND device_id IS NOT NULL
                AND NOT (type_id IN (\(valueTypeIDs)) AND \(SeriesChunk.derivesUUIDs(format: "format")) AND device_id IN (\(devices)))
            LIMIT 1
            """, [workoutID]) == nil
    }

    /// Whether the values of each value type name one device, or none (``StoredPointValue/deviceIndex``):
    /// no type has chunks naming two devices, or one beside chunks naming none. A merge saves each
    /// series it takes from another recording so; the whole read
    /// (``WorkoutStore/recording(for:)``) then hands each type's values back as one series of its
    /// device, as a merge of the workout with others moves them, a series at a time.
    public func valueTypesNameOneDeviceEach() throws -> Bool {
        try context.database.fetchOne("""
            SELECT 1 FROM sample_series WHERE workout_id = ? AND type_id IN (\(valueTypeIDs))
            GROUP BY type_id HAVING COUNT(DISTINCT COALESCE(device_id, -1)) > 1
            LIMIT 1
            """, [workoutID]) == nil
    }

    /// Whether no sample row at a single instant of a value type is other than a plain value of
    /// the workout (see ``valuesArePlain()``).
    private func valueRowsArePlain() throws -> Bool {
        try context.database.fetchOne("""
            SELECT 1 FROM samples s WHERE s.workout_id = ? AND s.start = s."end" AND s.type_id IN (\(valueTypeIDs))
            AND (s.flags <> 0 OR s.original_value IS NOT NULL OR s.original_unit IS NOT NULL OR s.device_id IS NOT NULL
                 OR s.creation_date IS NOT NULL OR s.source_version IS NOT NULL)
            LIMIT 1
            """, [workoutID]) == nil
    }

    /// Whether a chunk of the workout's packed samples names a device of its own (a series a
    /// merge took from another recording), read from the index of such chunks alone. A pass
    /// names only whether a value's device is another than the workout's
    /// (``StoredPointValue/deviceIndex``), which a writer needs for its loss report; a
    /// streamed edit saves its values without a device, so such a workout is edited whole.
    public func packedSamplesNameDevices() throws -> Bool {
        try context.database.fetchOne(
            "SELECT 1 FROM sample_series WHERE workout_id = ? AND device_id IS NOT NULL LIMIT 1", [workoutID]) != nil
    }
}

/// One point value as stored: a sample of a value type at a single instant. Its type is
/// named by its index (no `QuantityType` copied per value), so that a value is a few plain numbers.
public struct StoredPointValue {
    /// The index of the sample's type in ``StoredWorkoutReader/valueTypes``.
    public var typeIndex: Int
    /// In the type's canonical unit; `nil` when the unit the sample was saved in does not convert to it.
    public var value: Double?
    /// Whether the sample has metadata of its own (which point formats do not keep).
    public var hasMetadata: Bool
    /// The index in ``StoredWorkoutReader/valueDevices`` of the device that recorded the
    /// sample, when that is not the workout's device; `nil`: the workout's.
    public var deviceIndex: Int?
}

/// One pass over a stored workout's points, a time at a time in time order: each
/// ``next()`` gathers the locations of every route at the next time (in route order) and
/// the point values at it (in the order they were saved, or by type, each type's in that
/// order: see ``StoredWorkoutReader/startPass()``).
///
/// The gathering holds every point at a time when the values (in saved order, or each
/// type's) and each route's locations never go back in time; ``isTimeOrdered`` says whether
/// they did not.
public final class StoredPointPass {
    /// Where the pass is, in one stored property: a gathering changes it in one access (the
    /// cursors, the time and the points gathered), where a property each was checked for
    /// exclusive access every time a value was read or appended. Not checked at run time
    /// either: only `next()` changes it, and nothing it calls reaches the pass again.
    @exclusivity(unchecked) private var state: Gathering

    /// The time of the last gathering.
    public var time: Date { Date(stored: state.time) }
    /// The locations at ``time``.
    public var locations: [Location] { state.locations }
    /// The route of each of ``locations``: its index among the rest's routes.
    public var locationRoutes: [Int] { state.locationRoutes }
    /// The point values at ``time``.
    public var values: [StoredPointValue] { state.values }
    /// `false` once a value or a location came before the one before it: a time's points
    /// may then be split over several gatherings, and a writer must take the workout whole.
    public var isTimeOrdered: Bool { state.isTimeOrdered }

    fileprivate init(values: [StoredValueCursor], routes: [StoredLocationCursor]) throws {
        state = try Gathering(valueCursors: values, routes: routes)
    }

    /// Gathers the points at the next time; `false` after the last.
    public func next() throws -> Bool {
        try state.next()
    }

    private struct Gathering {
        var time: Double = 0
        var locations: [Location] = []
        var locationRoutes: [Int] = []
        var values: [StoredPointValue] = []
        var isTimeOrdered = true
        var valueCursors: [StoredValueCursor]
        var routes: [StoredLocationCursor]

        init(valueCursors: [StoredValueCursor], routes: [StoredLocationCursor]) throws {
            self.valueCursors = valueCursors
            self.routes = routes
            for index in self.valueCursors.indices { try self.valueCursors[index].advance() }
            for index in self.routes.indices { try self.routes[index].advance() }
        }

        mutating func next() throws -> Bool {
            var earliest: Double?
            for index in valueCursors.indices {
                if let time = valueCursors[index].current?.time, earliest.map({ time < $0 }) ?? true { earliest = time }
            }
            for index in routes.indices {
                if let time = routes[index].time, earliest.map({ time < $0 }) ?? true { earliest = time }
            }
            guard let earliest else { return false }
            time = earliest
            locations.removeAllKeepingStorage()
            locationRoutes.removeAllKeepingStorage()
            values.removeAllKeepingStorage()
            for index in routes.indices {
                while routes[index].time == earliest {
                    locations.append(routes[index].location)
                    locationRoutes.append(index)
                    try routes[index].advance()
                    if let following = routes[index].time, following < earliest { isTimeOrdered = false }
                }
            }
            for index in valueCursors.indices {
                while let value = valueCursors[index].current, value.time == earliest {
                    values.append(value.value)
                    try valueCursors[index].advance()
                    if let following = valueCursors[index].current, following.time < earliest { isTimeOrdered = false }
                }
            }
            return true
        }
    }
}

/// One pass over a stored workout's point values in the order they were saved
/// (``StoredWorkoutReader/startSavedOrderPass()``): each ``next()`` moves to the next value.
public final class StoredValuePass {
    private var cursor: StoredValueCursor
    private let restAnchors: [Int64]
    /// The time of the value.
    public private(set) var time = Date(timeIntervalSinceReferenceDate: 0)
    /// The value.
    public private(set) var value = StoredPointValue(typeIndex: 0, value: nil, hasMetadata: false, deviceIndex: nil)
    /// How many of the workout's other samples (the first of ``StoredWorkoutReader/rest``'s
    /// samples, in saved order) were saved before the value: 0 while the values so far precede
    /// them all, as a recording saved with its point values first saves them. A recording saved
    /// again in the stored order takes those samples before the value (a FIT file's developer
    /// fields, saved after its laps).
    public private(set) var otherSamplesSavedBefore = 0

    fileprivate init(values: StoredValueCursor, restAnchors: [Int64]) {
        cursor = values
        self.restAnchors = restAnchors
    }

    /// Moves to the next value; `false` after the last.
    public func next() throws -> Bool {
        try cursor.advance()
        guard let (seconds, current) = cursor.current else { return false }
        time = Date(stored: seconds)
        value = current
        while otherSamplesSavedBefore < restAnchors.count, restAnchors[otherSamplesSavedBefore] < cursor.currentAnchor {
            otherSamplesSavedBefore += 1
        }
        return true
    }
}

/// One pass over a stored route's locations in order (``StoredWorkoutReader/startLocationPass(ofRouteAt:)``):
/// each ``next()`` moves to the next location.
public final class StoredLocationPass {
    private var cursor: StoredLocationCursor

    fileprivate init(cursor: StoredLocationCursor) {
        self.cursor = cursor
    }

    /// The location (the one the last ``next()`` reached).
    public var location: Location { cursor.location }

    /// Moves to the next location; `false` after the last.
    public func next() throws -> Bool {
        try cursor.advance()
        return cursor.time != nil
    }
}

/// A route's locations read chunk by chunk.
private struct StoredLocationCursor {
    private let rows: any StoreCursor
    private var chunk: [Location] = []
    private var index = 0
    /// The time of the current location; `nil` after the last.
    private(set) var time: Double?
    /// The current location (the one the last `advance()` reached), read in place.
    var location: Location { chunk[index - 1] }

    init(context: ReadContext, routeID: Int64) throws {
        rows = try context.database.columnCursor("SELECT count, data, format FROM route_chunks WHERE route_id = ? ORDER BY chunk", [routeID])
    }

    mutating func advance() throws {
        while index == chunk.count {
            guard try rows.next() else {
                time = nil
                return
            }
            chunk.removeAll(keepingCapacity: true)
            index = 0
            try LocationChunk.decode(rows.data(1), format: rows.int64(2), count: Int(rows.int64(0)), into: &chunk)
        }
        time = chunk[index].timestamp.timeIntervalSinceReferenceDate
        index += 1
    }
}

/// A workout's point values in the order they were saved (by anchor): the sample rows and
/// the packed chunks merged. Chunks come in the order of their first anchors; a chunk's
/// samples are handed out once no chunk still to read can hold an earlier anchor.
///
/// Rows and chunks are read a column at a time (``StoreCursor``: SQLite's C interface on SQLite); a row saved
/// in its type's canonical unit (no original value) is handed out as stored, without a
/// `Quantity` or a conversion.
struct StoredValueCursor {
    /// A `sample_series` row read ahead of decoding.
    private struct ChunkRow {
        var firstAnchor: Int64
        var count: Int
        var data: Data
        var typeID: Int64
        var format: Int64
        var deviceID: Int64?
    }

    private let context: ReadContext
    private let rows: any StoreCursor
    private let chunks: any StoreCursor
    /// The index of each value type among the reader's, by its stored id.
    private let typeIndices: [Int64: Int]
    /// The index of each device that recorded values (other than the workout's), by its stored id.
    private let deviceIndices: [Int64: Int]
    /// A decoded chunk not yet handed out whole.
    private struct OpenChunk {
        let typeIndex: Int
        let deviceIndex: Int?
        let samples: [PackedValue]
        var index = 0
    }

    private var row: (anchor: Int64, time: Double, value: StoredPointValue)?
    /// The decoded chunks not yet handed out whole, and beside them (one slot each) the
    /// anchor of each one's next sample: the merge scans only these numbers.
    private var open: [OpenChunk] = []
    private var openAnchors: [Int64] = []
    /// The next chunk to decode, read ahead to know its first anchor.
    private var nextChunk: ChunkRow?
    /// The type of the last row read, by its stored id (rows come in runs of one type), and its index.
    private var lastType: (id: Int64, index: Int, type: QuantityType)?
    private(set) var current: (time: Double, value: StoredPointValue)?
    /// The anchor of ``current``.
    private(set) var currentAnchor: Int64 = 0

    init(context: ReadContext, workoutID: Int64, valueTypeIDs: String, typeIndices: [Int64: Int], deviceIndices: [Int64: Int]) throws {
        self.context = context
        self.typeIndices = typeIndices
        self.deviceIndices = deviceIndices
        rows = try context.database.columnCursor("""
            SELECT s.id, s.type_id, s.start, s.value, s.original_value, s.original_unit, s.flags, s.device_id FROM samples s
            WHERE s.workout_id = ? AND s.start = s."end" AND s.type_id IN (\(valueTypeIDs)) ORDER BY s.id
            """, [workoutID])
        chunks = try context.database.columnCursor("""
            SELECT c.id, c.count, c.type_id, c.format, c.data, c.device_id FROM sample_series c
            WHERE c.workout_id = ? AND c.type_id IN (\(valueTypeIDs)) ORDER BY c.id
            """, [workoutID])
        nextChunk = try readChunk()
        try readRow()
    }

    mutating func advance() throws {
        let packed = try nextPacked()
        if let row, packed.map({ row.anchor < $0.anchor }) ?? true {
            current = (row.time, row.value)
            currentAnchor = row.anchor
            try readRow()
            return
        }
        guard let packed else {
            current = nil
            return
        }
        let sample = open[packed.slot].samples[open[packed.slot].index]
        current = (sample.start, StoredPointValue(
            typeIndex: open[packed.slot].typeIndex, value: sample.value, hasMetadata: false, deviceIndex: open[packed.slot].deviceIndex))
        currentAnchor = packed.anchor
        step(packed.slot)
    }

    /// Moves the open chunk in `slot` to its next sample, closing it after its last.
    private mutating func step(_ slot: Int) {
        open[slot].index += 1
        if open[slot].index == open[slot].samples.count {
            open.remove(at: slot)
            openAnchors.remove(at: slot)
        } else {
            openAnchors[slot] = open[slot].samples[open[slot].index].anchor
        }
    }

    /// The open chunk holding the packed sample with the lowest anchor at a single instant
    /// (those over an interval are skipped), decoding chunks until no chunk to come can
    /// hold a lower one; `nil` when none is left.
    private mutating func nextPacked() throws -> (slot: Int, anchor: Int64)? {
        while true {
            var best: (slot: Int, anchor: Int64)?
            for (slot, anchor) in openAnchors.enumerated() where best.map({ anchor < $0.anchor }) ?? true {
                best = (slot, anchor)
            }
            if let chunk = nextChunk, best.map({ chunk.firstAnchor < $0.anchor }) ?? true {
                try decodeNextChunk()
                continue
            }
            guard let best else { return nil }
            let sample = open[best.slot].samples[open[best.slot].index]
            if sample.start != sample.end {
                step(best.slot)
                continue
            }
            return best
        }
    }

    private mutating func readChunk() throws -> ChunkRow? {
        guard try chunks.next() else { return nil }
        return ChunkRow(firstAnchor: chunks.int64(0), count: Int(chunks.int64(1)), data: chunks.data(4),
                        typeID: chunks.int64(2), format: chunks.int64(3), deviceID: chunks.optionalInt64(5))
    }

    private mutating func decodeNextChunk() throws {
        guard let chunk = nextChunk else { return }
        nextChunk = try readChunk()
        guard let typeIndex = typeIndices[chunk.typeID] else { return }
        var samples: [PackedValue] = []
        try SeriesChunk.decode(chunk.data, format: chunk.format, count: chunk.count, firstAnchor: chunk.firstAnchor, into: &samples)
        guard let first = samples.first else { return }
        open.append(OpenChunk(typeIndex: typeIndex, deviceIndex: chunk.deviceID.flatMap { deviceIndices[$0] }, samples: samples))
        openAnchors.append(first.anchor)
    }

    private mutating func readRow() throws {
        while try rows.next() {
            let typeID = rows.int64(1)
            if lastType?.id != typeID {
                guard let index = typeIndices[typeID], let type = try context.quantityType(id: typeID) else { continue }
                lastType = (typeID, index, type)
            }
            guard let (_, typeIndex, type) = lastType else { continue }
            let value: Double?
            if let original = rows.optionalDouble(4), let quantity = ReadContext.quantity(original, rows.text(5)) {
                value = try? quantity.doubleValue(for: type.canonicalUnit)
            } else {
                value = rows.double(3)
            }
            row = (rows.int64(0), rows.double(2), StoredPointValue(
                typeIndex: typeIndex, value: value, hasMetadata: rows.int64(6) & SampleFlags.hasMetadata != 0,
                deviceIndex: rows.optionalInt64(7).flatMap { deviceIndices[$0] }))
            return
        }
        row = nil
    }
}
