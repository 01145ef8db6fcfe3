import RouteProcessing
import WorkoutStore

/// One version of a route in its history, with the metrics of its locations.
public struct RouteVersionEntry: Sendable {
    public var version: RouteVersion
    public var metrics: RouteMetrics
}
