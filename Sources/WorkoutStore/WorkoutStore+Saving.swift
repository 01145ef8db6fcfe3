import Foundation
import GRDB
import WorkoutModel

extension WorkoutStore {
    /// Saves one recording (its workout, events, activities, samples and routes) in one
    /// transaction, following the sync identifier and version rules of ``SyncVersioning``.
    ///
    /// A recording is identified by its source name and sync identifier, or by its
    /// workout UUID when it has no sync identifier.
    @discardableResult
    public func save(_ recording: WorkoutRecording, versioning: SyncVersioning = .explicit) throws -> SaveOutcome {
        let outcomes = try save([recording], versioning: versioning)
        guard let outcome = outcomes.first else { throw StoreError.database("saving returned no outcome") }
        return outcome
    }

    /// Saves all recordings in ONE transaction (a file is imported as one unit): all or none.
    /// Returns one outcome per recording, in order.
    @discardableResult
    public func save(_ recordings: [WorkoutRecording], versioning: SyncVersioning = .explicit) throws -> [SaveOutcome] {
        try save(recordings.map(PreparedRecording.init), versioning: versioning)
    }

    /// Saves recordings prepared beforehand (perhaps on other threads) in ONE transaction,
    /// as ``save(_:versioning:)-([WorkoutRecording],_)`` does.
    @discardableResult
    public func save(_ recordings: [PreparedRecording], versioning: SyncVersioning = .explicit) throws -> [SaveOutcome] {
        try writeTransaction { context in
            try recordings.map { try context.save($0, versioning: versioning) }
        }
    }

    /// Attaches more samples to a saved workout. The workout keeps the content digest
    /// of the recording it was saved from, so saving that recording again is still `unchanged`;
    /// whether its points go forward in time is no longer known (`PointTimeOrder`).
    ///
    /// - Throws: ``StoreError/unknownWorkout(_:)`` when no saved workout has that UUID.
    public func add(_ samples: [QuantitySample], to workoutUUID: UUID) throws {
        for sample in samples { try Validation.check(sample) }
        try writeTransaction { context in
            try context.takeAnchorLock()
            guard let row = try context.database.fetchOne(
                "SELECT w.id, w.source_id, s.name FROM workouts w JOIN sources s ON s.id = w.source_id WHERE w.uuid = ?",
                [workoutUUID])
            else { throw StoreError.unknownWorkout(workoutUUID.uuidString) }
            let workoutID: Int64 = row[0]
            try context.checkShare(workoutSource: row[2], samples: samples.forEachInPlace)
            let counts = try context.insertSamples(
                count: samples.count, samples.forEachInPlace, workoutID: workoutID, workoutSourceID: row[1])
            try context.database.execute("""
                UPDATE workouts SET sample_count = sample_count + ?, heart_rate_count = heart_rate_count + ?,
                    points_in_time_order = NULL WHERE id = ?
                """, [counts.samples, counts.heartRates, workoutID])
        }
    }

    /// Deletes workouts with everything attached to them (samples, events, activities,
    /// every route version), leaving tombstones for anchored queries.
    ///
    /// - Throws: ``StoreError/unknownWorkout(_:)`` for a UUID not in the store (then nothing is deleted).
    public func delete(workouts uuids: [UUID]) throws {
        try writeTransaction { context in try context.deleteWorkouts(uuids) }
    }

    /// Saves recordings, then deletes workouts, in ONE transaction: all or none. For an edit
    /// that puts several stored workouts into one (a combination, duplicates merged into the
    /// one kept): the result is saved (as a next version under `versioning`) and the workouts
    /// now in it are deleted (tombstones, as ``delete(workouts:)``), or, when either fails,
    /// the store is as it was. Returns one outcome per recording, in order.
    ///
    /// - Throws: ``StoreError/unknownWorkout(_:)`` for a UUID to delete that is not in the store
    ///   (deleted meanwhile), and the errors of saving; then nothing is saved or deleted.
    @discardableResult
    public func save(_ recordings: [WorkoutRecording], versioning: SyncVersioning = .explicit,
                     deleting uuids: [UUID]) throws -> [SaveOutcome] {
        let prepared = try recordings.map(PreparedRecording.init)
        return try writeTransaction { context in
            let outcomes = try prepared.map { try context.save($0, versioning: versioning) }
            try context.deleteWorkouts(uuids)
            return outcomes
        }
    }
}

extension WriteContext {
    /// Deletes the workouts of `uuids` with everything attached to them (see ``WorkoutStore/delete(workouts:)``).
    ///
    /// - Throws: ``StoreError/unknownWorkout(_:)`` for a UUID not in the store.
    func deleteWorkouts(_ uuids: [UUID]) throws {
        try takeAnchorLock()
        for uuid in uuids {
            guard let row = try database.fetchOne("SELECT id FROM workouts WHERE uuid = ?", [uuid])
            else { throw StoreError.unknownWorkout(uuid.uuidString) }
            try deleteWorkout(id: row[0])
        }
    }

    /// Saves one recording under the versioning rules (see ``WorkoutStore/save(_:versioning:)``).
    func save(_ prepared: PreparedRecording, versioning: SyncVersioning) throws -> SaveOutcome {
        let recording = prepared.recording
        let workout = recording.workout
        try checkShare(recording)
        let stored = try storedVersion(of: workout)
        if let stored, stored.digest == prepared.contentDigest(comparableTo: stored.digest) {
            return SaveOutcome(uuid: stored.uuid, status: .unchanged)
        }
        var saving = recording
        let replaced = try replace(stored, with: &saving.workout, versioning: versioning)
        try insert(saving, digest: prepared.contentDigest)
        return SaveOutcome(uuid: workout.uuid, status: replaced == nil ? .imported : .replaced, replacedUUID: replaced)
    }

    /// The stored workout a recording of `workout` is a version of.
    func storedVersion(of workout: Workout) throws -> StoredVersion? {
        try storedVersion(
            in: "workouts", uuid: workout.uuid, syncIdentifier: workout.syncIdentifier, sourceName: workout.source.name)
    }

    /// The stored workout or course (`table`) that a new one is a version of: the one of the
    /// same source name and sync identifier, or of the same UUID when it has none.
    ///
    /// Looked up under the anchor lock (``WriteContext/takeAnchorLock()``): the writers of one
    /// recording decide in commit order, the second finding the first's version.
    func storedVersion(in table: String, uuid: UUID, syncIdentifier: String?, sourceName: String) throws -> StoredVersion? {
        try takeAnchorLock()
        let stored: StoreRow?
        if let syncIdentifier {
            stored = try database.lookUp("""
                SELECT t.id, t.uuid, t.sync_version, t.content_digest FROM \(table) t JOIN sources s ON s.id = t.source_id
                WHERE t.sync_identifier = ? AND s.name = ? ORDER BY t.id LIMIT 1
                """, [syncIdentifier, sourceName])
        } else {
            stored = try database.lookUp("SELECT id, uuid, sync_version, content_digest FROM \(table) WHERE uuid = ?", [uuid])
        }
        guard let stored else { return nil }
        return StoredVersion(id: stored[0], uuid: UUID(blob: stored[1]) ?? uuid, syncVersion: stored[2], digest: stored[3])
    }

    /// Deletes the stored version a changed recording of `workout` replaces, after the
    /// versioning rules allow it (numbering `workout`'s sync version as they say); returns
    /// its UUID, or `nil` when there is none. `writtenWorkoutID` is the anchor of the new
    /// version when its samples are written already (a streamed recording's): the deleted
    /// version's hours are recomputed without them.
    func replace(
        _ stored: StoredVersion?, with workout: inout Workout, versioning: SyncVersioning, writtenWorkoutID: Int64? = nil
    ) throws -> UUID? {
        guard let stored else { return nil }
        workout.syncVersion = try stored.syncVersion(
            replacedBy: workout.syncVersion, identifier: workout.syncIdentifier ?? workout.uuid.uuidString,
            versioning: versioning)
        try deleteWorkout(id: stored.id, recountingWithout: writtenWorkoutID)
        return stored.uuid
    }

    // MARK: Authorization

    func checkShare(_ recording: WorkoutRecording) throws {
        let sourceName = recording.workout.source.name
        try checkAuthorization(source: sourceName, type: .workout, action: .share)
        if !recording.routes.isEmpty {
            try checkAuthorization(source: sourceName, type: .workoutRoute, action: .share)
        }
        try checkShare(workoutSource: sourceName, samples: recording.forEachSample)
    }

    /// Checks that each sample's source (`workoutSource` for those that name none) may share
    /// its type; `forEachSample` hands out the samples.
    func checkShare(
        workoutSource: String, samples forEachSample: ((borrowing QuantitySample) throws -> Void) throws -> Void
    ) throws {
        // A recording's samples come from a few sources and types, interleaved point by
        // point: the pairs checked are compared in a short list rather than hashed per sample.
        // Authorization is by the type's identifier, so only identifiers are compared (the
        // whole types compared their units' symbols too), and samples are read in place.
        // The pair after the last one found is tried first: the points repeat the order in
        // which the pairs were first met, and comparing two different identifiers costs far
        // more than comparing one with itself.
        var checked: [(source: String, identifier: String)] = []
        var last = 0
        try forEachSample { sample in
                let identifier = sample.quantityType.identifier
                let source = sample.source?.name ?? workoutSource
                if !checked.isEmpty {
                    let guess = last + 1 < checked.count ? last + 1 : 0
                    if checked[guess].identifier == identifier && checked[guess].source == source {
                        last = guess
                        return
                    }
                    if let found = checked.firstIndex(where: { $0.identifier == identifier && $0.source == source }) {
                        last = found
                        return
                    }
                }
                try checkAuthorization(source: source, type: .quantity(sample.quantityType), action: .share)
                checked.append((source, identifier))
                last = checked.count - 1
        }
    }

    // MARK: Inserting

    private func insert(_ recording: WorkoutRecording, digest: String) throws {
        let workoutID = try nextAnchors(1)
        let sourceID = try insertWorkout(recording.workout, id: workoutID, digest: digest)
        let counts = try insertSamples(
            count: recording.sampleCount, recording.forEachSample, workoutID: workoutID, workoutSourceID: sourceID)
        var locationCount = 0
        var order = PointTimeOrder()
        order.add(samplesOf: recording)
        for route in recording.routes {
            try insertRoute(route, workoutID: workoutID)
            locationCount += route.locations.count
            order.add(route)
        }
        try database.execute("""
            UPDATE workouts SET sample_count = ?, heart_rate_count = ?, location_count = ?, points_in_time_order = ? WHERE id = ?
            """, [counts.samples, counts.heartRates, locationCount, order.isForward, workoutID])
        try insertWaypoints(recording.waypoints, workoutID: workoutID, courseID: nil)
    }

    /// Inserts the workout's row under anchor `workoutID`, with its metadata, events and
    /// activities; returns its source's id. Its counts are set once its samples and routes are in.
    func insertWorkout(_ workout: Workout, id workoutID: Int64, digest: String) throws -> Int64 {
        let sourceID = try insertWorkoutRow(workout, id: workoutID, digest: digest, counts: WorkoutCounts())
        try insertWorkoutParts(workout, id: workoutID)
        return sourceID
    }

    /// Inserts the workout's row alone under anchor `workoutID`, with `counts`; returns its
    /// source's id.
    func insertWorkoutRow(_ workout: Workout, id workoutID: Int64, digest: String, counts: WorkoutCounts) throws -> Int64 {
        if try database.lookUp("SELECT 1 FROM workouts WHERE uuid = ?", [workout.uuid]) != nil {
            throw StoreError.duplicateUUID(workout.uuid)
        }
        let sourceID = try sourceID(workout.source)
        try database.execute("""
            INSERT INTO workouts (id, uuid, activity_type, start, "end", duration, energy_value, energy_unit,
                distance_value, distance_unit, source_id, device_id, sync_identifier, sync_version, content_digest,
                creation_date, sample_count, heart_rate_count, location_count, points_in_time_order)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, [
                workoutID, workout.uuid, Int64(workout.activityType.rawValue), workout.startDate.stored,
                workout.endDate.stored, workout.duration, workout.totalEnergyBurned?.value,
                workout.totalEnergyBurned?.unit.symbol, workout.totalDistance?.value, workout.totalDistance?.unit.symbol,
                sourceID, try deviceID(workout.device), workout.syncIdentifier, workout.syncVersion, digest,
                workout.creationDate?.stored, counts.samples, counts.heartRates, counts.locations, counts.pointsInTimeOrder,
            ])
        noteChange(.workout)
        return sourceID
    }

    /// Inserts what a workout holds under its anchor `workoutID` but its row: its metadata,
    /// events and activities (rows of their own, which name the workout's anchor).
    func insertWorkoutParts(_ workout: Workout, id workoutID: Int64) throws {
        try saveMetadata(workout.metadata, owner: .workout, id: workoutID)
        for event in workout.events {
            let eventID = try database.insertReturningID(
                "INSERT INTO workout_events (workout_id, type, date, duration) VALUES (?, ?, ?, ?)",
                [workoutID, event.type.rawValue, event.date.stored, event.duration])
            try saveMetadata(event.metadata, owner: .event, id: eventID)
        }
        for activity in workout.activities {
            let activityID = try database.insertReturningID("""
                INSERT INTO workout_activities (workout_id, uuid, activity_type, start, "end", duration,
                    energy_value, energy_unit, distance_value, distance_unit)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [
                    workoutID, activity.uuid, Int64(activity.activityType.rawValue), activity.startDate.stored,
                    activity.endDate.stored, activity.duration, activity.totalEnergyBurned?.value,
                    activity.totalEnergyBurned?.unit.symbol, activity.totalDistance?.value,
                    activity.totalDistance?.unit.symbol,
                ])
            try saveMetadata(activity.metadata, owner: .activity, id: activityID)
        }
    }

    /// Inserts samples of one workout, each with its own anchor (in the order given),
    /// packing dense series into chunks (see ``SeriesChunk``), and counts the discrete ones
    /// into the hourly statistics. `workoutSourceID` is the source of samples that name none.
    func insertSamples(
        count: Int, _ forEachSample: ((borrowing QuantitySample) throws -> Void) throws -> Void,
        workoutID: Int64, workoutSourceID: Int64
    ) throws -> (samples: Int, heartRates: Int) {
        guard count > 0 else { return (0, 0) }
        var inserter = try WorkoutSampleInserter(self, workoutID: workoutID, workoutSourceID: workoutSourceID)
        let firstID = try nextAnchors(count)
        var offset: Int64 = 0
        // Read in place: a copy of each sample retains and releases everything it holds.
        try forEachSample { sample in
            try withUnsafePointer(to: sample) { try inserter.insert(at: $0, id: firstID + offset) }
            offset += 1
        }
        try inserter.finish()
        return (inserter.count, inserter.heartRates)
    }

    /// Inserts samples that belong to no workout, skipping those whose UUID the store
    /// already holds (or that an earlier sample of the call has); returns how many were
    /// inserted. Each inserted sample takes the next anchor, so skipped ones leave no gap.
    /// Samples without a source are saved with `defaultSource`; every sample names its
    /// source, so none is packed into a series.
    func insertStandaloneSamples(_ samples: [QuantitySample], defaultSource: Source) throws -> Int {
        guard !samples.isEmpty else { return 0 }
        var rows = try SampleRowInserter(self, ignoringStoredUUIDs: true)
        let defaultSourceID = try sourceID(defaultSource)
        // The (source, type) pairs met last, authorized, with their rows' ids: the records of
        // an export interleave a handful of them, and comparing beats hashing strings per
        // record. At most `knownCapacity` are kept (the oldest replaced), so a file of many
        // sources costs a bounded scan.
        let knownCapacity = 16
        var known: [KnownSamplePair] = []
        var nextReplaced = 0
        let batch = StandaloneBatch()
        func saved(_ type: QuantityType) {
            batch.imported += 1
            guard !batch.notedTypes.contains(where: { $0.hasIdentifier(of: type) }) else { return }
            batch.notedTypes.append(type)
            noteChange(.quantity(type))
        }
        func insertGroup() throws {
            if batch.groupsWork, try rows.insertAll(batch.group, firstID: try upcomingAnchor) {
                _ = try nextAnchors(batch.group.count)
                for entry in batch.group { saved(entry.sample.pointee.quantityType) }
            } else {
                var skipped = false
                for entry in batch.group {
                    guard try rows.insert(entry.sample.pointee, entry.row, id: try upcomingAnchor) else {
                        skipped = true
                        continue
                    }
                    _ = try nextAnchors(1)
                    saved(entry.sample.pointee.quantityType)
                }
                batch.groupsWork = !skipped
            }
            batch.group.removeAll(keepingCapacity: true)
        }
        // Samples are read in place (a copy of each would retain and release every string it holds).
        try samples.withUnsafeBufferPointer { samples in
            guard let base = samples.baseAddress else { return }
            for offset in samples.indices {
                let sample = base + offset
                // The pairs are read in place: a copy of one (taking its row out of the array, say)
                // retained and released its source's and types' strings for every sample.
                let match: (index: Int, row: SampleRowInserter.Row, retypes: Bool)? = known.withUnsafeBufferPointer { pairs in
                    guard let first = pairs.baseAddress else { return nil }
                    for index in pairs.indices where KnownSamplePair.holds(first + index, sample) {
                        return (index, (first + index).pointee.row, (first + index).pointee.storedAs != nil)
                    }
                    return nil
                }
                let index: Int, pairRow: SampleRowInserter.Row, retypes: Bool
                if let match {
                    (index, pairRow, retypes) = match
                } else {
                    let type = sample.pointee.quantityType
                    let source = sample.pointee.source ?? defaultSource
                    try checkAuthorization(source: source.name, type: .quantity(type), action: .share)
                    let stored = try storedType(type)
                    let row = SampleRowInserter.Row(
                        typeID: stored.id,
                        sourceID: try sample.pointee.source.map { try self.sourceID($0) } ?? defaultSourceID,
                        workoutID: nil, explicitSource: true)
                    let pair = KnownSamplePair(source: sample.pointee.source, type: type,
                                               isUnlisted: QuantityType(identifier: type.identifier) == nil, row: row,
                                               storedAs: stored.retypes ? stored.type : nil)
                    if known.count < knownCapacity {
                        index = known.count
                        known.append(pair)
                    } else {
                        index = nextReplaced
                        known[index] = pair
                        nextReplaced = (nextReplaced + 1) % knownCapacity
                    }
                    (pairRow, retypes) = (row, stored.retypes)
                }
                if retypes, let storedAs = known[index].storedAs {
                    // A type the store keeps under another identifier or in another unit
                    // (see ``storedType(_:)``): the sample is saved as one of that type, on its own.
                    try insertGroup()
                    var retyped = sample.pointee
                    retyped.quantityType = storedAs
                    if try rows.insert(retyped, pairRow, id: try upcomingAnchor) {
                        _ = try nextAnchors(1)
                        saved(storedAs)
                    }
                    continue
                }
                batch.group.append((sample, pairRow))
                if batch.group.count == SampleRowInserter.rowsPerStatement { try insertGroup() }
            }
            try insertGroup()
        }
        try rows.finish()
        return batch.imported
    }

    func insertRoute(_ route: WorkoutRoute, workoutID: Int64) throws {
        let routeID = try insertRouteRow(route, workoutID: workoutID, locationCount: route.locations.count)
        try insertLocationChunks(route.locations, routeID: routeID)
    }

    /// Inserts a route's row (and metadata) under the next anchor, without its locations; returns its id.
    func insertRouteRow(_ route: WorkoutRoute, workoutID: Int64, locationCount: Int) throws -> Int64 {
        if try database.lookUp("SELECT 1 FROM routes WHERE uuid = ?", [route.uuid]) != nil {
            throw StoreError.duplicateUUID(route.uuid)
        }
        let routeID = try nextAnchors(1)
        try database.execute("""
            INSERT INTO routes (id, uuid, workout_id, sync_identifier, sync_version, location_count,
                operation, parameters, created_at, source_id, source_version, device_id, creation_date, start, "end")
            VALUES (?, ?, ?, ?, ?, ?, ?, '{}', ?, ?, ?, ?, ?, ?, ?)
            """, [
                routeID, route.uuid, workoutID, route.syncIdentifier, route.syncVersion, locationCount,
                RouteVersion.importOperation, Date().stored, try route.source.map { try sourceID($0) }, route.sourceVersion,
                try deviceID(route.device), route.creationDate?.stored, route.startDate?.stored, route.endDate?.stored,
            ])
        try saveMetadata(route.metadata, owner: .route, id: routeID)
        noteChange(.workoutRoute)
        return routeID
    }

    /// Packs `locations` into the `route_chunks` rows of one route.
    func insertLocationChunks(_ locations: RouteLocations, routeID: Int64) throws {
        for (chunk, start) in stride(from: 0, to: locations.count, by: LocationChunk.capacity).enumerated() {
            let range = start..<min(start + LocationChunk.capacity, locations.count)
            try insertLocationChunk(LocationChunk.encode(locations[range]), count: range.count, routeID: routeID, chunk: Int64(chunk))
        }
    }

    /// Inserts one `route_chunks` row: chunk `chunk` of route `routeID`, whose `data` packs
    /// `count` locations as ``LocationChunk/encode(_:)`` does.
    func insertLocationChunk(_ data: some ContiguousBytes, count: Int, routeID: Int64, chunk: Int64) throws {
        let statement = try database.bulkStatement(
            "INSERT INTO route_chunks (route_id, chunk, count, data, format) VALUES (?, ?, ?, ?, ?)", countsRows: false)
        statement.bind(1, routeID)
        statement.bind(2, chunk)
        statement.bind(3, Int64(count))
        statement.bind(5, LocationChunk.Format.compact.rawValue)
        try data.withUnsafeBytes { buffer in
            statement.bind(4, bytes: buffer)
            try statement.step()
        }
    }

    /// Inserts `count` items as the rows (`ownerColumn`, `chunk`, `count`, `data`) of one
    /// course in `table`, `capacity` items to a row, packed by `encode` (a route's chunks
    /// have a format too: ``insertLocationChunk(_:count:routeID:chunk:)``).
    func insertChunks(
        into table: String, ownerColumn: String, ownerID: Int64, count: Int, capacity: Int,
        encode: (Range<Int>) -> [UInt8]
    ) throws {
        let statement = try database.bulkStatement(
            "INSERT INTO \(table) (\(ownerColumn), chunk, count, data) VALUES (?, ?, ?, ?)", countsRows: false)
        var chunk: Int64 = 0
        for start in stride(from: 0, to: count, by: capacity) {
            let range = start..<min(start + capacity, count)
            let bytes = encode(range)
            statement.bind(1, ownerID)
            statement.bind(2, chunk)
            statement.bind(3, Int64(range.count))
            try bytes.withUnsafeBytes { buffer in
                statement.bind(4, bytes: buffer)
                try statement.step()
            }
            chunk += 1
        }
    }

    // MARK: Deleting

    /// Deletes one workout and everything attached, with a tombstone for each
    /// workout, sample and current route version. Its hours are recomputed without the samples
    /// of workout `writtenWorkoutID` too (see ``replace(_:with:versioning:writtenWorkoutID:)``).
    func deleteWorkout(id workoutID: Int64, recountingWithout writtenWorkoutID: Int64? = nil) throws {
        var hours: Set<HourKey> = []
        try database.forEachRow("""
            SELECT s.type_id, s.source_id, s.start FROM samples s JOIN quantity_types t ON t.id = s.type_id
            WHERE s.workout_id = ? AND t.aggregation = 'discrete'
            """, [workoutID]) { row in
            hours.insert(HourKey(typeID: row[0], sourceID: row[1], hour: HourKey.hour(of: row[2])))
        }
        for row in try database.fetchAll("SELECT DISTINCT type_id FROM samples WHERE workout_id = ?", [workoutID]) {
            if let quantityType = try quantityType(id: row[0]) { noteChange(.quantity(quantityType)) }
        }

        let tombstone = try database.bulkStatement(
            "INSERT INTO deleted_objects (anchor, kind, uuid, object_type) VALUES (?, 'sample', ?, ?)", countsRows: false)
        try forEachSeriesChunk(where: "c.workout_id = ?", arguments: [workoutID]) { chunk, samples in
            guard let type = try quantityType(id: chunk.typeID) else { return }
            noteChange(.quantity(type))
            for sample in samples {
                hours.insert(HourKey(typeID: chunk.typeID, sourceID: chunk.sourceID, hour: HourKey.hour(of: sample.start)))
                tombstone.bind(1, try nextAnchors(1))
                tombstone.bind(2, sample.uuid)
                tombstone.bind(3, type.identifier)
                try tombstone.step()
            }
        }
        let sampleCount: Int = try database.fetchOne("SELECT count(*) FROM samples WHERE workout_id = ?", [workoutID])?[0] ?? 0
        if sampleCount > 0 {
            let first = try nextAnchors(sampleCount)
            try database.execute("""
                INSERT INTO deleted_objects (anchor, kind, uuid, object_type)
                SELECT ? - 1 + row_number() OVER (ORDER BY s.id), 'sample', s.uuid, t.identifier
                FROM samples s JOIN quantity_types t ON t.id = s.type_id WHERE s.workout_id = ?
                """, [first, workoutID])
        }
        let routeCount: Int = try database.fetchOne(
            "SELECT count(*) FROM routes WHERE workout_id = ? AND superseded_by IS NULL", [workoutID])?[0] ?? 0
        if routeCount > 0 {
            let first = try nextAnchors(routeCount)
            try database.execute("""
                INSERT INTO deleted_objects (anchor, kind, uuid, object_type)
                SELECT ? - 1 + row_number() OVER (ORDER BY id), 'route', uuid, ?
                FROM routes WHERE workout_id = ? AND superseded_by IS NULL
                """, [first, ObjectType.workoutRoute.identifier, workoutID])
            noteChange(.workoutRoute)
        }
        try deleteWaypoints(where: "workout_id = ?", workoutID)
        try database.execute("""
            INSERT INTO deleted_objects (anchor, kind, uuid, object_type)
            SELECT ?, 'workout', uuid, ? FROM workouts WHERE id = ?
            """, [try nextAnchors(1), ObjectType.workout.identifier, workoutID])
        noteChange(.workout)

        let statements = """
            DELETE FROM metadata WHERE owner_kind = \(MetadataOwner.sample.rawValue)
                AND owner_id IN (SELECT id FROM samples WHERE workout_id = ? AND flags & \(SampleFlags.hasMetadata) <> 0);
            DELETE FROM heartbeat_series WHERE owner_kind = \(MetadataOwner.sample.rawValue)
                AND owner_id IN (SELECT id FROM samples WHERE workout_id = ? AND flags & \(SampleFlags.hasHeartbeats) <> 0);
            DELETE FROM metadata WHERE owner_kind = \(MetadataOwner.event.rawValue)
                AND owner_id IN (SELECT id FROM workout_events WHERE workout_id = ?);
            DELETE FROM metadata WHERE owner_kind = \(MetadataOwner.activity.rawValue)
                AND owner_id IN (SELECT id FROM workout_activities WHERE workout_id = ?);
            DELETE FROM metadata WHERE owner_kind = \(MetadataOwner.route.rawValue)
                AND owner_id IN (SELECT id FROM routes WHERE workout_id = ?);
            DELETE FROM metadata WHERE owner_kind = \(MetadataOwner.workout.rawValue) AND owner_id = ?;
            DELETE FROM samples WHERE workout_id = ?;
            DELETE FROM sample_series WHERE workout_id = ?;
            DELETE FROM workout_events WHERE workout_id = ?;
            DELETE FROM workout_activities WHERE workout_id = ?;
            DELETE FROM route_chunks WHERE route_id IN (SELECT id FROM routes WHERE workout_id = ?);
            DELETE FROM routes WHERE workout_id = ?;
            DELETE FROM workouts WHERE id = ?;
            """
        try database.execute(statements, Array(repeating: workoutID, count: 13))
        try flushHourlyStatistics()
        try HourlyStatisticsWriter.recompute(hours, self, excludingWorkout: writtenWorkoutID)
    }
}

/// What a workout's row counts of its recording: its samples, the heart rates among them, its
/// routes' locations, and whether its points go forward in time (`nil`: not known).
struct WorkoutCounts {
    var samples = 0
    var heartRates = 0
    var locations = 0
    var pointsInTimeOrder: Bool?
}

/// The stored version of a workout or course that a new one replaces or finds unchanged.
struct StoredVersion {
    let id: Int64
    let uuid: UUID
    let syncVersion: Int
    let digest: String

    /// The sync version of the one that replaces this one, given `given` (an error when the
    /// versioning is explicit and `given` is not higher); `identifier` names it in that error.
    func syncVersion(replacedBy given: Int, identifier: String, versioning: SyncVersioning) throws -> Int {
        switch versioning {
        case .explicit:
            guard given > syncVersion else {
                throw StoreError.syncVersionNotHigher(syncIdentifier: identifier, stored: syncVersion, given: given)
            }
            return given
        case .nextVersionOnChange:
            return max(given, syncVersion + 1)
        }
    }
}

extension Array where Element == QuantitySample {
    /// Calls `body` with each sample, read in place (a copy of each retains and releases
    /// everything it holds): the shape of ``/WorkoutModel/WorkoutRecording/forEachSample(_:)``.
    func forEachInPlace(_ body: (borrowing QuantitySample) throws -> Void) rethrows {
        try withUnsafeBufferPointer { samples in
            guard let first = samples.baseAddress else { return }
            for index in samples.indices { try body((first + index).pointee) }
        }
    }
}

/// What ``WriteContext/insertStandaloneSamples(_:defaultSource:)`` counts and gathers while it
/// saves one batch, reached by its nested functions once or twice a sample: the properties
/// of a class they share, not checked for exclusive access at run time (variables they
/// captured were, about a hundred instructions an access), as only that call reaches them,
/// one access at a time.
private final class StandaloneBatch {
    /// How many samples were saved.
    @exclusivity(unchecked) var imported = 0
    /// The types of the samples saved, each noted as changed once.
    @exclusivity(unchecked) var notedTypes: [QuantityType] = []
    /// The samples waiting to go `rowsPerStatement` at a time through one statement, while
    /// none of them is stored yet (`groupsWork`); a group that holds a stored one (a second
    /// import) is inserted one by one, and so is the group after it, until a group has none again.
    @exclusivity(unchecked) var group: [(sample: UnsafePointer<QuantitySample>, row: SampleRowInserter.Row)] = []
    @exclusivity(unchecked) var groupsWork = true

    init() {
        group.reserveCapacity(SampleRowInserter.rowsPerStatement)
    }
}

/// A (source, type) pair of standalone samples met while saving a batch, authorized, with the
/// ids its rows are stored under (see ``WriteContext/insertStandaloneSamples(_:defaultSource:)``).
private struct KnownSamplePair {
    var source: Source?
    var type: QuantityType
    /// A type the model does not list: its samples may come in several units, told apart by unit.
    var isUnlisted: Bool
    var row: SampleRowInserter.Row
    /// The type the pair's samples are saved as, when not their own (see ``WriteContext/storedType(_:)``).
    var storedAs: QuantityType?

    /// Whether the sample `sample` points to is of the pair `pair` points to, both read in
    /// place: `pair.pointee.holds(…)`, a method called on the pair in the array, copied the
    /// pair (its texts retained and released) for each sample and pair compared.
    static func holds(_ pair: UnsafePointer<KnownSamplePair>, _ sample: UnsafePointer<QuantitySample>) -> Bool {
        pair.pointee.type.hasIdentifier(of: sample.pointee.quantityType) && pair.pointee.source == sample.pointee.source
            && (!pair.pointee.isUnlisted || pair.pointee.type.canonicalUnit == sample.pointee.quantityType.canonicalUnit)
    }
}

private extension QuantityType {
    /// Whether `other` has this type's identifier, their lengths compared first: most
    /// identifiers compared per sample (against each pair and type met) are another type's,
    /// and Swift compares two different strings through a call into its runtime.
    func hasIdentifier(of other: QuantityType) -> Bool {
        identifier.utf8.count == other.identifier.utf8.count && identifier == other.identifier
    }
}
