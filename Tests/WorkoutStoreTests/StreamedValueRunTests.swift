import Foundation
import GRDB
import Testing
import WorkoutModel
@testable import WorkoutStore

/// Values added by their ``StreamedRecording/Feed/ValueType`` wait in a run and are stored a
/// stage at a time (``StreamedValueRun``): the store must end up as when each value is added on
/// its own by its ``/WorkoutModel/QuantityType``, and the same value or location be refused.
@Suite("A streamed recording's values stored a run at a time")
struct StreamedValueRunTests {
    /// One point of a recording: its location and its values.
    private struct Point {
        var time: Date
        var location: Location
        var values: [(type: QuantityType, value: Double)]
    }

    /// `count` points a second from ``Fixture/morning``: heart rate, cadence, and every seventh an
    /// active energy (cumulative: a row, not a chunk), each 500th point's time going back 30 s.
    private func makePoints(_ count: Int) -> [Point] {
        (0..<count).map { index in
            let time = Fixture.morning.addingTimeInterval(Double(index) - (index % 500 == 499 ? 30 : 0))
            var values: [(type: QuantityType, value: Double)] = [(.heartRate, 120 + Double(index % 40)),
                                                                 (.cyclingCadence, 0.5 * Double(index % 91))]
            if index % 7 == 0 { values.append((.activeEnergyBurned, 0.25)) }
            return Point(time: time, location: Location(timestamp: time, latitude: 52.5 + Double(index) * 1e-5, longitude: 13.4), values: values)
        }
    }

    /// Streams `points` into `store`, `batch` points a ``StreamedRecording/add(_:)``, each
    /// point's location then its values (by types found once with `byValueType`, else by
    /// their types one by one), and finishes the recording. Found once, heart rate is two value
    /// types taking turns point by point (a type with two numbers, as a multisport file's legs
    /// give one): its values must still go into its chunks in the order added.
    private func stream(_ points: [Point], batch: Int, byValueType: Bool, into store: WorkoutStore) throws -> SaveOutcome {
        let end = Fixture.morning.addingTimeInterval(Double(points.count))
        let workout = Workout(activityType: .cycling, start: Fixture.morning, end: end, source: Fixture.garmin, syncIdentifier: "runs")
        return try store.importSession { session in
            let recording = try session.beginRecording(expectedSource: nil)
            var valueTypes: [String: StreamedRecording.Feed.ValueType] = [:]
            for start in stride(from: 0, to: points.count, by: batch) {
                try recording.add { feed in
                    for (index, point) in points[start..<min(start + batch, points.count)].enumerated() {
                        try feed.addLocation(point.location)
                        for (type, value) in point.values {
                            if byValueType {
                                let key = type == .heartRate ? "\(type.identifier) \(index % 2)" : type.identifier
                                if valueTypes[key] == nil { valueTypes[key] = feed.valueType(type) }
                                try feed.addValue(value, of: valueTypes[key]!, at: point.time)
                            } else {
                                try feed.addValue(value, of: type, at: point.time)
                            }
                        }
                    }
                }
            }
            return try recording.finish(WorkoutRecording(workout: workout), streamedRouteSyncIdentifier: "route",
                                        versioning: .nextVersionOnChange)
        }
    }

    /// Every row the recording leaves, UUIDs aside (a chunk's series UUID is its first 16 bytes).
    private func rows(_ store: WorkoutStore) throws -> [String] {
        try store.writer.read { db in
            try [
                "SELECT id, last_anchor, workout_id, type_id, source_id, start_min, start_max, end_max, count, format, device_id, hex(substr(data, 17)) FROM sample_series ORDER BY id",
                "SELECT id, workout_id, type_id, start, end, value, source_id, device_id, flags FROM samples ORDER BY id",
                "SELECT type_id, hour, source_id, count, quote(sum), minimum, maximum, last_start, last_value FROM hourly_statistics ORDER BY type_id, hour, source_id",
                "SELECT id, source_id, content_digest, sample_count, heart_rate_count, points_in_time_order FROM workouts ORDER BY id",
                "SELECT route_id, chunk, count, hex(data) FROM route_chunks ORDER BY route_id, chunk",
                "SELECT id, identifier FROM quantity_types ORDER BY id",
            ].flatMap { sql in try Row.fetchAll(db, sql: sql).map(\.description) }
        }
    }

    @Test func valuesStoredARunAtATimeLeaveTheRowsChunksHoursAndDigestOfValuesAddedOneByOne() throws {
        // 3,000 points, 6,429 values: runs cut across a point's types (a run holds 4,096 values)
        // and at batch ends (1,000 points), each type's chunks (512 values) across runs, times
        // going back.
        let points = makePoints(3000)
        for batch in [1000, 3000] {
            let byRuns = try WorkoutStore.inMemory(), oneByOne = try WorkoutStore.inMemory()
            #expect(try stream(points, batch: batch, byValueType: true, into: byRuns).status == .imported)
            #expect(try stream(points, batch: batch, byValueType: false, into: oneByOne).status == .imported)
            let stored = try rows(byRuns)
            #expect(stored.filter { $0.contains("format:3") }.count == 12)  // 6,000 values of two types, 512 a chunk
            #expect(stored.contains { $0.contains("points_in_time_order:0") })
            #expect(stored == (try rows(oneByOne)))
        }
    }

    @Test func theFirstValueOrLocationRefusedInARunIsTheOneReportedAsWhenAddedOneByOne() throws {
        let outOfRange = Date(timeIntervalSinceReferenceDate: 2e11)
        // A value refused, then a location (the value is reported); a location refused, then a
        // value (the location is); a value not finite after a refused one in the same run.
        var valueFirst = makePoints(1200), locationFirst = makePoints(1200), twoValues = makePoints(1200)
        valueFirst[300].values[1].value = .nan
        valueFirst[900].location = Location(timestamp: outOfRange, latitude: 52.5, longitude: 13.4)
        locationFirst[300].location = Location(timestamp: outOfRange, latitude: 52.5, longitude: 13.4)
        locationFirst[900].values[0].value = .infinity
        twoValues[300].values[0].value = .infinity
        twoValues[301].values[1].value = .nan
        func refusal(_ points: [Point], byValueType: Bool) -> String {
            do {
                _ = try stream(points, batch: 1000, byValueType: byValueType, into: try WorkoutStore.inMemory())
                return "saved"
            } catch {
                // A refused value is named by a new UUID, a location by its route's (a new one too).
                return "\(error)".replacingOccurrences(of: #"[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}"#, with: "U",
                                                       options: .regularExpression)
            }
        }
        for (points, expected) in [(valueFirst, "the value is not a finite number"), (locationFirst, "a location time is out of range"),
                                   (twoValues, "(HeartRate): the value is not a finite number")] {
            let byRuns = refusal(points, byValueType: true)
            #expect(byRuns.contains(expected), "\(byRuns)")
            #expect(byRuns == refusal(points, byValueType: false))
        }
    }
}
