import Foundation
import Testing
import TestSupport
import WorkoutKit

/// `combine` of stored workouts saved while they are read (``EditPipeline/saveStreamedCombination(_:keepingOriginals:)``):
/// the store ends up as the whole combination leaves it (``EditPipeline/read(_:events:)``,
/// ``RecordingEditor/combine(_:names:)``, ``EditPipeline/save(_:combining:keepingOriginals:)``), but for
/// the new objects' UUIDs and the place of the first input's tombstones among the anchors.
@Suite("Combinations of stored workouts saved while they are read", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct StoredStreamedCombinationTests {
    /// A corpus recording imported into two stores and split in two halves in each (streamed,
    /// the first half its next version): the stores, the halves' UUIDs in each, the anchor after.
    struct Halves {
        let stores: StoredStreamedEditTests.TwoStores
        let streamed: [UUID]
        let whole: [UUID]
        let anchor: Int

        init(of file: String, in dir: TemporaryDirectory) throws {
            stores = try StoredStreamedEditTests.TwoStores(importing: try Fixtures.corpus(file), in: dir)
            func halves(_ store: WorkoutStore, _ uuid: UUID) throws -> [UUID] {
                let split = try #require(try EditPipeline(store: store).saveStreamedSplit(
                    .storedWorkout(uuid.uuidString), split: .at(times: { StoredStreamedSplitTests.cuts($0.workout).prefix(1).map { $0 } })))
                return split.parts.map(\.saved.uuid)
            }
            streamed = try halves(stores.streamed, stores.uuid)
            whole = try halves(stores.whole, stores.wholeUUID)
            anchor = try stores.streamed.currentAnchor()
        }
    }

    @Test("the halves of a stored FIT ride combined while read, the later first as its next version (its distances from start counted on), of a GPX ride in order with --keep, and of a FIT ride whose developer fields were saved after its laps (each half's after its piece of the lap sample) in order: the same workout stored (rows, list counts, JSON and FIT exports, UUIDs in correspondence), the same half deleted, the same changes but for the first input's tombstones, which come after the combination's objects",
          arguments: [("fit/coros-pace2-ride-misaligned-fields.fit", [1, 0], false), ("gpx/strava-ride-power.gpx", [0, 1], true),
                      ("fit/hammerhead-karoo2-ride-devfields.fit", [0, 1], false)])
    func streamedCombinationSavesWhatTheWholeCombinationSaves(file: String, order: [Int], keeping: Bool) throws {
        let dir = try TemporaryDirectory()
        let halves = try Halves(of: file, in: dir)
        #expect(try halves.streamed.count == 2 && halves.whole.count == 2 && halves.stores.whole.currentAnchor() == halves.anchor)
        try Self.expectStreamedCombinationIsTheWholeCombination(
            of: order.map { halves.streamed[$0] }, order.map { halves.whole[$0] }, in: halves.stores.streamed, halves.stores.whole,
            after: halves.anchor, keeping: keeping,
            exports: file.contains("devfields") ? ["json", "gpx", "fit", "csv"] : ["json", "fit"], "\(file) order \(order) keep: \(keeping)")
        #expect(try StoredStreamedEditTests.counts(halves.stores.streamed).count == (keeping ? 3 : 1))
    }

    /// Expects the combination of the stored workouts `streamedInputs` of `streamed` (streamed) and
    /// of their counterparts `wholeInputs` of `whole` (whole), both after `anchor`, as the first's
    /// next version or with `keeping` as a new workout, to leave both stores alike: the same
    /// outcome (the first input the original, the others deleted), stored recording but for
    /// UUIDs, exports in `exports`, counts, hourly statistics, and changes but for the first
    /// input's tombstones, which come after the combination's objects; `check` gets the streamed result.
    static func expectStreamedCombinationIsTheWholeCombination(
        of streamedInputs: [UUID], _ wholeInputs: [UUID], in streamed: WorkoutStore, _ whole: WorkoutStore, after anchor: Int,
        keeping: Bool, exports: [String], _ label: String, check: (WorkoutRecording) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let pipeline = EditPipeline(store: whole)
        let inputs = wholeInputs.map { EditInput.storedWorkout($0.uuidString) }
        let recordings = try inputs.map { try pipeline.read($0) }
        let combined = try RecordingEditor.combine(recordings, names: inputs.map(\.name))
        let saved = try pipeline.save(combined, combining: recordings, keepingOriginals: keeping)
        let outcome = try #require(try EditPipeline(store: streamed).saveStreamedCombination(
            streamedInputs.map { .storedWorkout($0.uuidString) }, keepingOriginals: keeping), "\(label) streams",
            sourceLocation: sourceLocation)
        #expect(outcome.original == streamedInputs[0], sourceLocation: sourceLocation)
        #expect(outcome.deleted == (keeping ? [] : Array(streamedInputs.dropFirst())), sourceLocation: sourceLocation)
        #expect(outcome.saved.status == saved.status && outcome.saved.status == (keeping ? .imported : .replaced), "\(label)",
                sourceLocation: sourceLocation)
        #expect(outcome.droppedTotals == combined.droppedTotals, "\(label)", sourceLocation: sourceLocation)

        let wholeResult = try #require(try whole.recording(for: saved.uuid), sourceLocation: sourceLocation)
        let streamedResult = try #require(try streamed.recording(for: outcome.saved.uuid), sourceLocation: sourceLocation)
        #expect(StoredStreamedEditTests.withoutIdentities(streamedResult) == StoredStreamedEditTests.withoutIdentities(wholeResult), "\(label)",
                sourceLocation: sourceLocation)
        #expect(streamedResult.workout.startDate < streamedResult.workout.endDate, sourceLocation: sourceLocation)
        check(streamedResult)
        try StoredStreamedSplitTests.expectSameExports(streamed, outcome.saved.uuid, whole, saved.uuid, formats: exports, label,
                                                       sourceLocation: sourceLocation)
        #expect(try StoredStreamedEditTests.counts(streamed) == StoredStreamedEditTests.counts(whole), "\(label)",
                sourceLocation: sourceLocation)

        // The inputs' deletions recount their hours after the combination's values are in, where the
        // whole combination recounts the first's before: the sums may differ in their last bits.
        try StoredStreamedSplitTests.expectSameHours(streamed, whole, of: wholeResult, sumsInAnotherOrder: true, label,
                                                     sourceLocation: sourceLocation)

        let changes = try StoredStreamedSplitTests.expectSameOneWorkoutSave(streamed, whole, after: anchor, label,
                                                                            sourceLocation: sourceLocation)
        // The whole combination deletes the first input (its next version's save) before adding the combination,
        // the streamed one after; the other inputs are deleted after the combination's objects in both.
        #expect(changes.streamed.deletedAnchors.allSatisfy { $0 > changes.streamed.firstAdded }, "\(label)", sourceLocation: sourceLocation)
        #expect(changes.whole.deletedAnchors.contains { $0 < changes.whole.firstAdded } == !keeping, "\(label)",
                sourceLocation: sourceLocation)
        #expect(changes.whole.deletedAnchors.isEmpty == keeping, sourceLocation: sourceLocation)
    }

    @Test("the halves of a stored merge (the corpus ride's GPS GPX with its other series and heart-rate-only FIT merged by ID, split streamed: each half's heart rate naming the strap, saved after its other values) combined while read, the later first, with --keep; then the first half with another stored ride (the Coros ride, days apart) as the half's next version: the same workout stored (rows: the values in the whole combination's order, the heart rate naming the strap; list counts, hourly statistics, JSON, FIT and CSV exports), the same inputs deleted, the same changes but for the first input's tombstones")
    func streamedCombinationOfMerges() throws {
        let dir = try TemporaryDirectory()
        let merge = try StoredStreamedEditTests.storedMerge(in: dir)
        let (streamed, whole) = (merge.stores.streamed, merge.stores.whole)
        func halves(_ store: WorkoutStore, _ uuid: UUID) throws -> [UUID] {
            try #require(try EditPipeline(store: store).saveStreamedSplit(
                .storedWorkout(uuid.uuidString), split: .at(times: { StoredStreamedSplitTests.cuts($0.workout).prefix(1).map { $0 } }))
            ).parts.map(\.saved.uuid)
        }
        let (streamedHalves, wholeHalves) = (try halves(streamed, merge.stores.uuid), try halves(whole, merge.stores.wholeUUID))
        try Self.expectStreamedCombinationIsTheWholeCombination(
            of: streamedHalves.reversed(), wholeHalves.reversed(), in: streamed, whole, after: try streamed.currentAnchor(), keeping: true,
            exports: ["json", "fit", "csv"], "the merge's halves", check: merge.namesTheStrap)

        let coros = try Fixtures.corpus("fit/coros-pace2-ride-misaligned-fields.fit")
        func imported(_ store: WorkoutStore) throws -> UUID {
            let before = Set(try Fixtures.summaries(store).map(\.workout.uuid))
            _ = try Fixtures.importing([coros], into: store)
            return try #require(try Fixtures.summaries(store).map(\.workout.uuid).first { !before.contains($0) })
        }
        let (streamedCoros, wholeCoros) = (try imported(streamed), try imported(whole))
        try Self.expectStreamedCombinationIsTheWholeCombination(
            of: [streamedHalves[0], streamedCoros], [wholeHalves[0], wholeCoros], in: streamed, whole,
            after: try streamed.currentAnchor(), keeping: false, exports: ["json"], "the merge's first half and the Coros ride")
    }

    @Test("a combination of stored workouts the stream cannot take (a workout given twice) saves nothing; an overlap is refused as the whole combination refuses it; an unknown ID throws")
    func whereItDoesNotStream() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let pipeline = EditPipeline(store: store)
        _ = try Fixtures.importing([try Fixtures.corpus("fit/coros-pace2-ride-misaligned-fields.fit")], into: store)
        let coros = try #require(try Fixtures.summaries(store).first?.workout)
        let anchor = try store.currentAnchor()

        #expect(try pipeline.saveStreamedCombination([.storedWorkout(coros.uuid.uuidString), .storedWorkout(coros.uuid.uuidString)]) == nil)
        #expect(throws: StoreError.self) { try pipeline.saveStreamedCombination([.storedWorkout(coros.uuid.uuidString), .storedWorkout("00000000")]) }
        #expect(try store.currentAnchor() == anchor)

        // An overlap: the Coros ride and its first half (kept beside it).
        let kept = try #require(try pipeline.saveStreamedSplit(.storedWorkout(coros.uuid.uuidString),
                                                               split: .at(times: { StoredStreamedSplitTests.cuts($0.workout).prefix(1).map { $0 } }),
                                                               keepingOriginal: true))
        let overlapping: [EditInput] = [.storedWorkout(coros.uuid.uuidString), .storedWorkout(kept.parts[0].saved.uuid.uuidString)]
        let afterSplit = try store.currentAnchor()
        let wholeError = #expect(throws: EditError.self) {
            try RecordingEditor.combine(try overlapping.map { try pipeline.read($0) }, names: overlapping.map(\.name))
        }
        let streamedError = #expect(throws: EditError.self) { try pipeline.saveStreamedCombination(overlapping) }
        #expect(wholeError != nil && wholeError.map { "\($0)" } == streamedError.map { "\($0)" })
        #expect(try store.currentAnchor() == afterSplit)
    }
}
