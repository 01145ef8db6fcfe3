import TrainingAnalysis

/// What the analysis of a workout needs to know of the athlete: thresholds for training load
/// and zones. Every value is optional; what cannot be computed without one is left out.
public struct AthleteSettings: Sendable, Hashable {
    /// Functional threshold power, in watts: intensity factor, training stress score and the
    /// default power zones.
    public var thresholdPower: Double?
    /// Maximum heart rate, in beats per minute: TRIMP and the default heart-rate zones.
    public var maximumHeartRate: Double?
    /// Resting heart rate, in beats per minute: TRIMP.
    public var restingHeartRate: Double?
    /// The weighting of TRIMP (male unless told).
    public var sex: HeartRateTrainingImpulse.Sex
    /// Heart-rate zones' lower bounds in beats per minute; default: from the maximum heart rate.
    public var heartRateZones: Zones?
    /// Power zones' lower bounds in watts; default: Coggan's, from the threshold power.
    public var powerZones: Zones?

    public init(
        thresholdPower: Double? = nil, maximumHeartRate: Double? = nil, restingHeartRate: Double? = nil,
        sex: HeartRateTrainingImpulse.Sex = .male, heartRateZones: Zones? = nil, powerZones: Zones? = nil
    ) {
        self.thresholdPower = thresholdPower
        self.maximumHeartRate = maximumHeartRate
        self.restingHeartRate = restingHeartRate
        self.sex = sex
        self.heartRateZones = heartRateZones
        self.powerZones = powerZones
    }
}
