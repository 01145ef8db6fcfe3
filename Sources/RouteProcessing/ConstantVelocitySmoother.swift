/// A Kalman filter with Rauch–Tung–Striebel smoothing over a constant-velocity model,
/// for one or two axes that share one covariance.
///
/// Each axis has the state (position, velocity); the process noise is white acceleration
/// of spectral density ``accelerationNoise`` (m²/s³), the same on every axis, and each
/// measurement has one variance for all its axes (a horizontal accuracy is a radius). The
/// axes are then independent filters with identical covariances, so the covariance is
/// carried once, as three numbers. A one-axis problem (altitude) leaves `y` at zero.
///
/// Measurements whose squared Mahalanobis distance from the prediction exceeds ``gate``
/// are rejected (innovation gating). When more than ``maximumConsecutiveRejections``
/// measurements in a row are rejected, the filter has lost the track rather than met an
/// outlier: the run ends before the first of them and a new run starts there.
struct ConstantVelocitySmoother {
    /// Spectral density of the white acceleration noise, m²/s³.
    var accelerationNoise: Double
    /// Variance of the velocity before the first measurement, (m/s)².
    var initialVelocityVariance: Double
    /// Squared Mahalanobis distance above which a measurement is rejected.
    var gate: Double
    /// Rejections in a row after which the filter restarts.
    var maximumConsecutiveRejections: Int

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
            smoothBackward(from: start, to: end, times: times, filter: filter, into: &smoothed)
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

        init(count: Int) {
            position = Array(repeating: .zero, count: count)
            velocity = Array(repeating: .zero, count: count)
            p00 = Array(repeating: 0, count: count)
            p01 = Array(repeating: 0, count: count)
            p11 = Array(repeating: 0, count: count)
        }
    }

    /// The predicted covariance one step of `dt` seconds after (p00, p01, p11).
    private func predictedCovariance(
        _ p00: Double, _ p01: Double, _ p11: Double, dt: Double
    ) -> (Double, Double, Double) {
        let q = accelerationNoise
        return (p00 + 2 * dt * p01 + dt * dt * p11 + q * dt * dt * dt / 3,
                p01 + dt * p11 + q * dt * dt / 2,
                p11 + q * dt)
    }

    /// Filters forward from `start`; returns the index where the run ends (exclusive).
    private func runEnd(
        from start: Int, times: [Double], measurements: [SIMD2<Double>], variances: [Double],
        isRunStart: [Bool], filter: inout ForwardPass
    ) -> Int {
        filter.position[start] = measurements[start]
        filter.velocity[start] = .zero
        filter.p00[start] = variances[start]
        filter.p01[start] = 0
        filter.p11[start] = initialVelocityVariance
        var rejectedInARow = 0
        var k = start + 1
        while k < measurements.count, !isRunStart[k] {
            let dt = times[k] - times[k - 1]
            let (p00, p01, p11) = predictedCovariance(filter.p00[k - 1], filter.p01[k - 1], filter.p11[k - 1], dt: dt)
            let predicted = filter.position[k - 1] + filter.velocity[k - 1] * dt
            let velocity = filter.velocity[k - 1]
            let innovation = measurements[k] - predicted
            let s = p00 + variances[k]
            let distanceSquared = (innovation * innovation).sum() / s
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
                let gainPosition = p00 / s, gainVelocity = p01 / s
                filter.position[k] = predicted + gainPosition * innovation
                filter.velocity[k] = velocity + gainVelocity * innovation
                filter.p00[k] = (1 - gainPosition) * p00
                filter.p01[k] = (1 - gainPosition) * p01
                filter.p11[k] = p11 - gainVelocity * p01
            }
            k += 1
        }
        return k
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
            let (q00, q01, q11) = predictedCovariance(f00, f01, f11, dt: dt)
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
