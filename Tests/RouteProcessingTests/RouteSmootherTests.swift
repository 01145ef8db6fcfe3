import Foundation
import Testing
import WorkoutModel
import RouteProcessing
import TestSupport

@Suite struct RouteSmootherTests {
    @Test func smoothingKeepsCountTimesAndEverythingButPosition() {
        let recorded = SyntheticTrack(seed: 5).recorded
        let smoothed = RouteSmoother.smooth(recorded)
        #expect(smoothed.count == recorded.count)
        for (before, after) in zip(recorded, smoothed) {
            #expect(after.timestamp == before.timestamp)
            #expect(after.horizontalAccuracy == before.horizontalAccuracy)
            #expect(after.verticalAccuracy == before.verticalAccuracy)
            #expect(after.speed == before.speed && after.course == before.course)
        }
        #expect(zip(recorded, smoothed).filter { $0.0.latitude != $0.1.latitude }.count > recorded.count / 2)
    }

    @Test func aStraightLineAtConstantSpeedStaysWhereItIs() {
        // The constant-velocity model reproduces such a line: a change beyond the few
        // centimetres by which the start's zero-velocity prior pulls would be an error
        // in the filter or the smoother.
        let line = straightRoute(count: 200, speed: 4)
        let smoothed = RouteSmoother.smooth(line)
        for (before, after) in zip(line, smoothed) {
            #expect(Geodesy.distance(before, after) < 0.05)
            #expect(abs((after.altitude ?? 0) - 500) < 0.01)
        }
    }

    @Test func noiseAroundAStandingAthleteShrinks() {
        var random = SeededRandom(seed: 11)
        let still = RouteLocations((0..<300).map { k in
            displaced(Location(timestamp: Date(timeIntervalSince1970: 1_700_000_000 + Double(k)),
                               latitude: 47 + random.gaussian(standardDeviation: 4) / 111_195, longitude: 8),
                      east: random.gaussian(standardDeviation: 4))
        })
        let centre = Location(timestamp: .distantPast, latitude: 47, longitude: 8)
        func rms(_ route: RouteLocations) -> Double {
            (route.map { pow(Geodesy.distance($0, centre), 2) }.reduce(0, +) / Double(route.count)).squareRoot()
        }
        #expect(rms(RouteSmoother.smooth(still)) < rms(still) / 3)
    }

    @Test func anOutlierIsRejectedNotFollowed() {
        var line = straightRoute(count: 60, speed: 3)
        let truth = line[30]
        line[30] = displaced(line[30], east: 60)
        let gated = RouteSmoother.smooth(line)[30]
        var ungatedOptions = SmoothingOptions()
        ungatedOptions.horizontalGate = .infinity
        let ungated = RouteSmoother.smooth(line, options: ungatedOptions)[30]
        #expect(Geodesy.distance(gated, truth) < 0.5)
        #expect(Geodesy.distance(ungated, truth) > 5)
    }

    @Test func twoOutliersInARowAreRejectedNotFollowedAsATurn() {
        // Two fixes 40 m off, then the track goes on as before: the fixes after them do not
        // confirm a manoeuvre.
        var line = straightRoute(count: 60, speed: 3)
        let truth = line
        line[30] = displaced(line[30], east: 40)
        line[31] = displaced(line[31], east: 40)
        let smoothed = RouteSmoother.smooth(line)
        for k in [30, 31] {
            #expect(Geodesy.distance(smoothed[k], truth[k]) < 0.5, "location \(k)")
        }
    }

    @Test func aRouteEndsAtItsLastFixEvenAfterASuddenMove() {
        // 4.5 m north in 4.75 s, a second's stop, then 57 m the other way in 12.3 s: far
        // outside the gate of the track so far, and no later fix to say it was an outlier.
        // Replacing it by the prediction would end the route near its start, shorter than
        // the straight line to its end. (Found by the property test below.)
        func fix(_ seconds: Double, latitude: Double, longitude: Double) -> Location {
            Location(timestamp: Date(timeIntervalSince1970: 1_700_000_000 + seconds), latitude: latitude, longitude: longitude)
        }
        let route: RouteLocations = [fix(1, latitude: 0, longitude: 0),
                     fix(5.754591226577759, latitude: 4.0373411914623634e-05, longitude: 6.537458593487388e-06),
                     fix(6.754591226577759, latitude: 4.0373411914623634e-05, longitude: 6.537458593487388e-06),
                     fix(19.080450534820557, latitude: -0.00042689890565908315, longitude: -0.0002843425397634171)]
        let smoothed = RouteSmoother.smooth(route)
        #expect(smoothed[3] == route[3])
        #expect(Geodesy.pathLength(smoothed) >= Geodesy.distance(route[0], route[3]))
    }

    @Test func aFilterThatLosesTheTrackStartsAgain() {
        // Uncleaned, the first fix is 300 m off: the filter rejects what follows, then
        // restarts from it instead of clinging to the first fix.
        var line = straightRoute(count: 60, speed: 3)
        line[0] = displaced(line[0], east: 300)
        let smoothed = RouteSmoother.smooth(line)
        for k in 1..<60 {
            #expect(Geodesy.distance(smoothed[k], line[k]) < 0.5, "location \(k)")
        }
        // The same when the route itself moves 1 km between two fixes a second apart.
        let moved = straightRoute(count: 30, speed: 3) + straightRoute(count: 30, speed: 3).map {
            var later = displaced($0, east: 1000)
            later.timestamp = $0.timestamp.addingTimeInterval(30)
            return later
        }
        let followed = RouteSmoother.smooth(moved)
        #expect(Geodesy.distance(followed[45], moved[45]) < 0.5)
    }

    /// Fixes every `interval` seconds at `speed` m/s: east for `legs.east` fixes, then a
    /// right-angle turn, then north for `legs.north` fixes.
    private func rightAngleTurn(speed: Double, interval: TimeInterval, east: Int, north: Int) -> RouteLocations {
        let step = speed * interval
        return RouteLocations((0..<(east + north)).map { k in
            let eastSteps = Double(min(k, east - 1)), northSteps = Double(max(0, k - (east - 1)))
            let corner = Location(timestamp: Date(timeIntervalSince1970: 1_700_000_000 + Double(k) * interval),
                                  latitude: 47 + northSteps * step / 111_195, longitude: 8, altitude: 500)
            return displaced(corner, east: eastSteps * step)
        })
    }

    @Test func aCornerTakenFastBetweenSparseFixesIsFollowedNotOvershot() {
        // A ride at 12 m/s with a fix every 5 s: the first fix after the turn is 85 m from
        // where a straight-ahead prediction puts it, far outside the gate, and so is every
        // fix after it. They are a manoeuvre, not outliers: the smoother must take the
        // corner instead of running on eastward.
        let ride = rightAngleTurn(speed: 12, interval: 5, east: 20, north: 20)
        let smoothed = RouteSmoother.smooth(ride)
        for k in ride.indices {
            #expect(Geodesy.distance(smoothed[k], ride[k]) < 5, "location \(k)")
        }
        #expect(Geodesy.pathLength(smoothed) <= Geodesy.pathLength(ride))
    }

    @Test func twoOrThreeFixesAreLeftAsRecorded() {
        var route = straightRoute(count: 3, speed: 4)
        route[1] = displaced(route[1], east: 3)
        route[1].altitude = 507
        #expect(RouteSmoother.smooth(route) == route)
        #expect(RouteSmoother.smooth(RouteLocations(route.prefix(2))) == RouteLocations(route.prefix(2)))
        // The same for a short run among longer ones.
        let long = straightRoute(count: 20)
        let later = route.map {
            var moved = $0
            moved.timestamp = $0.timestamp.addingTimeInterval(1000)
            return moved
        }
        #expect(Array(RouteSmoother.smooth(long + later).suffix(3)) == later)
    }

    @Test func eachRunStartsAndEndsWhereItWasRecorded() {
        let first = SyntheticTrack(seed: 12, length: 800).recorded
        let second = SyntheticTrack(seed: 13, length: 800).recorded.map {
            var later = $0
            later.timestamp = $0.timestamp.addingTimeInterval(5000)
            return later
        }
        let route = first + second
        let smoothed = RouteSmoother.smooth(route)
        for k in [0, first.count - 1, first.count, route.count - 1] {
            #expect(Geodesy.distance(smoothed[k], route[k]) < 0.01, "location \(k)")
        }
        // In between, the noise is smoothed away as before.
        #expect(zip(route, smoothed).filter { Geodesy.distance($0, $1) > 1 }.count > route.count / 2)
    }

    @Test func sparseStopAndGoWalksAreNeverLengthenedBySmoothing() {
        // Fixes 2 to 30 s apart with 0.3 m of noise, on walks that stop, start and turn at
        // random: velocity carried into a stop or a turn would overshoot it and come back.
        var lengthened: [UInt64] = []
        for seed in UInt64(1)...300 {
            var random = SeededRandom(seed: seed)
            var east = 0.0, north = 0.0, time = 0.0, heading = 0.0
            var walk = RouteLocations()
            for _ in 0..<Int.random(in: 6...20, using: &random) {
                let interval = Double.random(in: 2...30, using: &random)
                let speed = Double.random(in: 0...1, using: &random) < 0.3 ? 0 : Double.random(in: 0.5...1.5, using: &random)
                heading += Double.random(in: -Double.pi / 2...Double.pi / 2, using: &random)
                time += interval
                east += speed * interval * sin(heading)
                north += speed * interval * cos(heading)
                let fix = Location(timestamp: Date(timeIntervalSince1970: 1_700_000_000 + time),
                                   latitude: 47 + (north + random.gaussian(standardDeviation: 0.3)) / 111_195, longitude: 8)
                walk.append(displaced(fix, east: east + random.gaussian(standardDeviation: 0.3)))
            }
            let smoothed = RouteSmoother.smooth(walk)
            if Geodesy.pathLength(smoothed) > Geodesy.pathLength(walk) { lengthened.append(seed) }
            #expect(Geodesy.pathLength(smoothed) >= Geodesy.distance(walk[0], walk[walk.count - 1]))
        }
        #expect(lengthened.isEmpty, "lengthened walks, by seed: \(lengthened)")
    }

    @Test func runStartsSplitTheRouteIntoIndependentRuns() {
        let first = SyntheticTrack(seed: 8, length: 600).recorded
        let second = RouteLocations(SyntheticTrack(seed: 9, length: 600).recorded.map {
            var later = $0
            later.timestamp = $0.timestamp.addingTimeInterval(1000)
            return later
        })
        let apart = RouteSmoother.smooth(first) + RouteSmoother.smooth(second)
        // A 1000 s gap is beyond the default maximum gap.
        #expect(RouteSmoother.smooth(first + second) == apart)
        // A caller's run start (a pause) splits without any gap in time.
        let shift = first[first.count - 1].timestamp.timeIntervalSince(second[0].timestamp) + 1
        let secondRightAfter = RouteLocations(second.map {
            var sooner = $0
            sooner.timestamp = $0.timestamp.addingTimeInterval(shift)
            return sooner
        })
        var options = SmoothingOptions()
        options.maximumGap = .infinity
        let together = RouteSmoother.smooth(first + secondRightAfter, options: options, runStarts: [first.count])
        #expect(together == RouteSmoother.smooth(first, options: options) + RouteSmoother.smooth(secondRightAfter, options: options))
    }

    @Test func absentAltitudesStayAbsentAndInvalidCoordinatesPassThrough() {
        var route = SyntheticTrack(seed: 6, length: 500).recorded
        for k in stride(from: 0, to: route.count, by: 3) { route[k].altitude = nil }
        route[10].latitude = .nan
        route[11].longitude = 200
        let smoothed = RouteSmoother.smooth(route)
        for (before, after) in zip(route, smoothed) {
            #expect((before.altitude == nil) == (after.altitude == nil))
        }
        #expect(smoothed[10].latitude.isNaN)
        #expect(smoothed[11] == route[11])
    }

    @Test func routesAcrossTheAntimeridianAndNearAPoleStayInPlace() {
        // Eastward at 3 m/s across 180°, at 60° N (0.000054° of longitude per metre).
        let eastward = RouteLocations((0..<60).map { k in
            var longitude = 179.999 + Double(k) * 3 * 0.000_018
            if longitude > 180 { longitude -= 360 }
            return Location(timestamp: Date(timeIntervalSince1970: 1_700_000_000 + Double(k)),
                            latitude: 60, longitude: longitude)
        })
        #expect(eastward.first!.longitude > 0 && eastward.last!.longitude < 0)
        // Without gating, so that a wrong 360° step could not hide behind a restart.
        var ungated = SmoothingOptions()
        ungated.horizontalGate = .infinity
        for (before, after) in zip(eastward, RouteSmoother.smooth(eastward, options: ungated)) {
            #expect(Geodesy.distance(before, after) < 0.1)
        }
        // Walking past the North Pole, 20 m from it.
        let polar = RouteLocations((0..<60).map { k in
            let north = -90.0 + Double(k) * 3
            return Location(timestamp: Date(timeIntervalSince1970: 1_700_000_000 + Double(k)),
                            latitude: 90 - (north * north + 400).squareRoot() / 111_694,
                            longitude: atan2(20, north) * 180 / .pi)
        })
        let smoothed = RouteSmoother.smooth(polar)
        #expect(smoothed.count == polar.count)
        #expect(smoothed.allSatisfy { $0.hasValidCoordinate })
    }

    @Test func hostileValuesNeitherCrashNorChangeTheCount() {
        var route = straightRoute(count: 50)
        route[3].horizontalAccuracy = .nan
        route[4].horizontalAccuracy = -1
        route[5].horizontalAccuracy = 1e300
        route[6].verticalAccuracy = .infinity
        route[7].altitude = .nan
        route[8].timestamp = route[7].timestamp                      // no time between fixes
        route[20].timestamp = route[2].timestamp                     // back in time
        route[30].timestamp = Date(timeIntervalSince1970: .nan)
        let smoothed = RouteSmoother.smooth(route)
        #expect(smoothed.count == route.count)
        // Compared bit for bit: a NaN time equals nothing, and Foundation traps describing it.
        let sameTimes = zip(smoothed, route).allSatisfy {
            $0.timestamp.timeIntervalSince1970.bitPattern == $1.timestamp.timeIntervalSince1970.bitPattern
        }
        #expect(sameTimes)
        for (k, location) in smoothed.enumerated() where k != 30 {
            #expect(location.hasValidCoordinate, "location \(k)")
        }
        #expect(RouteSmoother.smooth([]).isEmpty)
        #expect(RouteSmoother.smooth([route[0]]) == [route[0]])
    }
}
