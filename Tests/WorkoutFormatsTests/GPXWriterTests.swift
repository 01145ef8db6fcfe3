import Foundation
import Testing
import TestSupport
import WorkoutFormats
import WorkoutModel

@Suite("GPX writer")
struct GPXWriterTests {
    static let files = GPXReaderTests.goodFiles

    @Test("GPX → GPX keeps everything the model holds (same content digest)",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: files)
    func roundTripKeepsContent(_ name: String) throws {
        let (original, _) = try readCorpus(GPXRecordingReader(), "gpx/\(name)")
        let bytes = try writeAll(GPXRecordingWriter(), original)
        let again = try GPXRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: "out.gpx"))
        #expect(again.count == original.count)
        for (before, after) in zip(original, again) {
            #expect(before.contentDigest == after.contentDigest, "\(name): \(differences(before, after))")
        }
    }

    @Test("the written GPX is valid against GPX 1.1 with Garmin's extension schemas",
          .enabled(if: Corpus.isAvailable, corpusMissing), .enabled(if: xmllintPath != nil, xmllintMissing),
          arguments: files)
    func outputIsSchemaValid(_ name: String) throws {
        let (recordings, _) = try readCorpus(GPXRecordingReader(), "gpx/\(name)")
        let bytes = try writeAll(GPXRecordingWriter(), recordings)
        let errors = try schemaErrors(bytes, schema: try schemaPath("gpx11-with-garmin.xsd"))
        #expect(errors == nil, "\(name): \(errors ?? "")")
    }

    @Test("TCX → GPX is valid GPX", .enabled(if: Corpus.isAvailable, corpusMissing),
          .enabled(if: xmllintPath != nil, xmllintMissing), arguments: TCXReaderTests.files)
    func tcxAsGPXIsSchemaValid(_ name: String) throws {
        let (recordings, _) = try readCorpus(TCXRecordingReader(), "tcx/\(name)")
        let bytes = try writeAll(GPXRecordingWriter(), recordings)
        let errors = try schemaErrors(bytes, schema: try schemaPath("gpx11-with-garmin.xsd"))
        #expect(errors == nil, "\(name): \(errors ?? "")")
    }

    @Test("power goes into Garmin's PowerExtension and hr, cad, atemp into TrackPointExtension v2")
    func extensionsWritten() throws {
        let time = Date(timeIntervalSince1970: 1_700_000_000)
        let workout = Workout(activityType: .cycling, start: time, end: time, source: Source(name: "Test & Co"))
        let recording = WorkoutRecording(
            workout: workout,
            samples: [
                QuantitySample(type: .heartRate, quantity: Quantity(150, .countPerMinute), start: time, end: time),
                QuantitySample(type: .cyclingPower, quantity: Quantity(250, .watt), start: time, end: time),
                QuantitySample(type: .cyclingCadence, quantity: Quantity(90, .countPerMinute), start: time, end: time),
                QuantitySample(type: .ambientTemperature, quantity: Quantity(21.5, .degreeCelsius), start: time, end: time),
            ],
            routes: [WorkoutRoute(locations: [Location(timestamp: time, latitude: 52.5000001, longitude: 13.4)])])
        let text = String(decoding: try writeAll(GPXRecordingWriter(), [recording]), as: UTF8.self)
        #expect(text.contains("creator=\"Test &amp; Co\""))
        #expect(text.contains("<trkpt lat=\"52.5000001\" lon=\"13.4\">"))
        #expect(text.contains("<gpxpx:PowerInWatts>250</gpxpx:PowerInWatts>"))
        #expect(text.contains("<gpxtpx:atemp>21.5</gpxtpx:atemp>"))
        #expect(text.contains("<gpxtpx:hr>150</gpxtpx:hr>"))
        #expect(text.contains("<gpxtpx:cad>90</gpxtpx:cad>"))
        #expect(text.contains("<time>2023-11-14T22:13:20.000Z</time>"))
        let again = try readString(GPXRecordingReader(), text)
        #expect(again.first?.workout.source.name == "Test & Co")
    }

    @Test("GPX names the heart rates and cadences it rounds to whole numbers, whole and streamed alike; whole values and power are not named")
    func roundedValuesAreNamed() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let workout = Workout(activityType: .cycling, start: start, end: start.addingTimeInterval(3))
        let heartRates = [150, 150.4, 149.6], cadences = [80, 80.5, 81], watts = [200, 201.5, 202]
        var samples: [QuantitySample] = []
        var locations: [Location] = []
        var points: [TrackPoint] = []
        for index in 0..<3 {
            let time = start.addingTimeInterval(Double(index))
            samples.append(QuantitySample(type: .heartRate, quantity: Quantity(heartRates[index], .countPerMinute), start: time, end: time))
            samples.append(QuantitySample(type: .cyclingCadence, quantity: Quantity(cadences[index], .countPerMinute), start: time, end: time))
            samples.append(QuantitySample(type: .cyclingPower, quantity: Quantity(watts[index], .watt), start: time, end: time))
            locations.append(Location(timestamp: time, latitude: 46.5, longitude: 6.6 + Double(index) * 1e-4))
            var point = TrackPoint(latitude: 46.5, longitude: 6.6 + Double(index) * 1e-4, time: time)
            (point.heartRate, point.cadence, point.power) = (heartRates[index], cadences[index], watts[index])
            points.append(point)
        }
        let recording = WorkoutRecording(workout: workout, samples: samples, routes: [WorkoutRoute(locations: locations)])
        let capabilities = GPXRecordingWriter().capabilities
        let expected = ["the heart rate of 2 points (rounded to 1 count/min)", "the cadence of 1 point (rounded to 1 count/min)"]
        #expect(LossReport.losses(writing: recording, as: capabilities) == expected)
        var tally = PointTally(roundingAs: capabilities)
        tally.add(PointBatch(workout: workout.uuid, activityType: .cycling, points: points))
        #expect(LossReport.losses(writing: WorkoutRecording(workout: workout), streamed: tally, as: capabilities) == expected)
        // What is written is what the report says.
        let again = try #require(try readString(GPXRecordingReader(), String(decoding: try writeAll(GPXRecordingWriter(), [recording]), as: UTF8.self)).first)
        #expect(again.samples(ofType: .heartRate).map(\.quantity.value) == [150, 150, 150])
        #expect(again.samples(ofType: .cyclingCadence).map(\.quantity.value) == [80, 81, 81])
        #expect(again.samples(ofType: .cyclingPower).map(\.quantity.value) == watts)
    }

    @Test("the capabilities say what GPX leaves out: laps, totals and the device")
    func capabilitiesReportLosses() {
        let time = Date(timeIntervalSince1970: 0)
        let workout = Workout(activityType: .running, start: time, end: time, totalEnergyBurned: Quantity(10, .kilocalorie),
                              device: Device(name: "Watch"), events: [WorkoutEvent(type: .lap, date: time)])
        let losses = LossReport.losses(writing: WorkoutRecording(workout: workout), as: GPXRecordingWriter().capabilities)
        #expect(losses.contains("1 lap"))
        #expect(losses.contains("the total energy burned"))
        #expect(losses.contains("the device"))
    }
}

/// A short description of where two recordings differ, for failure messages.
func differences(_ a: WorkoutRecording, _ b: WorkoutRecording) -> String {
    var notes: [String] = []
    let wa = a.workout, wb = b.workout
    if wa.activityType != wb.activityType { notes.append("activity \(wa.activityType) vs \(wb.activityType)") }
    if wa.startDate != wb.startDate { notes.append("start \(wa.startDate) vs \(wb.startDate)") }
    if wa.endDate != wb.endDate { notes.append("end \(wa.endDate) vs \(wb.endDate)") }
    if wa.duration != wb.duration { notes.append("duration \(wa.duration) vs \(wb.duration)") }
    if wa.source != wb.source { notes.append("source \(wa.source) vs \(wb.source)") }
    if wa.device != wb.device { notes.append("device \(String(describing: wa.device)) vs \(String(describing: wb.device))") }
    if wa.syncIdentifier != wb.syncIdentifier { notes.append("sync id \(String(describing: wa.syncIdentifier)) vs \(String(describing: wb.syncIdentifier))") }
    if wa.metadata != wb.metadata { notes.append("metadata \(wa.metadata) vs \(wb.metadata)") }
    if wa.totalEnergyBurned != wb.totalEnergyBurned { notes.append("energy \(String(describing: wa.totalEnergyBurned)) vs \(String(describing: wb.totalEnergyBurned))") }
    if wa.totalDistance != wb.totalDistance { notes.append("distance \(String(describing: wa.totalDistance)) vs \(String(describing: wb.totalDistance))") }
    if wa.events != wb.events {
        notes.append("\(wa.events.count) vs \(wb.events.count) events")
        if let (x, y) = zip(wa.events, wb.events).first(where: { $0 != $1 }) { notes.append("first differing event \(x) vs \(y)") }
    }
    if a.samples.count != b.samples.count { notes.append("\(a.samples.count) vs \(b.samples.count) samples") }
    for (x, y) in zip(a.samples, b.samples) where x.quantityType != y.quantityType || x.quantity != y.quantity
        || x.startDate != y.startDate || x.endDate != y.endDate || x.metadata != y.metadata {
        notes.append("first differing sample \(x.quantityType.shortName) \(x.quantity) \(x.startDate)-\(x.endDate) vs \(y.quantityType.shortName) \(y.quantity) \(y.startDate)-\(y.endDate)")
        break
    }
    let la = a.routes.flatMap(\.locations), lb = b.routes.flatMap(\.locations)
    if la.count != lb.count { notes.append("\(la.count) vs \(lb.count) locations") }
    if let (x, y) = zip(la, lb).first(where: { $0 != $1 }) { notes.append("first differing location \(x) vs \(y)") }
    if a.routes.map(\.syncIdentifier) != b.routes.map(\.syncIdentifier) { notes.append("route sync ids differ") }
    if a.routes.map(\.metadata) != b.routes.map(\.metadata) { notes.append("route metadata differs") }
    return notes.isEmpty ? "no visible difference" : notes.joined(separator: "; ")
}
