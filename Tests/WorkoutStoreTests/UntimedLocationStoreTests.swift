import Foundation
import GRDB
import Testing
import WorkoutModel
@testable import WorkoutStore

/// Route locations without a time (points without `<time>` in a timed GPX track, kept in
/// place): the route chunk marks them with bit 5 of the presence byte (migration
/// "v7-untimed-route-chunk-time-bit"); chunks saved before have it clear and read as before.
@Suite("Route locations without a time in the store")
struct UntimedLocationStoreTests {
    /// `Fixture.run` whose locations at `untimed` have no time, each ordered at the time of
    /// the location before it (at the first timed one's, before it), as the readers make them.
    static func run(untimed: Set<Int>, seconds: Int = 3 * LocationChunk.capacity / 2) -> WorkoutRecording {
        var recording = Fixture.run(seconds: seconds)
        let firstTimed = (0..<seconds).first { !untimed.contains($0) }!
        for index in untimed.sorted() {
            let orderedAt = index < firstTimed ? firstTimed : index - 1
            recording.routes[0].locations[index].timestamp = recording.routes[0].locations[orderedAt].timestamp
            recording.routes[0].locations[index].hasTime = false
        }
        return recording
    }

    static let untimed: Set<Int> = [0, 1, 2, 1000, 1001, LocationChunk.capacity, 6000, 6143]

    @Test("a route with locations without a time is read back the same, in every chunk, and the same recording again is unchanged")
    func savedAndReadBack() throws {
        let store = try WorkoutStore.inMemory()
        let recording = Self.run(untimed: Self.untimed)
        #expect(try store.save(recording, versioning: .nextVersionOnChange).status == .imported)
        let back = try #require(try store.recording(for: recording.workout.uuid))
        #expect(back.routes[0].locations == recording.routes[0].locations)
        #expect(Set(back.routes[0].locations.indices.filter { !back.routes[0].locations[$0].hasTime }) == Self.untimed)
        var chunked: [Location] = []
        _ = try store.readWorkoutContent(recording.workout.uuid) { stored in
            try stored.forEachLocationChunk(ofRoute: 0) { chunked += $0 }
        }
        #expect(chunked == Array(recording.routes[0].locations))
        #expect(back.contentDigest == recording.contentDigest)
        #expect(try store.save(Self.run(untimed: Self.untimed), versioning: .nextVersionOnChange).status == .unchanged)
    }

    @Test("a location that loses its time only is a change: the next version replaces the route")
    func losingATimeIsAChange() throws {
        let store = try WorkoutStore.inMemory()
        #expect(try store.save(Self.run(untimed: Self.untimed), versioning: .nextVersionOnChange).status == .imported)
        var changed = Self.run(untimed: Self.untimed)
        changed.routes[0].locations[500].hasTime = false
        #expect(changed.contentDigest != Self.run(untimed: Self.untimed).contentDigest)
        #expect(changed.contentDigest(.version1) != Self.run(untimed: Self.untimed).contentDigest(.version1))
        #expect(try store.save(changed, versioning: .nextVersionOnChange).status == .replaced)
    }

    @Test("a route whose locations all have times is packed with bit 5 clear and read with times, so chunks of older stores (whole columns) read as they did")
    func timedChunksAreTheOldLayout() throws {
        let timed = Fixture.run(seconds: 300).routes[0].locations
        let bytes = LocationChunk.encode(timed[...])
        #expect(bytes.prefix(timed.count).allSatisfy { $0 & 0b1110_0000 == 0 })
        var decoded = RouteLocations()
        try LocationChunk.decode(Data(bytes), format: LocationChunk.Format.compact.rawValue, count: timed.count, into: &decoded)
        #expect(decoded == timed && decoded.allSatisfy(\.hasTime))
        decoded = []
        try LocationChunk.decode(Data(LocationChunkTests.fixedBytes(Array(timed))), format: LocationChunk.Format.fixed.rawValue,
                                 count: timed.count, into: &decoded)
        #expect(decoded == timed && decoded.allSatisfy(\.hasTime))
        // With locations without a time: their bit is set, and they read back the same.
        let mixed = Self.run(untimed: [0, 7], seconds: 300).routes[0].locations
        let mixedBytes = LocationChunk.encode(mixed[...])
        #expect(mixedBytes.prefix(mixed.count).indices.filter { mixedBytes[$0] & (1 << 5) != 0 } == [0, 7])
        decoded = []
        try LocationChunk.decode(Data(mixedBytes), format: LocationChunk.Format.compact.rawValue, count: mixed.count, into: &decoded)
        #expect(decoded == mixed)
    }

    @Test("the store records the migration, so that an earlier workoutkit refuses a store that may hold such locations")
    func migrationIsRecorded() throws {
        let store = try WorkoutStore.inMemory()
        let migrations = try store.writer.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(migrations.contains("v7-untimed-route-chunk-time-bit"))
    }
}
