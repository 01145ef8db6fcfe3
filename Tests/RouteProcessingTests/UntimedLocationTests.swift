import Foundation
import Testing
import WorkoutModel
import RouteProcessing

/// Locations without a time (points without `<time>` in a timed GPX track, kept in place):
/// route processing and statistics work on the timed locations, and keep the others where
/// they are, unchanged.
@Suite struct UntimedLocationTests {
    /// A straight route of 60 locations with those at `untimed` made into locations without
    /// a time, ordered at the time before them (at the first timed one's, before it), as the
    /// readers make them; a wild fix at index 30 for the cleaner to drop.
    static func route(untimed: Set<Int>) -> RouteLocations {
        var locations = straightRoute(count: 60, speed: 4)
        locations[30] = displaced(locations[30], east: 5_000)
        let firstTimed = locations.indices.first { !untimed.contains($0) }!
        for index in untimed.sorted() {
            locations[index].hasTime = false
            locations[index].timestamp = index < firstTimed ? locations[firstTimed].timestamp : locations[index - 1].timestamp
        }
        return locations
    }

    static let untimed: Set<Int> = [0, 1, 20, 21, 22, 58, 59]

    @Test func metricsAreThoseOfTheTimedLocations() {
        let locations = Self.route(untimed: Self.untimed)
        let timed = locations.filter(\.hasTime)
        #expect(RouteMetrics(locations: locations) == RouteMetrics(locations: timed))
        #expect(RouteMetrics(locations: locations).locationCount == 60 - Self.untimed.count)
    }

    @Test func cleaningKeepsLocationsWithoutATimeInPlaceAndDropsByTheTimedOnes() {
        let locations = Self.route(untimed: Self.untimed)
        let result = RouteCleaner.clean(locations, options: CleaningOptions(maximumSpeed: 15))
        #expect(result.dropped.map(\.index) == [30])
        #expect(result.locations.count == 59)
        #expect(result.locations.indices.filter { !result.locations[$0].hasTime } == [0, 1, 20, 21, 22, 57, 58])
        // The timed ones alone are cleaned as before.
        let timedResult = RouteCleaner.clean(locations.filter(\.hasTime), options: CleaningOptions(maximumSpeed: 15))
        #expect(result.locations.filter(\.hasTime) == timedResult.locations)
    }

    @Test func smoothingLeavesLocationsWithoutATimeUnchanged() {
        let locations = Self.route(untimed: Self.untimed)
        let smoothed = RouteSmoother.smooth(locations, options: SmoothingOptions())
        #expect(smoothed.count == locations.count)
        for index in Self.untimed { #expect(smoothed[index] == locations[index]) }
    }

    @Test func resamplingMakesTimedLocationsOnly() throws {
        let locations = Self.route(untimed: Self.untimed)
        let resampled = try RouteOperation.resample(interval: 5, maximumGap: 60).apply(to: locations)
        #expect(!resampled.isEmpty && resampled.allSatisfy(\.hasTime))
    }
}
