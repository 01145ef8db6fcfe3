import Foundation
import Testing
import TestSupport
import WorkoutKit

/// `export` to GPX, TCX, FIT and the CSV point table reads a workout's points from the store as
/// it writes them (``WorkoutStore/readWorkout(_:valueTypes:_:)``); the output and the losses
/// named must be those of writing the stored recording whole, as `export` did before,
/// however the points pair up at a time.
@Suite("Export of stored workouts, points read from the store as they are written")
struct StoredWorkoutExportTests {
    static let start = Date(timeIntervalSinceReferenceDate: 760_000_000)

    static func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

    static func sample(_ type: QuantityType, _ value: Double, _ unit: QuantityUnit? = nil, at seconds: Double,
                       until end: Double? = nil, metadata: Metadata = [:]) -> QuantitySample {
        QuantitySample(type: type, quantity: Quantity(value, unit ?? type.canonicalUnit), start: at(seconds),
                       end: at(end ?? seconds), metadata: metadata)
    }

    static func location(_ seconds: Double, _ latitude: Double, speed: Double? = nil) -> Location {
        Location(timestamp: at(seconds), latitude: latitude, longitude: 8.5, altitude: 400 + seconds,
                 horizontalAccuracy: 3, speed: speed)
    }

    /// A run whose points pair up every way the timeline pairs them: several locations and
    /// values at one second (of two routes), values without a location (speed and altitude
    /// among them), a cycling type in a run, values with metadata, in another unit, over
    /// an interval and cumulative (rows, not chunks), laps and a pause.
    static var pairings: WorkoutRecording {
        var samples: [QuantitySample] = []
        for second in 0..<40 {
            samples.append(sample(.heartRate, 120 + Double(second), at: Double(second)))
            samples.append(sample(.runningCadence, 80, at: Double(second)))
            samples.append(sample(.distanceFromStart, Double(second) * 3, at: Double(second)))
        }
        samples += [
            sample(.heartRate, 171, at: 5), sample(.heartRate, 172, at: 5), sample(.heartRate, 173, at: 5),
            sample(.runningSpeed, 3.1, at: 5), sample(.altitude, 402, at: 5),
            sample(.runningSpeed, 3.2, at: 45), sample(.altitude, 444, at: 45.5),
            sample(.cyclingCadence, 90, at: 12.25), sample(.waterTemperature, 18, at: 46),
            sample(.heartRate, 2.5, .countPerSecond, at: 47),
            sample(.heartRate, 160, at: 48, metadata: ["note": .string("manual")]),
            sample(.heartRate, 150, at: 0, until: 30),
            sample(.activeEnergyBurned, 120, .kilocalorie, at: 0, until: 20),
            sample(.activeEnergyBurned, 90, .kilocalorie, at: 20, until: 48),
        ]
        // Saved in time order (a file's order), as the store hands out points a time at a time.
        samples = samples.enumerated().sorted { ($0.element.startDate, $0.offset) < ($1.element.startDate, $1.offset) }.map(\.element)
        var first = (0..<40).map { location(Double($0), 47 + Double($0) * 1e-4, speed: 3) }
        first.insert(location(5, 47.0007), at: 6)
        first.insert(location(12.25, 47.0013), at: 14)
        let second = [location(5, 47.2), location(30, 47.3), location(41, 47.4)]
        let workout = Workout(
            activityType: .running, start: at(0), end: at(48), source: Source(name: "Test Watch"),
            metadata: [MetadataKey.name: .string("Pairings")],
            events: [WorkoutEvent(type: .lap, date: at(0), duration: 20), WorkoutEvent(type: .lap, date: at(20), duration: 28),
                     WorkoutEvent(type: .pause, date: at(25)), WorkoutEvent(type: .resume, date: at(28))])
        return WorkoutRecording(workout: workout, samples: samples,
                                routes: [WorkoutRoute(locations: first), WorkoutRoute(locations: second)])
    }

    /// A ride whose route and values go back in time: the store hands it out whole, and the
    /// writers sort it as they sort any whole recording.
    static var backwards: WorkoutRecording {
        let workout = Workout(activityType: .cycling, start: at(100), end: at(110))
        let samples = [sample(.heartRate, 130, at: 103), sample(.heartRate, 131, at: 101), sample(.cyclingPower, 200, at: 102)]
        let locations = [location(102, 47.1), location(101, 47.2), location(103, 47.3)]
        return WorkoutRecording(workout: workout, samples: samples, routes: [WorkoutRoute(locations: locations)])
    }

    static func writer(_ format: String) throws -> any RecordingWriter {
        try FormatRegistry.standard.outputWriter(format: format, output: nil, option: "--format")
    }

    /// With `samplesAdded`, each workout gets a value after it was saved: the store no longer
    /// knows whether its points go forward in time, and an export counts them in a pass of
    /// their own first (finding that out); else the store knows, and the pass that writes
    /// them counts them.
    @Test("GPX, TCX, FIT and CSV exports, streamed from the store, are the bytes and losses of the stored recordings written whole, whether the store knows the points' time order or not",
          arguments: ["gpx", "tcx", "fit", "csv"], [false, true])
    func streamedExportIsTheWholeWrite(format: String, samplesAdded: Bool) throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let outcomes = try store.save([Self.pairings, Self.backwards])
        if samplesAdded {
            try store.add([Self.sample(.heartRate, 140, at: 48, metadata: ["note": .string("added")])], to: outcomes[0].uuid)
            try store.add([Self.sample(.heartRate, 141, at: 100.5)], to: outcomes[1].uuid)
        }
        let stored = try outcomes.map { try #require(try store.recording(for: $0.uuid)) }
        // The run is handed out a time at a time, the ride (going back in time) whole.
        for (outcome, ordered) in zip(outcomes, [true, false]) {
            _ = try store.readWorkout(outcome.uuid, valueTypes: TrackPointSource.valueTypes) { stored in
                #expect(stored.pointsAreTimeOrdered == (samplesAdded ? nil : ordered))
                let pass = try stored.startPass()
                while try pass.next() {}
                #expect(pass.isTimeOrdered == ordered)
            }
        }
        let writer = try Self.writer(format)
        func exported(_ ids: [String]) throws -> (bytes: [UInt8], losses: [[String]]) {
            let sink = DataByteSink()
            let outcome = try Exporter(store: store, options: ExportOptions(writer: writer, workoutIDs: ids))
                .export(to: .standardOutput(sink))
            #expect(outcome.workouts == max(1, ids.count))
            return (sink.bytes, outcome.losses.map(\.losses))
        }
        func losses(_ recordings: [WorkoutRecording]) -> [[String]] {
            recordings.map { LossReport.losses(writing: $0, as: writer.capabilities) }.filter { !$0.isEmpty }
        }

        for recording in stored {
            let expected = DataByteSink()
            try writer.write([recording], to: expected)
            let got = try exported([recording.workout.uuid.uuidString])
            #expect(got.bytes == expected.bytes, "\(format): \(got.bytes.count) bytes against \(expected.bytes.count)")
            #expect(got.losses == losses([recording]))
        }
        #expect(!losses(stored).isEmpty || format == "tcx")
        if writer.capabilities.multipleWorkouts {
            let expected = DataByteSink()
            try writer.write(stored, to: expected)
            let got = try exported(stored.map(\.workout.uuid.uuidString))
            #expect(got.bytes == expected.bytes, "\(format): \(got.bytes.count) bytes against \(expected.bytes.count)")
            #expect(got.losses == losses(stored))
        }

        // One file per workout: the same bytes as writing each alone.
        try Exporter(store: store, options: ExportOptions(writer: writer)).export(to: .directory(dir.path("out")))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path("out")).sorted()
        #expect(names.count == 2)
        for (name, recording) in zip(names, stored.sorted { $0.workout.startDate < $1.workout.startDate }) {
            let alone = DataByteSink()
            try writer.write([recording], to: alone)
            #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir.path("out/\(name)")))) == alone.bytes, "\(name)")
        }
    }

    /// A ride whose points carry a developer field (a column of the CSV point table), from `base` seconds on.
    static func developerRide(from base: Double) -> WorkoutRecording {
        let formPower = ExtraSeries.type(fieldName: "Form Power", unit: .watt)
        let workout = Workout(activityType: .cycling, start: at(base), end: at(base + 10))
        var samples: [QuantitySample] = []
        for second in 0..<6 {
            samples.append(sample(.heartRate, Double(140 + second), at: base + Double(second)))
            samples.append(sample(formPower, Double(50 + second), at: base + Double(second)))
        }
        samples.append(sample(formPower, 77, at: base + 8))
        let locations = (0..<4).map { location(base + Double($0), 46 + Double($0) * 1e-4) }
        return WorkoutRecording(workout: workout, samples: samples, routes: [WorkoutRoute(locations: locations)])
    }

    @Test("A CSV export of a workout with a developer field and one without, both streamed, is the whole write's bytes, either first, in one file and each alone",
          arguments: [200.0, -300.0])
    func csvExportMixesStreamedAndWholeWorkouts(developerRideStart: Double) throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let outcomes = try store.save([Self.pairings, Self.developerRide(from: developerRideStart)])
        let writer = try Self.writer("csv")
        let pointWriter = try #require(writer as? any TrackPointWriter)
        // Both take their points from a source, the developer field's values among them;
        // without them among the values, the developer field stays in the rest, which a source does not take.
        let takesSource = try outcomes.map { outcome in
            var takes = (withDeveloperValues: false, without: false)
            _ = try store.readWorkout(outcome.uuid, valueTypes: TrackPointSource.valueTypes, storedValueTypes: ExtraSeries.contains) {
                takes.withDeveloperValues = pointWriter.writesTrackPointSource(for: $0.rest)
            }
            _ = try store.readWorkout(outcome.uuid, valueTypes: TrackPointSource.valueTypes) { takes.without = pointWriter.writesTrackPointSource(for: $0.rest) }
            return [takes.withDeveloperValues, takes.without]
        }
        #expect(takesSource == [[true, true], [true, false]])
        // In the export's order (by start), the developer fields known before the first row.
        let stored = try outcomes.map { try #require(try store.recording(for: $0.uuid)) }
            .sorted { $0.workout.startDate < $1.workout.startDate }
        var series: [QuantityType] = []
        for recording in stored { ExtraSeries.add(recording, to: &series) }
        let expected = DataByteSink()
        try #require(writer as? any ExtraSeriesWriter).withExtraSeries(series).write(stored, to: expected)
        let sink = DataByteSink()
        try Exporter(store: store, options: ExportOptions(writer: writer)).export(to: .standardOutput(sink))
        #expect(sink.bytes == expected.bytes)
        #expect(String(decoding: sink.bytes.prefix(while: { $0 != 0x0D }), as: UTF8.self).hasSuffix(",Developer.Form Power [W]"))
        for recording in stored {
            let alone = DataByteSink()
            try writer.write([recording], to: alone)
            let got = DataByteSink()
            try Exporter(store: store, options: ExportOptions(writer: writer, workoutIDs: [recording.workout.uuid.uuidString]))
                .export(to: .standardOutput(got))
            #expect(got.bytes == alone.bytes)
        }
    }

    @Test("Strict refuses a streamed workout with the losses of the whole recording, writing nothing, whether the store knows the points' time order or not",
          arguments: [false, true])
    func strictNamesTheWholeRecordingsLosses(samplesAdded: Bool) throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let uuid = try store.save(Self.pairings).uuid
        if samplesAdded { try store.add([Self.sample(.heartRate, 140, at: 48)], to: uuid) }
        let stored = try #require(try store.recording(for: uuid))
        let writer = try Self.writer("gpx")
        let losses = LossReport.losses(writing: stored, as: writer.capabilities)
        #expect(losses.contains { $0.hasPrefix("the metadata of") })
        #expect(throws: FormatError.wouldLoseData(file: dir.path("x.gpx"), format: "gpx", losses: losses)) {
            try Exporter(store: store, options: ExportOptions(writer: writer, strict: true)).export(to: .file(dir.path("x.gpx")))
        }
        #expect(!FileManager.default.fileExists(atPath: dir.path("x.gpx")))
    }
}
