import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// GPX segment breaks among points without a time: no pause and resume can place them (a
/// point without a time has none), so the location after such a break starts a segment
/// (`Location.startsSegment`), GPX and JSON keep it, and the formats without a place for it
/// name the breaks. Checked on the corpus file whose timed track has five segments,
/// `[t u u u u t] [u u] [t u u u u] [u u u u u] [u u u u t]` (t a point with a time, u one
/// without), and whose track without times (a course) has five too, of the same sizes.
@Suite("GPX segment breaks among points without a time")
struct GPXSegmentBreakTests {
    static let file = "gpx/gpsbabel-2-tracks-10-segments.gpx"

    static func bytes() throws -> [UInt8] {
        Array(try Data(contentsOf: try #require(Corpus.url(file))))
    }

    /// gpxpy's reading of the track with times (the workout) and of the one without (a course).
    static func tracks(_ bytes: [UInt8]) throws -> (timed: GPXPyReading.Line, untimed: GPXPyReading.Line) {
        let tracks = try GPXPyReading.read(bytes).tracks
        return (try #require(tracks.first { $0.points.contains { $0.t != nil } }),
                try #require(tracks.first { $0.points.allSatisfy { $0.t == nil } }))
    }

    @Test("reading marks the first location after each break among points without a time: the four breaks of the timed track",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func readerMarksTheBreaks() throws {
        let recording = try #require(try GPXRecordingReader().readAll(from: DataByteSource(try Self.bytes()), context: ReadContext(name: "f.gpx")).first)
        let locations = recording.routes.flatMap(\.locations)
        #expect(locations.count == 23)
        // Segments of 6, 2, 5, 5 and 5 points: each after the first starts at a location without a time, or after one.
        #expect(locations.indices.filter { locations[$0].startsSegment } == [6, 8, 13, 18])
        // The pauses and resumes are as before: at the times around the breaks.
        #expect(recording.workout.events.filter { $0.type == .pause }.count == 2)
    }

    @Test("the course (the track without times) keeps its segments too: its points that start one, in JSON and back",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func courseKeepsItsSegments() throws {
        let context = ReadContext(name: "f.gpx")
        let read = try GPXRecordingReader().readRecordingsAndCourses(from: DataByteSource(try Self.bytes()), context: context)
        let course = try #require(read.courses.first)
        #expect(course.points.indices.filter { course.points.segmentStarts[$0] } == [6, 8, 13, 18])
        // The breaks are not values the course drops.
        #expect(!context.warnings.contains { $0.contains("held values other than") }, "\(context.warnings)")
        let json = try written(course, JSONRecordingWriter())
        #expect(String(decoding: json, as: UTF8.self).components(separatedBy: #","segmentStart":true}"#).count - 1 == 4)
        let back = try #require(try courses(JSONRecordingReader(), json).first)
        #expect(back.points == course.points && back.contentDigest == course.contentDigest)
        var joined = course
        joined.points = CoursePoints(course.points.points.map { point in
            var point = point
            point.startsSegment = false
            return point
        })
        #expect(joined.contentDigest != course.contentDigest)
        #expect(LossReport.losses(writing: course, as: GPXRecordingWriter().capabilities).isEmpty)
        for capabilities in [CSVRecordingWriter().capabilities, TCXRecordingWriter().capabilities, FITRecordingWriter().capabilities] {
            #expect(LossReport.losses(writing: course, as: capabilities).contains("4 segment breaks among points without a time"))
        }
    }

    @Test("GPX → GPX, whole and streamed, gives gpxpy both tracks back with the same segments, points and times",
          .enabled(if: Corpus.isAvailable, corpusMissing), .enabled(if: GPXPyReading.available, gpxpyMissing))
    func gpxToGPXKeepsTheSegments() throws {
        let before = try Self.tracks(try Self.bytes())
        #expect(before.timed.segmentSizes == [6, 2, 5, 5, 5])
        let outputs = try PointStreamTests.outputs(try #require(Corpus.url(Self.file)), writer: GPXRecordingWriter())
        for (path, output) in [("whole", outputs.whole), ("streamed", outputs.streamed)] {
            let after = try Self.tracks(Array(output.utf8))
            #expect(after.timed.segmentSizes == [6, 2, 5, 5, 5], "\(path): \(String(describing: after.timed.segmentSizes))")
            #expect(after.untimed.segmentSizes == [6, 2, 5, 5, 5], "\(path): \(String(describing: after.untimed.segmentSizes))")
            for (a, b) in [(before.timed, after.timed), (before.untimed, after.untimed)] {
                #expect(b.points.map { [$0.lat, $0.lon, $0.t ?? -1] } == a.points.map { [$0.lat, $0.lon, $0.t ?? -1] }, "\(path)")
            }
        }
    }

    @Test("JSON keeps the breaks (`\"segmentStart\":true` on the four locations) and reads them back: the same locations and content digest",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func jsonKeepsTheBreaks() throws {
        let recordings = try GPXRecordingReader().readAll(from: DataByteSource(try Self.bytes()), context: ReadContext(name: "f.gpx"))
        let recording = try #require(recordings.first)
        let json = try writeAll(JSONRecordingWriter(), recordings)
        #expect(String(decoding: json, as: UTF8.self).components(separatedBy: #","segmentStart":true}"#).count - 1 == 4)
        let back = try #require(try JSONRecordingReader().readAll(from: DataByteSource(json), context: ReadContext(name: "f.json")).first)
        #expect(back.routes.flatMap(\.locations) == recording.routes.flatMap(\.locations))
        #expect(back.contentDigest(.version2) == recording.contentDigest(.version2))
        #expect(back.contentDigest(.version1) == recording.contentDigest(.version1))
        #expect(LossReport.losses(writing: recording, as: JSONRecordingWriter().capabilities).isEmpty)
        #expect(LossReport.losses(writing: recording, as: GPXRecordingWriter().capabilities).isEmpty)
    }

    @Test("a location that only starts a segment changes the content digest; a recording without such locations keeps its digest")
    func digestSeesTheBreak() {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let locations = (0..<4).map {
            Location(timestamp: start.addingTimeInterval(Double($0)), latitude: 50 + Double($0) / 1000, longitude: 8, hasTime: $0 != 2)
        }
        let workout = Workout(activityType: .walking, start: start, end: start.addingTimeInterval(3))
        let plain = WorkoutRecording(workout: workout, routes: [WorkoutRoute(locations: locations)])
        var broken = plain
        broken.routes[0].locations[2].startsSegment = true
        #expect(broken.contentDigest(.version2) != plain.contentDigest(.version2))
        #expect(broken.contentDigest(.version1) != plain.contentDigest(.version1))
    }

    @Test("CSV, TCX and FIT, which have no place for them, name the four breaks, whole and streamed",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func otherFormatsNameTheBreaks() throws {
        let recording = try #require(try GPXRecordingReader().readAll(from: DataByteSource(try Self.bytes()), context: ReadContext(name: "f.gpx")).first)
        for capabilities in [CSVRecordingWriter().capabilities, TCXRecordingWriter().capabilities, FITRecordingWriter().capabilities] {
            #expect(LossReport.losses(writing: recording, as: capabilities).contains("4 segment breaks among points without a time"))
        }
        final class Tallying: RecordingStream {
            var tally = PointTally()
            var losses: [String] = []
            func points(_ batch: PointBatch) throws { tally.add(batch) }
            func endWorkout(_ rest: WorkoutRecording) throws {
                losses += LossReport.losses(writing: rest, streamed: tally, as: CSVRecordingWriter().capabilities)
            }
            func course(_ course: Course) throws {}
        }
        let stream = Tallying()
        try GPXRecordingReader().read(from: DataByteSource(try Self.bytes()), context: ReadContext(name: "f.gpx"), into: stream)
        #expect(stream.losses.contains("4 segment breaks among points without a time"), "\(stream.losses)")
    }
}
