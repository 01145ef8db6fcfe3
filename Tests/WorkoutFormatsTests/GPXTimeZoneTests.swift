import Foundation
import Testing
import TestSupport
import WorkoutFormats
import WorkoutModel

/// A GPX time's own offset (`+02:00`) kept as the workout's `HKTimeZone` when every time of
/// the file states it: the corpus Strava ride with its times in local time (``LocalTimeGPX``).
@Suite("GPX times with offsets", .enabled(if: Corpus.isAvailable, corpusMissing))
struct GPXTimeZoneTests {
    static let ride = "gpx/strava-ride-power.gpx"

    /// The ride's text with its times (those where `rewrites(index)`) at `offset` seconds east of UTC.
    static func ride(offset: Int, rewrites: (Int) -> Bool = { _ in true }) throws -> String {
        let text = try String(contentsOf: try #require(Corpus.url(ride)), encoding: .utf8)
        return try LocalTimeGPX.rewrite(text, offset: offset, rewrites: rewrites)
    }

    static func read(_ text: String) throws -> (WorkoutRecording, ReadContext) {
        let context = ReadContext(name: "ride.gpx")
        let recordings = try GPXRecordingReader().readAll(from: DataByteSource(Array(text.utf8)), context: context)
        #expect(recordings.count == 1)
        return (try #require(recordings.first), context)
    }

    @Test("every time at +02:00: the same instants as the UTC file, and HKTimeZone GMT+0200 as a FIT local_timestamp gives it")
    func offsetKeptAsTimeZone() throws {
        let utc = try String(contentsOf: try #require(Corpus.url(Self.ride)), encoding: .utf8)
        let local = try Self.ride(offset: 7200)
        #expect(local.contains("T18:44:13+02:00</time>"), "the rewritten file holds local times")
        let (original, _) = try Self.read(utc)
        let (read, context) = try Self.read(local)
        #expect(original.workout.metadata[MetadataKey.timeZone] == nil, "a file in UTC states no zone")
        let zone = try #require(TimeZone(secondsFromGMT: 7200))
        #expect(read.workout.metadata[MetadataKey.timeZone] == .string(zone.identifier))
        #expect(zone.identifier == "GMT+0200")
        #expect(read.workout.startDate == original.workout.startDate && read.workout.endDate == original.workout.endDate)
        #expect(read.routes.flatMap(\.locations) == original.routes.flatMap(\.locations))
        for type in [QuantityType.cyclingPower, .heartRate, .cyclingCadence] {
            // Not the series themselves: their UUIDs are new at each read.
            #expect(read.samples(ofType: type).map(\.startDate) == original.samples(ofType: type).map(\.startDate))
            #expect(read.samples(ofType: type).map(\.quantity.value) == original.samples(ofType: type).map(\.quantity.value))
        }
        #expect(!original.samples(ofType: .cyclingPower).isEmpty)
        #expect(!context.warnings.contains { $0.contains("UTC") })
    }

    @Test("no zone kept when the times disagree (one still Z), or all state UTC (+00:00)")
    func noZoneUnlessAllAgree() throws {
        let count = try String(contentsOf: try #require(Corpus.url(Self.ride)), encoding: .utf8)
            .components(separatedBy: "<time>").count - 1
        #expect(count > 1000)
        let (mixed, _) = try Self.read(try Self.ride(offset: 7200) { $0 != count - 1 })
        #expect(mixed.workout.metadata[MetadataKey.timeZone] == nil)
        let (western, _) = try Self.read(try Self.ride(offset: -5 * 3600 - 1800))
        #expect(western.workout.metadata[MetadataKey.timeZone] == .string("GMT-0530"))
        let (zero, _) = try Self.read(try Self.ride(offset: 0).replacingOccurrences(of: "Z</time>", with: "+00:00</time>"))
        #expect(zero.workout.metadata[MetadataKey.timeZone] == nil)
    }
}
