import FITCodec
import FITProfile
import Foundation
import WorkoutModel

/// Collects what the model keeps from the messages of a FIT activity file, one
/// message at a time, and makes the rest of the workout recording at the end.
///
/// file_id and device_info give the device and source; session the workout (or
/// its activities); lap the lap events and per-lap energy and distance; record
/// the points handed to the stream in batches as they are read (developer fields
/// stay here as samples, or go with the points to a stream that takes them); event
/// the pauses and resumes; hrv the heartbeat series; activity the time zone.
struct FITActivityBuilder {
    private let context: ReadContext
    private let stream: any RecordingStream
    /// The workout's UUID, fixed when reading starts: a FIT file holds one workout.
    let workoutUUID = UUIDGenerator.random()

    private var serialNumber: Int64?
    private var timeCreated: Int64?
    private var manufacturer: String?
    /// The product's profile name (`edge500`), for manufacturers the profile lists products of.
    private var product: String?
    private var productNumber: Int64?
    private var productName: String?
    private var fileType: String?
    private var softwareVersion: String?
    private var hardwareVersion: String?
    private var sports: [FITSport] = []
    private var sessions: [Session] = []
    private var laps: [Lap] = []
    /// Timed points not yet handed to the stream.
    private var pendingPoints: [TrackPoint] = []
    /// The first and last record times, for a file cut before its session message.
    private var recordTimes: (first: Date, last: Date)?
    /// Records with a time and no position or value the reader reads, left out (named in a warning).
    private var timeOnlyRecords = 0
    /// Records without a (valid) timestamp, whose values have no time to be kept at: left out
    /// (named in a warning).
    private var untimedRecords = 0
    /// Cadences of records in a swim the file named before them, left out (named in a warning).
    private var swimmingCadences = 0
    /// The seconds (since 1970, rounded down) of records that give a heart rate.
    private var heartRateSeconds = SecondRuns()
    /// Developer field values of records: (time, index into `developerTypes`, value).
    private var developerValues: [(time: Date, type: Int, value: Double)] = []
    private var timerEvents: [(date: Date, isStart: Bool)] = []
    /// RR intervals in seconds, in order.
    private var beatIntervals: [Double] = []
    private var timeZoneOffset: Int?
    /// The Unix time and event time (seconds) of the last `hr` message with a timestamp.
    private var heartRateAnchor: (time: TimeInterval, eventTime: Double)?
    /// Heart rates from `hr` messages.
    private var storedHeartRates: [(date: Date, rate: Double)] = []
    /// The developer fields' types.
    private var developerTypes = FITDeveloperTypes()
    /// Whether the stream takes developer values with the points (``RecordingStream/takesExtraValues``)
    /// rather than in the rest.
    private let extraValuesWithPoints: Bool
    /// The developer values of `pendingPoints`, when they go with the points: by point, in
    /// the types' canonical units.
    private var pendingExtraValues = PointExtraValues()
    /// Whether a record of the workout gave a developer value, when they go with the points:
    /// from then on every batch carries its points' developer values.
    private var pointsCarryExtraValues = false
    /// The course of a course file (`file_id.type` = `course`), which takes its records.
    private var course: FITCourseBuilder?

    private struct Session {
        var start: Date
        var end: Date
        var timerTime: Double?
        var sport: FITSport
        var calories: Double?
        var distance: Double?
        var ascent: Double?
        var descent: Double?
        var averageHeartRate: Double?
        var maximumHeartRate: Double?
        var averageSpeed: Double?
        var maximumSpeed: Double?
        var poolLength: Double?
    }

    private struct Lap {
        var start: Date
        var elapsedTime: Double
        var calories: Double?
        var distance: Double?
        var sport: FITSport?
        var metadata: Metadata
    }

    init(context: ReadContext, stream: any RecordingStream) {
        self.context = context
        self.stream = stream
        extraValuesWithPoints = stream.takesExtraValues
    }

    // MARK: Reading messages

    mutating func add(_ message: FITMessage) throws {
        if course != nil, message.globalMessageNumber != FITMessageNumber.deviceInfo {
            course?.add(message)
            return
        }
        switch message.globalMessageNumber {
        case FITMessageNumber.fileId: addFileID(message)
        case FITMessageNumber.deviceInfo: addDeviceInfo(message)
        case FITMessageNumber.sport:
            sports.append(FITSport(sport: message.valueName(FITField.Sport.sport), subSport: message.valueName(FITField.Sport.subSport)))
        case FITMessageNumber.session: addSession(message)
        case FITMessageNumber.lap: addLap(message)
        case FITMessageNumber.record: try addRecord(message)
        case FITMessageNumber.event: addEvent(message)
        case FITMessageNumber.hrv: beatIntervals.append(contentsOf: message.doubles(FITField.Hrv.time))
        case FITMessageNumber.hr: addHeartRates(message)
        case FITMessageNumber.activity:
            if let local = message.integer(FITField.Activity.localTimestamp), let utc = message.timestamp {
                timeZoneOffset = Int(local - Int64(utc))
            }
        default: break
        }
    }

    private mutating func addFileID(_ message: FITMessage) {
        typealias Field = FITField.FileId
        // Only the first file of a chain says what the recording is.
        guard message.fileIndex == 0, fileType == nil else { return }
        fileType = message.valueName(Field.type) ?? message.integer(Field.type).map { String($0) }
        if fileType == "course" { course = FITCourseBuilder() }
        serialNumber = message.integer(Field.serialNumber)
        timeCreated = message.integer(Field.timeCreated)
        manufacturer = message.valueName(Field.manufacturer).map(Self.displayName)
        productNumber = message.integer(Field.product)
        product = message.valueName(Field.garminProduct) ?? message.valueName(Field.faveroProduct)
        productName = message.string(Field.productName)
    }

    private mutating func addDeviceInfo(_ message: FITMessage) {
        typealias Field = FITField.DeviceInfo
        // Device index 0 is the device that created the file.
        guard message.integer(Field.deviceIndex) == 0 else { return }
        if let version = message.double(Field.softwareVersion) { softwareVersion = Self.versionText(version) }
        if let version = message.integer(Field.hardwareVersion) { hardwareVersion = String(version) }
        if productName == nil { productName = message.string(Field.productName) }
        if serialNumber == nil { serialNumber = message.integer(Field.serialNumber) }
    }

    private mutating func addSession(_ message: FITMessage) {
        typealias Field = FITField.Session
        guard let start = Self.date(message.integer(Field.startTime)) ?? Self.date(message.timestamp) else { return }
        let elapsed = message.double(Field.totalElapsedTime)
        let end = elapsed.map { start.addingTimeInterval($0) } ?? Self.date(message.timestamp) ?? start
        sessions.append(Session(
            start: start, end: max(start, end), timerTime: message.double(Field.totalTimerTime),
            sport: FITSport(sport: message.valueName(Field.sport), subSport: message.valueName(Field.subSport)),
            calories: message.double(Field.totalCalories), distance: message.double(Field.totalDistance),
            ascent: message.double(Field.totalAscent), descent: message.double(Field.totalDescent),
            averageHeartRate: message.double(Field.avgHeartRate), maximumHeartRate: message.double(Field.maxHeartRate),
            averageSpeed: message.double(Field.enhancedAvgSpeed) ?? message.double(Field.avgSpeed),
            maximumSpeed: message.double(Field.enhancedMaxSpeed) ?? message.double(Field.maxSpeed),
            poolLength: message.double(Field.poolLength)
        ))
    }

    private mutating func addLap(_ message: FITMessage) {
        typealias Field = FITField.Lap
        guard let start = Self.date(message.integer(Field.startTime)) ?? Self.date(message.timestamp) else { return }
        let sport = message.valueName(Field.sport).map { FITSport(sport: $0, subSport: message.valueName(Field.subSport)) }
        laps.append(Lap(
            start: start, elapsedTime: max(0, message.double(Field.totalElapsedTime) ?? 0),
            calories: message.double(Field.totalCalories), distance: message.double(Field.totalDistance),
            sport: sport, metadata: FITLapMetadata.metadata(of: message)
        ))
    }

    private mutating func addRecord(_ message: FITMessage) throws {
        guard let time = Self.date(message.timestamp) else {
            untimedRecords += 1
            return
        }
        recordTimes = (recordTimes?.first ?? time, time)
        guard let fields = recordFields(message.definition) else { return }
        // A swimmer's cadence is strokes per minute, which no cadence type holds; a file
        // that names its sport before its records says so in time to leave it out.
        let keepsCadence = sports.last?.activityType != .swimming
        var leftOutCadence = false
        let point = message.withFieldValues { values in
            var point = TrackPoint(time: time)
            if let lat = values.double(fields.positionLat), let lon = values.double(fields.positionLong) {
                let latitude = FITScaling.degrees(fromSemicircles: lat), longitude = FITScaling.degrees(fromSemicircles: lon)
                // Checked without making a location (a call and its copies, per record).
                if Location.isValidCoordinate(latitude: latitude, longitude: longitude) {
                    point.latitude = latitude
                    point.longitude = longitude
                }
            }
            // With a position they are the location's; without one (before the first fix,
            // indoors, in a pool), series of their own (``TrackPoint/forEachSample(activityType:_:)``).
            point.altitude = values.double(fields.enhancedAltitude) ?? values.double(fields.altitude)
            point.speed = values.double(fields.enhancedSpeed) ?? values.double(fields.speed)
            point.heartRate = values.double(fields.heartRate)
            if keepsCadence {
                point.cadence = values.double(fields.cadence)
                if let whole = point.cadence, let fraction = values.double(fields.fractionalCadence) { point.cadence = whole + fraction }
            } else {
                leftOutCadence = values.double(fields.cadence) != nil
            }
            point.power = values.double(fields.power)
            point.distance = values.double(fields.distance)
            point.ambientTemperature = values.double(fields.temperature)
            return point
        }
        if leftOutCadence { swimmingCadences += 1 }
        if point.heartRate != nil { heartRateSeconds.insert(time.timeIntervalSince1970.rounded(.down)) }
        var gaveExtraValue = false
        if !message.definition.developerFields.isEmpty {
            for field in message.developerFields {
                guard let (index, value) = developerTypes.value(of: field) else { continue }
                if extraValuesWithPoints {
                    // As a whole recording's sample of the type would give it (unconvertible: left out).
                    guard let canonical = developerTypes.canonicalValue(value, ofType: index) else { continue }
                    pendingExtraValues.append(canonical, series: index)
                    gaveExtraValue = true
                } else {
                    developerValues.append((time, index, value))
                }
            }
        }
        if gaveExtraValue { pointsCarryExtraValues = true }
        // A record of developer values only is a point that leaves no trace but its values.
        guard point.leavesTrace || gaveExtraValue else {
            timeOnlyRecords += 1
            return
        }
        pendingPoints.append(point)
        if extraValuesWithPoints { pendingExtraValues.endPoint() }
        if pendingPoints.count >= Self.batchSize { try flushPoints() }
    }

    /// The record fields a point is made of, located in one definition (a class, so that
    /// taking it for a record copies nothing).
    private final class RecordFields {
        let definition: FITMessageDefinition
        let positionLat, positionLong, enhancedAltitude, altitude, enhancedSpeed, speed: FITResolvedField
        let heartRate, cadence, fractionalCadence, power, distance, temperature: FITResolvedField

        /// `nil` when `definition` is not a `record` definition of the profile.
        init?(_ definition: FITMessageDefinition) {
            func resolve(_ field: FITField) -> FITResolvedField? { definition.resolve(field) }
            typealias Field = FITField.Record
            guard let positionLat = resolve(Field.positionLat), let positionLong = resolve(Field.positionLong),
                  let enhancedAltitude = resolve(Field.enhancedAltitude), let altitude = resolve(Field.altitude),
                  let enhancedSpeed = resolve(Field.enhancedSpeed), let speed = resolve(Field.speed),
                  let heartRate = resolve(Field.heartRate), let cadence = resolve(Field.cadence),
                  let fractionalCadence = resolve(Field.fractionalCadence), let power = resolve(Field.power),
                  let distance = resolve(Field.distance), let temperature = resolve(Field.temperature) else { return nil }
            self.definition = definition
            (self.positionLat, self.positionLong, self.enhancedAltitude, self.altitude, self.enhancedSpeed, self.speed)
                = (positionLat, positionLong, enhancedAltitude, altitude, enhancedSpeed, speed)
            (self.heartRate, self.cadence, self.fractionalCadence, self.power, self.distance, self.temperature)
                = (heartRate, cadence, fractionalCadence, power, distance, temperature)
        }
    }

    /// The record fields of the definitions met so far, the last used first (a file
    /// switches between a few record layouts); at most 16, as a file has at most 16
    /// definitions in use at once.
    private var recordLayouts: [RecordFields] = []

    /// The record fields of a definition (`nil` only if the profile's record message lacked one of them).
    private mutating func recordFields(_ definition: FITMessageDefinition) -> RecordFields? {
        if let first = recordLayouts.first, first.definition === definition { return first }
        if let index = recordLayouts.firstIndex(where: { $0.definition === definition }) {
            recordLayouts.swapAt(0, index)
            return recordLayouts[0]
        }
        guard let fields = RecordFields(definition) else { return nil }
        if recordLayouts.count == 16 { recordLayouts.removeLast() }
        recordLayouts.insert(fields, at: 0)
        return fields
    }

    /// The most points held before they are handed to the stream.
    static let batchSize = 4096

    /// Hands the pending points to the stream. Their sample types are settled by the
    /// sessions, which a FIT file writes after its records, so the batch names the
    /// sport known so far (see ``FITRecordingCollector``).
    private mutating func flushPoints() throws {
        guard !pendingPoints.isEmpty else { return }
        var batch = PointBatch(workout: workoutUUID, activityType: sports.first?.activityType ?? .other, points: pendingPoints)
        batch.typesSettleAtEnd = true
        batch.expectedSource = context.options.sourceOverride ?? source
        if pointsCarryExtraValues {
            pendingExtraValues.types = developerTypes.types.map(\.type)
            batch.extraValues = pendingExtraValues
        }
        try stream.points(batch)
        pendingPoints.removeAll(keepingCapacity: true)
        pendingExtraValues.removeAll()
    }

    /// `hr` messages (written by watches whose strap stores heart rate while swimming)
    /// date each `filtered_bpm` by its `event_timestamp`, counted from the last
    /// message that has a full timestamp (the anchor).
    private mutating func addHeartRates(_ message: FITMessage) {
        typealias Field = FITField.Hr
        let eventTimes = message.doubles(Field.eventTimestamp)
        if let timestamp = message.timestamp, let first = eventTimes.first {
            heartRateAnchor = (TimeInterval(Int64(timestamp) + fitEpochOffsetFromUnixEpoch)
                               + (message.double(Field.fractionalTimestamp) ?? 0), first)
        }
        let rates = message.doubles(Field.filteredBpm)
        guard let anchor = heartRateAnchor, rates.count == eventTimes.count else { return }
        for (eventTime, rate) in zip(eventTimes, rates) where eventTime >= anchor.eventTime {
            storedHeartRates.append((Date(timeIntervalSince1970: anchor.time + eventTime - anchor.eventTime), rate))
        }
    }

    private mutating func addEvent(_ message: FITMessage) {
        typealias Field = FITField.Event
        guard message.valueName(Field.event) == "timer", let date = Self.date(message.timestamp),
              let type = message.valueName(Field.eventType) else { return }
        switch type {
        case "start": timerEvents.append((date, true))
        case "stop", "stop_all", "stop_disable", "stop_disable_all": timerEvents.append((date, false))
        default: break
        }
    }

    // MARK: Making the recording

    /// Hands the last points and then the rest of the workout to the stream; a course file
    /// hands its course (see ``FITCourseBuilder``). A file of
    /// another kind (a workout plan, settings) is refused with
    /// ``FormatError/notARecording(file:reason:)`` saying what it is; an activity file
    /// with neither sessions nor records holds none.
    mutating func finish(partial: Bool) throws {
        if let course {
            if course.recordsWithoutPosition > 0 {
                context.warn("\(course.recordsWithoutPosition) records of the course without a position were left out")
            }
            var read = course.course(source: context.options.sourceOverride ?? source, device: device, syncIdentifier: nil)
            // A course file made by a device or an app has a creation time; one without (a
            // planned route) is known by its content, so that reading it again finds it again.
            read.syncIdentifier = "FIT-course-\(serialNumber.map(String.init) ?? "unknown")-"
                + (timeCreated.map(String.init) ?? read.contentDigest)
            if partial { read.metadata[MetadataKey.partialRecording] = .bool(true) }
            try stream.course(read)
            return
        }
        try flushPoints()
        if swimmingCadences > 0 { context.warn(FITRecordTypes.swimmingCadenceWarning(swimmingCadences)) }
        if untimedRecords > 0 {
            context.warn(LossReport.counted(untimedRecords, "record") + " without a timestamp (a value needs a time) "
                + (untimedRecords == 1 ? "was" : "were") + " left out")
        }
        if timeOnlyRecords > 0 {
            context.warn(LossReport.counted(timeOnlyRecords, "record") + " holding only a time (no position, no value "
                + "workoutkit reads) " + (timeOnlyRecords == 1 ? "was" : "were") + " left out")
        }
        if let rest = try rest(partial: partial) { try stream.endWorkout(rest) }
    }

    /// Everything about the workout but its streamed points, or `nil` for an activity
    /// file that holds nothing.
    private func rest(partial: Bool) throws -> WorkoutRecording? {
        var sessions = self.sessions.sorted { $0.start < $1.start }
        if sessions.isEmpty {
            guard let (first, last) = recordTimes else {
                if let fileType, fileType != "activity" {
                    throw FormatError.notARecording(file: context.name, reason: Self.fileKindDescription(fileType)
                        + ", not an activity recording: it holds no workout to read")
                }
                context.warn("\(context.name): the FIT activity file holds no session and no record")
                return nil
            }
            // A file cut before its session message: the records still make a workout.
            sessions = [Session(start: min(first, last), end: max(first, last), sport: sports.first ?? FITSport())]
        }
        let start = sessions[0].start
        let end = sessions.map(\.end).max() ?? start
        let syncIdentifier = "FIT-\(serialNumber.map(String.init) ?? "unknown")-\(timeCreated ?? Int64(start.timeIntervalSince1970))-0"

        var metadata: Metadata = [MetadataKey.originalFormat: .string("fit")]
        if partial { metadata[MetadataKey.partialRecording] = .bool(true) }
        if let offset = timeZoneOffset, let zone = Self.timeZoneName(offset) { metadata[MetadataKey.timeZone] = .string(zone) }
        let activities = sessions.count > 1 ? sessions.map(activity) : []
        let activityType = sessions.count > 1 ? WorkoutActivityType.swimBikeRun : sessions[0].sport.activityType
        metadata.merge(Self.summaryMetadata(sessions), uniquingKeysWith: { first, _ in first })
        if sessions.count == 1 { metadata.merge(Self.sportMetadata(sessions[0]), uniquingKeysWith: { first, _ in first }) }

        let timerTimes = sessions.compactMap(\.timerTime)
        let workout = Workout(
            uuid: workoutUUID, activityType: activityType, start: start, end: end,
            duration: timerTimes.isEmpty ? nil : timerTimes.reduce(0, +),
            totalEnergyBurned: Self.sum(sessions.map(\.calories)).map { Quantity($0, .kilocalorie) },
            totalDistance: Self.sum(sessions.map(\.distance)).map { Quantity($0, .meter) },
            source: context.options.sourceOverride ?? source, device: device,
            syncIdentifier: syncIdentifier, metadata: metadata,
            events: pauseEvents() + lapEvents(), activities: activities)

        var samples = lapSamples(sessions)
        samples += developerSamples()
        samples += storedHeartRateSamples(from: start, to: end)
        samples += heartbeatSamples(start: timerEvents.first(where: \.isStart)?.date ?? start)
        return WorkoutRecording(workout: workout, samples: samples)
    }

    private var source: Source {
        Source(name: [manufacturer, productName ?? product].compactMap { $0 }.joined(separator: " ").nonEmpty ?? "FIT file")
    }

    private var device: Device? {
        let device = Device(
            name: productName ?? product, manufacturer: manufacturer, model: product ?? productNumber.map(String.init),
            hardwareVersion: hardwareVersion, softwareVersion: softwareVersion, serialNumber: serialNumber.map(String.init))
        return device.isEmpty ? nil : device
    }

    private func activity(_ session: Session) -> WorkoutActivity {
        WorkoutActivity(
            activityType: session.sport.activityType, start: session.start, end: session.end, duration: session.timerTime,
            totalEnergyBurned: session.calories.map { Quantity($0, .kilocalorie) },
            totalDistance: session.distance.map { Quantity($0, .meter) },
            metadata: Self.summaryMetadata([session]).merging(Self.sportMetadata(session), uniquingKeysWith: { a, _ in a }))
    }

    /// Totals that have a metadata key: elevation, speed and heart rate.
    private static func summaryMetadata(_ sessions: [Session]) -> Metadata {
        var metadata: Metadata = [:]
        if let ascent = sum(sessions.map(\.ascent)) { metadata[MetadataKey.elevationAscended] = .quantity(Quantity(ascent, .meter)) }
        if let descent = sum(sessions.map(\.descent)) { metadata[MetadataKey.elevationDescended] = .quantity(Quantity(descent, .meter)) }
        if sessions.count == 1, let session = sessions.first {
            if let speed = session.averageSpeed { metadata[MetadataKey.averageSpeed] = .quantity(Quantity(speed, .meterPerSecond)) }
            if let speed = session.maximumSpeed { metadata[MetadataKey.maximumSpeed] = .quantity(Quantity(speed, .meterPerSecond)) }
            if let rate = session.averageHeartRate { metadata[LapMetadataKey.averageHeartRate] = .quantity(Quantity(rate, .countPerMinute)) }
            if let rate = session.maximumHeartRate { metadata[LapMetadataKey.maximumHeartRate] = .quantity(Quantity(rate, .countPerMinute)) }
        }
        return metadata
    }

    /// What the sport says: indoors, pool or open water, pool length.
    private static func sportMetadata(_ session: Session) -> Metadata {
        var metadata: Metadata = [:]
        if let indoor = session.sport.isIndoor { metadata[MetadataKey.indoorWorkout] = .bool(indoor) }
        if let location = session.sport.swimmingLocationType {
            metadata[MetadataKey.swimmingLocationType] = .integer(location)
            if location == 1, let length = session.poolLength { metadata[MetadataKey.lapLength] = .quantity(Quantity(length, .meter)) }
        }
        return metadata
    }

    /// Timer stops followed by a start are pauses and resumes (a last stop, which ends
    /// the workout, is not a pause).
    private func pauseEvents() -> [WorkoutEvent] {
        var events: [WorkoutEvent] = []
        var pausedAt: Date?
        for event in timerEvents {
            if !event.isStart, pausedAt == nil {
                pausedAt = event.date
            } else if event.isStart, let pause = pausedAt {
                events.append(WorkoutEvent(type: .pause, date: pause))
                events.append(WorkoutEvent(type: .resume, date: event.date))
                pausedAt = nil
            }
        }
        return events
    }

    private func lapEvents() -> [WorkoutEvent] {
        laps.map { WorkoutEvent(type: .lap, date: $0.start, duration: $0.elapsedTime, metadata: $0.metadata) }
    }

    /// Energy and distance per lap, as cumulative interval samples.
    private func lapSamples(_ sessions: [Session]) -> [QuantitySample] {
        var samples: [QuantitySample] = []
        for lap in laps {
            let end = lap.start.addingTimeInterval(lap.elapsedTime)
            if let calories = lap.calories {
                samples.append(QuantitySample(type: .activeEnergyBurned, quantity: Quantity(calories, .kilocalorie), start: lap.start, end: end))
            }
            if let distance = lap.distance {
                let sport = lap.sport ?? Self.session(at: lap.start, in: sessions).sport
                samples.append(QuantitySample(type: .distance(for: sport.activityType), quantity: Quantity(distance, .meter),
                                              start: lap.start, end: end))
            }
        }
        return samples
    }

    /// Developer field values of records, as instantaneous samples.
    private func developerSamples() -> [QuantitySample] {
        developerValues.map { time, index, value in
            let (type, unit) = developerTypes.types[index]
            return QuantitySample(type: type, quantity: Quantity(value, unit), start: time, end: time)
        }
    }

    /// Heart rates from `hr` messages during the workout (a strap may store some from
    /// before its start), for the seconds no record gives one.
    private func storedHeartRateSamples(from start: Date, to end: Date) -> [QuantitySample] {
        guard !storedHeartRates.isEmpty else { return [] }
        let recordSeconds = heartRateSeconds.sorted()
        return storedHeartRates.compactMap { stored in
            guard stored.date >= start, stored.date <= end,
                  !recordSeconds.contains(stored.date.timeIntervalSince1970.rounded(.down)) else { return nil }
            return QuantitySample(type: .heartRate, quantity: Quantity(stored.rate, QuantityType.heartRate.canonicalUnit),
                                  start: stored.date, end: stored.date)
        }
    }

    /// RR intervals as a heartbeat series, each dated at the beat that ends it.
    private func heartbeatSamples(start: Date) -> [QuantitySample] {
        var time = start
        return beatIntervals.map { interval in
            time = time.addingTimeInterval(interval)
            return QuantitySample(type: .heartbeatSeries, quantity: Quantity(interval * 1000, .millisecond), start: time, end: time)
        }
    }

    // MARK: Helpers

    private static func session(at date: Date, in sessions: [Session]) -> Session {
        sessions.last(where: { $0.start <= date }) ?? sessions[0]
    }

    /// A FIT time (seconds since 1989-12-31T00:00:00Z) as a date, `nil` for an invalid one.
    static func date(_ fitSeconds: Int64?) -> Date? {
        guard let seconds = fitSeconds, seconds >= 0, seconds < 0xFFFF_FFFF else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(seconds + fitEpochOffsetFromUnixEpoch))
    }

    static func date(_ fitSeconds: UInt32?) -> Date? { date(fitSeconds.map(Int64.init)) }

    private static func sum(_ values: [Double?]) -> Double? {
        let known = values.compactMap { $0 }
        return known.isEmpty ? nil : known.reduce(0, +)
    }

    /// What a FIT file of a type other than activity holds, for the user: `a FIT
    /// workout file (a planned session)`.
    private static func fileKindDescription(_ fileType: String) -> String {
        let kinds = [
            "workout": "a FIT workout file (a planned session)",
            "course": "a FIT course file (a planned route)",
            "settings": "a FIT settings file (user and device settings)",
            "device": "a FIT device file (what a device can do)",
            "sport": "a FIT sport settings file",
            "schedules": "a FIT schedule file (planned workouts by date)",
            "weight": "a FIT weight scale file",
            "totals": "a FIT totals file (lifetime totals per sport)",
            "goals": "a FIT goals file",
            "blood_pressure": "a FIT blood pressure file",
            "monitoring_a": "a FIT monitoring file (all-day activity tracking)",
            "monitoring_b": "a FIT monitoring file (all-day activity tracking)",
            "monitoring_daily": "a FIT daily monitoring file (all-day activity tracking)",
            "activity_summary": "a FIT activity summary file (totals without the recording)",
            "segment": "a FIT segment file (a route section to race)",
            "segment_list": "a FIT segment list file",
        ]
        return kinds[fileType] ?? "a FIT file of type \(fileType)"
    }

    /// `wahoo_fitness` → `Wahoo Fitness`.
    private static func displayName(_ profileName: String) -> String {
        profileName.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// A software version as devices show it: `12.1` for 12.10... kept to two decimals.
    private static func versionText(_ version: Double) -> String? {
        guard version >= 0, version < 1e9 else { return nil }
        let hundredths = Int((version * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + String(fraction)
    }

    /// The zone for an offset from UTC, rounded to the quarter hour (`GMT+0200`).
    private static func timeZoneName(_ offset: Int) -> String? {
        let quarterHours = (Double(offset) / 900).rounded()
        guard abs(quarterHours) <= 14 * 4 else { return nil }
        return TimeZone(secondsFromGMT: Int(quarterHours) * 900)?.identifier
    }
}

private extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}

/// A set of whole seconds kept as runs of consecutive seconds in the order they were
/// added: records come a second apart, so a million of them make a few runs.
struct SecondRuns {
    private var runs: [ClosedRange<Double>] = []

    mutating func insert(_ second: Double) {
        if let last = runs.last, second >= last.lowerBound, second <= last.upperBound + 1 {
            if second > last.upperBound { runs[runs.count - 1] = last.lowerBound...second }
            return
        }
        runs.append(second...second)
    }

    /// The runs sorted and merged, for ``SortedSecondRuns/contains(_:)``.
    func sorted() -> SortedSecondRuns {
        var merged: [ClosedRange<Double>] = []
        for run in runs.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, run.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, run.upperBound)
            } else {
                merged.append(run)
            }
        }
        return SortedSecondRuns(runs: merged)
    }
}

/// Sorted, disjoint runs of seconds, searched by bisection.
struct SortedSecondRuns {
    let runs: [ClosedRange<Double>]

    func contains(_ second: Double) -> Bool {
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].upperBound < second { low = middle + 1 } else { high = middle }
        }
        return low < runs.count && runs[low].contains(second)
    }
}
