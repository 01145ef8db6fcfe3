import Foundation
import Testing
@testable import WorkoutModel

@Suite("ISO 8601 timestamps")
struct TimestampTests {
    @Test("UTC, offsets, fractions and HealthKit's export form give the same instant")
    func parsesEveryAcceptedForm() throws {
        let expected = Date(timeIntervalSince1970: 1_714_548_600) // 2024-05-01T07:30:00Z
        for text in ["2024-05-01T07:30:00Z", "2024-05-01T09:30:00+02:00", "2024-05-01T09:30:00+0200",
                     "2024-05-01T02:30:00-05:00", "2024-05-01 09:30:00 +0200", "2024-05-01t07:30:00z",
                     "  2024-05-01T07:30:00Z\n", "2024-05-01T07:30:00.000Z", "2024-05-01T07:30Z"] {
            let parsed = try #require(Timestamp.parse(text), "\(text)")
            #expect(parsed.date == expected, "\(text)")
            #expect(parsed.hadZone, "\(text)")
        }
    }

    @Test("A time without a zone is taken as UTC and flagged")
    func missingZoneIsFlagged() throws {
        let parsed = try #require(Timestamp.parse("2024-05-01T07:30:00"))
        #expect(parsed.date == Date(timeIntervalSince1970: 1_714_548_600))
        #expect(!parsed.hadZone)
        #expect(Timestamp.date("2024-05-01") == Date(timeIntervalSince1970: 1_714_521_600))
    }

    @Test("Fractional seconds keep their precision")
    func fractionalSeconds() throws {
        let date = try #require(Timestamp.date("2024-05-01T07:30:00.123456Z"))
        #expect(abs(date.timeIntervalSince1970 - 1_714_548_600.123456) < 1e-6)
    }

    @Test("Impossible or malformed timestamps are refused")
    func refusesMalformedText() {
        for text in ["", "2024", "2024-13-01", "2024-02-30", "2023-02-29T00:00:00Z", "2024-05-01T25:00:00Z",
                     "2024-05-01T07:61:00Z", "2024-05-01T07:30:00+25:00", "2024-05-01T07:30:00Zjunk",
                     "2024-05-01T07:30:00.Z", "20240501T073000Z", "yesterday"] {
            #expect(Timestamp.parse(text) == nil, "\(text)")
        }
        #expect(Timestamp.date("2024-02-29T00:00:00Z") != nil)
    }

    @Test("Formatting writes UTC with milliseconds, also before 1970")
    func formatsUTCWithMilliseconds() {
        #expect(Timestamp.string(Date(timeIntervalSince1970: 1_714_548_600.5)) == "2024-05-01T07:30:00.500Z")
        #expect(Timestamp.string(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
        #expect(Timestamp.string(Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59.000Z")
        #expect(Timestamp.string(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00.000Z")
    }

    @Test("Formatting and parsing agree with Foundation over many dates")
    func agreesWithFoundation() throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        var seconds = -2_208_988_800.0 // 1900-01-01
        while seconds < 4_102_444_800 { // 2100-01-01
            let date = Date(timeIntervalSince1970: seconds)
            let text = Timestamp.string(date)
            #expect(text == formatter.string(from: date))
            #expect(Timestamp.date(text) == date)
            seconds += 7_654_321.125
        }
    }
}

@Suite("UUID text")
struct UUIDTextTests {
    @Test("Formatting and parsing agree with Foundation, in either case")
    func agreesWithFoundation() {
        for _ in 0..<1000 {
            let uuid = UUID()
            #expect(UUIDText.string(uuid) == uuid.uuidString)
            #expect(UUIDText.parse(uuid.uuidString) == uuid)
            #expect(UUIDText.parse(uuid.uuidString.lowercased()) == uuid)
        }
    }

    @Test("Malformed UUID text is refused")
    func refusesMalformedText() {
        for text in ["", "6F1C", "6F1C0000-0000-4000-8000-00000000000G", "6F1C0000+0000-4000-8000-000000000001",
                     "6F1C0000-0000-4000-8000-0000000000011", " 6F1C0000-0000-4000-8000-00000000001"] {
            #expect(UUIDText.parse(text) == nil, "\(text)")
        }
    }
}

@Suite("UUID generator")
struct UUIDGeneratorTests {
    @Test("Generated UUIDs are version 4, RFC 4122, and distinct")
    func versionFourAndDistinct() {
        var generator = UUIDGenerator()
        var seen = Set<UUID>()
        for index in 0..<100_000 {
            let uuid = index.isMultiple(of: 2) ? generator.next() : UUIDGenerator.random()
            let text = UUIDText.string(uuid)
            #expect(Array(text)[14] == "4")
            #expect("89AB".contains(Array(text)[19]))
            seen.insert(uuid)
        }
        #expect(seen.count == 100_000)
        var other = UUIDGenerator()
        var another = UUIDGenerator()
        #expect(other.next() != another.next())
    }
}

@Suite("HealthKit's export form of a time")
struct HealthKitTimestampTests {
    @Test func writtenInUTCInWholeSecondsAndReadBackToTheSameSecond() {
        #expect(Timestamp.healthKitString(Timestamp.date("2023-01-02T10:11:12Z")!) == "2023-01-02 10:11:12 +0000")
        #expect(Timestamp.healthKitString(Timestamp.date("2024-05-01 07:30:00 +0200")!) == "2024-05-01 05:30:00 +0000")
        // Milliseconds are dropped, as Apple writes whole seconds.
        #expect(Timestamp.healthKitString(Date(timeIntervalSince1970: 1_700_000_000.5)) == "2023-11-14 22:13:20 +0000")
        #expect(Timestamp.healthKitString(Date(timeIntervalSince1970: -0.5)) == "1969-12-31 23:59:59 +0000")
        for seconds in stride(from: -86_400.0 * 400, to: 86_400.0 * 20_000, by: 86_399.37) {
            let date = Date(timeIntervalSince1970: seconds.rounded(.down))
            #expect(Timestamp.parse(Timestamp.healthKitString(date))?.date == date)
        }
    }
}
