import Foundation
import GRDB
import GRDBSQLite
import TestSupport
import Testing
import WorkoutModel
@testable import WorkoutStore

@Suite("Checkpoints in the background: a batch's log copied into the store file on a thread of its own, bounded, SQLite's own checkpoints back after it")
struct BackgroundCheckpointerTests {
    /// Small thresholds, so that a few dozen saves cross them.
    private static let requestFrames: Int32 = 40
    private static let writerCheckpointFrames: Int32 = 300

    /// Saves `count` recordings of `store`, each its own transaction; returns the longest the
    /// write-ahead log file was after any of them, in bytes.
    private func saveRecordings(_ count: Int, into store: WorkoutStore, log: String) throws -> Int {
        var longest = 0
        for index in 0..<count {
            try store.save(Fixture.run(start: Fixture.morning.addingTimeInterval(Double(index) * 86_400), seconds: 300,
                                       syncIdentifier: "run-\(index)"))
            longest = max(longest, (try FileManager.default.attributesOfItem(atPath: log)[.size] as? Int) ?? 0)
        }
        return longest
    }

    /// The context of the WAL hook of `store`'s writer connection (SQLite's own hook has the
    /// number of pages it checkpoints at), which then has SQLite's own hook.
    private func walHookContext(of store: WorkoutStore) throws -> Int {
        try store.writer.writeWithoutTransaction { db in
            let context = sqlite3_wal_hook(db.sqliteConnection, nil, nil)
            sqlite3_wal_autocheckpoint(db.sqliteConnection, BackgroundCheckpointer.sqliteAutocheckpointFrames)
            return Int(bitPattern: context)
        }
    }

    @Test func batchLogIsCheckpointedInTheBackgroundAndStaysBounded() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("store.sqlite")
        let store = try WorkoutStore(path: path)
        try store.save(Fixture.run(syncIdentifier: "first"))  // the store in WAL mode
        let checkpointer = BackgroundCheckpointer(path: path, requestFrames: Self.requestFrames,
                                                  writerCheckpointFrames: Self.writerCheckpointFrames)
        let longestFile = try store.checkpointingInBackground(checkpointer) {
            try saveRecordings(60, into: store, log: path + "-wal")
        }
        #expect(checkpointer.checkpointsRun > 0)
        // The log started again after the writer's own checkpoints, never much longer than their threshold.
        #expect(checkpointer.logRestarts > 0)
        #expect(checkpointer.longestLog < Self.writerCheckpointFrames + 100)
        #expect(longestFile < Int(Self.writerCheckpointFrames + 100) * (4096 + 24) + 32)
        let (integrity, workouts) = try store.writer.read { db in
            (try String.fetchOne(db, sql: "PRAGMA integrity_check"), try Int.fetchOne(db, sql: "SELECT count(*) FROM workouts"))
        }
        #expect(integrity == "ok")
        #expect(workouts == 61)
        #expect(try walHookContext(of: store) == Int(BackgroundCheckpointer.sqliteAutocheckpointFrames))
    }

    @Test func batchThatThrowsEndsTheThreadAndGivesBackSQLiteCheckpoints() throws {
        struct Stop: Error {}
        let folder = try TemporaryDirectory()
        let path = folder.path("store.sqlite")
        let store = try WorkoutStore(path: path)
        try store.save(Fixture.run(syncIdentifier: "first"))
        let checkpointer = BackgroundCheckpointer(path: path, requestFrames: Self.requestFrames,
                                                  writerCheckpointFrames: Self.writerCheckpointFrames)
        #expect(throws: Stop.self) {
            try store.checkpointingInBackground(checkpointer) {
                _ = try saveRecordings(10, into: store, log: path + "-wal")
                throw Stop()
            }
        }
        #expect(try walHookContext(of: store) == Int(BackgroundCheckpointer.sqliteAutocheckpointFrames))
        #expect(try store.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM workouts") } == 11)
    }

    @Test func inMemoryStoreRunsTheBatchAsItIs() throws {
        let store = try WorkoutStore.inMemory()
        let saved = try store.checkpointingInBackground { try store.save(Fixture.run()) }
        #expect(saved.status == .imported)
    }
}
