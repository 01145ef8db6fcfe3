import PostgresNIO

/// One write transaction of the PostgreSQL store: the statements of one recording, and the
/// store-wide anchors its objects take.
///
/// **Anchors across concurrent writers.** The store-wide anchor (`store_state.anchor`) must be
/// strictly increasing and gap-free in *commit* order, so that a reader that asks for
/// `anchor > last` never misses a commit. A sequence gives neither: a rolled-back transaction
/// leaves a hole, and a transaction that took its numbers first may commit last, after a
/// reader already moved past them. So anchors are handed out under the row lock of
/// `store_state`: the first ``nextAnchors(_:)`` reads the anchor `FOR UPDATE`, later calls
/// count on in memory, and the advanced value is written back just before `COMMIT`. A second
/// writer's first ``nextAnchors(_:)`` waits for the lock, which PostgreSQL releases only once
/// the first writer's commit is visible (or its rollback done), and then reads the anchor that
/// commit left. Hence every committed anchor is visible before any larger one is handed out,
/// and a rollback gives its anchors back.
///
/// The lock is held from the first ``nextAnchors(_:)`` to the end of `COMMIT`, so a writer does
/// everything that needs neither an anchor nor the latest commits first (parsing, checking
/// authorization) and takes the lock late: just before it looks up what it changes (a
/// recording's stored version; `nextAnchors(0)` takes the lock and hands out nothing), so that
/// the lookup sees every writer's commit before it. Writers run in READ COMMITTED, where the
/// waiting `FOR UPDATE` reads the row as the other writer committed it, and each later
/// statement reads the latest commits.
///
/// At commit the transaction notifies the store's channel (``PostgreSQLStore/notificationChannel(schema:)``)
/// with the last anchor it took: PostgreSQL delivers a notification only once its transaction
/// has committed, in commit order, and drops it on rollback (see ``PostgreSQLFollower``).
///
/// A rollback to a savepoint taken before the first ``nextAnchors(_:)`` releases the lock
/// (PostgreSQL releases row locks taken after a savepoint rolled back to): a checkpoint API
/// must then forget the locked anchor too, so that the next call locks again.
public final class PostgreSQLTransaction {
    /// The connection the transaction runs on.
    public let connection: PostgreSQLConnection
    /// The anchor read under the lock, `nil` until the first ``nextAnchors(_:)``.
    private var lockedAnchor: Int64?
    /// The last anchor handed out (the store-wide anchor this transaction commits).
    private var anchor: Int64 = 0

    /// The channel the commit notifies.
    private let channel: String

    init(connection: PostgreSQLConnection, channel: String) {
        self.connection = connection
        self.channel = channel
    }

    /// Reserves `count` consecutive anchors and returns the first. The first call locks the
    /// store-wide anchor until the transaction ends.
    public func nextAnchors(_ count: Int) throws -> Int64 {
        precondition(count >= 0, "a negative number of anchors")
        if lockedAnchor == nil {
            let stored = try connection.query("SELECT anchor FROM store_state WHERE id = 1 FOR UPDATE")[0].decode(Int64.self)
            lockedAnchor = stored
            anchor = stored
        }
        let first = anchor + 1
        anchor += Int64(count)
        return first
    }

    /// Whether this transaction holds the store-wide anchor's lock.
    public var holdsAnchorLock: Bool { lockedAnchor != nil }

    /// The anchors handed out so far, for ``rewindAnchors(to:)``.
    public struct AnchorMark: Sendable {
        fileprivate let lockedAnchor: Int64?
        fileprivate let anchor: Int64
    }

    /// Where the anchors stand now: take it when opening a savepoint.
    public var anchorMark: AnchorMark { AnchorMark(lockedAnchor: lockedAnchor, anchor: anchor) }

    /// After a rollback to the savepoint opened at `mark`: the anchors handed out since are
    /// given back, and when the lock was taken after the savepoint (which PostgreSQL has then
    /// released), it is forgotten, so that the next ``nextAnchors(_:)`` locks again.
    public func rewindAnchors(to mark: AnchorMark) {
        lockedAnchor = mark.lockedAnchor
        anchor = mark.anchor
    }

    /// Runs one statement and returns its rows.
    @discardableResult
    public func query(_ query: PostgresQuery) throws -> [PostgresRow] {
        try connection.query(query)
    }

    /// Runs one statement, and returns the number of rows it inserted, updated or deleted.
    @discardableResult
    public func execute(_ query: PostgresQuery) throws -> Int {
        try connection.execute(query)
    }

    /// Writes the advanced anchor back and notifies the followers, in one statement (one round
    /// trip under the lock); called once, just before `COMMIT`.
    func finish() throws {
        if let lockedAnchor, anchor != lockedAnchor {
            try connection.execute("""
                WITH advanced AS (UPDATE store_state SET anchor = \(anchor) WHERE id = 1)
                SELECT pg_notify(\(channel), \(String(anchor)))
                """)
        }
    }
}
