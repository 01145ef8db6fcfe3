import Foundation
import GRDB
import Testing
import WorkoutModel
@testable import WorkoutStore

/// Where a streamed recording puts its values before the workout's source is known (under the
/// source expected for it, else a placeholder) and its routes' chunks before their anchors are
/// taken (in a temporary file): the store must end up as a whole save leaves it either way.
@Suite("A streamed recording's values under their expected source, its routes' chunks held back")
struct StreamedRecordingStorageTests {
    /// A ride of `seconds` heart rates and cadences, with a first route of `firstRoute`
    /// locations and a second of the rest (one location a second): more than a chunk each
    /// (``LocationChunk/capacity``) for the default.
    private func ride(seconds: Int = 9500, firstRoute: Int = 5000, source: Source = Fixture.garmin) -> WorkoutRecording {
        let start = Fixture.morning
        var samples: [QuantitySample] = []
        var locations: [Location] = []
        for second in 0..<seconds {
            let time = start.addingTimeInterval(Double(second))
            samples.append(QuantitySample(type: .heartRate, quantity: Quantity(120 + Double(second % 40), .countPerMinute), start: time, end: time))
            samples.append(QuantitySample(type: .cyclingCadence, quantity: Quantity(80 + Double(second % 9), .countPerMinute), start: time, end: time))
            locations.append(Location(timestamp: time, latitude: 52.5 + Double(second) * 1e-5, longitude: 13.4,
                                      altitude: second % 3 == 0 ? nil : 34 + Double(second % 50), speed: 7.5))
        }
        let workout = Workout(activityType: .cycling, start: start, end: start.addingTimeInterval(Double(seconds)),
                              source: source, syncIdentifier: "ride-\(seconds)")
        return WorkoutRecording(workout: workout, samples: samples, routes: [
            WorkoutRoute(syncIdentifier: "first", locations: locations.prefix(firstRoute)),
            WorkoutRoute(syncIdentifier: "second", locations: locations.dropFirst(firstRoute)),
        ])
    }

    /// Streams `recording`'s samples as values and its two routes' locations, point by point,
    /// with `expectedSource`; `retyping` as ``StreamedRecording/finish(_:streamedRouteSyncIdentifier:versioning:retypingValues:)`` takes it.
    private func stream(_ recording: WorkoutRecording, expectedSource: Source?, into store: WorkoutStore,
                        retyping: ((QuantityType, Date) -> QuantityType?)? = nil) throws -> SaveOutcome {
        try store.importSession { session in
            let streamed = try session.beginRecording(expectedSource: expectedSource)
            let (first, second) = (recording.routes[0], recording.routes[1])
            try streamed.add { feed in
                try feed.nameRoute(first.uuid)
                for location in first.locations { try feed.addLocation(location) }
                try feed.endRoute(WorkoutRoute(uuid: first.uuid, syncIdentifier: first.syncIdentifier))
                try feed.nameRoute(second.uuid)
                for location in second.locations { try feed.addLocation(location) }
                for sample in recording.samples { try feed.addValue(sample.quantity.value, of: sample.quantityType, at: sample.startDate) }
            }
            return try streamed.finish(WorkoutRecording(workout: recording.workout), streamedRouteSyncIdentifier: second.syncIdentifier,
                                       versioning: .nextVersionOnChange, retypingValues: retyping)
        }
    }

    /// The rows a recording leaves, UUIDs aside (a chunk's series UUID is its first 16 bytes).
    private func rows(_ store: WorkoutStore) throws -> [String] {
        try store.writer.read { db in
            try [
                "SELECT id, last_anchor, workout_id, type_id, source_id, start_min, start_max, end_max, count, format, hex(substr(data, 17)) FROM sample_series ORDER BY id",
                "SELECT route_id, chunk, count, hex(data) FROM route_chunks ORDER BY route_id, chunk",
                "SELECT id, workout_id, sync_identifier, location_count FROM routes ORDER BY id",
                "SELECT id, name, bundle_identifier FROM sources ORDER BY id",
                "SELECT type_id, hour, source_id, count, sum, minimum, maximum, last_start, last_value FROM hourly_statistics ORDER BY type_id, hour, source_id",
                "SELECT id, source_id, content_digest FROM workouts ORDER BY id",
            ].flatMap { sql in try Row.fetchAll(db, sql: sql).map(\.description) }
        }
    }

    private func storeStreaming(_ recording: WorkoutRecording, expectedSource: Source?, after earlier: WorkoutRecording? = nil) throws -> WorkoutStore {
        let store = try WorkoutStore.inMemory()
        if let earlier { _ = try store.save(earlier) }
        #expect(try stream(recording, expectedSource: expectedSource, into: store).status == .imported)
        return store
    }

    @Test func valuesWrittenUnderTheWorkoutsExpectedSourceLeaveTheRowsOfAStreamWithoutOne() throws {
        let ride = ride()
        let expected = try storeStreaming(ride, expectedSource: ride.workout.source)
        let without = try storeStreaming(ride, expectedSource: nil)
        #expect(try rows(expected) == rows(without))
        #expect(try rows(expected).contains { $0.contains("Garmin Connect") })
    }

    @Test func valuesExpectedUnderAnotherSourceTakeTheWorkoutsAndTheGuessIsNotLeftInTheStore() throws {
        let ride = ride()
        let guessed = try storeStreaming(ride, expectedSource: Source(name: "A guess"))
        #expect(try rows(guessed) == rows(storeStreaming(ride, expectedSource: nil)))
        #expect(try !rows(guessed).contains { $0.contains("A guess") })
        // Its values read back under the workout's source.
        let read = try #require(try guessed.recording(for: ride.workout.uuid))
        #expect(read.samples.allSatisfy { $0.source == nil || $0.source == ride.workout.source })
    }

    @Test func anExpectedSourceTheStoreHeldStaysWhenTheWorkoutNamesAnother() throws {
        let earlier = Fixture.run(source: Fixture.strava)
        let ride = ride()
        let guessed = try storeStreaming(ride, expectedSource: Fixture.strava, after: earlier)
        #expect(try rows(guessed) == rows(storeStreaming(ride, expectedSource: nil, after: earlier)))
        #expect(try rows(guessed).contains { $0.contains("Strava") })
    }

    @Test func routesChunksHeldBackGoInUnderTheirRoutesAsAWholeSavePutsThem() throws {
        let ride = ride()
        let streamed = try storeStreaming(ride, expectedSource: ride.workout.source)
        let whole = try WorkoutStore.inMemory()
        _ = try whole.save(ride)
        // Two routes of two chunks each, numbered from 0 under each route's id.
        let chunks = try streamed.writer.read { try Row.fetchAll($0, sql: "SELECT route_id, chunk, count FROM route_chunks ORDER BY route_id, chunk") }
        #expect(chunks.map { [$0[1], $0[2]] as [Int] } == [[0, 4096], [1, 904], [0, 4096], [1, 404]])
        func routeRows(_ store: WorkoutStore) throws -> [String] {
            try store.writer.read { db in
                try ["SELECT route_id, chunk, count, hex(data) FROM route_chunks ORDER BY route_id, chunk",
                     "SELECT id, workout_id, sync_identifier, location_count FROM routes ORDER BY id"]
                    .flatMap { sql in try Row.fetchAll(db, sql: sql).map(\.description) }
            }
        }
        #expect(try routeRows(streamed) == routeRows(whole))
        let read = try #require(try streamed.recording(for: ride.workout.uuid))
        #expect(read.routes.map { Array($0.locations) } == ride.routes.map { Array($0.locations) })
    }

    @Test func valuesAddedByTypesFoundOnceCountTheirHoursAsAWholeSaveOfTheirSamplesCountsThem() throws {
        // Heart rates and cadences hopping between two hours and back, with ties in time (the one
        // added last is the hour's most recent), more than a chunk of each: counted a run at a time,
        // each hour's sum must add its values in the order added, as a whole save does.
        let start = Fixture.morning
        var samples: [QuantitySample] = []
        for index in 0..<1500 {
            let time = start.addingTimeInterval(Double(index % 7 == 0 ? index + 3600 : index / 2))
            samples.append(QuantitySample(type: .heartRate, quantity: Quantity(100 + Double(index % 61) / 3, .countPerMinute),
                                          start: time, end: time))
            samples.append(QuantitySample(type: .cyclingCadence, quantity: Quantity(0.1 * Double(index % 97), .countPerMinute),
                                          start: time, end: time))
        }
        let workout = Workout(activityType: .cycling, start: start, end: start.addingTimeInterval(7200), source: Fixture.garmin,
                              syncIdentifier: "hopping")
        let streamed = try WorkoutStore.inMemory()
        let outcome = try streamed.importSession { session in
            let recording = try session.beginRecording(expectedSource: nil)
            try recording.add { feed in
                let heartRate = feed.valueType(.heartRate), cadence = feed.valueType(.cyclingCadence)
                for sample in samples {
                    try feed.addValue(sample.quantity.value, of: sample.quantityType == .heartRate ? heartRate : cadence, at: sample.startDate)
                }
            }
            return try recording.finish(WorkoutRecording(workout: workout), streamedRouteSyncIdentifier: nil, versioning: .nextVersionOnChange)
        }
        #expect(outcome.status == .imported)
        let whole = try WorkoutStore.inMemory()
        _ = try whole.save(WorkoutRecording(workout: workout, samples: samples))
        func hours(_ store: WorkoutStore) throws -> [String] {
            try store.writer.read { db in
                try Row.fetchAll(db, sql: """
                    SELECT type_id, hour, count, quote(sum), minimum, maximum, last_start, last_value FROM hourly_statistics
                    ORDER BY type_id, hour
                    """).map(\.description)
            }
        }
        #expect(try hours(streamed).count == 4)
        #expect(try hours(streamed) == hours(whole))
        let read = try #require(try streamed.recording(for: workout.uuid))
        #expect(read.samples.count == samples.count)
    }

    @Test func aRetypedRecordingReadsItsRoutesBackFromTheChunksHeldBack() throws {
        let ride = ride(seconds: 6000, firstRoute: 4500)
        let store = try WorkoutStore.inMemory()
        // Cadence retyped as a runner's: the values are read back and saved whole, routes and all.
        let outcome = try stream(ride, expectedSource: ride.workout.source, into: store) { type, _ in
            type == .cyclingCadence ? .runningCadence : type
        }
        #expect(outcome.status == .imported)
        let read = try #require(try store.recording(for: ride.workout.uuid))
        #expect(read.routes.map { Array($0.locations) } == ride.routes.map { Array($0.locations) })
        #expect(read.samples.filter { $0.quantityType == .runningCadence }.count == 6000)
    }
}
