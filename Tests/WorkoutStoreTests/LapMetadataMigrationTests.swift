import Foundation
import Testing
import TestSupport
import GRDB
import WorkoutModel
@testable import WorkoutStore

/// Migration "v4-lapmeta-vocabulary": FIT laps saved before the one lap vocabulary
/// (`WKLapTrigger` with FIT's names, intensity `active`/`rest`) read back in it.
@Suite("lap metadata of stores written before the one vocabulary")
struct LapMetadataMigrationTests {
    private static func lap(_ offset: TimeInterval, _ metadata: Metadata) -> WorkoutEvent {
        WorkoutEvent(type: .lap, date: Fixture.morning.addingTimeInterval(offset), duration: 60, metadata: metadata)
    }

    @Test func aStoreWithFITTriggerNamesReadsThemBackAsTheVocabularyAndAReimportIsANewVersion() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("store.sqlite")
        var recording = Fixture.recording([Fixture.heartRate(140, at: Fixture.morning.addingTimeInterval(30))],
                                          syncIdentifier: "FIT-3952-1")
        recording.workout.endDate = Fixture.morning.addingTimeInterval(240)
        // As the FIT reader saved laps before: FIT's names under the old trigger key.
        recording.workout.events = [
            Self.lap(0, ["WKLapTrigger": .string("manual"), LapMetadataKey.intensity: .string("active")]),
            Self.lap(60, ["WKLapTrigger": .string("position_lap"), LapMetadataKey.intensity: .string("rest")]),
            Self.lap(120, ["WKLapTrigger": .string("session_end"), LapMetadataKey.intensity: .string("warmup")]),
            // A TCX lap (already in the vocabulary) is left as it is.
            Self.lap(180, [LapMetadataKey.triggerMethod: .string("HeartRate"), LapMetadataKey.intensity: .string("Active")]),
        ]
        let saved = try WorkoutStore(path: path).save([try PreparedRecording(recording)], courses: [], versioning: .nextVersionOnChange)
        let uuid = try #require(saved.recordings.first?.uuid)
        // Back to the schema before the migration, as a store of an earlier release is.
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'v4-lapmeta-vocabulary'") }
        try queue.close()

        let upgraded = try WorkoutStore(path: path)
        let events = try #require(try upgraded.recording(for: uuid)).workout.events
        #expect(events.map(\.metadata) == [
            [LapMetadataKey.triggerMethod: .string("Manual"), LapMetadataKey.intensity: .string("Active")],
            [LapMetadataKey.triggerMethod: .string("Location"), LapMetadataKey.intensity: .string("Resting")],
            [LapMetadataKey.triggerMethod: .string("session_end"), LapMetadataKey.intensity: .string("warmup")],
            [LapMetadataKey.triggerMethod: .string("HeartRate"), LapMetadataKey.intensity: .string("Active")],
        ])
        // The file read again now gives the laps in the vocabulary (and, from FIT, their
        // averages): other content than was saved, so a new version of the workout.
        var reread = recording
        reread.workout.events = events
        reread.workout.events[0].metadata[LapMetadataKey.averageHeartRate] = .quantity(Quantity(140, .countPerMinute))
        let again = try upgraded.save([try PreparedRecording(reread)], courses: [], versioning: .nextVersionOnChange)
        #expect(again.recordings.first?.status == .replaced)
        let latest = try #require(again.recordings.first?.uuid)
        #expect(try upgraded.recording(for: latest)?.workout.events.map(\.metadata) == reread.workout.events.map(\.metadata))
    }
}
