import Foundation
import PostgresNIO

/// Follows a PostgreSQL store's commits as they happen, across processes and machines: what
/// `changes --follow` needs, and anything that keeps up with the store.
///
/// Every write transaction that takes anchors notifies the store's channel
/// (``PostgreSQLStore/notificationChannel(schema:)``) with the last anchor it took, inside the
/// transaction; PostgreSQL delivers a notification only after its transaction commits, in commit
/// order, and never for a rollback. The follower `LISTEN`s on a connection of its own, and
/// ``waitForCommit(after:timeout:)`` sleeps until a notification arrives, then reads the committed
/// store-wide anchor. The caller then reads what is anchored after its last anchor, up to that
/// one (every anchor up to the committed store-wide anchor is committed, see
/// ``PostgreSQLTransaction``).
///
/// A notification only wakes the follower: what was committed is always read from the store, so
/// notifications folded together or arriving while the follower was reading lose nothing.
///
/// Like ``PostgreSQLStore``, it is used by one thread at a time.
public final class PostgreSQLFollower {
    /// The follower's own connection to the store, which listens between reads. Run the
    /// anchored queries on it (outside a transaction, or in ``PostgreSQLStore/read(_:)``):
    /// notifications are delivered to it while it is idle.
    public let store: PostgreSQLStore
    private let wakeUps = WakeUps()
    private let listener: PostgresListenContext

    /// Connects to the store (creating or migrating its schema, as ``PostgreSQLStore`` does) and listens on its channel.
    ///
    /// - Throws: ``PostgreSQLStoreError``.
    public init(configuration: PostgreSQLConfiguration) throws {
        store = try PostgreSQLStore(configuration: configuration)
        let wakeUps = self.wakeUps
        listener = try store.connection.listen(channel: PostgreSQLStore.notificationChannel(schema: configuration.schema)) { _ in
            wakeUps.signal()
        }
    }

    /// Stops listening (the connection closes with the store).
    deinit {
        listener.stop()
    }

    /// Waits until the store's committed anchor is beyond `last`, and returns it; returns `nil`
    /// when `timeout` seconds pass first. Returns at once when commits after `last` are already
    /// there.
    ///
    /// - Throws: ``PostgreSQLStoreError`` (``PostgreSQLStoreError/connectionLost(host:port:)``
    ///   once the connection is lost; a loss while waiting shows at the next read).
    public func waitForCommit(after last: Int64, timeout: TimeInterval) throws -> Int64? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            // A notification that arrives after this count is taken, even during the read below, ends the wait.
            let seen = wakeUps.count
            let anchor = try store.currentAnchor()
            if anchor > last { return anchor }
            guard wakeUps.wait(beyond: seen, until: deadline) else { return nil }
        }
    }
}

/// Counts notifications, and lets one thread sleep until the count passes a value it saw.
private final class WakeUps: @unchecked Sendable {
    private let condition = NSCondition()
    private var received = 0

    /// The notifications received so far.
    var count: Int {
        condition.withLock { received }
    }

    /// Counts one notification and wakes the waiting thread.
    func signal() {
        condition.withLock {
            received += 1
            condition.broadcast()
        }
    }

    /// Sleeps until more than `seen` notifications were received (`true`) or `deadline` passes (`false`).
    func wait(beyond seen: Int, until deadline: Date) -> Bool {
        condition.withLock {
            while received <= seen {
                if !condition.wait(until: deadline) { return received > seen }
            }
            return true
        }
    }
}
