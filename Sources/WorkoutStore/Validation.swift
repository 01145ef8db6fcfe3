import Foundation
import WorkoutModel

/// Checks on values before they reach the database.
enum Validation {
    /// Dates the store accepts, in seconds from 2001: about the years 5 to 5100 (anything
    /// outside is a broken reader or file, and would not fit the hour arithmetic).
    static let dateRange: ClosedRange<Double> = -63_000_000_000 ... 100_000_000_000

    static func check(_ recording: WorkoutRecording) throws {
        try check(recording.workout)
        for sample in recording.samples { try check(sample) }
        for route in recording.routes { try check(route.locations, route: route.uuid) }
    }

    /// Checks a workout without its samples and routes.
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

    static func check(_ locations: [Location], route: UUID) throws {
        for location in locations where !dateRange.contains(location.timestamp.stored) {
            throw StoreError.invalid("route \(route.uuidString): a location time is out of range")
        }
    }

    static func check(_ sample: QuantitySample) throws {
        // The message is built only on failure: this runs for every sample saved.
        func name() -> String { "sample \(sample.uuid.uuidString) (\(sample.quantityType.shortName))" }
        let start = sample.startDate.stored
        let end = sample.endDate.stored
        guard dateRange.contains(start), dateRange.contains(end) else { throw StoreError.invalid("\(name()): a date is out of range") }
        guard end >= start else { throw StoreError.invalid("\(name()): ends before it starts") }
        guard sample.quantity.value.isFinite else { throw StoreError.invalid("\(name()): the value is not a finite number") }
        guard sample.quantity.unit.dimension == sample.quantityType.canonicalUnit.dimension else {
            throw StoreError.invalid(
                "\(name()): unit \(sample.quantity.unit) does not measure \(sample.quantityType.canonicalUnit.dimension.rawValue)")
        }
    }

    private static func checkInterval(_ start: Date, _ end: Date, _ name: @autoclosure () -> String) throws {
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
