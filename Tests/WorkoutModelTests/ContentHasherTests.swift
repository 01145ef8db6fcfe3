import Foundation
import Testing
import TestSupport
@testable import WorkoutModel

/// Content digests and content-derived UUIDs are stored (a workout's digest decides whether a
/// file imported again is `unchanged`; an Apple Health record's UUID is how a second import
/// finds it), so ``ContentHasher`` must give the values it gave when they were stored. The
/// values below were taken from the byte-at-a-time hasher of release 6beaa4a.
@Suite("Content hashes keep their stored values")
struct ContentHasherTests {
    /// Two FNV-1a lanes, one byte at a time, as the hasher is defined: the oracle for the
    /// faster code, over inputs of every length around its word size.
    private struct ByteAtATimeHasher {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325
        var b: UInt64 = 0x6c62_272e_07bb_0142
        mutating func add(byte: UInt8) {
            a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            b = (b ^ (UInt64(byte) &+ 0x5b)) &* 0x0000_0100_0000_01b3
        }
        mutating func add(_ value: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) { add(byte: UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
        }
        mutating func add(_ text: String) {
            add(UInt64(text.utf8.count) + 1)
            for byte in text.utf8 { add(byte: byte) }
        }
        var hexDigest: String {
            func hex(_ v: UInt64) -> String {
                let s = String(v, radix: 16)
                return String(repeating: "0", count: 16 - s.count) + s
            }
            return hex(a) + hex(b)
        }
    }

    @Test("Strings of every length up to 80 bytes, ASCII and not, hash as byte by byte")
    func stringsHashAsByteByByte() {
        var generator = SeededRandom(seed: 12)
        let alphabet = Array("aZ0 _.:-<>éü→😀HKQuantityTypeIdentifier")
        var fast = ContentHasher()
        var slow = ByteAtATimeHasher()
        for length in 0...80 {
            var text = ""
            while text.utf8.count < length { text.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
            fast.add(text)
            slow.add(text)
            #expect(fast.hexDigest == slow.hexDigest, "after a string of \(text.utf8.count) bytes")
            let number = generator.next()
            fast.add(number)
            slow.add(number)
            #expect(fast.hexDigest == slow.hexDigest, "after the integer \(number)")
        }
        // A substring that does not start at its string's start, and a bridged string.
        let tail = "HKQuantityTypeIdentifierHeartRate".dropFirst(24)
        fast.add(String(tail))
        slow.add(String(tail))
        fast.add(NSString(string: "Apple Watch").description)
        slow.add("Apple Watch")
        #expect(fast.hexDigest == slow.hexDigest)
    }

    @Test("A recording's content digest is the one stored before")
    func recordingDigestIsPinned() {
        let start = Date(timeIntervalSince1970: 1_714_548_600.25)
        let device = Device(name: "Edge 530", manufacturer: "garmin", model: "3121", softwareVersion: "9.10")
        let workout = Workout(
            activityType: .cycling, start: start, end: start + 3600, totalEnergyBurned: Quantity(612.5, .kilocalorie),
            totalDistance: Quantity(30_123.4, .meter), source: Source(name: "Garmin", bundleIdentifier: "com.garmin"),
            device: device, syncIdentifier: "ride-1",
            metadata: [MetadataKey.indoorWorkout: .bool(false), "HKAverageMETs": .quantity(Quantity(7.5, .countPerMinute)),
                       "laps": .integer(6), "note": .string("Ride → café"), "grade": .double(-0.04)],
            events: [WorkoutEvent(type: .lap, date: start, duration: 600, metadata: ["n": .integer(1)])])
        var samples: [QuantitySample] = []
        for second in 0..<30 {
            let date = start + Double(second)
            samples.append(QuantitySample(type: .heartRate, quantity: Quantity(120 + Double(second), .countPerMinute),
                                          start: date, end: date))
            samples.append(QuantitySample(type: .cyclingPower, quantity: Quantity(200.5, .watt), start: date, end: date,
                                          metadata: ["zone": .integer(3)]))
        }
        let locations = (0..<30).map {
            Location(timestamp: start + Double($0), latitude: 46.5 + Double($0) * 1e-5, longitude: 6.6,
                     altitude: $0 % 2 == 0 ? 372.4 : nil, speed: 8.25)
        }
        let recording = WorkoutRecording(
            workout: workout, samples: samples, routes: [WorkoutRoute(syncIdentifier: "r", locations: locations)],
            waypoints: [Waypoint(name: "Summit", symbol: "Flag", latitude: 46.6, longitude: 6.7, elevation: 1204)])
        #expect(recording.contentDigest(.version1) == "c8a92fa199c83b0b45e3b3c721511a06")
    }

    @Test("The digest of a recording long enough to hash its types and units in runs is the one stored before")
    func longRecordingDigestIsPinned() {
        let start = Date(timeIntervalSince1970: 1_000_000_000)
        let workout = Workout(activityType: .cycling, start: start, end: start + 1800, source: Source(name: "Edge"))
        // Five listed types, interleaved point by point, then 80 types of their own (more
        // than a recording keeps runs for), then the first type again: every way through.
        let listed: [(QuantityType, QuantityUnit)] = [(.heartRate, .countPerMinute), (.cyclingPower, .watt),
                                                      (.stepCount, .count), (.activeEnergyBurned, .kilocalorie),
                                                      (.heartRate, .countPerMinute)]
        var samples: [QuantitySample] = []
        for second in 0..<1_200 {
            let date = start + Double(second)
            let (type, unit) = listed[second % listed.count]
            samples.append(QuantitySample(type: type, quantity: Quantity(Double(second) * 0.75, unit), start: date, end: date,
                                          metadata: second % 7 == 0 ? ["lap": .integer(second / 600)] : [:]))
        }
        for number in 0..<80 {
            let type = QuantityType(identifier: "DeveloperField\(number)", aggregationStyle: .discrete, canonicalUnit: .count)
            samples.append(QuantitySample(type: type, quantity: Quantity(Double(number), .count), start: start, end: start))
        }
        samples.append(QuantitySample(type: .heartRate, quantity: Quantity(99, .countPerMinute), start: start, end: start))
        let recording = WorkoutRecording(workout: workout, samples: samples)
        #expect(recording.contentDigest(.version1) == "643ad37808dbc0534470094c34a99088")
    }

    @Test("Content-derived UUIDs of samples, categories, correlations and summaries are the ones stored before")
    func contentDerivedUUIDsArePinned() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let watch = Device(name: "Apple Watch", manufacturer: "Apple Inc.", model: "Watch", hardwareVersion: "Watch6,2",
                           softwareVersion: "9.1", creationDate: Date(timeIntervalSince1970: 1_672_654_272))
        let source = Source(name: "Anna’s Apple Watch", bundleIdentifier: "com.apple.health.1234")
        let heartRate = QuantitySample(
            uuid: UUID(uuidString: "0D2B7E4C-1A55-4C3B-9E0F-6B1C2D3E4F50")!, type: .heartRate, quantity: Quantity(71, .countPerMinute), start: start, end: start, source: source,
            device: watch, metadata: ["HKMetadataKeyHeartRateMotionContext": .integer(1)])
        let steps = QuantitySample(uuid: UUID(uuidString: "7F1E2D3C-4B5A-4968-8776-655443322110")!, type: .stepCount, quantity: Quantity(412, .count), start: start, end: start + 600,
                                   source: Source(name: "iPhone"))
        let sleep = CategorySample(type: CategoryType(identifier: "HKCategoryTypeIdentifierSleepAnalysis"), value: 3, start: start, end: start + 1800, source: source, device: watch)
        let pressure = Correlation(type: "HKCorrelationTypeIdentifierBloodPressure", start: start, end: start,
                                   objects: [heartRate, steps], source: source, metadata: ["a": .string("b"), "c": .double(1.5)])
        let summary = ActivitySummary(dateComponents: DateComponents(year: 2024, month: 5, day: 1),
                                      activeEnergyBurned: Quantity(512.25, .kilocalorie),
                                      appleStandHours: Quantity(11, .count))
        #expect(heartRate.contentDerivedUUID.uuidString == "A93251F8-78F7-8C7B-9230-594964DDC8EC")
        #expect(steps.contentDerivedUUID.uuidString == "B2E5BA4E-5A2A-83DE-922E-FACEF360C297")
        #expect(sleep.contentDerivedUUID.uuidString == "3E54323E-DE50-8007-BF13-0CD6160541A8")
        #expect(pressure.contentDerivedUUID.uuidString == "6F0B33AA-8454-88F7-B67B-E6F9BB528D55")
        #expect(summary.contentDerivedUUID.uuidString == "871F0FA5-B95C-8E1E-B920-EF50D0FF1DED")
    }

    @Test("A course's content digest is the one stored before")
    func courseDigestIsPinned() {
        let points = CoursePoints((0..<20).map {
            CoursePoints.Point(latitude: 45 + Double($0) * 1e-4, longitude: 7, elevation: $0 % 3 == 0 ? nil : 1000,
                               time: nil, distance: Double($0) * 11.1)
        })
        let course = Course(name: "Col", source: Source(name: "Komoot"), syncIdentifier: "c1", points: points,
                            waypoints: [Waypoint(name: "Top", latitude: 45.002, longitude: 7)])
        #expect(course.contentDigest == "000726144f974e99e4f82b337b74a2f4")
    }
}
