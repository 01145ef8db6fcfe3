import Foundation
import PostgreSQLStore
import PostgresNIO
import Testing
import TestSupport

@Suite("PostgreSQL store anchors across concurrent writers", .enabled(if: TestServer.isAvailable, TestServer.missing))
struct PostgreSQLAnchorTests {
    /// Thrown inside a transaction to roll it back.
    struct Abandon: Error {}

    /// One committed transaction: the writer and the anchors it took.
    struct Committed: Sendable {
        let writer: Int
        let anchors: ClosedRange<Int64>
    }

    @Test("4 writers committing interleaved transactions (some rolled back): anchors gap-free, and a reader following anchor > last misses none",
          .timeLimit(.minutes(10)))
    func concurrentWriters() throws {
        let configuration = try TestServer.configuration()
        defer { try? TestServer.drop(schema: configuration.schema) }
        try PostgreSQLStore(configuration: configuration).connection.close()

        let writers = 4
        let transactionsPerWriter = 40
        let committed = Collected<Committed>()
        let failures = Collected<String>()
        let done = Collected<Int>()

        // The reader runs on its own thread, polling as a `changes --follow` client would.
        let readerSeen = Collected<Int64>()
        let readerGaps = Collected<String>()
        let readerPolls = Collected<Int>()
        let readerGroup = DispatchGroup()
        readerGroup.enter()
        Thread {
            defer { readerGroup.leave() }
            do {
                let store = try PostgreSQLStore(configuration: configuration)
                defer { store.connection.close() }
                var last: Int64 = 0
                while true {
                    let finished = done.values.count == writers
                    // Only what the rows say: the anchors of every object added after `last`.
                    let anchors = try store.connection.query(
                        "SELECT anchor FROM deleted_objects WHERE anchor > \(last) ORDER BY anchor"
                    ).map { try $0.decode(Int64.self) }
                    if let lastSeen = anchors.last {
                        if anchors != Array(last + 1...lastSeen) {
                            readerGaps.append("after \(last) the reader saw \(anchors.prefix(8))...: a gap that a later commit may fill")
                        }
                        anchors.forEach(readerSeen.append)
                        last = lastSeen
                    }
                    readerPolls.append(anchors.count)
                    if finished { break }
                    usleep(500)
                }
            } catch {
                readerGaps.append("reader failed: \(error)")
            }
        }.start()

        runThreads(writers) { writer in
            var random = SystemRandomNumberGenerator()
            do {
                let store = try PostgreSQLStore(configuration: configuration)
                defer { store.connection.close() }
                for index in 0..<transactionsPerWriter {
                    let count = Int.random(in: 1...6, using: &random)
                    let rollBack = index % 5 == 3
                    do {
                        let anchors = try store.write { transaction -> ClosedRange<Int64> in
                            // Work that takes no anchor comes first, outside the lock.
                            try transaction.execute("INSERT INTO sources (name) VALUES (\("writer \(writer)"))")
                            usleep(UInt32.random(in: 0...2000, using: &random))
                            let first = try transaction.nextAnchors(count)
                            for anchor in first..<first + Int64(count) {
                                try transaction.execute("""
                                    INSERT INTO deleted_objects (anchor, kind, uuid, object_type)
                                    VALUES (\(anchor), 'sample', \(UUID()), \("writer \(writer)"))
                                    """)
                                usleep(UInt32.random(in: 0...300, using: &random))
                            }
                            if rollBack { throw Abandon() }
                            return first...first + Int64(count - 1)
                        }
                        committed.append(Committed(writer: writer, anchors: anchors))
                    } catch is Abandon {
                        continue
                    }
                }
            } catch {
                failures.append("writer \(writer): \(error)")
            }
            done.append(writer)
        }
        readerGroup.wait()
        let seen = readerSeen.values
        let polls = readerPolls.values.filter { $0 > 0 }.count

        #expect(failures.values.isEmpty, "\(failures.values)")
        #expect(readerGaps.values.isEmpty, "\(readerGaps.values)")
        let blocks = committed.values.sorted { $0.anchors.lowerBound < $1.anchors.lowerBound }
        let total = blocks.reduce(0) { $0 + $1.anchors.count }
        #expect(blocks.count == writers * transactionsPerWriter * 4 / 5)
        // Gap-free: the committed blocks tile 1...total, the rolled-back ones left no hole.
        #expect(blocks.flatMap { Array($0.anchors) } == Array(1...Int64(total)))
        #expect(seen == Array(1...Int64(total)), "the reader missed or repeated anchors")
        let store = try PostgreSQLStore(configuration: configuration)
        defer { store.connection.close() }
        #expect(try store.currentAnchor() == Int64(total))
        // The writers did interleave, and the reader saw the store grow in many steps.
        #expect(Set(blocks.map(\.writer)).count == writers)
        #expect(zip(blocks, blocks.dropFirst()).contains { $0.writer != $1.writer })
        #expect(polls > 10)
    }

    @Test("the anchor lock is taken at the first anchor: another writer commits meanwhile, then waits once it is held")
    func lockTakenLate() throws {
        try Self.withTwoWriters { first, second in
            let anchor = try first.write { transaction -> Int64 in
                try transaction.execute("INSERT INTO sources (name) VALUES ('first')")
                #expect(!transaction.holdsAnchorLock)
                // Not yet locked: the second writer takes anchor 1 and commits.
                #expect(try second.write(Self.addTombstone) == 1)
                let anchor = try Self.addTombstone(transaction)
                #expect(transaction.holdsAnchorLock)
                // Locked: the second writer waits, and gives up at its lock timeout (55P03).
                #expect {
                    try second.write(Self.addTombstone)
                } throws: { error in
                    guard case .server(_, let state) = error as? PostgreSQLStoreError else { return false }
                    return state == "55P03"
                }
                return anchor
            }
            #expect(anchor == 2)
            #expect(try second.write(Self.addTombstone) == 3)
            #expect(try first.currentAnchor() == 3)
        }
    }

    @Test("a rolled-back transaction gives its anchors back, and a read sees the anchor and rows of one snapshot")
    func rollbackAndSnapshot() throws {
        let configuration = try TestServer.configuration()
        defer { try? TestServer.drop(schema: configuration.schema) }
        let store = try PostgreSQLStore(configuration: configuration)
        let other = try PostgreSQLStore(configuration: configuration)
        defer {
            store.connection.close()
            other.connection.close()
        }
        #expect(throws: Abandon.self) {
            try store.write { transaction in
                #expect(try transaction.nextAnchors(5) == 1)
                throw Abandon()
            }
        }
        #expect(try store.currentAnchor() == 0)
        try store.read { connection in
            let before = try connection.query("SELECT anchor FROM store_state WHERE id = 1")[0].decode(Int64.self)
            _ = try other.write { try $0.nextAnchors(3) }
            let after = try connection.query("SELECT anchor FROM store_state WHERE id = 1")[0].decode(Int64.self)
            #expect(before == 0 && after == 0)
        }
        #expect(try store.currentAnchor() == 3)
    }

    @Test("provisional anchors take no lock: another writer commits meanwhile, and at commit they become the anchors after its, in every column that holds one")
    func provisionalAnchorsRewrittenAtCommit() throws {
        try Self.withTwoWriters { first, second in
            let provisional = try first.write { transaction -> [Int64] in
                // An object with a metadata row and a chunk naming it, then two tombstones.
                let object = try transaction.nextProvisionalAnchors(1)
                try transaction.execute("""
                    INSERT INTO metadata (owner_kind, owner_id, key, kind, value_text) VALUES (0, \(object), 'key', 1, 'value')
                    """)
                try transaction.execute(
                    "INSERT INTO route_chunks (route_id, chunk, count, data) VALUES (\(object), 0, 0, decode('00', 'hex'))")
                let tombstones = try transaction.nextProvisionalAnchors(2)
                for anchor in tombstones...tombstones + 1 {
                    try transaction.execute(
                        "INSERT INTO deleted_objects (anchor, kind, uuid, object_type) VALUES (\(anchor), 'sample', \(UUID()), 'first')")
                }
                #expect(!transaction.holdsAnchorLock)
                // The second writer neither waits nor sees them: it takes anchor 1 and commits.
                #expect(try second.write(Self.addTombstone) == 1)
                // Anchors asked for under the lock are still provisional once provisional ones were taken.
                try transaction.lockAnchor()
                let last = try transaction.nextAnchors(1)
                try transaction.execute(
                    "INSERT INTO deleted_objects (anchor, kind, uuid, object_type) VALUES (\(last), 'sample', \(UUID()), 'first')")
                return [object, tombstones, tombstones + 1, last]
            }
            #expect(provisional.allSatisfy { $0 < 0 })
            #expect(provisional == Array(provisional[0]...provisional[0] + 3), "provisional anchors are consecutive")

            // Committed after the second writer: anchors 2...5, in the order taken.
            let tombstones = try first.connection.query("SELECT anchor, object_type FROM deleted_objects ORDER BY anchor")
                .map { try $0.decode((Int64, String).self) }
            #expect(tombstones.map(\.0) == [1, 3, 4, 5])
            #expect(tombstones.map(\.1) == ["second", "first", "first", "first"])
            #expect(try first.connection.query("SELECT owner_id FROM metadata")[0].decode(Int64.self) == 2)
            #expect(try first.connection.query("SELECT route_id FROM route_chunks")[0].decode(Int64.self) == 2)
            #expect(try first.currentAnchor() == 5)

            // A rolled-back writer's provisional anchors leave nothing; the next writer's follow on.
            #expect(throws: Abandon.self) {
                try first.write { transaction in
                    let anchor = try transaction.nextProvisionalAnchors(3)
                    try transaction.execute(
                        "INSERT INTO deleted_objects (anchor, kind, uuid, object_type) VALUES (\(anchor), 'sample', \(UUID()), 'first')")
                    throw Abandon()
                }
            }
            let next = try first.write { transaction -> Int64 in
                let anchor = try transaction.nextProvisionalAnchors(1)
                try transaction.execute(
                    "INSERT INTO deleted_objects (anchor, kind, uuid, object_type) VALUES (\(anchor), 'sample', \(UUID()), 'first')")
                return anchor
            }
            #expect(next < 0)
            let anchors = try first.connection.query("SELECT anchor FROM deleted_objects ORDER BY anchor").map { try $0.decode(Int64.self) }
            #expect(anchors == [1, 3, 4, 5, 6])
            #expect(try first.currentAnchor() == 6)
        }
    }

    /// Calls `body` with two writers on a new store (dropped after); the second gives up on a
    /// lock after 300 ms (55P03), so that a wait for one fails the test rather than hangs it.
    static func withTwoWriters(_ body: (PostgreSQLStore, PostgreSQLStore) throws -> Void) throws {
        let configuration = try TestServer.configuration()
        defer { try? TestServer.drop(schema: configuration.schema) }
        let first = try PostgreSQLStore(configuration: configuration)
        let second = try PostgreSQLStore(configuration: configuration)
        defer {
            first.connection.close()
            second.connection.close()
        }
        try second.connection.execute("SET lock_timeout = '300ms'")
        try body(first, second)
    }

    /// The second writer's write: a tombstone (of object type `second`) under the next anchor,
    /// taking the lock; returns the anchor.
    static func addTombstone(_ transaction: PostgreSQLTransaction) throws -> Int64 {
        let anchor = try transaction.nextAnchors(1)
        try transaction.execute(
            "INSERT INTO deleted_objects (anchor, kind, uuid, object_type) VALUES (\(anchor), 'sample', \(UUID()), 'second')")
        return anchor
    }
}
