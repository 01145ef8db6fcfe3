import Foundation
import Testing
import TestSupport
import WorkoutKit

/// `DuplicateFinder` over a store holding one corpus ride imported three times (the device's
/// FIT, Garmin Connect's GPX, and a TCX our writer made from the FIT) beside unrelated workouts.
@Suite("DuplicateFinder", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct DuplicateFinderTests {
    /// A store holding the Edge 1000 ride as FIT, GPX and TCX, and two unrelated corpus workouts;
    /// returns it with the FIT import's UUID and the three imports' UUIDs.
    static func storeWithRideThreeTimes(_ dir: TemporaryDirectory) throws -> (store: WorkoutStore, fit: UUID, ride: Set<UUID>) {
        let fit = try Fixtures.corpus("fit/garmin-edge1000-ride-3939576645.fit")
        let gpx = try Fixtures.corpus("gpx/garmin-edge1000-ride-3939576645.gpx")
        let tcx = dir.path("ride.tcx")
        let pipeline = EditPipeline()
        try pipeline.write([EditedRecording(recording: try pipeline.read(.file(fit)))],
                           with: try #require(FormatRegistry.standard.writer(named: "tcx")), to: .file(tcx))
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        var ride: [UUID] = []
        for path in [fit, gpx, tcx] {
            let report = try Fixtures.importing([path], into: store)
            ride.append(try #require(report.outcomes.first?.uuid, "\(path) was not imported"))
        }
        let unrelated = try Fixtures.importing(
            [try Fixtures.corpus("fit/garmin-edge500-ride.fit"), try Fixtures.corpus("tcx/garmin-fr410-run-hr-3laps.tcx")], into: store)
        #expect(unrelated.counts.imported == 2)
        return (store, ride[0], Set(ride))
    }

    @Test("the same ride imported as FIT, GPX and TCX is one group keeping the FIT (most series); unrelated workouts are not grouped")
    func sameRideThreeFormatsIsOneGroup() throws {
        let dir = try TemporaryDirectory()
        let (store, fit, ride) = try Self.storeWithRideThreeTimes(dir)
        let groups = try DuplicateFinder(store: store).groups()
        try #require(groups.count == 1)
        let group = groups[0]
        #expect(Set([group.keep.uuid] + group.duplicates.map(\.uuid)) == ride)
        #expect(group.keep.uuid == fit)
        #expect(group.activityType == .cycling)
        #expect(group.duplicates.allSatisfy { $0.seriesCount < group.keep.seriesCount })
        #expect(group.reason.hasPrefix("cycling at "))
        #expect(group.reason.contains("kept: the most series (\(group.keep.seriesCount);"))
        // One JSON object: the contract's three keys.
        let object = try #require(try JSONSerialization.jsonObject(with: group.jsonLine) as? [String: Any])
        #expect(Set(object.keys) == ["keep", "duplicates", "reason"])
        #expect(object["keep"] as? String == fit.uuidString)
        #expect(Set(object["duplicates"] as? [String] ?? []) == Set(group.duplicates.map(\.uuid.uuidString)))
    }

    @Test("deleting the duplicates leaves the kept workout and the unrelated ones; changes reports each deleted")
    func deleteDuplicatesLeavesOne() throws {
        let dir = try TemporaryDirectory()
        let (store, fit, ride) = try Self.storeWithRideThreeTimes(dir)
        let anchor = try store.currentAnchor()
        let finder = DuplicateFinder(store: store)
        let deleted = try finder.deleteDuplicates(in: try finder.groups())
        #expect(Set(deleted) == ride.subtracting([fit]))
        let left = try Fixtures.summaries(store).map(\.workout.uuid)
        #expect(left.count == 3 && left.contains(fit) && Set(left).isDisjoint(with: deleted))
        let changes = try store.execute(AnchoredObjectQuery(filter: .workout, anchor: anchor))
        #expect(Set(changes.deleted.map(\.uuid)) == Set(deleted) && changes.added.isEmpty)
        #expect(try finder.groups().isEmpty)
    }

    @Test("a ride's first 40% saved beside it is not its duplicate: the time shared must be most of both")
    func partialOverlapIsNotADuplicate() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let report = try Fixtures.importing([try Fixtures.corpus("fit/garmin-edge1000-ride-3939576645.fit")], into: store)
        let uuid = try #require(report.outcomes.first?.uuid)
        let pipeline = EditPipeline(store: store)
        let ride = try pipeline.read(.storedWorkout(uuid.uuidString))
        let elapsed = ride.workout.endDate.timeIntervalSince(ride.workout.startDate)
        let firstPart = try RecordingEditor.trim(ride, skippingStart: 0, skippingEnd: elapsed * 0.6, name: "ride")
        try pipeline.save(firstPart, replacing: ride, asNewWorkout: true)
        #expect(try Fixtures.summaries(store).count == 2)
        #expect(try DuplicateFinder(store: store).groups().isEmpty)
        // With a looser rule (more than 30% of each) the part is grouped, the whole ride kept.
        let loose = try DuplicateFinder(store: store, minimumOverlap: 0.3).groups()
        #expect(loose.count == 1 && loose.first?.keep.uuid == uuid)
    }

    /// A store holding the Edge 500 ride as two devices would have recorded it (made by our
    /// writers, see ``MergeCorpusTests/cut(_:into:gpsKeeps:)``): a GPX of its positions (with
    /// `gpsKeepsOtherSeries`, its cadence and temperature too), and a FIT of its heart rate
    /// alone. Returns the store, the GPX import's UUID and the FIT import's.
    static func storeWithRideCutInTwo(_ dir: TemporaryDirectory,
                                      gpsKeepsOtherSeries: Bool = true) throws -> (store: WorkoutStore, gps: UUID, strap: UUID) {
        let ride = try MergeCorpusTests.ride()
        let others = gpsKeepsOtherSeries ? Set(ride.series.map(\.quantityType)).subtracting([.heartRate]) : []
        let (gpsPath, strapPath) = try MergeCorpusTests.cut(ride, into: dir, gpsKeeps: others)
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let gps = try #require(try Fixtures.importing([gpsPath], into: store).outcomes.first?.uuid)
        let strap = try #require(try Fixtures.importing([strapPath], into: store).outcomes.first?.uuid)
        return (store, gps, strap)
    }

    @Test("merging a group takes the heart rate the kept GPS recording lacks from the strap's: saved as its next version, the strap's workout deleted, and an export read by Garmin's SDK has the original heart rate at every position")
    func mergeGroupSavesTheKeptWorkoutsNextVersion() throws {
        let dir = try TemporaryDirectory()
        let (store, gps, strap) = try Self.storeWithRideCutInTwo(dir)
        let finder = DuplicateFinder(store: store)
        let groups = try finder.groups()
        try #require(groups.count == 1)
        #expect(groups[0].keep.uuid == gps && groups[0].duplicates.map(\.uuid) == [strap])
        let anchor = try store.currentAnchor()
        let merge = try finder.merge(groups[0])
        let original = try #require(try MergeCorpusTests.positionedRecords(ofFIT: try Fixtures.corpus("fit/garmin-edge500-ride.fit")),
                                    "Garmin's FIT SDK could not read the ride (is Scripts/setup.sh's Python environment installed?)")
        #expect(merge.merged.taken == [MergedType(recording: 1, quantityType: .heartRate, valueCount: original.count, sampleCount: 0)])
        #expect(merge.merged.taken.map { groups[0].duplicates[$0.recording - 1].uuid } == [strap])
        let outcome = try finder.save(merge)
        #expect(outcome.status == .replaced && outcome.replacedUUID == gps)

        let left = try Fixtures.summaries(store).map(\.workout)
        #expect(left.map(\.uuid) == [outcome.uuid])
        #expect(left.first?.syncVersion == merge.kept.workout.syncVersion + 1)
        let changes = try store.execute(AnchoredObjectQuery(filter: .workout, anchor: anchor))
        #expect(Set(changes.deleted.map(\.uuid)) == [gps, strap] && changes.added.map(\.uuid) == [outcome.uuid])
        #expect(try finder.groups().isEmpty)

        try Self.expectOriginalHeartRateAtEveryPosition(of: outcome.uuid, in: store, dir: dir, original: original)
    }

    /// Writes the stored workout `uuid` as FIT and expects Garmin's SDK to read, position by
    /// position, `original`'s time and heart rate (the Edge 500 ride's, as the SDK reads it).
    private static func expectOriginalHeartRateAtEveryPosition(
        of uuid: UUID, in store: WorkoutStore, dir: TemporaryDirectory, original: [[Int?]]
    ) throws {
        let pipeline = EditPipeline(store: store)
        let saved = try pipeline.read(.storedWorkout(uuid.uuidString))
        let fit = dir.path("merged.fit")
        try pipeline.write([EditedRecording(recording: saved)], with: try EditCorpusTests.writer("fit"), to: .file(fit))
        let positions = try #require(try MergeCorpusTests.positionedRecords(ofFIT: fit), "Garmin's FIT SDK could not read \(fit)")
        #expect(positions.count == original.count)
        #expect(zip(positions, original).allSatisfy { $0.0 == $0.1 })
    }

    @Test("a duplicate deleted between the merge and its save (the deletion fails after the kept workout's next version is saved): nothing is saved, the store is as it was")
    func failedDeletionLeavesTheStoreAsItWas() throws {
        let dir = try TemporaryDirectory()
        let (store, gps, strap) = try Self.storeWithRideCutInTwo(dir)
        let finder = DuplicateFinder(store: store)
        let merge = try finder.merge(try #require(try finder.groups().first))
        try store.delete(workouts: [strap])  // as another process would
        let before = try SQLiteDump.tables(path: store.path)
        #expect(throws: StoreError.unknownWorkout(strap.uuidString)) { try finder.save(merge) }
        #expect(try SQLiteDump.tables(path: store.path) == before)
        #expect(try Fixtures.summaries(store).map(\.workout.uuid) == [gps])
    }

    @Test("a group whose kept workout has no positions (the strap's: as many series, more points) takes the GPS duplicate's: saved as the strap's next version, the GPS workout deleted, and an export read by Garmin's SDK has the original heart rate at every position")
    func keptWorkoutWithoutPositionsTakesTheDuplicates() throws {
        let dir = try TemporaryDirectory()
        let (store, gps, strap) = try Self.storeWithRideCutInTwo(dir, gpsKeepsOtherSeries: false)
        let finder = DuplicateFinder(store: store)
        let group = try #require(try finder.groups().first)
        #expect(group.keep.uuid == strap && group.duplicates.map(\.uuid) == [gps])
        let merge = try finder.merge(group)
        let gpsLocations = try #require(try store.recording(for: gps)).locationCount
        #expect(merge.positions?.recording == 1 && merge.positions?.locations == gpsLocations && merge.positions?.waypoints == 0)
        #expect(merge.merged.taken.isEmpty && merge.takesAnything)
        #expect(merge.merged.edited.recording.workout.source == merge.kept.workout.source)
        let outcome = try finder.save(merge)
        #expect(outcome.status == .replaced && outcome.replacedUUID == strap)
        #expect(try Fixtures.summaries(store).map(\.workout.uuid) == [outcome.uuid])

        #expect(try store.recording(for: outcome.uuid)?.locationCount == gpsLocations)
        let original = try #require(try MergeCorpusTests.positionedRecords(ofFIT: try Fixtures.corpus("fit/garmin-edge500-ride.fit")),
                                    "Garmin's FIT SDK could not read the ride (is Scripts/setup.sh's Python environment installed?)")
        try Self.expectOriginalHeartRateAtEveryPosition(of: outcome.uuid, in: store, dir: dir, original: original)
    }

    @Test("merging a group whose duplicates hold no type the kept FIT lacks (the ride as FIT, GPX and TCX) keeps the FIT as it is and deletes the others")
    func mergeWithNothingToTakeKeepsTheWorkoutAsItIs() throws {
        let dir = try TemporaryDirectory()
        let (store, fit, ride) = try Self.storeWithRideThreeTimes(dir)
        let anchor = try store.currentAnchor()
        let finder = DuplicateFinder(store: store)
        let merge = try finder.merge(try #require(try finder.groups().first))
        #expect(merge.merged.taken.isEmpty)
        #expect(merge.merged.leftOut.contains { $0.contains("HeartRate series (workout \(fit.uuidString)'s is kept)") })
        let outcome = try finder.save(merge)
        #expect(outcome == SaveOutcome(uuid: fit, status: .unchanged))
        let left = try Fixtures.summaries(store).map(\.workout.uuid)
        #expect(left.count == 3 && left.contains(fit) && Set(left).isDisjoint(with: ride.subtracting([fit])))
        let changes = try store.execute(AnchoredObjectQuery(filter: .workout, anchor: anchor))
        #expect(Set(changes.deleted.map(\.uuid)) == ride.subtracting([fit]) && changes.added.isEmpty)
    }
}
