import WorkoutModel

extension TrackPoint {
    /// Calls `body` with each instantaneous sample this point becomes, in its type's canonical
    /// unit: cadence and power are running or cycling ones by the activity, and a speed is
    /// a sample only when there is no position to carry it.
    public func forEachSample(activityType: WorkoutActivityType, _ body: (QuantityType, Double) throws -> Void) rethrows {
        let onFoot = Self.footActivities.contains(activityType)
        if let heartRate { try body(.heartRate, heartRate) }
        if let cadence { try body(onFoot ? .runningCadence : .cyclingCadence, cadence) }
        if let power { try body(onFoot ? .runningPower : .cyclingPower, power) }
        if let ambientTemperature { try body(.ambientTemperature, ambientTemperature) }
        if let waterTemperature { try body(.waterTemperature, waterTemperature) }
        if let depth { try body(.underwaterDepth, depth) }
        if let distance { try body(.distanceFromStart, distance) }
        if latitude == nil || longitude == nil, let speed { try body(onFoot ? .runningSpeed : .cyclingSpeed, speed) }
    }

    /// Whether the point leaves anything in a recording (a location or a sample): a point
    /// with a time and nothing else, or only an altitude, leaves no trace.
    public var leavesTrace: Bool {
        (latitude != nil && longitude != nil) || heartRate != nil || cadence != nil || power != nil
            || ambientTemperature != nil || waterTemperature != nil || depth != nil || distance != nil || speed != nil
    }

    /// The activities whose cadence, power and speed are running ones (else cycling ones).
    static let footActivities: Set<WorkoutActivityType> = [
        .running, .walking, .hiking, .trackAndField, .wheelchairRunPace, .wheelchairWalkPace,
    ]
}
