import Foundation
import GRDB
import TestSupport
import Testing
import WorkoutModel
@testable import WorkoutStore

@Suite("SQLite write transactions: begun as a savepoint, the write lock taken at once, a savepoint before any write standing for the start")
struct SQLiteWriteTransactionTests {
    /// A new store in `folder` (`store.sqlite`) with one workout saved.
    private func store(_ folder: TemporaryDirectory) throws -> WorkoutStore {
        let store = try WorkoutStore(path: folder.path("store.sqlite"))
        try store.save(Fixture.run(seconds: 5))
        return store
    }

    private func sourceNames(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT name FROM sources ORDER BY name")
    }

    private func addSource(_ name: String, _ database: SQLiteDatabase) throws {
        try database.execute("INSERT INTO sources (name, bundle_identifier) VALUES (?, ?)", [name, "x.\(name)"])
    }

    /// Runs `body` in one write transaction of `store` (``SQLiteDatabase/inWriteTransaction(_:_:)``),
    /// with the connection and the transaction's database.
    private func inWriteTransaction(_ store: WorkoutStore, _ body: (Database, SQLiteDatabase) throws -> Void) throws {
        try store.writer.writeWithoutTransaction { db in
            try SQLiteDatabase.inWriteTransaction(db) { try body(db, $0) }
        }
    }

    /// Whether another connection to the store at `path` can take the write lock now (without waiting).
    private func otherConnectionCanWrite(_ path: String) throws -> Bool {
        var configuration = Configuration()
        configuration.busyMode = .immediateError
        let other = try DatabaseQueue(path: path, configuration: configuration)
        do {
            try other.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                try db.execute(sql: "ROLLBACK")
            }
            return true
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            return false
        }
    }

    @Test func transactionHoldsTheWriteLockBeforeItWritesAndAfterARollbackToItsStart() throws {
        let folder = try TemporaryDirectory()
        let store = try store(folder)
        let path = folder.path("store.sqlite")
        #expect(try otherConnectionCanWrite(path))
        try inWriteTransaction(store) { db, database in
            #expect(try !otherConnectionCanWrite(path))
            try database.savepoint("first")
            try addSource("a", database)
            try database.rollBack(toSavepoint: "first")
            #expect(db.isInsideTransaction)
            #expect(try !otherConnectionCanWrite(path))
        }
        #expect(try otherConnectionCanWrite(path))
    }

    @Test func savepointOpenedBeforeAnyWriteIsTheStartAndOpensNoSQLiteSavepoint() throws {
        let folder = try TemporaryDirectory()
        let store = try store(folder)
        let before = try store.writer.read(sourceNames)
        try inWriteTransaction(store) { db, database in
            try database.savepoint("first")
            // SQLite knows no savepoint of that name: none was opened.
            #expect(throws: DatabaseError.self) { try db.execute(sql: "RELEASE first") }
            try addSource("a", database)
            #expect(try sourceNames(db) == (before + ["a"]).sorted())
            try database.rollBack(toSavepoint: "first")
            #expect(try sourceNames(db) == before)
            // Rolled back to its start, the transaction is untouched again: the next savepoint is the start too.
            try database.savepoint("second")
            #expect(throws: DatabaseError.self) { try db.execute(sql: "RELEASE second") }
            try addSource("b", database)
            try database.release(savepoint: "second")
        }
        #expect(try store.writer.read(sourceNames) == (before + ["b"]).sorted())
    }

    @Test func savepointOpenedAfterAWriteIsNestedAndKeepsWhatCameBefore() throws {
        let folder = try TemporaryDirectory()
        let store = try store(folder)
        let before = try store.writer.read(sourceNames)
        try inWriteTransaction(store) { db, database in
            try database.savepoint("outer")
            try addSource("a", database)
            try database.savepoint("inner")
            try addSource("b", database)
            try database.rollBack(toSavepoint: "inner")
            #expect(try sourceNames(db) == (before + ["a"]).sorted())
            try database.savepoint("again")
            try addSource("c", database)
            try database.release(savepoint: "again")
            try database.release(savepoint: "outer")
        }
        #expect(try store.writer.read(sourceNames) == (before + ["a", "c"]).sorted())
    }

    @Test func rollbackToTheStartUndoesNestedSavepointsReleasedInIt() throws {
        let folder = try TemporaryDirectory()
        let store = try store(folder)
        let before = try store.writer.read(sourceNames)
        try inWriteTransaction(store) { _, database in
            try database.savepoint("start")
            try addSource("a", database)
            try database.savepoint("nested")
            try addSource("b", database)
            try database.release(savepoint: "nested")
            try database.rollBack(toSavepoint: "start")
            try addSource("c", database)
        }
        #expect(try store.writer.read(sourceNames) == (before + ["c"]).sorted())
    }

    @Test func throwingBodyCommitsNothingAndEndsTheTransaction() throws {
        struct Stop: Error {}
        let folder = try TemporaryDirectory()
        let store = try store(folder)
        let before = try store.writer.read(sourceNames)
        try store.writer.writeWithoutTransaction { db in
            #expect(throws: Stop.self) {
                try SQLiteDatabase.inWriteTransaction(db) { database in
                    try addSource("a", database)
                    throw Stop()
                }
            }
            #expect(!db.isInsideTransaction)
        }
        #expect(try store.writer.read(sourceNames) == before)
        #expect(try otherConnectionCanWrite(folder.path("store.sqlite")))
    }

    @Test func transactionRolledBackBySQLiteItselfIsNotCommittedAsIfWhole() throws {
        // SQLite ends a transaction by itself on some errors (a full disk): what the body writes
        // after that would be committed statement by statement, so the commit refuses.
        let folder = try TemporaryDirectory()
        let store = try store(folder)
        try store.writer.writeWithoutTransaction { db in
            #expect(throws: DatabaseError.self) {
                try SQLiteDatabase.inWriteTransaction(db) { database in
                    try addSource("a", database)
                    try db.execute(sql: "ROLLBACK")
                }
            }
            #expect(!db.isInsideTransaction)
        }
    }
}
