import Foundation

/// A reference ellipsoid.
public struct Ellipsoid: Sendable, Hashable {
    /// Equatorial radius in metres.
    public let semiMajorAxis: Double
    /// Flattening.
    public let flattening: Double

    public init(semiMajorAxis: Double, flattening: Double) {
        self.semiMajorAxis = semiMajorAxis
        self.flattening = flattening
    }

    /// WGS84, the ellipsoid GPS coordinates refer to.
    public static let wgs84 = Ellipsoid(semiMajorAxis: 6_378_137.0, flattening: 1 / 298.257223563)
    /// GRS80 (differs from WGS84 by 0.1 mm in the semi-minor axis).
    public static let grs80 = Ellipsoid(semiMajorAxis: 6_378_137.0, flattening: 1 / 298.257222101)

    /// Polar radius in metres.
    public var semiMinorAxis: Double { semiMajorAxis * (1 - flattening) }
}

/// Distances and azimuths on the ellipsoid.
public enum Geodesy {
    /// The solution of the inverse geodesic problem between two points.
    public struct Inverse: Sendable, Equatable {
        /// Length of the geodesic in metres.
        public var distance: Double
        /// Azimuth at the first point, degrees clockwise from north.
        public var initialAzimuth: Double
        /// Azimuth at the second point, degrees clockwise from north.
        public var finalAzimuth: Double
    }

    /// The geodesic distance in metres between two points (degrees), on WGS84 unless told.
    public static func distance(
        latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double,
        on ellipsoid: Ellipsoid = .wgs84
    ) -> Double {
        inverse(latitude1: latitude1, longitude1: longitude1, latitude2: latitude2, longitude2: longitude2,
                on: ellipsoid).distance
    }

    /// The geodesic distance in metres between two locations on WGS84.
    public static func distance(_ a: Location, _ b: Location) -> Double {
        distance(latitude1: a.latitude, longitude1: a.longitude, latitude2: b.latitude, longitude2: b.longitude)
    }

    /// The length in metres of a path through `locations`, in order, on WGS84, within its
    /// segments (``TrackLength``: no step into a location that starts one).
    public static func pathLength(_ locations: some Sequence<Location>) -> Double {
        var length = TrackLength()
        for location in locations { length.add(location) }
        return length.meters
    }

    /// Solves the inverse problem with Vincenty's iteration (1975), which is accurate to
    /// well under a millimetre. For nearly antipodal points, where the iteration does not
    /// converge, the answer falls back to the great-circle distance on the sphere of the
    /// ellipsoid's mean radius (within 0.5%): workout routes never come near that case.
    public static func inverse(
        latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double,
        on ellipsoid: Ellipsoid = .wgs84
    ) -> Inverse {
        let a = ellipsoid.semiMajorAxis
        let f = ellipsoid.flattening
        let b = ellipsoid.semiMinorAxis
        let deg = Double.pi / 180

        let L = (longitude2 - longitude1) * deg
        let U1 = atan((1 - f) * tan(latitude1 * deg))
        let U2 = atan((1 - f) * tan(latitude2 * deg))
        let sinU1 = sin(U1), cosU1 = cos(U1)
        let sinU2 = sin(U2), cosU2 = cos(U2)

        var lambda = L
        var sinSigma = 0.0, cosSigma = 0.0, sigma = 0.0
        var cosSqAlpha = 0.0, cos2SigmaM = 0.0
        var sinLambda = 0.0, cosLambda = 0.0
        var converged = false
        for _ in 0..<200 {
            sinLambda = sin(lambda)
            cosLambda = cos(lambda)
            let t1 = cosU2 * sinLambda
            let t2 = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda
            sinSigma = (t1 * t1 + t2 * t2).squareRoot()
            if sinSigma == 0 {
                return Inverse(distance: 0, initialAzimuth: 0, finalAzimuth: 0)
            }
            cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            cosSqAlpha = 1 - sinAlpha * sinAlpha
            cos2SigmaM = cosSqAlpha != 0 ? cosSigma - 2 * sinU1 * sinU2 / cosSqAlpha : 0
            let C = f / 16 * cosSqAlpha * (4 + f * (4 - 3 * cosSqAlpha))
            let previous = lambda
            lambda = L + (1 - C) * f * sinAlpha
                * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda - previous) < 1e-12 {
                converged = true
                break
            }
        }
        guard converged else {
            return sphericalFallback(latitude1, longitude1, latitude2, longitude2, ellipsoid)
        }

        let uSq = cosSqAlpha * (a * a - b * b) / (b * b)
        let A = 1 + uSq / 16384 * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)))
        let B = uSq / 1024 * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)))
        let deltaSigma = B * sinSigma * (cos2SigmaM + B / 4
            * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
               - B / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
        let s = b * A * (sigma - deltaSigma)
        let alpha1 = atan2(cosU2 * sinLambda, cosU1 * sinU2 - sinU1 * cosU2 * cosLambda)
        let alpha2 = atan2(cosU1 * sinLambda, -sinU1 * cosU2 + cosU1 * sinU2 * cosLambda)
        return Inverse(distance: s, initialAzimuth: normalizedDegrees(alpha1 / deg),
                       finalAzimuth: normalizedDegrees(alpha2 / deg))
    }

    private static func sphericalFallback(
        _ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double, _ ellipsoid: Ellipsoid
    ) -> Inverse {
        let deg = Double.pi / 180
        let radius = (2 * ellipsoid.semiMajorAxis + ellipsoid.semiMinorAxis) / 3
        let dLat = (lat2 - lat1) * deg, dLon = (lon2 - lon1) * deg
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1 * deg) * cos(lat2 * deg) * sin(dLon / 2) * sin(dLon / 2)
        let distance = 2 * radius * asin(min(1, h.squareRoot()))
        let y = sin(dLon) * cos(lat2 * deg)
        let x = cos(lat1 * deg) * sin(lat2 * deg) - sin(lat1 * deg) * cos(lat2 * deg) * cos(dLon)
        let azimuth = normalizedDegrees(atan2(y, x) / deg)
        return Inverse(distance: distance, initialAzimuth: azimuth, finalAzimuth: azimuth)
    }

    private static func normalizedDegrees(_ value: Double) -> Double {
        let r = value.truncatingRemainder(dividingBy: 360)
        return r < 0 ? r + 360 : r
    }
}
