import Foundation
import Testing
import WorkoutModel
@testable import WorkoutStore

@Suite("Streamed points saved from their columns")
struct StreamedPointsTests {
    /// One point: its time, an optional location and its values.
    private struct Point {
        var time: Date
        var location: Location?
        var values: [(QuantityType, Double)]
    }

    private func points(count: Int, badLocationAt: Int? = nil, badValueAt: Int? = nil) -> [Point] {
        (0..<count).map { index in
            let time = Fixture.morning + Double(index)
            var location: Location? = index % 3 == 2 ? nil : Location(
                timestamp: time, latitude: 52 + Double(index) * 1e-5, longitude: 13, altitude: 30)
            if index == badLocationAt { location?.timestamp = Date(timeIntervalSinceReferenceDate: 1e12) }
            var values: [(QuantityType, Double)] = [(.heartRate, 120 + Double(index % 30)), (.cyclingPower, 200 + Double(index % 9))]
            if index % 4 == 0 { values.append((.cyclingCadence, 90)) }
            if index == badValueAt { values[1].1 = .infinity }
            return Point(time: time, location: location, values: values)
        }
    }

    private func rest(_ points: [Point]) -> WorkoutRecording {
        WorkoutRecording(workout: Workout(
            uuid: UUID(uuidString: "5EB1E5A0-0000-4000-8000-000000000001")!, activityType: .cycling, start: points.first!.time, end: points.last!.time, source: Fixture.garmin, syncIdentifier: "ride"))
    }

    /// Saves `points` point by point (`batched == false`) or in batches of 700 from columns.
    private func save(_ points: [Point], batched: Bool, into store: WorkoutStore) throws -> SaveOutcome {
        try store.importSession { session in
            let streamed = try session.beginRecording()
            if batched {
                for batch in stride(from: 0, to: points.count, by: 700) {
                    var series = RecordingSeries()
                    var locations: [Location] = []
                    var before: [Int] = []
                    for point in points[batch..<min(batch + 700, points.count)] {
                        if let location = point.location {
                            locations.append(location)
                            before.append(series.valueCount)
                        }
                        for (type, value) in point.values { series.append(value, of: type, at: point.time) }
                    }
                    try streamed.addPoints(series, locations: locations, valueCountsBeforeLocations: before)
                }
            } else {
                for point in points {
                    if let location = point.location { try streamed.addLocation(location) }
                    for (type, value) in point.values { try streamed.addValue(value, of: type, at: point.time) }
                }
            }
            return try streamed.finish(rest(points), streamedRouteSyncIdentifier: "ride-route", versioning: .nextVersionOnChange)
        }
    }

    @Test("Points added from columns store what adding them one by one stores")
    func columnsEqualOneByOne() throws {
        let points = points(count: 2000)
        let oneByOne = try WorkoutStore.inMemory()
        let batched = try WorkoutStore.inMemory()
        #expect(try save(points, batched: false, into: oneByOne).status == .imported)
        let outcome = try save(points, batched: true, into: batched)
        #expect(outcome.status == .imported)
        let expected = try #require(try oneByOne.recording(for: outcome.uuid))
        let got = try #require(try batched.recording(for: outcome.uuid))
        #expect(got.samples.map(\.quantityType) == expected.samples.map(\.quantityType))
        #expect(got.samples.map(\.quantity) == expected.samples.map(\.quantity))
        #expect(got.samples.map(\.startDate) == expected.samples.map(\.startDate))
        #expect(got.routes.map(\.locations) == expected.routes.map(\.locations))
        #expect(try batched.execute(AnchoredObjectQuery()).added.map(\.anchor) == (try oneByOne.execute(AnchoredObjectQuery()).added.map(\.anchor)))
        // Each finds the other's content unchanged.
        #expect(try save(points, batched: false, into: batched).status == .unchanged)
    }

    @Test("A refused location stops the values after it, as point by point: the same error either way")
    func refusalsFollowThePointOrder() throws {
        for (location, value) in [(900, 1500), (1500, 900), (1500, 1500), (1500, 1501), (10, nil)] as [(Int?, Int?)] {
            let points = points(count: 2000, badLocationAt: location, badValueAt: value)
            var errors: [String] = []
            for batched in [false, true] {
                do {
                    _ = try save(points, batched: batched, into: try WorkoutStore.inMemory())
                    errors.append("saved")
                } catch {
                    // A refused value's message names a UUID made for it.
                    errors.append("\(error)".replacingOccurrences(
                        of: "[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}", with: "UUID", options: .regularExpression))
                }
            }
            #expect(errors[0] != "saved")
            #expect(errors[0] == errors[1], "bad location \(String(describing: location)), bad value \(String(describing: value))")
        }
    }
}
