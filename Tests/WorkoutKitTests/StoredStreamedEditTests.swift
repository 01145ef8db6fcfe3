import Foundation
import Testing
import TestSupport
import WorkoutKit

/// `shift` of a stored workout saved while it is read (``EditPipeline/saveStreamed(_:edit:asNewWorkout:)``):
/// the store ends up as the whole edit leaves it (``EditPipeline/read(_:events:)``, ``RecordingEditor``,
/// ``EditPipeline/save(_:replacing:asNewWorkout:)``), but for the new objects' UUIDs.
@Suite("Edits of stored workouts saved while they are read", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct StoredStreamedEditTests {
    /// A FIT ride, a GPX ride with power, a TCX run with laps.
    static let files = ["fit/coros-pace2-ride-misaligned-fields.fit", "gpx/strava-ride-power.gpx", "tcx/garmin-fr410-run-hr-3laps.tcx"]

    /// The edits, as streamed and as the whole edit makes them.
    static var edits: [(name: String, streamed: StreamedEdit, whole: (WorkoutRecording) throws -> EditedRecording)] {
        [
            ("shift -1:00:00", .shift(by: -3600), { RecordingEditor.shift($0, by: -3600) }),
            ("shift 90.5 s", .shift(by: 90.5), { RecordingEditor.shift($0, by: 90.5) }),
            ("utc-offset Europe/Berlin", .retag(in: TimeZone(identifier: "Europe/Berlin")),
             { RecordingEditor.retag($0, localTimeIn: try #require(TimeZone(identifier: "Europe/Berlin"))) }),
            ("trim 30 %-80 %", .trim(bounds: { Self.trimBounds($0.workout, keepingTo: true) }),
             { try RecordingEditor.trim($0, from: Self.trimBounds($0.workout, keepingTo: true).from,
                                        to: Self.trimBounds($0.workout, keepingTo: true).to, name: "trim") }),
            ("trim from 30 %", .trim(bounds: { Self.trimBounds($0.workout, keepingTo: false) }),
             { try RecordingEditor.trim($0, from: Self.trimBounds($0.workout, keepingTo: false).from, name: "trim") }),
        ]
    }

    /// A trim's bounds in `workout`: from 30 % of its time, to 80 % (`keepingTo`) or its end.
    static func trimBounds(_ workout: Workout, keepingTo: Bool) -> (from: Date?, to: Date?) {
        let length = workout.endDate.timeIntervalSince(workout.startDate)
        return (workout.startDate.addingTimeInterval((length * 0.3).rounded()),
                keepingTo ? workout.startDate.addingTimeInterval((length * 0.8).rounded()) : nil)
    }

    /// One input imported into two new stores in a folder (`whole.sqlite`, `streamed.sqlite`),
    /// one to be edited whole and one streamed, with the workout's UUID in each (each import
    /// gives it one of its own) and the anchor after the import.
    struct TwoStores {
        let whole: WorkoutStore
        let streamed: WorkoutStore
        let uuid: UUID
        let wholeUUID: UUID
        let anchor: Int

        init(whole: WorkoutStore, streamed: WorkoutStore, uuid: UUID, wholeUUID: UUID, anchor: Int) {
            (self.whole, self.streamed, self.uuid, self.wholeUUID, self.anchor) = (whole, streamed, uuid, wholeUUID, anchor)
        }

        init(importing input: String, in dir: TemporaryDirectory) throws {
            whole = try WorkoutStore(path: dir.path("whole.sqlite"))
            streamed = try WorkoutStore(path: dir.path("streamed.sqlite"))
            _ = try Fixtures.importing([input], into: whole)
            _ = try Fixtures.importing([input], into: streamed)
            uuid = try #require(try Fixtures.summaries(streamed).first?.workout.uuid)
            wholeUUID = try #require(try Fixtures.summaries(whole).first?.workout.uuid)
            anchor = try streamed.currentAnchor()
        }
    }

    /// `recording` with every UUID of its own (workout, legs, samples, routes, waypoints) the same.
    static func withoutIdentities(_ recording: WorkoutRecording) -> WorkoutRecording {
        let none = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        var result = recording
        result.workout.uuid = none
        result.workout.activities = result.workout.activities.map { var leg = $0; leg.uuid = none; return leg }
        result.samples = result.samples.map { var sample = $0; sample.uuid = none; return sample }
        result.routes = result.routes.map { var route = $0; route.uuid = none; return route }
        result.waypoints = result.waypoints.map { var waypoint = $0; waypoint.uuid = none; return waypoint }
        return result
    }

    /// What `list` counts of each stored workout: samples, route locations, heart rates.
    static func counts(_ store: WorkoutStore) throws -> [[Int]] {
        try Fixtures.summaries(store).map { [$0.sampleCount, $0.routeLocationCount, $0.heartRateCount] }
    }

    /// The changes after `anchor`: the objects added, then those deleted, each list in anchor
    /// order with its UUIDs numbered in order of first appearance; the anchors taken; and
    /// whether the first deletion comes before the first addition.
    static func changes(_ store: WorkoutStore, after anchor: Int) throws -> (changes: [String], anchors: Int, deletedFirst: Bool) {
        let result = try store.execute(AnchoredObjectQuery(anchor: anchor))
        func numbered(_ objects: [ObjectChange], _ change: String) -> [String] {
            var numbers: [UUID: Int] = [:]
            return objects.sorted { $0.anchor < $1.anchor }.map { object in
                let number = numbers[object.uuid] ?? numbers.count
                numbers[object.uuid] = number
                return "\(change) \(object.kind.rawValue) \(number)"
            }
        }
        let deletedFirst = (result.deleted.map(\.anchor).min() ?? .max) < (result.added.map(\.anchor).min() ?? .max)
        return (numbered(result.added, "added") + numbered(result.deleted, "deleted"), result.newAnchor - anchor, deletedFirst)
    }

    @Test("a shift, a re-tag and a trim of a stored FIT, GPX and TCX workout saved while read, as its next version and with --keep: the store holds what the whole edit saves, with the same changes",
          arguments: files)
    func streamedShiftSavesWhatTheWholeShiftSaves(file: String) throws {
        let dir = try TemporaryDirectory()
        let input = try Fixtures.corpus(file)
        for edit in Self.edits {
            for keeping in [false, true] {
                try Self.expectStreamedSaveIsTheWholeSave(of: input, edit, keeping: keeping, in: dir)
            }
        }
    }

    @Test("a shift (as the next version) and a trim (with --keep) of a stored FIT ride whose developer fields were saved after its laps, saved while read: the store holds what the whole edit saves (the developer values after the lap sample, each a sample of its own), the same JSON, GPX, FIT and CSV exports and changes; the distance values those of the file's edit")
    func streamedEditOfValuesSavedAfterOtherSamples() throws {
        let dir = try TemporaryDirectory()
        let input = try Fixtures.corpus("fit/hammerhead-karoo2-ride-devfields.fit")
        let file = try EditPipeline().read(.file(input))
        // (The other shifts and trims take the same paths: streamedShiftSavesWhatTheWholeShiftSaves runs them on other files.)
        for (edit, keeping) in [(Self.edits[0], false), (Self.edits[3], true)] {
            let fileEdit = try edit.whole(file).recording
            try Self.expectStreamedSaveIsTheWholeSave(of: input, edit, keeping: keeping, in: dir,
                                                      exports: ["json", "gpx", "fit", "csv"]) { result in
                // The developer values (skin temperature, core data quality, ...) come after the
                // ride's lap sample, as separate samples: the whole read's order.
                let developer = result.separateSamples.filter { $0.quantityType.identifier.contains("Developer") }
                #expect(developer.count > 1_000 && result.series.valueCount > 10_000, "\(edit.name)")
                #expect(!(result.separateSamples.first?.quantityType.identifier.contains("Developer") ?? true), "\(edit.name)")
                // Counted from the record before the cut, as the file's edit counts them.
                let distances = try? StoredEditSeriesTests.distances(result)
                #expect(distances?.isEmpty == false && distances == (try? StoredEditSeriesTests.distances(fileEdit)), "\(edit.name)")
            }
        }
    }

    @Test("a trim of a stored GPX track some of whose points have no time, saved while read and whole: both restate the distance as the path through every kept point, timed or not, within its segments (as the import derives it), not through the timed ones only")
    func trimOfPointsWithoutATimeRestatesThePathThroughAllOfThem() throws {
        let dir = try TemporaryDirectory()
        let input = try Fixtures.corpus("gpx/gpsbabel-2-tracks-10-segments.gpx")
        try Self.expectStreamedSaveIsTheWholeSave(of: input, Self.edits[3], keeping: true, in: dir) { result in
            let locations = Array(result.routes.flatMap { $0.locations })
            // Within its segments (no step across the breaks among the points without a time).
            let path = Geodesy.pathLength(locations)
            #expect(locations.contains { !$0.hasTime } && locations.contains(where: \.startsSegment) && path > 800, "\(path) m")
            let distance = try? result.workout.totalDistance?.doubleValue(for: .meter)
            #expect(abs((distance ?? 0) - path) < 0.001)
        }
    }

    /// Expects `edit` of `input` (a corpus file), imported into two new stores in `dir`, saved
    /// whole into one and streamed into the other (as its next version, or with `keeping` as a
    /// new workout), to leave both stores alike: the same status and dropped totals, the same
    /// stored recording but for UUIDs, the same counts and changes (numbered), the exports in
    /// `exports` the same; `check` gets the streamed result.
    static func expectStreamedSaveIsTheWholeSave(
        of input: String, _ edit: (name: String, streamed: StreamedEdit, whole: (WorkoutRecording) throws -> EditedRecording),
        keeping: Bool, in dir: TemporaryDirectory, exports: [String] = [], check: (WorkoutRecording) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        defer { try? FileManager.default.removeItem(atPath: dir.path("whole.sqlite")) }
        defer { try? FileManager.default.removeItem(atPath: dir.path("streamed.sqlite")) }
        try expectStreamedSaveIsTheWholeSave(in: try Self.TwoStores(importing: input, in: dir), (input as NSString).lastPathComponent,
                                             edit, keeping: keeping, exports: exports, check: check, sourceLocation: sourceLocation)
    }

    /// Expects `edit` of the workout `stores` hold (named `file` in the messages), saved whole into
    /// one and streamed into the other, to leave both stores alike (see
    /// ``expectStreamedSaveIsTheWholeSave(of:_:keeping:in:exports:check:sourceLocation:)``);
    /// returns the streamed and the whole result's UUIDs.
    @discardableResult
    static func expectStreamedSaveIsTheWholeSave(
        in stores: TwoStores, _ file: String,
        _ edit: (name: String, streamed: StreamedEdit, whole: (WorkoutRecording) throws -> EditedRecording),
        keeping: Bool, exports: [String] = [], check: (WorkoutRecording) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (streamed: UUID, whole: UUID) {
        let (whole, streamed, uuid, wholeUUID, anchor) = (stores.whole, stores.streamed, stores.uuid, stores.wholeUUID, stores.anchor)
        #expect(try whole.currentAnchor() == anchor, sourceLocation: sourceLocation)

        let pipeline = EditPipeline(store: whole)
        let original = try pipeline.read(.storedWorkout(wholeUUID.uuidString))
        let edited = try edit.whole(original)
        let saved = try pipeline.save(edited, replacing: original, asNewWorkout: keeping)
        let outcome = try #require(try EditPipeline(store: streamed).saveStreamed(
            .storedWorkout(uuid.uuidString), edit: edit.streamed, asNewWorkout: keeping), "\(file) \(edit.name) streams",
            sourceLocation: sourceLocation)
        #expect(outcome.original == uuid, sourceLocation: sourceLocation)
        #expect(outcome.saved.status == saved.status, "\(file) \(edit.name)", sourceLocation: sourceLocation)
        #expect(outcome.droppedTotals == edited.droppedTotals, sourceLocation: sourceLocation)

        let wholeResult = try #require(try whole.recording(for: saved.uuid), sourceLocation: sourceLocation)
        let streamedResult = try #require(try streamed.recording(for: outcome.saved.uuid), sourceLocation: sourceLocation)
        #expect(Self.withoutIdentities(streamedResult) == Self.withoutIdentities(wholeResult), "\(file) \(edit.name) keep: \(keeping)",
                sourceLocation: sourceLocation)
        #expect(streamedResult.workout.startDate != original.workout.startDate, sourceLocation: sourceLocation)
        check(streamedResult)
        #expect(try Self.counts(streamed) == Self.counts(whole), sourceLocation: sourceLocation)
        try StoredStreamedSplitTests.expectSameExports(streamed, outcome.saved.uuid, whole, saved.uuid, formats: exports,
                                                       "\(file) \(edit.name)", sourceLocation: sourceLocation)
        let streamedChanges = try Self.changes(streamed, after: anchor)
        let wholeChanges = try Self.changes(whole, after: anchor)
        #expect(streamedChanges.changes == wholeChanges.changes && streamedChanges.anchors == wholeChanges.anchors,
                "\(file) \(edit.name) keep: \(keeping)", sourceLocation: sourceLocation)
        #expect(streamedChanges.changes.contains { $0.hasPrefix("deleted workout") } == !keeping, sourceLocation: sourceLocation)
        // As for a streamed import: the old version's tombstones come after the new version's
        // objects (whose anchors are taken as they are written), not before.
        #expect(wholeChanges.deletedFirst == !keeping && !streamedChanges.deletedFirst, sourceLocation: sourceLocation)
        return (outcome.saved.uuid, saved.uuid)
    }

    @Test("a shift (as the next version) and then a trim (with --keep) of a stored merge (a corpus ride's GPS GPX with its other series and heart-rate-only FIT merged by ID: the strap's heart rate names its device, saved after the GPX's values) saved while read: the store holds what the whole edit saves (the heart rate naming the strap), the same JSON, GPX, FIT and CSV exports and changes")
    func streamedEditOfAMerge() throws {
        let dir = try TemporaryDirectory()
        let merge = try Self.storedMerge(in: dir)
        let shifted = try Self.expectStreamedSaveIsTheWholeSave(
            in: merge.stores, "merge", Self.edits[0], keeping: false, exports: ["json", "gpx", "fit", "csv"], check: merge.namesTheStrap)
        try Self.expectStreamedSaveIsTheWholeSave(
            in: TwoStores(whole: merge.stores.whole, streamed: merge.stores.streamed, uuid: shifted.streamed, wholeUUID: shifted.whole,
                          anchor: try merge.stores.streamed.currentAnchor()),
            "merge", Self.edits[3], keeping: true, exports: ["json", "fit"], check: merge.namesTheStrap)
    }

    /// The corpus ride cut into a GPS GPX with its other series and a heart-rate-only FIT
    /// (``StoredStreamedDedupeMergeTests/rideCutInTwo(in:)``), imported into two stores in `dir`
    /// and merged by ID in each (the GPX first, as its next version; streamed): the stores with
    /// the merges and the anchor after them, and a check that an edit's result of it has the
    /// heart rate naming the strap and its other series naming no device.
    static func storedMerge(in dir: TemporaryDirectory) throws -> (stores: TwoStores, namesTheStrap: (WorkoutRecording) -> Void) {
        let ride = try StoredStreamedDedupeMergeTests.rideCutInTwo(in: dir)
        func merged(_ store: WorkoutStore, _ uuids: [UUID]) throws -> UUID {
            try #require(try EditPipeline(store: store).saveStreamedMerge(uuids.map { .storedWorkout($0.uuidString) })).saved.uuid
        }
        let (streamedMerge, wholeMerge) = (try merged(ride.streamed, ride.streamedUUIDs), try merged(ride.whole, ride.wholeUUIDs))
        let strap = try #require(try ride.streamed.recording(for: ride.streamedUUIDs[1])?.workout.device)
        // Saved type by type, not in time order: an edit checks each type's order as the values pass.
        var timeOrdered: Bool??
        _ = try ride.streamed.readWorkout(streamedMerge, valueTypes: []) { timeOrdered = $0.pointsAreTimeOrdered }
        #expect(timeOrdered == .some(false))
        let stores = TwoStores(whole: ride.whole, streamed: ride.streamed, uuid: streamedMerge, wholeUUID: wholeMerge,
                               anchor: try ride.streamed.currentAnchor())
        return (stores, { result in
            let heartRate = result.series.filter { $0.quantityType == .heartRate }
            #expect(!heartRate.isEmpty && heartRate.allSatisfy { $0.device == strap })
            #expect(result.series.contains { $0.quantityType != .heartRate && $0.device == nil })
        })
    }

    @Test("an unknown ID, a re-tag in the zone a workout does not state and a trim keeping nothing: refused as the whole edit refuses it, nothing saved")
    func whereItDoesNotStream() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        _ = try Fixtures.importing([try Fixtures.corpus("gpx/strava-ride-power.gpx")], into: store)
        let uuid = try #require(try Fixtures.summaries(store).first?.workout.uuid)
        let anchor = try store.currentAnchor()
        let pipeline = EditPipeline(store: store)
        #expect(throws: StoreError.self) { try pipeline.saveStreamed(.storedWorkout("00000000"), edit: .shift(by: 1)) }
        let whole = try pipeline.read(.storedWorkout(uuid.uuidString))
        let wholeError = #expect(throws: EditError.self) { try RecordingEditor.retagInStatedZone(whole, input: "workout \(uuid.uuidString)") }
        let streamedError = #expect(throws: EditError.self) { try pipeline.saveStreamed(.storedWorkout(uuid.uuidString), edit: .retag(in: nil)) }
        #expect(wholeError.map { "\($0)" } == streamedError.map { "\($0)" })
        let after = whole.workout.endDate.addingTimeInterval(3600)
        let wholeTrimError = #expect(throws: EditError.self) {
            try RecordingEditor.trim(whole, from: after, name: "workout \(uuid.uuidString)")
        }
        let streamedTrimError = #expect(throws: EditError.self) {
            try pipeline.saveStreamed(.storedWorkout(uuid.uuidString), edit: .trim(bounds: { _ in (after, nil) }))
        }
        #expect(wholeTrimError != nil && wholeTrimError.map { "\($0)" } == streamedTrimError.map { "\($0)" })
        #expect(try store.currentAnchor() == anchor)
    }
}
