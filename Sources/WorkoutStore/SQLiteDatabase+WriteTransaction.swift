import GRDB

extension SQLiteDatabase {
    /// The savepoint a write transaction begins as (see ``inWriteTransaction(_:_:)``).
    static let transactionSavepoint = "store_transaction"

    /// Runs `body` in one write transaction of `db`: what it writes is committed when it
    /// returns, and none of it when it throws.
    ///
    /// The transaction begins as a savepoint (SQLite's transaction savepoint) and takes the
    /// store's write lock at once, waiting up to the busy timeout while another process
    /// writes, as `BEGIN IMMEDIATE` does. Begun so, it can be rolled back to its start and
    /// stay open and locked: a savepoint opened while nothing is written yet is that start
    /// (``savepoint(_:)``). A savepoint nested in a transaction costs a copy of every store
    /// page changed after it (SQLite's sub-journal, a temporary file past 64 KiB: about
    /// 180 KB for a small FIT file of a batch import, whose recording is saved under a
    /// savepoint); the start costs nothing.
    static func inWriteTransaction<T>(_ db: Database, _ body: (SQLiteDatabase) throws -> T) throws -> T {
        try db.cachedStatement(sql: "SAVEPOINT \(transactionSavepoint)").execute()
        do {
            // A statement that writes takes the write lock even when it changes no row; as the
            // transaction has read nothing yet, SQLite waits for the lock as for BEGIN IMMEDIATE.
            try db.cachedStatement(sql: "UPDATE store_state SET anchor = anchor WHERE 0").execute()
            let database = SQLiteDatabase(db, writing: ())
            let result = try body(database)
            try database.checkTransactionOpen()
            // COMMIT, not RELEASE: a RELEASE that fails to commit (a full disk) has SQLite roll
            // everything back yet leave the transaction open, which GRDB's bookkeeping refuses;
            // a failed COMMIT ends it.
            try db.cachedStatement(sql: "COMMIT").execute()
            return result
        } catch {
            if db.isInsideTransaction { try? db.execute(sql: "ROLLBACK") }
            throw error
        }
    }

    /// Throws when SQLite has rolled the write transaction back by itself (it does on a full
    /// disk or an I/O error): what would be written after would not be in it.
    func checkTransactionOpen() throws {
        guard !db.isInsideTransaction else { return }
        throw DatabaseError(resultCode: .SQLITE_ABORT, message: "Transaction was aborted")
    }
}
