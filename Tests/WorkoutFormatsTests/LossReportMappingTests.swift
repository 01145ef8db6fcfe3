import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// The proof that the "cannot hold" messages name every value a writer changes on its way
/// (an activity type TCX has no `Sport` for, a FIT lap trigger written to TCX, a lap heart
/// rate of 0, a device name cut, spaces trimmed by a reader): each case is written with our
/// writer and read back with our reader, and a value that came back changed or not at all
/// must be named with its count, while one that came back as it was must not be named.
@Suite("Loss report: values a format changes are named")
struct LossReportMappingTests {
    /// The formats: a writer, and the reader of what it writes.
    private static let formats: [(writer: any RecordingWriter, reader: any RecordingReader)] = [
        (GPXRecordingWriter(), GPXRecordingReader()), (TCXRecordingWriter(), TCXRecordingReader()),
        (FITRecordingWriter(), FITRecordingReader()), (CSVRecordingWriter(), CSVRecordingReader()),
        (JSONRecordingWriter(), JSONRecordingReader()),
    ]

    private static let start = Date(timeIntervalSince1970: 1_750_000_000)

    /// 100 points a second apart with a position and a heart rate, and `laps` laps of equal length.
    private static func recording(
        _ type: WorkoutActivityType, laps: [Metadata] = [], device: Device? = nil, metadata: Metadata = [:]
    ) -> WorkoutRecording {
        let count = 100
        let locations = (0..<count).map {
            Location(timestamp: start.addingTimeInterval(Double($0)), latitude: 46.5 + Double($0) * 0.0001,
                     longitude: 6.6, altitude: 400)
        }
        let samples = (0..<count).map {
            QuantitySample(type: .heartRate, quantity: Quantity(120 + Double($0 % 30), .countPerMinute),
                           start: start.addingTimeInterval(Double($0)), end: start.addingTimeInterval(Double($0)))
        }
        let lapLength = Double(count) / Double(max(1, laps.count))
        let events = laps.enumerated().map { index, lap in
            WorkoutEvent(type: .lap, date: start.addingTimeInterval(Double(index) * lapLength), duration: lapLength, metadata: lap)
        }
        let workout = Workout(activityType: type, start: start, end: start.addingTimeInterval(Double(count - 1)),
                              source: Source(name: "workoutkit tests"), device: device, metadata: metadata, events: events)
        return WorkoutRecording(workout: workout, samples: samples, routes: [WorkoutRoute(locations: locations)])
    }

    /// What writing `recording` loses, and the recording read back.
    private static func roundTrip(
        _ recording: WorkoutRecording, _ writer: any RecordingWriter, _ reader: any RecordingReader
    ) throws -> (losses: [String], back: WorkoutRecording) {
        let losses = LossReport.losses(writing: recording, as: writer.capabilities)
        let sink = DataByteSink()
        try writer.write([recording], to: sink)
        let back = try reader.readAll(from: DataByteSource(sink.bytes), context: ReadContext(name: "written.\(writer.format.name)"))
        return (losses, try #require(back.first, "nothing read back from \(writer.format.name)"))
    }

    // MARK: - Activity types

    @Test("every activity type written to GPX, TCX, FIT, CSV and JSON: one read back as another is named with both, one read back as itself is not")
    func activityTypes() throws {
        for (writer, reader) in Self.formats {
            for type in WorkoutActivityType.allCases {
                let (losses, back) = try Self.roundTrip(Self.recording(type), writer, reader)
                let named = losses.filter { $0.hasPrefix("the activity type") }
                let read = back.workout.activityType
                let expected = read == type ? [] : ["the activity type \(type.name) (read back as \(read.name))"]
                #expect(named == expected, "\(type.name) → \(writer.format.name) read back as \(read.name)")
            }
        }
    }

    // MARK: - Lap values

    /// Laps whose values TCX or FIT have no place for, beside ones they keep.
    private static let edgeLaps: [Metadata] = {
        let triggers = ["Manual", "Distance", "Location", "Time", "HeartRate", "session_end", "fitness_equipment",
                        "position_start", "position_waypoint", "position_marked"]
        let intensities = ["Active", "Resting", "warmup", "cooldown", "recovery", "interval", "other"]
        let heartRates: [Double] = [0, 142, 300, 0.3, 180]
        let speeds: [Double] = [-1, 3.25]
        let watts: [Double] = [250, 70_000]
        let cadences = [90, 300]
        let steps = [1200, 70_000]
        return (0..<10).map { index in
            [
                LapMetadataKey.triggerMethod: .string(triggers[index % triggers.count]),
                LapMetadataKey.intensity: .string(intensities[index % intensities.count]),
                LapMetadataKey.averageHeartRate: .quantity(Quantity(heartRates[index % heartRates.count], .countPerMinute)),
                LapMetadataKey.maximumHeartRate: .quantity(Quantity(heartRates[(index + 1) % heartRates.count], .countPerMinute)),
                LapMetadataKey.maximumSpeed: .quantity(Quantity(speeds[index % speeds.count], .meterPerSecond)),
                LapMetadataKey.averagePower: .quantity(Quantity(watts[index % watts.count], .watt)),
                LapMetadataKey.averageCadence: .integer(cadences[index % cadences.count]),
                LapMetadataKey.steps: .integer(steps[index % steps.count]),
            ]
        }
    }()

    @Test("lap triggers and intensities TCX has not, heart rates of 0 and out of range, negative speeds, too many watts or steps, written to TCX and FIT: each lap value changed or dropped is named with its count, and no value kept is")
    func lapValues() throws {
        let recording = Self.recording(.cycling, laps: Self.edgeLaps)
        for (writer, reader) in Self.formats where writer.capabilities.eventMetadata {
            let (losses, back) = try Self.roundTrip(recording, writer, reader)
            Self.expectLapValuesNamed(recording, back, losses, place: "edge laps → \(writer.format.name)")
        }
    }

    @Test("every corpus FIT and TCX file's laps written to TCX and FIT: each lap value changed or dropped is named with its count, and no value kept is",
          .enabled(if: Corpus.isAvailable, corpusMissing),
          arguments: ["fit/garmin-edge500-ride.fit", "fit/garmin-fenix5-run-tiny.fit", "fit/zwift-virtual-ride.fit",
                      "fit/garmin-fr920xt-multisport-multiple-headers.fit", "fit/garmin-fr735xt-poolswim-chained.fit",
                      "fit/garmin-fr920xt-lap-swim.FIT", "fit/suunto-run-2020.fit", "fit/garmin-edge800-indoor-trainer.fit",
                      "fit/sigma-rox11-ride.fit", "fit/coros-pace2-ride-misaligned-fields.fit", "fit/garmin-forerunner10-run.fit",
                      "fit/garmin-fr735xt-rowing-ciq.FIT", "fit/garmin-edge1000-ride-3939576645.fit",
                      "tcx/garmin-fr410-run-hr-3laps.tcx", "tcx/polar-vantage-v-ride-notes.tcx", "tcx/coros-openwater-swim.tcx",
                      "tcx/garmin-vivoactivehr-sup.tcx", "tcx/polar-v800-leading-whitespace.tcx", "tcx/garmin-fr305-four-activities.tcx"])
    func corpusLapValues(_ file: String) throws {
        let reader: any RecordingReader = file.hasPrefix("fit/") ? FITRecordingReader() : TCXRecordingReader()
        let recordings = try readCorpus(reader, file).recordings
        #expect(recordings.contains { !$0.workout.events(ofType: .lap).isEmpty }, "\(file) has no laps")
        for recording in recordings {
            for (writer, reader) in Self.formats where writer.capabilities.eventMetadata && writer.format.name != "json" {
                let (losses, back) = try Self.roundTrip(recording, writer, reader)
                Self.expectLapValuesNamed(recording, back, losses, place: "\(file) → \(writer.format.name)")
                let type = recording.workout.activityType
                let named = losses.filter { $0.hasPrefix("the activity type") }
                #expect(named == (back.workout.activityType == type ? []
                    : ["the activity type \(type.name) (read back as \(back.workout.activityType.name))"]), "\(file) → \(writer.format.name)")
            }
        }
    }

    /// Compares each lap's values of the kept keys before and after, counts the changed and
    /// missing ones by key and value as the loss report names them, and checks the losses
    /// name exactly those, with what they were written as.
    private static func expectLapValuesNamed(_ before: WorkoutRecording, _ after: WorkoutRecording, _ losses: [String], place: String) {
        let lapsBefore = before.workout.events(ofType: .lap)
        let lapsAfter = after.workout.events(ofType: .lap)
        guard lapsAfter.count == lapsBefore.count else {
            Issue.record("\(place): \(lapsAfter.count) laps read back of \(lapsBefore.count)")
            return
        }
        let kept = FITLapMetadata.keys.subtracting([LapMetadataKey.notes])
        var observed: [String: (count: Int, written: String?)] = [:]
        for (a, b) in zip(lapsBefore, lapsAfter) {
            for (key, value) in a.metadata where kept.contains(key) && !agree(value, b.metadata[key]) {
                let written: String? = if case .string(let text)? = b.metadata[key] { text } else { nil }
                let phrase = "the \(key) \(value)"
                observed[phrase] = ((observed[phrase]?.count ?? 0) + 1, written)
            }
        }
        var named: [String: (count: Int, written: String?)] = [:]
        for loss in losses {
            guard let match = loss.wholeMatch(of: #/(the WK\w+|the HK\w+) (.+) of (\d+) laps?(?: \(written as (.+)\))?/#) else { continue }
            named["\(match.1) \(match.2)"] = (Int(match.3)!, match.4.map(String.init))
        }
        #expect(Set(named.keys) == Set(observed.keys), "\(place): named \(named.keys.sorted()), changed \(observed.keys.sorted())")
        for (phrase, value) in observed {
            #expect(named[phrase]?.count == value.count, "\(place): \(phrase) changed on \(value.count) laps, \(losses)")
            #expect(named[phrase]?.written == value.written, "\(place): \(phrase) read back as \(value.written ?? "nothing")")
        }
    }

    /// Whether a lap value came back as it was: numbers within the format's resolution
    /// (TCX and FIT write whole beats, whole watts, millimetres per second).
    private static func agree(_ a: MetadataValue, _ b: MetadataValue?) -> Bool {
        switch (a, b) {
        case (.quantity(let x), .quantity(let y)?):
            guard let value = try? y.doubleValue(for: x.unit) else { return false }
            return abs(x.value - value) <= 0.5
        case (.integer(let x), .integer(let y)?): return x == y
        default: return a == b
        }
    }

    // MARK: - Device name and trimmed texts

    @Test("a device name longer than FIT's 100 bytes is named cut and comes back cut; a shorter one is not named and comes back whole")
    func deviceName() throws {
        for name in [String(repeating: "é", count: 51), "Edge 530"] {
            let (losses, back) = try Self.roundTrip(Self.recording(.cycling, device: Device(name: name)), FITRecordingWriter(),
                                                    FITRecordingReader())
            let named = losses.filter { $0.hasPrefix("the device's name") }
            if back.workout.device?.name == name {
                #expect(named.isEmpty, "\(name): \(losses)")
            } else {
                #expect(back.workout.device?.name == String(repeating: "é", count: 50))
                #expect(named == ["the device's name \"\(name)\" cut to 100 bytes"])
            }
        }
    }

    @Test("a workout's name and notes with spaces around them, written to every format: those that come back trimmed are named, those that come back whole are not")
    func workoutTextsTrimmed() throws {
        let recording = Self.recording(.running, metadata: [MetadataKey.name: .string("  Morning run "),
                                                           MetadataKey.notes: .string("\tLegs heavy\n")])
        var trimmedSomewhere = false
        for (writer, reader) in Self.formats {
            let (losses, back) = try Self.roundTrip(recording, writer, reader)
            for (key, noun) in [(MetadataKey.name, "name"), (MetadataKey.notes, "notes")] {
                guard case .string(let text)? = recording.workout.metadata[key] else { continue }
                let isNamed = losses.contains("the spaces around the workout's \(noun)")
                switch back.workout.metadata[key] {
                case .string(text)?:
                    #expect(!isNamed, "\(writer.format.name): \(noun) came back whole but is named")
                case .string(text.trimmingCharacters(in: .whitespacesAndNewlines))?:
                    trimmedSomewhere = true
                    #expect(isNamed, "\(writer.format.name): \(noun) came back trimmed, not named: \(losses)")
                default:
                    #expect(!isNamed, "\(writer.format.name): \(noun) did not come back; its loss is another")
                }
            }
        }
        #expect(trimmedSomewhere)
    }

    // MARK: - Values at a second several points share

    /// A GPX track whose second point shares its second with the third; `secondHeartRate`
    /// puts a heart rate on the second point too (else only the third has one at that second).
    private static func sharedSecondGPX(secondHeartRate: Bool) -> [UInt8] {
        func point(_ index: Int, _ second: Int, hr: Int?, power: Int) -> String {
            let hrText = hr.map { "<gpxtpx:TrackPointExtension><gpxtpx:hr>\($0)</gpxtpx:hr></gpxtpx:TrackPointExtension>" } ?? ""
            return """
              <trkpt lat="46.5\(index)" lon="6.6\(index)"><time>2025-06-15T08:00:0\(second)Z</time>\
            <extensions><gpxpx:PowerInWatts>\(power)</gpxpx:PowerInWatts>\(hrText)</extensions></trkpt>

            """
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"
              xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v2"
              xmlns:gpxpx="http://www.garmin.com/xmlschemas/PowerExtension/v1">
            <trk><type>cycling</type><trkseg>

            """ + point(1, 0, hr: 140, power: 300) + point(2, 1, hr: secondHeartRate ? 145 : nil, power: 305)
            + point(3, 1, hr: 150, power: 310) + point(4, 2, hr: 155, power: 320) + "</trkseg></trk></gpx>\n"
        return Array(text.utf8)
    }

    /// Each point's heart rate and power as GPX gives them back, in order.
    private static func pointValues(_ bytes: [UInt8]) throws -> [[Double?]] {
        var values: [[Double?]] = []
        let stream = PointCollectingStream { values.append([$0.heartRate, $0.power]) }
        try GPXRecordingReader().read(from: DataByteSource(bytes), context: ReadContext(name: "shared.gpx"), into: stream)
        return values
    }

    @Test("two points in one second of which only the second has a heart rate: written to GPX, whole and streamed, the heart rate may go to the first, and the loss report names that 1 value's point; with a heart rate on both, every value comes back on its point and nothing is named")
    func valuesAtSharedSeconds() throws {
        for secondHeartRate in [false, true] {
            let input = Self.sharedSecondGPX(secondHeartRate: secondHeartRate)
            let before = try Self.pointValues(input)
            // Whole: read into a recording, written back.
            let context = ReadContext(name: "shared.gpx")
            let recording = try #require(try GPXRecordingReader().readAll(from: DataByteSource(input), context: context).first)
            let losses = LossReport.losses(writing: recording, as: GPXRecordingWriter().capabilities)
            let whole = try Self.pointValues(try writeAll(GPXRecordingWriter(), [recording]))
            // Streamed: the reader's points into the writer's stream session, tallied.
            let sink = DataByteSink()
            let session = try GPXRecordingWriter().makeStreamSession(output: sink)
            var tally = PointTally()
            var streamedLosses: [String] = []
            let stream = PointCollectingStream(session: session, onBatch: { tally.add($0) }, onEnd: {
                streamedLosses = LossReport.losses(writing: $0, streamed: tally, as: GPXRecordingWriter().capabilities)
            })
            try GPXRecordingReader().read(from: DataByteSource(input), context: context, into: stream)
            try session.finish()
            let streamed = try Self.pointValues(sink.bytes)
            let expected = secondHeartRate ? [] : ["the point of 1 value at times several points share"]
            #expect(losses.filter { $0.hasPrefix("the point of") } == expected, "whole: \(losses)")
            #expect(streamedLosses.filter { $0.hasPrefix("the point of") } == expected, "streamed: \(streamedLosses)")
            if secondHeartRate {
                #expect(whole == before)
                #expect(streamed == before)
            } else {
                // What the message names: the third point's heart rate comes out on the second.
                #expect(before[1][0] == nil && before[2][0] == 150)
                #expect(whole[1][0] == 150 && whole[2][0] == nil, "\(whole)")
                #expect(streamed == whole)
            }
        }
    }
}

/// A stream that hands each point to `body`, or passes batches on to a session, calling
/// `onBatch` with each and `onEnd` with each workout's rest.
private final class PointCollectingStream: RecordingStream {
    private let body: ((TrackPoint) -> Void)?
    private let session: (any RecordingStreamSession)?
    private let onBatch: (PointBatch) -> Void
    private let onEnd: (WorkoutRecording) -> Void

    init(_ body: @escaping (TrackPoint) -> Void) {
        (self.body, session, onBatch, onEnd) = (body, nil, { _ in }, { _ in })
    }

    init(session: any RecordingStreamSession, onBatch: @escaping (PointBatch) -> Void, onEnd: @escaping (WorkoutRecording) -> Void) {
        (body, self.session, self.onBatch, self.onEnd) = (nil, session, onBatch, onEnd)
    }

    func points(_ batch: PointBatch) throws {
        onBatch(batch)
        if let body { batch.points.forEach(body) }
        try session?.points(batch)
    }

    func endWorkout(_ rest: WorkoutRecording) throws {
        onEnd(rest)
        try session?.endWorkout(rest)
    }

    func course(_ course: Course) throws {
        try session?.course(course)
    }
}
