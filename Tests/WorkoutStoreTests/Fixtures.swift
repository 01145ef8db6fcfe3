import Foundation
import WorkoutModel
@testable import WorkoutStore

/// Builders of recordings for the store tests.
enum Fixture {
    /// 2024-05-01T07:30:00Z.
    static let morning = Date(timeIntervalSince1970: 1_714_548_600)

    static let garmin = Source(name: "Garmin Connect", bundleIdentifier: "com.garmin.connect")
    static let strava = Source(name: "Strava")

    static func date(_ text: String) -> Date {
        guard let date = Timestamp.date(text) else { fatalError("bad test date \(text)") }
        return date
    }

    /// A run with heart rate every second, two laps of energy, a route, events and
    /// metadata of every kind.
    static func run(
        start: Date = morning, seconds: Int = 600, source: Source = garmin, syncIdentifier: String? = "run-1",
        syncVersion: Int = 1, heartRateOffset: Double = 0
    ) -> WorkoutRecording {
        let end = start.addingTimeInterval(Double(seconds))
        let device = Device(name: "Forerunner 945", manufacturer: "Garmin", model: "fr945", softwareVersion: "12.10")
        var samples: [QuantitySample] = []
        for second in 0..<seconds {
            let time = start.addingTimeInterval(Double(second))
            samples.append(QuantitySample(
                type: .heartRate, quantity: Quantity(120 + Double(second % 40) + heartRateOffset, .countPerMinute),
                start: time, end: time))
        }
        let half = start.addingTimeInterval(Double(seconds) / 2)
        samples.append(QuantitySample(
            type: .activeEnergyBurned, quantity: Quantity(15.5, .kilocalorie), start: start, end: half,
            metadata: ["lap": .integer(1)]))
        samples.append(QuantitySample(
            type: .activeEnergyBurned, quantity: Quantity(100, .kilojoule), start: half, end: end,
            source: Source(name: "Power Meter"), device: Device(name: "Stryd"), metadata: ["lap": .integer(2)]))
        var locations: [Location] = []
        for second in 0..<seconds {
            let offset = Double(second)
            let altitude: Double? = second % 3 == 0 ? nil : 34.2 + offset * 0.1
            locations.append(Location(
                timestamp: start.addingTimeInterval(offset), latitude: 52.5 + offset * 1e-5,
                longitude: 13.4, altitude: altitude, speed: 3.1))
        }
        let workout = Workout(
            activityType: .running, start: start, end: end, duration: Double(seconds) - 10,
            totalEnergyBurned: Quantity(412, .kilocalorie), totalDistance: Quantity(5012.4, .meter),
            source: source, device: device, syncIdentifier: syncIdentifier, syncVersion: syncVersion,
            metadata: [
                MetadataKey.indoorWorkout: .bool(false), MetadataKey.timeZone: .string("Europe/Berlin"),
                "WKLaps": .integer(2), "WKRatio": .double(5.0),
                MetadataKey.elevationAscended: .quantity(Quantity(12, .meter)),
            ],
            events: [
                WorkoutEvent(type: .pause, date: start.addingTimeInterval(100)),
                WorkoutEvent(type: .resume, date: start.addingTimeInterval(110)),
                WorkoutEvent(type: .lap, date: start, duration: Double(seconds) / 2, metadata: ["index": .integer(0)]),
            ],
            activities: [WorkoutActivity(activityType: .running, start: start, end: end, totalDistance: Quantity(5, .kilometer))])
        return WorkoutRecording(
            workout: workout, samples: samples,
            routes: [WorkoutRoute(syncIdentifier: "route-1", locations: locations, metadata: ["WKSmoothed": .bool(false)])])
    }

    /// A workout holding only the given samples.
    static func recording(
        _ samples: [QuantitySample], source: Source = garmin, activity: WorkoutActivityType = .running,
        syncIdentifier: String? = nil
    ) -> WorkoutRecording {
        let start = samples.map(\.startDate).min() ?? morning
        let end = samples.map(\.endDate).max() ?? morning
        return WorkoutRecording(
            workout: Workout(activityType: activity, start: start, end: end, source: source, syncIdentifier: syncIdentifier),
            samples: samples)
    }

    static func heartRate(_ value: Double, at date: Date, source: Source? = nil) -> QuantitySample {
        QuantitySample(type: .heartRate, quantity: Quantity(value, .countPerMinute), start: date, end: date, source: source)
    }

    static func energy(_ kilocalories: Double, from start: Date, to end: Date, source: Source? = nil) -> QuantitySample {
        QuantitySample(type: .activeEnergyBurned, quantity: Quantity(kilocalories, .kilocalorie), start: start, end: end, source: source)
    }
}
