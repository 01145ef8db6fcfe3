import Foundation
import Testing
import TestSupport
import WorkoutFormats
import WorkoutModel

@Suite("GPX reader")
struct GPXReaderTests {
    static let goodFiles = Corpus.files(in: "gpx", extensions: ["gpx"])
        .map(\.lastPathComponent).filter { !$0.hasPrefix("broken-") }

    @Test("every good corpus GPX reads and agrees with gpxpy on every point",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: goodFiles)
    func corpusFileAgreesWithGPXPy(_ name: String) throws {
        let (recordings, _) = try readCorpus(GPXRecordingReader(), "gpx/\(name)")
        var reference = try Reference.load("gpx/\(name)")
        #expect(reference.error == nil)
        var ignoring: Set<String> = []
        switch name {
        case "holux-gm130-speed.gpx":
            // The HOLUX writes heart rate as an unqualified <bpm>, which gpxpy does not read.
            ignoring = ["heart rate"]
        case "gpsbabel-2-tracks-10-segments.gpx":
            // The first track has no times at all (a course, GPXCourseTests check it): its points
            // are the peer's first, up to the second track's first, timed, point. In the second,
            // the 19 points without a time are the route's locations without one, in place.
            reference.points = Array(reference.points.drop { $0.time == nil })
        default:
            break
        }
        let timed = reference.points.contains { $0.time != nil }
        let problems = compare(recordings, with: reference, timed: timed, ignoring: ignoring)
        #expect(problems.isEmpty, "\(name): \(problems.joined(separator: "; "))")
    }

    @Test("a gzipped Strava export reads, once decompressed, as gpxpy read it",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func gzippedStravaRun() throws {
        let name = "compressed/strava-android-run.gpx.gz"
        let bytes = try Corpus.gunzip(try #require(Corpus.url(name)))
        let recordings = try GPXRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: name))
        let problems = compare(recordings, with: try Reference.load(name))
        #expect(!recordings.isEmpty)
        #expect(problems.isEmpty, "\(problems.joined(separator: "; "))")
    }

    @Test("the file with an unbound namespace prefix fails naming file and line",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func unboundPrefixFailsWithLine() throws {
        let name = "gpx/broken-mapstogpx-unbound-prefix.gpx"
        do {
            _ = try readCorpus(GPXRecordingReader(), name)
            Issue.record("reading \(name) succeeded")
        } catch let error as FormatError {
            guard case .malformed(let file, let position?, let reason) = error else {
                Issue.record("unexpected error \(error)"); return
            }
            #expect(file == name)
            #expect(position == .line(17, column: 121) || {
                if case .line(17, _) = position { return true } else { return false }
            }())
            #expect(reason.contains("gpxdata"))
        }
    }

    @Test("a Strava ride keeps power, heart rate, cadence and temperature with the activity and source",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func stravaRide() throws {
        let (recordings, _) = try readCorpus(GPXRecordingReader(), "gpx/strava-ride-3.5MB.gpx")
        let recording = try #require(recordings.first)
        #expect(recordings.count == 1)
        #expect(recording.workout.activityType == .cycling)
        #expect(recording.workout.source.name == "StravaGPX")
        #expect(recording.workout.metadata[MetadataKey.name] == .string("🌞⛰️⚡"))
        #expect(recording.routes.first?.locations.count == 10_063)
        #expect(recording.samples(ofType: .cyclingPower).first?.quantity.value == 219)
        #expect(recording.samples(ofType: .ambientTemperature).first?.quantity.value == 27)
        #expect(recording.workout.syncIdentifier == "gpx|StravaGPX|2021-09-05T10:47:21.000Z")
        #expect(recording.routes.first?.syncIdentifier == recording.workout.syncIdentifier)
    }

    @Test("segments become pause and resume events and pauses are left out of the duration",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func segmentsBecomePauses() throws {
        let (recordings, _) = try readCorpus(GPXRecordingReader(), "gpx/gpsvisualizer-gpx10-16-segments.gpx")
        let workout = try #require(recordings.first?.workout)
        #expect(workout.events(ofType: .pause).count == 15)
        #expect(workout.events(ofType: .resume).count == 15)
        #expect(workout.duration < workout.endDate.timeIntervalSince(workout.startDate))
    }

    @Test("extensions are found by namespace URI whatever the prefix, and running cadence by activity")
    func extensionsByNamespace() throws {
        let text = """
            <?xml version="1.0"?>
            <gpx version="1.1" creator="Test" xmlns="http://www.topografix.com/GPX/1/1"
                 xmlns:zz="http://www.garmin.com/xmlschemas/TrackPointExtension/v2"
                 xmlns:p="http://www.garmin.com/xmlschemas/PowerExtension/v1"
                 xmlns:gd="http://www.cluetrust.com/XML/GPXDATA/1/0">
             <trk><type>running</type><trkseg>
              <trkpt lat="1.5" lon="2.5"><ele>0</ele><time>2024-05-01T07:30:00</time>
               <extensions><zz:TrackPointExtension><zz:hr>140</zz:hr><zz:cad>88</zz:cad>
                <zz:wtemp>18.5</zz:wtemp><zz:speed>3.2</zz:speed></zz:TrackPointExtension>
                <p:PowerInWatts>250</p:PowerInWatts></extensions></trkpt>
              <trkpt lat="1.6" lon="2.6"><time>2024-05-01T07:30:01Z</time>
               <extensions><gd:hr>141</gd:hr><gd:cadence>89</gd:cadence><heartrate>999</heartrate></extensions></trkpt>
             </trkseg></trk>
            </gpx>
            """
        let context = ReadContext(name: "x.gpx")
        let recordings = try GPXRecordingReader().readAll(from: DataByteSource(Array(text.utf8)), context: context)
        let recording = try #require(recordings.first)
        #expect(recording.workout.activityType == .running)
        #expect(recording.samples(ofType: .heartRate).map(\.quantity.value) == [140, 999])
        #expect(recording.samples(ofType: .runningCadence).map(\.quantity.value) == [88, 89])
        #expect(recording.samples(ofType: .runningPower).map(\.quantity.value) == [250])
        #expect(recording.samples(ofType: .waterTemperature).map(\.quantity.value) == [18.5])
        #expect(recording.routes.first?.locations.first?.speed == 3.2)
        #expect(recording.routes.first?.locations.first?.altitude == 0)
        #expect(recording.routes.first?.locations.last?.altitude == nil)
        #expect(context.warnings.contains { $0.contains("taken as UTC") })
    }

    @Test("Apple Health's route GPX gives speed, course and accuracies from its plain extensions")
    func appleHealthRoute() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="Apple Health Export" xmlns="http://www.topografix.com/GPX/1/1">
             <trk><name>Route</name><trkseg>
              <trkpt lon="-0.1" lat="51.5"><ele>12.5</ele><time>2020-01-02T03:04:05Z</time>
               <extensions><speed>2.5</speed><course>90.25</course><hAcc>4.5</hAcc><vAcc>3.25</vAcc></extensions></trkpt>
             </trkseg></trk>
            </gpx>
            """
        let location = try #require(try readString(GPXRecordingReader(), text).first?.routes.first?.locations.first)
        #expect(location == Location(timestamp: Date(timeIntervalSince1970: 1_577_934_245), latitude: 51.5,
                                     longitude: -0.1, altitude: 12.5, horizontalAccuracy: 4.5,
                                     verticalAccuracy: 3.25, speed: 2.5, course: 90.25))
    }

    @Test("a hundred thousand empty and untimed tracks give a few warnings, not one per track")
    func manyOddTracksGiveFewWarnings() throws {
        let source = GeneratedByteSource(
            head: "<gpx version=\"1.1\" xmlns=\"http://www.topografix.com/GPX/1/1\">",
            body: "<trk><trkseg/></trk><trk><trkseg><trkpt lat=\"1\" lon=\"2\"/></trkseg></trk>",
            repeats: 100_000, tail: "</gpx>")
        let context = ReadContext(name: "odd.gpx")
        var count = 0
        try GPXRecordingReader().readItems(from: source, context: context) { item in
            if case .course = item { count += 1 }
        }
        #expect(count == 100_000)
        #expect(context.warnings == ["100000 tracks without points skipped"])
    }

    @Test("content sniffing recognises GPX after a BOM, declaration and comment, and nothing else")
    func sniffing() {
        let reader = GPXRecordingReader()
        #expect(reader.recognizes(prefix: Array("\u{FEFF}<?xml version=\"1.0\"?>\n<!-- x --><gpx version=\"1.1\">".utf8)))
        #expect(reader.recognizes(prefix: Array("  <g:gpx xmlns:g=\"x\">".utf8)))
        #expect(!reader.recognizes(prefix: Array("<?xml version=\"1.0\"?><TrainingCenterDatabase>".utf8)))
        #expect(!reader.recognizes(prefix: Array("lat,lon\n1,2".utf8)))
    }
}

/// An error of the code recordings are handed to, which a reader must pass on unchanged.
private struct StoreFull: Error, Equatable {}

@Suite("GPX reader and the code it hands recordings to")
struct GPXEmitErrorTests {
    @Test("an error thrown while taking a recording comes out of the reader unchanged")
    func emitErrorsPassThrough() {
        let text = """
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
            <trkpt lat="1" lon="2"><time>2024-01-01T00:00:00Z</time></trkpt></trkseg></trk>
            <trk><trkseg><trkpt lat="1" lon="2"><time>2024-01-02T00:00:00Z</time></trkpt></trkseg></trk></gpx>
            """
        var taken = 0
        #expect(throws: StoreFull()) {
            try GPXRecordingReader().read(from: DataByteSource(Array(text.utf8)), context: ReadContext(name: "x.gpx")) { _ in
                taken += 1
                throw StoreFull()
            }
        }
        #expect(taken == 1)
    }
}
