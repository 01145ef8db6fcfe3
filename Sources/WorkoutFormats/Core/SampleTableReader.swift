import Foundation
import WorkoutModel

/// A reader whose input may instead be a table of samples for workouts that are already
/// stored (workoutkit's CSV sample table): such an input adds samples to saved workouts
/// rather than holding recordings.
public protocol SampleTableReader: RecordingReader {
    /// Whether the first bytes of an input (as for ``RecordingReader/recognizes(prefix:)``)
    /// begin a sample table.
    func recognizesSampleTable(prefix: [UInt8]) -> Bool

    /// Reads every sample of a sample table, handing out each run of samples of one
    /// workout with the workout's UUID.
    ///
    /// - Throws: ``FormatError/malformed(file:at:reason:)`` naming `name` and the place.
    func readSampleTable(from source: any ByteSource, name: String, emit: (UUID, [QuantitySample]) throws -> Void) throws
}
