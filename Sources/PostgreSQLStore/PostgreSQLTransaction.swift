import PostgresNIO

/// One write transaction of the PostgreSQL store: the statements of one recording, and the
/// store-wide anchors its objects take.
///
/// **Anchors across concurrent writers.** The store-wide anchor (`store_state.anchor`) must be
/// strictly increasing and gap-free in *commit* order, so that a reader that asks for
/// `anchor > last` never misses a commit. A sequence gives neither: a rolled-back transaction
/// leaves a hole, and a transaction that took its numbers first may commit last, after a
/// reader already moved past them. So the anchors a transaction commits are counted on from
/// `store_state.anchor` read under its row lock (``lockAnchor()``, `FOR UPDATE`), and the
/// advanced value is written back just before `COMMIT`. A second writer's ``lockAnchor()``
/// waits for the lock, which PostgreSQL releases only once the first writer's commit is visible
/// (or its rollback done), and then reads the anchor that commit left. Hence every committed
/// anchor is visible before any larger one is handed out, and a rollback gives its anchors back.
///
/// **Provisional anchors.** The lock is held from ``lockAnchor()`` to the end of `COMMIT`, so
/// a writer that took its anchors under it would write serially with every other writer. A
/// writer that writes before it knows what it decides (a streamed recording: its values go to
/// the store as they are read, and its stored version is looked up at its end) takes
/// ``nextProvisionalAnchors(_:)`` instead: numbers of its own, counted on from the base of a
/// block no other transaction has (`provisional_anchor_blocks`, a sequence: `nextval` never
/// waits; ``provisionalBlockSize`` numbers a block, all negative, so they are never a committed
/// anchor). Its rows go in with them, beside other writers. At commit the transaction
/// takes the lock (if it does not hold it yet), reads the store's anchor and rewrites every
/// column that holds an anchor (every table's) from its block to the
/// anchors that follow the store's, in one statement, before writing the anchor back. The
/// numbers keep their order and have no gaps (a rollback to a savepoint hands its numbers
/// back), so the committed anchors are those the transaction would have taken under the lock
/// from its first anchor, and a packed series keeping its values' anchors as offsets from its
/// chunk row's first anchor needs no change. Once a transaction took a provisional anchor, all
/// its anchors are provisional, also those taken after the lock.
///
/// **Decisions under the lock.** A writer takes the lock just before it looks up what it
/// changes (a recording's stored version, the route version it replaces, the rows it deletes)
/// and holds it to its commit: the lookup sees every writer's commit before it, and no other
/// writer commits until it did. Writers run in READ COMMITTED, where the waiting `FOR UPDATE`
/// reads the row as the other writer committed it, and each later statement reads the latest
/// commits. What a writer does under provisional anchors without the lock must only insert rows
/// of its own (keys no other transaction writes: its provisional anchors, new random UUIDs),
/// or it could wait for a row another writer holds while that one waits for the lock.
///
/// At commit the transaction notifies the store's channel (``PostgreSQLStore/notificationChannel(schema:)``)
/// with the last anchor it took: PostgreSQL delivers a notification only once its transaction
/// has committed, in commit order, and drops it on rollback (see ``PostgreSQLFollower``).
///
/// A rollback to a savepoint taken before ``lockAnchor()`` releases the lock (PostgreSQL
/// releases row locks taken after a savepoint rolled back to): a checkpoint API must then
/// forget the locked anchor too (``rewindAnchors(to:)``), so that the next call locks again.
public final class PostgreSQLTransaction {
    /// The connection the transaction runs on.
    public let connection: PostgreSQLConnection
    /// The store's anchor read under the lock, `nil` until ``lockAnchor()``.
    private var lockedAnchor: Int64?
    /// What the anchors handed out count on from (the first is `origin + 1`): the locked
    /// anchor, or the base of the provisional block; `nil` until the first anchor.
    private var origin: Int64?
    /// Whether the anchors handed out are provisional (rewritten at `finish()`).
    private var isProvisional = false
    /// How many anchors were handed out.
    private var count: Int64 = 0
    /// The base of this transaction's provisional block, once taken (kept across rollbacks:
    /// the sequence does not go back, and the block stays this transaction's).
    private var provisionalBase: Int64?

    /// How many provisional anchors a block holds (2^32): more than a transaction takes.
    public static let provisionalBlockSize: Int64 = 1 << 32

    /// The channel the commit notifies.
    private let channel: String

    init(connection: PostgreSQLConnection, channel: String) {
        self.connection = connection
        self.channel = channel
    }

    /// Takes the store-wide anchor's lock, held until the transaction ends (nothing when it is
    /// held already), and returns the anchor the store had committed when it was taken.
    @discardableResult
    public func lockAnchor() throws -> Int64 {
        if let lockedAnchor { return lockedAnchor }
        let stored = try connection.query("SELECT anchor FROM store_state WHERE id = 1 FOR UPDATE")[0].decode(Int64.self)
        lockedAnchor = stored
        return stored
    }

    /// Reserves `count` consecutive anchors and returns the first, holding the lock (taken now
    /// if needed): counted on from the store's anchor, or provisional numbers when this
    /// transaction took provisional ones before (see ``nextProvisionalAnchors(_:)``).
    public func nextAnchors(_ count: Int) throws -> Int64 {
        let locked = try lockAnchor()
        if origin == nil { origin = locked }
        return reserve(count)
    }

    /// Reserves `count` consecutive anchors and returns the first: provisional ones (negative
    /// numbers of this transaction's block, rewritten at commit) unless this transaction
    /// holds the lock and took no provisional anchor before.
    public func nextProvisionalAnchors(_ count: Int) throws -> Int64 {
        if origin == nil {
            if let lockedAnchor {
                origin = lockedAnchor
            } else {
                origin = try provisionalBlock()
                isProvisional = true
            }
        }
        return reserve(count)
    }

    /// The anchor the next reservation returns, reserving nothing (`nil` before the first anchor).
    public var upcomingAnchor: Int64? { origin.map { $0 + count + 1 } }

    private func reserve(_ reserved: Int) -> Int64 {
        precondition(reserved >= 0, "a negative number of anchors")
        let first = (origin ?? 0) + count + 1
        count += Int64(reserved)
        precondition(!isProvisional || count < Self.provisionalBlockSize, "more provisional anchors than a block holds")
        return first
    }

    /// The base of this transaction's provisional block (`-n * 2^32` for the sequence's `n`),
    /// taken from the sequence once.
    private func provisionalBlock() throws -> Int64 {
        if let provisionalBase { return provisionalBase }
        let block = try connection.query("SELECT nextval('provisional_anchor_blocks')")[0].decode(Int64.self)
        let base = -block * Self.provisionalBlockSize
        provisionalBase = base
        return base
    }

    /// Whether this transaction holds the store-wide anchor's lock.
    public var holdsAnchorLock: Bool { lockedAnchor != nil }

    /// The anchors handed out so far, for ``rewindAnchors(to:)``.
    public struct AnchorMark: Sendable {
        fileprivate let lockedAnchor: Int64?
        fileprivate let origin: Int64?
        fileprivate let isProvisional: Bool
        fileprivate let count: Int64
    }

    /// Where the anchors stand now: take it when opening a savepoint.
    public var anchorMark: AnchorMark {
        AnchorMark(lockedAnchor: lockedAnchor, origin: origin, isProvisional: isProvisional, count: count)
    }

    /// After a rollback to the savepoint opened at `mark`: the anchors handed out since are
    /// given back, and when the lock was taken after the savepoint (which PostgreSQL has then
    /// released), it is forgotten, so that the next ``lockAnchor()`` locks again.
    public func rewindAnchors(to mark: AnchorMark) {
        lockedAnchor = mark.lockedAnchor
        origin = mark.origin
        isProvisional = mark.isProvisional
        count = mark.count
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

    /// Gives provisional anchors their committed numbers (under the lock), writes the advanced
    /// anchor back and notifies the followers; called once, just before `COMMIT`.
    func finish() throws {
        guard let origin, count > 0 else { return }
        let committed: Int64
        if isProvisional {
            committed = try lockAnchor()
            // One statement rewrites every table (one round trip under the lock).
            try connection.execute(PostgresQuery(unsafeSQL: PostgreSQLSchema.rewritingAnchors(
                from: origin + 1, through: origin + count, by: committed - origin)))
        } else {
            committed = origin
        }
        let anchor = committed + count
        try connection.execute("""
            WITH advanced AS (UPDATE store_state SET anchor = \(anchor) WHERE id = 1)
            SELECT pg_notify(\(channel), \(String(anchor)))
            """)
    }
}
