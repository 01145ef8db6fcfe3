import Foundation
import WorkoutFormats
import WorkoutModel
import WorkoutStore

/// The samples and routes' locations of workouts read from workoutkit's JSON, streamed
/// into an import session as the reader hands them over (a ``WorkoutSampleSink``): a workout
/// the store does not hold yet (by UUID or sync identifier) is begun as a
/// ``StreamedRecording`` and takes its samples, then its routes' locations, a batch at
/// a time (each route ended as its object ends); one it holds is left to be read and saved whole, as it may replace a stored version
/// whose samples' UUIDs it keeps.
///
/// The reader hands out the workout without what it streamed next; ``finish(_:versioning:)``
/// saves it with them. Used on the session's thread (the reader reads on it too).
final class StreamedWorkoutSamples: WorkoutSampleSink {
    /// Samples and locations are added to the recording this many at a time (one access to it a batch).
    static let batchSize = 1024

    private let session: ImportSession
    private var recording: StreamedRecording?
    private var pending: [QuantitySample] = []
    private var pendingLocations: [Location] = []

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

    func takesLocations(ofRoute uuid: UUID) throws -> Bool {
        guard let recording else { return false }
        try addPending()
        try recording.add { try $0.nameRoute(uuid) }
        return true
    }

    func addLocation(_ location: Location) throws {
        pendingLocations.append(location)
        if pendingLocations.count == Self.batchSize { try addPending() }
    }

    func endRoute(_ route: WorkoutRoute) throws {
        guard let recording else { return }
        try addPending()
        try recording.add { try $0.endRoute(route) }
    }

    func discardSamples() throws {
        pending.removeAll(keepingCapacity: true)
        pendingLocations.removeAll(keepingCapacity: true)
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
        guard let recording, !pending.isEmpty || !pendingLocations.isEmpty else { return }
        try recording.add { feed in
            for sample in pending { try feed.addSample(sample) }
            for location in pendingLocations { try feed.addLocation(location) }
        }
        pending.removeAll(keepingCapacity: true)
        pendingLocations.removeAll(keepingCapacity: true)
    }
}
