import Foundation
import Testing
import TestSupport
import WorkoutModel
@testable import WorkoutStore

@Suite("PackedUUIDSet: the packed samples' UUIDs in runs")
struct PackedUUIDSetTests {
    @Test("a series' value UUIDs in order, backwards and shuffled are one range: each found, each refused a second time, none of another series found")
    func seriesValuesAreOneRange() {
        var generator = SeededRandom(seed: 7)
        let series = UUIDGenerator.random()
        let other = UUIDGenerator.random()
        let indexes = Array(1..<5_000)
        for order in [indexes, indexes.reversed(), indexes.shuffled(using: &generator)] {
            var set = PackedUUIDSet()
            #expect(Self.adding(series, to: &set))
            for index in order {
                #expect(Self.adding(UUIDGenerator.seriesValue(index, of: series), to: &set))
            }
            // The series' own UUID (version 4) and one range of the 4,999 derived ones.
            #expect(set.storedEntries == 2)
            for index in indexes {
                #expect(!Self.adding(UUIDGenerator.seriesValue(index, of: series), to: &set))
            }
            #expect(!Self.adding(series, to: &set))
            #expect(!Self.holds(set, UUIDGenerator.seriesValue(5_000, of: series)))
            #expect(!Self.holds(set, UUIDGenerator.seriesValue(1, of: other)))
            #expect(!Self.holds(set, other))
        }
    }

    @Test("a chunk beginning inside a series (its first UUID a derived one, the rest derived from it) joins the series' range")
    func chunksDerivedFromADerivedUUID() {
        let series = UUIDGenerator.random()
        var set = PackedUUIDSet()
        var chunkStart = series
        for chunk in 0..<10 {
            for index in 0..<100 {
                #expect(Self.adding(UUIDGenerator.seriesValue(index, of: chunkStart), to: &set))
            }
            chunkStart = UUIDGenerator.seriesValue(100 * (chunk + 1), of: series)
        }
        #expect(set.storedEntries == 2)
        #expect(Self.holds(set, UUIDGenerator.seriesValue(999, of: series)))
        #expect(!Self.holds(set, UUIDGenerator.seriesValue(1_000, of: series)))
    }

    @Test("the same answers as a Set on a mix of series values out of order, series' own UUIDs, random version 4 and version 8 UUIDs and repeats")
    func answersAsASet() {
        var generator = SeededRandom(seed: 42)
        let series = (0..<6).map { _ in UUIDGenerator.random() }
        var set = PackedUUIDSet()
        var reference = Set<UUID>()
        var seen: [UUID] = []
        for _ in 0..<40_000 {
            let uuid: UUID
            switch Int.random(in: 0..<10, using: &generator) {
            case 0 where !seen.isEmpty: uuid = seen[Int.random(in: 0..<seen.count, using: &generator)]
            case 1: uuid = Self.randomVersion8(using: &generator)
            case 2: uuid = UUIDGenerator.random()
            default:
                let which = series[Int.random(in: 0..<series.count, using: &generator)]
                // Mostly near each other, as chunks of a series are; sometimes far off.
                let index = Bool.random(using: &generator) ? Int.random(in: 0..<3_000, using: &generator)
                    : Int.random(in: 0..<(1 << 40), using: &generator)
                uuid = UUIDGenerator.seriesValue(index, of: which)
            }
            #expect(Self.adding(uuid, to: &set) == reference.insert(uuid).inserted)
            seen.append(uuid)
        }
        #expect(set.storedEntries < reference.count)
    }

    /// Adds `uuid` to `set`; whether it was not held yet.
    private static func adding(_ uuid: UUID, to set: inout PackedUUIDSet) -> Bool {
        set.insert(uuid)
    }

    /// Whether `set` holds `uuid` (a copy refuses it).
    private static func holds(_ set: PackedUUIDSet, _ uuid: UUID) -> Bool {
        var copy = set
        return !copy.insert(uuid)
    }

    private static func randomVersion8(using generator: inout SeededRandom) -> UUID {
        var bytes = (UInt64.random(in: 0...UInt64.max, using: &generator), UInt64.random(in: 0...UInt64.max, using: &generator))
        return withUnsafeMutableBytes(of: &bytes) { raw in
            raw[6] = (raw[6] & 0x0F) | 0x80
            raw[8] = (raw[8] & 0x3F) | 0x80
            return UUID(uuid: (raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7],
                               raw[8], raw[9], raw[10], raw[11], raw[12], raw[13], raw[14], raw[15]))
        }
    }
}
