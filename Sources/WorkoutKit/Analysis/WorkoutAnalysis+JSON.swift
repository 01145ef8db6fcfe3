import Foundation
import WorkoutModel

extension WorkoutAnalysis: Encodable {
    private enum Keys: String, CodingKey {
        case workout, activityType, power, heartRate, speedPeaks, heartRateZones, powerZones, bestEfforts, laps
    }

    /// The analysis as `workoutkit analyze --json` prints it: keys as the properties are named,
    /// times as the JSON contract writes them, speeds in m/s, power in W, heart rate in bpm,
    /// distances in metres, durations in seconds; what could not be computed is `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(workoutUUID.uuidString, forKey: .workout)
        try container.encode(activityType.name, forKey: .activityType)
        try container.encode(power, forKey: .power)
        try container.encode(heartRate, forKey: .heartRate)
        try container.encode(speedPeaks, forKey: .speedPeaks)
        try container.encode(heartRateZones, forKey: .heartRateZones)
        try container.encode(powerZones, forKey: .powerZones)
        try container.encode(bestEfforts, forKey: .bestEfforts)
        try container.encode(laps, forKey: .laps)
    }

    /// The JSON of ``encode(to:)``, keys sorted, one line.
    public var jsonData: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Timestamp.string(date))
        }
        // Every value is finite by construction; a failure here is a programming error.
        return try! encoder.encode(self)
    }
}


extension WorkoutAnalysis.ZoneTime: Encodable {
    private enum Keys: String, CodingKey { case zone, lowerBound, upperBound, seconds }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(zone, forKey: .zone)
        try container.encode(lowerBound, forKey: .lowerBound)
        try container.encode(upperBound, forKey: .upperBound)  // null for the last zone
        try container.encode(seconds, forKey: .seconds)
    }
}

extension WorkoutAnalysis.Power: Encodable {
    private enum Keys: String, CodingKey {
        case average, maximum, normalized, variabilityIndex, intensityFactor, trainingStressScore, peaks
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(average, forKey: .average)
        try container.encode(maximum, forKey: .maximum)
        try container.encode(normalized, forKey: .normalized)
        try container.encode(variabilityIndex, forKey: .variabilityIndex)
        try container.encode(intensityFactor, forKey: .intensityFactor)
        try container.encode(trainingStressScore, forKey: .trainingStressScore)
        try container.encode(peaks, forKey: .peaks)
    }
}

extension WorkoutAnalysis.HeartRate: Encodable {
    private enum Keys: String, CodingKey { case average, maximum, trainingImpulse, peaks }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(average, forKey: .average)
        try container.encode(maximum, forKey: .maximum)
        try container.encode(trainingImpulse, forKey: .trainingImpulse)
        try container.encode(peaks, forKey: .peaks)
    }
}

extension WorkoutAnalysis.Lap: Encodable {
    private enum Keys: String, CodingKey {
        case index, start, duration, distance, averageHeartRate, averagePower, averageSpeed
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(index, forKey: .index)
        try container.encode(start, forKey: .start)
        try container.encode(duration, forKey: .duration)
        try container.encode(distance, forKey: .distance)
        try container.encode(averageHeartRate, forKey: .averageHeartRate)
        try container.encode(averagePower, forKey: .averagePower)
        try container.encode(averageSpeed, forKey: .averageSpeed)
    }
}
