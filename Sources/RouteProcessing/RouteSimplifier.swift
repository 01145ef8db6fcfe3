import Foundation
import WorkoutModel

/// Why a route operation could not run.
public enum RouteProcessingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A parameter is out of its range: the parameter's name, its value and what it must be.
    case invalidParameter(name: String, value: Double, requirement: String)
    /// Resampling would produce more locations than the limit allows.
    case tooManyLocations(count: Int, limit: Int)

    public var description: String {
        switch self {
        case .invalidParameter(let name, let value, let requirement):
            "route processing: \(name) \(value) is invalid: it must be \(requirement)"
        case .tooManyLocations(let count, let limit):
            "route processing: resampling would make \(count) locations, more than the limit of \(limit)"
        }
    }
}

/// Reduces the number of locations of a route.
public enum RouteSimplifier {
    /// The route reduced by the Douglas–Peucker algorithm: the first and last locations
    /// are kept, and every location of the input lies within `tolerance` metres of the
    /// polyline through the kept ones (measured in a plane tangent to the ellipsoid at
    /// the middle of each kept segment, which is accurate to well under 1% for segments
    /// of tens of kilometres away from the poles). Kept locations are unchanged.
    ///
    /// The algorithm runs with an explicit stack, so a route of millions of locations
    /// needs no deep recursion. Locations with an invalid coordinate are always kept.
    ///
    /// - Throws: ``RouteProcessingError/invalidParameter(name:value:requirement:)`` when
    ///   `tolerance` is negative or not finite.
    public static func simplify(_ locations: RouteLocations, tolerance: Double) throws(RouteProcessingError) -> RouteLocations {
        guard tolerance.isFinite, tolerance >= 0 else {
            throw .invalidParameter(name: "tolerance", value: tolerance, requirement: "a finite number of metres, 0 or more")
        }
        guard locations.count > 2 else { return locations }
        // Coordinates in two contiguous arrays: each level of the algorithm scans them,
        // and a `Location` is over 100 bytes.
        let latitudes = locations.map(\.latitude)
        let longitudes = locations.map(\.longitude)
        var keep = [Bool](repeating: false, count: locations.count)
        // Invalid coordinates cannot be measured against: keep them and simplify between them.
        var anchors: [Int] = []
        for (index, location) in locations.enumerated()
        where index == 0 || index == locations.count - 1 || !location.hasValidCoordinate {
            anchors.append(index)
            keep[index] = true
        }
        var stack: [(first: Int, last: Int)] = []
        for k in 1..<anchors.count where locations[anchors[k - 1]].hasValidCoordinate
            && locations[anchors[k]].hasValidCoordinate {
            stack.append((anchors[k - 1], anchors[k]))
        }
        latitudes.withUnsafeBufferPointer { latitudes in
            longitudes.withUnsafeBufferPointer { longitudes in
                while let (first, last) = stack.popLast() {
                    guard last - first > 1 else { continue }
                    if let farthest = farthestBeyond(tolerance, from: first, to: last,
                                                     latitudes: latitudes, longitudes: longitudes) {
                        keep[farthest] = true
                        stack.append((first, farthest))
                        stack.append((farthest, last))
                    }
                }
            }
        }
        var result = RouteLocations()
        for (index, location) in locations.enumerated() where keep[index] { result.append(location) }
        return result
    }

    /// The index strictly between `first` and `last` farthest from the segment joining
    /// them, when it lies more than `tolerance` metres from it.
    ///
    /// Distances are measured in the plane tangent at the segment's start, scaled at
    /// the latitude of its middle, where the plane's error is smallest for the segment.
    private static func farthestBeyond(
        _ tolerance: Double, from first: Int, to last: Int,
        latitudes: UnsafeBufferPointer<Double>, longitudes: UnsafeBufferPointer<Double>
    ) -> Int? {
        let plane = LocalTangentPlane(latitude: (latitudes[first] + latitudes[last]) / 2, longitude: longitudes[first])
        let originNorth = (latitudes[first] - plane.referenceLatitude) * plane.metresPerDegreeNorth
        let end = plane.project(latitude: latitudes[last], longitude: longitudes[last])
        let dx = end.east, dy = end.north - originNorth
        let lengthSquared = dx * dx + dy * dy
        let inverseLengthSquared = lengthSquared > 0 ? 1 / lengthSquared : 0
        var farthest: Int?
        var farthestDistanceSquared = tolerance * tolerance
        for k in (first + 1)..<last {
            let p = plane.project(latitude: latitudes[k], longitude: longitudes[k])
            let px = p.east, py = p.north - originNorth
            let t = min(1, max(0, (px * dx + py * dy) * inverseLengthSquared))
            let ex = px - t * dx, ey = py - t * dy
            let distanceSquared = ex * ex + ey * ey
            if distanceSquared > farthestDistanceSquared {
                farthestDistanceSquared = distanceSquared
                farthest = k
            }
        }
        return farthest
    }

    /// The route resampled every `interval` seconds from its first location's time,
    /// with position and altitude interpolated linearly between the locations around
    /// each time. Times that fall in a gap longer than `maximumGap` seconds between two
    /// locations get no location: the route does not invent a path it did not record.
    /// Accuracies, speed and course are those of the nearer recorded location.
    /// The input must be in time order (``RouteCleaner`` makes it so).
    ///
    /// - Throws: ``RouteProcessingError/invalidParameter(name:value:requirement:)`` for an
    ///   interval that is not positive and finite or a negative gap, and
    ///   ``RouteProcessingError/tooManyLocations(count:limit:)`` when the result would
    ///   exceed `limit` locations.
    public static func resample(
        _ locations: RouteLocations, interval: TimeInterval, maximumGap: TimeInterval = 60, limit: Int = 10_000_000
    ) throws(RouteProcessingError) -> RouteLocations {
        guard interval.isFinite, interval > 0 else {
            throw .invalidParameter(name: "interval", value: interval, requirement: "a positive number of seconds")
        }
        guard maximumGap.isFinite, maximumGap >= 0 else {
            throw .invalidParameter(name: "maximumGap", value: maximumGap, requirement: "a number of seconds, 0 or more")
        }
        let valid = locations.filter { $0.hasValidCoordinate && $0.timestamp.timeIntervalSince1970.isFinite }
        guard let origin = valid.first?.timestamp.timeIntervalSince1970 else { return [] }
        // Which sample steps (multiples of the interval after the origin) fall between
        // each pair of locations. Counted first, so that a wild interval is refused
        // before anything is allocated.
        var spans: [(pair: Int, steps: ClosedRange<Double>)] = []
        var count = 1.0
        var previousStep = 0.0
        for k in 1..<max(valid.count, 1) {
            let t0 = valid[k - 1].timestamp.timeIntervalSince1970, t1 = valid[k].timestamp.timeIntervalSince1970
            guard t1 > t0, t1 - t0 <= maximumGap else { continue }
            let firstStep = max(((t0 - origin) / interval).rounded(.up), previousStep + 1)
            let lastStep = ((t1 - origin) / interval).rounded(.down)
            guard lastStep >= firstStep else { continue }
            count += lastStep - firstStep + 1
            guard count <= Double(limit) else {
                throw .tooManyLocations(count: count < 1e18 ? Int(count) : Int.max, limit: limit)
            }
            spans.append((k, firstStep...lastStep))
            previousStep = lastStep
        }
        var result = RouteLocations()
        result.reserveCapacity(Int(count))
        result.append(valid[0])
        for span in spans {
            var step = span.steps.lowerBound
            while step <= span.steps.upperBound {
                result.append(interpolate(valid[span.pair - 1], valid[span.pair], at: origin + step * interval))
                step += 1
            }
        }
        return result
    }

    /// The location at `time` on the straight line from `a` to `b` (in a plane tangent at `a`).
    private static func interpolate(_ a: Location, _ b: Location, at time: Double) -> Location {
        let t0 = a.timestamp.timeIntervalSince1970, t1 = b.timestamp.timeIntervalSince1970
        let fraction = (time - t0) / (t1 - t0)
        let plane = LocalTangentPlane(latitude: a.latitude, longitude: a.longitude)
        let end = plane.project(latitude: b.latitude, longitude: b.longitude)
        let position = plane.unproject(east: end.east * fraction, north: end.north * fraction)
        var location = fraction < 0.5 ? a : b
        location.timestamp = Date(timeIntervalSince1970: time)
        location.latitude = position.latitude
        location.longitude = position.longitude
        if let altitudeA = a.altitude, let altitudeB = b.altitude {
            location.altitude = altitudeA + (altitudeB - altitudeA) * fraction
        } else {
            location.altitude = nil
        }
        return location
    }
}
