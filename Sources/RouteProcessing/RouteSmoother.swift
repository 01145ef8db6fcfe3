import Foundation
import WorkoutModel

/// The settings of ``RouteSmoother``. The defaults suit GPS recorded on foot or by bike
/// at 1 Hz to 0.1 Hz.
public struct SmoothingOptions: Hashable, Sendable {
    /// How freely the horizontal velocity may change: the spectral density of the
    /// model's white acceleration noise, m²/s³. Larger follows turns more closely and
    /// removes less noise. Default 0.2, which follows the corners of a run or ride
    /// while averaging 1 Hz fixes over several seconds.
    public var horizontalAccelerationNoise: Double
    /// The same for the vertical velocity; terrain changes slope slowly. Default 0.005.
    public var verticalAccelerationNoise: Double
    /// The horizontal accuracy (metres, one standard deviation per axis) assumed for a
    /// location that does not state a usable one. Default 5 m, a consumer GPS receiver.
    public var defaultHorizontalAccuracy: Double
    /// The vertical accuracy (metres) assumed where none is stated. Default 5 m.
    public var defaultVerticalAccuracy: Double
    /// A time between two locations longer than this (seconds) splits the route into
    /// runs smoothed independently. Default 30 s.
    public var maximumGap: TimeInterval
    /// Squared Mahalanobis distance above which a horizontal fix is rejected as an
    /// outlier. Default 13.8, the 99.9% point of χ² with two degrees of freedom.
    public var horizontalGate: Double
    /// The same for altitudes. Default 10.8, the 99.9% point of χ² with one degree of freedom.
    public var verticalGate: Double

    public init(
        horizontalAccelerationNoise: Double = 0.2, verticalAccelerationNoise: Double = 0.005,
        defaultHorizontalAccuracy: Double = 5, defaultVerticalAccuracy: Double = 5,
        maximumGap: TimeInterval = 30, horizontalGate: Double = 13.8, verticalGate: Double = 10.8
    ) {
        self.horizontalAccelerationNoise = horizontalAccelerationNoise
        self.verticalAccelerationNoise = verticalAccelerationNoise
        self.defaultHorizontalAccuracy = defaultHorizontalAccuracy
        self.defaultVerticalAccuracy = defaultVerticalAccuracy
        self.maximumGap = maximumGap
        self.horizontalGate = horizontalGate
        self.verticalGate = verticalGate
    }

    /// Checks that every setting is in its range: positive, finite noise densities and
    /// default accuracies, and positive gap and gates (infinity allowed: no splitting, no
    /// rejection). ``RouteSmoother`` never crashes on other values, but its result
    /// means nothing.
    ///
    /// - Throws: ``RouteProcessingError/invalidParameter(name:value:requirement:)``.
    public func validate() throws(RouteProcessingError) {
        let finite: [(String, Double)] = [
            ("horizontalAccelerationNoise", horizontalAccelerationNoise),
            ("verticalAccelerationNoise", verticalAccelerationNoise),
            ("defaultHorizontalAccuracy", defaultHorizontalAccuracy),
            ("defaultVerticalAccuracy", defaultVerticalAccuracy),
        ]
        for (name, value) in finite where !(value.isFinite && value > 0) {
            throw .invalidParameter(name: name, value: value, requirement: "a positive, finite number")
        }
        let unbounded: [(String, Double)] = [
            ("maximumGap", maximumGap), ("horizontalGate", horizontalGate), ("verticalGate", verticalGate),
        ]
        for (name, value) in unbounded where !(value > 0) {
            throw .invalidParameter(name: name, value: value, requirement: "a positive number")
        }
    }

    /// Stated accuracies are clamped to this range (metres): a receiver claiming better
    /// than a metre would make the filter reject everything else, and a zero or negative
    /// accuracy means "unknown" in Core Location.
    static let accuracyRange: ClosedRange<Double> = 1...10_000
}

/// Smooths routes with a Kalman filter and Rauch–Tung–Striebel smoother over a
/// constant-velocity model.
///
/// Positions are filtered in a local tangent plane (metres east and north of the first
/// point of each run), each weighted by its ``/WorkoutModel/Location/horizontalAccuracy`` where stated
/// and by ``SmoothingOptions/defaultHorizontalAccuracy`` where not. Altitude is smoothed on
/// its own, with ``/WorkoutModel/Location/verticalAccuracy``. A time gap longer than
/// ``SmoothingOptions/maximumGap``, a step back in time, or a run start given by the caller
/// (a pause or segment break) starts an independent run.
///
/// A fix far outside what the model predicts (beyond the gate) is rejected as an outlier
/// when the track goes on as predicted after it; when the next two fixes leave the
/// prediction too (or the run ends before them), the athlete turned or stopped harder than the model expects, and the
/// fix is admitted as a manoeuvre, with the velocity made uncertain again, instead of the
/// path running on straight ahead past the corner.
///
/// What the smoother promises about each run:
/// - A run of two or three fixes is left as recorded: there is nothing to smooth.
/// - A longer run starts and ends exactly at the recorded positions (its last fix unless
///   the gate rejected it): at its ends a smoother sees only one side and would carry the
///   velocity past them, and with its ends in place the smoothed route is never shorter
///   than the straight line from its first location to its last. (Altitudes at the ends
///   are smoothed like the others.)
/// - The smoothed run is never longer than the path through its fixes, since noise only
///   adds length. Where the constant-velocity model would overshoot (velocity carried into
///   a stop or a turn, mostly with fixes several seconds apart), the run is pulled back
///   toward its fixes just as far as needed, at worst onto them.
///
/// The result has the same number of locations with the same timestamps; only latitude,
/// longitude and altitude change. A location whose coordinate or time is not a finite
/// number is passed through unchanged, and so is a location without a time
/// (``/WorkoutModel/Location/hasTime``) and an altitude that is absent; a location
/// the smoother leaves in place keeps its recorded coordinates exactly.
public enum RouteSmoother {
    /// The smoothed route. Check options that come from a user with
    /// ``SmoothingOptions/validate()`` first.
    ///
    /// - Parameters:
    ///   - locations: the route, in time order (``RouteCleaner`` makes it so).
    ///   - options: the model's settings.
    ///   - runStarts: indices of `locations` where a new run begins, such as the first
    ///     location after a pause or a segment break.
    public static func smooth(
        _ locations: RouteLocations, options: SmoothingOptions = SmoothingOptions(), runStarts: Set<Int> = []
    ) -> RouteLocations {
        var result = locations
        let runs = splitIntoRuns(locations, maximumGap: options.maximumGap, runStarts: runStarts)
        smoothPositions(&result, runs: runs, options: options)
        smoothAltitudes(&result, runs: runs, options: options)
        return result
    }

    /// For each location, the index of the run it belongs to, or `nil` when it cannot
    /// take part (no finite time or coordinate).
    private static func splitIntoRuns(
        _ locations: RouteLocations, maximumGap: TimeInterval, runStarts: Set<Int>
    ) -> [Int?] {
        var runs = [Int?](repeating: nil, count: locations.count)
        var run = -1
        var previousTime: Double?
        for (index, location) in locations.enumerated() {
            let time = location.timestamp.timeIntervalSince1970
            guard time.isFinite, location.hasTime, location.hasValidCoordinate else { continue }
            if let previousTime, !runStarts.contains(index), time >= previousTime, time - previousTime <= maximumGap {
                runs[index] = run
            } else {
                run += 1
                runs[index] = run
            }
            previousTime = time
        }
        return runs
    }

    /// Before the first step the velocity is unknown: zero, give or take 15 m/s (a fast
    /// ride) horizontally and 1 m/s vertically.
    private static let initialHorizontalVelocityVariance = 15.0 * 15.0
    private static let initialVerticalVelocityVariance = 1.0
    /// After more fixes than this in a row are rejected, the filter has lost the track
    /// (or the first fix was the outlier) and restarts from the first rejected one.
    private static let rejectionsBeforeRestart = 3

    private static func sanitizedVariance(_ accuracy: Double?, default fallback: Double) -> Double {
        var sigma = fallback
        if let accuracy, accuracy.isFinite, accuracy > 0 { sigma = accuracy }
        sigma = min(max(sigma, SmoothingOptions.accuracyRange.lowerBound), SmoothingOptions.accuracyRange.upperBound)
        return sigma * sigma
    }

    private static func smoothPositions(_ locations: inout RouteLocations, runs: [Int?], options: SmoothingOptions) {
        var indices: [Int] = []
        var times: [Double] = []
        var measurements: [SIMD2<Double>] = []
        var variances: [Double] = []
        var isRunStart: [Bool] = []
        var planes: [LocalTangentPlane] = []
        var previousRun = -1
        for (index, run) in runs.enumerated() {
            guard let run else { continue }
            let location = locations[index]
            let startsRun = run != previousRun
            if startsRun {
                planes.append(LocalTangentPlane(latitude: location.latitude, longitude: location.longitude))
                previousRun = run
            }
            let offset = planes[planes.count - 1].project(latitude: location.latitude, longitude: location.longitude)
            indices.append(index)
            times.append(location.timestamp.timeIntervalSince1970)
            measurements.append(SIMD2(offset.east, offset.north))
            variances.append(sanitizedVariance(location.horizontalAccuracy, default: options.defaultHorizontalAccuracy))
            isRunStart.append(startsRun)
        }
        let smoother = ConstantVelocitySmoother(
            accelerationNoise: options.horizontalAccelerationNoise,
            initialVelocityVariance: initialHorizontalVelocityVariance,
            gate: options.horizontalGate, maximumConsecutiveRejections: rejectionsBeforeRestart,
            keepsPathBounds: true)
        let smoothed = smoother.smooth(times: times, measurements: measurements, variances: variances,
                                       isRunStart: isRunStart)
        var plane = -1
        for (k, index) in indices.enumerated() {
            if isRunStart[k] { plane += 1 }
            // Where the smoother left a fix as measured, it keeps its recorded coordinates
            // bit for bit rather than a round trip through the plane.
            guard smoothed[k] != measurements[k] else { continue }
            let position = planes[plane].unproject(east: smoothed[k].x, north: smoothed[k].y)
            guard position.latitude.isFinite, position.longitude.isFinite else { continue }
            locations[index].latitude = position.latitude
            locations[index].longitude = position.longitude
        }
    }

    private static func smoothAltitudes(_ locations: inout RouteLocations, runs: [Int?], options: SmoothingOptions) {
        var indices: [Int] = []
        var times: [Double] = []
        var measurements: [SIMD2<Double>] = []
        var variances: [Double] = []
        var isRunStart: [Bool] = []
        var previousRun = -1
        for (index, run) in runs.enumerated() {
            guard let run, let altitude = locations[index].altitude, altitude.isFinite else { continue }
            indices.append(index)
            times.append(locations[index].timestamp.timeIntervalSince1970)
            measurements.append(SIMD2(altitude, 0))
            variances.append(sanitizedVariance(locations[index].verticalAccuracy, default: options.defaultVerticalAccuracy))
            isRunStart.append(run != previousRun)
            previousRun = run
        }
        let smoother = ConstantVelocitySmoother(
            accelerationNoise: options.verticalAccelerationNoise,
            initialVelocityVariance: initialVerticalVelocityVariance,
            gate: options.verticalGate, maximumConsecutiveRejections: rejectionsBeforeRestart,
            keepsPathBounds: false)
        let smoothed = smoother.smooth(times: times, measurements: measurements, variances: variances,
                                       isRunStart: isRunStart)
        for (k, index) in indices.enumerated() where smoothed[k].x.isFinite {
            locations[index].altitude = smoothed[k].x
        }
    }
}
