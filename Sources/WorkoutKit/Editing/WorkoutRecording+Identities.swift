import Foundation
import WorkoutModel

extension WorkoutRecording {
    /// The recording with a new UUID for its workout, legs, separate samples, series, routes and
    /// waypoints: what an edit makes is new objects (see ``RecordingEditor``).
    func renewingIdentities() -> WorkoutRecording {
        var workout = self.workout
        workout.uuid = UUIDGenerator.random()
        workout.activities = workout.activities.map { activity in
            var activity = activity
            activity.uuid = UUIDGenerator.random()
            return activity
        }
        let samples = separateSamples.map { sample in
            var sample = sample
            sample.uuid = UUIDGenerator.random()
            return sample
        }
        let routes = self.routes.map { route in
            var route = route
            route.uuid = UUIDGenerator.random()
            return route
        }
        let waypoints = self.waypoints.map { waypoint in
            var waypoint = waypoint
            waypoint.uuid = UUIDGenerator.random()
            return waypoint
        }
        // compactMapValues gives every series a new UUID.
        return WorkoutRecording(workout: workout, series: series.compactMapValues { _, time, value in (time, value) },
                                samples: samples, routes: routes, waypoints: waypoints)
    }
}
