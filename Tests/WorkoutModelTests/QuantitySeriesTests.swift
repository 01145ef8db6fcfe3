import Foundation
import Testing
import TestSupport
@testable import WorkoutModel

@Suite("Quantity series in a recording")
struct QuantitySeriesTests {
    private let start = Date(timeIntervalSinceReferenceDate: 736_000_000.25)

    private func workout() -> Workout {
        Workout(activityType: .cycling, start: start, end: start + 3600, source: Source(name: "Test"))
    }

    /// Three points of heart rate, cadence and power, the second without cadence, then a
    /// point at the same time as the third (two records in one second).
    private func pointValues() -> [(QuantityType, Double, Date)] {
        [(.heartRate, 120, start), (.cyclingCadence, 88, start), (.cyclingPower, 210.5, start),
         (.heartRate, 121, start + 1), (.cyclingPower, 215, start + 1),
         (.heartRate, 122, start + 2), (.cyclingCadence, 90, start + 2), (.cyclingPower, 220, start + 2),
         (.heartRate, 123, start + 2), (.cyclingCadence, 91, start + 2), (.cyclingPower, 0.1, start + 2)]
    }

    @Test("Values added point by point come out as samples in the order added, one series per type")
    func samplesKeepTheOrderAdded() {
        var recording = WorkoutRecording(workout: workout())
        for (type, value, time) in pointValues() { recording.series.append(value, of: type, at: time) }
        #expect(recording.series.map(\.quantityType) == [.heartRate, .cyclingCadence, .cyclingPower])
        #expect(recording.series.map(\.count) == [4, 3, 4])
        #expect(recording.sampleCount == 11)
        let samples = recording.samples
        #expect(samples.map(\.quantityType) == pointValues().map(\.0))
        #expect(samples.map(\.quantity.value) == pointValues().map(\.1))
        #expect(samples.map(\.startDate) == pointValues().map(\.2))
        #expect(samples.allSatisfy { $0.startDate == $0.endDate && $0.source == nil && $0.metadata.isEmpty })
        #expect(samples.allSatisfy { $0.quantity.unit == $0.quantityType.canonicalUnit })
    }

    @Test("Value i's UUID is derived from the series UUID: value 0's is the series', all distinct")
    func valueUUIDsAreDerived() {
        var series = QuantitySeries(type: .heartRate)
        for second in 0..<1000 { series.append(Double(100 + second % 50), at: start + Double(second)) }
        #expect(series.sample(at: 0).uuid == series.uuid)
        #expect(series.sample(at: 7).uuid == UUIDGenerator.seriesValue(7, of: series.uuid))
        #expect(Set((0..<series.count).map(series.valueUUID(at:))).count == 1000)
        // The store's chunks start a new series every 512 values: chunk k's UUID, value 512k's
        // here, derives the same UUIDs for the values after it.
        let chunk = series.valueUUID(at: 512)
        #expect((1..<488).allSatisfy { UUIDGenerator.seriesValue($0, of: chunk) == series.valueUUID(at: 512 + $0) })
    }

    @Test("A recording with series equals, and digests as, one holding the same samples separately")
    func seriesAndSeparateSamplesAgree() {
        var lap = QuantitySample(type: .activeEnergyBurned, quantity: Quantity(30, .kilocalorie), start: start, end: start + 600)
        lap.metadata["lap"] = .integer(1)
        var withSeries = WorkoutRecording(workout: workout(), samples: [lap])
        for (type, value, time) in pointValues() { withSeries.series.append(value, of: type, at: time) }
        let separate = WorkoutRecording(workout: withSeries.workout, samples: withSeries.samples)
        #expect(separate.series.isEmpty)
        #expect(withSeries.samples.last == lap)
        #expect(withSeries == separate)
        #expect(withSeries.contentDigest == separate.contentDigest)
        #expect(withSeries.samples(ofType: .cyclingCadence).map(\.quantity.value) == [88, 90, 91])
        var visited: [UUID] = []
        withSeries.forEachSample { visited.append($0.uuid) }
        #expect(visited == separate.samples.map(\.uuid))
    }

    @Test("Changing samples in place keeps every sample, now as separate samples")
    func editingSamplesKeepsThem() {
        var recording = WorkoutRecording(workout: workout())
        for (type, value, time) in pointValues() { recording.series.append(value, of: type, at: time) }
        let before = recording.samples
        recording.samples[1].quantity.value = 89
        #expect(recording.series.isEmpty)
        #expect(recording.samples.count == before.count)
        #expect(recording.samples[1].quantity.value == 89)
        #expect(recording.samples[2] == before[2])
        recording.samples = []
        #expect(recording.sampleCount == 0)
    }

    @Test("Series in, samples out: random series keep every time and value bit for bit (property)")
    func randomSeriesRoundTrip() {
        var random = SeededRandom(seed: 12)
        let types: [QuantityType] = [.heartRate, .cyclingPower, .cyclingCadence, .altitude, .distanceFromStart]
        for _ in 0..<50 {
            var recording = WorkoutRecording(workout: workout())
            var added: [(QuantityType, UInt64, UInt64)] = []
            for _ in 0..<Int.random(in: 0..<400, using: &random) {
                let type = types.randomElement(using: &random)!
                // Any finite bit pattern, times going back and repeating included.
                var value = Double(bitPattern: random.next())
                if !value.isFinite { value = -0.0 }
                let time = 700_000_000 + Double(Int.random(in: -100...100, using: &random)) + Double.random(in: 0..<1, using: &random)
                recording.series.append(value, of: type, at: Date(timeIntervalSinceReferenceDate: time))
                added.append((type, value.bitPattern, time.bitPattern))
            }
            let samples = recording.samples
            #expect(samples.count == added.count)
            #expect(samples.map(\.quantityType) == added.map(\.0))
            #expect(samples.map(\.quantity.value.bitPattern) == added.map(\.1))
            #expect(samples.map(\.startDate.timeIntervalSinceReferenceDate.bitPattern) == added.map(\.2))
            let rebuilt = RecordingSeries(Array(recording.series))
            #expect(rebuilt.valueCount == recording.series.valueCount)
            #expect(rebuilt.map(\.values) == recording.series.map(\.values))
        }
    }
}
