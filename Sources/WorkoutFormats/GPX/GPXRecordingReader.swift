import Foundation
import WorkoutModel

/// Reads GPX 1.0 and 1.1: each `trk` with times becomes one workout, its points one route
/// and its extension values (heart rate, cadence, power, temperature, ...) samples. Its
/// points without a time are handed on in their place (see `TrackBuilder`).
///
/// Extensions are recognised by namespace URI, whatever their prefix: Garmin's
/// TrackPointExtension v1 and v2, GpxExtensions v3 and PowerExtension v1, Cluetrust's
/// gpxdata, and the unqualified `<power>`, `<heartrate>`, `<cadence>` some apps write.
/// Segment breaks become pause and resume events.
///
/// A route (`rte`) and a track none of whose points has a time (a planned route) become
/// ``/WorkoutModel/Course``s, handed out at the end of the file. Waypoints (`wpt`) belong to
/// the first workout that ends after them (in a valid file, where they come first, the
/// first workout); in a file without workouts, to the first course (with a warning when
/// there are several); a file of only waypoints is a course without points.
public struct GPXRecordingReader: PointStreamingReader {
    public init() {}

    public var format: FormatDescriptor { GPXFormat.descriptor }

    public func recognizes(prefix: [UInt8]) -> Bool {
        XMLSniffer.rootElementName(of: prefix) == "gpx"
    }

    public func read(from source: any ByteSource, context: ReadContext, into stream: any RecordingStream) throws {
        let handler = GPXDocumentHandler(context: context, stream: stream)
        try XMLEventReader.parseRecording(source, context: context, handler: handler) { try handler.finishPartialTrack() }
        try handler.finish()
    }
}

/// The elements a GPX reader tells apart: GPX's own (1.0, 1.1 or no namespace) and the
/// point values of the extensions it knows, whatever their namespace's prefix.
private enum GPXElement: Int {
    case other
    case gpx, extensions, metadata, trk, trkseg, trkpt, wpt, rte, rtept, name, desc, cmt, sym, type, time, ele, hdop, vdop
    /// GPX's own `<speed>` and `<course>` (GPX 1.0 point children); inside `<extensions>`,
    /// the unqualified ones some apps write, kept only where the point has none yet.
    case speed, course
    // Values inside a point's <extensions>.
    case heartRate, cadence, power, ambientTemperature, waterTemperature, depth, distance
    case horizontalAccuracy, verticalAccuracy
    /// TrackPointExtension v1/v2's `<speed>` and `<course>`.
    case extensionSpeed, extensionCourse

    init(_ name: XMLName) {
        let local = name.localName
        switch name.namespaceURI {
        case let uri where GPXFormat.isCore(uri):
            switch local {
            case "gpx": self = .gpx
            case "extensions": self = .extensions
            case "metadata": self = .metadata
            case "trk": self = .trk
            case "trkseg": self = .trkseg
            case "trkpt": self = .trkpt
            case "wpt": self = .wpt
            case "rte": self = .rte
            case "rtept": self = .rtept
            case "cmt": self = .cmt
            case "sym": self = .sym
            case "name": self = .name
            case "desc": self = .desc
            case "type": self = .type
            case "time": self = .time
            case "ele": self = .ele
            case "hdop": self = .hdop
            case "vdop": self = .vdop
            case "speed": self = .speed
            case "course": self = .course
            // Unqualified extension values as Strava (power), Apple (hAcc, vAcc) and
            // various apps (heartrate, cadence, bpm) write them.
            case "power", "watts": self = .power
            case "heartrate", "hr", "bpm": self = .heartRate
            case "cadence", "cad": self = .cadence
            case "atemp", "temp", "temperature": self = .ambientTemperature
            case "hAcc": self = .horizontalAccuracy
            case "vAcc": self = .verticalAccuracy
            default: self = .other
            }
        case GPXFormat.trackPointExtensionV1, GPXFormat.trackPointExtensionV2:
            switch local {
            case "hr": self = .heartRate
            case "cad": self = .cadence
            case "atemp": self = .ambientTemperature
            case "wtemp": self = .waterTemperature
            case "depth": self = .depth
            case "speed": self = .extensionSpeed
            case "course": self = .extensionCourse
            default: self = .other
            }
        case GPXFormat.gpxExtensionsV3:
            switch local {
            case "Temperature": self = .ambientTemperature
            case "Depth": self = .depth
            default: self = .other
            }
        case GPXFormat.powerExtensionV1, GPXFormat.powerExtensionV1Misspelt:
            self = local == "PowerInWatts" ? .power : .other
        case GPXFormat.cluetrustGPXData:
            switch local {
            case "hr": self = .heartRate
            case "cadence": self = .cadence
            case "temp": self = .ambientTemperature
            case "distance": self = .distance
            case "power": self = .power
            default: self = .other
            }
        default:
            self = .other
        }
    }

    /// Whether this is one of GPX's own elements (not a value of an extension).
    var isCoreStructure: Bool { rawValue <= GPXElement.course.rawValue && self != .other }
}

/// Builds recordings from the events of one GPX document: each track's points go to the
/// stream as they are read, the rest of the track when it ends.
private final class GPXDocumentHandler: XMLElementHandler {
    private let context: ReadContext
    private let stream: any RecordingStream

    private var creator: String?
    private var metadataName: String?
    private var metadataDescription: String?
    private var metadataTime: Date?
    /// The offset from UTC of the times read so far, when they all state the same.
    private var statedOffset = StatedUTCOffset.noTimes
    private var trackCount = 0
    /// The waypoints read and not yet given to a workout.
    private var waypoints: [Waypoint] = []
    /// The waypoint being read: a `wpt`, or the names of a `rtept`.
    private var waypoint: Waypoint?
    /// The route being read (`rte`).
    private var route: CourseState?
    /// The courses read, handed out at the end of the file (when it is known who owns the waypoints).
    private var courses: [CourseState] = []
    /// Whether a workout ended (and so took the waypoints read before it).
    private var workoutEnded = false
    // Counted and reported once at the end, so that a file of a million odd tracks
    // gives a few warnings, not a million.
    private var emptyTrackCount = 0
    /// Values other than a position and an elevation on points of courses (heart rate on a
    /// track without times), which a course does not hold.
    private var droppedCourseValues = 0
    private var track: TrackState?
    /// What changes with every element, changed in place (see ``InPlaceState``).
    private let elementState = InPlaceState(ElementState())
    private var state: UnsafeMutablePointer<ElementState> { elementState.pointer }

    private struct ElementState {
        /// The elements open, outermost first (`.other` for those not read).
        var stack: [GPXElement] = []
        var extensionsDepth = 0
        /// The point being read, when `isInPoint`.
        var point = TrackPoint()
        var isInPoint = false
    }

    /// A course being read or read: a `rte`, or a `trk` without times.
    private struct CourseState {
        /// `rte` or `trk`, written back as the same element.
        let element: String
        var name: String?
        var description: String?
        var type: String?
        var points = CoursePoints()
        /// The route points with a name, comment, description, symbol or type, as waypoints
        /// naming their point (``/WorkoutModel/MetadataKey/coursePointIndex``).
        var waypoints: [Waypoint] = []
    }

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
        state.pointee.stack.reserveCapacity(16)
    }

    func code(for name: XMLName) -> Int { GPXElement(name).rawValue }

    func startElement(_ element: XMLElementName, attributes: XMLAttributes) throws {
        let code = GPXElement(rawValue: element.code) ?? .other
        defer { state.pointee.stack.append(code) }
        if state.pointee.stack.isEmpty {
            guard code == .gpx else {
                throw XMLContentError("the root element is <\(element.name.localName)>, not <gpx>: this is not a GPX file")
            }
            creator = attributes.value("creator")?.string.trimmingCharacters(in: .whitespacesAndNewlines)
            return
        }
        if code == .extensions {
            state.pointee.extensionsDepth += 1
            return
        }
        guard state.pointee.extensionsDepth == 0 else { return }
        switch code {
        case .trk where state.pointee.stack.count == 1:
            trackCount += 1
            track = TrackState()
        case .trkseg where track != nil:
            if let state = track, state.points == nil {
                let activityType = state.type.map(GPXFormat.activityType) ?? .other
                track?.points = TrackBuilder(workout: state.uuid, activityType: activityType, stream: stream)
            }
            track?.points?.startSegment(afterPause: true)
        case .trkpt where track?.points != nil:
            state.pointee.point = try startPoint(attributes)
            state.pointee.isInPoint = true
        case .wpt where state.pointee.stack.count == 1:
            let (latitude, longitude) = try position(of: "wpt", attributes)
            waypoint = Waypoint(latitude: latitude, longitude: longitude)
        case .rte where state.pointee.stack.count == 1:
            route = CourseState(element: "rte")
        case .rtept where route != nil:
            let (latitude, longitude) = try position(of: "rtept", attributes)
            let index = route?.points.count ?? 0
            route?.points.append(CoursePoints.Point(latitude: latitude, longitude: longitude))
            waypoint = Waypoint(latitude: latitude, longitude: longitude, metadata: [MetadataKey.coursePointIndex: .integer(index)])
        default:
            break
        }
    }

    private func startPoint(_ attributes: XMLAttributes) throws -> TrackPoint {
        let (latitude, longitude) = try position(of: "trkpt", attributes)
        return TrackPoint(latitude: latitude, longitude: longitude)
    }

    /// The `lat` and `lon` attributes of a `trkpt`, `rtept` or `wpt`.
    private func position(of element: String, _ attributes: XMLAttributes) throws -> (Double, Double) {
        guard let latText = attributes.value("lat"), let lonText = attributes.value("lon") else {
            throw XMLContentError("a <\(element)> lacks its lat or lon attribute")
        }
        guard let latitude = latText.double, abs(latitude) <= 90 else {
            throw XMLContentError("a <\(element)> has the latitude \"\(latText.string.prefix(40))\", not a number from -90 to 90")
        }
        guard let longitude = lonText.double, abs(longitude) <= 180 else {
            throw XMLContentError("a <\(element)> has the longitude \"\(lonText.string.prefix(40))\", not a number from -180 to 180")
        }
        return (latitude, longitude)
    }

    func endElement(_ element: XMLElementName, text: XMLText) throws {
        let code = state.pointee.stack.removeLast()
        if code == .extensions {
            state.pointee.extensionsDepth -= 1
            return
        }
        if state.pointee.extensionsDepth > 0 {
            if state.pointee.isInPoint { try readExtension(code, text, element) }
            return
        }
        guard code.isCoreStructure else { return }
        let parent = state.pointee.stack.last ?? .other
        switch (parent, code) {
        case (.trkpt, _) where state.pointee.isInPoint:
            try readPointChild(code, text)
        case (_, .trkpt) where state.pointee.isInPoint:
            try track?.points?.add(state.pointee.point)
            state.pointee.isInPoint = false
        case (.trk, .name): track?.name = text.trimmed
        case (.trk, .desc): track?.description = text.trimmed
        case (.trk, .type): track?.type = text.trimmed
        case (.wpt, _) where waypoint != nil, (.rtept, _) where waypoint != nil:
            try readWaypointChild(code, text)
        case (.gpx, .wpt):
            if let finished = waypoint { waypoints.append(finished) }
            waypoint = nil
        case (.rte, .rtept):
            if let finished = waypoint {
                route?.points.setLast(elevation: finished.elevation, time: finished.time)
                if finished.name ?? finished.comment ?? finished.description ?? finished.symbol ?? finished.type != nil {
                    route?.waypoints.append(finished)
                }
            }
            waypoint = nil
        case (.rte, .name): route?.name = text.trimmed
        case (.rte, .desc): route?.description = text.trimmed
        case (.rte, .type): route?.type = text.trimmed
        case (.gpx, .rte):
            if let finished = route { courses.append(finished) }
            route = nil
        case (.metadata, .name), (.gpx, .name): metadataName = text.trimmed
        case (.metadata, .desc), (.gpx, .desc): metadataDescription = text.trimmed
        case (.metadata, .time), (.gpx, .time): metadataTime = try time(text)
        case (.gpx, .trk):
            if let finished = track { try finishTrack(finished) }
            track = nil
        default:
            break
        }
    }

    private func readPointChild(_ code: GPXElement, _ text: XMLText) throws {
        switch code {
        case .time: state.pointee.point.time = try time(text)
        case .ele: state.pointee.point.altitude = try text.number(in: "ele")
        case .hdop: state.pointee.point.horizontalAccuracy = try text.number(in: "hdop")
        case .vdop: state.pointee.point.verticalAccuracy = try text.number(in: "vdop")
        case .speed: state.pointee.point.speed = try text.number(in: "speed")
        case .course: state.pointee.point.course = try text.number(in: "course")
        default: break
        }
    }

    private func readWaypointChild(_ code: GPXElement, _ text: XMLText) throws {
        switch code {
        case .name: waypoint?.name = text.trimmed
        case .cmt: waypoint?.comment = text.trimmed
        case .desc: waypoint?.description = text.trimmed
        case .sym: waypoint?.symbol = text.trimmed
        case .type: waypoint?.type = text.trimmed
        case .ele: waypoint?.elevation = try text.number(in: "ele")
        case .time: waypoint?.time = try time(text)
        default: break
        }
    }

    /// A `<time>`'s date, its offset from UTC added to those the file states.
    private func time(_ text: XMLText) throws -> Date? {
        guard let parsed = try text.parsedTime(in: "time", context: context) else { return nil }
        statedOffset.add(parsed)
        return parsed.date
    }

    /// A value inside `<extensions>` of a point, recognised by namespace and name.
    private func readExtension(_ code: GPXElement, _ text: XMLText, _ element: XMLElementName) throws {
        switch code {
        case .heartRate: state.pointee.point.heartRate = try value(text, element)
        case .cadence: state.pointee.point.cadence = try value(text, element)
        case .power: state.pointee.point.power = try value(text, element)
        case .ambientTemperature: state.pointee.point.ambientTemperature = try value(text, element)
        case .waterTemperature: state.pointee.point.waterTemperature = try value(text, element)
        case .depth: state.pointee.point.depth = try value(text, element)
        case .distance: state.pointee.point.distance = try value(text, element)
        case .horizontalAccuracy: state.pointee.point.horizontalAccuracy = try value(text, element)
        case .verticalAccuracy: state.pointee.point.verticalAccuracy = try value(text, element)
        case .extensionSpeed: state.pointee.point.speed = try value(text, element)
        case .extensionCourse: state.pointee.point.course = try value(text, element)
        case .speed: if state.pointee.point.speed == nil { state.pointee.point.speed = try value(text, element) }
        case .course: if state.pointee.point.course == nil { state.pointee.point.course = try value(text, element) }
        default: break
        }
    }

    /// An extension's value (its name, which costs a string, only for the error message).
    private func value(_ text: XMLText, _ element: XMLElementName) throws -> Double? {
        if let value = text.double { return value }
        return try text.number(in: element.name.localName)
    }

    private func finishTrack(_ state: TrackState) throws {
        guard var points = state.points, points.hasTimedPoints || !points.untimedPoints.isEmpty else {
            emptyTrackCount += 1
            return
        }
        guard points.hasTimedPoints else {
            courses.append(untimedTrack(state, points.untimedPoints))
            return
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
        // The waypoints read so far are this workout's (in a valid file, all of them: they come first).
        try stream.endWorkout(WorkoutRecording(workout: workout, waypoints: waypoints))
        waypoints = []
        workoutEnded = true
    }

    /// A track whose points have no time: a course (segment breaks are not kept: a course is one line).
    private func untimedTrack(_ state: TrackState, _ points: [TrackPoint]) -> CourseState {
        var course = CourseState(element: "trk", name: state.name, description: state.description, type: state.type)
        for point in points {
            guard let latitude = point.latitude, let longitude = point.longitude else { continue }
            course.points.append(CoursePoints.Point(latitude: latitude, longitude: longitude, elevation: point.altitude,
                                                    startsSegment: point.startsSegment))
            var other = point
            (other.latitude, other.longitude, other.altitude, other.startsSegment) = (nil, nil, nil, false)
            if other != TrackPoint() { droppedCourseValues += 1 }
        }
        return course
    }

    /// Hands out the courses read, with the waypoints no workout took.
    private func finishCourses() throws {
        let source = context.options.sourceOverride ?? creator.map { Source(name: $0) } ?? .unknown
        if courses.isEmpty, !waypoints.isEmpty {
            if workoutEnded {
                context.warn("\(counted(waypoints.count, "waypoint")) after the last track were not kept: "
                    + "waypoints come before tracks in GPX")
                waypoints = []
            } else {
                // A file of only waypoints: a course without points holds them.
                courses.append(CourseState(element: "rte", name: metadataName, description: metadataDescription))
            }
        }
        if courses.count > 1, !waypoints.isEmpty {
            context.warn("the file's \(counted(waypoints.count, "waypoint")) went to the first of its \(courses.count) courses")
        }
        for (index, state) in courses.enumerated() {
            var metadata: Metadata = [MetadataKey.originalFormat: .string("gpx"), GPXFormat.elementKey: .string(state.element)]
            if let notes = state.description { metadata[MetadataKey.notes] = .string(notes) }
            if let type = state.type { metadata[GPXFormat.typeKey] = .string(type) }
            let course = Course(
                name: state.name, source: source,
                syncIdentifier: "gpx|\(source.name)|\(state.element) \(index + 1)|\(state.name ?? "")",
                metadata: metadata, points: state.points, waypoints: (index == 0 ? waypoints : []) + state.waypoints)
            try stream.course(course)
        }
        courses = []
        waypoints = []
    }

    private func workoutMetadata(_ state: TrackState) -> Metadata {
        var metadata: Metadata = [MetadataKey.originalFormat: .string("gpx")]
        if let name = state.name ?? metadataName { metadata[MetadataKey.name] = .string(name) }
        if let notes = state.description ?? metadataDescription { metadata[MetadataKey.notes] = .string(notes) }
        if state.isPartial { metadata[MetadataKey.partialRecording] = .bool(true) }
        if let zone = statedOffset.timeZone { metadata[MetadataKey.timeZone] = .string(zone.identifier) }
        return metadata
    }

    /// Leaves out the track being read, when bad items are skipped: its points already
    /// handed to the stream belong to a workout that never ends, which a collector drops.
    func skipItem(at position: InputPosition?, reason: String) -> Bool {
        guard context.options.skipsBadItems, track != nil else { return false }
        track = nil
        state.pointee.isInPoint = false
        context.skip(SkippedItem(.track, file: context.name, at: position, reason: reason, name: "track \(trackCount)"))
        return true
    }

    /// Ends the track that was being read when the input broke off (`--lenient`), marked partial.
    func finishPartialTrack() throws {
        guard var state = track else { return }
        track = nil
        state.isPartial = true
        try finishTrack(state)
    }

    /// Hands out the courses and reports what the file held that was not kept.
    func finish() throws {
        if trackCount == 0, courses.isEmpty, waypoints.isEmpty { context.warn("the file holds no track (trk), so no workout") }
        try finishCourses()
        if emptyTrackCount > 0 { context.warn("\(counted(emptyTrackCount, "track")) without points skipped") }
        if droppedCourseValues > 0 {
            context.warn("\(counted(droppedCourseValues, "point")) of tracks without times held values other than "
                + "a position and an elevation, which a course does not hold; they were not kept")
        }
    }

    private func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)" + (count == 1 ? "" : "s")
    }
}

/// Whether the times of a GPX file state one offset from UTC (`2024-05-01T09:30:00+02:00`),
/// the zone the device was in, which HealthKit keeps as `HKTimeZone`.
private enum StatedUTCOffset {
    /// No time read yet.
    case noTimes
    /// Every time read stated this offset, in seconds east of UTC (`Z`: 0).
    case all(Int)
    /// The times stated different offsets, or one stated none.
    case differ

    mutating func add(_ time: Timestamp.Parsed) {
        switch self {
        case .noTimes: self = time.utcOffset.map { .all($0) } ?? .differ
        case .all(let offset) where time.utcOffset != offset: self = .differ
        case .all, .differ: break
        }
    }

    /// The zone of the offset every time stated (`GMT+0200`, as the FIT reader names a
    /// `local_timestamp`'s); `nil` when they differ, or all say UTC (`Z` or `+00:00`, which
    /// most writers state whatever the zone).
    var timeZone: TimeZone? {
        guard case .all(let offset) = self, offset != 0 else { return nil }
        return TimeZone(secondsFromGMT: offset)
    }
}
