import Foundation
import Testing
import TestSupport
import WorkoutFormats
import WorkoutModel

/// What Garmin's SDK read from a corpus FIT file (`reference/fit/<file>.json.gz`).
private func readFIT(_ name: String, lenient: Bool = false) throws -> (recordings: [WorkoutRecording], context: ReadContext) {
    let url = try #require(Corpus.url("fit/\(name)"))
    let context = ReadContext(name: name, options: ReadOptions(lenient: lenient))
    let recordings = try FITRecordingReader().readAll(from: try FileByteSource(path: url.path), context: context)
    return (recordings, context)
}

@Suite struct FITRecordingReaderTests {
    static let activityFiles = [
        "chained-activity-then-settings.fit", "coros-pace2-ride-misaligned-fields.fit",
        "garmin-edge1000-ride-3939576645.fit", "garmin-edge500-ride.fit", "garmin-edge800-indoor-trainer.fit",
        "garmin-fenix2-multisport-1MB.fit", "garmin-fenix5-run-tiny.fit", "garmin-fenix5x-triathlon-3MB.fit",
        "garmin-forerunner10-run.fit", "garmin-fr70-compressed-timestamps.fit", "garmin-fr735xt-poolswim-chained.fit",
        "garmin-fr735xt-rowing-ciq.FIT", "garmin-fr920xt-lap-swim.FIT", "garmin-fr920xt-multisport-multiple-headers.fit",
        "hammerhead-karoo2-ride-devfields.fit", "sigma-rox11-ride.fit", "stages-m200-ride-multiple-dev-index.fit",
        "stryd-run-developer-types.fit", "suunto-run-2020.fit", "wahoo-elemnt-ride-devfields.fit", "zwift-virtual-ride.fit",
    ]

    @Test("an activity file is one workout with the peer's sessions, laps, route and heart rate",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: activityFiles)
    func activityFileMatchesPeer(name: String) throws {
        let peer = try PeerReference.load(name)
        let recording = try #require(try readFIT(name).recordings.first)
        let workout = recording.workout
        let sessions = try #require(peer.fit.sessions)

        let start = try #require(sessions.compactMap(\.start_time).compactMap(Timestamp.date).min())
        #expect(workout.startDate == start)
        let timer = sessions.compactMap(\.total_timer_time).reduce(0, +)
        #expect(abs(workout.duration - timer) < 1e-6)
        let distance = sessions.compactMap(\.total_distance).reduce(0, +)
        #expect(abs((workout.totalDistance?.value ?? 0) - distance) < 1e-6)
        let calories = sessions.compactMap(\.total_calories)
        #expect(workout.totalEnergyBurned?.value == (calories.isEmpty ? nil : calories.reduce(0, +)))
        #expect(workout.activities.count == (sessions.count > 1 ? sessions.count : 0))
        #expect(workout.events(ofType: .lap).count == peer.fit.message_counts["lap"] ?? 0)
        #expect(recording.samples(ofType: .activeEnergyBurned).count <= peer.fit.message_counts["lap"] ?? 0)

        let positioned = peer.points.filter { p in
            p.lat.map { abs($0) <= 90 } == true && p.lon.map { abs($0) <= 180 } == true
        }
        #expect(recording.locationCount == positioned.count)
        if let first = recording.routes.first?.locations.first, let point = positioned.first {
            #expect(abs(first.latitude - (point.lat ?? 0)) < 1e-9 && abs(first.longitude - (point.lon ?? 0)) < 1e-9)
        }
        let recordHeartRates = peer.points.filter { $0.hr != nil }.count
        if peer.fit.message_counts["hr"] == nil {
            #expect(recording.samples(ofType: .heartRate).count == recordHeartRates)
        } else {
            // Heart rates stored in `hr` messages are read too, where records have none.
            #expect(recording.samples(ofType: .heartRate).count > recordHeartRates)
        }
        #expect(workout.metadata[MetadataKey.originalFormat] == .string("fit"))
        #expect(workout.metadata[MetadataKey.partialRecording] == nil)
    }

    @Test("every cadence the peer reads is a cadence sample, or, for a swimmer's records, counted in a warning",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: activityFiles)
    func swimmingCadencesAreNamed(name: String) throws {
        let peer = try PeerReference.load(name).points.filter { $0.cad != nil }.count
        let (recordings, context) = try readFIT(name)
        let recording = try #require(recordings.first)
        let read = recording.samples(ofType: .cyclingCadence).count + recording.samples(ofType: .runningCadence).count
        let warned = context.warnings.compactMap { warning -> Int? in
            guard warning.contains("of swimming records (strokes per minute") else { return nil }
            return Int(warning.prefix { $0.isNumber })
        }.reduce(0, +)
        #expect(read + warned == peer, "\(name): \(read) read, \(warned) named, the peer reads \(peer)")
    }

    @Test("sports map to HealthKit activity types", .enabled(if: Corpus.isAvailable, corpusMissing))
    func sportsMapToActivityTypes() throws {
        let expected: [(String, WorkoutActivityType)] = [
            ("garmin-edge500-ride.fit", .cycling), ("garmin-forerunner10-run.fit", .running),
            ("garmin-fr920xt-lap-swim.FIT", .swimming), ("garmin-fr735xt-rowing-ciq.FIT", .rowing),
            ("zwift-virtual-ride.fit", .cycling),
        ]
        for (name, type) in expected {
            #expect(try readFIT(name).recordings.first?.workout.activityType == type, "\(name)")
        }
        let zwift = try #require(try readFIT("zwift-virtual-ride.fit").recordings.first)
        #expect(zwift.workout.metadata[MetadataKey.indoorWorkout] == .bool(true))
        let pool = try #require(try readFIT("garmin-fr920xt-lap-swim.FIT").recordings.first)
        #expect(pool.workout.metadata[MetadataKey.swimmingLocationType] == .integer(1))
        #expect(pool.workout.metadata[MetadataKey.lapLength] == .quantity(Quantity(25, .meter)))
        #expect(pool.samples(ofType: .distanceSwimming).count == 58)
    }

    @Test("a triathlon's sessions become the workout's activities", .enabled(if: Corpus.isAvailable, corpusMissing))
    func multisportSessionsBecomeActivities() throws {
        let recording = try #require(try readFIT("garmin-fenix5x-triathlon-3MB.fit").recordings.first)
        #expect(recording.workout.activityType == .swimBikeRun)
        #expect(recording.workout.activities.map(\.activityType) == [.swimming, .transition, .cycling, .transition, .running])
        let activities = recording.workout.activities
        #expect(zip(activities, activities.dropFirst()).allSatisfy { $0.startDate <= $1.startDate })
        #expect(recording.samples(ofType: .cyclingPower).count > 0)
        #expect(recording.samples(ofType: .heartbeatSeries).count > 44_843, "hrv messages hold up to five beats")
    }

    @Test("the file's device, source, time zone and sync identifier", .enabled(if: Corpus.isAvailable, corpusMissing))
    func deviceSourceTimeZoneAndSyncIdentifier() throws {
        let recording = try #require(try readFIT("garmin-edge1000-ride-3939576645.fit").recordings.first)
        let workout = recording.workout
        #expect(workout.device == Device(name: "edge1000", manufacturer: "Garmin", model: "edge1000",
                                         softwareVersion: "15.20", serialNumber: "3919221977"))
        #expect(workout.source.name == "Garmin edge1000")
        #expect(workout.metadata[MetadataKey.timeZone] == .string("GMT+0200"), "a ride in the Alps in August")
        #expect(workout.syncIdentifier == "FIT-3919221977-934462340-0")
        #expect(try readFIT("garmin-edge1000-ride-3939576645.fit").recordings.first?.workout.syncIdentifier == workout.syncIdentifier)
        #expect(recording.routes.first?.syncIdentifier == "FIT-3919221977-934462340-0-route")
        #expect(try readFIT("garmin-edge1000-ride-3939576645.fit").recordings.first?.contentDigest == recording.contentDigest)
    }

    @Test("timer stops and starts are pauses and resumes", .enabled(if: Corpus.isAvailable, corpusMissing))
    func timerEventsArePausesAndResumes() throws {
        let workout = try #require(try readFIT("garmin-edge500-ride.fit").recordings.first).workout
        let pauses = workout.events(ofType: .pause), resumes = workout.events(ofType: .resume)
        #expect(pauses.count == 46 && resumes.count == 46)
        #expect(zip(pauses, resumes).allSatisfy { $0.date <= $1.date })
        let paused = zip(pauses, resumes).reduce(0) { $0 + $1.1.date.timeIntervalSince($1.0.date) }
        // elapsed 12691.28 s, timer 10641.06 s: the pauses hold (nearly) all of the difference.
        #expect(abs((12691.28 - 10641.06) - paused) < 5)
    }

    @Test("heart rates stored in hr messages fill a pool swim", .enabled(if: Corpus.isAvailable, corpusMissing))
    func storedHeartRatesFillAPoolSwim() throws {
        let recording = try #require(try readFIT("garmin-fr735xt-poolswim-chained.fit").recordings.first)
        let rates = recording.samples(ofType: .heartRate)
        #expect(rates.count > 1415, "1415 hr messages of up to 8 beats; the records hold none")
        #expect(rates.allSatisfy { (40...220).contains($0.quantity.value) })
        let workout = recording.workout
        #expect(rates.allSatisfy { $0.startDate >= workout.startDate && $0.startDate <= workout.endDate })
        #expect(rates.first.map { $0.startDate.timeIntervalSince(workout.startDate) < 5 } == true)
        #expect(rates.last.map { workout.endDate.timeIntervalSince($0.startDate) < 60 } == true)
        // The session says: average 142, maximum 161.
        let average = rates.map(\.quantity.value).reduce(0, +) / Double(rates.count)
        #expect(abs(average - 142) < 10)
        #expect(rates.map(\.quantity.value).max() == 161)
    }

    @Test("developer fields become series of their own types", .enabled(if: Corpus.isAvailable, corpusMissing))
    func developerFieldsBecomeSeries() throws {
        let recording = try #require(try readFIT("stryd-run-developer-types.fit").recordings.first)
        let formPower = recording.samples.filter { $0.quantityType.identifier == "WKQuantityTypeIdentifierDeveloper.Form Power" }
        #expect(formPower.count == 3424)
        #expect(formPower.allSatisfy { $0.quantity.value >= 0 && $0.quantity.value < 1000 })
        #expect(recording.samples(ofType: .runningPower).count == 3424)
    }

    @Test("damaged files fail strictly naming the byte, and leniently give a partial workout",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func damagedFiles() throws {
        #expect(throws: FormatError.malformed(
            file: "corrupt-unexpected-eof.fit", at: .byteOffset(768),
            reason: "the input ends inside the data message “activity” (1 more bytes were expected); --lenient keeps what came before")) {
            try readFIT("corrupt-unexpected-eof.fit")
        }
        let (recordings, context) = try readFIT("strava-android-malformed.fit", lenient: true)
        let recording = try #require(recordings.first)
        #expect(recording.workout.metadata[MetadataKey.partialRecording] == .bool(true))
        #expect(recording.samples(ofType: .distanceFromStart).count > 200)
        #expect(context.warnings.count == 1 && context.warnings[0].hasPrefix("byte 7471: "))
    }

    @Test("a workout plan is refused with an error that says it is a planned session, not an activity",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func workoutPlanIsRefusedAsNotARecording() throws {
        #expect(throws: FormatError.notARecording(
            file: "trainerroad-workout-not-activity.fit",
            reason: "a FIT workout file (a planned session), not an activity recording: it holds no workout to read")) {
            try readFIT("trainerroad-workout-not-activity.fit")
        }
    }

    @Test("seeded byte mutations and truncations never crash reading or writing back",
          .enabled(if: Corpus.isAvailable, corpusMissing),
          arguments: ["garmin-fenix5-run-tiny.fit", "garmin-fr70-compressed-timestamps.fit"])
    func damagedInputNeverCrashes(name: String) throws {
        let url = try #require(Corpus.url("fit/\(name)"))
        let bytes = [UInt8](try Data(contentsOf: url))
        var generator = SeededRandom(seed: 0xF17_5EED &+ UInt64(bytes.count))
        func random(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
        var partial = 0
        for round in 0..<150 {
            var input = bytes
            if round % 3 == 0 {
                input = Array(bytes.prefix(random(bytes.count)))
            } else {
                for _ in 0...random(3) { input[random(input.count)] = UInt8(random(256)) }
            }
            let context = ReadContext(name: name, options: ReadOptions(lenient: true))
            let recordings = try FITRecordingReader().readAll(from: DataByteSource(input), context: context)
            if recordings.first?.workout.metadata[MetadataKey.partialRecording] != nil { partial += 1 }
            for recording in recordings {
                // Writing back either works or says why; it never traps.
                _ = try? FITRecordingWriter().write([recording], to: DataByteSink())
            }
        }
        #expect(partial > 0, "some of the damaged inputs were only partly readable")
    }

    @Test func fitIsRecognisedByItsHeaderAndRegistered() {
        let header: [UInt8] = [14, 0x20, 0x52, 0x52, 0, 0, 0, 0] + Array(".FIT".utf8) + [0, 0]
        let reader = FITRecordingReader()
        #expect(reader.recognizes(prefix: header))
        #expect(!reader.recognizes(prefix: Array("<?xml version=\"1.0\"?><gpx>".utf8)))
        #expect(!reader.recognizes(prefix: Array(header.prefix(11))))
        #expect(FormatRegistry.standard.detectReader(prefix: header, fileName: "ride.bin")?.format.name == "fit")
        #expect(FormatRegistry.standard.reader(named: "FIT")?.format.fileExtensions == ["fit"])
    }
}
