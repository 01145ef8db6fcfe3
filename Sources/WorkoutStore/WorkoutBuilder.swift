import Foundation
import WorkoutModel

/// Builds a workout piece by piece, as HealthKit's `HKWorkoutBuilder`: begin the
/// collection, add samples, events and routes as they come, end the collection,
/// then finish, which saves everything in one transaction.
///
/// What was added is held in memory until ``finishWorkout()``; nothing reaches the
/// store before, so an abandoned builder leaves no trace. Use one builder from one
/// thread at a time.
public final class WorkoutBuilder {
    public let store: WorkoutStore
    public let activityType: WorkoutActivityType
    public let source: Source
    public let device: Device?
    /// Added to the workout's metadata when it is finished.
    public var metadata: Metadata = [:]
    public private(set) var startDate: Date?
    public private(set) var endDate: Date?
    private var samples: [QuantitySample] = []
    private var events: [WorkoutEvent] = []
    private var routes: [WorkoutRoute] = []
    private var finished = false

    public init(store: WorkoutStore, activityType: WorkoutActivityType, source: Source, device: Device? = nil) {
        self.store = store
        self.activityType = activityType
        self.source = source
        self.device = device
    }

    /// Starts the workout at `date`.
    public func beginCollection(at date: Date) throws {
        guard startDate == nil else { throw StoreError.invalid("the workout builder has already begun collecting") }
        startDate = date
    }

    /// Adds samples (checked now, saved when the workout is finished).
    public func add(_ samples: [QuantitySample]) throws {
        try requireCollecting()
        for sample in samples { try Validation.check(sample) }
        self.samples.append(contentsOf: samples)
    }

    /// Adds events (pauses, laps, ...).
    public func addEvents(_ events: [WorkoutEvent]) throws {
        try requireCollecting()
        self.events.append(contentsOf: events)
    }

    /// Adds a route, saved with the workout in the same transaction. (HealthKit builds a
    /// route with the workout builder's own `HKWorkoutRouteBuilder`, from its
    /// `seriesBuilder(for:)`; here the route is handed over whole.)
    public func addRoute(_ route: WorkoutRoute) throws {
        try requireCollecting()
        routes.append(route)
    }

    /// Ends the workout at `date`.
    public func endCollection(at date: Date) throws {
        try requireCollecting()
        guard let startDate, date >= startDate else {
            throw StoreError.invalid("the workout builder cannot end collecting before it began")
        }
        endDate = date
    }

    /// Saves the workout with everything added and returns it. Its totals are the sums
    /// of the active energy samples and of the activity's distance samples, when there are any.
    public func finishWorkout() throws -> Workout {
        guard !finished else { throw StoreError.invalid("the workout builder has already finished its workout") }
        guard let startDate, let endDate else {
            throw StoreError.invalid("the workout builder must begin and end collecting before finishing")
        }
        let workout = Workout(
            activityType: activityType, start: startDate, end: endDate,
            totalEnergyBurned: try total(of: .activeEnergyBurned),
            totalDistance: try total(of: QuantityType.distance(for: activityType)),
            source: source, device: device, metadata: metadata, events: events.sorted { $0.date < $1.date })
        _ = try store.save(WorkoutRecording(workout: workout, samples: samples, routes: routes))
        finished = true
        return workout
    }

    private func requireCollecting() throws {
        guard startDate != nil, endDate == nil, !finished else {
            throw StoreError.invalid("the workout builder is not collecting (begin collection first, and not after its end)")
        }
    }

    private func total(of type: QuantityType) throws -> Quantity? {
        let matching = samples.filter { $0.quantityType == type }
        guard !matching.isEmpty else { return nil }
        let sum = try matching.reduce(0.0) { $0 + (try $1.canonicalValue()) }
        return Quantity(sum, type.canonicalUnit)
    }
}
