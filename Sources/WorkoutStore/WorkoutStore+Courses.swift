import Foundation
import GRDB
import WorkoutModel

/// A saved course as `list` shows it: the course without its points and waypoints, and their counts.
public struct CourseSummary: Sendable {
    public var uuid: UUID
    public var name: String?
    public var source: Source
    public var syncIdentifier: String?
    public var syncVersion: Int
    public var pointCount: Int
    public var waypointCount: Int

    public init(
        uuid: UUID, name: String?, source: Source, syncIdentifier: String?, syncVersion: Int, pointCount: Int,
        waypointCount: Int
    ) {
        self.uuid = uuid
        self.name = name
        self.source = source
        self.syncIdentifier = syncIdentifier
        self.syncVersion = syncVersion
        self.pointCount = pointCount
        self.waypointCount = waypointCount
    }
}

/// What a stored ID (a UUID or an unambiguous prefix) names.
public enum StoredObjectID: Sendable, Equatable {
    case workout(UUID)
    case course(UUID)
}

extension WorkoutStore {
    /// Saves recordings and courses in ONE transaction (a file is imported as one unit): all
    /// or none. Courses follow the same identity and versioning rules as workouts (see
    /// ``SyncVersioning``). Returns one outcome per recording and per course, in order.
    @discardableResult
    public func save(
        _ recordings: [PreparedRecording], courses: [Course], versioning: SyncVersioning = .explicit
    ) throws -> (recordings: [SaveOutcome], courses: [SaveOutcome]) {
        try writeTransaction { context in
            let saved = try recordings.map { try context.save($0, versioning: versioning) }
            return (saved, try courses.map { try context.save($0, versioning: versioning) })
        }
    }

    /// The saved courses, in the order they were saved.
    public func courses() throws -> [CourseSummary] {
        try readTransaction { context in
            try context.database.fetchAll("""
                SELECT c.uuid, c.name, c.source_id, c.sync_identifier, c.sync_version, c.point_count,
                    (SELECT count(*) FROM waypoints p WHERE p.course_id = c.id)
                FROM courses c ORDER BY c.id
                """, []).map { row in
                CourseSummary(
                    uuid: UUID(blob: row[0]) ?? UUID(), name: row[1], source: try context.source(id: row[2]),
                    syncIdentifier: row[3], syncVersion: row[4], pointCount: row[5], waypointCount: row[6])
            }
        }
    }

    /// A saved course with its points and waypoints, exactly as it was saved; `nil` when unknown.
    public func course(for uuid: UUID) throws -> Course? {
        try readTransaction { context in
            guard let row = try context.database.fetchOne("""
                SELECT id, name, source_id, device_id, sync_identifier, sync_version FROM courses WHERE uuid = ?
                """, [uuid])
            else { return nil }
            let courseID: Int64 = row[0]
            var points = CoursePoints()
            for chunk in try context.database.fetchAll(
                "SELECT count, data FROM course_chunks WHERE course_id = ? ORDER BY chunk", [courseID]) {
                try CoursePointChunk.decode(chunk[1], count: chunk[0], into: &points)
            }
            return Course(
                uuid: uuid, name: row[1], source: try context.source(id: row[2]), device: try context.device(id: row[3]),
                syncIdentifier: row[4], syncVersion: row[5], metadata: try context.metadata(of: .course, id: courseID),
                points: points, waypoints: try context.waypoints(where: "course_id = ?", courseID))
        }
    }

    /// Deletes courses with their points and waypoints, leaving tombstones for anchored queries.
    ///
    /// - Throws: ``StoreError/unknownCourse(_:)`` for a UUID not in the store (then nothing is deleted).
    public func delete(courses uuids: [UUID]) throws {
        try writeTransaction { context in
            try context.takeAnchorLock()
            for uuid in uuids {
                guard let row = try context.database.fetchOne("SELECT id FROM courses WHERE uuid = ?", [uuid])
                else { throw StoreError.unknownCourse(uuid.uuidString) }
                try context.deleteCourse(id: row[0])
            }
        }
    }

    /// The workout or course a full UUID or an unambiguous UUID prefix (case-insensitive,
    /// dashes optional) names, workouts and courses together.
    ///
    /// - Throws: ``StoreError/unknownWorkout(_:)`` when nothing matches,
    ///   ``StoreError/ambiguousWorkoutID(_:matches:)`` when several workouts and no course
    ///   match, ``StoreError/ambiguousID(_:workouts:courses:)`` when courses are among several matches.
    public func resolveObjectID(_ text: String) throws -> StoredObjectID {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let hex = trimmed.uppercased().filter { $0 != "-" }
        guard !hex.isEmpty, hex.count <= 32, hex.allSatisfy({ $0.isHexDigit }) else {
            throw StoreError.unknownWorkout(text)
        }
        let (workouts, courses) = try readTransaction { context in
            func matches(_ table: String) throws -> [Data] {
                try context.database.fetchAll(
                    "SELECT uuid FROM \(table) WHERE \(context.database.uuidHex("uuid")) LIKE ? LIMIT 2", [hex + "%"]
                ).map { $0[0] }
            }
            return (try matches("workouts"), try matches("courses"))
        }
        switch (workouts.count, courses.count) {
        case (0, 0): throw StoreError.unknownWorkout(text)
        case (1, 0): return .workout(try UUID(blob: workouts[0]).orThrow(StoreError.unknownWorkout(text)))
        case (0, 1): return .course(try UUID(blob: courses[0]).orThrow(StoreError.unknownCourse(text)))
        case (_, 0): return .workout(try resolveWorkoutID(text))  // names the ambiguity as it always has
        default:
            let counts = try readTransaction { context in
                func count(_ table: String) throws -> Int {
                    try context.database.fetchOne(
                        "SELECT count(*) FROM \(table) WHERE \(context.database.uuidHex("uuid")) LIKE ?", [hex + "%"]
                    ).map { $0[0] } ?? 0
                }
                return (try count("workouts"), try count("courses"))
            }
            throw StoreError.ambiguousID(text, workouts: counts.0, courses: counts.1)
        }
    }
}

extension WorkoutStore {
    /// The course a full UUID or an unambiguous UUID prefix names.
    ///
    /// - Throws: ``StoreError/unknownCourse(_:)`` when it names no course (a workout, or
    ///   nothing), ``StoreError/ambiguousID(_:workouts:courses:)``.
    public func resolveCourseID(_ text: String) throws -> UUID {
        let resolved: StoredObjectID
        do {
            resolved = try resolveObjectID(text)
        } catch StoreError.unknownWorkout, StoreError.ambiguousWorkoutID {
            throw StoreError.unknownCourse(text)
        }
        guard case .course(let uuid) = resolved else { throw StoreError.unknownCourse(text) }
        return uuid
    }
}

extension Optional {
    /// The value, or `error` thrown when there is none.
    fileprivate func orThrow(_ error: StoreError) throws -> Wrapped {
        guard let self else { throw error }
        return self
    }
}

extension ReadContext {
    /// The waypoints of one workout or course, in the order they were saved.
    func waypoints(where condition: String, _ ownerID: Int64) throws -> [Waypoint] {
        let rows = try database.fetchAll("""
            SELECT id, uuid, name, comment, description, symbol, type, latitude, longitude, elevation, time
            FROM waypoints WHERE \(condition) ORDER BY id
            """, [ownerID])
        let metadata = try self.metadata(of: .waypoint, ids: rows.map { $0[0] })
        return rows.map { row in
            Waypoint(
                uuid: UUID(blob: row[1]) ?? UUID(), name: row[2], comment: row[3], description: row[4], symbol: row[5],
                type: row[6], latitude: row[7], longitude: row[8], elevation: row[9],
                time: (row[10] as Double?).map(Date.init(stored:)), metadata: metadata[row[0]] ?? [:])
        }
    }
}

extension WriteContext {
    /// Saves one course under the versioning rules, as ``save(_:versioning:)`` saves a recording.
    func save(_ course: Course, versioning: SyncVersioning) throws -> SaveOutcome {
        try Validation.check(course)
        try checkAuthorization(source: course.source.name, type: .course, action: .share)
        let stored = try storedVersion(
            in: "courses", uuid: course.uuid, syncIdentifier: course.syncIdentifier, sourceName: course.source.name)
        let digest = course.contentDigest
        var saving = course
        var replaced: UUID?
        if let stored {
            if stored.digest == digest { return SaveOutcome(uuid: stored.uuid, status: .unchanged) }
            saving.syncVersion = try stored.syncVersion(
                replacedBy: course.syncVersion, identifier: course.syncIdentifier ?? course.uuid.uuidString,
                versioning: versioning)
            try deleteCourse(id: stored.id)
            replaced = stored.uuid
        }
        try insert(saving, digest: digest)
        return SaveOutcome(uuid: course.uuid, status: replaced == nil ? .imported : .replaced, replacedUUID: replaced)
    }

    private func insert(_ course: Course, digest: String) throws {
        if try database.fetchOne("SELECT 1 FROM courses WHERE uuid = ?", [course.uuid]) != nil {
            throw StoreError.duplicateUUID(course.uuid)
        }
        let courseID = try nextAnchors(1)
        try database.execute("""
            INSERT INTO courses (id, uuid, name, source_id, device_id, sync_identifier, sync_version, content_digest,
                point_count)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, [
                courseID, course.uuid, course.name, try sourceID(course.source), try deviceID(course.device),
                course.syncIdentifier, course.syncVersion, digest, course.points.count,
            ])
        try saveMetadata(course.metadata, owner: .course, id: courseID)
        noteChange(.course)
        try insertChunks(into: "course_chunks", ownerColumn: "course_id", ownerID: courseID, count: course.points.count,
                         capacity: CoursePointChunk.capacity) { CoursePointChunk.encode(course.points, range: $0) }
        try insertWaypoints(course.waypoints, workoutID: nil, courseID: courseID)
    }

    /// Inserts waypoints of a workout or a course, each with its own anchor, in order.
    func insertWaypoints(_ waypoints: [Waypoint], workoutID: Int64?, courseID: Int64?) throws {
        for waypoint in waypoints {
            if try database.fetchOne("SELECT 1 FROM waypoints WHERE uuid = ?", [waypoint.uuid]) != nil {
                throw StoreError.duplicateUUID(waypoint.uuid)
            }
            let id = try nextAnchors(1)
            try database.execute("""
                INSERT INTO waypoints (id, uuid, workout_id, course_id, name, comment, description, symbol, type,
                    latitude, longitude, elevation, time)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [
                    id, waypoint.uuid, workoutID, courseID, waypoint.name, waypoint.comment, waypoint.description,
                    waypoint.symbol, waypoint.type, waypoint.latitude, waypoint.longitude, waypoint.elevation,
                    waypoint.time?.stored,
                ])
            try saveMetadata(waypoint.metadata, owner: .waypoint, id: id)
        }
        if !waypoints.isEmpty { noteChange(.waypoint) }
    }

    /// Deletes the waypoints of a workout or course (`condition` on `waypoints`), with a tombstone each.
    func deleteWaypoints(where condition: String, _ ownerID: Int64) throws {
        let count: Int = try database.fetchOne("SELECT count(*) FROM waypoints WHERE \(condition)", [ownerID])?[0] ?? 0
        guard count > 0 else { return }
        let first = try nextAnchors(count)
        try database.execute("""
            INSERT INTO deleted_objects (anchor, kind, uuid, object_type)
            SELECT ? - 1 + row_number() OVER (ORDER BY id), 'waypoint', uuid, ?
            FROM waypoints WHERE \(condition);
            DELETE FROM metadata WHERE owner_kind = \(MetadataOwner.waypoint.rawValue)
                AND owner_id IN (SELECT id FROM waypoints WHERE \(condition));
            DELETE FROM waypoints WHERE \(condition);
            """, [first, ObjectType.waypoint.identifier, ownerID, ownerID, ownerID])
        noteChange(.waypoint)
    }

    /// Deletes one course with its points and waypoints, with a tombstone for each.
    func deleteCourse(id courseID: Int64) throws {
        try deleteWaypoints(where: "course_id = ?", courseID)
        try database.execute("""
            INSERT INTO deleted_objects (anchor, kind, uuid, object_type)
            SELECT ?, 'course', uuid, ? FROM courses WHERE id = ?;
            DELETE FROM metadata WHERE owner_kind = \(MetadataOwner.course.rawValue) AND owner_id = ?;
            DELETE FROM course_chunks WHERE course_id = ?;
            DELETE FROM courses WHERE id = ?;
            """, [try nextAnchors(1), ObjectType.course.identifier, courseID, courseID, courseID, courseID])
        noteChange(.course)
    }
}
