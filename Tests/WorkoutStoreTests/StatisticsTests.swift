import Foundation
import Testing
import WorkoutModel
@testable import WorkoutStore

@Suite("Statistics")
struct StatisticsTests {
    private let berlin = TimeZone(identifier: "Europe/Berlin")!
    private let discreteOptions: StatisticsOptions = [.discreteAverage, .discreteMin, .discreteMax, .mostRecent]

    @Test func discreteStatisticsGiveAverageMinimumMaximumAndMostRecent() throws {
        let store = try WorkoutStore.inMemory()
        let start = Fixture.morning
        try store.save(Fixture.recording([
            Fixture.heartRate(100, at: start),
            Fixture.heartRate(160, at: start.addingTimeInterval(20)),
            Fixture.heartRate(130, at: start.addingTimeInterval(40)),
            Fixture.heartRate(90, at: start.addingTimeInterval(30)),
        ]))
        // Without a predicate the hourly statistics answer; with one, the samples do.
        for predicate in [nil, SamplePredicate.source(Fixture.garmin.name)] {
            let statistics = try store.execute(StatisticsQuery(type: .heartRate, predicate: predicate, options: discreteOptions))
            #expect(statistics.count == 4)
            #expect(statistics.average == 120)
            #expect(statistics.minimum == 90)
            #expect(statistics.maximum == 160)
            #expect(statistics.mostRecent == 130)
            #expect(statistics.sum == nil)
            #expect(statistics.unit == .countPerMinute)
        }
        let onlyAverage = try store.execute(StatisticsQuery(type: .heartRate, options: .discreteAverage))
        #expect(onlyAverage.average == 120 && onlyAverage.minimum == nil && onlyAverage.mostRecent == nil)
    }

    @Test func hourlyStatisticsFollowDeletions() throws {
        let store = try WorkoutStore.inMemory()
        let start = Fixture.morning
        let low = Fixture.recording([Fixture.heartRate(60, at: start), Fixture.heartRate(70, at: start.addingTimeInterval(10))], syncIdentifier: "low")
        let high = Fixture.recording([Fixture.heartRate(180, at: start.addingTimeInterval(5))], syncIdentifier: "high")
        try store.save([low, high])
        #expect(try store.execute(StatisticsQuery(type: .heartRate, options: discreteOptions)).maximum == 180)
        try store.delete(workouts: [high.workout.uuid])
        let after = try store.execute(StatisticsQuery(type: .heartRate, options: discreteOptions))
        #expect(after.count == 2)
        #expect(after.maximum == 70)
        #expect(after.average == 65)
        #expect(after.mostRecent == 70)
    }

    /// One heart-rate sample at half past every UTC hour from `from` to `to`.
    private func hourlyHeartRates(_ store: WorkoutStore, from: String, to: String) throws {
        var samples: [QuantitySample] = []
        var time = Fixture.date(from).addingTimeInterval(1800)
        let end = Fixture.date(to)
        while time < end {
            samples.append(Fixture.heartRate(100, at: time))
            time.addTimeInterval(3600)
        }
        try store.save(Fixture.recording(samples))
    }

    @Test(arguments: [
        ("2024-03-30T00:00:00+01:00", "2024-04-02T00:00:00+02:00", [24.0, 23, 24]),
        ("2024-10-26T00:00:00+02:00", "2024-10-29T00:00:00+01:00", [24.0, 25, 24]),
    ])
    func dailyBucketsInBerlinFollowDaylightSavingChanges(from: String, to: String, hours: [Double]) throws {
        let store = try WorkoutStore.inMemory()
        try hourlyHeartRates(store, from: "2024-03-25T00:00:00Z", to: "2024-11-05T00:00:00Z")
        for predicate in [nil, SamplePredicate.source(Fixture.garmin.name)] {
            let buckets = try store.execute(StatisticsCollectionQuery(
                type: .heartRate, predicate: predicate, options: .discreteAverage, anchorDate: Fixture.date("2024-01-01T00:00:00+01:00"),
                interval: StatisticsInterval(unit: .day), timeZone: berlin, start: Fixture.date(from), end: Fixture.date(to)))
            #expect(buckets.map { $0.endDate.timeIntervalSince($0.startDate) / 3600 } == hours)
            #expect(buckets.map(\.count) == hours.map { Int($0) })
            #expect(buckets.first?.startDate == Fixture.date(from))
            #expect(buckets.last?.endDate == Fixture.date(to))
        }
    }

    @Test func bucketsOffWholeHoursAreComputedFromSamples() throws {
        let store = try WorkoutStore.inMemory()
        try hourlyHeartRates(store, from: "2024-05-01T00:00:00Z", to: "2024-05-03T00:00:00Z")
        let kolkata = TimeZone(identifier: "Asia/Kolkata")!  // UTC+05:30: local midnight is at half past a UTC hour
        let buckets = try store.execute(StatisticsCollectionQuery(
            type: .heartRate, options: .discreteAverage, anchorDate: Fixture.date("2024-01-01T00:00:00+05:30"),
            interval: StatisticsInterval(unit: .day), timeZone: kolkata,
            start: Fixture.date("2024-05-01T00:00:00+05:30"), end: Fixture.date("2024-05-03T00:00:00+05:30")))
        // Local 1 May runs from 18:30 UTC on 30 April: it holds the samples at 00:30 ... 17:30 UTC.
        #expect(buckets.map(\.count) == [18, 24])
        #expect(buckets.map(\.startDate) == [Fixture.date("2024-05-01T00:00:00+05:30"), Fixture.date("2024-05-02T00:00:00+05:30")])
    }

    @Test func collectionWithoutRangeSpansTheDataAndKeepsEmptyBuckets() throws {
        let store = try WorkoutStore.inMemory()
        try store.save(Fixture.recording([
            Fixture.heartRate(100, at: Fixture.date("2024-01-10T12:00:00Z")),
            Fixture.heartRate(120, at: Fixture.date("2024-03-31T23:30:00Z")),
        ]))
        let months = try store.execute(StatisticsCollectionQuery(
            type: .heartRate, options: [.discreteMax], anchorDate: Fixture.date("2024-01-01T00:00:00Z"),
            interval: StatisticsInterval(unit: .month), timeZone: TimeZone(identifier: "UTC")!))
        #expect(months.map(\.maximum) == [100, nil, 120])
        #expect(months.map(\.startDate) == ["2024-01-01", "2024-02-01", "2024-03-01"].map { Fixture.date($0 + "T00:00:00Z") })
        #expect(months.last?.endDate == Fixture.date("2024-04-01T00:00:00Z"))
        #expect(throws: StoreError.self) {
            try store.execute(StatisticsCollectionQuery(
                type: .heartRate, options: [.discreteMax], anchorDate: Fixture.morning,
                interval: StatisticsInterval(unit: .day, count: 0), timeZone: berlin))
        }
    }

    /// Garmin: 10 kcal over 10:00–11:00 UTC; Strava: 6 kcal over 10:30–11:30 UTC.
    private func overlappingEnergy() throws -> WorkoutStore {
        let store = try WorkoutStore.inMemory()
        let ten = Fixture.date("2024-05-01T10:00:00Z")
        try store.save(Fixture.recording([Fixture.energy(10, from: ten, to: ten.addingTimeInterval(3600))], source: Fixture.garmin))
        try store.save(Fixture.recording(
            [Fixture.energy(6, from: ten.addingTimeInterval(1800), to: ten.addingTimeInterval(5400))], source: Fixture.strava))
        return store
    }

    @Test func overlappingSourcesAreMergedByPriorityNotDoubleCounted() throws {
        let store = try overlappingEnergy()
        let query = StatisticsQuery(type: .activeEnergyBurned, options: [.cumulativeSum, .separateBySource])
        // Default priority: the order first seen. Garmin wins the overlap; Strava adds its uncovered half.
        let merged = try store.execute(query)
        #expect(merged.sum == 13)
        #expect(merged.count == 2)
        #expect(merged.average == nil)
        #expect(merged.bySource["Garmin Connect"]?.sum == 10)
        #expect(merged.bySource["Strava"]?.sum == 6)
        try store.setSourcePriority(["Strava"])
        let strava = try store.execute(query)
        #expect(strava.sum == 11)
        #expect(strava.bySource["Garmin Connect"]?.sum == 10)
    }

    @Test func cumulativeSumsAreSpreadOverBucketsInProportionToTime() throws {
        let store = try overlappingEnergy()
        let hours = try store.execute(StatisticsCollectionQuery(
            type: .activeEnergyBurned, options: [.cumulativeSum, .separateBySource],
            anchorDate: Fixture.date("2024-05-01T00:00:00Z"), interval: StatisticsInterval(unit: .hour),
            timeZone: berlin, start: Fixture.date("2024-05-01T10:00:00Z"), end: Fixture.date("2024-05-01T12:00:00Z")))
        #expect(hours.map(\.sum) == [10, 3])
        #expect(hours.map { $0.bySource["Strava"]?.sum } == [3, 3])
        #expect(hours.map { $0.bySource["Garmin Connect"]?.sum } == [10, nil])
    }

    @Test func discreteStatisticsPerSourceComeFromHourlyStatisticsAndSamplesAlike() throws {
        let store = try WorkoutStore.inMemory()
        let start = Fixture.morning
        try store.save(Fixture.recording([Fixture.heartRate(100, at: start), Fixture.heartRate(110, at: start.addingTimeInterval(60))], source: Fixture.garmin))
        try store.save(Fixture.recording([Fixture.heartRate(150, at: start.addingTimeInterval(30))], source: Fixture.strava))
        for predicate in [nil, SamplePredicate.activityType(.running)] {
            let statistics = try store.execute(StatisticsQuery(
                type: .heartRate, predicate: predicate, options: [.discreteAverage, .discreteMax, .mostRecent, .separateBySource]))
            #expect(statistics.count == 3 && statistics.maximum == 150 && statistics.mostRecent == 110)
            #expect(statistics.bySource["Garmin Connect"]?.average == 105)
            #expect(statistics.bySource["Garmin Connect"]?.count == 2)
            #expect(statistics.bySource["Strava"]?.maximum == 150)
            #expect(statistics.bySource["Strava"]?.mostRecent == 150)
            #expect(statistics.bySource.count == 2)
        }
    }

    @Test func collectionsAskingForTooManyBucketsAreRefusedNotComputed() throws {
        let store = try WorkoutStore.inMemory()
        try store.save(Fixture.recording([Fixture.heartRate(100, at: Fixture.morning)]))
        #expect(throws: StoreError.self) {
            try store.execute(StatisticsCollectionQuery(
                type: .heartRate, options: .discreteMax, anchorDate: Fixture.morning, interval: StatisticsInterval(unit: .hour),
                timeZone: berlin, start: .distantPast, end: .distantFuture))
        }
        let years = try store.execute(StatisticsCollectionQuery(
            type: .heartRate, options: .discreteMax, anchorDate: Fixture.date("2000-01-01T00:00:00+01:00"),
            interval: StatisticsInterval(unit: .year, count: 10), timeZone: berlin))
        #expect(years.map(\.maximum) == [100])
        #expect(years.first?.startDate == Fixture.date("2020-01-01T00:00:00+01:00"))
    }

    @Test func intervalSetsSubtractAndUnite() {
        var set = IntervalSet()
        set.append(0..<10)
        set.append(5..<12)
        set.append(20..<30)
        #expect(set.intervals == [0..<12, 20..<30])
        #expect(set.uncoveredParts(of: -5..<25) == [-5..<0, 12..<20])
        #expect(set.uncoveredParts(of: 3..<3) == [])
        #expect(set.uncoveredParts(of: 15..<15) == [15..<15])
        var other = IntervalSet()
        other.append(11..<21)
        other.append(40..<41)
        set.formUnion(other)
        #expect(set.intervals == [0..<30, 40..<41])
    }
}
