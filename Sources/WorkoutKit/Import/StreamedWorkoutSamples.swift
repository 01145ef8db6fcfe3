import Foundation
import WorkoutFormats
import WorkoutModel
import WorkoutStore

/// The samples of workouts read from workoutkit's JSON, streamed into an import session as
/// the reader hands them over (a ``WorkoutSampleSink``): a workout the store does not hold
/// yet (by UUID or sync identifier) is begun as a ``StreamedRecording`` and takes its samples
/// a batch at a time; one it holds is left to be read and saved whole, as it may replace a
/// stored version whose samples' UUIDs it keeps.
///
/// The reader hands out the workout without its samples next; ``finish(_:versioning:)``
/// saves it with them. Used on the session's thread (the reader reads on it too).
final class StreamedWorkoutSamples: WorkoutSampleSink {
    /// Samples are added to the recording this many at a time (one access to it a batch).
    static let batchSize = 1024

    private let session: ImportSession
    private var recording: StreamedRecording?
    private var pending: [QuantitySample] = []

    init(session: ImportSession) {
        self.session = session
        pending.reserveCapacity(Self.batchSize)
    }

    /// Whether a workout's samples were taken, to be saved by ``finish(_:versioning:)``.
    var isStreaming: Bool { recording != nil }

    func takesSamples(ofWorkout uuid: UUID, syncIdentifier: String?) throws -> Bool {
        try discardSamples()
        guard try !session.holdsWorkout(uuid: uuid, syncIdentifier: syncIdentifier) else { return false }
        recording = try session.beginRecording()
        return true
    }

    func addSample(_ sample: QuantitySample) throws {
        pending.append(sample)
        if pending.count == Self.batchSize { try addPending() }
    }

    func discardSamples() throws {
        pending.removeAll(keepingCapacity: true)
        guard let recording else { return }
        self.recording = nil
        try recording.discard()
    }

    /// Saves the workout whose samples were taken: `rest` is its recording without them.
    /// Throws what saving it whole would (nothing of it is then saved).
    func finish(_ rest: WorkoutRecording, versioning: SyncVersioning) throws -> SaveOutcome {
        guard let recording else { throw StoreError.invalid("no workout's samples were streamed") }
        do {
            try addPending()
        } catch {
            try discardSamples()
            throw error
        }
        self.recording = nil
        return try recording.finish(rest, streamedRouteSyncIdentifier: nil, versioning: versioning)
    }

    private func addPending() throws {
        guard let recording, !pending.isEmpty else { return }
        try recording.add { feed in
            for sample in pending { try feed.addSample(sample) }
        }
        pending.removeAll(keepingCapacity: true)
    }
}
