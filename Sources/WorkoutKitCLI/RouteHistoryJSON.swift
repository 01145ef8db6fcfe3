import WorkoutKit

/// `route history --json`: one object per route version.
enum RouteHistoryJSON {
    /// `{"version","syncVersion","uuid","createdAt","operation","parameters","locationCount",
    /// "distance","elevationGain","elevationLoss","movingTime"}`, in metres and seconds;
    /// `createdAt` is null for a version saved by a workoutkit that did not record it.
    static func encode(_ version: RouteVersion, metrics: RouteMetrics) -> [UInt8] {
        var out = JSONWriter()
        out.raw("{"); out.key("version"); out.integer(version.version)
        out.comma(); out.key("syncVersion"); out.integer(version.syncVersion)
        out.comma(); out.key("uuid"); out.uuid(version.uuid)
        out.comma(); out.key("createdAt")
        if let createdAt = version.createdAt { out.date(createdAt) } else { out.null() }
        out.comma(); out.key("operation"); out.string(version.operation)
        out.comma(); out.key("parameters"); out.raw("{")
        for (index, name) in version.parameters.keys.sorted().enumerated() {
            if index > 0 { out.comma() }
            out.string(name); out.raw(":"); out.double(version.parameters[name])
        }
        out.raw("}")
        out.comma(); out.key("locationCount"); out.integer(metrics.locationCount)
        out.comma(); out.key("distance"); out.double(metrics.distance)
        out.comma(); out.key("elevationGain"); out.double(metrics.elevationGain)
        out.comma(); out.key("elevationLoss"); out.double(metrics.elevationLoss)
        out.comma(); out.key("movingTime"); out.double(metrics.movingTime)
        out.raw("}")
        return out.bytes
    }
}
