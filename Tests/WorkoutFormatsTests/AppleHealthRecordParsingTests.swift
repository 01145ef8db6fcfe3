import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

@Suite("Apple Health record parsing: dates and repeated attribute values")
struct AppleHealthRecordParsingTests {
    /// What `Timestamp.parse` makes of `text`, as the bits of its date (`nil` when refused).
    private func expected(_ text: String) -> UInt64? {
        Timestamp.parse(text)?.date.timeIntervalSinceReferenceDate.bitPattern
    }

    private func read(_ text: String, with reader: inout HealthKitDateReader) -> UInt64? {
        var copy = text
        return copy.withUTF8 { reader.date($0) }?.timeIntervalSinceReferenceDate.bitPattern
    }

    @Test("HealthKit dates read from bytes equal Timestamp.parse's bit for bit, in order and out of order")
    func datesEqualTimestampParse() {
        var random = SeededRandom(seed: 5)
        var reader = HealthKitDateReader()
        var texts: [String] = []
        for _ in 0..<20_000 {
            let year = Int.random(in: 1890...2110, using: &random)
            let month = Int.random(in: 1...12, using: &random)
            let day = Int.random(in: 1...31, using: &random)  // 31 April and 29 February included: refused alike
            let hour = Int.random(in: 0...24, using: &random), minute = Int.random(in: 0...60, using: &random)
            let second = Int.random(in: 0...61, using: &random)
            let zoneHours = Int.random(in: 0...19, using: &random), zoneMinutes = [0, 30, 45, 59, 60].randomElement(using: &random)!
            let sign = Bool.random(using: &random) ? "+" : "-"
            let text = String(format: "%04d-%02d-%02d %02d:%02d:%02d %@%02d%02d",
                              year, month, day, hour, minute, second, sign, zoneHours, zoneMinutes)
            texts.append(text)
            // Runs of the same day and zone, as an export has them.
            texts.append(String(text.prefix(11)) + "23:59:59" + String(text.suffix(6)))
        }
        texts += [
            "2024-05-01 07:30:00 +0200", "2024-05-01 24:00:00 +0000", "2016-12-31 23:59:60 +0000",
            "2024-05-01T07:30:00Z", "2024-05-01 07:30:00", "2024-05-01", " 2024-05-01 07:30:00 +0200",
            "2024-05-01 07:30:00 +02:00", "2024-05-01 07:30:00.5 +0200", "2024-02-30 07:30:00 +0200",
            "2024-05-01 07:30:00 +1900", "2024-05-01 07:3O:00 +0200", "2024-05-01x07:30:00 +0200", "",
            "-024-05-01 07:30:00 +0200", "2024-05-01 07:30:00 Z0200", "0000-01-01 00:00:00 +0000",
        ]
        var mismatches: [String] = []
        for text in texts where read(text, with: &reader) != expected(text) { mismatches.append(text) }
        // Again in reverse order, so that each date meets another remembered day and zone.
        for text in texts.reversed() where read(text, with: &reader) != expected(text) { mismatches.append(text) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(texts.contains { expected($0) == nil } && texts.contains { expected($0) != nil })
    }

    @Test("Remembered values are found by their bytes, made once per distinct text, and replaced when full")
    func recentValuesRememberByBytes() {
        var values = RecentValues<String>()
        var made = 0
        func value(_ text: String) -> String {
            var copy = text
            return copy.withUTF8 { bytes in
                values.value(for: bytes) { made += 1; return "[" + String(decoding: $0, as: UTF8.self) + "]" }
            }
        }
        let texts = ["HKQuantityTypeIdentifierHeartRate", "count/min", "", "a", "ab", "HKQuantityTypeIdentifierHeartRatf"]
        for _ in 0..<3 {
            for text in texts { #expect(value(text) == "[\(text)]") }
        }
        #expect(made == texts.count)
        // More distinct texts than it holds: every answer is still right, and it keeps at most its capacity.
        made = 0
        let many = (0..<3 * RecentValues<String>.capacity).map { "value \($0)" }
        for text in many + many.reversed() + many { #expect(value(text) == "[\(text)]") }
        let last = many.suffix(RecentValues<String>.capacity)
        made = 0
        for text in last { #expect(value(text) == "[\(text)]") }
        #expect(made == 0)
    }
}
