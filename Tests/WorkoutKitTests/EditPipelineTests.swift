import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("EditPipeline")
struct EditPipelineTests {
    /// A store holding the sample morning run, and the run's ID.
    static func runInStore(_ dir: TemporaryDirectory) throws -> (WorkoutStore, UUID) {
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let report = try Fixtures.importing([Fixtures.morningRun], into: store)
        return (store, try #require(report.outcomes.first?.uuid))
    }

    @Test("a trimmed stored workout is saved as its next version: the old one deleted, changes report both")
    func trimSavesNextVersion() throws {
        let dir = try TemporaryDirectory()
        let (store, uuid) = try Self.runInStore(dir)
        let anchor = try store.currentAnchor()
        let pipeline = EditPipeline(store: store)
        let input = EditInput(String(uuid.uuidString.prefix(8)))
        #expect(input == .storedWorkout(String(uuid.uuidString.prefix(8))))
        let original = try pipeline.read(input)
        let trimmed = try RecordingEditor.trim(original, skippingStart: 60, skippingEnd: 0, name: input.name)
        let outcome = try pipeline.save(trimmed, replacing: original)
        #expect(outcome.status == .replaced && outcome.replacedUUID == uuid)
        let workouts = try Fixtures.summaries(store)
        try #require(workouts.count == 1)
        let saved = workouts[0].workout
        #expect(saved.uuid == outcome.uuid && saved.uuid != uuid)
        #expect(saved.syncIdentifier == original.workout.syncIdentifier)
        #expect(saved.syncVersion == original.workout.syncVersion + 1)
        #expect(saved.startDate == original.workout.startDate.addingTimeInterval(60))
        let changes = try store.execute(AnchoredObjectQuery(filter: .workout, anchor: anchor))
        #expect(changes.deleted.map(\.uuid) == [uuid] && changes.added.map(\.uuid) == [saved.uuid])
        // The same edit again changes nothing more: the digest is the stored one.
        let again = try pipeline.read(.storedWorkout(saved.uuid.uuidString))
        #expect(try pipeline.save(try RecordingEditor.trim(again, name: "again"), replacing: again).status == .unchanged)
    }

    @Test("with asNewWorkout the result is saved beside the stored workout, which stays")
    func keepSavesNewWorkout() throws {
        let dir = try TemporaryDirectory()
        let (store, uuid) = try Self.runInStore(dir)
        let pipeline = EditPipeline(store: store)
        let original = try pipeline.read(.storedWorkout(uuid.uuidString))
        let shifted = RecordingEditor.shift(original, by: 86_400)
        let outcome = try pipeline.save(shifted, replacing: original, asNewWorkout: true)
        #expect(outcome.status == .imported)
        let workouts = try Fixtures.summaries(store)
        #expect(Set(workouts.map(\.workout.uuid)) == [uuid, outcome.uuid])
        #expect(workouts.first { $0.workout.uuid == outcome.uuid }?.workout.syncIdentifier == nil)
    }

    @Test("a file input is read as one workout and written with a writer; an unknown stored ID is the store's error")
    func fileInputAndErrors() throws {
        let dir = try TemporaryDirectory()
        let pipeline = EditPipeline()
        let recording = try pipeline.read(EditInput(Fixtures.morningRun))
        let gpx = try #require(FormatRegistry.standard.writer(named: "gpx"))
        let path = dir.path("run.gpx")
        try pipeline.write([try RecordingEditor.trim(recording, skippingStart: 30, skippingEnd: 30, name: "run")], with: gpx, to: .file(path))
        let back = try EditPipeline().read(.file(path))
        #expect(back.workout.startDate == recording.workout.startDate.addingTimeInterval(30))
        #expect(throws: PipelineError.noSuchFile("missing.fit")) { try pipeline.read(.file("missing.fit")) }
        #expect(EditPipeline.partPaths(of: .file("/x/ride.fit.gz"), count: 2, in: "out", writer: gpx) == ["out/ride-1.gpx", "out/ride-2.gpx"])
    }

    /// The sample run split in two halves saved in the store (the first as the run's next
    /// version), read back: the store and the two stored parts.
    static func halvesInStore(_ dir: TemporaryDirectory) throws -> (WorkoutStore, [WorkoutRecording]) {
        let (store, uuid) = try runInStore(dir)
        let pipeline = EditPipeline(store: store)
        let run = try pipeline.read(.storedWorkout(uuid.uuidString))
        let middle = run.workout.startDate.addingTimeInterval(run.workout.endDate.timeIntervalSince(run.workout.startDate) / 2)
        let outcomes = try pipeline.save(parts: try RecordingEditor.split(run, at: [middle], name: "run"), splitFrom: run)
        return (store, try outcomes.map { try pipeline.read(.storedWorkout($0.uuid.uuidString)) })
    }

    @Test("a combination of stored workouts is saved and the others deleted in one transaction: when the deletion fails after the save, the store is as it was")
    func combineSavesAndDeletesInOneTransaction() throws {
        let dir = try TemporaryDirectory()
        let (store, halves) = try Self.halvesInStore(dir)
        let pipeline = EditPipeline(store: store)
        let combined = try RecordingEditor.combine(halves, names: ["first", "second"])

        // The second half deleted meanwhile (as another process would): the save of the
        // combination, done first in the transaction, is rolled back with the failed deletion.
        let failing = try WorkoutStore(path: dir.path("failing.sqlite"))
        _ = try failing.save(halves, versioning: .nextVersionOnChange)
        try failing.delete(workouts: [halves[1].workout.uuid])
        let before = try SQLiteDump.tables(path: failing.path)
        #expect(throws: StoreError.unknownWorkout(halves[1].workout.uuid.uuidString)) {
            try EditPipeline(store: failing).save(combined, combining: halves)
        }
        #expect(try SQLiteDump.tables(path: failing.path) == before)
        #expect(try Fixtures.summaries(failing).map(\.workout.uuid) == [halves[0].workout.uuid])

        // Both halves there: the combination is the first's next version, the second deleted.
        let anchor = try store.currentAnchor()
        let outcome = try pipeline.save(combined, combining: halves)
        #expect(outcome.status == .replaced && outcome.replacedUUID == halves[0].workout.uuid)
        #expect(try Fixtures.summaries(store).map(\.workout.uuid) == [outcome.uuid])
        let changes = try store.execute(AnchoredObjectQuery(filter: .workout, anchor: anchor))
        #expect(Set(changes.deleted.map(\.uuid)) == Set(halves.map(\.workout.uuid)) && changes.added.map(\.uuid) == [outcome.uuid])
    }
}
