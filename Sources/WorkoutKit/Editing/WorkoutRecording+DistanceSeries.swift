import Foundation
import WorkoutModel

extension WorkoutRecording {
    /// The recording with its distance-from-start values that are separate samples (no source,
    /// device or metadata of their own: a workout stored before its values were saved as
    /// series, each with a UUID of its own, or a JSON file listing them one by one) as a series,
    /// in their order: a trim or split counts each part's distances from the value before it,
    /// and a combination counts each recording's on from the one before, series by series, as
    /// for a file's recording. Returns the recording itself when it has no such sample.
    func holdingDistancesFromStartAsSeries() -> WorkoutRecording {
        guard separateSamples.contains(where: { $0.quantityType.identifier == QuantityType.distanceFromStart.identifier })
        else { return self }
        return holdingInstantaneousSamplesAsSeries(of: .distanceFromStart)
    }
}
