import Foundation
import WorkoutFormats
import WorkoutModel

/// A ``PrivacyFilter`` applied to workouts whose points pass in batches (a conversion that
/// reads and writes at once), with the result `PrivacyFilter.apply(to:)` gives on each
/// whole recording: a withheld point loses its position (and what only a location holds:
/// altitude, accuracies, speed, course), and is left out when nothing else is left of it;
/// the routes and waypoints of the rest of a workout are filtered when it ends.
///
/// Zones need nothing but the point. Hidden ends need the track's first position, which
/// comes first, and the index of the last position that far from its last, which
/// ``lastKeptIndices(hiddenEnds:read:)`` finds in passes over the input before.
struct StreamedPrivacyFilter {
    let privacy: PrivacyFilter
    /// For each workout whose points are streamed, in the order of their first batches, the
    /// index of the last position the hidden ends keep (-1: none); `nil` without hidden ends.
    let lastKept: [Int]?
    private var tracks: [UUID: Track] = [:]
    private var streamedWorkouts = 0

    /// What is known of a workout's track while its points pass.
    private struct Track {
        /// The workout's place among those streamed (an index of ``lastKept``).
        let ordinal: Int
        /// Positions so far.
        var count = 0
        var first: PrivacyFilter.Position?
        var last: PrivacyFilter.Position?
        /// The index of the first position ``PrivacyFilter/hiddenEnds`` from the first (`nil`
        /// while none so far was that far).
        var firstLeft: Int?
        var withheld = 0
    }

    /// A filter of `privacy`; `lastKept` holds, for hidden ends, the index of each streamed
    /// workout's last position kept (``lastKeptIndices(hiddenEnds:read:)``), `nil` without them.
    init(_ privacy: PrivacyFilter, lastKept: [Int]?) {
        self.privacy = privacy
        self.lastKept = lastKept
    }

    /// Whether the position at the track's next index is kept (and counts it).
    private func keeps(_ position: PrivacyFilter.Position, in track: inout Track) -> Bool {
        defer { track.count += 1 }
        if track.first == nil { track.first = position }
        track.last = position
        var kept = !privacy.isInZone(latitude: position.latitude, longitude: position.longitude)
        if let hiddenEnds = privacy.hiddenEnds, let first = track.first {
            if track.firstLeft == nil, PrivacyFilter.distance(first, position) >= hiddenEnds { track.firstLeft = track.count }
            kept = kept && placesKept(by: track).contains(track.count)
        }
        if !kept { track.withheld += 1 }
        return kept
    }

    /// What is known of `workout`'s track so far (a new track, the next streamed, the first time).
    private mutating func track(of workout: UUID) -> Track {
        if let known = tracks[workout] { return known }
        defer { streamedWorkouts += 1 }
        return Track(ordinal: streamedWorkouts)
    }

    /// The indices of `workout`'s track positions that its hidden ends keep (a zone may still
    /// withhold some of them), once every position passed: from the first one
    /// ``PrivacyFilter/hiddenEnds`` from the track's first to the last that far from its last.
    /// `nil` without hidden ends.
    func placesKept(of workout: UUID) -> Range<Int>? {
        guard privacy.hiddenEnds != nil else { return nil }
        return tracks[workout].map(placesKept(by:)) ?? 0..<0
    }

    /// The places of `track` that the hidden ends keep, as far as it has passed: from its first
    /// position ``PrivacyFilter/hiddenEnds`` from its first to its last position that far from
    /// its last (``lastKept``); empty while no position was that far.
    private func placesKept(by track: Track) -> Range<Int> {
        let lastIndex = lastKept.flatMap { $0.indices.contains(track.ordinal) ? $0[track.ordinal] : nil } ?? -1
        guard let first = track.firstLeft, first <= lastIndex else { return 0..<0 }
        return first..<(lastIndex + 1)
    }

    /// Whether the filter keeps `location`, the next position of `workout`'s track.
    mutating func keeps(_ location: Location, of workout: UUID) -> Bool {
        var track = self.track(of: workout)
        defer { tracks[workout] = track }
        return keeps((location.latitude, location.longitude), in: &track)
    }

    /// `batch` without the positions the filter withholds.
    mutating func filter(_ batch: PointBatch) -> PointBatch {
        var track = self.track(of: batch.workout)
        defer { tracks[batch.workout] = track }
        var withheld: [Int] = []
        for (index, point) in batch.points.enumerated() {
            guard let latitude = point.latitude, let longitude = point.longitude else { continue }
            if !keeps((latitude, longitude), in: &track) { withheld.append(index) }
        }
        guard !withheld.isEmpty else { return batch }
        var nextWithheld = 0
        return batch.keeping { index, point, hasExtraValues in
            var point = point
            if nextWithheld < withheld.count, withheld[nextWithheld] == index {
                nextWithheld += 1
                point.withholdPosition()
            }
            // A point left with nothing is left out, as the whole recording has nothing at its time.
            return point.leavesTrace || hasExtraValues ? point : nil
        }
    }

    /// The rest of a workout without the positions the filter withholds from its routes and
    /// waypoints, and how many positions (its points' too) and waypoints were withheld. A
    /// workout none of whose points were streamed is filtered whole.
    mutating func finish(_ rest: WorkoutRecording) -> (recording: WorkoutRecording, positions: Int, waypoints: Int) {
        guard var track = tracks.removeValue(forKey: rest.workout.uuid) else { return privacy.apply(to: rest) }
        var result = rest
        result.routes = rest.routes.map { route in
            var route = route
            route.locations = route.locations.filter { keeps(($0.latitude, $0.longitude), in: &track) }
            return route
        }
        // As a whole recording's: a route left empty is left out once anything is withheld.
        if track.withheld > 0 { result.routes.removeAll { $0.locations.isEmpty } }
        let ends: [PrivacyFilter.Position] = privacy.hiddenEnds == nil ? [] : [track.first, track.last].compactMap { $0 }
        result.waypoints = rest.waypoints.filter { privacy.keeps($0, ends: ends) }
        return (result, track.withheld, rest.waypoints.count - result.waypoints.count)
    }
}

extension TrackPoint {
    /// Takes away the position and what only a location holds (altitude, accuracies, speed
    /// and course are a location's fields when the point has a position).
    fileprivate mutating func withholdPosition() {
        (latitude, longitude, altitude, horizontalAccuracy, verticalAccuracy, speed, course) = (nil, nil, nil, nil, nil, nil, nil)
    }
}
