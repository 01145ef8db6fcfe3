import Foundation
import WorkoutModel

/// The workout JSON of the workoutkit contract (DESIGN.md, "Machine-readable
/// output"): one object per line, every key always present, times in ISO 8601 UTC
/// with milliseconds. Used by `show --json`, `list --json`, `export --format json`
/// and `import --format json`.
public enum WorkoutJSON {
    /// Counts that `list --json` prints in place of `samples` and `routes`.
    public struct Counts: Sendable {
        public var sampleCount: Int
        public var routeLocationCount: Int
        public var heartRateCount: Int
        public init(sampleCount: Int, routeLocationCount: Int, heartRateCount: Int) {
            self.sampleCount = sampleCount
            self.routeLocationCount = routeLocationCount
            self.heartRateCount = heartRateCount
        }
    }

    // MARK: Writing

    /// One recording as one line of JSON (without the newline).
    public static func encode(_ recording: WorkoutRecording) -> [UInt8] {
        var bytes: [UInt8] = []
        // Appending to an array throws nothing.
        try! write(recording, content: RecordingContentSource(recording)) { bytes += $0 }
        return bytes
    }

    /// Text handed out by ``write(_:content:emit:)`` at once, about.
    static let pieceSize = 1 << 16

    /// One workout as one line of JSON (without the newline), handed to `emit` in pieces of
    /// about 64 KiB as it is written: `rest` gives the workout, the routes'
    /// identities and the waypoints, `content` the samples and the routes' locations (see
    /// ``RecordingContentWriting``), so memory holds a piece of the text, not the line.
    public static func write(
        _ rest: WorkoutRecording, content: RecordingContentSource, emit: ([UInt8]) throws -> Void
    ) throws {
        var out = JSONWriter()
        func emitFull(_ out: inout JSONWriter) throws {
            guard out.bytes.count >= pieceSize else { return }
            try emit(out.bytes)
            out.removeAll()
        }
        writeWorkoutHead(rest.workout, into: &out)
        out.comma(); out.key("samples"); out.raw("[")
        var first = true
        try content.forEachSample { sample in
            if !first { out.comma() }
            first = false
            writeSample(sample, into: &out)
            try emitFull(&out)
        }
        out.raw("]"); out.comma(); out.key("routes"); out.raw("[")
        for (i, route) in rest.routes.enumerated() {
            if i > 0 { out.comma() }
            try writeRoute(route, locations: content, index: i, into: &out, emitFull: emitFull)
        }
        out.raw("]"); out.comma(); out.key("waypoints"); writeWaypoints(rest.waypoints, into: &out)
        out.raw("}")
        try emit(out.bytes)
    }

    /// A workout without samples and routes, with their counts: the `list --json` line.
    public static func encodeSummary(_ workout: Workout, counts: Counts) -> [UInt8] {
        var out = JSONWriter()
        writeWorkoutHead(workout, into: &out)
        out.comma(); out.key("sampleCount"); out.integer(counts.sampleCount)
        out.comma(); out.key("routeLocationCount"); out.integer(counts.routeLocationCount)
        out.comma(); out.key("heartRateCount"); out.integer(counts.heartRateCount)
        out.comma(); out.key("kind"); out.string("workout")
        out.raw("}")
        return out.bytes
    }

    private static func writeWorkoutHead(_ w: Workout, into out: inout JSONWriter) {
        out.raw("{"); out.key("uuid"); out.uuid(w.uuid)
        out.comma(); out.key("activityType"); out.string(w.activityType.name)
        out.comma(); out.key("start"); out.date(w.startDate)
        out.comma(); out.key("end"); out.date(w.endDate)
        out.comma(); out.key("duration"); out.double(w.duration)
        out.comma(); out.key("totalEnergyBurned"); writeQuantity(w.totalEnergyBurned, into: &out)
        out.comma(); out.key("totalDistance"); writeQuantity(w.totalDistance, into: &out)
        out.comma(); out.key("source"); writeSource(w.source, into: &out)
        out.comma(); out.key("device"); writeDevice(w.device, into: &out)
        out.comma(); out.key("syncIdentifier"); out.string(w.syncIdentifier)
        out.comma(); out.key("syncVersion"); out.integer(w.syncVersion)
        out.comma(); out.key("metadata"); writeMetadata(w.metadata, into: &out)
        out.comma(); out.key("events"); out.raw("[")
        for (i, event) in w.events.enumerated() {
            if i > 0 { out.comma() }
            out.raw("{"); out.key("type"); out.string(event.type.rawValue)
            out.comma(); out.key("date"); out.date(event.date)
            out.comma(); out.key("duration"); out.double(event.duration)
            // Contract 1.x: `metadata` only on an event that has some (lap averages, trigger, ...).
            if !event.metadata.isEmpty { out.comma(); out.key("metadata"); writeMetadata(event.metadata, into: &out) }
            out.raw("}")
        }
        out.raw("]"); out.comma(); out.key("activities"); out.raw("[")
        for (i, activity) in w.activities.enumerated() {
            if i > 0 { out.comma() }
            out.raw("{"); out.key("uuid"); out.uuid(activity.uuid)
            out.comma(); out.key("activityType"); out.string(activity.activityType.name)
            out.comma(); out.key("start"); out.date(activity.startDate)
            out.comma(); out.key("end"); out.date(activity.endDate)
            out.comma(); out.key("duration"); out.double(activity.duration)
            out.comma(); out.key("totalEnergyBurned"); writeQuantity(activity.totalEnergyBurned, into: &out)
            out.comma(); out.key("totalDistance"); writeQuantity(activity.totalDistance, into: &out)
            out.comma(); out.key("metadata"); writeMetadata(activity.metadata, into: &out); out.raw("}")
        }
        out.raw("]")
        // Contract 1.x: `creationDate` only on a workout whose creation date is known (Apple Health's).
        if let creationDate = w.creationDate { out.comma(); out.key("creationDate"); out.date(creationDate) }
    }

    /// `{"name","bundleIdentifier"}`
    static func writeSource(_ source: Source, into out: inout JSONWriter) {
        out.raw("{"); out.key("name"); out.string(source.name)
        out.comma(); out.key("bundleIdentifier"); out.string(source.bundleIdentifier); out.raw("}")
    }

    /// `{"name","manufacturer","model","hardwareVersion","softwareVersion","serialNumber","creationDate"}`, or `null`.
    static func writeDevice(_ device: Device?, into out: inout JSONWriter) {
        guard let d = device else { return out.null() }
        out.raw("{"); out.key("name"); out.string(d.name)
        out.comma(); out.key("manufacturer"); out.string(d.manufacturer)
        out.comma(); out.key("model"); out.string(d.model)
        out.comma(); out.key("hardwareVersion"); out.string(d.hardwareVersion)
        out.comma(); out.key("softwareVersion"); out.string(d.softwareVersion)
        out.comma(); out.key("serialNumber"); out.string(d.serialNumber)
        out.comma(); out.key("creationDate")
        if let creationDate = d.creationDate { out.date(creationDate) } else { out.null() }
        out.raw("}")
    }

    private static func writeSample(_ s: QuantitySample, into out: inout JSONWriter) {
        out.raw("{"); out.key("uuid"); out.uuid(s.uuid)
        out.comma(); out.key("type"); out.string(s.quantityType.identifier)
        out.comma(); out.key("start"); out.date(s.startDate)
        out.comma(); out.key("end"); out.date(s.endDate)
        out.comma(); out.key("value"); out.double(s.quantity.value)
        out.comma(); out.key("unit"); out.string(s.quantity.unit.symbol)
        // Contract 1.x growth: only on a sample recorded by another device than its workout's
        // (a series a merge took from another recording), so that every other sample is as before.
        if let device = s.device { out.comma(); out.key("device"); writeDevice(device, into: &out) }
        out.raw("}")
    }

    /// A route with the locations `content` hands out for the route at `index`.
    private static func writeRoute(
        _ r: WorkoutRoute, locations content: RecordingContentSource, index: Int, into out: inout JSONWriter,
        emitFull: (inout JSONWriter) throws -> Void
    ) throws {
        out.raw("{"); out.key("uuid"); out.uuid(r.uuid)
        out.comma(); out.key("syncIdentifier"); out.string(r.syncIdentifier)
        out.comma(); out.key("syncVersion"); out.integer(r.syncVersion)
        // Contract 1.x: the route's own source, version, device, creation date and stated dates
        // (Apple Health's `WorkoutRoute`), each only when known.
        if let source = r.source { out.comma(); out.key("source"); writeSource(source, into: &out) }
        if let version = r.sourceVersion { out.comma(); out.key("sourceVersion"); out.string(version) }
        if let device = r.device { out.comma(); out.key("device"); writeDevice(device, into: &out) }
        if let creationDate = r.creationDate { out.comma(); out.key("creationDate"); out.date(creationDate) }
        if let start = r.startDate { out.comma(); out.key("start"); out.date(start) }
        if let end = r.endDate { out.comma(); out.key("end"); out.date(end) }
        out.comma(); out.key("locations"); out.raw("[")
        var first = true
        try content.forEachLocationBatch(ofRoute: index) { locations in
            for l in locations {
                if !first { out.comma() }
                first = false
                // Contract 1.x: `null` for a location without a time (its timestamp only orders it).
                out.raw("{"); out.key("time"); if l.hasTime { out.date(l.timestamp) } else { out.null() }
                out.comma(); out.key("latitude"); out.double(l.latitude)
                out.comma(); out.key("longitude"); out.double(l.longitude)
                out.comma(); out.key("altitude"); out.double(l.altitude)
                out.comma(); out.key("horizontalAccuracy"); out.double(l.horizontalAccuracy)
                out.comma(); out.key("verticalAccuracy"); out.double(l.verticalAccuracy)
                out.comma(); out.key("speed"); out.double(l.speed)
                out.comma(); out.key("course"); out.double(l.course)
                // Contract 1.x growth: only on a location that starts a segment (a GPX break
                // among points without a time), so that every other location is as before.
                if l.startsSegment { out.comma(); out.key("segmentStart"); out.bool(true) }
                // Contract 1.x growth: only on a location without a time that holds values (a
                // GPX point's heart rate, ...), so that every other location is as before.
                if !l.values.isEmpty { out.comma(); out.key("values"); writeLocationValues(l.values, into: &out) }
                out.raw("}")
            }
            try emitFull(&out)
        }
        out.raw("]}")
    }

    /// The values of a location without a time: `[{"type","value","unit"}]`, each in its
    /// type's canonical unit, as a sample's.
    private static func writeLocationValues(_ values: [LocationValue], into out: inout JSONWriter) {
        out.raw("[")
        for (i, value) in values.enumerated() {
            if i > 0 { out.comma() }
            out.raw("{"); out.key("type"); out.string(value.quantityType.identifier)
            out.comma(); out.key("value"); out.double(value.value)
            out.comma(); out.key("unit"); out.string(value.quantityType.canonicalUnit.symbol); out.raw("}")
        }
        out.raw("]")
    }

    static func writeQuantity(_ q: Quantity?, into out: inout JSONWriter) {
        guard let q else { return out.null() }
        out.raw("{"); out.key("value"); out.double(q.value)
        out.comma(); out.key("unit"); out.string(q.unit.symbol); out.raw("}")
    }

    /// Metadata with its keys sorted, so that output is stable.
    static func writeMetadata(_ metadata: Metadata, into out: inout JSONWriter) {
        out.raw("{")
        for (i, key) in metadata.keys.sorted().enumerated() {
            if i > 0 { out.comma() }
            out.string(key)
            out.raw(":")
            switch metadata[key]! {
            case .string(let value): out.string(value)
            case .integer(let value): out.integer(value)
            case .double(let value): out.double(value)
            case .bool(let value): out.bool(value)
            case .quantity(let value): writeQuantity(value, into: &out)
            }
        }
        out.raw("}")
    }

    // MARK: Reading

    /// Why one JSON object is not a valid workout.
    struct DecodingFailure: Error, Sendable {
        var reason: String
    }

    /// Decodes one workout object. Keys the contract defines are read; `list --json`'s
    /// counts are ignored; a missing optional key is taken as null.
    static func decode(_ value: JSONValue) throws(DecodingFailure) -> WorkoutRecording {
        let workout = try decodeWorkout(value)
        var content = ContentDecoder()
        for item in try array(value["samples"], "samples") { try content.addSample(item) }
        for item in try array(value["routes"], "routes") { try content.addRoute(item) }
        return try recording(workout, content: content, waypoints: value["waypoints"])
    }

    /// The workout a workout object's keys other than `samples`, `routes` and `waypoints` describe.
    static func decodeWorkout(_ value: JSONValue) throws(DecodingFailure) -> Workout {
        guard case .object = value else { throw DecodingFailure(reason: "expected a workout object") }
        let activityType = try activity(value["activityType"], "activityType")
        let start = try date(value["start"], "start")
        let end = try date(value["end"], "end")
        guard end >= start else { throw DecodingFailure(reason: "'end' is before 'start'") }
        var workout = Workout(
            uuid: try uuid(value["uuid"], "uuid"), activityType: activityType, start: start, end: end,
            duration: try optionalNumber(value["duration"], "duration"),
            totalEnergyBurned: try quantity(value["totalEnergyBurned"], "totalEnergyBurned"),
            totalDistance: try quantity(value["totalDistance"], "totalDistance"),
            source: try source(value["source"]), device: try device(value["device"]),
            syncIdentifier: try optionalString(value["syncIdentifier"], "syncIdentifier"),
            syncVersion: try optionalInteger(value["syncVersion"], "syncVersion") ?? 1,
            metadata: try metadata(value["metadata"], "metadata"),
            creationDate: try optionalDate(value["creationDate"], "creationDate"))
        for (i, item) in try array(value["events"], "events").enumerated() {
            let field = "events[\(i)]"
            guard let name = try optionalString(item["type"], field + ".type"),
                  let type = WorkoutEvent.EventType(rawValue: name)
            else { throw DecodingFailure(reason: "\(field).type must be one of " + WorkoutEvent.EventType.allCases.map(\.rawValue).joined(separator: ", ")) }
            workout.events.append(WorkoutEvent(
                type: type, date: try date(item["date"], field + ".date"),
                duration: try optionalNumber(item["duration"], field + ".duration") ?? 0,
                metadata: try metadata(item["metadata"], field + ".metadata")))
        }
        for (i, item) in try array(value["activities"], "activities").enumerated() {
            let field = "activities[\(i)]"
            workout.activities.append(WorkoutActivity(
                uuid: try uuid(item["uuid"], field + ".uuid"),
                activityType: try activity(item["activityType"], field + ".activityType"),
                start: try date(item["start"], field + ".start"), end: try date(item["end"], field + ".end"),
                duration: try optionalNumber(item["duration"], field + ".duration"),
                totalEnergyBurned: try quantity(item["totalEnergyBurned"], field + ".totalEnergyBurned"),
                totalDistance: try quantity(item["totalDistance"], field + ".totalDistance"),
                metadata: try metadata(item["metadata"], field + ".metadata")))
        }
        return workout
    }

    /// The recording of `workout`, of the samples and routes `content` decoded, and of the
    /// waypoints `waypoints` lists.
    static func recording(_ workout: Workout, content: ContentDecoder, waypoints value: JSONValue?) throws(DecodingFailure) -> WorkoutRecording {
        var recording = WorkoutRecording(workout: workout, series: content.series, samples: content.samples)
        recording.routes = content.routes
        recording.waypoints = try waypoints(value, "waypoints")
        return recording
    }

    /// The type and quantity of a sample or a location's value: `{"type","value","unit"}`.
    static func typedQuantity(
        _ item: JSONValue, _ field: String, unlistedTypes: inout UnlistedQuantityTypes
    ) throws(DecodingFailure) -> (QuantityType, Quantity) {
        guard let symbol = try optionalString(item["unit"], field + ".unit") else {
            throw DecodingFailure(reason: "\(field).unit is missing")
        }
        guard let identifier = try optionalString(item["type"], field + ".type") else {
            throw DecodingFailure(reason: "\(field).type is missing")
        }
        let known = QuantityType(identifier: identifier)
        // A type the model does not list (a FIT developer field's) may be in a unit workoutkit
        // does not know (`KN/m`): it keeps the symbol, as the FIT reader and the store do. One
        // identifier in units that do not convert is two types (``QuantityType/kept(among:)``).
        let unit = known == nil ? QuantityUnit(symbol: symbol) : try unitValue(item["unit"], field + ".unit")
        let type = known
            ?? unlistedTypes.kept(QuantityType(identifier: identifier, aggregationStyle: .discrete, canonicalUnit: unit))
        guard type.canonicalUnit.dimension == unit.dimension else {
            throw DecodingFailure(reason: "\(field): unit '\(unit)' does not measure \(type.shortName) (\(type.canonicalUnit.dimension.rawValue))")
        }
        guard let number = try optionalNumber(item["value"], field + ".value") else {
            throw DecodingFailure(reason: "\(field).value is missing")
        }
        return (type, Quantity(number, unit))
    }

    /// The values of a location without a time (contract 1.x growth: `values`, absent on every
    /// other location), each in its type's canonical unit.
    static func locationValues(
        _ value: JSONValue?, _ field: String, unlistedTypes: inout UnlistedQuantityTypes
    ) throws(DecodingFailure) -> [LocationValue] {
        var values: [LocationValue] = []
        for (i, item) in try array(value, field).enumerated() {
            let (type, quantity) = try typedQuantity(item, "\(field)[\(i)]", unlistedTypes: &unlistedTypes)
            guard let canonical = try? quantity.doubleValue(for: type.canonicalUnit) else {
                throw DecodingFailure(reason: "\(field)[\(i)]: unit '\(quantity.unit)' does not convert to \(type.canonicalUnit)")
            }
            values.append(LocationValue(type, canonical))
        }
        return values
    }

    static func uuid(_ value: JSONValue?, _ field: String) throws(DecodingFailure) -> UUID {
        guard let text = try optionalString(value, field) else { return UUID() }
        guard let uuid = UUIDText.parse(text) else { throw DecodingFailure(reason: "\(field) '\(text)' is not a UUID") }
        return uuid
    }

    static func date(_ value: JSONValue?, _ field: String) throws(DecodingFailure) -> Date {
        guard let text = try optionalString(value, field) else { throw DecodingFailure(reason: "\(field) is missing") }
        guard let date = Timestamp.date(text) else {
            throw DecodingFailure(reason: "\(field) '\(text)' is not an ISO 8601 time")
        }
        return date
    }

    private static func activity(_ value: JSONValue?, _ field: String) throws(DecodingFailure) -> WorkoutActivityType {
        guard let name = try optionalString(value, field) else { throw DecodingFailure(reason: "\(field) is missing") }
        guard let type = WorkoutActivityType(name: name) else {
            throw DecodingFailure(reason: "\(field) '\(name)' is not a HealthKit activity type (running, cycling, walking, ...)")
        }
        return type
    }

    /// A time that may be unknown: `null` or absent (lines written before it was kept).
    static func optionalDate(_ value: JSONValue?, _ field: String) throws(DecodingFailure) -> Date? {
        switch value {
        case nil, .null?: return nil
        default: return try date(value, field)
        }
    }

    /// A source that may be unknown: `null` or absent.
    static func optionalSource(_ value: JSONValue?, _ field: String) throws(DecodingFailure) -> Source? {
        switch value {
        case nil, .null?: return nil
        default: return try source(value)
        }
    }

    static func optionalString(_ value: JSONValue?, _ field: String) throws(DecodingFailure) -> String? {
        switch value {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw DecodingFailure(reason: "\(field) must be a string")
        }
    }

    static func optionalBool(_ value: JSONValue?, _ field: String) throws(DecodingFailure) -> Bool? {
        switch value {
        case nil, .null?: return nil
        case .bool(let flag)?: return flag
        default: throw DecodingFailure(reason: "\(field) must be true or false")
        }
    }

    static func optionalNumber(_ value: JSONValue?, _ field: String) throws(DecodingFailure) -> Double? {
        switch value {
        case nil, .null?: return nil
        case .integer(let number)?: return Double(number)
        case .double(let number)?: return number
        default: throw DecodingFailure(reason: "\(field) must be a number")
        }
    }

    static func optionalInteger(_ value: JSONValue?, _ field: String) throws(DecodingFailure) -> Int? {
        switch value {
        case nil, .null?: return nil
        case .integer(let number)?: return number
        default: throw DecodingFailure(reason: "\(field) must be a whole number")
        }
    }

    static func array(_ value: JSONValue?, _ field: String) throws(DecodingFailure) -> [JSONValue] {
        switch value {
        case nil, .null?: return []
        case .array(let items)?: return items
        default: throw DecodingFailure(reason: "\(field) must be an array")
        }
    }

    static func unitValue(_ value: JSONValue?, _ field: String) throws(DecodingFailure) -> QuantityUnit {
        guard let symbol = try optionalString(value, field) else { throw DecodingFailure(reason: "\(field) is missing") }
        do { return try QuantityUnit(parsing: symbol) } catch { throw DecodingFailure(reason: "\(field): \(error)") }
    }

    private static func quantity(_ value: JSONValue?, _ field: String) throws(DecodingFailure) -> Quantity? {
        switch value {
        case nil, .null?: return nil
        case .object?:
            guard let number = try optionalNumber(value?["value"], field + ".value") else {
                throw DecodingFailure(reason: "\(field).value is missing")
            }
            return Quantity(number, try unitValue(value?["unit"], field + ".unit"))
        default: throw DecodingFailure(reason: "\(field) must be an object with value and unit, or null")
        }
    }

    static func source(_ value: JSONValue?) throws(DecodingFailure) -> Source {
        switch value {
        case nil, .null?: return .unknown
        case .object?:
            return Source(
                name: try optionalString(value?["name"], "source.name") ?? Source.unknown.name,
                bundleIdentifier: try optionalString(value?["bundleIdentifier"], "source.bundleIdentifier"))
        default: throw DecodingFailure(reason: "source must be an object")
        }
    }

    static func device(_ value: JSONValue?) throws(DecodingFailure) -> Device? {
        switch value {
        case nil, .null?: return nil
        case .object?:
            return Device(
                name: try optionalString(value?["name"], "device.name"),
                manufacturer: try optionalString(value?["manufacturer"], "device.manufacturer"),
                model: try optionalString(value?["model"], "device.model"),
                hardwareVersion: try optionalString(value?["hardwareVersion"], "device.hardwareVersion"),
                softwareVersion: try optionalString(value?["softwareVersion"], "device.softwareVersion"),
                serialNumber: try optionalString(value?["serialNumber"], "device.serialNumber"),
                creationDate: try optionalString(value?["creationDate"], "device.creationDate") == nil
                    ? nil : try date(value?["creationDate"], "device.creationDate"))
        default: throw DecodingFailure(reason: "device must be an object or null")
        }
    }

    static func metadata(_ value: JSONValue?, _ field: String) throws(DecodingFailure) -> Metadata {
        switch value {
        case nil, .null?: return [:]
        case .object(let members)?:
            var result: Metadata = [:]
            for (key, item) in members {
                switch item {
                case .string(let text): result[key] = .string(text)
                case .integer(let number): result[key] = .integer(number)
                case .double(let number): result[key] = .double(number)
                case .bool(let flag): result[key] = .bool(flag)
                case .object:
                    if let q = try quantity(item, "\(field).\(key)") { result[key] = .quantity(q) }
                case .null: continue
                case .array: throw DecodingFailure(reason: "\(field).\(key): arrays are not metadata values")
                }
            }
            return result
        default: throw DecodingFailure(reason: "\(field) must be an object")
        }
    }
}
