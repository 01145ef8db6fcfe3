import Foundation
import GRDB
import Testing
import TestSupport
import WorkoutModel
@testable import WorkoutStore

@Suite("Packed series and sample rows side by side")
struct SeriesStorageTests {
    private func count(_ store: WorkoutStore, _ sql: String) throws -> Int {
        try store.writer.read { try Int.fetchOne($0, sql: sql) ?? -1 }
    }

    /// Heart rate (packed), power with a device of its own (packed too, in chunks that name it,
    /// since "v11-series-chunk-device") and cadence with metadata (rows), interleaved per second
    /// as a FIT record stream gives them.
    private func interleaved(seconds: Int, syncIdentifier: String = "mixed") -> WorkoutRecording {
        var samples: [QuantitySample] = []
        for second in 0..<seconds {
            let time = Fixture.morning.addingTimeInterval(Double(second))
            samples.append(Fixture.heartRate(100 + Double(second % 50), at: time))
            samples.append(QuantitySample(
                type: .cyclingPower, quantity: Quantity(200 + Double(second % 7), .watt), start: time, end: time,
                device: Device(name: "Power meter")))
            if second % 100 == 0 {
                samples.append(QuantitySample(
                    type: .cyclingCadence, quantity: Quantity(90, .countPerMinute), start: time, end: time,
                    metadata: ["WKSecond": .integer(second)]))
            }
        }
        return Fixture.recording(samples, activity: .cycling, syncIdentifier: syncIdentifier)
    }

    @Test func denseSeriesArePackedAndOtherSamplesKeepRows() throws {
        let store = try WorkoutStore.inMemory()
        let recording = interleaved(seconds: 1200)
        try store.save(recording)
        // 1200 heart rates and 1200 powers in chunks of 512, the powers' naming the power meter.
        #expect(try count(store, "SELECT count(*) FROM sample_series") == 6)
        #expect(try count(store, "SELECT sum(count) FROM sample_series") == 2400)
        #expect(try count(store, "SELECT sum(count) FROM sample_series c JOIN devices d ON d.id = c.device_id WHERE d.name = 'Power meter'") == 1200)
        #expect(try count(store, "SELECT count(*) FROM samples") == 12)
        // Saved order, UUIDs and every value come back exactly, whatever the storage.
        #expect(try store.recording(for: recording.workout.uuid) == recording)
    }

    @Test func queriesAnchorsAndStatisticsSeeBothStorages() throws {
        let store = try WorkoutStore.inMemory()
        let recording = interleaved(seconds: 600)
        try store.save(recording)
        let heartRates = recording.samples(ofType: .heartRate)
        let queried = try store.execute(SampleQuery(type: .heartRate, predicate: .quantity(.greaterThanOrEqual, Quantity(148, .countPerMinute))))
        #expect(queried.map(\.uuid) == heartRates.filter { $0.quantity.value >= 148 }.map(\.uuid))
        #expect(queried.allSatisfy { $0.source == Fixture.garmin })
        let descending = try store.execute(SampleQuery(type: .heartRate, limit: 2, sort: .startDescending))
        #expect(descending.map(\.uuid) == heartRates.suffix(2).reversed().map(\.uuid))
        let ascending = try store.execute(SampleQuery(type: .heartRate, predicate: .quantity(.lessThan, Quantity(140, .countPerMinute)), limit: 7))
        #expect(ascending.map(\.uuid) == heartRates.filter { $0.quantity.value < 140 }.prefix(7).map(\.uuid))

        let changes = try store.execute(AnchoredObjectQuery(filter: .quantity(.heartRate), predicate: .quantity(.lessThan, Quantity(101, .countPerMinute))))
        #expect(changes.added.map(\.uuid) == heartRates.filter { $0.quantity.value < 101 }.map(\.uuid))
        let all = try store.execute(AnchoredObjectQuery())
        #expect(all.added.count == 1 + recording.samples.count)
        #expect(all.added.map(\.anchor) == Array(1...(1 + recording.samples.count)))

        let average = heartRates.reduce(0.0) { $0 + $1.quantity.value } / Double(heartRates.count)
        for predicate in [nil, SamplePredicate.activityType(.cycling)] {
            let statistics = try store.execute(StatisticsQuery(type: .heartRate, predicate: predicate, options: [.discreteAverage, .discreteMax, .mostRecent]))
            #expect(statistics.count == 600)
            #expect(abs((statistics.average ?? 0) - average) < 1e-9)
            #expect(statistics.maximum == 149)
            #expect(statistics.mostRecent == heartRates.last?.quantity.value)
        }
        let power = try store.execute(StatisticsQuery(type: .cyclingPower, predicate: .device(name: "Power meter"), options: .discreteMax))
        #expect(power.count == 600 && power.maximum == 206)
    }

    @Test func deletingLeavesTombstonesForEverySampleAndFixesHourlyStatistics() throws {
        let store = try WorkoutStore.inMemory()
        let recording = interleaved(seconds: 700)
        let other = Fixture.recording(
            [Fixture.heartRate(60, at: Fixture.morning), Fixture.heartRate(61, at: Fixture.morning.addingTimeInterval(1))],
            syncIdentifier: "other")
        try store.save([recording, other])
        let anchor = try store.currentAnchor()
        try store.delete(workouts: [recording.workout.uuid])
        let changes = try store.execute(AnchoredObjectQuery(anchor: anchor))
        #expect(changes.added.isEmpty)
        #expect(Set(changes.deleted.map(\.uuid)) == Set(recording.samples.map(\.uuid) + [recording.workout.uuid]))
        #expect(changes.deleted.count == recording.samples.count + 1)
        #expect(try count(store, "SELECT count(*) FROM sample_series") == 1)
        let statistics = try store.execute(StatisticsQuery(type: .heartRate, options: [.discreteMax, .discreteMin]))
        #expect(statistics.count == 2 && statistics.maximum == 61 && statistics.minimum == 60)
        #expect(try store.execute(StatisticsQuery(type: .cyclingPower, options: .discreteMax)).count == 0)
    }

    @Test func rowSampleUUIDsAreUniqueAcrossTheStore() throws {
        let store = try WorkoutStore.inMemory()
        let run = Fixture.run(seconds: 10)
        try store.save(run)
        let rowSample = try #require(run.samples.last)  // energy with its own source: a row
        #expect(throws: StoreError.duplicateUUID(rowSample.uuid)) {
            try store.add([rowSample], to: run.workout.uuid)
        }
    }

    @Test("a whole save listing a series value's derived UUID twice (after a thousand values of its series, held as one run) is refused naming it, and nothing is saved")
    func repeatedDerivedValueUUIDIsRefused() throws {
        let store = try WorkoutStore.inMemory()
        var run = Fixture.run(seconds: 10)
        let series = UUIDGenerator.random()
        var samples = (0..<1_200).map { index in
            let time = Fixture.morning.addingTimeInterval(Double(index))
            return QuantitySample(uuid: UUIDGenerator.seriesValue(index, of: series), type: .heartRate,
                                  quantity: Quantity(120, .countPerMinute), start: time, end: time)
        }
        let repeated = samples[500]
        samples.append(QuantitySample(uuid: repeated.uuid, type: .heartRate, quantity: Quantity(130, .countPerMinute),
                                      start: Fixture.morning.addingTimeInterval(1_300), end: Fixture.morning.addingTimeInterval(1_300)))
        run.samples = samples
        run.workout.endDate = Fixture.morning.addingTimeInterval(1_400)
        #expect(throws: StoreError.duplicateUUID(repeated.uuid)) { try store.save(run) }
        #expect(try store.currentAnchor() == 0)
        #expect(try count(store, "SELECT count(*) FROM sample_series") == 0)
    }

    @Test func chunksWithStoredUUIDsRoundTripEveryBit() throws {
        let samples = [
            PackedSample(anchor: 7, uuid: UUID(), start: 1.5, end: 2.25, value: -0.0),
            PackedSample(anchor: 7 + Int64(UInt32.max), uuid: UUID(), start: -1e9, end: 1e9, value: .greatestFiniteMagnitude),
        ]
        let (format, bytes) = SeriesChunk.encode(samples.map { PackedValue(anchor: $0.anchor, start: $0.start, end: $0.end, value: $0.value) }, uuids: samples.map(\.uuid), derivedFrom: nil)
        #expect(format == .storedUUIDs && bytes.count == 2 * 44)
        var decoded: [PackedSample] = []
        try SeriesChunk.decode(Data(bytes), format: format.rawValue, count: 2, firstAnchor: 7, into: &decoded)
        #expect(decoded.map(\.anchor) == samples.map(\.anchor))
        #expect(decoded.map(\.uuid) == samples.map(\.uuid))
        #expect(decoded.map(\.value.bitPattern) == samples.map(\.value.bitPattern))
        #expect(decoded.map(\.start) == samples.map(\.start) && decoded.map(\.end) == samples.map(\.end))
        #expect(throws: StoreError.self) {
            try SeriesChunk.decode(Data([1, 2, 3]), format: 1, count: 2, firstAnchor: 0, into: &decoded)
        }
    }

    @Test func compactChunksOfIrregularValuesTimesAndAnchorsKeepEachAndRoundTripEveryBit() throws {
        let series = UUIDGenerator.random()
        let values: [Double] = [-0.0, .leastNonzeroMagnitude, 142, .greatestFiniteMagnitude, -1e-300]
        let samples = values.enumerated().map { index, value in
            let time = 7.25e8 + Double(index) / 3
            return PackedSample(anchor: 40 + Int64(index) * 6 + (index == 4 ? Int64(UInt32.max) - 100 : 0),
                                uuid: UUIDGenerator.seriesValue(index, of: series), start: time, end: time, value: value)
        }
        let (format, bytes) = SeriesChunk.encode(samples.map { PackedValue(anchor: $0.anchor, start: $0.start, end: $0.end, value: $0.value) }, uuids: [], derivedFrom: series)
        // No stride, no step, no narrower number: each anchor offset, time and value, as format 2 kept them.
        #expect(format == .compact && bytes.count == 17 + 5 * 20)
        var decoded: [PackedSample] = []
        try SeriesChunk.decode(Data(bytes), format: format.rawValue, count: 5, firstAnchor: 40, into: &decoded)
        #expect(decoded.map(\.anchor) == samples.map(\.anchor))
        #expect(decoded.map(\.uuid) == samples.map(\.uuid))
        #expect(decoded.first?.uuid == series)
        #expect(decoded.map(\.value.bitPattern) == values.map(\.bitPattern))
        #expect(decoded.map(\.start.bitPattern) == samples.map(\.start.bitPattern))
        #expect(decoded.map(\.end.bitPattern) == samples.map(\.start.bitPattern))
        #expect(throws: StoreError.self) {  // a format this version does not know
            try SeriesChunk.decode(Data(bytes), format: 4, count: 5, firstAnchor: 40, into: &decoded)
        }
        #expect(throws: StoreError.self) {  // read as another layout, the size does not match
            try SeriesChunk.decode(Data(bytes), format: 2, count: 5, firstAnchor: 40, into: &decoded)
        }
        #expect(throws: StoreError.self) {  // cut short
            try SeriesChunk.decode(Data(bytes.dropLast()), format: 3, count: 5, firstAnchor: 40, into: &decoded)
        }
    }

    @Test(arguments: [
        // (values, bytes a value): whole numbers in 16 bits, in 32 bits, exact 32-bit floats, the rest.
        ([62.0, 180, -32768, 32767], 2), ([40_000.0, -2_147_483_648, 7], 4), ([0.5, 1_048_576.5, -3.25], 4),
        ([0.1, 3], 8), ([-0.0, 1], 4), ([1e300, 2], 8),
    ])
    func compactChunksOfRegularSeriesKeepAStrideAStepAndTheNarrowestNumbers(values: [Double], width: Int) throws {
        let series = UUIDGenerator.random()
        let count = 512
        let packed = (0..<count).map { index in
            let time = 7.25e8 + 0.5 + Double(index) * 0.25
            return PackedValue(anchor: 1_000 + Int64(index) * 5, start: time, end: time, value: values[index % values.count])
        }
        let (format, bytes) = SeriesChunk.encode(packed, uuids: [], derivedFrom: series)
        #expect(format == .compact && bytes.count == 17 + 4 + 16 + width * count)
        var decoded: [PackedValue] = []
        try SeriesChunk.decode(Data(bytes), format: format.rawValue, count: count, firstAnchor: 1_000, into: &decoded)
        #expect(decoded.map(\.anchor) == packed.map(\.anchor))
        #expect(decoded.map(\.start.bitPattern) == packed.map(\.start.bitPattern))
        #expect(decoded.map(\.end.bitPattern) == packed.map(\.start.bitPattern))
        #expect(decoded.map(\.value.bitPattern) == packed.map(\.value.bitPattern))
    }

    @Test("a compact chunk keeps a series' times recorded each second with pauses as whole seconds after the first (4 bytes a value), anchors a few apart as a byte's step each, farther apart as 16-bit offsets; a pause of a fraction of a second keeps a double each; a layout byte naming both a step and seconds is damaged")
    func compactChunksOfPausedSeriesKeepWholeSeconds() throws {
        let series = UUIDGenerator.random()
        let count = 512
        func packed(pause: Double) -> [PackedValue] {
            (0..<count).map { index in
                let time = 7.25e8 + Double(index) + (index >= 200 ? pause : 0)
                return PackedValue(anchor: 1_000 + Int64(index) * 5, start: time, end: time, value: Double(120 + index % 40))
            }
        }
        for (pause, timesSize) in [(37.0, 8 + 4 * count), (37.5, 8 * count), (-3.0, 8 + 4 * count)] {
            let values = packed(pause: pause)
            let (format, bytes) = SeriesChunk.encode(values, uuids: [], derivedFrom: series)
            #expect(format == .compact && bytes.count == 17 + 4 + timesSize + 2 * count, "pause \(pause)")
            var decoded: [PackedValue] = []
            try SeriesChunk.decode(Data(bytes), format: format.rawValue, count: count, firstAnchor: 1_000, into: &decoded)
            #expect(decoded.map(\.start.bitPattern) == values.map(\.start.bitPattern))
            #expect(decoded.map(\.end.bitPattern) == values.map(\.start.bitPattern))
            #expect(decoded.map(\.value.bitPattern) == values.map(\.value.bitPattern))
            #expect(decoded.map(\.anchor) == values.map(\.anchor))
        }
        // Anchors a few apart but not by one stride: each one's step in a byte; farther apart,
        // 16-bit offsets; farther still, 32-bit offsets (as before).
        for (steps, anchorsSize) in [([3, 7, 4], count), ([3, 300, 4], 2 * count), ([3, 70_000, 4], 4 * count)] {
            var values = packed(pause: 0)
            for index in 1..<count { values[index].anchor = values[index - 1].anchor + Int64(steps[index % 3]) }
            let (format, bytes) = SeriesChunk.encode(values, uuids: [], derivedFrom: series)
            #expect(format == .compact && bytes.count == 17 + anchorsSize + 16 + 2 * count, "steps \(steps)")
            var decoded: [PackedSample] = []
            try SeriesChunk.decode(Data(bytes), format: format.rawValue, count: count, firstAnchor: values[0].anchor, into: &decoded)
            #expect(decoded.map(\.anchor) == values.map(\.anchor))
            #expect(decoded.map(\.uuid) == (0..<count).map { UUIDGenerator.seriesValue($0, of: series) })
        }
        var bytes = SeriesChunk.encode(packed(pause: 37), uuids: [], derivedFrom: series).bytes
        bytes[16] |= 2
        var decoded: [PackedValue] = []
        #expect(throws: StoreError.self) {
            try SeriesChunk.decode(Data(bytes), format: 3, count: count, firstAnchor: 1_000, into: &decoded)
        }
    }

    @Test("a compact chunk with any byte changed, cut anywhere or read with the wrong count is read or named damaged, never a crash")
    func mutatedCompactChunksNeverCrash() throws {
        var random = SeededRandom(seed: 0x5E1E5)
        let series = UUIDGenerator.random()
        var anchor: Int64 = 1_000
        let values = (0..<300).map { index in
            anchor += Int64(1 + random.next() % 9)
            let time = 7.25e8 + Double(index) + (index > 150 ? 40 : 0)
            return PackedValue(anchor: anchor, start: time, end: time, value: Double(random.next() % 200))
        }
        let bytes = SeriesChunk.encode(values, uuids: [], derivedFrom: series).bytes
        for _ in 0..<600 {
            var mutated = bytes
            switch random.next() % 3 {
            case 0: mutated[Int(random.next() % UInt64(mutated.count))] = UInt8(truncatingIfNeeded: random.next())
            case 1: mutated.removeLast(Int(random.next() % UInt64(mutated.count)))
            default: mutated[16] = UInt8(truncatingIfNeeded: random.next())
            }
            let count = random.next() % 4 == 0 ? Int(random.next() % UInt64(SeriesChunk.capacity + 2)) : values.count
            var decoded: [PackedSample] = []
            do {
                try SeriesChunk.decode(Data(mutated), format: 3, count: count, firstAnchor: values[0].anchor, into: &decoded)
                #expect(decoded.count == count)
            } catch is StoreError {}
        }
    }

    @Test func chunksOfFormatTwoSavedBeforeStillReadBackEveryBit() throws {
        // Format 2 as "v5-series-format-2" wrote it: series UUID, anchor offsets, times, values.
        let series = UUIDGenerator.random()
        let values: [(offset: UInt32, time: Double, value: Double)] = [(0, 7.25e8, 61), (3, 7.25e8 + 1, -0.0), (9, 7.25e8 + 7.5, 0.1)]
        var bytes = withUnsafeBytes(of: series.uuid) { Array($0) }
        for value in values { withUnsafeBytes(of: value.offset.littleEndian) { bytes += $0 } }
        for value in values { withUnsafeBytes(of: value.time.bitPattern.littleEndian) { bytes += $0 } }
        for value in values { withUnsafeBytes(of: value.value.bitPattern.littleEndian) { bytes += $0 } }
        var decoded: [PackedSample] = []
        try SeriesChunk.decode(Data(bytes), format: 2, count: 3, firstAnchor: 70, into: &decoded)
        #expect(decoded.map(\.anchor) == [70, 73, 79])
        #expect(decoded.map(\.start) == values.map(\.time) && decoded.map(\.end) == values.map(\.time))
        #expect(decoded.map(\.value.bitPattern) == values.map(\.value.bitPattern))
        #expect(decoded.map(\.uuid) == (0..<3).map { UUIDGenerator.seriesValue($0, of: series) })
    }

    @Test func seriesValueUUIDsArePinnedDistinctAndVersion8() throws {
        let series = try #require(UUID(uuidString: "0F3C2A71-9B44-4E21-8D0A-5C7E11F2A9B3"))
        // Pinned: the derivation is part of the store format (a value's UUID is not stored).
        #expect(UUIDGenerator.seriesValue(0, of: series) == series)
        #expect(UUIDGenerator.seriesValue(1, of: series).uuidString == "0F3C2A71-9B44-8E21-8D0A-FAB58BAC28FE")
        #expect(UUIDGenerator.seriesValue(511, of: series).uuidString == "0F3C2A71-9B44-8E21-8D0A-2D3A0B37C068")
        let derived = (0..<100_000).map { UUIDGenerator.seriesValue($0, of: series) }
        #expect(Set(derived).count == derived.count)
        #expect(derived.dropFirst().allSatisfy { $0.uuid.6 >> 4 == 8 && $0.uuid.8 >> 6 == 2 })
    }

    @Test func streamedValuesArePackedWithDerivedUUIDsAndReadBackAsSamples() throws {
        let store = try WorkoutStore.inMemory()
        let run = Fixture.run(seconds: 1300)
        let values = run.samples.filter { SeriesChunk.canPack($0) && $0.startDate == $0.endDate }
        #expect(!values.isEmpty)
        let rest = WorkoutRecording(workout: run.workout, samples: run.samples.filter { !values.contains($0) },
                                    routes: run.routes, waypoints: run.waypoints)
        let outcome = try store.importSession { session in
            let streamed = try session.beginRecording()
            for value in values { try streamed.addValue(value.quantity.value, of: value.quantityType, at: value.startDate) }
            return try streamed.finish(rest, streamedRouteSyncIdentifier: nil, versioning: .nextVersionOnChange)
        }
        #expect(outcome.status == .imported)
        // Compact chunks: the heart rates (whole numbers, a second apart, anchors one apart) as
        // 16-bit integers, the anchors as one stride, the times as a first time and a step.
        #expect(try count(store, "SELECT count(*) FROM sample_series WHERE format <> 3") == 0)
        #expect(try count(store, "SELECT sum(length(data)) FROM sample_series") == 37 * (try count(store, "SELECT count(*) FROM sample_series")) + 2 * values.count)
        let read = try #require(try store.recording(for: run.workout.uuid))
        let readValues = Array(read.samples.prefix(values.count))
        #expect(readValues.map(\.quantityType) == values.map(\.quantityType))
        #expect(readValues.map(\.quantity) == values.map(\.quantity))
        #expect(readValues.map(\.startDate) == values.map(\.startDate) && readValues.map(\.endDate) == values.map(\.startDate))
        #expect(Set(readValues.map(\.uuid)).count == values.count)
        // The same UUIDs in every reading (derived, not made up when read).
        #expect(try store.recording(for: run.workout.uuid)?.samples.prefix(values.count).map(\.uuid) == readValues.map(\.uuid))
        let changes = try store.execute(AnchoredObjectQuery(filter: .quantity(.heartRate)))
        #expect(changes.added.map(\.uuid) == readValues.filter { $0.quantityType == .heartRate }.map(\.uuid))
    }
    @Test func wholeRecordingsSeriesValuesKeepOnlyTheirSeriesUUIDAChunkAndReadBackTheirOwn() throws {
        let store = try WorkoutStore.inMemory()
        // Heart rate and power interleaved point by point, as a reader's series hold them:
        // 1,300 values each, so chunks end inside each series (512 a chunk).
        var series = RecordingSeries()
        for second in 0..<1300 {
            let time = Fixture.morning.addingTimeInterval(Double(second))
            series.append(100 + Double(second % 50), of: .heartRate, at: time)
            series.append(Double(200 + second % 90) + 0.25, of: .cyclingPower, at: time)
        }
        let ride = WorkoutRecording(
            workout: Workout(activityType: .cycling, start: Fixture.morning, end: Fixture.morning.addingTimeInterval(1300),
                             source: Fixture.garmin),
            series: series)
        try store.save(ride)
        // Compact chunks: heart rates as 16-bit integers, powers (a quarter watt past whole
        // ones) as 32-bit floats, anchors two apart, times a second apart.
        #expect(try count(store, "SELECT count(*) FROM sample_series WHERE format <> 3") == 0)
        #expect(try count(store, "SELECT sum(length(data)) FROM sample_series")
            == 37 * (try count(store, "SELECT count(*) FROM sample_series")) + 2 * 1300 + 4 * 1300)
        let read = try #require(try store.recording(for: ride.workout.uuid))
        #expect(read.samples.map(\.uuid) == ride.samples.map(\.uuid))
        #expect(read.samples.map(\.quantity) == ride.samples.map(\.quantity))
        #expect(read.samples.map(\.startDate) == ride.samples.map(\.startDate))

        // Samples whose UUIDs stop deriving from the chunk's first one part of the way (the
        // 100th has one of its own), or never do: chunks keep each sample's UUID.
        let first = UUIDGenerator.random()
        var samples = (0..<300).map { index in
            let time = Fixture.morning.addingTimeInterval(86_400 + Double(index))
            return QuantitySample(uuid: UUIDGenerator.seriesValue(index, of: first), type: .heartRate,
                                  quantity: Quantity(90 + Double(index % 30), .countPerMinute), start: time, end: time)
        }
        samples[100].uuid = UUIDGenerator.random()
        samples += (0..<50).map { Fixture.heartRate(80, at: Fixture.morning.addingTimeInterval(90_000 + Double($0))) }
        let mixed = Fixture.recording(samples)
        try store.save(mixed)
        let workoutID = try #require(try store.writer.read { db in
            try Int64.fetchOne(db, sql: "SELECT id FROM workouts WHERE uuid = ?", arguments: [mixed.workout.uuid.blob])
        })
        #expect(try count(store, "SELECT count(*) FROM sample_series WHERE workout_id = \(workoutID) AND format >= 2") == 0)
        let readMixed = try #require(try store.recording(for: mixed.workout.uuid))
        #expect(readMixed.samples.map(\.uuid) == mixed.samples.map(\.uuid))
        #expect(readMixed.samples.map(\.quantity) == mixed.samples.map(\.quantity))
    }
}
