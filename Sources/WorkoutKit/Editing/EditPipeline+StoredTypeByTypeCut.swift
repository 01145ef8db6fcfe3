import Foundation
import WorkoutStore

extension EditPipeline {
    /// Whether an edit that cuts the points of `stored` by time (a split, ``StoredStretchPointMove``)
    /// or joins them with other workouts' (a combination) streams where ``streamsCut(_:)``
    /// refuses it, with each type's values read apart: a shift of it streams naming the devices
    /// the values' chunks name (``streamsIntoNextVersion(_:namingDevices:)``: a stored merge,
    /// whose series taken from other workouts name the device that recorded them), and every
    /// value was saved before the other samples and as a series' value, though the values may
    /// go back in time as saved (a merge saves the series it takes after the base's). Each
    /// type's values must go forward in time for a split: checked as they pass.
    static func streamsCutTypeByType(_ stored: StoredWorkoutReader) throws -> Bool {
        try streamsIntoNextVersion(stored, namingDevices: true) && stored.valuesMayPrecedeOtherSamples() && stored.valuesAreSeries()
    }
}
