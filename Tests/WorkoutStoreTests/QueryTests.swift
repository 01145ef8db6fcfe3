import Foundation
import Testing
import WorkoutModel
@testable import WorkoutStore

@Suite("Sample, workout, anchored and route queries")
struct QueryTests {
    /// Two workouts: a Garmin run (heart rate 100...109 at seconds 0...9, tagged
    /// metadata on the even ones) and a Strava ride an hour later (heart rate 150, 160).
    private func twoWorkouts() throws -> (WorkoutStore, run: WorkoutRecording, ride: WorkoutRecording) {
        let store = try WorkoutStore.inMemory()
        let start = Fixture.morning
        var runSamples = (0..<10).map { Fixture.heartRate(100 + Double($0), at: start.addingTimeInterval(Double($0))) }
        for index in stride(from: 0, to: 10, by: 2) { runSamples[index].metadata = ["WKEven": .bool(true), "WKIndex": .integer(index)] }
        var run = Fixture.recording(runSamples, source: Fixture.garmin, activity: .running)
        run.workout.device = Device(name: "Forerunner 945")
        let rideStart = start.addingTimeInterval(3600)
        let ride = Fixture.recording(
            [Fixture.heartRate(150, at: rideStart), Fixture.heartRate(160, at: rideStart.addingTimeInterval(1))],
            source: Fixture.strava, activity: .cycling)
        try store.save([run, ride])
        return (store, run, ride)
    }

    private func values(_ store: WorkoutStore, _ predicate: SamplePredicate?) throws -> [Double] {
        try store.execute(SampleQuery(type: .heartRate, predicate: predicate)).map(\.quantity.value)
    }

    @Test func predicatesSelectSamples() throws {
        let (store, run, ride) = try twoWorkouts()
        let start = Fixture.morning
        #expect(try values(store, nil).count == 12)
        #expect(try values(store, .activityType(.cycling)) == [150, 160])
        #expect(try values(store, .source("Strava")) == [150, 160])
        #expect(try values(store, .device(name: "Forerunner 945")).count == 10)
        #expect(try values(store, .workout(ride.workout.uuid)) == [150, 160])
        #expect(try values(store, .workout(run.workout.uuid)).count == 10)
        #expect(try values(store, .metadata(key: "WKIndex", equals: .integer(4))) == [104])
        #expect(try values(store, .metadata(key: "WKEven", equals: nil)) == [100, 102, 104, 106, 108])
        #expect(try values(store, .metadata(key: "WKEven", equals: .bool(false))) == [])
        #expect(try values(store, .quantity(.greaterThan, Quantity(155, .countPerMinute))) == [160])
        #expect(try values(store, .quantity(.lessThanOrEqual, Quantity(101, .countPerMinute))) == [100, 101])
        #expect(try values(store, .quantity(.equal, Quantity(2.5, .countPerSecond))) == [150])
        #expect(try values(store, .and([.source("Garmin Connect"), .quantity(.greaterThanOrEqual, Quantity(108, .countPerMinute))])) == [108, 109])
        #expect(try values(store, .or([.workout(ride.workout.uuid), .quantity(.lessThan, Quantity(101, .countPerMinute))])) == [100, 150, 160])
        #expect(try values(store, .not(.source("Garmin Connect"))) == [150, 160])
        #expect(try values(store, .date(start: start.addingTimeInterval(2), end: start.addingTimeInterval(4), strictStart: true, strictEnd: true)) == [102, 103, 104])
        #expect(try values(store, .date(start: start.addingTimeInterval(2), end: start.addingTimeInterval(4), strictStart: false, strictEnd: false)) == [102, 103])
        #expect(try values(store, .date(start: start.addingTimeInterval(3600), end: nil, strictStart: false, strictEnd: false)) == [150, 160])
        #expect(throws: StoreError.self) { try values(store, .quantity(.equal, Quantity(1, .meter))) }
    }

    @Test func dateStrictnessDecidesOverlappingIntervals() throws {
        let store = try WorkoutStore.inMemory()
        let start = Fixture.morning
        // Energy from 00:00 to 10:00 and from 10:00 to 20:00 (seconds after start).
        try store.save(Fixture.recording([
            Fixture.energy(1, from: start, to: start.addingTimeInterval(10)),
            Fixture.energy(2, from: start.addingTimeInterval(10), to: start.addingTimeInterval(20)),
        ]))
        func energies(_ predicate: SamplePredicate) throws -> [Double] {
            try store.execute(SampleQuery(type: .activeEnergyBurned, predicate: predicate)).map(\.quantity.value)
        }
        let window = (start.addingTimeInterval(5), start.addingTimeInterval(15))
        #expect(try energies(.date(start: window.0, end: window.1, strictStart: false, strictEnd: false)) == [1, 2])
        #expect(try energies(.date(start: window.0, end: window.1, strictStart: true, strictEnd: false)) == [2])
        #expect(try energies(.date(start: window.0, end: window.1, strictStart: false, strictEnd: true)) == [1])
        #expect(try energies(.date(start: window.0, end: window.1, strictStart: true, strictEnd: true)) == [])
    }

    @Test func sortAndLimitApply() throws {
        let (store, _, _) = try twoWorkouts()
        let latest = try store.execute(SampleQuery(type: .heartRate, limit: 3, sort: .startDescending))
        #expect(latest.map(\.quantity.value) == [160, 150, 109])
        let earliest = try store.execute(SampleQuery(type: .heartRate, limit: 2))
        #expect(earliest.map(\.quantity.value) == [100, 101])
        #expect(try store.execute(SampleQuery(type: .stepCount)).isEmpty)
    }

    @Test func queriedSamplesCarryTheirEffectiveSourceAndDevice() throws {
        let (store, _, _) = try twoWorkouts()
        let sample = try #require(try store.execute(SampleQuery(type: .heartRate, limit: 1)).first)
        #expect(sample.source == Fixture.garmin)
        #expect(sample.device?.name == "Forerunner 945")
        #expect(sample.metadata == ["WKEven": .bool(true), "WKIndex": .integer(0)])
    }

    @Test func readAuthorizationIsEnforcedOnQueries() throws {
        let (store, _, _) = try twoWorkouts()
        try store.setAuthorization(for: "Strava", type: .quantity(.heartRate), share: true, read: false)
        #expect(throws: StoreError.notAuthorized(source: "Strava", type: QuantityType.heartRate.identifier, action: "read")) {
            try store.execute(SampleQuery(type: .heartRate, reader: "Strava"))
        }
        #expect(throws: StoreError.self) {
            try store.execute(StatisticsQuery(type: .heartRate, options: .discreteAverage, reader: "Strava"))
        }
        #expect(try store.execute(SampleQuery(type: .heartRate, reader: "Garmin Connect")).count == 12)
        try store.setAuthorization(for: "Strava", type: .quantity(.heartRate), share: true, read: true)
        #expect(try store.execute(SampleQuery(type: .heartRate, reader: "Strava")).count == 12)
    }

    @Test func workoutQueriesFilterAndSortByStart() throws {
        let (store, run, ride) = try twoWorkouts()
        #expect(try store.workouts(WorkoutQuery()).map(\.workout.uuid) == [run.workout.uuid, ride.workout.uuid])
        #expect(try store.workouts(WorkoutQuery(activityType: .cycling)).map(\.workout.uuid) == [ride.workout.uuid])
        #expect(try store.workouts(WorkoutQuery(source: "Garmin Connect")).map(\.workout.uuid) == [run.workout.uuid])
        #expect(try store.workouts(WorkoutQuery(since: Fixture.morning.addingTimeInterval(60))).map(\.workout.uuid) == [ride.workout.uuid])
        #expect(try store.workouts(WorkoutQuery(until: Fixture.morning.addingTimeInterval(60))).map(\.workout.uuid) == [run.workout.uuid])
        #expect(try store.workouts(WorkoutQuery(uuids: [ride.workout.uuid])).count == 1)
        #expect(try store.workouts(WorkoutQuery(limit: 1)).map(\.workout.uuid) == [run.workout.uuid])
    }

    @Test func anchoredQueriesReportAdditionsThenDeletionsAsTombstones() throws {
        let store = try WorkoutStore.inMemory()
        let run = Fixture.run(seconds: 5)
        try store.save(run)
        let everything = try store.execute(AnchoredObjectQuery())
        // 1 workout + 7 samples + 1 route, each with its own anchor.
        #expect(everything.added.count == 9)
        #expect(everything.deleted.isEmpty)
        #expect(everything.newAnchor == 9)
        #expect(everything.added.first == ObjectChange(anchor: 1, kind: .workout, uuid: run.workout.uuid, objectType: .workout))
        let heartRates = try store.execute(AnchoredObjectQuery(filter: .quantity(.heartRate)))
        #expect(heartRates.added.map(\.uuid) == run.samples(ofType: .heartRate).map(\.uuid))

        let old = everything.newAnchor
        let ride = Fixture.run(start: Fixture.morning.addingTimeInterval(86_400), seconds: 3, syncIdentifier: "ride")
        try store.save(ride)
        try store.delete(workouts: [run.workout.uuid])
        let since = try store.execute(AnchoredObjectQuery(anchor: old))
        #expect(Set(since.added.map(\.uuid)) == Set([ride.workout.uuid] + ride.samples.map(\.uuid) + ride.routes.map(\.uuid)))
        #expect(Set(since.deleted.map(\.uuid)) == Set([run.workout.uuid] + run.samples.map(\.uuid) + run.routes.map(\.uuid)))
        #expect(since.deleted.first(where: { $0.uuid == run.routes[0].uuid })?.kind == .route)
        #expect(since.newAnchor == (try store.currentAnchor()))
        let routesOnly = try store.execute(AnchoredObjectQuery(filter: .workoutRoute, anchor: old))
        #expect(routesOnly.added.map(\.uuid) == [ride.routes[0].uuid])
        #expect(routesOnly.deleted.map(\.uuid) == [run.routes[0].uuid])
        // Nothing new since the newest anchor.
        let none = try store.execute(AnchoredObjectQuery(anchor: since.newAnchor))
        #expect(none.added.isEmpty && none.deleted.isEmpty && none.newAnchor == since.newAnchor)
    }

    @Test func anchoredQueriesPageThroughChangesWithALimit() throws {
        let store = try WorkoutStore.inMemory()
        try store.save(Fixture.run(seconds: 20))
        var anchor = 0
        var seen: [ObjectChange] = []
        var pages = 0
        while true {
            let page = try store.execute(AnchoredObjectQuery(anchor: anchor, limit: 5))
            if page.added.isEmpty && page.deleted.isEmpty { break }
            #expect(page.added.count + page.deleted.count <= 5)
            seen += page.added
            anchor = page.newAnchor
            pages += 1
        }
        #expect(seen.count == 1 + 22 + 1)
        #expect(seen.map(\.anchor) == Array(1...24))
        #expect(pages == 5)
    }

    @Test func anchoredPagesOfOneKindMissNothing() throws {
        let store = try WorkoutStore.inMemory()
        let run = Fixture.run(seconds: 1500)  // 1500 packed heart rates: three chunks
        try store.save(run)
        var anchor = 0
        var uuids: [UUID] = []
        while true {
            let page = try store.execute(AnchoredObjectQuery(filter: .quantity(.heartRate), anchor: anchor, limit: 100))
            if page.added.isEmpty { break }
            #expect(page.added.count <= 100)
            uuids += page.added.map(\.uuid)
            anchor = page.newAnchor
        }
        #expect(uuids == run.samples(ofType: .heartRate).map(\.uuid))

        // Energy samples are rows: a page that fills the limit exactly must not skip the rest.
        let start = Fixture.morning.addingTimeInterval(86_400)
        let energies = (0..<10).map { Fixture.energy(1, from: start.addingTimeInterval(Double($0)), to: start.addingTimeInterval(Double($0 + 1))) }
        try store.save(Fixture.recording(energies, syncIdentifier: "energy"))
        var energyAnchor = 0
        var energyUUIDs: [UUID] = []
        while true {
            let page = try store.execute(AnchoredObjectQuery(filter: .quantity(.activeEnergyBurned), anchor: energyAnchor, limit: 5))
            if page.added.isEmpty { break }
            energyUUIDs += page.added.map(\.uuid)
            energyAnchor = page.newAnchor
        }
        #expect(energyUUIDs == run.samples(ofType: .activeEnergyBurned).map(\.uuid) + energies.map(\.uuid))
    }

    @Test func routeLocationsComeInBatchesWithADoneFlag() throws {
        let store = try WorkoutStore.inMemory()
        let run = Fixture.run(seconds: 10_000)  // 10 000 locations: three packed chunks
        try store.save(run)
        var received: [Location] = []
        var flags: [Bool] = []
        try store.enumerateLocations(ofRoute: run.routes[0].uuid, batchSize: 3000) { batch, done in
            #expect(batch.count <= 3000)
            received += batch
            flags.append(done)
        }
        #expect(received == Array(run.routes[0].locations))
        #expect(flags == [false, false, false, true])

        let empty = WorkoutRoute(locations: [])
        var emptyRecording = Fixture.recording([], syncIdentifier: "empty")
        emptyRecording.routes = [empty]
        try store.save(emptyRecording)
        var calls: [(Int, Bool)] = []
        try store.enumerateLocations(ofRoute: empty.uuid, batchSize: 10) { batch, done in calls.append((batch.count, done)) }
        #expect(calls.count == 1 && calls[0] == (0, true))
    }

    @Test func observersAreCalledAfterCommitsThatChangeTheirType() throws {
        let store = try WorkoutStore.inMemory()
        let counter = Counter()
        let token = store.observe(.quantity(.heartRate)) { counter.increment() }
        let routeToken = store.observe(.workoutRoute) { counter.increment(by: 100) }
        try store.save(Fixture.recording([Fixture.energy(1, from: Fixture.morning, to: Fixture.morning.addingTimeInterval(1))]))
        #expect(counter.value == 0)
        let run = Fixture.run(seconds: 3)
        try store.save(run)
        #expect(counter.value == 101)
        // A refused save commits nothing and calls nobody.
        #expect(throws: StoreError.self) { try store.save(Fixture.run(seconds: 3, heartRateOffset: 1)) }
        #expect(counter.value == 101)
        token.cancel()
        routeToken.cancel()
        try store.delete(workouts: [run.workout.uuid])
        #expect(counter.value == 101)
    }
}

/// A thread-safe counter for observer callbacks.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment(by amount: Int = 1) { lock.withLock { count += amount } }
}
