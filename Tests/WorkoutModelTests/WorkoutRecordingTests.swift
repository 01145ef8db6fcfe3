import Foundation
import Testing
@testable import WorkoutModel

@Suite("Workout recordings")
struct WorkoutRecordingTests {
    private func sampleRecording() -> WorkoutRecording {
        let start = Date(timeIntervalSince1970: 1_714_548_600)
        let workout = Workout(
            activityType: .running, start: start, end: start + 1800, totalDistance: Quantity(5000, .meter),
            source: Source(name: "Test"), syncIdentifier: "abc",
            metadata: [MetadataKey.indoorWorkout: .bool(false)],
            events: [WorkoutEvent(type: .lap, date: start, duration: 900)])
        return WorkoutRecording(
            workout: workout,
            samples: [QuantitySample(type: .heartRate, quantity: Quantity(140, .countPerMinute), start: start, end: start)],
            routes: [WorkoutRoute(locations: [Location(timestamp: start, latitude: 52.5, longitude: 13.4, altitude: 0)])])
    }

    @Test("The content digest ignores UUIDs and sync versions", arguments: ContentDigestVersion.allCases)
    func digestIgnoresIdentity(version: ContentDigestVersion) {
        let a = sampleRecording()
        var b = sampleRecording()
        b.workout.syncVersion = 7
        b.samples[0].uuid = UUID()
        b.routes[0].uuid = UUID()
        #expect(a.workout.uuid != b.workout.uuid)
        #expect(a.contentDigest(version) == b.contentDigest(version))
        #expect(ContentDigestVersion(ofDigest: a.contentDigest(version)) == version)
        #expect(a.contentDigest(version).count == (version == .version1 ? 32 : 34))
        #expect(a.contentDigest == a.contentDigest(.version2))
    }

    @Test("The content digest changes with any value, including nil versus zero", arguments: ContentDigestVersion.allCases)
    func digestSeesEveryChange(version: ContentDigestVersion) {
        var base = sampleRecording()
        let start = base.workout.startDate
        base.samples.append(QuantitySample(type: .cyclingPower, quantity: Quantity(200, .watt), start: start + 1, end: start + 1))
        base.routes.append(WorkoutRoute(syncIdentifier: "second", locations: [
            Location(timestamp: start + 1, latitude: 52.6, longitude: 13.4, speed: 3),
        ]))
        var edits: [WorkoutRecording] = []
        var r = base; r.workout.activityType = .walking; edits.append(r)
        r = base; r.samples[0].quantity.value = 141; edits.append(r)
        r = base; r.samples[1].quantity.value = 201; edits.append(r)  // the last value
        r = base; r.samples[1].quantity = Quantity(200, .kilocalorie); edits.append(r)  // its unit
        r = base; r.samples[1].endDate = start + 2; edits.append(r)
        r = base; r.samples[1].metadata = ["zone": .integer(2)]; edits.append(r)
        r = base; r.samples.swapAt(0, 1); edits.append(r)
        r = base; r.samples.removeLast(); edits.append(r)
        r = base; r.routes[0].locations[0].altitude = nil; edits.append(r)
        r = base; r.routes[0].locations[0].altitude = 0.5; edits.append(r)
        r = base; r.routes[1].locations[0].speed = nil; r.routes[1].locations[0].course = 3; edits.append(r)
        r = base; r.routes[0].locations.append(contentsOf: r.routes[1].locations); r.routes[1].locations = []; edits.append(r)
        r = base; r.routes[1].syncIdentifier = nil; edits.append(r)
        r = base; r.routes.swapAt(0, 1); edits.append(r)
        r = base; r.workout.metadata[MetadataKey.indoorWorkout] = .bool(true); edits.append(r)
        r = base; r.workout.metadata["x"] = .integer(1); edits.append(r)
        r = base; r.workout.events[0].duration = 901; edits.append(r)
        r = base; r.workout.totalEnergyBurned = Quantity(0, .kilocalorie); edits.append(r)
        r = base; r.workout.totalDistance = Quantity(5001, .meter); edits.append(r)  // the totals only
        r = base; r.waypoints = [Waypoint(name: "Start", latitude: 52.5, longitude: 13.4)]; edits.append(r)
        let digests = Set(edits.map { $0.contentDigest(version) } + [base.contentDigest(version)])
        #expect(digests.count == edits.count + 1)
    }

    @Test("Metadata integers and doubles stay apart")
    func metadataKeepsNumberKinds() {
        #expect(MetadataValue.integer(5) != MetadataValue.double(5))
        #expect(MetadataValue.integer(5).numericValue == 5)
        #expect(MetadataValue.string("x").numericValue == nil)
    }
}

@Suite("content-derived sample UUIDs")
struct ContentDerivedUUIDTests {
    @Test("Equal content gives the same UUID; any change gives another")
    func derivesStableUUIDs() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let a = QuantitySample(type: .heartRate, quantity: Quantity(70, .countPerMinute), start: start, end: start,
                               source: Source(name: "Watch"))
        var b = a
        b.uuid = UUID()
        #expect(a.contentDerivedUUID == b.contentDerivedUUID)
        var c = a
        c.quantity = Quantity(71, .countPerMinute)
        #expect(a.contentDerivedUUID != c.contentDerivedUUID)
        var d = a
        d.source = Source(name: "Phone")
        #expect(a.contentDerivedUUID != d.contentDerivedUUID)
        // A version-8 UUID with the RFC 4122 variant.
        #expect(a.contentDerivedUUID.uuidString.dropFirst(14).first == "8")
    }
}
