import Foundation
import Testing
import TestSupport
import GRDB
import WorkoutModel
@testable import WorkoutStore

@Suite("import sessions and standalone samples")
struct ImportSessionTests {
    private static let phone = Source(name: "iPhone")

    /// Step counts every ten minutes from the fixture's morning, with content-derived UUIDs.
    private func steps(_ count: Int, offset: Int = 0) -> [QuantitySample] {
        (0..<count).map { index in
            let start = Fixture.morning.addingTimeInterval(Double((index + offset) * 600))
            var sample = QuantitySample(type: .stepCount, quantity: Quantity(Double(100 + index), .count),
                                        start: start, end: start.addingTimeInterval(600), source: Self.phone)
            sample.uuid = sample.contentDerivedUUID
            return sample
        }
    }

    @Test("A session saves a workout and standalone samples together; queries and statistics see the samples")
    func savesWorkoutAndStandaloneSamples() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("store.sqlite"))
        let outcome = try store.importSession { session in
            let saved = try session.save(Fixture.run(), versioning: .nextVersionOnChange)
            let samples = try session.save(standaloneSamples: steps(6), defaultSource: Self.phone)
            return (saved, samples)
        }
        #expect(outcome.0.status == .imported)
        #expect(outcome.1 == StandaloneSaveOutcome(imported: 6, unchanged: 0))
        let found = try store.execute(SampleQuery(type: .stepCount))
        #expect(found.map(\.quantity.value) == [100, 101, 102, 103, 104, 105])
        #expect(found.allSatisfy { $0.source == Self.phone })
        let total = try store.execute(StatisticsQuery(type: .stepCount, options: .cumulativeSum))
        #expect(total.sum == 615)
        // Samples of the workout are still its own: a workout predicate finds none of the standalone ones.
        let inWorkout = try store.execute(SampleQuery(type: .stepCount, predicate: .workout(outcome.0.uuid)))
        #expect(inWorkout.isEmpty)
    }

    @Test("Saving the same standalone samples again changes nothing")
    func standaloneSamplesAreIdempotent() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("store.sqlite"))
        _ = try store.importSession { try $0.save(standaloneSamples: steps(4), defaultSource: Self.phone) }
        let again = try store.importSession { try $0.save(standaloneSamples: steps(6), defaultSource: Self.phone) }
        #expect(again == StandaloneSaveOutcome(imported: 2, unchanged: 4))
        #expect(try store.execute(SampleQuery(type: .stepCount)).count == 6)
    }

    @Test("A session that throws saves nothing at all")
    func failedSessionChangesNothing() throws {
        struct Halfway: Error {}
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("store.sqlite"))
        #expect(throws: Halfway.self) {
            try store.importSession { session in
                try session.save(Fixture.run(), versioning: .nextVersionOnChange)
                try session.save(standaloneSamples: steps(3), defaultSource: Self.phone)
                throw Halfway()
            }
        }
        #expect(try store.execute(SampleQuery(type: .stepCount)).isEmpty)
        #expect(try store.execute(SampleQuery(type: .heartRate)).isEmpty)
    }

    @Test("A bad standalone sample is refused with the store's message")
    func refusesBadStandaloneSample() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("store.sqlite"))
        var bad = steps(1)[0]
        bad.endDate = bad.startDate.addingTimeInterval(-1)
        #expect(throws: StoreError.self) {
            try store.importSession { try $0.save(standaloneSamples: [bad], defaultSource: Self.phone) }
        }
    }

    @Test("A store made before standalone samples is upgraded in place, keeping its samples")
    func upgradesEarlierStore() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path("store.sqlite")
        // A store as the first release left it: only the v1 migration, with one sample row.
        do {
            let queue = try DatabaseQueue(path: path)
            try queue.write { db in try db.execute(sql: "PRAGMA application_id = \(Schema.applicationID)") }
            try Schema.migrator.migrate(queue, upTo: "v1")
            try queue.write { db in
                try db.execute(sql: "UPDATE store_state SET anchor = 1")
                try db.execute(sql: "INSERT INTO sources (id, name) VALUES (1, 'Old')")
                try db.execute(sql: """
                    INSERT INTO samples (id, uuid, workout_id, type_id, start, end, value, source_id, flags)
                    VALUES (1, x'00112233445566778899AABBCCDDEEFF', 7, 3, 0, 0, 1, 1, 0)
                    """)
            }
        }
        let store = try WorkoutStore(path: path)
        try store.importSession { _ = try $0.save(standaloneSamples: steps(2), defaultSource: Self.phone) }
        #expect(try store.execute(SampleQuery(type: .stepCount)).count == 2)
        let kept = try DatabaseQueue(path: path).read { db in
            try Int.fetchOne(db, sql: "SELECT workout_id FROM samples WHERE id = 1")
        }
        #expect(kept == 7)
    }

    @Test("Standalone samples are handed out in batches, in saved order, without the workouts' samples")
    func listsStandaloneSamplesInBatches() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("store.sqlite"))
        let saved = steps(7)
        try store.importSession { session in
            try session.save(Fixture.run(), versioning: .nextVersionOnChange)
            try session.save(standaloneSamples: saved, defaultSource: Self.phone)
        }
        var batches: [[QuantitySample]] = []
        try store.forEachStandaloneSampleBatch(batchSize: 3) { batches.append($0) }
        #expect(batches.map(\.count) == [3, 3, 1])
        #expect(batches.flatMap { $0 }.map(\.uuid) == saved.map(\.uuid))
        #expect(batches.flatMap { $0 }.allSatisfy { $0.source == Self.phone })
    }
}
