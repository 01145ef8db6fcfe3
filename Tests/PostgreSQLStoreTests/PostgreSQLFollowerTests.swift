import Foundation
@testable import PostgreSQLStore
import PostgresNIO
import Testing
import TestSupport

@Suite("PostgreSQL store followers (LISTEN/NOTIFY)", .enabled(if: TestServer.isAvailable, TestServer.missing))
struct PostgreSQLFollowerTests {
    @Test("2 writers committing (some rolling back) and a follower woken by their notifications: it sees every anchor once, in order, without polling",
          .timeLimit(.minutes(10)))
    func followerSeesEveryAnchorOnce() throws {
        let configuration = try TestServer.configuration()
        defer { try? TestServer.drop(schema: configuration.schema) }
        let follower = try PostgreSQLFollower(configuration: configuration)
        defer { follower.store.connection.close() }

        let writers = 2
        let transactionsPerWriter = 30
        let committed = Collected<ClosedRange<Int64>>()
        let failures = Collected<String>()
        let done = Collected<Int>()
        let group = DispatchGroup()
        group.enter()
        Thread {
            defer { group.leave() }
            runThreads(writers) { writer in
                do {
                    let store = try PostgreSQLStore(configuration: configuration)
                    defer { store.connection.close() }
                    for index in 0..<transactionsPerWriter {
                        let count = 1 + (index * 7 + writer) % 5
                        do {
                            let anchors = try store.write { transaction -> ClosedRange<Int64> in
                                let first = try transaction.nextAnchors(count)
                                for anchor in first..<first + Int64(count) {
                                    try transaction.execute("""
                                        INSERT INTO deleted_objects (anchor, kind, uuid, object_type)
                                        VALUES (\(anchor), 'sample', \(UUID()), \("writer \(writer)"))
                                        """)
                                }
                                if index % 6 == 5 { throw PostgreSQLAnchorTests.Abandon() }
                                return first...first + Int64(count - 1)
                            }
                            committed.append(anchors)
                        } catch is PostgreSQLAnchorTests.Abandon {}
                        usleep(UInt32(1000 + (index * 373) % 3000))
                    }
                } catch {
                    failures.append("writer \(writer): \(error)")
                }
                done.append(writer)
            }
        }.start()

        // The follower: wait for a commit, read what is anchored after `last` up to it.
        var last: Int64 = 0
        var seen: [Int64] = []
        var wakeUps = 0
        var timeouts = 0
        while true {
            if done.values.count == writers, try follower.store.currentAnchor() == last { break }
            guard let anchor = try follower.waitForCommit(after: last, timeout: 10) else {
                // No commit for 10 s: a missed notification, unless the writers have just finished.
                if done.values.count < writers { timeouts += 1 }
                continue
            }
            wakeUps += 1
            let anchors = try follower.store.connection.query(
                "SELECT anchor FROM deleted_objects WHERE anchor > \(last) AND anchor <= \(anchor) ORDER BY anchor"
            ).map { try $0.decode(Int64.self) }
            seen += anchors
            last = anchor
        }
        group.wait()

        #expect(failures.values.isEmpty, "\(failures.values)")
        let total = committed.values.reduce(0) { $0 + $1.count }
        #expect(committed.values.count == writers * transactionsPerWriter * 5 / 6)
        #expect(seen == Array(1...Int64(total)), "the follower missed or repeated anchors")
        // Woken by notifications: never a 10-second timeout while the writers were committing,
        // and many separate wake-ups rather than one read at the end.
        #expect(timeouts == 0)
        #expect(wakeUps > 10)
    }

    @Test("a commit notifies the store's channel with its last anchor, a rollback notifies nothing; a follower behind returns at once, one up to date times out")
    func notificationPayloadIsTheLastAnchor() throws {
        let configuration = try TestServer.configuration()
        defer { try? TestServer.drop(schema: configuration.schema) }
        let store = try PostgreSQLStore(configuration: configuration)
        defer { store.connection.close() }
        let listener = try PostgreSQLConnection(configuration: configuration)
        defer { listener.close() }
        let channel = PostgreSQLStore.notificationChannel(schema: configuration.schema)
        #expect(channel == "workoutkit_" + configuration.schema)
        let payloads = Collected<String>()
        let context = try listener.listen(channel: channel) { payloads.append($0) }
        defer { context.stop() }

        _ = try store.write { try $0.nextAnchors(3) }
        #expect(throws: PostgreSQLAnchorTests.Abandon.self) {
            try store.write { transaction in
                _ = try transaction.nextAnchors(2)
                throw PostgreSQLAnchorTests.Abandon()
            }
        }
        _ = try store.write { try $0.nextAnchors(2) }
        // A write that takes no anchor changes nothing a follower reads: no notification.
        _ = try store.write { try $0.execute("INSERT INTO sources (name) VALUES ('no anchor')") }
        let deadline = Date().addingTimeInterval(10)
        while payloads.values.count < 2, Date() < deadline { usleep(10_000) }
        usleep(200_000)
        #expect(payloads.values == ["3", "5"])

        let follower = try PostgreSQLFollower(configuration: configuration)
        defer { follower.store.connection.close() }
        #expect(try follower.waitForCommit(after: 0, timeout: 5) == 5)
        let started = Date()
        #expect(try follower.waitForCommit(after: 5, timeout: 0.3) == nil)
        #expect(Date().timeIntervalSince(started) >= 0.3)
    }

    @Test("a schema name too long for a channel is cut to PostgreSQL's 63 bytes, at a character's end")
    func longSchemaChannel() {
        let schema = String(repeating: "é", count: 40)
        let channel = PostgreSQLStore.notificationChannel(schema: schema)
        #expect(channel.utf8.count <= 63)
        #expect(channel == "workoutkit_" + String(repeating: "é", count: 26))
    }
}
