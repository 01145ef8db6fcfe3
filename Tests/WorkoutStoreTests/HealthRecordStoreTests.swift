import Foundation
import Testing
import TestSupport
import WorkoutModel
@testable import WorkoutStore

@Suite("category samples, correlations, activity summaries and unlisted quantity types in the store")
struct HealthRecordStoreTests {
    private static let watch = Source(name: "Apple Watch")
    private static let cuff = Source(name: "Health Mate")
    private static let mmHg = QuantityUnit(symbol: "mmHg")
    private static let dBASPL = QuantityUnit(symbol: "dBASPL")

    private func sleep() -> [CategorySample] {
        [(0, 3), (1, 4), (2, 5)].map { offset, value in
            let start = Fixture.morning.addingTimeInterval(Double(offset) * 1800)
            var sample = CategorySample(
                type: CategoryType(identifier: "HKCategoryTypeIdentifierSleepAnalysis", valueSet: .sleepAnalysis), value: value,
                start: start, end: start.addingTimeInterval(1800), source: Self.watch,
                metadata: offset == 0 ? ["HKTimeZone": .string("Europe/Berlin")] : [:])
            sample.uuid = sample.contentDerivedUUID
            return sample
        }
    }

    private func bloodPressure() -> Correlation {
        let systolicType = QuantityType(recordIdentifier: "HKQuantityTypeIdentifierBloodPressureSystolic", unit: Self.mmHg)
        let diastolicType = QuantityType(recordIdentifier: "HKQuantityTypeIdentifierBloodPressureDiastolic", unit: Self.mmHg)
        var members = [
            QuantitySample(type: systolicType, quantity: Quantity(121, Self.mmHg), start: Fixture.morning, end: Fixture.morning,
                           source: Self.cuff, metadata: ["HKWasUserEntered": .integer(0)]),
            QuantitySample(type: diastolicType, quantity: Quantity(79, Self.mmHg), start: Fixture.morning, end: Fixture.morning,
                           source: Self.cuff),
        ]
        for index in members.indices { members[index].uuid = members[index].contentDerivedUUID }
        var correlation = Correlation(type: "HKCorrelationTypeIdentifierBloodPressure", start: Fixture.morning,
                                      end: Fixture.morning, objects: members, source: Self.cuff,
                                      metadata: ["Withings User Identifier": .integer(12345)])
        correlation.uuid = correlation.contentDerivedUUID
        return correlation
    }

    private func summary() -> ActivitySummary {
        var summary = ActivitySummary(
            dateComponents: DateComponents(year: 2024, month: 1, day: 15),
            activeEnergyBurned: Quantity(512.5, .kilocalorie), activeEnergyBurnedGoal: Quantity(600, .kilocalorie),
            appleExerciseTime: Quantity(1.5, .hour), appleExerciseTimeGoal: Quantity(30, .minute),
            appleStandHours: Quantity(9, .count), appleStandHoursGoal: Quantity(12, .count))
        summary.uuid = summary.contentDerivedUUID
        return summary
    }

    @Test("Saved category samples, correlations and summaries read back whole; saving them again changes nothing")
    func savesAndReadsBack() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("store.sqlite"))
        let saved = try store.importSession { session in
            [try session.save(categorySamples: sleep(), defaultSource: Self.watch),
             try session.save(correlations: [bloodPressure()], defaultSource: Self.watch),
             try session.save(activitySummaries: [summary()])]
        }
        #expect(saved == [StandaloneSaveOutcome(imported: 3), StandaloneSaveOutcome(imported: 1), StandaloneSaveOutcome(imported: 1)])
        var categories: [CategorySample] = [], correlations: [Correlation] = [], summaries: [ActivitySummary] = []
        try store.forEachCategorySampleBatch(batchSize: 2) { categories += $0 }
        try store.forEachCorrelationBatch { correlations += $0 }
        try store.forEachActivitySummaryBatch { summaries += $0 }
        #expect(categories == sleep())
        #expect(categories.first?.categoryType.valueSet == .sleepAnalysis)
        #expect(correlations == [bloodPressure()])
        #expect(correlations.first?.objects.first?.quantityType.canonicalUnit == Self.mmHg)
        // The exercise time comes back in minutes, the unit the export writes it in.
        #expect(summaries.map(\.appleExerciseTime) == [Quantity(90, .minute)])
        #expect(summaries.first?.activeEnergyBurned == Quantity(512.5, .kilocalorie))
        #expect(summaries.first?.uuid == summary().uuid)

        let again = try store.importSession { session in
            [try session.save(categorySamples: sleep(), defaultSource: Self.watch),
             try session.save(correlations: [bloodPressure()], defaultSource: Self.watch),
             try session.save(activitySummaries: [summary()])]
        }
        #expect(again == [StandaloneSaveOutcome(unchanged: 3), StandaloneSaveOutcome(unchanged: 1), StandaloneSaveOutcome(unchanged: 1)])
    }

    @Test("creationDate and sourceVersion read back on every kind of record, in multi-row inserts and in a workout's samples")
    func keepsCreationDateAndSourceVersion() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("store.sqlite"))
        let created = Fixture.morning.addingTimeInterval(600)
        // More than one multi-row statement of samples, every other one without provenance.
        let samples = (0..<(SampleRowInserter.rowsPerStatement * 2 + 3)).map { index in
            let start = Fixture.morning.addingTimeInterval(Double(index) * 60)
            var sample = QuantitySample(
                type: .heartRate, quantity: Quantity(60 + Double(index % 50), .countPerMinute), start: start, end: start,
                source: Self.watch, creationDate: index.isMultiple(of: 2) ? created : nil,
                sourceVersion: index.isMultiple(of: 2) ? "10.\(index % 3)" : nil)
            sample.uuid = sample.contentDerivedUUID
            return sample
        }
        var categories = sleep()
        categories[0].creationDate = created
        categories[0].sourceVersion = "10.1"
        var correlation = bloodPressure()
        correlation.creationDate = created
        correlation.sourceVersion = "2160040"
        correlation.objects[0].creationDate = created.addingTimeInterval(1)
        correlation.objects[1].sourceVersion = "2160041"
        var run = Fixture.run(seconds: 30)
        run.samples[3].sourceVersion = "12.10"
        run.samples[4].creationDate = created
        try store.importSession { session in
            try session.save(standaloneSamples: samples, defaultSource: Self.watch)
            try session.save(categorySamples: categories, defaultSource: Self.watch)
            try session.save(correlations: [correlation], defaultSource: Self.watch)
            _ = try session.save(run)
        }
        var storedSamples: [QuantitySample] = [], storedCategories: [CategorySample] = [], storedCorrelations: [Correlation] = []
        try store.forEachStandaloneSampleBatch { storedSamples += $0 }
        try store.forEachCategorySampleBatch { storedCategories += $0 }
        try store.forEachCorrelationBatch { storedCorrelations += $0 }
        #expect(storedSamples.map(\.creationDate) == samples.map(\.creationDate))
        #expect(storedSamples.map(\.sourceVersion) == samples.map(\.sourceVersion))
        #expect(storedSamples == samples)
        #expect(storedCategories == categories)
        #expect(storedCorrelations == [correlation])
        // A workout's sample with provenance is kept as a row of its own, not packed without it.
        let stored = try #require(try store.recording(for: run.workout.uuid))
        let third = try #require(stored.samples.first { $0.uuid == run.samples[3].uuid })
        let fourth = try #require(stored.samples.first { $0.uuid == run.samples[4].uuid })
        #expect(third.sourceVersion == "12.10" && third.creationDate == nil)
        #expect(fourth.creationDate == created && fourth.sourceVersion == nil)
    }

    @Test("Anchored queries report each kind with an anchor of its own, filtered by kind and type; skipped ones take none")
    func anchoredQueriesReportEveryKind() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("store.sqlite"))
        try store.importSession { session in
            try session.save(categorySamples: sleep(), defaultSource: Self.watch)
            try session.save(correlations: [bloodPressure()], defaultSource: Self.watch)
            try session.save(activitySummaries: [summary()])
        }
        let all = try store.execute(AnchoredObjectQuery())
        #expect(all.added.map(\.kind) == [.categorySample, .categorySample, .categorySample, .correlation, .activitySummary])
        #expect(all.added.map(\.anchor) == [1, 2, 3, 4, 5])
        #expect(all.newAnchor == 5)
        #expect(all.added.first?.objectType == .category(CategoryType(identifier: "HKCategoryTypeIdentifierSleepAnalysis")))
        let summaries = try store.execute(AnchoredObjectQuery(filter: .activitySummary))
        #expect(summaries.added.map(\.uuid) == [summary().uuid])
        #expect(ObjectType(parsing: "HKCorrelationTypeIdentifierBloodPressure") == .correlation("HKCorrelationTypeIdentifierBloodPressure"))
        let pressure = try store.execute(AnchoredObjectQuery(filter: .correlation("HKCorrelationTypeIdentifierBloodPressure")))
        #expect(pressure.added.map(\.uuid) == [bloodPressure().uuid])
        let since = try store.execute(AnchoredObjectQuery(anchor: 3, limit: 1))
        #expect(since.added.map(\.kind) == [.correlation])
        #expect(since.newAnchor == 4)
        // A second import of the same records takes no anchor.
        _ = try store.importSession { session in try session.save(categorySamples: sleep(), defaultSource: Self.watch) }
        #expect(try store.currentAnchor() == 5)
    }

    @Test("Statistics work on a quantity type the model does not list, in the unit its records brought")
    func statisticsOfUnlistedType() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("store.sqlite"))
        let audio = QuantityType(recordIdentifier: "HKQuantityTypeIdentifierEnvironmentalAudioExposure", unit: Self.dBASPL)
        let standTime = QuantityType(recordIdentifier: "HKQuantityTypeIdentifierAppleStandTime", unit: .minute)
        #expect(audio.aggregationStyle == .discrete)
        #expect(standTime.aggregationStyle == .cumulative)
        let samples = [(audio, 60.0, Self.dBASPL), (audio, 70.0, Self.dBASPL), (standTime, 4.0, .minute), (standTime, 2.0, .minute)]
            .enumerated().map { index, entry in
                let start = Fixture.morning.addingTimeInterval(Double(index) * 3600)
                var sample = QuantitySample(type: entry.0, quantity: Quantity(entry.1, entry.2), start: start,
                                            end: start.addingTimeInterval(300), source: Self.watch)
                sample.uuid = sample.contentDerivedUUID
                return sample
            }
        _ = try store.importSession { session in try session.save(standaloneSamples: samples, defaultSource: Self.watch) }
        let storedAudio = try #require(try store.quantityType(named: "environmentalaudioexposure"))
        #expect(storedAudio.canonicalUnit == Self.dBASPL && storedAudio.aggregationStyle == .discrete)
        let level = try store.execute(StatisticsQuery(type: storedAudio, options: [.discreteAverage, .discreteMax]))
        #expect(level.average == 65 && level.maximum == 70)
        let storedStand = try #require(try store.quantityType(named: "HKQuantityTypeIdentifierAppleStandTime"))
        #expect(try store.execute(StatisticsQuery(type: storedStand, options: .cumulativeSum)).sum == 6)
        #expect(try store.quantityType(named: "NoSuchType") == nil)
    }

    @Test("A unit the model does not know converts only to itself, and a sample in another is refused")
    func unknownUnitsConvertOnlyToThemselves() throws {
        #expect(Self.mmHg.dimension == .other)
        #expect(try Self.mmHg.convert(120, to: Self.mmHg) == 120)
        #expect(throws: UnitError.self) { try Self.mmHg.convert(120, to: Self.dBASPL) }
        let type = QuantityType(recordIdentifier: "HKQuantityTypeIdentifierBloodPressureSystolic", unit: Self.mmHg)
        let wrong = QuantitySample(type: type, quantity: Quantity(120, Self.dBASPL), start: Fixture.morning, end: Fixture.morning)
        #expect(throws: StoreError.self) { try WorkoutStore.validate(wrong) }
    }
}
