import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// Writes recordings and courses as workout JSON Lines.
private func jsonLines(_ recordings: [WorkoutRecording], _ courses: [Course] = []) throws -> [UInt8] {
    let sink = DataByteSink()
    let session = try JSONRecordingWriter().makeSession(output: sink)
    for recording in recordings { try session.write(recording) }
    for course in courses { try #require(session as? any CourseWriting).write(course) }
    try session.finish()
    return sink.bytes
}

@Suite("Waypoints and courses in workout JSON")
struct JSONCourseTests {
    @Test("a workout's waypoints are the key `waypoints` after `routes`, read back field by field; none is an empty array")
    func workoutWaypointsRoundTrip() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let workout = Workout(activityType: .hiking, start: start, end: start.addingTimeInterval(60))
        let waypoint = Waypoint(name: "Hut", comment: "open", description: "mountain hut", symbol: "Lodge", type: "shelter",
                                latitude: 46.5, longitude: 7.9, elevation: 2100.5, time: start, metadata: ["stars": .integer(3)])
        let recording = WorkoutRecording(workout: workout, waypoints: [waypoint, Waypoint(latitude: 46.6, longitude: 8)])
        let bytes = try jsonLines([recording])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""routes":[],"waypoints":[{"uuid":"\#(waypoint.uuid.uuidString)","name":"Hut","comment":"open","description":"mountain hut","symbol":"Lodge","type":"shelter","latitude":46.5,"longitude":7.9,"elevation":2100.5,"time":"2023-11-14T22:13:20.000Z","metadata":{"stars":3}}"#))
        let again = try JSONRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: "in.json"))
        #expect(again.first?.waypoints == recording.waypoints)
        #expect(try jsonLines(again) == bytes)
        #expect(String(decoding: try jsonLines([WorkoutRecording(workout: workout)]), as: UTF8.self).hasSuffix(#""routes":[],"waypoints":[]}"# + "\n"))
        #expect(LossReport.losses(writing: recording, as: JSONRecordingWriter().capabilities).isEmpty)
    }

    @Test("a course is written as its show --json line and read back as a course, the same bytes again")
    func courseRoundTrip() throws {
        var course = try #require(try courses(GPXRecordingReader(), Array(plannedRide.utf8)).first)
        course.device = Device(name: "Edge 530", manufacturer: "Garmin")
        let bytes = try jsonLines([], [course])
        #expect(bytes == WorkoutJSON.encode(course) + [0x0A])
        #expect(JSONRecordingReader().recognizes(prefix: Array(bytes.prefix(4096))))
        let read = try JSONRecordingReader().readRecordingsAndCourses(from: DataByteSource(bytes), context: ReadContext(name: "in.json"))
        #expect(read.recordings.isEmpty)
        #expect(read.courses == [course])
        #expect(LossReport.losses(writing: course, as: JSONRecordingWriter().capabilities).isEmpty)
    }

    @Test("reading only workouts counts a course line in a warning; a bad course line is refused naming its line")
    func courseLinesWhenReadingWorkouts() throws {
        let course = try #require(try courses(GPXRecordingReader(), Array(plannedRide.utf8)).first)
        let context = ReadContext(name: "in.json")
        #expect(try JSONRecordingReader().readAll(from: DataByteSource(try jsonLines([], [course])), context: context).isEmpty)
        #expect(context.warnings.contains { $0.contains("1 course") })
        let bad = Array(#"{"kind":"course","points":[{"latitude":95,"longitude":1}]}"#.utf8) + [0x0A]
        #expect {
            _ = try JSONRecordingReader().readRecordingsAndCourses(
                from: DataByteSource([0x0A] + bad), context: ReadContext(name: "in.json"))
        } throws: { error in
            "\(error)".contains("line 2") && "\(error)".contains("points[0]")
        }
    }
}
