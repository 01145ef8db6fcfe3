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
        #expect(simplified.after.locationCount < simplified.before.locationCount)
        try editor.save(simplified)
        let (uuid, restored) = try editor.revert(workout: id, to: 1)
        #expect(uuid.uuidString == id)
        #expect(restored.version == 4)
        let versions = try editor.history(workout: id).versions
        #expect(versions.map(\.version.operation) == ["import", "clean", "simplify", RouteVersion.revertOperation])
        #expect(versions[3].metrics == versions[0].metrics)
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
}
