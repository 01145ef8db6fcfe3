import Foundation
import WorkoutModel

/// Writes recordings as an Apple Health export archive, in Apple's layout:
/// `apple_health_export/export.xml` with a `Record` per sample (quantity or category), a
/// `Correlation` (holding its samples' `Record`s) per correlation, an `ActivitySummary` per
/// activity summary and a `Workout` per workout (its metadata, events, statistics,
/// activities and routes), and each route as a GPX file in
/// `apple_health_export/workout-routes/`, named by its `FileReference`.
///
/// Routes are written to the archive as they come; the document's body waits in a
/// temporary file until ``RecordingWriterSession/finish()``, so memory never holds more
/// than one recording.
public struct AppleHealthWriter: RecordingWriter {
    public init() {}

    public var format: FormatDescriptor {
        FormatDescriptor(name: AppleHealthFormat.descriptor.name, fileExtensions: ["zip"],
                         summary: AppleHealthFormat.descriptor.summary)
    }

    public var capabilities: FormatCapabilities {
        var capabilities = FormatCapabilities(
            multipleWorkouts: true, eventTypes: Set(WorkoutEvent.EventType.allCases), eventMetadata: true,
            activities: true, totals: true, device: true, routes: true,
            locationFields: [.altitude, .horizontalAccuracy, .verticalAccuracy, .speed, .course],
            sampleTypes: nil, sampleMetadata: true, metadataKeys: nil)
        capabilities.sampleDevices = true
        capabilities.marksAbsentLocationValues = true
        return capabilities
    }

    public func makeSession(output: any ByteSink) throws -> any RecordingWriterSession {
        try AppleHealthWriterSession(output: output)
    }
}

private final class AppleHealthWriterSession: StandaloneSampleWriting {
    private let zip: ZipWriter
    private let bodyPath: String
    private let body: FileByteSink
    private var latestEnd: Date?
    private var routeNames: Set<String> = []

    init(output: any ByteSink) throws {
        zip = ZipWriter(sink: output, name: "export.zip")
        bodyPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("workoutkit-export-\(UUID().uuidString).xml").path
        body = try FileByteSink(path: bodyPath)
    }

    deinit { try? FileManager.default.removeItem(atPath: bodyPath) }

    func write(_ recording: WorkoutRecording) throws {
        let workout = recording.workout
        latestEnd = max(latestEnd ?? workout.endDate, workout.endDate)
        var xml = ""
        try recording.forEachSample { sample in
            writeRecord(sample, source: sample.source ?? workout.source, device: sample.device ?? workout.device, into: &xml)
            if xml.utf8.count > 1 << 16 { try body.write(xml); xml = "" }
        }
        var attributes: [(String, String)] = [("workoutActivityType", workout.activityType.healthKitName),
                                              ("duration", XMLOutput.number(workout.duration / 60)), ("durationUnit", "min")]
        if let distance = workout.totalDistance {
            attributes += [("totalDistance", XMLOutput.number(distance.value)), ("totalDistanceUnit", distance.unit.symbol)]
        }
        if let energy = workout.totalEnergyBurned {
            attributes += [("totalEnergyBurned", XMLOutput.number(energy.value)), ("totalEnergyBurnedUnit", energy.unit.symbol)]
        }
        attributes.append(("sourceName", workout.source.name))
        if case .string(let version)? = workout.metadata[AppleHealthWorkoutKey.sourceVersion] {
            attributes.append(("sourceVersion", version))
        }
        if let device = workout.device { attributes.append(("device", AppleHealthFormat.deviceText(device))) }
        if let created = workout.creationDate { attributes.append(("creationDate", Self.date(created))) }
        attributes += [("startDate", Self.date(workout.startDate)), ("endDate", Self.date(workout.endDate))]
        xml += Self.tag("Workout", attributes, depth: 1, empty: false)

        var statistics: [String: [(String, Quantity)]] = [:]
        for (key, value) in workout.metadata.sorted(by: { $0.key < $1.key }) {
            if key == AppleHealthWorkoutKey.sourceVersion { continue }
            let parts = key.split(separator: ".")
            if parts.count == 3, parts[0] == "WKStatistics", case .quantity(let quantity) = value {
                statistics[String(parts[1]), default: []].append((String(parts[2]), quantity))
                continue
            }
            xml += Self.metadataEntry(key, value, depth: 2)
        }
        for event in workout.events {
            xml += Self.tag("WorkoutEvent", [
                ("type", AppleHealthFormat.eventTypeName(event.type)), ("date", Self.date(event.date)),
                ("duration", XMLOutput.number(event.duration / 60)), ("durationUnit", "min"),
            ], depth: 2, empty: event.metadata.isEmpty)
            guard !event.metadata.isEmpty else { continue }
            for (key, value) in event.metadata.sorted(by: { $0.key < $1.key }) { xml += Self.metadataEntry(key, value, depth: 3) }
            xml += "  </WorkoutEvent>\n"
        }
        for activity in workout.activities {
            var activityAttributes = [("uuid", activity.uuid.uuidString)]
            if activity.activityType != workout.activityType {
                activityAttributes.append(("workoutActivityType", activity.activityType.healthKitName))
            }
            activityAttributes += [
                ("startDate", Self.date(activity.startDate)), ("endDate", Self.date(activity.endDate)),
                ("duration", XMLOutput.number(activity.duration / 60)), ("durationUnit", "min"),
            ]
            xml += Self.tag("WorkoutActivity", activityAttributes, depth: 2, empty: false)
            for (key, value) in activity.metadata.sorted(by: { $0.key < $1.key }) { xml += Self.metadataEntry(key, value, depth: 3) }
            xml += "  </WorkoutActivity>\n"
        }
        for (type, values) in statistics.sorted(by: { $0.key < $1.key }) {
            guard let unit = values.first?.1.unit else { continue }
            var statisticsAttributes = [("type", type), ("startDate", Self.date(workout.startDate)), ("endDate", Self.date(workout.endDate))]
            for field in AppleHealthFormat.statisticsFields {
                if let quantity = values.first(where: { $0.0 == field })?.1, let value = try? quantity.doubleValue(for: unit) {
                    statisticsAttributes.append((field, XMLOutput.number(value)))
                }
            }
            statisticsAttributes.append(("unit", AppleHealthFormat.unitText(unit)))
            xml += Self.tag("WorkoutStatistics", statisticsAttributes, depth: 2)
        }
        for route in recording.routes {
            xml += try writeRoute(route, workout: workout)
        }
        xml += "  </Workout>\n"
        try body.write(xml)
    }

    func write(standaloneSamples samples: [QuantitySample]) throws {
        var xml = ""
        for sample in samples {
            writeRecord(sample, source: sample.source ?? Source(name: "workoutkit"), device: sample.device, into: &xml)
            if xml.utf8.count > 1 << 16 { try body.write(xml); xml = "" }
        }
        try body.write(xml)
    }

    func write(categorySamples samples: [CategorySample]) throws {
        var xml = ""
        for sample in samples {
            var attributes = [("type", sample.categoryType.identifier),
                              ("sourceName", (sample.source ?? Source(name: "workoutkit")).name)]
            if let version = sample.sourceVersion { attributes.append(("sourceVersion", version)) }
            if let device = sample.device { attributes.append(("device", AppleHealthFormat.deviceText(device))) }
            if let created = sample.creationDate { attributes.append(("creationDate", Self.date(created))) }
            attributes += [
                ("startDate", Self.date(sample.startDate)), ("endDate", Self.date(sample.endDate)),
                ("value", sample.categoryType.valueSet?.valueName(sample.value) ?? String(sample.value)),
            ]
            xml += Self.element("Record", attributes, metadata: sample.metadata, depth: 1)
            if xml.utf8.count > 1 << 16 { try body.write(xml); xml = "" }
        }
        try body.write(xml)
    }

    func write(correlations: [Correlation]) throws {
        var xml = ""
        for correlation in correlations {
            let source = correlation.source ?? Source(name: "workoutkit")
            var attributes = [("type", correlation.correlationType), ("sourceName", source.name)]
            if let version = correlation.sourceVersion { attributes.append(("sourceVersion", version)) }
            if let device = correlation.device { attributes.append(("device", AppleHealthFormat.deviceText(device))) }
            if let created = correlation.creationDate { attributes.append(("creationDate", Self.date(created))) }
            attributes += [("startDate", Self.date(correlation.startDate)), ("endDate", Self.date(correlation.endDate))]
            xml += Self.tag("Correlation", attributes, depth: 1, empty: false)
            for (key, value) in correlation.metadata.sorted(by: { $0.key < $1.key }) { xml += Self.metadataEntry(key, value, depth: 2) }
            for sample in correlation.objects {
                writeRecord(sample, source: sample.source ?? source, device: sample.device, depth: 2, into: &xml)
            }
            xml += " </Correlation>\n"
            if xml.utf8.count > 1 << 16 { try body.write(xml); xml = "" }
        }
        try body.write(xml)
    }

    func write(activitySummaries summaries: [ActivitySummary]) throws {
        var xml = ""
        for summary in summaries {
            var attributes = [("dateComponents", summary.day)]
            // The energy values in their unit, named once after them; times in minutes, stand hours as a count.
            let energyUnit = (summary.activeEnergyBurned ?? summary.activeEnergyBurnedGoal)?.unit
            for (name, quantity) in summary.quantities {
                guard let quantity else { continue }
                let unit: QuantityUnit = name.hasPrefix("activeEnergyBurned") ? energyUnit ?? quantity.unit
                    : name.hasPrefix("appleStandHours") ? .count : .minute
                attributes.append((name, XMLOutput.number((try? quantity.doubleValue(for: unit)) ?? quantity.value)))
                if name == "activeEnergyBurnedGoal" || (name == "activeEnergyBurned" && summary.activeEnergyBurnedGoal == nil),
                   let energyUnit {
                    attributes.append(("activeEnergyBurnedUnit", energyUnit.symbol))
                }
            }
            xml += Self.tag("ActivitySummary", attributes, depth: 1)
        }
        try body.write(xml)
    }

    func finish() throws {
        try body.close()
        try zip.beginEntry("\(AppleHealthFormat.exportFolder)/\(AppleHealthFormat.documentName)")
        try zip.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n")
        if let latestEnd { try zip.write(Self.tag("ExportDate", [("value", Self.date(latestEnd))], depth: 1)) }
        let source = try FileByteSource(path: bodyPath)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { buffer.deallocate() }
        while true {
            let count = try source.read(into: buffer)
            if count == 0 { break }
            try zip.write(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
        try zip.write("</HealthData>\n")
        try zip.finish()
    }

    // MARK: Parts

    private func writeRecord(_ sample: QuantitySample, source: Source, device: Device?, depth: Int = 1, into xml: inout String) {
        // The attributes up to the dates repeat record after record of a series (a recording's
        // samples come in time order, its series' types taking turns): each one's text is kept
        // (a device's text alone is escaped character by character).
        let head = RecordHead(type: sample.quantityType.identifier, source: source.name, sourceVersion: sample.sourceVersion,
                              device: device, unit: sample.quantity.unit, depth: depth)
        let opening: String
        if let known = recordOpenings[head] {
            opening = known
        } else {
            var attributes = [("type", head.type), ("sourceName", head.source)]
            if let version = head.sourceVersion { attributes.append(("sourceVersion", version)) }
            if let device { attributes.append(("device", AppleHealthFormat.deviceText(device))) }
            attributes.append(("unit", AppleHealthFormat.unitText(head.unit)))
            opening = Self.tagOpening("Record", attributes, depth: depth)
            // Records whose devices differ one by one (an Apple Health export's) keep few.
            if recordOpenings.count >= Self.recordOpeningsKept { recordOpenings.removeAll(keepingCapacity: true) }
            recordOpenings[head] = opening
        }
        // Dates and numbers are digits and signs: nothing to escape.
        var text = opening
        if let created = sample.creationDate { text += " creationDate=\"" + Self.date(created) + "\"" }
        text += " startDate=\"" + Self.date(sample.startDate) + "\" endDate=\"" + Self.date(sample.endDate)
            + "\" value=\"" + XMLOutput.number(sample.quantity.value) + "\""
        xml += Self.element("Record", opening: text, metadata: sample.metadata, heartbeats: sample.heartbeats, depth: depth)
    }

    /// What a `Record` element's attributes before its dates are made of.
    private struct RecordHead: Hashable {
        var type: String
        var source: String
        var sourceVersion: String?
        var device: Device?
        var unit: QuantityUnit
        var depth: Int
    }

    /// The text of `Record` elements' attributes before their dates, by what they are made of.
    private var recordOpenings: [RecordHead: String] = [:]
    /// The most openings ``recordOpenings`` keeps.
    private static let recordOpeningsKept = 64

    /// An element with its attributes, its metadata entries and the beats of a heart rate
    /// variability record, as Apple lays them out (an empty element when it has none of them).
    private static func element(
        _ name: String, _ attributes: [(String, String)], metadata: Metadata, heartbeats: HeartbeatSeries? = nil, depth: Int
    ) -> String {
        element(name, opening: tagOpening(name, attributes, depth: depth), metadata: metadata, heartbeats: heartbeats, depth: depth)
    }

    /// ``element(_:_:metadata:heartbeats:depth:)`` whose tag, up to its end, is `opening`
    /// (``tagOpening(_:_:depth:)``).
    private static func element(
        _ name: String, opening: String, metadata: Metadata, heartbeats: HeartbeatSeries? = nil, depth: Int
    ) -> String {
        let empty = metadata.isEmpty && heartbeats == nil
        var xml = opening + (empty ? "/>\n" : ">\n")
        guard !empty else { return xml }
        for (key, value) in metadata.sorted(by: { $0.key < $1.key }) { xml += metadataEntry(key, value, depth: depth + 1) }
        if let heartbeats {
            let indent = String(repeating: " ", count: depth + 1)
            xml += indent + "<HeartRateVariabilityMetadataList>\n"
            for beat in heartbeats.beats {
                xml += tag("InstantaneousBeatsPerMinute", [("bpm", XMLOutput.number(beat.beatsPerMinute)), ("time", beat.time)],
                           depth: depth + 2)
            }
            xml += indent + "</HeartRateVariabilityMetadataList>\n"
        }
        return xml + String(repeating: " ", count: depth + 1) + "</\(name)>\n"
    }

    /// Writes the route's GPX file into the archive and returns its `WorkoutRoute` element.
    private func writeRoute(_ route: WorkoutRoute, workout: Workout) throws -> String {
        let start = route.startDate ?? route.locations.first?.timestamp ?? workout.startDate
        let end = route.endDate ?? route.locations.last?.timestamp ?? workout.endDate
        var name = "route_\(Self.fileStamp(start)).gpx"
        var counter = 2
        while !routeNames.insert(name).inserted {
            name = "route_\(Self.fileStamp(start))_\(counter).gpx"
            counter += 1
        }
        try zip.beginEntry("\(AppleHealthFormat.exportFolder)/\(AppleHealthFormat.routeFolder)/\(name)")
        var gpx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="workoutkit" xmlns="http://www.topografix.com/GPX/1/1">
              <trk>
                <name>\(XMLOutput.escape("Route \(Timestamp.string(start))", quotes: false))</name>
                <trkseg>

            """
        // HealthKit's locations all have times: those without one are left out (the loss report names them).
        // Every point has all of Apple's values, CoreLocation's marker for those it lacks.
        for location in route.locations where location.hasTime {
            let values = AppleHealthFormat.writtenValues(of: location)
            gpx += "      <trkpt lon=\"\(XMLOutput.number(location.longitude))\" lat=\"\(XMLOutput.number(location.latitude))\">"
            gpx += "<ele>\(XMLOutput.number(values.altitude))</ele><time>\(Self.gpxTime(location.timestamp))</time><extensions>"
            gpx += "<speed>\(XMLOutput.number(values.speed))</speed><course>\(XMLOutput.number(values.course))</course>"
            gpx += "<hAcc>\(XMLOutput.number(values.horizontalAccuracy))</hAcc>"
            gpx += "<vAcc>\(XMLOutput.number(values.verticalAccuracy))</vAcc></extensions></trkpt>\n"
            if gpx.utf8.count > 1 << 16 { try zip.write(gpx); gpx = "" }
        }
        gpx += "    </trkseg>\n  </trk>\n</gpx>\n"
        try zip.write(gpx)
        try zip.endEntry()

        var attributes = [("sourceName", (route.source ?? workout.source).name)]
        if let version = route.sourceVersion { attributes.append(("sourceVersion", version)) }
        if let device = route.device { attributes.append(("device", AppleHealthFormat.deviceText(device))) }
        if let created = route.creationDate { attributes.append(("creationDate", Self.date(created))) }
        attributes += [("startDate", Self.date(start)), ("endDate", Self.date(end))]
        var xml = Self.tag("WorkoutRoute", attributes, depth: 2, empty: false)
        if let syncIdentifier = route.syncIdentifier {
            xml += Self.metadataEntry(AppleHealthFormat.syncVersionKey, .integer(route.syncVersion), depth: 3)
            xml += Self.metadataEntry(AppleHealthFormat.syncIdentifierKey, .string(syncIdentifier), depth: 3)
        }
        for (key, value) in route.metadata.sorted(by: { $0.key < $1.key }) { xml += Self.metadataEntry(key, value, depth: 3) }
        xml += Self.tag("FileReference", [("path", "/\(AppleHealthFormat.routeFolder)/\(name)")], depth: 3)
        xml += "   </WorkoutRoute>\n"
        return xml
    }

    private static func metadataEntry(_ key: String, _ value: MetadataValue, depth: Int) -> String {
        tag("MetadataEntry", [("key", key), ("value", AppleHealthFormat.metadataText(value))], depth: depth)
    }

    /// `<name a="b"/>` (or `<name a="b">` when not `empty`) on its own line.
    private static func tag(_ name: String, _ attributes: [(String, String)], depth: Int, empty: Bool = true) -> String {
        tagOpening(name, attributes, depth: depth) + (empty ? "/>\n" : ">\n")
    }

    /// `<name a="b"`, indented by `depth`: a tag without its end.
    private static func tagOpening(_ name: String, _ attributes: [(String, String)], depth: Int) -> String {
        var text = String(repeating: " ", count: depth) + "<" + name
        for (key, value) in attributes { text += " \(key)=\"\(XMLOutput.escape(value, quotes: true))\"" }
        return text
    }

    /// HealthKit's export form, in UTC: `2024-01-15 09:00:00 +0000` (whole seconds, as Apple writes).
    static func date(_ date: Date) -> String { Timestamp.healthKitString(date) }

    /// GPX time in whole seconds, as Apple's route files have it.
    private static func gpxTime(_ date: Date) -> String {
        let iso = Timestamp.string(date)
        return iso.hasSuffix(".000Z") ? iso.dropLast(5) + "Z" : iso
    }

    /// `2024-01-15_09.00.00`: a file name part from a time.
    private static func fileStamp(_ date: Date) -> String {
        let iso = Timestamp.string(date)
        return "\(iso.prefix(10))_\(iso.dropFirst(11).prefix(8).replacingOccurrences(of: ":", with: "."))"
    }
}
