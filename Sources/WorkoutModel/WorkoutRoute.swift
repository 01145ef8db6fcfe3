import Foundation

/// One point of a route, as Core Location's `CLLocation`: where and when, with
/// what the receiver said about its accuracy and motion. Unknown values are `nil`.
///
/// A point recorded without a time in a track that has times (a GPX `trkpt` without
/// `<time>` among timed ones) keeps its place in the route: its ``hasTime`` is `false`
/// and its ``timestamp`` is the time of the location before it (of the first timed
/// location, for those before it), which orders it and is never written as its time.
/// What was measured at it besides its position (a heart rate, a cadence) has no time to
/// be a sample at: it stays on the location (``values``).
public struct Location: Hashable, Sendable {
    /// When the location was recorded; for a location without a time (``hasTime``), the
    /// time of the location before it.
    public var timestamp: Date
    /// Degrees north, WGS84.
    public var latitude: Double
    /// Degrees east, WGS84.
    public var longitude: Double
    /// Metres above mean sea level.
    public var altitude: Double?
    /// Metres (radius of uncertainty).
    public var horizontalAccuracy: Double?
    /// Metres.
    public var verticalAccuracy: Double?
    /// Metres per second.
    public var speed: Double?
    /// Degrees clockwise from true north.
    public var course: Double?
    /// Whether the location was recorded with a time: `false` for a point without one in a
    /// track that has times, whose ``timestamp`` only orders it.
    public var hasTime: Bool
    /// Whether a segment of the recorded track (a GPX `trkseg`) starts at this location, where
    /// no pause and resume can say so: set only where this location or the one before it has
    /// no time (``hasTime``). Other segment breaks are the pauses and resumes of the workout.
    public var startsSegment: Bool
    /// The values measured at a location without a time (``hasTime``) other than its own
    /// fields (a heart rate, a cadence, a power, ...), in the order the point gave them:
    /// no sample holds a value without a time. Empty for every location with a time, whose
    /// values are samples at its time.
    public var values: [LocationValue]

    public init(
        timestamp: Date, latitude: Double, longitude: Double, altitude: Double? = nil,
        horizontalAccuracy: Double? = nil, verticalAccuracy: Double? = nil,
        speed: Double? = nil, course: Double? = nil, hasTime: Bool = true, startsSegment: Bool = false,
        values: [LocationValue] = []
    ) {
        self.timestamp = timestamp
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.speed = speed
        self.course = course
        self.hasTime = hasTime
        self.startsSegment = startsSegment
        self.values = values
    }

    /// Whether latitude and longitude are finite and within their ranges.
    public var hasValidCoordinate: Bool { Self.isValidCoordinate(latitude: latitude, longitude: longitude) }

    /// Whether a latitude and a longitude are finite and within their ranges: ``hasValidCoordinate``
    /// for a reader that has not made a location yet.
    @inlinable
    public static func isValidCoordinate(latitude: Double, longitude: Double) -> Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }
}

/// The route of a workout, as HealthKit's `HKWorkoutRoute`: an ordered series of
/// locations that can be re-versioned. A point recorded without a time among timed ones
/// is a location in its place whose ``Location/hasTime`` is `false`.
///
/// A route saved with the ``syncIdentifier`` of an earlier route of the same
/// source replaces it when its ``syncVersion`` is higher.
///
/// Like any HealthKit sample, a route has its own source, device, creation date and
/// dates, which an Apple Health export states (an iPhone's route of a watch's workout,
/// saved minutes after it); each is `nil` when not known, and then the workout's source
/// and device, and the first and last location's times, stand for them. None is part of
/// ``WorkoutRecording/contentDigest``.
public struct WorkoutRoute: Hashable, Sendable, Identifiable {
    public var uuid: UUID
    public var syncIdentifier: String?
    public var syncVersion: Int
    /// The route's locations, in order, in columns (``RouteLocations``).
    public var locations: RouteLocations
    public var metadata: Metadata
    /// The app that saved the route; `nil`: the workout's.
    public var source: Source?
    /// The version of the app that saved the route (HealthKit's `HKSourceRevision.version`).
    public var sourceVersion: String?
    /// The device that recorded the route; `nil`: the workout's.
    public var device: Device?
    /// When the route was saved to HealthKit.
    public var creationDate: Date?
    /// The route's start as stated (it may differ from its first location's time); `nil`:
    /// its first location's time.
    public var startDate: Date?
    /// The route's end as stated; `nil`: its last location's time.
    public var endDate: Date?

    public var id: UUID { uuid }

    /// The locations that have a time (``Location/hasTime``), in order: what route
    /// processing and statistics work on.
    public var timedLocations: RouteLocations { locations.filter(\.hasTime) }

    public init(
        uuid: UUID = UUIDGenerator.random(), syncIdentifier: String? = nil, syncVersion: Int = 1,
        locations: some Sequence<Location> = RouteLocations(), metadata: Metadata = [:], source: Source? = nil, sourceVersion: String? = nil,
        device: Device? = nil, creationDate: Date? = nil, startDate: Date? = nil, endDate: Date? = nil
    ) {
        self.uuid = uuid
        self.syncIdentifier = syncIdentifier
        self.syncVersion = syncVersion
        self.locations = locations as? RouteLocations ?? RouteLocations(locations)
        self.metadata = metadata
        self.source = source
        self.sourceVersion = sourceVersion
        self.device = device
        self.creationDate = creationDate
        self.startDate = startDate
        self.endDate = endDate
    }
}
