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
/// (``/WorkoutStore/StoredWorkoutReader/pointsAreTimeOrdered``); one move of them all (a shift,
/// a trim) needs no order.
final class StoredPointMove {
    private let values: StoredValuePass
    private let locations: StoredLocationPass?
    private let types: [QuantityType]
    /// The devices values name (``/WorkoutStore/StoredWorkoutReader/valueDevices``).
    private let devices: [Device]
    /// Whether the passes stand on a value, a location, not moved yet (`false` after the last).
    private var atValue: Bool
    private var atLocation: Bool
    /// How many of the workout's other samples (of ``/WorkoutStore/StoredWorkoutReader/rest``'s,
    /// kept or left out) were passed among its values (``move(into:while:value:location:placing:checkingTimeOrder:)``).
    private(set) var otherSamplesPassed = 0

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
    }

    /// The moves of the points of `stored`, from its first value and location.
    init(_ stored: StoredWorkoutReader) throws {
        values = try stored.startSavedOrderPass()
        locations = try stored.rest.routes.isEmpty ? nil : stored.startLocationPass(ofRouteAt: 0)
        types = stored.valueTypes
        devices = stored.valueDevices
        atValue = try values.next()
        atLocation = try locations?.next() ?? false
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
    /// the rest's samples. It stops there still where such a sample names a source of its own,
    /// which a streamed recording's samples cannot, or the value's type may not follow them.
    func move(
        into recording: StreamedRecording?, while isInStretch: (Double) -> Bool,
        value: (_ value: Double, _ typeIndex: Int, _ time: Date) -> (value: Double, time: Date)?,
        location: (Location) -> Location?, placing others: OtherSamples? = nil, checkingTimeOrder: Bool = false
    ) throws -> Int? {
        var locationCount = 0
        var inOrder = true
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
                if savedAfter == 0 {
                    let time = values.time.timeIntervalSinceReferenceDate
                    guard !checkingTimeOrder || time >= lastTimes[typeIndex] else {
                        inOrder = false
                        return
                    }
                    lastTimes[typeIndex] = time
                } else {
                    guard let others, others.mayFollow(typeIndex), values.value.deviceIndex == nil else {
                        inOrder = false
                        return
                    }
                    while otherSamplesPassed < savedAfter {
                        if var sample = others.edited[otherSamplesPassed] {
                            guard sample.source == nil else {
                                inOrder = false
                                return
                            }
                            sample.uuid = UUIDGenerator.random()
                            try addSample(sample)
                        }
                        otherSamplesPassed += 1
                    }
                }
                if let moved = value(saved, typeIndex, values.time) {
                    let type = types[typeIndex]
                    if savedAfter == 0 {
                        try addValue(moved.value, type, moved.time, values.value.deviceIndex.map { devices[$0] })
                    } else {
                        try addSample(QuantitySample(uuid: UUIDGenerator.random(), type: type,
                                                     quantity: Quantity(moved.value, type.canonicalUnit),
                                                     start: moved.time, end: moved.time))
                    }
                }
                atValue = try values.next()
            }
            guard let locations else { return }
            var lastTime = -Double.infinity
            while atLocation, isInStretch(locations.location.timestamp.timeIntervalSinceReferenceDate) {
                let time = locations.location.timestamp.timeIntervalSinceReferenceDate
                guard !checkingTimeOrder || time >= lastTime else {
                    inOrder = false
                    return
                }
                lastTime = time
                if let moved = location(locations.location) {
                    try addLocation(moved)
                    locationCount += 1
                }
                atLocation = try locations.next()
            }
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
