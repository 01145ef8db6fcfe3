import Foundation

/// Banister's training impulse (TRIMP) from heart rate, with the Morton/Green weighting that
/// GoldenCheetah uses: minutes · HRr · 0.64 · e^(k · HRr), where HRr = (average − rest) /
/// (maximum − rest) is the heart-rate reserve fraction and k is 1.92 for men, 1.67 for women.
/// The minutes are those with a heart rate (absent seconds are not counted) and the average
/// is theirs.
public struct HeartRateTrainingImpulse: Sendable, Hashable {
    /// The weighting constant of Banister's formula.
    public enum Sex: String, Sendable, Hashable, CaseIterable {
        case male, female

        /// k: 1.92 for men, 1.67 for women.
        public var weighting: Double { self == .male ? 1.92 : 1.67 }
    }

    /// The training impulse, in TRIMP points.
    public let points: Double
    /// The average heart rate it was computed from, in beats per minute.
    public let averageHeartRate: Double
    /// The seconds with a heart rate.
    public let seconds: Int

    /// `nil` when the series holds no heart rate or `maximum` is not above `rest`.
    public init?(heartRate: OneSecondSeries, rest: Double, maximum: Double, sex: Sex) {
        guard maximum > rest, let average = heartRate.mean else { return nil }
        let seconds = heartRate.presentCount
        let reserve = (average - rest) / (maximum - rest)
        averageHeartRate = average
        self.seconds = seconds
        points = reserve <= 0 ? 0 : Double(seconds) / 60 * reserve * 0.64 * exp(sex.weighting * reserve)
    }
}
