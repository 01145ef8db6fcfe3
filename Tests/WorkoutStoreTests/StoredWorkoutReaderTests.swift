import Foundation
import Testing
import WorkoutModel
@testable import WorkoutStore

/// ``WorkoutStore/readWorkout(_:valueTypes:_:)`` hands a stored workout out as its rest and
/// passes over its points by time: together they are ``WorkoutStore/recording(for:)``.
@Suite("Stored workouts read a time at a time")
struct StoredWorkoutReaderTests {
    static let valueTypes: Set<QuantityType> = [.heartRate, .cyclingPower, .cyclingCadence, .distanceFromStart, .altitude]

    /// Heart rate and power packed in interleaved chunks of 512, distance from start in rows
    /// (cumulative), cadence with metadata in rows, a heart rate over an interval, energy,
    /// and a route of its own seconds with two locations at one of them.
    static func ride(seconds: Int) -> WorkoutRecording {
        var samples: [QuantitySample] = []
        var locations: [Location] = []
        for second in 0..<seconds {
            let time = Fixture.morning.addingTimeInterval(Double(second))
            samples.append(Fixture.heartRate(100 + Double(second % 50), at: time))
            samples.append(QuantitySample(type: .cyclingPower, quantity: Quantity(200 + Double(second % 7), .watt),
                                          start: time, end: time))
            samples.append(QuantitySample(type: .distanceFromStart, quantity: Quantity(Double(second) * 7, .meter),
                                          start: time, end: time))
            if second % 100 == 0 {
                samples.append(QuantitySample(type: .cyclingCadence, quantity: Quantity(90, .countPerMinute),
                                              start: time, end: time, metadata: ["WKSecond": .integer(second)]))
            }
            if second % 3 == 0 {
                locations.append(Location(timestamp: time, latitude: 47 + Double(second) * 1e-5, longitude: 8, altitude: 500))
            }
        }
        locations.insert(Location(timestamp: Fixture.morning.addingTimeInterval(3), latitude: 46, longitude: 8), at: 2)
        samples.append(Fixture.heartRate(130, at: Fixture.morning))
        samples[samples.count - 1].endDate = Fixture.morning.addingTimeInterval(60)
        samples.append(Fixture.energy(300, from: Fixture.morning, to: Fixture.morning.addingTimeInterval(Double(seconds))))
        var recording = Fixture.recording(samples, activity: .cycling)
        recording.routes = [WorkoutRoute(locations: locations, metadata: ["WKSmoothed": .bool(false)])]
        return recording
    }

    /// The passes' gatherings, flattened: times, locations and values (their types named by
    /// `valueTypes`, the reader's) in the order handed out.
    static func gathered(
        _ pass: StoredPointPass, valueTypes: [QuantityType]
    ) throws -> (times: [Date], locations: [Location], values: [(QuantityType, Double?, Bool)]) {
        var result: (times: [Date], locations: [Location], values: [(QuantityType, Double?, Bool)]) = ([], [], [])
        while try pass.next() {
            #expect(result.times.last.map { $0 < pass.time } ?? true)
            result.times.append(pass.time)
            result.locations += pass.locations
            result.values += pass.values.map { (valueTypes[$0.typeIndex], $0.value, $0.hasMetadata) }
        }
        return result
    }

    @Test("rest and passes are the stored recording: values in saved order by time, every location, the rest as saved",
          arguments: StoreBackend.available)
    func restAndPassesAreTheRecording(backend: StoreBackend) throws {
        let recording = Self.ride(seconds: 1500)
        let held = try backend.store { try $0.save(recording) }
        let store = held.store
        let whole = try #require(try store.recording(for: recording.workout.uuid))
        func isValue(_ sample: QuantitySample) -> Bool {
            sample.startDate == sample.endDate && Self.valueTypes.contains(sample.quantityType)
        }
        var passes = 0
        let found = try store.readWorkout(recording.workout.uuid, valueTypes: Self.valueTypes) { stored in
            #expect(stored.rest.workout == whole.workout)
            #expect(stored.rest.samples == whole.samples.filter { !isValue($0) })
            #expect(stored.rest.routes.map(\.uuid) == whole.routes.map(\.uuid))
            #expect(stored.rest.routes.allSatisfy { $0.locations.isEmpty })
            #expect(stored.rest.routes.map(\.metadata) == whole.routes.map(\.metadata))
            #expect(stored.valueTypes == Self.valueTypes.sorted { $0.identifier < $1.identifier })
            for _ in 0..<2 {
                let pass = try stored.startPass()
                let got = try Self.gathered(pass, valueTypes: stored.valueTypes)
                #expect(pass.isTimeOrdered)
                let values = whole.samples.filter(isValue)
                #expect(got.values.count == values.count)
                #expect(zip(got.values, values).allSatisfy { got, sample in
                    got.0 == sample.quantityType && got.1 == (try? sample.canonicalValue()) && got.2 == !sample.metadata.isEmpty
                })
                // One route: its locations in order (the two at one second gathered together).
                #expect(got.locations == Array(whole.routes[0].locations))
                #expect(got.times == Array(Set(values.map(\.startDate) + whole.routes[0].locations.map(\.timestamp))).sorted())
                passes += 1
            }
        }
        #expect(found)
        #expect(passes == 2)
        #expect(try !store.readWorkout(UUID(), valueTypes: Self.valueTypes) { _ in Issue.record("no such workout") })
    }

    @Test("saving records whether a workout's points go forward in time, whole or streamed; samples added or a route version make it unknown")
    func savedPointTimeOrder() throws {
        let store = try WorkoutStore.inMemory()
        func order(_ uuid: UUID) throws -> Bool?? {
            var order: Bool??
            _ = try store.readWorkout(uuid, valueTypes: Self.valueTypes) { order = $0.pointsAreTimeOrdered }
            return order
        }
        let forward = Self.ride(seconds: 600)
        try store.save(forward)
        #expect(try order(forward.workout.uuid) == true)

        // A value saved after one at a later time, and a route going back, each alone.
        let later = Fixture.morning.addingTimeInterval(2)
        let backwardsValues = Fixture.recording([Fixture.heartRate(120, at: later), Fixture.heartRate(121, at: Fixture.morning)])
        var backwardsRoute = Fixture.recording([Fixture.heartRate(120, at: Fixture.morning)])
        backwardsRoute.routes = [WorkoutRoute(locations: [
            Location(timestamp: later, latitude: 47, longitude: 8), Location(timestamp: Fixture.morning, latitude: 47, longitude: 8),
        ])]
        // An interval sample ending later, and a second route starting earlier, break nothing.
        var twoRoutes = Fixture.recording([
            Fixture.energy(10, from: Fixture.morning, to: later), Fixture.heartRate(120, at: Fixture.morning.addingTimeInterval(1)),
        ])
        twoRoutes.routes = [WorkoutRoute(locations: [Location(timestamp: later, latitude: 47, longitude: 8)]),
                            WorkoutRoute(locations: [Location(timestamp: Fixture.morning, latitude: 46, longitude: 8)])]
        for (recording, expected) in [(backwardsValues, false), (backwardsRoute, false), (twoRoutes, true)] {
            try store.save(recording)
            #expect(try order(recording.workout.uuid) == expected)
        }

        // Streamed: the values added, then the rest's samples (after them in saved order).
        for (restTime, expected) in [(later, true), (Fixture.morning, false)] {
            let workout = Fixture.recording([]).workout
            _ = try store.importSession { session in
                let streamed = try session.beginRecording()
                try streamed.addValue(120, of: .heartRate, at: Fixture.morning)
                try streamed.addValue(121, of: .heartRate, at: Fixture.morning.addingTimeInterval(1))
                try streamed.addLocation(Location(timestamp: Fixture.morning, latitude: 47, longitude: 8))
                let rest = WorkoutRecording(workout: workout, samples: [Fixture.heartRate(122, at: restTime)])
                return try streamed.finish(rest, streamedRouteSyncIdentifier: nil, versioning: .nextVersionOnChange)
            }
            #expect(try order(workout.uuid) == expected)
        }

        try store.add([Fixture.heartRate(90, at: Fixture.morning.addingTimeInterval(700))], to: forward.workout.uuid)
        #expect(try order(forward.workout.uuid) == .some(nil))
        let route = try #require(try store.recording(for: twoRoutes.workout.uuid)?.routes.first)
        try store.saveRouteVersion(replacing: route.uuid, locations: route.locations, operation: "clean", parameters: [:])
        #expect(try order(twoRoutes.workout.uuid) == .some(nil))
    }

    @Test("a pass over values that go back in time says so")
    func backwardsValuesAreNotTimeOrdered() throws {
        let store = try WorkoutStore.inMemory()
        let recording = Fixture.recording([
            Fixture.heartRate(120, at: Fixture.morning.addingTimeInterval(2)), Fixture.heartRate(121, at: Fixture.morning),
        ])
        try store.save(recording)
        _ = try store.readWorkout(recording.workout.uuid, valueTypes: Self.valueTypes) { stored in
            let pass = try stored.startPass()
            while try pass.next() {}
            #expect(!pass.isTimeOrdered)
        }
    }
}
