import Foundation
import Testing
import TestSupport
import WorkoutFormats
import WorkoutModel

@Suite("TCX writer")
struct TCXWriterTests {
    /// TCX files whose content a TCX writer cannot give back as read: the course comes back
    /// as an Activity (its name and timeless laps have no place there), and the COROS swim's
    /// second lap repeats every trackpoint of the first with the same times (written back,
    /// each time belongs to one lap).
    static let activityFiles = TCXReaderTests.files.filter {
        $0 != "garmin-training-center-course.tcx" && $0 != "coros-openwater-swim.tcx"
    }

    @Test("TCX → TCX keeps everything the model holds (same content digest)",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: activityFiles)
    func roundTripKeepsContent(_ name: String) throws {
        let (original, _) = try readCorpus(TCXRecordingReader(), "tcx/\(name)")
        let bytes = try writeAll(TCXRecordingWriter(), original)
        let again = try TCXRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: "out.tcx"))
        #expect(again.count == original.count)
        for (before, after) in zip(original, again) {
            #expect(before.contentDigest == after.contentDigest, "\(name): \(differences(before, after))")
        }
    }

    @Test("the written TCX is valid against Training Center Database v2",
          .enabled(if: Corpus.isAvailable, corpusMissing), .enabled(if: xmllintPath != nil, xmllintMissing),
          arguments: TCXReaderTests.files)
    func outputIsSchemaValid(_ name: String) throws {
        let (recordings, _) = try readCorpus(TCXRecordingReader(), "tcx/\(name)")
        let bytes = try writeAll(TCXRecordingWriter(), recordings)
        let errors = try schemaErrors(bytes, schema: try schemaPath("TrainingCenterDatabasev2.xsd"))
        #expect(errors == nil, "\(name): \(errors ?? "")")
    }

    @Test("GPX → TCX is valid TCX", .enabled(if: Corpus.isAvailable, corpusMissing),
          .enabled(if: xmllintPath != nil, xmllintMissing), arguments: GPXReaderTests.goodFiles)
    func gpxAsTCXIsSchemaValid(_ name: String) throws {
        let (recordings, _) = try readCorpus(GPXRecordingReader(), "gpx/\(name)")
        let bytes = try writeAll(TCXRecordingWriter(), recordings)
        let errors = try schemaErrors(bytes, schema: try schemaPath("TrainingCenterDatabasev2.xsd"))
        #expect(errors == nil, "\(name): \(errors ?? "")")
    }

    @Test("a lap's calories come from its energy samples, else from the workout's total by lap time")
    func lapCaloriesAreNeverAFakeZero() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let workout = Workout(
            activityType: .running, start: start, end: start.addingTimeInterval(600), duration: 600,
            totalEnergyBurned: Quantity(100, .kilocalorie),
            events: [WorkoutEvent(type: .lap, date: start, duration: 300),
                     WorkoutEvent(type: .lap, date: start.addingTimeInterval(300), duration: 300)])
        let energy = QuantitySample(type: .activeEnergyBurned, quantity: Quantity(30, .kilocalorie),
                                    start: start, end: start.addingTimeInterval(300))
        let text = String(decoding: try writeAll(TCXRecordingWriter(), [WorkoutRecording(workout: workout, samples: [energy])]),
                          as: UTF8.self)
        #expect(text.contains("<Calories>30</Calories>"))
        #expect(text.contains("<Calories>50</Calories>"))
        #expect(!text.contains("<Calories>0</Calories>"))
    }

    @Test("a lap's distance from its trackpoints is measured within segments: no step across a break started by a point without a time")
    func lapDistanceWithinSegments() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        // Ten timed points 10 m apart, a point without a time starting a segment 5 km on, then ten more.
        func location(_ north: Double, _ second: Double, hasTime: Bool = true, startsSegment: Bool = false) -> Location {
            Location(timestamp: start.addingTimeInterval(second), latitude: 45 + north / 111_132, longitude: 7,
                     hasTime: hasTime, startsSegment: startsSegment)
        }
        let first = (0..<10).map { location(Double($0) * 10, Double($0)) }
        let second = (0..<10).map { location(5000 + Double($0) * 10, 60 + Double($0)) }
        let locations = first + [location(4990, 9, hasTime: false, startsSegment: true)] + second
        let workout = Workout(activityType: .running, start: start, end: start.addingTimeInterval(69))
        let text = String(decoding: try writeAll(TCXRecordingWriter(), [WorkoutRecording(
            workout: workout, routes: [WorkoutRoute(locations: locations)])]), as: UTF8.self)
        let meters = try #require(text.components(separatedBy: "<DistanceMeters>").dropFirst().first?
            .prefix { $0 != "<" }).flatMap { Double($0) }
        let within = Geodesy.pathLength(first) + Geodesy.pathLength(second)
        #expect(abs(try #require(meters) - within) < 0.01, "\(text.prefix(600))")
    }

    @Test("TCX names the heart rates it cannot write (0 bpm, as an indoor app's records give them), whole and streamed alike, summed over workouts")
    func heartRatesOutsideTheRangeAreNamed() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let workout = Workout(activityType: .cycling, start: start, end: start.addingTimeInterval(3))
        let heartRates = [0, 120, 0.2, 300.0]
        var samples: [QuantitySample] = []
        var points: [TrackPoint] = []
        for (index, rate) in heartRates.enumerated() {
            let time = start.addingTimeInterval(Double(index))
            samples.append(QuantitySample(type: .heartRate, quantity: Quantity(rate, .countPerMinute), start: time, end: time))
            var point = TrackPoint(latitude: 46.5, longitude: 6.6 + Double(index) * 1e-4, time: time)
            point.heartRate = rate
            points.append(point)
        }
        let capabilities = TCXRecordingWriter().capabilities
        let expected = ["the heart rate of 3 points (outside 1 to 255 count/min)"]
        #expect(LossReport.losses(writing: WorkoutRecording(workout: workout, samples: samples), as: capabilities) == expected)
        var tally = PointTally(roundingAs: capabilities)
        tally.add(PointBatch(workout: workout.uuid, activityType: .cycling, points: points))
        #expect(LossReport.losses(writing: WorkoutRecording(workout: workout), streamed: tally, as: capabilities) == expected)
        #expect(LossReport.summed([expected, expected]) == ["the heart rate of 6 points (outside 1 to 255 count/min)"])

        // What is written is what the report says: the one heart rate inside the range.
        let bytes = try writeAll(TCXRecordingWriter(), [WorkoutRecording(workout: workout, samples: samples)])
        let read = try #require(try TCXRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: "out.tcx")).first)
        #expect(read.samples(ofType: .heartRate).map(\.quantity.value) == [120])
    }

    @Test("TCX names the heart rates, cadences and watts it rounds to whole numbers, whole and streamed alike; values already whole are not named")
    func roundedValuesAreNamed() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let lap = WorkoutEvent(type: .lap, date: start, duration: 4,
                               metadata: [LapMetadataKey.averageHeartRate: .quantity(Quantity(150.4, .countPerMinute)),
                                          LapMetadataKey.maximumHeartRate: .quantity(Quantity(152, .countPerMinute))])
        let workout = Workout(activityType: .cycling, start: start, end: start.addingTimeInterval(4), events: [lap])
        let heartRates = [150, 150.4, 149.6, 151]
        let cadences = [80, 80.5, 81, 82.0]
        let watts = [200, 201, 202.25, 203.0]
        var samples: [QuantitySample] = []
        var points: [TrackPoint] = []
        for index in 0..<4 {
            let time = start.addingTimeInterval(Double(index))
            samples.append(QuantitySample(type: .heartRate, quantity: Quantity(heartRates[index], .countPerMinute), start: time, end: time))
            samples.append(QuantitySample(type: .cyclingCadence, quantity: Quantity(cadences[index], .countPerMinute), start: time, end: time))
            samples.append(QuantitySample(type: .cyclingPower, quantity: Quantity(watts[index], .watt), start: time, end: time))
            var point = TrackPoint(latitude: 46.5, longitude: 6.6 + Double(index) * 1e-4, time: time)
            (point.heartRate, point.cadence, point.power) = (heartRates[index], cadences[index], watts[index])
            points.append(point)
        }
        let capabilities = TCXRecordingWriter().capabilities
        let expected = [
            "the WKAverageHeartRate 150.4 count/min of 1 lap (written as 150)",
            "the heart rate of 2 points (rounded to 1 count/min)", "the cadence of 1 point (rounded to 1 count/min)",
            "the power of 1 point (rounded to 1 W)",
        ]
        #expect(LossReport.losses(writing: WorkoutRecording(workout: workout, samples: samples), as: capabilities) == expected)
        var tally = PointTally(roundingAs: capabilities)
        tally.add(PointBatch(workout: workout.uuid, activityType: .cycling, points: points))
        #expect(LossReport.losses(writing: WorkoutRecording(workout: workout), streamed: tally, as: capabilities) == expected)

        // Whole values name nothing.
        let whole = samples.map { sample in
            QuantitySample(type: sample.quantityType, quantity: Quantity(sample.quantity.value.rounded(), sample.quantity.unit),
                           start: sample.startDate, end: sample.endDate)
        }
        var wholeWorkout = workout
        wholeWorkout.events = []
        #expect(LossReport.losses(writing: WorkoutRecording(workout: wholeWorkout, samples: whole), as: capabilities).isEmpty)

        // What is written is what the report says.
        let bytes = try writeAll(TCXRecordingWriter(), [WorkoutRecording(workout: workout, samples: samples)])
        let read = try #require(try TCXRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: "out.tcx")).first)
        #expect(read.samples(ofType: .heartRate).map(\.quantity.value) == [150, 150, 150, 151])
        #expect(read.samples(ofType: .cyclingCadence).map(\.quantity.value) == [80, 81, 81, 82])
        #expect(read.samples(ofType: .cyclingPower).map(\.quantity.value) == [200, 201, 202, 203])
        #expect(read.workout.events(ofType: .lap).first?.metadata[LapMetadataKey.averageHeartRate] == .quantity(Quantity(150, .countPerMinute)))
    }
}

