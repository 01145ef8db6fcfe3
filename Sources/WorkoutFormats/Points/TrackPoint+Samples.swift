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

    /// The point's value in a column as a sample: `nil` also for a location field of a
    /// point with a position (the location holds it).
    @inline(__always)
    func sampleValue(_ column: PointColumn) -> Double? {
        column.locationField != nil && hasPosition ? nil : self[column]
    }
}
