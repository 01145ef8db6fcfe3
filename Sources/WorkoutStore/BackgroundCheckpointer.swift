import Foundation
import GRDB
import GRDBSQLite

/// Copies the store's write-ahead log into the store file on a thread of its own while a batch
/// of imports commits one transaction after another (``WorkoutStore/checkpointingInBackground(_:)``).
///
/// SQLite's own checkpoint runs in the committing thread: after a commit that leaves 1,000 pages
/// or more in the log, it reads them back from the log, writes them into the store file and
/// syncs both, while the next file waits. Here the writer's connection only asks (its WAL hook,
/// ``walHook``), and a second connection of the store checkpoints in the background, without
/// waiting for the writer or blocking it (SQLite's passive checkpoint). The log starts again
/// from its beginning only once a checkpoint has copied all of it before a transaction begins,
/// which a checkpoint running beside the writer seldom has: when the log reaches
/// ``writerCheckpointFrames``, the writer waits for the thread's checkpoint to end (SQLite answers
/// a second one busy) and checkpoints the log itself after its commit, as SQLite would (what is
/// left of it: the thread has copied the rest), and the next transaction starts the log again.
/// Every commit stays as durable as before: only where the copying runs changes.
final class BackgroundCheckpointer: @unchecked Sendable {
    /// SQLite's default `wal_autocheckpoint`: the log's length, in pages, past which a commit
    /// checkpoints it, given back to the writer when the batch ends.
    static let sqliteAutocheckpointFrames: Int32 = 1000

    /// How many pages the log grows by before a checkpoint is asked for (by default SQLite's own).
    let requestFrames: Int32
    /// The log's length, in pages, at which the writer checkpoints it itself (by default 8,000:
    /// 32 MiB of 4 KiB pages).
    let writerCheckpointFrames: Int32
    private let path: String
    private let condition = NSCondition()
    /// Guarded by `condition`: a checkpoint is asked for, one is running (the thread's or the
    /// writer's), the batch has ended, the thread has.
    private var requested = false
    private var checkpointing = false
    private var stopping = false
    private var finished = false
    /// Guarded by `condition`: how many checkpoints the thread has run that left pages copied.
    private var checkpoints = 0
    /// The log's length when a checkpoint was last asked for. This and the three after it are
    /// written by the writer's thread only (read once the batch has ended).
    private var requestedAtFrames: Int32 = 0
    /// The longest the log was after a commit, in pages.
    private(set) var longestLog: Int32 = 0
    /// How many times the log started again from its beginning.
    private(set) var logRestarts = 0
    /// The log's length after the commit before.
    private var previousLogFrames: Int32 = 0

    /// A checkpointer of the store file at `path`; ``start()`` starts its thread.
    init(path: String, requestFrames: Int32 = sqliteAutocheckpointFrames, writerCheckpointFrames: Int32 = 8000) {
        self.path = path
        self.requestFrames = requestFrames
        self.writerCheckpointFrames = writerCheckpointFrames
    }

    /// How many checkpoints the thread has run that left pages of the log copied into the file.
    var checkpointsRun: Int {
        condition.lock()
        defer { condition.unlock() }
        return checkpoints
    }

    /// Starts the thread, which opens its connection at the first checkpoint asked for (a new
    /// store's first import may leave WAL mode, which no other connection may have open).
    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "workoutkit checkpoint"
        thread.start()
    }

    /// Ends the thread once a checkpoint it is running is done, and closes its connection.
    func stop() {
        condition.lock()
        stopping = true
        condition.signal()
        while !finished { condition.wait() }
        condition.unlock()
    }

    /// Called by the writer after each commit in WAL mode with the log's length in pages.
    fileprivate func committed(logFrames frames: Int32, connection: OpaquePointer?, database: UnsafePointer<CChar>?) {
        if frames < previousLogFrames {
            // The log started again.
            requestedAtFrames = 0
            logRestarts += 1
        }
        previousLogFrames = frames
        longestLog = max(longestLog, frames)
        if frames >= writerCheckpointFrames {
            // SQLite answers a second checkpoint of the store busy: the writer waits for the
            // thread's (a part of the log, seldom long), then copies the rest itself.
            condition.lock()
            while checkpointing { condition.wait() }
            checkpointing = true
            requested = false
            condition.unlock()
            sqlite3_wal_checkpoint_v2(connection, database, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
            endCheckpoint()
        } else if frames >= requestedAtFrames + requestFrames {
            requestedAtFrames = frames
            condition.lock()
            requested = true
            condition.signal()
            condition.unlock()
        }
    }

    /// Lets the next checkpoint (the thread's or the writer's) begin.
    private func endCheckpoint() {
        condition.lock()
        checkpointing = false
        condition.broadcast()
        condition.unlock()
    }

    private func run() {
        var connection: OpaquePointer?
        defer {
            sqlite3_close_v2(connection)
            condition.lock()
            finished = true
            condition.broadcast()
            condition.unlock()
        }
        while true {
            condition.lock()
            while !requested || checkpointing, !stopping { condition.wait() }
            let asked = requested && !stopping
            requested = false
            checkpointing = asked
            condition.unlock()
            guard asked else { return }
            defer { endCheckpoint() }
            if connection == nil {
                // A read opens the log: a connection that has read nothing checkpoints nothing.
                guard sqlite3_open_v2(path, &connection, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK,
                      sqlite3_exec(connection, "PRAGMA schema_version", nil, nil, nil) == SQLITE_OK
                else {
                    // No checkpoints in the background: the writer's own keep the log bounded.
                    return
                }
            }
            // Busy (another checkpoint running, in this process or another) or failing: the
            // next one, or the writer's, copies what this one did not.
            var copied: Int32 = 0
            let code = sqlite3_wal_checkpoint_v2(connection, nil, SQLITE_CHECKPOINT_PASSIVE, nil, &copied)
            if code == SQLITE_OK, copied > 0 {
                condition.lock()
                checkpoints += 1
                condition.unlock()
            }
        }
    }

    /// The writer connection's WAL hook while a batch runs (`sqlite3_wal_hook`): its context is
    /// the checkpointer.
    static let walHook: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Int32 = {
        context, connection, database, frames in
        guard let context else { return SQLITE_OK }
        Unmanaged<BackgroundCheckpointer>.fromOpaque(context).takeUnretainedValue()
            .committed(logFrames: frames, connection: connection, database: database)
        return SQLITE_OK
    }
}

extension WorkoutStore {
    /// Runs `body` (a batch of imports, each its own transaction) with the write-ahead log
    /// copied into the store file on a thread of its own (see `BackgroundCheckpointer`): the
    /// thread that saves no longer stops after some commits to copy and sync the log. The
    /// store's usual checkpoints resume when `body` returns. A PostgreSQL or in-memory store
    /// runs `body` as it is.
    public func checkpointingInBackground<T>(_ body: () throws -> T) rethrows -> T {
        try checkpointingInBackground(BackgroundCheckpointer(path: path), body)
    }

    /// ``checkpointingInBackground(_:)`` by `checkpointer` (of this store's file).
    func checkpointingInBackground<T>(_ checkpointer: BackgroundCheckpointer, _ body: () throws -> T) rethrows -> T {
        guard !isReadOnly, let pool = (try? writer) as? DatabasePool else { return try body() }
        let context = Unmanaged.passUnretained(checkpointer).toOpaque()
        _ = pool.writeWithoutTransaction { db in
            sqlite3_wal_hook(db.sqliteConnection, BackgroundCheckpointer.walHook, context)
        }
        checkpointer.start()
        defer {
            // SQLite's own hook again, before the thread ends.
            _ = pool.writeWithoutTransaction { db in
                sqlite3_wal_autocheckpoint(db.sqliteConnection, BackgroundCheckpointer.sqliteAutocheckpointFrames)
            }
            checkpointer.stop()
        }
        return try body()
    }
}
