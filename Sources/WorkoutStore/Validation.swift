import Foundation
import WorkoutModel

/// Checks on values before they reach the database.
enum Validation {
    /// Dates the store accepts, in seconds from 2001: about the years 5 to 5100 (anything
    /// outside is a broken reader or file, and would not fit the hour arithmetic).
    static let dateRange: ClosedRange<Double> = -63_000_000_000 ... 100_000_000_000

    static func check(_ recording: WorkoutRecording) throws {
        try check(recording.workout)
        try recording.forEachSample { sample in try withUnsafePointer(to: sample) { try check(at: $0) } }
        for route in recording.routes { try check(route.locations, route: route.uuid) }
        try check(waypointsOf: recording)
    }

    /// Checks a workout without its samples, routes and waypoints.
    static func check(_ workout: Workout) throws {
        let name = "workout \(workout.uuid.uuidString)"
        try checkInterval(workout.startDate, workout.endDate, name)
        guard workout.duration.isFinite else { throw StoreError.invalid("\(name): duration is not a number") }
        try checkQuantity(workout.totalEnergyBurned, .energy, "\(name): total energy")
        try checkQuantity(workout.totalDistance, .length, "\(name): total distance")
        for event in workout.events {
            try checkInterval(event.date, event.endDate, "\(name): \(event.type.rawValue) event")
        }
        for activity in workout.activities {
            let activityName = "\(name): activity \(activity.uuid.uuidString)"
            try checkInterval(activity.startDate, activity.endDate, activityName)
            guard activity.duration.isFinite else { throw StoreError.invalid("\(activityName): duration is not a number") }
            try checkQuantity(activity.totalEnergyBurned, .energy, "\(activityName): total energy")
            try checkQuantity(activity.totalDistance, .length, "\(activityName): total distance")
        }
    }

    /// Checks the waypoints of a recording (the last of a whole recording's checks).
    static func check(waypointsOf recording: WorkoutRecording) throws {
        try check(recording.waypoints, owner: "workout \(recording.workout.uuid.uuidString)")
    }

    static func check(_ course: Course) throws {
        let name = "course \(course.uuid.uuidString)"
        for time in course.points.times {
            if let time, !dateRange.contains(time.stored) { throw StoreError.invalid("\(name): a point time is out of range") }
        }
        try check(course.waypoints, owner: name)
    }

    private static func check(_ waypoints: [Waypoint], owner: String) throws {
        for waypoint in waypoints {
            if let time = waypoint.time, !dateRange.contains(time.stored) {
                throw StoreError.invalid("\(owner): waypoint \(waypoint.name ?? waypoint.uuid.uuidString): its time is out of range")
            }
        }
    }

    static func check(_ locations: some Collection<Location>, route: UUID) throws {
        if firstInvalid(locations) { throw invalidLocation(route: route) }
    }

    /// Checks one location of a route streamed into the store, as ``check(_:route:)`` checks
    /// each of a route's (without an array made for it).
    static func check(_ location: Location, route: UUID) throws {
        if !isValid(location) { throw invalidLocation(route: route) }
    }

    /// Whether the store refuses one of `locations`.
    static func firstInvalid(_ locations: some Collection<Location>) -> Bool {
        locations.contains { !isValid($0) }
    }

    private static func isValid(_ location: Location) -> Bool { dateRange.contains(location.timestamp.stored) }

    private static func invalidLocation(route: UUID) -> StoreError {
        StoreError.invalid("route \(route.uuidString): a location time is out of range")
    }

    static func check(_ sample: QuantitySample) throws {
        try withUnsafePointer(to: sample) { try check(at: $0) }
    }

    /// Checks the sample `sample` points to, read in place: this runs for every sample saved,
    /// and a copy of a sample (passing one out of an array, say) retains and releases all it
    /// holds, about 280 instructions. Nothing here captures the sample (a message closure over
    /// it did, about 600 instructions a sample); messages are made only on failure.
    static func check(at sample: UnsafePointer<QuantitySample>) throws {
        let start = sample.pointee.startDate.stored
        let end = sample.pointee.endDate.stored
        guard dateRange.contains(start), dateRange.contains(end) else { throw invalid(sample.pointee, "a date is out of range") }
        guard end >= start else { throw invalid(sample.pointee, "ends before it starts") }
        guard sample.pointee.quantity.value.isFinite else { throw invalid(sample.pointee, "the value is not a finite number") }
        guard sample.pointee.quantity.unit.converts(to: sample.pointee.quantityType.canonicalUnit) else {
            let sample = sample.pointee
            throw invalid(sample, "unit \(sample.quantity.unit) does not measure \(sample.quantityType.canonicalUnit.dimension.rawValue)")
        }
    }

    /// Checks a value of a series streamed into the store (see ``StreamedRecording``): an
    /// instantaneous sample of `type` at `time` (since the reference date) in the type's
    /// canonical unit, which checking it as a `QuantitySample` would check the same way. `type`
    /// and `uuid`, taken only on failure, are what the message names.
    static func checkValue(_ value: Double, of type: @autoclosure () -> QuantityType, at time: Double, uuid: () -> UUID) throws {
        guard dateRange.contains(time) else { throw invalid(uuid(), type(), "a date is out of range") }
        guard value.isFinite else { throw invalid(uuid(), type(), "the value is not a finite number") }
    }

    private static func invalid(_ sample: QuantitySample, _ problem: String) -> StoreError {
        invalid(sample.uuid, sample.quantityType, problem)
    }

    private static func invalid(_ uuid: UUID, _ type: QuantityType, _ problem: String) -> StoreError {
        StoreError.invalid("sample \(uuid.uuidString) (\(type.shortName)): \(problem)")
    }

    static func checkInterval(_ start: Date, _ end: Date, _ name: @autoclosure () -> String) throws {
        guard dateRange.contains(start.stored), dateRange.contains(end.stored) else {
            throw StoreError.invalid("\(name()): a date is out of range")
        }
        guard end >= start else { throw StoreError.invalid("\(name()): ends before it starts") }
    }

    private static func checkQuantity(_ quantity: Quantity?, _ dimension: QuantityUnit.Dimension, _ name: String) throws {
        guard let quantity else { return }
        guard quantity.value.isFinite else { throw StoreError.invalid("\(name) is not a finite number") }
        guard quantity.unit.dimension == dimension else {
            throw StoreError.invalid("\(name) is in \(quantity.unit), which does not measure \(dimension.rawValue)")
        }
    }
}

extension WorkoutStore {
    /// Checks that a recording can be saved: the checks every save makes, so that an import
    /// can leave out one bad recording instead of failing the transaction it is saved in.
    ///
    /// - Throws: ``StoreError/invalid(_:)`` naming the workout and the problem.
    public static func validate(_ recording: WorkoutRecording) throws {
        try Validation.check(recording)
    }

    /// Checks that a sample can be saved: the check ``ImportSession/save(standaloneSamples:defaultSource:)``
    /// makes of each sample, so that an import can leave out one bad sample instead of its batch.
    ///
    /// - Throws: ``StoreError/invalid(_:)`` naming the sample and the problem.
    public static func validate(_ sample: QuantitySample) throws {
        try Validation.check(sample)
    }
}
