extension QuantityType {
    /// The type of a record whose identifier may be one workoutkit does not list (an Apple
    /// Health `Record` of `HKQuantityTypeIdentifierBodyMassIndex`,
    /// `HKQuantityTypeIdentifierEnvironmentalAudioExposure`, ...): the listed type, else a
    /// type made from the record, whose unit becomes the canonical unit and whose
    /// aggregation is HealthKit's documented style for the identifier (see
    /// ``healthKitAggregationStyle(identifier:)``).
    public init(recordIdentifier identifier: String, unit: QuantityUnit) {
        if let known = QuantityType(identifier: identifier) {
            self = known
        } else {
            self.init(identifier: identifier, aggregationStyle: Self.healthKitAggregationStyle(identifier: identifier),
                      canonicalUnit: unit)
        }
    }

    /// HealthKit's aggregation style for a quantity type identifier: cumulative for the types
    /// its documentation lists as cumulative (energy, distances, dietary intake, counts of
    /// events, times such as `AppleStandTime`), discrete for every other.
    public static func healthKitAggregationStyle(identifier: String) -> AggregationStyle {
        if let known = QuantityType(identifier: identifier) { return known.aggregationStyle }
        let prefix = "HKQuantityTypeIdentifier"
        guard identifier.hasPrefix(prefix) else { return .discrete }
        let name = identifier.dropFirst(prefix.count)
        if name.hasPrefix("Dietary") || name.hasPrefix("Distance") { return .cumulative }
        return cumulativeNames.contains(String(name)) ? .cumulative : .discrete
    }

    /// The cumulative HealthKit quantity types workoutkit does not list, without their
    /// `HKQuantityTypeIdentifier` prefix (the `Dietary…` and `Distance…` types are cumulative too).
    private static let cumulativeNames: Set<String> = [
        "AppleMoveTime", "AppleStandTime", "ActiveEnergyBurned", "BasalEnergyBurned", "AppleExerciseTime",
        "FlightsClimbed", "InhalerUsage", "InsulinDelivery", "NikeFuel", "NumberOfAlcoholicBeverages",
        "NumberOfTimesFallen", "PushCount", "StepCount", "SwimmingStrokeCount", "TimeInDaylight",
    ]
}
