/// A Kalman filter with Rauch–Tung–Striebel smoothing over a constant-velocity model,
/// for one or two axes that share one covariance.
///
/// Each axis has the state (position, velocity); the process noise is white acceleration
/// of spectral density ``accelerationNoise`` (m²/s³), the same on every axis, and each
/// measurement has one variance for all its axes (a horizontal accuracy is a radius). The
/// axes are then independent filters with identical covariances, so the covariance is
/// carried once, as three numbers. A one-axis problem (altitude) leaves `y` at zero.
///
/// A measurement whose squared Mahalanobis distance from the prediction exceeds ``gate``
/// is either an outlier or the start of a manoeuvre (a corner taken faster or sharper
/// than the white-acceleration model expects). The next ``confirmingMeasurements`` (as
/// many as the run has) tell them apart: when one of them agrees with the track predicted
/// without the doubtful one, that one was an outlier and is rejected (innovation gating);
/// when they all leave the prediction, the track has turned, and the doubtful measurement
/// is admitted as a manoeuvre: the velocity is made as uncertain as at the start of a run
/// (``initialVelocityVariance`` added as process noise on that step), provided the
/// measurement then lies within the gate. When more than ``maximumConsecutiveRejections``
/// measurements in a row are rejected, the filter has lost the track rather than met an
/// outlier: the run ends before the first of them and a new run starts there.
///
/// A run of at most ``shortestSmoothedRun`` measurements is returned as measured: two or
/// three fixes say nothing about how the track curved between them.
///
/// With ``keepsPathBounds`` (for positions), a longer run also keeps the two bounds of the
/// path through its measurements:
/// - Its first and last measurement stay where they were (filtered as exact, of variance
///   zero): at the ends the smoother sees only one side, so it would carry the velocity
///   past the end and lengthen the path, and pinned ends keep the smoothed path at least
///   as long as the straight line between them. The last measurement is kept only when it
///   is admitted (as a manoeuvre if need be); a rejected one is replaced by the prediction
///   like any other.
/// - Noise only ever adds length to a path, so the smoothed run must not be longer than the
///   polyline through its measurements. Where the constant-velocity model still overshoots
///   (velocity carried into a stop or a turn that stays within the gate, most visible with
///   fixes several seconds apart) the run is pulled back toward its measurements just as
///   far as needed: see ``limitPathLength(from:to:measurements:smoothed:)``.
struct ConstantVelocitySmoother {
    /// Spectral density of the white acceleration noise, m²/s³.
    var accelerationNoise: Double
    /// Variance of the velocity before the first measurement, (m/s)².
    var initialVelocityVariance: Double
    /// Squared Mahalanobis distance above which a measurement is rejected.
    var gate: Double
    /// Rejections in a row after which the filter restarts.
    var maximumConsecutiveRejections: Int
    /// Whether runs keep their first and last measurement in place and are no longer than
    /// the path through their measurements. Altitude, whose ends are as noisy as the rest
    /// and whose up and down is measured with hysteresis, goes without.
    var keepsPathBounds: Bool

    /// How many measurements after one outside the gate must leave the prediction too for
    /// it to be a manoeuvre rather than an outlier.
    static let confirmingMeasurements = 2
    /// Runs of this many measurements or fewer are left as measured.
    static let shortestSmoothedRun = 3
    /// Halvings in the search of ``limitPathLength(from:to:measurements:smoothed:)``: the
    /// fraction to within 2⁻²⁰, a millionth.
    static let lengthBisections = 20
    /// The relative margin by which a pulled-back run is shorter than its measurements in
    /// the plane, so that it is not longer on the ellipsoid either, where lengths differ
    /// from the tangent plane's by parts per billion for such nearby paths.
    static let lengthMargin = 1e-6

    /// The smoothed positions at every measurement time.
    ///
    /// - Parameters:
    ///   - times: seconds, non-decreasing within each run.
    ///   - measurements: measured positions in metres.
    ///   - variances: each measurement's variance in square metres, positive and finite.
    ///   - isRunStart: `true` where a new, independent run begins (index 0 always does).
    func smooth(
        times: [Double], measurements: [SIMD2<Double>], variances: [Double], isRunStart: [Bool]
    ) -> [SIMD2<Double>] {
        let count = measurements.count
        var smoothed = [SIMD2<Double>](repeating: .zero, count: count)
        guard count > 0 else { return smoothed }
        var filter = ForwardPass(count: count)
        var start = 0
        while start < count {
            let end = runEnd(from: start, times: times, measurements: measurements,
                             variances: variances, isRunStart: isRunStart, filter: &filter)
            if end - start <= Self.shortestSmoothedRun {
                smoothed.replaceSubrange(start..<end, with: measurements[start..<end])
            } else {
                smoothBackward(from: start, to: end, times: times, filter: filter, into: &smoothed)
                if keepsPathBounds {
                    limitPathLength(from: start, to: end, measurements: measurements, smoothed: &smoothed)
                }
            }
            start = end
        }
        return smoothed
    }

    /// Filtered states and covariances, index by index.
    private struct ForwardPass {
        var position: [SIMD2<Double>]
        var velocity: [SIMD2<Double>]
        var p00: [Double]
        var p01: [Double]
        var p11: [Double]
        /// The velocity variance added on the step into each index: zero, or
        /// ``initialVelocityVariance`` where a manoeuvre was admitted.
        var velocityJump: [Double]

        init(count: Int) {
            position = Array(repeating: .zero, count: count)
            velocity = Array(repeating: .zero, count: count)
            p00 = Array(repeating: 0, count: count)
            p01 = Array(repeating: 0, count: count)
            p11 = Array(repeating: 0, count: count)
            velocityJump = Array(repeating: 0, count: count)
        }
    }

    /// The predicted covariance one step of `dt` seconds after (p00, p01, p11), with
    /// `velocityJump` added to the velocity variance at the start of the step.
    private func predictedCovariance(
        _ p00: Double, _ p01: Double, _ p11: Double, dt: Double, velocityJump: Double = 0
    ) -> (Double, Double, Double) {
        let q = accelerationNoise
        let p11 = p11 + velocityJump
        return (p00 + 2 * dt * p01 + dt * dt * p11 + q * dt * dt * dt / 3,
                p01 + dt * p11 + q * dt * dt / 2,
                p11 + q * dt)
    }

    /// Whether the ``confirmingMeasurements`` after `doubtful` (those its run has, when it
    /// has fewer) all lie outside the gate of the track predicted from the filtered state
    /// at `doubtful - 1`, that is, confirm that the track left the prediction rather than a
    /// measurement or two straying from it. Nothing contradicts the last measurement of a
    /// run, so it is judged as a manoeuvre: the run ends where it was measured unless even
    /// the widened gate refuses it.
    private func confirmsDeparture(
        at doubtful: Int, times: [Double], measurements: [SIMD2<Double>], variances: [Double],
        isRunStart: [Bool], filter: ForwardPass
    ) -> Bool {
        let previous = doubtful - 1
        for next in doubtful + 1...doubtful + Self.confirmingMeasurements {
            guard next < measurements.count, !isRunStart[next] else { return true }
            let dt = times[next] - times[previous]
            let (p00, _, _) = predictedCovariance(filter.p00[previous], filter.p01[previous], filter.p11[previous], dt: dt)
            let innovation = measurements[next] - (filter.position[previous] + filter.velocity[previous] * dt)
            if (innovation * innovation).sum() / (p00 + variances[next]) <= gate { return false }
        }
        return true
    }

    /// Filters forward from `start`; returns the index where the run ends (exclusive).
    private func runEnd(
        from start: Int, times: [Double], measurements: [SIMD2<Double>], variances: [Double],
        isRunStart: [Bool], filter: inout ForwardPass
    ) -> Int {
        filter.position[start] = measurements[start]
        filter.velocity[start] = .zero
        filter.p00[start] = keepsPathBounds ? 0 : variances[start]
        filter.p01[start] = 0
        filter.p11[start] = initialVelocityVariance
        var rejectedInARow = 0
        var k = start + 1
        while k < measurements.count, !isRunStart[k] {
            let dt = times[k] - times[k - 1]
            var (p00, p01, p11) = predictedCovariance(filter.p00[k - 1], filter.p01[k - 1], filter.p11[k - 1], dt: dt)
            let predicted = filter.position[k - 1] + filter.velocity[k - 1] * dt
            let velocity = filter.velocity[k - 1]
            let innovation = measurements[k] - predicted
            var s = p00 + variances[k]
            var distanceSquared = (innovation * innovation).sum() / s
            filter.velocityJump[k] = 0
            if distanceSquared > gate,
               confirmsDeparture(at: k, times: times, measurements: measurements, variances: variances,
                                 isRunStart: isRunStart, filter: filter) {
                let jump = initialVelocityVariance
                let manoeuvre = predictedCovariance(
                    filter.p00[k - 1], filter.p01[k - 1], filter.p11[k - 1], dt: dt, velocityJump: jump)
                let manoeuvreS = manoeuvre.0 + variances[k]
                let manoeuvreDistanceSquared = (innovation * innovation).sum() / manoeuvreS
                if manoeuvreDistanceSquared <= gate {
                    (p00, p01, p11) = manoeuvre
                    s = manoeuvreS
                    distanceSquared = manoeuvreDistanceSquared
                    filter.velocityJump[k] = jump
                }
            }
            if distanceSquared > gate {
                rejectedInARow += 1
                if rejectedInARow > maximumConsecutiveRejections {
                    return k - rejectedInARow + 1
                }
                filter.position[k] = predicted
                filter.velocity[k] = velocity
                filter.p00[k] = p00
                filter.p01[k] = p01
                filter.p11[k] = p11
            } else {
                rejectedInARow = 0
                // Gated with its own variance, the last measurement of the run is then taken as exact.
                let endsRun = keepsPathBounds && (k + 1 == measurements.count || isRunStart[k + 1])
                if endsRun, p00 > 0 { s = p00 }
                let gainPosition = p00 / s, gainVelocity = p01 / s
                filter.position[k] = endsRun ? measurements[k] : predicted + gainPosition * innovation
                filter.velocity[k] = velocity + gainVelocity * innovation
                filter.p00[k] = (1 - gainPosition) * p00
                filter.p01[k] = (1 - gainPosition) * p01
                filter.p11[k] = p11 - gainVelocity * p01
            }
            k += 1
        }
        return k
    }

    /// Pulls the smoothed run `start..<end` back toward its measurements when it is longer
    /// than the polyline through them: each smoothed position becomes
    /// `measured + fraction × (smoothed − measured)` with the largest fraction in 0...1 that
    /// makes the run shorter than its measurements by ``lengthMargin`` (or the measurements
    /// themselves when none does). The length is a convex function of the fraction, so the
    /// fractions that qualify form an interval from 0, found by bisection.
    private func limitPathLength(
        from start: Int, to end: Int, measurements: [SIMD2<Double>], smoothed: inout [SIMD2<Double>]
    ) {
        func length(_ fraction: Double) -> Double {
            var total = 0.0
            var previous = measurements[start] + fraction * (smoothed[start] - measurements[start])
            for k in start + 1..<end {
                let point = measurements[k] + fraction * (smoothed[k] - measurements[k])
                let step = point - previous
                total += (step * step).sum().squareRoot()
                previous = point
            }
            return total
        }
        let allowedLength = length(0) * (1 - Self.lengthMargin)
        guard length(1) > allowedLength else { return }
        var low = 0.0, high = 1.0
        for _ in 0..<Self.lengthBisections {
            let middle = (low + high) / 2
            if length(middle) <= allowedLength { low = middle } else { high = middle }
        }
        for k in start..<end {
            smoothed[k] = measurements[k] + low * (smoothed[k] - measurements[k])
        }
    }

    /// The Rauch–Tung–Striebel backward pass over `start..<end`.
    private func smoothBackward(
        from start: Int, to end: Int, times: [Double], filter: ForwardPass, into smoothed: inout [SIMD2<Double>]
    ) {
        smoothed[end - 1] = filter.position[end - 1]
        var nextVelocity = filter.velocity[end - 1]
        var k = end - 2
        while k >= start {
            let dt = times[k + 1] - times[k]
            let f00 = filter.p00[k], f01 = filter.p01[k], f11 = filter.p11[k]
            let (q00, q01, q11) = predictedCovariance(f00, f01, f11, dt: dt, velocityJump: filter.velocityJump[k + 1])
            let determinant = q00 * q11 - q01 * q01
            let position = filter.position[k], velocity = filter.velocity[k]
            guard determinant > 1e-12 * max(1, q00 * q11) else {
                smoothed[k] = position
                nextVelocity = velocity
                k -= 1
                continue
            }
            // Gain C = P F' (P⁻)⁻¹, with P F' = [[f00 + dt f01, f01], [f01 + dt f11, f11]].
            let a00 = f00 + dt * f01, a01 = f01, a10 = f01 + dt * f11, a11 = f11
            let c00 = (a00 * q11 - a01 * q01) / determinant
            let c01 = (a01 * q00 - a00 * q01) / determinant
            let c10 = (a10 * q11 - a11 * q01) / determinant
            let c11 = (a11 * q00 - a10 * q01) / determinant
            let positionCorrection = smoothed[k + 1] - (position + velocity * dt)
            let velocityCorrection = nextVelocity - velocity
            smoothed[k] = position + c00 * positionCorrection + c01 * velocityCorrection
            nextVelocity = velocity + c10 * positionCorrection + c11 * velocityCorrection
            k -= 1
        }
    }
}
