import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// What gpxpy reads from a GPX document: every waypoint, route and track with the
/// fields the model keeps (a point's position, elevation, time, and its names).
struct GPXPyReading: Decodable, Equatable {
    struct Point: Decodable, Equatable, CustomStringConvertible {
        let lat: Double, lon: Double
        let ele: Double?
        /// Milliseconds since 1970, UTC.
        let t: Double?
        let name: String?, cmt: String?, desc: String?, sym: String?, type: String?
        var description: String { "(\(lat), \(lon), ele \(ele.map { "\($0)" } ?? "-"), t \(t.map { "\($0)" } ?? "-"), \(name ?? "-"))" }
    }
    struct Line: Decodable, Equatable {
        let name: String?, desc: String?, type: String?
        let points: [Point]
        /// A track's points per segment (`trkseg`), in order; `nil` for a route.
        let segmentSizes: [Int]?
    }
    let waypoints: [Point]
    let routes: [Line]
    let tracks: [Line]

    static let available: Bool = (try? run(["import gpxpy"], path: "/dev/null")) != nil

    private static let script = """
        import json, sys, calendar, gpxpy
        def point(p):
            t = None
            if p.time is not None:
                t = calendar.timegm(p.time.utctimetuple()) * 1000 + p.time.microsecond // 1000
            return {"lat": p.latitude, "lon": p.longitude, "ele": p.elevation, "t": t, "name": p.name,
                    "cmt": p.comment, "desc": p.description, "sym": p.symbol, "type": p.type}
        g = gpxpy.parse(open(sys.argv[1], encoding="utf-8-sig"))
        print(json.dumps({
            "waypoints": [point(w) for w in g.waypoints],
            "routes": [{"name": r.name, "desc": r.description, "type": r.type, "points": [point(p) for p in r.points]}
                       for r in g.routes],
            "tracks": [{"name": t.name, "desc": t.description, "type": t.type,
                        "points": [point(p) for s in t.segments for p in s.points],
                        "segmentSizes": [len(s.points) for s in t.segments]} for t in g.tracks]}))
        """

    /// gpxpy's reading of `bytes`.
    static func read(_ bytes: [UInt8]) throws -> GPXPyReading {
        let directory = try TemporaryDirectory()
        let path = directory.path("read.gpx")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return try JSONDecoder().decode(GPXPyReading.self, from: try run([script], path: path))
    }

    private static func run(_ code: [String], path: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", code.joined(separator: "\n"), path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileReadCorruptFile) }
        return data
    }
}

let gpxpyMissing = Comment(rawValue: "python3 with gpxpy is needed (pip install gpxpy; Scripts/setup.sh installs it)")

/// Reads a GPX document into workouts and courses.
private func readItems(_ bytes: [UInt8], name: String = "test.gpx") throws
    -> (recordings: [WorkoutRecording], courses: [Course], context: ReadContext)
{
    let context = ReadContext(name: name)
    let (recordings, courses) = try GPXRecordingReader().readRecordingsAndCourses(from: DataByteSource(bytes), context: context)
    return (recordings, courses, context)
}

/// Converts GPX to GPX as `convert` does: streamed (reader into the writer's stream session) or whole.
private func convertGPX(_ bytes: [UInt8], streamed: Bool) throws -> [UInt8] {
    let sink = DataByteSink()
    if streamed {
        let session = try GPXRecordingWriter().makeStreamSession(output: sink)
        try GPXRecordingReader().read(from: DataByteSource(bytes), context: ReadContext(name: "in.gpx"), into: session)
        try session.finish()
    } else {
        let (recordings, courses, _) = try readItems(bytes)
        let session = try GPXRecordingWriter().makeSession(output: sink)
        for recording in recordings { try session.write(recording) }
        for course in courses { try #require(session as? any CourseWriting).write(course) }
        try session.finish()
    }
    return sink.bytes
}

private func corpusBytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: try #require(Corpus.url(path))))
}

@Suite("GPX courses and waypoints")
struct GPXCourseTests {
    /// Corpus files with waypoints, routes or tracks without times.
    static let files = [
        "expertgps-track-route-waypoints.gpx", "gpx10-cerknicko-multitrack-waypoints.gpx", "gpx10-route-only.gpx",
        "gpx11-all-fields.gpx", "gpsvisualizer-gpx10-16-segments.gpx", "gpx-utf8-bom-no-version.gpx",
        "gpsbabel-2-tracks-10-segments.gpx",
    ]

    @Test("a route-only GPX 1.0 file is one course of every route point, its point names kept as waypoints",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func routeOnlyFileIsACourse() throws {
        let (recordings, courses, context) = try readItems(try corpusBytes("gpx/gpx10-route-only.gpx"))
        #expect(recordings.isEmpty)
        let course = try #require(courses.first)
        #expect(courses.count == 1)
        #expect(course.points.count == 55)
        #expect(course.points.timedCount == 0)
        #expect(course.waypoints.count == 55)
        #expect(course.waypoints.first?.name == "#001")
        #expect(course.waypoints.first?.metadata[MetadataKey.coursePointIndex] == .integer(0))
        #expect(course.metadata[MetadataKey.originalFormat] == .string("gpx"))
        #expect(context.warnings.isEmpty, "\(context.warnings)")
    }

    @Test("a timed track and an untimed one in the same file are a workout and a course",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func timedAndUntimedTracksBothSurvive() throws {
        let bytes = try corpusBytes("gpx/gpsbabel-2-tracks-10-segments.gpx")
        let (recordings, courses, _) = try readItems(bytes)
        let peer = try Reference.load("gpx/gpsbabel-2-tracks-10-segments.gpx")
        let untimedInPeer = peer.points.prefix { $0.time == nil }.count
        #expect(recordings.count == 1)
        let course = try #require(courses.first)
        #expect(courses.count == 1)
        #expect(course.points.count == untimedInPeer)
        #expect(course.syncIdentifier != nil)
        #expect(course.metadata[GPXFormat.elementKey] == .string("trk"))
    }

    @Test("waypoints of a file with a workout are the workout's, with every field")
    func waypointsGoToTheWorkout() throws {
        let text = """
            <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">
            <wpt lat="1.5" lon="2.5"><ele>12.5</ele><time>2024-01-01T00:00:00Z</time><name>Hut</name><cmt>c</cmt>
            <desc>d</desc><sym>Lodging</sym><type>Shelter</type></wpt>
            <trk><trkseg><trkpt lat="1" lon="2"><time>2024-01-01T00:00:00Z</time></trkpt></trkseg></trk></gpx>
            """
        let (recordings, courses, _) = try readItems(Array(text.utf8))
        #expect(courses.isEmpty)
        let waypoint = try #require(recordings.first?.waypoints.first)
        #expect(waypoint.name == "Hut" && waypoint.comment == "c" && waypoint.description == "d")
        #expect(waypoint.symbol == "Lodging" && waypoint.type == "Shelter")
        #expect(waypoint.latitude == 1.5 && waypoint.longitude == 2.5 && waypoint.elevation == 12.5)
        #expect(waypoint.time == Date(timeIntervalSince1970: 1_704_067_200))
    }

    @Test("waypoints of a file of several courses go to the first, with a warning; a file of only waypoints is a course")
    func waypointsOfCourseFiles() throws {
        let routes = """
            <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><wpt lat="1" lon="2"/>
            <rte><name>A</name><rtept lat="1" lon="2"/></rte><rte><name>B</name><rtept lat="3" lon="4"/></rte></gpx>
            """
        let (_, courses, context) = try readItems(Array(routes.utf8))
        #expect(courses.map(\.name) == ["A", "B"])
        #expect(courses.map(\.waypoints.count) == [1, 0])
        #expect(context.warnings.contains("the file's 1 waypoint went to the first of its 2 courses"))

        let waypoints = """
            <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><metadata><name>POIs</name></metadata>
            <wpt lat="1" lon="2"><name>a</name></wpt><wpt lat="3" lon="4"><name>b</name></wpt></gpx>
            """
        let (recordings, only, _) = try readItems(Array(waypoints.utf8))
        #expect(recordings.isEmpty)
        #expect(only.count == 1)
        #expect(only.first?.name == "POIs")
        #expect(only.first?.points.isEmpty == true)
        #expect(only.first?.waypoints.map(\.name) == ["a", "b"])
    }

    @Test("GPX → GPX keeps every waypoint, route and track point field by field, as gpxpy reads them",
          .enabled(if: Corpus.isAvailable, corpusMissing), .enabled(if: GPXPyReading.available, gpxpyMissing),
          arguments: files, [true, false])
    func gpxToGPXKeepsEveryPointAsGPXPyReadsIt(_ name: String, streamed: Bool) throws {
        let input = try corpusBytes("gpx/\(name)")
        let before = try GPXPyReading.read(input)
        let after = try GPXPyReading.read(try convertGPX(input, streamed: streamed))
        #expect(after.waypoints == before.waypoints, "\(name): waypoints")
        #expect(after.routes == before.routes, "\(name): routes")
        // Tracks: workouts keep their timed points (GPXWriterTests compare them); a track
        // without times is a course, written back point for point. A track's order may change
        // (courses are handed out at the end of the file), so they are compared by content.
        func untimed(_ reading: GPXPyReading) -> [[GPXPyReading.Point]] {
            reading.tracks.filter { $0.points.allSatisfy { $0.t == nil } && !$0.points.isEmpty }.map(\.points)
        }
        #expect(untimed(after) == untimed(before), "\(name): tracks without times")
        // A track with times keeps its points without one in place, streamed or whole.
        func mixed(_ reading: GPXPyReading) -> [[GPXPyReading.Point]] {
            reading.tracks.map(\.points).filter { $0.contains { $0.t == nil } && $0.contains { $0.t != nil } }
        }
        #expect(mixed(after) == mixed(before), "\(name): points without a time in tracks with times")
        #expect(after.tracks.filter { $0.points.contains { $0.t != nil } }.count
                == before.tracks.filter { $0.points.contains { $0.t != nil } }.count, "\(name): timed tracks")
    }

    @Test("GPX with courses and waypoints → GPX is valid against the GPX 1.1 schema",
          .enabled(if: Corpus.isAvailable, corpusMissing), .enabled(if: xmllintPath != nil, xmllintMissing),
          arguments: files)
    func outputWithCoursesIsSchemaValid(_ name: String) throws {
        let bytes = try convertGPX(try corpusBytes("gpx/\(name)"), streamed: true)
        let errors = try schemaErrors(bytes, schema: try schemaPath("gpx11-with-garmin.xsd"))
        #expect(errors == nil, "\(name): \(errors ?? "")")
    }

    @Test("waypoints that come after a track in the input are written before it, as GPX requires")
    func waypointsAfterTracksAreWrittenFirst() throws {
        let workout = Workout(activityType: .running, start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 1))
        let first = WorkoutRecording(workout: workout, routes: [WorkoutRoute(locations: [
            Location(timestamp: Date(timeIntervalSince1970: 0), latitude: 1, longitude: 2)])])
        var second = first
        second.workout.uuid = UUID()
        second.waypoints = [Waypoint(name: "late", latitude: 3, longitude: 4)]
        let course = Course(name: "plan", points: CoursePoints([.init(latitude: 5, longitude: 6)]))
        let sink = DataByteSink()
        let session = try GPXRecordingWriter().makeSession(output: sink)
        try session.write(first)
        try session.write(second)
        try #require(session as? any CourseWriting).write(course)
        try session.finish()
        let text = sink.string
        let wpt = try #require(text.range(of: "<wpt")), rte = try #require(text.range(of: "<rte>"))
        let trk = try #require(text.range(of: "<trk>"))
        #expect(wpt.lowerBound < rte.lowerBound && rte.lowerBound < trk.lowerBound)
    }

    @Test("a format without courses or waypoints names them as lost")
    func lossesNameCoursesAndWaypoints() throws {
        let course = Course(name: "plan", points: CoursePoints([.init(latitude: 5, longitude: 6), .init(latitude: 7, longitude: 8)]),
                            waypoints: [Waypoint(latitude: 1, longitude: 2)])
        #expect(LossReport.losses(writing: course, as: CSVRecordingWriter(layout: .workouts).capabilities)
                == ["the course \"plan\" (2 points and 1 waypoint)"])
        #expect(LossReport.losses(writing: course, as: GPXRecordingWriter().capabilities).isEmpty)
        let workout = Workout(activityType: .running, start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 1))
        let recording = WorkoutRecording(workout: workout, waypoints: [Waypoint(latitude: 1, longitude: 2)])
        #expect(LossReport.losses(writing: recording, as: CSVRecordingWriter().capabilities).contains("1 waypoint"))
    }
}
