import Foundation
import Testing
import TestSupport
import WorkoutModel
@testable import WorkoutStore

@Suite("The series query (HKQuantitySeriesSampleQuery)")
struct SeriesQueryTests {
    private static let types: [QuantityType] = [.heartRate, .cyclingPower, .cyclingCadence, .altitude]

    /// A ride of `records` records whose values (any finite bit pattern) come point by point,
    /// some types missing on some records, times rising by fractions of a second with
    /// repeats and a step back, and a lap's energy as a separate sample.
    private func randomRide(_ random: inout SeededRandom, records: Int) -> WorkoutRecording {
        var time = 700_000_000.0 + Double.random(in: 0..<1, using: &random)
        var series = RecordingSeries()
        for record in 0..<records {
            if record % 97 == 50 { time -= 3 } else if !Bool.random(using: &random) || record % 13 != 0 {
                time += Double.random(in: 0..<2, using: &random)
            }
            for type in Self.types where Int.random(in: 0..<8, using: &random) > 0 {
                var value = Double(bitPattern: random.next())
                if !value.isFinite { value = -0.0 }
                series.append(value, of: type, at: Date(timeIntervalSinceReferenceDate: time))
            }
        }
        let start = Date(timeIntervalSinceReferenceDate: 699_999_000)
        let end = Date(timeIntervalSinceReferenceDate: time + 1)
        let lap = QuantitySample(type: .activeEnergyBurned, quantity: Quantity(42, .kilocalorie), start: start, end: end)
        return WorkoutRecording(
            workout: Workout(activityType: .cycling, start: start, end: end, source: Fixture.garmin),
            series: series, samples: [lap])
    }

    /// The pieces the query hands out for each type of `recording`.
    private func queried(_ store: WorkoutStore, _ recording: WorkoutRecording) throws -> [QuantityType: [QuantitySeries]] {
        var pieces: [QuantityType: [QuantitySeries]] = [:]
        for type in Self.types {
            try store.enumerateSeries(QuantitySeriesSampleQuery(type: type, workout: recording.workout.uuid)) { piece in
                pieces[type, default: []].append(piece)
            }
        }
        return pieces
    }

    @Test("Series saved whole come back bit for bit, with their UUIDs, in pieces of at most 512 (property)")
    func wholeSavedSeriesComeBackExactly() throws {
        var random = SeededRandom(seed: 2026)
        for round in 0..<12 {
            let store = try WorkoutStore.inMemory()
            let recording = randomRide(&random, records: Int.random(in: 1...(round < 6 ? 200 : 1500), using: &random))
            try store.save(recording)
            let pieces = try queried(store, recording)
            for series in recording.series {
                let got = pieces[series.quantityType] ?? []
                #expect(got.allSatisfy { $0.count <= 512 && $0.quantityType == series.quantityType && $0.source == nil })
                #expect(got.flatMap(\.times).map(\.bitPattern) == series.times.map(\.bitPattern))
                #expect(got.flatMap(\.values).map(\.bitPattern) == series.values.map(\.bitPattern))
                #expect(got.first?.uuid == series.uuid)
                let uuids = got.flatMap { piece in (0..<piece.count).map(piece.valueUUID(at:)) }
                #expect(uuids == (0..<series.count).map(series.valueUUID(at:)))
            }
            // The lap's energy is no series value.
            var energy: [QuantitySeries] = []
            try store.enumerateSeries(QuantitySeriesSampleQuery(type: .activeEnergyBurned, workout: recording.workout.uuid)) {
                energy.append($0)
            }
            #expect(energy.isEmpty)
        }
    }

    @Test("Values streamed into the store come back bit for bit, in the order added")
    func streamedValuesComeBackExactly() throws {
        var random = SeededRandom(seed: 31)
        let store = try WorkoutStore.inMemory()
        let recording = randomRide(&random, records: 1300)
        let outcome = try store.importSession { session in
            let streamed = try session.beginRecording()
            try recording.series.forEachSample { value in
                try streamed.addValue(value.quantity.value, of: value.quantityType, at: value.startDate)
            }
            let rest = WorkoutRecording(workout: recording.workout, samples: recording.separateSamples)
            return try streamed.finish(rest, streamedRouteSyncIdentifier: nil, versioning: .nextVersionOnChange)
        }
        #expect(outcome.status == .imported)
        let pieces = try queried(store, recording)
        for series in recording.series {
            let got = pieces[series.quantityType] ?? []
            #expect(got.flatMap(\.times).map(\.bitPattern) == series.times.map(\.bitPattern))
            #expect(got.flatMap(\.values).map(\.bitPattern) == series.values.map(\.bitPattern))
        }
        // The pieces' values are the samples the store gives the recording, UUIDs included.
        let read = try #require(try store.recording(for: recording.workout.uuid))
        let heartRates = read.samples(ofType: .heartRate)
        let fromPieces = (pieces[.heartRate] ?? []).flatMap { piece in (0..<piece.count).map(piece.sample(at:)) }
        #expect(fromPieces == heartRates)
    }

    @Test("Samples saved with UUIDs of their own come as one-value pieces; interval ones not at all")
    func samplesOfTheirOwnAreOneValuePieces() throws {
        let store = try WorkoutStore.inMemory()
        let start = Fixture.morning
        let samples = (0..<5).map { second in
            QuantitySample(type: .heartRate, quantity: Quantity(100 + Double(second), .countPerMinute),
                           start: start + Double(second), end: start + Double(second == 3 ? 30 : second))
        }
        let recording = Fixture.recording(samples)
        try store.save(recording)
        var pieces: [QuantitySeries] = []
        try store.enumerateSeries(QuantitySeriesSampleQuery(type: .heartRate, workout: recording.workout.uuid)) { pieces.append($0) }
        #expect(pieces.map(\.count) == [1, 1, 1, 1])
        #expect(pieces.map(\.uuid) == [0, 1, 2, 4].map { samples[$0].uuid })
        #expect(pieces.flatMap(\.values) == [100, 101, 102, 104])
    }

    @Test("An unknown workout is an error; a type the store never saw hands out nothing")
    func unknownWorkoutAndType() throws {
        let store = try WorkoutStore.inMemory()
        let recording = Fixture.run()
        try store.save(recording)
        #expect(throws: StoreError.self) {
            try store.enumerateSeries(QuantitySeriesSampleQuery(type: .heartRate, workout: UUID())) { _ in }
        }
        var calls = 0
        try store.enumerateSeries(QuantitySeriesSampleQuery(type: .underwaterDepth, workout: recording.workout.uuid)) { _ in calls += 1 }
        #expect(calls == 0)
    }
}
