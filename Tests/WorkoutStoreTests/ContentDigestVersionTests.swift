import Foundation
import GRDB
import TestSupport
import Testing
import WorkoutModel
@testable import WorkoutStore

/// A recording streamed into the store is digested (version 2) as its values come, without
/// reading them back; a store whose recording has a version-1 digest (saved before version 2)
/// is compared in version 1.
@Suite("Content digest versions: streamed and whole saves, old and new stores")
struct ContentDigestVersionTests {
    /// A run whose heart rate (each second) and route stream in; its route has no metadata,
    /// as a streamed route has none. `heartRateOffset` of a fraction makes hourly sums inexact.
    private func run(syncVersion: Int = 1, heartRateOffset: Double = 0.1, start: Date = Fixture.morning,
                     syncIdentifier: String = "run-1") -> WorkoutRecording {
        var recording = Fixture.run(start: start, seconds: 1_500, syncIdentifier: syncIdentifier, syncVersion: syncVersion,
                                    heartRateOffset: heartRateOffset)
        recording.routes[0].metadata = [:]
        return recording
    }

    /// Saves `recording` as the streamed import does: its instantaneous values of `valueType`
    /// and its first route's locations interleaved point by point, then the rest.
    private func streamed(_ recording: WorkoutRecording, into session: ImportSession,
                          values valueType: QuantityType = .heartRate) throws -> SaveOutcome {
        let values = recording.samples.filter { $0.quantityType == valueType }
        let rest = WorkoutRecording(workout: recording.workout, samples: recording.samples.filter { $0.quantityType != valueType },
                                    routes: Array(recording.routes.dropFirst()), waypoints: recording.waypoints)
        let streamed = try session.beginRecording()
        var locations = recording.routes[0].locations.makeIterator()
        for value in values {
            try streamed.addValue(value.quantity.value, of: value.quantityType, at: value.startDate)
            if let location = locations.next() { try streamed.addLocation(location) }
        }
        while let location = locations.next() { try streamed.addLocation(location) }
        return try streamed.finish(rest, streamedRouteSyncIdentifier: recording.routes[0].syncIdentifier,
                                   versioning: .nextVersionOnChange)
    }

    private func streamed(_ recording: WorkoutRecording, into store: WorkoutStore) throws -> SaveOutcome {
        try store.importSession { try streamed(recording, into: $0) }
    }

    private func storedDigests(_ store: WorkoutStore) throws -> [String] {
        try store.writer.read { try String.fetchAll($0, sql: "SELECT content_digest FROM workouts ORDER BY id") }
    }

    /// Every hourly statistics row, sums and values as bit patterns.
    private func hours(_ store: WorkoutStore) throws -> [String] {
        try store.writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT t.identifier, h.hour, s.name, h.count, h.sum, h.minimum, h.maximum, h.last_start, h.last_value
                FROM hourly_statistics h JOIN quantity_types t ON t.id = h.type_id JOIN sources s ON s.id = h.source_id
                ORDER BY 1, 2, 3
                """).map { row in
                let numbers = (4...8).map { (row[$0] as Double).bitPattern }
                return "\(row[0] as String) \(row[1] as Int64) \(row[2] as String) \(row[3] as Int64) \(numbers)"
            }
        }
    }

    @Test("A new store saves version 2; the same recording again is unchanged, streamed or whole")
    func newStoreSeesSameRecordingUnchanged() throws {
        let store = try WorkoutStore.inMemory()
        let recording = run()
        #expect(try streamed(recording, into: store).status == .imported)
        #expect(try storedDigests(store) == [recording.contentDigest])
        #expect(ContentDigestVersion(ofDigest: recording.contentDigest) == .version2)
        #expect(try streamed(run(), into: store).status == .unchanged)
        #expect(try store.save(run(), versioning: .nextVersionOnChange).status == .unchanged)

        let whole = try WorkoutStore.inMemory()
        #expect(try whole.save(run(), versioning: .nextVersionOnChange).status == .imported)
        #expect(try storedDigests(whole) == [recording.contentDigest])
        #expect(try streamed(run(), into: whole).status == .unchanged)
    }

    @Test("""
        In a store file (WAL mode), the same recording streamed again is rolled back to its savepoint after its \
        values and locations were written, and every table is as it was
        """)
    func unchangedStreamIntoStoreFileIsRolledBackWhole() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("store.sqlite")
        let store = try WorkoutStore(path: path)
        for hour in 0..<6 {
            let recording = run(start: Fixture.morning.addingTimeInterval(Double(hour) * 3600), syncIdentifier: "run-\(hour)")
            #expect(try streamed(recording, into: store).status == .imported)
        }
        let before = try SQLiteDump.tables(path: path)
        #expect(try streamed(run(start: Fixture.morning.addingTimeInterval(2 * 3600), syncIdentifier: "run-2"), into: store).status == .unchanged)
        #expect(try SQLiteDump.tables(path: path) == before)
        #expect(try store.writer.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
    }

    @Test("A change in the last value, in a location, or in the workout's totals only is replaced")
    func newStoreSeesChangesReplaced() throws {
        let store = try WorkoutStore.inMemory()
        #expect(try streamed(run(), into: store).status == .imported)
        var lastValue = run()
        let last = try #require(lastValue.samples.lastIndex { $0.quantityType == .heartRate })
        lastValue.samples[last].quantity.value += 1
        var location = run()
        location.routes[0].locations[700].speed = 3.2
        var totals = run()
        totals.workout.totalDistance = Quantity(5012.5, .meter)
        var energy = run()
        energy.workout.totalEnergyBurned = Quantity(413, .kilocalorie)
        for changed in [lastValue, location, totals, energy, run()] {
            let outcome = try streamed(changed, into: store)
            #expect(outcome.status == .replaced)
            #expect(try storedDigests(store) == [changed.contentDigest])
            #expect(try store.save(changed, versioning: .nextVersionOnChange).status == .unchanged)
        }
    }

    @Test("A store holding a version-1 digest (saved before version 2) sees the same recording unchanged, a changed one replaced")
    func oldStoreIsComparedInVersion1() throws {
        for streamedAgain in [true, false] {
            let store = try WorkoutStore.inMemory()
            let recording = run()
            try store.save(recording)
            // What a store made before version 2 holds for it.
            try store.writer.write { db in
                try db.execute(sql: "UPDATE workouts SET content_digest = ?", arguments: [recording.contentDigest(.version1)])
            }
            let again = streamedAgain ? try streamed(run(), into: store) : try store.save(run(), versioning: .nextVersionOnChange)
            #expect(again.status == .unchanged, "streamed: \(streamedAgain)")
            #expect(try storedDigests(store) == [recording.contentDigest(.version1)])

            var changed = run()
            changed.workout.totalEnergyBurned = Quantity(413, .kilocalorie)
            let outcome = streamedAgain ? try streamed(changed, into: store) : try store.save(changed, versioning: .nextVersionOnChange)
            #expect(outcome.status == .replaced, "streamed: \(streamedAgain)")
            #expect(try storedDigests(store) == [changed.contentDigest])
        }
    }

    @Test("Streamed values count into the hourly statistics as a whole save counts them, after hours counted earlier in the session too")
    func hourlyStatisticsMatchWholeSaves() throws {
        // Two runs of one source in the same hours, in one session; then the second changed.
        let first = run(syncIdentifier: "run-0")
        let second = run(start: Fixture.morning + 600, syncIdentifier: "run-1")
        var changed = second
        changed.samples[3].quantity.value += 0.3
        let streamedStore = try WorkoutStore.inMemory()
        let wholeStore = try WorkoutStore.inMemory()
        try streamedStore.importSession { session in
            _ = try streamed(first, into: session)
            _ = try streamed(second, into: session)
        }
        try wholeStore.importSession { session in
            try session.save(first, versioning: .nextVersionOnChange)
            try session.save(second, versioning: .nextVersionOnChange)
        }
        #expect(try hours(streamedStore) == hours(wholeStore))
        #expect(try streamed(changed, into: streamedStore).status == .replaced)
        #expect(try wholeStore.save(changed, versioning: .nextVersionOnChange).status == .replaced)
        #expect(try hours(streamedStore) == hours(wholeStore))
        #expect(try !hours(wholeStore).isEmpty)
    }

    @Test("Streamed values of a type the store keeps in another unit count into the hourly statistics under the workout's source",
          arguments: [false, true])
    func retypedStreamedValuesCountUnderTheWorkoutsSource(inOneSession: Bool) throws {
        // A developer field the store first met in degrees Celsius, then streamed in Fahrenheit:
        // its values become rows of the stored type (not packed), counted in the hours as a
        // whole save counts them, not under the placeholder source of the streamed values.
        // In one session the first recording's hour of that type is counted already, so the
        // streamed values are counted again value by value at the end.
        let celsius = QuantityType(identifier: "Developer.Core temperature", aggregationStyle: .discrete,
                                   canonicalUnit: .degreeCelsius)
        let fahrenheit = QuantityType(identifier: celsius.identifier, aggregationStyle: .discrete,
                                      canonicalUnit: .degreeFahrenheit)
        var first = run(syncIdentifier: "run-0")
        first.samples.append(QuantitySample(type: celsius, quantity: Quantity(37.5, .degreeCelsius),
                                            start: Fixture.morning, end: Fixture.morning))
        var second = run(start: Fixture.morning + 600, syncIdentifier: "run-1")
        second.samples = second.samples.map { sample in
            guard sample.quantityType == .heartRate else { return sample }
            var core = sample
            core.quantityType = fahrenheit
            core.quantity = Quantity(sample.quantity.value / 1.3, .degreeFahrenheit)
            return core
        }
        let streamedStore = try WorkoutStore.inMemory()
        let wholeStore = try WorkoutStore.inMemory()
        if !inOneSession { try streamedStore.save(first) }
        let outcome = try streamedStore.importSession { session in
            if inOneSession { try session.save(first, versioning: .nextVersionOnChange) }
            return try streamed(second, into: session, values: fahrenheit)
        }
        #expect(outcome.status == .imported)
        try wholeStore.importSession { session in
            try session.save(first, versioning: .nextVersionOnChange)
            try session.save(second, versioning: .nextVersionOnChange)
        }
        let placeholderHours = try streamedStore.writer.read {
            try Int.fetchOne($0, sql: "SELECT count(*) FROM hourly_statistics WHERE source_id NOT IN (SELECT id FROM sources)")
        }
        #expect(placeholderHours == 0)
        #expect(try hours(streamedStore) == hours(wholeStore))
        #expect(try hours(wholeStore).contains { $0.hasPrefix(celsius.identifier) })
    }
}
