import Foundation
import WorkoutModel

/// Reads GPX 1.0 and 1.1: each `trk` becomes one workout, its points one route and
/// its extension values (heart rate, cadence, power, temperature, ...) samples.
///
/// Extensions are recognised by namespace URI, whatever their prefix: Garmin's
/// TrackPointExtension v1 and v2, GpxExtensions v3 and PowerExtension v1, Cluetrust's
/// gpxdata, and the unqualified `<power>`, `<heartrate>`, `<cadence>` some apps write.
/// Segment breaks become pause and resume events. Waypoints and routes (`wpt`, `rte`)
/// are not workouts: they are counted in a warning.
public struct GPXRecordingReader: PointStreamingReader {
    public init() {}

    public var format: FormatDescriptor { GPXFormat.descriptor }

    public func recognizes(prefix: [UInt8]) -> Bool {
        XMLSniffer.rootElementName(of: prefix) == "gpx"
    }

    public func read(from source: any ByteSource, context: ReadContext, into stream: any RecordingStream) throws {
        let handler = GPXDocumentHandler(context: context, stream: stream)
        try XMLEventReader.parseRecording(source, context: context, handler: handler) { try handler.finishPartialTrack() }
        handler.finish()
    }
}

/// Builds recordings from the events of one GPX document: each track's points go to the
/// stream as they are read, the rest of the track when it ends.
private final class GPXDocumentHandler: XMLEventHandler {
    private let context: ReadContext
    private let stream: any RecordingStream

    private var stack: [XMLName] = []
    private var creator: String?
    private var metadataName: String?
    private var metadataDescription: String?
    private var metadataTime: Date?
    private var waypointCount = 0
    private var routeCount = 0
    private var trackCount = 0
    // Counted and reported once at the end, so that a file of a million odd tracks
    // gives a few warnings, not a million.
    private var emptyTrackCount = 0
    private var untimedTrackCount = 0
    private var droppedUntimedPoints = 0
    private var extensionsDepth = 0

    private var track: TrackState?
    private var point: TrackPoint?

    /// The track being read.
    private struct TrackState {
        let uuid = UUID()
        var name: String?
        var description: String?
        var type: String?
        /// Made at the first segment, when the track's `<type>` (which comes before) is known.
        var points: TrackBuilder?
        /// The input broke off inside the track (read with `--lenient`).
        var isPartial = false
    }

    init(context: ReadContext, stream: any RecordingStream) {
        self.context = context
        self.stream = stream
    }

    func startElement(_ name: XMLName, attributes: [XMLAttribute]) throws {
        defer { stack.append(name) }
        if stack.isEmpty {
            guard name.localName == "gpx", GPXFormat.isCore(name.namespaceURI) else {
                throw XMLContentError("the root element is <\(name.localName)>, not <gpx>: this is not a GPX file")
            }
            creator = attributes.value("creator")?.trimmingCharacters(in: .whitespacesAndNewlines)
            return
        }
        if name.localName == "extensions", GPXFormat.isCore(name.namespaceURI) {
            extensionsDepth += 1
            return
        }
        guard extensionsDepth == 0, GPXFormat.isCore(name.namespaceURI) else { return }
        switch name.localName {
        case "trk" where stack.count == 1:
            track = TrackState()
        case "trkseg" where track != nil:
            if let state = track, state.points == nil {
                let activityType = state.type.map(GPXFormat.activityType) ?? .other
                track?.points = TrackBuilder(workout: state.uuid, activityType: activityType, stream: stream)
            }
            track?.points?.startSegment(afterPause: true)
        case "trkpt" where track?.points != nil:
            point = try startPoint(attributes)
        case "wpt" where stack.count == 1:
            waypointCount += 1
        case "rte" where stack.count == 1:
            routeCount += 1
        default:
            break
        }
    }

    private func startPoint(_ attributes: [XMLAttribute]) throws -> TrackPoint {
        guard let latText = attributes.value("lat"), let lonText = attributes.value("lon") else {
            throw XMLContentError("a <trkpt> lacks its lat or lon attribute")
        }
        guard let latitude = Self.number(latText), abs(latitude) <= 90 else {
            throw XMLContentError("a <trkpt> has the latitude \"\(latText.prefix(40))\", not a number from -90 to 90")
        }
        guard let longitude = Self.number(lonText), abs(longitude) <= 180 else {
            throw XMLContentError("a <trkpt> has the longitude \"\(lonText.prefix(40))\", not a number from -180 to 180")
        }
        return TrackPoint(latitude: latitude, longitude: longitude)
    }

    private static func number(_ text: String) -> Double? {
        var copy = text
        return copy.withUTF8 { XMLText.number($0) }
    }

    func endElement(_ name: XMLName, text: XMLText) throws {
        stack.removeLast()
        if name.localName == "extensions", GPXFormat.isCore(name.namespaceURI) {
            extensionsDepth -= 1
            return
        }
        if extensionsDepth > 0 {
            if point != nil { try readExtension(name, text) }
            return
        }
        guard GPXFormat.isCore(name.namespaceURI) else { return }
        let parent = stack.last?.localName
        switch (parent, name.localName) {
        case ("trkpt", _) where point != nil:
            try readPointChild(name.localName, text)
        case (_, "trkpt") where point != nil:
            if let finished = point { try track?.points?.add(finished) }
            point = nil
        case ("trk", "name"): track?.name = text.trimmed
        case ("trk", "desc"): track?.description = text.trimmed
        case ("trk", "type"): track?.type = text.trimmed
        case ("metadata", "name"), ("gpx", "name"): metadataName = text.trimmed
        case ("metadata", "desc"), ("gpx", "desc"): metadataDescription = text.trimmed
        case ("metadata", "time"), ("gpx", "time"): metadataTime = try text.time(in: "time", context: context)
        case ("gpx", "trk"):
            if let finished = track { try finishTrack(finished) }
            track = nil
        default:
            break
        }
    }

    private func readPointChild(_ localName: String, _ text: XMLText) throws {
        switch localName {
        case "time": point?.time = try text.time(in: "time", context: context)
        case "ele": point?.altitude = try text.number(in: "ele")
        case "hdop": point?.horizontalAccuracy = try text.number(in: "hdop")
        case "vdop": point?.verticalAccuracy = try text.number(in: "vdop")
        case "speed": point?.speed = try text.number(in: "speed")
        case "course": point?.course = try text.number(in: "course")
        default: break
        }
    }

    /// A value inside `<extensions>` of a point, recognised by namespace and name.
    private func readExtension(_ name: XMLName, _ text: XMLText) throws {
        let local = name.localName
        switch name.namespaceURI {
        case GPXFormat.trackPointExtensionV1, GPXFormat.trackPointExtensionV2:
            switch local {
            case "hr": point?.heartRate = try text.number(in: local)
            case "cad": point?.cadence = try text.number(in: local)
            case "atemp": point?.ambientTemperature = try text.number(in: local)
            case "wtemp": point?.waterTemperature = try text.number(in: local)
            case "depth": point?.depth = try text.number(in: local)
            case "speed": point?.speed = try text.number(in: local)
            case "course": point?.course = try text.number(in: local)
            default: break
            }
        case GPXFormat.gpxExtensionsV3:
            switch local {
            case "Temperature": point?.ambientTemperature = try text.number(in: local)
            case "Depth": point?.depth = try text.number(in: local)
            default: break
            }
        case GPXFormat.powerExtensionV1, GPXFormat.powerExtensionV1Misspelt:
            if local == "PowerInWatts" { point?.power = try text.number(in: local) }
        case GPXFormat.cluetrustGPXData:
            switch local {
            case "hr": point?.heartRate = try text.number(in: local)
            case "cadence": point?.cadence = try text.number(in: local)
            case "temp": point?.ambientTemperature = try text.number(in: local)
            case "distance": point?.distance = try text.number(in: local)
            case "power": point?.power = try text.number(in: local)
            default: break
            }
        case let uri where GPXFormat.isCore(uri):
            // Unqualified values as Strava (power), Apple (speed, course, hAcc, vAcc) and
            // various apps (heartrate, cadence, bpm) write them.
            switch local {
            case "power", "watts": point?.power = try text.number(in: local)
            case "heartrate", "hr", "bpm": point?.heartRate = try text.number(in: local)
            case "cadence", "cad": point?.cadence = try text.number(in: local)
            case "atemp", "temp", "temperature": point?.ambientTemperature = try text.number(in: local)
            case "speed": if point?.speed == nil { point?.speed = try text.number(in: local) }
            case "course": if point?.course == nil { point?.course = try text.number(in: local) }
            case "hAcc": point?.horizontalAccuracy = try text.number(in: local)
            case "vAcc": point?.verticalAccuracy = try text.number(in: local)
            default: break
            }
        default:
            break
        }
    }

    private func finishTrack(_ state: TrackState) throws {
        trackCount += 1
        guard var points = state.points, points.hasTimedPoints || points.untimedCount > 0 else {
            emptyTrackCount += 1
            return
        }
        guard points.hasTimedPoints else {
            if context.options.requireTimestamps {
                throw XMLContentError("track \(trackCount) is a planned route, not a recording: none of its "
                    + "\(points.untimedCount) points has a time (convert it instead of importing it)")
            }
            try stream.endWorkout(untimedRecording(state, points.untimedPoints))
            return
        }
        if points.untimedCount > 0 {
            droppedUntimedPoints += points.untimedCount
        }
        guard let start = points.firstTime, let end = points.lastTime else { return }
        try points.finish()
        let source = context.options.sourceOverride ?? creator.map { Source(name: $0) } ?? .unknown
        let syncIdentifier = "gpx|\(source.name)|\(Timestamp.string(start))"
        let workout = Workout(
            uuid: state.uuid, activityType: state.type.map(GPXFormat.activityType) ?? .other,
            start: start, end: max(start, end),
            duration: max(0, end.timeIntervalSince(start) - points.pausedTime), source: source,
            syncIdentifier: syncIdentifier, metadata: workoutMetadata(state), events: points.events)
        try stream.endWorkout(WorkoutRecording(workout: workout))
    }

    /// A track whose points have no time: kept as one route for conversion, with the
    /// file's time (or 1970) standing in for every point's time, marked as such.
    private func untimedRecording(_ state: TrackState, _ points: [TrackPoint]) -> WorkoutRecording {
        untimedTrackCount += 1
        let source = context.options.sourceOverride ?? creator.map { Source(name: $0) } ?? .unknown
        let date = metadataTime ?? Date(timeIntervalSince1970: 0)
        let locations = points.compactMap { point -> Location? in
            guard let latitude = point.latitude, let longitude = point.longitude else { return nil }
            return Location(timestamp: date, latitude: latitude, longitude: longitude, altitude: point.altitude,
                            horizontalAccuracy: point.horizontalAccuracy, verticalAccuracy: point.verticalAccuracy,
                            speed: point.speed, course: point.course)
        }
        // Segment breaks are not kept: without times, a pause has no date.
        let workout = Workout(
            uuid: state.uuid, activityType: state.type.map(GPXFormat.activityType) ?? .other, start: date, end: date,
            source: source, metadata: workoutMetadata(state))
        let route = WorkoutRoute(locations: locations, metadata: [GPXFormat.untimedRouteKey: .bool(true)])
        return WorkoutRecording(workout: workout, routes: [route])
    }

    private func workoutMetadata(_ state: TrackState) -> Metadata {
        var metadata: Metadata = [MetadataKey.originalFormat: .string("gpx")]
        if let name = state.name ?? metadataName { metadata[MetadataKey.name] = .string(name) }
        if let notes = state.description ?? metadataDescription { metadata[MetadataKey.notes] = .string(notes) }
        if state.isPartial { metadata[MetadataKey.partialRecording] = .bool(true) }
        return metadata
    }

    /// Ends the track that was being read when the input broke off (`--lenient`), marked partial.
    func finishPartialTrack() throws {
        guard var state = track else { return }
        track = nil
        state.isPartial = true
        try finishTrack(state)
    }

    /// Reports what the file holds that is not a workout.
    func finish() {
        var parts: [String] = []
        if waypointCount > 0 { parts.append(counted(waypointCount, "waypoint")) }
        if routeCount > 0 { parts.append(counted(routeCount, "route")) }
        if !parts.isEmpty {
            context.warn("\(parts.joined(separator: " and ")) (wpt/rte) are not workouts and were not read")
        }
        if trackCount == 0 { context.warn("the file holds no track (trk), so no workout") }
        if emptyTrackCount > 0 { context.warn("\(counted(emptyTrackCount, "track")) without points skipped") }
        if untimedTrackCount > 0 {
            context.warn("\(counted(untimedTrackCount, "track")) without times: a planned route, not a recording")
        }
        if droppedUntimedPoints > 0 {
            context.warn("\(counted(droppedUntimedPoints, "point")) without a time left out of tracks that have times")
        }
    }

    private func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)" + (count == 1 ? "" : "s")
    }
}
