import Foundation
import Testing
import TestSupport
import WorkoutFormats
import WorkoutModel

@Suite("TCX reader")
struct TCXReaderTests {
    static let files = Corpus.files(in: "tcx", extensions: ["tcx"]).map(\.lastPathComponent)

    @Test("every corpus TCX reads and agrees with a plain reading of its trackpoints",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: files)
    func corpusFileAgreesWithElementTree(_ name: String) throws {
        let (recordings, _) = try readCorpus(TCXRecordingReader(), "tcx/\(name)")
        let reference = try Reference.load("tcx/\(name)")
        #expect(reference.error == nil)
        #expect(!recordings.isEmpty)
        let problems = compare(recordings, with: reference)
        #expect(problems.isEmpty, "\(name): \(problems.joined(separator: "; "))")
    }

    @Test("a gzipped Garmin run reads, once decompressed, as ElementTree read it",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func gzippedGarminRun() throws {
        let name = "compressed/garmin-fr945-run.tcx.gz"
        let bytes = try Corpus.gunzip(try #require(Corpus.url(name)))
        let recordings = try TCXRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: name))
        let problems = compare(recordings, with: try Reference.load(name))
        #expect(!recordings.isEmpty)
        #expect(problems.isEmpty, "\(problems.joined(separator: "; "))")
    }

    @Test("laps become lap events with their fields and energy and distance samples, totals kept as given",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func lapsKeepTheirTotals() throws {
        let (recordings, _) = try readCorpus(TCXRecordingReader(), "tcx/garmin-fr410-run-hr-3laps.tcx")
        let recording = try #require(recordings.first)
        let workout = recording.workout
        #expect(workout.activityType == .running)
        #expect(workout.metadata[MetadataKey.notes] == .string("Aerobics"))
        let laps = workout.events(ofType: .lap)
        #expect(laps.count == 3)
        let first = try #require(laps.first)
        #expect(first.duration == 608.47)
        #expect(first.metadata[LapMetadataKey.triggerMethod] == .string("Distance"))
        #expect(first.metadata[LapMetadataKey.intensity] == .string("Active"))
        #expect(first.metadata[LapMetadataKey.averageHeartRate] == .quantity(Quantity(139, .countPerMinute)))
        #expect(first.metadata[LapMetadataKey.maximumSpeed] == .quantity(Quantity(4.55431461334, .meterPerSecond)))
        let energy = recording.samples(ofType: .activeEnergyBurned)
        #expect(energy.count == 3)
        #expect(energy.first?.quantity == Quantity(94, .kilocalorie))
        #expect(energy.first?.startDate == first.date)
        #expect(energy.first?.endDate == first.endDate)
        let distance = recording.samples(ofType: .distanceWalkingRunning)
        #expect(distance.first?.quantity == Quantity(1609.34399414, .meter))
        #expect(workout.totalEnergyBurned?.value == energy.reduce(0) { $0 + $1.quantity.value })
        #expect(workout.totalDistance?.value == distance.reduce(0) { $0 + $1.quantity.value })
        #expect(!recording.samples(ofType: .distanceFromStart).isEmpty)
    }

    @Test("a file with four activities gives four workouts with the creator as device",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func multiSportSession() throws {
        let (recordings, _) = try readCorpus(TCXRecordingReader(), "tcx/garmin-fr305-four-activities.tcx")
        #expect(recordings.count == 4)
        let device = try #require(recordings.first?.workout.device)
        #expect(device.serialNumber == "3815748186")
        #expect(device.model == "484")
        #expect(device.softwareVersion == "2.90")
    }

    @Test("the Author is the source, the ActivityExtension gives watts and lap averages",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func authorAndExtensions() throws {
        let (recordings, _) = try readCorpus(TCXRecordingReader(), "tcx/garmin-edge705-power-3.6MB.tcx")
        let recording = try #require(recordings.first)
        #expect(recording.workout.source.name == "Garmin Connect API")
        #expect(recording.workout.device?.name == "Garmin Edge 705")
        #expect(recording.workout.activityType == .cycling)
        #expect(!recording.samples(ofType: .cyclingPower).isEmpty)
        let lap = try #require(recording.workout.events(ofType: .lap).first)
        #expect(lap.metadata[LapMetadataKey.averagePower] == .quantity(Quantity(213, .watt)))
        #expect(lap.metadata[LapMetadataKey.maximumCadence] == .integer(126))
        #expect(recording.routes.first?.locations.contains { $0.speed != nil } == true)
    }

    @Test("several Tracks in one lap become pause and resume events",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func tracksBecomePauses() throws {
        let (recordings, _) = try readCorpus(TCXRecordingReader(), "tcx/garmin-fr305-run-no-hr-4-tracks.tcx")
        let workout = try #require(recordings.first?.workout)
        #expect(workout.events(ofType: .pause).count == 3)
        #expect(workout.events(ofType: .resume).count == 3)
    }

    @Test("a trackpoint with a bad number fails naming the file, line and element")
    func badNumberNamesTheLine() {
        let text = """
            <?xml version="1.0"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
            <Activities><Activity Sport="Running"><Id>2024-05-01T07:30:00Z</Id>
            <Lap StartTime="2024-05-01T07:30:00Z"><TotalTimeSeconds>10</TotalTimeSeconds><Track>
            <Trackpoint><Time>2024-05-01T07:30:00Z</Time>
            <HeartRateBpm><Value>fast</Value></HeartRateBpm></Trackpoint>
            </Track></Lap></Activity></Activities></TrainingCenterDatabase>
            """
        do {
            _ = try readString(TCXRecordingReader(), text)
            Issue.record("reading succeeded")
        } catch {
            let message = String(describing: error)
            #expect(message.hasPrefix("test.xml: line 6"), "\(message)")
            #expect(message.contains("HeartRateBpm"))
        }
    }

    @Test("content sniffing recognises TCX, even after leading white space")
    func sniffing() {
        let reader = TCXRecordingReader()
        #expect(reader.recognizes(prefix: Array("   <?xml version=\"1.0\"?><TrainingCenterDatabase xmlns=\"x\">".utf8)))
        #expect(!reader.recognizes(prefix: Array("<gpx>".utf8)))
    }
}
