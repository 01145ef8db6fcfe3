import Foundation
import WorkoutModel
import WorkoutStore

/// What a streamed split of a stored workout saved (``EditPipeline/saveStreamedSplit(_:split:keepingOriginal:)``).
public struct StoredSplitOutcome: Sendable {
    /// One part saved.
    public struct Part: Sendable {
        /// How the part was saved: the stored workout's next version (the first part, without
        /// `keepingOriginal`), else a new workout.
        public var saved: SaveOutcome
        /// The part's workout as saved (its start and end, totals and laps).
        public var workout: Workout
        /// The stated totals the part could not recompute and left out, in words
        /// (``EditedRecording/droppedTotals``).
        public var droppedTotals: [String]
    }

    /// The stored workout split.
    public var original: UUID
    /// The parts, in time order.
    public var parts: [Part]
}

extension EditPipeline {
    /// Saves `split` of the stored workout `input` as ``save(parts:splitFrom:keepingOriginal:)``
    /// saves the parts ``RecordingEditor`` cuts the whole recording ``read(_:events:)`` reads
    /// into (the first part as the workout's next version, the others as new workouts; with
    /// `keepingOriginal` every part as a new workout beside it), while the workout is read from
    /// the store: each part is a ``/WorkoutStore/StreamedRecording`` into which its values and
    /// locations pass as they are read (the trim of the workout to the part's window), all in
    /// one transaction (``/WorkoutStore/WorkoutStore/editWorkout(_:_:)``). Memory holds a chunk,
    /// not the recording. The parts' bounds come from the workout without its points (a split
    /// at pauses reads the times of its points once more for the gaps between them).
    ///
    /// It streams where a trim streams (``saveStreamed(_:edit:asNewWorkout:)``). The values of a
    /// stored merge (each series it took from another workout, naming the device that recorded
    /// it, saved after the base's values) go into each part in the order they were saved, each
    /// type's read by a cursor of its own (``/WorkoutStore/StoredStretchValuePass``), as the
    /// whole split saves them: its piece of the base's values, then of each taken series; each
    /// type's time order is then checked as they pass. Values saved
    /// after the workout's other samples (a FIT file's developer fields, which an import saves
    /// after its laps) go into each part after its values and locations, each a sample of its
    /// own, its pieces of the other samples among them where they were saved, as the whole split
    /// saves them; the points' time order is then checked as they pass. The parts are
    /// saved in time order, but for the workout's next version: the store deletes the version it
    /// replaces when it saves it, and the version is read until the last part is saved, so the
    /// next version is saved after the others (it is read again, up to its end, for it).
    /// `changes` then lists the other parts' objects, then the next version's, then the
    /// original's tombstones, where the whole split lists the tombstones, then the parts in
    /// time order; with `keepingOriginal` the same as the whole split.
    ///
    /// - Returns: the outcome, or `nil`, having saved nothing, where the split must read the
    ///   workout whole.
    /// - Throws: the store's ``/WorkoutStore/StoreError``s (an unknown or ambiguous ID), what
    ///   the split's times throw and the whole split's ``EditError``s (a time outside the
    ///   workout, no pause or lap to split at); nothing is then saved.
    public func saveStreamedSplit(_ input: EditInput, split: StreamedSplit, keepingOriginal: Bool = false) throws -> StoredSplitOutcome? {
        guard case .storedWorkout(let id) = input, let store else { return nil }
        let uuid = try store.resolveWorkoutID(id)
        do {
            guard let outcome = try store.editWorkout(uuid, { stored, session in
                try Self.saveSplit(of: stored, split: split, input: input.name, keepingOriginal: keepingOriginal, in: session)
            }) else { throw StoreError.unknownWorkout(id) }
            return outcome
        } catch StoredSplitStop.readWhole {
            return nil
        }
    }

    /// ``saveStreamedSplit(_:split:keepingOriginal:)`` of `stored`, in `session`.
    private static func saveSplit(
        of stored: StoredWorkoutReader, split: StreamedSplit, input: String, keepingOriginal: Bool, in session: ImportSession
    ) throws -> StoredSplitOutcome? {
        // A stored merge (values that go forward in time type by type, not as saved): each part's
        // read one cursor a type, in saved order. A FIT file's developer fields, saved after its
        // laps: moved by a move of their own, each part's after its values and locations.
        let streamsInSavedOrder = try streamsCut(stored)
        let movesTypeByType = try !streamsInSavedOrder && streamsCutTypeByType(stored)
        let placesLaterValues = !streamsInSavedOrder && !movesTypeByType
        guard try !placesLaterValues || streamsCutPlacingLaterValues(stored) else { return nil }
        let original = stored.rest
        // The workout the parts are cut from (a split at pauses: with its gaps as pauses).
        var outline = original
        let windows: [EditWindow]
        switch split {
        case .at(let times):
            windows = try RecordingEditor.splitWindows(of: outline.workout, at: try times(outline), name: input)
        case .laps:
            windows = try RecordingEditor.lapWindows(of: outline.workout, name: input)
        case .atPauses(let seconds):
            guard let gaps = try gaps(of: stored, lasting: seconds, amongValuesSavedBeforeOtherSamples: placesLaterValues)
            else { return nil }
            let cut = try RecordingEditor.pauseWindows(of: outline.workout, gaps: gaps, seconds: seconds, name: input)
            outline.workout = cut.workout
            windows = cut.windows
        }
        var parts = [StoredSplitOutcome.Part?](repeating: nil, count: windows.count)
        let roles = stored.valueTypes.map(StreamedFigures.ValueRole.init)

        /// Saves the parts of `indices` (consecutive) in one pass over the points, from the first.
        func saveParts(_ indices: Range<Int>) throws {
            var points: StoredPointMove? = movesTypeByType ? nil
                : try StoredPointMove(stored, points: placesLaterValues ? .savedBeforeOtherSamples : .all)
            var stretches = movesTypeByType ? try StoredStretchPointMove(stored) : nil
            var later = placesLaterValues ? try StoredPointMove(stored, points: .savedAfterOtherSamples) : nil
            // The last distance from start so far (a part counts its distances from the last before it).
            var lastDistance: (value: Double, typeIndex: Int, time: Double)?
            /// Moves the points up to the first `isInStretch` refuses into `recording`, each value as
            /// `kept` keeps it (given it, its type's index and its time) and each location `keeps` keeps.
            func move(into recording: StreamedRecording?, while isInStretch: (Double) -> Bool,
                      kept: (Double, Int, Double) -> Double?, keeps: (Location) -> Bool) throws -> Int {
                func moved(_ value: Double, _ typeIndex: Int, _ time: Date) -> (value: Double, time: Date)? {
                    let seconds = time.timeIntervalSinceReferenceDate
                    defer { if roles[typeIndex].isDistance { lastDistance = (value, typeIndex, seconds) } }
                    return kept(value, typeIndex, seconds).map { ($0, time) }
                }
                let locationCount = if let stretches {
                    try stretches.move(into: recording, while: isInStretch, value: moved, location: { keeps($0) ? $0 : nil })
                } else {
                    try points?.move(into: recording, while: isInStretch, value: moved, location: { keeps($0) ? $0 : nil },
                                     checkingTimeOrder: placesLaterValues)
                }
                guard let locationCount else { throw StoredSplitStop.readWhole }
                return locationCount
            }
            /// Moves the values saved after the other samples up to the first `isInStretch` refuses into
            /// `recording`, `samples` among them (see ``moveLaterValues(_:into:while:roles:samples:kept:)``):
            /// how many of those went in.
            func moveLater(into recording: StreamedRecording?, while isInStretch: (Double) -> Bool, samples: [QuantitySample?],
                           kept: (Double, Int, Double) -> Double?) throws -> Int {
                guard let later else { return 0 }
                guard let placed = try moveLaterValues(later, into: recording, while: isInStretch, roles: roles, samples: samples,
                                                       kept: { value, typeIndex, time in
                    kept(value, typeIndex, time.timeIntervalSinceReferenceDate).map { ($0, time) }
                }) else { throw StoredSplitStop.readWhole }
                return placed
            }
            if let first = indices.first, first > 0 {
                // The points of the parts before, passed over.
                _ = try move(into: nil, while: { $0 < windows[first].from }, kept: { _, _, _ in nil }, keeps: { _ in false })
                _ = try moveLater(into: nil, while: { $0 < windows[first].from },
                                  samples: [QuantitySample?](repeating: nil, count: original.separateSamples.count), kept: { _, _, _ in nil })
            }
            for index in indices {
                let window = windows[index]
                var trim = StreamedTrim(outline, to: window)
                if let lastDistance { _ = trim.kept(lastDistance.value, role: roles[lastDistance.typeIndex], at: lastDistance.time) }
                let recording = try session.beginRecording(expectedSource: outline.workout.source)
                let isInStretch = { (time: Double) in time < window.until || window.contains(time) }
                let locationCount = try move(into: recording, while: isInStretch,
                                             kept: { trim.kept($0, role: roles[$1], at: $2) }, keeps: { trim.keeps($0) })
                // The rest's samples as the part keeps them go in among the values saved after them.
                let placed = try moveLater(into: recording, while: isInStretch,
                                           samples: outline.separateSamples.map { RecordingEditor.piece(of: $0, in: window) },
                                           kept: { trim.kept($0, role: roles[$1], at: $2) })
                // The next version replaces the workout read: the reading ends before it is saved.
                let replacing = index == 0 && !keepingOriginal
                if index == windows.count - 1, movesTypeByType {
                    // Each type's values after the last part passed over, for their time order
                    // (one going back would belong in a part).
                    _ = try move(into: nil, while: { _ in true }, kept: { _, _, _ in nil }, keeps: { _ in false })
                }
                if replacing { (points, stretches, later) = (nil, nil, nil) }
                var edited = trim.edited(rest: outline)
                edited.recording.separateSamples.removeFirst(placed)
                let rest = saved(edited, replacing: replacing ? original : nil)
                let routeSyncIdentifier = locationCount > 0 && replacing ? original.routes.first?.syncIdentifier : nil
                let outcome = try recording.finish(rest, streamedRouteSyncIdentifier: routeSyncIdentifier,
                                                   versioning: .nextVersionOnChange)
                parts[index] = StoredSplitOutcome.Part(saved: outcome, workout: rest.workout, droppedTotals: edited.droppedTotals)
            }
        }

        if keepingOriginal {
            try saveParts(windows.indices)
        } else {
            try saveParts(1..<windows.count)
            try saveParts(0..<1)
        }
        return StoredSplitOutcome(original: original.workout.uuid, parts: parts.compactMap { $0 })
    }

    /// The stretches of at least `seconds` without a point (value or location) of `stored`,
    /// from the point before to the point after, in time order: the gaps the whole split finds
    /// among the whole recording's series values and route locations. With
    /// `amongValuesSavedBeforeOtherSamples`, among those values only (the whole read hands those
    /// saved after the other samples back as samples of their own); `nil` where they or the
    /// locations go back in time.
    private static func gaps(
        of stored: StoredWorkoutReader, lasting seconds: Double, amongValuesSavedBeforeOtherSamples: Bool
    ) throws -> [(start: Double, end: Double)]? {
        var gaps: [(start: Double, end: Double)] = []
        var previous: Double?
        func add(_ time: Double) {
            if let previous, time - previous >= seconds { gaps.append((previous, time)) }
            previous = time
        }
        if amongValuesSavedBeforeOtherSamples {
            guard try forEachPointTimeBeforeOtherSamples(of: stored, add) else { return nil }
            return gaps
        }
        let pass = try stored.startPass()
        while try pass.next() { add(pass.time.timeIntervalSinceReferenceDate) }
        return gaps
    }
}

/// Why a streamed split of a stored workout stopped after it began saving (the transaction is
/// rolled back, and the split reads whole).
private enum StoredSplitStop: Error {
    /// A value was saved after the workout's other samples, or does not convert to its type's unit.
    case readWhole
}
