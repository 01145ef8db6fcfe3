import Foundation
import Testing
import TestSupport
import WorkoutModel
@testable import WorkoutStore

/// Statistics, the series query, route history and metadata predicates on both backends (one
/// suite, two backends): each test fills a store of the backend it is given and checks the
/// answers the SQLite tests (``StatisticsTests``, ``QueryTests``) check on SQLite alone.
@Suite("Statistics, series, route history and metadata predicates on SQLite and PostgreSQL")
struct QueryBackendTests {
    private static let berlin = TimeZone(identifier: "Europe/Berlin")!
    private static let discrete: StatisticsOptions = [.discreteAverage, .discreteMin, .discreteMax, .mostRecent]

    /// One heart-rate sample at half past every UTC hour from 25 March to 5 November 2024 (Garmin);
    /// Garmin's 10 kcal over 10:00–11:00 UTC and Strava's 6 kcal over 10:30–11:30 UTC on 1 May.
    private static func fill(_ store: WorkoutStore) throws {
        var samples: [QuantitySample] = []
        var time = Fixture.date("2024-03-25T00:30:00Z")
        while time < Fixture.date("2024-11-05T00:00:00Z") {
            samples.append(Fixture.heartRate(100 + Double(samples.count % 7), at: time))
            time.addTimeInterval(3600)
        }
        try store.save(Fixture.recording(samples))
        let ten = Fixture.date("2024-05-01T10:00:00Z")
        try store.save(Fixture.recording([Fixture.energy(10, from: ten, to: ten.addingTimeInterval(3600))], source: Fixture.garmin))
        try store.save(Fixture.recording(
            [Fixture.energy(6, from: ten.addingTimeInterval(1800), to: ten.addingTimeInterval(5400))], source: Fixture.strava,
            activity: .cycling))
    }

    @Test("daily buckets in Berlin follow the daylight-saving changes, from hourly statistics and from samples alike",
          arguments: StoreBackend.available)
    func dailyBucketsFollowDaylightSaving(backend: StoreBackend) throws {
        let test = try backend.store(Self.fill)
        for (from, to, hours) in [
            ("2024-03-30T00:00:00+01:00", "2024-04-02T00:00:00+02:00", [24.0, 23, 24]),
            ("2024-10-26T00:00:00+02:00", "2024-10-29T00:00:00+01:00", [24.0, 25, 24]),
        ] {
            for predicate in [nil, SamplePredicate.source(Fixture.garmin.name)] {
                let buckets = try test.store.execute(StatisticsCollectionQuery(
                    type: .heartRate, predicate: predicate, options: Self.discrete,
                    anchorDate: Fixture.date("2024-01-01T00:00:00+01:00"), interval: StatisticsInterval(unit: .day),
                    timeZone: Self.berlin, start: Fixture.date(from), end: Fixture.date(to)))
                #expect(buckets.map { $0.endDate.timeIntervalSince($0.startDate) / 3600 } == hours, "\(predicate as Any)")
                #expect(buckets.map(\.count) == hours.map { Int($0) }, "\(predicate as Any)")
                #expect(buckets.allSatisfy { $0.minimum == 100 && $0.maximum == 106 }, "\(predicate as Any)")
            }
        }
        // Local midnight in Kolkata is half past a UTC hour: the samples answer.
        let kolkata = TimeZone(identifier: "Asia/Kolkata")!
        let days = try test.store.execute(StatisticsCollectionQuery(
            type: .heartRate, options: .discreteAverage, anchorDate: Fixture.date("2024-01-01T00:00:00+05:30"),
            interval: StatisticsInterval(unit: .day), timeZone: kolkata,
            start: Fixture.date("2024-05-01T00:00:00+05:30"), end: Fixture.date("2024-05-03T00:00:00+05:30")))
        #expect(days.map(\.count) == [24, 24])
        let whole = try test.store.execute(StatisticsQuery(type: .heartRate, options: Self.discrete))
        #expect(whole.count == 5400 && whole.minimum == 100 && whole.maximum == 106)
    }

    @Test("overlapping sources are merged by priority, per hour and per source; a priority set changes the merge", arguments: StoreBackend.available)
    func sourcesAreMergedByPriority(backend: StoreBackend) throws {
        let test = try backend.store(Self.fill)
        let merged = try test.store.execute(StatisticsQuery(type: .activeEnergyBurned, options: [.cumulativeSum, .separateBySource]))
        #expect(merged.sum == 13 && merged.count == 2)
        #expect(merged.bySource["Garmin Connect"]?.sum == 10)
        #expect(merged.bySource["Strava"]?.sum == 6)
        let hours = try test.store.execute(StatisticsCollectionQuery(
            type: .activeEnergyBurned, options: [.cumulativeSum, .separateBySource],
            anchorDate: Fixture.date("2024-05-01T00:00:00Z"), interval: StatisticsInterval(unit: .hour),
            timeZone: Self.berlin, start: Fixture.date("2024-05-01T10:00:00Z"), end: Fixture.date("2024-05-01T12:00:00Z")))
        #expect(hours.map(\.sum) == [10, 3])
        #expect(hours.map { $0.bySource["Strava"]?.sum } == [3, 3])
        // A predicate on the workout (the samples joined with their workouts).
        let cycling = try test.store.execute(StatisticsQuery(
            type: .activeEnergyBurned, predicate: .activityType(.cycling), options: [.cumulativeSum]))
        #expect(cycling.sum == 6)
        // Strava first (a name given twice counts once): Garmin adds only its hour's uncovered half.
        try test.store.setSourcePriority(["Strava", "Strava", "Garmin Connect"])
        let strava = try test.store.execute(StatisticsQuery(type: .activeEnergyBurned, options: [.cumulativeSum, .separateBySource]))
        #expect(strava.sum == 11 && strava.bySource["Garmin Connect"]?.sum == 10)
    }

    @Test("the series query, route history, an earlier route version and metadata predicates read the same", arguments: StoreBackend.available)
    func seriesRoutesAndMetadata(backend: StoreBackend) throws {
        let run = Fixture.run(seconds: 120)
        let test = try backend.store({ store in
            try store.save(run)
            let thinned = RouteLocations(run.routes[0].locations.enumerated().lazy.filter { $0.offset % 2 == 0 }.map(\.element))
            try store.saveRouteVersion(
                replacing: run.routes[0].uuid, locations: thinned, operation: "simplify", parameters: ["tolerance": 2.5],
                createdAt: Fixture.date("2024-06-01T12:00:00Z"))
        })
        var values: [Double] = []
        var times: [Double] = []
        try test.store.enumerateSeries(QuantitySeriesSampleQuery(type: .heartRate, workout: run.workout.uuid)) { piece in
            values += piece.values
            times += piece.times
        }
        let heartRates = run.samples.filter { $0.quantityType == .heartRate }
        #expect(values == heartRates.map(\.quantity.value))
        #expect(times == heartRates.map(\.startDate.timeIntervalSinceReferenceDate))

        let history = try test.store.routeHistory(workout: run.workout.uuid)
        #expect(history.map(\.version) == [1, 2])
        #expect(history.map(\.operation) == [RouteVersion.importOperation, "simplify"])
        #expect(history.map(\.locationCount) == [120, 60])
        #expect(history.last?.parameters == ["tolerance": 2.5] && history.last?.isCurrent == true)
        #expect(history.last?.createdAt == Fixture.date("2024-06-01T12:00:00Z"))
        #expect(try test.store.route(workout: run.workout.uuid, version: 1).locations == run.routes[0].locations)
        #expect(try test.store.route(workout: run.workout.uuid).locations.count == 60)

        // Metadata: an integer matches a double of its value, a Boolean and a string their own.
        func energy(_ predicate: SamplePredicate) throws -> [Double] {
            try test.store.execute(SampleQuery(type: .activeEnergyBurned, predicate: predicate)).map(\.quantity.value)
        }
        #expect(try energy(.metadata(key: "lap", equals: .integer(1))) == [15.5])
        #expect(try energy(.metadata(key: "lap", equals: .double(2))).count == 1)
        #expect(try energy(.metadata(key: "lap", equals: .string("1"))).isEmpty)
        #expect(try energy(.metadata(key: "lap", equals: nil)).count == 2)
        let laps = try test.store.execute(StatisticsQuery(
            type: .activeEnergyBurned, predicate: .metadata(key: "lap", equals: .integer(1)), options: [.cumulativeSum]))
        #expect(laps.sum == 15.5)
        let workouts = try test.store.execute(AnchoredObjectQuery(
            filter: .workout, predicate: .metadata(key: MetadataKey.timeZone, equals: .string("Europe/Berlin")), anchor: 0, limit: nil))
        #expect(workouts.added.map(\.uuid) == [run.workout.uuid])
        let indoor = try test.store.execute(AnchoredObjectQuery(
            filter: .workout, predicate: .metadata(key: MetadataKey.indoorWorkout, equals: .bool(true)), anchor: 0, limit: nil))
        #expect(indoor.added.isEmpty)
    }
}
