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

/// Route points in Apple's complete form: every value written, CoreLocation's -1 for those a
/// location lacks, read back as absent.
extension AppleHealthWriterTests {
    /// A route of `locations` in a workout of their time.
    private func recording(_ locations: [Location]) -> WorkoutRecording {
        let start = Self.start
        let workout = Workout(activityType: .running, start: start, end: start.addingTimeInterval(60), duration: 60,
                              source: Source(name: "Watch"))
        return WorkoutRecording(workout: workout, routes: [WorkoutRoute(locations: locations)])
    }

    /// Locations lacking each of Apple's values in turn, one at an altitude of 0 m without a
    /// vertical accuracy (the one such point reads back without its altitude) and one at
    /// 0 m with it (kept).
    private func locationsLackingEachValue() -> [Location] {
        let full = Location(timestamp: Self.start, latitude: 52.5, longitude: 13.4, altitude: 34.5,
                            horizontalAccuracy: 3.5, verticalAccuracy: 2.25, speed: 4.75, course: 181.5)
        var lacking: [Location] = [full]
        for drop in [\Location.altitude, \.horizontalAccuracy, \.verticalAccuracy, \.speed, \.course] {
            var location = full
            location[keyPath: drop] = nil
            if drop == \Location.altitude { location.verticalAccuracy = nil }
            lacking.append(location)
        }
        lacking.append(Location(timestamp: Self.start, latitude: 52.5, longitude: 13.4))
        var zero = full
        zero.altitude = 0
        zero.verticalAccuracy = nil
        lacking.append(zero)
        zero.verticalAccuracy = 1.5
        lacking.append(zero)
        return lacking.enumerated().map { index, location in
            var location = location
            location.timestamp = Self.start.addingTimeInterval(Double(index))
            location.latitude += Double(index) * 1e-4
            return location
        }
    }

    /// The text of the export's one route file.
    private func routeFile(_ archive: ZipArchive) throws -> String {
        let entry = try #require(archive.entries.first { $0.path.hasSuffix(".gpx") })
        return String(decoding: try archive.open(entry).readAll(), as: UTF8.self)
    }

    @Test("Every route point is written with ele, time, speed, course, hAcc and vAcc (-1 for what it lacks) and reads back as it was, but an altitude of 0 m without a vertical accuracy, which is named")
    func routePointsCarryEveryValueAndReadBack() throws {
        let original = recording(locationsLackingEachValue())
        let (recordings, _, archive) = try readExport(try write([original]))
        let points = try routeFile(archive).split(separator: "\n").filter { $0.contains("<trkpt") }
        #expect(points.count == 9)
        for point in points {
            var rest = point[...]
            for tag in ["<ele>", "</ele><time>", "</time><extensions><speed>", "</speed><course>", "</course><hAcc>",
                        "</hAcc><vAcc>", "</vAcc></extensions></trkpt>"] {
                guard let found = rest.range(of: tag) else { Issue.record("no \(tag) in \(point)"); break }
                rest = rest[found.upperBound...]
            }
        }
        // Lacking an altitude: <ele>0</ele> with <vAcc>-1</vAcc>; lacking anything else: -1.
        #expect(points[1].contains("<ele>0</ele>") && points[1].hasSuffix("<vAcc>-1</vAcc></extensions></trkpt>"))
        #expect(points[6].contains("<ele>0</ele>") && points[6].contains("<speed>-1</speed><course>-1</course><hAcc>-1</hAcc><vAcc>-1</vAcc>"))
        #expect(points[5].contains("<course>-1</course>") && points[4].contains("<speed>-1</speed>"))

        var expected = original.routes[0].locations
        expected[7].altitude = nil
        #expect(recordings.first?.routes.first?.locations == expected)
        #expect(LossReport.losses(writing: original, as: AppleHealthWriter().capabilities)
            == ["the altitude 0 m of 1 point without a vertical accuracy"])

        // The markers are Apple's layout's: a plain GPX file keeps them as values.
        let plain = try GPXRecordingReader().readAll(
            from: DataByteSource(Array(try routeFile(archive).utf8)), context: ReadContext(name: "route.gpx"))
        #expect(plain.first?.routes.first?.locations[5].course == -1)
    }

    @Test("Values Apple's point form reads back as absent are named: a vertical accuracy without an altitude, a negative speed, course or accuracy")
    func valuesReadBackAsMarkersAreNamed() throws {
        let start = Self.start
        let original = recording([
            Location(timestamp: start, latitude: 52.5, longitude: 13.4, verticalAccuracy: 2),
            Location(timestamp: start.addingTimeInterval(1), latitude: 52.5, longitude: 13.4, altitude: 12,
                     horizontalAccuracy: -1, verticalAccuracy: -2, speed: -1, course: -1),
            Location(timestamp: start.addingTimeInterval(2), latitude: 52.5, longitude: 13.4, altitude: 13, speed: -0.5),
        ])
        #expect(LossReport.losses(writing: original, as: AppleHealthWriter().capabilities) == [
            "the vertical accuracy of 1 point without an altitude", "the negative horizontal accuracy of 1 point",
            "the negative vertical accuracy of 1 point", "the negative speed of 2 points", "the negative course of 1 point",
        ])
        let read = try #require(try readExport(try write([original])).recordings.first?.routes.first?.locations)
        #expect(read.map(\.verticalAccuracy) == [nil, nil, nil])
        #expect(read.map(\.speed) == [nil, nil, nil])
        #expect((read[1].horizontalAccuracy, read[1].course, read[1].altitude) == (nil, nil, 12))
    }
}

/// healthkit-to-sqlite (the peer of the Apple Health benchmark) reading our export: it reads
/// every one of Apple's values of every route point, and stopped (`KeyError: 'hAcc'`) on a
/// point written without one.
extension AppleHealthWriterTests {
    /// Runs healthkit-to-sqlite's command on an export (argument 1) into a database (argument
    /// 2) and prints its `workout_points` rows in order, as JSON.
    private static let healthKitToSQLiteScript = """
        import json, sqlite3, sys
        from healthkit_to_sqlite.cli import cli
        cli.main(args=[sys.argv[1], sys.argv[2], "--silent"], standalone_mode=False)
        db = sqlite3.connect(sys.argv[2])
        db.row_factory = sqlite3.Row
        print(json.dumps([dict(row) for row in db.execute(
            "select date, latitude, longitude, altitude, horizontalAccuracy, verticalAccuracy, course, speed"
            " from workout_points order by rowid")]))
        """

    static let healthKitToSQLiteAvailable = (try? PythonPeer.run("import healthkit_to_sqlite", [])) != nil

    private struct PeerPoint: Decodable {
        let date: String
        let latitude, longitude, altitude, horizontalAccuracy, verticalAccuracy, course, speed: Double
    }

    @Test("healthkit-to-sqlite reads our export of a corpus track whose points lack accuracies, speeds, courses or altitudes: its workout_points are our locations field by field, -1 where they lack a value",
          .enabled(if: Corpus.isAvailable, corpusMissing),
          .enabled(if: AppleHealthWriterTests.healthKitToSQLiteAvailable,
                   "healthkit-to-sqlite is not installed (Scripts/setup.sh installs it with pip)"))
    func healthKitToSQLiteReadsEveryRoutePoint() throws {
        let url = try #require(Corpus.url("gpx/garmin-connect-hr-atemp.gpx"))
        var recording = try #require(try GPXRecordingReader().readAll(
            from: try FileByteSource(path: url.path), context: ReadContext(name: url.lastPathComponent)).first)
        // The track has elevations only: some points lose theirs, others gain Apple's values.
        for index in recording.routes[0].locations.indices {
            if index % 5 == 1 { recording.routes[0].locations[index].altitude = nil }
            if index % 3 == 0 {
                recording.routes[0].locations[index].speed = 2.5 + Double(index) / 8
                recording.routes[0].locations[index].course = Double(index * 5)
                recording.routes[0].locations[index].horizontalAccuracy = 4.5
                recording.routes[0].locations[index].verticalAccuracy = 3.25
            }
        }
        let directory = try TemporaryDirectory()
        try Data(try write([recording])).write(to: URL(fileURLWithPath: directory.path("export.zip")))
        let output = try PythonPeer.run(Self.healthKitToSQLiteScript, [directory.path("export.zip"), directory.path("hk.db")])
        let points = try JSONDecoder().decode([PeerPoint].self, from: try #require(output, "healthkit-to-sqlite failed on the export"))
        let locations = recording.routes[0].locations
        #expect(points.count == locations.count)
        for (point, location) in zip(points, locations) {
            #expect(Timestamp.parse(point.date)?.date == location.timestamp)
            #expect((point.latitude, point.longitude) == (location.latitude, location.longitude))
            // CoreLocation's "no valid altitude": 0 m with a vertical accuracy of -1.
            #expect(point.altitude == location.altitude ?? 0)
            #expect(point.verticalAccuracy == (location.altitude == nil ? -1 : location.verticalAccuracy ?? -1))
            #expect(point.horizontalAccuracy == location.horizontalAccuracy ?? -1)
            #expect(point.speed == location.speed ?? -1)
            #expect(point.course == location.course ?? -1)
        }
    }
}
