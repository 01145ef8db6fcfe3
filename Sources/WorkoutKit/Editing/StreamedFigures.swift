import Foundation
import RouteProcessing
import WorkoutFormats
import WorkoutModel

/// The figures ``EditFigures`` restates, gathered from the points a streamed trim keeps
/// (``StreamedTrim``) as they pass instead of read from a whole part: over all of them, and
/// over each lap or leg the trim may cut (one that overlaps the window and begins before the
/// part's start or ends after its end: those inside it are kept as they are). For a workout
/// whose records other than its points hold no series values and no route locations, they
/// are the figures ``EditFigures`` gives the whole part, summed in the same order.
struct StreamedFigures: Sendable {
    /// The figures of the kept points in one stretch of time.
    struct Stretch: Sendable {
        /// The last distance-from-start value before the stretch, and the last in it.
        var distanceBefore: Double?
        var distanceLast: Double?
        /// How many locations the stretch holds, and the length of the path through those with
        /// a valid coordinate, with a time or without, within their segments (as the import
        /// derives a workout's distance).
        var locationCount = 0
        private var routeLength = TrackLength()
        var routeDistance: Double { routeLength.meters }
        /// Whether a location has an altitude; the elevation counted from the finite ones.
        var hasAltitude = false
        var elevation = ElevationCounter()
        /// The values of the heart rate, cadence, power and speed series.
        var values: [EditFigures.SeriesKind: EditFigures.Summary] = [:]
        /// The locations' speeds.
        var locationSpeeds = EditFigures.Summary()

        mutating func add(distance: Double?, values: [(EditFigures.SeriesKind, Double)], location: Location?) {
            if let distance { distanceLast = distance }
            for (kind, value) in values { self.values[kind, default: EditFigures.Summary()].add(value) }
            guard let location else { return }
            locationCount += 1
            routeLength.add(location)
            if let altitude = location.altitude {
                hasAltitude = true
                if altitude.isFinite { elevation.add(altitude) }
            }
            if let speed = location.speed, speed.isFinite { locationSpeeds.add(speed) }
        }
    }

    /// The figures of every kept point.
    private var whole = Stretch()
    /// The laps and legs the trim may cut (start and end, seconds since the reference date), with their figures.
    private var intervals: [(start: Double, end: Double, figures: Stretch)]
    /// The times of the first and the last kept point that is a record (has a location or a value).
    private(set) var first: Double?
    private(set) var last: Double?

    /// The figures of the points of the workout `outline` (its recording without its points)
    /// kept in `window`.
    init(_ outline: WorkoutRecording, window: EditWindow) {
        let workout = outline.workout
        let span = RecordingEditor.span(of: workout, in: window)
        let laps = workout.events.filter { $0.duration > 0 }.map { ($0.date.timeIntervalSinceReferenceDate, $0.endDate.timeIntervalSinceReferenceDate) }
        let legs = workout.activities.map { ($0.startDate.timeIntervalSinceReferenceDate, $0.endDate.timeIntervalSinceReferenceDate) }
        intervals = (laps + legs).filter { start, end in
            end >= window.from && start <= window.until && (start < span.start || end > span.end)
        }.map { (start: $0.0, end: $0.1, figures: Stretch()) }
    }

    /// Adds a kept point at `time` (its distance from start already counted from the window's
    /// base), its values typed by `activityType`; `hasExtraValues`: whether it has values of
    /// extra series (a record, though not in the figures: a whole recording holds them as samples).
    mutating func add(_ point: TrackPoint, at time: Double, activityType: WorkoutActivityType, hasExtraValues: Bool) {
        let location = point.location
        var isRecord = hasExtraValues || location != nil
        var distance: Double?
        var values: [(EditFigures.SeriesKind, Double)] = []
        point.forEachSample(activityType: activityType) { type, value in
            isRecord = true
            if type.identifier == QuantityType.distanceFromStart.identifier {
                distance = value
            } else if let kind = EditFigures.SeriesKind(type) {
                values.append((kind, value))
            }
        }
        guard isRecord else { return }
        add(at: time, distance: distance, values: values, location: location)
    }

    /// What the figures read of a value's type: whether it is a distance from start, and the
    /// kind of series it belongs to (`nil`: none a figure reads). Told once per type, not per value.
    struct ValueRole: Sendable {
        let isDistance: Bool
        let kind: EditFigures.SeriesKind?

        init(_ type: QuantityType) {
            isDistance = type.identifier == QuantityType.distanceFromStart.identifier
            kind = isDistance ? nil : EditFigures.SeriesKind(type)
        }
    }

    /// Adds a kept value of a stored workout (its values and locations pass one at a time, each a
    /// record): a value of a type of `role` at `time` (a distance from start already counted from
    /// the window's base).
    mutating func add(_ value: Double, role: ValueRole, at time: Double) {
        add(at: time, distance: role.isDistance ? value : nil, values: role.kind.map { [($0, value)] } ?? [], location: nil)
    }

    /// Adds a kept route location of a stored workout at `time` (see ``add(_:role:at:)``).
    mutating func add(_ location: Location, at time: Double) {
        add(at: time, distance: nil, values: [], location: location)
    }

    /// Adds a kept record at `time`: its distance from start, its values of the figures' kinds, its location.
    private mutating func add(at time: Double, distance: Double?, values: [(EditFigures.SeriesKind, Double)], location: Location?) {
        first = min(first ?? time, time)
        last = max(last ?? time, time)
        whole.add(distance: distance, values: values, location: location)
        for index in intervals.indices where time <= intervals[index].end {
            if time < intervals[index].start {
                if let distance { intervals[index].figures.distanceBefore = distance }
            } else {
                intervals[index].figures.add(distance: distance, values: values, location: location)
            }
        }
    }

    /// The figures of the stretch `start`...`end` of a part whose records span `partFirst`...`partLast`:
    /// the whole (`-infinity`...`infinity`), or a lap or leg cut to the part; `nil` for any
    /// other stretch (none is asked for).
    func stretch(from start: Double, to end: Double, partFirst: Double, partLast: Double) -> Stretch? {
        if start == -.infinity, end == .infinity { return whole }
        return intervals.first { max($0.start, partFirst) == start && min($0.end, partLast) == end }?.figures
    }
}
