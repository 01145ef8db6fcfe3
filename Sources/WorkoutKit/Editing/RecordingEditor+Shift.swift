import Foundation
import WorkoutModel

extension RecordingEditor {
    /// `recording` with every time moved by `seconds`: the workout's start and end, its events
    /// and legs, the samples and series values, the routes' locations and dates, the waypoints'
    /// times. Nothing else changes (not the totals, nor when it was saved to HealthKit).
    public static func shift(_ recording: WorkoutRecording, by seconds: TimeInterval) -> EditedRecording {
        func moved(_ date: Date) -> Date { date.addingTimeInterval(seconds) }
        var workout = recording.workout
        workout.startDate = moved(workout.startDate)
        workout.endDate = moved(workout.endDate)
        workout.events = workout.events.map { event in
            var event = event
            event.date = moved(event.date)
            return event
        }
        workout.activities = workout.activities.map { activity in
            var activity = activity
            activity.startDate = moved(activity.startDate)
            activity.endDate = moved(activity.endDate)
            return activity
        }
        let series = recording.series.compactMapValues { _, time, value in (time + seconds, value) }
        let samples = recording.separateSamples.map { sample in
            var sample = sample
            sample.startDate = moved(sample.startDate)
            sample.endDate = moved(sample.endDate)
            return sample
        }
        let routes = recording.routes.map { route in
            var route = route
            for index in route.locations.indices { route.locations[index].timestamp = moved(route.locations[index].timestamp) }
            route.startDate = route.startDate.map(moved)
            route.endDate = route.endDate.map(moved)
            return route
        }
        let waypoints = recording.waypoints.map { waypoint in
            var waypoint = waypoint
            waypoint.time = waypoint.time.map(moved)
            return waypoint
        }
        let shifted = WorkoutRecording(workout: workout, series: series, samples: samples, routes: routes, waypoints: waypoints)
        return EditedRecording(recording: shifted.renewingIdentities())
    }

    /// `recording`, whose device wrote local time as if it were UTC, with its times made UTC:
    /// moved back by `zone`'s offset from UTC at the recording's start (read as local time).
    /// The workout's time zone (HealthKit's `HKTimeZone`) becomes `zone` when the file gave
    /// none; a zone it gave is kept.
    public static func retag(_ recording: WorkoutRecording, localTimeIn zone: TimeZone) -> EditedRecording {
        var result = shift(recording, by: -offset(of: zone, atLocal: recording.workout.startDate))
        if result.recording.workout.metadata[MetadataKey.timeZone] == nil {
            result.recording.workout.metadata[MetadataKey.timeZone] = .string(zone.identifier)
        }
        return result
    }

    /// The offset from UTC of `zone` at `local`, a time read as local time in it: the zone's
    /// offset at the UTC instant an offset earlier.
    static func offset(of zone: TimeZone, atLocal local: Date) -> TimeInterval {
        TimeInterval(zone.secondsFromGMT(for: local.addingTimeInterval(-TimeInterval(zone.secondsFromGMT(for: local)))))
    }

    /// `recording`, whose device wrote local time as if it were UTC, re-tagged as
    /// ``retag(_:localTimeIn:)`` does by the time zone the recording states itself
    /// (``EditTimes/statedZone(of:)``: a FIT's `local_timestamp`, a GPX time's offset, a
    /// stored workout's `HKTimeZone`). Only right for a recording known to hold local time
    /// written as UTC: a FIT whose `local_timestamp` differs from its `timestamp` says that
    /// its times are UTC already, and a GPX time with an offset is UTC once read.
    ///
    /// - Throws: ``EditError/noTimeZoneStated(input:)`` naming `input` when it states none.
    public static func retagInStatedZone(_ recording: WorkoutRecording, input: String) throws(EditError) -> EditedRecording {
        guard let zone = EditTimes.statedZone(of: recording) else { throw EditError.noTimeZoneStated(input: input) }
        return retag(recording, localTimeIn: zone)
    }
}
