import Foundation
import WorkoutModel

/// Whether a recording's points go forward in time, worked out while it is saved and kept
/// in the workout's `points_in_time_order` column (since "v6-exportspeed-point-time-order"):
/// its samples at single instants, in the order they were saved (their anchors), and each
/// route's locations never come before the one before them.
///
/// An export then writes the workout's points from the store in one pass per writing
/// pass (``StoredWorkoutReader/pointsAreTimeOrdered``): a pass gathers a time's points only
/// when they go forward, and without the flag it must read them once more first to know.
/// It holds for every instantaneous sample, whatever its type, so it holds for the point
/// values of any writer. A change to a saved workout's samples or routes that could break
/// it (samples added to it, a new route version) sets the column to NULL: not known.
struct PointTimeOrder {
    /// `false` once a time came before the one before it.
    private(set) var isForward = true
    private var lastValueTime = -Double.infinity
    private var lastLocationTime = -Double.infinity

    /// Adds the next sample at a single instant, at `time` (stored form).
    mutating func addValue(at time: Double) {
        if time < lastValueTime { isForward = false }
        lastValueTime = time
    }

    /// Adds a recording's samples in the order they are saved (``/WorkoutModel/WorkoutRecording/forEachSample(_:)``'s):
    /// its series' values, read from their columns, then its separate samples, of which those
    /// over an interval are no points.
    mutating func add(samplesOf recording: WorkoutRecording) {
        recording.series.forEachValue { _, time, _ in addValue(at: time) }
        for sample in recording.separateSamples {
            let start = sample.startDate.stored
            if start == sample.endDate.stored { addValue(at: start) }
        }
    }

    /// Adds the next location of the route being added.
    mutating func addLocation(at time: Double) {
        if time < lastLocationTime { isForward = false }
        lastLocationTime = time
    }

    /// Ends the route being added: the next location begins another.
    mutating func endRoute() {
        lastLocationTime = -Double.infinity
    }

    /// Adds a whole route.
    mutating func add(_ route: WorkoutRoute) {
        for location in route.locations { addLocation(at: location.timestamp.stored) }
        endRoute()
    }
}
