import Foundation
import Testing
import TestSupport
import WorkoutKit

/// `merge` of stored workouts saved while they are read (``EditPipeline/saveStreamedMerge(_:options:asNewWorkout:)``):
/// the store ends up as the whole merge leaves it (``EditPipeline/read(_:events:)``,
/// ``RecordingEditor/merge(_:names:options:)``, ``EditPipeline/save(_:replacing:asNewWorkout:)``), but for the
/// new objects' UUIDs and the place of the first input's tombstones among the anchors.
@Suite("Merges of stored workouts saved while they are read", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct StoredStreamedMergeTests {
    /// The Edge 500 ride cut into a GPS-only GPX (with the series of `gpsKeeps`) and a
    /// heart-rate-only FIT by our writers (``MergeCorpusTests/cut(_:into:gpsKeeps:)``), each
    /// imported into two stores: the stores, the two workouts' UUIDs in each, the anchor after.
    struct CutRide {
        let whole: WorkoutStore
        let streamed: WorkoutStore
        /// The GPX's workout, then the FIT's, in each store.
        let wholeUUIDs: [UUID]
        let streamedUUIDs: [UUID]
        let anchor: Int

        init(gpsKeeps: Set<QuantityType> = [], in dir: TemporaryDirectory) throws {
            let paths = try MergeCorpusTests.cut(try MergeCorpusTests.ride(), into: dir, gpsKeeps: gpsKeeps)
            whole = try WorkoutStore(path: dir.path("whole.sqlite"))
            streamed = try WorkoutStore(path: dir.path("streamed.sqlite"))
            wholeUUIDs = try Self.imported(paths, into: whole)
            streamedUUIDs = try Self.imported(paths, into: streamed)
            anchor = try streamed.currentAnchor()
        }

        /// Imports the GPX and the FIT of `paths` into `store`; returns their workouts' UUIDs, the GPX's first.
        static func imported(_ paths: (gps: String, heartRate: String), into store: WorkoutStore) throws -> [UUID] {
            _ = try Fixtures.importing([paths.gps, paths.heartRate], into: store)
            let summaries = try Fixtures.summaries(store)
            return [try #require(summaries.first { $0.routeLocationCount > 0 }?.workout.uuid),
                    try #require(summaries.first { $0.routeLocationCount == 0 }?.workout.uuid)]
        }
    }

    @Test("a ride's GPS-only GPX and heart-rate-only FIT stored and merged while read (the GPX first, as its next version; the FIT first with --keep, its clock 2.5 s off, the GPX keeping its own heart rate and the FIT's preferred): the same workout stored as the whole merge's (rows, the strap's device on the heart rate, list counts, JSON, GPX, FIT and CSV exports, UUIDs in correspondence), the same lines, the same changes but for the first input's tombstones, which come after the merge's objects",
          arguments: [(order: [0, 1], keeping: false, offset: nil as Double?, prefer: false), (order: [1, 0], keeping: true, offset: -2.5, prefer: true)])
    func streamedMergeSavesWhatTheWholeMergeSaves(order: [Int], keeping: Bool, offset: Double?, prefer: Bool) throws {
        let dir = try TemporaryDirectory()
        let ride = try CutRide(gpsKeeps: prefer ? [.heartRate] : [], in: dir)
        let (whole, streamed, anchor) = (ride.whole, ride.streamed, ride.anchor)
        let label = "order \(order) keep: \(keeping) offset: \(String(describing: offset)) prefer: \(prefer)"
        #expect(try whole.currentAnchor() == anchor)
        // The options name the inputs by their place: the FIT (the strap) wherever it is given.
        let strap = try #require(order.firstIndex(of: 1))
        let options = MergeOptions(offsets: offset.map { [strap: $0] } ?? [:], typesFrom: prefer ? [.heartRate: strap] : [:])

        let pipeline = EditPipeline(store: whole)
        let inputs = order.map { EditInput.storedWorkout(ride.wholeUUIDs[$0].uuidString) }
        let recordings = try inputs.map { try pipeline.read($0) }
        let merged = try RecordingEditor.merge(recordings, names: inputs.map(\.name), options: options)
        let saved = try pipeline.save(merged.edited, replacing: recordings[0], asNewWorkout: keeping)
        let streamedInputs = order.map { EditInput.storedWorkout(ride.streamedUUIDs[$0].uuidString) }
        let outcome = try #require(try EditPipeline(store: streamed).saveStreamedMerge(streamedInputs, options: options, asNewWorkout: keeping),
                                   "\(label) streams")
        #expect(outcome.original == ride.streamedUUIDs[order[0]])
        #expect(outcome.saved.status == saved.status && outcome.saved.status == (keeping ? .imported : .replaced), "\(label)")
        #expect(outcome.droppedTotals == merged.edited.droppedTotals, "\(label)")
        #expect(outcome.taken == merged.taken && outcome.taken.map(\.quantityType) == [.heartRate], "\(label)")
        // The lines name the inputs by their IDs, which differ between the stores.
        let renamed = outcome.leftOut.map { line in
            zip(ride.streamedUUIDs, ride.wholeUUIDs).reduce(line) { $0.replacingOccurrences(of: $1.0.uuidString, with: $1.1.uuidString) }
        }
        #expect(renamed == merged.leftOut, "\(label)")
        #expect(merged.leftOut.contains { $0.contains("its HeartRate series") } == prefer)

        let wholeResult = try #require(try whole.recording(for: saved.uuid))
        let streamedResult = try #require(try streamed.recording(for: outcome.saved.uuid))
        #expect(StoredStreamedEditTests.withoutIdentities(streamedResult) == StoredStreamedEditTests.withoutIdentities(wholeResult), "\(label)")
        // The strap's heart rate names the FIT's device, as the whole merge saves it.
        let strapDevice = try #require(try whole.recording(for: ride.wholeUUIDs[1])?.workout.device)
        let heartRate = streamedResult.series.filter { $0.quantityType == .heartRate }
        #expect(!heartRate.isEmpty && heartRate.allSatisfy { $0.device == strapDevice }, "\(label)")
        #expect(heartRate.reduce(0) { $0 + $1.count } == merged.taken.first?.valueCount)
        // GPX and CSV once: they are written from the same whole recording as JSON and FIT.
        try StoredStreamedSplitTests.expectSameExports(streamed, outcome.saved.uuid, whole, saved.uuid,
                                                       formats: ["json", "fit"] + (keeping ? [] : ["gpx", "csv"]), label)
        #expect(try StoredStreamedEditTests.counts(streamed) == StoredStreamedEditTests.counts(whole), "\(label)")
        #expect(try StoredStreamedEditTests.counts(streamed).count == (keeping ? 3 : 2))

        // The replaced workout's hours are recounted after the merge's values are in, where the whole merge
        // recounts them before: the sums may differ in their last bits; with --keep nothing is recounted.
        try StoredStreamedSplitTests.expectSameHours(streamed, whole, of: wholeResult, sumsInAnotherOrder: !keeping, label)

        let changes = try StoredStreamedSplitTests.expectSameOneWorkoutSave(streamed, whole, after: anchor, label)
        #expect(changes.streamed.blocks.deleted.isEmpty == keeping, "\(label)")
        // The whole merge deletes the first input (its next version's save) before adding the merge, the streamed one after.
        #expect(changes.streamed.deletedAnchors.allSatisfy { $0 > changes.streamed.firstAdded }, "\(label)")
        #expect(changes.whole.deletedAnchors.allSatisfy { $0 < changes.whole.firstAdded }, "\(label)")
    }

    @Test("a merge of a stored FIT ride whose developer fields were saved after its laps (the base, its clock 2.5 s off) with its first third split off and kept beside it (the skin temperature preferred from the third), saved while read as the ride's next version: the same workout stored as the whole merge's (rows, the developer values as series values, the third's moved to the ride's records, JSON, FIT and CSV exports), the same lines, the same changes but for the ride's tombstones")
    func streamedMergeOfValuesSavedAfterOtherSamples() throws {
        let dir = try TemporaryDirectory()
        let stores = try StoredStreamedEditTests.TwoStores(importing: try Fixtures.corpus("fit/hammerhead-karoo2-ride-devfields.fit"), in: dir)
        let (whole, streamed) = (stores.whole, stores.streamed)
        /// The ride `uuid` and its first third, split off streamed and kept beside it (its developer values after its lap piece).
        func rideAndThird(_ store: WorkoutStore, _ uuid: UUID) throws -> [UUID] {
            let split = try #require(try EditPipeline(store: store).saveStreamedSplit(
                .storedWorkout(uuid.uuidString), split: .at(times: { StoredStreamedSplitTests.cuts($0.workout).prefix(1).map { $0 } }),
                keepingOriginal: true))
            return [uuid, split.parts[0].saved.uuid]
        }
        let uuids = (whole: try rideAndThird(whole, stores.wholeUUID), streamed: try rideAndThird(streamed, stores.uuid))
        let anchor = try streamed.currentAnchor()
        #expect(try whole.currentAnchor() == anchor)

        let pipeline = EditPipeline(store: whole)
        let inputs = uuids.whole.map { EditInput.storedWorkout($0.uuidString) }
        let recordings = try inputs.map { try pipeline.read($0) }
        let skin = try #require(recordings[1].separateSamples.first { $0.quantityType.identifier.contains("skin_temperature") }?.quantityType)
        let options = MergeOptions(offsets: [0: -2.5], typesFrom: [skin: 1])
        let merged = try RecordingEditor.merge(recordings, names: inputs.map(\.name), options: options)
        let saved = try pipeline.save(merged.edited, replacing: recordings[0])
        let outcome = try #require(try EditPipeline(store: streamed).saveStreamedMerge(
            uuids.streamed.map { .storedWorkout($0.uuidString) }, options: options), "streams")
        #expect(outcome.saved.status == saved.status && outcome.saved.status == .replaced)
        #expect(outcome.droppedTotals == merged.edited.droppedTotals)
        #expect(outcome.taken == merged.taken && merged.taken.map(\.quantityType) == [skin] && merged.taken[0].valueCount > 1_000)
        let renamed = outcome.leftOut.map { line in
            zip(uuids.streamed, uuids.whole).reduce(line) { $0.replacingOccurrences(of: $1.0.uuidString, with: $1.1.uuidString) }
        }
        #expect(renamed == merged.leftOut && merged.leftOut.contains { $0.contains("skin_temperature series") })

        let wholeResult = try #require(try whole.recording(for: saved.uuid))
        let streamedResult = try #require(try streamed.recording(for: outcome.saved.uuid))
        #expect(StoredStreamedEditTests.withoutIdentities(streamedResult) == StoredStreamedEditTests.withoutIdentities(wholeResult))
        // The whole merge holds the developer values as series values (moved to the ride's records), not after the lap sample.
        let developer = streamedResult.series.filter { $0.quantityType.identifier.contains("Developer") }
        #expect(developer.reduce(0) { $0 + $1.count } > 1_000)
        #expect(!streamedResult.separateSamples.contains { $0.quantityType.identifier.contains("Developer") })
        #expect(streamedResult.workout.startDate == recordings[0].workout.startDate.addingTimeInterval(-2.5))
        try StoredStreamedSplitTests.expectSameExports(streamed, outcome.saved.uuid, whole, saved.uuid,
                                                       formats: ["json", "fit", "csv"], "merge")
        #expect(try StoredStreamedEditTests.counts(streamed) == StoredStreamedEditTests.counts(whole))
        let changes = try StoredStreamedSplitTests.expectSameOneWorkoutSave(streamed, whole, after: anchor, "merge")
        #expect(changes.streamed.deletedAnchors.allSatisfy { $0 > changes.streamed.firstAdded })
        #expect(changes.whole.deletedAnchors.allSatisfy { $0 < changes.whole.firstAdded })
    }

    /// The Edge 500 ride cut by our writers into three recordings (a GPS GPX with its
    /// temperature, a heart-rate-only FIT, a cadence-only FIT of another device: its
    /// serial number), imported into a store, with two merges saved streamed beside them
    /// (`merge GPX HR --keep`, `merge HR CADENCE --keep`: the strap's heart rate and the sensor's
    /// cadence name their devices on their chunks); the store then copied, one to edit whole and
    /// one streamed (the same UUIDs in both).
    struct CutRideInThree {
        let whole: WorkoutStore
        let streamed: WorkoutStore
        /// The GPX's workout, the heart rate's, the cadence's, the merge of the first two, the
        /// merge of the last two, in both stores.
        let uuids: [UUID]
        /// The heart-rate FIT's device and the cadence FIT's.
        let strap: Device
        let sensor: Device

        init(in dir: TemporaryDirectory) throws {
            let ride = try MergeCorpusTests.ride()
            let paths = try MergeCorpusTests.cut(ride, into: dir, gpsKeeps: [.ambientTemperature])
            var cadence = ride
            cadence.routes = []
            cadence.waypoints = []
            cadence.separateSamples = []
            cadence.series = ride.series.compactMapValues { series, time, value in series.quantityType == .cyclingCadence ? (time, value) : nil }
            var sensor = try #require(ride.workout.device)
            sensor.serialNumber = "3000000001"
            cadence.workout.device = sensor
            let cadencePath = dir.path("cadence.fit")
            try EditPipeline().write([EditedRecording(recording: cadence)], with: try EditCorpusTests.writer("fit"), to: .file(cadencePath))
            uuids = try Self.prepared(try WorkoutStore(path: dir.path("whole.sqlite")), paths, cadencePath)
            // The store closed (its log written into the file): copied.
            try FileManager.default.copyItem(atPath: dir.path("whole.sqlite"), toPath: dir.path("streamed.sqlite"))
            whole = try WorkoutStore(path: dir.path("whole.sqlite"))
            streamed = try WorkoutStore(path: dir.path("streamed.sqlite"))
            let summaries = try Fixtures.summaries(streamed)
            let devices = summaries.reduce(into: [UUID: Device]()) { $0[$1.workout.uuid] = $1.workout.device }
            (strap, self.sensor) = (try #require(devices[uuids[1]]), try #require(devices[uuids[2]]))
            #expect(strap != self.sensor && Set(summaries.map(\.workout.uuid)) == Set(uuids))
        }

        private static func prepared(_ store: WorkoutStore, _ paths: (gps: String, heartRate: String), _ cadence: String) throws -> [UUID] {
            let uuids = try CutRide.imported(paths, into: store)
            _ = try Fixtures.importing([cadence], into: store)
            let sensor = try #require(try Fixtures.summaries(store).first { !uuids.contains($0.workout.uuid) }?.workout.uuid)
            let pipeline = EditPipeline(store: store)
            let (gps, strap) = (EditInput.storedWorkout(uuids[0].uuidString), EditInput.storedWorkout(uuids[1].uuidString))
            let first = try #require(try pipeline.saveStreamedMerge([gps, strap], asNewWorkout: true)).saved.uuid
            let second = try #require(try pipeline.saveStreamedMerge([strap, .storedWorkout(sensor.uuidString)], asNewWorkout: true)).saved.uuid
            return uuids + [sensor, first, second]
        }
    }

    /// The stored rows of the last workout saved in the SQLite store at `path` that a streamed
    /// save could make otherwise than a whole one: its content digest, time order and counts, and
    /// its series chunks in saved order (type, device, times, count, format, the packed times and
    /// values after the series' UUID, and anchor counted from its first chunk's).
    static func lastWorkoutRows(_ path: String) throws -> [String] {
        try SQLiteDump.rows(path: path, sql: """
            SELECT content_digest, points_in_time_order, sample_count, heart_rate_count, location_count FROM workouts
                WHERE id = (SELECT MAX(id) FROM workouts)
            """) + SQLiteDump.rows(path: path, sql: """
            SELECT c.last_anchor - (SELECT MIN(last_anchor) FROM sample_series WHERE workout_id = c.workout_id),
                   c.type_id, c.device_id, c.start_min, c.start_max, c.end_max, c.count, c.format, substr(c.data, 17)
                FROM sample_series c WHERE c.workout_id = (SELECT MAX(id) FROM workouts) ORDER BY c.id
            """)
    }

    @Test("merges of stored merges saved while read: a merge (GPX + heart-rate FIT) as the base taking a cadence FIT's cadence (its next version, the cadence 2 s off), the GPX taking the heart rate and cadence of another merge (heart-rate FIT + cadence FIT; --keep), and the two merges merged (--keep, the second's heart rate preferred, its clock -1 s off): the same workout stored as the whole merge's (rows, chunks with their devices, digest, list counts, FIT exports, JSON once, GPX and CSV once, UUIDs in correspondence), the same lines and changes but for the first input's tombstones")
    func streamedMergeOfStoredMerges() throws {
        let dir = try TemporaryDirectory()
        let ride = try CutRideInThree(in: dir)
        let (whole, streamed) = (ride.whole, ride.streamed)
        // By index into the UUIDs: 0 GPX, 1 heart rate, 2 cadence, 3 merge(GPX, heart rate), 4 merge(heart rate, cadence).
        let cases: [(inputs: [Int], keeping: Bool, options: MergeOptions, devices: [QuantityType: Device], label: String)] = [
            ([0, 4], true, MergeOptions(), [.heartRate: ride.strap, .cyclingCadence: ride.sensor], "(b) GPX + merge"),
            ([3, 4], true, MergeOptions(offsets: [1: -1], typesFrom: [.heartRate: 1]), [.heartRate: ride.strap, .cyclingCadence: ride.sensor],
             "(c) merge + merge"),
            ([3, 2], false, MergeOptions(offsets: [1: 2]), [.heartRate: ride.strap, .cyclingCadence: ride.sensor], "(a) merge + cadence"),
        ]
        for (index, one) in cases.enumerated() {
            let anchor = try streamed.currentAnchor()
            #expect(try whole.currentAnchor() == anchor)
            let pipeline = EditPipeline(store: whole)
            let inputs = one.inputs.map { EditInput.storedWorkout(ride.uuids[$0].uuidString) }
            let recordings = try inputs.map { try pipeline.read($0) }
            let merged = try RecordingEditor.merge(recordings, names: inputs.map(\.name), options: one.options)
            let saved = try pipeline.save(merged.edited, replacing: recordings[0], asNewWorkout: one.keeping)
            let outcome = try #require(try EditPipeline(store: streamed).saveStreamedMerge(inputs, options: one.options, asNewWorkout: one.keeping),
                                       "\(one.label) streams")
            #expect(outcome.saved.status == saved.status && outcome.droppedTotals == merged.edited.droppedTotals, "\(one.label)")
            #expect(outcome.taken == merged.taken && !merged.taken.isEmpty && outcome.leftOut == merged.leftOut, "\(one.label)")

            let wholeResult = try #require(try whole.recording(for: saved.uuid))
            let streamedResult = try #require(try streamed.recording(for: outcome.saved.uuid))
            #expect(StoredStreamedEditTests.withoutIdentities(streamedResult) == StoredStreamedEditTests.withoutIdentities(wholeResult),
                    "\(one.label)")
            // Each series names the device that recorded it (the workout is the GPX's: no device).
            for series in streamedResult.series {
                #expect(series.device == one.devices[series.quantityType], "\(one.label): \(series.quantityType.shortName)")
            }
            #expect(Set(streamedResult.series.map(\.quantityType)) == [.heartRate, .cyclingCadence, .ambientTemperature], "\(one.label)")
            let (streamedRows, wholeRows) = (try Self.lastWorkoutRows(streamed.path), try Self.lastWorkoutRows(whole.path))
            let differing = zip(streamedRows, wholeRows).first { $0 != $1 }.map { "\($0.0.prefix(200))\n\($0.1.prefix(200))" }
            #expect(streamedRows == wholeRows, "\(one.label): rows \(streamedRows.count) \(wholeRows.count) \(differing ?? "")")
            try StoredStreamedSplitTests.expectSameExports(streamed, outcome.saved.uuid, whole, saved.uuid,
                                                           formats: ["fit"] + [["json"], [], ["gpx", "csv"]][index], one.label)
            #expect(try StoredStreamedEditTests.counts(streamed) == StoredStreamedEditTests.counts(whole), "\(one.label)")
            let changes = try StoredStreamedSplitTests.expectSameOneWorkoutSave(streamed, whole, after: anchor, one.label)
            #expect(changes.streamed.blocks.deleted.isEmpty == one.keeping, "\(one.label)")
            #expect(changes.streamed.deletedAnchors.allSatisfy { $0 > changes.streamed.firstAdded }, "\(one.label)")
            #expect(changes.whole.deletedAnchors.allSatisfy { $0 < changes.whole.firstAdded }, "\(one.label)")
        }
    }

    @Test("a merge the stream cannot take (a file among the inputs, a workout given twice) saves nothing; workouts that do not overlap are refused as the whole merge refuses them; an unknown ID throws")
    func whereItDoesNotStream() throws {
        let dir = try TemporaryDirectory()
        let paths = try MergeCorpusTests.cut(try MergeCorpusTests.ride(), into: dir)
        let store = try WorkoutStore(path: dir.path("store.sqlite"))
        let uuids = try CutRide.imported(paths, into: store)
        let pipeline = EditPipeline(store: store)
        let (gps, strap) = (EditInput.storedWorkout(uuids[0].uuidString), EditInput.storedWorkout(uuids[1].uuidString))
        let anchor = try store.currentAnchor()
        #expect(try pipeline.saveStreamedMerge([gps, .file(paths.heartRate)]) == nil)
        #expect(try pipeline.saveStreamedMerge([gps, gps]) == nil)
        #expect(throws: StoreError.self) { try pipeline.saveStreamedMerge([gps, .storedWorkout("00000000")]) }
        #expect(try store.currentAnchor() == anchor)

        // The strap's recording a day later (kept beside it): it does not overlap the ride.
        let later = try #require(try pipeline.saveStreamed(strap, edit: .shift(by: 86_400), asNewWorkout: true))
        let apart: [EditInput] = [gps, .storedWorkout(later.saved.uuid.uuidString)]
        let afterShift = try store.currentAnchor()
        let wholeError = #expect(throws: EditError.self) {
            try RecordingEditor.merge(try apart.map { try pipeline.read($0) }, names: apart.map(\.name))
        }
        let streamedError = #expect(throws: EditError.self) { try pipeline.saveStreamedMerge(apart) }
        #expect(wholeError != nil && wholeError.map { "\($0)" } == streamedError.map { "\($0)" })
        #expect(try store.currentAnchor() == afterShift)
    }
}
