import Foundation
import WorkoutModel

/// Writes TCX (Training Center Database v2), valid against its schema: one `Activity`
/// per workout, one `Lap` per lap event (or one lap for the whole workout when it has
/// none) with its totals and fields, trackpoints with position, altitude, distance,
/// heart rate and cadence, and speed, run cadence and watts in the ActivityExtension v2.
///
/// A lap's `Calories` and `DistanceMeters` are the energy and distance samples that lie
/// within it (as the TCX reader makes them); without such samples, the workout's total
/// shared out by lap time, then (distance only) the distance readings or the route's
/// length. TCX requires both elements: when a workout holds no energy at all, 0 is
/// written because the schema demands a number. The source becomes the `Author`.
/// Courses are written after the activities, in `Courses` (see `TCXCourseEncoding`).
///
/// From a stream (``PointStreamingWriter``), a workout's points wait in a temporary file
/// until the workout ends, since its laps, type and pauses come with the end; the points
/// are then read back once for the laps' distances where nothing else gives them, and
/// once to write them, in the order they came.
public struct TCXRecordingWriter: PointStreamingWriter, TrackPointWriter {
    public init() {}

    public var format: FormatDescriptor { TCXFormat.descriptor }

    public var capabilities: FormatCapabilities {
        var capabilities = FormatCapabilities(
            multipleWorkouts: true, eventTypes: [.lap, .pause, .resume], eventMetadata: true, activities: false,
            totals: true, device: true, routes: true, locationFields: [.altitude, .speed],
            sampleTypes: Self.sampleTypes, sampleMetadata: false,
            metadataKeys: [MetadataKey.notes, MetadataKey.originalFormat], eventMetadataKeys: LapMetadataKey.all,
            courses: true, waypoints: false,
            waypointFields: [.name, .comment, .type, .elevation, .time], coursePointFields: [.elevation, .time, .distance],
            keepsWaypointType: { TCXCourseEncoding.pointType(matching: $0).map { $0 != "Generic" } ?? false },
            courseNameLimit: .init(maximum: "\(TCXCourseEncoding.courseNameLength) characters",
                                   written: TCXCourseEncoding.courseName),
            waypointNameLimit: .init(maximum: "\(TCXCourseEncoding.coursePointNameLength) characters",
                                     written: TCXCourseEncoding.coursePointName),
            activityTypeAsRead: { TCXFormat.activityType(sport: TCXFormat.sport($0)) },
            lapValueWritten: { TCXWriterSession.lapValueFate($0, $1) },
            keepsWaypointTimes: TCXCourseEncoding.keepsWaypointTimes, pairsPointValues: true, trimsText: true,
            courseNameInFile: { TCXCourseEncoding.uniqueName($0, among: &$1) })
        capabilities.pointResolutions = FormatCapabilities.pointResolutions([
            .heartRate: TCXFormat.heartRate, .cadence: TCXFormat.cadence, .power: TCXFormat.watts,
        ])
        return capabilities
    }

    /// The point columns a trackpoint holds (the speed, cadence and power in its extensions;
    /// the altitude of a trackpoint without a position as its `AltitudeMeters`).
    static let pointColumns: [PointColumn] = [.heartRate, .cadence, .power, .distance, .speed, .altitude]

    /// The point columns' types, and the lap totals.
    private static let sampleTypes = PointColumn.quantityTypes(of: pointColumns).union([
        .activeEnergyBurned, .distanceWalkingRunning, .distanceCycling,
        .distanceSwimming, .distanceWheelchair, .distanceDownhillSnowSports, .distanceRowing,
        .distancePaddleSports, .distanceCrossCountrySkiing,
    ])

    public func makeSession(output: any ByteSink) throws -> any RecordingWriterSession {
        TCXWriterSession(output: output)
    }

    public var streamsPoints: Bool { true }

    public var writesTrackPointSources: Bool { true }

    public func makeStreamSession(output: any ByteSink) throws -> any RecordingStreamSession {
        TCXWriterSession(output: output)
    }
}

private final class TCXWriterSession: RecordingStreamSession, CourseWriting, TrackPointWriting {
    private let output: any ByteSink
    private var started = false
    private var finished = false
    private var author: Source?
    /// The courses, written after the activities at ``finish()`` (the schema's order).
    private var courses: [Course] = []
    /// The streamed points of the workouts not yet ended.
    private var spools = WorkoutPointSpools()

    init(output: any ByteSink) {
        self.output = output
    }

    private func start() throws {
        started = true
        let xml = XMLOutput(sink: output)
        xml.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        xml.open("TrainingCenterDatabase", [
            ("xmlns", TCXFormat.trainingCenterDatabase),
            ("xmlns:ns3", TCXFormat.activityExtension),
            ("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"),
            ("xsi:schemaLocation", "\(TCXFormat.trainingCenterDatabase) "
                + "http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd"),
        ], depth: 0)
        xml.open("Activities", depth: 1)
        try xml.flush()
    }

    func points(_ batch: PointBatch) throws {
        try spools.append(batch)
    }

    /// Writes a streamed workout's activity from its points, or a whole recording as it is.
    func endWorkout(_ rest: WorkoutRecording) throws {
        guard let spool = spools.remove(workout: rest.workout.uuid) else { return try write(rest) }
        try writeActivity(of: rest.workout, samples: rest.samples) {
            var entries = spool.entries()
            return { try entries.next() }
        }
    }

    /// Keeps a course until ``finish()`` (courses are small).
    func course(_ course: Course) throws {
        if author == nil, course.source != .unknown { author = course.source }
        courses.append(course)
    }

    func write(_ course: Course) throws {
        try self.course(course)
    }

    /// The rest's samples are all the activity needs besides the points: its laps' energy and distance.
    func write(_ rest: WorkoutRecording, points: TrackPointSource) throws {
        try writeActivity(of: rest.workout, samples: rest.samples) { try points.entries() }
    }

    func write(_ recording: WorkoutRecording) throws {
        let entries = TrackPointTimeline(recording).entries
        try writeActivity(of: recording.workout, samples: recording.samples) {
            var index = 0
            return {
                guard index < entries.count else { return nil }
                defer { index += 1 }
                return entries[index]
            }
        }
    }

    /// Writes one `Activity`. `startPass` starts a pass over the workout's trackpoints, in
    /// time order: each call of what it returns gives the next, `nil` after the last.
    private func writeActivity(
        of workout: Workout, samples: [QuantitySample],
        startPass: () throws -> () throws -> TrackPointTimeline.Entry?
    ) throws {
        if !started { try start() }
        if author == nil, workout.source != .unknown { author = workout.source }
        let isRunning = TCXFormat.sport(workout.activityType) == "Running"

        var laps = workout.events(ofType: .lap).map { Lap(start: $0.date, duration: $0.duration, metadata: $0.metadata) }
        if laps.isEmpty {
            laps = [Lap(start: workout.startDate, duration: workout.duration, metadata: [:])]
        }
        // The energy and distance samples that laps are made of, picked out once.
        let intervalSamples = samples.filter {
            $0.quantityType == .activeEnergyBurned || Self.distanceTypes.contains($0.quantityType)
        }
        for index in laps.indices {
            laps[index].measure(of: workout, intervalSamples: intervalSamples, lapCount: laps.count)
        }
        // Where neither samples nor the workout's total give a lap's distance, its trackpoints do.
        if laps.contains(where: { $0.distance == nil }) {
            let trackpoints = LapTrackpoints(laps, next: try startPass())
            for index in laps.indices {
                var distance = TrackpointDistance()
                while let entry = try trackpoints.next(inLap: index, passing: { distance.pass($0) }) { distance.add(entry) }
                if laps[index].distance == nil { laps[index].distance = distance.meters }
            }
        }

        let xml = XMLOutput(sink: output)
        xml.open("Activity", [("Sport", TCXFormat.sport(workout.activityType))], depth: 2)
        xml.element("Id", time: workout.startDate, depth: 3)
        let resumes = workout.events(ofType: .resume).map(\.date)
        let trackpoints = LapTrackpoints(laps, next: try startPass())
        for index in laps.indices {
            writeLapStart(laps[index], isRunning: isRunning, into: xml)
            // The lap's trackpoints, in a new `Track` at each resume.
            var nextResume: Int?
            while let entry = try trackpoints.next(inLap: index) {
                if var resume = nextResume {
                    while resume < resumes.count, entry.time >= resumes[resume] {
                        xml.close("Track", depth: 4)
                        xml.open("Track", depth: 4)
                        resume += 1
                    }
                    nextResume = resume
                } else {
                    nextResume = resumes.firstIndex { $0 > entry.time } ?? resumes.count
                    xml.open("Track", depth: 4)
                }
                xml.write(room: Self.trackpointRoom) { writeTrackpoint(entry, isRunning: isRunning, into: &$0) }
                try xml.flushIfFull()
            }
            if nextResume != nil { xml.close("Track", depth: 4) }
            writeLapEnd(laps[index], isRunning: isRunning, into: xml)
            try xml.flushIfFull()
        }
        if case .string(let notes)? = workout.metadata[MetadataKey.notes] { xml.element("Notes", notes, depth: 3) }
        if let device = workout.device { writeCreator(device, into: xml) }
        xml.close("Activity", depth: 2)
        try xml.flush()
    }

    /// The distance types of HealthKit (not the distance-from-start readings).
    private static let distanceTypes = Set(QuantityType.allKnown.filter {
        $0.identifier.contains("Distance") && $0 != .distanceFromStart
    })

    /// One lap as written: its interval, what the recording says about it, and its totals.
    private struct Lap {
        var start: Date
        var duration: TimeInterval
        var metadata: Metadata
        var calories = 0.0
        /// Metres; `nil` until known when only the trackpoints can tell.
        var distance: Double?

        init(start: Date, duration: TimeInterval, metadata: Metadata) {
            self.start = start
            self.duration = duration
            self.metadata = metadata
        }

        /// Sets the calories, and the distance where samples or the workout's total give it:
        /// the samples that lie within the lap, else the workout's total shared out by lap time.
        mutating func measure(of workout: Workout, intervalSamples: [QuantitySample], lapCount: Int) {
            let start = start
            let end = start.addingTimeInterval(duration)
            func within(_ sample: QuantitySample) -> Bool { sample.startDate >= start && sample.endDate <= end }
            let share = workout.duration > 0 ? duration / workout.duration : 1 / Double(lapCount)

            let energySamples = intervalSamples.filter { $0.quantityType == .activeEnergyBurned && within($0) }
            if !energySamples.isEmpty {
                calories = energySamples.reduce(0) { $0 + ((try? $1.quantity.doubleValue(for: .kilocalorie)) ?? 0) }
            } else if let total = try? workout.totalEnergyBurned?.doubleValue(for: .kilocalorie) {
                calories = total * share
            } else {
                calories = 0
            }

            let distanceSamples = intervalSamples.filter { TCXWriterSession.distanceTypes.contains($0.quantityType) && within($0) }
            if !distanceSamples.isEmpty {
                distance = distanceSamples.reduce(0) { $0 + ((try? $1.quantity.doubleValue(for: .meter)) ?? 0) }
            } else if let total = try? workout.totalDistance?.doubleValue(for: .meter) {
                distance = total * share
            }
        }

        func quantity(_ key: String, _ unit: QuantityUnit) -> Double? {
            guard case .quantity(let value)? = metadata[key] else { return nil }
            return try? value.doubleValue(for: unit)
        }

        func integer(_ key: String) -> Int? {
            switch metadata[key] {
            case .integer(let value)?: return value
            case .double(let value)? where value.isFinite && abs(value) < 1e9: return Int(value.rounded())
            default: return nil
            }
        }

        /// A cadence the schema allows (0-254).
        func cadence(_ key: String) -> Int? {
            integer(key).flatMap { (0...254).contains($0) ? $0 : nil }
        }

        /// A heart rate the schema allows (1-255 once rounded), rounded.
        func heartRate(_ key: String) -> Double? {
            quantity(key, .countPerMinute).flatMap(TCXFormat.heartRate.written)
        }

        /// A speed the schema allows (not negative).
        func speed(_ key: String) -> Double? {
            quantity(key, .meterPerSecond).flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
        }

        /// Watts the extension's schema allows (an unsigned 16-bit number once rounded), rounded.
        func watts(_ key: String) -> Double? {
            quantity(key, .watt).flatMap(TCXFormat.watts.written)
        }

        /// Steps the extension's schema allows (an unsigned 16-bit number).
        var steps: Int? { integer(LapMetadataKey.steps).flatMap { (0...65535).contains($0) ? $0 : nil } }

        /// The `Intensity`: TCX has `Active` and `Resting`; any other is written as `Active`.
        var intensity: String {
            if case .string(let value)? = metadata[LapMetadataKey.intensity], ["Active", "Resting"].contains(value) { return value }
            return "Active"
        }

        /// The `TriggerMethod`: a FIT trigger TCX has not becomes the nearest of TCX's.
        var triggerMethod: String {
            let trigger: String? = if case .string(let method)? = metadata[LapMetadataKey.triggerMethod] { method } else { nil }
            return LapMetadataKey.tcxTriggerMethod(trigger ?? "Manual")
        }

        /// What becomes of one lap metadata value written in a `Lap` (see ``FormatCapabilities/lapValueWritten``).
        static func fate(of key: String, _ value: MetadataValue) -> FormatCapabilities.LapValueFate {
            let lap = Lap(start: Date(timeIntervalSince1970: 0), duration: 0, metadata: [key: value])
            let kept: Bool
            switch key {
            case LapMetadataKey.triggerMethod, LapMetadataKey.intensity:
                let written = key == LapMetadataKey.intensity ? lap.intensity : lap.triggerMethod
                return value == .string(written) ? .kept : .written(written)
            case LapMetadataKey.averageHeartRate, LapMetadataKey.maximumHeartRate:
                return rounded(value, in: .countPerMinute, to: TCXFormat.heartRate)
            case LapMetadataKey.averageSpeed, LapMetadataKey.maximumSpeed: kept = lap.speed(key) != nil
            case LapMetadataKey.averagePower, LapMetadataKey.maximumPower:
                return rounded(value, in: .watt, to: TCXFormat.watts)
            case LapMetadataKey.averageCadence, LapMetadataKey.maximumCadence:
                guard let written = lap.cadence(key) else { return .dropped }
                if case .double(let number) = value, number != Double(written) { return .written(String(written)) }
                kept = true
            case LapMetadataKey.steps: kept = lap.steps != nil
            case LapMetadataKey.notes: kept = if case .string = value { true } else { false }
            default: kept = true
            }
            return kept ? .kept : .dropped
        }

        /// The fate of a quantity written in `unit` at `resolution` (as ``heartRate(_:)`` and ``watts(_:)`` write it).
        private static func rounded(
            _ value: MetadataValue, in unit: QuantityUnit, to resolution: PointResolution
        ) -> FormatCapabilities.LapValueFate {
            guard case .quantity(let quantity) = value, let number = try? quantity.doubleValue(for: unit),
                  let written = resolution.written(number) else { return .dropped }
            return resolution.changes(number) ? .written(XMLOutput.number(written)) : .kept
        }
    }

    /// What becomes of one lap metadata value in TCX (see ``FormatCapabilities/lapValueWritten``).
    static func lapValueFate(_ key: String, _ value: MetadataValue) -> FormatCapabilities.LapValueFate {
        Lap.fate(of: key, value)
    }

    /// A lap's `DistanceMeters` from its trackpoints: the span of their distance readings,
    /// else the length of their route within its segments (``/WorkoutModel/TrackLength``).
    private struct TrackpointDistance {
        private var firstReading: Double?
        private var lastReading: Double?
        private var length = TrackLength()

        mutating func add(_ entry: TrackPointTimeline.Entry) {
            if let reading = entry.values.distance {
                if firstReading == nil { firstReading = reading }
                lastReading = reading
            }
            if let location = entry.location { length.add(location) }
        }

        /// Passes over the location of a trackpoint left out (one without a time): a segment it
        /// starts still breaks the route.
        mutating func pass(_ location: Location) {
            length.pass(location)
        }

        var meters: Double {
            if let firstReading, let lastReading { return max(0, lastReading - firstReading) }
            return length.meters
        }
    }

    /// Hands out one pass of trackpoints lap by lap: each goes to the last lap that started
    /// at or before it (the first lap takes any before it, the last any after it). The
    /// schema asks for a `Time` in every trackpoint: points without one are left out (the
    /// loss report names them).
    private final class LapTrackpoints {
        private let starts: [Date]
        private let nextEntry: () throws -> TrackPointTimeline.Entry?
        private var pending: TrackPointTimeline.Entry?

        init(_ laps: [Lap], next: @escaping () throws -> TrackPointTimeline.Entry?) {
            starts = laps.map(\.start)
            nextEntry = next
        }

        /// The next trackpoint of lap `index`, `nil` once the next one is a later lap's; the
        /// location of each point without a time left out on the way goes to `passing`.
        /// Laps are asked in order.
        func next(inLap index: Int, passing: (Location) -> Void = { _ in }) throws -> TrackPointTimeline.Entry? {
            while pending == nil || pending?.hasTime == false {
                if let location = pending?.location { passing(location) }
                pending = try nextEntry()
                if pending == nil { break }
            }
            guard let entry = pending else { return nil }
            if index + 1 < starts.count, entry.time >= starts[index + 1] { return nil }
            pending = nil
            return entry
        }
    }

    /// A lap's start tag and the elements before its tracks.
    private func writeLapStart(_ lap: Lap, isRunning: Bool, into xml: XMLOutput) {
        xml.open("Lap", [("StartTime", Timestamp.string(lap.start))], depth: 3)
        xml.element("TotalTimeSeconds", max(0, lap.duration), depth: 4)
        xml.element("DistanceMeters", lap.distance ?? 0, depth: 4)
        if let maximum = lap.speed(LapMetadataKey.maximumSpeed) { xml.element("MaximumSpeed", maximum, depth: 4) }
        xml.element("Calories", min(65535, max(0, lap.calories.rounded())), depth: 4)
        for (element, key) in [("AverageHeartRateBpm", LapMetadataKey.averageHeartRate),
                               ("MaximumHeartRateBpm", LapMetadataKey.maximumHeartRate)] {
            if let bpm = lap.heartRate(key) {
                xml.open(element, depth: 4)
                xml.element("Value", bpm, depth: 5)
                xml.close(element, depth: 4)
            }
        }
        xml.element("Intensity", lap.intensity, depth: 4)
        if !isRunning, let averageCadence = lap.cadence(LapMetadataKey.averageCadence) {
            xml.element("Cadence", String(averageCadence), depth: 4)
        }
        xml.element("TriggerMethod", lap.triggerMethod, depth: 4)
    }

    /// The elements of a lap after its tracks, and its end tag.
    private func writeLapEnd(_ lap: Lap, isRunning: Bool, into xml: XMLOutput) {
        if case .string(let notes)? = lap.metadata[LapMetadataKey.notes] { xml.element("Notes", notes, depth: 4) }

        // ActivityLapExtension v2, in its schema's order.
        var extensionValues: [(String, String)] = []
        if let speed = lap.speed(LapMetadataKey.averageSpeed) {
            extensionValues.append(("AvgSpeed", XMLOutput.number(speed)))
        }
        let averageCadence = lap.cadence(LapMetadataKey.averageCadence)
        let maximumCadence = lap.cadence(LapMetadataKey.maximumCadence)
        if !isRunning, let maximumCadence { extensionValues.append(("MaxBikeCadence", String(maximumCadence))) }
        if isRunning, let averageCadence { extensionValues.append(("AvgRunCadence", String(averageCadence))) }
        if isRunning, let maximumCadence { extensionValues.append(("MaxRunCadence", String(maximumCadence))) }
        // Steps and watts are unsigned 16-bit numbers in the extension's schema.
        if let steps = lap.steps {
            extensionValues.append(("Steps", String(steps)))
        }
        for (name, key) in [("AvgWatts", LapMetadataKey.averagePower), ("MaxWatts", LapMetadataKey.maximumPower)] {
            if let watts = lap.watts(key) {
                extensionValues.append((name, XMLOutput.number(watts)))
            }
        }
        if !extensionValues.isEmpty {
            xml.open("Extensions", depth: 4)
            xml.open("ns3:LX", depth: 5)
            for (name, value) in extensionValues { xml.element("ns3:" + name, value, depth: 6) }
            xml.close("ns3:LX", depth: 5)
            xml.close("Extensions", depth: 4)
        }
        xml.close("Lap", depth: 3)
    }

    /// The most bytes one `Trackpoint` takes: at most 21 lines.
    private static let trackpointRoom = 21 * XMLCursor.lineRoom

    private func writeTrackpoint(_ entry: TrackPointTimeline.Entry, isRunning: Bool, into xml: inout XMLCursor) {
        let values = entry.values
        xml.open("Trackpoint", depth: 5)
        xml.element("Time", time: entry.time, depth: 6)
        if let location = entry.location, location.hasValidCoordinate {
            xml.open("Position", depth: 6)
            xml.element("LatitudeDegrees", location.latitude, depth: 7)
            xml.element("LongitudeDegrees", location.longitude, depth: 7)
            xml.close("Position", depth: 6)
            if let altitude = location.altitude { xml.element("AltitudeMeters", altitude, depth: 6) }
        } else if entry.location == nil, let altitude = values.altitude {
            xml.element("AltitudeMeters", altitude, depth: 6)
        }
        if let distance = values.distance { xml.element("DistanceMeters", distance, depth: 6) }
        if let bpm = values.heartRate.flatMap(TCXFormat.heartRate.written) {
            xml.open("HeartRateBpm", depth: 6)
            xml.element("Value", bpm, depth: 7)
            xml.close("HeartRateBpm", depth: 6)
        }
        let cadence = values.cadence.flatMap(TCXFormat.cadence.written)
        if !isRunning, let cadence { xml.element("Cadence", cadence, depth: 6) }

        // ActivityTrackpointExtension v2, in its schema's order.
        let speed = (entry.location?.speed ?? values.speed).flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
        let runCadence = isRunning ? cadence : nil
        let watts = values.power.flatMap(TCXFormat.watts.written)
        if speed != nil || runCadence != nil || watts != nil {
            xml.open("Extensions", depth: 6)
            xml.open("ns3:TPX", depth: 7)
            if let speed { xml.element("ns3:Speed", speed, depth: 8) }
            if let runCadence { xml.element("ns3:RunCadence", runCadence, depth: 8) }
            if let watts { xml.element("ns3:Watts", watts, depth: 8) }
            xml.close("ns3:TPX", depth: 7)
            xml.close("Extensions", depth: 6)
        }
        xml.close("Trackpoint", depth: 5)
    }

    /// `Creator` requires a numeric unit id, product id and version; where the device has
    /// none, 0 is written, which the TCX reader takes as "no id". Written for a named device.
    private func writeCreator(_ device: Device, into xml: XMLOutput) {
        guard let name = device.name else { return }
        let unitID = device.serialNumber.flatMap { UInt32($0) } ?? 0
        let productID = device.model.flatMap { UInt16($0) } ?? 0
        let version = (device.softwareVersion ?? "").split(separator: ".").compactMap { UInt16($0) }
        xml.open("Creator", [("xsi:type", "Device_t")], depth: 3)
        xml.element("Name", name, depth: 4)
        xml.element("UnitId", String(unitID), depth: 4)
        xml.element("ProductID", String(productID), depth: 4)
        xml.open("Version", depth: 4)
        xml.element("VersionMajor", String(version.first ?? 0), depth: 5)
        xml.element("VersionMinor", String(version.count > 1 ? version[1] : 0), depth: 5)
        xml.close("Version", depth: 4)
        xml.close("Creator", depth: 3)
    }

    func finish() throws {
        guard !finished else { return }
        finished = true
        if !started { try start() }
        let xml = XMLOutput(sink: output)
        xml.close("Activities", depth: 1)
        if !courses.isEmpty {
            xml.open("Courses", depth: 1)
            var names = Set<String>()
            for course in courses {
                TCXCourseEncoding(course: course, name: TCXCourseEncoding.uniqueName(course.name, among: &names))
                    .write(into: xml, creator: writeCreator)
                try xml.flushIfFull()
            }
            xml.close("Courses", depth: 1)
        }
        if let author {
            // Application_t requires a build version, language and Garmin part number, which
            // no source carries: they are written as placeholders (as GPSBabel does).
            xml.open("Author", [("xsi:type", "Application_t")], depth: 1)
            xml.element("Name", author.name, depth: 2)
            xml.open("Build", depth: 2)
            xml.open("Version", depth: 3)
            xml.element("VersionMajor", "0", depth: 4)
            xml.element("VersionMinor", "0", depth: 4)
            xml.close("Version", depth: 3)
            xml.close("Build", depth: 2)
            xml.element("LangID", "en", depth: 2)
            xml.element("PartNumber", "XXX-XXXXX-XX", depth: 2)
            xml.close("Author", depth: 1)
        }
        xml.close("TrainingCenterDatabase", depth: 0)
        try xml.flush()
    }
}
