import Foundation
import WorkoutModel

/// Distances on a sphere of the Earth's mean radius, computed independently of the
/// library (which works in local tangent planes), to check its simplification.
enum CrossTrack {
    static let radius = 6_371_008.8

    /// Great-circle distance (haversine), metres.
    static func distance(_ a: Location, _ b: Location) -> Double {
        let (phi1, phi2) = (a.latitude * .pi / 180, b.latitude * .pi / 180)
        let dPhi = phi2 - phi1, dLambda = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dPhi / 2) * sin(dPhi / 2) + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
        return 2 * radius * asin(min(1, h.squareRoot()))
    }

    /// Initial bearing from `a` to `b`, radians.
    static func bearing(_ a: Location, _ b: Location) -> Double {
        let (phi1, phi2) = (a.latitude * .pi / 180, b.latitude * .pi / 180)
        let dLambda = (b.longitude - a.longitude) * .pi / 180
        return atan2(sin(dLambda) * cos(phi2), cos(phi1) * sin(phi2) - sin(phi1) * cos(phi2) * cos(dLambda))
    }

    /// Distance in metres from `p` to the great-circle segment from `a` to `b`: the
    /// cross-track distance where `p` lies beside the segment, else the distance to the
    /// nearer end.
    static func distance(from p: Location, toSegment a: Location, _ b: Location) -> Double {
        let length = distance(a, b)
        let toPoint = distance(a, p)
        guard length > 0, toPoint > 0 else { return min(toPoint, distance(b, p)) }
        let delta = toPoint / radius
        let angle = bearing(a, p) - bearing(a, b)
        let crossTrack = asin(sin(delta) * sin(angle))
        let alongTrack = acos(max(-1, min(1, cos(delta) / cos(crossTrack)))) * (cos(angle) < 0 ? -1 : 1) * radius
        if alongTrack < 0 { return toPoint }
        if alongTrack > length { return distance(b, p) }
        return abs(crossTrack) * radius
    }

    /// The largest distance of any location of `original` from the segment of
    /// `simplified` that spans it; `simplified` must be a subsequence of `original` (its
    /// locations are matched by timestamp). `nil` when it is not.
    static func largestDeviation(of original: RouteLocations, from simplified: RouteLocations) -> Double? {
        var largest = 0.0
        var segment = 0
        for location in original {
            guard segment < simplified.count else { return nil }
            if location == simplified[segment] {
                segment += 1
                continue
            }
            guard segment > 0, segment < simplified.count else { return nil }
            largest = max(largest, distance(from: location, toSegment: simplified[segment - 1], simplified[segment]))
        }
        return segment == simplified.count ? largest : nil
    }
}
