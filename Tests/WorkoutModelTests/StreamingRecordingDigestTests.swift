import Foundation
import Testing
@testable import WorkoutModel

@Suite("Version 2 of the content digest, fed as a streamed recording has its pieces")
struct StreamingRecordingDigestTests {
    /// A ride of `seconds` points: heart rate, power and cadence each second, a location each
    /// second (some without altitude), two lap samples with metadata, two routes and a waypoint.
    private func ride(seconds: Int) -> (values: [QuantitySample], rest: WorkoutRecording, whole: WorkoutRecording) {
        let start = Date(timeIntervalSinceReferenceDate: 767_000_000.5)
        let workout = Workout(activityType: .cycling, start: start, end: start + Double(seconds),
                              totalDistance: Quantity(12_345.6, .meter), source: Source(name: "Edge"), syncIdentifier: "ride")
        var values: [QuantitySample] = []
        var locations: [Location] = []
        for second in 0..<seconds {
            let date = start + Double(second)
            values.append(QuantitySample(type: .heartRate, quantity: Quantity(110 + Double(second % 40), .countPerMinute),
                                         start: date, end: date))
            values.append(QuantitySample(type: .cyclingPower, quantity: Quantity(180.5 + Double(second % 7), .watt),
                                         start: date, end: date))
            if second % 3 != 0 {
                values.append(QuantitySample(type: .cyclingCadence, quantity: Quantity(88, .countPerMinute), start: date, end: date))
            }
            locations.append(Location(timestamp: date, latitude: 46.5 + Double(second) * 1e-5, longitude: 6.6,
                                      altitude: second % 5 == 0 ? nil : 400 + Double(second) / 10, speed: 8.25))
        }
        let laps = (0..<2).map { lap in
            QuantitySample(type: .distanceCycling, quantity: Quantity(6000 + Double(lap), .meter),
                           start: start + Double(lap * seconds / 2), end: start + Double((lap + 1) * seconds / 2),
                           metadata: ["HKLapIndex": .integer(lap)])
        }
        let second = WorkoutRoute(syncIdentifier: "other", locations: Array(locations.prefix(3)), metadata: ["k": .string("v")])
        let waypoints = [Waypoint(name: "Col", latitude: 46.6, longitude: 6.7, elevation: 1500)]
        let rest = WorkoutRecording(workout: workout, samples: laps, routes: [second], waypoints: waypoints)
        let whole = WorkoutRecording(workout: workout, samples: values + laps,
                                     routes: [WorkoutRoute(syncIdentifier: "ride-route", locations: locations), second],
                                     waypoints: waypoints)
        return (values, rest, whole)
    }

    /// The digest fed as ``StreamedRecording`` feeds it: each point's values and location as
    /// they come, then the rest's samples, the end of the streamed route, the rest's routes.
    private func streamedDigest(_ values: [QuantitySample], _ whole: WorkoutRecording, rest: WorkoutRecording) -> String {
        var digest = StreamingRecordingDigest()
        var locations = whole.routes[0].locations.makeIterator()
        for value in values {
            digest.addValue(value.quantity.value, of: value.quantityType, at: value.startDate)
            if value.quantityType == .heartRate, let location = locations.next() { digest.addLocation(location) }
        }
        for sample in rest.samples {
            digest.addSample(sample.quantityType, sample.quantity, start: sample.startDate, end: sample.endDate,
                             metadata: sample.metadata)
        }
        digest.endRoute(syncIdentifier: whole.routes[0].syncIdentifier, metadata: [:])
        for route in rest.routes {
            for location in route.locations { digest.addLocation(location) }
            digest.endRoute(syncIdentifier: route.syncIdentifier, metadata: route.metadata)
        }
        return digest.hexDigest(workout: rest.workout, waypoints: rest.waypoints)
    }

    @Test("Values and locations fed interleaved, the workout last, give the whole recording's digest")
    func streamedEqualsWhole() {
        for seconds in [1, 400, 2_000] {  // short and long (past the sample kinds' first pairs)
            let (values, rest, whole) = ride(seconds: seconds)
            let streamed = streamedDigest(values, whole, rest: rest)
            #expect(streamed == whole.contentDigest, "\(seconds) s")
            #expect(ContentDigestVersion(ofDigest: streamed) == .version2)
        }
    }

    @Test("A change in the last value, or in the workout's totals only, changes the streamed digest")
    func streamedDigestSeesLastValueAndTotals() {
        let (values, rest, whole) = ride(seconds: 600)
        let digest = streamedDigest(values, whole, rest: rest)
        var lastChanged = values
        lastChanged[lastChanged.count - 1].quantity.value += 1
        #expect(streamedDigest(lastChanged, whole, rest: rest) != digest)
        var totals = rest
        totals.workout.totalDistance = Quantity(12_345.7, .meter)
        #expect(streamedDigest(values, whole, rest: totals) != digest)
        var energy = rest
        energy.workout.totalEnergyBurned = Quantity(0, .kilocalorie)
        #expect(streamedDigest(values, whole, rest: energy) != digest)
    }

    @Test("Texts of every length up to 40 bytes hash apart, and apart from their absence")
    func wordHasherTellsTextsApart() {
        var digests: Set<UInt64> = []
        var texts: [String?] = [nil, ""]
        for length in 1...40 { texts.append(String(repeating: "a", count: length)) }
        texts.append("a\u{0}")  // a text ending in a zero byte against the padding
        for text in texts {
            var hasher = WordHasher()
            hasher.add(text)
            digests.insert(hasher.lanes.0)
        }
        #expect(digests.count == texts.count)
    }
}
