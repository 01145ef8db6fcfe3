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

    @Test("The content digest ignores UUIDs and sync versions")
    func digestIgnoresIdentity() {
        let a = sampleRecording()
        var b = sampleRecording()
        b.workout.syncVersion = 7
        #expect(a.workout.uuid != b.workout.uuid)
        #expect(a.contentDigest == b.contentDigest)
        #expect(a.contentDigest.count == 32)
    }

    @Test("The content digest changes with any value, including nil versus zero")
    func digestSeesEveryChange() {
        let base = sampleRecording()
        var edits: [WorkoutRecording] = []
        var r = base; r.workout.activityType = .walking; edits.append(r)
        r = base; r.samples[0].quantity.value = 141; edits.append(r)
        r = base; r.routes[0].locations[0].altitude = nil; edits.append(r)
        r = base; r.workout.metadata[MetadataKey.indoorWorkout] = .bool(true); edits.append(r)
        r = base; r.workout.metadata["x"] = .integer(1); edits.append(r)
        r = base; r.workout.events[0].duration = 901; edits.append(r)
        r = base; r.workout.totalEnergyBurned = Quantity(0, .kilocalorie); edits.append(r)
        let digests = Set(edits.map(\.contentDigest) + [base.contentDigest])
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
