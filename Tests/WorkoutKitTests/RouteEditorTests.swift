import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("RouteEditor")
struct RouteEditorTests {
    static func runInStore(_ dir: TemporaryDirectory) throws -> (WorkoutStore, String) {
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let report = try Fixtures.importing([Fixtures.morningRun], into: store)
        return (store, try #require(report.outcomes.first?.uuid).uuidString)
    }

    @Test("An edit is a proposal: nothing is saved until save, which adds the next version")
    func editThenSave() throws {
        let dir = try TemporaryDirectory()
        let (store, id) = try Self.runInStore(dir)
        let editor = RouteEditor(store: store)
        let edit = try editor.smooth(workout: String(id.prefix(8)))
        #expect(edit.locations.count == edit.route.locations.count)
        #expect(edit.before.locationCount == edit.after.locationCount)
        #expect(try editor.history(workout: id).versions.count == 1)
        let saved = try editor.save(edit)
        #expect(saved.version == 2)
        let history = try editor.history(workout: id)
        #expect(history.versions.map(\.version.operation) == ["import", "smooth"])
        #expect(history.versions.map(\.version.isCurrent) == [false, true])
    }

    @Test("clean and simplify record their parameters; revert restores version 1 as a new version")
    func cleanSimplifyRevert() throws {
        let dir = try TemporaryDirectory()
        let (store, id) = try Self.runInStore(dir)
        let editor = RouteEditor(store: store)
        let cleaned = try editor.clean(workout: id, maximumSpeed: 9)
        #expect(cleaned.operation.parameters["maximumSpeed"] == 9)
        try editor.save(cleaned)
        let simplified = try editor.simplify(workout: id, tolerance: 5)
        #expect(simplified.operation.parameters["tolerance"] == 5)
        #expect(simplified.after.locationCount < simplified.before.locationCount)
        try editor.save(simplified)
        let (uuid, restored) = try editor.revert(workout: id, to: 1)
        #expect(uuid.uuidString == id)
        #expect(restored.version == 4)
        let versions = try editor.history(workout: id).versions
        #expect(versions.map(\.version.operation) == ["import", "clean", "simplify", RouteVersion.revertOperation])
        #expect(versions[3].version.parameters["version"] == 1)
        #expect(versions[3].version.locationCount == versions[0].version.locationCount)
        #expect(versions[3].metrics == versions[0].metrics)
        // The restored version is the workout's current route.
        let current = try #require(try store.recording(for: uuid)?.routes.first)
        #expect(current.uuid == versions[3].version.uuid)
    }

    @Test("Cleaning that would drop every location is refused, naming the workout")
    func cleaningWouldEmpty() throws {
        let dir = try TemporaryDirectory()
        let (store, id) = try Self.runInStore(dir)
        let editor = RouteEditor(store: store)
        var edit = try editor.clean(workout: id)
        edit.locations = []
        #expect(throws: PipelineError.cleaningWouldEmptyRoute(workout: edit.workout.uuid, locationCount: edit.route.locations.count)) {
            try editor.save(edit)
        }
        #expect(try editor.history(workout: id).versions.count == 1)
    }

    // Moved from the CLI tests (RouteCommandTests.smoothACorpusRecording).
    @Test("Smoothing a recorded GPX run shortens it, but not below the straight line",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func smoothACorpusRecording() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let file = try #require(Corpus.url("gpx/garmin-connect-run-tpx-hr-cad.gpx"))
        let imported = try Fixtures.importing([file.path], into: store)
        #expect(imported.counts.failed == 0, "\(Fixtures.failures(imported))")
        let uuid = try #require(imported.outcomes.first?.uuid)
        let editor = RouteEditor(store: store)
        let smoothed = try editor.save(try editor.smooth(workout: uuid.uuidString))
        #expect(smoothed.version == 2)
        let versions = try editor.history(workout: uuid.uuidString).versions
        #expect(versions.count == 2)
        let route = try store.route(workout: uuid, version: 1).locations
        let first = try #require(route.first), last = try #require(route.last)
        let straight = Geodesy.distance(first, last)
        let raw = try #require(versions.first?.metrics.distance)
        let smooth = try #require(versions.last?.metrics.distance)
        #expect(straight <= smooth && smooth <= raw, "straight \(straight) smoothed \(smooth) raw \(raw)")
    }
}
