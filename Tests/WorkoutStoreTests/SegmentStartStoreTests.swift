import Foundation
import GRDB
import Testing
import WorkoutModel
@testable import WorkoutStore

/// Route locations that start a segment of the recorded track (a GPX break among points
/// without a time, `Location.startsSegment`) and course points that do: the route chunk marks
/// them with bit 6 of the presence byte, the course chunk with bit 3 (migration
/// "v8-segment-start-bits"); chunks saved before have them clear.
@Suite("Route locations and course points that start a segment, in the store")
struct SegmentStartStoreTests {
    /// `UntimedLocationStoreTests.run` with segments starting at `starts`.
    static func run(starts: Set<Int>) -> WorkoutRecording {
        var recording = UntimedLocationStoreTests.run(untimed: UntimedLocationStoreTests.untimed)
        for index in starts { recording.routes[0].locations[index].startsSegment = true }
        return recording
    }

    static let starts: Set<Int> = [3, 1000, LocationChunk.capacity, 6001]

    @Test("locations that start a segment are read back the same, in every chunk, and the same recording again is unchanged")
    func savedAndReadBack() throws {
        let store = try WorkoutStore.inMemory()
        let recording = Self.run(starts: Self.starts)
        #expect(try store.save(recording, versioning: .nextVersionOnChange).status == .imported)
        let back = try #require(try store.recording(for: recording.workout.uuid))
        #expect(back.routes[0].locations == recording.routes[0].locations)
        #expect(Set(back.routes[0].locations.indices.filter { back.routes[0].locations[$0].startsSegment }) == Self.starts)
        #expect(back.contentDigest == recording.contentDigest)
        #expect(try store.save(Self.run(starts: Self.starts), versioning: .nextVersionOnChange).status == .unchanged)
        // A break more is a change.
        var changed = Self.run(starts: Self.starts)
        changed.routes[0].locations[2000].startsSegment = true
        #expect(try store.save(changed, versioning: .nextVersionOnChange).status == .replaced)
    }

    @Test("only the locations that start a segment have bit 6; the other bits and columns are as before")
    func chunkBit() throws {
        let plain = UntimedLocationStoreTests.run(untimed: [0, 7], seconds: 300).routes[0].locations
        var marked = plain
        marked[8].startsSegment = true
        let plainBytes = LocationChunk.encode(plain[...]), markedBytes = LocationChunk.encode(marked[...])
        #expect(plainBytes.prefix(plain.count).allSatisfy { $0 & (1 << 6) == 0 })
        #expect(markedBytes.indices.filter { markedBytes[$0] != plainBytes[$0] } == [8])
        #expect(markedBytes[8] == plainBytes[8] | (1 << 6))
        var decoded = RouteLocations()
        try LocationChunk.decode(Data(markedBytes), format: LocationChunk.Format.compact.rawValue, count: marked.count, into: &decoded)
        #expect(decoded == marked)
    }

    @Test("a course point that starts a segment has bit 3 of its presence byte and is read back the same")
    func courseChunkBit() throws {
        var points = CoursePoints()
        for index in 0..<5 {
            points.append(CoursePoints.Point(latitude: 50, longitude: 8 + Double(index) / 1000, startsSegment: index == 3))
        }
        let bytes = CoursePointChunk.encode(points, range: 0..<5)
        #expect(bytes.prefix(5).indices.filter { bytes[$0] & (1 << 3) != 0 } == [3])
        var decoded = CoursePoints()
        try CoursePointChunk.decode(Data(bytes), count: 5, into: &decoded)
        #expect(decoded == points)
    }

    @Test("the store records the migration, so that an earlier workoutkit refuses a store that may hold such locations")
    func migrationIsRecorded() throws {
        let store = try WorkoutStore.inMemory()
        let migrations = try store.writer.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(migrations.contains("v8-segment-start-bits"))
    }
}
