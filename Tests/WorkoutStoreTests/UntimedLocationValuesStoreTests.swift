import Foundation
import GRDB
import Testing
import WorkoutModel
@testable import WorkoutStore

/// The values of route locations without a time (`Location.values`): a route chunk marks such
/// a location with bit 7 of its presence byte and packs its values after the columns
/// (migration "v9-untimed-location-values"); chunks without such locations are as before.
@Suite("Values of route locations without a time in the store")
struct UntimedLocationValuesStoreTests {
    /// A developer field's type, which the model does not list: kept with its unit and style.
    static let developerPower = QuantityType(identifier: "WKQuantityTypeIdentifierDeveloper.Power", aggregationStyle: .discrete,
                                             canonicalUnit: .watt)

    /// `UntimedLocationStoreTests.run` whose locations without a time hold values (heart rate,
    /// cadence, a developer field), except the first.
    static func run() -> WorkoutRecording {
        var recording = UntimedLocationStoreTests.run(untimed: UntimedLocationStoreTests.untimed)
        for (n, index) in UntimedLocationStoreTests.untimed.sorted().dropFirst().enumerated() {
            recording.routes[0].locations[index].values = [
                LocationValue(.heartRate, 120 + Double(n)), LocationValue(.runningCadence, 85.5),
                LocationValue(developerPower, 250 + Double(n) / 3),
            ]
        }
        return recording
    }

    @Test("locations without a time keep their values through save and read, in every chunk, and the same recording again is unchanged")
    func savedAndReadBack() throws {
        let store = try WorkoutStore.inMemory()
        let recording = Self.run()
        #expect(try store.save(recording, versioning: .nextVersionOnChange).status == .imported)
        let back = try #require(try store.recording(for: recording.workout.uuid))
        #expect(back.routes[0].locations == recording.routes[0].locations)
        let values = back.routes[0].locations.flatMap(\.values)
        #expect(values.count == 3 * (UntimedLocationStoreTests.untimed.count - 1))
        #expect(values.contains { $0.quantityType == Self.developerPower && $0.quantityType.canonicalUnit == .watt })
        var chunked: [Location] = []
        _ = try store.readWorkoutContent(recording.workout.uuid) { stored in
            try stored.forEachLocationChunk(ofRoute: 0) { chunked += $0 }
        }
        #expect(chunked == Array(recording.routes[0].locations))
        #expect(back.contentDigest == recording.contentDigest)
        #expect(try store.save(Self.run(), versioning: .nextVersionOnChange).status == .unchanged)
        var changed = Self.run()
        changed.routes[0].locations[1000].values[0].value += 1
        #expect(try store.save(changed, versioning: .nextVersionOnChange).status == .replaced)
    }

    @Test("a chunk without values has bit 7 clear and ends with its columns; one with values only adds its bit and the values after the columns, in either format")
    func chunkLayout() throws {
        let plain = UntimedLocationStoreTests.run(untimed: [0, 7], seconds: 300).routes[0].locations
        let plainBytes = LocationChunk.encode(plain[...])
        #expect(plainBytes.prefix(plain.count).allSatisfy { $0 & 0b1000_0000 == 0 })
        var valued = plain
        valued[7].values = [LocationValue(.heartRate, 150)]
        let valuedBytes = LocationChunk.encode(valued[...])
        #expect(Array(valuedBytes.prefix(plainBytes.count)) == plainBytes.enumerated().map { $0.offset == 7 ? $0.element | 0x80 : $0.element })
        var decoded = RouteLocations()
        try LocationChunk.decode(Data(valuedBytes), format: LocationChunk.Format.compact.rawValue, count: valued.count, into: &decoded)
        #expect(decoded == valued)
        // A chunk saved before the compact format: 65 bytes a location, then the values.
        let fixedBytes = LocationChunkTests.fixedBytes(Array(valued))
        #expect(Array(fixedBytes.prefix(plain.count * 65)) == LocationChunkTests.fixedBytes(Array(valued).map { location in
            var location = location
            location.values = []
            return location
        }).enumerated().map { $0.offset == 7 ? $0.element | 0x80 : $0.element })
        decoded = []
        try LocationChunk.decode(Data(fixedBytes), format: LocationChunk.Format.fixed.rawValue, count: valued.count, into: &decoded)
        #expect(decoded == valued)
    }

    @Test("a chunk whose values are cut short, or that has bytes after them, is named damaged")
    func damagedChunks() throws {
        var locations = UntimedLocationStoreTests.run(untimed: [3], seconds: 10).routes[0].locations
        locations[3].values = [LocationValue(.heartRate, 150)]
        let bytes = LocationChunk.encode(locations[...])
        for damaged in [Array(bytes.dropLast()), bytes + [0]] {
            var decoded = RouteLocations()
            #expect(throws: StoreError.self) {
                try LocationChunk.decode(Data(damaged), format: LocationChunk.Format.compact.rawValue, count: locations.count, into: &decoded)
            }
        }
    }

    @Test("the store records the migration, so that an earlier workoutkit refuses a store that may hold such chunks")
    func migrationIsRecorded() throws {
        let store = try WorkoutStore.inMemory()
        let migrations = try store.writer.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(migrations.contains("v9-untimed-location-values"))
    }
}
