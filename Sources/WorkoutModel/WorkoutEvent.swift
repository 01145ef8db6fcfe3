import Foundation

/// Something that happened during a workout, as HealthKit's `HKWorkoutEvent`.
public struct WorkoutEvent: Hashable, Sendable {
    /// The kinds of event, named as in HealthKit's `HKWorkoutEventType`.
    public enum EventType: String, Sendable, CaseIterable {
        case pause, resume, lap, segment, marker, motionPaused, motionResumed, pauseOrResumeRequest
    }

    public var type: EventType
    /// When the event happened (for laps and segments, when the interval began).
    public var date: Date
    /// How long the event's interval lasts (0 for instants such as pause and resume).
    public var duration: TimeInterval
    public var metadata: Metadata

    public init(type: EventType, date: Date, duration: TimeInterval = 0, metadata: Metadata = [:]) {
        self.type = type
        self.date = date
        self.duration = duration
        self.metadata = metadata
    }

    /// The end of the event's interval.
    public var endDate: Date { date.addingTimeInterval(duration) }
}

/// One leg of a multisport workout, as HealthKit's `HKWorkoutActivity`
/// (for example the swim, the transition and the ride of a triathlon).
public struct WorkoutActivity: Hashable, Sendable, Identifiable {
    public var uuid: UUID
    public var activityType: WorkoutActivityType
    public var startDate: Date
    public var endDate: Date
    /// Time spent active, excluding pauses.
    public var duration: TimeInterval
    public var totalEnergyBurned: Quantity?
    public var totalDistance: Quantity?
    public var metadata: Metadata

    public var id: UUID { uuid }

    public init(
        uuid: UUID = UUIDGenerator.random(), activityType: WorkoutActivityType, start: Date, end: Date,
        duration: TimeInterval? = nil, totalEnergyBurned: Quantity? = nil, totalDistance: Quantity? = nil,
        metadata: Metadata = [:]
    ) {
        self.uuid = uuid
        self.activityType = activityType
        self.startDate = start
        self.endDate = end
        self.duration = duration ?? end.timeIntervalSince(start)
        self.totalEnergyBurned = totalEnergyBurned
        self.totalDistance = totalDistance
        self.metadata = metadata
    }
}
