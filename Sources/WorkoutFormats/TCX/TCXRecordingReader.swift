import Foundation
import WorkoutModel

/// Reads TCX (Garmin Training Center Database v2): each `Activity` (also inside a
/// `MultiSportSession`) becomes one workout, each `Course` one course (see
/// `TCXCourseBuilder`; a course that holds recorded values, heart rates for example, is
/// read as a workout instead).
///
/// Trackpoints become route locations (when they have a position) and samples
/// (heart rate, cadence, watts, speed without a position, `DistanceMeters` as
/// distance-from-start readings). Each lap becomes a `.lap` event carrying the lap's
/// fields in its metadata (see ``/WorkoutModel/LapMetadataKey``) plus interval samples of energy
/// (`Calories`) and distance (`DistanceMeters`) spanning the lap: lap totals are kept
/// as the file gives them, never recomputed. Several `Track`s within one lap are
/// separated by pause and resume events. `Creator` becomes the device and `Author`
/// the source (else the creator's name).
public struct TCXRecordingReader: PointStreamingReader {
    public init() {}

    public var format: FormatDescriptor { TCXFormat.descriptor }

    public func recognizes(prefix: [UInt8]) -> Bool {
        XMLSniffer.rootElementName(of: prefix) == "TrainingCenterDatabase"
    }

    public func read(from source: any ByteSource, context: ReadContext, into stream: any RecordingStream) throws {
        let handler = TCXDocumentHandler(context: context, stream: stream)
        try XMLEventReader.parseRecording(source, context: context, handler: handler) { try handler.finishPartialActivity() }
        // The Author (the source) comes last in the file, so activities are completed at the end.
        for recording in handler.finishedRecordings() { try stream.endWorkout(recording) }
        for course in handler.finishedCourses() { try stream.course(course) }
    }
}

/// The elements a TCX reader tells apart: TCX's own, and the values of ActivityExtension v2
/// (also read when a writer put them in TCX's namespace).
private enum TCXElement: Int {
    case other
    case trainingCenterDatabase, extensions, activity, courses, course, lap, track, trackpoint, time
    case altitudeMeters, distanceMeters, cadence, position, latitudeDegrees, longitudeDegrees, heartRateBpm, value
    case totalTimeSeconds, calories, maximumSpeed, averageHeartRateBpm, maximumHeartRateBpm, intensity
    case triggerMethod, notes, id, name, creator, unitId, productID, version, author, coursePoint, pointType
    /// Any other element of TCX's namespace (such as a `<Version>`'s `<VersionMajor>`).
    case otherCore
    // ActivityExtension v2 values.
    case speed, watts, runCadence, avgSpeed, avgWatts, maxWatts, avgRunCadence, maxBikeCadence, maxRunCadence, steps
    /// An element of ActivityExtension v2 this reader does not read.
    case otherExtension

    private static let coreNames: [String: TCXElement] = [
        "TrainingCenterDatabase": .trainingCenterDatabase, "Extensions": .extensions, "Activity": .activity,
        "Courses": .courses, "Course": .course, "Lap": .lap, "Track": .track, "Trackpoint": .trackpoint,
        "Time": .time, "AltitudeMeters": .altitudeMeters, "DistanceMeters": .distanceMeters, "Cadence": .cadence,
        "Position": .position, "LatitudeDegrees": .latitudeDegrees, "LongitudeDegrees": .longitudeDegrees,
        "HeartRateBpm": .heartRateBpm, "Value": .value, "TotalTimeSeconds": .totalTimeSeconds,
        "Calories": .calories, "MaximumSpeed": .maximumSpeed, "AverageHeartRateBpm": .averageHeartRateBpm,
        "MaximumHeartRateBpm": .maximumHeartRateBpm, "Intensity": .intensity, "TriggerMethod": .triggerMethod,
        "Notes": .notes, "Id": .id, "Name": .name, "Creator": .creator, "UnitId": .unitId,
        "ProductID": .productID, "Version": .version, "Author": .author, "CoursePoint": .coursePoint,
        "PointType": .pointType,
    ]

    private static let extensionNames: [String: TCXElement] = [
        "Speed": .speed, "Watts": .watts, "RunCadence": .runCadence, "AvgSpeed": .avgSpeed, "AvgWatts": .avgWatts,
        "MaxWatts": .maxWatts, "AvgRunCadence": .avgRunCadence, "MaxBikeCadence": .maxBikeCadence,
        "MaxRunCadence": .maxRunCadence, "Steps": .steps,
    ]

    init(_ name: XMLName) {
        if TCXFormat.isCore(name.namespaceURI) {
            self = Self.coreNames[name.localName] ?? Self.extensionNames[name.localName] ?? .otherCore
        } else if name.namespaceURI == TCXFormat.activityExtension {
            self = Self.extensionNames[name.localName] ?? .otherExtension
        } else {
            self = .other
        }
    }

    /// Whether this is one of TCX's own elements.
    var isCore: Bool { self != .other && rawValue <= TCXElement.otherCore.rawValue }
}

/// Builds recordings from the events of one TCX document: trackpoints go to the stream as
/// they are read, the rest of each activity at the end of the file.
private final class TCXDocumentHandler: XMLElementHandler {
    private let context: ReadContext
    private let stream: any RecordingStream
    /// What changes with every element, changed in place (see ``InPlaceState``).
    private let elementState = InPlaceState(ElementState())
    private var state: UnsafeMutablePointer<ElementState> { elementState.pointer }
    private var activity: ActivityState?
    /// The `Course` being read.
    private var course: TCXCourseBuilder?
    private var finishedCourseBuilders: [TCXCourseBuilder] = []
    private var lap: LapState?
    private var authorName: String?
    private var finished: [ActivityState] = []
    private var activityCount = 0
    /// The activities and courses started so far (the one being read is the last).
    private var startedCount = 0
    private var droppedUntimedPoints = 0
    /// Trackpoints of activities holding only a `<Time>` (see ``TrackBuilder/timeOnlyCount``).
    private var timeOnlyPoints = 0

    private struct ElementState {
        /// The elements open, outermost first.
        var stack: [TCXElement] = []
        var extensionsDepth = 0
        /// The trackpoint being read, when `isInPoint`.
        var point = TrackPoint()
        var isInPoint = false
    }

    private struct LapState {
        var start: Date?
        var trackCount = 0
        var totalTime: Double?
        var distance: Double?
        var calories: Double?
        var metadata: Metadata = [:]
        var hasHeartRate: Bool {
            metadata[LapMetadataKey.averageHeartRate] != nil || metadata[LapMetadataKey.maximumHeartRate] != nil
        }
    }

    private struct ActivityState {
        var id: Date?
        var name: String?
        var notes: String?
        /// The input broke off inside the activity (read with `--lenient`).
        var isPartial = false
        var laps: [LapState] = []
        var points: TrackBuilder
        var device = Device()
        var version: [String: String] = [:]
        /// The course points of a course read as a workout.
        var waypoints: [Waypoint] = []

        init(sport: String?, stream: any RecordingStream) {
            points = TrackBuilder(workout: UUID(), activityType: TCXFormat.activityType(sport: sport), stream: stream)
        }
    }

    init(context: ReadContext, stream: any RecordingStream) {
        self.context = context
        self.stream = stream
        state.pointee.stack.reserveCapacity(16)
    }

    func code(for name: XMLName) -> Int { TCXElement(name).rawValue }

    func startElement(_ element: XMLElementName, attributes: XMLAttributes) throws {
        let code = TCXElement(rawValue: element.code) ?? .other
        defer { state.pointee.stack.append(code) }
        if state.pointee.stack.isEmpty {
            guard code == .trainingCenterDatabase else {
                throw XMLContentError(
                    "the root element is <\(element.name.localName)>, not <TrainingCenterDatabase>: this is not a TCX file")
            }
            return
        }
        if code == .extensions {
            state.pointee.extensionsDepth += 1
            return
        }
        guard state.pointee.extensionsDepth == 0, code.isCore else { return }
        let parent = state.pointee.stack.last ?? .other
        switch (parent, code) {
        case (_, .activity):
            startedCount += 1
            activity = ActivityState(sport: attributes.value("Sport")?.string, stream: stream)
        case (.courses, .course):
            startedCount += 1
            course = TCXCourseBuilder()
        case (.course, .lap):
            lap = LapState()
        case (.course, .coursePoint) where course != nil:
            course?.coursePoint = TCXCourseBuilder.CoursePointState()
        case (.course, .track) where course != nil:
            course?.startTrack()
        case (.track, .trackpoint) where course != nil:
            state.pointee.point = TrackPoint()
            state.pointee.isInPoint = true
        case (.activity, .lap):
            var state = LapState()
            if let value = attributes.value("StartTime") {
                guard let parsed = value.timestamp else {
                    throw XMLContentError("a <Lap> has the StartTime \"\(value.string.prefix(40))\", which is not an ISO 8601 time")
                }
                if !parsed.hadZone { context.warn("times without a time zone were taken as UTC") }
                state.start = parsed.date
            }
            lap = state
        case (_, .track) where activity != nil:
            // Garmin writes one Track per lap, and a new Track within a lap after a pause.
            activity?.points.startSegment(afterPause: lap?.trackCount ?? 0 > 0)
            lap?.trackCount += 1
        case (.track, .trackpoint) where activity != nil:
            state.pointee.point = TrackPoint()
            state.pointee.isInPoint = true
        default:
            break
        }
    }

    func endElement(_ element: XMLElementName, text: XMLText) throws {
        let code = state.pointee.stack.removeLast()
        if code == .extensions {
            state.pointee.extensionsDepth -= 1
            return
        }
        if state.pointee.extensionsDepth > 0 {
            if code != .other { try readExtension(code, text, element) }
            return
        }
        guard code.isCore else { return }
        let parent = state.pointee.stack.last ?? .other
        let grandparent = state.pointee.stack.count >= 2 ? state.pointee.stack[state.pointee.stack.count - 2] : .other

        if state.pointee.isInPoint {
            switch (parent, code) {
            case (.trackpoint, .time): state.pointee.point.time = try text.time(in: "Time", context: context)
            case (.trackpoint, .altitudeMeters): state.pointee.point.altitude = try text.number(in: "AltitudeMeters")
            case (.trackpoint, .distanceMeters): state.pointee.point.distance = try text.number(in: "DistanceMeters")
            case (.trackpoint, .cadence): state.pointee.point.cadence = try text.number(in: "Cadence")
            case (.position, .latitudeDegrees): state.pointee.point.latitude = try coordinate(text, "LatitudeDegrees", limit: 90)
            case (.position, .longitudeDegrees): state.pointee.point.longitude = try coordinate(text, "LongitudeDegrees", limit: 180)
            case (.heartRateBpm, .value) where grandparent == .trackpoint:
                state.pointee.point.heartRate = try text.number(in: "HeartRateBpm")
            case (_, .trackpoint):
                if course != nil {
                    course?.add(state.pointee.point)
                } else {
                    try activity?.points.add(state.pointee.point)
                }
                state.pointee.isInPoint = false
            default:
                break
            }
            return
        }
        if lap != nil {
            switch (parent, code) {
            case (.lap, .totalTimeSeconds): lap?.totalTime = try text.number(in: "TotalTimeSeconds")
            case (.lap, .distanceMeters): lap?.distance = try text.number(in: "DistanceMeters")
            case (.lap, .calories): lap?.calories = try text.number(in: "Calories")
            case (.lap, .maximumSpeed):
                lap?.metadata[LapMetadataKey.maximumSpeed] = try quantity(text, "MaximumSpeed") { Quantity($0, .meterPerSecond) }
            case (.averageHeartRateBpm, .value):
                lap?.metadata[LapMetadataKey.averageHeartRate] = try quantity(text, "AverageHeartRateBpm") { Quantity($0, .countPerMinute) }
            case (.maximumHeartRateBpm, .value):
                lap?.metadata[LapMetadataKey.maximumHeartRate] = try quantity(text, "MaximumHeartRateBpm") { Quantity($0, .countPerMinute) }
            case (.lap, .intensity): lap?.metadata[LapMetadataKey.intensity] = text.trimmed.map { .string($0) }
            case (.lap, .triggerMethod): lap?.metadata[LapMetadataKey.triggerMethod] = text.trimmed.map { .string($0) }
            case (.lap, .cadence): lap?.metadata[LapMetadataKey.averageCadence] = try integer(text, "Cadence")
            case (.lap, .notes): lap?.metadata[LapMetadataKey.notes] = text.trimmed.map { .string($0) }
            case (_, .lap):
                if let finished = lap {
                    if course != nil {
                        course?.addLap(totalTime: finished.totalTime, distance: finished.distance,
                                       hasHeartRate: finished.hasHeartRate)
                    } else {
                        activity?.laps.append(finished)
                    }
                }
                lap = nil
            default:
                break
            }
            return
        }
        if course?.coursePoint != nil {
            try readCoursePoint(code, parent: parent, text)
            return
        }
        if course != nil {
            switch (parent, code) {
            case (.course, .name): course?.name = text.trimmed
            case (.course, .notes): course?.notes = text.trimmed
            case (.creator, .name): course?.device.name = text.trimmed
            case (.creator, .unitId): course?.device.serialNumber = text.trimmed.flatMap { $0 == "0" ? nil : $0 }
            case (.creator, .productID): course?.device.model = text.trimmed.flatMap { $0 == "0" ? nil : $0 }
            case (.version, _) where grandparent == .creator: course?.version[element.name.localName] = text.trimmed
            case (.courses, .course):
                if let builder = course { try finish(builder) }
                course = nil
            default: break
            }
            return
        }
        switch (parent, code) {
        case (.activity, .id): activity?.id = try text.time(in: "Id", context: context)
        case (.activity, .notes): activity?.notes = text.trimmed
        case (.creator, .name): activity?.device.name = text.trimmed
        // A unit or product id of 0 is no id (the TCX writer puts 0 where it knows none).
        case (.creator, .unitId): activity?.device.serialNumber = text.trimmed.flatMap { $0 == "0" ? nil : $0 }
        case (.creator, .productID): activity?.device.model = text.trimmed.flatMap { $0 == "0" ? nil : $0 }
        case (.version, _) where grandparent == .creator: activity?.version[element.name.localName] = text.trimmed
        case (.author, .name): authorName = text.trimmed
        case (_, .activity):
            if let state = activity { try finish(state) }
            activity = nil
        default:
            break
        }
    }

    /// An element of the `CoursePoint` being read.
    private func readCoursePoint(_ code: TCXElement, parent: TCXElement, _ text: XMLText) throws {
        switch (parent, code) {
        case (.coursePoint, .name): course?.coursePoint?.name = text.trimmed
        case (.coursePoint, .time): course?.coursePoint?.time = try text.time(in: "Time", context: context)
        case (.position, .latitudeDegrees): course?.coursePoint?.latitude = try coordinate(text, "LatitudeDegrees", limit: 90)
        case (.position, .longitudeDegrees): course?.coursePoint?.longitude = try coordinate(text, "LongitudeDegrees", limit: 180)
        case (.coursePoint, .altitudeMeters): course?.coursePoint?.altitude = try text.number(in: "AltitudeMeters")
        case (.coursePoint, .pointType): course?.coursePoint?.pointType = text.trimmed
        case (.coursePoint, .notes): course?.coursePoint?.notes = text.trimmed
        case (.course, .coursePoint): course?.finishCoursePoint(context: context)
        default: break
        }
    }

    /// A value inside `<Extensions>`: ActivityExtension v2's TPX (on a trackpoint) or LX (on a lap).
    private func readExtension(_ code: TCXElement, _ text: XMLText, _ element: XMLElementName) throws {
        if state.pointee.isInPoint {
            switch code {
            case .speed: state.pointee.point.speed = try text.number(in: "Speed")
            case .watts: state.pointee.point.power = try text.number(in: "Watts")
            case .runCadence: state.pointee.point.cadence = try text.number(in: "RunCadence")
            default: break
            }
        } else if lap != nil {
            let local = element.name.localName
            switch code {
            case .avgSpeed: lap?.metadata[LapMetadataKey.averageSpeed] = try quantity(text, local) { Quantity($0, .meterPerSecond) }
            case .avgWatts: lap?.metadata[LapMetadataKey.averagePower] = try quantity(text, local) { Quantity($0, .watt) }
            case .maxWatts: lap?.metadata[LapMetadataKey.maximumPower] = try quantity(text, local) { Quantity($0, .watt) }
            case .avgRunCadence: lap?.metadata[LapMetadataKey.averageCadence] = try integer(text, local)
            case .maxBikeCadence, .maxRunCadence: lap?.metadata[LapMetadataKey.maximumCadence] = try integer(text, local)
            case .steps: lap?.metadata[LapMetadataKey.steps] = try integer(text, local)
            default: break
            }
        }
    }

    private func coordinate(_ text: XMLText, _ element: String, limit: Double) throws -> Double? {
        guard let value = try text.number(in: element) else { return nil }
        guard abs(value) <= limit else {
            throw XMLContentError("<\(element)> holds \(value), outside -\(Int(limit))...\(Int(limit))")
        }
        return value
    }

    private func quantity(_ text: XMLText, _ element: String, _ make: (Double) -> Quantity) throws -> MetadataValue? {
        try text.number(in: element).map { .quantity(make($0)) }
    }

    private func integer(_ text: XMLText, _ element: String) throws -> MetadataValue? {
        guard let value = try text.number(in: element) else { return nil }
        guard value == value.rounded(), abs(value) < 1e15 else { return .double(value) }
        return .integer(Int(value))
    }

    /// Ends a `Course`: kept as a course until the end of the file brings its source, or,
    /// when it holds recorded values, replayed as a workout (its laps have no start time and
    /// are left out as before; its course points become the workout's waypoints).
    private func finish(_ builder: TCXCourseBuilder, isPartial: Bool = false) throws {
        var builder = builder
        builder.finishCoursePoint(context: context)
        guard builder.isRecording else {
            finishedCourseBuilders.append(builder)
            return
        }
        var state = ActivityState(sport: nil, stream: stream)
        state.name = builder.name
        state.notes = builder.notes
        state.device = builder.device
        state.version = builder.version
        state.waypoints = builder.waypoints
        state.isPartial = isPartial
        for track in builder.tracks {
            state.points.startSegment(afterPause: false)
            for point in track { try state.points.add(point) }
        }
        try finish(state)
    }

    private func finish(_ state: ActivityState) throws {
        var state = state
        try state.points.finish()
        activityCount += 1
        // Trackpoints without a time go on in their place in an activity with times (see
        // `TrackBuilder`); those without a position, or in an activity without any time, cannot.
        droppedUntimedPoints += state.points.droppedCount + (state.points.hasTimedPoints ? 0 : state.points.untimedPoints.count)
        timeOnlyPoints += state.points.timeOnlyCount
        finished.append(state)
    }

    /// Leaves out the activity (or course) being read, when bad items are skipped: its
    /// points already handed to the stream belong to a workout that never ends, which a
    /// collector drops.
    func skipItem(at position: InputPosition?, reason: String) -> Bool {
        guard context.options.skipsBadItems, activity != nil || course != nil else { return false }
        activity = nil
        course = nil
        lap = nil
        state.pointee.isInPoint = false
        context.skip(SkippedItem(.activity, file: context.name, at: position, reason: reason, name: "activity \(startedCount)"))
        return true
    }

    /// Ends the activity that was being read when the input broke off (`--lenient`), marked partial.
    func finishPartialActivity() throws {
        if let builder = course {
            course = nil
            try finish(builder, isPartial: true)
        }
        guard var state = activity else { return }
        activity = nil
        state.isPartial = true
        try finish(state)
    }

    /// The recordings read, with the source now that the whole file (and its Author) is known.
    func finishedRecordings() -> [WorkoutRecording] {
        if activityCount == 0, finishedCourseBuilders.isEmpty {
            context.warn("the file holds no Activity or Course, so no workout")
        }
        if droppedUntimedPoints > 0 { context.warn("\(droppedUntimedPoints) trackpoints without a <Time> were left out") }
        if timeOnlyPoints > 0 {
            context.warn(LossReport.counted(timeOnlyPoints, "trackpoint") + " holding only a <Time> (no position, no value) "
                + (timeOnlyPoints == 1 ? "was" : "were") + " left out")
        }
        let recordings = finished.compactMap(recording)
        if recordings.count < finished.count {
            context.warn("\(finished.count - recordings.count) activities or courses without trackpoints or laps skipped")
        }
        return recordings
    }

    /// The courses read, with the source now that the whole file (and its Author) is known.
    func finishedCourses() -> [Course] {
        finishedCourseBuilders.map { builder in
            let source = context.options.sourceOverride ?? (authorName ?? builder.device.name).map { Source(name: $0) }
                ?? .unknown
            return builder.course(source: source, context: context)
        }
    }

    private func recording(_ state: ActivityState) -> WorkoutRecording? {
        let activityType = state.points.activityType
        let points = state.points
        var events = points.events
        var samples: [QuantitySample] = []
        var totalTime: Double?
        var totalEnergy: Double?
        var totalDistance: Double?
        var latestEnd = points.lastTime
        let distanceType = QuantityType.distance(for: activityType)
        for lap in state.laps {
            guard let start = lap.start else {
                context.warn("a lap without a StartTime was left out")
                continue
            }
            let duration = max(0, lap.totalTime ?? 0)
            let end = start.addingTimeInterval(duration)
            events.append(WorkoutEvent(type: .lap, date: start, duration: duration, metadata: lap.metadata))
            if let time = lap.totalTime { totalTime = (totalTime ?? 0) + time }
            if let calories = lap.calories {
                samples.append(QuantitySample(type: .activeEnergyBurned, quantity: Quantity(calories, .kilocalorie),
                                              start: start, end: end))
                totalEnergy = (totalEnergy ?? 0) + calories
            }
            if let distance = lap.distance {
                samples.append(QuantitySample(type: distanceType, quantity: Quantity(distance, .meter),
                                              start: start, end: end))
                totalDistance = (totalDistance ?? 0) + distance
            }
            latestEnd = max(latestEnd ?? end, end)
        }
        guard let start = state.id ?? state.laps.compactMap(\.start).min() ?? points.firstTime,
              let end = latestEnd else { return nil }
        let source = context.options.sourceOverride ?? (authorName ?? state.device.name).map { Source(name: $0) }
            ?? .unknown
        var device = state.device
        TCXFormat.setSoftwareVersion(of: &device, from: state.version)
        var metadata: Metadata = [MetadataKey.originalFormat: .string("tcx")]
        if let name = state.name { metadata[MetadataKey.name] = .string(name) }
        if let notes = state.notes { metadata[MetadataKey.notes] = .string(notes) }
        if state.isPartial { metadata[MetadataKey.partialRecording] = .bool(true) }
        let syncIdentifier = "tcx|\(source.name)|\(Timestamp.string(points.firstTime ?? start))"
        let workout = Workout(
            uuid: points.workout, activityType: activityType, start: start, end: max(start, end),
            duration: totalTime ?? max(0, max(start, end).timeIntervalSince(start) - state.points.pausedTime),
            totalEnergyBurned: totalEnergy.map { Quantity($0, .kilocalorie) },
            totalDistance: totalDistance.map { Quantity($0, .meter) },
            source: source, device: device.isEmpty ? nil : device, syncIdentifier: syncIdentifier,
            metadata: metadata, events: Self.ordered(events))
        return WorkoutRecording(workout: workout, samples: samples, waypoints: state.waypoints)
    }

    /// Events by date; at one date, laps before pauses before resumes (a stable order, so
    /// that the same file always gives the same recording).
    private static func ordered(_ events: [WorkoutEvent]) -> [WorkoutEvent] {
        func rank(_ type: WorkoutEvent.EventType) -> Int {
            switch type {
            case .lap: return 0
            case .pause: return 1
            case .resume: return 2
            default: return 3
            }
        }
        return events.enumerated().sorted {
            ($0.element.date, rank($0.element.type), $0.offset) < ($1.element.date, rank($1.element.type), $1.offset)
        }.map(\.element)
    }
}
