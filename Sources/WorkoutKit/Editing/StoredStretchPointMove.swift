import Foundation
import WorkoutModel
import WorkoutStore

/// A stored workout's point values and its first route's locations moved into the parts of a
/// split saved while it is read (``EditPipeline/saveStreamedSplit(_:split:keepingOriginal:)``) a
/// stretch of time at a time, where each type's values go forward in time but not all of them
/// together as saved: a stored merge, which saves the series it takes from other workouts after
/// the base's values, each naming the device that recorded it. Each move takes the values of
/// its stretch in the order they were saved (``/WorkoutStore/StoredStretchValuePass``: the base's
/// piece, then each taken series' piece, as the whole split saves a part), then its locations;
/// over all the moves the workout is read once. (``StoredPointMove`` moves values that go
/// forward in time as saved.)
final class StoredStretchPointMove {
    private let values: StoredStretchValuePass
    private let types: [QuantityType]
    /// The devices values name (``/WorkoutStore/StoredWorkoutReader/valueDevices``).
    private let devices: [Device]
    /// The first route's locations, moved a stretch at a time.
    private var locations: StoredLocationMove

    /// The moves of the points of `stored`, from its first value and location.
    init(_ stored: StoredWorkoutReader) throws {
        values = try stored.startStretchPass()
        types = stored.valueTypes
        devices = stored.valueDevices
        locations = try StoredLocationMove(stored.rest.routes.isEmpty ? nil : stored.startLocationPass(ofRouteAt: 0))
    }

    /// Moves the values, then the locations, whose times (seconds since the reference date)
    /// `isInStretch` takes, from where the last move stopped, into `recording` (with none, they
    /// are passed over): each value as `value` makes it (given the value, its type's index in
    /// ``/WorkoutStore/StoredWorkoutReader/valueTypes`` and its time), naming the device that
    /// recorded it, and each location as `location` makes it, left out where they give `nil`.
    /// `isInStretch` must take every time before some time and none after. Returns how many
    /// locations went in; `nil`, having stopped, where a type's values or the locations go back
    /// in time (a stretch would not hold every point of its time) or a value is in a unit that
    /// does not convert to its type's: the edit then reads whole.
    func move(
        into recording: StreamedRecording?, while isInStretch: (Double) -> Bool,
        value: (_ value: Double, _ typeIndex: Int, _ time: Date) -> (value: Double, time: Date)?,
        location: (Location) -> Location?
    ) throws -> Int? {
        var locationCount = 0
        var inOrder = true
        func pass(_ addValue: (Double, QuantityType, Date, Device?) throws -> Void, _ addLocation: (Location) throws -> Void) throws {
            while try values.next(while: isInStretch) {
                guard values.isTimeOrdered, let saved = values.value.value else {
                    inOrder = false
                    return
                }
                let typeIndex = values.value.typeIndex
                if let moved = value(saved, typeIndex, values.time) {
                    try addValue(moved.value, types[typeIndex], moved.time, values.value.deviceIndex.map { devices[$0] })
                }
            }
            guard values.isTimeOrdered else {
                inOrder = false
                return
            }
            guard let moved = try locations.move(while: isInStretch, checkingTimeOrder: true, location, into: addLocation) else {
                inOrder = false
                return
            }
            locationCount += moved
        }
        if let recording {
            try recording.add { feed in
                try pass({ try feed.addValue($0, of: $1, at: $2, device: $3) }, { try feed.addLocation($0) })
            }
        } else {
            try pass({ _, _, _, _ in }, { _ in })
        }
        return inOrder ? locationCount : nil
    }
}
