import Foundation
import Testing
import WorkoutModel
@testable import WorkoutStore

@Suite("Saving and versions")
struct SavingTests {
    @Test(arguments: StoreBackend.available) func savedRecordingComesBackExactlyAsSaved(backend: StoreBackend) throws {
        let held = try backend.store { _ in }
        let store = held.store
        let run = Fixture.run()
        let outcome = try store.save(run)
        #expect(outcome == SaveOutcome(uuid: run.workout.uuid, status: .imported))
        let loaded = try #require(try store.recording(for: run.workout.uuid))
        #expect(loaded == run)
        // Metadata kinds survive: an integer stays an integer, 5.0 stays a double.
        #expect(loaded.workout.metadata["WKLaps"] == .integer(2))
        #expect(loaded.workout.metadata["WKRatio"] == .double(5.0))
        // A sample with no source of its own stays nil; one with its own keeps it.
        #expect(loaded.samples[0].source == nil)
        #expect(loaded.samples.last?.source?.name == "Power Meter")
        #expect(loaded.samples.last?.quantity == Quantity(100, .kilojoule))
        #expect(loaded.routes[0].locations[0].altitude == nil)
        #expect(loaded.routes[0].locations[1].altitude == 34.2 + 0.1)
    }

    @Test(arguments: StoreBackend.available) func summariesCountSamplesHeartRatesAndLocations(backend: StoreBackend) throws {
        let held = try backend.store { _ in }
        let store = held.store
        let run = Fixture.run(seconds: 300)
        try store.save(run)
        let summaries = try store.workouts(WorkoutQuery())
        #expect(summaries.count == 1)
        #expect(summaries[0].sampleCount == 302)
        #expect(summaries[0].heartRateCount == 300)
        #expect(summaries[0].routeLocationCount == 300)
        #expect(summaries[0].workout.events == run.workout.events)
        #expect(summaries[0].workout.activities == run.workout.activities)
    }

    @Test(arguments: StoreBackend.available) func sameContentAgainIsUnchangedAndChangesNothing(backend: StoreBackend) throws {
        let held = try backend.store { _ in }
        let store = held.store
        let run = Fixture.run()
        try store.save(run)
        let anchor = try store.currentAnchor()
        var again = Fixture.run()  // new UUIDs, same content
        again.workout.syncVersion = 1
        let outcome = try store.save(again)
        #expect(outcome == SaveOutcome(uuid: run.workout.uuid, status: .unchanged))
        #expect(try store.currentAnchor() == anchor)
        #expect(try store.workouts(WorkoutQuery()).count == 1)
    }

    @Test func higherSyncVersionReplacesTheStoredRecording() throws {
        let store = try WorkoutStore.inMemory()
        let first = Fixture.run(syncVersion: 1)
        try store.save(first)
        let second = Fixture.run(syncVersion: 2, heartRateOffset: 5)
        let outcome = try store.save(second)
        #expect(outcome == SaveOutcome(uuid: second.workout.uuid, status: .replaced, replacedUUID: first.workout.uuid))
        let summaries = try store.workouts(WorkoutQuery())
        #expect(summaries.map(\.workout.uuid) == [second.workout.uuid])
        #expect(try store.recording(for: first.workout.uuid) == nil)
        let heartRates = try store.execute(SampleQuery(type: .heartRate, limit: 1))
        #expect(heartRates.first?.quantity.value == 125)
    }

    @Test func equalOrLowerSyncVersionWithOtherContentIsRefused() throws {
        let store = try WorkoutStore.inMemory()
        try store.save(Fixture.run(syncVersion: 3))
        for version in [3, 2] {
            #expect(throws: StoreError.syncVersionNotHigher(syncIdentifier: "run-1", stored: 3, given: version)) {
                try store.save(Fixture.run(syncVersion: version, heartRateOffset: 1))
            }
        }
        #expect(try store.execute(SampleQuery(type: .heartRate, limit: 1)).first?.quantity.value == 120)
    }

    @Test(arguments: StoreBackend.available) func sameSyncIdentifierFromAnotherSourceIsAnotherRecording(backend: StoreBackend) throws {
        let held = try backend.store { _ in }
        let store = held.store
        try store.save(Fixture.run(source: Fixture.garmin))
        let outcome = try store.save(Fixture.run(source: Fixture.strava, heartRateOffset: 1))
        #expect(outcome.status == .imported)
        #expect(try store.workouts(WorkoutQuery()).count == 2)
    }

    @Test(arguments: StoreBackend.available) func nextVersionOnChangeSavesEditedContentAsTheNextVersion(backend: StoreBackend) throws {
        let held = try backend.store { _ in }
        let store = held.store
        let first = Fixture.run()
        #expect(try store.save(first, versioning: .nextVersionOnChange).status == .imported)
        #expect(try store.save(Fixture.run(), versioning: .nextVersionOnChange).status == .unchanged)
        let edited = Fixture.run(heartRateOffset: 2)
        let outcome = try store.save(edited, versioning: .nextVersionOnChange)
        #expect(outcome.status == .replaced)
        #expect(outcome.replacedUUID == first.workout.uuid)
        #expect(try store.recording(for: edited.workout.uuid)?.workout.syncVersion == 2)
    }

    @Test(arguments: StoreBackend.available) func recordingWithoutSyncIdentifierIsIdentifiedByItsUUID(backend: StoreBackend) throws {
        let held = try backend.store { _ in }
        let store = held.store
        let original = Fixture.run(syncIdentifier: nil)
        try store.save(original)
        #expect(try store.save(original).status == .unchanged)
        var edited = original
        edited.workout.metadata["WKNotes"] = .string("felt good")
        #expect(throws: StoreError.syncVersionNotHigher(syncIdentifier: original.workout.uuid.uuidString, stored: 1, given: 1)) {
            try store.save(edited)
        }
        edited.workout.syncVersion = 2
        let outcome = try store.save(edited)
        #expect(outcome == SaveOutcome(uuid: original.workout.uuid, status: .replaced, replacedUUID: original.workout.uuid))
        #expect(try store.recording(for: original.workout.uuid)?.workout.metadata["WKNotes"] == .string("felt good"))
    }

    @Test func severalRecordingsAreSavedAllOrNone() throws {
        let store = try WorkoutStore.inMemory()
        let good = Fixture.run(syncIdentifier: "a")
        var bad = Fixture.run(start: Fixture.morning.addingTimeInterval(86_400), syncIdentifier: "b")
        bad.samples.append(bad.samples[0])  // the same sample UUID twice
        #expect(throws: StoreError.duplicateUUID(bad.samples[0].uuid)) {
            try store.save([good, bad])
        }
        #expect(try store.workouts(WorkoutQuery()).isEmpty)
        #expect(try store.currentAnchor() == 0)
        #expect(try store.execute(SampleQuery(type: .heartRate)).isEmpty)
    }

    @Test(arguments: StoreBackend.available) func invalidValuesAreRefusedBeforeAnythingIsWritten(backend: StoreBackend) throws {
        let held = try backend.store { _ in }
        let store = held.store
        let start = Fixture.morning
        let backwards = QuantitySample(
            type: .heartRate, quantity: Quantity(120, .countPerMinute), start: start, end: start.addingTimeInterval(-1))
        #expect(throws: StoreError.self) { try store.save(Fixture.recording([backwards])) }
        let wrongUnit = QuantitySample(type: .heartRate, quantity: Quantity(3, .meter), start: start, end: start)
        #expect(throws: StoreError.self) { try store.save(Fixture.recording([wrongUnit])) }
        let notANumber = Fixture.heartRate(.nan, at: start)
        #expect(throws: StoreError.self) { try store.save(Fixture.recording([notANumber])) }
        #expect(try store.workouts(WorkoutQuery()).isEmpty)
    }

    @Test(arguments: StoreBackend.available) func samplesAreAddedToSavedWorkoutsOnly(backend: StoreBackend) throws {
        let held = try backend.store { _ in }
        let store = held.store
        let run = Fixture.run(seconds: 10)
        try store.save(run)
        let extra = Fixture.heartRate(150, at: Fixture.morning.addingTimeInterval(20))
        try store.add([extra], to: run.workout.uuid)
        let loaded = try #require(try store.recording(for: run.workout.uuid))
        #expect(loaded.samples.last == extra)
        #expect(try store.workouts(WorkoutQuery())[0].heartRateCount == 11)
        let unsaved = UUID()
        #expect(throws: StoreError.unknownWorkout(unsaved.uuidString)) {
            try store.add([Fixture.heartRate(150, at: Fixture.morning)], to: unsaved)
        }
    }

    @Test func builderSavesTheCollectedWorkoutWithTotals() throws {
        let store = try WorkoutStore.inMemory()
        let builder = WorkoutBuilder(store: store, activityType: .cycling, source: Fixture.strava, device: Device(name: "Edge 500"))
        let start = Fixture.morning
        #expect(throws: StoreError.self) { try builder.add([Fixture.heartRate(100, at: start)]) }
        try builder.beginCollection(at: start)
        try builder.add([
            Fixture.heartRate(100, at: start),
            Fixture.energy(10, from: start, to: start.addingTimeInterval(60)),
            Fixture.energy(5, from: start.addingTimeInterval(60), to: start.addingTimeInterval(120)),
            QuantitySample(type: .distanceCycling, quantity: Quantity(1, .kilometer), start: start, end: start.addingTimeInterval(120)),
        ])
        try builder.addEvents([WorkoutEvent(type: .lap, date: start, duration: 60)])
        try builder.endCollection(at: start.addingTimeInterval(120))
        let workout = try builder.finishWorkout()
        #expect(workout.totalEnergyBurned == Quantity(15, .kilocalorie))
        #expect(workout.totalDistance == Quantity(1000, .meter))
        let saved = try #require(try store.recording(for: workout.uuid))
        #expect(saved.samples.count == 4)
        #expect(saved.workout == workout)
        #expect(throws: StoreError.self) { try builder.finishWorkout() }
    }

    @Test func builderSavesItsRoutesWithTheWorkout() throws {
        let store = try WorkoutStore.inMemory()
        let builder = WorkoutBuilder(store: store, activityType: .running, source: Fixture.garmin)
        let start = Fixture.morning
        let route = WorkoutRoute(locations: (0..<3).map {
            Location(timestamp: start.addingTimeInterval(Double($0)), latitude: 52.5 + Double($0) / 1e4, longitude: 13.4,
                     altitude: $0 == 1 ? nil : 34)
        })
        #expect(throws: StoreError.self) { try builder.addRoute(route) }
        try builder.beginCollection(at: start)
        try builder.addRoute(route)
        try builder.endCollection(at: start.addingTimeInterval(60))
        #expect(throws: StoreError.self) { try builder.addRoute(route) }
        let workout = try builder.finishWorkout()
        let saved = try #require(try store.recording(for: workout.uuid))
        #expect(saved.routes.map(\.uuid) == [route.uuid])
        #expect(saved.routes.first?.locations == route.locations)
    }

    @Test func shareAuthorizationIsEnforcedOnSave() throws {
        let store = try WorkoutStore.inMemory()
        try store.setAuthorization(for: "Strava", type: .quantity(.heartRate), share: false, read: true)
        let refused = Fixture.recording([Fixture.heartRate(100, at: Fixture.morning)], source: Fixture.strava)
        #expect(throws: StoreError.notAuthorized(source: "Strava", type: QuantityType.heartRate.identifier, action: "share")) {
            try store.save(refused)
        }
        #expect(try store.workouts(WorkoutQuery()).isEmpty)
        // Another type and another source are still allowed.
        try store.save(Fixture.recording([Fixture.energy(5, from: Fixture.morning, to: Fixture.morning.addingTimeInterval(9))], source: Fixture.strava))
        try store.save(Fixture.recording([Fixture.heartRate(100, at: Fixture.morning)], source: Fixture.garmin))
        try store.setAuthorization(for: "Strava", type: .workout, share: false, read: true)
        #expect(throws: StoreError.notAuthorized(source: "Strava", type: ObjectType.workout.identifier, action: "share")) {
            try store.save(Fixture.recording([], source: Fixture.strava))
        }
    }

    @Test func deletedWorkoutsAreGoneWithEverythingAttached() throws {
        let store = try WorkoutStore.inMemory()
        let run = Fixture.run(seconds: 50)
        try store.save(run)
        try store.delete(workouts: [run.workout.uuid])
        #expect(try store.recording(for: run.workout.uuid) == nil)
        #expect(try store.execute(SampleQuery(type: .heartRate)).isEmpty)
        #expect(throws: StoreError.unknownRoute(run.routes[0].uuid)) {
            try store.enumerateLocations(ofRoute: run.routes[0].uuid, batchSize: 10) { _, _ in }
        }
        #expect(throws: StoreError.unknownWorkout(run.workout.uuid.uuidString)) {
            try store.delete(workouts: [run.workout.uuid])
        }
        // Sample UUIDs are free again: saving the same recording imports it anew.
        #expect(try store.save(run).status == .imported)
    }

    @Test func workoutIDsResolveFromUnambiguousPrefixes() throws {
        let store = try WorkoutStore.inMemory()
        var first = Fixture.run(syncIdentifier: "a")
        first.workout.uuid = try #require(UUID(uuidString: "AAAA1111-0000-4000-8000-000000000001"))
        var second = Fixture.run(start: Fixture.morning.addingTimeInterval(3600), syncIdentifier: "b")
        second.workout.uuid = try #require(UUID(uuidString: "AAAA2222-0000-4000-8000-000000000002"))
        try store.save([first, second])
        #expect(try store.resolveWorkoutID(first.workout.uuid.uuidString) == first.workout.uuid)
        #expect(try store.resolveWorkoutID("aaaa1") == first.workout.uuid)
        #expect(try store.resolveWorkoutID("AAAA2222-00") == second.workout.uuid)
        #expect(throws: StoreError.ambiguousWorkoutID("aaaa", matches: 2)) { try store.resolveWorkoutID("aaaa") }
        #expect(throws: StoreError.unknownWorkout("bbbb")) { try store.resolveWorkoutID("bbbb") }
        #expect(throws: StoreError.unknownWorkout("not-hex!")) { try store.resolveWorkoutID("not-hex!") }
        let unknown = UUID().uuidString
        #expect(throws: StoreError.unknownWorkout(unknown)) { try store.resolveWorkoutID(unknown) }
    }
}
