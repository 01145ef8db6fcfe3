import Foundation
import GRDB
import TestSupport
import Testing
import WorkoutModel
@testable import WorkoutStore

@Suite("The store file: opening, errors, concurrency, crashes")
struct StoreFileTests {
    private static let sqlite3Path = "/usr/bin/sqlite3"

    private func integrity(_ store: WorkoutStore) throws -> String? {
        try store.writer.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }
    }

    @Test func storeIsCreatedWithItsFoldersInWALModeAndPersists() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("a/b/store.sqlite")
        let run = Fixture.run(seconds: 30)
        do {
            let store = try WorkoutStore(path: path)
            try store.save(run)
            #expect(try store.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
        }
        let reopened = try WorkoutStore(path: path)
        #expect(try reopened.recording(for: run.workout.uuid) == run)
        #expect(try integrity(reopened) == "ok")
    }

    @Test func defaultPathFollowsTheEnvironment() {
        #expect(WorkoutStore.defaultPath(environment: ["WORKOUTKIT_STORE": "/x/s.db", "XDG_DATA_HOME": "/d", "HOME": "/h"]) == "/x/s.db")
        #expect(WorkoutStore.defaultPath(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]) == "/d/workoutkit/store.sqlite")
        #expect(WorkoutStore.defaultPath(environment: ["HOME": "/h"]) == "/h/.local/share/workoutkit/store.sqlite")
    }

    @Test func unwritablePathIsAOneLineError() throws {
        let folder = try TemporaryDirectory()
        let file = folder.path("plain.txt")
        try Data("hello".utf8).write(to: URL(fileURLWithPath: file))
        let error = #expect(throws: StoreError.self) { try WorkoutStore(path: file + "/store.sqlite") }
        guard case .notWritable(let path, _)? = error else {
            Issue.record("expected notWritable, got \(String(describing: error))")
            return
        }
        #expect(path == file + "/store.sqlite")
        #expect(error?.description.contains("\n") == false)
        #expect(throws: StoreError.notWritable(path: folder.url.path, reason: "it is a folder")) {
            try WorkoutStore(path: folder.url.path)
        }
    }

    @Test func fileThatIsNotAStoreIsRefused() throws {
        let folder = try TemporaryDirectory()
        let text = folder.path("notes.sqlite")
        try Data(String(repeating: "not a database at all\n", count: 100).utf8).write(to: URL(fileURLWithPath: text))
        #expect(throws: StoreError.notAStore(path: text)) { try WorkoutStore(path: text) }

        let other = folder.path("other.sqlite")
        let queue = try DatabaseQueue(path: other)
        try queue.write { try $0.execute(sql: "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)") }
        try queue.close()
        #expect(throws: StoreError.notAStore(path: other)) { try WorkoutStore(path: other) }
        #expect(StoreError.notAStore(path: other).description == "\(other) is not a workoutkit store")
    }

    @Test func storeWrittenByANewerVersionIsRefused() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("store.sqlite")
        do {
            let store = try WorkoutStore(path: path)
            try store.writer.write { try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')") }
        }
        #expect(throws: StoreError.invalid("the store at \(path) was written by a newer workoutkit")) {
            try WorkoutStore(path: path)
        }
    }

    @Test func everyErrorIsOneLine() {
        let uuid = UUID()
        let errors: [StoreError] = [
            .notWritable(path: "/x/store.sqlite", reason: "permission denied"), .locked(path: "/x/store.sqlite"),
            .notAStore(path: "/x/notes.txt"), .unknownWorkout("abc"), .ambiguousWorkoutID("ab", matches: 3),
            .unknownRoute(uuid), .syncVersionNotHigher(syncIdentifier: "run", stored: 2, given: 1),
            .notAuthorized(source: "Strava", type: "HKQuantityTypeIdentifierHeartRate", action: "read"),
            .duplicateUUID(uuid), .invalid("sample: ends before it starts"), .database("disk I/O error"),
            .readOnly(path: "/x/store.sqlite"), .full(path: "/x/store.sqlite"),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(!error.description.isEmpty)
        }
        #expect(StoreError.ambiguousWorkoutID("ab", matches: 3).description.contains("3 workouts"))
    }

    @Test func storeLockedLongerThanTheBusyTimeoutIsAOneLineError() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("store.sqlite")
        let store = try WorkoutStore(path: path, busyTimeout: 0.2)
        let other = try DatabaseQueue(path: path)
        try other.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            #expect(throws: StoreError.locked(path: path)) { try store.save(Fixture.run(seconds: 5)) }
            try db.execute(sql: "ROLLBACK")
        }
        try store.save(Fixture.run(seconds: 5))
        #expect(try store.workouts(WorkoutQuery()).count == 1)
    }

    @Test func fullDatabaseRollsTheSaveBackWithAOneLineErrorAndTheStoreGoesOn() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("store.sqlite")
        let store = try WorkoutStore(path: path)
        let first = Fixture.run(seconds: 30)
        try store.save(first)
        // SQLite's own limit on the file's pages: past it, writes fail with SQLITE_FULL as on a full disk.
        let pages = try store.writer.read { try Int.fetchOne($0, sql: "PRAGMA page_count") } ?? 0
        try store.writer.writeWithoutTransaction { try $0.execute(sql: "PRAGMA max_page_count = \(pages + 2)") }
        let big = Fixture.run(start: Fixture.morning.addingTimeInterval(86_400), seconds: 20_000, syncIdentifier: "big")
        #expect(throws: StoreError.full(path: path)) { try store.save(big) }
        #expect(!StoreError.full(path: path).description.contains("\n"))
        #expect(try store.workouts(WorkoutQuery()).map(\.workout.uuid) == [first.workout.uuid])
        #expect(try integrity(store) == "ok")
        try store.writer.writeWithoutTransaction { try $0.execute(sql: "PRAGMA max_page_count = 1073741823") }
        try store.save(big)
        #expect(try store.workouts(WorkoutQuery()).count == 2)
    }

    @Test func upToDateStoreOpensWhileAnotherProcessHoldsTheWriteLock() throws {
        // A store that is up to date is opened without the write lock: opening it while
        // another connection holds that lock (an import running) neither waits nor fails.
        let folder = try TemporaryDirectory()
        let path = folder.path("store.sqlite")
        let importer = try WorkoutStore(path: path)
        try importer.save(Fixture.run(seconds: 5))
        let other = try DatabaseQueue(path: path)
        try other.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            defer { try? db.execute(sql: "ROLLBACK") }
            let started = Date()
            let reader = try WorkoutStore(path: path, busyTimeout: 2)
            #expect(try reader.workouts(WorkoutQuery()).count == 1)
            #expect(Date().timeIntervalSince(started) < 1)
        }
    }

    @Test func twoImportersOnOneFileBothSucceed() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("store.sqlite")
        let stores = [try WorkoutStore(path: path), try WorkoutStore(path: path)]
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: 2) { importer in
            for index in 0..<15 {
                let start = Fixture.morning.addingTimeInterval(Double(importer * 1_000_000 + index * 3600))
                do {
                    try stores[importer].save(Fixture.run(start: start, seconds: 500, syncIdentifier: "\(importer)-\(index)"))
                } catch {
                    failures.increment()
                }
            }
        }
        #expect(failures.value == 0)
        #expect(try stores[0].workouts(WorkoutQuery()).count == 30)
        #expect(try stores[1].execute(SampleQuery(type: .heartRate)).count == 30 * 500)
        #expect(try stores[0].currentAnchor() == 30 * (1 + 502 + 1))
    }

    /// Runs the sqlite3 command on the store at `path`: `pragmas`, then in one transaction a
    /// workout and 300 000 samples (enough for SQLite to spill pages into the log or the file),
    /// and kills it with SIGKILL before it commits.
    private func killWriterMidTransaction(path: String, pragmas: String) throws {
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: Self.sqlite3Path)
        writer.arguments = [path]
        let input = Pipe()
        let output = Pipe()
        writer.standardInput = input
        writer.standardOutput = output
        try writer.run()
        let script = """
            PRAGMA busy_timeout = 10000;
            \(pragmas)
            BEGIN IMMEDIATE;
            INSERT INTO workouts (id, uuid, activity_type, start, end, duration, source_id, sync_version, content_digest)
                VALUES (900000, randomblob(16), 37, 0, 1, 1, 1, 1, 'x');
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300000)
                INSERT INTO samples (id, uuid, workout_id, type_id, start, end, value, source_id, flags)
                SELECT 1000000 + i, randomblob(16), 900000, 1, i, i, 60, 1, 0 FROM n;
            SELECT 'inserted';

            """
        input.fileHandleForWriting.write(Data(script.utf8))
        var said = Data()
        while !String(decoding: said, as: UTF8.self).contains("inserted") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said.append(chunk)
        }
        #expect(String(decoding: said, as: UTF8.self).contains("inserted"))
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        #expect(writer.terminationReason == .uncaughtSignal)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: sqlite3Path), "needs the sqlite3 command"))
    func importKilledMidTransactionLeavesNoTrace() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("store.sqlite")
        let run = Fixture.run(seconds: 100)
        do {
            let store = try WorkoutStore(path: path)
            try store.save(run)
        }
        try killWriterMidTransaction(path: path, pragmas: "")

        let store = try WorkoutStore(path: path)
        #expect(try integrity(store) == "ok")
        #expect(try store.workouts(WorkoutQuery()).map(\.workout.uuid) == [run.workout.uuid])
        #expect(try store.execute(SampleQuery(type: .heartRate)).count == 100)
        #expect(try store.recording(for: run.workout.uuid) == run)
        // The store goes on working.
        try store.save(Fixture.run(start: Fixture.morning.addingTimeInterval(86_400), seconds: 10, syncIdentifier: "next"))
        #expect(try store.workouts(WorkoutQuery()).count == 2)
    }

    @Test("A new store's first import killed halfway in rollback-journal mode (as an import session writes a new store) leaves the store empty, whole, and in WAL mode once opened",
          .enabled(if: FileManager.default.isExecutableFile(atPath: sqlite3Path), "needs the sqlite3 command"))
    func firstImportKilledInRollbackJournalModeLeavesAnEmptyStore() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("store.sqlite")
        do { _ = try WorkoutStore(path: path) }
        try killWriterMidTransaction(path: path, pragmas: "PRAGMA journal_mode = DELETE; PRAGMA synchronous = FULL; PRAGMA cache_size = -2000;")
        // The journal is hot: the pages written into the file are rolled back when the store opens.
        #expect(FileManager.default.fileExists(atPath: path + "-journal"))

        let store = try WorkoutStore(path: path)
        #expect(try integrity(store) == "ok")
        #expect(try store.currentAnchor() == 0)
        #expect(try store.workouts(WorkoutQuery()).isEmpty)
        #expect(try store.execute(SampleQuery(type: .heartRate)).isEmpty)
        #expect(try store.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
        let run = Fixture.run(seconds: 100)
        try store.save(run)
        #expect(try store.recording(for: run.workout.uuid) == run)
    }
}
