import Foundation
import WorkoutModel
import WorkoutStore

/// What a streamed merge of stored workouts saved (``EditPipeline/saveStreamedMerge(_:options:asNewWorkout:)``).
public struct StoredMergeOutcome: Sendable {
    /// The first input's stored workout, whose next version the merge is (unless saved as a new workout).
    public var original: UUID
    /// How the merge was saved: as the first input's next version, or as a new workout.
    public var saved: SaveOutcome
    /// The stated totals the merge could not restate and left out, in words (``EditedRecording/droppedTotals``).
    public var droppedTotals: [String]
    /// What the result holds from workouts other than the base (``MergedRecording/taken``).
    public var taken: [MergedType]
    /// What the workouts held that the result does not, in words (``MergedRecording/leftOut``).
    public var leftOut: [String]
}

extension EditPipeline {
    /// Saves the merge of the stored workouts `inputs` as ``save(_:replacing:asNewWorkout:)`` saves
    /// ``RecordingEditor/merge(_:names:options:)`` of the recordings ``read(_:events:)`` reads (the
    /// first input's next version; with `asNewWorkout` a new workout beside it), while the
    /// workouts are read from the store, in one transaction
    /// (``/WorkoutStore/WorkoutStore/editWorkouts(_:_:)``): the values of the types the others
    /// give are read first (16 bytes each), then the base's kept values, in saved order, and its
    /// route's locations pass into one ``/WorkoutStore/StreamedRecording`` (each moved by its
    /// offset), the times of its records gathered as they pass (a time and a count each), and
    /// the others' values moved to those records follow, a series at a time, each naming the
    /// device that recorded it where that is not the base's, as the whole merge saves them. The
    /// rest of the workouts (workouts, laps, events, samples over an interval, waypoints) is merged
    /// as a whole merge merges it. Memory holds a chunk, the others' values and the base's record
    /// times, not the recordings.
    ///
    /// It streams where a trim of each workout streams (``saveStreamed(_:edit:asNewWorkout:)``)
    /// and every input is a stored workout, each once. Values a workout saved after its other
    /// samples (a FIT file's developer fields, after its laps) are series values of the merge,
    /// as the whole merge holds them: the base's follow its values saved before them, their
    /// records counted with the others. A merge saved before (`merge ID ID`, `dedupe --merge`:
    /// the series it took saved after its own, each naming the device that recorded it) streams
    /// too, as the base or as another input: the base's values go in as saved, each naming its
    /// device, the records of the series it took counted beside its own; the values another such
    /// workout gives name the device of the series they come from. The first input's tombstones come after
    /// the merge's objects in `changes` (the whole merge takes them first), as for any streamed
    /// next version.
    ///
    /// - Returns: the outcome, or `nil`, having saved nothing, where the merge must read the
    ///   workouts whole.
    /// - Throws: the store's ``/WorkoutStore/StoreError``s (an unknown or ambiguous ID) and the
    ///   whole merge's ``EditError``s (workouts that do not overlap, a choice of a workout that
    ///   does not hold it); nothing is then saved.
    public func saveStreamedMerge(
        _ inputs: [EditInput], options: MergeOptions = MergeOptions(), asNewWorkout: Bool = false
    ) throws -> StoredMergeOutcome? {
        guard let store, let uuids = try Self.distinctStoredWorkouts(inputs, in: store) else { return nil }
        return try store.editWorkouts(uuids) { stored, session in
            try Self.saveMerge(of: stored, names: inputs.map(\.name), options: options, asNewWorkout: asNewWorkout, in: session)
        }
    }

    /// ``saveStreamedMerge(_:options:asNewWorkout:)`` of `stored` (named `names`), in `session`.
    private static func saveMerge(
        of stored: [StoredWorkoutReader], names: [String], options: MergeOptions, asNewWorkout: Bool, in session: ImportSession
    ) throws -> StoredMergeOutcome? {
        guard let planned = try storedMergePlan(of: stored, names: names, options: options),
              let streamed = try streamMerge(planned, of: stored, names: names, options: options, in: session)
        else { return nil }
        let original = stored[0].rest
        let rest = saved(streamed.merged.edited, replacing: asNewWorkout ? nil : original)
        let outcome = try finish(streamed.recording, rest: rest, streamedLocations: streamed.locationCount)
        return StoredMergeOutcome(original: original.workout.uuid, saved: outcome, droppedTotals: streamed.merged.edited.droppedTotals,
                                  taken: streamed.merged.taken, leftOut: streamed.merged.leftOut)
    }

    /// The plan of the merge of `stored` (named `names`), made before any of their points is
    /// read, and the workouts' outlines (all but their points) moved by their offsets: `nil`
    /// where a workout's points do not stream into a merge (``streamsIntoMerge(_:)``).
    ///
    /// - Throws: the whole merge's ``EditError``s (workouts that do not overlap, a choice of a
    ///   workout that does not hold it).
    static func storedMergePlan(
        of stored: [StoredWorkoutReader], names: [String], options: MergeOptions
    ) throws -> (plan: MergePlan, outlines: [WorkoutRecording], inputs: [MergeInput])? {
        for workout in stored {
            guard try streamsIntoMerge(workout) else { return nil }
        }
        let outlines = stored.indices.map { index in
            options.offsets[index].map { $0 == 0 ? stored[index].rest : RecordingEditor.shift(stored[index].rest, by: $0).recording }
                ?? stored[index].rest
        }
        let inputs = try stored.indices.map { index in
            MergeInput(outline: outlines[index], seriesTypes: try stored[index].valueTypesInOrderOfFirstValue { _ in true },
                       locationCount: try stored[index].rest.routes.isEmpty ? 0 : stored[index].locationCount(ofRouteAt: 0))
        }
        return (try RecordingEditor.mergePlan(inputs, names: names, options: options), outlines, inputs)
    }

    /// The merge `planned` of `stored` (named `names`) streamed into a recording begun in
    /// `session`, not yet finished: the base's kept values and its route's locations, then the
    /// others' values moved to its records (see ``saveStreamedMerge(_:options:asNewWorkout:)``),
    /// with the merged rest (``MergedRecording/edited``, its points left out), what was taken and
    /// left out, and how many locations went in. `nil`, nothing written, where a value cannot be
    /// read as the whole read reads it.
    static func streamMerge(
        _ planned: (plan: MergePlan, outlines: [WorkoutRecording], inputs: [MergeInput]), of stored: [StoredWorkoutReader],
        names: [String], options: MergeOptions, in session: ImportSession
    ) throws -> (recording: StreamedRecording, merged: MergedRecording, locationCount: Int)? {
        let (plan, outlines) = (planned.plan, planned.outlines)
        let base = plan.base
        guard var aligners = try values(givenBy: stored, planned.inputs, plan: plan, options: options) else { return nil }

        var figures = StreamedFigures(WorkoutRecording(workout: plan.workout),
                                      window: EditWindow(from: -.infinity, until: .infinity, includesUntil: true))
        let baseTypes = stored[base].valueTypes
        let keeps = baseTypes.map { plan.source[$0] == base }
        let roles = baseTypes.map(StreamedFigures.ValueRole.init)
        let offset = options.offsets[base] ?? 0
        var records = MergeRecordTimes(typeCount: baseTypes.count)
        let placesLaterValues = try !stored[base].valuesMayPrecedeOtherSamples()
        let recording = try session.beginRecording(expectedSource: plan.workout.source)
        /// A kept value of the base as the merge saves it, counted in the figures and in `records`.
        func kept(_ value: Double, _ typeIndex: Int, _ time: Date) -> (value: Double, time: Date)? {
            guard keeps[typeIndex] else { return nil }
            let moved = time.addingTimeInterval(offset)
            let seconds = moved.timeIntervalSinceReferenceDate
            figures.add(value, role: roles[typeIndex], at: seconds)
            records.addValue(ofType: typeIndex, at: seconds)
            return (value, moved)
        }
        let points = try StoredPointMove(stored[base], points: placesLaterValues ? .savedBeforeOtherSamples : .all)
        guard let locationCount = try points.move(into: recording, while: { _ in true }, value: kept, location: { location in
            var location = location
            location.timestamp = location.timestamp.addingTimeInterval(offset)
            let seconds = location.timestamp.timeIntervalSinceReferenceDate
            figures.add(location, at: seconds)
            if location.hasTime { records.addLocation(at: seconds) }
            return location
        }, checkingTimeOrder: true) else {
            try recording.discard()
            return nil
        }
        // The values saved after the base's other samples: series values after those saved
        // before them, as the whole merge holds them, their records counted beside (a run of
        // their own in `records`, as the series a stored merge took after the base's own).
        if placesLaterValues, try StoredPointMove(stored[base], points: .savedAfterOtherSamples).move(
            into: recording, while: { _ in true }, value: kept, location: { _ in nil }, checkingTimeOrder: true) == nil {
            try recording.discard()
            return nil
        }
        guard let times = records.times else {
            try recording.discard()
            return nil
        }

        // The others' values moved to the base's records, a series at a time, after the base's values.
        try recording.add { feed in
            for index in aligners.indices {
                let type = aligners[index].type
                let role = StreamedFigures.ValueRole(type)
                let device = plan.device(of: aligners[index].device, from: outlines[aligners[index].recording])
                var rank = 0  // how many records before this one share its time
                for (position, time) in times.enumerated() {
                    rank = position > 0 && times[position - 1] == time ? rank + 1 : 0
                    guard let value = aligners[index].aligner.value(at: time, rank: rank) else { continue }
                    try feed.addValue(value, of: type, at: Date(timeIntervalSinceReferenceDate: time), device: device)
                    figures.add(value, role: role, at: time)
                }
            }
        }
        let alignments = aligners.map {
            MergeAlignment(recording: $0.recording, quantityType: $0.type, count: $0.count, moved: $0.aligner.moved,
                           interval: $0.aligner.interval, missed: $0.aligner.missed)
        }
        let merged = RecordingEditor.merged(plan, outlines, names: names, series: RecordingSeries(), alignments: alignments,
                                            points: figures)
        return (recording, merged, locationCount)
    }

    /// The values of the types each workout of `stored` other than the plan's base gives, each
    /// type's in saved order with its times moved by the workout's offset, in the order the whole
    /// merge moves their series (the workouts in the plan's order, each's series in the order
    /// its whole read makes them): the aligners that move them to the base's records, with the
    /// workout's index, the device the values name (a stored merge's series taken from another
    /// workout; `nil`: the workout's) and how many values each has. Values saved after the
    /// workout's other samples (a FIT file's developer fields) are series values after the
    /// others, as the whole merge holds them. `nil` where a value cannot be read as the whole
    /// read reads it (in a unit that does not convert, or saved after the other samples naming a
    /// device: the whole read hands it back as a sample of its own).
    private static func values(
        givenBy stored: [StoredWorkoutReader], _ inputs: [MergeInput], plan: MergePlan, options: MergeOptions
    ) throws -> [(recording: Int, type: QuantityType, device: Device?, count: Int, aligner: SeriesAligner)]? {
        var aligners: [(recording: Int, type: QuantityType, device: Device?, count: Int, aligner: SeriesAligner)] = []
        for index in plan.order where index != plan.base {
            let given = inputs[index].seriesTypes.filter { plan.source[$0] == index }
            guard !given.isEmpty else { continue }
            let types = stored[index].valueTypes
            let wanted = types.map { plan.source[$0] == index }
            let offset = options.offsets[index] ?? 0
            var times = [[Double]](repeating: [], count: types.count)
            var values = [[Double]](repeating: [], count: types.count)
            var devices = [Int?](repeating: nil, count: types.count)
            let pass = try stored[index].startSavedOrderPass()
            while try pass.next() {
                let typeIndex = pass.value.typeIndex
                guard wanted[typeIndex] else { continue }
                guard let value = pass.value.value, pass.otherSamplesSavedBefore == 0 || pass.value.deviceIndex == nil else { return nil }
                times[typeIndex].append(pass.time.timeIntervalSinceReferenceDate + offset)
                values[typeIndex].append(value)
                devices[typeIndex] = pass.value.deviceIndex
            }
            for type in given {
                guard let typeIndex = types.firstIndex(of: type) else { continue }
                aligners.append((index, type, devices[typeIndex].map { stored[index].valueDevices[$0] }, times[typeIndex].count,
                                 SeriesAligner(times: times[typeIndex], values: values[typeIndex])))
                times[typeIndex] = []
                values[typeIndex] = []
            }
        }
        return aligners
    }

    /// Whether the points of `stored` stream into a merge of stored workouts: where a trim of it
    /// streams (``streamsCut(_:)``); where, besides, values were saved after its other samples
    /// (``streamsCutPlacingLaterValues(_:)``: a FIT file's developer fields, series values of the
    /// merge); or where its values were saved as series' values before its other samples, plain
    /// but for the one device each type's name (a stored merge's series taken from another
    /// workout, ``/WorkoutStore/StoredWorkoutReader/valueTypesNameOneDeviceEach()``), not known to
    /// go forward in time (a stored merge saves the series it takes after the others): as a base,
    /// each type's values and the locations are checked to go forward as they pass, and each
    /// goes in naming its device; as another workout, the values it gives name theirs.
    static func streamsIntoMerge(_ stored: StoredWorkoutReader) throws -> Bool {
        if try streamsCut(stored) || streamsCutPlacingLaterValues(stored) { return true }
        return try streamsIntoNextVersion(stored, namingDevices: true) && stored.valuesAreSeries()
            && stored.valuesMayPrecedeOtherSamples() && stored.valueTypesNameOneDeviceEach()
    }
}
