import Foundation
import Testing
import TestSupport
import WorkoutFormats
import WorkoutModel


private func read(_ bytes: [UInt8], name: String = "written.fit") throws -> WorkoutRecording {
    let recordings = try FITRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: name))
    return try #require(recordings.first)
}

/// The first recording of a corpus FIT file, read by our reader (also the developer-field tests').
func readFITCorpus(_ name: String) throws -> WorkoutRecording {
    let url = try #require(Corpus.url("fit/\(name)"))
    return try #require(try FITRecordingReader().readAll(from: try FileByteSource(path: url.path), context: ReadContext(name: name)).first)
}

/// `recording` written by the FIT writer.
func writtenFIT(_ recording: WorkoutRecording) throws -> [UInt8] {
    let sink = DataByteSink()
    try FITRecordingWriter().write([recording], to: sink)
    return sink.bytes
}

/// Whether python3 with Garmin's FIT SDK can be run here (for this file's tests and the FIT course tests).
let garminSDKAvailable: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import garmin_fit_sdk"]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}()

@Suite struct FITRecordingWriterTests {
    static let files = [
        "garmin-edge500-ride.fit", "garmin-fenix5-run-tiny.fit", "garmin-fr920xt-lap-swim.FIT",
        "garmin-fr920xt-multisport-multiple-headers.fit", "zwift-virtual-ride.fit", "suunto-run-2020.fit",
    ]

    @Test("read, write, read keeps the workout, laps, pauses, route and series",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: files)
    func writtenFileReadsBackTheSame(name: String) throws {
        let original = try readFITCorpus(name)
        let again = try read(try writtenFIT(original))
        let (a, b) = (original.workout, again.workout)
        #expect(b.activityType == a.activityType)
        #expect(b.startDate == a.startDate)
        #expect(abs(b.endDate.timeIntervalSince(a.endDate)) < 1)
        #expect(abs(b.duration - a.duration) < 0.001)
        #expect(b.totalDistance == a.totalDistance)
        #expect(b.totalEnergyBurned == a.totalEnergyBurned)
        #expect(b.activities.map(\.activityType) == a.activities.map(\.activityType))
        #expect(b.events(ofType: .lap).map(\.date) == a.events(ofType: .lap).map(\.date))
        #expect(b.events(ofType: .pause).map(\.date) == a.events(ofType: .pause).map(\.date))
        #expect(b.device?.serialNumber == a.device?.serialNumber)
        #expect(b.syncIdentifier?.hasPrefix("FIT-\(a.device?.serialNumber ?? "unknown")-") == true)
        for key in [MetadataKey.timeZone, MetadataKey.indoorWorkout, MetadataKey.swimmingLocationType, MetadataKey.lapLength] {
            #expect(b.metadata[key] == a.metadata[key], "\(key)")
        }
        #expect(again.locationCount == original.locationCount)
        for (x, y) in zip(original.routes.first?.locations ?? [], again.routes.first?.locations ?? []) {
            guard abs(x.latitude - y.latitude) < 1e-7, abs(x.longitude - y.longitude) < 1e-7, x.timestamp == y.timestamp else {
                Issue.record("location at \(x.timestamp) became \(y)")
                break
            }
        }
        for type in [QuantityType.heartRate, .cyclingCadence, .runningCadence, .cyclingPower, .ambientTemperature,
                     .heartbeatSeries, .activeEnergyBurned] {
            #expect(again.samples(ofType: type).count == original.samples(ofType: type).count, "\(type.shortName)")
        }
        // Heart rates from `hr` messages come back as record heart rates: compare the values, not their order.
        #expect(again.samples(ofType: .heartRate).map(\.quantity.value).sorted() == original.samples(ofType: .heartRate).map(\.quantity.value).sorted())
    }

    @Test("Garmin's SDK decodes a written activity without error",
          .enabled(if: Corpus.isAvailable && garminSDKAvailable, "needs the corpus and python3 with garmin-fit-sdk"))
    func garminSDKDecodesWrittenActivity() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("ride.fit")
        try Data(try writtenFIT(try readFITCorpus("garmin-edge500-ride.fit"))).write(to: URL(fileURLWithPath: path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
            import sys
            from garmin_fit_sdk import Decoder, Stream
            ok = Decoder(Stream.from_file(sys.argv[1])).check_integrity()
            messages, errors = Decoder(Stream.from_file(sys.argv[1])).read()
            print(ok, len(errors), len(messages.get("record_mesgs", [])), len(messages.get("lap_mesgs", [])),
                  messages["session_mesgs"][0]["sport"])
            """, path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == "True 0 10686 9 cycling")
    }

    @Test func aFITFileHoldsOneWorkout() throws {
        let workout = Workout(activityType: .running, start: Date(timeIntervalSince1970: 1_700_000_000),
                              end: Date(timeIntervalSince1970: 1_700_000_600))
        let recording = WorkoutRecording(workout: workout)
        #expect(throws: FormatError.self) { try FITRecordingWriter().write([recording, recording], to: DataByteSink()) }
        let again = try read(try writtenFIT(recording))
        #expect(again.workout.activityType == .running && again.workout.duration == 600)
        #expect(FormatRegistry.standard.writer(named: "fit") != nil)
    }

    @Test func aLongDeviceNameIsShortenedNotRefused() throws {
        let workout = Workout(activityType: .cycling, start: Date(timeIntervalSince1970: 1_700_000_000),
                              end: Date(timeIntervalSince1970: 1_700_000_060),
                              device: Device(name: String(repeating: "é", count: 300), manufacturer: "Garmin"))
        let again = try read(try writtenFIT(WorkoutRecording(workout: workout)))
        #expect(again.workout.device?.name == String(repeating: "é", count: 50))
        #expect(again.workout.device?.manufacturer == "Garmin")
    }

    @Test func timesBeforeTheFITEpochAreRefused() {
        let workout = Workout(activityType: .walking, start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 60))
        #expect(throws: FormatError.self) { try writtenFIT(WorkoutRecording(workout: workout)) }
    }
}

@Suite("FIT writer: values rounded to the fields' resolutions")
struct FITRoundedValuesTests {
    @Test("FIT names the altitudes, speeds and distances its scales change (0.2 m, 1 mm/s, 1 cm), whole and streamed alike; values at the resolution are not named")
    func roundedValuesAreNamed() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let workout = Workout(activityType: .running, start: start, end: start.addingTimeInterval(4))
        let altitudes = [100.1, 100.2, 100.4, -20.6]
        let speeds = [3.0004, 3.001, 2.5, 2.75]
        let distances = [10.005, 10.01, 12, 14.25]
        var locations: [Location] = []
        var samples: [QuantitySample] = []
        var points: [TrackPoint] = []
        for index in 0..<4 {
            let time = start.addingTimeInterval(Double(index))
            locations.append(Location(timestamp: time, latitude: 46.5, longitude: 6.6 + Double(index) * 1e-4,
                                      altitude: altitudes[index], speed: speeds[index]))
            samples.append(QuantitySample(type: .distanceFromStart, quantity: Quantity(distances[index], .meter), start: time, end: time))
            samples.append(QuantitySample(type: .heartRate, quantity: Quantity(140 + Double(index), .countPerMinute), start: time, end: time))
            var point = TrackPoint(latitude: 46.5, longitude: 6.6 + Double(index) * 1e-4, time: time)
            (point.altitude, point.speed, point.distance, point.heartRate) = (altitudes[index], speeds[index], distances[index], 140 + Double(index))
            points.append(point)
        }
        let recording = WorkoutRecording(workout: workout, samples: samples, routes: [WorkoutRoute(locations: locations)])
        let capabilities = FITRecordingWriter().capabilities
        let expected = [
            "the distance of 1 point (rounded to 0.01 m)", "the speed of 1 point (rounded to 0.001 m/s)",
            "the altitude of 1 point (rounded to 0.2 m)",
        ]
        #expect(LossReport.losses(writing: recording, as: capabilities).filter { $0.contains("rounded") } == expected)
        var tally = PointTally(roundingAs: capabilities)
        tally.add(PointBatch(workout: workout.uuid, activityType: .running, points: points))
        #expect(LossReport.losses(writing: WorkoutRecording(workout: workout), streamed: tally, as: capabilities)
            .filter { $0.contains("rounded") } == expected)

        let again = try read(try writtenFIT(recording))
        let readLocations = again.routes.flatMap(\.locations)
        #expect(readLocations.map { $0.altitude } == [100.2, 100.2, 100.4, -20.6])
        #expect(readLocations.map { $0.speed } == [3, 3.001, 2.5, 2.75])

        // A FIT file read and written again names no rounding: its values are at the resolution.
        #expect(LossReport.losses(writing: again, as: capabilities).allSatisfy { !$0.contains("rounded") })
    }
}

