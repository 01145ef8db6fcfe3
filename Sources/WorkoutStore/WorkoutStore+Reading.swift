import Foundation
import WorkoutModel

extension WorkoutStore {
    /// The saved workouts that match, with their events and activities, sorted by start.
    public func workouts(_ query: WorkoutQuery) throws -> [WorkoutSummary] {
        try readTransaction { context in
            var conditions: [String] = []
            var arguments: StoreArguments = []
            if let activityType = query.activityType {
                conditions.append("w.activity_type = ?")
                arguments += [Int64(activityType.rawValue)]
            }
            if let since = query.since {
                conditions.append("w.start >= ?")
                arguments += [since.stored]
            }
            if let until = query.until {
                conditions.append("w.start < ?")
                arguments += [until.stored]
            }
            if let uuids = query.uuids {
                conditions.append("w.uuid IN (\(Array(repeating: "?", count: uuids.count).joined(separator: ",")))")
                arguments += uuids.map { $0 as any StoreValueConvertible }
                if uuids.isEmpty { return [] }
            }
            if let source = query.source {
                conditions.append("w.source_id IN (SELECT id FROM sources WHERE name = ?)")
                arguments += [source]
            }
            var sql = "SELECT \(WorkoutRow.columns) FROM workouts w"
            if !conditions.isEmpty { sql += " WHERE " + conditions.joined(separator: " AND ") }
            sql += " ORDER BY w.start, w.id"
            if let limit = query.limit {
                sql += " LIMIT ?"
                arguments += [max(0, limit)]
            }
            return try context.database.fetchAll(sql, arguments).map { row in
                let workout = try context.workout(from: row)
                return WorkoutSummary(
                    workout: workout, sampleCount: row[WorkoutRow.sampleCount],
                    routeLocationCount: row[WorkoutRow.locationCount], heartRateCount: row[WorkoutRow.heartRateCount])
            }
        }
    }

    /// Everything saved for a workout, exactly as it was saved (UUIDs, order of samples
    /// and events, metadata kinds, `nil` sources and devices of samples); `nil` when unknown.
    /// Routes are the current versions.
    ///
    /// The values saved as a series' (in chunks whose UUIDs derive from their series', as a
    /// recording's per-record values are saved) come back as ``/WorkoutModel/RecordingSeries``
    /// series, as the file they were read from had them (``/WorkoutModel/RecordingSeries/Reassembly``;
    /// a recording saved while it was read comes back as a series per chunk), up to the first
    /// sample saved otherwise: from there on every sample is a separate one, so that
    /// ``/WorkoutModel/WorkoutRecording/samples`` lists them all in the order they were saved.
    public func recording(for workoutUUID: UUID) throws -> WorkoutRecording? {
        try readTransaction { context in
            guard let row = try context.database.fetchOne(
                "SELECT \(WorkoutRow.columns) FROM workouts w WHERE w.uuid = ?", [workoutUUID])
            else { return nil }
            let workoutID: Int64 = row[WorkoutRow.id]
            let workout = try context.workout(from: row)
            let rows = try context.samples(
                sql: "SELECT \(SampleRow.columns) FROM samples s WHERE s.workout_id = ? ORDER BY s.id",
                arguments: [workoutID], effectiveSourceAndDevice: false)
            // Each chunk once, each value with its chunk's place.
            var chunks: [(row: SeriesChunkRow, type: QuantityType, device: Device?)] = []
            var values: [(sample: PackedSample, chunk: Int)] = []
            try context.forEachSeriesChunk(where: "c.workout_id = ?", arguments: [workoutID]) { chunk, packed in
                guard let type = try context.quantityType(id: chunk.typeID) else { return }
                let device = try context.device(id: chunk.deviceID)
                chunks.append((chunk, type, device))
                for sample in packed { values.append((sample, chunks.count - 1)) }
            }
            // Anchors follow the order the samples were saved in.
            values.sort { $0.sample.anchor < $1.sample.anchor }
            var series = RecordingSeries.Reassembly()
            var samples: [QuantitySample] = []
            var nextRow = 0
            for (sample, index) in values {
                while nextRow < rows.count, rows[nextRow].anchor < sample.anchor {
                    samples.append(rows[nextRow].sample)
                    nextRow += 1
                }
                let (chunk, type, device) = chunks[index]
                if samples.isEmpty, chunk.derivesUUIDs {
                    series.add(sample.value, of: type, atStored: sample.start, uuid: sample.uuid, device: device)
                } else {
                    samples.append(try context.quantitySample(sample, type: type, chunk: chunk, effectiveSourceAndDevice: false))
                }
            }
            samples += rows[nextRow...].map(\.sample)
            var routes: [WorkoutRoute] = []
            for (routeID, var route) in try context.currentRoutes(ofWorkout: workoutID) {
                try context.forEachLocationChunk(routeID: routeID) { data, format, count in
                    try LocationChunk.decode(data, format: format, count: count, into: &route.locations)
                }
                routes.append(route)
            }
            return WorkoutRecording(
                workout: workout, series: series.series, samples: samples, routes: routes,
                waypoints: try context.waypoints(where: "workout_id = ?", workoutID))
        }
    }

    /// The workout a full UUID or an unambiguous UUID prefix (case-insensitive, dashes optional) names.
    ///
    /// - Throws: ``StoreError/unknownWorkout(_:)`` or ``StoreError/ambiguousWorkoutID(_:matches:)``.
    public func resolveWorkoutID(_ text: String) throws -> UUID {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let uuid = UUID(uuidString: trimmed) {
            let known = try readTransaction { context in
                try context.database.fetchOne("SELECT 1 FROM workouts WHERE uuid = ?", [uuid]) != nil
            }
            guard known else { throw StoreError.unknownWorkout(text) }
            return uuid
        }
        let hex = trimmed.uppercased().filter { $0 != "-" }
        guard !hex.isEmpty, hex.count <= 32, hex.allSatisfy({ $0.isHexDigit }) else {
            throw StoreError.unknownWorkout(text)
        }
        let matches = try readTransaction { context in
            try context.database.fetchAll(
                "SELECT uuid FROM workouts WHERE \(context.database.uuidHex("uuid")) LIKE ? LIMIT 2", [hex + "%"]
            ).map { $0[0] as Data }
        }
        switch matches.count {
        case 0: throw StoreError.unknownWorkout(text)
        case 1:
            guard let uuid = UUID(blob: matches[0]) else { throw StoreError.unknownWorkout(text) }
            return uuid
        default:
            let count = try readTransaction { context in
                try context.database.fetchOne(
                    "SELECT count(*) FROM workouts WHERE \(context.database.uuidHex("uuid")) LIKE ?", [hex + "%"]
                ).map { $0[0] as Int } ?? matches.count
            }
            throw StoreError.ambiguousWorkoutID(text, matches: count)
        }
    }

    /// The samples of one type that match the predicate, sorted and limited, each with
    /// its source and device (the workout's when the sample named none).
    ///
    /// - Throws: ``StoreError/notAuthorized(source:type:action:)`` when `reader` may not read the type.
    public func execute(_ query: SampleQuery) throws -> [QuantitySample] {
        try readTransaction { context in
            if let reader = query.reader {
                try context.checkAuthorization(source: reader, type: .quantity(query.type), action: .read)
            }
            guard let typeID = try context.quantityTypeID(query.type) else { return [] }
            let predicate = try PredicateSQL.compile(query.predicate, subject: .samples, type: query.type, on: context.database)
            let order = query.sort == .startAscending ? "s.start, s.id" : "s.start DESC, s.id DESC"
            var arguments: StoreArguments = [typeID]
            arguments += predicate.arguments
            var sql = """
                SELECT \(SampleRow.columns) FROM samples s LEFT JOIN workouts w ON w.id = s.workout_id
                WHERE s.type_id = ? AND \(predicate.sql) ORDER BY \(order)
                """
            if let limit = query.limit {
                sql += " LIMIT ?"
                arguments += [max(0, limit)]
            }
            var entries = try context.samples(sql: sql, arguments: arguments, effectiveSourceAndDevice: true)
            let ascending = query.sort == .startAscending
            func inOrder(_ left: (anchor: Int64, sample: QuantitySample), _ right: (anchor: Int64, sample: QuantitySample)) -> Bool {
                if left.sample.startDate != right.sample.startDate {
                    return (left.sample.startDate < right.sample.startDate) == ascending
                }
                return (left.anchor < right.anchor) == ascending
            }
            let limit = query.limit.map { max(0, $0) }
            try context.forEachSeriesSample(typeID: typeID, type: query.type, predicate: query.predicate) { sample, chunk in
                let found = try context.quantitySample(sample, type: query.type, chunk: chunk, effectiveSourceAndDevice: true)
                entries.append((sample.anchor, found))
                // With a limit, memory stays within a few times the limit however many samples match.
                if let limit, entries.count >= 2 * limit + SeriesChunk.capacity {
                    entries.sort(by: inOrder)
                    entries.removeLast(entries.count - limit)
                }
            }
            entries.sort(by: inOrder)
            let samples = entries.map(\.sample)
            return limit.map { Array(samples.prefix($0)) } ?? samples
        }
    }

    /// What was added and deleted since an anchor, in anchor order, and the anchor to continue from.
    public func execute(_ query: AnchoredObjectQuery) throws -> AnchoredObjectResult {
        try readTransaction { context in
            // No limit is the largest one, which both backends take (SQLite's -1 is PostgreSQL's error).
            let limit = query.limit.map { max(0, $0) } ?? Int.max
            var changes: [(change: ObjectChange, added: Bool)] = []
            let wantsWorkouts = query.filter == nil || query.filter == .workout
            let wantsRoutes = query.filter == nil || query.filter == .workoutRoute
            let workoutPredicate = try PredicateSQL.compile(query.predicate, subject: .workouts, on: context.database)

            if wantsWorkouts {
                var arguments: StoreArguments = [query.anchor]
                arguments += workoutPredicate.arguments
                arguments += [limit]
                for row in try context.database.fetchAll("""
                    SELECT w.id, w.uuid FROM workouts w WHERE w.id > ? AND \(workoutPredicate.sql) ORDER BY w.id LIMIT ?
                    """, arguments) {
                    let uuid = UUID(blob: row[1]) ?? UUID()
                    changes.append((ObjectChange(anchor: row[0], kind: .workout, uuid: uuid, objectType: .workout), true))
                }
            }
            if wantsRoutes {
                var arguments: StoreArguments = [query.anchor]
                arguments += workoutPredicate.arguments
                arguments += [limit]
                for row in try context.database.fetchAll("""
                    SELECT r.id, r.uuid FROM routes r JOIN workouts w ON w.id = r.workout_id
                    WHERE r.id > ? AND r.superseded_by IS NULL AND \(workoutPredicate.sql) ORDER BY r.id LIMIT ?
                    """, arguments) {
                    let uuid = UUID(blob: row[1]) ?? UUID()
                    changes.append((ObjectChange(anchor: row[0], kind: .route, uuid: uuid, objectType: .workoutRoute), true))
                }
            }
            for (table, kind, type) in [("courses", ObjectChange.Kind.course, ObjectType.course),
                                        ("waypoints", .waypoint, .waypoint)]
            where query.filter == nil || query.filter == type {
                // Courses and waypoints have no date or activity: only the plain query selects them.
                guard query.predicate == nil else { continue }
                for row in try context.database.fetchAll("SELECT id, uuid FROM \(table) WHERE id > ? ORDER BY id LIMIT ?",
                                                         [query.anchor, limit]) {
                    changes.append((ObjectChange(anchor: row[0], kind: kind, uuid: UUID(blob: row[1]) ?? UUID(),
                                                 objectType: type), true))
                }
            }
            let sampleType: QuantityType?
            switch query.filter {
            case .quantity(let type): sampleType = type
            default: sampleType = nil
            }
            if query.filter == nil || sampleType != nil {
                let samplePredicate = try PredicateSQL.compile(query.predicate, subject: .samples, type: sampleType, on: context.database)
                var typeCondition = "TRUE"
                var arguments: StoreArguments = [query.anchor]
                if let sampleType {
                    typeCondition = "s.type_id = (SELECT id FROM quantity_types WHERE identifier = ?)"
                    arguments += [sampleType.identifier]
                }
                arguments += samplePredicate.arguments
                arguments += [limit]
                try context.database.forEachRow("""
                    SELECT s.id, s.uuid, s.type_id FROM samples s LEFT JOIN workouts w ON w.id = s.workout_id
                    WHERE s.id > ? AND \(typeCondition) AND \(samplePredicate.sql) ORDER BY s.id LIMIT ?
                    """, arguments) { row in
                    guard let type = try context.quantityType(id: row[2]) else { return }
                    let uuid = UUID(blob: row[1]) ?? UUID()
                    changes.append((ObjectChange(anchor: row[0], kind: .sample, uuid: uuid, objectType: .quantity(type)), true))
                }
            }
            // Category samples, correlations and activity summaries have no workout: a condition
            // on the workout matches none of them, one on dates, sources, devices or metadata applies.
            changes += try context.healthRecordChanges(
                after: query.anchor, filter: query.filter, predicate: query.predicate, limit: limit).map { ($0, true) }
            var deletedArguments: StoreArguments = [query.anchor]
            var deletedCondition = "TRUE"
            if let filter = query.filter {
                deletedCondition = "object_type = ?"
                deletedArguments += [filter.identifier]
            }
            deletedArguments += [limit]
            for row in try context.database.fetchAll("""
                SELECT anchor, kind, uuid, object_type FROM deleted_objects
                WHERE anchor > ? AND \(deletedCondition) ORDER BY anchor LIMIT ?
                """, deletedArguments) {
                guard let kind = ObjectChange.Kind(rawValue: row[1]),
                      let objectType = ObjectType(parsing: row[3]) ?? context.customType(identifier: row[3])
                else { continue }
                let uuid = UUID(blob: row[2]) ?? UUID()
                changes.append((ObjectChange(anchor: row[0], kind: kind, uuid: uuid, objectType: objectType), false))
            }
            if query.filter == nil || sampleType != nil {
                // Series values come last: with a limit, the page ends at or before `pageEnd`, an
                // anchor with at least `limit` changes up to it, and a chunk whose first anchor
                // (its id) is past it holds none of the page's changes. Chunks come in id order,
                // so the reading ends at the first such one: a page decodes the chunks its
                // anchors fall in, not every later one. The values are kept as plain values
                // (anchor, UUID, stored type), quick to sort, until the page is known.
                var pageEnd = Int64.max
                if limit != Int.max, changes.count >= limit {
                    changes.sort { $0.change.anchor < $1.change.anchor }
                    changes.removeLast(changes.count - limit)
                    pageEnd = Int64(changes.last?.change.anchor ?? query.anchor)
                }
                var values: [(anchor: Int64, uuid: UUID, typeID: Int64)] = []
                var chunkCondition = "c.last_anchor > ? AND c.id <= ?"
                var chunkArguments: StoreArguments = [query.anchor, pageEnd]
                if let sampleType {
                    chunkCondition += " AND c.type_id = (SELECT id FROM quantity_types WHERE identifier = ?)"
                    chunkArguments += [sampleType.identifier]
                }
                var filters: [Int64: SeriesFilter?] = [:]
                try context.forEachSeriesChunk(where: chunkCondition, arguments: chunkArguments, stopsAt: { $0 > pageEnd }) { chunk, packed in
                    guard let type = try context.quantityType(id: chunk.typeID) else { return }
                    if filters[chunk.typeID] == nil { filters[chunk.typeID] = try context.seriesFilter(query.predicate, type: type) }
                    let filter = filters[chunk.typeID] ?? nil
                    for sample in packed where sample.anchor > query.anchor && sample.anchor <= pageEnd {
                        if let filter, !filter(sample, chunk) { continue }
                        values.append((sample.anchor, sample.uuid, chunk.typeID))
                    }
                    // With a limit, memory stays within a few times the limit: the values past
                    // the first `limit` are not in the page.
                    if limit != Int.max, values.count >= (pageEnd == Int64.max ? limit : 2 * limit + SeriesChunk.capacity) {
                        values.sort { $0.anchor < $1.anchor }
                        values.removeLast(values.count - limit)
                        pageEnd = min(pageEnd, values.last?.anchor ?? Int64(query.anchor))
                    }
                }
                values.sort { $0.anchor < $1.anchor }
                for value in values {
                    guard let type = try context.quantityType(id: value.typeID) else { continue }
                    changes.append((ObjectChange(anchor: Int(value.anchor), kind: .sample, uuid: value.uuid, objectType: .quantity(type)), true))
                }
            }

            changes.sort { $0.change.anchor < $1.change.anchor }
            var newAnchor = try context.currentAnchor()
            if changes.count >= limit {
                // Each kind was read up to the limit, so more may follow: continue after the last one kept.
                changes.removeLast(changes.count - limit)
                newAnchor = changes.last?.change.anchor ?? query.anchor
            }
            return AnchoredObjectResult(
                added: changes.filter(\.added).map(\.change), deleted: changes.filter { !$0.added }.map(\.change),
                newAnchor: max(newAnchor, query.anchor))
        }
    }

    /// Hands the locations of a route (any version) out in batches of at most
    /// `batchSize`, in order; `done` is true on the last call (which may be empty for
    /// an empty route). Memory stays at one batch plus one chunk. `body` runs inside a
    /// read transaction: it must not call the store.
    ///
    /// - Throws: ``StoreError/unknownRoute(_:)``, or whatever `body` throws.
    public func enumerateLocations(
        ofRoute routeUUID: UUID, batchSize: Int, _ body: (_ batch: [Location], _ done: Bool) throws -> Void
    ) throws {
        let size = max(1, batchSize)
        try readTransaction { context in
            guard let row = try context.database.fetchOne(
                "SELECT id, location_count FROM routes WHERE uuid = ?", [routeUUID])
            else { throw StoreError.unknownRoute(routeUUID) }
            let total: Int = row[1]
            var delivered = 0
            var batch: [Location] = []
            batch.reserveCapacity(min(size, LocationChunk.capacity * 2))
            try context.forEachLocationChunk(routeID: row[0]) { data, format, count in
                try LocationChunk.decode(data, format: format, count: count, into: &batch)
                while batch.count >= size {
                    let out = Array(batch.prefix(size))
                    batch.removeFirst(size)
                    delivered += out.count
                    try body(out, delivered >= total && batch.isEmpty)
                }
            }
            if !batch.isEmpty || delivered == 0 || delivered < total {
                try body(batch, true)
            }
        }
    }
}

/// The columns read for a workout, and their positions.
enum WorkoutRow {
    static let columns = """
        w.id, w.uuid, w.activity_type, w.start, w."end", w.duration, w.energy_value, w.energy_unit, \
        w.distance_value, w.distance_unit, w.source_id, w.device_id, w.sync_identifier, w.sync_version, \
        w.sample_count, w.heart_rate_count, w.location_count, w.creation_date
        """
    static let id = 0, sampleCount = 14, heartRateCount = 15, locationCount = 16
}

/// The columns read for a route (without its locations), and their positions.
enum RouteRow {
    static let columns = """
        r.id, r.uuid, r.sync_identifier, r.sync_version, r.source_id, r.source_version, r.device_id, \
        r.creation_date, r.start, r."end"
        """
    static let id = 0
}

/// The columns read for a sample, and their positions.
enum SampleRow {
    static let columns = """
        s.id, s.uuid, s.type_id, s.start, s."end", s.value, s.original_value, s.original_unit, \
        s.source_id, s.device_id, s.flags, (SELECT device_id FROM workouts WHERE id = s.workout_id), \
        s.creation_date, s.source_version
        """
}

extension ReadContext {
    /// A workout (with its events and activities) from a row of ``WorkoutRow/columns``.
    func workout(from row: StoreRow) throws -> Workout {
        let workoutID: Int64 = row[0]
        let events = try database.fetchAll(
            "SELECT id, type, date, duration FROM workout_events WHERE workout_id = ? ORDER BY id", [workoutID])
        let eventMetadata = try metadata(of: .event, ids: events.map { $0[0] })
        let activities = try database.fetchAll("""
            SELECT id, uuid, activity_type, start, "end", duration, energy_value, energy_unit, distance_value, distance_unit
            FROM workout_activities WHERE workout_id = ? ORDER BY id
            """, [workoutID])
        let activityMetadata = try metadata(of: .activity, ids: activities.map { $0[0] })
        return Workout(
            uuid: UUID(blob: row[1]) ?? UUID(),
            activityType: WorkoutActivityType(rawValue: row[2]) ?? .other,
            start: Date(stored: row[3]), end: Date(stored: row[4]), duration: row[5],
            totalEnergyBurned: Self.quantity(row[6], row[7]), totalDistance: Self.quantity(row[8], row[9]),
            source: try source(id: row[10]), device: try device(id: row[11]),
            syncIdentifier: row[12], syncVersion: row[13],
            metadata: try metadata(of: .workout, id: workoutID),
            events: events.map { event in
                WorkoutEvent(
                    type: WorkoutEvent.EventType(rawValue: event[1]) ?? .marker, date: Date(stored: event[2]),
                    duration: event[3], metadata: eventMetadata[event[0]] ?? [:])
            },
            activities: activities.map { activity in
                WorkoutActivity(
                    uuid: UUID(blob: activity[1]) ?? UUID(),
                    activityType: WorkoutActivityType(rawValue: activity[2]) ?? .other,
                    start: Date(stored: activity[3]), end: Date(stored: activity[4]), duration: activity[5],
                    totalEnergyBurned: Self.quantity(activity[6], activity[7]),
                    totalDistance: Self.quantity(activity[8], activity[9]),
                    metadata: activityMetadata[activity[0]] ?? [:])
            },
            creationDate: (row[17] as Double?).map(Date.init(stored:)))
    }

    /// A route (with its metadata, without its locations) from a row of ``RouteRow/columns``.
    /// A workout's current routes (not the versions they superseded), in the order they were
    /// saved, without their locations, each with its stored id.
    func currentRoutes(ofWorkout workoutID: Int64) throws -> [(id: Int64, route: WorkoutRoute)] {
        try database.fetchAll("""
            SELECT \(RouteRow.columns) FROM routes r
            WHERE r.workout_id = ? AND r.superseded_by IS NULL ORDER BY r.id
            """, [workoutID]).map { ($0[RouteRow.id], try route(from: $0)) }
    }

    func route(from row: StoreRow) throws -> WorkoutRoute {
        WorkoutRoute(
            uuid: UUID(blob: row[1]) ?? UUID(), syncIdentifier: row[2], syncVersion: row[3],
            metadata: try metadata(of: .route, id: row[0]), source: try (row[4] as Int64?).map { try source(id: $0) },
            sourceVersion: row[5], device: try device(id: row[6]), creationDate: (row[7] as Double?).map(Date.init(stored:)),
            startDate: (row[8] as Double?).map(Date.init(stored:)), endDate: (row[9] as Double?).map(Date.init(stored:)))
    }

    static func quantity(_ value: Double?, _ unit: String?) -> Quantity? {
        guard let value, let unit else { return nil }
        return Quantity(value, QuantityUnit(symbol: unit))
    }

    /// Samples from rows of ``SampleRow/columns``. With `effectiveSourceAndDevice` every
    /// sample carries its source and device (the workout's when it named none), as a
    /// query answer should; without, they stay `nil` as saved, as a recording keeps them.
    func samples(
        sql: String, arguments: StoreArguments, effectiveSourceAndDevice: Bool
    ) throws -> [(anchor: Int64, sample: QuantitySample)] {
        var samples: [(anchor: Int64, sample: QuantitySample)] = []
        var withMetadata: [(index: Int, id: Int64)] = []
        var withHeartbeats: [(index: Int, id: Int64)] = []
        var currentType: (id: Int64, type: QuantityType)?
        try database.forEachRow(sql, arguments) { row in
            let typeID: Int64 = row[2]
            let type: QuantityType
            if let currentType, currentType.id == typeID {
                type = currentType.type
            } else {
                guard let found = try quantityType(id: typeID) else { return }
                type = found
                currentType = (typeID, found)
            }
            let flags: Int64 = row[10]
            let quantity: Quantity
            if let original = row[6] as Double?, let unit = Self.quantity(original, row[7]) {
                quantity = unit
            } else {
                quantity = Quantity(row[5], type.canonicalUnit)
            }
            let explicitSource = flags & SampleFlags.explicitSource != 0
            let source: Source? = explicitSource || effectiveSourceAndDevice ? try self.source(id: row[8]) : nil
            let deviceID: Int64? = row[9] ?? (effectiveSourceAndDevice ? row[11] : nil)
            samples.append((row[0], QuantitySample(
                uuid: UUID(blob: row[1]) ?? UUID(), type: type, quantity: quantity,
                start: Date(stored: row[3]), end: Date(stored: row[4]),
                source: source, device: try device(id: deviceID),
                creationDate: (row[12] as Double?).map(Date.init(stored:)), sourceVersion: row[13])))
            if flags & SampleFlags.hasMetadata != 0 { withMetadata.append((samples.count - 1, row[0])) }
            if flags & SampleFlags.hasHeartbeats != 0 { withHeartbeats.append((samples.count - 1, row[0])) }
        }
        if !withMetadata.isEmpty {
            let metadata = try metadata(of: .sample, ids: withMetadata.map(\.id))
            for (index, id) in withMetadata { samples[index].sample.metadata = metadata[id] ?? [:] }
        }
        if !withHeartbeats.isEmpty {
            let heartbeats = try heartbeats(of: .sample, ids: withHeartbeats.map(\.id))
            for (index, id) in withHeartbeats { samples[index].sample.heartbeats = heartbeats[id] }
        }
        return samples
    }

    /// Calls `body` with each packed chunk of a route, in order: its bytes, its format and
    /// its count (for ``LocationChunk/decode(_:format:count:into:)``).
    func forEachLocationChunk(routeID: Int64, _ body: (Data, Int64, Int) throws -> Void) throws {
        try database.forEachRow("SELECT count, data, format FROM route_chunks WHERE route_id = ? ORDER BY chunk", [routeID]) { row in
            try body(row[1], row[2], row[0])
        }
    }

    /// A quantity type not known to the model, as recorded in the store.
    func customType(identifier: String) -> ObjectType? {
        guard let row = try? database.fetchOne("SELECT id FROM quantity_types WHERE identifier = ?", [identifier]),
            let type = try? quantityType(id: row[0])
        else { return nil }
        return .quantity(type)
    }
}
