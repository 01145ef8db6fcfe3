import Foundation
import Testing
import TestSupport
import WorkoutKit

/// `split` of a stored workout saved while it is read (``EditPipeline/saveStreamedSplit(_:split:keepingOriginal:)``):
/// the store ends up as the whole split leaves it (``EditPipeline/read(_:events:)``, ``RecordingEditor``,
/// ``EditPipeline/save(parts:splitFrom:keepingOriginal:)``), but for the new objects' UUIDs and the
/// order of the anchors the next version takes.
@Suite("Splits of stored workouts saved while they are read", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct StoredStreamedSplitTests {
    /// The splits, as streamed and as the whole split makes them.
    /// (The whole split is given the recording and the name errors give it.)
    static var splits: [(name: String, streamed: StreamedSplit, whole: (WorkoutRecording, String) throws -> [EditedRecording])] {
        [
            ("at a third and two thirds", .at(times: { Self.cuts($0.workout) }),
             { try RecordingEditor.split($0, at: Self.cuts($0.workout), name: $1) }),
            ("at pauses of 10 s", .atPauses(10), { try RecordingEditor.split($0, atPausesOf: 10, name: $1) }),
            ("at laps", .laps, { try RecordingEditor.splitAtLaps($0, name: $1) }),
        ]
    }

    /// A third and two thirds of `workout`'s time, in whole seconds.
    static func cuts(_ workout: Workout) -> [Date] {
        let length = workout.endDate.timeIntervalSince(workout.startDate)
        return [1.0 / 3, 2.0 / 3].map { workout.startDate.addingTimeInterval((length * $0).rounded()) }
    }

    /// The export of the stored workout `uuid` in `format`.
    static func exported(_ store: WorkoutStore, _ uuid: UUID, format: String) throws -> [UInt8] {
        let sink = DataByteSink()
        let writer = try FormatRegistry.standard.outputWriter(format: format, output: nil, option: "--format")
        _ = try Exporter(store: store, options: ExportOptions(writer: writer, workoutIDs: [uuid.uuidString])).export(to: .standardOutput(sink))
        return sink.bytes
    }

    /// Expects workout `got` of `streamed` and workout `expected` of `whole` to export the same
    /// bytes in each of `formats`: JSON and CSV but for the UUIDs each store's edit made (in one
    /// correspondence), the others byte for byte.
    static func expectSameExports(_ streamed: WorkoutStore, _ got: UUID, _ whole: WorkoutStore, _ expected: UUID,
                                  formats: [String], _ label: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for format in formats {
            let (streamedBytes, wholeBytes) = (try exported(streamed, got, format: format), try exported(whole, expected, format: format))
            var correspondence = UUIDCorrespondence()
            let same = ["json", "csv"].contains(format) ? correspondence.same(streamedBytes, wholeBytes) : streamedBytes == wholeBytes
            #expect(same, "\(label) \(format)", sourceLocation: sourceLocation)
        }
    }

    /// The statistics of each hour of each discrete type of `types`: a line naming the type, the
    /// hour, the count, the minimum, maximum and most recent value; and the average.
    static func hourlyStatistics(_ store: WorkoutStore, types: [QuantityType]) throws -> [(hour: String, average: Double?)] {
        let utc = try #require(TimeZone(identifier: "UTC"))
        return try types.flatMap { type in
            try store.execute(StatisticsCollectionQuery(
                type: type, options: [.discreteAverage, .discreteMin, .discreteMax, .mostRecent],
                anchorDate: Date(timeIntervalSinceReferenceDate: 0), interval: StatisticsInterval(unit: .hour), timeZone: utc
            )).map { hour in
                ("\(type.identifier) \(hour.startDate) \(hour.count) \(String(describing: hour.minimum)) "
                    + "\(String(describing: hour.maximum)) \(String(describing: hour.mostRecent))", hour.average)
            }
        }
    }

    /// Expects both stores to hold the same hourly statistics of the discrete types `recording`
    /// has: the same hours, counts, minima, maxima and most recent values, and the same averages,
    /// or, where `sumsInAnotherOrder` (an edit that recounts an hour's values in another order
    /// than the whole edit), averages equal to their last bits (1 in 10^12).
    static func expectSameHours(_ streamed: WorkoutStore, _ whole: WorkoutStore, of recording: WorkoutRecording,
                                sumsInAnotherOrder: Bool, _ label: String,
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        var types: [String: QuantityType] = [:]
        recording.forEachSample { types[$0.quantityType.identifier] = $0.quantityType }
        let discrete = types.values.filter { $0.aggregationStyle == .discrete }.sorted { $0.identifier < $1.identifier }
        let streamedHours = try hourlyStatistics(streamed, types: discrete)
        let wholeHours = try hourlyStatistics(whole, types: discrete)
        #expect(!wholeHours.isEmpty, "\(label): no hourly statistics to compare", sourceLocation: sourceLocation)
        #expect(streamedHours.map(\.hour) == wholeHours.map(\.hour), "\(label)", sourceLocation: sourceLocation)
        for (streamedHour, wholeHour) in zip(streamedHours, wholeHours) {
            let (got, expected) = (streamedHour.average ?? .nan, wholeHour.average ?? .nan)
            #expect(got == expected || (got.isNaN && expected.isNaN)
                    || (sumsInAnotherOrder && abs(got - expected) <= 1e-12 * max(1, abs(expected))),
                    "\(label): \(wholeHour.hour) average \(got), whole \(expected)", sourceLocation: sourceLocation)
        }
    }

    /// What a store's changes after an edit's `anchor` hold: the objects in blocks
    /// (``changeBlocks(_:after:)``), the anchors of the tombstones and of the first object added.
    struct EditChanges {
        var blocks: (added: [[String]], deleted: [String])
        var deletedAnchors: [Int]
        var firstAdded: Int
    }

    /// Expects an edit saving one workout into each store after `anchor` (a stored combination or
    /// merge: streamed, and whole) to have added and deleted the same objects, in the same order
    /// within each list, taking the same anchors; returns each store's changes, whose order across
    /// the lists each test checks.
    static func expectSameOneWorkoutSave(_ streamed: WorkoutStore, _ whole: WorkoutStore, after anchor: Int, _ label: String,
                                         sourceLocation: SourceLocation = #_sourceLocation) throws -> (streamed: EditChanges, whole: EditChanges) {
        func changes(_ store: WorkoutStore) throws -> EditChanges {
            let result = try store.execute(AnchoredObjectQuery(anchor: anchor))
            return EditChanges(blocks: try changeBlocks(store, after: anchor), deletedAnchors: result.deleted.map(\.anchor),
                               firstAdded: result.added.map(\.anchor).min() ?? .max)
        }
        let (streamedChanges, wholeChanges) = (try changes(streamed), try changes(whole))
        #expect(streamedChanges.blocks.added == wholeChanges.blocks.added && streamedChanges.blocks.added.count == 1, "\(label)",
                sourceLocation: sourceLocation)
        #expect(streamedChanges.blocks.deleted == wholeChanges.blocks.deleted, "\(label)", sourceLocation: sourceLocation)
        #expect(try streamed.currentAnchor() - anchor == whole.currentAnchor() - anchor, "\(label): the same anchors taken",
                sourceLocation: sourceLocation)
        return (streamedChanges, wholeChanges)
    }

    /// The objects added after `anchor`, in anchor order, cut into one block per workout (each
    /// begins with its workout, whose anchor a save takes first), each object named by its kind
    /// and its UUID's number in its block; and the objects deleted, numbered likewise.
    static func changeBlocks(_ store: WorkoutStore, after anchor: Int) throws -> (added: [[String]], deleted: [String]) {
        let result = try store.execute(AnchoredObjectQuery(anchor: anchor))
        var blocks: [[String]] = []
        var numbers: [UUID: Int] = [:]
        for object in result.added.sorted(by: { $0.anchor < $1.anchor }) {
            if object.kind.rawValue == "workout" || blocks.isEmpty {
                blocks.append([])
                numbers = [:]
            }
            let number = numbers[object.uuid] ?? numbers.count
            numbers[object.uuid] = number
            blocks[blocks.count - 1].append("\(object.kind.rawValue) \(number)")
        }
        numbers = [:]
        let deleted = result.deleted.sorted { $0.anchor < $1.anchor }.map { object in
            let number = numbers[object.uuid] ?? numbers.count
            numbers[object.uuid] = number
            return "\(object.kind.rawValue) \(number)"
        }
        return (blocks, deleted)
    }

    @Test("a split at times, at pauses and at laps of a stored FIT, GPX and TCX workout saved while read, as the next version and with --keep: the same parts stored (rows, JSON, GPX and FIT exports), the same changes but for the next version's place",
          arguments: StoredStreamedEditTests.files)
    func streamedSplitSavesWhatTheWholeSplitSaves(file: String) throws {
        let dir = try TemporaryDirectory()
        let input = try Fixtures.corpus(file)
        var streamedSome = false
        for split in Self.splits {
            for keeping in [false, true] {
                if try Self.expectStreamedSplitIsTheWholeSplit(of: input, split, keeping: keeping, in: dir) { streamedSome = true }
            }
        }
        #expect(streamedSome)
    }

    @Test("a split at a third and two thirds of a stored FIT ride whose developer fields were saved after its laps, saved while read as the next version and two new workouts: the same parts stored as the whole split's (rows, the developer values after each part's piece of the lap sample, JSON, FIT and CSV exports), the same changes but for the next version's place")
    func streamedSplitOfValuesSavedAfterOtherSamples() throws {
        let dir = try TemporaryDirectory()
        let streamed = try Self.expectStreamedSplitIsTheWholeSplit(
            of: try Fixtures.corpus("fit/hammerhead-karoo2-ride-devfields.fit"), Self.splits[0], keeping: false, in: dir,
            exports: ["json", "fit", "csv"]) { part in
                let developer = part.separateSamples.filter { $0.quantityType.identifier.contains("Developer") }
                #expect(developer.count > 100 && part.series.valueCount > 1_000)
                #expect(!(part.separateSamples.first?.quantityType.identifier.contains("Developer") ?? true))
            }
        #expect(streamed)
    }

    @Test("a split at pauses of 10 s with --keep, then at a third and two thirds as the next version and two new workouts, of a stored merge (the corpus ride's GPS GPX with its other series and heart-rate-only FIT merged by ID: the strap's heart rate, naming its device, saved after the GPX's values) saved while read: the same parts stored as the whole split's (rows: each part's values in the whole split's order, its heart rate naming the strap; JSON, FIT and CSV exports), the same counts, hourly statistics and changes but for the next version's place")
    func streamedSplitOfAMerge() throws {
        let dir = try TemporaryDirectory()
        let merge = try StoredStreamedEditTests.storedMerge(in: dir)
        func stores() throws -> StoredStreamedEditTests.TwoStores {
            StoredStreamedEditTests.TwoStores(whole: merge.stores.whole, streamed: merge.stores.streamed, uuid: merge.stores.uuid,
                                              wholeUUID: merge.stores.wholeUUID, anchor: try merge.stores.streamed.currentAnchor())
        }
        // (The GPX's workout, the merge's base, has no laps: a split at laps is refused alike, as
        // expectStreamedSplitIsTheWholeSplit checks; its parts would be cut as those at times are.)
        #expect(try Self.expectStreamedSplitIsTheWholeSplit(in: stores(), "merge", Self.splits[1], keeping: true, exports: [],
                                                            check: merge.namesTheStrap))
        #expect(try Self.expectStreamedSplitIsTheWholeSplit(in: stores(), "merge", Self.splits[0], keeping: false,
                                                            exports: ["json", "fit", "csv"], check: merge.namesTheStrap))
    }

    /// Expects `split` of `input` (a corpus file), imported into two new stores in `dir`, saved
    /// whole into one and streamed into the other (the first part as the next version, or with
    /// `keeping` every part as a new workout), to leave both stores alike: the same parts (status,
    /// dropped totals, times, stored recordings but for UUIDs, exports in `exports`), counts,
    /// hourly statistics, and changes but for the next version's place; `check` gets each
    /// streamed part. Returns whether it streamed (`false`: refused alike, nothing saved).
    static func expectStreamedSplitIsTheWholeSplit(
        of input: String, _ split: (name: String, streamed: StreamedSplit, whole: (WorkoutRecording, String) throws -> [EditedRecording]),
        keeping: Bool, in dir: TemporaryDirectory, exports: [String] = ["json", "gpx", "fit"],
        check: (WorkoutRecording) -> Void = { _ in }, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Bool {
        defer { try? FileManager.default.removeItem(atPath: dir.path("whole.sqlite")) }
        defer { try? FileManager.default.removeItem(atPath: dir.path("streamed.sqlite")) }
        return try expectStreamedSplitIsTheWholeSplit(
            in: try StoredStreamedEditTests.TwoStores(importing: input, in: dir), (input as NSString).lastPathComponent, split,
            keeping: keeping, exports: exports, check: check, sourceLocation: sourceLocation)
    }

    /// Expects `split` of the workout `stores` hold (named `file` in the messages), saved whole
    /// into one and streamed into the other, to leave both stores alike (see
    /// ``expectStreamedSplitIsTheWholeSplit(of:_:keeping:in:exports:check:sourceLocation:)``);
    /// returns whether it streamed.
    static func expectStreamedSplitIsTheWholeSplit(
        in stores: StoredStreamedEditTests.TwoStores, _ file: String,
        _ split: (name: String, streamed: StreamedSplit, whole: (WorkoutRecording, String) throws -> [EditedRecording]),
        keeping: Bool, exports: [String] = ["json", "gpx", "fit"],
        check: (WorkoutRecording) -> Void = { _ in }, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Bool {
        let (whole, streamed, uuid, wholeUUID, anchor) = (stores.whole, stores.streamed, stores.uuid, stores.wholeUUID, stores.anchor)
        let label = "\(file) \(split.name) keep: \(keeping)"

        let pipeline = EditPipeline(store: whole)
        let original = try pipeline.read(.storedWorkout(wholeUUID.uuidString))
        let parts: [EditedRecording]
        do {
            parts = try split.whole(original, "workout \(uuid.uuidString)")
        } catch let error as EditError {
            // Nothing to split at: refused alike, nothing saved.
            let streamedError = #expect(throws: EditError.self, "\(label)", sourceLocation: sourceLocation) {
                try EditPipeline(store: streamed).saveStreamedSplit(.storedWorkout(uuid.uuidString), split: split.streamed,
                                                                    keepingOriginal: keeping)
            }
            #expect(streamedError.map { "\($0)" } == "\(error)", "\(label)", sourceLocation: sourceLocation)
            #expect(try streamed.currentAnchor() == anchor, sourceLocation: sourceLocation)
            return false
        }
        let saved = try pipeline.save(parts: parts, splitFrom: original, keepingOriginal: keeping)
        let outcome = try #require(try EditPipeline(store: streamed).saveStreamedSplit(
            .storedWorkout(uuid.uuidString), split: split.streamed, keepingOriginal: keeping), "\(label) streams",
            sourceLocation: sourceLocation)
        #expect(outcome.original == uuid, sourceLocation: sourceLocation)
        #expect(outcome.parts.map(\.saved.status) == saved.map(\.status), "\(label)", sourceLocation: sourceLocation)
        #expect(outcome.parts.map(\.droppedTotals) == parts.map(\.droppedTotals), "\(label)", sourceLocation: sourceLocation)
        #expect(outcome.parts.map(\.workout.startDate) == parts.map(\.recording.workout.startDate), "\(label)",
                sourceLocation: sourceLocation)
        #expect(outcome.parts.map(\.workout.endDate) == parts.map(\.recording.workout.endDate), "\(label)",
                sourceLocation: sourceLocation)
        #expect(parts.count > 1, sourceLocation: sourceLocation)

        for (wholePart, streamedPart) in zip(saved, outcome.parts) {
            let wholeResult = try #require(try whole.recording(for: wholePart.uuid), sourceLocation: sourceLocation)
            let streamedResult = try #require(try streamed.recording(for: streamedPart.saved.uuid), sourceLocation: sourceLocation)
            #expect(StoredStreamedEditTests.withoutIdentities(streamedResult) == StoredStreamedEditTests.withoutIdentities(wholeResult),
                    "\(label)", sourceLocation: sourceLocation)
            check(streamedResult)
            try Self.expectSameExports(streamed, streamedPart.saved.uuid, whole, wholePart.uuid, formats: exports, label,
                                       sourceLocation: sourceLocation)
        }
        #expect(try StoredStreamedEditTests.counts(streamed) == StoredStreamedEditTests.counts(whole), "\(label)",
                sourceLocation: sourceLocation)
        // With --keep the same averages; else an hour where the first part meets the second sums their
        // values in another order (the second's, then the first's), which can change the last bits.
        try Self.expectSameHours(streamed, whole, of: original, sumsInAnotherOrder: !keeping, label, sourceLocation: sourceLocation)
        #expect(try Fixtures.summaries(streamed).contains { $0.workout.uuid == uuid } == keeping, sourceLocation: sourceLocation)

        let streamedChanges = try Self.changeBlocks(streamed, after: anchor)
        let wholeChanges = try Self.changeBlocks(whole, after: anchor)
        #expect(try streamed.currentAnchor() - anchor == whole.currentAnchor() - anchor, "\(label): the same anchors taken",
                sourceLocation: sourceLocation)
        #expect(streamedChanges.deleted == wholeChanges.deleted, "\(label)", sourceLocation: sourceLocation)
        #expect(wholeChanges.deleted.contains { $0.hasPrefix("workout ") } == !keeping, sourceLocation: sourceLocation)
        // With --keep the parts in time order; else the next version (the first part) after the others,
        // and the tombstones after all of them where the whole split takes them first.
        let expected = keeping ? wholeChanges.added : Array(wholeChanges.added.dropFirst()) + wholeChanges.added.prefix(1)
        #expect(streamedChanges.added == expected, "\(label)", sourceLocation: sourceLocation)
        #expect(streamedChanges.added.count == parts.count, "\(label)", sourceLocation: sourceLocation)
        if !keeping {
            let result = try streamed.execute(AnchoredObjectQuery(anchor: anchor))
            #expect(result.deleted.map(\.anchor).min() ?? 0 > result.added.map(\.anchor).max() ?? .max, "\(label)",
                    sourceLocation: sourceLocation)
        }
        return true
    }

    @Test("the parts of a stored GPX ride and a stored FIT ride split streamed, exported: gpxpy reads every point of the GPX once, in order, each on its side of the cut; Garmin's SDK reads the FIT parts without error, together every record of the ride's export")
    func exportedPartsReadByPeers() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        func export(_ uuid: UUID, as format: String) throws -> String {
            let path = dir.path("\(uuid.uuidString).\(format)")
            let writer = try FormatRegistry.standard.outputWriter(format: format, output: nil, option: "--format")
            _ = try Exporter(store: store, options: ExportOptions(writer: writer, workoutIDs: [uuid.uuidString])).export(to: .file(path))
            return path
        }
        let pipeline = EditPipeline(store: store)

        let gpx = try Fixtures.corpus("gpx/strava-ride-power.gpx")
        _ = try Fixtures.importing([gpx], into: store)
        let ride = try #require(try Fixtures.summaries(store).first?.workout)
        let middle = ride.startDate.addingTimeInterval((ride.endDate.timeIntervalSince(ride.startDate) / 2).rounded())
        let split = try #require(try pipeline.saveStreamedSplit(.storedWorkout(ride.uuid.uuidString), split: .at(times: { _ in [middle] })))
        if let original = try EditCorpusTests.gpxpyPointTimes(gpx) {
            let parts = try split.parts.map { try #require(try EditCorpusTests.gpxpyPointTimes(try export($0.saved.uuid, as: "gpx"))) }
            #expect(parts.count == 2 && parts.allSatisfy { !$0.isEmpty })
            #expect(parts.flatMap { $0 } == original)
            #expect(parts[0].allSatisfy { $0 < middle.timeIntervalSince1970 } && parts[1].allSatisfy { $0 >= middle.timeIntervalSince1970 })
        }

        let before = Set(try Fixtures.summaries(store).map(\.workout.uuid))
        _ = try Fixtures.importing([try Fixtures.corpus("fit/coros-pace2-ride-misaligned-fields.fit")], into: store)
        let fitRide = try #require(try Fixtures.summaries(store).first { !before.contains($0.workout.uuid) }?.workout)
        let whole = try export(fitRide.uuid, as: "fit")
        let fitSplit = try #require(try pipeline.saveStreamedSplit(.storedWorkout(fitRide.uuid.uuidString), split: .laps, keepingOriginal: true))
        let paths = try fitSplit.parts.map { try export($0.saved.uuid, as: "fit") }
        guard let read = try EditCorpusTests.garminSDK([whole] + paths) else { return }
        let errors = read.flatMap(\.errors)
        let partRecords = read.dropFirst().map(\.records).reduce(0, +)
        #expect(errors.isEmpty, "\(errors)")
        #expect(paths.count == 4 && partRecords == read[0].records && partRecords > 0)
    }

    @Test("a split at a time outside the stored workout: refused as the whole split refuses it, nothing saved")
    func whereItDoesNotStream() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        _ = try Fixtures.importing([try Fixtures.corpus("fit/coros-pace2-ride-misaligned-fields.fit")], into: store)
        let uuid = try #require(try Fixtures.summaries(store).first?.workout.uuid)
        let anchor = try store.currentAnchor()
        let pipeline = EditPipeline(store: store)
        let whole = try pipeline.read(.storedWorkout(uuid.uuidString))
        let name = "workout \(uuid.uuidString)"
        for time in [whole.workout.endDate.addingTimeInterval(60), whole.workout.startDate, whole.workout.startDate.addingTimeInterval(-1)] {
            let wholeError = #expect(throws: EditError.self) { try RecordingEditor.split(whole, at: [time], name: name) }
            for keeping in [false, true] {
                let streamedError = #expect(throws: EditError.self) {
                    try pipeline.saveStreamedSplit(.storedWorkout(uuid.uuidString), split: .at(times: { _ in [time] }), keepingOriginal: keeping)
                }
                #expect(wholeError != nil && wholeError.map { "\($0)" } == streamedError.map { "\($0)" })
            }
        }
        #expect(throws: StoreError.self) { try pipeline.saveStreamedSplit(.storedWorkout("00000000"), split: .laps) }
        #expect(try store.currentAnchor() == anchor)
        #expect(try Fixtures.summaries(store).count == 1)
    }
}
