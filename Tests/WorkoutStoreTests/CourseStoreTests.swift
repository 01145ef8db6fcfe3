import Foundation
import Testing
import WorkoutModel
@testable import WorkoutStore

/// A course like a planned ride: `count` points, every third without an elevation, times
/// only when `timed`, and two waypoints (one naming a point).
private func plannedCourse(count: Int = 10, timed: Bool = false, name: String = "Loop") -> Course {
    var points = CoursePoints()
    for index in 0..<count {
        let step = Double(index)
        points.append(.init(
            latitude: 47.1 + step * 1e-4, longitude: 8.5 - step * 1.7e-4, elevation: index % 3 == 0 ? nil : 400 + step * 0.1,
            time: timed ? Date(timeIntervalSince1970: 1_700_000_000 + step) : nil, distance: index % 2 == 0 ? step * 12.5 : nil))
    }
    return Course(
        name: name, source: Source(name: "Komoot"), syncIdentifier: "gpx|Komoot|rte 1|\(name)",
        metadata: [MetadataKey.originalFormat: .string("gpx"), MetadataKey.notes: .string("a loop")], points: points,
        waypoints: [
            Waypoint(name: "Hut", comment: "c", description: "d", symbol: "Lodging", type: "Shelter", latitude: 47.2,
                     longitude: 8.4, elevation: 1200.5, time: Date(timeIntervalSince1970: 1_700_000_000.25)),
            Waypoint(name: "Turn", latitude: points.latitudes[1], longitude: points.longitudes[1],
                     metadata: [MetadataKey.coursePointIndex: .integer(1)]),
        ])
}

@Suite("Courses and waypoints in the store")
struct CourseStoreTests {
    @Test("a saved course comes back exactly as saved, over several point chunks, untimed points untimed")
    func courseRoundTrip() throws {
        let store = try WorkoutStore.inMemory()
        for course in [plannedCourse(), plannedCourse(count: CoursePointChunk.capacity * 2 + 7, timed: true, name: "Long")] {
            let outcome = try store.save([], courses: [course]).courses
            #expect(outcome == [SaveOutcome(uuid: course.uuid, status: .imported)])
            #expect(try store.course(for: course.uuid) == course)
        }
        let summaries = try store.courses()
        #expect(summaries.map(\.name) == ["Loop", "Long"])
        #expect(summaries.map(\.pointCount) == [10, CoursePointChunk.capacity * 2 + 7])
        #expect(summaries.map(\.waypointCount) == [2, 2])
    }

    @Test("the same course again is unchanged; changed, it replaces the stored one as its next version")
    func courseVersions() throws {
        let store = try WorkoutStore.inMemory()
        let first = plannedCourse()
        try store.save([], courses: [first], versioning: .nextVersionOnChange)
        var again = plannedCourse()  // new UUIDs, same content
        again.uuid = UUID()
        let unchanged = try store.save([], courses: [again], versioning: .nextVersionOnChange).courses
        #expect(unchanged == [SaveOutcome(uuid: first.uuid, status: .unchanged)])

        var edited = plannedCourse(count: 11)
        edited.uuid = UUID()
        let replaced = try store.save([], courses: [edited], versioning: .nextVersionOnChange).courses
        #expect(replaced == [SaveOutcome(uuid: edited.uuid, status: .replaced, replacedUUID: first.uuid)])
        #expect(try store.course(for: first.uuid) == nil)
        #expect(try store.course(for: edited.uuid)?.syncVersion == 2)
        #expect(try store.courses().count == 1)
    }

    @Test("changes reports courses and waypoints added, and deleted with their course or workout")
    func changesReportCoursesAndWaypoints() throws {
        let store = try WorkoutStore.inMemory()
        let course = plannedCourse()
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let workout = Workout(activityType: .cycling, start: start, end: start.addingTimeInterval(60))
        let recording = WorkoutRecording(workout: workout, waypoints: [Waypoint(name: "Start", latitude: 1, longitude: 2)])
        try store.save([PreparedRecording(recording)], courses: [course])
        #expect(try store.recording(for: workout.uuid)?.waypoints == recording.waypoints)

        let added = try store.execute(AnchoredObjectQuery())
        #expect(added.added.filter { $0.kind == .course }.map(\.uuid) == [course.uuid])
        #expect(Set(added.added.filter { $0.kind == .waypoint }.map(\.uuid))
                == Set((course.waypoints + recording.waypoints).map(\.uuid)))
        #expect(try store.execute(AnchoredObjectQuery(filter: .course)).added.count == 1)

        try store.delete(courses: [course.uuid])
        try store.delete(workouts: [workout.uuid])
        let deleted = try store.execute(AnchoredObjectQuery(anchor: added.newAnchor)).deleted
        #expect(deleted.filter { $0.kind == .course }.map(\.uuid) == [course.uuid])
        #expect(Set(deleted.filter { $0.kind == .waypoint }.map(\.uuid)) == Set((course.waypoints + recording.waypoints).map(\.uuid)))
        #expect(try store.courses().isEmpty)
        #expect(throws: StoreError.unknownCourse(course.uuid.uuidString)) { try store.delete(courses: [course.uuid]) }
    }

    @Test("an ID resolves to a workout or a course; a prefix matching both is ambiguous", arguments: StoreBackend.available)
    func idsResolveToWorkoutsAndCourses(backend: StoreBackend) throws {
        var course = plannedCourse()
        course.uuid = UUID(uuidString: "ABCD0000-0000-4000-8000-000000000001")!
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        var workout = Workout(activityType: .cycling, start: start, end: start.addingTimeInterval(60))
        workout.uuid = UUID(uuidString: "ABCE0000-0000-4000-8000-000000000002")!
        let held = try backend.store { try $0.save([PreparedRecording(WorkoutRecording(workout: workout))], courses: [course]) }
        let store = held.store
        #expect(try store.course(for: course.uuid) == course)
        #expect(try store.resolveWorkoutID("abce-0000") == workout.uuid)
        #expect(try store.resolveObjectID("abcd") == .course(course.uuid))
        #expect(try store.resolveObjectID("ABCE0000") == .workout(workout.uuid))
        #expect(throws: StoreError.ambiguousID("abc", workouts: 1, courses: 1)) { try store.resolveObjectID("abc") }
        #expect(throws: StoreError.unknownWorkout("ffff")) { try store.resolveObjectID("ffff") }
    }

    @Test("a course with a point time out of the store's range is refused and nothing is saved")
    func badCourseIsRefused() throws {
        let store = try WorkoutStore.inMemory()
        var points = CoursePoints()
        points.append(.init(latitude: 1, longitude: 2, time: Date(timeIntervalSinceReferenceDate: 1e12)))
        let course = Course(name: "bad", points: points)
        #expect(throws: StoreError.self) { try store.save([], courses: [course]) }
        #expect(try store.courses().isEmpty)
    }
}
