import Foundation
import WorkoutModel
import WorkoutStore

/// A stored workout's point values, in the order they were saved, and its first route's
/// locations, moved into the streamed recordings of an edit saved while it is read
/// (``EditPipeline/saveStreamed(_:edit:asNewWorkout:)``,
/// ``EditPipeline/saveStreamedSplit(_:split:keepingOriginal:)``) a stretch of time at a time:
/// each ``move(into:while:value:location:)`` takes the values, then the locations, up to the
/// first one past its stretch, with which the next move begins. For the stretches to hold
/// every point of their times, the values and locations must go forward in time
/// (``/WorkoutStore/StoredWorkoutReader/pointsAreTimeOrdered``, or checked as they pass); one
/// move of them all (a shift, a trim) needs no order. Values saved after the workout's other
/// samples go back in time to its start: a split moves them by a move of their own
/// (``Points``).
final class StoredPointMove {
    private let values: StoredValuePass
    private let types: [QuantityType]
    /// The devices values name (``/WorkoutStore/StoredWorkoutReader/valueDevices``).
    private let devices: [Device]
    /// Which points the move takes.
    private let moved: Points
    /// Whether the value pass stands on a value not moved yet (`false` after the last).
    private var atValue: Bool
    /// The first route's locations (none where the move takes only values saved after the
    /// other samples), moved a stretch at a time.
    private var locations: StoredLocationMove
    /// The time of the last value checked (with `checkingTimeOrder`), from one move to the next:
    /// values of any type where the move takes some of the values
    /// (``Points/savedBeforeOtherSamples``, ``Points/savedAfterOtherSamples``).
    private var lastValueTime = -Double.infinity
    /// How many of the workout's other samples (of ``/WorkoutStore/StoredWorkoutReader/rest``'s,
    /// kept or left out) were passed among its values by the last move that placed them
    /// (``move(into:while:value:location:placing:checkingTimeOrder:)``).
    private(set) var otherSamplesPassed = 0

    /// Which of a stored workout's points a move takes.
    enum Points {
        /// Every value, and the first route's locations.
        case all
        /// The values saved before the workout's other samples, and the first route's
        /// locations: the move ends at the first value saved after some of them.
        case savedBeforeOtherSamples
        /// The values saved after some of the workout's other samples (a FIT file's developer
        /// fields, which an import saves after its laps), without locations: an edit that cuts
        /// the points by time (a split) moves them beside the others, each stretch after the
        /// values and locations of its time.
        case savedAfterOtherSamples
    }

    /// The workout's other samples as an edit leaves them, to go in among the values saved after
    /// them, as the whole edit saves them.
    struct OtherSamples {
        /// One for each of ``/WorkoutStore/StoredWorkoutReader/rest``'s samples, in its order, as
        /// the edit leaves it (`nil`: left out).
        var edited: [QuantitySample?]
        /// Whether a value of the type at an index of ``/WorkoutStore/StoredWorkoutReader/valueTypes``
        /// may come after them: the whole read hands such a value back as a sample of its own,
        /// which the edit must then leave as it leaves the streamed value.
        var mayFollow: (Int) -> Bool

        /// Adds those of ``edited`` in `range` that are not `nil` through `addSample`, each with
        /// a new UUID (the edit's); `false`, having stopped, at one that names a source of its
        /// own, which a streamed recording's samples cannot.
        func add(_ range: Range<Int>, _ addSample: (QuantitySample) throws -> Void) throws -> Bool {
            for index in range {
                guard var sample = edited[index] else { continue }
                guard sample.source == nil else { return false }
                sample.uuid = UUIDGenerator.random()
                try addSample(sample)
            }
            return true
        }
    }

    /// The moves of the points of `stored` that `points` picks, from its first value and location.
    init(_ stored: StoredWorkoutReader, points: Points = .all) throws {
        values = try stored.startSavedOrderPass()
        types = stored.valueTypes
        devices = stored.valueDevices
        moved = points
        atValue = try values.next() && (points != .savedBeforeOtherSamples || values.otherSamplesSavedBefore == 0)
        locations = try StoredLocationMove(stored.rest.routes.isEmpty || points == .savedAfterOtherSamples
                                           ? nil : stored.startLocationPass(ofRouteAt: 0))
        if points == .savedAfterOtherSamples {
            while atValue, values.otherSamplesSavedBefore == 0 { atValue = try values.next() }
        }
    }

    /// Moves the value pass to its next value: `false` after the last the move takes.
    private func nextValue() throws -> Bool {
        try values.next() && (moved != .savedBeforeOtherSamples || values.otherSamplesSavedBefore == 0)
    }

    /// Moves the values, then the locations, from where the last move stopped up to the first
    /// whose time (seconds since the reference date) `isInStretch` refuses, into `recording` (with
    /// none, they are passed over), each as `value` (given the value, its type's index in
    /// ``/WorkoutStore/StoredWorkoutReader/valueTypes`` and its time) and `location` make it, or
    /// left out where they give `nil`. A value recorded by another device than the workout's (a
    /// merge's series) goes in naming it, as the whole edit saves it. Returns how many locations
    /// went in; `nil`, having stopped, at a value saved after the workout's other samples (unless
    /// `others` places it, and it names no device of its own) or in a unit that does not convert
    /// to its type's, or with `checkingTimeOrder` at a value saved before the other samples that
    /// goes back in time from the last of its type (a stored merge saves the series it takes
    /// after the others: each type's go forward) or a location that goes back in time (the edit
    /// then reads whole).
    ///
    /// With `others`, a value saved after some of the workout's other samples goes in after them,
    /// as the whole edit saves them: those samples first, each with a new UUID (the edit's), then
    /// the value as a sample of its own with a new UUID (the whole read hands every value saved
    /// after another sample back as a separate sample, and the edit renews its identity). The
    /// rest the recording is finished with must leave out the first ``otherSamplesPassed`` of
    /// the rest's samples (counted from the first for each move given `others`). It stops there
    /// still where such a sample names a source of its own, which a streamed recording's samples
    /// cannot, or the value's type may not follow them.
    ///
    /// A move of some of the values (``Points/savedBeforeOtherSamples``,
    /// ``Points/savedAfterOtherSamples``) checks with `checkingTimeOrder` that they go forward in
    /// time whatever their type, from one move to the next (a split's stretches); one of the
    /// values saved after the other samples without `others` adds them as values (a whole merge
    /// holds them as series values).
    func move(
        into recording: StreamedRecording?, while isInStretch: (Double) -> Bool,
        value: (_ value: Double, _ typeIndex: Int, _ time: Date) -> (value: Double, time: Date)?,
        location: (Location) -> Location?, placing others: OtherSamples? = nil, checkingTimeOrder: Bool = false
    ) throws -> Int? {
        var locationCount = 0
        var inOrder = true
        if others != nil { otherSamplesPassed = 0 }
        func pass(_ addValue: (Double, QuantityType, Date, Device?) throws -> Void, _ addSample: (QuantitySample) throws -> Void,
                  _ addLocation: (Location) throws -> Void) throws {
            var lastTimes = [Double](repeating: -.infinity, count: types.count)
            while atValue, isInStretch(values.time.timeIntervalSinceReferenceDate) {
                let savedAfter = values.otherSamplesSavedBefore
                let typeIndex = values.value.typeIndex
                guard let saved = values.value.value else {
                    inOrder = false
                    return
                }
                if savedAfter == 0 || moved == .savedAfterOtherSamples {
                    let time = values.time.timeIntervalSinceReferenceDate
                    let last = moved == .all ? lastTimes[typeIndex] : lastValueTime
                    guard !checkingTimeOrder || time >= last else {
                        inOrder = false
                        return
                    }
                    lastTimes[typeIndex] = time
                    lastValueTime = time
                }
                // Without `others`, a move of the values saved after the other samples takes them
                // as values (a whole merge holds them as series values).
                let asValue = savedAfter == 0 || (moved == .savedAfterOtherSamples && others == nil)
                if !asValue {
                    guard let others, others.mayFollow(typeIndex), values.value.deviceIndex == nil else {
                        inOrder = false
                        return
                    }
                    if savedAfter > otherSamplesPassed {
                        guard try others.add(otherSamplesPassed..<savedAfter, addSample) else {
                            inOrder = false
                            return
                        }
                        otherSamplesPassed = savedAfter
                    }
                }
                if let moved = value(saved, typeIndex, values.time) {
                    let type = types[typeIndex]
                    if asValue {
                        try addValue(moved.value, type, moved.time, values.value.deviceIndex.map { devices[$0] })
                    } else {
                        try addSample(QuantitySample(uuid: UUIDGenerator.random(), type: type,
                                                     quantity: Quantity(moved.value, type.canonicalUnit),
                                                     start: moved.time, end: moved.time))
                    }
                }
                atValue = try nextValue()
            }
            guard let moved = try locations.move(while: isInStretch, checkingTimeOrder: checkingTimeOrder, location,
                                                 into: addLocation) else {
                inOrder = false
                return
            }
            locationCount += moved
        }
        if let recording {
            try recording.add { feed in
                try pass({ try feed.addValue($0, of: $1, at: $2, device: $3) }, { try feed.addSample($0) }, { try feed.addLocation($0) })
            }
        } else {
            try pass({ _, _, _, _ in }, { _ in }, { _ in })
        }
        return inOrder ? locationCount : nil
    }
}
