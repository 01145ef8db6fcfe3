import Foundation
import WorkoutModel

/// Writes GPX 1.1, valid against the GPX 1.1 schema with Garmin's extension schemas:
/// one `trk` per workout, pauses as segment breaks, heart rate, cadence, temperatures,
/// depth, speed and course in Garmin's TrackPointExtension v2, and power in Garmin's
/// PowerExtension (`PowerInWatts`), which Garmin Connect and Strava read.
///
/// The file's `creator` is the first workout's source. Each recording is written as it comes.
/// From a stream (``PointStreamingWriter``), a workout's points wait in a temporary file
/// until the workout ends, since its name, type and pauses come with the end; the track's
/// points are then in the order they came, not sorted by time.
public struct GPXRecordingWriter: PointStreamingWriter {
    public init() {}

    public var format: FormatDescriptor { GPXFormat.descriptor }

    public var capabilities: FormatCapabilities {
        FormatCapabilities(
            multipleWorkouts: true, eventTypes: [.pause, .resume], eventMetadata: false, activities: false,
            totals: false, device: false, routes: true,
            locationFields: [.altitude, .horizontalAccuracy, .verticalAccuracy, .speed, .course],
            sampleTypes: PointColumn.quantityTypes(of: Self.pointColumns),
            sampleMetadata: false, metadataKeys: [MetadataKey.name, MetadataKey.notes, MetadataKey.originalFormat])
    }

    /// The point columns a track point holds (in its extensions).
    static let pointColumns: [PointColumn] = [.heartRate, .cadence, .power, .ambientTemperature, .waterTemperature, .depth]

    public func makeSession(output: any ByteSink) throws -> any RecordingWriterSession {
        GPXWriterSession(output: output)
    }

    public var streamsPoints: Bool { true }

    public func makeStreamSession(output: any ByteSink) throws -> any RecordingStreamSession {
        GPXWriterSession(output: output)
    }
}

private final class GPXWriterSession: RecordingStreamSession {
    private let output: any ByteSink
    private var started = false
    private var finished = false
    /// The streamed points of the workouts not yet ended.
    private var spools = WorkoutPointSpools()

    init(output: any ByteSink) {
        self.output = output
    }

    private func start(creator: String, time: Date?) throws {
        started = true
        let xml = XMLOutput(sink: output)
        xml.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        xml.open("gpx", [
            ("version", "1.1"), ("creator", creator),
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
        try xml.flush()
    }

    func points(_ batch: PointBatch) throws {
        try spools.append(batch)
    }

    /// Writes a streamed workout's track from its points, or a whole recording as it is.
    func endWorkout(_ rest: WorkoutRecording) throws {
        guard let spool = spools.remove(workout: rest.workout.uuid) else { return try write(rest) }
        var entries = try spool.entries()
        try writeTrack(of: rest.workout, untimed: false) { emit in
            while let entry = try entries.next() {
                guard let location = entry.location else { continue }
                try emit(location, entry.values)
            }
        }
    }

    func write(_ recording: WorkoutRecording) throws {
        let untimed = recording.routes.contains { $0.metadata[GPXFormat.untimedRouteKey] == .bool(true) }
        try writeTrack(of: recording.workout, untimed: untimed) { emit in
            for entry in TrackPointTimeline(recording).entries {
                guard let location = entry.location else { continue }
                try emit(location, entry.values)
            }
        }
    }

    /// Writes one `trk`: `points` calls its argument with each location and the values at it, in order.
    private func writeTrack(
        of workout: Workout, untimed: Bool,
        points: ((Location, PointValues) throws -> Void) throws -> Void
    ) throws {
        if !started {
            let creator = workout.source == .unknown ? "workoutkit" : workout.source.name
            try start(creator: creator, time: workout.startDate)
        }
        let xml = XMLOutput(sink: output)
        xml.open("trk", depth: 1)
        if case .string(let name)? = workout.metadata[MetadataKey.name] { xml.element("name", name, depth: 2) }
        if case .string(let notes)? = workout.metadata[MetadataKey.notes] { xml.element("desc", notes, depth: 2) }
        xml.element("type", GPXFormat.typeName(workout.activityType), depth: 2)

        // A new segment starts at the first point at or after each resume.
        let resumes = workout.events(ofType: .resume).map(\.date)
        var nextResume = 0
        var segmentHasPoints = false
        xml.open("trkseg", depth: 2)
        try points { location, values in
            guard location.hasValidCoordinate else { return }
            while !untimed, nextResume < resumes.count, location.timestamp >= resumes[nextResume] {
                if segmentHasPoints {
                    xml.close("trkseg", depth: 2)
                    xml.open("trkseg", depth: 2)
                    segmentHasPoints = false
                }
                nextResume += 1
            }
            xml.write(room: Self.pointRoom) { writePoint(location, values, untimed: untimed, into: &$0) }
            segmentHasPoints = true
            try xml.flushIfFull()
        }
        xml.close("trkseg", depth: 2)
        xml.close("trk", depth: 1)
        try xml.flush()
    }

    /// The most bytes one `trkpt` takes: its start tag, at most 17 lines more, and its end tag.
    private static let pointRoom = 20 * XMLCursor.lineRoom

    private func writePoint(_ location: Location, _ values: PointValues, untimed: Bool, into xml: inout XMLCursor) {
        xml.indent(3)
        xml.put("<trkpt lat=\"")
        xml.number(location.latitude)
        xml.put("\" lon=\"")
        xml.number(location.longitude)
        xml.put("\">\n")
        if let altitude = location.altitude { xml.element("ele", altitude, depth: 4) }
        if !untimed { xml.element("time", time: location.timestamp, depth: 4) }
        if let hdop = location.horizontalAccuracy, hdop >= 0 { xml.element("hdop", hdop, depth: 4) }
        if let vdop = location.verticalAccuracy, vdop >= 0 { xml.element("vdop", vdop, depth: 4) }

        // TrackPointExtension v2, in its schema's order; hr and cad are whole numbers 0-255.
        func finite(_ value: Double?) -> Double? {
            guard let value, value.isFinite else { return nil }
            return value
        }
        func byte(_ value: Double?) -> Double? {
            guard let value, value >= 0, value < 255.5 else { return nil }
            return value.rounded()
        }
        let atemp = finite(values.ambientTemperature)
        let wtemp = finite(values.waterTemperature)
        let depth = finite(values.depth.flatMap { $0 >= 0 ? $0 : nil })
        let hr = byte(values.heartRate).flatMap { $0 >= 1 ? $0 : nil }  // the schema's heart rates start at 1
        let cad = byte(values.cadence)
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
        if !started { try start(creator: "workoutkit", time: nil) }
        try output.write("</gpx>\n")
    }
}
