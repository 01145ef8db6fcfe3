import Foundation

/// The points of a ``Course`` in columns, in order: a position each, and an elevation,
/// a time and a distance where the file gives one (a planned route has no times; a
/// course made from a recording keeps them).
public struct CoursePoints: Hashable, Sendable {
    /// Degrees, WGS 84.
    public private(set) var latitudes: [Double] = []
    /// Degrees, WGS 84.
    public private(set) var longitudes: [Double] = []
    /// Metres above sea level.
    public private(set) var elevations: [Double?] = []
    public private(set) var times: [Date?] = []
    /// Metres from the course's start, as the file gives them (FIT `record.distance`, TCX `DistanceMeters`).
    public private(set) var distances: [Double?] = []
    /// Whether a segment of the track the course was read from (a GPX `trkseg` after the
    /// first) starts at the point; `false` for every point of a course of one segment.
    public private(set) var segmentStarts: [Bool] = []

    public init() {}

    /// One point, as a row of the columns.
    public struct Point: Hashable, Sendable {
        public var latitude: Double
        public var longitude: Double
        public var elevation: Double?
        public var time: Date?
        public var distance: Double?
        /// Whether a segment of the course's track starts at the point (``CoursePoints/segmentStarts``).
        public var startsSegment: Bool

        public init(
            latitude: Double, longitude: Double, elevation: Double? = nil, time: Date? = nil, distance: Double? = nil,
            startsSegment: Bool = false
        ) {
            self.latitude = latitude
            self.longitude = longitude
            self.elevation = elevation
            self.time = time
            self.distance = distance
            self.startsSegment = startsSegment
        }
    }

    public init<S: Sequence>(_ points: S) where S.Element == Point {
        for point in points { append(point) }
    }

    public var count: Int { latitudes.count }
    /// The points' indices, from 0.
    public var indices: Range<Int> { 0..<count }
    public var isEmpty: Bool { latitudes.isEmpty }

    public mutating func append(_ point: Point) {
        latitudes.append(point.latitude)
        longitudes.append(point.longitude)
        elevations.append(point.elevation)
        times.append(point.time)
        distances.append(point.distance)
        segmentStarts.append(point.startsSegment)
    }

    /// Sets the elevation and time of the last point (a reader adds a point, then its values).
    public mutating func setLast(elevation: Double?, time: Date?) {
        guard !elevations.isEmpty else { return }
        elevations[elevations.count - 1] = elevation
        times[times.count - 1] = time
    }

    public subscript(index: Int) -> Point {
        Point(latitude: latitudes[index], longitude: longitudes[index], elevation: elevations[index],
              time: times[index], distance: distances[index], startsSegment: segmentStarts[index])
    }

    /// The points as rows, in order.
    public var points: [Point] { (0..<count).map { self[$0] } }

    /// How many points have a time.
    public var timedCount: Int { times.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// Each point's distance from the start in metres: the file's where it gives one, else
    /// the point before's plus the geodesic between the two (0 for a first point without
    /// one), across a segment break (``Point/startsSegment``) too: a course is followed as one
    /// line, and the rider covers the gap. A course written to a format whose points carry a
    /// distance (FIT records, which a device navigates by) gets one on every point.
    public var cumulativeDistances: [Double] {
        var result: [Double] = []
        result.reserveCapacity(count)
        for index in indices {
            if let distance = distances[index] {
                result.append(distance)
            } else if index == 0 {
                result.append(0)
            } else {
                result.append(result[index - 1] + Geodesy.distance(
                    latitude1: latitudes[index - 1], longitude1: longitudes[index - 1],
                    latitude2: latitudes[index], longitude2: longitudes[index]))
            }
        }
        return result
    }
}
