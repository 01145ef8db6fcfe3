import Foundation
import GRDB
import Testing
import TestSupport
import WorkoutModel
@testable import WorkoutStore

/// A packed series recorded by another device than its workout's (a strap's heart rate merged
/// into a phone's ride) keeps that device: the chunk's `device_id` (migration
/// "v11-series-chunk-device"), handed back by every reader.
@Suite("Series chunks that name their device")
struct SeriesDeviceStoreTests {
    static let phone = Device(name: "iPhone", manufacturer: "Apple", model: "iPhone15,2")
    static let strap = Device(name: "HRM-Pro", manufacturer: "Garmin", model: "hrm_pro", serialNumber: "3412")

    /// A ride of `seconds` records from the phone: its cadence a plain series, and heart rate
    /// a series the strap recorded (1,200 values: three chunks), then a lap's energy.
    static func mergedRide(seconds: Int = 1200) -> WorkoutRecording {
        let start = Fixture.morning
        var cadence = QuantitySeries(type: .cyclingCadence)
        var heartRate = QuantitySeries(type: .heartRate, device: strap)
        for second in 0..<seconds {
            let time = start.addingTimeInterval(Double(second))
            cadence.append(80 + Double(second % 7), at: time)
            heartRate.append(120 + Double(second % 40), at: time)
        }
        let end = start.addingTimeInterval(Double(seconds))
        let lap = QuantitySample(type: .activeEnergyBurned, quantity: Quantity(42, .kilocalorie), start: start, end: end)
        return WorkoutRecording(
            workout: Workout(activityType: .cycling, start: start, end: end, source: Fixture.garmin, device: phone,
                             syncIdentifier: "merged-ride"),
            series: RecordingSeries([cadence, heartRate]), samples: [lap])
    }

    @Test("the strap's heart rate is packed in chunks that name the strap, and every reader hands the strap back",
          arguments: StoreBackend.available)
    func readersHandTheDeviceBack(_ backend: StoreBackend) throws {
        let ride = Self.mergedRide()
        let held = try backend.store { store in try store.importSession { session in _ = try session.save(ride) } }
        let store = held.store
        // recording(for:): the series come back as saved, the heart rate the strap's.
        let read = try #require(try store.recording(for: ride.workout.uuid))
        #expect(read == ride)
        #expect(read.series.map(\.device) == [nil, Self.strap])
        #expect(read.workout.device == Self.phone)
        // The sample query: the strap on every heart rate value, the phone (the workout's) on cadence.
        let heartRates = try store.execute(SampleQuery(type: .heartRate))
        #expect(heartRates.count == 1200 && heartRates.allSatisfy { $0.device == Self.strap })
        #expect(try store.execute(SampleQuery(type: .cyclingCadence)).allSatisfy { $0.device == Self.phone })
        // A device predicate matches the device that recorded each value.
        #expect(try store.execute(SampleQuery(type: .heartRate, predicate: .device(name: "HRM-Pro"))).count == 1200)
        #expect(try store.execute(SampleQuery(type: .heartRate, predicate: .device(name: "iPhone"))).isEmpty)
        #expect(try store.execute(SampleQuery(type: .cyclingCadence, predicate: .device(name: "iPhone"))).count == 1200)
        // The series query: every piece the strap's, no value missing.
        var pieces: [QuantitySeries] = []
        try store.enumerateSeries(QuantitySeriesSampleQuery(type: .heartRate, workout: ride.workout.uuid)) { pieces.append($0) }
        #expect(pieces.allSatisfy { $0.device == Self.strap } && pieces.reduce(0) { $0 + $1.count } == 1200)
        try store.enumerateSeries(QuantitySeriesSampleQuery(type: .cyclingCadence, workout: ride.workout.uuid)) {
            #expect($0.device == nil)
        }
        // The streamed readers: the workout's samples in saved order with their device, and a
        // workout reader that knows its values name a device (so it is written and edited whole).
        var namesDevices = false, plain = true, oneDeviceEach = false
        _ = try store.readWorkout(ride.workout.uuid, valueTypes: [.heartRate, .cyclingCadence]) { stored in
            namesDevices = try stored.packedSamplesNameDevices()
            plain = try stored.valuesArePlain()
            oneDeviceEach = try stored.valueTypesNameOneDeviceEach()
        }
        #expect(namesDevices && !plain && oneDeviceEach)
        var devices: [QuantityType: Set<Device?>] = [:]
        _ = try store.readWorkoutContent(ride.workout.uuid) { content in
            try content.forEachSample { sample in devices[sample.quantityType, default: []].insert(sample.device) }
        }
        #expect(devices == [.cyclingCadence: [nil], .heartRate: [Self.strap], .activeEnergyBurned: [nil]])
    }

    @Test("a pass over the points names the device of each value another device recorded: the strap's packed values and another app's strap's row, not the workout's own device nor an empty one; the power's chunks name two devices",
          arguments: StoreBackend.available)
    func passNamesOtherDevices(_ backend: StoreBackend) throws {
        let otherStrap = Device(name: "H10", manufacturer: "Polar")
        let ride = Self.mergedRide(seconds: 600)
        let start = ride.workout.startDate.timeIntervalSinceReferenceDate
        let own = QuantitySeries(type: .cyclingPower, times: (0..<300).map { start + Double($0) },
                                 values: (0..<300).map { 200 + Double($0 % 9) }, device: Self.phone)
        let empty = QuantitySeries(type: .cyclingPower, times: (300..<600).map { start + Double($0) },
                                   values: (300..<600).map { 210 + Double($0 % 9) }, device: Device())
        let row = QuantitySample(type: .heartRate, quantity: Quantity(99, .countPerMinute), start: ride.workout.startDate.addingTimeInterval(100.5),
                                 end: ride.workout.startDate.addingTimeInterval(100.5), source: Source(name: "Other App"), device: otherStrap)
        let recording = WorkoutRecording(workout: ride.workout, series: RecordingSeries(Array(ride.series) + [own, empty]),
                                         samples: ride.separateSamples + [row])
        let held = try backend.store { store in try store.importSession { session in _ = try session.save(recording) } }
        var devices: [Device] = []
        var named: [QuantityType: [String?: Int]] = [:]
        var values = 0
        var oneDeviceEach = true
        _ = try held.store.readWorkout(ride.workout.uuid, valueTypes: [.heartRate, .cyclingCadence, .cyclingPower]) { stored in
            devices = stored.valueDevices
            // The power's chunks name the phone and an empty device: two devices (the whole read: two series).
            oneDeviceEach = try stored.valueTypesNameOneDeviceEach()
            let pass = try stored.startPass()
            while try pass.next() {
                for value in pass.values {
                    values += 1
                    guard let index = value.deviceIndex else { continue }
                    named[stored.valueTypes[value.typeIndex], default: [:]][stored.valueDevices[index].name, default: 0] += 1
                }
            }
        }
        #expect(Set(devices) == [Self.strap, otherStrap] && !oneDeviceEach)
        #expect(values == 600 * 3 + 1)
        #expect(named == [.heartRate: ["HRM-Pro": 600, "H10": 1]])
    }

    @Test("the strap's values are packed, not rows: three chunks naming it, none of the cadence's")
    func seriesWithADeviceArePacked() throws {
        let store = try WorkoutStore.inMemory()
        let ride = Self.mergedRide()
        try store.importSession { session in _ = try session.save(ride) }
        let counts = try store.writer.read { db in
            (rows: try Int.fetchOne(db, sql: "SELECT count(*) FROM samples WHERE type_id = (SELECT id FROM quantity_types WHERE identifier = ?)",
                                    arguments: [QuantityType.heartRate.identifier]) ?? -1,
             named: try Int.fetchOne(db, sql: """
                SELECT count(*) FROM sample_series c JOIN devices d ON d.id = c.device_id WHERE d.name = 'HRM-Pro'
                """) ?? -1,
             plain: try Int.fetchOne(db, sql: "SELECT count(*) FROM sample_series WHERE device_id IS NULL") ?? -1)
        }
        #expect(counts.rows == 0)
        #expect(counts.named == 3)  // 1,200 values, 512 a chunk
        #expect(counts.plain == 3)
        // Whether a workout has such chunks is read from the partial index alone.
        let plan = try store.writer.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT 1 FROM sample_series WHERE workout_id = ? AND device_id IS NOT NULL LIMIT 1",
                             arguments: [1]).map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("INDEX sample_series_workout_device") }, "\(plan)")
    }

    @Test("a store made before the migration gains the column when opened: its chunks name no device, its workouts read the same")
    func earlierStoreIsUpgraded() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("store.sqlite")
        let run = Fixture.run(seconds: 900)
        try WorkoutStore(path: path).importSession { session in _ = try session.save(run) }
        let before = try #require(try WorkoutStore(path: path).recording(for: run.workout.uuid))
        // Back to the schema before the migration, as a store of an earlier release is.
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: """
                DROP INDEX sample_series_workout_device;
                ALTER TABLE sample_series DROP COLUMN device_id;
                DELETE FROM grdb_migrations WHERE identifier = 'v11-series-chunk-device';
                """)
        }
        try queue.close()

        let upgraded = try WorkoutStore(path: path)
        let named = try upgraded.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM sample_series WHERE device_id IS NOT NULL")
        }
        #expect(named == 0)
        let read = try #require(try upgraded.recording(for: run.workout.uuid))
        #expect(read == before)
        #expect(read.samples(ofType: .heartRate).allSatisfy { $0.device == nil })
        var namesDevices = true
        _ = try upgraded.readWorkout(run.workout.uuid, valueTypes: [.heartRate]) { stored in
            namesDevices = try stored.packedSamplesNameDevices()
        }
        #expect(!namesDevices)
    }
}
