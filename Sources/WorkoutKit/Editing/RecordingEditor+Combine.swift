import Foundation
import WorkoutModel

extension RecordingEditor {
    /// Consecutive recordings of one activity (a watch that restarted, a ride split by a café
    /// stop) as one workout, in order of start: every record, event, lap, leg and waypoint of
    /// each (a waypoint repeated in several kept once), each gap between two recordings a pause
    /// (HealthKit pause and resume events), one route when each holds at most one. Its duration
    /// is the sum of theirs (without the gaps), its start and end the first's and the last's
    /// (with them); its distance and energy the sums of theirs (left out and named when not
    /// every recording states one); the distance-from-start series continues from each
    /// recording's last value; elevation, speeds, heart rate, cadence and power summaries are
    /// restated over the whole (see ``RecordingEditor``). The first recording gives the name,
    /// source, device and other metadata; the result has no sync identifier (it is a new
    /// workout). `names` name the recordings in errors, in the same order.
    ///
    /// - Throws: ``EditError/tooFewRecordings(count:)``, ``EditError/differentActivities(first:firstType:second:secondType:)``,
    ///   ``EditError/overlappingRecordings(first:second:overlap:)``.
    public static func combine(_ recordings: [WorkoutRecording], names: [String]) throws -> EditedRecording {
        try combine(recordings, names: names, points: nil)
    }

    /// The order of start in which ``combine(_:names:)`` joins `recordings`: their indices.
    static func combinationOrder(of recordings: [WorkoutRecording]) -> [Int] {
        recordings.indices.sorted { recordings[$0].workout.startDate < recordings[$1].workout.startDate }
    }

    /// ``combine(_:names:)``; `points`: the figures of the recordings' points, when they were
    /// streamed past the combination (``CombiningStream``) instead of held in `recordings`.
    static func combine(_ recordings: [WorkoutRecording], names: [String], points: StreamedFigures?) throws -> EditedRecording {
        guard recordings.count >= 2 else { throw EditError.tooFewRecordings(count: recordings.count) }
        let order = combinationOrder(of: recordings)
        for (a, b) in zip(order, order.dropFirst()) {
            let first = recordings[a].workout, second = recordings[b].workout
            guard first.activityType == second.activityType else {
                throw EditError.differentActivities(first: names[a], firstType: first.activityType.name, second: names[b],
                                                    secondType: second.activityType.name)
            }
            let overlap = first.endDate.timeIntervalSince(second.startDate)
            guard overlap <= 0 else { throw EditError.overlappingRecordings(first: names[a], second: names[b], overlap: overlap) }
        }
        let sorted = order.map { recordings[$0].holdingDistancesFromStartAsSeries() }
        var dropped: [String] = []
        var workout = sorted[0].workout
        workout.endDate = sorted[sorted.count - 1].workout.endDate
        workout.duration = sorted.reduce(0) { $0 + $1.workout.duration }
        workout.syncIdentifier = nil
        workout.syncVersion = 1
        workout.events = []
        for (index, recording) in sorted.enumerated() {
            let previousEnd = index > 0 ? sorted[index - 1].workout.endDate : recording.workout.startDate
            if recording.workout.startDate > previousEnd {
                workout.events += [WorkoutEvent(type: .pause, date: previousEnd),
                                   WorkoutEvent(type: .resume, date: recording.workout.startDate)]
            }
            workout.events += recording.workout.events
        }
        workout.activities = sorted.flatMap(\.workout.activities)
        workout.totalDistance = sum(sorted.map(\.workout.totalDistance), in: .meter, words: "total distance", dropped: &dropped)
        workout.totalEnergyBurned = sum(sorted.map(\.workout.totalEnergyBurned), in: .kilocalorie, words: "total energy",
                                        dropped: &dropped)
        for recording in sorted.dropFirst() {
            workout.metadata.merge(recording.workout.metadata) { kept, _ in kept }
        }

        var series: [RecordingSeries] = []
        var distanceOffset = 0.0
        for recording in sorted {
            let offset = distanceOffset
            series.append(recording.series.compactMapValues { one, time, value in
                (time, isDistanceFromStart(one) ? value + offset : value)
            })
            var last: Double?
            recording.series.forEachValue { index, _, value in
                if isDistanceFromStart(recording.series[index]) { last = value }
            }
            distanceOffset += last ?? (try? recording.workout.totalDistance?.doubleValue(for: .meter)) ?? 0
        }
        var routes = sorted.flatMap(\.routes)
        if sorted.allSatisfy({ $0.routes.count <= 1 }), var route = routes.first {
            route.locations = routes.reduce(into: RouteLocations()) { $0.append(contentsOf: $1.locations) }
            (route.startDate, route.endDate) = (nil, nil)
            routes = [route]
        }
        var waypoints: [Waypoint] = []
        for waypoint in sorted.flatMap(\.waypoints) where !waypoints.contains(where: { sameWaypoint($0, waypoint) }) {
            waypoints.append(waypoint)
        }
        var combined = WorkoutRecording(workout: workout, series: .concatenating(series),
                                        samples: sorted.flatMap(\.separateSamples), routes: routes, waypoints: waypoints)
        let span = (workout.startDate.timeIntervalSinceReferenceDate, workout.endDate.timeIntervalSinceReferenceDate)
        let restated = EditFigures(combined, points: points.map { ($0, $0.first ?? span.0, $0.last ?? span.1) }).restate(
            distance: nil, energy: nil, metadata: workout.metadata, from: -.infinity, to: .infinity, duration: workout.duration)
        combined.workout.metadata = restated.metadata
        return EditedRecording(recording: combined.renewingIdentities(), droppedTotals: dropped + restated.dropped)
    }

    private static func isDistanceFromStart(_ series: QuantitySeries) -> Bool {
        series.quantityType.identifier == QuantityType.distanceFromStart.identifier
    }

    /// The sum of `totals` in `unit`, when every one is stated; else `nil`, named in `dropped`
    /// when some are.
    private static func sum(_ totals: [Quantity?], in unit: QuantityUnit, words: String, dropped: inout [String]) -> Quantity? {
        let values = totals.compactMap { try? $0?.doubleValue(for: unit) }
        guard values.count == totals.count else {
            if !values.isEmpty { dropped.append("the \(words) (stated by \(values.count) of \(totals.count) recordings)") }
            return nil
        }
        return Quantity(values.reduce(0, +), unit)
    }

    /// Whether two waypoints are the same place, whatever their UUIDs.
    private static func sameWaypoint(_ a: Waypoint, _ b: Waypoint) -> Bool {
        var b = b
        b.uuid = a.uuid
        return a == b
    }
}
