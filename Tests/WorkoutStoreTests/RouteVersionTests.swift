import Foundation
import GRDB
import TestSupport
import Testing
import WorkoutModel
@testable import WorkoutStore

@Suite("Route versions: saving, history, revert, anchors")
struct RouteVersionTests {
    /// A store holding `Fixture.run()` and that run.
    private func storeWithRun(seconds: Int = 120) throws -> (WorkoutStore, WorkoutRecording) {
        let store = try WorkoutStore.inMemory()
        let run = Fixture.run(seconds: seconds)
        try store.save(run)
        return (store, run)
    }

    /// A store of `backend` holding `Fixture.run()`, and that run.
    private func storeWithRun(_ backend: StoreBackend, seconds: Int = 120) throws -> (TestStore, WorkoutRecording) {
        let run = Fixture.run(seconds: seconds)
        return (try backend.store { try $0.save(run) }, run)
    }

    /// Every other location of the run's route: a stand-in for a processed route.
    private func thinned(_ run: WorkoutRecording) -> RouteLocations {
        RouteLocations(run.routes[0].locations.enumerated().lazy.filter { $0.offset % 2 == 0 }.map(\.element))
    }

    @Test func theImportedRouteIsVersionOneWithOperationImport() throws {
        let before = Date()
        let (store, run) = try storeWithRun()
        let history = try store.routeHistory(workout: run.workout.uuid)
        #expect(history.count == 1)
        let first = try #require(history.first)
        #expect(first.version == 1 && first.isCurrent)
        #expect(first.uuid == run.routes[0].uuid)
        #expect(first.syncIdentifier == "route-1" && first.syncVersion == 1)
        #expect(first.operation == RouteVersion.importOperation && first.parameters.isEmpty)
        #expect(first.locationCount == 120)
        let createdAt = try #require(first.createdAt)
        #expect(createdAt >= before.addingTimeInterval(-1) && createdAt <= Date().addingTimeInterval(1))
    }

    @Test(arguments: StoreBackend.available) func aNewVersionKeepsTheSyncIdentifierRaisesTheSyncVersionAndKeepsTheOldOne(backend: StoreBackend) throws {
        let (test, run) = try storeWithRun(backend)
        let store = test.store
        defer { withExtendedLifetime(test) {} }
        let original = run.routes[0]
        let created = Date(timeIntervalSince1970: 1_800_000_000.25)
        let saved = try store.saveRouteVersion(
            replacing: original.uuid, locations: thinned(run), operation: "simplify", parameters: ["tolerance": 5],
            createdAt: created)
        #expect(saved.version == 2 && saved.isCurrent)
        #expect(saved.uuid != original.uuid)
        #expect(saved.syncIdentifier == original.syncIdentifier && saved.syncVersion == original.syncVersion + 1)

        let history = try store.routeHistory(workout: run.workout.uuid)
        #expect(history.map(\.version) == [1, 2])
        #expect(history.map(\.isCurrent) == [false, true])
        #expect(history[1] == saved)
        #expect(history[1].createdAt == created)
        #expect(history[1].operation == "simplify" && history[1].parameters == ["tolerance": 5])
        #expect(history[1].locationCount == 60)

        // The workout now shows the new version, with the old metadata; the old one is still readable.
        let loaded = try #require(try store.recording(for: run.workout.uuid))
        #expect(loaded.routes.count == 1)
        #expect(loaded.routes[0].uuid == saved.uuid)
        #expect(loaded.routes[0].locations == thinned(run))
        #expect(loaded.routes[0].metadata == original.metadata)
        #expect(try store.route(workout: run.workout.uuid, version: 1) == original)
        #expect(try store.route(workout: run.workout.uuid).locations == thinned(run))
        #expect(try store.workouts(WorkoutQuery()).first?.routeLocationCount == 60)
        var streamed: [Location] = []
        try store.enumerateLocations(ofRoute: original.uuid, batchSize: 50) { batch, _ in streamed += batch }
        #expect(streamed == Array(original.locations))
    }

    @Test(arguments: StoreBackend.available) func anchoredQueriesSeeTheOldVersionDeletedAndTheNewOneAdded(backend: StoreBackend) throws {
        let (test, run) = try storeWithRun(backend)
        let store = test.store
        defer { withExtendedLifetime(test) {} }
        let anchor = try store.currentAnchor()
        let saved = try store.saveRouteVersion(
            replacing: run.routes[0].uuid, locations: thinned(run), operation: "smooth", parameters: [:])
        #expect(try store.currentAnchor() == anchor + 2)

        let since = try store.execute(AnchoredObjectQuery(filter: .workoutRoute, anchor: anchor))
        #expect(since.deleted.map(\.uuid) == [run.routes[0].uuid])
        #expect(since.added.map(\.uuid) == [saved.uuid])
        #expect(since.deleted.first?.kind == .route && since.added.first?.kind == .route)
        #expect(since.newAnchor == anchor + 2)

        // A client starting from nothing sees only the current version added.
        let everything = try store.execute(AnchoredObjectQuery(filter: .workoutRoute, anchor: 0))
        #expect(everything.added.map(\.uuid) == [saved.uuid])
        #expect(everything.deleted.map(\.uuid) == [run.routes[0].uuid])
    }

    @Test(arguments: StoreBackend.available) func revertMakesAnEarlierVersionCurrentAsANewVersion(backend: StoreBackend) throws {
        let (test, run) = try storeWithRun(backend)
        let store = test.store
        defer { withExtendedLifetime(test) {} }
        let original = run.routes[0]
        let simplified = try store.saveRouteVersion(
            replacing: original.uuid, locations: thinned(run), operation: "simplify", parameters: ["tolerance": 5])
        let anchor = try store.currentAnchor()
        let reverted = try store.revertRoute(workout: run.workout.uuid, to: 1)
        #expect(reverted.version == 3 && reverted.isCurrent)
        #expect(reverted.operation == RouteVersion.revertOperation && reverted.parameters == ["version": 1])
        #expect(reverted.syncVersion == 3 && reverted.syncIdentifier == original.syncIdentifier)
        #expect(reverted.locationCount == original.locations.count)

        let current = try store.route(workout: run.workout.uuid)
        #expect(current.uuid == reverted.uuid)
        #expect(current.locations == original.locations)
        #expect(current.metadata == original.metadata)
        #expect(try store.routeHistory(workout: run.workout.uuid).map(\.operation) == ["import", "simplify", "revert"])
        #expect(try store.workouts(WorkoutQuery()).first?.routeLocationCount == original.locations.count)

        let since = try store.execute(AnchoredObjectQuery(filter: .workoutRoute, anchor: anchor))
        #expect(since.deleted.map(\.uuid) == [simplified.uuid])
        #expect(since.added.map(\.uuid) == [reverted.uuid])
    }

    @Test(arguments: StoreBackend.available) func aVersionThatIsNoLongerCurrentIsNotReplacedAndNothingChanges(backend: StoreBackend) throws {
        let (test, run) = try storeWithRun(backend)
        let store = test.store
        defer { withExtendedLifetime(test) {} }
        try store.saveRouteVersion(replacing: run.routes[0].uuid, locations: thinned(run), operation: "smooth", parameters: [:])
        let anchor = try store.currentAnchor()
        #expect(throws: StoreError.routeNotCurrent(run.routes[0].uuid)) {
            try store.saveRouteVersion(replacing: run.routes[0].uuid, locations: [], operation: "clean", parameters: [:])
        }
        let unknown = UUID()
        #expect(throws: StoreError.unknownRoute(unknown)) {
            try store.saveRouteVersion(replacing: unknown, locations: [], operation: "clean", parameters: [:])
        }
        #expect(try store.currentAnchor() == anchor)
        #expect(try store.routeHistory(workout: run.workout.uuid).count == 2)
    }

    @Test func badRequestsAreRefusedWithOneLineErrors() throws {
        let (store, run) = try storeWithRun()
        let workout = run.workout.uuid.uuidString
        #expect(throws: StoreError.unknownRouteVersion(workout: workout, version: 2, latest: 1)) {
            try store.revertRoute(workout: run.workout.uuid, to: 2)
        }
        #expect(throws: StoreError.unknownRouteVersion(workout: workout, version: 0, latest: 1)) {
            try store.route(workout: run.workout.uuid, version: 0)
        }
        #expect(throws: StoreError.invalid("route operation smooth: parameter gain is not a finite number")) {
            try store.saveRouteVersion(
                replacing: run.routes[0].uuid, locations: [], operation: "smooth", parameters: ["gain": .nan])
        }
        var late = run.routes[0].locations[0]
        late.timestamp = Date(timeIntervalSinceReferenceDate: 1e12)
        #expect(throws: StoreError.self) {
            try store.saveRouteVersion(replacing: run.routes[0].uuid, locations: [late], operation: "smooth", parameters: [:])
        }
        let bare = Fixture.recording([Fixture.heartRate(120, at: Fixture.morning)])
        try store.save(bare)
        #expect(throws: StoreError.noRoute(workout: bare.workout.uuid.uuidString)) {
            try store.routeHistory(workout: bare.workout.uuid)
        }
        let missing = UUID()
        #expect(throws: StoreError.unknownWorkout(missing.uuidString)) { try store.routeHistory(workout: missing) }
        for error in [StoreError.unknownRouteVersion(workout: workout, version: 2, latest: 1), .noRoute(workout: workout),
                      .severalRoutes(workout: workout, count: 2), .routeNotCurrent(run.routes[0].uuid)] {
            #expect(!error.description.contains("\n"))
        }
    }

    @Test(arguments: StoreBackend.available) func aWorkoutWithTwoRoutesHasNoSingleHistoryButEachRouteTakesVersions(backend: StoreBackend) throws {
        var run = Fixture.run(seconds: 60)
        run.routes.append(WorkoutRoute(syncIdentifier: "route-2", locations: Array(run.routes[0].locations.prefix(10))))
        let test = try backend.store { try $0.save(run) }
        let store = test.store
        defer { withExtendedLifetime(test) {} }
        #expect(throws: StoreError.severalRoutes(workout: run.workout.uuid.uuidString, count: 2)) {
            try store.routeHistory(workout: run.workout.uuid)
        }
        let saved = try store.saveRouteVersion(
            replacing: run.routes[1].uuid, locations: RouteLocations(run.routes[1].locations.prefix(5)), operation: "clean",
            parameters: ["maximumSpeed": 12.5])
        #expect(saved.version == 2 && saved.syncIdentifier == "route-2" && saved.syncVersion == 2)
        let loaded = try #require(try store.recording(for: run.workout.uuid))
        #expect(loaded.routes.map(\.uuid) == [run.routes[0].uuid, saved.uuid])
        #expect(try store.workouts(WorkoutQuery()).first?.routeLocationCount == 65)
    }

    @Test(arguments: StoreBackend.available) func aSourceThatMayNotShareRoutesCannotSaveAVersion(backend: StoreBackend) throws {
        let (test, run) = try storeWithRun(backend)
        let store = test.store
        defer { withExtendedLifetime(test) {} }
        // Recorded twice: the second replaces the first.
        try store.setAuthorization(for: Fixture.garmin.name, type: .workoutRoute, share: true, read: true)
        try store.setAuthorization(for: Fixture.garmin.name, type: .workoutRoute, share: false, read: true)
        #expect(throws: StoreError.notAuthorized(
            source: Fixture.garmin.name, type: ObjectType.workoutRoute.identifier, action: "share")) {
            try store.revertRoute(workout: run.workout.uuid, to: 1)
        }
        #expect(try store.routeHistory(workout: run.workout.uuid).count == 1)
    }

    @Test(arguments: StoreBackend.available) func reimportingTheSameRecordingAfterProcessingIsUnchangedAndKeepsTheHistory(backend: StoreBackend) throws {
        let (test, run) = try storeWithRun(backend)
        let store = test.store
        defer { withExtendedLifetime(test) {} }
        try store.saveRouteVersion(replacing: run.routes[0].uuid, locations: thinned(run), operation: "smooth", parameters: [:])
        #expect(try store.save(run, versioning: .nextVersionOnChange).status == .unchanged)
        #expect(try store.routeHistory(workout: run.workout.uuid).count == 2)
        #expect(try store.route(workout: run.workout.uuid).locations == thinned(run))
    }

    @Test func deletingTheWorkoutRemovesEveryVersionAndReportsOnlyTheCurrentOne() throws {
        let (store, run) = try storeWithRun()
        let saved = try store.saveRouteVersion(
            replacing: run.routes[0].uuid, locations: thinned(run), operation: "smooth", parameters: [:])
        let anchor = try store.currentAnchor()
        try store.delete(workouts: [run.workout.uuid])
        let since = try store.execute(AnchoredObjectQuery(filter: .workoutRoute, anchor: anchor))
        #expect(since.deleted.map(\.uuid) == [saved.uuid])
        let leftover = try store.writer.read { db in
            try ["routes", "route_chunks", "metadata"].map { try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0)") }
        }
        #expect(leftover == [0, 0, 0])
        #expect(throws: StoreError.unknownWorkout(run.workout.uuid.uuidString)) {
            try store.routeHistory(workout: run.workout.uuid)
        }
    }

    @Test func aStoreWrittenBeforeRouteVersionsIsUpgradedWithItsRoutesAsImports() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("store.sqlite")
        let run = Fixture.run(seconds: 30)
        try WorkoutStore(path: path).save(run)
        // Take the store back to the "v1" schema, as a release before route versions left it.
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: """
                ALTER TABLE routes DROP COLUMN operation;
                ALTER TABLE routes DROP COLUMN parameters;
                ALTER TABLE routes DROP COLUMN created_at;
                DELETE FROM grdb_migrations WHERE identifier = 'v2-route-versions';
                """)
        }
        try queue.close()

        let upgraded = try WorkoutStore(path: path)
        let history = try upgraded.routeHistory(workout: run.workout.uuid)
        #expect(history.count == 1)
        #expect(history[0].operation == "import" && history[0].parameters.isEmpty && history[0].createdAt == nil)
        let saved = try upgraded.saveRouteVersion(
            replacing: run.routes[0].uuid, locations: [], operation: "clean", parameters: ["maximumSpeed": 1])
        #expect(saved.version == 2)
        #expect(try upgraded.recording(for: run.workout.uuid)?.routes.first?.locations.isEmpty == true)
    }
}
