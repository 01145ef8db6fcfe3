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

    @Test("a merge the stream cannot take (a file among the inputs, a workout given twice, a merge whose heart rate names the strap merged again) saves nothing; workouts that do not overlap are refused as the whole merge refuses them; an unknown ID throws")
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

        // The merge kept beside its inputs: its heart rate chunks name the strap, which a pass does not hand out.
        let kept = try #require(try pipeline.saveStreamedMerge([gps, strap], asNewWorkout: true))
        let afterMerge = try store.currentAnchor()
        let again: [EditInput] = [.storedWorkout(kept.saved.uuid.uuidString), strap]
        #expect(try pipeline.saveStreamedMerge(again) == nil)
        #expect(try store.currentAnchor() == afterMerge)

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
