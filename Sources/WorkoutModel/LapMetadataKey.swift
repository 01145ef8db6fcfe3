/// Metadata keys of lap events (``WorkoutEvent/EventType/lap``): one vocabulary for every
/// format that holds laps (TCX `Lap`, FIT `lap`, JSON, Apple Health, the store). Speeds are
/// quantities in m/s, heart rates in count/min, power in W; the rest are plain values.
///
/// `triggerMethod` and `intensity` take TCX's names; a FIT value that has a TCX
/// counterpart is read as that name, one that has none keeps FIT's own name (see each key).
public enum LapMetadataKey {
    /// `HKAverageSpeed`: the lap's average speed.
    public static let averageSpeed = MetadataKey.averageSpeed
    /// `HKMaximumSpeed`: the lap's maximum speed.
    public static let maximumSpeed = MetadataKey.maximumSpeed
    /// The lap's average heart rate (TCX `AverageHeartRateBpm`, FIT `avg_heart_rate`).
    public static let averageHeartRate = "WKAverageHeartRate"
    /// The lap's maximum heart rate (TCX `MaximumHeartRateBpm`, FIT `max_heart_rate`).
    public static let maximumHeartRate = "WKMaximumHeartRate"
    /// Average cadence (TCX `Cadence` of a lap or `AvgRunCadence`, FIT `avg_cadence`), an integer.
    public static let averageCadence = "WKAverageCadence"
    /// Maximum cadence (TCX `MaxBikeCadence` or `MaxRunCadence`, FIT `max_cadence`), an integer.
    public static let maximumCadence = "WKMaximumCadence"
    /// Average power (TCX `AvgWatts`, FIT `avg_power`).
    public static let averagePower = "WKAveragePower"
    /// Maximum power (TCX `MaxWatts`, FIT `max_power`).
    public static let maximumPower = "WKMaximumPower"
    /// Steps in the lap (TCX `Steps`, FIT `total_strides` of a run or walk), an integer.
    public static let steps = "WKSteps"
    /// How hard the lap was: TCX's `Active` (FIT `active`) or `Resting` (FIT `rest`), or
    /// FIT's own `warmup`, `cooldown`, `recovery`, `interval`, `other`.
    public static let intensity = "WKLapIntensity"
    /// What ended the lap: TCX's `Manual`, `Distance`, `Time` (FIT `manual`, `distance`,
    /// `time`), `Location` (FIT `position_lap`) or `HeartRate` (none in FIT), or FIT's own
    /// `position_start`, `position_waypoint`, `position_marked`, `session_end`, `fitness_equipment`.
    public static let triggerMethod = "WKLapTriggerMethod"
    /// Free text attached to the lap (TCX `Notes`; FIT has no place for it).
    public static let notes = MetadataKey.notes

    /// Every key of this vocabulary.
    public static let all: Set<String> = [
        averageSpeed, maximumSpeed, averageHeartRate, maximumHeartRate, averageCadence, maximumCadence,
        averagePower, maximumPower, steps, intensity, triggerMethod, notes,
    ]

    /// The `triggerMethod` for a FIT `lap_trigger` name.
    public static func triggerMethod(fitName: String) -> String {
        fitTriggers.first { $0.fit == fitName }?.tcx ?? fitName
    }

    /// The FIT `lap_trigger` name for a `triggerMethod`; `nil` for `HeartRate`, which FIT has not.
    public static func fitTrigger(_ method: String) -> String? {
        if let pair = fitTriggers.first(where: { $0.tcx == method }) { return pair.fit }
        return method.first?.isLowercase == true ? method : nil
    }

    /// The `intensity` for a FIT `intensity` name.
    public static func intensity(fitName: String) -> String {
        fitIntensities.first { $0.fit == fitName }?.tcx ?? fitName
    }

    /// The FIT `intensity` name for an `intensity`.
    public static func fitIntensity(_ intensity: String) -> String {
        fitIntensities.first { $0.tcx == intensity }?.fit ?? intensity
    }

    /// The TCX `TriggerMethod` for a `triggerMethod`: FIT's own names become the nearest
    /// TCX name (`position_…` is `Location`, the others `Manual`).
    public static func tcxTriggerMethod(_ method: String) -> String {
        if tcxTriggerMethods.contains(method) { return method }
        return method.hasPrefix("position_") ? "Location" : "Manual"
    }

    /// TCX's `TriggerMethod` names.
    public static let tcxTriggerMethods: Set<String> = ["Manual", "Distance", "Location", "Time", "HeartRate"]

    private static let fitTriggers: [(fit: String, tcx: String)] = [
        ("manual", "Manual"), ("distance", "Distance"), ("time", "Time"), ("position_lap", "Location"),
    ]
    private static let fitIntensities: [(fit: String, tcx: String)] = [("active", "Active"), ("rest", "Resting")]
}
