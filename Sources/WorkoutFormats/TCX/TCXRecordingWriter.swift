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
public struct TCXRecordingWriter: RecordingWriter {
    public init() {}

    public var format: FormatDescriptor { TCXFormat.descriptor }

    public var capabilities: FormatCapabilities {
        FormatCapabilities(
            multipleWorkouts: true, eventTypes: [.lap, .pause, .resume], eventMetadata: true, activities: false,
            totals: true, device: true, routes: true, locationFields: [.altitude, .speed],
            sampleTypes: Self.sampleTypes, sampleMetadata: false,
            metadataKeys: [MetadataKey.notes, MetadataKey.originalFormat])
    }

    private static let sampleTypes: Set<QuantityType> = [
        .heartRate, .cyclingCadence, .runningCadence, .cyclingPower, .runningPower, .distanceFromStart,
        .cyclingSpeed, .runningSpeed, .activeEnergyBurned, .distanceWalkingRunning, .distanceCycling,
        .distanceSwimming, .distanceWheelchair, .distanceDownhillSnowSports, .distanceRowing,
        .distancePaddleSports, .distanceCrossCountrySkiing,
    ]

    public func makeSession(output: any ByteSink) throws -> any RecordingWriterSession {
        TCXWriterSession(output: output)
    }
}

private final class TCXWriterSession: RecordingWriterSession {
    private let output: any ByteSink
    private var started = false
    private var finished = false
    private var author: Source?

    init(output: any ByteSink) {
        self.output = output
    }

    private func start() throws {
        started = true
        var xml = XMLOutput()
        xml.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        xml.open("TrainingCenterDatabase", [
            ("xmlns", TCXFormat.trainingCenterDatabase),
            ("xmlns:ns3", TCXFormat.activityExtension),
            ("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"),
            ("xsi:schemaLocation", "\(TCXFormat.trainingCenterDatabase) "
                + "http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd"),
        ], depth: 0)
        xml.open("Activities", depth: 1)
        try output.write(xml.take())
    }

    /// One lap as written: its interval and what the recording says about it.
    private struct Lap {
        var start: Date
        var duration: TimeInterval
        var metadata: Metadata
        var entries: ArraySlice<TrackPointTimeline.Entry> = []
    }

    func write(_ recording: WorkoutRecording) throws {
        if !started { try start() }
        let workout = recording.workout
        if author == nil, workout.source != .unknown { author = workout.source }
        let isRunning = TCXFormat.sport(workout.activityType) == "Running"

        var laps = workout.events(ofType: .lap).map { Lap(start: $0.date, duration: $0.duration, metadata: $0.metadata) }
        if laps.isEmpty {
            laps = [Lap(start: workout.startDate, duration: workout.duration, metadata: [:])]
        }
        // Each trackpoint goes to the last lap that started at or before it (the first lap
        // takes any before it).
        let entries = TrackPointTimeline(recording).entries
        var index = 0
        for lapIndex in laps.indices {
            let nextStart = lapIndex + 1 < laps.count ? laps[lapIndex + 1].start : nil
            let first = index
            while index < entries.count, nextStart.map({ entries[index].time < $0 }) ?? true { index += 1 }
            laps[lapIndex].entries = entries[first..<index]
        }

        var xml = XMLOutput()
        xml.open("Activity", [("Sport", TCXFormat.sport(workout.activityType))], depth: 2)
        xml.element("Id", time: workout.startDate, depth: 3)
        let resumes = workout.events(ofType: .resume).map(\.date)
        // The energy and distance samples that laps are made of, picked out once.
        let intervalSamples = recording.samples.filter {
            $0.quantityType == .activeEnergyBurned || Self.distanceTypes.contains($0.quantityType)
        }
        for lap in laps {
            writeLap(lap, of: workout, intervalSamples: intervalSamples, lapCount: laps.count, isRunning: isRunning,
                     resumes: resumes, into: &xml)
            if xml.text.utf8.count > 1 << 16 { try output.write(xml.take()) }
        }
        if case .string(let notes)? = workout.metadata[MetadataKey.notes] { xml.element("Notes", notes, depth: 3) }
        if let device = workout.device { writeCreator(device, into: &xml) }
        xml.close("Activity", depth: 2)
        try output.write(xml.take())
    }

    /// The distance types of HealthKit (not the distance-from-start readings).
    private static let distanceTypes = Set(QuantityType.allKnown.filter {
        $0.identifier.contains("Distance") && $0 != .distanceFromStart
    })

    private func writeLap(
        _ lap: Lap, of workout: Workout, intervalSamples: [QuantitySample], lapCount: Int, isRunning: Bool,
        resumes: [Date], into xml: inout XMLOutput
    ) {
        let end = lap.start.addingTimeInterval(lap.duration)
        func within(_ sample: QuantitySample) -> Bool { sample.startDate >= lap.start && sample.endDate <= end }
        let share = workout.duration > 0 ? lap.duration / workout.duration : 1 / Double(lapCount)

        let energySamples = intervalSamples.filter { $0.quantityType == .activeEnergyBurned && within($0) }
        let calories: Double
        if !energySamples.isEmpty {
            calories = energySamples.reduce(0) { $0 + ((try? $1.quantity.doubleValue(for: .kilocalorie)) ?? 0) }
        } else if let total = try? workout.totalEnergyBurned?.doubleValue(for: .kilocalorie) {
            calories = total * share
        } else {
            calories = 0
        }

        let distanceSamples = intervalSamples.filter { Self.distanceTypes.contains($0.quantityType) && within($0) }
        let distance: Double
        if !distanceSamples.isEmpty {
            distance = distanceSamples.reduce(0) { $0 + ((try? $1.quantity.doubleValue(for: .meter)) ?? 0) }
        } else if let total = try? workout.totalDistance?.doubleValue(for: .meter) {
            distance = total * share
        } else if let first = lap.entries.first(where: { $0.values.distance != nil })?.values.distance,
                  let last = lap.entries.last(where: { $0.values.distance != nil })?.values.distance {
            distance = max(0, last - first)
        } else {
            distance = Geodesy.pathLength(lap.entries.compactMap(\.location))
        }

        let metadata = lap.metadata
        func quantity(_ key: String, _ make: (Double) -> Quantity) -> Double? {
            guard case .quantity(let value)? = metadata[key] else { return nil }
            return try? value.doubleValue(for: make(1).unit)
        }
        func integer(_ key: String) -> Int? {
            switch metadata[key] {
            case .integer(let value)?: return value
            case .double(let value)? where value.isFinite && abs(value) < 1e9: return Int(value.rounded())
            default: return nil
            }
        }
        func string(_ key: String, allowed: Set<String>, otherwise: String) -> String {
            if case .string(let value)? = metadata[key], allowed.contains(value) { return value }
            return otherwise
        }

        xml.open("Lap", [("StartTime", Timestamp.string(lap.start))], depth: 3)
        xml.element("TotalTimeSeconds", max(0, lap.duration), depth: 4)
        xml.element("DistanceMeters", distance, depth: 4)
        if let maximum = quantity(LapMetadataKey.maximumSpeed, { Quantity($0, .meterPerSecond) }), maximum >= 0 {
            xml.element("MaximumSpeed", maximum, depth: 4)
        }
        xml.element("Calories", min(65535, max(0, calories.rounded())), depth: 4)
        for (element, key) in [("AverageHeartRateBpm", LapMetadataKey.averageHeartRate),
                               ("MaximumHeartRateBpm", LapMetadataKey.maximumHeartRate)] {
            if let bpm = quantity(key, { Quantity($0, .countPerMinute) }), bpm >= 0.5, bpm < 255.5 {
                xml.open(element, depth: 4)
                xml.element("Value", bpm.rounded(), depth: 5)
                xml.close(element, depth: 4)
            }
        }
        xml.element("Intensity", string(LapMetadataKey.intensity, allowed: ["Active", "Resting"], otherwise: "Active"),
                    depth: 4)
        let averageCadence = integer(LapMetadataKey.averageCadence).flatMap { (0...254).contains($0) ? $0 : nil }
        if !isRunning, let averageCadence { xml.element("Cadence", String(averageCadence), depth: 4) }
        xml.element("TriggerMethod", string(LapMetadataKey.triggerMethod,
                                            allowed: ["Manual", "Distance", "Location", "Time", "HeartRate"],
                                            otherwise: "Manual"), depth: 4)
        writeTracks(lap.entries, isRunning: isRunning, resumes: resumes, into: &xml)
        if case .string(let notes)? = metadata[LapMetadataKey.notes] { xml.element("Notes", notes, depth: 4) }

        // ActivityLapExtension v2, in its schema's order.
        var extensionValues: [(String, String)] = []
        if let speed = quantity(LapMetadataKey.averageSpeed, { Quantity($0, .meterPerSecond) }), speed >= 0, speed.isFinite {
            extensionValues.append(("AvgSpeed", XMLOutput.number(speed)))
        }
        let maximumCadence = integer(LapMetadataKey.maximumCadence).flatMap { (0...254).contains($0) ? $0 : nil }
        if !isRunning, let maximumCadence { extensionValues.append(("MaxBikeCadence", String(maximumCadence))) }
        if isRunning, let averageCadence { extensionValues.append(("AvgRunCadence", String(averageCadence))) }
        if isRunning, let maximumCadence { extensionValues.append(("MaxRunCadence", String(maximumCadence))) }
        // Steps and watts are unsigned 16-bit numbers in the extension's schema.
        if let steps = integer(LapMetadataKey.steps), (0...65535).contains(steps) {
            extensionValues.append(("Steps", String(steps)))
        }
        for (name, key) in [("AvgWatts", LapMetadataKey.averagePower), ("MaxWatts", LapMetadataKey.maximumPower)] {
            if let watts = quantity(key, { Quantity($0, .watt) }), watts >= 0, watts < 65535.5 {
                extensionValues.append((name, XMLOutput.number(watts.rounded())))
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

    /// The lap's trackpoints, in a new `Track` at each resume.
    private func writeTracks(
        _ entries: ArraySlice<TrackPointTimeline.Entry>, isRunning: Bool, resumes: [Date], into xml: inout XMLOutput
    ) {
        guard let firstTime = entries.first?.time else { return }
        var nextResume = resumes.firstIndex { $0 > firstTime } ?? resumes.count
        xml.open("Track", depth: 4)
        for entry in entries {
            while nextResume < resumes.count, entry.time >= resumes[nextResume] {
                xml.close("Track", depth: 4)
                xml.open("Track", depth: 4)
                nextResume += 1
            }
            writeTrackpoint(entry, isRunning: isRunning, into: &xml)
        }
        xml.close("Track", depth: 4)
    }

    private func writeTrackpoint(_ entry: TrackPointTimeline.Entry, isRunning: Bool, into xml: inout XMLOutput) {
        let values = entry.values
        xml.open("Trackpoint", depth: 5)
        xml.element("Time", time: entry.time, depth: 6)
        if let location = entry.location, location.hasValidCoordinate {
            xml.open("Position", depth: 6)
            xml.element("LatitudeDegrees", location.latitude, depth: 7)
            xml.element("LongitudeDegrees", location.longitude, depth: 7)
            xml.close("Position", depth: 6)
            if let altitude = location.altitude { xml.element("AltitudeMeters", altitude, depth: 6) }
        }
        if let distance = values.distance { xml.element("DistanceMeters", distance, depth: 6) }
        if let bpm = values.heartRate, bpm >= 0.5, bpm < 255.5 {
            xml.open("HeartRateBpm", depth: 6)
            xml.element("Value", bpm.rounded(), depth: 7)
            xml.close("HeartRateBpm", depth: 6)
        }
        let cadence = values.cadence.flatMap { $0 >= 0 && $0 < 254.5 ? $0.rounded() : nil }
        if !isRunning, let cadence { xml.element("Cadence", cadence, depth: 6) }

        var extensionValues: [(String, String)] = []
        if let speed = entry.location?.speed ?? values.speed, speed >= 0, speed.isFinite {
            extensionValues.append(("Speed", XMLOutput.number(speed)))
        }
        if isRunning, let cadence { extensionValues.append(("RunCadence", XMLOutput.number(cadence))) }
        if let watts = values.power, watts >= 0, watts < 65535.5 {
            extensionValues.append(("Watts", XMLOutput.number(watts.rounded())))
        }
        if !extensionValues.isEmpty {
            xml.open("Extensions", depth: 6)
            xml.open("ns3:TPX", depth: 7)
            for (name, value) in extensionValues { xml.element("ns3:" + name, value, depth: 8) }
            xml.close("ns3:TPX", depth: 7)
            xml.close("Extensions", depth: 6)
        }
        xml.close("Trackpoint", depth: 5)
    }

    /// `Creator` requires a numeric unit id, product id and version; where the device has
    /// none, 0 is written, which the TCX reader takes as "no id". Written for a named device.
    private func writeCreator(_ device: Device, into xml: inout XMLOutput) {
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
        var xml = XMLOutput()
        xml.close("Activities", depth: 1)
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
        try output.write(xml.take())
    }
}
