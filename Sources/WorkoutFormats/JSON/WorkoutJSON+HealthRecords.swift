import Foundation
import WorkoutModel

/// The records outside workouts in workoutkit's JSON Lines (an Apple Health export's
/// `Record`s, `Correlation`s and `ActivitySummary`s): one object per line, told from a
/// workout by its `kind`, which names it as `changes --json` does.
///
/// - `{"kind":"sample","uuid","type","start","end","value","unit","source","device","metadata","creationDate","sourceVersion"}`
/// - `{"kind":"categorySample","uuid","type","value","valueName","start","end","source","device","metadata","creationDate","sourceVersion"}`
///   (`valueName` is the name Apple's export writes for `value`, or `null` when workoutkit knows none)
/// - `{"kind":"correlation","uuid","type","start","end","source","device","metadata","creationDate","sourceVersion","objects":[…]}`
///   (`objects` are its quantity samples, as `sample` objects without `kind`)
/// - `{"kind":"activitySummary","uuid","dateComponents","activeEnergyBurned","activeEnergyBurnedGoal",
///   "appleMoveTime","appleMoveTimeGoal","appleExerciseTime","appleExerciseTimeGoal","appleStandHours","appleStandHoursGoal"}`
///   (`dateComponents` is the day, `2024-05-01`; each value `{"value","unit"}` or `null`)
///
/// `source` and `device` are as in a workout object (`null` when unknown). `creationDate` (when
/// the record was saved to HealthKit, a time as `start` is) and `sourceVersion` (the version of
/// the app that wrote it) are `null` when unknown, and may be absent (lines written before
/// they were kept). A sample (or correlation member) whose beats are known ends with
/// `"heartbeats":[{"beatsPerMinute","time"},…]` (a heart rate variability record's
/// ``HeartbeatSeries``, `time` as the export wrote it); others have no such key.
extension WorkoutJSON {
    /// One record outside workouts, as a line of JSON holds it.
    public enum HealthRecord: Hashable, Sendable {
        case sample(QuantitySample)
        case categorySample(CategorySample)
        case correlation(Correlation)
        case activitySummary(ActivitySummary)
    }

    /// The `kind` of each record object, as `changes --json` names the kinds.
    enum HealthRecordKind: String {
        case sample, categorySample, correlation, activitySummary
    }

    // MARK: Writing

    /// One record as one line of JSON (without the newline).
    public static func encode(_ record: HealthRecord) -> [UInt8] {
        var out = JSONWriter()
        switch record {
        case .sample(let sample):
            out.raw("{"); out.key("kind"); out.string(HealthRecordKind.sample.rawValue); out.comma()
            writeRecordSample(sample, into: &out)
        case .categorySample(let sample):
            out.raw("{"); out.key("kind"); out.string(HealthRecordKind.categorySample.rawValue)
            out.comma(); out.key("uuid"); out.uuid(sample.uuid)
            out.comma(); out.key("type"); out.string(sample.categoryType.identifier)
            out.comma(); out.key("value"); out.integer(sample.value)
            out.comma(); out.key("valueName"); out.string(sample.categoryType.valueSet?.valueName(sample.value))
            out.comma(); out.key("start"); out.date(sample.startDate)
            out.comma(); out.key("end"); out.date(sample.endDate)
            out.comma(); writeProvenance(sample.source, sample.device, sample.metadata, into: &out)
            out.comma(); writeRevision(sample.creationDate, sample.sourceVersion, into: &out)
            out.raw("}")
        case .correlation(let correlation):
            out.raw("{"); out.key("kind"); out.string(HealthRecordKind.correlation.rawValue)
            out.comma(); out.key("uuid"); out.uuid(correlation.uuid)
            out.comma(); out.key("type"); out.string(correlation.correlationType)
            out.comma(); out.key("start"); out.date(correlation.startDate)
            out.comma(); out.key("end"); out.date(correlation.endDate)
            out.comma(); writeProvenance(correlation.source, correlation.device, correlation.metadata, into: &out)
            out.comma(); writeRevision(correlation.creationDate, correlation.sourceVersion, into: &out)
            out.comma(); out.key("objects"); out.raw("[")
            for (index, sample) in correlation.objects.enumerated() {
                if index > 0 { out.comma() }
                out.raw("{"); writeRecordSample(sample, into: &out)
            }
            out.raw("]}")
        case .activitySummary(let summary):
            out.raw("{"); out.key("kind"); out.string(HealthRecordKind.activitySummary.rawValue)
            out.comma(); out.key("uuid"); out.uuid(summary.uuid)
            out.comma(); out.key("dateComponents"); out.string(summary.day)
            out.comma(); out.key("activeEnergyBurned"); writeQuantity(summary.activeEnergyBurned, into: &out)
            out.comma(); out.key("activeEnergyBurnedGoal"); writeQuantity(summary.activeEnergyBurnedGoal, into: &out)
            out.comma(); out.key("appleMoveTime"); writeQuantity(summary.appleMoveTime, into: &out)
            out.comma(); out.key("appleMoveTimeGoal"); writeQuantity(summary.appleMoveTimeGoal, into: &out)
            out.comma(); out.key("appleExerciseTime"); writeQuantity(summary.appleExerciseTime, into: &out)
            out.comma(); out.key("appleExerciseTimeGoal"); writeQuantity(summary.appleExerciseTimeGoal, into: &out)
            out.comma(); out.key("appleStandHours"); writeQuantity(summary.appleStandHours, into: &out)
            out.comma(); out.key("appleStandHoursGoal"); writeQuantity(summary.appleStandHoursGoal, into: &out)
            out.raw("}")
        }
        return out.bytes
    }

    /// A quantity sample's keys after the opening brace, and the closing brace.
    private static func writeRecordSample(_ sample: QuantitySample, into out: inout JSONWriter) {
        out.key("uuid"); out.uuid(sample.uuid)
        out.comma(); out.key("type"); out.string(sample.quantityType.identifier)
        out.comma(); out.key("start"); out.date(sample.startDate)
        out.comma(); out.key("end"); out.date(sample.endDate)
        out.comma(); out.key("value"); out.double(sample.quantity.value)
        out.comma(); out.key("unit"); out.string(sample.quantity.unit.symbol)
        out.comma(); writeProvenance(sample.source, sample.device, sample.metadata, into: &out)
        out.comma(); writeRevision(sample.creationDate, sample.sourceVersion, into: &out)
        if let heartbeats = sample.heartbeats {
            out.comma(); out.key("heartbeats"); out.raw("[")
            for (index, beat) in heartbeats.beats.enumerated() {
                if index > 0 { out.comma() }
                out.raw("{"); out.key("beatsPerMinute"); out.double(beat.beatsPerMinute)
                out.comma(); out.key("time"); out.string(beat.time); out.raw("}")
            }
            out.raw("]")
        }
        out.raw("}")
    }

    /// `"creationDate":…,"sourceVersion":…` (`null` when unknown)
    private static func writeRevision(_ creationDate: Date?, _ sourceVersion: String?, into out: inout JSONWriter) {
        out.key("creationDate")
        if let creationDate { out.date(creationDate) } else { out.null() }
        out.comma(); out.key("sourceVersion"); out.string(sourceVersion)
    }

    /// `"source":…,"device":…,"metadata":…`
    private static func writeProvenance(_ source: Source?, _ device: Device?, _ metadata: Metadata, into out: inout JSONWriter) {
        out.key("source")
        if let source { writeSource(source, into: &out) } else { out.null() }
        out.comma(); out.key("device"); writeDevice(device, into: &out)
        out.comma(); out.key("metadata"); writeMetadata(metadata, into: &out)
    }

    // MARK: Reading

    /// What one line of JSON Lines holds.
    enum Line {
        case workout(WorkoutRecording)
        case course(Course)
        case record(HealthRecord)
    }

    /// Decodes the lines of a JSON Lines input, keeping what one record teaches about the
    /// next: the type a quantity identifier the model does not list was first read with.
    struct LineDecoder {
        /// Quantity types the model does not list, made from the first record of each (and of
        /// each unit that does not convert to its first one's: ``QuantityType/kept(among:)``).
        private var unlistedTypes = UnlistedQuantityTypes()

        /// The workout, course or record a line's object holds: a course or a record when
        /// its `kind` names one, else a workout.
        mutating func decode(_ value: JSONValue) throws(DecodingFailure) -> Line {
            if let line = try courseOrRecord(value) { return line }
            return .workout(try WorkoutJSON.decode(value))
        }

        /// What the line `parser` is at holds, read as it comes: a workout's samples and its
        /// routes' locations an element at a time (see ``ContentDecoder``), the rest of the
        /// line's object whole. A workout's samples go to `sampleSink` when it takes them
        /// (asked when `samples` begins, with the workout's `uuid` and `syncIdentifier` read
        /// before it): the workout then comes back without them.
        mutating func decodeLine(_ parser: inout JSONParser, sampleSink: (any WorkoutSampleSink)? = nil) throws -> Line {
            guard try parser.nextIsObject() else { return try decode(try parser.parseValue()) }
            var members: [(String, JSONValue)] = []
            var content = ContentDecoder()
            var sunk: (any WorkoutSampleSink)?
            try parser.forEachMember { key, parser in
                if key == "samples", try parser.nextIsArray() {
                    if let sampleSink, try Self.sinkTakesSamples(sampleSink, members: members) {
                        sunk = sampleSink
                        try parser.forEachElement { parser in try sampleSink.addSample(try content.decodeSample(try parser.parseValue())) }
                    } else {
                        try parser.forEachElement { parser in try content.addSample(try parser.parseValue()) }
                    }
                } else if key == "routes", try parser.nextIsArray() {
                    try parser.forEachElement { parser in try content.addRoute(from: &parser, locationSink: sunk) }
                } else {
                    members.append((key, try parser.parseValue()))
                }
            }
            let value = JSONValue.object(members)
            if let line = try courseOrRecord(value) {
                // Its `kind`, after its samples, makes it no workout: they were not a workout's.
                try sunk?.discardSamples()
                return line
            }
            return .workout(try WorkoutJSON.recording(try WorkoutJSON.decodeWorkout(value), content: content, waypoints: value["waypoints"]))
        }

        /// Whether `sink` takes the samples of the workout whose keys before `samples` are
        /// `members`: asked only when they name its `uuid` (a valid one), and no `kind` other
        /// than a workout's; a line written otherwise is read whole, and so reports its problems.
        private static func sinkTakesSamples(_ sink: any WorkoutSampleSink, members: [(String, JSONValue)]) throws -> Bool {
            var uuid: UUID?
            var syncIdentifier: String?
            for (key, value) in members {
                switch (key, value) {
                case ("uuid", .string(let text)): uuid = UUID(uuidString: text)
                case ("syncIdentifier", .string(let text)): syncIdentifier = text
                case ("kind", let kind) where kind != .string("workout"): return false
                default: break
                }
            }
            guard let uuid else { return false }
            return try sink.takesSamples(ofWorkout: uuid, syncIdentifier: syncIdentifier)
        }

        /// The course or record `value` holds when its `kind` names one; `nil` for a workout.
        private mutating func courseOrRecord(_ value: JSONValue) throws(DecodingFailure) -> Line? {
            if WorkoutJSON.isCourse(value) { return .course(try WorkoutJSON.decodeCourse(value)) }
            guard case .string(let name)? = value["kind"], let kind = HealthRecordKind(rawValue: name) else { return nil }
            return .record(try record(kind, value))
        }

        private mutating func record(_ kind: HealthRecordKind, _ value: JSONValue) throws(DecodingFailure) -> HealthRecord {
            switch kind {
            case .sample:
                return .sample(try sample(value, ""))
            case .categorySample:
                return .categorySample(try categorySample(value))
            case .correlation:
                let start = try date(value["start"], "start"), end = try date(value["end"], "end")
                guard end >= start else { throw DecodingFailure(reason: "'end' is before 'start'") }
                guard let type = try optionalString(value["type"], "type") else { throw DecodingFailure(reason: "type is missing") }
                var objects: [QuantitySample] = []
                for (index, item) in try array(value["objects"], "objects").enumerated() {
                    objects.append(try sample(item, "objects[\(index)]."))
                }
                return .correlation(Correlation(
                    uuid: try uuid(value["uuid"], "uuid"), type: type, start: start, end: end, objects: objects,
                    source: try optionalSource(value["source"], "source"), device: try device(value["device"]),
                    metadata: try metadata(value["metadata"], "metadata"),
                    creationDate: try optionalDate(value["creationDate"], "creationDate"),
                    sourceVersion: try optionalString(value["sourceVersion"], "sourceVersion")))
            case .activitySummary:
                return .activitySummary(try activitySummary(value))
            }
        }

        private mutating func sample(_ value: JSONValue, _ prefix: String) throws(DecodingFailure) -> QuantitySample {
            guard case .object = value else { throw DecodingFailure(reason: "\(prefix.isEmpty ? "a sample" : String(prefix.dropLast())) must be an object") }
            guard let identifier = try optionalString(value["type"], prefix + "type") else {
                throw DecodingFailure(reason: "\(prefix)type is missing")
            }
            guard let symbol = try optionalString(value["unit"], prefix + "unit") else {
                throw DecodingFailure(reason: "\(prefix)unit is missing")
            }
            let unit = QuantityUnit(symbol: symbol)
            let type = QuantityType(identifier: identifier)
                ?? unlistedTypes.kept(QuantityType(recordIdentifier: identifier, unit: unit))
            guard unit.converts(to: type.canonicalUnit) else {
                throw DecodingFailure(reason: "\(prefix)unit '\(symbol)' does not measure \(type.shortName) (\(type.canonicalUnit.symbol))")
            }
            guard let number = try optionalNumber(value["value"], prefix + "value") else {
                throw DecodingFailure(reason: "\(prefix)value is missing")
            }
            let start = try date(value["start"], prefix + "start"), end = try date(value["end"], prefix + "end")
            guard end >= start else { throw DecodingFailure(reason: "\(prefix)end is before \(prefix)start") }
            return QuantitySample(
                uuid: try uuid(value["uuid"], prefix + "uuid"), type: type, quantity: Quantity(number, unit),
                start: start, end: end, source: try optionalSource(value["source"], prefix + "source"),
                device: try device(value["device"]), metadata: try metadata(value["metadata"], prefix + "metadata"),
                creationDate: try optionalDate(value["creationDate"], prefix + "creationDate"),
                sourceVersion: try optionalString(value["sourceVersion"], prefix + "sourceVersion"),
                heartbeats: try heartbeats(value["heartbeats"], prefix + "heartbeats"))
        }

        private func categorySample(_ value: JSONValue) throws(DecodingFailure) -> CategorySample {
            guard let identifier = try optionalString(value["type"], "type") else { throw DecodingFailure(reason: "type is missing") }
            guard let number = try optionalInteger(value["value"], "value") else { throw DecodingFailure(reason: "value is missing") }
            var type = CategoryType(identifier: identifier)
            if let name = try optionalString(value["valueName"], "valueName") {
                guard let named = CategoryValueSet.value(named: name), named.value == number else {
                    throw DecodingFailure(reason: "valueName '\(name)' is not the name of value \(number)")
                }
                type.valueSet = named.set
            }
            let start = try date(value["start"], "start"), end = try date(value["end"], "end")
            guard end >= start else { throw DecodingFailure(reason: "'end' is before 'start'") }
            return CategorySample(
                uuid: try uuid(value["uuid"], "uuid"), type: type, value: number, start: start, end: end,
                source: try optionalSource(value["source"], "source"), device: try device(value["device"]),
                metadata: try metadata(value["metadata"], "metadata"),
                creationDate: try optionalDate(value["creationDate"], "creationDate"),
                sourceVersion: try optionalString(value["sourceVersion"], "sourceVersion"))
        }

        private func activitySummary(_ object: JSONValue) throws(DecodingFailure) -> ActivitySummary {
            guard let day = try optionalString(object["dateComponents"], "dateComponents") else {
                throw DecodingFailure(reason: "dateComponents is missing")
            }
            guard let components = ActivitySummary.dateComponents(day: day) else {
                throw DecodingFailure(reason: "dateComponents '\(day)' is not a day written YYYY-MM-DD")
            }
            func value(_ key: String) throws(DecodingFailure) -> Quantity? { try recordQuantity(object[key], key) }
            return ActivitySummary(
                uuid: try uuid(object["uuid"], "uuid"), dateComponents: components,
                activeEnergyBurned: try value("activeEnergyBurned"), activeEnergyBurnedGoal: try value("activeEnergyBurnedGoal"),
                appleMoveTime: try value("appleMoveTime"), appleMoveTimeGoal: try value("appleMoveTimeGoal"),
                appleExerciseTime: try value("appleExerciseTime"), appleExerciseTimeGoal: try value("appleExerciseTimeGoal"),
                appleStandHours: try value("appleStandHours"), appleStandHoursGoal: try value("appleStandHoursGoal"))
        }

        /// A `{"value","unit"}` object in any unit (units workoutkit does not know included), or `null`.
        private func recordQuantity(_ value: JSONValue?, _ field: String) throws(DecodingFailure) -> Quantity? {
            switch value {
            case nil, .null?: return nil
            case .object?:
                guard let number = try optionalNumber(value?["value"], field + ".value") else {
                    throw DecodingFailure(reason: "\(field).value is missing")
                }
                guard let symbol = try optionalString(value?["unit"], field + ".unit") else {
                    throw DecodingFailure(reason: "\(field).unit is missing")
                }
                return Quantity(number, QuantityUnit(symbol: symbol))
            default: throw DecodingFailure(reason: "\(field) must be an object with value and unit, or null")
            }
        }

        /// A sample's `heartbeats`: absent or `null` when it has none.
        private func heartbeats(_ value: JSONValue?, _ field: String) throws(DecodingFailure) -> HeartbeatSeries? {
            let items: [JSONValue]
            switch value {
            case nil, .null?: return nil
            case .array(let array)?: items = array
            default: throw DecodingFailure(reason: "\(field) must be an array")
            }
            var series = HeartbeatSeries()
            for (index, item) in items.enumerated() {
                let beat = "\(field)[\(index)]"
                guard let bpm = try optionalNumber(item["beatsPerMinute"], beat + ".beatsPerMinute") else {
                    throw DecodingFailure(reason: "\(beat).beatsPerMinute is missing")
                }
                guard let time = try optionalString(item["time"], beat + ".time") else {
                    throw DecodingFailure(reason: "\(beat).time is missing")
                }
                series.beats.append(HeartbeatSeries.Beat(beatsPerMinute: bpm, time: time))
            }
            return series
        }
    }
}

/// Gathers the records of consecutive lines into the batches a ``ReadItem`` hands out: a
/// batch ends at the batch size, at a line of another kind and at the end of the input, so
/// that items keep the order of the lines.
struct HealthRecordBatches {
    /// The most records of one batch, as the Apple Health reader's batches.
    static let batchSize = 8192

    private var pending: ReadItem?
    private var count = 0

    mutating func add(_ record: WorkoutJSON.HealthRecord, emit: (ReadItem) throws -> Void) throws {
        switch (pending, record) {
        case (.samples(var batch)?, .sample(let sample)):
            pending = nil
            batch.append(sample)
            pending = .samples(batch)
        case (.categorySamples(var batch)?, .categorySample(let sample)):
            pending = nil
            batch.append(sample)
            pending = .categorySamples(batch)
        case (.correlations(var batch)?, .correlation(let correlation)):
            pending = nil
            batch.append(correlation)
            pending = .correlations(batch)
        case (.activitySummaries(var batch)?, .activitySummary(let summary)):
            pending = nil
            batch.append(summary)
            pending = .activitySummaries(batch)
        default:
            try flush(emit: emit)
            switch record {
            case .sample(let sample): pending = .samples([sample])
            case .categorySample(let sample): pending = .categorySamples([sample])
            case .correlation(let correlation): pending = .correlations([correlation])
            case .activitySummary(let summary): pending = .activitySummaries([summary])
            }
        }
        count += 1
        if count >= Self.batchSize { try flush(emit: emit) }
    }

    /// Hands out the batch being gathered, if any.
    mutating func flush(emit: (ReadItem) throws -> Void) throws {
        guard let batch = pending else { return }
        pending = nil
        count = 0
        try emit(batch)
    }
}
