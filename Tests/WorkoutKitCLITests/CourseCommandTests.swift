import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("workoutkit import, list, show, export, delete and changes of courses",
       .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
struct CourseCommandTests {
    /// A GPX 1.0 route of 55 named points, and a file with a timed track and one without times.
    private static let routeFile = "gpx/gpx10-route-only.gpx"
    private static let mixedFile = "gpx/gpsbabel-2-tracks-10-segments.gpx"

    private func importCourses(_ dir: TemporaryDirectory) throws -> (store: String, courses: [[String: Any]]) {
        let store = dir.path("s.sqlite")
        let files = try [Self.routeFile, Self.mixedFile].map { try #require(Corpus.url($0)).path }
        let result = try CLIRunner.run(["import", "--json", "--quiet"] + files + ["--store", store])
        #expect(result.status == 0, "\(result.stderr)")
        let outcomes = try jsonObjects(result.stdout)
        #expect(outcomes.map { $0["status"] as? String } == ["imported", "imported", "imported"])
        return (store, outcomes.filter { $0["kind"] as? String == "course" })
    }

    @Test("import stores a route and an untimed track as courses beside the timed track's workout; again, unchanged")
    func importKeepsCoursesAndReimportIsUnchanged() throws {
        let dir = try TemporaryDirectory()
        let (store, courses) = try importCourses(dir)
        #expect(courses.count == 2)
        let files = try [Self.routeFile, Self.mixedFile].map { try #require(Corpus.url($0)).path }
        let again = try CLIRunner.run(["import", "--json", "--quiet"] + files + ["--store", store])
        #expect(try jsonObjects(again.stdout).map { $0["status"] as? String } == ["unchanged", "unchanged", "unchanged"])
    }

    @Test("list shows courses after workouts with kind course; list --json objects carry kind")
    func listShowsCourses() throws {
        let dir = try TemporaryDirectory()
        let (store, _) = try importCourses(dir)
        let objects = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
        #expect(objects.map { $0["kind"] as? String } == ["workout", "course", "course"])
        #expect(objects.dropFirst().map { $0["pointCount"] as? Int } == [55, 23])
        #expect(objects[1]["waypointCount"] as? Int == 55)
        let human = lines(try CLIRunner.run(["list", "--store", store]).stdout)
        #expect(human.count == 3)
        #expect(human[2].split(separator: "\t").dropFirst().prefix(4) == ["-", "course", "No Times", "23 points"])
        // A filter selects workouts only.
        #expect(lines(try CLIRunner.run(["list", "--type", "other", "--store", store]).stdout).count == 1)
    }

    @Test("show and export --course give the course back; GPX keeps every point and named point")
    func showAndExportACourse() throws {
        let dir = try TemporaryDirectory()
        let (store, courses) = try importCourses(dir)
        let uuid = try #require(courses.first?["uuid"] as? String)
        let shown = try jsonObjects(try CLIRunner.run(["show", String(uuid.prefix(8)), "--json", "--store", store]).stdout)
        let course = try #require(shown.first)
        #expect(course["kind"] as? String == "course")
        #expect((course["points"] as? [Any])?.count == 55)
        #expect(((course["waypoints"] as? [[String: Any]])?.first)?["name"] as? String == "#001")

        let export = try CLIRunner.run(["export", "--course", uuid, "--format", "gpx", "--store", store])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.components(separatedBy: "<rtept ").count - 1 == 55)
        #expect(export.stdout.components(separatedBy: "<name>#0").count - 1 == 55)
        #expect(!export.stdout.contains("<trk>"))

        // JSON holds courses: the export is the show --json line.
        let json = try CLIRunner.run(["export", "--course", uuid, "--format", "json", "--store", store])
        #expect(json.status == 0 && json.stderr.isEmpty, "\(json.stderr)")
        #expect(json.stdout == (try CLIRunner.run(["show", uuid, "--json", "--store", store]).stdout))
        // A format without courses names the course as lost.
        let table = try CLIRunner.run(["export", "--course", uuid, "--format", "csv", "--csv-layout", "workouts", "--store", store])
        #expect(table.stderr.contains("CSV cannot hold the course (55 points and 55 waypoints)"))
    }

    @Test("a workout with waypoints and a course: import → export JSON → import into a new store → export JSON gives the same bytes")
    func jsonExportRoundTripsWaypointsAndCourses() throws {
        let dir = try TemporaryDirectory()
        let file = try #require(Corpus.url("gpx/expertgps-track-route-waypoints.gpx")).path
        let first = dir.path("a.sqlite"), second = dir.path("b.sqlite")
        #expect(try CLIRunner.run(["import", "--quiet", file, "--store", first]).status == 0)
        let exported = try CLIRunner.run(["export", "--format", "json", "--store", first])
        #expect(exported.status == 0 && exported.stderr.isEmpty, "\(exported.stderr)")
        let objects = try jsonObjects(exported.stdout)
        #expect(objects.count == 2)
        #expect((objects.first?["waypoints"] as? [Any])?.count == 86)
        #expect(objects.last?["kind"] as? String == "course")
        let path = dir.path("a.json")
        try exported.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        let imported = try CLIRunner.run(["import", "--json", "--quiet", path, "--store", second])
        #expect(try jsonObjects(imported.stdout).map { $0["status"] as? String } == ["imported", "imported"])
        #expect(try CLIRunner.run(["export", "--format", "json", "--store", second]).stdout == exported.stdout)
        // convert writes the same objects (with the UUIDs of a new reading).
        let converted = try jsonObjects(try CLIRunner.run(["convert", file, "--to", "json"]).stdout)
        #expect(converted.map { $0["kind"] as? String } == [nil, "course"])
    }

    @Test("delete takes course IDs, and changes reports the course and its waypoints added and deleted")
    func deleteACourse() throws {
        let dir = try TemporaryDirectory()
        let (store, courses) = try importCourses(dir)
        let uuid = try #require(courses.first?["uuid"] as? String)
        let before = try jsonObjects(try CLIRunner.run(["changes", "--json", "--store", store]).stdout)
        let added = before.filter { $0["change"] as? String == "added" }
        #expect(added.filter { $0["kind"] as? String == "course" }.count == 2)
        #expect(added.filter { $0["kind"] as? String == "waypoint" }.count == 55)
        let anchor = try #require(before.last?["anchor"] as? Int)

        let deleted = try CLIRunner.run(["delete", String(uuid.prefix(8)), "--store", store])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(deleted.stderr.contains("deleted 1 course"))
        let after = try jsonObjects(try CLIRunner.run(["changes", "--json", "--anchor", String(anchor), "--store", store]).stdout)
        #expect(after.filter { $0["kind"] as? String == "course" }.map { $0["uuid"] as? String } == [uuid])
        #expect(after.filter { $0["kind"] as? String == "waypoint" }.count == 55)
        #expect(lines(try CLIRunner.run(["list", "--store", store]).stdout).count == 2)
    }
}
