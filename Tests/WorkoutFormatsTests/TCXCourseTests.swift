import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// A TCX course as Garmin's tools write one: a lap with totals, a track whose points have
/// times, notes, two course points (one on a trackpoint) and a creator.
private let timedCourse = """
    <?xml version="1.0" encoding="UTF-8"?>
    <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
    <Courses><Course><Name>Lakeside</Name>
    <Lap><TotalTimeSeconds>600</TotalTimeSeconds><DistanceMeters>2500.5</DistanceMeters><Intensity>Active</Intensity></Lap>
    <Track>
    <Trackpoint><Time>2024-04-01T10:00:00Z</Time><Position><LatitudeDegrees>47.1</LatitudeDegrees><LongitudeDegrees>8.3</LongitudeDegrees></Position><AltitudeMeters>435</AltitudeMeters><DistanceMeters>0</DistanceMeters></Trackpoint>
    <Trackpoint><Time>2024-04-01T10:05:00Z</Time><Position><LatitudeDegrees>47.11</LatitudeDegrees><LongitudeDegrees>8.31</LongitudeDegrees></Position><AltitudeMeters>440.5</AltitudeMeters><DistanceMeters>1300</DistanceMeters></Trackpoint>
    <Trackpoint><Time>2024-04-01T10:10:00Z</Time><Position><LatitudeDegrees>47.12</LatitudeDegrees><LongitudeDegrees>8.32</LongitudeDegrees></Position><DistanceMeters>2500.5</DistanceMeters></Trackpoint>
    </Track>
    <Notes>Easy loop</Notes>
    <CoursePoint><Name>Fountain</Name><Time>2024-04-01T10:05:00Z</Time><Position><LatitudeDegrees>47.11</LatitudeDegrees><LongitudeDegrees>8.31</LongitudeDegrees></Position><AltitudeMeters>440.5</AltitudeMeters><PointType>Water</PointType><Notes>drinking water</Notes></CoursePoint>
    <CoursePoint><Name>Turn</Name><Time>2024-04-01T10:07:00Z</Time><Position><LatitudeDegrees>47.115</LatitudeDegrees><LongitudeDegrees>8.315</LongitudeDegrees></Position><PointType>Generic</PointType></CoursePoint>
    </Course></Courses>
    </TrainingCenterDatabase>
    """

/// Writes courses into one TCX document.
private func tcx(_ courses: [Course]) throws -> [UInt8] {
    let sink = DataByteSink()
    let session = try TCXRecordingWriter().makeSession(output: sink)
    for course in courses { try #require(session as? any CourseWriting).write(course) }
    try session.finish()
    return sink.bytes
}

/// Whether GPSBabel is installed (it reads TCX courses).
private let gpsbabelPath = ["/usr/bin/gpsbabel", "/usr/local/bin/gpsbabel"].first { FileManager.default.isExecutableFile(atPath: $0) }

@Suite("TCX courses")
struct TCXCourseTests {
    @Test("a TCX Course is read as a course: name, lap totals, notes, points with times, course points with their PointType and Notes")
    func readsACourse() throws {
        let (recordings, read) = try TCXRecordingReader().readRecordingsAndCourses(
            from: DataByteSource(Array(timedCourse.utf8)), context: ReadContext(name: "in.tcx"))
        #expect(recordings.isEmpty)
        let course = try #require(read.first)
        #expect(read.count == 1)
        #expect(course.name == "Lakeside")
        #expect(course.metadata[MetadataKey.notes] == .string("Easy loop"))
        #expect(course.metadata[MetadataKey.courseTotalTime] == .quantity(Quantity(600, .second)))
        #expect(course.metadata[MetadataKey.courseTotalDistance] == .quantity(Quantity(2500.5, .meter)))
        #expect(course.points.count == 3)
        #expect(course.points.elevations == [435, 440.5, nil])
        #expect(course.points.distances == [0, 1300, 2500.5])
        #expect(course.points.times.first == Timestamp.date("2024-04-01T10:00:00Z"))
        #expect(course.waypoints.map(\.name) == ["Fountain", "Turn"])
        #expect(course.waypoints.map(\.type) == ["Water", nil])
        #expect(course.waypoints.map(\.comment) == ["drinking water", nil])
        #expect(course.waypoints[0].metadata[MetadataKey.coursePointIndex] == .integer(1))
        #expect(course.waypoints[1].metadata[MetadataKey.coursePointIndex] == nil)
        #expect(course.waypoints[1].time == Timestamp.date("2024-04-01T10:07:00Z"))
    }

    @Test("a TCX Course with recorded heart rates stays a workout (a course has no place for them), as the peer readers see it",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func recordedCourseStaysAWorkout() throws {
        let bytes = Array(try Data(contentsOf: try #require(Corpus.url("tcx/garmin-training-center-course.tcx"))))
        let (recordings, courses) = try TCXRecordingReader().readRecordingsAndCourses(
            from: DataByteSource(bytes), context: ReadContext(name: "course.tcx"))
        #expect(courses.isEmpty)
        let recording = try #require(recordings.first)
        #expect(recording.workout.metadata[MetadataKey.name] == .string("ThursRide"))
        let peers = try Reference.load("tcx/garmin-training-center-course.tcx")
        #expect(recording.samples.filter { $0.quantityType == .heartRate }.count
                == peers.points.filter { $0.heartRate != nil }.count)
    }

    @Test("TCX course → TCX gives the course back: points, times, elevations, distances, course points, notes, totals")
    func timedCourseRoundTrip() throws {
        let context = ReadContext(name: "in.tcx")
        let original = try #require(try TCXRecordingReader().readRecordingsAndCourses(
            from: DataByteSource(Array(timedCourse.utf8)), context: context).courses.first)
        // A type that is one of TCX's PointTypes is kept, so nothing is named.
        #expect(LossReport.losses(writing: original, as: TCXRecordingWriter().capabilities).isEmpty)
        let again = try #require(try courses(TCXRecordingReader(), try tcx([original])).first)
        #expect(again.name == original.name)
        #expect(again.points == original.points)
        #expect(again.metadata == original.metadata)
        #expect(again.waypoints.map(\.name) == original.waypoints.map(\.name))
        #expect(again.waypoints.map(\.type) == original.waypoints.map(\.type))
        #expect(again.waypoints.map(\.comment) == original.waypoints.map(\.comment))
        #expect(again.waypoints.map(\.time) == original.waypoints.map(\.time))
        #expect(again.waypoints.map(\.metadata) == original.waypoints.map(\.metadata))
    }

    @Test("a planned route without times is written with the times TCX requires, made up from 1970 at 1 m/s, and read back without times")
    func untimedCourseRoundTrip() throws {
        var original = try #require(try courses(GPXRecordingReader(), Array(plannedRide.utf8)).first)
        original.points = CoursePoints(original.points.points.map {
            CoursePoints.Point(latitude: $0.latitude, longitude: $0.longitude, elevation: $0.elevation)
        })
        let bytes = try tcx([original])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("<Time>1970-01-01T00:00:00.000Z</Time>"))
        let again = try #require(try courses(TCXRecordingReader(), bytes).first)
        #expect(again.points.timedCount == 0)
        #expect(again.points.latitudes == original.points.latitudes && again.points.longitudes == original.points.longitudes)
        #expect(again.points.elevations == original.points.elevations)
        // Every point now carries its distance along the course, as written.
        #expect(again.points.distances.map { $0.map { ($0 * 1000).rounded() / 1000 } }
                == original.points.cumulativeDistances.map { ($0 * 1000).rounded() / 1000 })
        #expect(again.waypoints.map(\.name) == ["Summit", "Café", "Start"])
        #expect(again.waypoints.allSatisfy { $0.time == nil })
        // FIT's and GPX's course point types are TCX's where they match (`food` → `Food`).
        #expect(again.waypoints.map(\.type) == ["Summit", "Food", nil])
    }

    @Test("courses written to TCX are valid against Training Center Database v2, also with long and repeated names",
          .enabled(if: Corpus.isAvailable, corpusMissing), .enabled(if: xmllintPath != nil, xmllintMissing))
    func writtenCoursesAreSchemaValid() throws {
        let planned = try #require(try courses(GPXRecordingReader(), Array(plannedRide.utf8)).first)
        var long = planned
        long.name = "A very long name for a course along the lake"
        long.waypoints[0].name = "A waypoint named at length"
        var unnamed = planned
        unnamed.name = nil
        unnamed.waypoints = [Waypoint(latitude: 46.51, longitude: 6.61)]
        let timed = try #require(try TCXRecordingReader().readRecordingsAndCourses(
            from: DataByteSource(Array(timedCourse.utf8)), context: ReadContext(name: "in.tcx")).courses.first)
        let bytes = try tcx([planned, long, long, unnamed, timed, Course(name: "empty")])
        let errors = try schemaErrors(bytes, schema: try schemaPath("TrainingCenterDatabasev2.xsd"))
        #expect(errors == nil, "\(errors ?? "")")
        let names = try courses(TCXRecordingReader(), bytes).map(\.name)
        #expect(names == ["Lavaux loop", "A very long nam", "A very long n 2", "Course", "Lakeside", "empty"])
    }

    @Test("a file of workouts and a course: the activities, then the course, schema-valid",
          .enabled(if: Corpus.isAvailable, corpusMissing), .enabled(if: xmllintPath != nil, xmllintMissing))
    func workoutsAndCoursesInOneFile() throws {
        let (recordings, _) = try readCorpus(TCXRecordingReader(), "tcx/garmin-fr410-run-hr-3laps.tcx")
        let course = try #require(try courses(GPXRecordingReader(), Array(plannedRide.utf8)).first)
        let sink = DataByteSink()
        let session = try TCXRecordingWriter().makeSession(output: sink)
        try session.write(recordings[0])
        try #require(session as? any CourseWriting).write(course)
        try session.finish()
        #expect(try schemaErrors(sink.bytes, schema: try schemaPath("TrainingCenterDatabasev2.xsd")) == nil)
        let (again, coursesAgain) = try TCXRecordingReader().readRecordingsAndCourses(
            from: DataByteSource(sink.bytes), context: ReadContext(name: "out.tcx"))
        #expect(again.count == 1 && coursesAgain.count == 1)
        #expect(again[0].contentDigest == recordings[0].contentDigest)
    }

    @Test("GPSBabel reads a written TCX course: every point at its position, the course points as waypoints", .enabled(if: gpsbabelPath != nil, "GPSBabel is not installed"))
    func gpsbabelReadsTheCourse() throws {
        let timed = try #require(try TCXRecordingReader().readRecordingsAndCourses(
            from: DataByteSource(Array(timedCourse.utf8)), context: ReadContext(name: "in.tcx")).courses.first)
        let directory = try TemporaryDirectory()
        let path = directory.path("course.tcx")
        try Data(try tcx([timed])).write(to: URL(fileURLWithPath: path))
        func gpsbabel(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(gpsbabelPath))
            process.arguments = arguments + ["-i", "gtrnctr", "-f", path, "-o", "unicsv,utc=0", "-F", "-"]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            return output
        }
        // Without -t, GPSBabel gives the course points (and a point per lap) as waypoints.
        let waypoints = try gpsbabel([])
        #expect(waypoints.contains("\"Fountain\"") && waypoints.contains("\"Turn\""), "\(waypoints)")
        let output = try gpsbabel(["-t"])
        let rows = output.split(whereSeparator: \.isNewline).dropFirst()
        #expect(rows.count == 3, "\(output)")
        for (row, index) in zip(rows, timed.points.indices) {
            let cells = row.split(separator: ",", omittingEmptySubsequences: false)
            #expect(cells.count > 3)
            guard cells.count > 3, let latitude = Double(cells[1]), let longitude = Double(cells[2]) else { continue }
            #expect(abs(latitude - timed.points.latitudes[index]) < 1e-6 && abs(longitude - timed.points.longitudes[index]) < 1e-6)
        }
    }

    @Test("two courses of one name in one TCX file: the second is written as Ride 2, and its report names the renaming")
    func repeatedCourseNamesAreNamed() throws {
        let planned = try #require(try courses(GPXRecordingReader(), Array(plannedRide.utf8)).first)
        var first = planned
        first.name = "Ride"
        var second = first
        second.uuid = UUID()
        var unnamed = planned
        unnamed.name = nil
        let capabilities = TCXRecordingWriter().capabilities
        var names = Set<String>()
        let losses = [first, second, unnamed, unnamed].map { LossReport.losses(writing: $0, as: capabilities, namesInFile: &names) }
        #expect(losses[0] == ["the symbol of 1 waypoint"])
        #expect(losses[1] == ["the symbol of 1 waypoint", "the course's name \"Ride\" (written as \"Ride 2\": course names are unique in a file)"])
        // A course without a name gets one (`Course`, `Course 2`): nothing of its own is renamed.
        #expect(losses[2] == ["the symbol of 1 waypoint"] && losses[3] == losses[2])
        #expect(names == ["Ride", "Ride 2", "Course", "Course 2"])
        // Each alone in its file keeps its name.
        var alone = Set<String>()
        #expect(LossReport.losses(writing: second, as: capabilities, namesInFile: &alone) == ["the symbol of 1 waypoint"])
        #expect(try courses(TCXRecordingReader(), try tcx([first, second, unnamed, unnamed])).map(\.name)
            == ["Ride", "Ride 2", "Course", "Course 2"])
    }

    @Test("TCX names what it cannot hold of a course: waypoint symbols (its type food is a PointType, kept); a workout's waypoints")
    func tcxNamesCourseLosses() throws {
        let original = try #require(try courses(GPXRecordingReader(), Array(plannedRide.utf8)).first)
        #expect(LossReport.losses(writing: original, as: TCXRecordingWriter().capabilities) == ["the symbol of 1 waypoint"])
        let workout = Workout(activityType: .running, start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 1))
        let recording = WorkoutRecording(workout: workout, waypoints: [Waypoint(latitude: 1, longitude: 2)])
        #expect(LossReport.losses(writing: recording, as: TCXRecordingWriter().capabilities) == ["1 waypoint"])
    }
}
