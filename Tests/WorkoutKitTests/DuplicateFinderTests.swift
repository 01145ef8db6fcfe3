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
}
