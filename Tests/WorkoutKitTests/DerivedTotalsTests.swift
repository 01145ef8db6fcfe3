import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("Derived totals")
struct DerivedTotalsTests {
    /// A 20-minute ride made up to be worked by hand: due north at 10 m/s (speed recorded),
    /// 10 minutes at 0 W then 10 at 300 W, heart rate 140 then 160 bpm, cadence 90; altitude
    /// up from 100 m to 150 m, then down to 120 m, with a 1 m wobble on every other second.
    private func madeUpRide(workout: Workout? = nil) -> WorkoutRecording {
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        var samples: [QuantitySample] = []
        var locations: [Location] = []
        for second in 0..<1200 {
            let time = start.addingTimeInterval(Double(second))
            samples.append(QuantitySample(type: .cyclingPower, quantity: Quantity(second < 600 ? 0 : 300, .watt), start: time, end: time))
            samples.append(QuantitySample(type: .heartRate, quantity: Quantity(second < 600 ? 140 : 160, .countPerMinute), start: time, end: time))
            samples.append(QuantitySample(type: .cyclingCadence, quantity: Quantity(90, .countPerMinute), start: time, end: time))
            let ramp = second < 500 ? 100 + Double(second) / 10 : max(120, 150 - Double(second - 500) / 10)
            locations.append(Location(timestamp: time, latitude: 45 + Double(second) * 10 / 111_132, longitude: 7,
                                      altitude: ramp + Double(second % 2), speed: 10))
        }
        let plain = Workout(activityType: .cycling, start: start, end: start.addingTimeInterval(1200))
        return WorkoutRecording(workout: workout ?? plain, samples: samples, routes: [WorkoutRoute(locations: locations)])
    }

    private func value(_ workout: Workout, _ key: String, _ unit: QuantityUnit) throws -> Double {
        guard case .quantity(let quantity)? = workout.metadata[key] else { throw CocoaError(.keyValueValidation) }
        return try quantity.doubleValue(for: unit)
    }

    @Test("A made-up ride's totals are the hand-worked values, each named as derived")
    func madeUpRideIsWorkedByHand() throws {
        let recording = DerivedTotals.applied(to: madeUpRide())
        let workout = recording.workout
        // 1,199 steps of 10 m (the meridian's degree here is 111,132 m, to 0.1 %).
        let distance = try #require(try workout.totalDistance?.doubleValue(for: .meter))
        #expect(abs(distance - 11_990) < 12)
        // The route's metrics are the reference of the distance and of elevation.
        let metrics = RouteMetrics(locations: recording.routes[0].locations)
        #expect(abs(distance - metrics.distance) < 0.01)
        // Up 50 m (plus the last wobble's 1 m at the top), down 31 m (from 151 to the last 120): the 1 m wobble is under the threshold.
        #expect(try value(workout, MetadataKey.elevationAscended, .meter) == (metrics.elevationGain * 100).rounded() / 100)
        #expect(abs(try value(workout, MetadataKey.elevationAscended, .meter) - 51) <= 1)
        #expect(abs(try value(workout, MetadataKey.elevationDescended, .meter) - 31) <= 1)
        #expect(try value(workout, MetadataKey.movingTime, .second) == 1199)
        #expect(abs(try value(workout, MetadataKey.averageSpeed, .meterPerSecond) - distance / 1199) < 0.01)
        #expect(try value(workout, MetadataKey.maximumSpeed, .meterPerSecond) == 10)
        #expect(try value(workout, LapMetadataKey.averageHeartRate, .countPerMinute) == 150)
        #expect(try value(workout, LapMetadataKey.maximumHeartRate, .countPerMinute) == 160)
        #expect(try value(workout, LapMetadataKey.averageCadence, .countPerMinute) == 90)
        #expect(try value(workout, LapMetadataKey.averagePower, .watt) == 150)
        #expect(try value(workout, LapMetadataKey.maximumPower, .watt) == 300)
        // 599 seconds held at 300 W (the last value holds for nothing): 179.7 kJ, counted as 179.7 kcal.
        #expect(try workout.totalEnergyBurned?.doubleValue(for: .kilocalorie) == 179.7)
        #expect(workout.metadata[MetadataKey.derivedTotals] == .string(
            "totalDistance,totalEnergyBurned,HKElevationAscended,HKElevationDescended,WKMovingTime,HKAverageSpeed,"
                + "HKMaximumSpeed,WKAverageHeartRate,WKMaximumHeartRate,WKAverageCadence,WKMaximumCadence,WKAveragePower,WKMaximumPower"))
        #expect(workout.derivedTotals == DerivedTotal.allCases)
    }

    @Test("Values count towards their totals whatever order their types come in, point after point")
    func valuesOfTypesInAnyOrder() throws {
        let ride = madeUpRide()
        // Each second's three samples in one of their six orders, changing from second to second.
        let orders = [[0, 1, 2], [2, 1, 0], [1, 0, 2], [0, 2, 1], [2, 0, 1], [1, 2, 0]]
        var shuffled: [QuantitySample] = []
        for second in 0..<ride.samples.count / 3 {
            for index in orders[second % orders.count] { shuffled.append(ride.samples[second * 3 + index]) }
        }
        let inOrder = DerivedTotals.applied(to: ride).workout
        let reordered = DerivedTotals.applied(to: WorkoutRecording(workout: ride.workout, samples: shuffled, routes: ride.routes)).workout
        #expect(reordered.metadata == inOrder.metadata)
        #expect(reordered.totalDistance == inOrder.totalDistance && reordered.totalEnergyBurned == inOrder.totalEnergyBurned)
        #expect(try value(reordered, LapMetadataKey.averageHeartRate, .countPerMinute) == 150)
        #expect(try value(reordered, LapMetadataKey.averagePower, .watt) == 150)
    }

    @Test("A value the file states is never overwritten nor named; the average speed uses the stated distance")
    func statedValuesStay() throws {
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let stated = Workout(activityType: .cycling, start: start, end: start.addingTimeInterval(1200),
                             totalEnergyBurned: Quantity(500, .kilocalorie), totalDistance: Quantity(12_500, .meter),
                             metadata: [MetadataKey.elevationAscended: .quantity(Quantity(77, .meter)),
                                        LapMetadataKey.averageHeartRate: .quantity(Quantity(151, .countPerMinute))])
        let workout = DerivedTotals.applied(to: madeUpRide(workout: stated)).workout
        #expect(workout.totalDistance == Quantity(12_500, .meter))
        #expect(workout.totalEnergyBurned == Quantity(500, .kilocalorie))
        #expect(workout.metadata[MetadataKey.elevationAscended] == .quantity(Quantity(77, .meter)))
        #expect(workout.metadata[LapMetadataKey.averageHeartRate] == .quantity(Quantity(151, .countPerMinute)))
        #expect(!workout.isDerived(.totalDistance) && !workout.isDerived(.elevationAscended) && workout.isDerived(.elevationDescended))
        #expect(try value(workout, MetadataKey.averageSpeed, .meterPerSecond) == (12_500.0 / 1199 * 100).rounded() / 100)
        #expect(workout.removingDerivedTotals() == stated)
    }

    @Test("Derived totals are not part of the content digest: a store made before them finds the workout unchanged")
    func digestIgnoresDerivedTotals() {
        let plain = madeUpRide()
        let derived = DerivedTotals.applied(to: plain)
        #expect(derived.workout != plain.workout)
        #expect(derived.contentDigest == plain.contentDigest)
        #expect(derived.contentDigest(.version1) == plain.contentDigest(.version1))
    }

    @Test("A recording with nothing to derive from is left as it was, without the key")
    func nothingToDerive() {
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let recording = WorkoutRecording(workout: Workout(activityType: .yoga, start: start, end: start.addingTimeInterval(600)))
        #expect(DerivedTotals.applied(to: recording) == recording)
    }

    @Test("A distance-from-start series comes before the route, with its own moving time")
    func distanceSeriesFirst() throws {
        var recording = madeUpRide()
        let start = recording.workout.startDate
        // 5 m a second for 100 s, a 100 s stop, 5 m a second for 100 s: 1,000 m in 200 moving seconds.
        for second in 0...300 {
            let meters = second <= 100 ? Double(second) * 5 : second <= 200 ? 500 : 500 + Double(second - 200) * 5
            recording.samples.append(QuantitySample(type: .distanceFromStart, quantity: Quantity(meters, .meter),
                                                    start: start.addingTimeInterval(Double(second)), end: start.addingTimeInterval(Double(second))))
        }
        let workout = DerivedTotals.applied(to: recording).workout
        #expect(workout.totalDistance == Quantity(1000, .meter))
        #expect(try value(workout, MetadataKey.movingTime, .second) == 200)
    }
}

@Suite("Derived totals of imported corpus files", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
struct DerivedTotalsCorpusTests {
    /// gpxpy's reading of a corpus GPX (`reference/gpx/NAME.json.gz`): its points only.
    private struct PeerPoints: Decodable {
        struct Point: Decodable { let lat: Double?, lon: Double?, alt: Double?, hr: Double?, cad: Double?, pwr: Double? }
        let points: [Point]
    }

    private func importOne(_ path: String, jobs: Int, into store: WorkoutStore) throws -> Workout {
        try importOne(path, options: ImportOptions(jobs: jobs), into: store)
    }

    private func importOne(_ path: String, options: ImportOptions, into store: WorkoutStore) throws -> Workout {
        let report = try Importer(store: store, options: options).run([path])
        let uuid = try #require(report.outcomes.first?.uuid)
        return try #require(try store.recording(for: uuid)).workout
    }

    private func quantity(_ workout: Workout, _ key: String, _ unit: QuantityUnit) throws -> Double {
        guard case .quantity(let quantity)? = workout.metadata[key] else { throw CocoaError(.keyValueValidation) }
        return try quantity.doubleValue(for: unit)
    }

    @Test("A Strava GPX ride without totals imports with its distance, elevation, moving time and averages, streamed as read, from points read ahead or read whole alike")
    func stravaRide() throws {
        let path = try #require(Corpus.url("gpx/strava-ride-power.gpx")).path
        let dir = try TemporaryDirectory()
        let streamed = try importOne(path, jobs: 1, into: try WorkoutStore(path: dir.path("streamed.sqlite")))
        let wholeStore = try WorkoutStore(path: dir.path("whole.sqlite"))
        let whole = try importOne(path, options: try WholeReading.options(for: path), into: wholeStore)
        #expect(streamed.metadata == whole.metadata && streamed.totalDistance == whole.totalDistance
            && streamed.totalEnergyBurned == whole.totalEnergyBurned)
        let recording = try #require(try wholeStore.recording(for: whole.uuid))
        let metrics = RouteMetrics(locations: recording.routes[0].locations)
        let distance = try #require(try whole.totalDistance?.doubleValue(for: .meter))
        #expect(abs(distance - metrics.distance) <= 0.005 * metrics.distance)
        #expect(try quantity(whole, MetadataKey.elevationAscended, .meter) == (metrics.elevationGain * 100).rounded() / 100)
        #expect(try quantity(whole, MetadataKey.movingTime, .second) == (metrics.movingTime * 100).rounded() / 100)

        // gpxpy's reading: its 2D length on a sphere (haversine, as gpxpy's length_2d) within 0.5 %,
        // and the averages and maxima of the values it read.
        let url = try #require(Corpus.url("reference/gpx/strava-ride-power.gpx.json.gz"))
        let peer = try JSONDecoder().decode(PeerPoints.self, from: try Corpus.gunzip(url)).points
        var haversine = 0.0
        for (a, b) in zip(peer, peer.dropFirst()) {
            guard let lat1 = a.lat, let lon1 = a.lon, let lat2 = b.lat, let lon2 = b.lon else { continue }
            let (p1, p2) = (lat1 * .pi / 180, lat2 * .pi / 180)
            let h = pow(sin((p2 - p1) / 2), 2) + cos(p1) * cos(p2) * pow(sin((lon2 - lon1) * .pi / 360), 2)
            haversine += 2 * 6_371_000 * asin(min(1, sqrt(h)))
        }
        #expect(abs(distance - haversine) <= 0.005 * haversine)
        func mean(_ values: [Double]) -> Double { (values.reduce(0, +) / Double(values.count) * 100).rounded() / 100 }
        let heartRates = peer.compactMap(\.hr), powers = peer.compactMap(\.pwr), cadences = peer.compactMap(\.cad)
        #expect(try quantity(whole, LapMetadataKey.averageHeartRate, .countPerMinute) == mean(heartRates))
        #expect(try quantity(whole, LapMetadataKey.maximumHeartRate, .countPerMinute) == heartRates.max())
        #expect(try quantity(whole, LapMetadataKey.averagePower, .watt) == mean(powers))
        #expect(try quantity(whole, LapMetadataKey.maximumPower, .watt) == powers.max())
        #expect(try quantity(whole, LapMetadataKey.averageCadence, .countPerMinute) == mean(cadences))
        #expect(whole.isDerived(.totalDistance) && whole.isDerived(.totalEnergyBurned))

        // Importing it again finds it unchanged (the digest leaves derived totals out).
        let again = try Importer(store: wholeStore, options: ImportOptions(jobs: 2)).run([path])
        #expect(again.outcomes.map(\.status) == [.unchanged])
        let readAhead = try importOne(path, jobs: 2, into: try WorkoutStore(path: dir.path("read-ahead.sqlite")))
        #expect(readAhead.metadata == whole.metadata && readAhead.totalDistance == whole.totalDistance
            && readAhead.totalEnergyBurned == whole.totalEnergyBurned)
    }

    @Test("The derived distance of a GPX ride is within 2 % of the distance the device recorded in the same ride's FIT")
    func gpxAgainstItsFIT() throws {
        let path = try #require(Corpus.url("gpx/garmin-edge1000-ride-3939576645.gpx")).path
        let dir = try TemporaryDirectory()
        let workout = try importOne(path, jobs: 1, into: try WorkoutStore(path: dir.path("s.sqlite")))
        let distance = try #require(try workout.totalDistance?.doubleValue(for: .meter))
        #expect(workout.isDerived(.totalDistance))
        let sessions = try #require(try PeerReference.load("garmin-edge1000-ride-3939576645.fit").fit.sessions)
        let recorded = try #require(sessions.first?.total_distance)
        #expect(abs(distance - recorded) <= 0.02 * recorded)
    }

    @Test("A FIT activity keeps the totals its session states; only what it lacks is derived")
    func fitKeepsStatedTotals() throws {
        let path = try #require(Corpus.url("fit/garmin-edge1000-ride-3939576645.fit")).path
        let dir = try TemporaryDirectory()
        let workout = try importOne(path, jobs: 1, into: try WorkoutStore(path: dir.path("s.sqlite")))
        let session = try #require(try PeerReference.load("garmin-edge1000-ride-3939576645.fit").fit.sessions?.first)
        #expect(try workout.totalDistance?.doubleValue(for: .meter) == session.total_distance)
        #expect(try workout.totalEnergyBurned?.doubleValue(for: .kilocalorie) == session.total_calories)
        #expect(!workout.isDerived(.totalDistance) && !workout.isDerived(.totalEnergyBurned))
        #expect(!workout.isDerived(.elevationAscended) && !workout.isDerived(.averageHeartRate))
        #expect(workout.isDerived(.movingTime))
    }
}

/// A GPX track's derived distance is measured within its segments (``/WorkoutModel/TrackLength``),
/// as gpxpy's `length_2d()` and GPSBabel measure it: never across a break.
@Suite("Derived distance within a GPX track's segments")
struct DerivedSegmentDistanceTests {
    /// The workout of the import of `path`, streamed (`whole: false`) or read whole.
    static func importWorkout(_ path: String, whole: Bool, into store: WorkoutStore) throws -> Workout {
        let options = whole ? try WholeReading.options(for: path) : ImportOptions(jobs: 1)
        let report = try Importer(store: store, options: options).run([path])
        let uuid = try #require(report.outcomes.first { if case .workout = $0.subject { true } else { false } }?.uuid)
        return try #require(try store.recording(for: uuid)).workout
    }

    /// A point of the made-up track: `north` metres north of 45° N 7° E (about), at `second` (none: no time).
    private static func point(north: Double, second: Int?) -> String {
        let time = second.map { "<time>" + Timestamp.string(Date(timeIntervalSince1970: 1_700_000_000 + Double($0))) + "</time>" } ?? ""
        return "<trkpt lat=\"\(45 + north / 111_132)\" lon=\"7\">\(time)</trkpt>"
    }

    @Test("A track with one break across a 10 km straight gap (a point without a time before it) derives the length of its two segments, not the gap, streamed and read whole alike")
    func breakAcrossALongGap() throws {
        // Four timed points 10 m apart and one without a time, then, 10 km on, five timed points 10 m apart.
        let first = (0..<4).map { Self.point(north: Double($0) * 10, second: $0) } + [Self.point(north: 40, second: nil)]
        let second = (0..<5).map { Self.point(north: 10_040 + Double($0) * 10, second: 600 + $0) }
        let gpx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>running</type>
            <trkseg>\(first.joined())</trkseg><trkseg>\(second.joined())</trkseg></trk></gpx>
            """
        let dir = try TemporaryDirectory()
        let path = dir.path("break.gpx")
        try Data(gpx.utf8).write(to: URL(fileURLWithPath: path))
        func location(_ north: Double) -> Location {
            Location(timestamp: Date(), latitude: 45 + north / 111_132, longitude: 7)
        }
        let segments = Geodesy.pathLength([0, 10, 20, 30, 40].map(location)) + Geodesy.pathLength([0, 10, 20, 30, 40].map { location(10_040 + $0) })
        for whole in [false, true] {
            let store = try WorkoutStore(path: dir.path(whole ? "whole.sqlite" : "streamed.sqlite"))
            let workout = try Self.importWorkout(path, whole: whole, into: store)
            let distance = try #require(try workout.totalDistance?.doubleValue(for: .meter))
            // About 80 m: the gap (10 km) would make it about 10,080 m.
            #expect(abs(distance - (segments * 100).rounded() / 100) < 0.006, "whole: \(whole): \(distance) m")
            #expect(workout.isDerived(.totalDistance))
        }
    }
}

/// gpxpy's reading of a GPX file's tracks: each track's `length_2d()` (within its segments,
/// never across a break) and its segments' positions.
struct GPXPyTrack: Decodable {
    let length2D: Double
    /// Latitude and longitude of each point, segment by segment.
    let segments: [[[Double]]]

    /// Whether python3 with gpxpy runs.
    static let available = read("/dev/null") != nil

    /// The tracks of the GPX at `path` (none for a file that is no GPX), `nil` when python3 or
    /// gpxpy is missing.
    static func read(_ path: String) -> [GPXPyTrack]? {
        let script = """
            import sys, json, gpxpy
            try:
                gpx = gpxpy.parse(open(sys.argv[1]))
            except Exception:
                print("[]"); sys.exit(0)
            print(json.dumps([{"length2D": t.length_2d(),
                               "segments": [[[p.latitude, p.longitude] for p in s.points] for s in t.segments]}
                              for t in gpx.tracks]))
            """
        guard let data = try? PythonPeer.run(script, [path]) else { return nil }
        return try? JSONDecoder().decode([GPXPyTrack].self, from: data)
    }

    /// The length of the track's segments as workoutkit measures a path, on the WGS84 ellipsoid.
    var ellipsoidalLength: Double {
        segments.reduce(0) { total, points in
            total + Geodesy.pathLength(points.map { Location(timestamp: Date(), latitude: $0[0], longitude: $0[1]) })
        }
    }

    /// Whether `meters` is this track's length: its segments' on the ellipsoid to the centimetre
    /// (derived totals are rounded to it), and gpxpy's `length_2d()` within 0.5 % (gpxpy measures
    /// on a sphere of the equatorial radius, about 0.2 % longer at 36° N for these tracks; the
    /// steps across breaks this file's track has would add 22 %).
    func isLength(_ meters: Double) -> Bool {
        abs(meters - ellipsoidalLength) < 0.01 && abs(meters - length2D) <= 0.005 * length2D
    }
}

/// The corpus file whose timed track has five segments (breaks among points without a time):
/// its derived distance, and that of its trim, against gpxpy's `length_2d()`.
@Suite("Derived distance of a corpus GPX of several segments, against gpxpy",
       .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)),
       .enabled(if: GPXPyTrack.available, "python3 with gpxpy is needed (pip install gpxpy; Scripts/setup.sh installs it)"))
struct DerivedSegmentCorpusTests {
    static let file = "gpx/gpsbabel-2-tracks-10-segments.gpx"

    @Test("The timed track's derived distance is the length of gpxpy's segments (1,463.5 m on the ellipsoid, gpxpy's length_2d() 1,466.5 m: no step across its four breaks), streamed and read whole alike")
    func wholeTrackAgainstGpxpy() throws {
        let path = try #require(Corpus.url(Self.file)).path
        // The file's second track is the timed one (the first, without times, is a course).
        let peer = try #require(GPXPyTrack.read(path)?.last)
        let dir = try TemporaryDirectory()
        for whole in [false, true] {
            let store = try WorkoutStore(path: dir.path(whole ? "whole.sqlite" : "streamed.sqlite"))
            let workout = try DerivedSegmentDistanceTests.importWorkout(path, whole: whole, into: store)
            let distance = try #require(try workout.totalDistance?.doubleValue(for: .meter))
            #expect(peer.isLength(distance), "whole: \(whole): ours \(distance) m, gpxpy \(peer.length2D) m, its segments \(peer.ellipsoidalLength) m")
        }
    }

    @Test("Trimmed from 05:27:22, the stored workout's distance (streamed and whole trim alike) is the length of the segments gpxpy reads in the trim written as GPX")
    func trimAgainstGpxpy() throws {
        let path = try #require(Corpus.url(Self.file)).path
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let uuid = try DerivedSegmentDistanceTests.importWorkout(path, whole: false, into: store).uuid
        let from = try #require(Timestamp.date("2007-07-27T05:27:22Z"))
        let pipeline = EditPipeline(store: store)
        let trimmed = try RecordingEditor.trim(try pipeline.read(.storedWorkout(uuid.uuidString)), from: from, name: "trim")
        let wholeDistance = try #require(try trimmed.recording.workout.totalDistance?.doubleValue(for: .meter))
        let outcome = try #require(try pipeline.saveStreamed(.storedWorkout(uuid.uuidString), edit: .trim { _ in (from: from, to: nil) },
                                                             asNewWorkout: true), "the trim streams")
        let streamed = try #require(try store.recording(for: outcome.saved.uuid)?.workout.totalDistance?.doubleValue(for: .meter))
        #expect(streamed == wholeDistance)

        let gpx = dir.path("trimmed.gpx")
        try pipeline.write([trimmed], with: try #require(FormatRegistry.standard.writer(named: "gpx")), to: .file(gpx))
        let peer = try #require(GPXPyTrack.read(gpx)?.first)
        #expect(peer.segments.count > 1)
        #expect(peer.isLength(wholeDistance), "ours \(wholeDistance) m, gpxpy \(peer.length2D) m, its segments \(peer.ellipsoidalLength) m")
    }
}
