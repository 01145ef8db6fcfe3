import Foundation
import WorkoutModel

/// What ``RecordingEditor/mergePlan(_:names:options:)`` chose for a merge before any value is
/// moved (see ``RecordingEditor/merge(_:names:options:)``).
struct MergePlan {
    /// The recording the positions and the workout come from.
    let base: Int
    /// The base, then the others in their order.
    let order: [Int]
    /// The recording each quantity type comes from.
    let source: [QuantityType: Int]
    /// The base's workout, with the totals and metadata it lacks from the others.
    let workout: Workout
    /// What the result leaves out of the recordings' series, positions and waypoints, in words.
    let leftOut: [String]

    /// The device a series or sample taken from `recording` (not the base) names in the
    /// result: `own` (its own), else the recording's workout's, when that is not the result
    /// workout's (the base's); `nil` (the workout's) when it is.
    func device(of own: Device?, from recording: WorkoutRecording) -> Device? {
        let device = own ?? recording.workout.device
        return device == workout.device ? nil : device
    }
}

/// A recording as a merge's plan sees it: whole, or (streamed) its outline with what its points hold.
struct MergeInput {
    /// The recording, its times moved by its offset; when streamed, all but its points.
    let recording: WorkoutRecording
    /// The type of each of its series, in their order (a whole read's).
    let seriesTypes: [QuantityType]
    /// How many route locations it holds.
    let locationCount: Int

    init(whole recording: WorkoutRecording) {
        self.recording = recording
        seriesTypes = recording.series.map(\.quantityType)
        locationCount = recording.locationCount
    }

    /// A streamed recording: its outline (all but its points), the types of its series in the
    /// order a whole read makes them, and how many route locations it holds.
    init(outline: WorkoutRecording, seriesTypes: [QuantityType], locationCount: Int) {
        recording = outline
        self.seriesTypes = seriesTypes
        self.locationCount = locationCount
    }
}

/// A series of a recording other than a merge's base, moved to the base's records.
struct MergeAlignment {
    /// The recording it came from, by index.
    let recording: Int
    let quantityType: QuantityType
    /// Its values, and how many records took one.
    let count: Int
    let moved: Int
    /// Its sampling interval (``SeriesAligner/interval``), and how many of its values no record took.
    let interval: Double
    let missed: Int
}
