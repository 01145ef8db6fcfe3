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
    /// does not stream yet.
    ///
    /// - Returns: the outcome, or `nil`, having saved nothing, where the edit must read the
    ///   workout whole.
    /// - Throws: the store's ``/WorkoutStore/StoreError``s (an unknown or ambiguous ID; nothing
    ///   is saved), ``EditError/noTimeZoneStated(input:)`` for a re-tag in the zone the workout
    ///   states when it states none.
    public func saveStreamed(_ input: EditInput, edit: StreamedEdit, asNewWorkout: Bool = false) throws -> StoredEditOutcome? {
        guard case .storedWorkout(let id) = input, let store else { return nil }
        if case .trim = edit { return nil }
        let uuid = try store.resolveWorkoutID(id)
        guard let outcome = try store.editWorkout(uuid, { stored, session in
            try Self.saveShift(of: stored, edit: edit, input: input.name, asNewWorkout: asNewWorkout, in: session)
        }) else { throw StoreError.unknownWorkout(id) }
        return outcome
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
        guard original.routes.count <= 1, original.routes.allSatisfy(streamsAsFirstRoute), try stored.valuesArePlain(),
              try stored.valuesMayPrecedeOtherSamples() else {
            return nil
        }
        let recording = try session.beginRecording()
        let values = try stored.startSavedOrderPass()
        let types = stored.valueTypes
        let seconds = shift.seconds
        var inOrder = true
        var locationCount = 0
        try recording.add { feed in
            while try values.next() {
                guard values.precedesOtherSamples, let value = values.value.value else {
                    inOrder = false
                    return
                }
                try feed.addValue(value, of: types[values.value.typeIndex], at: values.time.addingTimeInterval(seconds))
            }
            guard !original.routes.isEmpty else { return }
            try stored.forEachLocation(ofRouteAt: 0) { location in
                var location = location
                location.timestamp = location.timestamp.addingTimeInterval(seconds)
                try feed.addLocation(location)
                locationCount += 1
            }
        }
        guard inOrder else {
            try recording.discard()
            return nil
        }
        let edited = shift.edited(rest: original)
        var rest = saved(edited, replacing: asNewWorkout ? nil : original)
        // The route's locations were streamed: it is the streamed route (an empty one stays in the rest).
        var routeSyncIdentifier: String?
        if locationCount > 0, let route = rest.routes.first {
            routeSyncIdentifier = route.syncIdentifier
            rest.routes = []
        }
        let outcome = try recording.finish(rest, streamedRouteSyncIdentifier: routeSyncIdentifier, versioning: .nextVersionOnChange)
        return StoredEditOutcome(original: original.workout.uuid, saved: outcome, droppedTotals: edited.droppedTotals)
    }

    /// Whether `route` is saved as a streamed route is (``/WorkoutStore/StreamedRecording``): one
    /// that states nothing of its own but its sync identifier.
    private static func streamsAsFirstRoute(_ route: WorkoutRoute) -> Bool {
        route.metadata.isEmpty && route.source == nil && route.sourceVersion == nil && route.device == nil
            && route.creationDate == nil && route.startDate == nil && route.endDate == nil && route.syncVersion == 1
    }
}
