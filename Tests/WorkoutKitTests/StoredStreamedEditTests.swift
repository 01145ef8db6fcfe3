import Foundation
import Testing
import TestSupport
import WorkoutKit

/// `shift` of a stored workout saved while it is read (``EditPipeline/saveStreamed(_:edit:asNewWorkout:)``):
/// the store ends up as the whole edit leaves it (``EditPipeline/read(_:events:)``, ``RecordingEditor``,
/// ``EditPipeline/save(_:replacing:asNewWorkout:)``), but for the new objects' UUIDs.
@Suite("Edits of stored workouts saved while they are read", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct StoredStreamedEditTests {
    /// A FIT ride with developer fields, a GPX ride with power, a TCX run with laps.
    static let files = ["fit/hammerhead-karoo2-ride-devfields.fit", "gpx/strava-ride-power.gpx", "tcx/garmin-fr410-run-hr-3laps.tcx"]

    /// The edits, as streamed and as the whole edit makes them.
    static var edits: [(name: String, streamed: StreamedEdit, whole: (WorkoutRecording) throws -> EditedRecording)] {
        [
            ("shift -1:00:00", .shift(by: -3600), { RecordingEditor.shift($0, by: -3600) }),
            ("shift 90.5 s", .shift(by: 90.5), { RecordingEditor.shift($0, by: 90.5) }),
            ("utc-offset Europe/Berlin", .retag(in: TimeZone(identifier: "Europe/Berlin")),
             { RecordingEditor.retag($0, localTimeIn: try #require(TimeZone(identifier: "Europe/Berlin"))) }),
        ]
    }

    /// `recording` with every UUID of its own (workout, legs, samples, routes, waypoints) the same.
    static func withoutIdentities(_ recording: WorkoutRecording) -> WorkoutRecording {
        let none = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        var result = recording
        result.workout.uuid = none
        result.workout.activities = result.workout.activities.map { var leg = $0; leg.uuid = none; return leg }
        result.samples = result.samples.map { var sample = $0; sample.uuid = none; return sample }
        result.routes = result.routes.map { var route = $0; route.uuid = none; return route }
        result.waypoints = result.waypoints.map { var waypoint = $0; waypoint.uuid = none; return waypoint }
        return result
    }

    /// What `list` counts of each stored workout: samples, route locations, heart rates.
    static func counts(_ store: WorkoutStore) throws -> [[Int]] {
        try Fixtures.summaries(store).map { [$0.sampleCount, $0.routeLocationCount, $0.heartRateCount] }
    }

    /// The changes after `anchor` as (change, kind) pairs with each UUID numbered in order of first
    /// appearance (sorted: the tombstones of a streamed save come after the new version's objects),
    /// and the new anchor.
    static func changes(_ store: WorkoutStore, after anchor: Int) throws -> (changes: [String], newAnchor: Int) {
        let result = try store.execute(AnchoredObjectQuery(anchor: anchor))
        var numbers: [UUID: Int] = [:]
        let all = (result.added.map { ("added", $0) } + result.deleted.map { ("deleted", $0) }).sorted { $0.1.anchor < $1.1.anchor }
        let listed = all.map { change, object in
            let number = numbers[object.uuid] ?? numbers.count
            numbers[object.uuid] = number
            return "\(change) \(object.kind.rawValue) \(number)"
        }
        return (listed.sorted(), result.newAnchor - anchor)
    }

    @Test("a shift and a re-tag of a stored FIT, GPX and TCX workout saved while read, as its next version and with --keep: the store holds what the whole edit saves, with the same changes",
          arguments: files)
    func streamedShiftSavesWhatTheWholeShiftSaves(file: String) throws {
        let dir = try TemporaryDirectory()
        let input = try Fixtures.corpus(file)
        for edit in Self.edits {
            for keeping in [false, true] {
                let whole = try WorkoutStore(path: dir.path("whole.sqlite"))
                let streamed = try WorkoutStore(path: dir.path("streamed.sqlite"))
                defer { try? FileManager.default.removeItem(atPath: dir.path("whole.sqlite")) }
                defer { try? FileManager.default.removeItem(atPath: dir.path("streamed.sqlite")) }
                _ = try Fixtures.importing([input], into: whole)
                _ = try Fixtures.importing([input], into: streamed)
                let uuid = try #require(try Fixtures.summaries(streamed).first?.workout.uuid)
                #expect(try Fixtures.summaries(whole).first?.workout.uuid == uuid)
                let anchor = try streamed.currentAnchor()
                #expect(try whole.currentAnchor() == anchor)

                let pipeline = EditPipeline(store: whole)
                let original = try pipeline.read(.storedWorkout(uuid.uuidString))
                let saved = try pipeline.save(try edit.whole(original), replacing: original, asNewWorkout: keeping)
                let outcome = try #require(try EditPipeline(store: streamed).saveStreamed(
                    .storedWorkout(uuid.uuidString), edit: edit.streamed, asNewWorkout: keeping), "\(file) \(edit.name) streams")
                #expect(outcome.original == uuid)
                #expect(outcome.saved.status == saved.status, "\(file) \(edit.name)")
                #expect(outcome.droppedTotals.isEmpty)

                let wholeResult = try #require(try whole.recording(for: saved.uuid))
                let streamedResult = try #require(try streamed.recording(for: outcome.saved.uuid))
                #expect(Self.withoutIdentities(streamedResult) == Self.withoutIdentities(wholeResult), "\(file) \(edit.name) keep: \(keeping)")
                #expect(streamedResult.workout.startDate != original.workout.startDate)
                #expect(try Self.counts(streamed) == Self.counts(whole))
                let (streamedChanges, streamedAnchors) = try Self.changes(streamed, after: anchor)
                let (wholeChanges, wholeAnchors) = try Self.changes(whole, after: anchor)
                #expect(streamedChanges == wholeChanges && streamedAnchors == wholeAnchors, "\(file) \(edit.name) keep: \(keeping)")
                #expect(streamedChanges.contains { $0.hasPrefix("deleted workout") } == !keeping)
            }
        }
    }

    @Test("a trim, an unknown ID, and a re-tag in the zone a workout does not state: nothing saved streamed (the trim reads whole), or refused as the whole edit refuses it")
    func whereItDoesNotStream() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        _ = try Fixtures.importing([try Fixtures.corpus("gpx/strava-ride-power.gpx")], into: store)
        let uuid = try #require(try Fixtures.summaries(store).first?.workout.uuid)
        let anchor = try store.currentAnchor()
        let pipeline = EditPipeline(store: store)
        #expect(try pipeline.saveStreamed(.storedWorkout(uuid.uuidString), edit: .trim(bounds: { _ in (nil, nil) })) == nil)
        #expect(throws: StoreError.self) { try pipeline.saveStreamed(.storedWorkout("00000000"), edit: .shift(by: 1)) }
        let whole = try pipeline.read(.storedWorkout(uuid.uuidString))
        let wholeError = #expect(throws: EditError.self) { try RecordingEditor.retagInStatedZone(whole, input: "workout \(uuid.uuidString)") }
        let streamedError = #expect(throws: EditError.self) { try pipeline.saveStreamed(.storedWorkout(uuid.uuidString), edit: .retag(in: nil)) }
        #expect(wholeError.map { "\($0)" } == streamedError.map { "\($0)" })
        #expect(try store.currentAnchor() == anchor)
    }
}
