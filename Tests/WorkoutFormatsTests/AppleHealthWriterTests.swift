import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

@Suite("Apple Health export writing")
struct AppleHealthWriterTests {
    /// Everything an export archive gives back: recordings and standalone samples.
    private func readExport(_ bytes: [UInt8]) throws -> (recordings: [WorkoutRecording], samples: [QuantitySample], archive: ZipArchive) {
        let archive = try ZipArchive(bytes: bytes, name: "export.zip")
        let document = try #require(AppleHealthExport().documentEntry(in: archive))
        let context = ReadContext(name: archive.displayName(of: document))
        context.openRelatedFile = RelatedFiles.opener(in: archive, beside: document)
        var recordings: [WorkoutRecording] = [], samples: [QuantitySample] = []
        try AppleHealthReader().readItems(from: try archive.open(document), context: context) { item in
            switch item {
            case .recording(let recording): recordings.append(recording)
            case .samples(let batch): samples += batch
            case .categorySamples, .correlations, .activitySummaries: break
            case .course: Issue.record("an Apple Health export holds no course")
            }
        }
        return (recordings, samples, archive)
    }

    private func write(_ recordings: [WorkoutRecording]) throws -> [UInt8] {
        let sink = DataByteSink()
        try AppleHealthWriter().write(recordings, to: sink)
        return sink.bytes
    }

    private static let start = Timestamp.date("2024-01-15T09:00:00Z")!

    private func ride() -> WorkoutRecording {
        let start = Self.start
        let device = Device(name: "Apple Watch", manufacturer: "Apple Inc.", model: "Watch", hardwareVersion: "Watch6,2", softwareVersion: "10.2")
        let workout = Workout(
            activityType: .cycling, start: start, end: start.addingTimeInterval(3900), duration: 3600,
            totalEnergyBurned: Quantity(512.5, .kilocalorie), totalDistance: Quantity(25.3, .kilometer),
            source: Source(name: "Watch"), device: device,
            metadata: ["HKIndoorWorkout": .integer(0), "HKWeatherTemperature": .quantity(Quantity(41, .degreeFahrenheit)),
                       "HKTimeZone": .string("Europe/Berlin"), AppleHealthWorkoutKey.sourceVersion: .string("10.2"),
                       AppleHealthFormat.statisticsKey(type: "HKQuantityTypeIdentifierHeartRate", field: "average"): .quantity(Quantity(141, .countPerMinute)),
                       AppleHealthFormat.statisticsKey(type: "HKQuantityTypeIdentifierHeartRate", field: "maximum"): .quantity(Quantity(172, .countPerMinute))],
            events: [WorkoutEvent(type: .pause, date: start.addingTimeInterval(1800)),
                     WorkoutEvent(type: .resume, date: start.addingTimeInterval(2100)),
                     WorkoutEvent(type: .lap, date: start, duration: 600)],
            activities: [WorkoutActivity(activityType: .cycling, start: start, end: start.addingTimeInterval(3900), duration: 3600)])
        var samples: [QuantitySample] = []
        for index in 0..<5 {
            let time = start.addingTimeInterval(Double(index))
            let metadata: Metadata = index == 0 ? ["HKMetadataKeyHeartRateMotionContext": .integer(2)] : [:]
            let value = Quantity(Double(120 + index), .countPerMinute)
            samples.append(QuantitySample(type: .heartRate, quantity: value, start: time, end: time, metadata: metadata))
        }
        var locations: [Location] = []
        for index in 0..<3 {
            let offset = Double(index)
            locations.append(Location(
                timestamp: start.addingTimeInterval(offset), latitude: 52.5 + offset * 1e-4, longitude: 13.4,
                altitude: 34.5, horizontalAccuracy: 3, verticalAccuracy: 2, speed: 5.25, course: 90))
        }
        return WorkoutRecording(workout: workout, samples: samples,
                                routes: [WorkoutRoute(syncIdentifier: "ROUTE-1", syncVersion: 3, locations: locations)])
    }

    @Test("A recording written in Apple's layout reads back: workout, events, activity, statistics, samples, route")
    func roundTripsRecording() throws {
        let original = ride()
        let (recordings, samples, archive) = try readExport(try write([original]))
        #expect(archive.entries.map(\.path) == [
            "apple_health_export/workout-routes/route_2024-01-15_09.00.00.gpx", "apple_health_export/export.xml",
        ])
        let read = try #require(recordings.first)
        let w = read.workout, o = original.workout
        #expect(recordings.count == 1)
        #expect((w.activityType, w.startDate, w.endDate, w.duration) == (o.activityType, o.startDate, o.endDate, o.duration))
        #expect(w.totalEnergyBurned == o.totalEnergyBurned)
        #expect(w.totalDistance == o.totalDistance)
        #expect(w.source == o.source)
        #expect(w.device == o.device)
        #expect(w.metadata == o.metadata)
        #expect(w.events == o.events)
        #expect(w.activities == o.activities)
        #expect(read.routes.map(\.locations) == original.routes.map(\.locations))
        #expect(read.routes.first?.syncIdentifier == "ROUTE-1")
        #expect(read.routes.first?.syncVersion == 3)
        // The workout's samples come back as records: the same values, now naming source and device.
        #expect(samples.map(\.quantity) == original.samples.map(\.quantity))
        #expect(samples.map(\.startDate) == original.samples.map(\.startDate))
        #expect(samples.allSatisfy { $0.source == o.source && $0.device == o.device })
        #expect(samples.first?.metadata == original.samples.first?.metadata)
    }

    @Test("Records taking turns between types, source versions and devices, more devices than the writer keeps the text of, each read back with its own")
    func recordsKeepTheirOwnTypeVersionAndDevice() throws {
        let base = ride()
        let start = Self.start
        let samples = (0..<200).map { index in
            let time = start.addingTimeInterval(Double(index))
            // 70 straps (the writer keeps the text of 64 record openings), one with a creation date.
            let device = index % 3 == 2 ? nil : Device(name: "Strap \(index % 70)", manufacturer: "Polar & Co <EU>",
                                                       creationDate: index % 70 == 5 ? time : nil)
            return index % 2 == 0
                ? QuantitySample(type: .heartRate, quantity: Quantity(Double(100 + index), .countPerMinute), start: time, end: time,
                                 device: device, sourceVersion: index % 4 == 0 ? "1.0" : nil)
                : QuantitySample(type: .stepCount, quantity: Quantity(Double(index), .count), start: time,
                                 end: time.addingTimeInterval(1), device: device, sourceVersion: "2.\(index % 5)")
        }
        let recording = WorkoutRecording(workout: base.workout, samples: samples)
        let (_, read, _) = try readExport(try write([recording]))
        #expect(read.count == samples.count)
        #expect(read.map(\.quantityType) == samples.map(\.quantityType))
        #expect(read.map(\.quantity) == samples.map(\.quantity))
        #expect(read.map(\.endDate) == samples.map(\.endDate))
        #expect(read.map(\.sourceVersion) == samples.map(\.sourceVersion))
        // A record without a device of its own names the workout's.
        #expect(read.map(\.device) == samples.map { $0.device ?? base.workout.device })
    }

    @Test("unzip accepts the archive", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/unzip")))
    func unzipAcceptsExport() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path("export.zip")
        try Data(try write([ride(), ride()])).write(to: URL(fileURLWithPath: path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unzip")
        process.arguments = ["-tq", path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test("Two routes starting at the same second get distinct files")
    func distinctRouteFiles() throws {
        let (recordings, _, archive) = try readExport(try write([ride(), ride()]))
        #expect(archive.entries.filter { $0.path.hasSuffix(".gpx") }.count == 2)
        #expect(recordings.map(\.locationCount) == [3, 3])
    }

    @Test("The corpus export round-trips: the same workout, route and records", .enabled(if: Corpus.isAvailable, corpusMissing))
    func roundTripsCorpusExport() throws {
        let url = try #require(Corpus.url("applehealth/healthkit-to-sqlite-export.zip"))
        let first = try readExport([UInt8](try Data(contentsOf: url)))
        var recordings = first.recordings
        // The records go back through the writer attached to the workout, as the export command would write them.
        recordings[0].samples = first.samples
        let second = try readExport(try write(recordings))
        #expect(second.recordings.map(\.workout.startDate) == first.recordings.map(\.workout.startDate))
        #expect(second.recordings.map(\.workout.metadata) == first.recordings.map(\.workout.metadata))
        #expect(second.recordings.map(\.workout.totalDistance) == first.recordings.map(\.workout.totalDistance))
        #expect(second.recordings.first?.routes.first?.locations == first.recordings.first?.routes.first?.locations)
        #expect(second.samples.map(\.quantity) == first.samples.map(\.quantity))
        #expect(second.samples.map(\.contentDerivedUUID) == first.samples.map(\.contentDerivedUUID))
    }
}

extension AppleHealthWriterTests {
    @Test("A workout event's metadata is written as its MetadataEntry children and read back")
    func roundTripsEventMetadata() throws {
        var original = ride()
        // As HealthKit gives a pool swim's lap and segment: stroke style, lap length.
        let lap: Metadata = ["HKSwimmingStrokeStyle": .integer(2), MetadataKey.lapLength: .quantity(Quantity(25, .meter)),
                             LapMetadataKey.triggerMethod: .string("Distance"),
                             LapMetadataKey.averageHeartRate: .quantity(Quantity(139, .countPerMinute))]
        original.workout.events[2].metadata = lap
        let bytes = try write([original])
        let archive = try readExport(bytes).archive
        let xml = String(decoding: try archive.open(try #require(AppleHealthExport().documentEntry(in: archive))).readAll(), as: UTF8.self)
        #expect(xml.contains(#"   <MetadataEntry key="HKLapLength" value="25 m"/>"#))
        #expect(xml.contains(#"   <MetadataEntry key="WKLapTriggerMethod" value="Distance"/>"# + "\n  </WorkoutEvent>\n"))
        let again = try #require(try readExport(bytes).recordings.first)
        #expect(again.workout.events.map(\.metadata) == [[:], [:], lap])
        #expect(LossReport.losses(writing: original, as: AppleHealthWriter().capabilities).isEmpty)
    }
}
