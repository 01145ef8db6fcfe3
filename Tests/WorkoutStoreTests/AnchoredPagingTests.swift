import Foundation
import Testing
import WorkoutModel
@testable import WorkoutStore

/// Anchored queries read page by page (`limit`) on both backends: the pages together are the
/// unlimited query's changes, none skipped or repeated, in anchor order.
@Suite("Anchored queries with a limit page through every change once, on SQLite and PostgreSQL")
struct AnchoredPagingTests {
    /// A run (a heart-rate series of three chunks, energy rows, a route); a ride whose heart
    /// rate and cadence alternate (so each chunk's anchors straddle the other series' chunks);
    /// the run re-imported as its next version (new objects, then the old ones' tombstones);
    /// a second run saved and deleted; and a third run added after the tombstones.
    private static func fill(_ store: WorkoutStore) throws {
        try store.save(Fixture.run(seconds: 1200))
        let start = Fixture.morning.addingTimeInterval(86_400)
        var ride: [QuantitySample] = []
        for second in 0..<700 {
            let time = start.addingTimeInterval(Double(second))
            ride.append(Fixture.heartRate(130 + Double(second % 20), at: time))
            ride.append(QuantitySample(type: .cyclingCadence, quantity: Quantity(80 + Double(second % 9), .countPerMinute),
                                       start: time, end: time))
        }
        let rideRecording = Fixture.recording(ride, activity: .cycling, syncIdentifier: "ride")
        try store.save(rideRecording)
        try store.save(Fixture.run(seconds: 1200, syncVersion: 2, heartRateOffset: 1))
        let deleted = Fixture.run(start: Fixture.morning.addingTimeInterval(2 * 86_400), seconds: 600, syncIdentifier: "run-2")
        try store.save(deleted)
        try store.delete(workouts: [deleted.workout.uuid])
        try store.save(Fixture.run(start: Fixture.morning.addingTimeInterval(3 * 86_400), seconds: 300, syncIdentifier: "run-3"))
    }

    /// Every change of `query`'s kind, read `limit` at a time, each page after the last one's anchor.
    private static func paged(_ store: WorkoutStore, filter: ObjectType?, limit: Int) throws -> (changes: [String], anchor: Int) {
        var changes: [String] = []
        var anchor = 0
        while true {
            let page = try store.execute(AnchoredObjectQuery(filter: filter, anchor: anchor, limit: limit))
            let count = page.added.count + page.deleted.count
            #expect(count <= limit)
            changes += listed(page)
            anchor = page.newAnchor
            if count < limit { return (changes, anchor) }
        }
    }

    /// A result's changes in anchor order, each with whether it was added or deleted.
    private static func listed(_ result: AnchoredObjectResult) -> [String] {
        (result.added.map { ($0, "added") } + result.deleted.map { ($0, "deleted") })
            .sorted { $0.0.anchor < $1.0.anchor }
            .map { "\($0.0.anchor) \($0.1) \($0.0.kind.rawValue) \($0.0.uuid) \($0.0.objectType.identifier)" }
    }

    @Test("pages smaller and larger than a series chunk give the unlimited query's changes, added and deleted, in order",
          arguments: StoreBackend.available)
    func pagesGiveTheUnlimitedChanges(backend: StoreBackend) throws {
        let test = try backend.store(Self.fill)
        let store = test.store
        for filter in [nil, ObjectType.quantity(.heartRate)] {
            let everything = try store.execute(AnchoredObjectQuery(filter: filter))
            let expected = Self.listed(everything)
            // The fill's series, route and workout changes, and tombstones of each.
            #expect(everything.deleted.count > 1700)
            #expect(Set(expected.map { $0.split(separator: " ")[0] }).count == expected.count)
            // 100: pages end inside chunks; 700: a page holds values of several alternating chunks.
            for limit in [100, 700] {
                let paged = try Self.paged(store, filter: filter, limit: limit)
                #expect(paged.changes == expected, "limit \(limit)")
                #expect(paged.anchor == everything.newAnchor, "limit \(limit)")
            }
        }
    }
}
