import Foundation
import Testing
import TestSupport
import WorkoutKit

/// The export of stored workouts whose values name the device that recorded them (a strap's
/// heart rate merged into a phone's ride): GPX, TCX, FIT and CSV keep no device per value, so
/// they name it lost; the points are read from the store as they are written (each value
/// saying whether its device is another than the workout's), and the bytes and losses must
/// be those of the stored recording written whole.
@Suite("Export of stored series that name their device, read from the store with the points")
struct StoredDeviceSeriesExportTests {
    typealias Fixture = StoredWorkoutExportTests
    static let phone = Device(name: "iPhone", manufacturer: "Apple", model: "iPhone15,2")
    static let strap = Device(name: "HRM-Pro", manufacturer: "Garmin", serialNumber: "3412")
    static let powerMeter = Device(name: "Assioma", manufacturer: "Favero")

    /// A phone's ride of 300 seconds along a route: cadence the phone's; heart rate the
    /// strap's for 150 seconds, then the phone's own (named on its series, the workout's
    /// device), then a series naming an empty device; power and a developer field the power
    /// meter's; the values added second by second, as a file gives them, so that the store
    /// knows that the points go forward in time.
    static var mergedRide: WorkoutRecording {
        let formPower = ExtraSeries.type(fieldName: "Form Power", unit: .watt)
        // Each series' first value, then every value second by second (a file's order).
        let kinds: [(type: QuantityType, seconds: Range<Int>, device: Device?, value: (Int) -> Double)] = [
            (.cyclingCadence, 0..<300, nil, { 80 + Double($0 % 7) }),
            (.heartRate, 0..<150, strap, { 120 + Double($0 % 40) }),
            (.heartRate, 150..<250, phone, { 130 + Double($0 % 30) }),
            (.heartRate, 250..<300, Device(), { 140 + Double($0 % 20) }),
            (.cyclingPower, 0..<300, powerMeter, { 200 + Double($0 % 50) }),
            (formPower, 0..<300, powerMeter, { 50 + Double($0 % 9) }),
        ]
        var all = RecordingSeries()
        var indices = [Int?](repeating: nil, count: kinds.count)
        for second in 0..<300 {
            for (kind, one) in kinds.enumerated() where one.seconds.contains(second) {
                let time = Fixture.at(Double(second))
                if let index = indices[kind] {
                    all.append(one.value(second), toSeriesAt: index, at: time)
                } else {
                    indices[kind] = all.appendSeries(of: one.type, uuid: UUID(), device: one.device, startingWith: one.value(second), at: time)
                }
            }
        }
        let locations = (0..<300).map { Fixture.location(Double($0), 47 + Double($0) * 1e-4, speed: 6) }
        let workout = Workout(activityType: .cycling, start: Fixture.at(0), end: Fixture.at(300),
                              source: Source(name: "Ride App"), device: phone)
        return WorkoutRecording(workout: workout, series: all, routes: [WorkoutRoute(locations: locations)])
    }

    /// Checks that `uuid`'s values are handed out by a pass with their devices, and that its
    /// export into each format (with `privacy` too) is the bytes and losses of its stored
    /// recording written whole; returns the losses of each format.
    @discardableResult
    private func expectStreamedAsWhole(_ uuid: UUID, in store: WorkoutStore, formats: [String], privacy: PrivacyFilter = .none,
                                       timeOrdered: Bool? = nil, into dir: TemporaryDirectory) throws -> [String: [String]] {
        let stored = try #require(try store.recording(for: uuid))
        var byType: [QuantityType: Int] = [:]
        stored.forEachSample { sample in
            if let device = sample.device, device != stored.workout.device, !device.isEmpty {
                byType[sample.quantityType, default: 0] += 1
            }
        }
        #expect(!byType.isEmpty)
        var handedOut: [QuantityType: Int] = [:]
        _ = try store.readWorkout(uuid, valueTypes: TrackPointSource.valueTypes, storedValueTypes: ExtraSeries.contains) { reader in
            if let timeOrdered { #expect(reader.pointsAreTimeOrdered == timeOrdered) }
            let pass = try reader.startPass()
            while try pass.next() {
                for value in pass.values where value.deviceIndex != nil {
                    handedOut[reader.valueTypes[value.typeIndex], default: 0] += 1
                }
            }
            #expect(pass.isTimeOrdered, "each type's values and each route's locations go forward")
        }
        #expect(handedOut == byType, "the values a pass names another device of are the recording's")

        var lossesByFormat: [String: [String]] = [:]
        for format in formats {
            let writer = try Fixture.writer(format)
            let paths = [dir.path("exported.\(format)"), dir.path("whole.\(format)")]
            let outcome = try Exporter(store: store, options: ExportOptions(writer: writer, workoutIDs: [uuid.uuidString], privacy: privacy))
                .export(to: .file(paths[0]))
            let losses = try EditPipeline(privacy: privacy).write([EditedRecording(recording: stored)], with: writer, to: .file(paths[1]))
            let bytes = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
            #expect(bytes[0] == bytes[1], "\(format): \(bytes[0].count) bytes against \(bytes[1].count)")
            #expect(outcome.losses.map(\.losses) == losses.map(\.losses), "\(format)")
            lossesByFormat[format] = outcome.losses.flatMap(\.losses)
        }
        return lossesByFormat
    }

    @Test("values of the strap and the power meter: GPX, TCX, FIT and CSV exports streamed are the whole write's bytes and losses, each device's values named by type; the phone's own and an empty device are not named")
    func devicesNamedAsByTheWholeWrite() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let uuid = try store.save(Self.mergedRide).uuid
        var devices: [Device] = []
        _ = try store.readWorkout(uuid, valueTypes: TrackPointSource.valueTypes) { devices = $0.valueDevices }
        #expect(Set(devices.map(\.name)) == ["HRM-Pro", "Assioma"])
        let losses = try expectStreamedAsWhole(uuid, in: store, formats: ["gpx", "tcx", "fit", "csv"], timeOrdered: true, into: dir)
        for format in ["gpx", "tcx", "fit", "csv"] {
            #expect(losses[format]?.contains("the device of 150 HeartRate samples") == true, "\(format): \(losses[format] ?? [])")
        }
        #expect(losses["csv"]?.contains("the device of 300 Developer.Form Power samples") == true, "\(losses["csv"] ?? [])")
        let zone = try PrivacyZone(latitude: 47.015, longitude: 8.5, radius: 200)
        try expectStreamedAsWhole(uuid, in: store, formats: ["gpx", "csv"], privacy: try PrivacyFilter(zones: [zone], hiddenEnds: 100), into: dir)
    }

    @Test("a corpus ride cut into a phone's GPS-only GPX and a strap's heart-rate-only FIT, merged and stored: FIT and CSV exports streamed are the whole write's bytes and losses",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func corpusMergeStreamedAsWhole() throws {
        let dir = try TemporaryDirectory()
        let merged = try MergeDeviceTests.merged(into: dir).merged.edited.recording
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let uuid = try store.save(merged).uuid
        let heartRates = merged.samples(ofType: .heartRate).count
        let losses = try expectStreamedAsWhole(uuid, in: store, formats: ["fit", "csv"], timeOrdered: true, into: dir)
        #expect(losses["fit"]?.contains("the device of \(heartRates) HeartRate samples") == true, "\(losses["fit"] ?? [])")
    }

    @Test("the same ride cut with its other series in the GPX, imported and merged by ID (saved while read: the heart rate series after the others, so not in time order as saved): GPX and CSV exports streamed, each type's values read side by side, are the whole write's bytes and losses",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func storedMergeStreamedAsWhole() throws {
        let dir = try TemporaryDirectory()
        let ride = try MergeCorpusTests.ride()
        // The GPX keeps the other series (cadence, temperature): the merge saves the heart rate after them.
        let others = Set(ride.series.map(\.quantityType)).subtracting([.heartRate])
        let paths = try MergeCorpusTests.cut(ride, into: dir, gpsKeeps: others)
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let inputs = try StoredStreamedMergeTests.CutRide.imported(paths, into: store).map { EditInput.storedWorkout($0.uuidString) }
        let outcome = try #require(try EditPipeline(store: store).saveStreamedMerge(inputs))
        try expectStreamedAsWhole(outcome.saved.uuid, in: store, formats: ["gpx", "csv"], timeOrdered: false, into: dir)
    }
}
