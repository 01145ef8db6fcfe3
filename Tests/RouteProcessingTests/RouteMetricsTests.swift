import Foundation
import Testing
import WorkoutModel
import RouteProcessing

@Suite struct RouteMetricsTests {
    /// A route standing still, with the given altitudes one second apart.
    func profile(_ altitudes: [Double?]) -> RouteLocations {
        RouteLocations(altitudes.enumerated().map { k, altitude in
            Location(timestamp: Date(timeIntervalSince1970: 1_700_000_000 + Double(k)),
                     latitude: 47, longitude: 8, altitude: altitude)
        })
    }

    @Test func distanceIsTheEllipsoidalPathLength() {
        let route = straightRoute(count: 100, speed: 4)
        let metrics = RouteMetrics(locations: route)
        #expect(metrics.distance == Geodesy.pathLength(route))
        #expect(abs(metrics.distance - 396) < 1)
        #expect(metrics.locationCount == 100)
        #expect(metrics.duration == 99)
    }

    @Test func climbsAndDescentsCountFromExtremeToExtreme() {
        let up = (0...50).map { 100 + Double($0) }                 // 100 → 150
        let down = (0...30).map { 150 - Double($0) }               // 150 → 120
        let upAgain = (0...50).map { 120 + Double($0) }            // 120 → 170
        let metrics = RouteMetrics(locations: profile(up + down + upAgain))
        #expect(metrics.elevationGain == 100)
        #expect(metrics.elevationLoss == 30)
    }

    @Test func wobblesBelowTheThresholdAreNotClimbing() {
        let wobble = (0..<200).map { 100 + ($0 % 2 == 0 ? 1.4 : -1.4) }
        let metrics = RouteMetrics(locations: profile(wobble))
        #expect(metrics.elevationGain == 0)
        #expect(metrics.elevationLoss == 0)
        // The same wobble counts in full without hysteresis.
        #expect(RouteMetrics(locations: profile(wobble), elevationThreshold: 0).elevationGain > 250)
    }

    @Test func climbingBeginsAtTheLowestPointBeforeIt() {
        // Down 2 m (under the threshold), then up 20 m: 22 m of climbing from the low point.
        let metrics = RouteMetrics(locations: profile([100, 99, 98, 105, 110, 118]))
        #expect(metrics.elevationGain == 20)
        #expect(metrics.elevationLoss == 0)
    }

    @Test func absentAltitudesAreSkipped() {
        let metrics = RouteMetrics(locations: profile([100, nil, 110, nil, .nan, 120]))
        #expect(metrics.elevationGain == 20)
    }

    @Test func movingTimeCountsOnlyStepsAboveTheSpeedThreshold() {
        let standing = (0..<60).map { k in
            Location(timestamp: Date(timeIntervalSince1970: 1_700_000_000 + Double(k)), latitude: 47, longitude: 8)
        }
        let running = straightRoute(count: 61, speed: 3).map {
            var later = $0
            later.timestamp = $0.timestamp.addingTimeInterval(59)
            return later
        }
        // The run starts where the athlete stood.
        let metrics = RouteMetrics(locations: RouteLocations(standing + running.dropFirst()))
        #expect(metrics.movingTime == 60)
        #expect(metrics.duration == 119)
        #expect(RouteMetrics.defaultMovingSpeedThreshold == 0.5)
    }

    @Test("Distance and moving time are measured within segments: no step across a break, even one started by a location without a time")
    func noStepAcrossASegmentBreak() {
        let first = Array(straightRoute(count: 50, speed: 4))
        // A minute later and 5 km on, after a location without a time that starts a segment.
        let second = Array(straightRoute(count: 50, speed: 4, latitude: 47.045)).map {
            var later = $0
            later.timestamp = $0.timestamp.addingTimeInterval(109)
            return later
        }
        var untimed = second[0]
        (untimed.timestamp, untimed.hasTime, untimed.startsSegment) = (first[49].timestamp, false, true)
        let metrics = RouteMetrics(locations: RouteLocations(first + [untimed] + second))
        let within = Geodesy.pathLength(first) + Geodesy.pathLength(second)
        #expect(abs(metrics.distance - within) < 1e-6)
        #expect(abs(metrics.distance - 392) < 1)
        #expect(metrics.movingTime == 98)
        #expect(metrics.locationCount == 100)
    }

    @Test func anEmptyRouteHasZeroMetrics() {
        #expect(RouteMetrics(locations: []) == RouteMetrics(
            locationCount: 0, distance: 0, elevationGain: 0, elevationLoss: 0, movingTime: 0, duration: 0))
    }
}
