import Foundation
import WorkoutModel

/// Writes GPX 1.1, valid against the GPX 1.1 schema with Garmin's extension schemas:
/// one `trk` per workout, pauses as segment breaks, heart rate, cadence, temperatures,
/// depth, speed and course in Garmin's TrackPointExtension v2, and power in Garmin's
/// PowerExtension (`PowerInWatts`), which Garmin Connect and Strava read.
///
/// Courses are written as `rte` (or as a `trk` without times when they were read from
/// one) and waypoints as `wpt`, with their name, comment, description, symbol, type,
/// elevation and time.
///
/// The file's `creator` is the first workout's source (else the first course's). Tracks
/// are written as they come into a temporary file and copied after the waypoints and
/// routes, which GPX puts first, when the output is finished. From a stream (``PointStreamingWriter``), a workout's points wait in a temporary file
/// until the workout ends, since its name, type and pauses come with the end; the track's
/// points are then in the order they came, not sorted by time.
public struct GPXRecordingWriter: PointStreamingWriter, TrackPointWriter {
    public init() {}

    public var format: FormatDescriptor { GPXFormat.descriptor }

    public var capabilities: FormatCapabilities {
        var capabilities = FormatCapabilities(
            multipleWorkouts: true, eventTypes: [.pause, .resume], eventMetadata: false, activities: false,
            totals: false, device: false, routes: true,
            locationFields: [.altitude, .horizontalAccuracy, .verticalAccuracy, .speed, .course],
            sampleTypes: PointColumn.quantityTypes(of: Self.pointColumns),
            sampleMetadata: false, metadataKeys: [MetadataKey.name, MetadataKey.notes, MetadataKey.originalFormat],
            courses: true, waypoints: true, coursePointFields: [.elevation, .time],
            activityTypeAsRead: { GPXFormat.activityType(GPXFormat.typeName($0)) }, pairsPointValues: true, untimedTrackPoints: true,
            pointsWithoutPosition: false, trimsText: true)
        capabilities.pointResolutions = FormatCapabilities.pointResolutions([.heartRate: GPXFormat.heartRate, .cadence: GPXFormat.cadence])
        capabilities.segmentStarts = true
        return capabilities
    }

    /// The point columns a track point holds (in its extensions).
    static let pointColumns: [PointColumn] = [.heartRate, .cadence, .power, .ambientTemperature, .waterTemperature, .depth]

    public func makeSession(output: any ByteSink) throws -> any RecordingWriterSession {
        GPXWriterSession(output: output)
    }

    public var streamsPoints: Bool { true }

    public var writesTrackPointSources: Bool { true }

    public func makeStreamSession(output: any ByteSink) throws -> any RecordingStreamSession {
        GPXWriterSession(output: output)
    }
}

private final class GPXWriterSession: RecordingStreamSession, CourseWriting, TrackPointWriting {
    private let output: any ByteSink
    private var finished = false
    /// The streamed points of the workouts not yet ended.
    private var spools = WorkoutPointSpools()
    /// The `trk`s written so far: GPX puts waypoints and routes before every track, and
    /// they may come after one (a second workout's waypoints, a route read at the end of
    /// its file), so tracks wait here and are copied after them when the file is finished.
    private var tracks: SpooledByteSink?
    /// The waypoints and routes, written before the tracks (they are small).
    private var waypoints: [Waypoint] = []
    private var routes: [Course] = []
    /// The file's `creator` and `metadata` time: the first workout's source and start,
    /// else the first course's source.
    private var creator: String?
    private var creatorIsFromWorkout = false
    private var time: Date?

    init(output: any ByteSink) {
        self.output = output
    }

    /// The file's start: the `gpx` element, its metadata, the waypoints and the routes.
    private func writeHeader(into xml: XMLOutput) {
        xml.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        xml.open("gpx", [
            ("version", "1.1"), ("creator", creator ?? "workoutkit"),
            ("xmlns", GPXFormat.gpx11),
            ("xmlns:gpxtpx", GPXFormat.trackPointExtensionV2),
            ("xmlns:gpxpx", GPXFormat.powerExtensionV1),
            ("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"),
            ("xsi:schemaLocation", "\(GPXFormat.gpx11) http://www.topografix.com/GPX/1/1/gpx.xsd "
                + "\(GPXFormat.trackPointExtensionV2) http://www.garmin.com/xmlschemas/TrackPointExtensionv2.xsd"),
        ], depth: 0)
        if let time {
            xml.open("metadata", depth: 1)
            xml.element("time", time: time, depth: 2)
            xml.close("metadata", depth: 1)
        }
        for waypoint in waypoints { write(waypoint, into: xml) }
        for route in routes { write(route, element: "rte", into: xml) }
    }

    /// Takes the file's creator from the first workout (else the first course).
    private func noteCreator(_ source: Source, time: Date?, isWorkout: Bool) {
        guard creator == nil || (isWorkout && !creatorIsFromWorkout) else { return }
        creator = source == .unknown ? "workoutkit" : source.name
        creatorIsFromWorkout = isWorkout
        if isWorkout { self.time = time }
    }

    /// The output of the `trk`s.
    private func trackOutput() throws -> XMLOutput {
        if let tracks { return XMLOutput(sink: tracks) }
        let spool = try SpooledByteSink()
        tracks = spool
        return XMLOutput(sink: spool)
    }

    func points(_ batch: PointBatch) throws {
        try spools.append(batch)
    }

    /// Writes a streamed workout's track from its points, or a whole recording as it is.
    func endWorkout(_ rest: WorkoutRecording) throws {
        guard let spool = spools.remove(workout: rest.workout.uuid) else { return try write(rest) }
        waypoints += rest.waypoints
        var entries = spool.entries()
        try writeTrack(of: rest.workout) { emit in
            while let entry = try entries.next() {
                guard let location = entry.location else { continue }
                try emit(location, entry.values, entry.hasTime)
            }
        }
    }

    func write(_ rest: WorkoutRecording, points: TrackPointSource) throws {
        waypoints += rest.waypoints
        try writeTrack(of: rest.workout) { emit in
            try points.forEachEntry { entry in
                guard let location = entry.location else { return }
                try emit(location, entry.values, entry.hasTime)
            }
        }
    }

    func write(_ recording: WorkoutRecording) throws {
        waypoints += recording.waypoints
        try writeTrack(of: recording.workout) { emit in
            for entry in TrackPointTimeline(recording).entries {
                guard let location = entry.location else { continue }
                try emit(location, entry.values, entry.hasTime)
            }
        }
    }

    func course(_ course: Course) throws {
        try write(course)
    }

    /// A course read from a GPX `trk` is written as a `trk` again (among the tracks, in
    /// order); any other as a `rte`.
    func write(_ course: Course) throws {
        noteCreator(course.source, time: nil, isWorkout: false)
        // Those naming a point of the course are written in that point.
        waypoints += course.waypoints.filter { Self.pointIndex(of: $0, in: course) == nil }
        if course.metadata[GPXFormat.elementKey] == .string("trk") {
            let xml = try trackOutput()
            write(course, element: "trk", into: xml)
            try xml.flush()
        } else {
            routes.append(course)
        }
    }

    /// The index of the course point a waypoint names (``MetadataKey/coursePointIndex``), when it is one of the course's.
    private static func pointIndex(of waypoint: Waypoint, in course: Course) -> Int? {
        guard case .integer(let index)? = waypoint.metadata[MetadataKey.coursePointIndex],
              course.points.indices.contains(index) else { return nil }
        return index
    }

    /// Writes one `wpt`.
    private func write(_ waypoint: Waypoint, into xml: XMLOutput) {
        xml.open("wpt", [("lat", XMLOutput.number(waypoint.latitude)), ("lon", XMLOutput.number(waypoint.longitude))], depth: 1)
        writeChildren(elevation: waypoint.elevation, time: waypoint.time, names: waypoint, into: xml, depth: 2)
        xml.close("wpt", depth: 1)
    }

    /// The children of a `wpt`, `rtept` or `trkpt` (GPX's `wptType`) that the model holds, in the schema's order.
    private func writeChildren(elevation: Double?, time: Date?, names waypoint: Waypoint?, into xml: XMLOutput, depth: Int) {
        if let elevation { xml.element("ele", elevation, depth: depth) }
        if let time { xml.element("time", time: time, depth: depth) }
        guard let waypoint else { return }
        if let name = waypoint.name { xml.element("name", name, depth: depth) }
        if let comment = waypoint.comment { xml.element("cmt", comment, depth: depth) }
        if let description = waypoint.description { xml.element("desc", description, depth: depth) }
        if let symbol = waypoint.symbol { xml.element("sym", symbol, depth: depth) }
        if let type = waypoint.type { xml.element("type", type, depth: depth) }
    }

    /// Writes a course as a `rte` or a `trk` (a new segment at each point that starts one);
    /// a course without points (a file's waypoints only) has its waypoints alone.
    private func write(_ course: Course, element: String, into xml: XMLOutput) {
        guard !course.points.isEmpty else { return }
        xml.open(element, depth: 1)
        if let name = course.name { xml.element("name", name, depth: 2) }
        if case .string(let notes)? = course.metadata[MetadataKey.notes] { xml.element("desc", notes, depth: 2) }
        if case .string(let type)? = course.metadata[GPXFormat.typeKey] { xml.element("type", type, depth: 2) }
        let point = element == "rte" ? "rtept" : "trkpt"
        let depth = element == "rte" ? 2 : 3
        if element == "trk" { xml.open("trkseg", depth: 2) }
        var names: [Int: Waypoint] = [:]
        for waypoint in course.waypoints {
            if let index = Self.pointIndex(of: waypoint, in: course) { names[index] = waypoint }
        }
        let points = course.points
        for index in 0..<points.count {
            let p = points[index]
            if element == "trk", p.startsSegment, index > 0 {
                xml.close("trkseg", depth: 2)
                xml.open("trkseg", depth: 2)
            }
            xml.open(point, [("lat", XMLOutput.number(p.latitude)), ("lon", XMLOutput.number(p.longitude))], depth: depth)
            writeChildren(elevation: p.elevation, time: p.time, names: names[index], into: xml, depth: depth + 1)
            xml.close(point, depth: depth)
        }
        if element == "trk" { xml.close("trkseg", depth: 2) }
        xml.close(element, depth: 1)
    }

    /// Writes one `trk`: `points` calls its argument with each location, the values at it and
    /// whether it has a time (a point without one is written without `<time>`), in order.
    private func writeTrack(
        of workout: Workout,
        points: ((Location, PointValues, Bool) throws -> Void) throws -> Void
    ) throws {
        noteCreator(workout.source, time: workout.startDate, isWorkout: true)
        let xml = try trackOutput()
        xml.open("trk", depth: 1)
        if case .string(let name)? = workout.metadata[MetadataKey.name] { xml.element("name", name, depth: 2) }
        if case .string(let notes)? = workout.metadata[MetadataKey.notes] { xml.element("desc", notes, depth: 2) }
        xml.element("type", GPXFormat.typeName(workout.activityType), depth: 2)

        // A new segment starts at a location that starts one (a break among points without a
        // time, ``/WorkoutModel/Location/startsSegment``) and at the first point at or after
        // each resume, unless a location since the last timed one started a segment already
        // (the break the resume stands for).
        let resumes = workout.events(ofType: .resume).map(\.date)
        var nextResume = 0
        var segmentHasPoints = false
        var startedSinceTimedPoint = false
        func startSegment() {
            guard segmentHasPoints else { return }
            xml.close("trkseg", depth: 2)
            xml.open("trkseg", depth: 2)
            segmentHasPoints = false
        }
        xml.open("trkseg", depth: 2)
        try points { location, values, hasTime in
            guard location.hasValidCoordinate else { return }
            if location.startsSegment {
                startSegment()
                startedSinceTimedPoint = true
            }
            while hasTime, nextResume < resumes.count, location.timestamp >= resumes[nextResume] {
                if !startedSinceTimedPoint { startSegment() }
                nextResume += 1
            }
            if hasTime { startedSinceTimedPoint = false }
            xml.write(room: Self.pointRoom) { writePoint(location, values, hasTime: hasTime, into: &$0) }
            segmentHasPoints = true
            try xml.flushIfFull()
        }
        xml.close("trkseg", depth: 2)
        xml.close("trk", depth: 1)
        try xml.flush()
    }

    /// The most bytes one `trkpt` takes: its start tag, at most 17 lines more, and its end tag.
    private static let pointRoom = 20 * XMLCursor.lineRoom

    private func writePoint(_ location: Location, _ values: PointValues, hasTime: Bool, into xml: inout XMLCursor) {
        xml.indent(3)
        xml.put("<trkpt lat=\"")
        xml.number(location.latitude)
        xml.put("\" lon=\"")
        xml.number(location.longitude)
        xml.put("\">\n")
        if let altitude = location.altitude { xml.element("ele", altitude, depth: 4) }
        if hasTime { xml.element("time", time: location.timestamp, depth: 4) }
        if let hdop = location.horizontalAccuracy, hdop >= 0 { xml.element("hdop", hdop, depth: 4) }
        if let vdop = location.verticalAccuracy, vdop >= 0 { xml.element("vdop", vdop, depth: 4) }

        // TrackPointExtension v2, in its schema's order; hr and cad are whole numbers.
        func finite(_ value: Double?) -> Double? {
            guard let value, value.isFinite else { return nil }
            return value
        }
        let atemp = finite(values.ambientTemperature)
        let wtemp = finite(values.waterTemperature)
        let depth = finite(values.depth.flatMap { $0 >= 0 ? $0 : nil })
        let hr = values.heartRate.flatMap(GPXFormat.heartRate.written)
        let cad = values.cadence.flatMap(GPXFormat.cadence.written)
        let speed = finite(location.speed.flatMap { $0 >= 0 ? $0 : nil })
        let course = location.course.flatMap { $0 >= 0 && $0 < 360 ? $0 : nil }
        let hasTrackPointExtension = atemp != nil || wtemp != nil || depth != nil || hr != nil || cad != nil
            || speed != nil || course != nil
        let power = values.power.flatMap { $0 >= 0 ? $0 : nil }
        if hasTrackPointExtension || power != nil {
            xml.open("extensions", depth: 4)
            if let power { xml.element("gpxpx:PowerInWatts", power, depth: 5) }
            if hasTrackPointExtension {
                xml.open("gpxtpx:TrackPointExtension", depth: 5)
                if let atemp { xml.element("gpxtpx:atemp", atemp, depth: 6) }
                if let wtemp { xml.element("gpxtpx:wtemp", wtemp, depth: 6) }
                if let depth { xml.element("gpxtpx:depth", depth, depth: 6) }
                if let hr { xml.element("gpxtpx:hr", hr, depth: 6) }
                if let cad { xml.element("gpxtpx:cad", cad, depth: 6) }
                if let speed { xml.element("gpxtpx:speed", speed, depth: 6) }
                if let course { xml.element("gpxtpx:course", course, depth: 6) }
                xml.close("gpxtpx:TrackPointExtension", depth: 5)
            }
            xml.close("extensions", depth: 4)
        }
        xml.close("trkpt", depth: 3)
    }

    func finish() throws {
        guard !finished else { return }
        finished = true
        let xml = XMLOutput(sink: output)
        writeHeader(into: xml)
        try xml.flush()
        try tracks?.copy(to: output)
        try output.write("</gpx>\n")
    }
}
