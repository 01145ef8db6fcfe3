import WorkoutFormats

extension PointBatch {
    /// Whether the point at `index` is a record of the whole recording the reader makes: it
    /// has a location, a value or a value of an extra series.
    func isRecord(at index: Int) -> Bool {
        let point = points[index]
        if point.location != nil || !(extraValues?.range(ofPoint: index).isEmpty ?? true) { return true }
        var hasValue = false
        point.forEachSample(activityType: activityType) { _, _ in hasValue = true }
        return hasValue
    }
}
