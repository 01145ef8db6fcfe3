import Foundation
import GRDB
import PostgreSQLStore
import PostgresNIO
import Testing
import TestSupport
import WorkoutModel
@testable import WorkoutStore

/// Two writers on one PostgreSQL store, each with its own connection. A streamed recording
/// writes its values with provisional anchors, without the store's anchor lock, and takes the
/// lock only where it looks its stored version up, at its end; a whole recording (an edit's next
/// version) takes it at its lookup, before its first anchor. So a whole recording saved while a
/// streamed one is open commits without waiting, and the streamed one, finishing after, finds
/// it (the same recording) and takes the anchors after its: anchors follow commit order.
@Suite("Writers on PostgreSQL: a streamed recording open while another writer commits")
struct PostgreSQLWriterOrderTests {
    /// The run as a streamed import gives it (heart rate streamed, the rest whole), changed.
    private static let streamed = Fixture.run(seconds: 300, heartRateOffset: 2)
    /// The run's next version as an edit saves it.
    private static let edited = Fixture.run(seconds: 300, heartRateOffset: 5)
    /// Another recording (another sync identifier, a day later).
    private static let other = Fixture.run(start: Fixture.morning.addingTimeInterval(86_400), seconds: 300,
                                           syncIdentifier: "run-2")

    /// A run's next version as a streamed import gives it, whose rest also holds a discrete
    /// sample (a lap's heart rate over a minute, with metadata: a row), counted into the hourly
    /// statistics in the hours the version it replaces leaves.
    private static let replacing: WorkoutRecording = {
        var recording = Fixture.run(seconds: 300, heartRateOffset: 0.3)
        recording.samples.append(QuantitySample(
            type: .heartRate, quantity: Quantity(150.7, .countPerMinute), start: Fixture.morning,
            end: Fixture.morning.addingTimeInterval(60), metadata: ["lap": .integer(1)]))
        return recording
    }()

    /// Streams `recording` (``streamed`` unless said) into `session` as a streamed import does:
    /// its heart rates at an instant as values, calling `midway` after half of them, its first
    /// route's locations; then the rest.
    private static func stream(
        _ recording: WorkoutRecording = streamed, into session: ImportSession, midway: () -> Void
    ) throws -> SaveOutcome {
        let streamedRecording = try session.beginRecording()
        let isValue = { (sample: QuantitySample) in sample.quantityType == .heartRate && sample.startDate == sample.endDate }
        let values = recording.samples.filter(isValue)
        for (index, sample) in values.enumerated() {
            if index == values.count / 2 { midway() }
            try streamedRecording.addValue(sample.quantity.value, of: sample.quantityType, at: sample.startDate)
        }
        for location in recording.routes[0].locations { try streamedRecording.addLocation(location) }
        let rest = WorkoutRecording(workout: recording.workout, samples: recording.samples.filter { !isValue($0) })
        return try streamedRecording.finish(rest, streamedRouteSyncIdentifier: "route-1", versioning: .nextVersionOnChange)
    }

    /// Every anchor `changes` reports, added and deleted, in order.
    private static func anchors(_ store: WorkoutStore) throws -> [Int] {
        let result = try store.execute(AnchoredObjectQuery())
        return (result.added + result.deleted).map(\.anchor).sorted()
    }

    /// Every hourly statistics row of an SQLite store (type, hour, source, count, then the sums
    /// and values as bit patterns).
    private static func hours(_ store: WorkoutStore) throws -> [String] {
        try store.writer.read { db in
            try Row.fetchAll(db, sql: hoursSQL).map { row in
                hour(row[0], row[1], row[2], row[3], (4...8).map { row[$0] as Double })
            }
        }
    }

    /// ``hours(_:)`` of the PostgreSQL store `connection` is on.
    private static func hours(_ connection: PostgreSQLConnection) throws -> [String] {
        try connection.query(PostgresQuery(unsafeSQL: hoursSQL)).map { row in
            let (type, hour, source, count, sum, minimum, maximum, lastStart, lastValue) =
                try row.decode((String, Int64, String, Int64, Double, Double, Double, Double, Double).self)
            return Self.hour(type, hour, source, count, [sum, minimum, maximum, lastStart, lastValue])
        }
    }

    private static let hoursSQL = """
        SELECT t.identifier, h.hour, s.name, h.count, h.sum, h.minimum, h.maximum, h.last_start, h.last_value
        FROM hourly_statistics h JOIN quantity_types t ON t.id = h.type_id JOIN sources s ON s.id = h.source_id
        ORDER BY 1, 2, 3
        """

    private static func hour(_ type: String, _ hour: Int64, _ source: String, _ count: Int64, _ numbers: [Double]) -> String {
        "\(type) \(hour) \(source) \(count) \(numbers.map(\.bitPattern))"
    }

    /// Runs ``streamed`` as a streamed import into `test`'s store and, while it is open midway
    /// (values written, its transaction open), `save` on another connection of the store; then
    /// lets the streamed import finish. Returns the outcomes (the other writer's, the streamed
    /// one's), and whether the other writer finished while the streamed one was still open.
    private static func saveWhileStreaming(
        into test: TestStore, _ save: @escaping @Sendable (WorkoutStore) throws -> SaveOutcome
    ) throws -> (saved: SaveOutcome, streamed: SaveOutcome, savedWhileOpen: Bool) {
        let writer = try test.openedAgain()
        let midway = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let outcomes = Outcomes()
        let group = DispatchGroup()
        let importer = test.store
        DispatchQueue.global().async(group: group) {
            outcomes.set(1, Result {
                try importer.importSession { session in
                    try Self.stream(into: session) {
                        midway.signal()
                        _ = proceed.wait(timeout: .now() + 60)
                    }
                }
            })
        }
        #expect(midway.wait(timeout: .now() + 60) == .success)
        let saved = DispatchSemaphore(value: 0)
        DispatchQueue.global().async(group: group) {
            outcomes.set(0, Result { try save(writer) })
            saved.signal()
        }
        // The other writer must not wait for the open streamed recording (it did when a
        // streamed recording held the anchor lock from its first anchor).
        let savedWhileOpen = saved.wait(timeout: .now() + 30) == .success
        proceed.signal()
        #expect(group.wait(timeout: .now() + 60) == .success, "the two writers did not finish")
        return (try outcomes.get(0), try outcomes.get(1), savedWhileOpen)
    }

    @Test("an edit saving a recording's next version while a streamed import of it is open midway: the edit commits without waiting, the import then replaces the edit, with the anchors of the same saves one after the other on SQLite",
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)),
          .timeLimit(.minutes(10)))
    func streamedImportAndEditOfOneRecording() throws {
        let run = Fixture.run(seconds: 300)
        let test = try StoreBackend.postgreSQL.store { try $0.save(run) }
        let outcomes = try Self.saveWhileStreaming(into: test) { try $0.save(Self.edited, versioning: .nextVersionOnChange) }
        #expect(outcomes.savedWhileOpen, "the edit waited for the streamed import")
        #expect(outcomes.saved.status == .replaced && outcomes.saved.replacedUUID == run.workout.uuid)
        #expect(outcomes.streamed.status == .replaced && outcomes.streamed.replacedUUID == Self.edited.workout.uuid)
        #expect(try test.store.workouts(WorkoutQuery()).map(\.workout.uuid) == [Self.streamed.workout.uuid])

        // The same saves one after the other (in commit order) on SQLite: the same anchors, none missing, none twice.
        let serial = try WorkoutStore.inMemory()
        try serial.save(run)
        try serial.save(Self.edited, versioning: .nextVersionOnChange)
        _ = try serial.importSession { session in try Self.stream(into: session) {} }
        let anchors = try Self.anchors(test.store)
        #expect(anchors == (try Self.anchors(serial)))
        #expect(Set(anchors).count == anchors.count)
        #expect(try test.store.currentAnchor() == serial.currentAnchor())
    }

    @Test("another recording saved while a streamed import is open midway: it commits first and takes the anchors after the store's, the streamed import the anchors after it (commit order, no gap), as the same saves in that order on SQLite",
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)),
          .timeLimit(.minutes(10)))
    func otherRecordingSavedDuringStreamedImport() throws {
        // A first recording stored before: its sources, devices and types are known, so the
        // streamed one adds none (adding one takes the anchor lock).
        let first = Fixture.run(start: Fixture.morning.addingTimeInterval(-86_400), seconds: 300, syncIdentifier: "run-0")
        let test = try StoreBackend.postgreSQL.store { try $0.save(first) }
        let before = try test.store.currentAnchor()
        let outcomes = try Self.saveWhileStreaming(into: test) { try $0.save(Self.other) }
        #expect(outcomes.savedWhileOpen, "the other writer waited for the streamed import")
        #expect(outcomes.saved.status == .imported && outcomes.streamed.status == .imported)

        let serial = try WorkoutStore.inMemory()
        try serial.save(first)
        try serial.save(Self.other)
        let afterOther = try serial.currentAnchor()
        _ = try serial.importSession { session in try Self.stream(into: session) {} }
        let anchors = try Self.anchors(test.store)
        #expect(anchors == (try Self.anchors(serial)))
        #expect(anchors == Array(1...anchors.count), "anchors with a gap or a repeat")
        #expect(try test.store.currentAnchor() == serial.currentAnchor())
        // The other recording's objects have the anchors right after the first's, the streamed
        // one's (which began writing before the other committed) the anchors after those.
        let result = try test.store.execute(AnchoredObjectQuery())
        let otherAnchors = result.added.filter { $0.anchor > before && $0.anchor <= afterOther }
        #expect(otherAnchors.contains { $0.uuid == Self.other.workout.uuid })
        #expect(result.added.filter { $0.anchor > afterOther }.contains { $0.uuid == Self.streamed.workout.uuid })
        let exported = try test.store.workouts(WorkoutQuery()).map(\.workout.uuid)
        #expect(Set(exported) == [first.workout.uuid, Self.other.workout.uuid, Self.streamed.workout.uuid])
    }
}

extension PostgreSQLWriterOrderTests {
    @Test("a streamed import replacing a stored recording writes all of it but its workout's row before it takes the anchor lock, at its lookup: it writes while another transaction holds the lock; then its new objects and the replaced version's tombstones (after them) are in `changes` once each without a gap, with the anchors and hourly statistics of the same saves on SQLite (and the hours of a whole save)",
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)),
          .timeLimit(.minutes(10)))
    func streamedImportTakesTheLockAtItsLookup() throws {
        // Another recording in the same hours, kept, and the run the import replaces: their
        // sources, devices and types are known, so the import adds none (adding one takes the lock).
        let other = Fixture.run(start: Fixture.morning.addingTimeInterval(120), seconds: 300, syncIdentifier: "run-0",
                                heartRateOffset: 0.7)
        let run = Fixture.run(seconds: 300, heartRateOffset: 0.1)
        var otherAnchor = 0
        let test = try StoreBackend.postgreSQL.store { store in
            try store.save(other)
            otherAnchor = try store.currentAnchor()
            try store.save(run)
        }
        let before = try test.store.currentAnchor()
        let runObjects = try test.store.execute(AnchoredObjectQuery(anchor: otherAnchor)).added

        // Another transaction holds the anchor lock (a writer at its commit) from before the import begins.
        let holder = try test.connection()
        try holder.execute("BEGIN")
        let holderID = try holder.query("SELECT pg_backend_pid()")[0].decode(Int32.self)
        try holder.query("SELECT anchor FROM store_state WHERE id = 1 FOR UPDATE")
        let outcomes = Outcomes()
        let finished = DispatchSemaphore(value: 0)
        let importer = test.store
        DispatchQueue.global().async {
            outcomes.set(0, Result { try importer.importSession { try Self.stream(Self.replacing, into: $0) {} } })
            finished.signal()
        }
        // The import comes to wait for the lock, at its lookup.
        let watcher = try test.connection()
        var waiting: Int32?
        for _ in 0..<600 where waiting == nil {
            waiting = try watcher.query("""
                SELECT pid FROM pg_stat_activity
                WHERE \(holderID) = ANY (pg_blocking_pids(pid)) AND query LIKE '%FROM store_state%FOR UPDATE%'
                """).first?.decode(Int32.self)
            if waiting == nil { Thread.sleep(forTimeInterval: 0.1) }
        }
        let importerID = try #require(waiting, "the streamed import did not wait for the anchor lock")
        // The tables it wrote into so far (PostgreSQL holds a table's ROW EXCLUSIVE lock to the
        // transaction's end): its values' chunks, its rest's rows and their metadata, the route's
        // row and last chunk (a 300-point route's only one), the workout's events and activities.
        let written = Set(try watcher.query("""
            SELECT c.relname::text FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
            WHERE l.pid = \(importerID) AND l.mode = 'RowExclusiveLock' AND c.relkind = 'r'
                AND c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())
            """).map { try $0.decode(String.self) })
        #expect(written.isSuperset(of: ["sample_series", "samples", "metadata", "routes", "route_chunks", "workout_events",
                                        "workout_activities"]), "\(written.sorted())")
        // Not yet: its workout's row, the replaced version's deletion and tombstones, the hourly statistics.
        #expect(written.isDisjoint(with: ["workouts", "deleted_objects", "hourly_statistics"]), "\(written.sorted())")
        #expect(finished.wait(timeout: .now()) == .timedOut)
        try holder.execute("ROLLBACK")
        #expect(finished.wait(timeout: .now() + 60) == .success, "the streamed import did not finish")
        let outcome = try outcomes.get(0)
        #expect(outcome.status == .replaced && outcome.replacedUUID == run.workout.uuid)

        // The import's changes: its objects, then a tombstone for each of the replaced version's,
        // every anchor after the store's once.
        let after = try test.store.currentAnchor()
        let changes = try test.store.execute(AnchoredObjectQuery(anchor: before))
        let added = changes.added.map(\.anchor), deleted = changes.deleted.map(\.anchor)
        #expect((added + deleted).sorted() == Array((before + 1)...after), "anchors with a gap or a repeat")
        #expect(added.count == Self.replacing.samples.count + 2, "the samples, the route and the workout")
        #expect(deleted.count == runObjects.count && Set(changes.deleted.map(\.uuid)) == Set(runObjects.map(\.uuid)))
        #expect((added.max() ?? 0) < (deleted.min() ?? 0), "the tombstones come after the new objects")

        // The same saves one after the other on SQLite: the same anchors; and the hours a whole save leaves.
        let serial = try WorkoutStore.inMemory()
        try serial.save(other)
        try serial.save(run)
        _ = try serial.importSession { try Self.stream(Self.replacing, into: $0) {} }
        #expect(try Self.anchors(test.store) == Self.anchors(serial))
        #expect(try serial.currentAnchor() == after)
        let whole = try WorkoutStore.inMemory()
        try whole.save(other)
        try whole.save(run)
        #expect(try whole.save(Self.replacing, versioning: .nextVersionOnChange).status == .replaced)
        let hours = try Self.hours(whole)
        #expect(!hours.isEmpty)
        #expect(try Self.hours(serial) == hours)
        #expect(try Self.hours(watcher) == hours)
    }
}

/// The outcomes of writers on other threads, each set once.
private final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [Int: Result<SaveOutcome, any Error>] = [:]

    func set(_ index: Int, _ outcome: Result<SaveOutcome, any Error>) {
        lock.withLock { outcomes[index] = outcome }
    }

    func get(_ index: Int) throws -> SaveOutcome {
        try lock.withLock { outcomes[index] ?? .failure(CancellationError()) }.get()
    }
}
