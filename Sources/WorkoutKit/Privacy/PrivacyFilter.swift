import Foundation
import WorkoutModel

/// What positions an output withholds: those inside any of ``zones``, and, with
/// ``hiddenEnds``, those before the track is that far (straight line) from its start and after
/// it is last that far from its end. Series values, samples and events stay: the heart rate
/// of the first minutes is not private, where they were recorded is. Waypoints inside a zone
/// or within ``hiddenEnds`` of the track's start or end are withheld too.
///
/// Applied on the way out by ``Converter``, ``Exporter`` and ``EditPipeline`` to each
/// recording and course written (``OutputEvent/withheld(_:)`` says how many positions each
/// lost).
public struct PrivacyFilter: Sendable, Hashable {
    /// The zones no written position may be in.
    public var zones: [PrivacyZone]
    /// Metres (straight line, geodesic) from the track's start and end within which the
    /// positions at its ends are withheld; `nil`: the ends are written.
    public var hiddenEnds: Double?

    /// A filter of `zones` and `hiddenEnds`; with neither it withholds nothing.
    ///
    /// - Throws: ``PrivacySettingsError`` for `hiddenEnds` that is not a positive number of metres.
    public init(zones: [PrivacyZone] = [], hiddenEnds: Double? = nil) throws(PrivacySettingsError) {
        if let hiddenEnds, !(hiddenEnds.isFinite && hiddenEnds > 0) {
            throw PrivacySettingsError(problem: "the distance \(hiddenEnds) to hide at the ends must be a positive number of metres")
        }
        self.init(checkedZones: zones, hiddenEnds: hiddenEnds)
    }

    private init(checkedZones zones: [PrivacyZone], hiddenEnds: Double?) {
        self.zones = zones
        self.hiddenEnds = hiddenEnds
    }

    /// A filter that withholds nothing.
    public static let none = PrivacyFilter(checkedZones: [], hiddenEnds: nil)

    /// Whether the filter withholds nothing, whatever the recording.
    public var isEmpty: Bool { zones.isEmpty && hiddenEnds == nil }

    /// The zones of both, and `other`'s hidden ends when it has some, else these (a
    /// command line's flags over a settings file's).
    public func adding(_ other: PrivacyFilter) -> PrivacyFilter {
        var result = self
        result.zones += other.zones.filter { !zones.contains($0) }
        if let ends = other.hiddenEnds { result.hiddenEnds = ends }
        return result
    }

    /// `recording` without the positions the filter withholds (a route left with none is
    /// left out), and how many route locations and waypoints it withheld. Hidden ends are
    /// measured over all its routes in order, as one track.
    public func apply(to recording: WorkoutRecording) -> (recording: WorkoutRecording, positions: Int, waypoints: Int) {
        guard !isEmpty else { return (recording, 0, 0) }
        let all = recording.routes.flatMap(\.locations)
        let track = keptPositions(count: all.count) { (all[$0].latitude, all[$0].longitude) }
        let withheld = track.kept.count(where: { !$0 })
        var result = recording
        if withheld > 0 {
            var index = 0
            result.routes = recording.routes.compactMap { route in
                var route = route
                route.locations = route.locations.filter { _ in
                    defer { index += 1 }
                    return track.kept[index]
                }
                return route.locations.isEmpty ? nil : route
            }
        }
        result.waypoints = recording.waypoints.filter { keeps($0, ends: track.ends) }
        return (result, withheld, recording.waypoints.count - result.waypoints.count)
    }

    /// `course` without the positions the filter withholds: its points inside a zone and,
    /// with ``hiddenEnds``, those before it is that far (straight line) from its first point
    /// and after it is last that far from its last (each course measured on its own, as a
    /// workout's track is); its waypoints inside a zone or within ``hiddenEnds`` of its first
    /// or last point. A waypoint that names one of its points
    /// (``/WorkoutModel/MetadataKey/coursePointIndex``) names it at its new index, and is
    /// withheld with it. Returns how many points and waypoints were withheld; a course left
    /// without points is still written (its name, and the waypoints kept).
    public func apply(to course: Course) -> (course: Course, positions: Int, waypoints: Int) {
        guard !isEmpty else { return (course, 0, 0) }
        let points = course.points
        let track = keptPositions(count: points.count) { (points.latitudes[$0], points.longitudes[$0]) }
        var result = course
        // Each point's index among those kept (`nil`: withheld).
        var keptIndices: [Int?] = []
        keptIndices.reserveCapacity(points.count)
        var next = 0
        for kept in track.kept {
            keptIndices.append(kept ? next : nil)
            if kept { next += 1 }
        }
        let withheld = points.count - next
        if withheld > 0 { result.points = CoursePoints(points.indices.filter { track.kept[$0] }.map { points[$0] }) }
        result.waypoints = course.waypoints.compactMap { waypoint in
            guard keeps(waypoint, ends: track.ends) else { return nil }
            guard case .integer(let index)? = waypoint.metadata[MetadataKey.coursePointIndex],
                  keptIndices.indices.contains(index) else { return waypoint }
            guard let moved = keptIndices[index] else { return nil }
            var waypoint = waypoint
            waypoint.metadata[MetadataKey.coursePointIndex] = .integer(moved)
            return waypoint
        }
        return (result, withheld, course.waypoints.count - result.waypoints.count)
    }

    /// Which of the `count` positions of a track, `position(index)` in order, the filter
    /// keeps; and the track's first and last position when ``hiddenEnds`` applies (for the
    /// waypoints), else none.
    private func keptPositions(count: Int, _ position: (Int) -> Position) -> (kept: [Bool], ends: [Position]) {
        var kept = (0..<count).map { index in
            let (latitude, longitude) = position(index)
            return !isInZone(latitude: latitude, longitude: longitude)
        }
        guard let hiddenEnds, count > 0 else { return (kept, []) }
        let first = position(0), last = position(count - 1)
        let leaves = (0..<count).first { Self.distance(first, position($0)) >= hiddenEnds } ?? count
        let arrives = (0..<count).last { Self.distance(last, position($0)) >= hiddenEnds } ?? -1
        for index in 0..<count where index < leaves || index > arrives { kept[index] = false }
        return (kept, [first, last])
    }

    /// Whether `latitude`, `longitude` is inside one of the zones.
    func isInZone(latitude: Double, longitude: Double) -> Bool {
        zones.contains { $0.contains(latitude: latitude, longitude: longitude) }
    }

    /// Whether the filter keeps `waypoint`: outside every zone, and not nearer than
    /// ``hiddenEnds`` to any of `ends` (its track's first and last position).
    func keeps(_ waypoint: Waypoint, ends: [Position]) -> Bool {
        !isInZone(latitude: waypoint.latitude, longitude: waypoint.longitude)
            && !ends.contains { Self.distance($0, (waypoint.latitude, waypoint.longitude)) < (hiddenEnds ?? 0) }
    }

    /// Degrees north and east, WGS84.
    typealias Position = (latitude: Double, longitude: Double)

    /// The geodesic distance in metres between two positions.
    static func distance(_ a: Position, _ b: Position) -> Double {
        Geodesy.distance(latitude1: a.latitude, longitude1: a.longitude, latitude2: b.latitude, longitude2: b.longitude)
    }
}

/// How many positions the ``PrivacyFilter`` withheld from one written workout or course
/// (``OutputEvent/withheld(_:)``).
public struct WithheldPositions: Sendable, Hashable, CustomStringConvertible {
    /// The output the workout was written to (a file, a directory's file, `standard output`);
    /// for a course, its own file in a directory, else the output and the course:
    /// `ride.gpx, course "Loop"`.
    public var output: String
    /// Route locations (or course points) withheld.
    public var positions: Int
    /// Waypoints withheld.
    public var waypoints: Int

    public init(output: String, positions: Int, waypoints: Int) {
        self.output = output
        self.positions = positions
        self.waypoints = waypoints
    }

    /// `run.gpx: 57 positions and 1 waypoint withheld (privacy zones, hidden ends)`.
    public var description: String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let what = waypoints > 0 ? count(positions, "position") + " and " + count(waypoints, "waypoint") : count(positions, "position")
        return "\(output): \(what) withheld (privacy zones, hidden ends)"
    }
}
