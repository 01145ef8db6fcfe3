import Foundation

/// A planned route with no workout: a GPX `rte` or a track without times, a TCX
/// `Course`, a FIT course file. HealthKit has no such thing; workoutkit keeps it beside
/// the workouts, with the same identity and versioning rules (a course saved with the
/// ``syncIdentifier`` of an earlier one of the same source replaces it when its
/// ``syncVersion`` is higher).
public struct Course: Hashable, Sendable, Identifiable {
    public var uuid: UUID
    public var name: String?
    public var source: Source
    public var device: Device?
    public var syncIdentifier: String?
    public var syncVersion: Int
    public var metadata: Metadata
    public var points: CoursePoints
    /// The named places along the course (or, in a file of only courses, of the file).
    public var waypoints: [Waypoint]

    public var id: UUID { uuid }

    public init(
        uuid: UUID = UUIDGenerator.random(), name: String? = nil, source: Source = .unknown, device: Device? = nil,
        syncIdentifier: String? = nil, syncVersion: Int = 1, metadata: Metadata = [:],
        points: CoursePoints = CoursePoints(), waypoints: [Waypoint] = []
    ) {
        self.uuid = uuid
        self.name = name
        self.source = source
        self.device = device
        self.syncIdentifier = syncIdentifier
        self.syncVersion = syncVersion
        self.metadata = metadata
        self.points = points
        self.waypoints = waypoints
    }

    /// A digest of the course's content: everything a user could see changed, and
    /// nothing that differs from one import of the same file to the next (UUIDs, sync
    /// version). Two courses with the same digest hold the same data.
    public var contentDigest: String {
        var hasher = ContentHasher()
        hasher.add(name)
        hasher.add(source.name)
        hasher.add(source.bundleIdentifier)
        hasher.add(device)
        hasher.add(syncIdentifier)
        hasher.add(metadata)
        hasher.add(points.count)
        for index in 0..<points.count {
            let point = points[index]
            hasher.add(point.latitude)
            hasher.add(point.longitude)
            hasher.add(point.elevation)
            hasher.add(point.time?.timeIntervalSince1970)
            hasher.add(point.distance)
            // Only for a point that starts a segment, so that every other digest stays as it was.
            if point.startsSegment { hasher.add(UInt64(0x7365_676D_656E_74)) }  // "segment"
        }
        hasher.add(waypoints)
        return hasher.hexDigest
    }
}

extension ContentHasher {
    /// Waypoints, field by field (not their UUIDs).
    mutating func add(_ waypoints: [Waypoint]) {
        add(waypoints.count)
        for waypoint in waypoints {
            add(waypoint.name)
            add(waypoint.comment)
            add(waypoint.description)
            add(waypoint.symbol)
            add(waypoint.type)
            add(waypoint.latitude)
            add(waypoint.longitude)
            add(waypoint.elevation)
            add(waypoint.time?.timeIntervalSince1970)
            add(waypoint.metadata)
        }
    }
}
