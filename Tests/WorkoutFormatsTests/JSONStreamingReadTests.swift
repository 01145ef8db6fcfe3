import Foundation
import Testing
import WorkoutModel
@testable import WorkoutFormats

@Suite("Workout JSON read as it comes, series read back as series")
struct JSONStreamingReadTests {
    static let start = Date(timeIntervalSince1970: 1_714_548_600)

    /// A ride of `points` one-second points: heart rate, cadence and power interleaved point by
    /// point as the readers add them (power missing at every fifth point), a route, and two
    /// lap samples over intervals after the series.
    static func ride(points: Int) -> WorkoutRecording {
        var series = RecordingSeries()
        var locations: [Location] = []
        for k in 0..<points {
            let time = start + Double(k)
            series.append(120 + Double(k % 40), of: .heartRate, at: time)
            series.append(85 + Double(k % 7) * 0.5, of: .cyclingCadence, at: time)
            if k % 5 != 4 { series.append(200 + Double(k % 90) * 1.25, of: .cyclingPower, at: time) }
            locations.append(Location(timestamp: time, latitude: 48 + Double(k) * 1e-5, longitude: 11.5, altitude: 500 + Double(k % 13)))
        }
        let laps = [
            QuantitySample(type: .activeEnergyBurned, quantity: Quantity(40, .kilocalorie), start: start, end: start + Double(points / 2)),
            QuantitySample(type: .distanceCycling, quantity: Quantity(812.5, .meter), start: start, end: start + Double(points / 2)),
        ]
        let workout = Workout(activityType: .cycling, start: start, end: start + Double(points), source: Source(name: "test"))
        return WorkoutRecording(workout: workout, series: series, samples: laps,
                                routes: [WorkoutRoute(syncIdentifier: "r", locations: locations)])
    }

    static func read(_ bytes: [UInt8], pieceSize: Int? = nil) throws -> [WorkoutRecording] {
        let source: any ByteSource = pieceSize.map { PiecewiseByteSource(String(decoding: bytes, as: UTF8.self), pieceSize: $0) }
            ?? DataByteSource(bytes)
        return try JSONRecordingReader().readAll(from: source, context: ReadContext(name: "ride.json"))
    }

    @Test("A recording's series read back from its JSON are its series, value for value, UUID for UUID, and write the same bytes")
    func seriesComeBackAsSeries() throws {
        let original = Self.ride(points: 1_500)
        let line = WorkoutJSON.encode(original) + [0x0A]
        let read = try #require(try Self.read(line).first)
        #expect(read.series.count == 3)
        for (a, b) in zip(read.series, original.series) {
            #expect(a.uuid == b.uuid)
            #expect(a.quantityType.identifier == b.quantityType.identifier)
            #expect(a.times == b.times)
            #expect(a.values.map(\.bitPattern) == b.values.map(\.bitPattern))
        }
        #expect(read.samples == original.samples)
        #expect(read.contentDigest == original.contentDigest)
        #expect(WorkoutJSON.encode(read) + [0x0A] == line)
    }

    @Test("A series written in pieces with UUIDs of their own (as a store hands them out) reads back a series a piece, in order")
    func piecesComeBackAsPieces() throws {
        let ride = Self.ride(points: 1_200)
        // Heart rate in pieces of at most 512 values, each identified afresh.
        let heartRate = try #require(ride.series.first { $0.quantityType.identifier == QuantityType.heartRate.identifier })
        let pieces = stride(from: 0, to: heartRate.count, by: 512).map { first in
            let range = first..<min(first + 512, heartRate.count)
            return QuantitySeries(type: .heartRate, times: Array(heartRate.times[range]), values: Array(heartRate.values[range]))
        }
        let original = WorkoutRecording(workout: ride.workout, series: RecordingSeries(pieces), routes: ride.routes)
        let line = WorkoutJSON.encode(original) + [0x0A]
        let read = try #require(try Self.read(line).first)
        #expect(read.series.map(\.uuid) == pieces.map(\.uuid))
        #expect(read.series.map(\.count) == [512, 512, 176])
        #expect(read.samples == original.samples)
        #expect(WorkoutJSON.encode(read) + [0x0A] == line)
    }

    @Test("Samples with UUIDs of their own (JSON of an older workoutkit) read back as the same samples in the same order")
    func samplesWithOwnUUIDsKeepTheirOrder() throws {
        let ride = Self.ride(points: 40)
        // The same values, each a sample with a random UUID, and an instantaneous value after
        // an interval sample: it must stay after it.
        var samples = ride.samples.map { QuantitySample(type: $0.quantityType, quantity: $0.quantity, start: $0.startDate, end: $0.endDate) }
        samples.append(QuantitySample(type: .heartRate, quantity: Quantity(150, .countPerMinute), start: Self.start + 50, end: Self.start + 50))
        let original = WorkoutRecording(workout: ride.workout, samples: samples, routes: ride.routes)
        let line = WorkoutJSON.encode(original) + [0x0A]
        let read = try #require(try Self.read(line).first)
        #expect(read.samples == original.samples)
        #expect(WorkoutJSON.encode(read) + [0x0A] == line)
    }

    @Test("Lines handed out a few bytes per read (every token split somewhere) read as whole ones do")
    func piecewiseReadsAreTheSame() throws {
        var text = WorkoutJSON.encode(Self.ride(points: 30)) + [0x0A, 0x0A]
        text += Array(#"{"uuid":"6F1C0000-0000-4000-8000-00000000000A","activityType":"running","start":"2024-05-01T07:30:00.000Z","end":"2024-05-01T07:31:00.000Z","metadata":{"note":"caf\u00e9 \"x\"\\ \ud83d\ude00","n":-1.5e-3}}"#.utf8) + [0x0A]
        let whole = try Self.read(text)
        #expect(whole.count == 2)
        #expect(whole[1].workout.metadata["note"] == .string("café \"x\"\\ 😀"))
        #expect(whole[1].workout.metadata["n"] == .double(-0.0015))
        for pieceSize in [1, 2, 3, 7, 64] {
            #expect(try Self.read(text, pieceSize: pieceSize) == whole, "pieces of \(pieceSize) bytes")
        }
    }

    @Test("A syntax error in a later line names that line and the column within it, however the input is read")
    func errorsNameTheLineAndColumn() throws {
        let good = WorkoutJSON.encode(Self.ride(points: 3))
        var bad = good
        // Break the first sample's value: `"value":120.0` → `"value":12x.0`.
        let marker = Array(#""value":12"#.utf8)
        let at = try #require((0...(bad.count - marker.count)).first { Array(bad[$0..<$0 + marker.count]) == marker })
        bad[at + marker.count] = UInt8(ascii: "x")
        let input = good + [0x0A, 0x0A] + bad + [0x0A]
        for pieceSize in [nil, 1, 5] {
            do {
                _ = try Self.read(input, pieceSize: pieceSize)
                Issue.record("accepted a broken line")
            } catch {
                #expect(String(describing: error).hasPrefix("ride.json: line 3, column \(at + marker.count + 1): "), "\(error)")
            }
        }
    }

    @Test("A line cut short (a file cut in the middle of a workout) is an unexpected end of line, and lenient reading keeps the lines before it")
    func truncatedLastLine() throws {
        let good = WorkoutJSON.encode(Self.ride(points: 5))
        let input = good + [0x0A] + good.prefix(good.count / 2)
        #expect(throws: FormatError.self) { try Self.read(input) }
        let context = ReadContext(name: "cut.json", options: ReadOptions(lenient: true))
        let kept = try JSONRecordingReader().readAll(from: DataByteSource(input), context: context)
        #expect(kept.count == 1)
        #expect(context.warnings.count == 1)
        #expect(context.warnings.first?.contains("line 2") == true)
        // Wherever the cut falls, the line ends inside its value.
        #expect(context.warnings.first.map { $0.contains("unexpected end of line") || $0.contains("unterminated") } == true,
                "\(context.warnings)")
    }
}

/// What a ``WorkoutSampleSink`` is handed by the JSON reader: the routes it took (UUID and
/// location count), the samples' count; it declines the route of `declining`.
private final class RouteTakingSink: WorkoutSampleSink {
    let declining: UUID?
    var samples = 0
    var taken: [(uuid: UUID, locations: Int)] = []
    private var takingRoute: UUID?
    private var locations = 0

    init(declining: UUID? = nil) { self.declining = declining }

    func takesSamples(ofWorkout uuid: UUID, syncIdentifier: String?) throws -> Bool { true }
    func addSample(_ sample: QuantitySample) throws { samples += 1 }
    func takesLocations(ofRoute uuid: UUID) throws -> Bool {
        guard uuid != declining else { return false }
        takingRoute = uuid
        locations = 0
        return true
    }
    func addLocation(_ location: Location) throws { locations += 1 }
    func endRoute(_ route: WorkoutRoute) throws {
        #expect(route.uuid == takingRoute && route.locations.isEmpty)
        taken.append((route.uuid, locations))
    }
    func discardSamples() throws {}
}

@Suite("Workout JSON routes handed to a sample sink")
struct JSONRouteSinkTests {
    /// The ride with four routes: its own, a second of 30 locations, one without locations and
    /// a last of 20.
    static func rideWithRoutes() -> WorkoutRecording {
        var ride = JSONStreamingReadTests.ride(points: 100)
        let locations = ride.routes[0].locations
        ride.routes += [WorkoutRoute(syncIdentifier: "second", locations: locations.prefix(30)),
                        WorkoutRoute(syncIdentifier: "empty", locations: []),
                        WorkoutRoute(syncIdentifier: "last", locations: locations.suffix(20))]
        return ride
    }

    fileprivate static func items(_ line: [UInt8], sink: RouteTakingSink) throws -> [WorkoutRecording] {
        var recordings: [WorkoutRecording] = []
        try JSONRecordingReader().readItems(from: DataByteSource(line), context: ReadContext(name: "ride.json"), sampleSink: sink) { item in
            if case .recording(let recording) = item { recordings.append(recording) }
        }
        return recordings
    }

    @Test("Every route up to the first without locations goes to the sink that takes them, location by location and in order; that route and those after it stay in the recording handed out")
    func routesGoToTheSinkUntilOneStays() throws {
        let ride = Self.rideWithRoutes()
        let sink = RouteTakingSink()
        let read = try Self.items(WorkoutJSON.encode(ride) + [0x0A], sink: sink)
        #expect(sink.taken.map(\.uuid) == ride.routes.prefix(2).map(\.uuid))
        #expect(sink.taken.map(\.locations) == [100, 30])
        #expect(read.count == 1 && read[0].routes.map(\.uuid) == ride.routes.suffix(2).map(\.uuid))
        #expect(read.first?.routes.last?.locations.count == 20)
    }

    @Test("A route the sink declines stays in the recording with every route after it")
    func aDeclinedRouteKeepsTheRestInOrder() throws {
        let ride = Self.rideWithRoutes()
        let sink = RouteTakingSink(declining: ride.routes[1].uuid)
        let read = try Self.items(WorkoutJSON.encode(ride) + [0x0A], sink: sink)
        #expect(sink.taken.map(\.uuid) == [ride.routes[0].uuid])
        #expect(read.first?.routes.map(\.uuid) == ride.routes.suffix(3).map(\.uuid))
    }

    @Test("A bad location names its route by its place in the line, whether the routes before it went to the sink or not")
    func aBadLocationNamesItsRoute() throws {
        var ride = Self.rideWithRoutes()
        ride.routes[3].locations[2].latitude = 91
        for sink in [RouteTakingSink(), RouteTakingSink(declining: ride.routes[0].uuid)] {
            #expect {
                _ = try Self.items(WorkoutJSON.encode(ride) + [0x0A], sink: sink)
            } throws: { error in
                "\(error)".contains("routes[3].locations[2]")
            }
        }
    }
}
