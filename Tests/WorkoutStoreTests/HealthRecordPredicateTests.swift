import Foundation
import Testing
import TestSupport
import WorkoutModel
@testable import WorkoutStore

/// Anchored queries with a predicate report the category samples, correlations and activity
/// summaries it matches (they were left out whatever the predicate).
@Suite("Anchored queries with a predicate on the records outside workouts")
struct HealthRecordPredicateTests {
    static let watch = Source(name: "Apple Watch")
    static let cuff = Source(name: "Health Mate")
    static let sleepType = CategoryType(identifier: "HKCategoryTypeIdentifierSleepAnalysis", valueSet: .sleepAnalysis)
    static let day = 86400.0

    /// Night one and night two of sleep (watch), a blood pressure on day two (cuff, with metadata),
    /// summaries of 2024-05-01 and 2024-05-02; the store's anchors follow this order.
    static func store(in dir: TemporaryDirectory) throws -> WorkoutStore {
        let store = try WorkoutStore(path: dir.path("store.sqlite"))
        try fill(store)
        return store
    }

    /// Saves the records ``store(in:)`` holds into `store`.
    static func fill(_ store: WorkoutStore) throws {
        let mmHg = QuantityUnit(symbol: "mmHg")
        try store.importSession { session in
            try session.save(categorySamples: [0, 1].map { night in
                let start = Fixture.morning + Double(night) * day
                return CategorySample(type: sleepType, value: 3, start: start - 3600, end: start, source: watch,
                                      device: Device(name: "Apple Watch"))
            }, defaultSource: watch)
            let when = Fixture.morning + day
            try session.save(correlations: [Correlation(
                type: "HKCorrelationTypeIdentifierBloodPressure", start: when, end: when,
                objects: [QuantitySample(type: QuantityType(recordIdentifier: "HKQuantityTypeIdentifierBloodPressureSystolic", unit: mmHg),
                                         quantity: Quantity(121, mmHg), start: when, end: when)],
                source: cuff, metadata: ["Withings User Identifier": .integer(12345)])], defaultSource: watch)
            try session.save(activitySummaries: [1, 2].map { day in
                ActivitySummary(dateComponents: DateComponents(year: 2024, month: 5, day: day),
                                appleStandHours: Quantity(Double(8 + day), .count))
            })
        }
    }

    static func anchors(_ store: WorkoutStore, _ predicate: SamplePredicate, filter: ObjectType? = nil) throws -> [Int] {
        try store.execute(AnchoredObjectQuery(filter: filter, predicate: predicate)).added.map(\.anchor)
    }

    @Test("A date range selects records by their interval and summaries by their day (midnight to midnight UTC)")
    func dateRangeSelectsRecords() throws {
        let dir = try TemporaryDirectory()
        let store = try Self.store(in: dir)
        // Fixture.morning is 2024-05-01T07:30Z: the second day from its midnight on.
        let secondDay = try #require(Timestamp.date("2024-05-02T00:00:00.000Z"))
        #expect(try Self.anchors(store, .date(start: secondDay, end: nil, strictStart: true, strictEnd: false)) == [2, 3, 5])
        #expect(try Self.anchors(store, .date(start: nil, end: secondDay, strictStart: false, strictEnd: false)) == [1, 4])
        // Without strictStart a record that ends after the start matches: the day of 2024-05-01 ends at midnight.
        #expect(try Self.anchors(store, .date(start: secondDay - 1, end: nil, strictStart: false, strictEnd: false)) == [2, 3, 4, 5])
        #expect(try Self.anchors(store, .date(start: secondDay, end: nil, strictStart: true, strictEnd: false),
                                 filter: .category(Self.sleepType)) == [2])
        #expect(try Self.anchors(store, .date(start: secondDay, end: nil, strictStart: true, strictEnd: false),
                                 filter: .activitySummary) == [5])
    }

    @Test("Source, device and metadata apply to records; a workout's activity type or UUID matches none of them")
    func otherConditions() throws {
        let dir = try TemporaryDirectory()
        let store = try Self.store(in: dir)
        #expect(try Self.anchors(store, .source("Health Mate")) == [3])
        #expect(try Self.anchors(store, .device(name: "Apple Watch")) == [1, 2])
        #expect(try Self.anchors(store, .metadata(key: "Withings User Identifier", equals: .integer(12345))) == [3])
        #expect(try Self.anchors(store, .activityType(.running)).isEmpty)
        #expect(try Self.anchors(store, .workout(UUID())).isEmpty)
        #expect(try Self.anchors(store, .not(.source("Health Mate"))) == [1, 2, 4, 5])
        #expect(try Self.anchors(store, .or([.source("Apple Watch"), .metadata(key: "Withings User Identifier", equals: nil)])) == [1, 2, 3])
    }
}

@Suite("Deleting the records outside workouts")
struct HealthRecordDeletionTests {
    @Test("A category sample and a correlation with its samples are deleted with a tombstone of their kind and type",
          arguments: StoreBackend.available)
    func deletesWithTombstones(backend: StoreBackend) throws {
        let test = try backend.store(HealthRecordPredicateTests.fill)
        let store = test.store
        defer { withExtendedLifetime(test) {} }
        let added = try store.execute(AnchoredObjectQuery()).added
        let sleep = try #require(added.first { $0.kind == .categorySample })
        let pressure = try #require(added.first { $0.kind == .correlation })
        #expect(try store.holdsHealthRecord(sleep.uuid) && store.holdsHealthRecord(pressure.uuid))
        try store.delete(healthRecords: [sleep.uuid, pressure.uuid])
        #expect(try !store.holdsHealthRecord(sleep.uuid) && !store.holdsHealthRecord(pressure.uuid))
        let after = try store.execute(AnchoredObjectQuery(anchor: 5))
        #expect(after.deleted.map(\.kind) == [.categorySample, .correlation])
        #expect(after.deleted.map(\.uuid) == [sleep.uuid, pressure.uuid])
        #expect(after.deleted.map(\.objectType) == [.category(HealthRecordPredicateTests.sleepType),
                                                    .correlation("HKCorrelationTypeIdentifierBloodPressure")])
        var correlations: [Correlation] = []
        try store.forEachCorrelationBatch { correlations += $0 }
        #expect(correlations.isEmpty)
        // The members and their metadata went with the correlation.
        let leftovers = try store.readTransaction { context in
            try context.database.fetchOne("""
                SELECT (SELECT count(*) FROM correlation_members)
                    + (SELECT count(*) FROM metadata WHERE owner_kind IN (\(MetadataOwner.correlation.rawValue), \(MetadataOwner.correlationMember.rawValue)))
                """).map { $0[0] as Int } ?? -1
        }
        #expect(leftovers == 0)
    }

    @Test("An unknown UUID deletes nothing: the whole call is refused", arguments: StoreBackend.available)
    func unknownUUIDDeletesNothing(backend: StoreBackend) throws {
        let test = try backend.store(HealthRecordPredicateTests.fill)
        let store = test.store
        defer { withExtendedLifetime(test) {} }
        let first = try #require(try store.execute(AnchoredObjectQuery()).added.first)
        let unknown = UUID()
        #expect(throws: StoreError.unknownRecord(unknown.uuidString)) { try store.delete(healthRecords: [first.uuid, unknown]) }
        #expect(try store.holdsHealthRecord(first.uuid))
        #expect(try store.currentAnchor() == 5)
    }
}
