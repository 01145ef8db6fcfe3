import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// Writes courses (and recordings before them) into one point table.
private func pointTable(_ recordings: [WorkoutRecording] = [], courses: [Course]) throws -> String {
    let sink = DataByteSink()
    let session = try CSVRecordingWriter().makeSession(output: sink)
    for recording in recordings { try session.write(recording) }
    for course in courses { try #require(session as? any CourseWriting).write(course) }
    try session.finish()
    return sink.string
}

@Suite("Courses in the CSV point table")
struct CSVCourseTests {
    @Test("a course is a row per point with its UUID and an empty time cell; read back, a course with every position, elevation and distance")
    func courseRowsRoundTrip() throws {
        let course = Course(name: "loop", points: CoursePoints([
            .init(latitude: 46.5, longitude: 6.6, elevation: 372.4),
            .init(latitude: 46.5012345, longitude: 6.6023456, distance: 226.4),
            .init(latitude: 46.5098765, longitude: 6.6198765, elevation: 455.8, distance: 1879.7),
        ]))
        let table = try pointTable(courses: [course])
        let rows = table.split(separator: "\r\n").map(String.init)
        #expect(rows.count == 4)
        #expect(rows[1] == "\(course.uuid.uuidString),,46.5,6.6,372.4,,,,,,")
        #expect(rows[2] == "\(course.uuid.uuidString),,46.5012345,6.6023456,,,,,,226.4,")
        let read = try CSVRecordingReader().readRecordingsAndCourses(
            from: DataByteSource(Array(table.utf8)), context: ReadContext(name: "in.csv"))
        #expect(read.recordings.isEmpty)
        let again = try #require(read.courses.first)
        #expect(read.courses.count == 1)
        #expect(again.uuid == course.uuid)
        #expect(again.points == course.points)
    }

    @Test("the point table names what it leaves out of a course: its name, its points' times, its waypoints")
    func lossesOfACourse() throws {
        let course = try #require(try courses(GPXRecordingReader(), Array(plannedRide.utf8)).first)
        #expect(LossReport.losses(writing: course, as: CSVRecordingWriter().capabilities)
                == ["the course's name \"Lavaux loop\"", "the time of 3 course points", "3 waypoints"])
        #expect(LossReport.losses(writing: course, as: CSVRecordingWriter(layout: .samples).capabilities)
                == ["the course \"Lavaux loop\" (3 points and 3 waypoints)"])
    }

    @Test("a workout and a course in one table come back apart: the timed rows a workout, the untimed ones a course")
    func workoutAndCourseInOneTable() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let workout = Workout(activityType: .cycling, start: start, end: start.addingTimeInterval(2))
        let recording = WorkoutRecording(workout: workout, routes: [WorkoutRoute(locations: [
            Location(timestamp: start, latitude: 47, longitude: 8), Location(timestamp: start.addingTimeInterval(2), latitude: 47.001, longitude: 8),
        ])])
        let course = Course(points: CoursePoints([.init(latitude: 46, longitude: 7), .init(latitude: 46.1, longitude: 7.1)]))
        let table = try pointTable([recording], courses: [course])
        let read = try CSVRecordingReader().readRecordingsAndCourses(
            from: DataByteSource(Array(table.utf8)), context: ReadContext(name: "in.csv"))
        #expect(read.recordings.count == 1 && read.courses.count == 1)
        #expect(read.recordings.first?.routes.first?.locations.count == 2)
        #expect(read.courses.first?.points.count == 2)
    }

    @Test("a row without a time and without a position is still refused, naming its line")
    func rowWithoutTimeOrPositionIsRefused() throws {
        let table = "workout,time,latitude,longitude,altitude,heart_rate,cadence,power,speed,distance,temperature\r\nw,,,,12,140,,,,,\r\n"
        #expect {
            _ = try CSVRecordingReader().readRecordingsAndCourses(
                from: DataByteSource(Array(table.utf8)), context: ReadContext(name: "in.csv"))
        } throws: { error in
            "\(error)".contains("line 2") && "\(error)".contains("no time")
        }
    }

    @Test("GPX course → CSV → GPX keeps every point of a 55-point route (gpxpy reads the same positions and elevations)",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func gpxRouteThroughCSV() throws {
        let bytes = Array(try Data(contentsOf: try #require(Corpus.url("gpx/gpx10-route-only.gpx"))))
        let original = try #require(try courses(GPXRecordingReader(), bytes).first)
        let table = try pointTable(courses: [original])
        let fromCSV = try #require(try courses(CSVRecordingReader(), Array(table.utf8)).first)
        #expect(fromCSV.points.latitudes == original.points.latitudes)
        #expect(fromCSV.points.longitudes == original.points.longitudes)
        #expect(fromCSV.points.elevations == original.points.elevations)
        let gpx = try written(fromCSV, GPXRecordingWriter())
        #expect(String(decoding: gpx, as: UTF8.self).components(separatedBy: "<rtept").count - 1 == 55)
        if GPXPyReading.available {
            let before = try GPXPyReading.read(bytes).routes.flatMap(\.points).map { [$0.lat, $0.lon, $0.ele ?? .nan] }
            let after = try GPXPyReading.read(gpx).routes.flatMap(\.points).map { [$0.lat, $0.lon, $0.ele ?? .nan] }
            #expect(before.count == 55)
            #expect(before.description == after.description)
        }
    }
}
