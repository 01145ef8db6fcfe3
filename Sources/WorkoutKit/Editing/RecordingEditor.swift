import Foundation
import WorkoutModel

/// Edits of whole recordings, pure over the model: ``trim(_:from:to:name:)`` drops the ends,
/// ``shift(_:by:)`` moves every time, ``split(_:at:name:)`` cuts a recording into parts, and
/// ``combine(_:names:)`` joins consecutive recordings into one workout. The ``EditPipeline``
/// reads the recordings from files or the store and writes or saves the results.
///
/// What every edit keeps:
/// - **Records** (series values, route locations, instantaneous samples, instantaneous events
///   such as pauses and markers, waypoints with a time) are kept or dropped whole: a split puts
///   each in exactly one part, by its time.
/// - **Intervals** that cross a cut (laps and segments, multisport legs, interval samples such
///   as a lap's energy) are cut with it: each part holds the piece inside it, and a cumulative
///   sample's value (energy, distance, steps) is divided in proportion to the time on each side,
///   as HealthKit's statistics divide a sample across their intervals.
/// - **Totals** are recomputed for the time the result covers: the duration without pauses, the
///   distance (from the distance-from-start series, else the route, else the distance samples),
///   the energy (from the energy samples), elevation gain and loss (from the route's altitudes),
///   average and maximum speed, heart rate, cadence and power (from the series). A total the
///   recording stated and the result cannot recompute is left out and named in
///   ``EditedRecording/droppedTotals``; a total the recording did not state is not invented.
/// - The distance-from-start series of a later part starts from the last value before the part.
/// - Every edited workout, sample, series, route, waypoint and leg gets a new UUID: an edit
///   makes new objects (the store keeps the old ones' tombstones).
public enum RecordingEditor {}

/// An edited recording, with the stated totals the edit could not carry over.
public struct EditedRecording: Sendable {
    /// The result.
    public var recording: WorkoutRecording
    /// The stated totals the result could not recompute and left out, in words
    /// (`the total energy (612 kcal)`, `the average METs (7.5)`).
    public var droppedTotals: [String]

    public init(recording: WorkoutRecording, droppedTotals: [String] = []) {
        self.recording = recording
        self.droppedTotals = droppedTotals
    }
}
