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
    /// values saved before its other samples, and it has at most one route, which states
    /// nothing of its own (metadata, source, device, dates) but its sync identifier. A trim
    /// (``StreamedEdit/trim(bounds:)``) streams where a shift does and, besides, the values were
    /// all saved as series' values (as an import saves a file's records; the whole read hands
    /// them back as series) and go forward in time with the route's locations, as the store
    /// knows them to (``/WorkoutStore/StoredWorkoutReader/pointsAreTimeOrdered``): the values and
    /// locations outside its window are left out, the distance-from-start values kept count from
    /// the last one before it, and the figures are restated from what is kept.
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
        guard try streamsCut(stored) else { return nil }
        var trim = StreamedTrim(original, to: window)
        let recording = try session.beginRecording()
        let roles = stored.valueTypes.map(StreamedFigures.ValueRole.init)
        guard let locationCount = try move(stored, into: recording, value: { value, typeIndex, time in
            trim.kept(value, role: roles[typeIndex], at: time.timeIntervalSinceReferenceDate).map { ($0, time) }
        }, location: { trim.keeps($0) ? $0 : nil }) else { return nil }
        // The rest holds no value and no location: the route (its locations streamed) is left
        // out of the trimmed rest, and saved as the streamed route when it kept any.
        let edited = trim.edited(rest: original)
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
        guard try streamsIntoNextVersion(stored) else { return nil }
        let recording = try session.beginRecording()
        let seconds = shift.seconds
        guard let locationCount = try move(stored, into: recording, value: { value, _, time in
            (value, time.addingTimeInterval(seconds))
        }, location: { location in
            var location = location
            location.timestamp = location.timestamp.addingTimeInterval(seconds)
            return location
        }) else { return nil }
        let edited = shift.edited(rest: original)
        let rest = saved(edited, replacing: asNewWorkout ? nil : original)
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

    /// Moves the values of `stored`, in saved order, and its first route's locations into
    /// `recording` (``StoredPointMove``, in one move). Returns how many locations went in; `nil`,
    /// the recording discarded, where a value was saved after the workout's other samples (the
    /// edit then reads whole).
    private static func move(
        _ stored: StoredWorkoutReader, into recording: StreamedRecording,
        value: (_ value: Double, _ typeIndex: Int, _ time: Date) -> (value: Double, time: Date)?,
        location: (Location) -> Location?
    ) throws -> Int? {
        guard let locationCount = try StoredPointMove(stored).move(into: recording, while: { _ in true }, value: value,
                                                                   location: location)
        else {
            try recording.discard()
            return nil
        }
        return locationCount
    }

    /// Whether the values and route of `stored` can be saved again streamed as the whole edit saves
    /// them: at most one route, saved as a streamed route is (``streamsAsFirstRoute(_:)``); values
    /// all plain and saved, as far as the store tells without reading them, before the other samples.
    static func streamsIntoNextVersion(_ stored: StoredWorkoutReader) throws -> Bool {
        let routes = stored.rest.routes
        return try routes.count <= 1 && routes.allSatisfy(streamsAsFirstRoute) && stored.valuesArePlain()
            && stored.valuesMayPrecedeOtherSamples()
    }

    /// Whether an edit that cuts the points of `stored` by time (a trim, a split) streams: where
    /// a shift streams (``streamsIntoNextVersion(_:)``), its values all saved as series' values (as
    /// an import saves a file's records; the whole read hands them back as series, whose
    /// distances from start a cut counts anew) and going forward in time with the route's
    /// locations, as the store knows them to.
    static func streamsCut(_ stored: StoredWorkoutReader) throws -> Bool {
        try stored.pointsAreTimeOrdered == true && streamsIntoNextVersion(stored) && stored.valuesAreSeries()
    }

    /// Whether `route` is saved as a streamed route is (``/WorkoutStore/StreamedRecording``): one
    /// that states nothing of its own but its sync identifier.
    private static func streamsAsFirstRoute(_ route: WorkoutRoute) -> Bool {
        route.metadata.isEmpty && route.source == nil && route.sourceVersion == nil && route.device == nil
            && route.creationDate == nil && route.startDate == nil && route.endDate == nil && route.syncVersion == 1
    }
}
