import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// A GPX document of only a course and waypoints: a route with elevations and times
/// (one point named), and two waypoints of the file.
let plannedRide = """
    <gpx version="1.1" creator="Planner" xmlns="http://www.topografix.com/GPX/1/1">
    <wpt lat="46.52" lon="6.63"><ele>510</ele><name>Summit</name><sym>Summit</sym></wpt>
    <wpt lat="46.53" lon="6.64"><name>Café</name><type>food</type></wpt>
    <rte><name>Lavaux loop</name>
    <rtept lat="46.5" lon="6.6"><ele>372.4</ele><time>2025-06-01T08:00:00Z</time><name>Start</name></rtept>
    <rtept lat="46.5012345" lon="6.6023456"><ele>380.2</ele><time>2025-06-01T08:01:00Z</time></rtept>
    <rtept lat="46.5098765" lon="6.6198765"><ele>455.8</ele><time>2025-06-01T08:07:30Z</time></rtept>
    </rte></gpx>
    """

/// Reads a document into its courses.
func courses(_ reader: any RecordingReader, _ bytes: [UInt8]) throws -> [Course] {
    try reader.readRecordingsAndCourses(from: DataByteSource(bytes), context: ReadContext(name: "in")).courses
}

/// Writes one course with a writer.
func written(_ course: Course, _ writer: any RecordingWriter) throws -> [UInt8] {
    let sink = DataByteSink()
    let session = try writer.makeSession(output: sink)
    try #require(session as? any CourseWriting).write(course)
    try session.finish()
    return sink.bytes
}

@Suite("FIT course files")
struct FITCourseTests {
    /// Checks that `after` holds every point and waypoint of `before`, positions within
    /// FIT's semicircle resolution, elevations within its 0.2 m, times to the second.
    private func expectSameCourse(_ before: Course, _ after: Course) {
        #expect(after.name == before.name)
        #expect(after.points.count == before.points.count)
        for index in before.points.indices where index < after.points.count {
            let (a, b) = (before.points[index], after.points[index])
            #expect(abs(a.latitude - b.latitude) < 1e-7 && abs(a.longitude - b.longitude) < 1e-7, "point \(index)")
            #expect((a.elevation == nil) == (b.elevation == nil), "point \(index)")
            if let x = a.elevation, let y = b.elevation { #expect(abs(x - y) <= 0.1, "point \(index)") }
            #expect(a.time == b.time, "point \(index)")
        }
        #expect(after.waypoints.map(\.name) == before.waypoints.map(\.name))
        for (a, b) in zip(before.waypoints, after.waypoints) {
            #expect(abs(a.latitude - b.latitude) < 1e-7 && abs(a.longitude - b.longitude) < 1e-7, "\(a.name ?? "")")
            #expect(b.metadata[MetadataKey.coursePointIndex] == a.metadata[MetadataKey.coursePointIndex], "\(a.name ?? "")")
        }
    }

    @Test("GPX (a course and waypoints) → FIT course → GPX gives back every point and waypoint")
    func gpxToFITCourseToGPX() throws {
        let original = try #require(try courses(GPXRecordingReader(), Array(plannedRide.utf8)).first)
        let fit = try written(original, FITRecordingWriter())
        let fromFIT = try #require(try courses(FITRecordingReader(), fit).first)
        expectSameCourse(original, fromFIT)
        let again = try #require(try courses(GPXRecordingReader(), try written(fromFIT, GPXRecordingWriter())).first)
        expectSameCourse(original, again)
        // FIT's course point types where the waypoint's type or symbol is one.
        #expect(fromFIT.waypoints.map(\.type) == ["summit", "food", nil])
    }

    @Test("a route of 55 named points without times survives GPX → FIT → GPX, names in their points",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func untimedRouteThroughFIT() throws {
        let bytes = Array(try Data(contentsOf: try #require(Corpus.url("gpx/gpx10-route-only.gpx"))))
        let original = try #require(try courses(GPXRecordingReader(), bytes).first)
        let fromFIT = try #require(try courses(FITRecordingReader(), try written(original, FITRecordingWriter())).first)
        expectSameCourse(original, fromFIT)
        #expect(fromFIT.points.timedCount == 0)
        let gpx = String(decoding: try written(fromFIT, GPXRecordingWriter()), as: UTF8.self)
        #expect(gpx.components(separatedBy: "<rtept").count - 1 == 55)
        #expect(!gpx.contains("<wpt"))
    }

    @Test("FIT names what it cannot hold of a course: waypoint symbols and free waypoints' elevations (its type food is a course point type, kept)")
    func fitNamesCourseLosses() throws {
        let original = try #require(try courses(GPXRecordingReader(), Array(plannedRide.utf8)).first)
        #expect(LossReport.losses(writing: original, as: FITRecordingWriter().capabilities)
                == ["the symbol of 1 waypoint", "the elevation of 1 waypoint"])
    }

    @Test("Garmin's SDK decodes a written course file without error: file type course, a record per point, a course_point per waypoint",
          .enabled(if: garminSDKAvailable, "needs python3 with garmin-fit-sdk"))
    func garminSDKDecodesCourseFile() throws {
        let original = try #require(try courses(GPXRecordingReader(), Array(plannedRide.utf8)).first)
        let directory = try TemporaryDirectory()
        let path = directory.path("course.fit")
        try Data(try written(original, FITRecordingWriter())).write(to: URL(fileURLWithPath: path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
            import sys
            from garmin_fit_sdk import Decoder, Stream
            ok = Decoder(Stream.from_file(sys.argv[1])).check_integrity()
            messages, errors = Decoder(Stream.from_file(sys.argv[1])).read()
            print(ok, len(errors), messages["file_id_mesgs"][0]["type"], messages["course_mesgs"][0]["name"],
                  len(messages.get("record_mesgs", [])), len(messages.get("lap_mesgs", [])),
                  [p["name"] for p in messages.get("course_point_mesgs", [])])
            """, path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines)
                == "True 0 course Lavaux loop 3 1 ['Summit', 'Café', 'Start']")
    }

    @Test("a course without distances gets one on every record, along the course: Garmin's SDK reads 0, then the geodesic sums (within haversine's 0.5 %)",
          .enabled(if: garminSDKAvailable, "needs python3 with garmin-fit-sdk"))
    func courseRecordsCarryComputedDistances() throws {
        let original = try #require(try courses(GPXRecordingReader(), Array(plannedRide.utf8)).first)
        #expect(original.points.distances.allSatisfy { $0 == nil })
        let directory = try TemporaryDirectory()
        let path = directory.path("course.fit")
        try Data(try written(original, FITRecordingWriter())).write(to: URL(fileURLWithPath: path))
        // The SDK's record distances, and an independent haversine length of each step.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
            import sys, json, math
            from garmin_fit_sdk import Decoder, Stream
            messages, errors = Decoder(Stream.from_file(sys.argv[1])).read()
            records = messages["record_mesgs"]
            def haversine(a, b):
                la1, lo1, la2, lo2 = (math.radians(x * 180 / 2**31) for x in
                    (a["position_lat"], a["position_long"], b["position_lat"], b["position_long"]))
                h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
                return 2 * 6371008.8 * math.asin(math.sqrt(h))
            steps = [0.0] + [haversine(records[i - 1], records[i]) for i in range(1, len(records))]
            print(json.dumps({"errors": len(errors), "distances": [r.get("distance") for r in records],
                              "lap": messages["lap_mesgs"][0].get("total_distance"),
                              "haversine": [sum(steps[:i + 1]) for i in range(len(steps))]}))
            """, path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        struct Reading: Decodable { let errors: Int; let distances: [Double?]; let lap: Double?; let haversine: [Double] }
        let reading = try JSONDecoder().decode(Reading.self, from: data)
        #expect(reading.errors == 0)
        let expected = original.points.cumulativeDistances
        #expect(reading.distances.count == 3 && expected.count == 3)
        for (index, distance) in reading.distances.enumerated() {
            let value = try #require(distance, "record \(index) has no distance")
            #expect(abs(value - expected[index]) <= 0.01, "record \(index)")
            #expect(abs(value - reading.haversine[index]) <= 0.005 * max(1, reading.haversine[index]), "record \(index)")
        }
        #expect(expected[0] == 0 && expected[1] > 200 && expected[2] > expected[1])
        #expect(abs((reading.lap ?? 0) - expected[2]) <= 0.01)
        // Read back, the course has the distances.
        let fromFIT = try #require(try courses(FITRecordingReader(), try written(original, FITRecordingWriter())).first)
        #expect(fromFIT.points.distances.allSatisfy { $0 != nil })
    }

    @Test("distances a course has are written as they are; a point without one continues from the point before")
    func givenDistancesAreKept() {
        let points = CoursePoints([
            .init(latitude: 46.5, longitude: 6.6, distance: 100), .init(latitude: 46.501, longitude: 6.6),
            .init(latitude: 46.502, longitude: 6.6, distance: 500),
        ])
        let distances = points.cumulativeDistances
        #expect(distances[0] == 100 && distances[2] == 500)
        // 0.001° of latitude is about 111 m.
        #expect(abs(distances[1] - 211.2) < 1)
    }
}
