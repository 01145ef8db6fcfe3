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
    /// Whether the passes stand on a value, a location, not moved yet (`false` after the last).
    private var atValue: Bool
    private var atLocation: Bool

    /// The moves of the points of `stored`, from its first value and location.
    init(_ stored: StoredWorkoutReader) throws {
        values = try stored.startSavedOrderPass()
        locations = try stored.rest.routes.isEmpty ? nil : stored.startLocationPass(ofRouteAt: 0)
        types = stored.valueTypes
        atValue = try values.next()
        atLocation = try locations?.next() ?? false
    }

    /// Moves the values, then the locations, from where the last move stopped up to the first
    /// whose time (seconds since the reference date) `isInStretch` refuses, into `recording` (with
    /// none, they are passed over), each as `value` (given the value, its type's index in
    /// ``/WorkoutStore/StoredWorkoutReader/valueTypes`` and its time) and `location` make it, or
    /// left out where they give `nil`. Returns how many locations went in; `nil`, having stopped,
    /// at a value saved after the workout's other samples or in a unit that does not convert to
    /// its type's (the edit then reads whole).
    func move(
        into recording: StreamedRecording?, while isInStretch: (Double) -> Bool,
        value: (_ value: Double, _ typeIndex: Int, _ time: Date) -> (value: Double, time: Date)?,
        location: (Location) -> Location?
    ) throws -> Int? {
        var locationCount = 0
        var inOrder = true
        func pass(_ addValue: (Double, QuantityType, Date) throws -> Void, _ addLocation: (Location) throws -> Void) throws {
            while atValue, isInStretch(values.time.timeIntervalSinceReferenceDate) {
                guard values.precedesOtherSamples, let saved = values.value.value else {
                    inOrder = false
                    return
                }
                if let moved = value(saved, values.value.typeIndex, values.time) {
                    try addValue(moved.value, types[values.value.typeIndex], moved.time)
                }
                atValue = try values.next()
            }
            guard let locations else { return }
            while atLocation, isInStretch(locations.location.timestamp.timeIntervalSinceReferenceDate) {
                if let moved = location(locations.location) {
                    try addLocation(moved)
                    locationCount += 1
                }
                atLocation = try locations.next()
            }
        }
        if let recording {
            try recording.add { feed in
                try pass({ try feed.addValue($0, of: $1, at: $2) }, { try feed.addLocation($0) })
            }
        } else {
            try pass({ _, _, _ in }, { _ in })
        }
        return inOrder ? locationCount : nil
    }
}
