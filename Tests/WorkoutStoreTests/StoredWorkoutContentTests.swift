import Foundation
import Testing
import WorkoutModel
@testable import WorkoutStore

/// ``WorkoutStore/readWorkoutContent(_:_:)`` hands a stored workout out as its rest, its
/// samples in saved order and its routes' locations chunk by chunk: together they are
/// ``WorkoutStore/recording(for:)``.
@Suite("Stored workouts read as rest, samples and locations")
struct StoredWorkoutContentTests {
    @Test("rest, samples and locations are the stored recording: every sample in saved order (rows over several batches, chunks, metadata), every location",
          arguments: StoreBackend.available)
    func contentIsTheRecording(backend: StoreBackend) throws {
        // Heart rate and power packed, distance from start and cadence with metadata in rows
        // (more rows than a batch), an interval heart rate and energy, a route (a location
        // every third second: more than a chunk).
        let recording = StoredWorkoutReaderTests.ride(seconds: 3 * LocationChunk.capacity + 900)
        let held = try backend.store { try $0.save(recording) }
        let store = held.store
        let whole = try #require(try store.recording(for: recording.workout.uuid))
        try #require(whole.samples.filter { $0.quantityType == .distanceFromStart }.count > StoredWorkoutContent.rowBatchSize)
        try #require(whole.routes[0].locations.count > LocationChunk.capacity)
        var reads = 0
        let found = try store.readWorkoutContent(recording.workout.uuid) { stored in
            #expect(stored.rest.workout == whole.workout)
            #expect(stored.rest.samples.isEmpty)
            #expect(stored.rest.waypoints == whole.waypoints)
            #expect(stored.rest.routes.map(\.uuid) == whole.routes.map(\.uuid))
            #expect(stored.rest.routes.map(\.metadata) == whole.routes.map(\.metadata))
            #expect(stored.rest.routes.allSatisfy { $0.locations.isEmpty })
            // Twice: the content is read as often as a writer needs.
            for _ in 0..<2 {
                var samples: [QuantitySample] = []
                try stored.forEachSample { samples.append($0) }
                #expect(samples.count == whole.samples.count)
                #expect(samples == whole.samples)
                var locations: [Location] = []
                var chunks = 0
                try stored.forEachLocationChunk(ofRoute: 0) {
                    locations += $0
                    chunks += 1
                }
                #expect(locations == Array(whole.routes[0].locations))
                #expect(chunks > 1)
                reads += 1
            }
        }
        #expect(found)
        #expect(reads == 2)
        #expect(try !store.readWorkoutContent(UUID()) { _ in Issue.record("no such workout") })
    }

    @Test("sample counts are the recording's counts by type, with the samples that have metadata",
          arguments: StoreBackend.available)
    func sampleCountsCountTheRecording(backend: StoreBackend) throws {
        let recording = StoredWorkoutReaderTests.ride(seconds: 1200)
        let held = try backend.store { try $0.save(recording) }
        let store = held.store
        let whole = try #require(try store.recording(for: recording.workout.uuid))
        _ = try store.readWorkoutContent(recording.workout.uuid) { stored in
            let counts = try stored.sampleCounts()
            #expect(Set(counts.map(\.type)) == Set(whole.samples.map(\.quantityType)))
            #expect(counts.count == Set(counts.map(\.type)).count)
            for count in counts {
                let ofType = whole.samples.filter { $0.quantityType == count.type }
                #expect(count.count == ofType.count, "\(count.type)")
                #expect(count.withMetadata == ofType.filter { !$0.metadata.isEmpty }.count, "\(count.type)")
            }
            #expect(counts.contains { $0.withMetadata > 0 })
        }
    }

    @Test("a workout without samples or routes hands out none")
    func emptyWorkoutHandsOutNothing() throws {
        let store = try WorkoutStore.inMemory()
        let recording = Fixture.recording([])
        try store.save(recording)
        _ = try store.readWorkoutContent(recording.workout.uuid) { stored in
            try stored.forEachSample { Issue.record("unexpected sample \($0)") }
            #expect(stored.rest.routes.isEmpty)
            #expect(try stored.sampleCounts().isEmpty)
        }
    }
}
