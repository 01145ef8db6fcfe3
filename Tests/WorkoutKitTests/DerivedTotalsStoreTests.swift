import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("Derived totals of stored workouts")
struct DerivedTotalsStoreTests {
    /// A store as one made before workoutkit derived totals: the square ride saved as read,
    /// twice (each call makes new UUIDs), the second stating a distance of its own (3,900 m,
    /// not the route's 4 km).
    private func storeWithoutDerivedTotals(in directory: TemporaryDirectory) throws -> (WorkoutStore, plain: WorkoutRecording, stated: WorkoutRecording) {
        let store = try WorkoutStore(path: directory.path("store.sqlite"))
        let plain = SquareRouteWorkout.recording()
        var stated = SquareRouteWorkout.recording()
        stated.workout.totalDistance = Quantity(3900, .meter)
        _ = try store.save([plain, stated])
        for summary in try store.workouts(WorkoutQuery()) { #expect(summary.workout.derivedTotals.isEmpty) }
        return (store, plain, stated)
    }

    @Test("derive gives stored workouts the totals an import derives, keeps stated values, and adds nothing when run again")
    func deriveIsIdempotentAndKeepsStatedValues() throws {
        let directory = try TemporaryDirectory()
        let (store, plain, stated) = try storeWithoutDerivedTotals(in: directory)
        var given: [UUID: [DerivedTotal]] = [:]
        let examined = try DerivedTotals.derive(in: store, query: WorkoutQuery()) { workout, added in given[workout.uuid] = added }
        #expect(examined == 2 && given.count == 2)

        // As an import would have saved it: every total the recording gives.
        let imported = DerivedTotals.applied(to: plain).workout
        let derived = try #require(try store.recording(for: plain.workout.uuid)).workout
        #expect(derived == imported)
        #expect(given[plain.workout.uuid] == imported.derivedTotals)
        #expect(try derived.totalDistance?.doubleValue(for: .meter) ?? 0 > 3990)

        // The stated distance stays, is not named derived, and the average speed comes from it.
        let statedNow = try #require(try store.recording(for: stated.workout.uuid)).workout
        #expect(try statedNow.totalDistance?.doubleValue(for: .meter) == 3900)
        #expect(!statedNow.isDerived(.totalDistance) && statedNow.isDerived(.averageHeartRate))
        #expect(given[stated.workout.uuid]?.contains(.totalDistance) == false)
        guard case .quantity(let movingTime)? = statedNow.metadata[MetadataKey.movingTime] else {
            Issue.record("no moving time derived")
            return
        }
        let seconds = try movingTime.doubleValue(for: .second)
        #expect(statedNow.metadata[MetadataKey.averageSpeed] == .quantity(Quantity((3900 / seconds * 100).rounded() / 100, .meterPerSecond)))

        // Again: nothing to add, nothing written.
        var again = 0
        #expect(try DerivedTotals.derive(in: store, query: WorkoutQuery()) { _, _ in again += 1 } == 2)
        #expect(again == 0)
        #expect(try store.recording(for: plain.workout.uuid)?.workout == derived)
        #expect(try store.addDerivedTotals(imported).isEmpty)
    }

    @Test("A derivation keeps the workout's anchor and content: changes reports nothing, the file saved again is unchanged")
    func deriveIsNotAChangeOfContent() throws {
        let directory = try TemporaryDirectory()
        let (store, plain, _) = try storeWithoutDerivedTotals(in: directory)
        let anchor = try store.currentAnchor()
        try DerivedTotals.derive(in: store, query: WorkoutQuery(uuids: [plain.workout.uuid]))
        #expect(try store.currentAnchor() == anchor)
        let changes = try store.execute(AnchoredObjectQuery(anchor: anchor))
        #expect(changes.added.isEmpty && changes.deleted.isEmpty)
        #expect(try store.save(plain, versioning: .nextVersionOnChange).status == .unchanged)
        // The query chose the plain ride only.
        #expect(try store.workouts(WorkoutQuery()).filter { !$0.workout.derivedTotals.isEmpty }.map(\.workout.uuid) == [plain.workout.uuid])
    }

    @Test("addDerivedTotals refuses a workout the store does not hold, and never replaces a value the store holds")
    func addDerivedTotalsKeepsStoredValues() throws {
        let directory = try TemporaryDirectory()
        let (store, plain, _) = try storeWithoutDerivedTotals(in: directory)
        #expect(throws: StoreError.self) { try store.addDerivedTotals(Workout(activityType: .cycling, start: Date(), end: Date())) }
        // A derivation that names a distance of 1 m: the stored workout has none, so it is added once...
        var claimed = plain.workout
        claimed.totalDistance = Quantity(1, .meter)
        claimed.metadata[MetadataKey.derivedTotals] = .string("totalDistance")
        #expect(try store.addDerivedTotals(claimed) == [.totalDistance])
        // ... and never replaced by a later one.
        claimed.totalDistance = Quantity(2, .meter)
        #expect(try store.addDerivedTotals(claimed).isEmpty)
        #expect(try store.recording(for: plain.workout.uuid)?.workout.totalDistance == Quantity(1, .meter))
    }
}
