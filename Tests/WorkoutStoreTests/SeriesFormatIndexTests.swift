import Foundation
import GRDB
import Testing
import TestSupport
import WorkoutModel
@testable import WorkoutStore

/// The index on `sample_series (workout_id, type_id, format)` (migration
/// "v10-series-workout-type-format-index"): a workout's reader picks the chunks that are not
/// its point values from it, where reading `format` from the rows read every chunk's bytes.
@Suite("Series chunks picked by type and format from the index")
struct SeriesFormatIndexTests {
    @Test("a workout's reader finds its chunks other than point values in the index alone, never in the chunks' rows")
    func readerUsesTheIndex() throws {
        let store = try WorkoutStore.inMemory()
        let condition = StoredWorkoutReader.restChunks(valueTypeIDs: "1, 2, 3")
        let details = try store.writer.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT c.id FROM sample_series c WHERE " + condition,
                             arguments: [1]).map { $0["detail"] as String }
        }
        #expect(details.contains { $0.contains("COVERING INDEX sample_series_workout_type_format") }, "\(details)")
        #expect(details.contains { $0.contains("INTEGER PRIMARY KEY") }, "\(details)")
    }

    @Test("a store of an earlier release gains the index when opened, and its workouts read the same")
    func earlierStoreIsUpgraded() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("store.sqlite")
        let run = Fixture.run(seconds: 900)
        try WorkoutStore(path: path).importSession { session in _ = try session.save(run) }
        let before = try #require(try WorkoutStore(path: path).recording(for: run.workout.uuid))
        // Back to the schema before the migration, as a store of an earlier release is.
        let queue = try DatabaseQueue(path: path)
        let packed = try queue.write { db in
            try db.execute(sql: """
                DROP INDEX sample_series_workout_type_format;
                DELETE FROM grdb_migrations WHERE identifier = 'v10-series-workout-type-format-index';
                """)
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM sample_series") ?? 0
        }
        try queue.close()
        #expect(packed > 0, "the fixture's heart rate is packed in chunks")

        let upgraded = try WorkoutStore(path: path)
        let indexes = try upgraded.writer.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'sample_series'")
        }
        #expect(indexes.contains("sample_series_workout_type_format"))
        #expect(try upgraded.recording(for: run.workout.uuid) == before)
        #expect(before == run)
    }
}
