import Foundation
import PostgreSQLStore
import Testing
import TestSupport
import WorkoutModel
@testable import WorkoutStore

/// Two writers of one recording on one PostgreSQL store, each with its own connection: a
/// streamed recording takes the store's anchor lock when it begins and looks its stored version
/// up when it ends; a whole recording (an edit's next version) looks it up before its first
/// anchor. With a version lock of its own taken before that lookup, the two waited on each other
/// (PostgreSQL then failed one with a deadlock); the lookup now takes the anchor lock.
@Suite("Writers of one recording on PostgreSQL")
struct PostgreSQLWriterOrderTests {
    /// The run as a streamed import gives it (heart rate streamed, the rest whole), changed.
    private static let streamed = Fixture.run(seconds: 300, heartRateOffset: 2)
    /// The run's next version as an edit saves it.
    private static let edited = Fixture.run(seconds: 300, heartRateOffset: 5)

    /// Streams ``streamed`` into `session`, calling `began` once it holds the anchor lock.
    private static func stream(into session: ImportSession, began: () -> Void) throws -> SaveOutcome {
        let recording = try session.beginRecording()
        began()
        for sample in streamed.samples where sample.quantityType == .heartRate {
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

    @Test("a streamed import holding the anchor lock and an edit saving the same recording's next version: both save, in lock order, with the anchors of the same saves one after the other on SQLite",
          .enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.missingMessage)),
          .timeLimit(.minutes(10)))
    func streamedImportAndEditOfOneRecording() throws {
        let run = Fixture.run(seconds: 300)
        let test = try StoreBackend.postgreSQL.store { try $0.save(run) }
        let editor = try test.openedAgain()
        let began = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let outcomes = Outcomes()
        let group = DispatchGroup()
        let importer = test.store
        DispatchQueue.global().async(group: group) {
            outcomes.set(0, Result {
                try importer.importSession { session in
                    try Self.stream(into: session) {
                        began.signal()
                        _ = proceed.wait(timeout: .now() + 30)
                    }
                }
            })
        }
        #expect(began.wait(timeout: .now() + 30) == .success)
        DispatchQueue.global().async(group: group) {
            outcomes.set(1, Result { try editor.save(Self.edited, versioning: .nextVersionOnChange) })
        }
        // The edit waits on the server for the lock the streamed import holds.
        let url = try #require(PostgreSQLTestServer.url)
        let watcher = try PostgreSQLConnection(configuration: try PostgreSQLConfiguration(url: url))
        let deadline = Date().addingTimeInterval(20)
        var waiting = false
        while !waiting && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            waiting = try watcher.query("SELECT count(*) FROM pg_locks WHERE NOT granted")[0].decode(Int64.self) > 0
        }
        watcher.close()
        #expect(waiting, "the edit never waited for the streamed import")
        proceed.signal()
        #expect(group.wait(timeout: .now() + 60) == .success, "the two writers did not finish")

        let streamedOutcome = try outcomes.get(0)
        let editOutcome = try outcomes.get(1)
        #expect(streamedOutcome.status == .replaced && streamedOutcome.replacedUUID == run.workout.uuid)
        #expect(editOutcome.status == .replaced && editOutcome.replacedUUID == Self.streamed.workout.uuid)
        #expect(try test.store.workouts(WorkoutQuery()).map(\.workout.uuid) == [Self.edited.workout.uuid])

        // The same saves one after the other on SQLite: the same anchors, none missing, none twice.
        let serial = try WorkoutStore.inMemory()
        try serial.save(run)
        _ = try serial.importSession { session in try Self.stream(into: session) {} }
        try serial.save(Self.edited, versioning: .nextVersionOnChange)
        let anchors = try Self.anchors(test.store)
        #expect(anchors == (try Self.anchors(serial)))
        #expect(Set(anchors).count == anchors.count)
        #expect(try test.store.currentAnchor() == serial.currentAnchor())
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
