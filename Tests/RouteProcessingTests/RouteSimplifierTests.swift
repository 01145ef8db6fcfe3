import Foundation
import Testing
import WorkoutModel
import RouteProcessing
import TestSupport

@Suite struct RouteSimplifierTests {
    /// Sphere against ellipsoid: the independent check may differ from the library's
    /// measure by the ratio of the Earth's mean radius to its radii of curvature. The
    /// largest is at the equator, north–south: 6,371,008.8 m against WGS84's meridian
    /// radius there, a(1 − e²) = 6,335,439 m, 0.56% more (a property test found a route
    /// near the equator that 0.5% did not cover).
    static let sphereSlack = 1.0057

    @Test(arguments: [1.0, 5.0, 20.0])
    func douglasPeuckerKeepsEndpointsAndEveryPointWithinTolerance(tolerance: Double) throws {
        let track = SyntheticTrack(seed: 7).recorded
        let simplified = try RouteSimplifier.simplify(track, tolerance: tolerance)
        #expect(simplified.first == track.first)
        #expect(simplified.last == track.last)
        #expect(simplified.count < track.count)
        let deviation = try #require(CrossTrack.largestDeviation(of: track, from: simplified))
        #expect(deviation <= tolerance * Self.sphereSlack, "deviation \(deviation) m for tolerance \(tolerance) m")
    }

    @Test func aSmoothedRunNeedsFewPoints() throws {
        let smoothed = RouteSmoother.smooth(
            RouteCleaner.clean(SyntheticTrack(seed: 7).recorded, options: CleaningOptions(activityType: .running)).locations)
        let simplified = try RouteSimplifier.simplify(smoothed, tolerance: 5)
        #expect(simplified.count * 10 < smoothed.count, "\(simplified.count) of \(smoothed.count)")
    }

    @Test func aStraightLineBecomesItsEndpoints() throws {
        let line = straightRoute(count: 1000)
        #expect(try RouteSimplifier.simplify(line, tolerance: 0.5) == [line[0], line[999]])
    }

    @Test func toleranceZeroKeepsEveryCorner() throws {
        var zigzag = straightRoute(count: 21)
        for k in stride(from: 1, to: 20, by: 2) { zigzag[k] = displaced(zigzag[k], east: 10) }
        #expect(try RouteSimplifier.simplify(zigzag, tolerance: 0) == zigzag)
        #expect(try RouteSimplifier.simplify(zigzag, tolerance: 11) == [zigzag[0], zigzag[20]])
    }

    @Test func invalidToleranceIsRefused() {
        for tolerance in [-1.0, .nan, .infinity] {
            #expect(throws: RouteProcessingError.self) { try RouteSimplifier.simplify(straightRoute(count: 5), tolerance: tolerance) }
        }
    }

    @Test func shortRoutesAreReturnedAsTheyAre() throws {
        #expect(try RouteSimplifier.simplify([], tolerance: 5).isEmpty)
        let two = straightRoute(count: 2)
        #expect(try RouteSimplifier.simplify(two, tolerance: 5) == two)
    }

    @Test func resamplingPlacesLocationsOnTheIntervalGrid() throws {
        let route = straightRoute(count: 101, speed: 4)        // 100 s, 400 m
        let resampled = try RouteSimplifier.resample(route, interval: 5)
        #expect(resampled.count == 21)
        for (k, location) in resampled.enumerated() {
            #expect(location.timestamp == route[0].timestamp.addingTimeInterval(Double(k) * 5))
        }
        // Half-second steps fall between fixes and are interpolated on the line.
        let fine = try RouteSimplifier.resample(route, interval: 0.5)
        #expect(fine.count == 201)
        let midpoint = fine[1]
        #expect(abs(Geodesy.distance(route[0], midpoint) - 2) < 0.01)
        #expect(midpoint.altitude == 500)
    }

    @Test func resamplingLeavesGapsEmpty() throws {
        let before = straightRoute(count: 11)
        let after = straightRoute(count: 11, latitude: 47.01).map {
            var moved = $0
            moved.timestamp = $0.timestamp.addingTimeInterval(300)   // 5 minutes later
            return moved
        }
        let resampled = try RouteSimplifier.resample(before + after, interval: 1, maximumGap: 60)
        #expect(resampled.count == 22)
        let gap = before[10].timestamp...after[0].timestamp
        #expect(resampled.filter { gap.contains($0.timestamp) }.count == 2)
    }

    @Test func resamplingRefusesBadIntervalsAndUnboundedResults() {
        let route = straightRoute(count: 100)
        for interval in [0.0, -1, .nan, .infinity] {
            #expect(throws: RouteProcessingError.self) { try RouteSimplifier.resample(route, interval: interval) }
        }
        do {
            _ = try RouteSimplifier.resample(route, interval: 1e-9)
            Issue.record("a billion locations per second were not refused")
        } catch {
            guard case .tooManyLocations(let count, let limit) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(count > limit)
            #expect(limit == 10_000_000)
        }
    }
}
