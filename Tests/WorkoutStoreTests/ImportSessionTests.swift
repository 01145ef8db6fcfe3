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

    @Test("Leaving out bad standalone samples saves the others in order, hands over each bad one once with the store's message, counts only the rest")
    func refusingBadStandaloneSamplesSavesTheRest() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("store.sqlite"))
        var batch = steps(8)
        _ = try store.importSession { try $0.save(standaloneSamples: [batch[2]], defaultSource: Self.phone) }
        // Bad ones first, in the middle and last: the batch is copied from the first one on.
        for index in [0, 4, 7] { batch[index].endDate = batch[index].startDate.addingTimeInterval(-1) }
        var refused: [(UUID, String)] = []
        let outcome = try store.importSession { session in
            try session.save(standaloneSamples: batch, defaultSource: Self.phone) { refused.append(($0.uuid, "\($1)")) }
        }
        #expect(refused.map(\.0) == [0, 4, 7].map { batch[$0].uuid })
        #expect(refused.allSatisfy { $0.1.contains("ends before it starts") }, "\(refused)")
        #expect(outcome == StandaloneSaveOutcome(imported: 4, unchanged: 1))
        let stored = try store.execute(SampleQuery(type: .stepCount))
        #expect(stored.map(\.quantity.value) == [101, 102, 103, 105, 106])
        // Without a place to hand them, the first bad sample fails the batch, as before.
        #expect(throws: StoreError.self) {
            try store.importSession { try $0.save(standaloneSamples: batch, defaultSource: Self.phone) }
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

    /// The `CREATE INDEX` statements of the store's tables, by index name.
    private func indexes(_ path: String) throws -> [String: String] {
        try DatabaseQueue(path: path).read { db in
            var found: [String: String] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL") {
                found[row[0]] = row[1]
            }
            return found
        }
    }

    @Test("An import session leaves the sample indexes as they were, and queries use them")
    func importSessionKeepsIndexes() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path("store.sqlite")
        let store = try WorkoutStore(path: path)
        let before = try indexes(path)
        #expect(before["samples_type_start"] != nil && before["samples_workout"] != nil && before["samples_uuid"] != nil)
        try store.importSession { session in
            try session.save(Fixture.run(), versioning: .nextVersionOnChange)
            try session.save(standaloneSamples: steps(50), defaultSource: Self.phone)
        }
        #expect(try indexes(path) == before)
        let plan = try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT id FROM samples WHERE type_id = 1 AND start > 0").map { $0[3] as String }
        }
        #expect(plan.contains { $0.contains("samples_type_start") })
        // A second session into the now non-empty store keeps the indexes as they are.
        _ = try store.importSession { try $0.save(standaloneSamples: steps(5, offset: 50), defaultSource: Self.phone) }
        #expect(try indexes(path) == before)
        #expect(try store.execute(SampleQuery(type: .stepCount)).count == 55)
    }

    @Test("A first import that fails leaves the store's indexes as they were")
    func failedBulkLoadKeepsIndexes() throws {
        struct Halfway: Error {}
        let dir = try TemporaryDirectory()
        let path = dir.path("store.sqlite")
        let store = try WorkoutStore(path: path)
        let before = try indexes(path)
        #expect(throws: Halfway.self) {
            try store.importSession { session in
                try session.save(standaloneSamples: steps(20), defaultSource: Self.phone)
                throw Halfway()
            }
        }
        #expect(try indexes(path) == before)
        #expect(try store.currentAnchor() == 0)
    }

    /// The store file's journal mode, read by a connection of its own.
    private func journalMode(_ path: String) throws -> String? {
        try DatabaseQueue(path: path).read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
    }

    /// Which of the store's journal files exist now: the rollback journal, the write-ahead log.
    private func journalFiles(_ path: String) -> (rollback: Bool, writeAhead: Bool) {
        (FileManager.default.fileExists(atPath: path + "-journal"), FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test("A new store's first import writes the store file directly (a rollback journal, no write-ahead log), then the store is in WAL mode again and later imports use the log")
    func firstImportIntoANewStoreWritesTheFileDirectly() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path("store.sqlite")
        let store = try WorkoutStore(path: path)
        let during = try store.importSession { session in
            _ = try session.save(standaloneSamples: steps(50), defaultSource: Self.phone)
            return journalFiles(path)
        }
        #expect(during.rollback && !during.writeAhead)
        #expect(try journalMode(path) == "wal")
        let later = try store.importSession { session in
            _ = try session.save(standaloneSamples: steps(5, offset: 50), defaultSource: Self.phone)
            return journalFiles(path)
        }
        #expect(!later.rollback && later.writeAhead)
        #expect(try store.execute(SampleQuery(type: .stepCount)).count == 55)
        #expect(try store.currentAnchor() == 55)
    }

    @Test("A new store that another connection has open is imported into through the write-ahead log, and the reader sees the import")
    func firstImportWhileAnotherConnectionReadsKeepsTheLog() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path("store.sqlite")
        let store = try WorkoutStore(path: path)
        let reader = try WorkoutStore(path: path)
        #expect(try reader.currentAnchor() == 0)  // its pool now holds a connection to the store
        let during = try store.importSession { session in
            _ = try session.save(standaloneSamples: steps(20), defaultSource: Self.phone)
            return journalFiles(path)
        }
        #expect(!during.rollback && during.writeAhead)
        #expect(try reader.execute(SampleQuery(type: .stepCount)).count == 20)
        #expect(try journalMode(path) == "wal")
    }

    @Test("Samples already stored, or repeated in one batch, take no anchor: anchors stay consecutive")
    func skippedSamplesTakeNoAnchor() throws {
        let store = try WorkoutStore.inMemory()
        _ = try store.importSession { try $0.save(standaloneSamples: steps(3), defaultSource: Self.phone) }
        let fresh = steps(2, offset: 3)
        let repeated = steps(3) + fresh + [fresh[1]]
        let outcome = try store.importSession { try $0.save(standaloneSamples: repeated, defaultSource: Self.phone) }
        #expect(outcome == StandaloneSaveOutcome(imported: 2, unchanged: 4))
        #expect(try store.currentAnchor() == 5)
        let changes = try store.execute(AnchoredObjectQuery(filter: .quantity(.stepCount), anchor: 0))
        #expect(changes.added.count == 5)
    }

    @Test("Samples saved many rows per statement: stored ones among them are skipped, anchors stay consecutive, metadata and statistics follow their rows")
    func groupsWithStoredSamplesAmongThem() throws {
        let store = try WorkoutStore.inMemory()
        let group = SampleRowInserter.rowsPerStatement
        let all = steps(5 * group + 7).enumerated().map { index, sample in
            var tagged = sample
            tagged.metadata = ["WKIndex": .integer(index)]
            tagged.uuid = tagged.contentDerivedUUID
            return tagged
        }
        // Stored before: one sample in the second group, two in the fourth.
        let early = [all[group + 5], all[3 * group], all[3 * group + 9]]
        _ = try store.importSession { try $0.save(standaloneSamples: early, defaultSource: Self.phone) }
        // A repeat inside the fifth group too (its first time is in the same group).
        let batch = Array(all[..<(4 * group + 10)]) + [all[4 * group + 1]] + Array(all[(4 * group + 10)...])
        let outcome = try store.importSession { try $0.save(standaloneSamples: batch, defaultSource: Self.phone) }
        #expect(outcome == StandaloneSaveOutcome(imported: all.count - 3, unchanged: 4))
        #expect(try store.currentAnchor() == all.count)
        let found = try store.execute(SampleQuery(type: .stepCount))
        #expect(found.map(\.uuid) == all.map(\.uuid))
        #expect(found.map(\.metadata) == all.map(\.metadata))
        let changes = try store.execute(AnchoredObjectQuery(filter: .quantity(.stepCount), anchor: 0))
        #expect(Set(changes.added.map(\.uuid)).count == all.count)
        let total = try store.execute(StatisticsQuery(type: .stepCount, options: .cumulativeSum))
        #expect(total.sum == all.map(\.quantity.value).reduce(0, +))
        // Anchors are the rows' ids: consecutive from 1, each sample once.
        let ids = try store.writer.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM samples ORDER BY id") }
        #expect(ids == Array(1...Int64(all.count)))
    }

    @Test("Hourly statistics of a session count every sample once, also when a workout is replaced in it")
    func hourlyStatisticsCountedOnce() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path("store.sqlite")
        let store = try WorkoutStore(path: path)
        try store.importSession { session in
            try session.save(standaloneSamples: heartRates(values: [60, 70]), defaultSource: Self.phone)
            try session.save(Fixture.run(), versioning: .nextVersionOnChange)
            // The same run again with other heart rates: it replaces the first in the same session.
            #expect(try session.save(Fixture.run(heartRateOffset: 10), versioning: .nextVersionOnChange).status == .replaced)
            try session.save(standaloneSamples: heartRates(values: [80], offset: 2), defaultSource: Self.phone)
        }
        let stored = try DatabaseQueue(path: path).read { db in
            try Row.fetchOne(db, sql: "SELECT sum(count), max(maximum), min(minimum) FROM hourly_statistics")
        }
        #expect(stored?[0] == 603)
        #expect(stored?[1] == 169.0)
        #expect(stored?[2] == 60.0)
        let hour = Date(timeIntervalSince1970: 1_714_546_800)
        let buckets = try store.execute(StatisticsCollectionQuery(
            type: .heartRate, options: [.discreteMax], anchorDate: hour, interval: StatisticsInterval(unit: .hour),
            timeZone: TimeZone(identifier: "UTC")!, start: hour, end: hour.addingTimeInterval(3600)))
        #expect(buckets.map(\.count) == [603])
        #expect(buckets.first?.maximum == 169)
    }

    /// Heart rates a minute apart, from the fixture's morning.
    private func heartRates(values: [Double], offset: Int = 0) -> [QuantitySample] {
        values.enumerated().map { index, value in
            let start = Fixture.morning.addingTimeInterval(Double((index + offset) * 60))
            var sample = QuantitySample(type: .heartRate, quantity: Quantity(value, .countPerMinute), start: start, end: start,
                                        source: Self.phone)
            sample.uuid = sample.contentDerivedUUID
            return sample
        }
    }

    @Test("Metadata of many samples, written several rows per statement, reads back whole and in kind")
    func metadataOfManySamples() throws {
        let store = try WorkoutStore.inMemory()
        let samples = steps(150).enumerated().map { index, sample in
            var tagged = sample
            tagged.metadata = ["WKIndex": .integer(index), "HKMetadataKeyHeartRateMotionContext": .string("motion \(index % 3)"),
                               "WKDistance": .quantity(Quantity(Double(index), .meter)), "WKFlag": .bool(index % 2 == 0)]
            tagged.uuid = tagged.contentDerivedUUID
            return tagged
        }
        _ = try store.importSession { try $0.save(standaloneSamples: samples, defaultSource: Self.phone) }
        let found = try store.execute(SampleQuery(type: .stepCount))
        #expect(found.count == 150)
        #expect(found.map(\.metadata) == samples.map(\.metadata))
    }

    @Test("Records of many interleaved sources keep their own source, and a source that may not share is refused")
    func manyInterleavedSources() throws {
        let store = try WorkoutStore.inMemory()
        let samples = (0..<120).map { index in
            let start = Fixture.morning.addingTimeInterval(Double(index * 60))
            let type: QuantityType = index % 2 == 0 ? .stepCount : .heartRate
            let quantity = index % 2 == 0 ? Quantity(Double(index), .count) : Quantity(Double(60 + index), .countPerMinute)
            var sample = QuantitySample(type: type, quantity: quantity, start: start, end: start,
                                        source: Source(name: "watch \(index % 30)"))
            sample.uuid = sample.contentDerivedUUID
            return sample
        }
        let outcome = try store.importSession { try $0.save(standaloneSamples: samples, defaultSource: Self.phone) }
        #expect(outcome.imported == 120)
        let found = try store.execute(SampleQuery(type: .heartRate)) + store.execute(SampleQuery(type: .stepCount))
        let sourceByUUID = Dictionary(uniqueKeysWithValues: found.map { ($0.uuid, $0.source?.name) })
        #expect(samples.allSatisfy { sourceByUUID[$0.uuid] == $0.source?.name })

        try store.setAuthorization(for: "watch 29", type: .quantity(.heartRate), share: false, read: true)
        let later = samples.map { sample -> QuantitySample in
            var moved = sample
            moved.startDate = sample.startDate.addingTimeInterval(86_400)
            moved.endDate = moved.startDate
            moved.uuid = moved.contentDerivedUUID
            return moved
        }
        #expect(throws: StoreError.self) {
            try store.importSession { try $0.save(standaloneSamples: later, defaultSource: Self.phone) }
        }
        #expect(try store.execute(SampleQuery(type: .heartRate)).count == 60)
    }

    // MARK: Importing while producing

    @Test("Items produced on another thread are saved in order in one session")
    func pipelinedSessionSavesEverything() throws {
        let store = try WorkoutStore.inMemory()
        var saved = 0
        let batches = (0..<20).map { steps(10, offset: $0 * 10) }
        try store.importSession(queueCapacity: 2, producing: { emit in
            for batch in batches { try emit(batch) }
        }, save: { session, batch in
            saved += try session.save(standaloneSamples: batch, defaultSource: Self.phone).imported
        })
        #expect(saved == 200)
        let found = try store.execute(SampleQuery(type: .stepCount))
        #expect(found.map(\.quantity.value) == batches.flatMap { $0 }.map(\.quantity.value))
    }

    @Test("A producer that fails halfway saves nothing, and its error is the one thrown")
    func pipelinedProducerFailureSavesNothing() throws {
        struct ReadFailure: Error, Equatable {}
        let store = try WorkoutStore.inMemory()
        #expect(throws: ReadFailure.self) {
            try store.importSession(queueCapacity: 1, producing: { emit in
                for index in 0..<5 { try emit(steps(10, offset: index * 10)) }
                throw ReadFailure()
            }, save: { session, batch in
                try session.save(standaloneSamples: batch, defaultSource: Self.phone)
            })
        }
        #expect(try store.execute(SampleQuery(type: .stepCount)).isEmpty)
        #expect(try store.currentAnchor() == 0)
    }

    @Test("A save that fails stops the producer (its emit throws) and saves nothing")
    func pipelinedSaveFailureStopsProducer() throws {
        struct SaveFailure: Error {}
        let store = try WorkoutStore.inMemory()
        let producerStopped = Flag()
        var saves = 0
        #expect(throws: SaveFailure.self) {
            try store.importSession(queueCapacity: 1, producing: { emit in
                do {
                    for index in 0..<1000 { try emit(steps(2, offset: index * 2)) }
                } catch {
                    producerStopped.set()
                    throw error
                }
            }, save: { session, batch in
                try session.save(standaloneSamples: batch, defaultSource: Self.phone)
                saves += 1
                if saves == 3 { throw SaveFailure() }
            })
        }
        #expect(producerStopped.isSet)
        #expect(try store.execute(SampleQuery(type: .stepCount)).isEmpty)
    }
}

/// A flag set on one thread and read on another.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
