import Foundation

/// The length of a recorded track measured within its segments, fed its locations in order:
/// the geodesics (``Geodesy``) between consecutive locations with a valid coordinate, except
/// the step into a location that starts a segment (``Location/startsSegment``), where the
/// receiver lost reception or was off. GPX 1.1 connects a track's points only within a
/// segment, and gpxpy and GPSBabel measure a track's length so.
///
/// Every length workoutkit measures from positions is summed here: a workout's derived
/// distance and moving time, the figures an edit restates, a route's metrics, the analysis'
/// distance along the route and a TCX lap's distance without distance readings.
public struct TrackLength: Sendable {
    /// One step between consecutive locations of a segment.
    public struct Step: Sendable, Equatable {
        /// Metres, finite.
        public var meters: Double
        /// Seconds from the location before to this one.
        public var seconds: TimeInterval

        /// Whether the step forward in time was covered at `metresPerSecond` or faster (its
        /// seconds then count as moving time).
        public func isMoving(atLeast metresPerSecond: Double) -> Bool {
            seconds > 0 && seconds.isFinite && meters / seconds >= metresPerSecond
        }
    }

    /// Metres so far.
    public private(set) var meters = 0.0
    /// How many steps were measured.
    public private(set) var steps = 0
    /// The location before, of the same segment, with a valid coordinate.
    private var previous: Location?

    public init() {}

    /// Adds the next location of the track and returns the step to it, `nil` when it has no
    /// location before it in its segment (the first of the track or of a segment), when its
    /// coordinate is not valid (it is left out) or when the step is not finite.
    @discardableResult
    public mutating func add(_ location: Location) -> Step? {
        if location.startsSegment { previous = nil }
        guard location.hasValidCoordinate else { return nil }
        defer { previous = location }
        guard let previous else { return nil }
        let meters = Geodesy.distance(previous, location)
        guard meters.isFinite else { return nil }
        self.meters += meters
        steps += 1
        return Step(meters: meters, seconds: location.timestamp.timeIntervalSince(previous.timestamp))
    }

    /// Passes over a location the length leaves out (one without a time, where only the timed
    /// route is measured): a segment it starts still breaks the track before the next location added.
    public mutating func pass(_ location: Location) {
        if location.startsSegment { previous = nil }
    }

    /// Ends the track: the next location added starts another one.
    public mutating func endTrack() {
        previous = nil
    }
}
