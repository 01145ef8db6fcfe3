import Foundation
import Testing
@testable import WorkoutModel

@Suite("Geodesy on the ellipsoid")
struct GeodesyTests {
    private func degrees(_ d: Double, _ m: Double, _ s: Double) -> Double {
        (abs(d) + m / 60 + s / 3600) * (d < 0 ? -1 : 1)
    }

    @Test("Flinders Peak to Buninyong (Geoscience Australia's GRS80 test line) to the millimetre")
    func flindersPeakToBuninyong() {
        let result = Geodesy.inverse(
            latitude1: -degrees(37, 57, 3.72030), longitude1: degrees(144, 25, 29.52440),
            latitude2: -degrees(37, 39, 10.15610), longitude2: degrees(143, 55, 35.38390), on: .grs80)
        #expect(abs(result.distance - 54_972.271) < 0.001)
        // Published azimuths: 306°52'05.37" forward, 127°10'25.07" reverse (= 307°10'25.07" onward).
        #expect(abs(result.initialAzimuth - degrees(306, 52, 5.37)) < 0.01 / 3600)
        #expect(abs(result.finalAzimuth - degrees(307, 10, 25.07)) < 0.01 / 3600)
    }

    @Test("JFK to London (GeographicLib's GeodSolve example on WGS84) to the millimetre")
    func newYorkToLondon() {
        let result = Geodesy.inverse(latitude1: 40.6, longitude1: -73.8, latitude2: 51.6, longitude2: -0.5)
        #expect(abs(result.distance - 5_551_759.400) < 0.001)
        #expect(abs(result.initialAzimuth - 51.198882845) < 1e-8)
        #expect(abs(result.finalAzimuth - 107.821776735) < 1e-8)
    }

    @Test("Distance is symmetric, zero for one point, and short lines are metre-exact")
    func basicProperties() {
        #expect(Geodesy.distance(latitude1: 52.5, longitude1: 13.4, latitude2: 52.5, longitude2: 13.4) == 0)
        let ab = Geodesy.distance(latitude1: 52.5, longitude1: 13.4, latitude2: 52.5001, longitude2: 13.4001)
        let ba = Geodesy.distance(latitude1: 52.5001, longitude1: 13.4001, latitude2: 52.5, longitude2: 13.4)
        #expect(abs(ab - ba) < 1e-9)
        #expect(abs(ab - 13.036) < 0.001) // GeographicLib: 13.0362276 m
    }

    @Test("Nearly antipodal points still give a distance within 0.5%")
    func nearlyAntipodalFallsBack() {
        let d = Geodesy.distance(latitude1: 0, longitude1: 0, latitude2: 0.5, longitude2: 179.5)
        #expect(abs(d - 19_936_288.579) / 19_936_288.579 < 0.005)
    }

    @Test("A path's length is the sum of its legs")
    func pathLengthSumsLegs() {
        let t = Date(timeIntervalSince1970: 0)
        let points = [
            Location(timestamp: t, latitude: 40.6, longitude: -73.8),
            Location(timestamp: t, latitude: 51.6, longitude: -0.5),
            Location(timestamp: t, latitude: 40.6, longitude: -73.8),
        ]
        #expect(abs(Geodesy.pathLength(points) - 2 * 5_551_759.400) < 0.002)
        #expect(Geodesy.pathLength([Location]()) == 0)
    }
}
