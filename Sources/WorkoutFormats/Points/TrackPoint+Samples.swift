import WorkoutModel

extension TrackPoint {
    /// Calls `body` with each instantaneous sample this point becomes, in its type's canonical
    /// unit: cadence and power are running or cycling ones by the activity, and a speed or an
    /// altitude is a sample only when there is no position to carry it (see `PointColumn`).
    public func forEachSample(activityType: WorkoutActivityType, _ body: (QuantityType, Double) throws -> Void) rethrows {
        let onFoot = PointColumn.isOnFoot(activityType)
        try PointColumn.forEach { column in
            if let value = sampleValue(column) { try body(column.quantityType(onFoot: onFoot), value) }
        }
    }

    /// Sets the sample of `type` this point becomes in a workout of `activityType` (as
    /// ``forEachSample(activityType:_:)`` hands it out), or removes it (`nil`), and returns
    /// whether it could: not for a type no value of a point is in that workout, nor for a speed
    /// or an altitude of a point with a position (the location's, not a sample).
    @discardableResult
    public mutating func setSample(_ value: Double?, of type: QuantityType, activityType: WorkoutActivityType) -> Bool {
        guard let column = PointColumn(type), column.quantityType(onFoot: PointColumn.isOnFoot(activityType)) == type,
              column.locationField == nil || !hasPosition else { return false }
        self[column] = value
        return true
    }

    /// Whether every point of a workout of `activityType` can hold a sample of `type`
    /// (``setSample(_:of:activityType:)``), with a position or without.
    public static func holdsSamples(of type: QuantityType, activityType: WorkoutActivityType) -> Bool {
        guard let column = PointColumn(type) else { return false }
        return column.locationField == nil && column.quantityType(onFoot: PointColumn.isOnFoot(activityType)) == type
    }

    /// Whether the point leaves anything in a recording (a location or a sample): a point
    /// with a time and nothing else leaves no trace.
    public var leavesTrace: Bool {
        var leaves = hasPosition
        PointColumn.forEach { column in leaves = leaves || self[column] != nil }
        return leaves
    }

    /// Whether the point has a position (both coordinates).
    var hasPosition: Bool { latitude != nil && longitude != nil }

    /// The point's value in a column.
    @inline(__always)
    subscript(column: PointColumn) -> Double? {
        get {
            switch column {
            case .heartRate: return heartRate
            case .cadence: return cadence
            case .power: return power
            case .ambientTemperature: return ambientTemperature
            case .waterTemperature: return waterTemperature
            case .depth: return depth
            case .distance: return distance
            case .speed: return speed
            case .altitude: return altitude
            }
        }
        set {
            switch column {
            case .heartRate: heartRate = newValue
            case .cadence: cadence = newValue
            case .power: power = newValue
            case .ambientTemperature: ambientTemperature = newValue
            case .waterTemperature: waterTemperature = newValue
            case .depth: depth = newValue
            case .distance: distance = newValue
            case .speed: speed = newValue
            case .altitude: altitude = newValue
            }
        }
    }

    /// The point's value in a column as a sample: `nil` also for a location field of a
    /// point with a position (the location holds it).
    @inline(__always)
    func sampleValue(_ column: PointColumn) -> Double? {
        column.locationField != nil && hasPosition ? nil : self[column]
    }
}
