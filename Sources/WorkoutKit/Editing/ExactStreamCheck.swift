import Foundation
import WorkoutFormats
import WorkoutModel

/// Whether a workout's points, as a reader streams them, are written as its whole recording
/// would be, so that an edit made as they pass writes what the edit of the whole recording
/// writes: every point has a time later than the one before (where points share a time, or
/// a time goes back, writers pair the values with the points of a time differently, and a
/// trim's sums would run in another order), and points whose value types settle only at the
/// workout's end (a FIT file names its sport after its records) were typed as the one sport
/// the workout turns out to be of types them (running or cycling cadence, power and speed).
/// Fed the batches as they come, then the rest.
struct ExactStreamCheck {
    /// Whether points may share the time of the one before (for a writer that pairs the values
    /// of one time as the whole recording's are paired: FIT); a time going back never passes.
    private let admitsSharedTimes: Bool
    private var lastTimes: [UUID: Date] = [:]
    /// The sports the points whose types settle at the end were typed by.
    private var provisionalSports: Set<WorkoutActivityType> = []

    init(admittingSharedTimes: Bool = false) {
        admitsSharedTimes = admittingSharedTimes
    }

    /// Whether `batch` keeps the stream exact so far.
    mutating func admits(_ batch: PointBatch) -> Bool {
        if batch.typesSettleAtEnd { provisionalSports.insert(batch.activityType) }
        var last = lastTimes[batch.workout]
        defer { lastTimes[batch.workout] = last }
        for point in batch.points {
            guard let time = point.time, last.map({ time > $0 || (admitsSharedTimes && time == $0) }) ?? true else { return false }
            last = time
        }
        return true
    }

    /// Whether the workout `rest` ends (all but its points) settles its points' types as they
    /// were streamed: of one sport, which types them as they were typed.
    func admits(rest: WorkoutRecording) -> Bool {
        guard !provisionalSports.isEmpty else { return true }
        let settled = Self.valueTypes(of: rest.workout.activityType)
        return rest.workout.activities.isEmpty && provisionalSports.allSatisfy { Self.valueTypes(of: $0) == settled }
    }

    /// The types a point's cadence, power and speed get in a workout of `sport`
    /// (``/WorkoutFormats/TrackPoint/forEachSample(activityType:_:)``).
    private static func valueTypes(of sport: WorkoutActivityType) -> [QuantityType] {
        var point = TrackPoint(time: Date(timeIntervalSinceReferenceDate: 0))
        (point.cadence, point.power, point.speed) = (1, 1, 1)
        var types: [QuantityType] = []
        point.forEachSample(activityType: sport) { type, _ in types.append(type) }
        return types
    }
}
