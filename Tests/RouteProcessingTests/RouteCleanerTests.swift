import Foundation
import Testing
import WorkoutModel
import RouteProcessing

/// A straight run north at `speed` m/s, one location every `interval` seconds.
func straightRoute(
    count: Int, speed: Double = 3, interval: TimeInterval = 1, latitude: Double = 47.0, longitude: Double = 8.0
) -> RouteLocations {
    RouteLocations((0..<count).lazy.map { k in
        Location(timestamp: Date(timeIntervalSince1970: 1_700_000_000 + Double(k) * interval),
                 latitude: latitude + Double(k) * speed * interval / 111_195, longitude: longitude, altitude: 500)
    })
}

/// The location `metres` east of `location` (small distances).
func displaced(_ location: Location, east metres: Double) -> Location {
    var moved = location
    moved.longitude += metres / (111_320 * cos(location.latitude * .pi / 180))
    return moved
}

@Suite struct RouteCleanerTests {
    let running = CleaningOptions(activityType: .running)

    @Test func cleanRouteIsKeptWhole() {
        let route = straightRoute(count: 50)
        let result = RouteCleaner.clean(route, options: running)
        #expect(result.locations == route)
        #expect(result.dropped.isEmpty)
    }

    @Test func zeroPositionsBeforeTheFirstFixAreDropped() {
        var route = straightRoute(count: 10)
        for k in 0..<3 { route[k].latitude = 0; route[k].longitude = 0 }
        let result = RouteCleaner.clean(route, options: running)
        #expect(result.dropped == (0..<3).map { DroppedLocation(index: $0, reason: .zeroPosition) })
        #expect(result.locations == RouteLocations(route[3...]))
    }

    @Test func invalidCoordinatesAndTimesAreDropped() {
        var route = straightRoute(count: 10)
        route[2].latitude = .nan
        route[4].longitude = 181
        route[6].timestamp = Date(timeIntervalSince1970: .infinity)
        let result = RouteCleaner.clean(route, options: running)
        #expect(result.dropped == [
            DroppedLocation(index: 2, reason: .invalidCoordinate),
            DroppedLocation(index: 4, reason: .invalidCoordinate),
            DroppedLocation(index: 6, reason: .invalidTimestamp),
        ])
        #expect(result.locations.count == 7)
    }

    @Test func duplicatedTimestampsKeepTheFirstLocation() {
        var route = straightRoute(count: 10)
        route[5].timestamp = route[4].timestamp
        let result = RouteCleaner.clean(route, options: running)
        #expect(result.dropped == [DroppedLocation(index: 5, reason: .duplicateTimestamp)])
        #expect(result.locations.contains(route[4]))
    }

    @Test func oneWildTimestampCostsOneLocationNotTheRest() {
        var route = straightRoute(count: 20)
        route[3].timestamp = route[3].timestamp.addingTimeInterval(86_400)   // a day ahead
        let result = RouteCleaner.clean(route, options: running)
        #expect(result.dropped == [DroppedLocation(index: 3, reason: .outOfOrder)])
        #expect(result.locations.count == 19)
    }

    @Test func locationsGoingBackInTimeAreDroppedAsOutOfOrder() {
        var route = straightRoute(count: 20)
        route[10].timestamp = route[2].timestamp.addingTimeInterval(0.5)
        let result = RouteCleaner.clean(route, options: running)
        #expect(result.dropped == [DroppedLocation(index: 10, reason: .outOfOrder)])
        // A non-adjacent repeat of a kept time is a duplicate, not disorder.
        route[10].timestamp = route[2].timestamp
        #expect(RouteCleaner.clean(route, options: running).dropped == [DroppedLocation(index: 10, reason: .duplicateTimestamp)])
    }

    @Test func spikesBeyondTheSpeedCeilingAreDroppedWithTheSpeed() throws {
        var route = straightRoute(count: 30)
        route[10] = displaced(route[10], east: 300)
        route[20] = displaced(route[20], east: -400)
        route[21] = displaced(route[21], east: -420)
        let result = RouteCleaner.clean(route, options: running)
        #expect(result.dropped.map(\.index) == [10, 20, 21])
        for dropped in result.dropped {
            guard case .impossibleSpeed(let speed) = dropped.reason else {
                Issue.record("\(dropped.index) dropped for \(dropped.reason)")
                continue
            }
            #expect(speed > 100)
        }
    }

    @Test func aSpikeAtTheStartDoesNotCostTheRoute() {
        var route = straightRoute(count: 30)
        route[0] = displaced(route[0], east: 500)
        let result = RouteCleaner.clean(route, options: running)
        #expect(result.dropped.map(\.index) == [0])
        #expect(result.locations == RouteLocations(route[1...]))
    }

    @Test func aLongStretchElsewhereIsBelievedAsARelocation() {
        // The receiver loses its fix and finds it 2 km away: the run after that is real.
        let before = straightRoute(count: 20)
        let after = straightRoute(count: 20, latitude: 47.02).map {
            Location(timestamp: $0.timestamp.addingTimeInterval(20), latitude: $0.latitude, longitude: $0.longitude)
        }
        let result = RouteCleaner.clean(before + after, options: running)
        #expect(result.dropped.isEmpty)
    }

    @Test func theCeilingDependsOnTheActivity() {
        // Fixes 10 s apart; three of them 20 m/s apart: a fast descent on a bike, not on foot.
        var northward = 0.0
        let route = RouteLocations((0..<30).map { k in
            northward += (15...17).contains(k) ? 200 : 30
            return Location(timestamp: Date(timeIntervalSince1970: 1_700_000_000 + Double(k) * 10),
                            latitude: 47 + northward / 111_195, longitude: 8)
        })
        #expect(RouteCleaner.clean(route, options: CleaningOptions(activityType: .cycling)).dropped.isEmpty)
        let onFoot = RouteCleaner.clean(route, options: CleaningOptions(activityType: .walking))
        #expect(onFoot.dropped.map(\.index) == [15, 16])
        #expect(CleaningOptions.maximumSpeed(for: .cycling) > CleaningOptions.maximumSpeed(for: .running))
        #expect(CleaningOptions.maximumSpeed(for: .running) > CleaningOptions.maximumSpeed(for: .swimming))
    }

    @Test func aJumpOutAndBackIsDroppedEvenWhenTimeWouldAllowIt() {
        // Fixes a minute apart: 500 m in 60 s is possible by speed, but not out and back.
        var route = straightRoute(count: 10, speed: 2, interval: 60)
        route[5] = displaced(route[5], east: 500)
        let result = RouteCleaner.clean(route, options: CleaningOptions(activityType: .cycling))
        #expect(result.dropped.count == 1)
        #expect(result.dropped.first?.index == 5)
        guard case .jump(let metres) = result.dropped.first?.reason else {
            Issue.record("expected a jump, got \(String(describing: result.dropped.first?.reason))")
            return
        }
        #expect(metres > 400)
    }

    @Test func emptyAndSingleLocationRoutesAreReturnedAsTheyAre() {
        #expect(RouteCleaner.clean([], options: running).locations.isEmpty)
        let one = straightRoute(count: 1)
        #expect(RouteCleaner.clean(one, options: running).locations == one)
    }

    @Test func dropReasonsReadAsSentences() {
        #expect(DropReason.impossibleSpeed(metresPerSecond: 312.4).description == "impossible speed of 312 m/s")
        #expect(DropReason.jump(metres: 480).description == "jump of 480 m away and back")
        #expect(DropReason.impossibleSpeed(metresPerSecond: .infinity).description == "impossible speed of inf m/s")
    }

    @Test func fixesAnInstantApartNearTheEpochDoNotOverflow() {
        let a = Location(timestamp: Date(timeIntervalSince1970: 0), latitude: 47, longitude: 8)
        let b = Location(timestamp: Date(timeIntervalSince1970: .leastNonzeroMagnitude), latitude: 47.01, longitude: 8)
        let result = RouteCleaner.clean([a, b], options: CleaningOptions(activityType: .running))
        #expect(result.locations.count + result.dropped.count == 2)
        #expect(result.dropped.allSatisfy { !$0.reason.description.isEmpty })
    }
}
