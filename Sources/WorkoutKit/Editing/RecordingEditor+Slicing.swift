import Foundation
import WorkoutModel

/// The stretch of a recording one result of an edit keeps (times in seconds since the reference
/// date): the records from ``from`` up to ``until``, which is in it only when ``includesUntil``
/// (the last part of a split, a trim), so that consecutive windows share no record. With
/// ``intervalsByStart`` (a split at laps), an interval (lap, interval sample) belongs whole to
/// the window its start is in instead of being cut at the window's edges.
struct EditWindow: Equatable {
    var from: Double
    var until: Double
    var includesUntil: Bool
    var intervalsByStart = false

    func contains(_ time: Double) -> Bool {
        time >= from && (time < until || (includesUntil && time == until))
    }
}

/// The times a workout was paused: from each pause event to the next resume (to the
/// workout's end when none follows).
struct PausedIntervals {
    private(set) var intervals: [(start: Double, end: Double)] = []

    init(_ workout: Workout) {
        var pausedSince: Double?
        for event in workout.events.sorted(by: { $0.date < $1.date }) {
            let time = event.date.timeIntervalSinceReferenceDate
            switch event.type {
            case .pause where pausedSince == nil: pausedSince = time
            case .resume:
                if let since = pausedSince { intervals.append((since, time)) }
                pausedSince = nil
            default: break
            }
        }
        if let since = pausedSince { intervals.append((since, max(since, workout.endDate.timeIntervalSinceReferenceDate))) }
    }

    /// Seconds paused between `start` and `end`.
    func pausedTime(from start: Double, to end: Double) -> Double {
        intervals.reduce(0) { $0 + max(0, min($1.end, end) - max($1.start, start)) }
    }

    /// The pause `time` falls in, its start included and its end not.
    func pause(startingAtOrBefore time: Double) -> (start: Double, end: Double)? {
        intervals.first { $0.start <= time && time < $0.end }
    }

    /// The pause `time` falls in, its end included and its start not.
    func pause(endingAtOrAfter time: Double) -> (start: Double, end: Double)? {
        intervals.first { $0.start < time && time <= $0.end }
    }
}

extension RecordingEditor {
    /// Where the part of `workout` in `window` begins and ends before its records are counted
    /// (a record before or after them widens it): the window within the workout, a start in a
    /// pause moved to its end and an end in a pause to its start.
    static func span(of workout: Workout, in window: EditWindow) -> (start: Double, end: Double) {
        let pauses = PausedIntervals(workout)
        var start = max(window.from, workout.startDate.timeIntervalSinceReferenceDate)
        var end = min(window.until, workout.endDate.timeIntervalSinceReferenceDate)
        if let pause = pauses.pause(startingAtOrBefore: start) { start = min(pause.end, max(end, start)) }
        if let pause = pauses.pause(endingAtOrAfter: end) { end = max(pause.start, start) }
        return (start, end)
    }

    /// The part of `recording` in `window` (see ``RecordingEditor`` for what is kept and how
    /// totals are restated). A part that would begin in a pause begins when it ends; one that
    /// would end in a pause ends when it began. The part's UUIDs are still the recording's.
    /// `points`: the figures of the recording's points kept in `window`, when they were
    /// streamed past the edit (``StreamedTrim``) instead of held in `recording`.
    static func part(of recording: WorkoutRecording, in window: EditWindow, points: StreamedFigures? = nil) -> EditedRecording {
        let recording = recording.holdingDistancesFromStartAsSeries()
        return part(of: recording, in: window, records: WindowRecords.dealing(recording, into: [window])[0], points: points)
    }

    /// The parts of `recording` in `windows` (consecutive, in time order), each as
    /// ``part(of:in:points:)`` makes it, its series values and route locations dealt out to the
    /// windows in one pass over the recording.
    static func parts(of recording: WorkoutRecording, in windows: [EditWindow]) -> [EditedRecording] {
        let recording = recording.holdingDistancesFromStartAsSeries()
        return zip(windows, WindowRecords.dealing(recording, into: windows)).map { window, records in
            part(of: recording, in: window, records: records)
        }
    }

    /// ``part(of:in:points:)``, of the series values and route locations in `records`.
    private static func part(of recording: WorkoutRecording, in window: EditWindow, records: WindowRecords,
                             points: StreamedFigures? = nil) -> EditedRecording {
        let workout = recording.workout
        let pauses = PausedIntervals(workout)
        let workoutStart = workout.startDate.timeIntervalSinceReferenceDate
        let workoutEnd = workout.endDate.timeIntervalSinceReferenceDate
        let (start, end) = span(of: workout, in: window)
        var first = start, last = max(start, end)
        func record(_ time: Double) {
            first = min(first, time)
            last = max(last, time)
        }

        let series = records.series
        if let span = records.seriesSpan {
            record(span.first)
            record(span.last)
        }
        let routes = records.routes
        for route in routes {
            guard let firstLocation = route.locations.first, let lastLocation = route.locations.last else { continue }
            record(firstLocation.timestamp.timeIntervalSinceReferenceDate)
            record(lastLocation.timestamp.timeIntervalSinceReferenceDate)
        }
        var samples: [QuantitySample] = []
        for sample in recording.separateSamples {
            guard let kept = piece(of: sample, in: window) else { continue }
            if sample.startDate == sample.endDate { record(sample.startDate.timeIntervalSinceReferenceDate) }
            samples.append(kept)
        }
        let waypoints = recording.waypoints.filter { waypoint in
            guard let time = waypoint.time?.timeIntervalSinceReferenceDate else { return true }
            return window.contains(time)
        }
        var instants: [WorkoutEvent] = []
        for event in workout.events where event.duration == 0 {
            let time = event.date.timeIntervalSinceReferenceDate
            guard window.contains(time), !(event.type == .resume && time <= start), !(event.type == .pause && time >= end) else {
                continue
            }
            record(time)
            instants.append(event)
        }
        if let pointsFirst = points?.first, let pointsLast = points?.last {
            record(pointsFirst)
            record(pointsLast)
        }

        var part = workout
        part.startDate = Date(timeIntervalSinceReferenceDate: first)
        part.endDate = Date(timeIntervalSinceReferenceDate: last)
        part.duration = (last - first) - pauses.pausedTime(from: first, to: last)
        let whole = first <= workoutStart && last >= workoutEnd
        var result = WorkoutRecording(workout: part, series: series, samples: samples, routes: routes, waypoints: waypoints)
        guard !whole else {
            result.workout.events = workout.events
            return EditedRecording(recording: result)
        }
        let figures = EditFigures(result, points: points.map { ($0, first, last) })
        var dropped: [String] = []
        var events: [WorkoutEvent] = []
        for event in workout.events {
            guard event.duration > 0 else {
                if instants.contains(event) { events.append(event) }
                continue
            }
            let (s, e) = (event.date.timeIntervalSinceReferenceDate, event.endDate.timeIntervalSinceReferenceDate)
            if window.intervalsByStart {
                if window.contains(s) { events.append(event) }
                continue
            }
            let (from, to) = (max(s, first), min(e, last))
            guard to > from else { continue }
            var clipped = event
            if from > s || to < e {
                clipped.date = Date(timeIntervalSinceReferenceDate: from)
                clipped.duration = to - from
                let restated = figures.restate(distance: nil, energy: nil, metadata: event.metadata, from: from, to: to,
                                               duration: (to - from) - pauses.pausedTime(from: from, to: to))
                clipped.metadata = restated.metadata
                dropped += restated.dropped.map { "\($0) of a \(event.type.rawValue) cut at the edge" }
            }
            events.append(clipped)
        }
        result.workout.events = events
        result.workout.activities = workout.activities.compactMap { activity -> WorkoutActivity? in
            let (s, e) = (activity.startDate.timeIntervalSinceReferenceDate, activity.endDate.timeIntervalSinceReferenceDate)
            let (from, to) = (max(s, first), min(e, last))
            guard to > from || (s == e && (first...last).contains(s)) else { return nil }
            guard from > s || to < e else { return activity }
            var leg = activity
            leg.startDate = Date(timeIntervalSinceReferenceDate: from)
            leg.endDate = Date(timeIntervalSinceReferenceDate: to)
            leg.duration = (to - from) - pauses.pausedTime(from: from, to: to)
            let restated = figures.restate(distance: activity.totalDistance, energy: activity.totalEnergyBurned,
                                           metadata: activity.metadata, from: from, to: to, duration: leg.duration)
            (leg.totalDistance, leg.totalEnergyBurned, leg.metadata) = (restated.distance, restated.energy, restated.metadata)
            dropped += restated.dropped.map { "\($0) of the \(activity.activityType.name) leg" }
            return leg
        }
        // The whole part: every sample it holds counts in full (a lap kept whole may end after it).
        let restated = figures.restate(distance: workout.totalDistance, energy: workout.totalEnergyBurned,
                                       metadata: workout.metadata, from: -.infinity, to: .infinity, duration: part.duration)
        (result.workout.totalDistance, result.workout.totalEnergyBurned, result.workout.metadata)
            = (restated.distance, restated.energy, restated.metadata)
        return EditedRecording(recording: result, droppedTotals: restated.dropped + dropped)
    }

    /// What of `sample` belongs in `window`: an instantaneous sample whole or not at all; an
    /// interval sample whole when it lies inside, cut to the window when it crosses an edge (a
    /// cumulative value in proportion to the time inside), nothing when it lies outside.
    static func piece(of sample: QuantitySample, in window: EditWindow) -> QuantitySample? {
        let (s, e) = (sample.startDate.timeIntervalSinceReferenceDate, sample.endDate.timeIntervalSinceReferenceDate)
        if s == e || window.intervalsByStart { return window.contains(s) ? sample : nil }
        if s >= window.from, e <= window.until { return sample }
        let (from, to) = (max(s, window.from), min(e, window.until))
        guard to > from else { return nil }
        var piece = sample
        piece.startDate = Date(timeIntervalSinceReferenceDate: from)
        piece.endDate = Date(timeIntervalSinceReferenceDate: to)
        if sample.quantityType.aggregationStyle == .cumulative {
            piece.quantity = Quantity(sample.quantity.value * (to - from) / (e - s), sample.quantity.unit)
        }
        return piece
    }
}
