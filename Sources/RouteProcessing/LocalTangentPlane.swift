import Foundation
import WorkoutModel

/// A plane touching the WGS84 ellipsoid at a reference point, in which positions near
/// that point are east/north offsets in metres.
///
/// The mapping is the equirectangular one with the ellipsoid's radii of curvature at the
/// reference latitude (meridional for north, prime vertical for east). Its scale error
/// grows with the distance from the reference (about 0.02% per kilometre of latitude
/// difference at 50°), which is why callers place the reference near the points they
/// project. Projecting and unprojecting are inverses of each other. The plane is a poor
/// fit within a few kilometres of a pole, where meridians converge.
public struct LocalTangentPlane: Sendable {
    let referenceLatitude: Double
    let referenceLongitude: Double
    /// Metres per degree of latitude at the reference.
    let metresPerDegreeNorth: Double
    /// Metres per degree of longitude at the reference.
    let metresPerDegreeEast: Double

    /// The plane touching the ellipsoid at `latitude`, `longitude` (degrees).
    public init(latitude: Double, longitude: Double) {
        let ellipsoid = Ellipsoid.wgs84
        let a = ellipsoid.semiMajorAxis
        let e2 = ellipsoid.flattening * (2 - ellipsoid.flattening)
        let phi = latitude * .pi / 180
        let w = (1 - e2 * sin(phi) * sin(phi)).squareRoot()
        let meridional = a * (1 - e2) / (w * w * w)
        let primeVertical = a / w
        referenceLatitude = latitude
        referenceLongitude = longitude
        metresPerDegreeNorth = meridional * .pi / 180
        // Near the poles the east scale tends to zero; keep it positive so that
        // unprojecting never divides by zero.
        metresPerDegreeEast = max(primeVertical * cos(phi) * .pi / 180, 1e-3)
    }

    /// East and north offsets in metres of a position in degrees.
    public func project(latitude: Double, longitude: Double) -> (east: Double, north: Double) {
        var deltaLongitude = longitude - referenceLongitude
        // Across the antimeridian, take the short way round.
        if deltaLongitude > 180 { deltaLongitude -= 360 } else if deltaLongitude < -180 { deltaLongitude += 360 }
        return (deltaLongitude * metresPerDegreeEast, (latitude - referenceLatitude) * metresPerDegreeNorth)
    }

    /// The position in degrees of east and north offsets in metres.
    func unproject(east: Double, north: Double) -> (latitude: Double, longitude: Double) {
        // Near a pole a few metres east can be many degrees: wrap by any multiple of 360.
        let longitude = remainder(referenceLongitude + east / metresPerDegreeEast, 360)
        let latitude = min(90, max(-90, referenceLatitude + north / metresPerDegreeNorth))
        return (latitude, longitude)
    }
}
