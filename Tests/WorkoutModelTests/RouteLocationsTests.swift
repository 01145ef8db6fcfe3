import Foundation
import Testing
import TestSupport
@testable import WorkoutModel

@Suite("A route's locations in columns")
struct RouteLocationsTests {
    /// A location with each optional field present or not at random, some without a time
    /// (those with values), some starting a segment, times with fractions and signed zeros.
    private static func randomLocation(_ index: Int, using random: inout SeededRandom) -> Location {
        func maybe(_ range: ClosedRange<Double>) -> Double? {
            Bool.random(using: &random) ? Double.random(in: range, using: &random) : nil
        }
        let hasTime = Int.random(in: 0..<5, using: &random) != 0
        return Location(
            timestamp: Date(timeIntervalSinceReferenceDate: 736_000_000 + Double(index) + Double.random(in: 0..<1, using: &random)),
            latitude: index == 3 ? -0.0 : Double.random(in: -90...90, using: &random),
            longitude: Double.random(in: -180...180, using: &random),
            altitude: maybe(-400...8000), horizontalAccuracy: maybe(0...50), verticalAccuracy: maybe(0...50),
            speed: maybe(0...40), course: maybe(0...360), hasTime: hasTime,
            startsSegment: Int.random(in: 0..<7, using: &random) == 0,
            values: hasTime || Bool.random(using: &random) ? [] : [LocationValue(.heartRate, Double(100 + index))])
    }

    private static func randomLocations(_ count: Int, seed: UInt64) -> [Location] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { randomLocation($0, using: &random) }
    }

    /// The bits of every field, so that -0.0 and 0.0 differ.
    private static func bits(_ location: Location) -> [UInt64?] {
        [location.timestamp.timeIntervalSinceReferenceDate.bitPattern, location.latitude.bitPattern,
         location.longitude.bitPattern, location.altitude?.bitPattern, location.horizontalAccuracy?.bitPattern,
         location.verticalAccuracy?.bitPattern, location.speed?.bitPattern, location.course?.bitPattern,
         location.hasTime ? 1 : 0, location.startsSegment ? 1 : 0]
            + location.values.map { $0.value.bitPattern }
    }

    private static func expectSame(_ columns: RouteLocations, _ array: [Location], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(columns.count == array.count, sourceLocation: sourceLocation)
        #expect(columns.map(bits) == array.map(bits), sourceLocation: sourceLocation)
        #expect(Array(columns) == array, sourceLocation: sourceLocation)
        #expect(columns.map(\.values) == array.map(\.values), sourceLocation: sourceLocation)
    }

    @Test("Locations appended read back bit for bit, every field present or absent as it went in")
    func appendedLocationsReadBackBitForBit() {
        let locations = Self.randomLocations(2_000, seed: 7)
        var columns = RouteLocations()
        for location in locations { columns.append(location) }
        Self.expectSame(columns, locations)
        Self.expectSame(RouteLocations(locations), locations)
    }

    @Test("Changes through subscripts, inserts, removals and filters give what an array of locations gives")
    func changesMatchAnArrayOfLocations() {
        var random = SeededRandom(seed: 11)
        var array = Self.randomLocations(300, seed: 3)
        var columns = RouteLocations(array)
        for step in 0..<400 {
            switch step % 6 {
            case 0:
                let index = Int.random(in: 0..<array.count, using: &random)
                let location = Self.randomLocation(index, using: &random)
                array[index] = location
                columns[index] = location
            case 1:
                let index = Int.random(in: 0...array.count, using: &random)
                let location = Self.randomLocation(index, using: &random)
                array.insert(location, at: index)
                columns.insert(location, at: index)
            case 2:
                let index = Int.random(in: 0..<array.count, using: &random)
                #expect(array.remove(at: index) == columns.remove(at: index))
            case 3:
                let lower = Int.random(in: 0..<array.count, using: &random)
                let range = lower..<min(array.count, lower + Int.random(in: 0..<5, using: &random))
                let new = (0..<Int.random(in: 0..<4, using: &random)).map { Self.randomLocation($0, using: &random) }
                array.replaceSubrange(range, with: new)
                columns.replaceSubrange(range, with: new)
            case 4:
                let index = Int.random(in: 0..<array.count, using: &random)
                array[index].altitude = nil
                columns[index].altitude = nil
                array[index].values = []
                columns[index].values = []
            default:
                let location = Self.randomLocation(array.count, using: &random)
                array.append(location)
                columns.append(location)
            }
        }
        Self.expectSame(columns, array)
        Self.expectSame(columns.filter(\.hasTime), array.filter(\.hasTime))
        columns.removeAll { $0.speed == nil }
        array.removeAll { $0.speed == nil }
        Self.expectSame(columns, array)
    }

    @Test("A field's column starts at its first value: earlier locations do not have it, and equality does not see the columns")
    func fieldsFirstMetLateAreAbsentBefore() {
        let start = Date(timeIntervalSinceReferenceDate: 736_000_000)
        let plain = (0..<5).map { Location(timestamp: start + Double($0), latitude: 1, longitude: 2) }
        var columns = RouteLocations(plain)
        columns.append(Location(timestamp: start + 5, latitude: 1, longitude: 2, altitude: 0, course: 90))
        #expect(columns.prefix(5).allSatisfy { $0.altitude == nil && $0.course == nil })
        #expect(columns[5].altitude == 0 && columns[5].course == 90)
        columns[5].altitude = nil
        columns[5].course = nil
        let withoutColumns = RouteLocations(plain + [Location(timestamp: start + 5, latitude: 1, longitude: 2)])
        #expect(columns == withoutColumns)
        #expect(columns.hashValue == withoutColumns.hashValue)
        #expect(columns != RouteLocations(plain))
    }

    @Test("The locations of a route without a time keep their values in place through a cut")
    func valuesOfUntimedLocationsMoveWithThem() {
        let start = Date(timeIntervalSinceReferenceDate: 736_000_000)
        var columns = RouteLocations()
        for index in 0..<6 {
            columns.append(Location(
                timestamp: start, latitude: Double(index), longitude: 0, hasTime: index == 0,
                values: index == 0 ? [] : [LocationValue(.heartRate, Double(index))]))
        }
        columns.removeSubrange(1..<3)
        #expect(columns.map(\.latitude) == [0, 3, 4, 5])
        #expect(columns.map { $0.values.first?.value } == [nil, 3, 4, 5])
    }
}
