import Foundation
import Testing
import PropertyBased
import WorkoutModel
import RouteProcessing

/// Properties that hold for any route: random walks anywhere on Earth (across the
/// antimeridian too), with random steps, turns, altitudes and times between fixes.
@Suite struct RoutePropertyTests {
    /// One step of a random walk: metres, heading in radians, seconds, metres of climb.
    static let step = zip(
        Gen.double(in: 0...300), Gen.double(in: -Double.pi...Double.pi),
        Gen.double(in: 0.2...20), Gen.double(in: -10...10))

    static let routes = zip(Gen.double(in: -70...70), Gen.double(in: -180...180), step.array(of: 0...200))
        .map { latitude, longitude, steps in
            var location = Location(timestamp: Date(timeIntervalSince1970: 1_700_000_000),
                                    latitude: latitude, longitude: longitude, altitude: 100)
            var route: RouteLocations = [location]
            for (metres, heading, seconds, climb) in steps {
                location.timestamp.addTimeInterval(seconds)
                location.latitude += metres * cos(heading) / 111_195
                location.longitude += metres * sin(heading) / (111_320 * cos(location.latitude * .pi / 180))
                if location.longitude > 180 { location.longitude -= 360 }
                if location.longitude < -180 { location.longitude += 360 }
                location.altitude = (location.altitude ?? 0) + climb
                route.append(location)
            }
            return route
        }

    @Test func simplificationKeepsBothEndpointsAndMovesNoPointFartherThanTheTolerance() async {
        await propertyCheck(input: Self.routes, Gen.double(in: 0...50)) { route, tolerance in
            let simplified = try RouteSimplifier.simplify(route, tolerance: tolerance)
            #expect(simplified.first == route.first)
            #expect(simplified.last == route.last)
            let deviation = CrossTrack.largestDeviation(of: route, from: simplified)
            #expect(deviation != nil, "the result is not a subsequence of the route")
            #expect((deviation ?? .infinity) <= tolerance * RouteSimplifierTests.sphereSlack + 1e-6)
        }
    }

    @Test func smoothingKeepsTheCountAndTheTimes() async {
        await propertyCheck(input: Self.routes) { route in
            let smoothed = RouteSmoother.smooth(route)
            #expect(smoothed.count == route.count)
            #expect(smoothed.map(\.timestamp) == route.map(\.timestamp))
            #expect(smoothed.allSatisfy { $0.hasValidCoordinate })
        }
    }

    /// Walks at up to 10 m/s with fixes 1 to 20 s apart and up to 5 m of noise, which the
    /// gate never mistakes for outliers.
    static let plausibleRoutes = zip(
        Gen.double(in: -70...70), Gen.double(in: -180...180),
        zip(Gen.double(in: 0...10), Gen.double(in: -Double.pi...Double.pi), Gen.double(in: 1...20),
            Gen.double(in: -5...5)).array(of: 0...200)
    ).map { latitude, longitude, steps in
        var time = 1_700_000_000.0, east = 0.0, north = 0.0
        return RouteLocations(steps.map { speed, heading, seconds, noise in
            time += seconds
            east += speed * seconds * sin(heading)
            north += speed * seconds * cos(heading)
            return Location(timestamp: Date(timeIntervalSince1970: time),
                            latitude: latitude + (north + noise) / 111_195,
                            longitude: longitude + (east - noise) / (111_320 * cos(latitude * .pi / 180)))
        })
    }

    @Test func smoothingNeverLengthensARouteNorShortensItBelowTheStraightLine() async {
        await propertyCheck(input: Self.plausibleRoutes) { route in
            guard let first = route.first, let last = route.last else { return }
            let smoothed = RouteMetrics(locations: RouteSmoother.smooth(route)).distance
            #expect(smoothed <= RouteMetrics(locations: route).distance)
            #expect(smoothed >= Geodesy.distance(first, last) * (1 - 1e-9))
        }
    }

    @Test func operationsAreDeterministicAndLeaveTheirInputAsItWas() async {
        let operations: [RouteOperation] = [
            .clean(CleaningOptions(activityType: .running)), .smooth(SmoothingOptions()),
            .simplify(tolerance: 10), .resample(interval: 3, maximumGap: 60),
        ]
        await propertyCheck(input: Self.routes) { route in
            let original = route
            for operation in operations {
                let first = try operation.apply(to: route)
                let second = try operation.apply(to: route)
                #expect(first == second, "\(operation.name) gave two answers")
                #expect(route == original, "\(operation.name) changed its input")
            }
        }
    }

    @Test func cleaningAccountsForEveryLocation() async {
        await propertyCheck(input: Self.routes) { route in
            let result = RouteCleaner.clean(route, options: CleaningOptions(activityType: .cycling))
            #expect(result.locations.count + result.dropped.count == route.count)
            let times = result.locations.map(\.timestamp)
            #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
        }
    }
}
