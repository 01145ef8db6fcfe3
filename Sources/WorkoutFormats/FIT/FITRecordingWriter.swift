import FITCodec
import FITProfile
import Foundation
import WorkoutModel

/// Writes a workout recording as a FIT activity file: file_id, device_info,
/// records (route and series, one per second), timer events for pauses, laps with
/// their energy and distance, hrv for the heartbeat series, one session per
/// activity (or one for the workout) and the activity message; developer fields for the
/// extra series (``ExtraSeries``: the developer fields of a FIT file read) with their
/// descriptions (see `FITDeveloperFieldEncoding`). A course is written as
/// a FIT course file instead (see `FITCourseEncoding`): one workout or one course per file.
public struct FITRecordingWriter: TrackPointWriter, ExtraSeriesWriter, PointStreamingWriter {
    public let format = FormatDescriptor(
        name: "fit", fileExtensions: ["fit"], summary: "FIT activity files, as Garmin devices write them")

    /// Whether this writer takes a stream: only as ``streamingExtraSeries(_:)`` makes it,
    /// for an input whose points carry extra series. Other inputs are read whole, as a
    /// stream's points can differ from the whole recording's (a FIT file that names its
    /// swimming sport after its records, times that go back: `docs/notes/fitstream.md`).
    public private(set) var streamsPoints = false

    public init() {}

    public var capabilities: FormatCapabilities {
        var capabilities = FormatCapabilities(
            multipleWorkouts: false, eventTypes: [.pause, .resume, .lap], eventMetadata: true,
            activities: true, totals: true, device: true, routes: true, locationFields: [.altitude, .speed],
            sampleTypes: PointColumn.quantityTypes(of: FITActivityEncoding.recordColumns).union([
                .heartbeatSeries, .activeEnergyBurned, .distanceWalkingRunning, .distanceCycling,
                .distanceSwimming, .distanceRowing, .distancePaddleSports, .distanceCrossCountrySkiing,
                .distanceDownhillSnowSports, .distanceWheelchair,
            ]),
            sampleMetadata: false,
            metadataKeys: [
                MetadataKey.indoorWorkout, MetadataKey.timeZone, MetadataKey.elevationAscended,
                MetadataKey.elevationDescended, MetadataKey.averageSpeed, MetadataKey.maximumSpeed,
                MetadataKey.swimmingLocationType, MetadataKey.lapLength, MetadataKey.originalFormat,
                LapMetadataKey.averageHeartRate, LapMetadataKey.maximumHeartRate,
            ],
            eventMetadataKeys: FITLapMetadata.keys, wholeSecondTimes: true, courses: true, waypoints: false,
            waypointFields: [.name, .type, .time], coursePointFields: [.elevation, .time, .distance], extraSeries: true,
            keepsWaypointType: { FITCourseEncoding.coursePointType(matching: $0).map { $0 != "generic" } ?? false },
            courseNameLimit: .init(maximum: "\(FITCourseEncoding.nameBytes) bytes", written: FITCourseEncoding.writtenName),
            waypointNameLimit: .init(maximum: "\(FITCourseEncoding.nameBytes) bytes", written: FITCourseEncoding.writtenName),
            activityTypeAsRead: { FITSport(activityType: $0, indoor: nil, swimmingLocationType: nil).activityType },
            lapValueWritten: { FITLapMetadata.fate(of: $0, $1) },
            deviceNameLimit: .init(maximum: "\(FITCourseEncoding.nameBytes) bytes", written: FITCourseEncoding.writtenName),
            pairsPointValues: true)
        capabilities.pointResolutions = FITActivityEncoding.recordResolutions
        return capabilities
    }

    /// Developer fields are described before the first record.
    public var writesExtraSeries: Bool { true }

    /// This writer: a FIT file holds one workout, whose series it describes itself.
    public func withExtraSeries(_ series: [QuantityType]) -> any RecordingWriter { self }

    /// This writer taking a stream: its session holds the points, with their developer
    /// values, in temporary files until the workout ends, numbering the developer fields in
    /// the order their first values come (as for a whole recording).
    public func streamingExtraSeries(_ series: [QuantityType]) -> (any PointStreamingWriter)? {
        var writer = self
        writer.streamsPoints = true
        return writer
    }

    public func makeSession(output: any ByteSink) throws -> any RecordingWriterSession {
        FITWriterSession(output: output)
    }

    public func makeStreamSession(output: any ByteSink) throws -> any RecordingStreamSession {
        FITWriterSession(output: output)
    }

    public var writesTrackPointSources: Bool { true }
}

/// Writes the one recording (an activity file) or the one course (a course file) a FIT file holds.
///
/// From a stream, the workout's points wait in temporary files (``EntrySpool``) until it
/// ends, already paired with their developer values as a whole recording's timeline pairs
/// them (``ExtraValueRun``): the messages before the records (file id, device, developer
/// field descriptions) and the laps among them are known only from the rest.
final class FITWriterSession: CourseWriting, TrackPointWriting, RecordingStream {
    private let output: FITFileOutput
    private var encoder = FITEncoder()
    private var wroteOne = false
    /// The streamed workout: its points so far, the run of points at one time not yet
    /// spooled, and the developer series in the order their first values came.
    private var streamed: (workout: UUID, spool: EntrySpool)?
    private var run = ExtraValueRun()
    private var columns = ExtraSeriesColumns(series: [], fixed: false)

    /// - Parameter chunkSize: How many bytes of messages are held before they are handed
    ///   out to `output` (``FITFileOutput``).
    init(output: any ByteSink, chunkSize: Int = FITFileOutput.defaultChunkSize) {
        self.output = FITFileOutput(output: output, chunkSize: chunkSize)
    }

    var takesExtraValues: Bool { true }

    func points(_ batch: PointBatch) throws {
        if streamed == nil { streamed = (batch.workout, try EntrySpool()) }
        guard let (workout, spool) = streamed, workout == batch.workout else {
            throw FormatError.unsupported(
                format: "fit", reason: "a FIT file holds one workout or one course; write each to its own file")
        }
        for index in batch.points.indices {
            // A recording's route holds timed points only, so a whole recording has none without a time.
            guard let time = batch.points[index].time else { continue }
            if !run.takes(time) { try run.handOut { try spool.append($0, $1) } }
            run.add(batch.points[index], at: time)
            if let extraValues = batch.extraValues {
                try columns.forEachValue(ofPoint: index, extraValues, workout: workout) { run.add($1, column: $0) }
            }
        }
    }

    func endWorkout(_ rest: WorkoutRecording) throws {
        guard let (workout, spool) = streamed, workout == rest.workout.uuid else { return try write(rest) }
        try run.handOut { try spool.append($0, $1) }
        let pass = try spool.pass()
        try writeOne {
            try FITActivityEncoding(rest: rest, extraSeries: columns.series, entries: pass).encode(into: &encoder, handingOutTo: output)
        }
    }

    func course(_ course: Course) throws {
        try write(course)
    }

    func write(_ recording: WorkoutRecording) throws {
        try writeOne { try FITActivityEncoding(recording: recording).encode(into: &encoder, handingOutTo: output) }
    }

    /// The rest's samples are all the messages need besides the records: laps, heartbeats, sessions.
    func write(_ rest: WorkoutRecording, points: TrackPointSource) throws {
        try writeOne { try FITActivityEncoding(rest: rest, points: points).encode(into: &encoder, handingOutTo: output) }
    }

    func write(_ course: Course) throws {
        try writeOne { try FITCourseEncoding(course: course).encode(into: &encoder, handingOutTo: output) }
    }

    private func writeOne(_ encode: () throws -> Void) throws {
        guard !wroteOne else {
            throw FormatError.unsupported(
                format: "fit", reason: "a FIT file holds one workout or one course; write each to its own file")
        }
        wroteOne = true
        do {
            try encode()
        } catch let error as FITEncodingError {
            throw FormatError.unsupported(format: "fit", reason: error.reason)
        }
    }

    func finish() throws {
        try output.finish(&encoder)
    }
}

/// The messages of one recording, in time order.
struct FITActivityEncoding {
    /// The recording, or its rest when ``startPass`` hands out its points from elsewhere.
    let recording: WorkoutRecording
    /// Starts the one pass over the points, in time order: each call of what it returns
    /// gives the next, `nil` after the last.
    /// gives the next with its developer fields' values (in ``developerFields``' order;
    /// empty when it has none), `nil` after the last.
    private let startPass: () throws -> () throws -> (TrackPointTimeline.Entry, [Double?])?
    private let developerFields: FITDeveloperFieldEncoding
    private var workout: Workout { recording.workout }

    init(recording: WorkoutRecording) {
        self.recording = recording
        let developerFields = FITDeveloperFieldEncoding(recording)
        self.developerFields = developerFields
        startPass = {
            let timeline = TrackPointTimeline(recording, extraSeries: developerFields.series)
            return Self.handOut(timeline.entries, timeline.extras)
        }
    }

    /// The rest's developer values (a streamed FIT file brings none: a conversion reads such a
    /// file whole) are placed on the streamed points as on a whole recording's, which needs
    /// them all at once.
    init(rest: WorkoutRecording, points: TrackPointSource) {
        recording = rest
        let developerFields = FITDeveloperFieldEncoding(rest)
        self.developerFields = developerFields
        startPass = {
            let next = try points.entries()
            guard !developerFields.isEmpty else { return { try next().map { ($0, []) } } }
            var entries: [TrackPointTimeline.Entry] = []
            while let entry = try next() { entries.append(entry) }
            let placed = TrackPointTimeline.placingExtraValues(of: rest, developerFields.series, on: entries)
            return Self.handOut(placed.entries, placed.extras)
        }
    }

    /// `rest`'s workout from a stream: `entries` hands out its points, in time order, each
    /// with the values of `extraSeries` (developer fields) by series, once.
    init(rest: WorkoutRecording, extraSeries: [QuantityType], entries: @escaping () throws -> (TrackPointTimeline.Entry, [Double?])?) {
        recording = rest
        developerFields = FITDeveloperFieldEncoding(series: extraSeries)
        startPass = { entries }
    }

    /// Hands out `entries` one by one, each with its extra values (`extras` is empty when none has any).
    private static func handOut(_ entries: [TrackPointTimeline.Entry], _ extras: [[Double?]]) -> () throws -> (TrackPointTimeline.Entry, [Double?])? {
        var index = 0
        return {
            guard index < entries.count else { return nil }
            defer { index += 1 }
            return (entries[index], index < extras.count ? extras[index] : [])
        }
    }

    /// The point columns a record holds (as `heart_rate`, `cadence`, `power`, `distance`
    /// and `temperature`, and, in a record without a position, `enhanced_speed` and
    /// `enhanced_altitude`); the others are not written.
    static let recordColumns: [PointColumn] = [.heartRate, .cadence, .power, .distance, .ambientTemperature, .speed, .altitude]

    /// The resolution each of ``recordColumns`` is written at: its field's scale and offset
    /// (`enhanced_altitude` 0.2 m from -500 m, `enhanced_speed` 1 mm/s, `distance` 1 cm, the
    /// others whole numbers; no `fractional_cadence` is written), within its base type's range.
    static let recordResolutions = FormatCapabilities.pointResolutions(Dictionary(uniqueKeysWithValues: [
        (PointColumn.heartRate, FITField.Record.heartRate), (.cadence, FITField.Record.cadence),
        (.power, FITField.Record.power), (.distance, FITField.Record.distance),
        (.ambientTemperature, FITField.Record.temperature), (.speed, FITField.Record.enhancedSpeed),
        (.altitude, FITField.Record.enhancedAltitude),
    ].compactMap { column, field -> (PointColumn, PointResolution)? in
        guard let profile = FITProfile.message(number: FITMessageNumber.record)?.field(named: field.name) else { return nil }
        let bits = Double(profile.baseType.size * 8)
        let (lower, upper) = profile.baseType.isSigned ? (-pow(2, bits - 1), pow(2, bits - 1) - 1) : (0, pow(2, bits) - 1)
        let range = ((lower - 0.5) / profile.scale - profile.offset)..<((upper + 0.5) / profile.scale - profile.offset)
        return (column, PointResolution(scale: profile.scale, offset: profile.offset, range: range))
    }))

    /// One record's values: a route location's, or a point's without a position.
    private struct RecordValues {
        var latitude: Double?
        var longitude: Double?
        var altitude: Double?
        var speed: Double?
        /// The values of ``recordColumns`` (the others stay unwritten).
        var values = PointValues()
        /// The values of the developer fields (``developerFields``' series).
        var developerValues: [Double?] = []
    }

    /// A message and when it happened; messages at the same second keep their order.
    private typealias Timed = (time: UInt32, order: Int, message: FITOutgoingMessage)

    /// Writes the messages into `encoder`, handing them out to `output` as they grow.
    func encode(into encoder: inout FITEncoder, handingOutTo output: FITFileOutput) throws {
        let start = try Self.fitTime(workout.startDate)
        let end = try Self.fitTime(workout.endDate)
        try encoder.write(fileID(created: start))
        try encoder.write(deviceInfo(at: start))
        for message in try developerFields.descriptionMessages() { try encoder.write(message) }

        // The records (in time order) and, among them, the timer start (kind 0, before the
        // records of its second), the pauses (kind 2) and the laps (kind 3, after them).
        var timerStart = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.event)
        try timerStart.set(FITField.Event.timestamp, Double(start))
        try timerStart.set(FITField.Event.event, valueNamed: "timer")
        try timerStart.set(FITField.Event.eventType, valueNamed: "start")
        var others: [Timed] = [(start, 0, timerStart)]
        others += try pauseEvents()
        others += try laps()
        // Sorted by time, then kind, then position.
        let ordered = others.enumerated().sorted { ($0.element.time, $0.element.order, $0.offset) < ($1.element.time, $1.element.order, $1.offset) }
        var next = 0
        var recordEncoder = try RecordEncoder(developerFields: developerFields)
        let nextRecord = try records()
        while let (time, values) = try nextRecord() {
            while next < ordered.count, (ordered[next].element.time, ordered[next].element.order) < (time, 1) {
                try encoder.write(ordered[next].element.message)
                next += 1
            }
            try recordEncoder.write(time, values, into: &encoder)
            try output.handOut(&encoder)
        }
        for item in ordered[next...] { try encoder.write(item.element.message) }
        for message in heartbeats() { try encoder.write(message) }

        var stop = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.event)
        try stop.set(FITField.Event.timestamp, Double(end))
        try stop.set(FITField.Event.event, valueNamed: "timer")
        try stop.set(FITField.Event.eventType, valueNamed: "stop_all")
        try encoder.write(stop)
        let sessions = try self.sessions()
        for session in sessions { try encoder.write(session) }
        try encoder.write(try activity(end: end, sessionCount: sessions.count))
    }

    private func fileID(created: UInt32) throws -> FITOutgoingMessage {
        typealias Field = FITField.FileId
        var message = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.fileId)
        try message.set(Field.type, valueNamed: "activity")
        try setManufacturerAndProduct(&message, Field.manufacturer, Field.product)
        if let serial = workout.device?.serialNumber.flatMap({ UInt32($0) }), serial != 0 {
            try message.set(Field.serialNumber, raw: Int64(serial))
        }
        try message.set(Field.timeCreated, Double(created))
        return message
    }

    private func deviceInfo(at time: UInt32) throws -> FITOutgoingMessage {
        typealias Field = FITField.DeviceInfo
        var message = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.deviceInfo)
        try message.set(Field.timestamp, Double(time))
        try message.set(Field.deviceIndex, raw: 0)
        try setManufacturerAndProduct(&message, Field.manufacturer, Field.product)
        if let device = workout.device {
            if let name = device.name, !name.isEmpty {
                // A FIT field holds at most 255 bytes; a device name needs far fewer.
                try message.set(Field.productName, string: Self.prefix(name, maximumBytes: FITCourseEncoding.nameBytes))
            }
            if let version = device.softwareVersion.flatMap(Double.init) { try? message.set(Field.softwareVersion, version) }
            if let version = device.hardwareVersion.flatMap({ Int64($0) }) { try? message.set(Field.hardwareVersion, raw: version) }
            if let serial = device.serialNumber.flatMap({ UInt32($0) }), serial != 0 {
                try message.set(Field.serialNumber, raw: Int64(serial))
            }
        }
        return message
    }

    /// The device's manufacturer and product when the profile names them (`Garmin`,
    /// `edge500`), else the profile's `development` manufacturer, in the message's fields
    /// for them.
    private func setManufacturerAndProduct(_ message: inout FITOutgoingMessage, _ manufacturerField: FITField,
                                           _ productField: FITField) throws {
        let manufacturer = workout.device?.manufacturer?.lowercased().replacingOccurrences(of: " ", with: "_")
        if let manufacturer, (try? message.set(manufacturerField, valueNamed: manufacturer)) != nil {
            if manufacturer == "garmin", let model = workout.device?.model,
               (try? message.set(productField, raw: FITProfileValue.garminProduct(model) ?? -1)) != nil {
                return
            }
            if let number = workout.device?.model.flatMap({ Int64($0) }) { try? message.set(productField, raw: number) }
        } else {
            try message.set(manufacturerField, valueNamed: "development")
        }
    }

    /// The route and the series as records, in time order: one per point
    /// (``TrackPointTimeline``), so several points at one time (a device may write two
    /// records in one second) stay apart, each with its own values. Times are whole seconds.
    /// Each call of the function returned gives the next record, `nil` after the last.
    private func records() throws -> () throws -> (UInt32, RecordValues)? {
        let next = try startPass()
        return {
            while let (entry, developerValues) = try next() {
                // A record needs a timestamp: points without a time are left out (the loss
                // report names them).
                guard entry.hasTime else { continue }
                var record = RecordValues(values: entry.values, developerValues: developerValues)
                let hasValues = Self.recordColumns.contains(where: { entry.values[$0] != nil })
                    || developerValues.contains(where: { $0 != nil })
                if let location = entry.location {
                    // A location outside the globe is no position; its values still are a record.
                    if location.hasValidCoordinate {
                        (record.latitude, record.longitude) = (location.latitude, location.longitude)
                        (record.altitude, record.speed) = (location.altitude, location.speed)
                    } else if !hasValues {
                        continue
                    }
                } else {
                    guard hasValues else { continue }
                    (record.altitude, record.speed) = (entry.values.altitude, entry.values.speed)
                }
                guard let time = try? Self.fitTime(entry.time) else { continue }
                return (time, record)
            }
            return nil
        }
    }

    /// Writes records as packed messages, one per set of fields present, with the
    /// profile's scales and offsets; a value its field cannot hold is left out. A record with
    /// developer values is an outgoing message with the same fields and its developer fields.
    private struct RecordEncoder {
        /// The fields a record may have, in the order they are written.
        private static let recordFields: [FITField] = [
            FITField.Record.timestamp, FITField.Record.positionLat, FITField.Record.positionLong, FITField.Record.enhancedAltitude,
            FITField.Record.enhancedSpeed, FITField.Record.heartRate, FITField.Record.cadence, FITField.Record.power,
            FITField.Record.distance, FITField.Record.temperature,
        ]
        private let fields: [FITFieldProfile]
        /// A packed message per set of fields met so far, and where each set's is (a set has
        /// a bit per field of `fields`); the last one used is tried first.
        private var messages: [FITPackedMessage] = []
        private var messageIndex: [UInt16: Int] = [:]
        private var last: (fields: UInt16, index: Int)?
        /// The raw values of the record being written, by field.
        private var raw: [Int64]
        private let developerFields: FITDeveloperFieldEncoding

        init(developerFields: FITDeveloperFieldEncoding) throws {
            self.developerFields = developerFields
            guard let profile = FITProfile.message(number: FITMessageNumber.record) else {
                throw FITEncodingError("the FIT profile has no message named “record”")
            }
            fields = try Self.recordFields.map { field in
                guard let profileField = profile.field(named: field.name) else {
                    throw FITEncodingError("the FIT profile message “record” has no field named “\(field.name)”")
                }
                return profileField
            }
            raw = Array(repeating: 0, count: fields.count)
        }

        mutating func write(_ time: UInt32, _ values: RecordValues, into encoder: inout FITEncoder) throws {
            var present: UInt16 = 0
            func add(_ field: Int, _ value: Double?) {
                guard let value, let integer = fields[field].rawInteger(for: value) else { return }
                raw[field] = integer
                present |= 1 << field
            }
            add(0, Double(time))
            if let latitude = values.latitude, let longitude = values.longitude {
                add(1, FITScaling.semicircles(fromDegrees: latitude))
                add(2, FITScaling.semicircles(fromDegrees: longitude))
            }
            add(3, values.altitude)
            add(4, values.speed)
            add(5, values.values.heartRate)
            add(6, values.values.cadence)
            add(7, values.values.power)
            add(8, values.values.distance)
            add(9, values.values.ambientTemperature)

            let developer = developerFields.fields(values.developerValues)
            guard developer.isEmpty else {
                var message = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.record)
                for field in fields.indices where present & (1 << field) != 0 {
                    message.set(FITOutgoingField(number: fields[field].number, baseType: fields[field].baseType,
                                                 values: [.integer(raw[field])]))
                }
                message.developerFields = developer
                try encoder.write(message)
                return
            }
            let index: Int
            if let last, last.fields == present {
                index = last.index
            } else if let known = messageIndex[present] {
                index = known
            } else {
                let chosen = fields.indices.filter { present & (1 << $0) != 0 }.map { FITPackedMessage.Field(fields[$0]) }
                messages.append(try FITPackedMessage(globalMessageNumber: FITMessageNumber.record, fields: chosen))
                index = messages.count - 1
                messageIndex[present] = index
            }
            last = (present, index)
            var position = 0
            for field in fields.indices where present & (1 << field) != 0 {
                try messages[index].set(position, raw: raw[field])
                position += 1
            }
            encoder.write(messages[index])
        }
    }

    private func pauseEvents() throws -> [Timed] {
        typealias Field = FITField.Event
        return try workout.events.compactMap { event -> Timed? in
            let type: String
            switch event.type {
            case .pause: type = "stop_all"
            case .resume: type = "start"
            default: return nil
            }
            let time = try Self.fitTime(event.date)
            var message = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.event)
            try message.set(Field.timestamp, Double(time))
            try message.set(Field.event, valueNamed: "timer")
            try message.set(Field.eventType, valueNamed: type)
            return (time, 2, message)
        }
    }

    /// One lap message per lap event, with the energy and distance samples inside it.
    private func laps() throws -> [Timed] {
        typealias Field = FITField.Lap
        let lapEvents = workout.events(ofType: .lap)
        // The interval samples a lap may hold (never series values, which are instants), and
        // their positions in order of start.
        let intervals = recording.separateSamples.filter {
            $0.startDate < $0.endDate && ($0.quantityType == .activeEnergyBurned || Self.lapDistanceTypes.contains($0.quantityType))
        }
        let byStart = intervals.indices.sorted { intervals[$0].startDate < intervals[$1].startDate }
        return try lapEvents.enumerated().map { index, lap in
            let start = try Self.fitTime(lap.date)
            let end = try Self.fitTime(lap.endDate)
            var message = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.lap)
            try message.set(Field.messageIndex, raw: Int64(index))
            try message.set(Field.timestamp, Double(end))
            try message.set(Field.startTime, Double(start))
            try message.set(Field.event, valueNamed: "lap")
            try message.set(Field.eventType, valueNamed: "stop")
            try? message.set(Field.totalElapsedTime, lap.duration)
            try? message.set(Field.totalTimerTime, lap.duration)
            // Those that start in the lap (found by bisection) and end in it, in the recording's order.
            var first = 0, last = byStart.count
            while first < last {
                let middle = (first + last) / 2
                if intervals[byStart[middle]].startDate < lap.date { first = middle + 1 } else { last = middle }
            }
            let inside = byStart[first...].prefix { intervals[$0].startDate <= lap.endDate }
                .filter { intervals[$0].endDate <= lap.endDate }.sorted().map { intervals[$0] }
            let energy = inside.filter { $0.quantityType == .activeEnergyBurned }.compactMap { try? $0.canonicalValue() }
            if !energy.isEmpty { try? message.set(Field.totalCalories, energy.reduce(0, +)) }
            let distance = inside.filter { Self.lapDistanceTypes.contains($0.quantityType) }.compactMap { try? $0.canonicalValue() }
            if !distance.isEmpty { try? message.set(Field.totalDistance, distance.reduce(0, +)) }
            FITLapMetadata.set(lap.metadata, on: &message)
            return (end, 3, message)
        }
    }

    /// The interval distance types a lap's total distance is made of.
    private static let lapDistanceTypes: Set<QuantityType> = [
        .distanceWalkingRunning, .distanceCycling, .distanceSwimming, .distanceRowing, .distancePaddleSports,
        .distanceCrossCountrySkiing, .distanceDownhillSnowSports, .distanceWheelchair,
    ]

    /// The heartbeat series as hrv messages of up to five RR intervals each.
    private func heartbeats() -> [FITOutgoingMessage] {
        let intervals = recording.samples(ofType: .heartbeatSeries).compactMap { try? $0.canonicalValue() }
        return stride(from: 0, to: intervals.count, by: 5).map { first in
            var message = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.hrv)
            let values = intervals[first..<min(first + 5, intervals.count)].map { milliseconds -> FITValue? in
                let raw = milliseconds.rounded()
                return raw >= 0 && raw < 65535 ? .integer(Int64(raw)) : nil
            }
            message.set(FITOutgoingField(number: FITField.Hrv.time.number, baseType: .uint16,
                                         values: values + Array(repeating: nil, count: 5 - values.count)))
            return message
        }
    }

    /// One session per activity of a multisport workout, else one for the workout.
    private func sessions() throws -> [FITOutgoingMessage] {
        typealias Field = FITField.Session
        let legs: [(WorkoutActivityType, Date, Date, TimeInterval, Quantity?, Quantity?, Metadata)] = workout.activities.isEmpty
            ? [(workout.activityType, workout.startDate, workout.endDate, workout.duration, workout.totalEnergyBurned,
                workout.totalDistance, workout.metadata)]
            : workout.activities.map { ($0.activityType, $0.startDate, $0.endDate, $0.duration, $0.totalEnergyBurned,
                                        $0.totalDistance, $0.metadata) }
        return try legs.enumerated().map { index, leg in
            let (type, start, end, duration, energy, distance, metadata) = leg
            var message = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.session)
            try message.set(Field.messageIndex, raw: Int64(index))
            try message.set(Field.timestamp, Double(try Self.fitTime(end)))
            try message.set(Field.startTime, Double(try Self.fitTime(start)))
            try message.set(Field.event, valueNamed: "session")
            try message.set(Field.eventType, valueNamed: "stop")
            let indoor: Bool? = if case .bool(let value)? = metadata[MetadataKey.indoorWorkout] { value } else { nil }
            let location: Int? = if case .integer(let value)? = metadata[MetadataKey.swimmingLocationType] { value } else { nil }
            let sport = FITSport(activityType: type, indoor: indoor, swimmingLocationType: location)
            if let name = sport.sport { try message.set(Field.sport, valueNamed: name) }
            if let name = sport.subSport { try message.set(Field.subSport, valueNamed: name) }
            try? message.set(Field.totalElapsedTime, end.timeIntervalSince(start))
            try? message.set(Field.totalTimerTime, duration)
            if let value = try? energy?.doubleValue(for: .kilocalorie) { try? message.set(Field.totalCalories, value) }
            if let value = try? distance?.doubleValue(for: .meter) { try? message.set(Field.totalDistance, value) }
            let quantities: [(String, FITField, QuantityType)] = [
                (MetadataKey.elevationAscended, Field.totalAscent, .height), (MetadataKey.elevationDescended, Field.totalDescent, .height),
                (MetadataKey.averageSpeed, Field.enhancedAvgSpeed, .runningSpeed), (MetadataKey.maximumSpeed, Field.enhancedMaxSpeed, .runningSpeed),
                (LapMetadataKey.averageHeartRate, Field.avgHeartRate, .heartRate), (LapMetadataKey.maximumHeartRate, Field.maxHeartRate, .heartRate),
                (MetadataKey.lapLength, Field.poolLength, .height),
            ]
            for (key, field, unitOf) in quantities {
                guard case .quantity(let quantity)? = metadata[key],
                      let value = try? quantity.doubleValue(for: unitOf.canonicalUnit) else { continue }
                try? message.set(field, value)
            }
            return message
        }
    }

    private func activity(end: UInt32, sessionCount: Int) throws -> FITOutgoingMessage {
        typealias Field = FITField.Activity
        var message = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.activity)
        try message.set(Field.timestamp, Double(end))
        try? message.set(Field.totalTimerTime, workout.duration)
        try message.set(Field.numSessions, raw: Int64(sessionCount))
        try message.set(Field.type, valueNamed: sessionCount > 1 ? "auto_multi_sport" : "manual")
        try message.set(Field.event, valueNamed: "activity")
        try message.set(Field.eventType, valueNamed: "stop")
        if case .string(let zone)? = workout.metadata[MetadataKey.timeZone], let timeZone = TimeZone(identifier: zone) {
            let offset = Int64(timeZone.secondsFromGMT(for: workout.endDate))
            try? message.set(Field.localTimestamp, raw: Int64(end) + offset)
        }
        return message
    }

    /// The longest prefix of `text` (whole characters) of at most `maximumBytes` UTF-8 bytes.
    static func prefix(_ text: String, maximumBytes: Int) -> String {
        var result = ""
        for character in text {
            guard result.utf8.count + character.utf8.count <= maximumBytes else { break }
            result.append(character)
        }
        return result
    }

    /// A date as FIT seconds (since 1989-12-31T00:00:00Z).
    static func fitTime(_ date: Date) throws -> UInt32 {
        let seconds = (date.timeIntervalSince1970 - Double(fitEpochOffsetFromUnixEpoch)).rounded(.down)
        guard seconds >= 0, seconds < Double(UInt32.max) else {
            throw FITEncodingError("FIT cannot hold the time \(Timestamp.string(date)) (only 1989-12-31 to 2126)")
        }
        return UInt32(seconds)
    }
}

/// Values of the FIT profile's named types.
private enum FITProfileValue {
    /// The `garmin_product` number of a product name (`edge500`).
    static func garminProduct(_ name: String) -> Int64? {
        FITProfile.type(named: "garmin_product")?.value(named: name)
    }
}
