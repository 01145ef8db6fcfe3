import Foundation

/// Normalized power and the training load derived from it given a threshold power
/// (intensity factor, training stress score), as Coggan defined them and GoldenCheetah
/// computes them.
///
/// Normalized power is the fourth root of the mean of the fourth powers of the 30-second
/// rolling average of power. The rolling average runs over every second of the
/// ``OneSecondSeries`` (absent seconds as 0 W), and its window starts filled with zeros,
/// so the first 29 seconds ramp up (GoldenCheetah's convention). With the threshold power
/// FTP and *t* the seconds counted: IF = NP / FTP, TSS = 100 · t · NP · IF / (FTP · 3600).
public struct PowerTrainingLoad: Sendable, Hashable {
    /// The rolling average's window, in seconds.
    public static let rollingWindow = 30

    /// Normalized power, in watts.
    public let normalizedPower: Double
    /// The seconds it was computed over.
    public let seconds: Int
    /// The average power over the same seconds (absent seconds as 0 W).
    public let averagePower: Double

    /// Computes normalized power of a power series; `nil` when the series is empty.
    public init?(power: OneSecondSeries) {
        let values = power.values
        guard !values.isEmpty else { return nil }
        var window = [Double](repeating: 0, count: Self.rollingWindow)
        var windowSum = 0.0, total = 0.0, sum = 0.0
        for (index, value) in values.enumerated() {
            let watts = value ?? 0
            let slot = index % Self.rollingWindow
            windowSum += watts - window[slot]
            window[slot] = watts
            let rolling = windowSum / Double(Self.rollingWindow)
            total += rolling * rolling * rolling * rolling
            sum += watts
        }
        normalizedPower = pow(total / Double(values.count), 0.25)
        seconds = values.count
        averagePower = sum / Double(values.count)
    }

    /// Normalized power over average power.
    public var variabilityIndex: Double? { averagePower > 0 ? normalizedPower / averagePower : nil }

    /// Normalized power over the threshold power.
    public func intensityFactor(thresholdPower: Double) -> Double {
        normalizedPower / thresholdPower
    }

    /// 100 for an hour at threshold power.
    public func trainingStressScore(thresholdPower: Double) -> Double {
        let intensity = intensityFactor(thresholdPower: thresholdPower)
        return Double(seconds) * normalizedPower * intensity / (thresholdPower * 3600) * 100
    }
}
