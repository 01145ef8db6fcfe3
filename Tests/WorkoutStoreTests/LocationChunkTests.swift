import Foundation
import GRDB
import Testing
import TestSupport
import WorkoutModel
@testable import WorkoutStore

/// Route chunks (``LocationChunk``): compact since "v13-route-chunk-format", each column as
/// small as its contents allow; whole columns (65 bytes a location) in every chunk saved before.
@Suite("Route chunks")
struct LocationChunkTests {
    /// Every field of `location` as stored bits, so that NaN, infinities and -0 compare as kept.
    static func bits(_ location: Location) -> [UInt64?] {
        [location.timestamp.timeIntervalSinceReferenceDate.bitPattern, location.latitude.bitPattern,
         location.longitude.bitPattern, location.altitude?.bitPattern, location.horizontalAccuracy?.bitPattern,
         location.verticalAccuracy?.bitPattern, location.speed?.bitPattern, location.course?.bitPattern,
         location.hasTime ? 1 : 0, location.startsSegment ? 1 : 0]
            + location.values.flatMap { [UInt64(truncatingIfNeeded: $0.quantityType.identifier.hashValue), $0.value.bitPattern] }
    }

    static func decode(_ bytes: [UInt8], format: LocationChunk.Format = .compact, count: Int) throws -> [Location] {
        var decoded: [Location] = []
        try LocationChunk.decode(Data(bytes), format: format.rawValue, count: count, into: &decoded)
        return decoded
    }

    /// A FIT device's track: times in whole seconds, a second apart but for pauses, coordinates
    /// in billionths of a degree (as the FIT reader converts semicircles), altitudes as the FIT
    /// profile scales them, speeds in millimetres a second; some locations without an altitude.
    static func fitTrack(_ count: Int, random: inout SeededRandom) -> [Location] {
        var time = 780_000_000.0, latitude: Int64 = 47_123_456_789, longitude: Int64 = 8_543_210_987
        var altitude = 2_600
        return (0..<count).map { index in
            time += index > 0 && random.next() % 300 == 0 ? Double(5 + random.next() % 600) : 1
            latitude += Int64(random.next() % 2_001) - 1_000
            longitude += Int64(random.next() % 2_001) - 1_000
            altitude += Int(random.next() % 5) - 2
            return Location(
                timestamp: Date(timeIntervalSinceReferenceDate: time),
                latitude: Double(latitude) / 1e9, longitude: Double(longitude) / 1e9,
                altitude: index % 50 == 7 ? nil : Double(altitude) / 5 - 500, speed: Double(random.next() % 9_000) / 1_000)
        }
    }

    /// A GPX file's track: coordinates written with seven decimals, times with milliseconds,
    /// elevations with one decimal, the start of a second segment.
    static func gpxTrack(_ count: Int, random: inout SeededRandom) -> [Location] {
        var time = 780_000_000.0
        return (0..<count).map { index in
            time += Double(900 + random.next() % 200) / 1_000
            let latitude = Double("52.\(String(format: "%07d", 5_000_000 + index * 13))")!
            let longitude = Double("13.\(String(format: "%07d", 4_000_000 + index * 7))")!
            return Location(
                timestamp: Date(timeIntervalSinceReferenceDate: time), latitude: latitude, longitude: longitude,
                altitude: Double("\(34 + index % 9).\(index % 10)")!, startsSegment: index == count / 2)
        }
    }

    /// Locations of any bits: NaN, infinities, -0, subnormals, every optional field present or not,
    /// locations without a time (some with values), times going back.
    static func anyBits(_ count: Int, random: inout SeededRandom) -> [Location] {
        let special: [Double] = [.nan, -.nan, .infinity, -.infinity, -0.0, 0, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e-300, 65_536]
        func any() -> Double {
            random.next() % 4 == 0 ? special[Int(random.next() % UInt64(special.count))] : Double(bitPattern: random.next())
        }
        func maybe() -> Double? { random.next() % 3 == 0 ? nil : any() }
        return (0..<count).map { _ in
            let hasTime = random.next() % 5 != 0
            return Location(
                timestamp: Date(timeIntervalSinceReferenceDate: any()), latitude: any(), longitude: any(), altitude: maybe(),
                horizontalAccuracy: maybe(), verticalAccuracy: maybe(), speed: maybe(), course: maybe(), hasTime: hasTime,
                startsSegment: random.next() % 7 == 0,
                values: !hasTime && random.next() % 2 == 0 ? [LocationValue(.heartRate, any()), LocationValue(.cyclingCadence, 88)] : [])
        }
    }

    @Test("a compact chunk reads back every location bit for bit: FIT and GPX tracks, any bits, one location to a full chunk")
    func compactChunksReadBackBitForBit() throws {
        var random = SeededRandom(seed: 0x5EED_C0DE)
        for count in [1, 2, 3, 17, 1_000, LocationChunk.capacity] {
            for locations in [Self.fitTrack(count, random: &random), Self.gpxTrack(count, random: &random), Self.anyBits(count, random: &random)] {
                let bytes = LocationChunk.encode(locations)
                let decoded = try Self.decode(bytes, count: count)
                #expect(decoded.map(Self.bits) == locations.map(Self.bits), "\(count) locations")
            }
        }
        #expect(LocationChunk.encode([Location]()).isEmpty)
        #expect(try Self.decode([], count: 0).isEmpty)
    }

    /// The layout a compact chunk of `count` locations records.
    static func layout(_ bytes: [UInt8], count: Int) throws -> LocationChunk.Layout {
        try #require(LocationChunk.Layout(rawValue: (0..<4).reduce(0) { $0 | UInt32(bytes[count + $1]) << (8 * $1) }))
    }

    @Test("each column takes the smallest form that holds it: times a step, whole seconds or doubles; coordinates billionths of a degree or doubles; the optional columns only where present, each as narrow as it allows, scaled where that is narrower")
    func eachColumnTakesItsSmallestForm() throws {
        let start = Date(timeIntervalSinceReferenceDate: 780_000_000)
        let count = 100
        let steady: [Location] = (0..<count).map { (index: Int) -> Location in
            let altitude: Double? = index == 3 ? nil : Double(100 + index % 7)
            let latitude: Double = 52.5 + Double(index) * 1e-5
            return Location(timestamp: start.addingTimeInterval(Double(index)), latitude: latitude,
                            longitude: 13.4, altitude: altitude, speed: 3.25)
        }
        // Presence and layout; the two coordinate columns in billionths; 99 altitudes as 16-bit
        // integers and 100 speeds as 16-bit hundredths (a scale's divisor and offset first).
        let common: Int = count + 4
        let nanodegrees: Int = 2 * (8 + 4 * count)
        let optional: Int = 99 * 2 + 16 + count * 2
        var bytes = LocationChunk.encode(steady)
        var layout: LocationChunk.Layout = try Self.layout(bytes, count: count)
        #expect(layout.times == .step && layout.nanodegrees)
        #expect(layout.column(0) == LocationChunk.Layout.Column(width: .int16, isScaled: false))
        #expect(layout.column(3) == LocationChunk.Layout.Column(width: .int16, isScaled: true))
        #expect(bytes.count == common + 16 + nanodegrees + optional)
        #expect(try Self.decode(bytes, count: count) == steady)

        var paused = steady
        for index in 50..<count { paused[index].timestamp.addTimeInterval(42) }
        bytes = LocationChunk.encode(paused)
        layout = try Self.layout(bytes, count: count)
        #expect(layout.times == .wholeSeconds)
        #expect(bytes.count == common + (8 + 4 * count) + nanodegrees + optional)
        #expect(try Self.decode(bytes, count: count) == paused)

        var irregular = paused
        irregular[10].timestamp.addTimeInterval(0.25)
        irregular[20].latitude = 52.123456789012
        irregular[30].altitude = 100.1
        bytes = LocationChunk.encode(irregular)
        layout = try Self.layout(bytes, count: count)
        // The altitudes, one of them 100.1, in 16-bit tenths.
        #expect(layout.times == .doubles && !layout.nanodegrees)
        #expect(layout.column(0) == LocationChunk.Layout.Column(width: .int16, isScaled: true))
        let doubles: Int = 3 * 8 * count + (16 + 99 * 2) + (16 + count * 2)
        #expect(bytes.count == common + doubles)
        #expect(try Self.decode(bytes, count: count) == irregular)

        // A FIT track: altitudes in fifths of a metre above -500 m, speeds in millimetres a
        // second, each a 16-bit whole number of its scale.
        var random = SeededRandom(seed: 17)
        let fit = Self.fitTrack(count, random: &random)
        bytes = LocationChunk.encode(fit)
        layout = try Self.layout(bytes, count: count)
        #expect(layout.column(0) == LocationChunk.Layout.Column(width: .int16, isScaled: true))
        #expect(layout.column(3) == LocationChunk.Layout.Column(width: .int16, isScaled: true))
        #expect(try Self.decode(bytes, count: count).map(Self.bits) == fit.map(Self.bits))

        // A jump farther than an Int32 of billionths (2.1°), or a negative zero, keeps doubles.
        for change in [{ (locations: inout [Location]) in locations[60].longitude = 16.0 },
                       { (locations: inout [Location]) in locations[0].latitude = -0.0 }] {
            var odd = steady
            change(&odd)
            bytes = LocationChunk.encode(odd)
            #expect(try !Self.layout(bytes, count: count).nanodegrees)
            #expect(try Self.decode(bytes, count: count).map(Self.bits) == odd.map(Self.bits))
        }
    }

    /// The bytes an earlier release saved for `locations` (``LocationChunk/Format/fixed``),
    /// written here from the layout its documentation gives.
    static func fixedBytes(_ locations: [Location]) -> [UInt8] {
        var presence: [UInt8] = [], columns = [[Double]](repeating: [], count: 8), values: [UInt8] = []
        func append<T: FixedWidthInteger>(_ integer: T, to bytes: inout [UInt8]) {
            withUnsafeBytes(of: integer.littleEndian) { bytes += $0 }
        }
        func append(text: String) {
            append(UInt16(text.utf8.count), to: &values)
            values += text.utf8
        }
        for location in locations {
            let optional = [location.altitude, location.horizontalAccuracy, location.verticalAccuracy, location.speed, location.course]
            var bits: UInt8 = 0
            for (bit, value) in optional.enumerated() where value != nil { bits |= 1 << bit }
            if !location.hasTime { bits |= 1 << 5 }
            if location.startsSegment { bits |= 1 << 6 }
            if !location.values.isEmpty { bits |= 1 << 7 }
            presence.append(bits)
            let row = [location.timestamp.timeIntervalSinceReferenceDate, location.latitude, location.longitude] + optional.map { $0 ?? 0 }
            for (column, value) in row.enumerated() { columns[column].append(value) }
            guard !location.values.isEmpty else { continue }
            append(UInt16(location.values.count), to: &values)
            for value in location.values {
                append(text: value.quantityType.identifier)
                append(text: value.quantityType.canonicalUnit.symbol)
                values.append(value.quantityType.aggregationStyle == .cumulative ? 1 : 0)
                append(value.value.bitPattern, to: &values)
            }
        }
        var bytes = presence
        for column in columns { for value in column { append(value.bitPattern, to: &bytes) } }
        return bytes + values
    }

    @Test("a chunk saved before the compact format (whole columns, 65 bytes a location) reads as it did, values and all")
    func chunksSavedBeforeReadAsTheyDid() throws {
        var random = SeededRandom(seed: 65)
        for locations in [Self.fitTrack(700, random: &random), Self.anyBits(300, random: &random)] {
            let bytes = Self.fixedBytes(locations)
            let decoded = try Self.decode(bytes, format: .fixed, count: locations.count)
            #expect(decoded.map(Self.bits) == locations.map(Self.bits))
        }
        #expect(Self.fixedBytes(Self.fitTrack(10, random: &random)).count == 10 * 65)
    }

    @Test("an unknown format, a layout with unknown bits and a chunk cut short or followed by other bytes are named, not read")
    func damagedChunksAreNamed() throws {
        var random = SeededRandom(seed: 7)
        let locations = Self.anyBits(40, random: &random)
        let bytes = LocationChunk.encode(locations)
        let unknown = try #require(throws: StoreError.self) { try Self.decodeStored(bytes, format: 3, count: locations.count) }
        #expect("\(unknown)".contains("format 3"))
        var unknownBits = bytes
        unknownBits[locations.count + 3] |= 0x80
        for damaged in [Array(bytes.dropLast()), bytes + [0], unknownBits, Array(bytes.prefix(locations.count + 3))] {
            #expect(throws: StoreError.self) { try Self.decode(damaged, count: locations.count) }
        }
        let fixed = Self.fixedBytes(locations)
        for damaged in [Array(fixed.dropLast()), fixed + [0]] {
            #expect(throws: StoreError.self) { try Self.decode(damaged, format: .fixed, count: locations.count) }
        }
        #expect(throws: StoreError.self) { try Self.decode(bytes, count: LocationChunk.capacity + 1) }
    }

    @Test("a chunk with any byte changed, cut anywhere or read with the wrong count is read or named damaged, never a crash, in either format")
    func mutatedChunksNeverCrash() throws {
        var random = SeededRandom(seed: 0xBAD_C0DE)
        let locations = Self.fitTrack(300, random: &random) + Self.anyBits(40, random: &random)
        for (format, bytes) in [(LocationChunk.Format.compact, LocationChunk.encode(locations)), (.fixed, Self.fixedBytes(locations))] {
            for _ in 0..<600 {
                var mutated = bytes
                switch random.next() % 3 {
                case 0: mutated[Int(random.next() % UInt64(mutated.count))] = UInt8(truncatingIfNeeded: random.next())
                case 1: mutated.removeLast(Int(random.next() % UInt64(mutated.count)))
                default: mutated[Int(random.next() % UInt64(locations.count + 4))] ^= 0xFF
                }
                let count = random.next() % 4 == 0 ? Int(random.next() % UInt64(LocationChunk.capacity + 2)) : locations.count
                do {
                    let decoded = try Self.decode(mutated, format: format, count: count)
                    #expect(decoded.count == count)
                } catch is StoreError {}
            }
        }
    }

    static func decodeStored(_ bytes: [UInt8], format: Int64, count: Int) throws {
        var decoded: [Location] = []
        try LocationChunk.decode(Data(bytes), format: format, count: count, into: &decoded)
    }

    @Test("a store made before the migration gains the format column when opened: its chunks read as they did, chunks saved since are compact, and a route version keeps its chunks' format")
    func earlierStoreIsUpgraded() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("store.sqlite")
        let run = Fixture.run(seconds: LocationChunk.capacity + 500)
        try WorkoutStore(path: path).importSession { session in _ = try session.save(run) }
        let before = try #require(try WorkoutStore(path: path).recording(for: run.workout.uuid))
        // Back to the schema and chunks of an earlier release.
        let locations = before.routes[0].locations.map { $0 }
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: """
                ALTER TABLE route_chunks DROP COLUMN format;
                DELETE FROM grdb_migrations WHERE identifier = 'v13-route-chunk-format';
                """)
            for (chunk, start) in stride(from: 0, to: locations.count, by: LocationChunk.capacity).enumerated() {
                let slice = Array(locations[start..<min(start + LocationChunk.capacity, locations.count)])
                try db.execute(sql: "UPDATE route_chunks SET data = ? WHERE chunk = ?", arguments: [Data(Self.fixedBytes(slice)), chunk])
            }
        }
        try queue.close()

        let upgraded = try WorkoutStore(path: path)
        let formats = try upgraded.writer.read { try Int64.fetchAll($0, sql: "SELECT format FROM route_chunks ORDER BY chunk") }
        #expect(formats == [1, 1])
        #expect(try upgraded.recording(for: run.workout.uuid) == before)

        // A new version (compact) and a revert to the first (its chunks copied as they are).
        let simplified = RouteLocations(locations.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
        try upgraded.saveRouteVersion(replacing: before.routes[0].uuid, locations: simplified, operation: "simplify", parameters: [:])
        try upgraded.revertRoute(workout: run.workout.uuid, to: 1)
        let versions = try upgraded.writer.read {
            try Row.fetchAll($0, sql: "SELECT route_id, group_concat(format) FROM route_chunks GROUP BY route_id ORDER BY route_id")
                .map { $0[1] as String }
        }
        #expect(versions == ["1,1", "2", "1,1"])
        #expect(try upgraded.route(workout: run.workout.uuid, version: 2).locations == simplified)
        #expect(try upgraded.route(workout: run.workout.uuid).locations == before.routes[0].locations)
    }
}
