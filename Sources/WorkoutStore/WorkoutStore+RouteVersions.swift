import Foundation
import WorkoutModel

/// One version of a workout's route, as `route history` lists it.
///
/// Every change to a route is saved as a new version with the same sync identifier
/// and the next sync version; the versions before it stay readable. Versions are
/// numbered from 1 (the route as it was imported) in the order they were saved.
public struct RouteVersion: Hashable, Sendable {
    /// The operation of a route as it was imported.
    public static let importOperation = "import"
    /// The operation that makes an earlier version current again; its parameter
    /// `version` is the version restored.
    public static let revertOperation = "revert"

    /// The position in the route's history, from 1.
    public var version: Int
    /// The UUID of this version (each version is a route of its own).
    public var uuid: UUID
    public var syncIdentifier: String?
    public var syncVersion: Int
    /// When the version was saved; `nil` for routes saved by a workoutkit that did not record it.
    public var createdAt: Date?
    /// What made this version: ``importOperation``, ``revertOperation``, or a route
    /// processing operation name (`clean`, `smooth`, `simplify`, ...).
    public var operation: String
    /// The operation's parameters, in SI units.
    public var parameters: [String: Double]
    public var locationCount: Int
    /// Whether this is the version queries and exports see.
    public var isCurrent: Bool

    public init(
        version: Int, uuid: UUID, syncIdentifier: String?, syncVersion: Int, createdAt: Date?, operation: String,
        parameters: [String: Double], locationCount: Int, isCurrent: Bool
    ) {
        self.version = version
        self.uuid = uuid
        self.syncIdentifier = syncIdentifier
        self.syncVersion = syncVersion
        self.createdAt = createdAt
        self.operation = operation
        self.parameters = parameters
        self.locationCount = locationCount
        self.isCurrent = isCurrent
    }
}

extension WorkoutStore {
    /// Every version of the workout's route, oldest (version 1) first; the last is current.
    ///
    /// - Throws: ``StoreError/unknownWorkout(_:)``, ``StoreError/noRoute(workout:)`` or
    ///   ``StoreError/severalRoutes(workout:count:)``.
    public func routeHistory(workout workoutUUID: UUID) throws -> [RouteVersion] {
        try readTransaction { context in
            try context.routeHistory(workoutID: try context.workoutID(workoutUUID), workout: workoutUUID).map(\.version)
        }
    }

    /// The workout's route with its locations: the current version, or version `version`
    /// of its history.
    ///
    /// - Throws: the errors of ``routeHistory(workout:)`` and
    ///   ``StoreError/unknownRouteVersion(workout:version:latest:)``.
    public func route(workout workoutUUID: UUID, version: Int? = nil) throws -> WorkoutRoute {
        try readTransaction { context in
            let history = try context.routeHistory(workoutID: try context.workoutID(workoutUUID), workout: workoutUUID)
            let entry = try Self.entry(of: history, version: version, workout: workoutUUID)
            return try context.route(entry)
        }
    }

    /// Saves `locations` as the next version of a route, replacing the current version
    /// `routeUUID`: same sync identifier, sync version + 1, a new UUID, the operation and
    /// its parameters, and `createdAt`. The route's metadata carries over. Anchored
    /// queries report `routeUUID` deleted and the new version added; the replaced
    /// version stays in the history.
    ///
    /// - Throws: ``StoreError/unknownRoute(_:)``, ``StoreError/routeNotCurrent(_:)`` when
    ///   another version was saved since `routeUUID` was read,
    ///   ``StoreError/notAuthorized(source:type:action:)`` when the workout's source may
    ///   not share routes, and ``StoreError/invalid(_:)`` for an empty operation name,
    ///   a parameter that is not a finite number, or a location time out of range.
    @discardableResult
    public func saveRouteVersion(
        replacing routeUUID: UUID, locations: RouteLocations, operation: String, parameters: [String: Double],
        createdAt: Date = Date()
    ) throws -> RouteVersion {
        guard !operation.isEmpty else { throw StoreError.invalid("a route version needs an operation name") }
        for (name, value) in parameters where !value.isFinite {
            throw StoreError.invalid("route operation \(operation): parameter \(name) is not a finite number")
        }
        try Validation.check(locations, route: routeUUID)
        return try writeTransaction { context in
            try context.takeAnchorLock()
            guard let row = try context.database.fetchOne(
                "SELECT id, workout_id, superseded_by FROM routes WHERE uuid = ?", [routeUUID])
            else { throw StoreError.unknownRoute(routeUUID) }
            guard (row[2] as Int64?) == nil else { throw StoreError.routeNotCurrent(routeUUID) }
            let history = try context.routeHistory(endingAt: row[0], workoutID: row[1])
            return try context.insertRouteVersion(
                after: history, workoutID: row[1], operation: operation, parameters: parameters, createdAt: createdAt,
                locationCount: locations.count
            ) { routeID in
                try context.insertLocationChunks(locations, routeID: routeID)
            }
        }
    }

    /// Makes version `version` of the workout's route current again, as a new version
    /// (operation ``RouteVersion/revertOperation``, parameter `version`) holding that
    /// version's locations and metadata.
    ///
    /// - Throws: the errors of ``routeHistory(workout:)``,
    ///   ``StoreError/unknownRouteVersion(workout:version:latest:)`` and
    ///   ``StoreError/notAuthorized(source:type:action:)``.
    @discardableResult
    public func revertRoute(workout workoutUUID: UUID, to version: Int, createdAt: Date = Date()) throws -> RouteVersion {
        try writeTransaction { context in
            try context.takeAnchorLock()
            let workoutID = try context.workoutID(workoutUUID)
            let history = try context.routeHistory(workoutID: workoutID, workout: workoutUUID)
            let restored = try Self.entry(of: history, version: version, workout: workoutUUID)
            return try context.insertRouteVersion(
                after: history, workoutID: workoutID, operation: RouteVersion.revertOperation,
                parameters: ["version": Double(version)], createdAt: createdAt, locationCount: restored.version.locationCount,
                metadataFrom: restored.id
            ) { routeID in
                try context.database.execute(
                    "INSERT INTO route_chunks (route_id, chunk, count, data, format) SELECT ?, chunk, count, data, format FROM route_chunks WHERE route_id = ?",
                    [routeID, restored.id])
            }
        }
    }

    private static func entry(of history: [StoredRouteVersion], version: Int?, workout: UUID) throws -> StoredRouteVersion {
        guard let last = history.last else { throw StoreError.noRoute(workout: workout.uuidString) }
        guard let version else { return last }
        guard version >= 1, version <= history.count else {
            throw StoreError.unknownRouteVersion(workout: workout.uuidString, version: version, latest: history.count)
        }
        return history[version - 1]
    }
}

/// A route version with its row id.
struct StoredRouteVersion {
    var id: Int64
    var version: RouteVersion
}

extension ReadContext {
    func workoutID(_ uuid: UUID) throws -> Int64 {
        guard let row = try database.fetchOne("SELECT id FROM workouts WHERE uuid = ?", [uuid]) else {
            throw StoreError.unknownWorkout(uuid.uuidString)
        }
        return row[0]
    }

    /// The history of the workout's one route.
    func routeHistory(workoutID: Int64, workout: UUID) throws -> [StoredRouteVersion] {
        let current = try database.fetchAll(
            "SELECT id FROM routes WHERE workout_id = ? AND superseded_by IS NULL ORDER BY id", [workoutID]
        ).map { $0[0] as Int64 }
        guard let last = current.first else { throw StoreError.noRoute(workout: workout.uuidString) }
        guard current.count == 1 else { throw StoreError.severalRoutes(workout: workout.uuidString, count: current.count) }
        return try routeHistory(endingAt: last, workoutID: workoutID)
    }

    /// The versions that lead to route `routeID` (each superseded by the next), oldest first.
    func routeHistory(endingAt routeID: Int64, workoutID: Int64) throws -> [StoredRouteVersion] {
        let rows = try database.fetchAll("""
            SELECT id, uuid, sync_identifier, sync_version, created_at, operation, parameters, location_count, superseded_by
            FROM routes WHERE workout_id = ?
            """, [workoutID])
        var rowsByID: [Int64: StoreRow] = [:]
        var predecessor: [Int64: Int64] = [:]
        for row in rows {
            rowsByID[row[0]] = row
            if let successor = row[8] as Int64? { predecessor[successor] = row[0] }
        }
        var chain: [StoreRow] = []
        var next: Int64? = routeID
        // A chain never holds more rows than the workout has (this also stops a damaged cycle).
        while let id = next, let row = rowsByID[id], chain.count < rows.count {
            chain.append(row)
            next = predecessor[id]
        }
        return try chain.reversed().enumerated().map { index, row in
            let parametersText: String = row[6]
            guard let parameters = try? JSONDecoder().decode([String: Double].self, from: Data(parametersText.utf8)) else {
                throw StoreError.database("the parameters of a route version in the store are damaged")
            }
            let uuid: Data = row[1]
            return StoredRouteVersion(id: row[0], version: RouteVersion(
                version: index + 1, uuid: UUID(blob: uuid) ?? UUID(), syncIdentifier: row[2], syncVersion: row[3],
                createdAt: (row[4] as Double?).map(Date.init(stored:)), operation: row[5], parameters: parameters,
                locationCount: row[7], isCurrent: (row[8] as Int64?) == nil))
        }
    }

    /// One route version with its locations and metadata.
    func route(_ entry: StoredRouteVersion) throws -> WorkoutRoute {
        guard let row = try database.fetchOne("SELECT \(RouteRow.columns) FROM routes r WHERE r.id = ?", [entry.id])
        else { throw StoreError.database("a route version in the store has no row") }
        var route = try self.route(from: row)
        route.locations.reserveCapacity(entry.version.locationCount)
        try forEachLocationChunk(routeID: entry.id) { data, format, count in
            try LocationChunk.decode(data, format: format, count: count, into: &route.locations)
        }
        return route
    }
}

extension WriteContext {
    /// Saves a new current version after the last of `history`: the replaced version
    /// gets a tombstone and `superseded_by`, the new one the next anchor, the workout's
    /// location count follows, and `writeLocations` fills the new route's chunks.
    /// Metadata, and the route's own source, version, device, creation date and stated dates,
    /// are copied from `metadataFrom` (default: the replaced version).
    func insertRouteVersion(
        after history: [StoredRouteVersion], workoutID: Int64, operation: String, parameters: [String: Double],
        createdAt: Date, locationCount: Int, metadataFrom: Int64? = nil, writeLocations: (Int64) throws -> Void
    ) throws -> RouteVersion {
        guard let current = history.last else { throw StoreError.database("a route version has no history") }
        let sourceName: String = try database.fetchOne("""
            SELECT s.name FROM workouts w JOIN sources s ON s.id = w.source_id WHERE w.id = ?
            """, [workoutID]).map { $0[0] } ?? ""
        try checkAuthorization(source: sourceName, type: .workoutRoute, action: .share)
        let (syncVersion, overflow) = current.version.syncVersion.addingReportingOverflow(1)
        guard !overflow else {
            throw StoreError.invalid("route \(current.version.uuid.uuidString) has the highest possible sync version")
        }
        guard Validation.dateRange.contains(createdAt.stored) else {
            throw StoreError.invalid("a route version's creation time is out of range")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let parametersText = String(decoding: try encoder.encode(parameters), as: UTF8.self)

        try database.execute(
            "INSERT INTO deleted_objects (anchor, kind, uuid, object_type) VALUES (?, 'route', ?, ?)",
            [try nextAnchors(1), current.version.uuid, ObjectType.workoutRoute.identifier])
        let routeID = try nextAnchors(1)
        let version = RouteVersion(
            version: history.count + 1, uuid: UUID(), syncIdentifier: current.version.syncIdentifier,
            syncVersion: syncVersion, createdAt: createdAt, operation: operation, parameters: parameters,
            locationCount: locationCount, isCurrent: true)
        try database.execute("""
            INSERT INTO routes (id, uuid, workout_id, sync_identifier, sync_version, location_count,
                operation, parameters, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, [
                routeID, version.uuid, workoutID, version.syncIdentifier, syncVersion, locationCount, operation,
                parametersText, createdAt.stored,
            ])
        try database.execute("UPDATE routes SET superseded_by = ? WHERE id = ?", [routeID, current.id])
        let values = database.dialect.metadataValueColumns
        try database.execute("""
            INSERT INTO metadata (owner_kind, owner_id, key, kind, \(values), unit)
            SELECT owner_kind, ?, key, kind, \(values), unit FROM metadata WHERE owner_kind = ? AND owner_id = ?
            """, [routeID, MetadataOwner.route.rawValue, metadataFrom ?? current.id])
        try database.execute("""
            UPDATE routes SET (source_id, source_version, device_id, creation_date, start, "end") =
                (SELECT source_id, source_version, device_id, creation_date, start, "end" FROM routes WHERE id = ?)
            WHERE id = ?
            """, [metadataFrom ?? current.id, routeID])
        try writeLocations(routeID)
        try database.execute(
            "UPDATE workouts SET location_count = location_count - ? + ?, points_in_time_order = NULL WHERE id = ?",
            [current.version.locationCount, locationCount, workoutID])
        noteChange(.workoutRoute)
        return version
    }
}
