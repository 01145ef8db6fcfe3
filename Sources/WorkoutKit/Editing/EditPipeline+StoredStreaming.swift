import Foundation
import WorkoutModel
import WorkoutStore

/// What a streamed edit of a stored workout saved (``EditPipeline/saveStreamed(_:edit:asNewWorkout:)``).
public struct StoredEditOutcome: Sendable {
    /// The stored workout edited.
    public var original: UUID
    /// How the result was saved: as the workout's next version, or as a new workout.
    public var saved: SaveOutcome
    /// The stated totals the edit could not recompute and left out, in words
    /// (``EditedRecording/droppedTotals``).
    public var droppedTotals: [String]
}

extension EditPipeline {
    /// Saves `edit` of the stored workout `input` as ``save(_:replacing:asNewWorkout:)`` saves
    /// the edit of the whole recording ``read(_:events:)`` reads (its next version, or with
    /// `asNewWorkout` a new workout beside it), while the workout is read from the store: its
    /// values and its route's locations pass through the edit a chunk at a time into the new
    /// version (``/WorkoutStore/StreamedRecording``), and the rest of it (the workout, laps,
    /// events, samples over an interval, waypoints) is edited as a whole edit edits it, all in
    /// one transaction (``/WorkoutStore/WorkoutStore/editWorkout(_:_:)``). Memory holds a
    /// chunk, not the recording.
    ///
    /// A shift (``StreamedEdit/shift(by:)``, ``StreamedEdit/retag(in:)``) streams when what it
    /// saves is what the whole edit saves: the workout's samples at single instants are plain
    /// values (but for the device a series names, which it names again: a merge's, whose series
    /// taken from another workout name the device that recorded them), and it has at most one
    /// route, which states nothing of its own (metadata, source, device, dates) but its sync
    /// identifier. Values saved after the workout's other samples (a FIT file's developer fields,
    /// which an import saves after its laps) are saved again after them, each a sample of its
    /// own, as the whole edit saves them. A trim (``StreamedEdit/trim(bounds:)``) streams where a
    /// shift does and, besides, the values saved before the other samples were all saved as
    /// series' values (as an import saves a file's records; the whole read hands them back as
    /// series) and each type's go forward in time (a merge saves the series it takes after the
    /// others), as the route's locations do, and the values saved after the other samples count in no figure (developer
    /// fields): the values and locations outside its window are left out, the distance-from-start
    /// values kept count from the last one before it, and the figures are restated from what is kept.
    ///
    /// - Returns: the outcome, or `nil`, having saved nothing, where the edit must read the
    ///   workout whole.
    /// - Throws: the store's ``/WorkoutStore/StoreError``s (an unknown or ambiguous ID; nothing
    ///   is saved), ``EditError/noTimeZoneStated(input:)`` for a re-tag in the zone the workout
    ///   states when it states none, what `bounds` throws and the whole trim's ``EditError``s
    ///   for a trim that keeps nothing (nothing saved).
    public func saveStreamed(_ input: EditInput, edit: StreamedEdit, asNewWorkout: Bool = false) throws -> StoredEditOutcome? {
        guard case .storedWorkout(let id) = input, let store else { return nil }
        let uuid = try store.resolveWorkoutID(id)
        guard let outcome = try store.editWorkout(uuid, { stored, session in
            if case .trim(let bounds) = edit {
                return try Self.saveTrim(of: stored, bounds: bounds, input: input.name, asNewWorkout: asNewWorkout, in: session)
            }
            return try Self.saveShift(of: stored, edit: edit, input: input.name, asNewWorkout: asNewWorkout, in: session)
        }) else { throw StoreError.unknownWorkout(id) }
        return outcome
    }

    /// ``saveStreamed(_:edit:asNewWorkout:)`` of a trim of `stored` to what `bounds` gives, in `session`.
    private static func saveTrim(
        of stored: StoredWorkoutReader, bounds: (WorkoutRecording) throws -> (from: Date?, to: Date?), input: String,
        asNewWorkout: Bool, in session: ImportSession
    ) throws -> StoredEditOutcome? {
        let original = stored.rest
        let (from, to) = try bounds(original)
        let window = try RecordingEditor.trimWindow(of: original.workout, from: from, to: to, name: input)
        guard try streamsIntoNextVersion(stored, namingDevices: true) && stored.valuesAreSeries() else { return nil }
        var trim = StreamedTrim(original, to: window)
        let recording = try session.beginRecording(expectedSource: original.workout.source)
        let roles = stored.valueTypes.map(StreamedFigures.ValueRole.init)
        // The rest's samples as the trim keeps them go in among the values saved after them (a
        // FIT file's developer fields, after its laps), where those count in no figure: the whole
        // read hands them back as samples of their own, which the whole trim keeps or leaves out,
        // no distance counted anew. Each type's values before them, and the locations, must go
        // forward in time (the base before the window is found as they pass; every figure is
        // gathered by type), as the store may not know.
        let others = StoredPointMove.OtherSamples(
            edited: original.separateSamples.map { RecordingEditor.piece(of: $0, in: window) },
            mayFollow: { valueMayFollowOtherSamples(roles[$0]) })
        let points = try StoredPointMove(stored)
        guard let locationCount = try move(points, into: recording, value: { value, typeIndex, time in
            trim.kept(value, role: roles[typeIndex], at: time.timeIntervalSinceReferenceDate).map { ($0, time) }
        }, location: { trim.keeps($0) ? $0 : nil }, placing: others, checkingTimeOrder: stored.pointsAreTimeOrdered != true)
        else { return nil }
        // The rest holds no value and no location: the route (its locations streamed) is left
        // out of the trimmed rest, and saved as the streamed route when it kept any. The samples
        // that went in among the values are left out of it.
        var edited = trim.edited(rest: original)
        edited.recording.separateSamples.removeFirst(others.edited.prefix(points.otherSamplesPassed).count { $0 != nil })
        let rest = saved(edited, replacing: asNewWorkout ? nil : original)
        let routeSyncIdentifier = locationCount > 0 && !asNewWorkout ? original.routes.first?.syncIdentifier : nil
        let outcome = try recording.finish(rest, streamedRouteSyncIdentifier: routeSyncIdentifier, versioning: .nextVersionOnChange)
        return StoredEditOutcome(original: original.workout.uuid, saved: outcome, droppedTotals: edited.droppedTotals)
    }

    /// ``saveStreamed(_:edit:asNewWorkout:)`` of a shift of `stored`, in `session`.
    private static func saveShift(
        of stored: StoredWorkoutReader, edit: StreamedEdit, input: String, asNewWorkout: Bool, in session: ImportSession
    ) throws -> StoredEditOutcome? {
        let original = stored.rest
        let shift: StreamedShift
        switch edit {
        case .shift(let seconds):
            shift = StreamedShift(seconds: seconds)
        case .retag(let named):
            guard let zone = named ?? EditTimes.statedZone(of: original) else { throw EditError.noTimeZoneStated(input: input) }
            shift = StreamedShift(seconds: -RecordingEditor.offset(of: zone, atLocal: original.workout.startDate), zone: zone)
        case .trim:
            return nil
        }
        guard try streamsIntoNextVersion(stored, namingDevices: true) else { return nil }
        let edited = shift.edited(rest: original)
        var rest = saved(edited, replacing: asNewWorkout ? nil : original)
        // The rest's samples, shifted one for one, go in among the values where they were saved
        // (a FIT file's developer fields come after its laps).
        let others = rest.series.valueCount == 0 && rest.separateSamples.count == original.samples.count
            ? StoredPointMove.OtherSamples(edited: rest.separateSamples, mayFollow: { _ in true }) : nil
        let recording = try session.beginRecording(expectedSource: rest.workout.source)
        let seconds = shift.seconds
        let points = try StoredPointMove(stored)
        guard let locationCount = try move(points, into: recording, value: { value, _, time in
            (value, time.addingTimeInterval(seconds))
        }, location: { location in
            var location = location
            location.timestamp = location.timestamp.addingTimeInterval(seconds)
            return location
        }, placing: others) else { return nil }
        rest.separateSamples.removeFirst(points.otherSamplesPassed)
        let outcome = try finish(recording, rest: rest, streamedLocations: locationCount)
        return StoredEditOutcome(original: original.workout.uuid, saved: outcome, droppedTotals: edited.droppedTotals)
    }

    /// `recording` finished with `rest` as the workout's next version on a change, where the
    /// rest's first route, when locations were streamed, is the streamed one: its sync
    /// identifier kept and the route left out of the rest (an empty one stays in it).
    static func finish(_ recording: StreamedRecording, rest: WorkoutRecording, streamedLocations locationCount: Int) throws -> SaveOutcome {
        var rest = rest
        var routeSyncIdentifier: String?
        if locationCount > 0, let route = rest.routes.first {
            routeSyncIdentifier = route.syncIdentifier
            rest.routes = []
        }
        return try recording.finish(rest, streamedRouteSyncIdentifier: routeSyncIdentifier, versioning: .nextVersionOnChange)
    }

    /// Moves the values of a stored workout, in saved order, and its first route's locations into
    /// `recording` (`points`, in one move; with `others`, the workout's other samples edited go in
    /// among them where they were saved). Returns how many locations went in; `nil`, the
    /// recording discarded, where the move stops (a value saved after the workout's other samples
    /// that `others` does not place; with `checkingTimeOrder`, points going back in time): the
    /// edit then reads whole.
    private static func move(
        _ points: StoredPointMove, into recording: StreamedRecording,
        value: (_ value: Double, _ typeIndex: Int, _ time: Date) -> (value: Double, time: Date)?,
        location: (Location) -> Location?, placing others: StoredPointMove.OtherSamples? = nil, checkingTimeOrder: Bool = false
    ) throws -> Int? {
        guard let locationCount = try points.move(into: recording, while: { _ in true }, value: value,
                                                  location: location, placing: others, checkingTimeOrder: checkingTimeOrder)
        else {
            try recording.discard()
            return nil
        }
        return locationCount
    }

    /// Whether the values and route of `stored` can be saved again streamed as the whole edit saves
    /// them: at most one route, saved as a streamed route is (``streamsAsFirstRoute(_:)``); values
    /// all plain, or with `namingDevices` plain but for the device their chunks name (a merge's
    /// series: the move names it again, ``StoredPointMove``). (A shift puts the other samples in
    /// among values saved after them; a cut needs the values first, ``streamsCut(_:)``.)
    static func streamsIntoNextVersion(_ stored: StoredWorkoutReader, namingDevices: Bool = false) throws -> Bool {
        let routes = stored.rest.routes
        return try routes.count <= 1 && routes.allSatisfy(streamsAsFirstRoute)
            && (namingDevices ? stored.valuesArePlainButForTheirDevices() : stored.valuesArePlain())
    }

    /// Whether an edit that cuts the points of `stored` by time (a trim, a split) streams: where
    /// a shift streams (``streamsIntoNextVersion(_:)``), its values all saved, as far as the store
    /// tells without reading them, before the other samples and as series' values (as an import
    /// saves a file's records; the whole read hands them back as series, whose distances from
    /// start a cut counts anew), and going forward in time with the route's locations, as the
    /// store knows them to.
    static func streamsCut(_ stored: StoredWorkoutReader) throws -> Bool {
        try stored.pointsAreTimeOrdered == true && streamsIntoNextVersion(stored) && stored.valuesMayPrecedeOtherSamples()
            && stored.valuesAreSeries()
    }

    /// Whether `route` is saved as a streamed route is (``/WorkoutStore/StreamedRecording``): one
    /// that states nothing of its own but its sync identifier.
    private static func streamsAsFirstRoute(_ route: WorkoutRoute) -> Bool {
        route.metadata.isEmpty && route.source == nil && route.sourceVersion == nil && route.device == nil
            && route.creationDate == nil && route.startDate == nil && route.endDate == nil && route.syncVersion == 1
    }
}
