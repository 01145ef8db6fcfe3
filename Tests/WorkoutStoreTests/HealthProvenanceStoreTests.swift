import Foundation
import GRDB
import Testing
import TestSupport
import WorkoutModel
@testable import WorkoutStore

/// Migration "v6-healthrest-provenance-and-heartbeats": a workout's creation date, a route's
/// own source, version, device, creation date and dates, and heartbeat series of samples.
@Suite("Workout and route provenance, heartbeat series in the store")
struct HealthProvenanceStoreTests {
    private static let watch = Source(name: "Apple Watch")
    private static let phone = Source(name: "iPhone")
    private static let phoneDevice = Device(name: "iPhone", manufacturer: "Apple Inc.", model: "iPhone", hardwareVersion: "iPhone15,2",
                                            softwareVersion: "17.4.1")

    private static func beats(_ count: Int, from bpm: Double = 58) -> HeartbeatSeries {
        HeartbeatSeries(beats: (0..<count).map { index in
            // Whole numbers (one byte each) and one that is not, and a time past the one-byte length.
            let value = index == 3 ? 61.25 : bpm + Double(index % 9)
            let time = index == 4 ? String(repeating: "9", count: 200) : "7:\(10 + index % 50):0\(index % 10).\(10 + index % 90) PM"
            return HeartbeatSeries.Beat(beatsPerMinute: value, time: time)
        })
    }

    /// A workout with a creation date whose route is a phone's, dated apart from its points.
    private static func recording() -> WorkoutRecording {
        var run = Fixture.run(seconds: 60)
        run.workout.creationDate = Fixture.morning.addingTimeInterval(700)
        run.routes[0].source = phone
        run.routes[0].sourceVersion = "17.4.1"
        run.routes[0].device = phoneDevice
        run.routes[0].creationDate = Fixture.morning.addingTimeInterval(705)
        run.routes[0].startDate = Fixture.morning.addingTimeInterval(-2)
        run.routes[0].endDate = Fixture.morning.addingTimeInterval(62)
        // An HRV reading inside the workout: a row of its own, not packed without its beats.
        run.samples.append(QuantitySample(
            type: .heartRateVariabilitySDNN, quantity: Quantity(45, .millisecond), start: Fixture.morning,
            end: Fixture.morning.addingTimeInterval(60), heartbeats: beats(70)))
        return run
    }

    private static func hrvRecords() -> [QuantitySample] {
        (0..<(SampleRowInserter.rowsPerStatement + 5)).map { index in
            let start = Fixture.morning.addingTimeInterval(Double(index) * 3600)
            var sample = QuantitySample(
                type: .heartRateVariabilitySDNN, quantity: Quantity(40 + Double(index % 30), .millisecond), start: start,
                end: start.addingTimeInterval(60), source: watch,
                heartbeats: index % 3 == 0 ? nil : index % 3 == 1 ? beats(45 + index) : HeartbeatSeries())
            sample.uuid = sample.contentDerivedUUID
            return sample
        }
    }

    @Test("A workout's creation date, a route's own attributes and heartbeat series (records, workout samples, correlation members) read back as saved")
    func savedAndReadBack() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("store.sqlite"))
        let run = Self.recording()
        let records = Self.hrvRecords()
        var correlation = Correlation(
            type: "HKCorrelationTypeIdentifierBloodPressure", start: Fixture.morning, end: Fixture.morning,
            objects: [QuantitySample(type: .heartRateVariabilitySDNN, quantity: Quantity(50, .millisecond), start: Fixture.morning,
                                     end: Fixture.morning, source: Self.watch, heartbeats: Self.beats(3))],
            source: Self.watch)
        correlation.objects[0].uuid = correlation.objects[0].contentDerivedUUID
        correlation.uuid = correlation.contentDerivedUUID
        try store.importSession { session in
            _ = try session.save(run)
            try session.save(standaloneSamples: records, defaultSource: Self.watch)
            try session.save(correlations: [correlation], defaultSource: Self.watch)
        }
        let stored = try #require(try store.recording(for: run.workout.uuid))
        #expect(stored.workout.creationDate == run.workout.creationDate)
        #expect(stored.routes == run.routes)
        let hrv = try #require(stored.samples.first { $0.quantityType == .heartRateVariabilitySDNN })
        #expect(hrv.heartbeats == Self.beats(70))
        var storedRecords: [QuantitySample] = []
        try store.forEachStandaloneSampleBatch { storedRecords += $0 }
        #expect(storedRecords.map(\.heartbeats) == records.map(\.heartbeats))
        #expect(storedRecords == records)
        var storedCorrelations: [Correlation] = []
        try store.forEachCorrelationBatch { storedCorrelations += $0 }
        #expect(storedCorrelations == [correlation])

        // Compact: about 15 bytes a beat.
        let bytes = try DatabaseQueue(path: dir.path("store.sqlite")).read { db in
            try Int.fetchOne(db, sql: "SELECT sum(length(data)) FROM heartbeat_series WHERE owner_kind = 1") ?? 0
        }
        let beats = records.compactMap(\.heartbeats).reduce(70) { $0 + $1.beats.count }
        #expect(bytes < beats * 17 + 200 * 23)

        // A new version of the route keeps what the route states of itself.
        let smoothed = RouteLocations(run.routes[0].locations.dropLast())
        try store.saveRouteVersion(replacing: stored.routes[0].uuid, locations: smoothed, operation: "smooth", parameters: [:])
        let latest = try store.route(workout: run.workout.uuid)
        #expect(latest.source == Self.phone && latest.device == Self.phoneDevice && latest.sourceVersion == "17.4.1")
        #expect(latest.startDate == run.routes[0].startDate && latest.endDate == run.routes[0].endDate)
        #expect(latest.creationDate == run.routes[0].creationDate)
        #expect(try store.recording(for: run.workout.uuid)?.routes.first?.source == Self.phone)
    }

    @Test("Deleting a record, a correlation or a workout deletes its heartbeat series")
    func deletedWithTheirOwners() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("store.sqlite"))
        let run = Self.recording()
        let records = Self.hrvRecords()
        var correlation = Correlation(
            type: "HKCorrelationTypeIdentifierBloodPressure", start: Fixture.morning, end: Fixture.morning,
            objects: [QuantitySample(type: .heartRateVariabilitySDNN, quantity: Quantity(50, .millisecond), start: Fixture.morning,
                                     end: Fixture.morning, source: Self.watch, heartbeats: Self.beats(3))],
            source: Self.watch)
        correlation.uuid = correlation.contentDerivedUUID
        try store.importSession { session in
            _ = try session.save(run)
            try session.save(standaloneSamples: records, defaultSource: Self.watch)
            try session.save(correlations: [correlation], defaultSource: Self.watch)
        }
        func rows() throws -> Int {
            try DatabaseQueue(path: dir.path("store.sqlite")).read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM heartbeat_series") ?? 0
            }
        }
        let withBeats = records.filter { $0.heartbeats != nil }.count
        #expect(try rows() == withBeats + 2)
        try store.delete(workouts: [run.workout.uuid])
        #expect(try rows() == withBeats + 1)
        try store.delete(healthRecords: [correlation.uuid, records[1].uuid])
        #expect(try rows() == withBeats - 1)
    }

    @Test("A store made before the migration keeps its rows: absent values stay absent, and the route is dated by its points")
    func storesMadeBefore() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path("store.sqlite")
        var run = Fixture.run(seconds: 60)
        run.samples.append(QuantitySample(
            type: .heartRateVariabilitySDNN, quantity: Quantity(45, .millisecond), start: Fixture.morning,
            end: Fixture.morning.addingTimeInterval(60)))
        try WorkoutStore(path: path).importSession { session in _ = try session.save(run) }
        // Back to the schema before the migration, as a store of an earlier release is.
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: """
                ALTER TABLE workouts DROP COLUMN creation_date;
                ALTER TABLE routes DROP COLUMN source_id;
                ALTER TABLE routes DROP COLUMN source_version;
                ALTER TABLE routes DROP COLUMN device_id;
                ALTER TABLE routes DROP COLUMN creation_date;
                ALTER TABLE routes DROP COLUMN start;
                ALTER TABLE routes DROP COLUMN end;
                DROP TABLE heartbeat_series;
                DELETE FROM grdb_migrations WHERE identifier = 'v6-healthrest-provenance-and-heartbeats';
                """)
        }
        try queue.close()

        let upgraded = try WorkoutStore(path: path)
        let stored = try #require(try upgraded.recording(for: run.workout.uuid))
        #expect(stored.workout.creationDate == nil)
        let route = try #require(stored.routes.first)
        #expect(route.source == nil && route.sourceVersion == nil && route.device == nil && route.creationDate == nil)
        #expect(route.startDate == nil && route.endDate == nil)
        #expect(stored.samples.first { $0.quantityType == .heartRateVariabilitySDNN }?.heartbeats == nil)
        #expect(stored == run)
        // The same recording read again (now with what the migration added) is unchanged: none
        // of these is part of its digest.
        var reread = Self.recording()
        reread.samples[reread.samples.count - 1].heartbeats = Self.beats(5)
        #expect(try upgraded.save(reread).status == .unchanged)
    }
}
