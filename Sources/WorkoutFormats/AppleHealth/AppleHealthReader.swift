import Foundation
import WorkoutModel

/// Reads Apple Health's `export.xml`, streamed: each `Workout` (with its `MetadataEntry`,
/// `WorkoutEvent`, `WorkoutStatistics`, `WorkoutActivity` and `WorkoutRoute` children)
/// becomes a recording as soon as it ends; `Record`s of quantity types (of any identifier:
/// one the model does not list becomes a type in the record's unit) become standalone
/// samples, `Record`s of category types category samples, `Correlation`s correlations with
/// their member samples and `ActivitySummary`s activity summaries, each handed out in
/// batches of at most ``batchSize``.
///
/// A route is its inline `Location`s (exports before iOS 13) or the GPX file its
/// `FileReference` names, opened through ``ReadContext/openRelatedFile`` (from the same
/// zip, or from beside the xml). Its `HKMetadataKeySyncIdentifier` and
/// `HKMetadataKeySyncVersion` become the route's identity. `WorkoutStatistics` values are
/// kept in the workout's metadata (see ``AppleHealthFormat/statisticsKey(type:field:)``),
/// and their sums fill in totals the `Workout` element leaves out (iOS 16 and later).
/// A workout keeps its `creationDate`, a route its own `sourceName`, `sourceVersion`,
/// `device`, `creationDate`, `startDate` and `endDate`, and a heart rate variability record
/// the beats of its `HeartRateVariabilityMetadataList` (a sample's `heartbeats`).
/// Records in a unit that does not measure their listed type, and category records whose
/// value names no value workoutkit knows, are counted and reported as warnings. A workout
/// with no sync identifier of its own is identified by its source, activity type and start.
///
/// With ``ReadOptions/skipsBadItems`` a bad `Record` or `Workout` is left out and named in
/// ``ReadContext/skipped`` while its neighbours are read; a route file that cannot be read
/// leaves its workout without that route; a well-formedness error keeps what came before it.
public struct AppleHealthReader: SampleStreamingReader {
    /// An Apple Health export is HealthKit's own records: imported with the totals it states.
    public var transcribesAStore: Bool { true }

    /// How many standalone samples one ``ReadItem/samples(_:)`` batch holds at most.
    public static let batchSize = 8192

    public init() {}

    public var format: FormatDescriptor { AppleHealthFormat.descriptor }

    public func recognizes(prefix: [UInt8]) -> Bool {
        if XMLSniffer.rootElementName(of: prefix) == "HealthData" { return true }
        // Apple's internal DTD subset is longer than the sniffed prefix.
        let marker = Array("<!DOCTYPE HealthData".utf8)
        return prefix.count >= marker.count && (0...(prefix.count - marker.count)).contains { start in
            prefix[start] == 0x3C && Array(prefix[start..<start + marker.count]) == marker
        }
    }

    public func read(from source: any ByteSource, context: ReadContext, emit: (WorkoutRecording) throws -> Void) throws {
        try readRecordings(of: self, from: source, context: context, emit: emit)
    }

    public func readItems(from source: any ByteSource, context: ReadContext, emit: (ReadItem) throws -> Void) throws {
        try withoutActuallyEscaping(emit) { emit in
            let handler = AppleHealthDocumentHandler(context: context, emit: emit)
            defer { handler.routeFiles?.stop() }
            let reader = XMLEventReader(fileName: context.name, handler: handler)
            do {
                try reader.parse(source)
            } catch FormatError.malformed(let file, let position, let reason) where context.options.skipsBadItems {
                // XML cannot be read past a well-formedness error: what was complete before it is kept.
                context.skip(SkippedItem(.remainder, file: file, at: position, reason: reason))
            }
            try handler.finish()
        }
    }
}

/// The elements of `export.xml` the reader acts on.
private enum AppleHealthElement: Int {
    case other, record, correlation, workout, metadataEntry, workoutEvent, workoutStatistics, workoutActivity
    case workoutRoute, fileReference, location, activitySummary, heartRateVariabilityMetadataList
    case instantaneousBeatsPerMinute

    init(_ name: XMLName) {
        switch name.localName {
        case "Record": self = .record
        case "Correlation": self = .correlation
        case "Workout": self = .workout
        case "MetadataEntry": self = .metadataEntry
        case "WorkoutEvent": self = .workoutEvent
        case "WorkoutStatistics": self = .workoutStatistics
        case "WorkoutActivity": self = .workoutActivity
        case "WorkoutRoute": self = .workoutRoute
        case "FileReference": self = .fileReference
        case "Location": self = .location
        case "ActivitySummary": self = .activitySummary
        case "HeartRateVariabilityMetadataList": self = .heartRateVariabilityMetadataList
        case "InstantaneousBeatsPerMinute": self = .instantaneousBeatsPerMinute
        default: self = .other
        }
    }
}

/// Builds workouts and sample batches from the events of one `export.xml`.
///
/// The properties read or changed for every record are not checked for exclusive access at
/// run time (`@exclusivity(unchecked)`: the checks, about ten a record, cost about a tenth of
/// the reader's own work): only the parser's callbacks reach the handler, one at a time, and
/// nothing they call (the `make` closures of ``RecentValues``, `emit`) reaches it again.
final class AppleHealthDocumentHandler: XMLElementHandler {
    let context: ReadContext
    let emit: (ReadItem) throws -> Void
    @exclusivity(unchecked) var depth = 0
    /// The records read and not yet handed out; while a record is being read
    /// (``isReadingRecord``) it is the last one, completed in place as its metadata
    /// entries come.
    @exclusivity(unchecked) private var batch: [QuantitySample] = []
    @exclusivity(unchecked) private var isReadingRecord = false
    private var workout: WorkoutState?
    private var activity: WorkoutActivity?
    private var route: RouteState?
    /// Whether a `WorkoutEvent` is open: its `MetadataEntry` children are the last event's.
    private var isReadingEvent = false
    @exclusivity(unchecked) var correlationDepth: Int?
    /// What is read besides quantity records and workouts (see AppleHealthReader+Categories.swift).
    var categoryBatch: [CategorySample] = []
    @exclusivity(unchecked) var isReadingCategoryRecord = false
    var categoryTypes: [String: CategoryType] = [:]
    var unlistedTypes: [String: QuantityType] = [:]
    @exclusivity(unchecked) var correlation: Correlation?
    var correlationBatch: [Correlation] = []
    var summaryBatch: [ActivitySummary] = []
    /// The element at depth 2 (a child of `HealthData`) being read.
    @exclusivity(unchecked) private var topLevel = AppleHealthElement.other
    /// Whether a workout's route file is being read (its problems cost the route, not the workout).
    private var isReadingRouteFile = false
    var counts: [String: Int] = [:]
    /// What records repeat, by the bytes of their attributes: an export holds a handful of
    /// types, units, sources, devices and metadata entries hundreds of thousands of times.
    @exclusivity(unchecked) private var recordTypes = RecentValues<RecordType>()
    @exclusivity(unchecked) private var units = RecentValues<QuantityUnit>()
    @exclusivity(unchecked) var sources = RecentValues<Source>()
    @exclusivity(unchecked) var devices = RecentValues<Device?>()
    @exclusivity(unchecked) private var metadataKeys = RecentValues<String>()
    @exclusivity(unchecked) private var metadataValues = RecentValues<MetadataValue>()
    /// Single-entry metadata of recent records, shared by the records that have the same.
    @exclusivity(unchecked) private var recentMetadata: [Metadata] = []
    private static let recentMetadataLimit = 8
    @exclusivity(unchecked) var dates = HealthKitDateReader()
    /// Creation dates have a reader of their own: they fall on other days than the records'
    /// start dates (a weight entered a week later), which would make `dates` convert its day
    /// again for every record.
    @exclusivity(unchecked) var creationDates = HealthKitDateReader()
    @exclusivity(unchecked) var sourceVersions = RecentValues<String>()
    /// Records and correlations whose `creationDate` is not a date (read without it).
    var unreadableCreationDates = 0
    /// A workout's `creationDate`, or a route's `creationDate`, `startDate` or `endDate`, that is
    /// not a date (the workout or route is read without it).
    var unreadableWorkoutDates = 0
    /// Beats of heart rate variability records without a numeric `bpm` or without a `time` (left out).
    private var unreadableBeats = 0
    /// Makes the records' content-derived UUIDs (their type, unit and tail hashed once).
    @exclusivity(unchecked) private var contentUUIDs = ContentDerivedUUIDs()
    /// A placeholder identity for a record until its content-derived one is known (a random
    /// UUID would cost a system call per record).
    private static let pendingUUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

    private struct WorkoutState {
        var workout: Workout
        var routes: [WorkoutRoute] = []
        var sourceName: String
    }

    private struct RouteState {
        var route: WorkoutRoute
        var filePath: String?
    }

    /// What a Record's `type` makes of it.
    private enum RecordType {
        case quantity(QuantityType)
        /// A quantity type the model does not list, by identifier (its type comes from its first record's unit).
        case unlisted(String)
        /// A category type, by identifier.
        case category(String)

        init(_ typeName: String) {
            if let type = QuantityType(identifier: typeName) {
                self = .quantity(type)
            } else if typeName.hasPrefix("HKCategoryTypeIdentifier") {
                self = .category(typeName)
            } else {
                self = .unlisted(typeName)
            }
        }
    }

    /// The route files read ahead while `export.xml` is read, when the export's folder can be listed.
    let routeFiles: RouteFileReadAhead?

    init(context: ReadContext, emit: @escaping (ReadItem) throws -> Void) {
        self.context = context
        self.emit = emit
        let routePaths = context.relatedFilePaths?(AppleHealthFormat.routeFolder)
            .filter { $0.lowercased().hasSuffix(".gpx") } ?? []
        if let open = context.openRelatedFile, !routePaths.isEmpty {
            routeFiles = RouteFileReadAhead(paths: routePaths, exportName: context.name, options: context.options, open: open)
        } else {
            routeFiles = nil
        }
    }

    func code(for name: XMLName) -> Int { AppleHealthElement(name).rawValue }

    func startElement(_ element: XMLElementName, attributes: XMLAttributes) throws {
        depth += 1
        func value(_ key: String) -> String? { attributes.value(key)?.string }
        let code = AppleHealthElement(rawValue: element.code) ?? .other
        if depth == 2 { topLevel = code }
        switch code {
        case .record where depth == 2 && correlationDepth == nil:
            try startRecord(attributes)
        case .record where depth == 3 && correlation != nil:
            try startCorrelationMember(attributes)
        case .correlation where depth == 2:
            correlationDepth = depth
            try startCorrelation(attributes)
        case .activitySummary where depth == 2:
            try readActivitySummary(attributes)
        case .workout where depth == 2:
            workout = try startWorkout(value)
        case .heartRateVariabilityMetadataList where isReadingRecord && depth == 3:
            // A second list of the same record (none seen in a real export) adds its beats to the first's.
            if batch[batch.count - 1].heartbeats == nil { batch[batch.count - 1].heartbeats = HeartbeatSeries() }
        case .instantaneousBeatsPerMinute where isReadingRecord && depth == 4:
            addBeat(attributes)
        case .metadataEntry where isReadingRecord && depth == 3:
            addRecordMetadata(attributes)
        case .metadataEntry where isReadingCategoryRecord && depth == 3:
            addCategoryRecordMetadata(attributes)
        case .metadataEntry where correlation != nil:
            addCorrelationMetadata(attributes)
        case .metadataEntry:
            guard let key = value("key"), let text = value("value") else { return }
            let metadataValue = AppleHealthFormat.metadataValue(text)
            if isReadingEvent, let last = workout?.workout.events.indices.last {
                workout?.workout.events[last].metadata[key] = metadataValue
            } else if route != nil {
                switch key {
                case AppleHealthFormat.syncIdentifierKey: route?.route.syncIdentifier = text
                case AppleHealthFormat.syncVersionKey: route?.route.syncVersion = Int(text) ?? 1
                default: route?.route.metadata[key] = metadataValue
                }
            } else if activity != nil {
                activity?.metadata[key] = metadataValue
            } else if workout != nil, depth == 3 {
                if key == AppleHealthFormat.syncIdentifierKey { workout?.workout.syncIdentifier = text }
                workout?.workout.metadata[key] = metadataValue
            }
        case .workoutEvent where workout != nil:
            guard let typeName = value("type"), let type = AppleHealthFormat.eventType(typeName) else {
                counts["workout events of unknown types", default: 0] += 1
                return
            }
            let date = try self.date(value("date"), "date")
            let duration = try self.duration(value("duration"), unit: value("durationUnit")) ?? 0
            workout?.workout.events.append(WorkoutEvent(type: type, date: date, duration: duration))
            isReadingEvent = true
        case .workoutStatistics where workout != nil && activity == nil:
            try readStatistics(value)
        case .workoutActivity where workout != nil:
            let start = try date(value("startDate"), "startDate")
            let end = try date(value("endDate"), "endDate")
            let type = value("workoutActivityType").flatMap(WorkoutActivityType.init(name:))
                ?? workout!.workout.activityType
            activity = WorkoutActivity(
                uuid: value("uuid").flatMap(UUID.init(uuidString:)) ?? UUID(), activityType: type, start: start,
                end: end, duration: try duration(value("duration"), unit: value("durationUnit")))
        case .workoutRoute where workout != nil:
            route = RouteState(route: WorkoutRoute(
                source: context.options.sourceOverride == nil ? value("sourceName").map { Source(name: $0) } : nil,
                sourceVersion: value("sourceVersion"), device: value("device").flatMap(AppleHealthFormat.device),
                creationDate: optionalDate(value("creationDate")), startDate: optionalDate(value("startDate")),
                endDate: optionalDate(value("endDate"))))
        case .fileReference where route != nil:
            route?.filePath = value("path")
        case .location where route != nil:
            guard let latitude = value("latitude").flatMap(Double.init), let longitude = value("longitude").flatMap(Double.init)
            else { throw XMLContentError("a route location has no latitude or longitude") }
            func optional(_ key: String) -> Double? { value(key).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }
            // HealthKit writes -1 for a value it does not have.
            route?.route.locations.append(AppleHealthFormat.readingMarkers(Location(
                timestamp: try date(value("date"), "date"), latitude: latitude, longitude: longitude,
                altitude: optional("altitude"), horizontalAccuracy: optional("horizontalAccuracy"),
                verticalAccuracy: optional("verticalAccuracy"), speed: optional("speed"), course: optional("course"))))
        default:
            break
        }
    }

    func endElement(_ element: XMLElementName, text: XMLText) throws {
        defer { depth -= 1 }
        switch AppleHealthElement(rawValue: element.code) ?? .other {
        case .record where depth == 2 && isReadingRecord:
            // Records carry no identity: one derived from their content makes a second import find them.
            let last = batch.count - 1
            // Read in place, through its address: `batch[last]`, or `$0[last]` passed to the
            // mutating maker, would be a copy, retaining and releasing its strings.
            let uuid = batch.withUnsafeBufferPointer { contentUUIDs.uuid(of: $0.baseAddress! + last) }
            batch[last].uuid = uuid
            isReadingRecord = false
            if batch.count >= AppleHealthReader.batchSize { try flushBatch() }
        case .record where depth == 2 && isReadingCategoryRecord:
            try finishCategoryRecord()
        case .correlation where depth == correlationDepth:
            correlationDepth = nil
            try finishCorrelation()
        case .workoutEvent:
            isReadingEvent = false
        case .workoutActivity where activity != nil:
            workout?.workout.activities.append(activity!)
            activity = nil
        case .workoutRoute where route != nil:
            try finishRoute()
        case .workout where depth == 2:
            try finishWorkout()
        default:
            break
        }
    }

    /// Leaves out the record or workout being read, or the route whose file cannot be
    /// read (keeping its workout), when bad items are skipped.
    func skipItem(at position: InputPosition?, reason: String) -> Bool {
        guard context.options.skipsBadItems else { return false }
        if isReadingRouteFile {
            isReadingRouteFile = false
            context.skip(SkippedItem(.route, file: context.name, at: position, reason: reason))
            return true
        }
        switch topLevel {
        case .record where workout == nil && correlationDepth == nil:
            // A record fails in its start tag, before it joins the batch.
            isReadingRecord = false
            isReadingCategoryRecord = false
            context.skip(SkippedItem(.record, file: context.name, at: position, reason: reason))
            return true
        case .correlation, .activitySummary:
            correlation = nil
            context.skip(SkippedItem(.record, file: context.name, at: position, reason: reason))
            return true
        case .workout:
            workout = nil
            activity = nil
            isReadingEvent = false
            route = nil
            context.skip(SkippedItem(.workout, file: context.name, at: position, reason: reason))
            return true
        default:
            return false
        }
    }

    /// Hands out the last batch and reports what was counted.
    func finish() throws {
        try flushBatch()
        try finishOtherRecords()
        for (what, count) in counts.sorted(by: { $0.key < $1.key }) {
            context.warn("\(count) \(what) not imported (workoutkit's model has no place for them)")
        }
        if unreadableCreationDates > 0 {
            context.warn("\(unreadableCreationDates) records have a creationDate that is not a date; they were imported without it")
        }
        if unreadableWorkoutDates > 0 {
            context.warn("\(unreadableWorkoutDates) creationDate, startDate or endDate attributes of workouts or routes are not dates; "
                         + "the workouts and routes were imported without them")
        }
        if unreadableBeats > 0 {
            context.warn("\(unreadableBeats) InstantaneousBeatsPerMinute of heart rate variability records have no numeric bpm "
                         + "or no time; they were left out")
        }
    }

    private func flushBatch() throws {
        guard !batch.isEmpty else { return }
        let samples = batch
        batch.removeAll(keepingCapacity: true)
        try emit(.samples(samples))
    }

    // MARK: Records

    /// A record's attributes, read in one pass; what repeats from record to record is
    /// recognised by its bytes (see ``RecentValues``).
    private func startRecord(_ attributes: XMLAttributes) throws {
        var typeValue, unitValue, numberValue, sourceValue, deviceValue, startValue, endValue: XMLAttributeValue?
        var versionValue, creationValue: XMLAttributeValue?
        attributes.forEachUnqualified { name, value in
            switch name[0] {
            case UInt8(ascii: "t") where XMLAttributes.localName(name, is: "type"): typeValue = value
            case UInt8(ascii: "u") where XMLAttributes.localName(name, is: "unit"): unitValue = value
            case UInt8(ascii: "v") where XMLAttributes.localName(name, is: "value"): numberValue = value
            case UInt8(ascii: "d") where XMLAttributes.localName(name, is: "device"): deviceValue = value
            case UInt8(ascii: "e") where XMLAttributes.localName(name, is: "endDate"): endValue = value
            case UInt8(ascii: "c") where XMLAttributes.localName(name, is: "creationDate"): creationValue = value
            case UInt8(ascii: "s"):
                if XMLAttributes.localName(name, is: "startDate") {
                    startValue = value
                } else if XMLAttributes.localName(name, is: "sourceName") {
                    sourceValue = value
                } else if XMLAttributes.localName(name, is: "sourceVersion") {
                    versionValue = value
                }
            default: break
            }
        }
        let provenance = RecordProvenance(creationDate: creationDate(creationValue), sourceVersion: sourceVersion(versionValue))
        guard let typeValue else { throw XMLContentError("a Record has no type") }
        let type: QuantityType
        switch recordTypes.value(for: typeValue.bytes, make: { _ in RecordType(typeValue.string) }) {
        case .quantity(let known): type = known
        case .unlisted(let identifier):
            guard let unlisted = unlistedType(identifier, unit: unitValue) else { return }
            type = unlisted
        case .category(let identifier):
            try startCategoryRecord(identifier, value: numberValue, source: sourceValue, device: deviceValue,
                                    start: startValue, end: endValue, provenance: provenance)
            return
        }
        guard let unitValue, case let unit = units.value(for: unitValue.bytes, make: { _ in QuantityUnit(symbol: unitValue.string) }),
              unit.converts(to: type.canonicalUnit) else {
            counts["\(type.identifier) records in a unit workoutkit does not know", default: 0] += 1
            return
        }
        guard let number = numberValue.flatMap(Self.number), number.isFinite else {
            throw XMLContentError("a \(type.identifier) record has no numeric value")
        }
        let start = try date(startValue, "startDate")
        let end = try date(endValue, "endDate")
        guard end >= start else { throw XMLContentError("a \(type.identifier) record ends before it starts") }
        let source = context.options.sourceOverride
            ?? sourceValue.map { value in sources.value(for: value.bytes) { _ in Source(name: value.string) } }
            ?? Source(name: AppleHealthFormat.unnamedSource)
        batch.append(QuantitySample(
            uuid: Self.pendingUUID, type: type, quantity: Quantity(number, unit), start: start, end: end,
            source: source, device: recordDevice(deviceValue),
            creationDate: provenance.creationDate, sourceVersion: provenance.sourceVersion))
        isReadingRecord = true
    }

    /// A `MetadataEntry` of the record being read. A record's only entry (the usual case:
    /// the heart-rate motion context) shares its dictionary with recent records that have
    /// the same one.
    private func addRecordMetadata(_ attributes: XMLAttributes) {
        guard let keyValue = attributes.value("key"), let textValue = attributes.value("value") else { return }
        let key = metadataKeys.value(for: keyValue.bytes) { _ in keyValue.string }
        let value = metadataValues.value(for: textValue.bytes) { _ in AppleHealthFormat.metadataValue(textValue.string) }
        let last = batch.count - 1
        guard batch[last].metadata.isEmpty else {
            batch[last].metadata[key] = value
            return
        }
        if let shared = recentMetadata.first(where: { $0.first!.key == key && $0.first!.value == value }) {
            batch[last].metadata = shared
            return
        }
        let metadata: Metadata = [key: value]
        if recentMetadata.count == Self.recentMetadataLimit { recentMetadata.removeFirst() }
        recentMetadata.append(metadata)
        batch[last].metadata = metadata
    }

    /// An `InstantaneousBeatsPerMinute` of the heart rate variability record being read.
    private func addBeat(_ attributes: XMLAttributes) {
        guard let bpm = attributes.value("bpm").flatMap(Self.number), bpm.isFinite, let time = attributes.value("time")?.string
        else {
            unreadableBeats += 1
            return
        }
        batch[batch.count - 1].heartbeats?.beats.append(HeartbeatSeries.Beat(beatsPerMinute: bpm, time: time))
    }

    // MARK: Workouts

    private func startWorkout(_ value: (String) -> String?) throws -> WorkoutState {
        guard let typeName = value("workoutActivityType") else { throw XMLContentError("a Workout has no workoutActivityType") }
        let type = WorkoutActivityType(name: typeName) ?? .other
        if WorkoutActivityType(name: typeName) == nil { context.warn("activity type \(typeName) is not known; read as other") }
        let start = try date(value("startDate"), "startDate")
        let end = try date(value("endDate"), "endDate")
        guard end >= start else { throw XMLContentError("a Workout ends before it starts") }
        func quantity(_ key: String) throws -> Quantity? {
            guard let text = value(key), let number = Double(text), number.isFinite else { return nil }
            let unitText = value(key + "Unit") ?? ""
            guard let unit = try? QuantityUnit(parsing: unitText) else {
                throw XMLContentError("\(key)Unit '\(unitText)' is not a unit workoutkit knows")
            }
            return Quantity(number, unit)
        }
        let sourceName = context.options.sourceOverride?.name ?? value("sourceName") ?? AppleHealthFormat.unnamedSource
        var metadata: Metadata = [:]
        if let version = value("sourceVersion") { metadata[AppleHealthWorkoutKey.sourceVersion] = .string(version) }
        let workout = Workout(
            activityType: type, start: start, end: end, duration: try duration(value("duration"), unit: value("durationUnit")),
            totalEnergyBurned: try quantity("totalEnergyBurned"), totalDistance: try quantity("totalDistance"),
            source: Source(name: sourceName), device: value("device").flatMap(AppleHealthFormat.device), metadata: metadata,
            creationDate: optionalDate(value("creationDate")))
        return WorkoutState(workout: workout, sourceName: sourceName)
    }

    private func readStatistics(_ value: (String) -> String?) throws {
        guard let typeName = value("type"), let unitText = value("unit"),
              let unit = try? QuantityUnit(parsing: unitText) else {
            counts["workout statistics in units workoutkit does not know", default: 0] += 1
            return
        }
        for field in AppleHealthFormat.statisticsFields {
            guard let number = value(field).flatMap(Double.init), number.isFinite else { continue }
            let quantity = Quantity(number, unit)
            workout?.workout.metadata[AppleHealthFormat.statisticsKey(type: typeName, field: field)] = .quantity(quantity)
            guard field == "sum", let type = QuantityType(identifier: typeName) else { continue }
            if type == .activeEnergyBurned, unit.dimension == .energy, workout?.workout.totalEnergyBurned == nil {
                workout?.workout.totalEnergyBurned = quantity
            } else if type.identifier.hasPrefix("HKQuantityTypeIdentifierDistance"), unit.dimension == .length,
                      workout?.workout.totalDistance == nil {
                workout?.workout.totalDistance = quantity
            }
        }
    }

    private func finishRoute() throws {
        guard var state = route else { return }
        route = nil
        if let path = state.filePath {
            // Cleared once the file is read; a problem reading it is the route's (see skipItem).
            isReadingRouteFile = true
            let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
            let recordings = try routeFiles?.take(relative) ?? readRouteFile(path, relative: relative)
            isReadingRouteFile = false
            let first = state.route.locations.count
            for recording in recordings {
                for gpxRoute in recording.routes { state.route.locations += gpxRoute.locations }
            }
            // Apple's route files write -1 for a value the point does not have.
            for index in first..<state.route.locations.count {
                let location = state.route.locations[index]
                if AppleHealthFormat.hasMarkers(location) { state.route.locations[index] = AppleHealthFormat.readingMarkers(location) }
            }
        }
        workout?.routes.append(state.route)
    }

    /// Reads the route file a `FileReference` names (`relative`: its path in the export's folder).
    private func readRouteFile(_ path: String, relative: String) throws -> [WorkoutRecording] {
        guard let open = context.openRelatedFile else {
            throw XMLContentError("the route file \(path) cannot be read: the export's folder is not known")
        }
        let source: any ByteSource
        do { source = try open(relative) } catch { throw XMLContentError("\(error)") }
        // The route file is one item of the export: its problems are the route's, read whole.
        var routeOptions = context.options
        routeOptions.skipsBadItems = false
        let gpxContext = ReadContext(name: "\(context.name):\(relative)", options: routeOptions)
        do {
            return try GPXRecordingReader().readAll(from: source, context: gpxContext)
        } catch let error as FormatError where context.options.skipsBadItems {
            throw XMLContentError("\(error)")
        }
    }

    private func finishWorkout() throws {
        guard var state = workout else { return }
        workout = nil
        let w = state.workout
        if w.syncIdentifier == nil {
            state.workout.syncIdentifier = "\(state.sourceName)|\(w.activityType.healthKitName)|\(Timestamp.string(w.startDate))"
        }
        try emit(.recording(WorkoutRecording(workout: state.workout, routes: state.routes)))
    }

    // MARK: Values

    /// A number as `Double(String)` reads it, without making the string in the usual case.
    static func number(_ value: XMLAttributeValue) -> Double? {
        DecimalNumber.parse(value.bytes) ?? Double(value.string)
    }

    func date(_ value: XMLAttributeValue?, _ attribute: String) throws -> Date {
        guard let value else { throw XMLContentError("\(attribute) is missing") }
        guard let date = dates.date(value.bytes) else { throw XMLContentError("\(attribute) '\(value.string)' is not a date") }
        return date
    }

    private func date(_ text: String?, _ attribute: String) throws -> Date {
        guard let text else { throw XMLContentError("\(attribute) is missing") }
        guard let parsed = Timestamp.parse(text) else { throw XMLContentError("\(attribute) '\(text)' is not a date") }
        return parsed.date
    }

    /// A duration in seconds from a value and HealthKit's unit for it (`min` by default).
    private func duration(_ text: String?, unit: String?) throws -> TimeInterval? {
        guard let text else { return nil }
        guard let number = Double(text), number.isFinite, number >= 0 else {
            throw XMLContentError("duration '\(text)' is not a duration")
        }
        guard let parsed = try? QuantityUnit(parsing: unit ?? "min"), parsed.dimension == .time else {
            throw XMLContentError("durationUnit '\(unit ?? "")' is not a unit of time")
        }
        return try parsed.convert(number, to: .second)
    }
}

/// Metadata keys the Apple Health reader and writer add to a workout.
public enum AppleHealthWorkoutKey {
    /// The version of the app that recorded the workout (`sourceVersion`).
    public static let sourceVersion = "WKSourceVersion"
}
