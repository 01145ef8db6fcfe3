import Foundation
import Testing
import TestSupport
import WorkoutKit

/// An edit of a stored workout works on the recording the file gave: the store hands its
/// series values back as series (``WorkoutStore/recording(for:)``), so a stored `trim` and
/// `split` count the distance-from-start values from the record before the cut and restate
/// the figures as the file's edit does.
@Suite("Edits of stored workouts and of their files", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct StoredEditSeriesTests {
    /// A FIT ride and a TCX run with laps, both with distance-from-start values.
    static let files = ["fit/coros-pace2-ride-misaligned-fields.fit", "tcx/garmin-fr410-run-hr-3laps.tcx"]

    /// The recording of `file` read from the file, and read back from a store it was imported into.
    static func fileAndStored(_ file: String, in dir: TemporaryDirectory) throws -> (file: WorkoutRecording, stored: WorkoutRecording) {
        let input = try Fixtures.corpus(file)
        let store = try WorkoutStore(path: dir.path("store.sqlite"))
        try Fixtures.importing([input], into: store)
        let uuid = try #require(try Fixtures.summaries(store).first?.workout.uuid)
        let pipeline = EditPipeline(store: store)
        return (try pipeline.read(.file(input)), try pipeline.read(.storedWorkout(uuid.uuidString)))
    }

    /// The distance-from-start values of `recording`: each one's time and metres.
    static func distances(_ recording: WorkoutRecording) throws -> [[Double]] {
        try recording.samples(ofType: .distanceFromStart).map {
            [$0.startDate.timeIntervalSinceReferenceDate, try $0.quantity.doubleValue(for: .meter)]
        }
    }

    /// That the edit of the stored workout (`stored`) restates a part as the edit of its file
    /// (`edited`) does: its distance values, total distance and figures, its laps' figures, the
    /// totals it left out.
    static func expectSameFigures(_ stored: EditedRecording, _ edited: EditedRecording) throws {
        let distances = try Self.distances(stored.recording)
        #expect(!distances.isEmpty)
        #expect(distances == (try Self.distances(edited.recording)))
        #expect(stored.recording.workout.totalDistance == edited.recording.workout.totalDistance)
        // The stored workout also states the totals its import derived (`WKDerivedTotals` names
        // them), restated too: the file's keys compare.
        let stated = edited.recording.workout.metadata
        #expect(stored.recording.workout.metadata.filter { stated[$0.key] != nil } == stated)
        #expect(stored.recording.workout.events(ofType: .lap).map(\.metadata)
                == edited.recording.workout.events(ofType: .lap).map(\.metadata))
        #expect(stored.droppedTotals == edited.droppedTotals)
        #expect(stored.recording.sampleCount == edited.recording.sampleCount)
    }

    @Test("a stored workout comes back with its values as series, listed in the order they were saved, as its file gives them",
          arguments: files)
    func storedValuesComeBackAsSeries(file: String) throws {
        let dir = try TemporaryDirectory()
        let (fromFile, stored) = try Self.fileAndStored(file, in: dir)
        #expect(stored.series.valueCount == fromFile.series.valueCount)
        #expect(stored.separateSamples.count == fromFile.separateSamples.count)
        #expect(try Self.distances(stored) == (try Self.distances(fromFile)))
        // The series values first, then the rest, each with the UUID it was saved with.
        #expect(Set(stored.samples.map(\.uuid)).count == stored.sampleCount)
    }

    @Test("a stored workout trimmed has the distance values, total distance and figures of its file trimmed",
          arguments: files)
    func storedTrimRestatesAsTheFileTrim(file: String) throws {
        let dir = try TemporaryDirectory()
        let (fromFile, stored) = try Self.fileAndStored(file, in: dir)
        let start = fromFile.workout.startDate, length = fromFile.workout.endDate.timeIntervalSince(start)
        let from = start.addingTimeInterval((length * 0.3).rounded()), to = start.addingTimeInterval((length * 0.8).rounded())
        let trimmedFile = try RecordingEditor.trim(fromFile, from: from, to: to, name: file)
        let trimmedStored = try RecordingEditor.trim(stored, from: from, to: to, name: file)
        try Self.expectSameFigures(trimmedStored, trimmedFile)
        // The first kept distance counts from the record before the cut.
        let first = try #require(try Self.distances(trimmedStored.recording).first)
        #expect(first[1] < (try Self.distances(stored).last?[1] ?? 0) * 0.5)
    }

    @Test("a stored workout split has, part by part, the distance values, total distance and figures of its file split",
          arguments: files)
    func storedSplitRestatesAsTheFileSplit(file: String) throws {
        let dir = try TemporaryDirectory()
        let (fromFile, stored) = try Self.fileAndStored(file, in: dir)
        let start = fromFile.workout.startDate, length = fromFile.workout.endDate.timeIntervalSince(start)
        let cuts = [start.addingTimeInterval((length * 0.4).rounded()), start.addingTimeInterval((length * 0.7).rounded())]
        let fileParts = try RecordingEditor.split(fromFile, at: cuts, name: file)
        let storedParts = try RecordingEditor.split(stored, at: cuts, name: file)
        #expect(storedParts.count == 3)
        #expect(storedParts.count == fileParts.count)
        for (storedPart, filePart) in zip(storedParts, fileParts) {
            try Self.expectSameFigures(storedPart, filePart)
        }
    }

    @Test("a workout stored with each value a sample of its own (as stores of before 2026-11-26 kept them), trimmed and split, has the distance values, total distance and figures of its file's edits, and its parts combined count each part's distances on",
          arguments: files)
    func olderStoreEditsRestateAsTheFileEdits(file: String) throws {
        let dir = try TemporaryDirectory()
        let fromFile = try EditPipeline().read(.file(try Fixtures.corpus(file)))
        let older = WorkoutRecording(
            workout: fromFile.workout, samples: fromFile.samples.map { sample in
                var own = sample
                own.uuid = UUID()
                return own
            }, routes: fromFile.routes, waypoints: fromFile.waypoints)
        let store = try WorkoutStore(path: dir.path("store.sqlite"))
        let uuid = try store.save(older).uuid
        let stored = try EditPipeline(store: store).read(.storedWorkout(uuid.uuidString))
        #expect(stored.series.valueCount == 0, "the values come back as samples of their own")
        #expect(try Self.distances(stored) == (try Self.distances(fromFile)))

        let start = fromFile.workout.startDate, length = fromFile.workout.endDate.timeIntervalSince(start)
        let from = start.addingTimeInterval((length * 0.3).rounded()), to = start.addingTimeInterval((length * 0.8).rounded())
        try Self.expectSameFigures(try RecordingEditor.trim(stored, from: from, to: to, name: file),
                                   try RecordingEditor.trim(fromFile, from: from, to: to, name: file))
        let cuts = [start.addingTimeInterval((length * 0.4).rounded()), start.addingTimeInterval((length * 0.7).rounded())]
        let storedParts = try RecordingEditor.split(stored, at: cuts, name: file)
        let fileParts = try RecordingEditor.split(fromFile, at: cuts, name: file)
        #expect(storedParts.count == 3 && fileParts.count == 3)
        for (storedPart, filePart) in zip(storedParts, fileParts) {
            try Self.expectSameFigures(storedPart, filePart)
        }
        // The parts as an older store holds them (values of their own), combined again.
        let olderParts = storedParts.map { part in
            WorkoutRecording(workout: part.recording.workout, samples: part.recording.samples.map { sample in
                var own = sample
                own.uuid = UUID()
                return own
            }, routes: part.recording.routes, waypoints: part.recording.waypoints)
        }
        let names = ["first", "second", "third"]
        let combined = try RecordingEditor.combine(olderParts, names: names)
        let fileCombined = try RecordingEditor.combine(fileParts.map(\.recording), names: names)
        #expect(try Self.distances(combined.recording) == (try Self.distances(fileCombined.recording)))
        #expect(combined.recording.workout.totalDistance == fileCombined.recording.workout.totalDistance)
    }
}
