import Foundation
import WorkoutModel
import WorkoutStore

/// A stored workout's first route's locations moved into the streamed recordings of an edit
/// saved while it is read, a stretch of time at a time, each move going on from the first
/// location past the stretch before (``StoredPointMove``, ``StoredStretchPointMove``).
struct StoredLocationMove {
    private let locations: StoredLocationPass?
    /// Whether the pass stands on a location not moved yet (`false` after the last).
    private var atLocation: Bool
    /// The time of the last location checked, from one move to the next.
    private var lastTime = -Double.infinity

    /// The moves of `locations` (none: every move moves none), from its first location.
    init(_ locations: StoredLocationPass?) throws {
        self.locations = locations
        atLocation = try locations?.next() ?? false
    }

    /// Moves the locations whose times (seconds since the reference date) `isInStretch` takes,
    /// from where the last move stopped: each as `location` makes it into `add`, left out where
    /// it gives `nil`. Returns how many went in; `nil`, having stopped, where
    /// `checkingTimeOrder` and a location goes back in time (a stretch would not hold every
    /// location of its time).
    mutating func move(
        while isInStretch: (Double) -> Bool, checkingTimeOrder: Bool,
        _ location: (Location) -> Location?, into add: (Location) throws -> Void
    ) throws -> Int? {
        guard let locations else { return 0 }
        var count = 0
        while atLocation, isInStretch(locations.location.timestamp.timeIntervalSinceReferenceDate) {
            let time = locations.location.timestamp.timeIntervalSinceReferenceDate
            guard !checkingTimeOrder || time >= lastTime else { return nil }
            lastTime = time
            if let moved = location(locations.location) {
                try add(moved)
                count += 1
            }
            atLocation = try locations.next()
        }
        return count
    }
}
