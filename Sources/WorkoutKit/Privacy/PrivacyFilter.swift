import Foundation
import WorkoutModel

/// What positions an output withholds: those inside any of ``zones``, and, with
/// ``hiddenEnds``, those before the track is that far (straight line) from its start and after
/// it is last that far from its end. Series values, samples and events stay: the heart rate
/// of the first minutes is not private, where they were recorded is. Waypoints inside a zone
/// or within ``hiddenEnds`` of the track's start or end are withheld too.
///
/// Applied on the way out by ``Converter``, ``Exporter`` and ``EditPipeline`` to each
/// recording written (``OutputEvent/withheld(_:)`` says how many positions each lost).
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
    /// left out), and how many route locations and waypoints it withheld.
    public func apply(to recording: WorkoutRecording) -> (recording: WorkoutRecording, positions: Int, waypoints: Int) {
        guard !isEmpty else { return (recording, 0, 0) }
        let all = recording.routes.flatMap(\.locations)
        var kept = all.map { location in !zones.contains { $0.contains(latitude: location.latitude, longitude: location.longitude) } }
        var ends: [Location] = []
        if let hiddenEnds, let first = all.first, let last = all.last {
            ends = [first, last]
            let leaves = all.firstIndex { Geodesy.distance(first, $0) >= hiddenEnds } ?? all.count
            let arrives = all.lastIndex { Geodesy.distance(last, $0) >= hiddenEnds } ?? -1
            for index in all.indices where index < leaves || index > arrives { kept[index] = false }
        }
        let withheld = kept.count(where: { !$0 })
        var result = recording
        if withheld > 0 {
            var index = 0
            result.routes = recording.routes.compactMap { route in
                var route = route
                route.locations = route.locations.filter { _ in
                    defer { index += 1 }
                    return kept[index]
                }
                return route.locations.isEmpty ? nil : route
            }
        }
        result.waypoints = recording.waypoints.filter { waypoint in
            !zones.contains { $0.contains(latitude: waypoint.latitude, longitude: waypoint.longitude) }
                && !ends.contains { end in
                    Geodesy.distance(latitude1: end.latitude, longitude1: end.longitude, latitude2: waypoint.latitude,
                                     longitude2: waypoint.longitude) < (hiddenEnds ?? 0)
                }
        }
        return (result, withheld, recording.waypoints.count - result.waypoints.count)
    }
}

/// How many positions the ``PrivacyFilter`` withheld from one written workout
/// (``OutputEvent/withheld(_:)``).
public struct WithheldPositions: Sendable, Hashable, CustomStringConvertible {
    /// The output the workout was written to (a file, a directory's file, `standard output`),
    /// or the workout when an export writes several to one output.
    public var output: String
    /// Route locations withheld.
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
