import Foundation

/// A named place: a GPX `wpt`, a TCX `CoursePoint`, a FIT `course_point`. Beyond
/// HealthKit, which has none. A waypoint belongs to a workout (the waypoints of the file
/// it was recorded in) or to a ``Course``.
public struct Waypoint: Hashable, Sendable, Identifiable {
    public var uuid: UUID
    /// Its name (GPX `name`, TCX `Name`, FIT `name`).
    public var name: String?
    /// A comment about it (GPX `cmt`, TCX `Notes`).
    public var comment: String?
    /// A description for the user (GPX `desc`).
    public var description: String?
    /// The symbol a map shows for it (GPX `sym`).
    public var symbol: String?
    /// Its classification (GPX `type`, TCX `PointType`, FIT `course_point.type`: `Summit`, `Water`, `left`, ...).
    public var type: String?
    /// Degrees, WGS 84.
    public var latitude: Double
    /// Degrees, WGS 84.
    public var longitude: Double
    /// Metres above sea level.
    public var elevation: Double?
    public var time: Date?
    public var metadata: Metadata

    public var id: UUID { uuid }

    public init(
        uuid: UUID = UUIDGenerator.random(), name: String? = nil, comment: String? = nil, description: String? = nil,
        symbol: String? = nil, type: String? = nil, latitude: Double, longitude: Double, elevation: Double? = nil,
        time: Date? = nil, metadata: Metadata = [:]
    ) {
        self.uuid = uuid
        self.name = name
        self.comment = comment
        self.description = description
        self.symbol = symbol
        self.type = type
        self.latitude = latitude
        self.longitude = longitude
        self.elevation = elevation
        self.time = time
        self.metadata = metadata
    }
}
