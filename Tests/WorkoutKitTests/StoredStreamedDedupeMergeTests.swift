import Foundation
import Testing
import TestSupport
import WorkoutKit

/// `dedupe --merge` of a group saved while its workouts are read (``DuplicateFinder/saveStreamedMerge(_:)``):
/// the store ends up as the whole merge leaves it (``DuplicateFinder/merge(_:)``, ``DuplicateFinder/save(_:)``),
/// but for the new objects' UUIDs and the place of the kept workout's tombstones among the anchors.
@Suite("dedupe --merge saved while the group is read", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct StoredStreamedDedupeMergeTests {
    /// The Edge 500 ride cut into a GPS GPX keeping its series but heart rate (the workout kept: more
    /// series) and a heart-rate-only FIT, each imported into two stores (``StoredStreamedMergeTests/CutRide``).
    static func rideCutInTwo(in dir: TemporaryDirectory) throws -> StoredStreamedMergeTests.CutRide {
        let others = Set(try MergeCorpusTests.ride().series.map(\.quantityType)).subtracting([.heartRate])
        return try StoredStreamedMergeTests.CutRide(gpsKeeps: others, in: dir)
    }

    @Test("a group of the ride's GPS GPX (kept, with its cadence and temperature) and heart-rate-only FIT, and of its GPS-only GPX and the FIT (the strap's kept, taking the GPX's positions), merged while read: the same outcome and JSON line, the same workout stored as the whole merge's (rows, the strap's device on the heart rate taken, the GPX's route in the strap's, list counts, JSON, GPX, FIT and CSV exports, UUIDs in correspondence), the same changes but for the kept workout's tombstones, which come after its next version's objects; the duplicate's come last in both",
          arguments: [false, true])
    func streamedDedupeMergeSavesWhatTheWholeMergeSaves(strapKept: Bool) throws {
        let dir = try TemporaryDirectory()
        let ride = strapKept ? try StoredStreamedMergeTests.CutRide(in: dir) : try Self.rideCutInTwo(in: dir)
        let label = "dedupe --merge, strap kept: \(strapKept)"
        // The workout kept and the duplicate, by their place among the ride's UUIDs (the GPX's, the FIT's).
        let (kept, duplicate) = strapKept ? (1, 0) : (0, 1)
        let (wholeFinder, streamedFinder) = (DuplicateFinder(store: ride.whole), DuplicateFinder(store: ride.streamed))
        let wholeGroup = try #require(try wholeFinder.groups().first)
        let streamedGroup = try #require(try streamedFinder.groups().first)
        #expect(wholeGroup.keep.uuid == ride.wholeUUIDs[kept] && wholeGroup.duplicates.map(\.uuid) == [ride.wholeUUIDs[duplicate]])
        #expect(streamedGroup.keep.uuid == ride.streamedUUIDs[kept] && streamedGroup.duplicates.map(\.uuid) == [ride.streamedUUIDs[duplicate]])

        let merge = try wholeFinder.merge(wholeGroup)
        let saved = try wholeFinder.save(merge)
        let outcome = try #require(try streamedFinder.saveStreamedMerge(streamedGroup), "\(label): the group streams")
        #expect(outcome.saved.status == .replaced && saved.status == .replaced && outcome.saved.replacedUUID == ride.streamedUUIDs[kept])
        #expect(outcome.taken == merge.merged.taken && outcome.taken.map(\.quantityType) == (strapKept ? [] : [.heartRate]), "\(label)")
        #expect(outcome.positions?.recording == merge.positions?.recording && outcome.positions?.locations == merge.positions?.locations
                && outcome.positions?.waypoints == merge.positions?.waypoints && (outcome.positions?.locations ?? 0 > 0) == strapKept,
                "\(label)")
        // What `dedupe --merge --json` prints: the same but for the UUIDs (in the lines of what was left out too).
        let wholeLine = DuplicateMergeOutcome(group: wholeGroup, saved: saved, taken: merge.merged.taken, positions: merge.positions,
                                              leftOut: merge.merged.leftOut).jsonLine
        var correspondence = UUIDCorrespondence()
        let sameLine = correspondence.same(outcome.jsonLine, wholeLine)
        #expect(sameLine, "\(String(decoding: outcome.jsonLine, as: UTF8.self))")
        #expect(outcome.leftOut.count == merge.merged.leftOut.count && (strapKept || !outcome.leftOut.isEmpty), "\(label)")

        let wholeResult = try #require(try ride.whole.recording(for: saved.uuid))
        let streamedResult = try #require(try ride.streamed.recording(for: outcome.saved.uuid))
        #expect(StoredStreamedEditTests.withoutIdentities(streamedResult) == StoredStreamedEditTests.withoutIdentities(wholeResult), "\(label)")
        #expect(streamedResult.workout.syncVersion == wholeResult.workout.syncVersion && streamedResult.workout.syncVersion > 1)
        let heartRate = streamedResult.series.filter { $0.quantityType == .heartRate }
        // The strap's own heart rate where it is kept; else the heart rate taken names the strap.
        #expect(!heartRate.isEmpty && heartRate.allSatisfy { ($0.device == nil) == strapKept }, "\(label)")
        #expect(streamedResult.locationCount == (strapKept ? outcome.positions?.locations : wholeResult.locationCount) && streamedResult.locationCount > 0)
        try StoredStreamedSplitTests.expectSameExports(ride.streamed, outcome.saved.uuid, ride.whole, saved.uuid,
                                                       formats: ["json", "fit", "gpx"] + (strapKept ? ["csv"] : []), label)
        #expect(try StoredStreamedEditTests.counts(ride.streamed) == StoredStreamedEditTests.counts(ride.whole))
        #expect(try Fixtures.summaries(ride.streamed).map(\.workout.uuid) == [outcome.saved.uuid])
        try StoredStreamedSplitTests.expectSameHours(ride.streamed, ride.whole, of: wholeResult, sumsInAnotherOrder: true, label)

        let changes = try StoredStreamedSplitTests.expectSameOneWorkoutSave(ride.streamed, ride.whole, after: ride.anchor, label)
        // The kept workout's tombstones and the duplicate's, in that order in both.
        #expect(changes.streamed.blocks.deleted.count == changes.whole.blocks.deleted.count && changes.whole.blocks.deleted.count >= 2)
        #expect(changes.streamed.deletedAnchors.allSatisfy { $0 > changes.streamed.firstAdded })
        let wholeBefore = changes.whole.deletedAnchors.filter { $0 < changes.whole.firstAdded }
        #expect(!wholeBefore.isEmpty && wholeBefore.count < changes.whole.deletedAnchors.count)
        let workoutTombstones = try ride.streamed.execute(AnchoredObjectQuery(filter: .workout, anchor: ride.anchor)).deleted
        #expect(workoutTombstones.map(\.uuid) == [ride.streamedUUIDs[kept], ride.streamedUUIDs[duplicate]])
        #expect(try streamedFinder.groups().isEmpty)
    }

    @Test("a group of the ride cut in three (GPS GPX with its temperature, heart-rate FIT, cadence FIT of another device) and two merges of them saved beside them (GPX + heart rate, heart rate + cadence): the first merge kept takes the cadence while read, the same outcome and JSON line, the same workout stored as the whole merge's (rows, chunks with their devices, digest, JSON and FIT exports), the same changes but for the kept workout's tombstones")
    func streamedDedupeMergeOfAGroupWithStoredMerges() throws {
        let dir = try TemporaryDirectory()
        let ride = try StoredStreamedMergeTests.CutRideInThree(in: dir)
        let anchor = try ride.streamed.currentAnchor()
        let (wholeFinder, streamedFinder) = (DuplicateFinder(store: ride.whole), DuplicateFinder(store: ride.streamed))
        let wholeGroup = try #require(try wholeFinder.groups().first)
        let streamedGroup = try #require(try streamedFinder.groups().first)
        #expect(wholeGroup.keep.uuid == ride.uuids[3] && streamedGroup.keep.uuid == ride.uuids[3])
        #expect(streamedGroup.duplicates.count == 4)

        let merge = try wholeFinder.merge(wholeGroup)
        let saved = try wholeFinder.save(merge)
        let outcome = try #require(try streamedFinder.saveStreamedMerge(streamedGroup), "a group with stored merges streams")
        #expect(outcome.saved.status == .replaced && saved.status == .replaced)
        #expect(outcome.taken == merge.merged.taken && outcome.taken.map(\.quantityType) == [.cyclingCadence])
        let wholeLine = DuplicateMergeOutcome(group: wholeGroup, saved: saved, taken: merge.merged.taken, positions: merge.positions,
                                              leftOut: merge.merged.leftOut).jsonLine
        var correspondence = UUIDCorrespondence()
        let sameLine = correspondence.same(outcome.jsonLine, wholeLine)
        #expect(sameLine, "\(String(decoding: outcome.jsonLine, as: UTF8.self))")

        let wholeResult = try #require(try ride.whole.recording(for: saved.uuid))
        let streamedResult = try #require(try ride.streamed.recording(for: outcome.saved.uuid))
        #expect(StoredStreamedEditTests.withoutIdentities(streamedResult) == StoredStreamedEditTests.withoutIdentities(wholeResult))
        #expect(streamedResult.series.first { $0.quantityType == .cyclingCadence }?.device == ride.sensor)
        #expect(streamedResult.series.first { $0.quantityType == .heartRate }?.device == ride.strap)
        #expect(try StoredStreamedMergeTests.lastWorkoutRows(ride.streamed.path) == StoredStreamedMergeTests.lastWorkoutRows(ride.whole.path))
        try StoredStreamedSplitTests.expectSameExports(ride.streamed, outcome.saved.uuid, ride.whole, saved.uuid,
                                                       formats: ["json", "fit"], "dedupe --merge of merges")
        let changes = try StoredStreamedSplitTests.expectSameOneWorkoutSave(ride.streamed, ride.whole, after: anchor, "dedupe --merge of merges")
        #expect(changes.streamed.deletedAnchors.allSatisfy { $0 > changes.streamed.firstAdded })
        #expect(try streamedFinder.groups().isEmpty)
    }

    @Test("a group with a saved merge of the ride's GPS-only GPX and heart-rate-only FIT kept beside them (its heart rate names the strap) streams, keeps the merge as it is and deletes the others, as the whole merge does; a group whose duplicate was deleted meanwhile throws, the store as it was; a group whose duplicates give nothing (the Edge 1000 ride as FIT, GPX and TCX) deletes them while read and keeps the FIT as it is, as the whole merge does")
    func whereItDoesNotStreamOrTakesNothing() throws {
        let dir = try TemporaryDirectory()
        let (store, gps, strap) = try DuplicateFinderTests.storeWithRideCutInTwo(dir, gpsKeepsOtherSeries: false)
        let merge = try #require(try EditPipeline(store: store).saveStreamedMerge(
            [.storedWorkout(gps.uuidString), .storedWorkout(strap.uuidString)], asNewWorkout: true)).saved.uuid
        let finder = DuplicateFinder(store: store)
        let group = try #require(try finder.groups().first)
        #expect(group.keep.uuid == merge && Set(group.duplicates.map(\.uuid)) == [gps, strap])
        let keptMerge = try finder.merge(group)
        let merged = try #require(try finder.saveStreamedMerge(group), "a group kept as a stored merge streams")
        #expect(merged.saved == SaveOutcome(uuid: merge, status: .unchanged) && merged.positions == nil && merged.taken.isEmpty)
        #expect(merged.leftOut == keptMerge.merged.leftOut && !merged.leftOut.isEmpty)
        #expect(try Fixtures.summaries(store).map(\.workout.uuid) == [merge])

        let other = try TemporaryDirectory()
        let (cut, _, cutStrap) = try DuplicateFinderTests.storeWithRideCutInTwo(other)
        let cutFinder = DuplicateFinder(store: cut)
        let cutGroup = try #require(try cutFinder.groups().first)
        try cut.delete(workouts: [cutStrap])  // as another process would
        let before = try SQLiteDump.tables(path: cut.path)
        #expect(throws: StoreError.unknownWorkout(cutStrap.uuidString)) { try cutFinder.saveStreamedMerge(cutGroup) }
        #expect(try SQLiteDump.tables(path: cut.path) == before)

        let three = try TemporaryDirectory()
        let (whole, fit, ride) = try DuplicateFinderTests.storeWithRideThreeTimes(three)
        let wholeFinder = DuplicateFinder(store: whole)
        let wholeGroup = try #require(try wholeFinder.groups().first)
        let wholeMerge = try wholeFinder.merge(wholeGroup)
        let streamed = try #require(try wholeFinder.saveStreamedMerge(wholeGroup), "the Edge 1000 ride's group streams")
        #expect(streamed.saved == SaveOutcome(uuid: fit, status: .unchanged) && streamed.taken.isEmpty && streamed.positions == nil)
        #expect(streamed.leftOut == wholeMerge.merged.leftOut && !streamed.leftOut.isEmpty)
        let left = try Fixtures.summaries(whole).map(\.workout.uuid)
        #expect(left.count == 3 && left.contains(fit) && Set(left).isDisjoint(with: ride.subtracting([fit])))
    }
}
