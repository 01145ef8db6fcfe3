import Foundation
import PostgreSQLStore
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

    /// Streams ``streamed`` into `session`, calling `midway` after half its values.
    private static func stream(into session: ImportSession, midway: () -> Void) throws -> SaveOutcome {
        let recording = try session.beginRecording()
        let values = streamed.samples.filter { $0.quantityType == .heartRate }
        for (index, sample) in values.enumerated() {
            if index == values.count / 2 { midway() }
            try recording.addValue(sample.quantity.value, of: sample.quantityType, at: sample.startDate)
        }
        for location in streamed.routes[0].locations { try recording.addLocation(location) }
        let rest = WorkoutRecording(workout: streamed.workout, samples: streamed.samples.filter { $0.quantityType != .heartRate })
        return try recording.finish(rest, streamedRouteSyncIdentifier: "route-1", versioning: .nextVersionOnChange)
    }

    /// Every anchor `changes` reports, added and deleted, in order.
    private static func anchors(_ store: WorkoutStore) throws -> [Int] {
        let result = try store.execute(AnchoredObjectQuery())
        return (result.added + result.deleted).map(\.anchor).sorted()
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
