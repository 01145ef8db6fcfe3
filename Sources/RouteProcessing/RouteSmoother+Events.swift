import Foundation
import WorkoutModel

extension RouteSmoother {
    /// The `runStarts` for ``smooth(_:options:runStarts:)`` that a workout's events
    /// give: after each pause, the first location later than the pause; at each resume,
    /// the first location at or after it. (Readers write GPX segment breaks and FIT
    /// timer stops as pause and resume events.) Index 0 is never included: the first
    /// run always starts there.
    ///
    /// - Parameters:
    ///   - locations: the route, in time order.
    ///   - events: the workout's events; pauses and resumes start new runs.
    public static func runStarts(of locations: RouteLocations, events: [WorkoutEvent]) -> Set<Int> {
        // Each boundary is a time, and whether a location exactly at that time is on its far side.
        let boundaries = events.compactMap { event -> (date: Date, inclusive: Bool)? in
            switch event.type {
            case .pause: (event.date, false)
            case .resume: (event.date, true)
            default: nil
            }
        }
        var starts: Set<Int> = []
        for boundary in boundaries {
            var low = 0, high = locations.count
            while low < high {
                let middle = low + (high - low) / 2
                let time = locations[middle].timestamp
                if boundary.inclusive ? time < boundary.date : time <= boundary.date {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            if low > 0, low < locations.count { starts.insert(low) }
        }
        return starts
    }
}
