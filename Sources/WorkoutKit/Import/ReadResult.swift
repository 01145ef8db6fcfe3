import Foundation
import WorkoutFormats
import WorkoutModel
import WorkoutStore

/// What reading one input gave.
enum ReadResult: Sendable {
    /// Recordings named from their bulk export's index, checked and digested for saving,
    /// the input's courses, and the bad items left out of the input.
    case success(
        [PreparedRecording], courses: [Course], warnings: [String], skipped: SkippedItems, versioning: SyncVersioning)
    /// A sample table: samples for workouts already in the store, by workout.
    case samples([(workout: UUID, samples: [QuantitySample])])
    /// The input also holds standalone samples (an Apple Health export, workoutkit's JSON):
    /// it is streamed into the store when its turn comes, not read ahead into memory, from
    /// the input as it was opened here (standard input cannot be opened twice).
    case streamed(HandedOverInput)
    /// A recording of a point-streaming format: it is streamed into the store when its turn
    /// comes (see ``Importer/streamsIntoStore(_:reader:)``), from its points read ahead when
    /// several jobs read and it is small, else read then.
    case pointStream(ReadPoints?)
    case failure(String)
}

/// An input opened on a reading thread and read later on the saving thread, by one thread
/// at a time: the reading thread lets go of it when it hands the ``ReadResult`` over.
final class HandedOverInput: @unchecked Sendable {
    let input: OpenedInput
    init(_ input: OpenedInput) { self.input = input }
}
