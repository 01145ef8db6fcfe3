import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// Values of points without a position (issue #11, loss 1) and points that share a time
/// (loss 3): kept on reading, written back wherever the target holds them, named where not.
@Suite struct TrackPointTimelineTests {
    /// Corpus FIT files with records that carry an altitude and no position, and how many
    /// Garmin's SDK reads (`reference/fit`).
    static let positionlessAltitudeFiles = [
        "coros-pace2-ride-misaligned-fields.fit", "garmin-edge500-ride.fit", "garmin-edge800-indoor-trainer.fit",
        "garmin-fenix2-multisport-1MB.fit", "garmin-fenix5x-triathlon-3MB.fit", "sigma-rox11-ride.fit",
        "suunto-run-2020.fit", "wahoo-elemnt-ride-devfields.fit",
    ]

    private static func readFIT(_ name: String) throws -> WorkoutRecording {
        try #require(try readCorpus(FITRecordingReader(), "fit/\(name)").recordings.first)
    }

    private static func altitudes(_ recording: WorkoutRecording) -> [Double] {
        recording.samples(ofType: .altitude).map(\.quantity.value)
    }

    private static func readBack(_ reader: any RecordingReader, _ bytes: [UInt8]) throws -> WorkoutRecording {
        try #require(try reader.readAll(from: DataByteSource(bytes), context: ReadContext(name: "written")).first)
    }

    @Test("the altitude of a FIT record without a position is an Altitude sample, as Garmin's SDK reads it",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: positionlessAltitudeFiles)
    func positionlessAltitudesMatchThePeer(name: String) throws {
        let peer = try Reference.load("fit/\(name)")
        let expected = peer.points.filter { $0.time != nil && $0.altitude != nil && ($0.latitude == nil || $0.longitude == nil) }
        let recording = try Self.readFIT(name)
        let samples = recording.samples(ofType: .altitude)
        #expect(samples.count == expected.count)
        for (sample, point) in zip(samples, expected) {
            #expect(sample.startDate == point.time && abs(sample.quantity.value - (point.altitude ?? .nan)) < 1e-9)
        }
    }

    @Test("an indoor ride's altitudes survive TCX, FIT and the CSV point table; GPX names them as left out",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func indoorAltitudesSurviveEveryFormatThatHoldsThem() throws {
        let recording = try Self.readFIT("garmin-edge800-indoor-trainer.fit")
        let altitudes = Self.altitudes(recording)
        #expect(altitudes.count == 2263 && recording.locationCount == 0)
        let times = recording.samples(ofType: .altitude).map(\.startDate)

        let tcx = try Self.readBack(TCXRecordingReader(), try writeAll(TCXRecordingWriter(), [recording]))
        #expect(Self.altitudes(tcx) == altitudes && tcx.samples(ofType: .altitude).map(\.startDate) == times)
        let fit = try Self.readBack(FITRecordingReader(), try writeAll(FITRecordingWriter(), [recording]))
        #expect(Self.altitudes(fit) == altitudes)
        let csv = try Self.readBack(CSVRecordingReader(), try writeAll(CSVRecordingWriter(), [recording]))
        #expect(Self.altitudes(csv) == altitudes)
        for writer in [TCXRecordingWriter().capabilities, FITRecordingWriter().capabilities, CSVRecordingWriter().capabilities] {
            #expect(!LossReport.losses(writing: recording, as: writer).contains { $0.contains("Altitude") })
        }
        #expect(LossReport.losses(writing: recording, as: GPXRecordingWriter().capabilities).contains("2263 Altitude samples"))
    }

    @Test("a velodrome TCX (trackpoints with altitude and distance, no position) keeps both through TCX and FIT")
    func positionlessTrackpointsKeepAltitudeAndDistance() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let workout = Workout(activityType: .cycling, start: start, end: start.addingTimeInterval(9))
        var samples: [QuantitySample] = []
        for second in 0..<10 {
            let time = start.addingTimeInterval(Double(second))
            samples.append(QuantitySample(type: .altitude, quantity: Quantity(12 + Double(second) / 5, .meter), start: time, end: time))
            samples.append(QuantitySample(type: .distanceFromStart, quantity: Quantity(Double(second) * 15, .meter), start: time, end: time))
        }
        let recording = WorkoutRecording(workout: workout, samples: samples)
        let text = String(decoding: try writeAll(TCXRecordingWriter(), [recording]), as: UTF8.self)
        #expect(!text.contains("<Position>"))
        #expect(text.contains("<AltitudeMeters>12.2</AltitudeMeters>"))
        let tcx = try readString(TCXRecordingReader(), text)
        #expect(tcx.first.map(Self.altitudes) == Self.altitudes(recording))
        #expect(tcx.first?.samples(ofType: .distanceFromStart).count == 10)
        let fit = try Self.readBack(FITRecordingReader(), try writeAll(FITRecordingWriter(), tcx))
        // FIT holds altitudes to a fifth of a metre.
        #expect(zip(Self.altitudes(fit), Self.altitudes(recording)).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(Self.altitudes(fit).count == 10)
        #expect(fit.samples(ofType: .distanceFromStart).map(\.quantity.value) == (0..<10).map { Double($0) * 15 })
    }

    @Test("records sharing a second stay apart in the CSV point table, each with its own position and values",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func sharedSecondsKeepEveryRecordInCSV() throws {
        let recording = try Self.readFIT("garmin-edge500-ride.fit")
        let csv = try Self.readBack(CSVRecordingReader(), try writeAll(CSVRecordingWriter(), [recording]))
        let locations = recording.routes.flatMap(\.locations)
        #expect(csv.routes.flatMap(\.locations).map { [$0.latitude, $0.longitude] } == locations.map { [$0.latitude, $0.longitude] })
        #expect(csv.samples(ofType: .heartRate).map(\.quantity.value) == recording.samples(ofType: .heartRate).map(\.quantity.value))
        let times = locations.map(\.timestamp)
        #expect(Set(times).count < times.count, "the file has records that share a second")
    }

    /// Two points in one second with their own power, and a point without a position between
    /// them and the next second: the variant issue #11 describes (330 W written as 325 W).
    private static func sharedSecondRecording(fraction: Double = 0) -> WorkoutRecording {
        let time = Date(timeIntervalSince1970: 1_700_000_000)
        let second = time.addingTimeInterval(fraction)
        let workout = Workout(activityType: .cycling, start: time, end: time.addingTimeInterval(1))
        func power(_ watts: Double, _ date: Date) -> QuantitySample {
            QuantitySample(type: .cyclingPower, quantity: Quantity(watts, .watt), start: date, end: date)
        }
        func heartRate(_ bpm: Double, _ date: Date) -> QuantitySample {
            QuantitySample(type: .heartRate, quantity: Quantity(bpm, .countPerMinute), start: date, end: date)
        }
        return WorkoutRecording(
            workout: workout,
            samples: [power(330, time), heartRate(120, time), power(325, second), heartRate(121, second),
                      power(300, time.addingTimeInterval(1)),
                      QuantitySample(type: .altitude, quantity: Quantity(40, .meter), start: time.addingTimeInterval(1),
                                     end: time.addingTimeInterval(1))],
            routes: [WorkoutRoute(locations: [
                Location(timestamp: time, latitude: 52.5, longitude: 13.4),
                Location(timestamp: second, latitude: 52.5001, longitude: 13.4001),
            ])])
    }

    @Test("the k-th sample of a type at a time goes to the k-th point at that time; the rest to points without a position")
    func timelinePairsSamplesByOrderWithinATime() {
        let entries = TrackPointTimeline(Self.sharedSecondRecording()).entries
        #expect(entries.map(\.values.power) == [330, 325, 300])
        #expect(entries.map(\.values.heartRate) == [120, 121, nil])
        #expect(entries.map { $0.location?.latitude } == [52.5, 52.5001, nil])
        #expect(entries.map(\.values.altitude) == [nil, nil, 40])
    }

    @Test("GPX, TCX and CSV written from a recording keep each point of a shared second with its own values",
          arguments: [0.0, 0.25])
    func sharedSecondsSurviveTextFormats(fraction: Double) throws {
        let recording = Self.sharedSecondRecording(fraction: fraction)
        let powers = recording.samples(ofType: .cyclingPower).map(\.quantity.value)
        let times = recording.routes.flatMap(\.locations).map(\.timestamp)
        for (writer, reader) in [(GPXRecordingWriter() as any RecordingWriter, GPXRecordingReader() as any RecordingReader),
                                 (TCXRecordingWriter(), TCXRecordingReader()), (CSVRecordingWriter(), CSVRecordingReader())] {
            let back = try Self.readBack(reader, try writeAll(writer, [recording]))
            #expect(back.routes.flatMap(\.locations).map(\.timestamp) == times, "\(writer.format.name)")
            // GPX has no point without a position: the last power (its own point) is not written.
            let expected = writer is GPXRecordingWriter ? Array(powers.prefix(2)) : powers
            #expect(back.samples(ofType: .cyclingPower).map(\.quantity.value) == expected, "\(writer.format.name)")
            #expect(back.samples(ofType: .heartRate).map(\.quantity.value) == [120, 121], "\(writer.format.name)")
        }
    }

    @Test("FIT rounds a time with milliseconds down to its second and names how many it rounded")
    func fitRoundsMillisecondsAndSaysSo() throws {
        let recording = Self.sharedSecondRecording(fraction: 0.25)
        let losses = LossReport.losses(writing: recording, as: FITRecordingWriter().capabilities)
        #expect(losses.contains("the milliseconds of 1 point time"))
        #expect(LossReport.losses(writing: Self.sharedSecondRecording(), as: FITRecordingWriter().capabilities).isEmpty)
        #expect(!LossReport.losses(writing: recording, as: GPXRecordingWriter().capabilities).contains { $0.contains("milliseconds") })
        let fit = try Self.readBack(FITRecordingReader(), try writeAll(FITRecordingWriter(), [recording]))
        #expect(fit.routes.flatMap(\.locations).map(\.timestamp) == [recording.workout.startDate, recording.workout.startDate])
        #expect(fit.samples(ofType: .cyclingPower).map(\.quantity.value) == [330, 325, 300])
    }
}
