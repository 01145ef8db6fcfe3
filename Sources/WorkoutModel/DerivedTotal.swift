/// A total of a workout that workoutkit can compute when the recording states none: the
/// workout's distance and energy, and the summary metadata HealthKit and workoutkit name.
/// The raw value is the name ``MetadataKey/derivedTotals`` lists: the workout property's
/// name for the two fields, the metadata key for the rest. Cases are in the order the list
/// is written.
public enum DerivedTotal: String, CaseIterable, Sendable, Hashable {
    case totalDistance
    case totalEnergyBurned
    case elevationAscended = "HKElevationAscended"
    case elevationDescended = "HKElevationDescended"
    case movingTime = "WKMovingTime"
    case averageSpeed = "HKAverageSpeed"
    case maximumSpeed = "HKMaximumSpeed"
    case averageHeartRate = "WKAverageHeartRate"
    case maximumHeartRate = "WKMaximumHeartRate"
    case averageCadence = "WKAverageCadence"
    case maximumCadence = "WKMaximumCadence"
    case averagePower = "WKAveragePower"
    case maximumPower = "WKMaximumPower"

    /// The metadata key that holds the total; `nil` for the workout's own fields.
    public var metadataKey: String? {
        switch self {
        case .totalDistance, .totalEnergyBurned: return nil
        default: return rawValue
        }
    }

    /// Whether `workout` states this total (its field or its metadata key is set).
    public func isStated(in workout: Workout) -> Bool {
        switch self {
        case .totalDistance: return workout.totalDistance != nil
        case .totalEnergyBurned: return workout.totalEnergyBurned != nil
        default: return workout.metadata[rawValue] != nil
        }
    }
}

extension Workout {
    /// The totals ``MetadataKey/derivedTotals`` names as computed by workoutkit, in its
    /// order; names it does not know are left out.
    public var derivedTotals: [DerivedTotal] {
        guard case .string(let list)? = metadata[MetadataKey.derivedTotals] else { return [] }
        return list.split(separator: ",").compactMap { DerivedTotal(rawValue: String($0)) }
    }

    /// Whether `total` was computed by workoutkit rather than stated by the file.
    public func isDerived(_ total: DerivedTotal) -> Bool {
        derivedTotals.contains(total)
    }

    /// The workout as the file stated it: without the totals workoutkit derived and without
    /// the ``MetadataKey/derivedTotals`` key.
    public func removingDerivedTotals() -> Workout {
        var workout = self
        for total in derivedTotals {
            switch total {
            case .totalDistance: workout.totalDistance = nil
            case .totalEnergyBurned: workout.totalEnergyBurned = nil
            default: workout.metadata[total.rawValue] = nil
            }
        }
        workout.metadata[MetadataKey.derivedTotals] = nil
        return workout
    }
}
