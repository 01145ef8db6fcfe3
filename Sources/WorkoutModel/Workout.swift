import Foundation

/// A workout, as HealthKit's `HKWorkout`: what was done, when, the totals, who
/// recorded it, and what happened during it.
public struct Workout: Hashable, Sendable, Identifiable {
    public var uuid: UUID
    public var activityType: WorkoutActivityType
    public var startDate: Date
    public var endDate: Date
    /// Time spent active, excluding pauses (may be less than `endDate - startDate`).
    public var duration: TimeInterval
    public var totalEnergyBurned: Quantity?
    public var totalDistance: Quantity?
    public var source: Source
    public var device: Device?
    /// Identifies the recording across imports; see ``WorkoutRecording`` and the store's
    /// versioning rules.
    public var syncIdentifier: String?
    public var syncVersion: Int
    public var metadata: Metadata
    public var events: [WorkoutEvent]
    /// The legs of a multisport workout; empty for a single-sport one.
    public var activities: [WorkoutActivity]
    /// When the workout was saved to HealthKit (an Apple Health export's `creationDate`),
    /// when known. Not part of ``WorkoutRecording/contentDigest``: the same workout saved
    /// again is the same workout.
    public var creationDate: Date?

    public var id: UUID { uuid }

    public init(
        uuid: UUID = UUIDGenerator.random(), activityType: WorkoutActivityType, start: Date, end: Date,
        duration: TimeInterval? = nil, totalEnergyBurned: Quantity? = nil, totalDistance: Quantity? = nil,
        source: Source = .unknown, device: Device? = nil, syncIdentifier: String? = nil, syncVersion: Int = 1,
        metadata: Metadata = [:], events: [WorkoutEvent] = [], activities: [WorkoutActivity] = [],
        creationDate: Date? = nil
    ) {
        self.uuid = uuid
        self.activityType = activityType
        self.startDate = start
        self.endDate = end
        self.duration = duration ?? end.timeIntervalSince(start)
        self.totalEnergyBurned = totalEnergyBurned
        self.totalDistance = totalDistance
        self.source = source
        self.device = device
        self.syncIdentifier = syncIdentifier
        self.syncVersion = syncVersion
        self.metadata = metadata
        self.events = events
        self.activities = activities
        self.creationDate = creationDate
    }

    /// The events of one type, in time order.
    public func events(ofType type: WorkoutEvent.EventType) -> [WorkoutEvent] {
        events.filter { $0.type == type }.sorted { $0.date < $1.date }
    }
}
